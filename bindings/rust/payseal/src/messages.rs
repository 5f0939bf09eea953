//! PaySeal's messages in the customer's language: English, German, French, Dutch, Spanish,
//! Italian, Portuguese and Polish, with a host's own catalog over them (docs/card-input.md,
//! "Messages in the customer's language"). Locales are `ll`, `ll-CC` or `ll_CC`, looked up as
//! `ll-CC`, then `ll`, then English; `None`, unknown or malformed is English.

use crate::{c_string, check, sys, take_text, Result};
use std::ffi::CString;
use std::ptr;

fn optional(text: Option<&str>, what: &str) -> Result<Option<CString>> {
    text.map(|t| c_string(t, what)).transpose()
}

/// The message of `key` (a `messageKey` such as `validation.length`, or `card.<part>.<reason>`)
/// with `params_json` (a JSON object such as `{"minLength":13,"maxLength":19}`, or `None`) in
/// `locale`, from `catalog_json` (a host's `{"<locale>": {"<template key>": "<template>"}}`) over
/// PaySeal's catalog.
///
/// Errors: [`crate::Status::Argument`] (a key PaySeal has no message for, params lacking one the
/// template names, a catalog template without English's placeholders), [`crate::Status::Json`],
/// [`crate::Status::Limit`].
pub fn message(key: &str, params_json: Option<&str>, locale: Option<&str>, catalog_json: Option<&[u8]>) -> Result<String> {
    let key = c_string(key, "key")?;
    let params = optional(params_json, "params_json")?;
    let locale = optional(locale, "locale")?;
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    let (catalog, catalog_len) = catalog_json.map_or((ptr::null(), 0), |c| (crate::bytes_ptr(c), c.len()));
    // SAFETY: NUL-terminated strings or NULL, catalog_len readable bytes or NULL with 0, valid out places.
    check(unsafe {
        sys::payseal_message(
            key.as_ptr(),
            params.as_ref().map_or(ptr::null(), |p| p.as_ptr()),
            locale.as_ref().map_or(ptr::null(), |l| l.as_ptr()),
            catalog.cast(),
            catalog_len,
            &mut out,
            &mut len,
        )
    })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    unsafe { take_text(out, len, "message") }
}

/// An output of PaySeal's (validation errors, a field check) with every `message` rendered again
/// in `locale`; every other byte as PaySeal wrote it.
///
/// Errors: [`crate::Status::Json`], [`crate::Status::Limit`], [`crate::Status::Argument`].
pub fn localize_messages(output_json: &str, locale: Option<&str>, catalog_json: Option<&[u8]>) -> Result<String> {
    let locale = optional(locale, "locale")?;
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    let (catalog, catalog_len) = catalog_json.map_or((ptr::null(), 0), |c| (crate::bytes_ptr(c), c.len()));
    let json = output_json.as_bytes();
    // SAFETY: json.len() readable bytes, a NUL-terminated locale or NULL, catalog as above, valid out places.
    check(unsafe {
        sys::payseal_messages_localize(
            crate::bytes_ptr(json).cast(),
            json.len(),
            locale.as_ref().map_or(ptr::null(), |l| l.as_ptr()),
            catalog.cast(),
            catalog_len,
            &mut out,
            &mut len,
        )
    })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    unsafe { take_text(out, len, "localize_messages") }
}
