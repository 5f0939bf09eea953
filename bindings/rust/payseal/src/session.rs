//! Client API requests without I/O: PaySeal builds the request, your HTTP client sends it.

use crate::{c_string, check, handle, sys, take_text, DeviceMetadata, Result};
use std::ptr::{self, NonNull};

/// A Client API session (the Create Session response). Immutable: shared between threads freely.
pub struct Session {
    raw: NonNull<sys::payseal_session>,
}

// SAFETY: the header says a session is immutable and may be shared across threads.
unsafe impl Send for Session {}
// SAFETY: as above: every call only reads it.
unsafe impl Sync for Session {}

impl Session {
    /// Errors: [`crate::Status::Argument`] (an empty or control-character id; a client API URL
    /// that is not https, or http to anything but loopback, or has a query or fragment).
    pub fn new(client_session_id: &str, customer_id: &str, client_api_url: &str, asset_url: &str) -> Result<Session> {
        let (a, b, c, d) = (
            c_string(client_session_id, "client session id")?,
            c_string(customer_id, "customer id")?,
            c_string(client_api_url, "client API URL")?,
            c_string(asset_url, "asset URL")?,
        );
        let mut out = ptr::null_mut();
        // SAFETY: NUL-terminated strings, a valid out place.
        check(unsafe { sys::payseal_session_new(a.as_ptr(), b.as_ptr(), c.as_ptr(), d.as_ptr(), &mut out) })?;
        Ok(Session { raw: handle(out, "payseal_session_new")? })
    }

    /// The HTTP request of an operation ("publicKey", "paymentProducts", "paymentProduct",
    /// "iinDetails") as the library's JSON `{"method","url","headers":{…},"body"}`. `context_json`
    /// and `params_json` are JSON text (`None` where the operation needs none); `metadata` `None`:
    /// the detected defaults.
    pub fn request(
        &self,
        operation: &str,
        context_json: Option<&str>,
        params_json: Option<&str>,
        metadata: Option<&DeviceMetadata>,
    ) -> Result<String> {
        let op = c_string(operation, "operation")?;
        let context = context_json.map(|c| c_string(c, "context JSON")).transpose()?;
        let params = params_json.map(|p| c_string(p, "params JSON")).transpose()?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live session, NUL-terminated strings or NULL, a live metadata builder or NULL
        // (read only, and not Sync: no other thread uses it meanwhile), valid out places.
        check(unsafe {
            sys::payseal_session_request(
                self.raw.as_ptr(),
                op.as_ptr(),
                context.as_ref().map_or(ptr::null(), |c| c.as_ptr()),
                params.as_ref().map_or(ptr::null(), |p| p.as_ptr()),
                metadata.map_or(ptr::null(), |m| m.raw.as_ptr()),
                &mut out,
                &mut len,
            )
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "payseal_session_request") }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: the handle came from payseal_session_new and is freed once, here.
        unsafe { sys::payseal_session_free(self.raw.as_ptr()) }
    }
}

/// A payment product from the Client API's products/{id} response. Immutable: shared freely.
pub struct Product {
    raw: NonNull<sys::payseal_product>,
}

// SAFETY: the header says a product is immutable and may be shared across threads.
unsafe impl Send for Product {}
// SAFETY: as above: every call only reads it.
unsafe impl Sync for Product {}

impl Product {
    /// Errors: [`crate::Status::Json`] (a known member of the wrong type; the message names it),
    /// [`crate::Status::Limit`].
    pub fn parse(json: &str) -> Result<Product> {
        let mut out = ptr::null_mut();
        // SAFETY: json.len() readable bytes (a real address even when empty), a valid out place.
        check(unsafe { sys::payseal_product_parse(crate::bytes_ptr(json.as_bytes()).cast(), json.len(), &mut out) })?;
        Ok(Product { raw: handle(out, "payseal_product_parse")? })
    }

    /// The normalized product JSON: fields in display order, accounts on file with their label.
    pub fn json(&self) -> Result<String> {
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live product, valid out places.
        check(unsafe { sys::payseal_product_json(self.raw.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "payseal_product_json") }
    }
}

impl Drop for Product {
    fn drop(&mut self) {
        // SAFETY: the handle came from payseal_product_parse and is freed once, here.
        unsafe { sys::payseal_product_free(self.raw.as_ptr()) }
    }
}

impl crate::PaymentRequest {
    /// Attaches the product (same id): values are then checked against its fields, stored
    /// unmasked, and [`crate::PaymentRequest::prepare`] refuses an invalid request with
    /// [`crate::Status::Validation`].
    pub fn set_product(&mut self, product: &Product) -> Result<()> {
        // SAFETY: a live request used exclusively (&mut self) and a live product.
        check(unsafe { sys::payseal_payment_request_set_product(self.raw.as_ptr(), product.raw.as_ptr()) })
    }

    /// A field's value formatted with its mask, for display ("" without a value).
    pub fn masked_value(&self, field_id: &str) -> Result<String> {
        let id = c_string(field_id, "field id")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live request (not Sync: no concurrent use), a NUL-terminated string, valid out places.
        check(unsafe { sys::payseal_payment_request_masked_value(self.raw.as_ptr(), id.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "payseal_payment_request_masked_value") }
    }

    /// The validation errors as the library's JSON array (`[{"fieldId","type","params"}]`, `[]`
    /// when valid); `today` `None`: the system clock.
    pub fn validate(&self, today: Option<(i32, i32)>) -> Result<String> {
        let (year, month) = today.unwrap_or((0, 0));
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live request (not Sync: no concurrent use), valid out places.
        check(unsafe { sys::payseal_payment_request_validate(self.raw.as_ptr(), year, month, &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "payseal_payment_request_validate") }
    }
}
