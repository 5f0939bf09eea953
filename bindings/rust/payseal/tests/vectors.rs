//! Runs every Vectors/*.json file whose topic is expressible through the C ABI, through the
//! safe `payseal` API (format: VECTORS-FORMAT.md; the files' own "notes" give each runner).
//!
//! Prints one line per file, "<file>: N passed, M failed, K skipped", and fails if any case
//! fails. Vectors directory: $PAYSEAL_VECTORS_DIR, else <repo>/Vectors.

mod support;

use payseal::{DeviceMetadata, PaymentRequest, PrivateKey, PublicKey};
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use support::{hex, semantic_eq, to_hex, Json};

/// Topics the C ABI cannot express (internal primitives): whole file skipped.
const NOT_EXPRESSIBLE: &[&str] = &["a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "base64"];

const SMALL_KEY_REASON: &str = "test_allow_small_key: key below 2048 bits, refused by the C ABI's policy";
const NUL_REASON: &str = "U+0000 in a value the C ABI takes as a NUL-terminated string";

fn vectors_dir() -> PathBuf {
    match std::env::var_os("PAYSEAL_VECTORS_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../Vectors"),
    }
}

/// Why a case did not produce the expected outcome.
enum Fail {
    /// A PaySeal call failed.
    Api(payseal::Error),
    /// The calls succeeded but an output differs.
    Mismatch(String),
    /// The vector itself lacks a field or holds an unusable value.
    Vector(String),
    /// The case cannot be expressed through the C ABI (a skip, not a failure, for cases
    /// expected to succeed).
    Inexpressible(&'static str),
}

impl From<payseal::Error> for Fail {
    fn from(e: payseal::Error) -> Fail {
        Fail::Api(e)
    }
}

enum Outcome {
    Pass,
    Fail(String),
    Skip(&'static str),
}

type Run = Result<(), Fail>;

// ---------------------------------------------------------------------------------------------
// Field access
// ---------------------------------------------------------------------------------------------

fn field<'a>(c: &'a Json, k: &str) -> Result<&'a Json, Fail> {
    c.get(k).ok_or_else(|| Fail::Vector(format!("missing field {k:?}")))
}

fn str_field<'a>(c: &'a Json, k: &str) -> Result<&'a str, Fail> {
    field(c, k)?.as_str().ok_or_else(|| Fail::Vector(format!("field {k:?} is not a string")))
}

/// A string or null (absent counts as null).
fn opt_str<'a>(c: &'a Json, k: &str) -> Result<Option<&'a str>, Fail> {
    match c.get(k) {
        None | Some(Json::Null) => Ok(None),
        Some(Json::String(s)) => Ok(Some(s)),
        Some(_) => Err(Fail::Vector(format!("field {k:?} is neither a string nor null"))),
    }
}

fn hex_field(c: &Json, k: &str) -> Result<Vec<u8>, Fail> {
    hex(str_field(c, k)?).map_err(|e| Fail::Vector(format!("{k}: {e}")))
}

fn array_hex<const N: usize>(c: &Json, k: &str) -> Result<[u8; N], Fail> {
    let v = hex_field(c, k)?;
    let len = v.len();
    v.try_into().map_err(|_| Fail::Vector(format!("{k}: {len} bytes, expected {N}")))
}

/// Key bytes for the C ABI from {"format", "data"} (VECTORS-FORMAT.md).
fn key_bytes(k: &Json) -> Result<Vec<u8>, Fail> {
    let data = field(k, "data")?;
    match str_field(k, "format")? {
        "der_hex" => hex(data.as_str().ok_or_else(|| Fail::Vector("der_hex data is not a string".into()))?)
            .map_err(Fail::Vector),
        "pem" | "spki_b64" => Ok(data
            .as_str()
            .ok_or_else(|| Fail::Vector("key data is not a string".into()))?
            .as_bytes()
            .to_vec()),
        "jwk" => Ok(match data {
            Json::String(s) => s.as_bytes().to_vec(),
            other => other.to_text().into_bytes(),
        }),
        other => Err(Fail::Vector(format!("unknown key format {other:?}"))),
    }
}

/// [[key, value], ...] pairs.
fn pairs<'a>(c: &'a Json, k: &str) -> Result<Vec<(&'a str, &'a str)>, Fail> {
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
fn c_strings<'a>(c: &Json, strings: impl IntoIterator<Item = &'a str>) -> Run {
    let expects_success = c.get("result").and_then(Json::as_str) != Some("invalid");
    if expects_success && strings.into_iter().any(|s| s.contains('\0')) {
        return Err(Fail::Inexpressible(NUL_REASON));
    }
    Ok(())
}

fn expect_eq<T: PartialEq + std::fmt::Debug>(what: &str, got: T, want: T) -> Run {
    if got == want {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("{what}: got {got:?}, expected {want:?}")))
    }
}

/// Like expect_eq for text, but long values are shown around their first difference.
fn expect_text(what: &str, got: &str, want: &str) -> Run {
    if got == want {
        return Ok(());
    }
    if got.len() + want.len() <= 400 {
        return Err(Fail::Mismatch(format!("{what}: got {got:?}, expected {want:?}")));
    }
    let at = got.bytes().zip(want.bytes()).take_while(|(a, b)| a == b).count();
    let around = |s: &str| {
        let start = s.char_indices().map(|(i, _)| i).take_while(|&i| i + 40 <= at).last().unwrap_or(0);
        s[start..].chars().take(80).collect::<String>()
    };
    Err(Fail::Mismatch(format!(
        "{what}: {} vs {} bytes, first difference at byte {at}: got …{:?}…, expected …{:?}…",
        got.len(),
        want.len(),
        around(got),
        around(want)
    )))
}

fn expect_bits(key: &PublicKey, c: &Json) -> Run {
    if let Some(b) = c.get("bits") {
        let want = b
            .as_u64()
            .or_else(|| b.as_str().and_then(|s| s.parse().ok()))
            .ok_or_else(|| Fail::Vector("bits is not a number".into()))?;
        expect_eq("bits", u64::from(key.bits()), want)?;
    }
    Ok(())
}

fn expect_kid(key: &PublicKey, c: &Json) -> Run {
    if c.get("kid").is_some() {
        expect_eq("kid", key.key_id().as_deref(), opt_str(c, "kid")?)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

fn jwe_decrypt(c: &Json) -> Run {
    let key = PrivateKey::parse(key_bytes(field(c, "private_key")?)?)?;
    let pt = key.decrypt(str_field(c, "compact")?)?;
    if c.get("plaintext_hex").is_some() {
        expect_text("plaintext", &to_hex(&pt), &to_hex(&hex_field(c, "plaintext_hex")?))?;
    }
    Ok(())
}

fn jwe_encrypt_kat(c: &Json) -> Run {
    let kid = opt_str(c, "kid")?;
    c_strings(c, kid)?;
    let key = PublicKey::parse(key_bytes(field(c, "public_key")?)?, kid)?;
    expect_bits(&key, c)?;
    expect_eq("key id", key.key_id().as_deref(), kid)?;
    let pt = hex_field(c, "plaintext_hex")?;
    let cek: [u8; 64] = array_hex(c, "cek_hex")?;
    let iv: [u8; 16] = array_hex(c, "iv_hex")?;
    let seed: [u8; 20] = array_hex(c, "oaep_seed_hex")?;
    let jwe = key.encrypt_kat(&pt, &cek, &iv, &seed)?;
    let want = str_field(c, "compact")?;
    match c.get("check_parts") {
        None | Some(Json::Null) => expect_text("compact", &jwe, want)?,
        Some(parts) => {
            let idx = parts.as_array().ok_or_else(|| Fail::Vector("check_parts is not a list".into()))?;
            let (got, exp): (Vec<&str>, Vec<&str>) = (jwe.split('.').collect(), want.split('.').collect());
            expect_eq("number of parts", got.len(), exp.len())?;
            for i in idx {
                let i = i.as_u64().ok_or_else(|| Fail::Vector("check_parts entry is not an index".into()))? as usize;
                if i >= exp.len() {
                    return Err(Fail::Vector(format!("check_parts index {i} out of range")));
                }
                expect_text(&format!("part {i}"), got[i], exp[i])?;
            }
        }
    }
    let private = PrivateKey::parse(key_bytes(field(c, "private_key")?)?)?;
    expect_text("decrypted plaintext", &to_hex(&private.decrypt(&jwe)?), &to_hex(&pt))
}

fn public_key_parse(c: &Json) -> Run {
    let input = field(c, "input")?;
    let bytes = if str_field(input, "format")? == "repeat" {
        let b = hex(str_field(input, "byte")?).map_err(Fail::Vector)?;
        let n = field(input, "count")?.as_u64().ok_or_else(|| Fail::Vector("count is not a number".into()))?;
        b.repeat(n as usize)
    } else if input.get("hex").is_some() {
        hex_field(input, "hex")?
    } else {
        str_field(input, "text")?.as_bytes().to_vec()
    };
    let key_id = opt_str(c, "key_id")?;
    c_strings(c, key_id)?;
    let key = PublicKey::parse(&bytes, key_id)?;
    expect_bits(&key, c)?;
    expect_kid(&key, c)
}

fn client_api_key(c: &Json) -> Run {
    let bytes = match c.get("json_hex") {
        Some(_) => hex_field(c, "json_hex")?,
        None => str_field(c, "json_text")?.as_bytes().to_vec(),
    };
    let key = PublicKey::from_client_api(&bytes)?;
    expect_bits(&key, c)?;
    expect_kid(&key, c)
}

/// PaymentRequest from client_session_id, payment_product_id, values, account_on_file_id,
/// tokenize (the payment-payload and prepare-round-trip fields).
fn payment_request(c: &Json) -> Result<PaymentRequest, Fail> {
    let (session, product) = (str_field(c, "client_session_id")?, str_field(c, "payment_product_id")?);
    let values = pairs(c, "values")?;
    let aof = opt_str(c, "account_on_file_id")?;
    c_strings(c, [session, product].into_iter().chain(aof).chain(values.iter().flat_map(|(k, v)| [*k, *v])))?;
    let mut r = PaymentRequest::new(session, product)?;
    for (k, v) in values {
        r.set_value(k, v)?;
    }
    if let Some(id) = aof {
        r.set_account_on_file(Some(id))?;
    }
    if let Some(t) = c.get("tokenize") {
        r.set_tokenize(t.as_bool().ok_or_else(|| Fail::Vector("tokenize is not a bool".into()))?)?;
    }
    Ok(r)
}

/// DeviceMetadata::new() with the [key, value] pairs of field `k` set in order.
fn metadata(c: &Json, k: &str) -> Result<DeviceMetadata, Fail> {
    let set = pairs(c, k)?;
    c_strings(c, set.iter().flat_map(|(k, v)| [*k, *v]))?;
    let mut m = DeviceMetadata::new()?;
    for (k, v) in set {
        m.set(k, v)?;
    }
    Ok(m)
}

fn payment_payload(c: &Json) -> Run {
    let r = payment_request(c)?;
    let nonce = str_field(c, "nonce")?;
    c_strings(c, [nonce])?;
    let json = r.payload(nonce)?;
    if c.get("expected_json").is_none() {
        return Ok(());
    }
    let want = str_field(c, "expected_json")?;
    if opt_str(c, "compare")? == Some("semantic") {
        let got_v = support::parse(&json).map_err(|e| Fail::Mismatch(format!("payload is not JSON ({e}): {json}")))?;
        let want_v = support::parse(want).map_err(|e| Fail::Vector(format!("expected_json: {e}")))?;
        if !semantic_eq(&got_v, &want_v) {
            return Err(Fail::Mismatch(format!("payload (semantic): got {json}, expected {want}")));
        }
        Ok(())
    } else {
        expect_text("payload", &json, want)
    }
}

fn device_metadata(c: &Json) -> Run {
    let m = metadata(c, "set")?;
    let json = m.json()?;
    let b64 = m.encode()?;
    if c.get("expected_json").is_some() {
        expect_text("json", &json, str_field(c, "expected_json")?)?;
    }
    if c.get("expected_base64").is_some() {
        expect_text("base64", &b64, str_field(c, "expected_base64")?)?;
    }
    Ok(())
}

/// Not in VECTORS-FORMAT.md; runner from the file's notes: prepare with the client_api_json
/// key, decrypt encryptedFields with private_key; the payload must equal
/// expected_payload_json with "NONCE" (quoted) replaced by the decrypted nonce (a lowercase
/// UUID v4), and encodedClientMetaInfo must be base64 of expected_metadata_json.
fn prepare_round_trip(c: &Json) -> Run {
    let key = PublicKey::from_client_api(str_field(c, "client_api_json")?)?;
    let private = PrivateKey::parse(key_bytes(field(c, "private_key")?)?)?;
    let r = payment_request(c)?;
    let m = metadata(c, "metadata_set")?;
    let prepared = r.prepare(&key, Some(&m))?;

    let pt = private.decrypt(&prepared.encrypted_fields)?;
    let payload = String::from_utf8(pt).map_err(|_| Fail::Mismatch("decrypted payload is not UTF-8".into()))?;
    let parsed = support::parse(&payload).map_err(|e| Fail::Mismatch(format!("decrypted payload is not JSON: {e}")))?;
    let nonce = parsed
        .get("nonce")
        .and_then(Json::as_str)
        .ok_or_else(|| Fail::Mismatch(format!("no string nonce in the payload: {payload}")))?;
    if !is_uuid_v4_lower(nonce) {
        return Err(Fail::Mismatch(format!("nonce {nonce:?} is not a lowercase UUID v4")));
    }
    let want = str_field(c, "expected_payload_json")?.replace("\"NONCE\"", &format!("\"{nonce}\""));
    expect_text("payload", &payload, &want)?;

    let want_meta = str_field(c, "expected_metadata_json")?;
    expect_text("metadata json", &m.json()?, want_meta)?;
    expect_text("encodedClientMetaInfo", &prepared.encoded_client_meta_info, &support::base64(want_meta.as_bytes()))
}

fn is_uuid_v4_lower(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 36
        && b.iter().enumerate().all(|(i, &c)| match i {
            8 | 13 | 18 | 23 => c == b'-',
            _ => matches!(c, b'0'..=b'9' | b'a'..=b'f'),
        })
        && b[14] == b'4'
        && matches!(b[19], b'8' | b'9' | b'a' | b'b')
}

fn masks(c: &Json) -> Run {
    let op = str_field(c, "op")?;
    let strings: Vec<&str> = ["mask", "value", "text", "replacement"].iter().filter_map(|k| c.get(k).and_then(Json::as_str)).collect();
    c_strings(c, strings)?;
    let mask = payseal::Mask::new(str_field(c, "mask")?)?;
    let number = |k: &str| field(c, k)?.as_u64().map(|n| n as usize).ok_or_else(|| Fail::Vector(format!("{k} is not a position")));
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

fn validation(c: &Json) -> Run {
    let value = str_field(c, "value")?;
    c_strings(c, [value])?;
    let today = match field(c, "today")?.as_array() {
        Some([y, m]) => (y.as_u64().unwrap_or(0) as i32, m.as_u64().unwrap_or(0) as i32),
        _ => return Err(Fail::Vector("today is not [year, month]".into())),
    };
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
                                            items.len() == texts.len() && items.iter().zip(texts).all(|(a, b)| a.as_str() == Some(b.as_str()))
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

fn iin(c: &Json) -> Run {
    match str_field(c, "op")? {
        "bin" => {
            let number = str_field(c, "card_number")?;
            c_strings(c, [number])?;
            let got = payseal::iin_bin(number)?;
            expect_eq("bin", got.as_deref(), opt_str(c, "expected_bin")?)
        }
        "result" => {
            let status = field(c, "http_status")?.as_u64().ok_or_else(|| Fail::Vector("http_status".into()))? as i32;
            let got = payseal::iin_result(status, str_field(c, "body")?.as_bytes())?;
            expect_text("result", &got, &field(c, "expected")?.to_text())
        }
        other => Err(Fail::Vector(format!("unknown op {other:?}"))),
    }
}

fn client_api_request(c: &Json) -> Run {
    let s = field(c, "session")?;
    let names = ["client_session_id", "customer_id", "client_api_url", "asset_url"];
    let values: Vec<&str> = names.iter().map(|n| str_field(s, n)).collect::<Result<_, _>>()?;
    c_strings(c, values.iter().copied())?;
    let session = payseal::Session::new(values[0], values[1], values[2], values[3])?;
    let mut metadata = payseal::DeviceMetadata::new()?;
    for (key, value) in pairs(c, "metadata")? {
        metadata.set(key, value)?;
    }
    let json = |k: &str| match c.get(k) {
        None | Some(Json::Null) => None,
        Some(v) => Some(v.to_text()),
    };
    let (context, params) = (json("context"), json("params"));
    let got = session.request(str_field(c, "operation")?, context.as_deref(), params.as_deref(), Some(&metadata))?;
    expect_text("request", &got, &field(c, "expected")?.to_text())
}

fn products(c: &Json) -> Run {
    let product = payseal::Product::parse(str_field(c, "json_text")?)?;
    expect_text("product", &product.json()?, &field(c, "expected")?.to_text())
}

fn request_validation(c: &Json) -> Run {
    let product = payseal::Product::parse(&field(c, "product")?.to_text())?;
    let id = field(field(c, "product")?, "id")?.to_text().trim_matches('"').to_string();
    let mut request = payseal::PaymentRequest::new("session", &id)?;
    request.set_product(&product)?;
    if let Some(account) = opt_str(c, "account_on_file")? {
        request.set_account_on_file(Some(account))?;
    }
    for (key, value) in pairs(c, "values")? {
        request.set_value(key, value)?;
    }
    let today = match field(c, "today")?.as_array() {
        Some([y, m]) => (y.as_u64().unwrap_or(0) as i32, m.as_u64().unwrap_or(0) as i32),
        _ => return Err(Fail::Vector("today is not [year, month]".into())),
    };
    expect_text("errors", &request.validate(Some(today))?, &field(c, "expected_errors")?.to_text())
}

/// The case's table: "table_text" (raw JSON text), else "table" (null: the built-in table; any
/// other JSON value: serialized compactly, then parsed).
fn card_brands_of(c: &Json) -> Result<payseal::CardBrands, Fail> {
    if c.get("table_text").is_some() {
        return Ok(payseal::CardBrands::parse(str_field(c, "table_text")?)?);
    }
    match c.get("table") {
        None | Some(Json::Null) => Ok(payseal::CardBrands::default()?),
        Some(table) => Ok(payseal::CardBrands::parse(&table.to_text())?),
    }
}

fn card_brands(c: &Json) -> Run {
    let pan = str_field(c, "pan")?;
    c_strings(c, [pan])?;
    let got = card_brands_of(c)?.brand(pan)?;
    expect_eq("brand", got.as_deref(), opt_str(c, "expected")?)
}

fn card_check(c: &Json) -> Run {
    let (pan, expiry, cvc) = (str_field(c, "pan")?, opt_str(c, "expiry")?.unwrap_or(""), opt_str(c, "cvc")?.unwrap_or(""));
    c_strings(c, [pan, expiry, cvc])?;
    let accepted: Option<Vec<&str>> = match c.get("accepted") {
        None | Some(Json::Null) => None,
        Some(Json::Array(names)) => Some(
            names.iter().map(|n| n.as_str().ok_or_else(|| Fail::Vector("accepted holds a non-string".into()))).collect::<Result<_, _>>()?,
        ),
        Some(_) => return Err(Fail::Vector("accepted is neither null nor a list".into())),
    };
    let today = match field(c, "today")?.as_array() {
        Some([y, m]) => (y.as_u64().unwrap_or(0) as i32, m.as_u64().unwrap_or(0) as i32),
        _ => return Err(Fail::Vector("today is not [year, month]".into())),
    };
    let got = card_brands_of(c)?.check(pan, expiry, cvc, accepted.as_deref(), Some(today))?;
    let part = |p: &payseal::CardPart| {
        let mut members = vec![("state".to_string(), Json::String(p.state().into()))];
        members.extend(p.reason().map(|r| ("reason".to_string(), Json::String(r.into()))));
        Json::Object(members)
    };
    let got_json = Json::Object(vec![
        ("brand".into(), got.brand.clone().map_or(Json::Null, Json::String)),
        ("pan".into(), part(&got.pan)),
        ("cvc".into(), part(&got.cvc)),
        ("expiry".into(), part(&got.expiry)),
        ("complete".into(), Json::Bool(got.complete)),
    ]);
    let want = field(c, "expected")?;
    if semantic_eq(&got_json, want) {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("check: got {}, expected {}", got_json.to_text(), want.to_text())))
    }
}

fn pan_format(c: &Json) -> Run {
    let pan = str_field(c, "pan")?;
    c_strings(c, [pan])?;
    expect_text("pan", &card_brands_of(c)?.format_pan(pan)?, str_field(c, "expected")?)
}

fn pan_edit(c: &Json) -> Run {
    let (text, replacement) = (str_field(c, "text")?, opt_str(c, "replacement")?.unwrap_or(""));
    c_strings(c, [text, replacement])?;
    let number = |k: &str| field(c, k)?.as_u64().map(|n| n as usize).ok_or_else(|| Fail::Vector(format!("{k} is not a position")));
    let got = card_brands_of(c)?.edit_pan(text, number("start")?, number("end")?, replacement)?;
    let want = field(c, "expected")?;
    expect_text("text", &got.text, str_field(want, "text")?)?;
    expect_eq("caret", got.caret as u64, field(want, "caret")?.as_u64().unwrap_or(u64::MAX))
}

fn runner(topic: &str) -> Option<fn(&Json) -> Run> {
    Some(match topic {
        "jwe-decrypt" => jwe_decrypt,
        "jwe-encrypt-kat" => jwe_encrypt_kat,
        "public-key-parse" => public_key_parse,
        "client-api-key" => client_api_key,
        "payment-payload" => payment_payload,
        "device-metadata" => device_metadata,
        "prepare-round-trip" => prepare_round_trip,
        "masks" => masks,
        "validation" => validation,
        "iin" => iin,
        "client-api-request" => client_api_request,
        "products" => products,
        "request-validation" => request_validation,
        "card-brands" => card_brands,
        "card-check" => card_check,
        "pan-format" => pan_format,
        "pan-edit" => pan_edit,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------------
// Judging and reporting
// ---------------------------------------------------------------------------------------------

fn judge(c: &Json, run: fn(&Json) -> Run) -> Outcome {
    if c.get("test_allow_small_key").and_then(Json::as_bool) == Some(true) {
        return Outcome::Skip(SMALL_KEY_REASON);
    }
    let result = match c.get("result").and_then(Json::as_str) {
        Some(r @ ("valid" | "invalid" | "acceptable")) => r,
        _ => return Outcome::Fail("bad vector: result is not valid/invalid/acceptable".into()),
    };
    let want_status = match opt_str(c, "status") {
        Ok(s) => s,
        Err(_) => return Outcome::Fail("bad vector: status is not a string".into()),
    };
    if result == "invalid" && want_status.is_none() {
        return Outcome::Fail("bad vector: invalid case without status".into());
    }
    match (result, run(c)) {
        (_, Err(Fail::Vector(m))) => Outcome::Fail(format!("bad vector: {m}")),
        (_, Err(Fail::Inexpressible(why))) => Outcome::Skip(why),
        ("invalid", Ok(()) | Err(Fail::Mismatch(_))) => {
            Outcome::Fail(format!("expected {}, got success", want_status.unwrap_or("?")))
        }
        ("invalid", Err(Fail::Api(e))) | ("acceptable", Err(Fail::Api(e))) => match want_status {
            Some(s) if s != e.status.name() => Outcome::Fail(format!("expected {s}, got {e}")),
            _ => Outcome::Pass,
        },
        (_, Ok(())) => Outcome::Pass,
        (_, Err(Fail::Mismatch(m))) => Outcome::Fail(m),
        (_, Err(Fail::Api(e))) => Outcome::Fail(format!("expected success, got {e}")),
    }
}

fn case_id(c: &Json) -> String {
    match c.get("id") {
        Some(Json::String(s)) => s.clone(),
        Some(other) => other.to_text(),
        None => "<no id>".into(),
    }
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
}

#[test]
fn vectors() {
    let dir = vectors_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.json files in {}", dir.display());

    println!("vectors from {} (libpayseal {})", dir.display(), payseal::version());
    let mut total = Tally::default();
    let mut failures: Vec<String> = Vec::new();
    let mut unknown_topics: Vec<String> = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let doc = match std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|t| support::parse(&t)) {
            Ok(d) => d,
            Err(e) => {
                println!("{name}: 0 passed, 1 failed, 0 skipped (unreadable: {e})");
                failures.push(format!("{name}: unreadable: {e}"));
                total.failed += 1;
                continue;
            }
        };
        let topic = doc.get("topic").and_then(Json::as_str).unwrap_or("<none>").to_owned();
        let cases = doc.get("cases").and_then(Json::as_array).unwrap_or(&[]);
        let Some(run) = runner(&topic) else {
            let why = if NOT_EXPRESSIBLE.contains(&topic.as_str()) {
                format!("topic {topic} is not expressible through the C ABI")
            } else {
                unknown_topics.push(format!("{name} ({topic})"));
                format!("UNKNOWN topic {topic:?}: not in VECTORS-FORMAT.md, not run")
            };
            println!("{name}: 0 passed, 0 failed, {} skipped ({why})", cases.len());
            total.skipped += cases.len();
            continue;
        };

        let mut t = Tally::default();
        let mut skip_reasons: BTreeMap<&str, usize> = BTreeMap::new();
        let mut lines: Vec<String> = Vec::new();
        let mut seen = HashSet::new();
        if cases.is_empty() {
            t.failed += 1;
            lines.push("  FAIL: no cases".into());
            failures.push(format!("{name}: no cases"));
        }
        for c in cases {
            let id = case_id(c);
            let outcome = if !seen.insert(id.clone()) {
                Outcome::Fail("bad vector: duplicate id".into())
            } else {
                judge(c, run)
            };
            match outcome {
                Outcome::Pass => t.passed += 1,
                Outcome::Skip(why) => {
                    t.skipped += 1;
                    *skip_reasons.entry(why).or_default() += 1;
                }
                Outcome::Fail(why) => {
                    t.failed += 1;
                    let comment = c.get("comment").and_then(Json::as_str).unwrap_or("");
                    lines.push(format!("  FAIL {id} ({comment}): {why}"));
                    failures.push(format!("{name} {id}: {why}"));
                }
            }
        }
        let reasons: Vec<String> = skip_reasons.iter().map(|(r, n)| format!("{n} {r}")).collect();
        let suffix = if reasons.is_empty() { String::new() } else { format!(" ({})", reasons.join("; ")) };
        println!("{name}: {} passed, {} failed, {} skipped{suffix}", t.passed, t.failed, t.skipped);
        for l in lines {
            println!("{l}");
        }
        total.passed += t.passed;
        total.failed += t.failed;
        total.skipped += t.skipped;
    }
    println!(
        "TOTAL: {} files, {} passed, {} failed, {} skipped",
        files.len(),
        total.passed,
        total.failed,
        total.skipped
    );
    if !unknown_topics.is_empty() {
        println!("note: files with unknown topics (not run): {}", unknown_topics.join(", "));
    }
    assert!(total.failed == 0, "{} vector case(s) failed:\n{}", total.failed, failures.join("\n"));
}
