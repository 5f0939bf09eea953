// The portable crypto backend's libraries, for the PaySeal target (Package.swift explains why this
// target exists: one dependency per condition, since a target cannot list a product twice).
// Empty unless the trait is on: the default build has no swift-crypto to import.
#if PortableCrypto
@_exported import Crypto
@_exported import _CryptoExtras
@_exported import SwiftASN1
#endif
