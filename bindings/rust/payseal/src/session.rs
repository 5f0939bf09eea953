//! Client API requests without I/O (PaySeal builds the request, your HTTP client sends it), and
//! the payment product as a form model.

use crate::client_api::{today_args, ClientApiRequest, Operation, PaymentContext, YearMonth};
use crate::json::{self, JsonValue};
use crate::{c_string, check, handle, sys, take_text, validate_value, DeviceMetadata, Error, Mask, Result, ValidationError};
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
    fn new(text: String, what: &str) -> Result<WipedCString> {
        let mut bytes = text.into_bytes();
        if bytes.contains(&0) {
            wipe(&mut bytes);
            return Err(Error::interior_nul(what));
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
    /// that is not https, or http to anything but loopback, or has a query or fragment).
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

/// One field of a product's form ([`Product::fields`], in display order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProductField {
    /// The payment-value key (`"cardNumber"`).
    pub id: String,
    /// The field's type as the Client API spells it: `"numericstring"`, `"expirydate"`, `"string"`, …
    pub kind: String,
    /// `displayHints.label`, when the server sent one.
    pub label: Option<String>,
    /// `displayHints.mask`, `None` without one.
    pub mask: Option<Mask>,
    /// Every display hint as the server sent it (an object): `placeholderLabel`, `tooltip`,
    /// `preferredInputType`, `formElement` with its `valueMapping`, `alwaysShow`, `obfuscate`, `link`, …
    pub display_hints: JsonValue,
    /// `dataRestrictions` as the server sent it (`isRequired`, `validators`).
    pub data_restrictions: JsonValue,
}

impl ProductField {
    /// True when `dataRestrictions.isRequired` is true.
    pub fn required(&self) -> bool {
        self.data_restrictions.get("isRequired").and_then(JsonValue::as_bool).unwrap_or(false)
    }

    /// A display hint by name (`"placeholderLabel"`), `None` without it.
    pub fn hint(&self, name: &str) -> Option<&JsonValue> {
        self.display_hints.get(name)
    }

    /// The errors of an unmasked value against this field's rules, each with `field_id` set
    /// (empty when valid). [`PaymentRequest::validate`](crate::PaymentRequest::validate) also
    /// checks the field's type and the account on file.
    pub fn validate(&self, value: &str, today: Option<YearMonth>) -> Result<Vec<ValidationError>> {
        let mut errors = validate_value(self.data_restrictions.to_string(), value, today)?;
        for error in &mut errors {
            error.field_id = Some(self.id.clone());
        }
        Ok(errors)
    }
}

/// A stored card of a product ([`Product::accounts_on_file`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountOnFile {
    /// What [`PaymentRequest::set_account_on_file`](crate::PaymentRequest::set_account_on_file) takes.
    pub id: String,
    /// The product it belongs to.
    pub payment_product_id: Option<u64>,
    /// The label to show (`"4111 11XX XXXX 1111"`), from its label template.
    pub label: String,
    /// `attributes` as the server sent them: `[{"key","value","status"}]`.
    pub attributes: JsonValue,
    /// `displayHints` as the server sent them.
    pub display_hints: JsonValue,
}

/// A payment product from the Client API's products/{id} response. Immutable: shared freely.
pub struct Product {
    raw: NonNull<sys::payseal_product>,
    id: u64,
    fields: Vec<ProductField>,
    accounts: Vec<AccountOnFile>,
    display_hints: JsonValue,
}

// SAFETY: the header says a product is immutable and may be shared across threads.
unsafe impl Send for Product {}
// SAFETY: as above: every call only reads it.
unsafe impl Sync for Product {}

impl fmt::Debug for Product {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = self.fields.iter().map(|field| field.id.as_str()).collect();
        f.debug_struct("Product").field("id", &self.id).field("fields", &ids).finish_non_exhaustive()
    }
}

impl Product {
    /// Parses the products/{id} response (JSON text or bytes).
    ///
    /// Errors: [`crate::Status::Json`] (a known member of the wrong type; the message names it),
    /// [`crate::Status::Limit`].
    pub fn parse(json: impl AsRef<[u8]>) -> Result<Product> {
        let json = json.as_ref();
        let mut out = ptr::null_mut();
        // SAFETY: json.len() readable bytes (a real address even when empty), a valid out place.
        check(unsafe { sys::payseal_product_parse(crate::bytes_ptr(json).cast(), json.len(), &mut out) })?;
        let raw = handle(out, "Product::parse")?;
        let mut product = Product { raw, id: 0, fields: Vec::new(), accounts: Vec::new(), display_hints: JsonValue::Null };
        // Read once: the product is immutable.
        let normalized = json::parse(&product.json()?).map_err(|_| bad_product())?;
        product.id = normalized.get("id").and_then(JsonValue::as_u64).ok_or_else(bad_product)?;
        product.fields = normalized
            .get("fields")
            .and_then(JsonValue::as_array)
            .ok_or_else(bad_product)?
            .iter()
            .map(field_of)
            .collect::<Result<_>>()?;
        product.accounts = normalized
            .get("accountsOnFile")
            .and_then(JsonValue::as_array)
            .ok_or_else(bad_product)?
            .iter()
            .map(account_of)
            .collect::<Result<_>>()?;
        // Some responses carry the product's hints as "displayHintsList" (one entry per locale).
        product.display_hints =
            match (normalized.get("displayHints"), normalized.get("displayHintsList").and_then(JsonValue::as_array)) {
                (Some(hints @ JsonValue::Object(_)), _) => hints.clone(),
                (_, Some([first, ..])) => first.clone(),
                _ => JsonValue::Object(Vec::new()),
            };
        Ok(product)
    }

    /// The product id (what [`crate::PaymentRequest::new`] takes).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The form's fields in display order.
    pub fn fields(&self) -> &[ProductField] {
        &self.fields
    }

    /// The field with this id, `None` when the product has none.
    pub fn field(&self, id: &str) -> Option<&ProductField> {
        self.fields.iter().find(|field| field.id == id)
    }

    /// The customer's stored cards for this product, in the response's order.
    pub fn accounts_on_file(&self) -> &[AccountOnFile] {
        &self.accounts
    }

    /// The product's own display hints (`label`, `logo`, `displayOrder`; the first of
    /// `displayHintsList` when the response has that instead), an empty object without.
    pub fn display_hints(&self) -> &JsonValue {
        &self.display_hints
    }

    /// The normalized product as JSON: the response's own object with every member, `"id"` a
    /// number, `"fields"` in display order, `"accountsOnFile"` each with a `"label"`.
    pub fn json(&self) -> Result<String> {
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live product, valid out places.
        check(unsafe { sys::payseal_product_json(self.raw.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "Product::json") }
    }
}

/// Reads the products-list response (GET products): each product normalized as
/// [`Product::json`] says, every other member as it came: `{"paymentProducts": [...], ...}`.
///
/// Errors: [`crate::Status::Json`] (not an object, `paymentProducts` not an array of objects, a
/// product [`Product::parse`] refuses; the message names it), [`crate::Status::Limit`].
pub fn parse_product_list(json: impl AsRef<[u8]>) -> Result<JsonValue> {
    let json = json.as_ref();
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: json.len() readable bytes (a real address even when empty), valid out places.
    check(unsafe { sys::payseal_product_list_parse(crate::bytes_ptr(json).cast(), json.len(), &mut out, &mut len) })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, "parse_product_list") }?;
    json::parse(&text).map_err(|_| Error::contract("a products list that is not JSON"))
}

fn bad_product() -> Error {
    Error::contract("a normalized product that is not the documented JSON")
}

fn field_of(value: &JsonValue) -> Result<ProductField> {
    let hints = value.get("displayHints").filter(|h| !h.is_null()).cloned().unwrap_or(JsonValue::Object(Vec::new()));
    let mask = match hints.get("mask").and_then(JsonValue::as_str) {
        Some(pattern) if !pattern.is_empty() => Some(Mask::new(pattern)?),
        _ => None,
    };
    Ok(ProductField {
        id: value.get("id").and_then(JsonValue::as_str).ok_or_else(bad_product)?.to_owned(),
        kind: value.get("type").and_then(JsonValue::as_str).unwrap_or("").to_owned(),
        label: hints.get("label").and_then(JsonValue::as_str).map(str::to_owned),
        mask,
        data_restrictions: value
            .get("dataRestrictions")
            .filter(|r| !r.is_null())
            .cloned()
            .unwrap_or(JsonValue::Object(Vec::new())),
        display_hints: hints,
    })
}

fn account_of(value: &JsonValue) -> Result<AccountOnFile> {
    Ok(AccountOnFile {
        id: value.get("id").and_then(JsonValue::as_str).ok_or_else(bad_product)?.to_owned(),
        payment_product_id: value.get("paymentProductId").and_then(JsonValue::as_u64),
        label: value.get("label").and_then(JsonValue::as_str).unwrap_or("").to_owned(),
        attributes: value.get("attributes").cloned().unwrap_or(JsonValue::Array(Vec::new())),
        display_hints: value.get("displayHints").cloned().unwrap_or(JsonValue::Object(Vec::new())),
    })
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
    ///
    /// Errors: [`crate::Status::Argument`] (another product id; a value set before that the
    /// product's mask would change, or for a field it does not have); on error nothing changes.
    pub fn set_product(&mut self, product: &Product) -> Result<()> {
        // SAFETY: a live request used exclusively (&mut self) and a live product.
        check(unsafe { sys::payseal_payment_request_set_product(self.raw.as_ptr(), product.raw.as_ptr()) })
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
        let bad = || Error::contract("keys that are not a JSON array of strings");
        json::parse(&text)
            .map_err(|_| bad())?
            .as_array()
            .ok_or_else(bad)?
            .iter()
            .map(|key| key.as_str().map(str::to_owned).ok_or_else(bad))
            .collect()
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
        ValidationError::list_from_json(&text)
    }
}
