//! Client API requests without I/O (PaySeal builds the request, your HTTP client sends it), and
//! what a payment request reads and checks once it has a product.

use crate::client_api::{today_args, ClientApiRequest, Operation, PaymentContext, YearMonth};
use crate::{c_string, check, handle, sys, take_text, DeviceMetadata, Error, Product, Result, ValidationError};
use std::fmt;
use std::ptr::{self, NonNull};

/// A Client API session (the Create Session response). Immutable: shared between threads freely.
pub struct Session {
    raw: NonNull<sys::payseal_session>,
}

// SAFETY: the header says a session is immutable and may be shared across threads.
unsafe impl Send for Session {}
// SAFETY: as above: every call only reads it.
unsafe impl Sync for Session {}

/// Prints no ids: the client session id is a credential for the Client API.
impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session").finish_non_exhaustive()
    }
}

/// A NUL-terminated copy of text that holds card data, wiped when dropped.
struct WipedCString(Vec<u8>);

impl WipedCString {
    /// Takes the text's buffer. With no room left for the NUL, the text is moved into a buffer
    /// with room and the old one wiped: `push` would reallocate and free the old one unwiped.
    fn new(text: String, what: &str) -> Result<WipedCString> {
        let mut bytes = text.into_bytes();
        if bytes.contains(&0) {
            wipe(&mut bytes);
            return Err(Error::interior_nul(what));
        }
        if bytes.len() == bytes.capacity() {
            let mut roomy = Vec::with_capacity(bytes.len() + 1);
            roomy.extend_from_slice(&bytes);
            wipe(&mut bytes);
            bytes = roomy;
        }
        bytes.push(0);
        Ok(WipedCString(bytes))
    }
}

impl Drop for WipedCString {
    fn drop(&mut self) {
        wipe(&mut self.0);
    }
}

fn wipe(bytes: &mut [u8]) {
    for byte in bytes.iter_mut() {
        // SAFETY: a valid, exclusive reference; volatile so the wipe is not optimised away.
        unsafe { ptr::write_volatile(byte, 0) };
    }
}

impl Session {
    /// A session from the Create Session response's ids and URLs.
    ///
    /// Errors: [`crate::Status::Argument`] (an empty or control-character id; a client API URL
    /// that is not https, or http to anything but loopback, or has a query or fragment),
    /// [`crate::Status::Limit`] (an id over 4096 bytes, a client API URL over 2048).
    pub fn new(client_session_id: &str, customer_id: &str, client_api_url: &str, asset_url: &str) -> Result<Session> {
        let (a, b, c, d) = (
            c_string(client_session_id, "client_session_id")?,
            c_string(customer_id, "customer_id")?,
            c_string(client_api_url, "client_api_url")?,
            c_string(asset_url, "asset_url")?,
        );
        let mut out = ptr::null_mut();
        // SAFETY: NUL-terminated strings, a valid out place.
        check(unsafe { sys::payseal_session_new(a.as_ptr(), b.as_ptr(), c.as_ptr(), d.as_ptr(), &mut out) })?;
        Ok(Session { raw: handle(out, "Session::new")? })
    }

    /// The HTTP request of an operation. `context` is needed by every operation but
    /// [`Operation::PublicKey`]; `metadata` `None`: the detected defaults.
    ///
    /// Errors: [`crate::Status::Argument`] (a missing context; fewer than 6 digits in the IIN
    /// card number, or a character other than digits, spaces and `-`), [`crate::Status::Limit`].
    pub fn request(
        &self,
        operation: Operation<'_>,
        context: Option<&PaymentContext>,
        metadata: Option<&DeviceMetadata>,
    ) -> Result<ClientApiRequest> {
        let (name, params) = operation.name_and_params();
        let op = c_string(name, "operation")?;
        let context = context.map(|c| c_string(&c.to_json(), "context")).transpose()?;
        // The IIN parameters hold the card number: wiped after the call.
        let params = params.map(|p| WipedCString::new(p, "card_number")).transpose()?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live session, NUL-terminated strings or NULL, a live metadata builder or NULL
        // (read only, and not Sync: no other thread uses it meanwhile), valid out places.
        check(unsafe {
            sys::payseal_session_request(
                self.raw.as_ptr(),
                op.as_ptr(),
                context.as_ref().map_or(ptr::null(), |c| c.as_ptr()),
                params.as_ref().map_or(ptr::null(), |p| p.0.as_ptr().cast()),
                metadata.map_or(ptr::null(), |m| m.raw.as_ptr()),
                &mut out,
                &mut len,
            )
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "Session::request") }?;
        ClientApiRequest::from_json(text)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: the handle came from payseal_session_new and is freed once, here.
        unsafe { sys::payseal_session_free(self.raw.as_ptr()) }
    }
}

impl crate::PaymentRequest {
    /// Attaches the product (same id): values are then checked against its fields, stored
    /// unmasked, and [`crate::PaymentRequest::prepare`] refuses an invalid request with
    /// [`crate::Status::Validation`].
    ///
    /// Errors: [`crate::Status::Argument`] (another product id; a value set before that the
    /// product's mask would change, or for a field it does not have); on error nothing changes.
    pub fn set_product(&mut self, product: &Product) -> Result<()> {
        // SAFETY: a live request used exclusively (&mut self) and a live product.
        check(unsafe { sys::payseal_payment_request_set_product(self.raw.as_ptr(), product.raw()) })
    }

    /// A field's value formatted with its mask, for display ("" without a value).
    pub fn masked_value(&self, field_id: &str) -> Result<String> {
        self.field_text(field_id, sys::payseal_payment_request_masked_value, "PaymentRequest::masked_value")
    }

    /// The value stored for a field as it goes into the payload (without the mask's literals
    /// when the request has a product); "" without a value. It is card data.
    pub fn unmasked_value(&self, field_id: &str) -> Result<String> {
        self.field_text(field_id, sys::payseal_payment_request_unmasked_value, "PaymentRequest::unmasked_value")
    }

    fn field_text(
        &self,
        field_id: &str,
        function: unsafe extern "C" fn(
            *const sys::payseal_payment_request,
            *const std::ffi::c_char,
            *mut *mut std::ffi::c_char,
            *mut usize,
        ) -> sys::payseal_status,
        what: &str,
    ) -> Result<String> {
        let id = c_string(field_id, "field_id")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live request (not Sync: no concurrent use), a NUL-terminated string, valid out places.
        check(unsafe { function(self.raw.as_ptr(), id.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, what) }
    }

    /// The keys of the values the request holds, in payload order, read from the library.
    pub fn keys(&self) -> Result<Vec<String>> {
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live request (not Sync: no concurrent use), valid out places.
        check(unsafe { sys::payseal_payment_request_keys(self.raw.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "PaymentRequest::keys") }?;
        crate::results::read_payment_request_keys(&text)
    }

    /// The validation errors, each with its `field_id`, in display order (empty when valid);
    /// `today` `None`: the system clock (UTC). Needs a product ([`Self::set_product`]).
    pub fn validate(&self, today: Option<YearMonth>) -> Result<Vec<ValidationError>> {
        let (year, month) = today_args(today);
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live request (not Sync: no concurrent use), valid out places.
        check(unsafe { sys::payseal_payment_request_validate(self.raw.as_ptr(), year, month, &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "PaymentRequest::validate") }?;
        ValidationError::list(crate::results::read_payment_request_validate(&text)?)
    }
}
