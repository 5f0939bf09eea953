//! Card-brand topics: card-brands, card-check, card-as-you-type, pan-format, pan-edit.

use crate::case_fields::{c_strings, field, opt_str, str_field};
use crate::expectations::{expect_eq, expect_text};
use crate::judging::{Fail, Run};
use crate::support::{semantic_eq, Json};

/// The case's table: "table_text" (raw JSON text), else "table" (null: the built-in table; any
/// other JSON value: serialized compactly, then parsed).
pub(crate) fn card_brands_of(c: &Json) -> Result<payseal::CardBrands, Fail> {
    if c.get("table_text").is_some() {
        return Ok(payseal::CardBrands::parse(str_field(c, "table_text")?)?);
    }
    match c.get("table") {
        None | Some(Json::Null) => Ok(payseal::CardBrands::built_in()?),
        Some(table) => Ok(payseal::CardBrands::parse(&table.to_text())?),
    }
}

pub(crate) fn card_brands(c: &Json) -> Run {
    let pan = str_field(c, "pan")?;
    c_strings(c, [pan])?;
    let got = card_brands_of(c)?.brand(pan)?;
    expect_eq("brand", got.as_deref(), opt_str(c, "expected")?)
}

pub(crate) fn card_check(c: &Json) -> Run {
    let (pan, expiry, cvc) = (str_field(c, "pan")?, opt_str(c, "expiry")?.unwrap_or(""), opt_str(c, "cvc")?.unwrap_or(""));
    c_strings(c, [pan, expiry, cvc])?;
    let accepted: Option<Vec<&str>> = match c.get("accepted") {
        None | Some(Json::Null) => None,
        Some(Json::Array(names)) => Some(
            names
                .iter()
                .map(|n| n.as_str().ok_or_else(|| Fail::Vector("accepted holds a non-string".into())))
                .collect::<Result<_, _>>()?,
        ),
        Some(_) => return Err(Fail::Vector("accepted is neither null nor a list".into())),
    };
    let today = crate::case_fields::today(c)?;
    let (brands, names) = (card_brands_of(c)?, accepted.as_ref().map(|a| a as &dyn payseal::BrandNames));
    let got = if matches!(c.get("final"), Some(Json::Bool(true))) {
        brands.check_final(pan, expiry, cvc, names, Some(today))?
    } else {
        brands.check(pan, expiry, cvc, names, Some(today))?
    };
    let part = |p: &payseal::CardPart| {
        let mut members = vec![("state".to_string(), Json::String(p.state().into()))];
        members.extend(p.reason().map(|r| ("reason".to_string(), Json::String(r.into()))));
        members
    };
    let mut pan_part = part(&got.pan);
    pan_part.push(("maxLength".into(), Json::Number(got.max_length.to_string())));
    pan_part.push(("advance".into(), Json::Bool(got.advance)));
    let mut expiry_part = part(&got.expiry);
    expiry_part.push(("advance".into(), Json::Bool(got.expiry_advance)));
    let got_json = Json::Object(vec![
        ("brand".into(), got.brand.clone().map_or(Json::Null, Json::String)),
        ("pan".into(), Json::Object(pan_part)),
        ("cvc".into(), Json::Object(part(&got.cvc))),
        ("expiry".into(), Json::Object(expiry_part)),
        ("complete".into(), Json::Bool(got.complete)),
    ]);
    let want = field(c, "expected")?;
    if semantic_eq(&got_json, want) {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("check: got {}, expected {}", got_json.to_text(), want.to_text())))
    }
}

/// card-as-you-type: the check of each prefix of `pan`, written "<brand> <state> <reason> <maxLength> <advance>".
pub(crate) fn card_as_you_type(c: &Json) -> Run {
    let pan = str_field(c, "pan")?;
    c_strings(c, [pan])?;
    let accepted: Option<Vec<&str>> = match c.get("accepted") {
        None | Some(Json::Null) => None,
        Some(Json::Array(names)) => Some(names.iter().filter_map(|n| n.as_str()).collect()),
        Some(_) => return Err(Fail::Vector("accepted is neither null nor a list".into())),
    };
    let today = crate::case_fields::today(c)?;
    let steps = field(c, "expected")?.as_array().ok_or_else(|| Fail::Vector("expected is not a list".into()))?;
    if steps.len() != pan.chars().count() {
        return Err(Fail::Vector("expected is not one entry per digit of pan".into()));
    }
    let table = card_brands_of(c)?;
    for (n, (end, _)) in pan.char_indices().skip(1).chain([(pan.len(), ' ')]).enumerate() {
        let got = table.check(&pan[..end], "", "", accepted.as_ref().map(|a| a as &dyn payseal::BrandNames), Some(today))?;
        let line = format!(
            "{} {} {} {} {}",
            got.brand.as_deref().unwrap_or("null"),
            got.pan.state(),
            got.pan.reason().unwrap_or("-"),
            got.max_length,
            if got.advance { "advance" } else { "-" }
        );
        expect_text(&format!("after {} digits", n + 1), &line, steps[n].as_str().unwrap_or("?"))?;
    }
    Ok(())
}

pub(crate) fn pan_format(c: &Json) -> Run {
    let pan = str_field(c, "pan")?;
    c_strings(c, [pan])?;
    expect_text("pan", &card_brands_of(c)?.format_pan(pan)?, str_field(c, "expected")?)
}

pub(crate) fn pan_edit(c: &Json) -> Run {
    let (text, replacement) = (str_field(c, "text")?, opt_str(c, "replacement")?.unwrap_or(""));
    c_strings(c, [text, replacement])?;
    let number =
        |k: &str| field(c, k)?.as_u64().map(|n| n as usize).ok_or_else(|| Fail::Vector(format!("{k} is not a position")));
    let got = card_brands_of(c)?.edit_pan(text, number("start")?, number("end")?, replacement)?;
    let want = field(c, "expected")?;
    expect_text("text", &got.text, str_field(want, "text")?)?;
    expect_eq("caret", got.caret as u64, field(want, "caret")?.as_u64().unwrap_or(u64::MAX))?;
    super::card_fields::expect_cut_or_refused(&got, want)
}
