//! Masks and field validation: what happens while the customer types.
//!
//! Positions are UTF-16 code units (what UIKit, Android and the DOM report), not byte or
//! `char` indices: a character outside the Basic Multilingual Plane counts 2.

use crate::client_api::{today_args, IinResult, YearMonth};
use crate::json::JsonValue;
use crate::{c_string, check, sys, take_text, Error, Result};
use std::fmt;
use std::ptr;

/// A payment-product field's input mask (`displayHints.mask`), checked when made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    pub(crate) pattern: std::ffi::CString,
}

/// A field's text after an edit, and the caret in UTF-16 code units; the card fields' edits also
/// say whether a paste was cut or refused (`MaskEdit { text, caret, ..Default::default() }` for
/// an edit that was neither).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MaskEdit {
    /// The formatted text.
    pub text: String,
    /// The caret, in UTF-16 code units from the start of `text`.
    pub caret: usize,
    /// Digits of a paste were cut: a PAN pasted longer than the longest PAN of the brand the card
    /// check reports, a CVC longer than its mask.
    pub truncated: bool,
    /// Why a paste was refused, the field unchanged: `"notADate"` (an expiry text that is no
    /// possible date, `13/30`), `"notDigits"` (a CVC paste with a character other than a digit);
    /// `None` when the edit was taken, and for a refused key.
    pub refused: Option<String>,
}

impl Mask {
    /// A mask from its pattern (`"{{9999}} {{9999}}"`), checked now rather than at the first keystroke.
    ///
    /// Errors: [`crate::Status::Argument`] for a `{` or `}` that does not open or close a
    /// group, a `{{` inside a group or an unclosed group; [`crate::Status::Limit`].
    pub fn new(pattern: &str) -> Result<Mask> {
        let mask = Mask { pattern: c_string(pattern, "mask")? };
        mask.format("")?;
        Ok(mask)
    }

    /// The mask's pattern, as given to [`Mask::new`] (`"{{9999}} {{9999}}"`).
    pub fn pattern(&self) -> &str {
        // Made from a &str, so always UTF-8: the empty fallback is never taken.
        self.pattern.to_str().unwrap_or_default()
    }

    /// `value` formatted with the mask: rejected characters dropped, literals inserted.
    pub fn format(&self, value: &str) -> Result<String> {
        self.output(value, sys::payseal_mask_format, "Mask::format")
    }

    /// The placeholder characters of [`Mask::format`]: the value to store and validate.
    pub fn unformat(&self, value: &str) -> Result<String> {
        self.output(value, sys::payseal_mask_unformat, "Mask::unformat")
    }

    fn output(
        &self,
        value: &str,
        function: unsafe extern "C" fn(
            *const std::ffi::c_char,
            *const std::ffi::c_char,
            *mut *mut std::ffi::c_char,
            *mut usize,
        ) -> sys::payseal_status,
        name: &str,
    ) -> Result<String> {
        let v = c_string(value, "value")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: NUL-terminated strings, valid out places.
        check(unsafe { function(self.pattern.as_ptr(), v.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, name) }
    }

    /// Typing, pasting, deleting (`replacement` "") or replacing the selection `[start, end)`.
    ///
    /// Errors: [`crate::Status::Argument`] (start > end, a position past the text or inside a
    /// surrogate pair), [`crate::Status::Limit`].
    pub fn edit(&self, text: &str, start: usize, end: usize, replacement: &str) -> Result<MaskEdit> {
        let t = c_string(text, "text")?;
        let r = c_string(replacement, "replacement")?;
        let (mut out, mut len, mut caret) = (ptr::null_mut(), 0usize, 0usize);
        // SAFETY: NUL-terminated strings, valid out places.
        check(unsafe {
            sys::payseal_mask_edit(self.pattern.as_ptr(), t.as_ptr(), start, end, r.as_ptr(), &mut out, &mut len, &mut caret)
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "Mask::edit") }?;
        Ok(MaskEdit { text, caret, ..Default::default() })
    }
}

/// The pattern, as [`Mask::pattern`] gives it: `{{9999}} {{9999}}`.
impl fmt::Display for Mask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pattern())
    }
}

/// One failed rule of a value: from [`validate_value`], [`crate::ProductField::validate`] and
/// [`crate::PaymentRequest::validate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    /// The field (`None` from [`validate_value`], which knows no field).
    pub field_id: Option<String>,
    /// The rule ("luhn", "length", …) or "required" (its `type` in the JSON).
    pub kind: String,
    /// The rule's bounds or reason, in the library's order (`minLength`, `maxLength`, `reason`, …);
    /// [`ValidationError::param`] finds one by name.
    pub params: Vec<(String, Param)>,
    /// A stable key to translate on: `validation.<type>`, or `validation.<type>.<reason>`.
    pub message_key: String,
    /// PaySeal's English sentence, without the field's name (put the label in front).
    pub message: String,
}

impl ValidationError {
    /// The parameter named `name` (`"minLength"`, `"reason"`, …), `None` without one.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|(n, _)| n == name).map(|(_, p)| p)
    }

    /// The `reason` parameter's text (expiry dates, patterns), `None` without one.
    pub fn reason(&self) -> Option<&str> {
        match self.param("reason") {
            Some(Param::Text(reason)) => Some(reason),
            _ => None,
        }
    }

    /// The public error of the library's typed one (`params` read as [`Param`]s).
    pub(crate) fn from_result(e: crate::results::ValidationError) -> Result<ValidationError> {
        let params = e
            .params
            .into_iter()
            .map(|(name, v)| {
                Param::from_json(&v)
                    .map(|p| (name, p))
                    .ok_or_else(|| Error::contract("a validation error's param that is no integer, string or array of strings"))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(ValidationError { field_id: e.field_id, kind: e.kind, params, message_key: e.message_key, message: e.message })
    }

    /// The public errors of a list the library wrote.
    pub(crate) fn list(errors: Vec<crate::results::ValidationError>) -> Result<Vec<ValidationError>> {
        errors.into_iter().map(ValidationError::from_result).collect()
    }
}

/// `field: message` (or the message alone without a field), as a log line or a form would show it.
impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = if self.message.is_empty() { &self.kind } else { &self.message };
        match &self.field_id {
            Some(field) => write!(f, "{field}: {message}"),
            None => f.write_str(message),
        }
    }
}

impl std::error::Error for ValidationError {}

/// A parameter of a [`ValidationError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A bound: `minLength`, `maxLength`, `minValue`, `maxValue`.
    Integer(i64),
    /// A `reason`: "format", "past", "tooFar", "invalidPattern", "unsupportedPattern", "matchLimit".
    Text(String),
    /// `allowedValues`.
    Texts(Vec<String>),
}

impl Param {
    fn from_json(value: &JsonValue) -> Option<Param> {
        match value {
            JsonValue::Number(n) => n.parse().ok().map(Param::Integer),
            JsonValue::String(s) => Some(Param::Text(s.clone())),
            JsonValue::Array(items) => {
                items.iter().map(|i| i.as_str().map(str::to_owned)).collect::<Option<Vec<_>>>().map(Param::Texts)
            }
            _ => None,
        }
    }
}

/// The errors of one unmasked value against a field's `dataRestrictions` JSON (text or bytes);
/// empty when the value is valid. `today`: the month expiry dates are checked against, `None`
/// for the system clock (UTC).
///
/// Errors: [`crate::Status::Json`] (a malformed `dataRestrictions`; the message names the
/// member), [`crate::Status::Argument`], [`crate::Status::Limit`].
pub fn validate_value(
    data_restrictions: impl AsRef<[u8]>,
    value: &str,
    today: Option<YearMonth>,
) -> Result<Vec<ValidationError>> {
    let v = c_string(value, "value")?;
    let (year, month) = today_args(today);
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    let json = data_restrictions.as_ref();
    // SAFETY: json.len() readable bytes (a real address even when empty), a NUL-terminated value, valid out places.
    check(unsafe {
        sys::payseal_validate_value(crate::bytes_ptr(json).cast(), json.len(), v.as_ptr(), year, month, &mut out, &mut len)
    })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, "validate_value") }?;
    ValidationError::list(crate::results::read_validate_value(&text)?)
}

/// The bin to send in an IIN check: the first 8 digits of the card number, or 6 when it has 6 or
/// 7; `None` when it has fewer than 6 (nothing to ask yet). Spaces and `-` are ignored.
///
/// Errors: [`crate::Status::Argument`] (another character), [`crate::Status::Limit`].
pub fn iin_bin(card_number: &str) -> Result<Option<String>> {
    let number = c_string(card_number, "card number")?;
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: a NUL-terminated string, valid out places.
    check(unsafe { sys::payseal_iin_bin(number.as_ptr(), &mut out, &mut len) })?;
    if out.is_null() {
        return Ok(None);
    }
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    Ok(Some(unsafe { take_text(out, len, "iin_bin") }?))
}

/// Whether a card number that changed from `previous_card_number` (`""` the first time) to
/// `card_number` needs a new IIN check: at the 6th digit, and again at the 16th (the first 6
/// digits, or once there are 16 or more the first 8, differ). Spaces and `-` are ignored; a number
/// with another character is never checked. Card data: never quoted in an error.
///
/// Errors: [`crate::Status::Argument`] (a NUL byte), [`crate::Status::Limit`].
pub fn iin_needs_new_details(card_number: &str, previous_card_number: &str) -> Result<bool> {
    let number = c_string(card_number, "card number")?;
    let previous = c_string(previous_card_number, "previous card number")?;
    let mut needed = 0usize;
    // SAFETY: NUL-terminated strings, a valid out place.
    check(unsafe { sys::payseal_iin_needs_new_details(number.as_ptr(), previous.as_ptr(), &mut needed) })?;
    Ok(needed == 1)
}

/// Reads the IIN check's answer: HTTP 200 with its body (text or bytes), or 404 (any body).
///
/// Errors: [`crate::Status::Argument`] (another HTTP status: the request failed, handle it as
/// any failed request), [`crate::Status::Json`] (a 200 body that is no JSON object, or a member
/// of the wrong type), [`crate::Status::Limit`].
pub fn iin_result(http_status: u16, body: impl AsRef<[u8]>) -> Result<IinResult> {
    let body = body.as_ref();
    let http_status = std::ffi::c_int::from(http_status);
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: body.len() readable bytes (a real address even when empty), valid out places.
    check(unsafe { sys::payseal_iin_result(http_status, crate::bytes_ptr(body).cast(), body.len(), &mut out, &mut len) })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, "iin_result") }?;
    IinResult::from_json(text)
}
