//! Masks and field validation: what happens while the customer types.
//!
//! Positions are UTF-16 code units (what UIKit, Android and the DOM report), not byte or
//! `char` indices: a character outside the Basic Multilingual Plane counts 2.

use crate::{c_string, check, sys, take_text, Error, Result};
use std::ptr;

/// A payment-product field's input mask (`displayHints.mask`), checked when made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    pub(crate) pattern: std::ffi::CString,
}

/// A field's text after an edit, and the caret in UTF-16 code units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaskEdit {
    /// The formatted text.
    pub text: String,
    /// The caret, in UTF-16 code units from the start of `text`.
    pub caret: usize,
}

impl Mask {
    /// Errors: [`crate::Status::Argument`] for a `{` or `}` that does not open or close a
    /// group, a `{{` inside a group or an unclosed group; [`crate::Status::Limit`].
    pub fn new(pattern: &str) -> Result<Mask> {
        let mask = Mask { pattern: c_string(pattern, "mask")? };
        mask.format("")?;
        Ok(mask)
    }

    /// `value` formatted with the mask: rejected characters dropped, literals inserted.
    pub fn format(&self, value: &str) -> Result<String> {
        self.output(value, sys::payseal_mask_format, "payseal_mask_format")
    }

    /// The placeholder characters of [`Mask::format`]: the value to store and validate.
    pub fn unformat(&self, value: &str) -> Result<String> {
        self.output(value, sys::payseal_mask_unformat, "payseal_mask_unformat")
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
        let text = unsafe { take_text(out, len, "payseal_mask_edit") }?;
        Ok(MaskEdit { text, caret })
    }
}

/// One failed rule of a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    /// The rule ("luhn", "length", …) or "required" (its `type` in the JSON).
    pub kind: String,
    /// The rule's bounds or reason, in the library's order (`minLength`, `maxLength`, `reason`, …).
    pub params: Vec<(String, Param)>,
}

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

/// The errors of one unmasked value against a field's `dataRestrictions` JSON; empty when the
/// value is valid. `today` is `(year, month)` for expiry dates, `None` for the system clock.
///
/// Errors: [`crate::Status::Json`] (a malformed `dataRestrictions`; the message names the
/// member), [`crate::Status::Argument`], [`crate::Status::Limit`].
pub fn validate_value(data_restrictions_json: &str, value: &str, today: Option<(i32, i32)>) -> Result<Vec<ValidationError>> {
    let v = c_string(value, "value")?;
    let (year, month) = today.unwrap_or((0, 0));
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    let json = data_restrictions_json.as_bytes();
    // SAFETY: json.len() readable bytes (no NUL needed), a NUL-terminated value, valid out places.
    check(unsafe { sys::payseal_validate_value(json.as_ptr().cast(), json.len(), v.as_ptr(), year, month, &mut out, &mut len) })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, "payseal_validate_value") }?;
    JsonReader::new(text.as_bytes())
        .errors()
        .ok_or_else(|| Error::contract("payseal_validate_value: the errors are not the documented JSON"))
}

/// Reads the library's own JSON outputs, whose shapes the header fixes: here the errors
/// `[{"type":…,"params":{name: integer | string | [strings]}}]`, compact, escaped as in part 1
/// (the card check in cards.rs reuses it). Written here because the crate has no dependencies;
/// anything else is a contract error.
pub(crate) struct JsonReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> JsonReader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> JsonReader<'a> {
        JsonReader { bytes, at: 0 }
    }

    /// True when every byte was read.
    pub(crate) fn at_end(&self) -> bool {
        self.at == self.bytes.len()
    }

    pub(crate) fn eat(&mut self, byte: u8) -> Option<()> {
        (self.bytes.get(self.at) == Some(&byte)).then(|| self.at += 1)
    }

    /// Reads `word` (a literal such as `null`, a member name with its quotes) when it comes next.
    pub(crate) fn eat_word(&mut self, word: &[u8]) -> Option<()> {
        self.bytes[self.at..].starts_with(word).then(|| self.at += word.len())
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn errors(mut self) -> Option<Vec<ValidationError>> {
        let mut errors = Vec::new();
        self.eat(b'[')?;
        while self.peek() != Some(b']') {
            if !errors.is_empty() {
                self.eat(b',')?;
            }
            self.eat(b'{')?;
            if self.string()? == "fieldId" {
                self.eat(b':')?;
                self.string()?;
                self.eat(b',')?;
                self.string()?;
            }
            self.eat(b':')?;
            let kind = self.string()?;
            self.eat(b',')?;
            (self.string()? == "params").then_some(())?;
            self.eat(b':')?;
            self.eat(b'{')?;
            let mut params = Vec::new();
            while self.peek() != Some(b'}') {
                if !params.is_empty() {
                    self.eat(b',')?;
                }
                let name = self.string()?;
                self.eat(b':')?;
                params.push((name, self.param()?));
            }
            self.eat(b'}')?;
            // `messageKey` and `message` follow (the library's English sentence): read, not kept here.
            while self.peek() == Some(b',') {
                self.eat(b',')?;
                let name = self.string()?;
                (name == "messageKey" || name == "message").then_some(())?;
                self.eat(b':')?;
                self.string()?;
            }
            self.eat(b'}')?;
            errors.push(ValidationError { kind, params });
        }
        self.eat(b']')?;
        (self.at == self.bytes.len()).then_some(errors)
    }

    fn param(&mut self) -> Option<Param> {
        match self.peek()? {
            b'"' => Some(Param::Text(self.string()?)),
            b'[' => {
                self.eat(b'[')?;
                let mut texts = Vec::new();
                while self.peek() != Some(b']') {
                    if !texts.is_empty() {
                        self.eat(b',')?;
                    }
                    texts.push(self.string()?);
                }
                self.eat(b']')?;
                Some(Param::Texts(texts))
            }
            _ => {
                let start = self.at;
                while matches!(self.peek(), Some(b'-' | b'0'..=b'9')) {
                    self.at += 1;
                }
                std::str::from_utf8(&self.bytes[start..self.at]).ok()?.parse().ok().map(Param::Integer)
            }
        }
    }

    pub(crate) fn string(&mut self) -> Option<String> {
        self.eat(b'"')?;
        let mut out = Vec::new();
        loop {
            let byte = self.peek()?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let escape = self.peek()?;
                    self.at += 1;
                    match escape {
                        b'"' | b'\\' | b'/' => out.push(escape),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'u' => {
                            // PaySeal escapes only U+0000..U+001F this way.
                            let hex = std::str::from_utf8(self.bytes.get(self.at..self.at + 4)?).ok()?;
                            self.at += 4;
                            out.push(u8::try_from(u32::from_str_radix(hex, 16).ok()?).ok().filter(|c| *c < 0x20)?);
                        }
                        _ => return None,
                    }
                }
                _ => out.push(byte),
            }
        }
    }
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
    Ok(Some(unsafe { take_text(out, len, "payseal_iin_bin") }?))
}

/// The IIN check's answer (HTTP 200 with its body, or 404) as the library's result JSON:
/// `{"status","paymentProductId","isAllowedInContext","countryCode","cardType","coBrands"}`.
///
/// Errors: [`crate::Status::Argument`] (another HTTP status), [`crate::Status::Json`] (a 200 body
/// that is no JSON object, or a member of the wrong type), [`crate::Status::Limit`].
pub fn iin_result(http_status: i32, body: &[u8]) -> Result<String> {
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: body.len() readable bytes (a real address even when empty), valid out places.
    check(unsafe { sys::payseal_iin_result(http_status, crate::bytes_ptr(body).cast(), body.len(), &mut out, &mut len) })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    unsafe { take_text(out, len, "payseal_iin_result") }
}
