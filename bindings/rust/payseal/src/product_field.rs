//! A product's field as the customer types it, and what a form shows for an account on file.

use crate::client_api::{today_args, YearMonth};
use crate::{c_string, check, sys, take_text, Product, Result, ValidationError};
use std::fmt;
use std::os::raw::c_int;
use std::ptr;

/// The state of a product field's value as the customer types it ([`Product::check_field`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldState {
    /// The value passes the field's type and every validator.
    Valid,
    /// Not valid yet; typing more can still make it valid.
    Incomplete,
    /// Nothing typed next can make it valid.
    Invalid,
}

impl FieldState {
    /// The state as the library's JSON spells it: `"valid"`, `"incomplete"`, `"invalid"`.
    pub fn as_str(self) -> &'static str {
        match self {
            FieldState::Valid => "valid",
            FieldState::Incomplete => "incomplete",
            FieldState::Invalid => "invalid",
        }
    }
}

impl fmt::Display for FieldState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A product field's value as the customer types it: its state and, unless valid, its error (when
/// invalid, the check no continuation passes; when incomplete, what the value gives now: what to
/// show when the customer leaves the field), with `field_id` set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldCheck {
    /// Valid, incomplete or invalid.
    pub state: FieldState,
    /// `None` when valid.
    pub error: Option<ValidationError>,
}

impl Product {
    /// The field `field_id` with `value` typed so far (masked or not): valid, incomplete (typing
    /// more can still make it valid) or invalid (nothing typed next can). `today`: the month expiry
    /// dates are checked against, `None` for the system clock (UTC).
    ///
    /// Errors: [`crate::Status::Argument`] (a field the product does not have; a value the field's
    /// mask would change, as [`crate::PaymentRequest::set_value`] refuses it), [`crate::Status::Limit`].
    pub fn check_field(&self, field_id: &str, value: &str, today: Option<YearMonth>) -> Result<FieldCheck> {
        self.check_field_with_flags(field_id, value, today, 0)
    }

    /// [`Product::check_field`] once the customer has left the field or submits: incomplete is
    /// invalid with the same error; valid and invalid stay.
    ///
    /// Errors: those of [`Product::check_field`].
    pub fn check_field_final(&self, field_id: &str, value: &str, today: Option<YearMonth>) -> Result<FieldCheck> {
        self.check_field_with_flags(field_id, value, today, sys::PAYSEAL_CHECK_FINAL as c_int)
    }

    /// One edit of the field `field_id` as the customer types or pastes (docs/product-fields.md,
    /// "Editing a field"): the field's mask, and in an expiry field whose mask holds MMYY a year
    /// typed or pasted with four digits read as its last two (`12/2028` pasted, or typed key by key
    /// by way of `12/202`, gives `12/28`). Positions in UTF-16 code units.
    ///
    /// Errors: [`crate::Status::Argument`] (no such field, bad positions, a NUL byte),
    /// [`crate::Status::Limit`].
    pub fn edit_field(&self, field_id: &str, text: &str, start: usize, end: usize, replacement: &str) -> Result<crate::MaskEdit> {
        let (id, t, r) = (c_string(field_id, "field_id")?, c_string(text, "text")?, c_string(replacement, "replacement")?);
        crate::card_fields::field_edit_result("Product::edit_field", crate::results::read_product_field_edit, |out, len| {
            // SAFETY: a live product, NUL-terminated strings, valid out places.
            unsafe { sys::payseal_product_field_edit(self.raw(), id.as_ptr(), t.as_ptr(), start, end, r.as_ptr(), out, len) }
        })
    }

    fn check_field_with_flags(&self, field_id: &str, value: &str, today: Option<YearMonth>, flags: c_int) -> Result<FieldCheck> {
        let (id, v) = (c_string(field_id, "field_id")?, c_string(value, "value")?);
        let (year, month) = today_args(today);
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live product, NUL-terminated strings, valid out places.
        check(unsafe {
            sys::payseal_product_field_check_ex(self.raw(), id.as_ptr(), v.as_ptr(), year, month, flags, &mut out, &mut len)
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "Product::check_field") }?;
        let read = crate::results::read_product_field_check_ex(&text)?;
        let state = match read.state.as_str() {
            "valid" => FieldState::Valid,
            "incomplete" => FieldState::Incomplete,
            _ => FieldState::Invalid,
        };
        let error = read
            .error
            .map(|e| ValidationError::from_result(crate::results::ValidationError { field_id: Some(field_id.to_owned()), ..e }))
            .transpose()?;
        Ok(FieldCheck { state, error })
    }

    /// The display value of attribute `key` of the account on file `account_id` (the first account
    /// with that id): its value through the mask of the product's field `key`, `X`, `x` and `*`
    /// kept. [`crate::AccountOnFile::display_value`] has them all, read once.
    ///
    /// Errors: [`crate::Status::Argument`] (no such account, or no such attribute).
    pub fn account_display_value(&self, account_id: &str, key: &str) -> Result<String> {
        let (id, k) = (c_string(account_id, "account_id")?, c_string(key, "key")?);
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live product, NUL-terminated strings, valid out places.
        check(unsafe { sys::payseal_product_account_display_value(self.raw(), id.as_ptr(), k.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "Product::account_display_value") }
    }
}
