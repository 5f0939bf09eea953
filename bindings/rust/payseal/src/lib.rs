//! Safe Rust API over libpayseal.
//!
//! PaySeal turns a payment platform's public key and a customer's card data into the two
//! strings a merchant's server forwards to the platform's Server API: `encryptedFields`, a JWE
//! compact serialization (RSA-OAEP + A256CBC-HS512), and `encodedClientMetaInfo`, base64 of
//! the device metadata JSON.
//!
//! ```no_run
//! use payseal::{DeviceMetadata, PaymentRequest, PublicKey};
//!
//! # fn main() -> payseal::Result<()> {
//! // The body of the Client API's /crypto/publickey response.
//! let key = PublicKey::from_client_api(r#"{"keyId":"…","publicKey":"MIIBIjAN…"}"#)?;
//! let mut request = PaymentRequest::new("client-session-id", "1")?;
//! request.set_value("cardNumber", "4567350000427977")?;
//! request.set_value("expiryDate", "1230")?;
//! let mut metadata = DeviceMetadata::new()?;
//! metadata.set("appIdentifier", "MyShop/1.0")?;
//! let prepared = request.prepare(&key, Some(&metadata))?;
//! println!("{} {}", prepared.encrypted_fields, prepared.encoded_client_meta_info);
//! # Ok(())
//! # }
//! ```
//!
//! # Errors
//!
//! Every fallible call returns [`Result`]; an [`Error`] carries the [`Status`] libpayseal
//! returned and the message it left in `payseal_last_error`, read on the same thread right
//! after the failing call.
//!
//! # Strings and NUL bytes
//!
//! libpayseal takes most text (key ids, metadata, payment values, nonces) as NUL-terminated C
//! strings. A Rust `&str` may contain `'\0'`, which C would silently read as the end of the
//! string, so such a value would be truncated rather than refused. This crate therefore
//! rejects any `&str` argument with an interior NUL with [`Status::Argument`] before
//! calling libpayseal (the status libpayseal uses for unusable arguments). Inputs that
//! libpayseal takes with an explicit length (key bytes, Client API JSON, JWE text,
//! plaintext) are passed through unchanged.
//!
//! # Threads
//!
//! [`PublicKey`] and [`PrivateKey`] are immutable and `Send + Sync`: share one through an
//! `Arc`. The builders [`DeviceMetadata`] and [`PaymentRequest`] are `Send` but not `Sync`:
//! one thread at a time, as the C header requires (checked at compile time in this crate).
//!
//! # Secrets in Rust memory
//!
//! libpayseal wipes its own buffers (`payseal_free`), and this crate frees each one right
//! after copying it out. The copies (`Vec<u8>` plaintexts, payload `String`s) are ordinary
//! Rust allocations that are *not* wiped when dropped; overwrite them yourself if your threat
//! model needs it.

#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt;
use std::ptr::{self, NonNull};

mod card_input;
mod cards;
mod session;
pub use session::{Product, Session};
pub use card_input::{iin_bin, iin_result, validate_value, Mask, MaskEdit, Param, ValidationError};
pub use cards::{CardBrands, CardCheck, CardPart};

/// The raw declarations (`payseal-sys`), for what this crate does not wrap.
pub use payseal_sys as sys;

// =============================================================================================
// Library
// =============================================================================================

/// The ABI version this crate was written against (`PAYSEAL_ABI_VERSION`).
pub const ABI_VERSION: i32 = sys::PAYSEAL_ABI_VERSION;

/// Bytes of the content encryption key for [`PublicKey::encrypt_kat`] (MAC_KEY || ENC_KEY).
pub const CEK_BYTES: usize = sys::PAYSEAL_CEK_BYTES;
/// Bytes of the AES-CBC IV for [`PublicKey::encrypt_kat`].
pub const IV_BYTES: usize = sys::PAYSEAL_IV_BYTES;
/// Bytes of the RSA-OAEP seed for [`PublicKey::encrypt_kat`].
pub const OAEP_SEED_BYTES: usize = sys::PAYSEAL_OAEP_SEED_BYTES;

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

/// Compile-time proof that the builders are not `Sync` (the auto-trait ambiguity trick of
/// `static_assertions::assert_not_impl_any!`): if `T: Sync`, both impls apply, the `_`
/// cannot be inferred, and the crate does not compile.
#[allow(dead_code)]
mod builders_are_not_sync {
    trait AmbiguousIfSync<A> {
        fn check() {}
    }
    impl<T: ?Sized> AmbiguousIfSync<()> for T {}
    impl<T: ?Sized + Sync> AmbiguousIfSync<u8> for T {}
    const _: fn() = || {
        <super::DeviceMetadata as AmbiguousIfSync<_>>::check();
        <super::PaymentRequest as AmbiguousIfSync<_>>::check();
    };
}

// =============================================================================================
// Status and Error
// =============================================================================================

/// A `payseal_status` value, one variant per status the header defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Status {
    /// `PAYSEAL_OK`: success. Never the status of an [`Error`] this crate returns.
    Ok,
    /// `PAYSEAL_E_ARGUMENT`: NULL where not allowed, bad length, invalid UTF-8, a value the
    /// function does not accept; also an interior NUL in a `&str` (checked by this crate).
    Argument,
    /// `PAYSEAL_E_KEY_FORMAT`: key bytes cannot be parsed.
    KeyFormat,
    /// `PAYSEAL_E_KEY_UNSUPPORTED`: not RSA, modulus outside 2048..8192 bits, bad exponent.
    KeyUnsupported,
    /// `PAYSEAL_E_JSON`: malformed JSON input.
    Json,
    /// `PAYSEAL_E_JWE_FORMAT`: malformed compact serialization or header.
    JweFormat,
    /// `PAYSEAL_E_JWE_UNSUPPORTED`: alg/enc/zip/crit not supported.
    JweUnsupported,
    /// `PAYSEAL_E_DECRYPT`: any authentication or decryption failure (one uniform status).
    Decrypt,
    /// `PAYSEAL_E_CRYPTO`: unexpected OpenSSL or libsodium failure. This crate also uses it
    /// when the library breaks its own contract (success without an output, non-UTF-8 text).
    Crypto,
    /// `PAYSEAL_E_NO_MEMORY`: an allocation failed.
    NoMemory,
    /// `PAYSEAL_E_LIMIT`: input larger than a documented limit.
    Limit,
    /// `PAYSEAL_E_VALIDATION`: a request's values fail its product's validation.
    Validation,
    /// A value this crate does not know (a newer library); holds the raw value.
    Unknown(u32),
}

impl Status {
    /// The status for a raw `payseal_status` value.
    pub fn from_raw(raw: u32) -> Status {
        match raw {
            0 => Status::Ok,
            1 => Status::Argument,
            2 => Status::KeyFormat,
            3 => Status::KeyUnsupported,
            4 => Status::Json,
            5 => Status::JweFormat,
            6 => Status::JweUnsupported,
            7 => Status::Decrypt,
            8 => Status::Crypto,
            9 => Status::NoMemory,
            10 => Status::Limit,
            11 => Status::Validation,
            other => Status::Unknown(other),
        }
    }

    /// The raw `payseal_status` value.
    pub fn raw(self) -> u32 {
        match self {
            Status::Ok => 0,
            Status::Argument => 1,
            Status::KeyFormat => 2,
            Status::KeyUnsupported => 3,
            Status::Json => 4,
            Status::JweFormat => 5,
            Status::JweUnsupported => 6,
            Status::Decrypt => 7,
            Status::Crypto => 8,
            Status::NoMemory => 9,
            Status::Limit => 10,
            Status::Validation => 11,
            Status::Unknown(raw) => raw,
        }
    }

    /// The C name, as `payseal_status_name` gives it ("PAYSEAL_E_DECRYPT";
    /// "PAYSEAL_E_UNKNOWN" for [`Status::Unknown`]).
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "PAYSEAL_OK",
            Status::Argument => "PAYSEAL_E_ARGUMENT",
            Status::KeyFormat => "PAYSEAL_E_KEY_FORMAT",
            Status::KeyUnsupported => "PAYSEAL_E_KEY_UNSUPPORTED",
            Status::Json => "PAYSEAL_E_JSON",
            Status::JweFormat => "PAYSEAL_E_JWE_FORMAT",
            Status::JweUnsupported => "PAYSEAL_E_JWE_UNSUPPORTED",
            Status::Decrypt => "PAYSEAL_E_DECRYPT",
            Status::Crypto => "PAYSEAL_E_CRYPTO",
            Status::NoMemory => "PAYSEAL_E_NO_MEMORY",
            Status::Limit => "PAYSEAL_E_LIMIT",
            Status::Validation => "PAYSEAL_E_VALIDATION",
            Status::Unknown(_) => "PAYSEAL_E_UNKNOWN",
        }
    }

    /// The status whose C name is `name` ("PAYSEAL_E_JSON"); `None` for any other text.
    pub fn from_name(name: &str) -> Option<Status> {
        (0..=11).map(Status::from_raw).find(|s| s.name() == name)
    }
}

impl From<sys::payseal_status> for Status {
    fn from(s: sys::payseal_status) -> Status {
        Status::from_raw(s.0)
    }
}

impl From<Status> for sys::payseal_status {
    fn from(s: Status) -> sys::payseal_status {
        sys::payseal_status(s.raw())
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Unknown(raw) => write!(f, "PAYSEAL_E_UNKNOWN({raw})"),
            other => f.write_str(other.name()),
        }
    }
}

/// A failed PaySeal call: its status and libpayseal's message for it.
///
/// The message never contains key material, plaintext or card data (a guarantee of the
/// library). It may be empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What failed.
    pub status: Status,
    /// `payseal_last_error()` read right after the failing call on the same thread, or this
    /// crate's own explanation for checks it makes before calling (interior NUL bytes).
    pub message: String,
}

impl Error {
    /// Builds the error for `status` from the calling thread's `payseal_last_error`. Must be
    /// called right after the failing call, before any other PaySeal call on this thread.
    fn from_last(status: sys::payseal_status) -> Error {
        // SAFETY: payseal_last_error never returns NULL and the string stays valid until this
        // thread's next failing PaySeal call; it is copied before any other call.
        let message = unsafe { CStr::from_ptr(sys::payseal_last_error()) }
            .to_string_lossy()
            .into_owned();
        Error { status: Status::from(status), message }
    }

    fn interior_nul(what: &str) -> Error {
        Error {
            status: Status::Argument,
            message: format!("{what} contains a NUL byte (refused before calling libpayseal)"),
        }
    }

    fn contract(what: &str) -> Error {
        Error { status: Status::Crypto, message: format!("libpayseal broke its contract: {what}") }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.is_empty() {
            write!(f, "{}", self.status)
        } else {
            write!(f, "{}: {}", self.status, self.message)
        }
    }
}

impl std::error::Error for Error {}

/// `std::result::Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

// =============================================================================================
// Helpers
// =============================================================================================

/// Ok for `PAYSEAL_OK`, otherwise the error with this thread's last message.
fn check(status: sys::payseal_status) -> Result<()> {
    if status == sys::PAYSEAL_OK {
        Ok(())
    } else {
        Err(Error::from_last(status))
    }
}

/// A NUL-terminated copy of `s`, or [`Status::Argument`] when `s` holds a NUL byte.
fn c_string(s: &str, what: &str) -> Result<CString> {
    CString::new(s).map_err(|_| Error::interior_nul(what))
}

/// One byte of static storage: the pointer passed for empty inputs, so libpayseal always gets
/// a real address (an empty slice's own pointer is dangling).
static EMPTY: [u8; 1] = [0];

fn bytes_ptr(b: &[u8]) -> *const u8 {
    if b.is_empty() {
        EMPTY.as_ptr()
    } else {
        b.as_ptr()
    }
}

/// Owns a buffer libpayseal returned; `payseal_free` (which wipes it) on drop.
struct CBuf(*mut c_void);

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
unsafe fn take_bytes(ptr: *mut u8, len: usize, what: &str) -> Result<Vec<u8>> {
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
unsafe fn take_text(ptr: *mut c_char, len: usize, what: &str) -> Result<String> {
    // SAFETY: forwarded from the caller.
    let bytes = unsafe { take_bytes(ptr.cast(), len, what) }?;
    String::from_utf8(bytes).map_err(|_| Error::contract(&format!("{what}: output is not UTF-8")))
}

/// Like [`take_text`] for a NUL-terminated output without a length.
///
/// # Safety
/// `ptr` must be NULL or a NUL-terminated buffer returned by libpayseal and not yet freed;
/// ownership passes to this function.
unsafe fn take_c_text(ptr: *mut c_char, what: &str) -> Result<String> {
    if ptr.is_null() {
        return Err(Error::contract(&format!("{what}: PAYSEAL_OK without an output buffer")));
    }
    // SAFETY: non-NULL, NUL-terminated by contract.
    let len = unsafe { CStr::from_ptr(ptr) }.to_bytes().len();
    // SAFETY: len bytes precede the NUL.
    unsafe { take_text(ptr, len, what) }
}

/// Non-NULL handle from a successful constructor call.
fn handle<T>(raw: *mut T, what: &str) -> Result<NonNull<T>> {
    NonNull::new(raw).ok_or_else(|| Error::contract(&format!("{what}: PAYSEAL_OK without a handle")))
}

// =============================================================================================
// Public keys
// =============================================================================================

/// An RSA public key to encrypt to, with an optional key id (the JWE `kid`).
///
/// Immutable; `Send + Sync`: share one key between threads with `Arc<PublicKey>`.
pub struct PublicKey {
    raw: NonNull<sys::payseal_public_key>,
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
        check(unsafe {
            sys::payseal_public_key_from_client_api(bytes_ptr(json).cast(), json.len(), &mut out)
        })?;
        Ok(PublicKey { raw: handle(out, "payseal_public_key_from_client_api")? })
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
        Ok(PublicKey { raw: handle(out, "payseal_public_key_parse")? })
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
        check(unsafe {
            sys::payseal_jwe_encrypt(self.raw.as_ptr(), bytes_ptr(plaintext), plaintext.len(), &mut jwe, &mut len)
        })?;
        // SAFETY: on success jwe is a caller-owned buffer of len bytes.
        unsafe { take_text(jwe, len, "payseal_jwe_encrypt") }
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
        unsafe { take_text(jwe, len, "payseal_jwe_encrypt_kat") }
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

// =============================================================================================
// Private keys
// =============================================================================================

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
        Ok(PrivateKey { raw: handle(out, "payseal_private_key_parse")? })
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
        check(unsafe {
            sys::payseal_jwe_decrypt(self.raw.as_ptr(), bytes_ptr(jwe).cast(), jwe.len(), &mut pt, &mut len)
        })?;
        // SAFETY: on success pt is a caller-owned buffer of len bytes.
        unsafe { take_bytes(pt, len, "payseal_jwe_decrypt") }
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

// =============================================================================================
// Device metadata
// =============================================================================================

/// Builder for the device metadata (`encodedClientMetaInfo`, the `X-GCS-ClientMetaInfo`
/// header).
///
/// `Send` but not `Sync`: one thread at a time.
pub struct DeviceMetadata {
    raw: NonNull<sys::payseal_metadata>,
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
        Ok(DeviceMetadata { raw: handle(out, "payseal_metadata_new")? })
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
        unsafe { take_text(s, len, "payseal_metadata_json") }
    }

    /// Standard base64 (padded) of [`json`](Self::json): the `encodedClientMetaInfo`.
    pub fn encode(&self) -> Result<String> {
        let (mut s, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: as in json().
        check(unsafe { sys::payseal_metadata_encode(self.raw.as_ptr(), &mut s, &mut len) })?;
        // SAFETY: on success s is a caller-owned buffer of len bytes.
        unsafe { take_text(s, len, "payseal_metadata_encode") }
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

// =============================================================================================
// Payment requests
// =============================================================================================

/// Builder for a payment request: client session, payment product and payment values.
///
/// `Send` but not `Sync`: one thread at a time. libpayseal wipes the values when it is
/// dropped.
pub struct PaymentRequest {
    raw: NonNull<sys::payseal_payment_request>,
}

// SAFETY: as for DeviceMetadata: one thread at a time is guaranteed by `&mut self` for
// mutation and by the type not being Sync; the handle is not tied to its creating thread.
unsafe impl Send for PaymentRequest {}

/// The two strings for the Server API, from [`PaymentRequest::prepare`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prepared {
    /// `encryptedFields` (sent as `encryptedCustomerInput`): the JWE compact serialization.
    pub encrypted_fields: String,
    /// `encodedClientMetaInfo`: base64 of the device metadata JSON.
    pub encoded_client_meta_info: String,
}

impl PaymentRequest {
    /// A new request for a client session and a payment product id given as a decimal
    /// integer string (`"1"`, `"3012"`).
    ///
    /// Errors: [`Status::Argument`] (empty session id, product id not a decimal integer, NUL
    /// byte), [`Status::Limit`] (session id over 4096 bytes).
    pub fn new(client_session_id: &str, payment_product_id: &str) -> Result<PaymentRequest> {
        let s = c_string(client_session_id, "client_session_id")?;
        let p = c_string(payment_product_id, "payment_product_id")?;
        let mut out = ptr::null_mut();
        // SAFETY: NUL-terminated strings, valid out place.
        check(unsafe { sys::payseal_payment_request_new(s.as_ptr(), p.as_ptr(), &mut out) })?;
        Ok(PaymentRequest { raw: handle(out, "payseal_payment_request_new")? })
    }

    /// Sets a payment value (`"cardNumber"`, …). The first set fixes the key's position; a
    /// later set replaces the value in place. On error nothing changes.
    ///
    /// Errors: [`Status::Argument`] (empty key, NUL byte), [`Status::Limit`] (key or value over
    /// 4096 bytes, more than 256 keys).
    pub fn set_value(&mut self, key: &str, value: &str) -> Result<()> {
        let k = c_string(key, "payment value key")?;
        let v = c_string(value, "payment value")?;
        // SAFETY: live request used exclusively, NUL-terminated strings.
        check(unsafe { sys::payseal_payment_request_set_value(self.raw.as_ptr(), k.as_ptr(), v.as_ptr()) })
    }

    /// Sets the `accountOnFileId`; `None` clears it.
    ///
    /// Errors: [`Status::Argument`] (empty id, NUL byte), [`Status::Limit`].
    pub fn set_account_on_file(&mut self, id: Option<&str>) -> Result<()> {
        let id = id.map(|i| c_string(i, "account_on_file id")).transpose()?;
        let p = id.as_ref().map_or(ptr::null(), |i| i.as_ptr());
        // SAFETY: live request used exclusively; NULL or a NUL-terminated string.
        check(unsafe { sys::payseal_payment_request_set_account_on_file(self.raw.as_ptr(), p) })
    }

    /// Sets whether the card is to be tokenized.
    pub fn set_tokenize(&mut self, tokenize: bool) -> Result<()> {
        // SAFETY: live request used exclusively.
        check(unsafe { sys::payseal_payment_request_set_tokenize(self.raw.as_ptr(), c_int::from(tokenize)) })
    }

    /// The payload JSON that [`prepare`](Self::prepare) encrypts, with a caller-given nonce
    /// (for known-answer tests). It holds card data: the returned `String` is not wiped.
    ///
    /// Errors: [`Status::Argument`] (empty nonce, NUL byte).
    pub fn payload(&self, nonce: &str) -> Result<String> {
        let n = c_string(nonce, "nonce")?;
        let (mut s, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: live request (not Sync: no concurrent use), NUL-terminated nonce, out places.
        check(unsafe { sys::payseal_payment_request_payload(self.raw.as_ptr(), n.as_ptr(), &mut s, &mut len) })?;
        // SAFETY: on success s is a caller-owned buffer of len bytes.
        unsafe { take_text(s, len, "payseal_payment_request_payload") }
    }

    /// The main job: a fresh nonce, the payload, its JWE to `key`, and the encoded
    /// `metadata` (`None`: the detected defaults).
    ///
    /// Errors: [`Status::Argument`], [`Status::Limit`], [`Status::Crypto`],
    /// [`Status::NoMemory`].
    pub fn prepare(&self, key: &PublicKey, metadata: Option<&DeviceMetadata>) -> Result<Prepared> {
        let m = metadata.map_or(ptr::null(), |m| m.raw.as_ptr().cast_const());
        let (mut fields, mut meta) = (ptr::null_mut(), ptr::null_mut());
        // SAFETY: live handles (the builders are not Sync, so not in use elsewhere), valid out
        // places.
        let status = unsafe { sys::payseal_prepare(key.raw.as_ptr(), self.raw.as_ptr(), m, &mut fields, &mut meta) };
        if status != sys::PAYSEAL_OK {
            return Err(Error::from_last(status));
        }
        // Frees the second buffer should taking the first one fail.
        let meta_guard = CBuf(meta.cast());
        // SAFETY: on success both are caller-owned NUL-terminated buffers; each is taken once.
        let encrypted_fields = unsafe { take_c_text(fields, "payseal_prepare (encrypted fields)") }?;
        std::mem::forget(meta_guard);
        // SAFETY: as above; ownership of `meta` passes from the forgotten guard to take_c_text.
        let encoded_client_meta_info = unsafe { take_c_text(meta, "payseal_prepare (client meta info)") }?;
        Ok(Prepared { encrypted_fields, encoded_client_meta_info })
    }

    /// The raw handle, for calling `sys` functions; valid while `self` lives.
    pub fn as_raw(&self) -> *const sys::payseal_payment_request {
        self.raw.as_ptr()
    }
}

impl Drop for PaymentRequest {
    fn drop(&mut self) {
        // SAFETY: owned, live, released exactly once.
        unsafe { sys::payseal_payment_request_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for PaymentRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PaymentRequest").finish_non_exhaustive()
    }
}
