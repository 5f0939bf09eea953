//! [`PrivateKey`]: an RSA private key to decrypt JWEs with.

use crate::ffi_helpers::{bytes_ptr, check, handle, take_bytes};
#[cfg(doc)]
use crate::Status;
use crate::{sys, Result};
use std::fmt;
use std::ptr::{self, NonNull};

/// An RSA private key to decrypt with (tests, tools, merchant-side debugging).
///
/// Immutable; `Send + Sync`. libpayseal wipes the key when it is dropped.
pub struct PrivateKey {
    raw: NonNull<sys::payseal_private_key>,
}

// SAFETY: as for PublicKey: payseal_private_key is immutable and documented shareable; the
// only `&self` use, payseal_jwe_decrypt, is thread-safe with shared keys; the free function
// runs only in Drop, which owns the value.
unsafe impl Send for PrivateKey {}
// SAFETY: see Send above.
unsafe impl Sync for PrivateKey {}

impl PrivateKey {
    /// Parses an RSA private key: PEM (`PRIVATE KEY` PKCS#8 or `RSA PRIVATE KEY` PKCS#1),
    /// DER of either, or an RSA private JWK. The public-key size and exponent policy applies.
    ///
    /// Errors: [`Status::Argument`] (empty), [`Status::Limit`] (more than 64 KiB),
    /// [`Status::KeyFormat`], [`Status::KeyUnsupported`], [`Status::Json`].
    pub fn parse(data: impl AsRef<[u8]>) -> Result<PrivateKey> {
        let data = data.as_ref();
        let mut out = ptr::null_mut();
        // SAFETY: live slice, valid out place.
        check(unsafe { sys::payseal_private_key_parse(bytes_ptr(data), data.len(), &mut out) })?;
        Ok(PrivateKey { raw: handle(out, "PrivateKey::parse")? })
    }

    /// Decrypts a compact JWE (RSA-OAEP, A256CBC-HS512), given as text or bytes. The result is
    /// copied out of libpayseal's buffer, which is then wiped and freed.
    ///
    /// Errors: [`Status::Limit`] (more than 2 MiB), [`Status::JweFormat`] (parts, base64url,
    /// header JSON), [`Status::JweUnsupported`] (other alg/enc, `zip`, unknown `crit`),
    /// [`Status::Decrypt`] (wrong key or anything corrupted: one status for all).
    pub fn decrypt(&self, jwe: impl AsRef<[u8]>) -> Result<Vec<u8>> {
        let jwe = jwe.as_ref();
        let (mut pt, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: live key and slice (explicit length, no NUL needed), valid out places.
        check(unsafe { sys::payseal_jwe_decrypt(self.raw.as_ptr(), bytes_ptr(jwe).cast(), jwe.len(), &mut pt, &mut len) })?;
        // SAFETY: on success pt is a caller-owned buffer of len bytes.
        unsafe { take_bytes(pt, len, "PrivateKey::decrypt") }
    }

    /// The raw handle, for calling `sys` functions; valid while `self` lives.
    pub fn as_raw(&self) -> *const sys::payseal_private_key {
        self.raw.as_ptr()
    }
}

impl Drop for PrivateKey {
    fn drop(&mut self) {
        // SAFETY: owned, live, released exactly once.
        unsafe { sys::payseal_private_key_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for PrivateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PrivateKey").finish_non_exhaustive()
    }
}
