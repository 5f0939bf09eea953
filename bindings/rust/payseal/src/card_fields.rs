//! The keys of card fields and the brand details a host sizes its fields with: Backspace and
//! Delete with their direction (masks and the PAN field), the MM/YY expiry field, a brand's
//! lengths and layout, the normalized table, and every brand a co-badged PAN matches.
//!
//! Positions are UTF-16 code units, as in [`crate::Mask::edit`].

use crate::results::{read_card_edit_cvc, read_card_edit_expiry_json, FieldEdit};
use crate::{c_string, check, sys, take_text, CardBrands, Error, Mask, MaskEdit, Result};
use std::ffi::{c_char, c_int};
use std::ptr;

/// A brand's details as the card check and the PAN layout use them ([`CardBrands::info`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrandInfo {
    /// The brand's name, as the table spells it.
    pub name: String,
    /// The PAN lengths, sorted (the unknown brand's 12-19 when the table gives none).
    pub pan_lengths: Vec<u32>,
    /// The CVC lengths, sorted (3 and 4 when the table gives none): size the CVC field with it.
    pub cvc_lengths: Vec<u32>,
    /// The PAN's group sizes up to its longest length (`[4, 6, 5]` for amex).
    pub format: Vec<u32>,
    /// The PAN length at which the brand's cards usually end (16 for visa): where a form moves on.
    pub advance_length: u32,
    /// BIN ranges (spelled as in the table) whose cards usually end at another length (diners' `36`: 14).
    pub advance_lengths: Vec<(String, u32)>,
    /// Group sizes for PANs of one length, where they differ from `format` (diners' 14: `[4, 6, 4]`).
    pub format_by_length: Vec<(u32, Vec<u32>)>,
}

/// Calls an edit export and takes its (text, caret); `call` gets the three out places.
fn field_edit(
    what: &str,
    call: impl FnOnce(*mut *mut c_char, *mut usize, *mut usize) -> sys::payseal_status,
) -> Result<MaskEdit> {
    let (mut out, mut len, mut caret) = (ptr::null_mut(), 0usize, 0usize);
    check(call(&mut out, &mut len, &mut caret))?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let text = unsafe { take_text(out, len, what) }?;
    Ok(MaskEdit { text, caret, ..Default::default() })
}

/// Calls an edit export whose result is JSON (`{"text","caret","truncated","refused"}`) and reads
/// it with its generated reader `read`; `call` gets the two out places.
pub(crate) fn field_edit_result(
    what: &str,
    read: fn(&str) -> Result<FieldEdit>,
    call: impl FnOnce(*mut *mut c_char, *mut usize) -> sys::payseal_status,
) -> Result<MaskEdit> {
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    check(call(&mut out, &mut len))?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let FieldEdit { text, caret, truncated, refused } = read(&unsafe { take_text(out, len, what) }?)?;
    let caret = usize::try_from(caret).map_err(|_| Error::contract(&format!("{what}: a negative caret")))?;
    Ok(MaskEdit { text, caret, truncated, refused })
}

impl Mask {
    /// The Backspace (`forward == false`) or Delete (`forward == true`) key: at a caret
    /// (`start == end`) the nearest placeholder character before or after it, literals skipped;
    /// a selection as it is. Forward-Delete at caret 4 of `4111 2222` gives `4111 222`.
    ///
    /// Errors: [`crate::Status::Argument`] (start > end, a position past the text or inside a
    /// surrogate pair), [`crate::Status::Limit`].
    pub fn delete(&self, text: &str, start: usize, end: usize, forward: bool) -> Result<MaskEdit> {
        let t = c_string(text, "text")?;
        field_edit("Mask::delete", |out, len, caret| {
            // SAFETY: NUL-terminated strings, valid out places.
            unsafe {
                sys::payseal_mask_delete(self.pattern.as_ptr(), t.as_ptr(), start, end, c_int::from(forward), out, len, caret)
            }
        })
    }
}

/// One edit of an MM/YY expiry field (docs/cards.md, "The expiry field"). One character is a
/// key: `2` gives `02/`, `1` then `3` gives `01/3`, `12/20` takes a third and fourth year digit
/// and `12/2028` is written `12/28`. More characters are a paste, read as the whole text they
/// make: a pasted `12/2028` gives `12/28`, one that makes no possible date (`13/30`) is refused,
/// the text unchanged and `refused` `"notADate"`. Deleting the `/` of `11/28` gives `1/28` (incomplete in the card check,
/// never invalid).
///
/// Errors: [`crate::Status::Argument`] (bad positions), [`crate::Status::Limit`].
pub fn edit_expiry(text: &str, start: usize, end: usize, replacement: &str) -> Result<MaskEdit> {
    let t = c_string(text, "text")?;
    let r = c_string(replacement, "replacement")?;
    field_edit_result("edit_expiry", read_card_edit_expiry_json, |out, len| {
        // SAFETY: NUL-terminated strings, valid out places.
        unsafe { sys::payseal_card_edit_expiry_json(t.as_ptr(), start, end, r.as_ptr(), out, len) }
    })
}

/// Backspace (`forward == false`) or Delete in the expiry field: the nearest digit before or
/// after the caret (the `/` skipped), or the selection; the year digits after a deleted year
/// digit go too. `12/` Backspace gives `1`; Delete at 3 of `12/28` gives `12/` (`12/8` would
/// read as the 2080s).
///
/// Errors: as [`edit_expiry`].
pub fn delete_expiry(text: &str, start: usize, end: usize, forward: bool) -> Result<MaskEdit> {
    let t = c_string(text, "text")?;
    field_edit("delete_expiry", |out, len, caret| {
        // SAFETY: a NUL-terminated string, valid out places.
        unsafe { sys::payseal_card_delete_expiry(t.as_ptr(), start, end, c_int::from(forward), out, len, caret) }
    })
}

impl CardBrands {
    /// Backspace (`forward == false`) or Delete in a PAN field, with the brand layouts as in
    /// [`CardBrands::edit_pan`]: forward-Delete at caret 4 of `4111 2222 3333 4444` gives
    /// `4111 2223 3334 444`.
    ///
    /// Errors: as [`CardBrands::edit_pan`].
    pub fn delete_pan(&self, text: &str, start: usize, end: usize, forward: bool) -> Result<MaskEdit> {
        let t = c_string(text, "text")?;
        field_edit("CardBrands::delete_pan", |out, len, caret| {
            // SAFETY: a live table, a NUL-terminated string, valid out places.
            unsafe { sys::payseal_card_delete_pan(self.as_raw(), t.as_ptr(), start, end, c_int::from(forward), out, len, caret) }
        })
    }

    /// The lengths and layout of the brand called `name` (compared exactly).
    ///
    /// Errors: [`crate::Status::Argument`] (no brand of that name, a NUL byte).
    pub fn info(&self, name: &str) -> Result<BrandInfo> {
        let n = c_string(name, "name")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, a NUL-terminated string, valid out places.
        check(unsafe { sys::payseal_card_brand_info(self.as_raw(), n.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let json = unsafe { take_text(out, len, "CardBrands::info") }?;
        let info = crate::results::read_card_brand_info(&json)?;
        let small = |n: i64| u32::try_from(n).map_err(|_| Error::contract("payseal_card_brand_info: a length out of range"));
        let lengths = |list: Vec<i64>| list.into_iter().map(small).collect::<Result<Vec<u32>>>();
        Ok(BrandInfo {
            name: info.name,
            pan_lengths: lengths(info.pan_lengths)?,
            cvc_lengths: lengths(info.cvc_lengths)?,
            format: lengths(info.format)?,
            advance_length: small(info.advance_length)?,
            advance_lengths: info
                .advance_lengths
                .unwrap_or_default()
                .into_iter()
                .map(|(range, n)| Ok((range, small(n)?)))
                .collect::<Result<_>>()?,
            format_by_length: info
                .format_by_length
                .unwrap_or_default()
                .into_iter()
                .map(|(n, groups)| Ok((small(n)?, lengths(groups)?)))
                .collect::<Result<_>>()?,
        })
    }

    /// The mask of a CVC field for a card of the brand called `brand` (`"{{999}}"` for a visa,
    /// `"{{9999}}"` for an amex), or, with `None` (no brand detected yet), the unknown brand's
    /// `"{{9999}}"`; give it to [`crate::Mask::new`].
    ///
    /// Errors: [`crate::Status::Argument`] (no brand of that name, a NUL byte).
    pub fn cvc_mask(&self, brand: Option<&str>) -> Result<String> {
        let name = brand.map(|b| c_string(b, "brand")).transpose()?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, a NUL-terminated string or NULL, valid out places.
        check(unsafe {
            sys::payseal_card_cvc_mask(self.as_raw(), name.as_ref().map_or(ptr::null(), |n| n.as_ptr()), &mut out, &mut len)
        })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "CardBrands::cvc_mask") }
    }

    /// One edit of a CVC field of the brand called `brand` (`None`: no brand reported yet, 4
    /// digits), digits only (docs/cards.md, "The CVC field"): the mask of [`CardBrands::cvc_mask`],
    /// a decimal digit of any script read as its ASCII digit; a paste with a character other than
    /// a digit or white space is refused (`refused` `"notDigits"`: `13/30` is never `1330`), one
    /// longer than the mask is cut (`truncated`), a key past the mask's last digit is refused.
    ///
    /// Errors: [`crate::Status::Argument`] (no brand of that name, a NUL byte, bad positions),
    /// [`crate::Status::Limit`].
    pub fn edit_cvc(&self, text: &str, start: usize, end: usize, replacement: &str, brand: Option<&str>) -> Result<MaskEdit> {
        let name = brand.map(|b| c_string(b, "brand")).transpose()?;
        let t = c_string(text, "text")?;
        let r = c_string(replacement, "replacement")?;
        field_edit_result("CardBrands::edit_cvc", read_card_edit_cvc, |out, len| {
            let name = name.as_ref().map_or(ptr::null(), |n| n.as_ptr());
            // SAFETY: a live table, NUL-terminated strings or NULL, valid out places.
            unsafe { sys::payseal_card_edit_cvc(self.as_raw(), name, t.as_ptr(), start, end, r.as_ptr(), out, len) }
        })
    }

    /// The whole table, normalized, in table order, as the library's JSON text:
    /// `[{"name","bins","pattern" (when the brand has one),"panLengths","cvcLengths","format"}]`.
    pub fn table_json(&self) -> Result<String> {
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, valid out places.
        check(unsafe { sys::payseal_card_brands_json(self.as_raw(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        unsafe { take_text(out, len, "CardBrands::table_json") }
    }

    /// Every brand whose BIN ranges or pattern match the PAN's digits, most specific first (the
    /// first is [`CardBrands::brand`]'s answer); empty for a PAN with a character other than
    /// digits, spaces and `-`.
    ///
    /// Errors: [`crate::Status::Argument`] (a NUL byte), [`crate::Status::Limit`].
    pub fn candidates(&self, pan: &str) -> Result<Vec<String>> {
        let p = c_string(pan, "pan")?;
        let (mut out, mut len) = (ptr::null_mut(), 0usize);
        // SAFETY: a live table, a NUL-terminated string, valid out places.
        check(unsafe { sys::payseal_card_brand_candidates(self.as_raw(), p.as_ptr(), &mut out, &mut len) })?;
        // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
        let json = unsafe { take_text(out, len, "CardBrands::candidates") }?;
        crate::results::read_card_brand_candidates(&json)
    }
}
