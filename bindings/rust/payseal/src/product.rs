//! The payment product as a form model: its fields in display order with every display hint,
//! its accounts on file, and the products list.

use crate::client_api::YearMonth;
use crate::json::{self, JsonValue};
use crate::results;
use crate::{check, handle, sys, take_text, validate_value, Error, Mask, Result, ValidationError};
use std::collections::HashMap;
use std::fmt;
use std::ptr::{self, NonNull};

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
    /// Each attribute's display value (the first attribute of a key), read once at parse.
    display_values: Vec<(String, String)>,
}

impl AccountOnFile {
    /// The attribute `key` as a form shows it: through the mask of the product's field of that key,
    /// the platform's `X`, `x` and `*` kept (`"411111XXXXXX1111"` gives `"4111 11XX XXXX 1111"`;
    /// [`Mask::format`] would drop the X's); the value as it is when the field has no mask. `None`
    /// when the account has no such attribute.
    pub fn display_value(&self, key: &str) -> Option<&str> {
        self.display_values.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// A payment product from the Client API's products/{id} response. Immutable: shared freely.
pub struct Product {
    raw: NonNull<sys::payseal_product>,
    id: u64,
    fields: Vec<ProductField>,
    accounts: Vec<AccountOnFile>,
    display_hints: JsonValue,
    display_hints_list: Vec<JsonValue>,
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
        let mut product = Product {
            raw,
            id: 0,
            fields: Vec::new(),
            accounts: Vec::new(),
            display_hints: JsonValue::Null,
            display_hints_list: Vec::new(),
        };
        // Read once: the product is immutable.
        let normalized = results::read_product_json(&product.json()?)?;
        product.id = u64::try_from(normalized.id).map_err(|_| bad_product())?;
        product.fields = normalized.fields.into_iter().map(field_of).collect::<Result<_>>()?;
        product.accounts = normalized.accounts_on_file.into_iter().map(account_of).collect();
        // Accounts that share an id get the first one's values, as choosing an account takes the first.
        let mut first_of_id: HashMap<String, usize> = HashMap::new();
        for index in 0..product.accounts.len() {
            let account = &product.accounts[index];
            if let Some(&first) = first_of_id.get(&account.id) {
                product.accounts[index].display_values = product.accounts[first].display_values.clone();
                continue;
            }
            first_of_id.insert(account.id.clone(), index);
            let mut values: Vec<(String, String)> = Vec::new();
            for attribute in account.attributes.as_array().unwrap_or_default() {
                if let Some(key) = attribute.get("key").and_then(JsonValue::as_str) {
                    if !values.iter().any(|(k, _)| k == key) {
                        values.push((key.to_owned(), product.account_display_value(&account.id, key)?));
                    }
                }
            }
            product.accounts[index].display_values = values;
        }
        // The library gives "displayHints" the first entry of "displayHintsList" when the response
        // has the list alone (what Worldline Direct sends), and has checked every entry is an object.
        product.display_hints = JsonValue::Object(normalized.display_hints.unwrap_or_default());
        product.display_hints_list = match normalized.display_hints_list {
            Some(JsonValue::Array(list)) => list,
            _ => Vec::new(),
        };
        Ok(product)
    }

    /// The C handle, for [`crate::PaymentRequest::set_product`].
    pub(crate) fn raw(&self) -> *const sys::payseal_product {
        self.raw.as_ptr()
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

    /// The product's `displayHintsList` as it came (each entry `label`, `logo`, `displayOrder`),
    /// empty without.
    pub fn display_hints_list(&self) -> &[JsonValue] {
        &self.display_hints_list
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

/// What a device can pay with, as the host knows it (the Google Pay API's `isReadyToPay`, a
/// browser's `ApplePaySession.canMakePayments()`): PaySeal cannot ask the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wallets {
    /// The device can pay with Apple Pay (product 302).
    pub apple_pay: bool,
    /// The device can pay with Google Pay (product 320).
    pub google_pay: bool,
}

/// The products-list response as [`parse_product_list`] reads it, without the products a device
/// with `wallets` cannot pay with, as the platform SDKs decide it: Maestro (117), Intersolve
/// (5700), Sodexo Sport & Culture (5772) and VVV Giftcard (5784) always, Apple Pay (302) and Google
/// Pay (320) unless `wallets` has them.
///
/// Errors: as [`parse_product_list`].
pub fn offered_products(json: impl AsRef<[u8]>, wallets: Wallets) -> Result<JsonValue> {
    let json = json.as_ref();
    let flags = (if wallets.apple_pay { sys::PAYSEAL_WALLET_APPLE_PAY } else { 0 })
        | (if wallets.google_pay { sys::PAYSEAL_WALLET_GOOGLE_PAY } else { 0 });
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: json.len() readable bytes (a real address even when empty), valid out places.
    check(unsafe {
        sys::payseal_product_list_offered(crate::bytes_ptr(json).cast(), json.len(), flags as _, &mut out, &mut len)
    })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, "offered_products") }?;
    json::parse(&text).map_err(|_| Error::contract("a products list that is not JSON"))
}

fn bad_product() -> Error {
    Error::contract("a normalized product that is not the documented JSON")
}

fn field_of(field: results::ProductField) -> Result<ProductField> {
    let hints = JsonValue::Object(field.display_hints.unwrap_or_default());
    let mask = match hints.get("mask").and_then(JsonValue::as_str) {
        Some(pattern) if !pattern.is_empty() => Some(Mask::new(pattern)?),
        _ => None,
    };
    Ok(ProductField {
        id: field.id,
        kind: field.kind.unwrap_or_default(),
        label: hints.get("label").and_then(JsonValue::as_str).map(str::to_owned),
        mask,
        data_restrictions: JsonValue::Object(field.data_restrictions.unwrap_or_default()),
        display_hints: hints,
    })
}

fn account_of(account: results::AccountOnFile) -> AccountOnFile {
    AccountOnFile {
        id: account.id,
        payment_product_id: account.payment_product_id.and_then(|id| u64::try_from(id).ok()),
        label: account.label,
        attributes: account.attributes.unwrap_or(JsonValue::Array(Vec::new())),
        display_hints: JsonValue::Object(account.display_hints.unwrap_or_default()),
        display_values: Vec::new(),
    }
}

impl Drop for Product {
    fn drop(&mut self) {
        // SAFETY: the handle came from payseal_product_parse and is freed once, here.
        unsafe { sys::payseal_product_free(self.raw.as_ptr()) }
    }
}
