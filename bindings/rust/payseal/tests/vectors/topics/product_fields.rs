//! product-field-check: a product's fields typed key by key.

use crate::case_fields::{c_strings, field, str_field};
use crate::expectations::expect_text;
use crate::judging::{Fail, Run};
use crate::support::Json;

/// Each value of `typed`: after each key, "<state> <messageKey or -> <text>", the text read masked
/// and unmasked; an invalid case checks `value` (its status is judged by the caller).
pub(crate) fn product_field_check(c: &Json) -> Run {
    let product = payseal::Product::parse(field(c, "product")?.to_text())?;
    let field_id = str_field(c, "field")?;
    let today = crate::case_fields::today(c)?;
    if let Some(value) = c.get("value").and_then(Json::as_str) {
        c_strings(c, [field_id, value])?;
        product.check_field(field_id, value, Some(today))?;
        return Ok(());
    }
    let mask = product.field(field_id).ok_or_else(|| Fail::Vector(format!("the product has no field {field_id}")))?.mask.clone();
    let typed = field(c, "typed")?.as_array().ok_or_else(|| Fail::Vector("typed is not a list".into()))?;
    for value in typed {
        let keys = str_field(value, "keys")?;
        let steps = field(value, "steps")?.as_array().ok_or_else(|| Fail::Vector("steps is not a list".into()))?;
        let left: Vec<char> = value.get("left").and_then(Json::as_str).unwrap_or("").chars().collect();
        let key_list: Vec<char> = keys.chars().collect();
        let mut previous = String::new();
        for (index, step) in steps.iter().enumerate() {
            let step = step.as_str().ok_or_else(|| Fail::Vector("a step is not a string".into()))?;
            let mut parts = step.splitn(3, ' ');
            let (state, key, text) = match (parts.next(), parts.next(), parts.next()) {
                (Some(state), Some(key), Some(text)) => (state, key, text),
                _ => return Err(Fail::Vector(format!("step {step:?} is not \"<state> <messageKey> <text>\""))),
            };
            if index > 0 {
                // The text after one more key typed at the end, through the field's editor.
                let caret = previous.encode_utf16().count();
                let typed_key = key_list.get(index - 1).map(char::to_string).unwrap_or_default();
                let edited = product.edit_field(field_id, &previous, caret, caret, &typed_key)?;
                expect_text(&format!("{keys} after {index} keys, typed"), &edited.text, text)?;
            }
            previous = text.to_owned();
            if let Some(state) = left.get(index) {
                let got = product.check_field_final(field_id, text, Some(today))?;
                let short = match got.state.as_str() {
                    "valid" => "v",
                    "invalid" => "x",
                    _ => "?",
                };
                let line = format!("{short} {}", got.error.as_ref().map_or("-", |e| e.message_key.as_str()));
                expect_text(&format!("{keys} after {index} keys, left"), &line, &format!("{state} {key}"))?;
            }
            // Unmasked too, where the mask writes the text as it is (not a year digit held past it).
            let (unmasked, as_written) = match &mask {
                Some(mask) => (mask.unformat(text)?, mask.format(text)? == text),
                None => (text.to_owned(), true),
            };
            let forms = if as_written { vec![text, unmasked.as_str()] } else { vec![text] };
            for form in forms {
                let got = product.check_field(field_id, form, Some(today))?;
                let line = format!("{} {}", got.state, got.error.as_ref().map_or("-", |e| e.message_key.as_str()));
                expect_text(&format!("{keys} after {index} keys, {form:?}"), &line, &format!("{state} {key}"))?;
            }
        }
    }
    Ok(())
}
