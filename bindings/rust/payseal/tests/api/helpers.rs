//! Helpers shared by the api tests: the test keys of Vectors/keys, base64url, and the
//! assertion that a call failed with a given status.

use crate::support;
use payseal::{Error, PrivateKey, PublicKey, Status};
use std::path::PathBuf;

fn keys_dir() -> PathBuf {
    match std::env::var_os("PAYSEAL_VECTORS_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d).join("keys"),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../Vectors/keys"),
    }
}

pub(crate) fn read_key_file(name: &str) -> Vec<u8> {
    let p = keys_dir().join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

pub(crate) fn public(bits: u32) -> PublicKey {
    PublicKey::from_client_api(read_key_file(&format!("test-rsa-{bits}.client-api.json"))).expect("public test key")
}

pub(crate) fn private(bits: u32) -> PrivateKey {
    PrivateKey::parse(read_key_file(&format!("test-rsa-{bits}.private.pem"))).expect("private test key")
}

/// The base64 SubjectPublicKeyInfo of a test key (the Client API's "publicKey").
pub(crate) fn spki_b64(bits: u32) -> String {
    let text = String::from_utf8(read_key_file(&format!("test-rsa-{bits}.client-api.json"))).unwrap();
    support::parse(&text).unwrap().get("publicKey").unwrap().as_str().unwrap().to_owned()
}

pub(crate) fn b64url(b: &[u8]) -> String {
    support::base64(b).trim_end_matches('=').replace('+', "-").replace('/', "_")
}

/// Asserts `r` failed with `status` and a usable error, and returns the error.
#[track_caller]
pub(crate) fn expect_err<T: std::fmt::Debug>(r: payseal::Result<T>, status: Status) -> Error {
    let e = r.expect_err(&format!("expected {status}"));
    assert_eq!(e.status, status, "wrong status: {e}");
    assert!(!e.message.is_empty(), "{status}: empty message");
    assert!(e.to_string().starts_with(&format!("{status}: ")), "Display: {e}");
    e
}
