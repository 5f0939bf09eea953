//! Card brands, offline: brand detection, the card check, PAN formatting and editing on a brand
//! table, with no server (docs/cards.md, "Card brands (offline)").
//!
//! Positions are UTF-16 code units, as for [`crate::Mask::edit`]. PANs, expiry dates and CVCs are
//! card data: the library never quotes them in an error message.

use crate::card_fields::field_edit_result;
use crate::client_api::{today_args, YearMonth};
use crate::results::read_card_edit_pan_json;
use crate::{c_string, check, handle, sys, take_text, Error, MaskEdit, Result};
use std::fmt;
use std::os::raw::c_int;
use std::ptr::{self, NonNull};

/// A brand table: the built-in one ([`CardBrands::default`]) or one parsed from JSON
/// ([`CardBrands::parse`]). Immutable; `Send + Sync`: share one table with `Arc`.
pub struct CardBrands {
    raw: NonNull<sys::payseal_card_brands>,
}

// SAFETY: the header says a brand table is immutable and may be shared across threads, and every
// function taking one is thread-safe; the free function runs only in Drop, which owns the value.
unsafe impl Send for CardBrands {}
// SAFETY: as above: every call only reads it.
unsafe impl Sync for CardBrands {}

/// The state of one part of a card form, as the customer types it. Every part that is not valid
/// carries its reason, also when incomplete: why it fails if the customer stops now (pan
/// "required", "characters", "brandNotAccepted", "length", "luhn"; cvc "required", "characters",
/// "length"; expiry "required", "format", "past", "tooFar"). Show an invalid part's reason at once
/// and an incomplete part's on blur or submit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardPart {
    /// Nothing wrong.
    Valid,
    /// Not valid yet, but typing more can still make it valid; the reason it fails now.
    Incomplete(String),
    /// Wrong whatever is typed next, with the reason. The only state a UI colours while typing.
    Invalid(String),
}

impl CardPart {
    /// "valid", "incomplete" or "invalid", as in the library's JSON.
    pub fn state(&self) -> &str {
        match self {
            CardPart::Valid => "valid",
            CardPart::Incomplete(_) => "incomplete",
            CardPart::Invalid(_) => "invalid",
        }
    }

    /// The reason of a part that is not valid (incomplete or invalid), else `None`.
    pub fn reason(&self) -> Option<&str> {
        match self {
            CardPart::Incomplete(reason) | CardPart::Invalid(reason) => Some(reason),
            CardPart::Valid => None,
        }
    }
}

/// The card check of [`CardBrands::check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardCheck {
    /// The brand every continuation of the digits typed would be detected as (`None` while
    /// continuations of different brands remain, or with no brand): the brand shown never flips.
    pub brand: Option<String>,
    /// The card number.
    pub pan: CardPart,
    /// The PAN part's `maxLength`: the longest PAN length of the brand reported (while none is,
    /// of any still-possible brand; 19 at most), to size the field.
    pub max_length: u32,
    /// The PAN part's `advance`: move the focus on now (the PAN is valid and as long as a card of
    /// its brand usually is: 16 for a Visa, whose 13 digits are valid too).
    pub advance: bool,
    /// The expiry part's `advance`: the expiry is valid.
    pub expiry_advance: bool,
    /// The security code (checked against the PAN's brand).
    pub cvc: CardPart,
    /// The expiry date.
    pub expiry: CardPart,
    /// True when all three are valid.
    pub complete: bool,
}

impl CardBrands {
    /// The built-in table: amex, diners, discover, jcb, maestro, mastercard, visa (what
    /// [`CardBrands::default`] gives, as a `Result`).
    ///
    /// Errors: [`crate::Status::NoMemory`].
    pub fn built_in() -> Result<CardBrands> {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out place.
        check(unsafe { sys::payseal_card_brands_default(&mut out) })?;
        Ok(CardBrands { raw: handle(out, "CardBrands::built_in")? })
    }

    /// A table from its JSON text: an array of `{"name", "bins", "pattern", "panLengths",
    /// "cvcLengths"` (or Worldpay's `"cvvLength"`)`, "format"}`; Worldpay's cardTypes.json parses
    /// as it is, `[]` is a table in which every brand is unknown.
    ///
    /// Errors: [`crate::Status::Json`] (not an array of objects, a member of the wrong type or out
    /// of range, a pattern that does not compile: the message names it), [`crate::Status::Limit`]
    /// (over 64 KiB, more than 256 brands or 1024 BIN entries).
    pub fn parse(json: impl AsRef<[u8]>) -> Result<CardBrands> {
        let json = json.as_ref();
        let mut out = ptr::null_mut();
        // SAFETY: json.len() readable bytes (a real address even when empty), a valid out place.
        check(unsafe { sys::payseal_card_brands_parse(crate::bytes_ptr(json).cast(), json.len(), &mut out) })?;
        Ok(CardBrands { raw: handle(out, "CardBrands::parse")? })
    }

    /// The brand of a PAN (spaces and dashes ignored): the longest matching BIN range wins. `None`
    /// when nothing matches or the PAN has a character other than digits, spaces and dashes.
    ///
    /// Errors: [`crate::Status::Argument`] (a NUL byte), [`crate::Status::Limit`].
    pub fn brand(&self, pan: &str) -> Result<Option<String>> {
        let p = c_string(pan, "pan")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, a NUL-terminated string, valid out places.
        check(unsafe { sys::payseal_card_brand(self.raw.as_ptr(), p.as_ptr(), &mut out, &mut len) })?;
        if out.is_null() {
            return Ok(None);
        }
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        Ok(Some(unsafe { take_text(out, len, "CardBrands::brand") }?))
    }

    /// Checks a card form as the customer types it: a part is invalid only when no continuation
    /// of what was typed can become valid (see [`CardPart`]). `pan` may hold spaces and dashes;
    /// `expiry` MM/YY, MMYY, MM/YYYY or MMYYYY; `accepted` the brand names to accept (ASCII
    /// case-insensitive; `None` or empty: all; a PAN without a brand is never refused by it),
    /// `today` the month expiry dates are checked against, `None` for the system clock (UTC).
    ///
    /// Errors: [`crate::Status::Argument`] (a month outside 1-12, a NUL byte),
    /// [`crate::Status::Limit`].
    pub fn check(
        &self,
        pan: &str,
        expiry: &str,
        cvc: &str,
        accepted: Option<&dyn BrandNames>,
        today: Option<YearMonth>,
    ) -> Result<CardCheck> {
        self.check_with_flags(pan, expiry, cvc, accepted, today, 0)
    }

    /// [`CardBrands::check`] once the customer has left the field (Tab, Enter, focus loss) or
    /// submits: every incomplete part is invalid with the same reason and `advance` is false;
    /// valid and invalid parts stay. A 16-digit Visa with a wrong check digit is incomplete `luhn`
    /// while typed, invalid `luhn` here.
    ///
    /// Errors: those of [`CardBrands::check`].
    pub fn check_final(
        &self,
        pan: &str,
        expiry: &str,
        cvc: &str,
        accepted: Option<&dyn BrandNames>,
        today: Option<YearMonth>,
    ) -> Result<CardCheck> {
        self.check_with_flags(pan, expiry, cvc, accepted, today, sys::PAYSEAL_CHECK_FINAL as c_int)
    }

    fn check_with_flags(
        &self,
        pan: &str,
        expiry: &str,
        cvc: &str,
        accepted: Option<&dyn BrandNames>,
        today: Option<YearMonth>,
        flags: c_int,
    ) -> Result<CardCheck> {
        let (p, e, c) = (c_string(pan, "pan")?, c_string(expiry, "expiry")?, c_string(cvc, "cvc")?);
        // Escaped JSON never holds a NUL byte.
        let accepted = accepted.map(|names| c_string(&json_array(&names.brand_names()), "accepted")).transpose()?;
        let (year, month) = today_args(today);
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, NUL-terminated strings or NULL, valid out places.
        check(unsafe {
            sys::payseal_card_check_ex(
                self.raw.as_ptr(),
                p.as_ptr(),
                e.as_ptr(),
                c.as_ptr(),
                accepted.as_ref().map_or(ptr::null(), |a| a.as_ptr()),
                year,
                month,
                flags,
                &mut out,
                &mut len,
            )
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "CardBrands::check") }?;
        public_check(crate::results::read_card_check_ex(&text)?)
            .ok_or_else(|| Error::contract("payseal_card_check_ex: a part without its reason, maxLength or advance"))
    }

    /// The PAN formatted with its brand's layout (groups of 4, amex 4-6-5), cut at the brand's
    /// longest PAN length (no brand: 19); characters other than digits are skipped.
    ///
    /// Errors: [`crate::Status::Argument`] (a NUL byte), [`crate::Status::Limit`].
    pub fn format_pan(&self, pan: &str) -> Result<String> {
        let p = c_string(pan, "pan")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, a NUL-terminated string, valid out places.
        check(unsafe { sys::payseal_card_format_pan(self.raw.as_ptr(), p.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "CardBrands::format_pan") }
    }

    /// One edit of a PAN field, as [`crate::Mask::edit`] with the brands' layouts: the old text's
    /// layout decides whether deleting one space deletes the digit before it; the edited text's
    /// brand formats the result and places the caret. A paste longer than the longest PAN of the
    /// brand the check reports is cut, and the result's `truncated` says so.
    ///
    /// Errors: [`crate::Status::Argument`] (start > end, a position past the text or inside a
    /// surrogate pair), [`crate::Status::Limit`].
    pub fn edit_pan(&self, text: &str, start: usize, end: usize, replacement: &str) -> Result<MaskEdit> {
        let t = c_string(text, "text")?;
        let r = c_string(replacement, "replacement")?;
        if replacement.chars().nth(1).is_some() {
            // A paste, which may be cut: the call whose result says so.
            return field_edit_result("CardBrands::edit_pan", read_card_edit_pan_json, |out, len| {
                // SAFETY: a live table, NUL-terminated strings, valid out places.
                unsafe { sys::payseal_card_edit_pan_json(self.raw.as_ptr(), t.as_ptr(), start, end, r.as_ptr(), out, len) }
            });
        }
        let (mut out, mut len, mut caret) = (ptr::null_mut(), 0usize, 0usize);
        // SAFETY: a live table, NUL-terminated strings, valid out places.
        check(unsafe {
            sys::payseal_card_edit_pan(self.raw.as_ptr(), t.as_ptr(), start, end, r.as_ptr(), &mut out, &mut len, &mut caret)
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let text = unsafe { take_text(out, len, "CardBrands::edit_pan") }?;
        Ok(MaskEdit { text, caret, ..Default::default() })
    }

    /// The raw handle, for calling `sys` functions; valid while `self` lives.
    pub fn as_raw(&self) -> *const sys::payseal_card_brands {
        self.raw.as_ptr()
    }
}

/// The built-in table ([`CardBrands::built_in`]).
///
/// # Panics
/// Only when the library cannot allocate the table (out of memory).
impl Default for CardBrands {
    fn default() -> CardBrands {
        match CardBrands::built_in() {
            Ok(brands) => brands,
            Err(error) => panic!("the built-in brand table: {error}"),
        }
    }
}

/// Brand names for the `accepted` argument of [`CardBrands::check`]: an array or a `Vec` of
/// `&str` or `String` (`Some(&["visa", "mastercard"])`, `Some(&names)`).
pub trait BrandNames {
    /// The names, in order.
    fn brand_names(&self) -> Vec<&str>;
}

impl<S: AsRef<str>> BrandNames for Vec<S> {
    fn brand_names(&self) -> Vec<&str> {
        self.iter().map(AsRef::as_ref).collect()
    }
}

impl<S: AsRef<str>, const N: usize> BrandNames for [S; N] {
    fn brand_names(&self) -> Vec<&str> {
        self.iter().map(AsRef::as_ref).collect()
    }
}

impl<S: AsRef<str>> BrandNames for &[S] {
    fn brand_names(&self) -> Vec<&str> {
        self.iter().map(AsRef::as_ref).collect()
    }
}

impl Drop for CardBrands {
    fn drop(&mut self) {
        // SAFETY: the handle is owned, live, and released exactly once, here.
        unsafe { sys::payseal_card_brands_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for CardBrands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CardBrands").finish_non_exhaustive()
    }
}

/// `names` as a JSON array of strings.
fn json_array(names: &[&str]) -> String {
    let mut out = String::from("[");
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('"');
        for ch in name.chars() {
            match ch {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
                c => out.push(c),
            }
        }
        out.push('"');
    }
    out.push(']');
    out
}

/// The public check of the library's typed one: a part's state and reason as a [`CardPart`], the
/// PAN's `maxLength` and `advance` and the expiry's `advance` (present in those parts) beside it.
fn public_check(c: crate::results::CardCheck) -> Option<CardCheck> {
    let part = |p: crate::results::CardPart| match (p.state.as_str(), p.reason) {
        ("valid", _) => Some(CardPart::Valid),
        ("incomplete", Some(reason)) => Some(CardPart::Incomplete(reason)),
        ("invalid", Some(reason)) => Some(CardPart::Invalid(reason)),
        _ => None,
    };
    Some(CardCheck {
        brand: c.brand,
        max_length: u32::try_from(c.pan.max_length?).ok()?,
        advance: c.pan.advance?,
        expiry_advance: c.expiry.advance?,
        pan: part(c.pan)?,
        cvc: part(c.cvc)?,
        expiry: part(c.expiry)?,
        complete: c.complete,
    })
}
