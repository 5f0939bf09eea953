//! Key and JWE topics: jwe-decrypt, jwe-encrypt-kat, public-key-parse, client-api-key.

use crate::case_fields::{array_hex, c_strings, field, hex_field, key_bytes, opt_str, str_field};
use crate::expectations::{expect_bits, expect_eq, expect_kid, expect_text};
use crate::judging::{Fail, Run};
use crate::support::{hex, to_hex, Json};
use payseal::{PrivateKey, PublicKey};

pub(crate) fn jwe_decrypt(c: &Json) -> Run {
    let key = PrivateKey::parse(key_bytes(field(c, "private_key")?)?)?;
    let pt = key.decrypt(str_field(c, "compact")?)?;
    if c.get("plaintext_hex").is_some() {
        expect_text("plaintext", &to_hex(&pt), &to_hex(&hex_field(c, "plaintext_hex")?))?;
    }
    Ok(())
}

pub(crate) fn jwe_encrypt_kat(c: &Json) -> Run {
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

pub(crate) fn public_key_parse(c: &Json) -> Run {
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

pub(crate) fn client_api_key(c: &Json) -> Run {
    let bytes = match c.get("json_hex") {
        Some(_) => hex_field(c, "json_hex")?,
        None => str_field(c, "json_text")?.as_bytes().to_vec(),
    };
    let key = PublicKey::from_client_api(&bytes)?;
    expect_bits(&key, c)?;
    expect_kid(&key, c)
}
