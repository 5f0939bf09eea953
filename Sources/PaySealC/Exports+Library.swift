import CPaySealHeader
import PaySeal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Static C strings, made once, never written and never freed: safe to share, hence `unsafe`.
nonisolated(unsafe) private let versionCString: UnsafePointer<CChar>? = UnsafePointer(strdup(paySealVersion))
/// Indexed by status value: PAYSEAL_OK, then each error code in order.
nonisolated(unsafe) private let statusNames: [UnsafePointer<CChar>?] =
    (["PAYSEAL_OK"] + PaySealError.Code.allCases.map { $0.statusName }).map { UnsafePointer(strdup($0)) }
nonisolated(unsafe) private let unknownStatusName: UnsafePointer<CChar>? = UnsafePointer(strdup("PAYSEAL_E_UNKNOWN"))

@c @implementation
public func payseal_version() -> UnsafePointer<CChar>? { versionCString }

@c @implementation
public func payseal_abi_version() -> Int32 { PAYSEAL_ABI_VERSION }

@c @implementation
public func payseal_status_name(_ s: payseal_status) -> UnsafePointer<CChar>? {
    let index = Int(s.rawValue)
    return index < statusNames.count ? statusNames[index] : unknownStatusName
}

@c @implementation
public func payseal_last_error() -> UnsafePointer<CChar>? { LastError.current(0) }

@c @implementation
public func payseal_last_error_subject() -> UnsafePointer<CChar>? { LastError.current(1) }

@c @implementation
public func payseal_last_error_detail() -> UnsafePointer<CChar>? { LastError.current(2) }

@c @implementation
public func payseal_free(_ buffer: UnsafeMutableRawPointer?) { OwnedBuffer.release(buffer) }
