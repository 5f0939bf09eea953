//! [`DeviceMetadata`]: the builder of the device metadata (`encodedClientMetaInfo`).

use crate::ffi_helpers::{c_string, check, handle, take_text};
#[cfg(doc)]
use crate::Status;
use crate::{sys, Result};
use std::fmt;
use std::ptr::{self, NonNull};

/// Builder for the device metadata (`encodedClientMetaInfo`, the `X-GCS-ClientMetaInfo`
/// header).
///
/// `Send` but not `Sync`: one thread at a time.
pub struct DeviceMetadata {
    pub(crate) raw: NonNull<sys::payseal_metadata>,
}

// SAFETY: the header only requires that a builder be used by one thread at a time, not always
// the same thread. Mutation takes `&mut self`, and the type is not Sync (NonNull is !Sync), so
// shared `&self` calls can never happen on two threads at once.
unsafe impl Send for DeviceMetadata {}

impl DeviceMetadata {
    /// A builder pre-filled with the defaults detected on this system: `platformIdentifier`,
    /// `appIdentifier` = "UNKNOWN", `sdkIdentifier`, `sdkCreator`, and `deviceType` /
    /// `deviceBrand` where the system tells them.
    ///
    /// Errors: [`Status::NoMemory`].
    pub fn new() -> Result<DeviceMetadata> {
        let mut out = ptr::null_mut();
        // SAFETY: valid out place.
        check(unsafe { sys::payseal_metadata_new(&mut out) })?;
        Ok(DeviceMetadata { raw: handle(out, "DeviceMetadata::new")? })
    }

    /// Sets one field (any key; known keys keep their documented place, others follow in
    /// insertion order); setting a key again replaces its value. `screenSize` must be
    /// `"<width>x<height>"`, `ipAddress` an IPv4 or IPv6 address. On error nothing changes.
    ///
    /// Errors: [`Status::Argument`] (empty key, bad `screenSize` / `ipAddress`, NUL byte),
    /// [`Status::Limit`] (key or value over 4096 bytes, more than 64 keys).
    pub fn set(&mut self, key: &str, value: &str) -> Result<()> {
        let k = c_string(key, "metadata key")?;
        let v = c_string(value, "metadata value")?;
        // SAFETY: live builder used exclusively (&mut self), NUL-terminated strings.
        check(unsafe { sys::payseal_metadata_set(self.raw.as_ptr(), k.as_ptr(), v.as_ptr()) })
    }

    /// The metadata JSON: known keys in the documented order, then the others in insertion
    /// order.
    pub fn json(&self) -> Result<String> {
        let (mut s, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: live builder; not Sync, so no concurrent use; valid out places.
        check(unsafe { sys::payseal_metadata_json(self.raw.as_ptr(), &mut s, &mut len) })?;
        // SAFETY: on success s is a caller-owned buffer of len bytes.
        unsafe { take_text(s, len, "DeviceMetadata::json") }
    }

    /// Standard base64 (padded) of [`json`](Self::json): the `encodedClientMetaInfo`.
    pub fn encode(&self) -> Result<String> {
        let (mut s, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: as in json().
        check(unsafe { sys::payseal_metadata_encode(self.raw.as_ptr(), &mut s, &mut len) })?;
        // SAFETY: on success s is a caller-owned buffer of len bytes.
        unsafe { take_text(s, len, "DeviceMetadata::encode") }
    }

    /// The raw handle, for calling `sys` functions; valid while `self` lives.
    pub fn as_raw(&self) -> *const sys::payseal_metadata {
        self.raw.as_ptr()
    }
}

impl Drop for DeviceMetadata {
    fn drop(&mut self) {
        // SAFETY: owned, live, released exactly once.
        unsafe { sys::payseal_metadata_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for DeviceMetadata {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeviceMetadata").finish_non_exhaustive()
    }
}
