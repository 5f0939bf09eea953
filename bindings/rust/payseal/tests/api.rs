//! The safe API: round trips, every provokable error status, thread sharing, drop order.
//! Keys: the public TEST keys in Vectors/keys (never use them in production).

#[allow(dead_code)] // shared with vectors.rs; only part of it is used here
mod support;

use payseal::{sys, DeviceMetadata, Error, PaymentRequest, PrivateKey, PublicKey, Status};
use std::ffi::CStr;
use std::path::PathBuf;
use std::sync::Arc;
use std::thread;

fn keys_dir() -> PathBuf {
    match std::env::var_os("PAYSEAL_VECTORS_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d).join("keys"),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../Vectors/keys"),
    }
}

fn read_key_file(name: &str) -> Vec<u8> {
    let p = keys_dir().join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn public(bits: u32) -> PublicKey {
    PublicKey::from_client_api(read_key_file(&format!("test-rsa-{bits}.client-api.json"))).expect("public test key")
}

fn private(bits: u32) -> PrivateKey {
    PrivateKey::parse(read_key_file(&format!("test-rsa-{bits}.private.pem"))).expect("private test key")
}

/// The base64 SubjectPublicKeyInfo of a test key (the Client API's "publicKey").
fn spki_b64(bits: u32) -> String {
    let text = String::from_utf8(read_key_file(&format!("test-rsa-{bits}.client-api.json"))).unwrap();
    support::parse(&text).unwrap().get("publicKey").unwrap().as_str().unwrap().to_owned()
}

fn b64url(b: &[u8]) -> String {
    support::base64(b).trim_end_matches('=').replace('+', "-").replace('/', "_")
}

/// Asserts `r` failed with `status` and a usable error, and returns the error.
#[track_caller]
fn expect_err<T: std::fmt::Debug>(r: payseal::Result<T>, status: Status) -> Error {
    let e = r.expect_err(&format!("expected {status}"));
    assert_eq!(e.status, status, "wrong status: {e}");
    assert!(!e.message.is_empty(), "{status}: empty message");
    assert!(e.to_string().starts_with(status.name()), "Display: {e}");
    e
}

const HEADER_2048: &str = r#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"payseal-test-rsa-2048"}"#;

// ---------------------------------------------------------------------------------------------
// Library and status
// ---------------------------------------------------------------------------------------------

#[test]
fn versions() {
    assert_eq!(payseal::abi_version(), payseal::ABI_VERSION);
    let v = payseal::version();
    assert_eq!(v.split('.').count(), 3, "{v:?}");
    assert!(v.split('.').all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())), "{v:?}");
}

#[test]
fn status_mapping_matches_the_library() {
    for raw in (0..=12).chain([255, u32::MAX]) {
        let s = Status::from_raw(raw);
        assert_eq!(s.raw(), raw);
        assert_eq!(Status::from(sys::payseal_status(raw)), s);
        assert_eq!(sys::payseal_status::from(s), sys::payseal_status(raw));
        // SAFETY: payseal_status_name accepts any value and returns static storage.
        let c_name = unsafe { CStr::from_ptr(sys::payseal_status_name(sys::payseal_status(raw))) };
        assert_eq!(c_name.to_str().unwrap(), s.name(), "raw {raw}");
        if raw <= 11 {
            assert_eq!(Status::from_name(s.name()), Some(s));
            assert_eq!(s.to_string(), s.name());
        } else {
            assert!(matches!(s, Status::Unknown(r) if r == raw));
            assert_eq!(s.to_string(), format!("PAYSEAL_E_UNKNOWN({raw})"));
        }
    }
    assert_eq!(Status::from_name("PAYSEAL_E_UNKNOWN"), None);
    let e = Error { status: Status::Decrypt, message: String::new() };
    assert_eq!(e.to_string(), "PAYSEAL_E_DECRYPT");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e);
    assert_eq!(boxed.to_string(), "PAYSEAL_E_DECRYPT");
}

// ---------------------------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------------------------

#[test]
fn round_trip_every_test_key() {
    let big: Vec<u8> = (0..100_000u32).map(|i| (i * 7 + 3) as u8).collect();
    let binary: Vec<u8> = (0..=255u8).collect();
    for bits in [2048, 3072, 4096] {
        let (pk, sk) = (public(bits), private(bits));
        assert_eq!(pk.bits(), bits);
        assert_eq!(pk.key_id().as_deref(), Some(format!("payseal-test-rsa-{bits}").as_str()));
        for pt in [&b""[..], b"hello", b"nul\0inside", &binary, &big] {
            let jwe = pk.encrypt(pt).unwrap();
            assert_eq!(jwe.split('.').count(), 5);
            assert_eq!(sk.decrypt(&jwe).unwrap(), pt, "{bits} bits, {} bytes", pt.len());
            assert_eq!(sk.decrypt(jwe.as_bytes()).unwrap(), pt, "bytes input");
        }
    }
}

#[test]
fn encrypt_header_and_randomness() {
    let (pk, sk) = (public(2048), private(2048));
    let a = pk.encrypt(b"same").unwrap();
    let b = pk.encrypt(b"same").unwrap();
    assert_eq!(a.split('.').next().unwrap(), b64url(HEADER_2048.as_bytes()));
    assert_ne!(a, b, "fresh CEK/IV/seed per call");
    assert_eq!(sk.decrypt(&a).unwrap(), sk.decrypt(&b).unwrap());
    assert_eq!(format!("{pk:?}"), r#"PublicKey { bits: 2048, key_id: Some("payseal-test-rsa-2048") }"#);
    assert_eq!(format!("{sk:?}"), "PrivateKey { .. }");
}

#[test]
fn from_client_api_takes_text_or_bytes() {
    let text = String::from_utf8(read_key_file("test-rsa-2048.client-api.json")).unwrap();
    let a = PublicKey::from_client_api(&text).unwrap();
    let b = PublicKey::from_client_api(text.as_bytes()).unwrap();
    let c = PublicKey::from_client_api(text.as_str()).unwrap();
    for k in [&a, &b, &c] {
        assert_eq!((k.bits(), k.key_id()), (2048, Some("payseal-test-rsa-2048".to_owned())));
    }
}

#[test]
fn parse_with_and_without_key_id() {
    let sk = private(2048);
    let b64 = spki_b64(2048);
    let no_id = PublicKey::parse(&b64, None).unwrap();
    assert_eq!(no_id.key_id(), None);
    assert!(no_id.key_id_c_str().is_none());
    let jwe = no_id.encrypt(b"x").unwrap();
    assert_eq!(jwe.split('.').next().unwrap(), b64url(br#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}"#));
    assert_eq!(sk.decrypt(&jwe).unwrap(), b"x");

    let kid = "clé \"1\"\\/🔑";
    let with_id = PublicKey::parse(b64.as_bytes(), Some(kid)).unwrap();
    assert_eq!(with_id.key_id().as_deref(), Some(kid));
    assert_eq!(with_id.key_id_c_str().unwrap().to_bytes(), kid.as_bytes());
    let header = r#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"clé \"1\"\\/🔑"}"#;
    assert_eq!(with_id.encrypt(b"x").unwrap().split('.').next().unwrap(), b64url(header.as_bytes()));
    // A key id with a control character is refused: it has no place in an id.
    for bad in ["a\nb", "\u{1b}[2J", "\u{7f}", "\u{85}"] {
        let e = PublicKey::parse(b64.as_bytes(), Some(bad)).unwrap_err();
        assert_eq!(e.status, Status::Argument);
        assert!(e.message.contains("control character"), "{}", e.message);
    }
}

#[test]
fn encrypt_kat_is_deterministic() {
    let (pk, sk) = (public(3072), private(3072));
    let (cek, iv, seed) = ([0x11u8; 64], [0x22u8; 16], [0x33u8; 20]);
    let a = pk.encrypt_kat(b"known answer", &cek, &iv, &seed).unwrap();
    let b = pk.encrypt_kat(b"known answer", &cek, &iv, &seed).unwrap();
    assert_eq!(a, b);
    assert_eq!(sk.decrypt(&a).unwrap(), b"known answer");
    let c = pk.encrypt_kat(b"known answer", &cek, &[0x23u8; 16], &seed).unwrap();
    assert_ne!(a, c);
    // Empty plaintext: one block of padding.
    let e = pk.encrypt_kat(b"", &cek, &iv, &seed).unwrap();
    assert_eq!(sk.decrypt(&e).unwrap(), b"");
}

#[test]
fn metadata_defaults_order_and_encoding() {
    let m = DeviceMetadata::new().unwrap();
    let json = m.json().unwrap();
    let v = support::parse(&json).unwrap();
    assert_eq!(v.get("appIdentifier").and_then(|x| x.as_str()), Some("UNKNOWN"));
    assert_eq!(v.get("sdkCreator").and_then(|x| x.as_str()), Some("PaySeal"));
    let sdk = format!("PaySeal/{}", payseal::version());
    assert_eq!(v.get("sdkIdentifier").and_then(|x| x.as_str()), Some(sdk.as_str()));
    assert!(v.get("ipAddress").is_none());
    assert_eq!(m.encode().unwrap(), support::base64(json.as_bytes()));

    let mut m = DeviceMetadata::new().unwrap();
    for (k, val) in [
        ("platformIdentifier", "Linux/6.1"),
        ("sdkIdentifier", "PaySeal/x"),
        ("deviceBrand", "ACME"),
        ("deviceType", "x86_64"),
        ("zeta", "1"),
        ("ipAddress", "192.0.2.1"),
        ("alpha", "2"),
        ("screenSize", "1170x2532"),
        ("zeta", "3"),
        ("appIdentifier", "shop"),
    ] {
        m.set(k, val).unwrap();
    }
    let want = r#"{"platformIdentifier":"Linux/6.1","appIdentifier":"shop","sdkIdentifier":"PaySeal/x","sdkCreator":"PaySeal","screenSize":"1170x2532","deviceBrand":"ACME","deviceType":"x86_64","ipAddress":"192.0.2.1","zeta":"3","alpha":"2"}"#;
    assert_eq!(m.json().unwrap(), want);
    assert_eq!(m.encode().unwrap(), support::base64(want.as_bytes()));
    m.set("ipAddress", "2001:db8::1").unwrap();
    assert!(m.json().unwrap().contains(r#""ipAddress":"2001:db8::1""#));
}

#[test]
fn payment_payload_exact() {
    let mut r = PaymentRequest::new("sess-1", "3012").unwrap();
    assert_eq!(
        r.payload("n-1").unwrap(),
        r#"{"clientSessionId":"sess-1","nonce":"n-1","paymentProductId":3012,"paymentValues":[]}"#
    );
    r.set_value("cardNumber", "4567350000427977").unwrap();
    r.set_value("expiryDate", "1230").unwrap();
    r.set_value("cardNumber", "4012000033330026").unwrap(); // keeps its place, new value
    r.set_account_on_file(Some("aof-7")).unwrap();
    r.set_tokenize(true).unwrap();
    assert_eq!(
        r.payload("n-2").unwrap(),
        r#"{"clientSessionId":"sess-1","nonce":"n-2","paymentProductId":3012,"accountOnFileId":"aof-7","tokenize":true,"paymentValues":[{"key":"cardNumber","value":"4012000033330026"},{"key":"expiryDate","value":"1230"}]}"#
    );
    r.set_account_on_file(None).unwrap();
    r.set_tokenize(false).unwrap();
    assert_eq!(
        r.payload("n-3").unwrap(),
        r#"{"clientSessionId":"sess-1","nonce":"n-3","paymentProductId":3012,"paymentValues":[{"key":"cardNumber","value":"4012000033330026"},{"key":"expiryDate","value":"1230"}]}"#
    );
    assert_eq!(format!("{r:?}"), "PaymentRequest { .. }");
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

#[test]
fn prepare_round_trip() {
    let (pk, sk) = (public(2048), private(2048));
    let mut r = PaymentRequest::new("sess-9", "1").unwrap();
    r.set_value("cardNumber", "4012000033330026").unwrap();
    let mut m = DeviceMetadata::new().unwrap();
    m.set("appIdentifier", "shop/1.0").unwrap();

    let p1 = r.prepare(&pk, Some(&m)).unwrap();
    let p2 = r.prepare(&pk, Some(&m)).unwrap();
    assert_eq!(p1.encoded_client_meta_info, m.encode().unwrap());
    let mut nonces = Vec::new();
    for p in [&p1, &p2] {
        let payload = String::from_utf8(sk.decrypt(&p.encrypted_fields).unwrap()).unwrap();
        let nonce = support::parse(&payload).unwrap().get("nonce").unwrap().as_str().unwrap().to_owned();
        assert!(is_uuid_v4_lower(&nonce), "{nonce}");
        assert_eq!(payload, r.payload(&nonce).unwrap());
        nonces.push(nonce);
    }
    assert_ne!(nonces[0], nonces[1], "fresh nonce per prepare");

    let defaults = r.prepare(&pk, None).unwrap();
    assert_eq!(defaults.encoded_client_meta_info, DeviceMetadata::new().unwrap().encode().unwrap());
}

// ---------------------------------------------------------------------------------------------
// Errors: every status that can be provoked from outside.
// PAYSEAL_E_CRYPTO (an unexpected OpenSSL/libsodium failure) and PAYSEAL_E_NO_MEMORY cannot be
// provoked through the API.
// ---------------------------------------------------------------------------------------------

#[test]
fn status_argument() {
    expect_err(PublicKey::parse(b"", None), Status::Argument);
    expect_err(PrivateKey::parse(b""), Status::Argument);
    expect_err(PublicKey::from_client_api(b"{\"keyId\":\"k\xff\",\"publicKey\":\"x\"}"), Status::Argument);
    expect_err(PaymentRequest::new("", "1"), Status::Argument);
    for bad in ["", "abc", "1.5", "-", "0x10", " 1"] {
        expect_err(PaymentRequest::new("s", bad), Status::Argument);
    }
    let mut r = PaymentRequest::new("s", "1").unwrap();
    expect_err(r.set_value("", "v"), Status::Argument);
    expect_err(r.set_account_on_file(Some("")), Status::Argument);
    expect_err(r.payload(""), Status::Argument);

    let mut m = DeviceMetadata::new().unwrap();
    let before = m.json().unwrap();
    expect_err(m.set("", "v"), Status::Argument);
    for bad in ["", "100", "x100", "100x", "0x100", "-1x2", "axb"] {
        let e = expect_err(m.set("screenSize", bad), Status::Argument);
        assert!(e.message.contains("screenSize"), "message names the field: {e}");
    }
    for bad in ["", "999.1.1.1", "1.2.3", "example.com", "2001:db8:::1"] {
        let e = expect_err(m.set("ipAddress", bad), Status::Argument);
        assert!(e.message.contains("ipAddress"), "message names the field: {e}");
    }
    assert_eq!(m.json().unwrap(), before, "failed sets leave the builder unchanged");
}

#[test]
fn status_argument_for_interior_nul() {
    let b64 = spki_b64(2048);
    let e = expect_err(PublicKey::parse(&b64, Some("a\0b")), Status::Argument);
    assert!(e.message.contains("NUL"), "{e}");
    expect_err(PaymentRequest::new("s\0", "1"), Status::Argument);
    expect_err(PaymentRequest::new("s", "1\0"), Status::Argument);
    let mut r = PaymentRequest::new("s", "1").unwrap();
    expect_err(r.set_value("k\0", "v"), Status::Argument);
    expect_err(r.set_value("k", "4012\u{0}0000033330026"), Status::Argument);
    expect_err(r.set_account_on_file(Some("a\0")), Status::Argument);
    expect_err(r.payload("n\0"), Status::Argument);
    let mut m = DeviceMetadata::new().unwrap();
    expect_err(m.set("k", "v\0"), Status::Argument);
    assert_eq!(r.payload("n").unwrap(), r#"{"clientSessionId":"s","nonce":"n","paymentProductId":1,"paymentValues":[]}"#);
}

#[test]
fn status_key_format() {
    expect_err(PublicKey::parse(b"not a key", None), Status::KeyFormat);
    expect_err(PublicKey::parse(b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", None), Status::KeyFormat);
    // A private PEM is not a public key.
    expect_err(PublicKey::parse(read_key_file("test-rsa-2048.private.pem"), None), Status::KeyFormat);
    expect_err(PrivateKey::parse(b"garbage"), Status::KeyFormat);
    expect_err(PublicKey::from_client_api(r#"{"keyId":"k","publicKey":"not base64!"}"#), Status::KeyFormat);
    let truncated = &spki_b64(2048)[..100];
    expect_err(PublicKey::from_client_api(format!(r#"{{"keyId":"k","publicKey":"{truncated}"}}"#)), Status::KeyFormat);
}

#[test]
fn status_key_unsupported() {
    expect_err(PublicKey::parse(r#"{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMko"}"#, None), Status::KeyUnsupported);
    // A 1024-bit modulus (odd, top bit set) and an even exponent on a 2048-bit one.
    let n1024 = b64url(&[0xc5u8; 128]);
    expect_err(PublicKey::parse(format!(r#"{{"kty":"RSA","n":"{n1024}","e":"AQAB"}}"#), None), Status::KeyUnsupported);
    let n2048 = b64url(&[0xc5u8; 256]);
    expect_err(PublicKey::parse(format!(r#"{{"kty":"RSA","n":"{n2048}","e":"Ag"}}"#), None), Status::KeyUnsupported);
    let ok = PublicKey::parse(format!(r#"{{"kty":"RSA","n":"{n2048}","e":"AQAB","kid":"j"}}"#), None).unwrap();
    assert_eq!((ok.bits(), ok.key_id().as_deref()), (2048, Some("j")));
}

#[test]
fn status_json() {
    expect_err(PublicKey::from_client_api("keyId=abc"), Status::Json);
    expect_err(PublicKey::from_client_api("[]"), Status::Json);
    expect_err(PublicKey::from_client_api(r#"{"keyId":"k"}"#), Status::Json);
    expect_err(PublicKey::from_client_api(format!(r#"{{"keyId":1,"publicKey":"{}"}}"#, spki_b64(2048))), Status::Json);
    expect_err(PublicKey::parse(r#"{"kty":"RSA","n":"#, None), Status::Json);
}

#[test]
fn status_jwe_format_unsupported_decrypt() {
    let (pk, sk) = (public(2048), private(2048));
    let jwe = pk.encrypt(b"secret card data").unwrap();
    let parts: Vec<&str> = jwe.split('.').collect();

    expect_err(sk.decrypt(""), Status::JweFormat);
    expect_err(sk.decrypt("a.b.c"), Status::JweFormat);
    expect_err(sk.decrypt(format!("{jwe}.{}", parts[4])), Status::JweFormat);
    expect_err(sk.decrypt(format!("{jwe}=")), Status::JweFormat);
    expect_err(sk.decrypt(format!(" {jwe}")), Status::JweFormat);

    for header in [
        r#"{"alg":"RSA-OAEP","enc":"A256GCM"}"#,
        r#"{"alg":"RSA1_5","enc":"A256CBC-HS512"}"#,
        r#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","zip":"DEF"}"#,
        r#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","crit":["exp"],"exp":1}"#,
    ] {
        let forged = format!("{}.{}", b64url(header.as_bytes()), parts[1..].join("."));
        expect_err(sk.decrypt(forged), Status::JweUnsupported);
    }

    // Wrong key, tampered key/IV/ciphertext/tag: one status, one message.
    let wrong = expect_err(private(3072).decrypt(&jwe), Status::Decrypt);
    for i in 1..5 {
        let mut p: Vec<String> = parts.iter().map(|s| s.to_string()).collect();
        let first = p[i].remove(0);
        p[i].insert(0, if first == 'A' { 'B' } else { 'A' });
        let e = expect_err(sk.decrypt(p.join(".")), Status::Decrypt);
        assert_eq!(e.message, wrong.message, "uniform message (part {i})");
        assert!(!e.message.contains("secret"), "no plaintext in messages");
    }
    assert_eq!(sk.decrypt(&jwe).unwrap(), b"secret card data");
}

#[test]
fn status_limit() {
    let (pk, sk) = (public(2048), private(2048));
    // Plaintext: 1 MiB is accepted, one byte more is not.
    let max = vec![0x5au8; sys::PAYSEAL_MAX_PLAINTEXT];
    let jwe = pk.encrypt(&max).unwrap();
    assert_eq!(sk.decrypt(&jwe).unwrap(), max);
    expect_err(pk.encrypt(&vec![0u8; sys::PAYSEAL_MAX_PLAINTEXT + 1]), Status::Limit);
    expect_err(sk.decrypt(vec![b'A'; sys::PAYSEAL_MAX_JWE + 1]), Status::Limit);
    // Key input.
    expect_err(PublicKey::parse(vec![0x30u8; sys::PAYSEAL_MAX_KEY_INPUT + 1], None), Status::Limit);
    expect_err(PublicKey::parse(vec![0x30u8; sys::PAYSEAL_MAX_KEY_INPUT], None), Status::KeyFormat);
    expect_err(PrivateKey::parse(vec![0x30u8; sys::PAYSEAL_MAX_KEY_INPUT + 1]), Status::Limit);
    expect_err(PublicKey::from_client_api(vec![b' '; sys::PAYSEAL_MAX_KEY_INPUT + 1]), Status::Limit);
    // Metadata.
    let long = "v".repeat(sys::PAYSEAL_MAX_METADATA_VALUE + 1);
    let mut m = DeviceMetadata::new().unwrap();
    m.set("k", &long[1..]).unwrap();
    expect_err(m.set("k", &long), Status::Limit);
    expect_err(m.set(&long, "v"), Status::Limit);
    let mut i = 0;
    let e = loop {
        match m.set(&format!("extra{i}"), "v") {
            Ok(()) => i += 1,
            Err(e) => break e,
        }
        assert!(i <= sys::PAYSEAL_MAX_METADATA_ENTRIES, "no entry limit");
    };
    assert_eq!(e.status, Status::Limit, "{e}");
    let n = support::parse(&m.json().unwrap()).unwrap();
    let count = match n {
        support::Json::Object(members) => members.len(),
        _ => unreachable!(),
    };
    assert_eq!(count, sys::PAYSEAL_MAX_METADATA_ENTRIES, "entries at the limit");
    // Payment requests.
    let long = "1".repeat(sys::PAYSEAL_MAX_PAYMENT_VALUE + 1);
    expect_err(PaymentRequest::new(&long, "1"), Status::Limit);
    let mut r = PaymentRequest::new(&long[1..], "1").unwrap();
    expect_err(r.set_value("k", &long), Status::Limit);
    expect_err(r.set_value(&long, "v"), Status::Limit);
    expect_err(r.set_account_on_file(Some(&long)), Status::Limit);
    for i in 0..sys::PAYSEAL_MAX_PAYMENT_VALUES {
        r.set_value(&format!("k{i}"), "v").unwrap();
    }
    r.set_value("k0", "replaced").unwrap(); // an existing key is not a new entry
    expect_err(r.set_value("one-too-many", "v"), Status::Limit);
}

#[test]
fn raw_out_len_rules() {
    let (pk, sk) = (public(2048), private(2048));
    let jwe = pk.encrypt(b"abc").unwrap();
    let mut out: *mut u8 = std::ptr::null_mut();
    // SAFETY: live key and buffer; out_len NULL is what is being tested ("may not be NULL").
    let st = unsafe { sys::payseal_jwe_decrypt(sk.as_raw(), jwe.as_ptr().cast(), jwe.len(), &mut out, std::ptr::null_mut()) };
    assert_eq!(st, sys::PAYSEAL_E_ARGUMENT);
    assert!(out.is_null());
    let mut s: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: live key; out_len may be NULL for encryption.
    let st = unsafe { sys::payseal_jwe_encrypt(pk.as_raw(), b"abc".as_ptr(), 3, &mut s, std::ptr::null_mut()) };
    assert_eq!(st, sys::PAYSEAL_OK);
    // SAFETY: s is a NUL-terminated buffer owned by us.
    let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
    // SAFETY: freed once.
    unsafe { sys::payseal_free(s.cast()) };
    assert_eq!(sk.decrypt(text).unwrap(), b"abc");
}

#[test]
fn last_error_is_per_thread() {
    let main_err = expect_err(PublicKey::from_client_api("nope"), Status::Json);
    let other = thread::spawn(|| {
        // SAFETY: never NULL; copied at once.
        let fresh = unsafe { CStr::from_ptr(sys::payseal_last_error()) }.to_string_lossy().into_owned();
        let e = expect_err(PublicKey::parse(b"garbage", None), Status::KeyFormat);
        (fresh, e)
    })
    .join()
    .unwrap();
    assert_eq!(other.0, "", "a new thread starts without a message");
    assert_ne!(other.1.message, main_err.message);
    // SAFETY: as above.
    let still = unsafe { CStr::from_ptr(sys::payseal_last_error()) }.to_string_lossy().into_owned();
    assert_eq!(still, main_err.message, "another thread's failure does not touch this thread's message");
}

// ---------------------------------------------------------------------------------------------
// Threads and drop order
// ---------------------------------------------------------------------------------------------

fn assert_send_sync<T: Send + Sync>() {}
fn assert_send<T: Send>() {}

#[test]
fn auto_traits() {
    assert_send_sync::<PublicKey>();
    assert_send_sync::<PrivateKey>();
    assert_send_sync::<Error>();
    assert_send_sync::<payseal::Prepared>();
    assert_send::<DeviceMetadata>();
    assert_send::<PaymentRequest>();
    // Not Sync: checked at compile time in src/lib.rs (mod builders_are_not_sync).
}

#[test]
fn threads_share_one_key_pair() {
    let pk = Arc::new(public(2048));
    let sk = Arc::new(private(2048));
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let (pk, sk) = (Arc::clone(&pk), Arc::clone(&sk));
            thread::spawn(move || {
                let mut r = PaymentRequest::new(&format!("thread-{t}"), "1").unwrap();
                let m = DeviceMetadata::new().unwrap();
                for i in 0..100 {
                    let msg = format!("thread {t} message {i}");
                    let jwe = pk.encrypt(msg.as_bytes()).unwrap();
                    assert_eq!(sk.decrypt(&jwe).unwrap(), msg.as_bytes());
                    assert_eq!(pk.key_id().as_deref(), Some("payseal-test-rsa-2048"));
                    assert_eq!(pk.bits(), 2048);
                    if i % 10 == 0 {
                        r.set_value("i", &i.to_string()).unwrap();
                        let p = r.prepare(&pk, Some(&m)).unwrap();
                        let payload = sk.decrypt(&p.encrypted_fields).unwrap();
                        let want = format!(r#""clientSessionId":"thread-{t}""#);
                        assert!(String::from_utf8(payload).unwrap().contains(&want));
                    }
                    // Errors on shared keys report this thread's failure.
                    let e = sk.decrypt("a.b.c").unwrap_err();
                    assert_eq!(e.status, Status::JweFormat);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(Arc::strong_count(&pk), 1);
}

#[test]
fn builders_move_between_threads() {
    let pk = Arc::new(public(2048));
    let mut r = PaymentRequest::new("s", "1").unwrap();
    let mut m = DeviceMetadata::new().unwrap();
    r.set_value("a", "1").unwrap();
    let pk2 = Arc::clone(&pk);
    let (r, m) = thread::spawn(move || {
        r.set_value("b", "2").unwrap();
        m.set("appIdentifier", "moved").unwrap();
        r.prepare(&pk2, Some(&m)).unwrap();
        (r, m)
    })
    .join()
    .unwrap();
    assert!(r.payload("n").unwrap().contains(r#"{"key":"b","value":"2"}"#));
    assert!(m.json().unwrap().contains("moved"));
}

#[test]
fn drop_order_is_safe() {
    // Outputs are owned copies: they outlive the handles that made them.
    let (jwe, kid, prepared, payload, meta_json) = {
        let pk = public(2048);
        let mut m = DeviceMetadata::new().unwrap();
        m.set("appIdentifier", "drop").unwrap();
        let mut r = PaymentRequest::new("s", "1").unwrap();
        r.set_value("cardNumber", "4012000033330026").unwrap();
        let prepared = r.prepare(&pk, Some(&m)).unwrap();
        let payload = r.payload("n").unwrap();
        let meta_json = m.json().unwrap();
        let (jwe, kid) = (pk.encrypt(b"late").unwrap(), pk.key_id());
        drop(pk); // key before the builders
        drop(m); // metadata before the request that used it
        drop(r);
        (jwe, kid, prepared, payload, meta_json)
    };
    let sk = private(2048);
    assert_eq!(sk.decrypt(&jwe).unwrap(), b"late");
    assert_eq!(kid.as_deref(), Some("payseal-test-rsa-2048"));
    assert!(String::from_utf8(sk.decrypt(&prepared.encrypted_fields).unwrap()).unwrap().contains("4012000033330026"));
    assert!(payload.contains("4012000033330026"));
    assert_eq!(prepared.encoded_client_meta_info, support::base64(meta_json.as_bytes()));

    // The reverse order too.
    {
        let r = PaymentRequest::new("s", "1").unwrap();
        let m = DeviceMetadata::new().unwrap();
        let pk = public(2048);
        let p = r.prepare(&pk, Some(&m)).unwrap();
        drop(r);
        drop(m);
        drop(pk);
        assert!(!p.encrypted_fields.is_empty());
    }

    // The last Arc of a key dropped on another thread than the one that made it.
    let pk = Arc::new(public(2048));
    let sk = Arc::new(private(2048));
    let t = {
        let (pk, sk) = (Arc::clone(&pk), Arc::clone(&sk));
        thread::spawn(move || {
            let jwe = pk.encrypt(b"z").unwrap();
            assert_eq!(sk.decrypt(jwe).unwrap(), b"z");
            (pk, sk) // handed back, dropped below after the originals
        })
    };
    drop(pk);
    drop(sk);
    let (pk, sk) = t.join().unwrap();
    assert_eq!(Arc::strong_count(&pk), 1);
    thread::spawn(move || drop((pk, sk))).join().unwrap();

    // An error outlives the thread and the key that produced it.
    let e = thread::spawn(|| private(2048).decrypt("x.y").unwrap_err()).join().unwrap();
    assert_eq!(e.status, Status::JweFormat);
    assert!(!e.message.is_empty());

    // Many create/use/drop cycles.
    for i in 0..200 {
        let pk = PublicKey::parse(spki_b64(2048), Some(&format!("k{i}"))).unwrap();
        let mut m = DeviceMetadata::new().unwrap();
        m.set("n", &i.to_string()).unwrap();
        let mut r = PaymentRequest::new("s", "1").unwrap();
        r.set_value("v", "x").unwrap();
        if i % 50 == 0 {
            r.prepare(&pk, Some(&m)).unwrap();
        }
        let _ = PublicKey::parse(b"bad", None).unwrap_err();
    }
}
