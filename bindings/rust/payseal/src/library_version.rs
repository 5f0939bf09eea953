//! The loaded library's version and ABI version, and the ABI version this crate expects.

use crate::sys;
use std::ffi::CStr;

/// The ABI version this crate was written against (`PAYSEAL_ABI_VERSION`).
pub const ABI_VERSION: i32 = sys::PAYSEAL_ABI_VERSION;

/// The loaded library's version, "MAJOR.MINOR.PATCH".
pub fn version() -> &'static str {
    // SAFETY: payseal_version returns a NUL-terminated string in static storage, so the
    // 'static lifetime is accurate.
    let s = unsafe { CStr::from_ptr(sys::payseal_version()) };
    s.to_str().unwrap_or("")
}

/// The ABI version the loaded library was built with; equal to [`ABI_VERSION`] when this
/// crate matches the library.
pub fn abi_version() -> i32 {
    // SAFETY: no arguments, no preconditions.
    unsafe { sys::payseal_abi_version() }
}
