//! Card-input topics: masks, validation, iin.

use crate::case_fields::{c_strings, field, opt_str, str_field};
use crate::expectations::{expect_eq, expect_text};
use crate::judging::{Fail, Run};
use crate::support::Json;

pub(crate) fn masks(c: &Json) -> Run {
    let op = str_field(c, "op")?;
    let strings: Vec<&str> =
        ["mask", "value", "text", "replacement"].iter().filter_map(|k| c.get(k).and_then(Json::as_str)).collect();
    c_strings(c, strings)?;
    let mask = payseal::Mask::new(str_field(c, "mask")?)?;
    let number =
        |k: &str| field(c, k)?.as_u64().map(|n| n as usize).ok_or_else(|| Fail::Vector(format!("{k} is not a position")));
    match op {
        "format" | "unformat" => {
            let value = str_field(c, "value")?;
            let got = if op == "format" { mask.format(value)? } else { mask.unformat(value)? };
            expect_text(op, &got, str_field(c, "expected")?)
        }
        "edit" => {
            let got = mask.edit(str_field(c, "text")?, number("start")?, number("end")?, str_field(c, "replacement")?)?;
            let want = field(c, "expected")?;
            expect_text("text", &got.text, str_field(want, "text")?)?;
            expect_eq("caret", got.caret as u64, field(want, "caret")?.as_u64().unwrap_or(u64::MAX))
        }
        other => Err(Fail::Vector(format!("unknown op {other:?}"))),
    }
}

pub(crate) fn validation(c: &Json) -> Run {
    let value = str_field(c, "value")?;
    c_strings(c, [value])?;
    let today = crate::case_fields::today(c)?;
    let errors = payseal::validate_value(&field(c, "data_restrictions")?.to_text(), value, Some(today))?;
    let want = field(c, "expected_errors")?.as_array().ok_or_else(|| Fail::Vector("expected_errors is not a list".into()))?;
    let same = errors.len() == want.len()
        && errors.iter().zip(want).all(|(got, want)| {
            want.get("type").and_then(Json::as_str) == Some(got.kind.as_str())
                && match want.get("params") {
                    Some(Json::Object(members)) => {
                        members.len() == got.params.len()
                            && members.iter().zip(&got.params).all(|((name, value), (got_name, got_value))| {
                                name == got_name
                                    && match (value, got_value) {
                                        (Json::Number(n), payseal::Param::Integer(i)) => n.parse::<i64>().ok() == Some(*i),
                                        (Json::String(s), payseal::Param::Text(t)) => s == t,
                                        (Json::Array(items), payseal::Param::Texts(texts)) => {
                                            items.len() == texts.len()
                                                && items.iter().zip(texts).all(|(a, b)| a.as_str() == Some(b.as_str()))
                                        }
                                        _ => false,
                                    }
                            })
                    }
                    _ => false,
                }
        });
    if same {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("errors {errors:?}, expected {}", field(c, "expected_errors")?.to_text())))
    }
}

/// validation-messages: as validation, comparing type, messageKey and message (params are the
/// validation topic's).
pub(crate) fn validation_messages(c: &Json) -> Run {
    let value = str_field(c, "value")?;
    c_strings(c, [value])?;
    let today = crate::case_fields::today(c)?;
    let errors = payseal::validate_value(field(c, "data_restrictions")?.to_text(), value, Some(today))?;
    let got: Vec<Json> = errors
        .into_iter()
        .map(|e| {
            Json::Object(vec![
                ("type".into(), Json::String(e.kind)),
                ("messageKey".into(), Json::String(e.message_key)),
                ("message".into(), Json::String(e.message)),
            ])
        })
        .collect();
    let want: Vec<Json> = field(c, "expected_errors")?
        .as_array()
        .ok_or_else(|| Fail::Vector("expected_errors is not a list".into()))?
        .iter()
        .map(|w| {
            Json::Object(
                ["type", "messageKey", "message"]
                    .iter()
                    .map(|k| (k.to_string(), w.get(k).cloned().unwrap_or(Json::Null)))
                    .collect(),
            )
        })
        .collect();
    expect_text("errors", &Json::Array(got).to_text(), &Json::Array(want).to_text())
}

pub(crate) fn iin(c: &Json) -> Run {
    match str_field(c, "op")? {
        "bin" => {
            let number = str_field(c, "card_number")?;
            c_strings(c, [number])?;
            let got = payseal::iin_bin(number)?;
            expect_eq("bin", got.as_deref(), opt_str(c, "expected_bin")?)
        }
        "result" => {
            let status = field(c, "http_status")?.as_u64().ok_or_else(|| Fail::Vector("http_status".into()))?;
            let status = u16::try_from(status).map_err(|_| Fail::Inexpressible("an HTTP status over 65535 (u16)"))?;
            let got = payseal::iin_result(status, str_field(c, "body")?)?;
            expect_text("result", got.as_json(), &field(c, "expected")?.to_text())
        }
        "trigger" => {
            let (number, previous) = (str_field(c, "card_number")?, str_field(c, "previous_card_number")?);
            c_strings(c, [number, previous])?;
            let got = payseal::iin_needs_new_details(number, previous)?;
            expect_eq("needed", Json::Bool(got).to_text(), field(c, "expected_needed")?.to_text())
        }
        other => Err(Fail::Vector(format!("unknown op {other:?}"))),
    }
}
