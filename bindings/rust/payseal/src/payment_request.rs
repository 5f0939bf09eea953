//! [`PaymentRequest`]: the builder of a payment request, and [`Prepared`], the two strings
//! its [`prepare`](PaymentRequest::prepare) makes for the Server API.

use crate::ffi_helpers::{c_string, check, handle, take_c_text, take_text, CBuf};
#[cfg(doc)]
use crate::Status;
use crate::{sys, DeviceMetadata, Error, PublicKey, Result};
use std::ffi::c_int;
use std::fmt;
use std::ptr::{self, NonNull};

/// Builder for a payment request: client session, payment product and payment values.
///
/// `Send` but not `Sync`: one thread at a time. libpayseal wipes the values when it is
/// dropped.
pub struct PaymentRequest {
    pub(crate) raw: NonNull<sys::payseal_payment_request>,
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
    /// A new request for a client session and a payment product id ([`crate::Product::id`]).
    ///
    /// Errors: [`Status::Argument`] (empty session id, a product id over 2^53 - 1, the largest
    /// a JSON number carries exactly; NUL byte), [`Status::Limit`] (session id over 4096 bytes).
    pub fn new(client_session_id: &str, payment_product_id: u64) -> Result<PaymentRequest> {
        let s = c_string(client_session_id, "client_session_id")?;
        let p = c_string(&payment_product_id.to_string(), "payment_product_id")?;
        let mut out = ptr::null_mut();
        // SAFETY: NUL-terminated strings, valid out place.
        check(unsafe { sys::payseal_payment_request_new(s.as_ptr(), p.as_ptr(), &mut out) })?;
        Ok(PaymentRequest { raw: handle(out, "PaymentRequest::new")? })
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
        unsafe { take_text(s, len, "PaymentRequest::payload") }
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
