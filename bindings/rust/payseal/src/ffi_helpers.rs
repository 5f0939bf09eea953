//! Helpers shared by the wrappers: status checks, C strings, pointers for byte slices, and
//! taking ownership of the buffers and handles libpayseal returns.

#[cfg(doc)]
use crate::Status;
use crate::{sys, Error, Result};
use std::ffi::{c_char, c_void, CStr, CString};
use std::ptr::NonNull;

/// Ok for `PAYSEAL_OK`, otherwise the error with this thread's last message.
pub(crate) fn check(status: sys::payseal_status) -> Result<()> {
    if status == sys::PAYSEAL_OK {
        Ok(())
    } else {
        Err(Error::from_last(status))
    }
}

/// A NUL-terminated copy of `s`, or [`Status::Argument`] when `s` holds a NUL byte.
pub(crate) fn c_string(s: &str, what: &str) -> Result<CString> {
    CString::new(s).map_err(|_| Error::interior_nul(what))
}

/// One byte of static storage: the pointer passed for empty inputs, so libpayseal always gets
/// a real address (an empty slice's own pointer is dangling).
static EMPTY: [u8; 1] = [0];

pub(crate) fn bytes_ptr(b: &[u8]) -> *const u8 {
    if b.is_empty() {
        EMPTY.as_ptr()
    } else {
        b.as_ptr()
    }
}

/// Owns a buffer libpayseal returned; `payseal_free` (which wipes it) on drop.
pub(crate) struct CBuf(pub(crate) *mut c_void);

impl Drop for CBuf {
    fn drop(&mut self) {
        // SAFETY: the pointer came from libpayseal as a caller-owned buffer (or is NULL, a
        // no-op) and is freed exactly once, here.
        unsafe { sys::payseal_free(self.0) }
    }
}

/// Copies a returned buffer of `len` bytes (a non-NULL pointer is required) and frees it.
///
/// # Safety
/// `ptr` must be NULL or a buffer of at least `len` bytes returned by libpayseal and not yet
/// freed; ownership passes to this function.
pub(crate) unsafe fn take_bytes(ptr: *mut u8, len: usize, what: &str) -> Result<Vec<u8>> {
    let guard = CBuf(ptr.cast());
    if ptr.is_null() {
        return Err(Error::contract(&format!("{what}: PAYSEAL_OK without an output buffer")));
    }
    // SAFETY: the caller guarantees ptr holds len readable bytes; freed by guard afterwards.
    let v = unsafe { std::slice::from_raw_parts(ptr, len) }.to_vec();
    drop(guard);
    Ok(v)
}

/// Like [`take_bytes`] for text outputs (UTF-8 by contract).
///
/// # Safety
/// As [`take_bytes`].
pub(crate) unsafe fn take_text(ptr: *mut c_char, len: usize, what: &str) -> Result<String> {
    // SAFETY: forwarded from the caller.
    let bytes = unsafe { take_bytes(ptr.cast(), len, what) }?;
    String::from_utf8(bytes).map_err(|_| Error::contract(&format!("{what}: output is not UTF-8")))
}

/// Like [`take_text`] for a NUL-terminated output without a length.
///
/// # Safety
/// `ptr` must be NULL or a NUL-terminated buffer returned by libpayseal and not yet freed;
/// ownership passes to this function.
pub(crate) unsafe fn take_c_text(ptr: *mut c_char, what: &str) -> Result<String> {
    if ptr.is_null() {
        return Err(Error::contract(&format!("{what}: PAYSEAL_OK without an output buffer")));
    }
    // SAFETY: non-NULL, NUL-terminated by contract.
    let len = unsafe { CStr::from_ptr(ptr) }.to_bytes().len();
    // SAFETY: len bytes precede the NUL.
    unsafe { take_text(ptr, len, what) }
}

/// Non-NULL handle from a successful constructor call.
pub(crate) fn handle<T>(raw: *mut T, what: &str) -> Result<NonNull<T>> {
    NonNull::new(raw).ok_or_else(|| Error::contract(&format!("{what}: PAYSEAL_OK without a handle")))
}
