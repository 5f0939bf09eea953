//! messages: a key with params in a locale (op "message"), an output's messages rendered again
//! (op "localize", byte for byte).

use crate::case_fields::{c_strings, field, opt_str, str_field};
use crate::expectations::expect_text;
use crate::judging::Run;
use crate::support::Json;

pub(crate) fn messages(c: &Json) -> Run {
    let locale = opt_str(c, "locale")?;
    let catalog = match c.get("catalog") {
        None | Some(Json::Null) => None,
        Some(catalog) => Some(catalog.to_text()),
    };
    let got = if str_field(c, "op")? == "message" {
        let key = str_field(c, "key")?;
        c_strings(c, [key].into_iter().chain(locale))?;
        let params = match c.get("params") {
            None | Some(Json::Null) => None,
            Some(params) => Some(params.to_text()),
        };
        payseal::message(key, params.as_deref(), locale, catalog.as_deref().map(str::as_bytes))?
    } else {
        c_strings(c, locale)?;
        payseal::localize_messages(str_field(c, "json")?, locale, catalog.as_deref().map(str::as_bytes))?
    };
    expect_text("message", &got, str_field(c, "expected")?)
}
