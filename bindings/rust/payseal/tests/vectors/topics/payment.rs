//! Payment topics: payment-payload, device-metadata, prepare-round-trip.

use crate::case_fields::{c_strings, field, key_bytes, opt_str, pairs, str_field};
use crate::expectations::expect_text;
use crate::judging::{Fail, Run};
use crate::support::{self, semantic_eq, Json};
use payseal::{DeviceMetadata, PaymentRequest, PrivateKey, PublicKey};

/// PaymentRequest from client_session_id, payment_product_id, values, account_on_file_id,
/// tokenize (the payment-payload and prepare-round-trip fields).
fn payment_request(c: &Json) -> Result<PaymentRequest, Fail> {
    let (session, product) = (str_field(c, "client_session_id")?, str_field(c, "payment_product_id")?);
    let values = pairs(c, "values")?;
    let aof = opt_str(c, "account_on_file_id")?;
    c_strings(c, [session, product].into_iter().chain(aof).chain(values.iter().flat_map(|(k, v)| [*k, *v])))?;
    // Product ids are integers in the typed API; a case with another id text (leading zeros,
    // not digits, past u64) is skipped as inexpressible.
    let product = product
        .parse::<u64>()
        .ok()
        .filter(|id| id.to_string() == product)
        .ok_or(Fail::Inexpressible("a payment product id that is not the decimal text of a u64"))?;
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

pub(crate) fn payment_payload(c: &Json) -> Run {
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

pub(crate) fn device_metadata(c: &Json) -> Run {
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
pub(crate) fn prepare_round_trip(c: &Json) -> Run {
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
    if !support::is_uuid_v4_lower(nonce) {
        return Err(Fail::Mismatch(format!("nonce {nonce:?} is not a lowercase UUID v4")));
    }
    let want = str_field(c, "expected_payload_json")?.replace("\"NONCE\"", &format!("\"{nonce}\""));
    expect_text("payload", &payload, &want)?;

    let want_meta = str_field(c, "expected_metadata_json")?;
    expect_text("metadata json", &m.json()?, want_meta)?;
    expect_text("encodedClientMetaInfo", &prepared.encoded_client_meta_info, &support::base64(want_meta.as_bytes()))
}
