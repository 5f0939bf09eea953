//! The card-editing topic, by `op`: mask-delete, pan-delete, expiry-edit, expiry-delete and
//! cvc-edit (`expected` {text, caret}, and `truncated` and `refused` where given); brand-info, brands-json and brand-candidates (`expected` JSON,
//! compared as parsed).

use super::card_brands::card_brands_of;
use crate::case_fields::{c_strings, field, opt_str, str_field};
use crate::expectations::{expect_eq, expect_text};
use crate::judging::{Fail, Run};
use crate::support::{parse, semantic_eq, Json};

fn position(c: &Json, k: &str) -> Result<usize, Fail> {
    field(c, k)?.as_u64().map(|n| n as usize).ok_or_else(|| Fail::Vector(format!("{k} is not a position")))
}

fn forward(c: &Json) -> Result<bool, Fail> {
    field(c, "forward")?.as_bool().ok_or_else(|| Fail::Vector("forward is not a boolean".into()))
}

fn expect_json(got: &str, want: &Json) -> Run {
    let parsed = parse(got).map_err(|e| Fail::Mismatch(format!("output is not JSON ({e}): {got}")))?;
    if semantic_eq(&parsed, want) {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("got {got}, expected {}", want.to_text())))
    }
}

/// The card fields' edits also say whether a paste was cut or refused: checked where `expected`
/// gives them.
pub(crate) fn expect_cut_or_refused(got: &payseal::MaskEdit, want: &Json) -> Run {
    if let Some(truncated) = want.get("truncated") {
        expect_eq("truncated", Some(got.truncated), truncated.as_bool())?;
    }
    if let Some(refused) = want.get("refused") {
        expect_eq("refused", got.refused.as_deref(), if refused.is_null() { None } else { refused.as_str() })?;
    }
    Ok(())
}

pub(crate) fn card_editing(c: &Json) -> Run {
    let op = str_field(c, "op")?;
    let (text, replacement) = (opt_str(c, "text")?.unwrap_or(""), opt_str(c, "replacement")?.unwrap_or(""));
    c_strings(c, [text, replacement, opt_str(c, "mask")?.unwrap_or(""), opt_str(c, "pan")?.unwrap_or("")])?;
    let edit = match op {
        "mask-delete" => Some(payseal::Mask::new(str_field(c, "mask")?)?.delete(
            text,
            position(c, "start")?,
            position(c, "end")?,
            forward(c)?,
        )?),
        "pan-delete" => Some(card_brands_of(c)?.delete_pan(text, position(c, "start")?, position(c, "end")?, forward(c)?)?),
        "expiry-edit" => Some(payseal::edit_expiry(text, position(c, "start")?, position(c, "end")?, replacement)?),
        "expiry-delete" => Some(payseal::delete_expiry(text, position(c, "start")?, position(c, "end")?, forward(c)?)?),
        "cvc-edit" => Some(card_brands_of(c)?.edit_cvc(
            text,
            position(c, "start")?,
            position(c, "end")?,
            replacement,
            opt_str(c, "name")?,
        )?),
        _ => None,
    };
    if let Some(got) = edit {
        let want = field(c, "expected")?;
        expect_text("text", &got.text, str_field(want, "text")?)?;
        expect_eq("caret", got.caret as u64, field(want, "caret")?.as_u64().unwrap_or(u64::MAX))?;
        return expect_cut_or_refused(&got, want);
    }
    let brands = card_brands_of(c)?;
    let got = match op {
        "brand-info" => {
            let info = brands.info(str_field(c, "name")?)?;
            let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
            let mut text = format!(
                r#"{{"name":{},"panLengths":[{}],"cvcLengths":[{}],"format":[{}],"advanceLength":{}"#,
                Json::String(info.name.clone()).to_text(),
                list(&info.pan_lengths),
                list(&info.cvc_lengths),
                list(&info.format),
                info.advance_length
            );
            if !info.advance_lengths.is_empty() {
                let ranges: Vec<String> = info
                    .advance_lengths
                    .iter()
                    .map(|(range, n)| format!("{}:{}", Json::String(range.clone()).to_text(), n))
                    .collect();
                text += &format!(r#","advanceLengths":{{{}}}"#, ranges.join(","));
            }
            if !info.format_by_length.is_empty() {
                let lengths: Vec<String> =
                    info.format_by_length.iter().map(|(n, groups)| format!(r#""{}":[{}]"#, n, list(groups))).collect();
                text += &format!(r#","formatByLength":{{{}}}"#, lengths.join(","));
            }
            text + "}"
        }
        "brands-json" => brands.table_json()?,
        "cvc-mask" => Json::String(brands.cvc_mask(opt_str(c, "name")?)?).to_text(),
        "brand-candidates" => {
            let names = brands.candidates(str_field(c, "pan")?)?;
            Json::Array(names.into_iter().map(Json::String).collect()).to_text()
        }
        _ => return Err(Fail::Vector(format!("unknown op {op}"))),
    };
    expect_json(&got, field(c, "expected")?)
}
