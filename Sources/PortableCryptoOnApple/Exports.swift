// The portable crypto backend's libraries, for the PaySeal target (Package.swift explains why this
// target exists: one dependency per condition, since a target cannot list a product twice).
// Empty except on Apple platforms (Darwin), where the dependency's condition holds.
#if canImport(Darwin)
@_exported import Crypto
@_exported import _CryptoExtras
@_exported import SwiftASN1
#endif
