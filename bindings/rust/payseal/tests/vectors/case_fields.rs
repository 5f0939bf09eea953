//! Reading a case's fields: strings, hex, key bytes, [key, value] pairs, and the refusal of
//! strings a NUL-terminated C parameter cannot carry.

use crate::judging::{Fail, Run};
use crate::support::{hex, Json};

const NUL_REASON: &str = "U+0000 in a value the C ABI takes as a NUL-terminated string";

/// The case's `today` as a [`payseal::YearMonth`] (a year or month out of range is the
/// Argument error the library would give).
pub(crate) fn today(c: &Json) -> Result<payseal::YearMonth, Fail> {
    match field(c, "today")?.as_array() {
        Some([y, m]) => {
            let (year, month) = (y.as_u64().unwrap_or(0), m.as_u64().unwrap_or(0));
            Ok(payseal::YearMonth::new(u16::try_from(year).unwrap_or(0), u8::try_from(month).unwrap_or(0))?)
        }
        _ => Err(Fail::Vector("today is not [year, month]".into())),
    }
}

pub(crate) fn field<'a>(c: &'a Json, k: &str) -> Result<&'a Json, Fail> {
    c.get(k).ok_or_else(|| Fail::Vector(format!("missing field {k:?}")))
}

pub(crate) fn str_field<'a>(c: &'a Json, k: &str) -> Result<&'a str, Fail> {
    field(c, k)?.as_str().ok_or_else(|| Fail::Vector(format!("field {k:?} is not a string")))
}

/// A string or null (absent counts as null).
pub(crate) fn opt_str<'a>(c: &'a Json, k: &str) -> Result<Option<&'a str>, Fail> {
    match c.get(k) {
        None | Some(Json::Null) => Ok(None),
        Some(Json::String(s)) => Ok(Some(s)),
        Some(_) => Err(Fail::Vector(format!("field {k:?} is neither a string nor null"))),
    }
}

pub(crate) fn hex_field(c: &Json, k: &str) -> Result<Vec<u8>, Fail> {
    hex(str_field(c, k)?).map_err(|e| Fail::Vector(format!("{k}: {e}")))
}

pub(crate) fn array_hex<const N: usize>(c: &Json, k: &str) -> Result<[u8; N], Fail> {
    let v = hex_field(c, k)?;
    let len = v.len();
    v.try_into().map_err(|_| Fail::Vector(format!("{k}: {len} bytes, expected {N}")))
}

/// Key bytes for the C ABI from {"format", "data"} (VECTORS-FORMAT.md).
pub(crate) fn key_bytes(k: &Json) -> Result<Vec<u8>, Fail> {
    let data = field(k, "data")?;
    match str_field(k, "format")? {
        "der_hex" => hex(data.as_str().ok_or_else(|| Fail::Vector("der_hex data is not a string".into()))?).map_err(Fail::Vector),
        "pem" | "spki_b64" => {
            Ok(data.as_str().ok_or_else(|| Fail::Vector("key data is not a string".into()))?.as_bytes().to_vec())
        }
        "jwk" => Ok(match data {
            Json::String(s) => s.as_bytes().to_vec(),
            other => other.to_text().into_bytes(),
        }),
        other => Err(Fail::Vector(format!("unknown key format {other:?}"))),
    }
}

/// [[key, value], ...] pairs.
pub(crate) fn pairs<'a>(c: &'a Json, k: &str) -> Result<Vec<(&'a str, &'a str)>, Fail> {
    let bad = || Fail::Vector(format!("{k} is not a list of [key, value] string pairs"));
    field(c, k)?
        .as_array()
        .ok_or_else(bad)?
        .iter()
        .map(|p| match p.as_array() {
            Some([Json::String(a), Json::String(b)]) => Ok((a.as_str(), b.as_str())),
            _ => Err(bad()),
        })
        .collect()
}

/// Refuses strings bound for NUL-terminated C parameters that contain U+0000: C would see a
/// shorter string, so a case expecting success cannot be run as written. (The `payseal` crate
/// itself rejects them with PAYSEAL_E_ARGUMENT, which is what an invalid case then sees.)
pub(crate) fn c_strings<'a>(c: &Json, strings: impl IntoIterator<Item = &'a str>) -> Run {
    let expects_success = c.get("result").and_then(Json::as_str) != Some("invalid");
    if expects_success && strings.into_iter().any(|s| s.contains('\0')) {
        return Err(Fail::Inexpressible(NUL_REASON));
    }
    Ok(())
}
