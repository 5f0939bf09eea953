//! Errors: every status that can be provoked from outside.
//! PAYSEAL_E_CRYPTO (an unexpected OpenSSL/libsodium failure) and PAYSEAL_E_NO_MEMORY cannot be
//! provoked through the API.

use crate::helpers::{b64url, expect_err, private, public, read_key_file, spki_b64};
use crate::support;
use payseal::{sys, DeviceMetadata, PaymentRequest, PrivateKey, PublicKey, Status};
use std::ffi::CStr;
use std::thread;

#[test]
fn status_argument() {
    expect_err(PublicKey::parse(b"", None), Status::Argument);
    expect_err(PrivateKey::parse(b""), Status::Argument);
    expect_err(PublicKey::from_client_api(b"{\"keyId\":\"k\xff\",\"publicKey\":\"x\"}"), Status::Argument);
    expect_err(PaymentRequest::new("", 1), Status::Argument);
    // Ids are integers (the type refuses text); past 2^53 - 1 a JSON number is no longer exact.
    expect_err(PaymentRequest::new("s", 1 << 53), Status::Argument);
    assert!(PaymentRequest::new("s", (1 << 53) - 1).is_ok());
    let mut r = PaymentRequest::new("s", 1).unwrap();
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
    expect_err(PaymentRequest::new("s\0", 1), Status::Argument);
    let mut r = PaymentRequest::new("s", 1).unwrap();
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
    expect_err(PaymentRequest::new(&long, 1), Status::Limit);
    let mut r = PaymentRequest::new(&long[1..], 1).unwrap();
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
