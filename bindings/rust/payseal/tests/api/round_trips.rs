//! Round trips: encrypt and decrypt with every test key, key parsing, known-answer
//! encryption, device metadata, payment payloads and prepare.

use crate::helpers::{b64url, private, public, read_key_file, spki_b64};
use crate::support;
use payseal::{DeviceMetadata, PaymentRequest, PublicKey, Status};

const HEADER_2048: &str = r#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"payseal-test-rsa-2048"}"#;

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
    let mut r = PaymentRequest::new("sess-1", 3012).unwrap();
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

#[test]
fn prepare_round_trip() {
    let (pk, sk) = (public(2048), private(2048));
    let mut r = PaymentRequest::new("sess-9", 1).unwrap();
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
        assert!(support::is_uuid_v4_lower(&nonce), "{nonce}");
        assert_eq!(payload, r.payload(&nonce).unwrap());
        nonces.push(nonce);
    }
    assert_ne!(nonces[0], nonces[1], "fresh nonce per prepare");

    let defaults = r.prepare(&pk, None).unwrap();
    assert_eq!(defaults.encoded_client_meta_info, DeviceMetadata::new().unwrap().encode().unwrap());
}
