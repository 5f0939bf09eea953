//! [`PublicKey`]: an RSA public key to encrypt to (JWE, RSA-OAEP + A256CBC-HS512), and the
//! sizes of the known-answer randomness.

use crate::ffi_helpers::{bytes_ptr, c_string, check, handle, take_text};
#[cfg(doc)]
use crate::Status;
use crate::{sys, Result};
use std::ffi::CStr;
use std::fmt;
use std::ptr::{self, NonNull};

/// Bytes of the content encryption key for [`PublicKey::encrypt_kat`] (MAC_KEY || ENC_KEY).
pub const CEK_BYTES: usize = sys::PAYSEAL_CEK_BYTES;
/// Bytes of the AES-CBC IV for [`PublicKey::encrypt_kat`].
pub const IV_BYTES: usize = sys::PAYSEAL_IV_BYTES;
/// Bytes of the RSA-OAEP seed for [`PublicKey::encrypt_kat`].
pub const OAEP_SEED_BYTES: usize = sys::PAYSEAL_OAEP_SEED_BYTES;

/// An RSA public key to encrypt to, with an optional key id (the JWE `kid`).
///
/// Immutable; `Send + Sync`: share one key between threads with `Arc<PublicKey>`.
pub struct PublicKey {
    pub(crate) raw: NonNull<sys::payseal_public_key>,
}

// SAFETY: the header declares payseal_public_key immutable and shareable by any number of
// threads, and every function this type calls through `&self` (bits, id, jwe_encrypt,
// jwe_encrypt_kat, prepare's key argument) is documented thread-safe with shared keys. The only
// function with an exclusivity requirement, payseal_public_key_free ("no other thread may use
// the key during or after the call"), runs in Drop, which owns the value: no borrow, and so no
// other thread's use, can outlive it. Nothing about the handle is tied to the creating thread.
unsafe impl Send for PublicKey {}
// SAFETY: see Send above: all `&self` methods are thread-safe on a shared key.
unsafe impl Sync for PublicKey {}

impl PublicKey {
    /// Parses the Client API `/crypto/publickey` response,
    /// `{"keyId":"<id>","publicKey":"<base64 DER SubjectPublicKeyInfo>"}`; other members are
    /// ignored and `keyId` becomes the JWE `kid`. Takes the JSON as bytes or text.
    ///
    /// Errors: [`Status::Argument`] (invalid UTF-8), [`Status::Limit`] (more than 64 KiB),
    /// [`Status::Json`] (not an object, `keyId`/`publicKey` missing or not strings),
    /// [`Status::KeyFormat`], [`Status::KeyUnsupported`].
    pub fn from_client_api(json: impl AsRef<[u8]>) -> Result<PublicKey> {
        let json = json.as_ref();
        let mut out = ptr::null_mut();
        // SAFETY: the pointer and length describe a live byte slice; out is a valid place.
        check(unsafe { sys::payseal_public_key_from_client_api(bytes_ptr(json).cast(), json.len(), &mut out) })?;
        Ok(PublicKey { raw: handle(out, "PublicKey::from_client_api")? })
    }

    /// Parses an RSA public key, detecting the format: DER SubjectPublicKeyInfo or PKCS#1
    /// RSAPublicKey, either as base64, PEM `PUBLIC KEY` / `RSA PUBLIC KEY`, or an RSA JWK.
    ///
    /// `key_id` becomes the JWE `kid`; with `None` a JWK's `kid` is used when present,
    /// otherwise the key has no id (and its JWE headers no `kid`).
    ///
    /// Errors: [`Status::Argument`] (empty input; `key_id` with a NUL byte), [`Status::Limit`]
    /// (more than 64 KiB), [`Status::KeyFormat`], [`Status::KeyUnsupported`] (not RSA, size
    /// outside 2048..=8192 bits, bad exponent), [`Status::Json`] (a JWK that is not JSON).
    pub fn parse(data: impl AsRef<[u8]>, key_id: Option<&str>) -> Result<PublicKey> {
        let data = data.as_ref();
        let kid = key_id.map(|k| c_string(k, "key_id")).transpose()?;
        let kid_ptr = kid.as_ref().map_or(ptr::null(), |k| k.as_ptr());
        let mut out = ptr::null_mut();
        // SAFETY: live slice, NULL or NUL-terminated key id, valid out place.
        check(unsafe { sys::payseal_public_key_parse(bytes_ptr(data), data.len(), kid_ptr, &mut out) })?;
        Ok(PublicKey { raw: handle(out, "PublicKey::parse")? })
    }

    /// The modulus size in bits.
    pub fn bits(&self) -> u32 {
        // SAFETY: a live key handle.
        let bits = unsafe { sys::payseal_public_key_bits(self.raw.as_ptr()) };
        u32::try_from(bits).unwrap_or(0)
    }

    /// The key id (the JWE `kid`), if the key has one.
    pub fn key_id(&self) -> Option<String> {
        self.key_id_c_str().map(|s| s.to_string_lossy().into_owned())
    }

    /// The key id as libpayseal stores it, borrowed from the key.
    pub fn key_id_c_str(&self) -> Option<&CStr> {
        // SAFETY: a live key handle; the returned string is owned by the key and valid until
        // payseal_public_key_free, which cannot run while `&self` is borrowed.
        let p = unsafe { sys::payseal_public_key_id(self.raw.as_ptr()) };
        // SAFETY: non-NULL results are NUL-terminated and live as long as the key (see above).
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) })
    }

    /// Encrypts `plaintext` (any bytes, may be empty) to this key: a JWE compact serialization
    /// with header `{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":…}` and fresh CEK, IV and
    /// OAEP seed from OpenSSL's CSPRNG.
    ///
    /// Errors: [`Status::Limit`] (more than 1 MiB), [`Status::Crypto`], [`Status::NoMemory`].
    pub fn encrypt(&self, plaintext: &[u8]) -> Result<String> {
        let (mut jwe, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: live key, live slice, valid out places.
        check(unsafe { sys::payseal_jwe_encrypt(self.raw.as_ptr(), bytes_ptr(plaintext), plaintext.len(), &mut jwe, &mut len) })?;
        // SAFETY: on success jwe is a caller-owned buffer of len bytes.
        unsafe { take_text(jwe, len, "PublicKey::encrypt") }
    }

    /// Known-answer encryption: exactly [`encrypt`](Self::encrypt) with the randomness given:
    /// `cek` = MAC_KEY || ENC_KEY, `iv`, `oaep_seed`. The output is deterministic.
    ///
    /// **For tests only**: a token made with a known CEK protects nothing.
    pub fn encrypt_kat(
        &self,
        plaintext: &[u8],
        cek: &[u8; CEK_BYTES],
        iv: &[u8; IV_BYTES],
        oaep_seed: &[u8; OAEP_SEED_BYTES],
    ) -> Result<String> {
        let (mut jwe, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: live key and slice; the arrays have exactly the lengths the header requires.
        check(unsafe {
            sys::payseal_jwe_encrypt_kat(
                self.raw.as_ptr(),
                bytes_ptr(plaintext),
                plaintext.len(),
                cek.as_ptr(),
                iv.as_ptr(),
                oaep_seed.as_ptr(),
                &mut jwe,
                &mut len,
            )
        })?;
        // SAFETY: on success jwe is a caller-owned buffer of len bytes.
        unsafe { take_text(jwe, len, "PublicKey::encrypt_kat") }
    }

    /// The raw handle, for calling `sys` functions; valid while `self` lives.
    pub fn as_raw(&self) -> *const sys::payseal_public_key {
        self.raw.as_ptr()
    }
}

impl Drop for PublicKey {
    fn drop(&mut self) {
        // SAFETY: the handle is owned, live, and released exactly once; no borrow remains.
        unsafe { sys::payseal_public_key_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PublicKey").field("bits", &self.bits()).field("key_id", &self.key_id()).finish()
    }
}
