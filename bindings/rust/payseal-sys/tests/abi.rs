//! Raw-ABI checks: versions and status names agree with the header, and the header's
//! conventions for NULL arguments and out-parameters hold. (That every declared symbol links,
//! with its signature, is tests/symbols.rs, generated from the header.)

use payseal_sys::*;
use std::ffi::{c_char, CStr};
use std::ptr;

fn cstr(p: *const c_char) -> String {
    assert!(!p.is_null());
    unsafe { CStr::from_ptr(p) }.to_str().expect("UTF-8").to_owned()
}

#[test]
fn versions() {
    assert_eq!(unsafe { payseal_abi_version() }, PAYSEAL_ABI_VERSION);
    let v = cstr(unsafe { payseal_version() });
    let parts: Vec<&str> = v.split('.').collect();
    assert_eq!(parts.len(), 3, "version {v:?} is not MAJOR.MINOR.PATCH");
    assert_eq!(v, PAYSEAL_VERSION_STRING, "the library's version is not the header's");
    assert!(parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())), "{v:?}");
}

#[test]
fn status_names() {
    let all = [
        (PAYSEAL_OK, "PAYSEAL_OK"),
        (PAYSEAL_E_ARGUMENT, "PAYSEAL_E_ARGUMENT"),
        (PAYSEAL_E_KEY_FORMAT, "PAYSEAL_E_KEY_FORMAT"),
        (PAYSEAL_E_KEY_UNSUPPORTED, "PAYSEAL_E_KEY_UNSUPPORTED"),
        (PAYSEAL_E_JSON, "PAYSEAL_E_JSON"),
        (PAYSEAL_E_JWE_FORMAT, "PAYSEAL_E_JWE_FORMAT"),
        (PAYSEAL_E_JWE_UNSUPPORTED, "PAYSEAL_E_JWE_UNSUPPORTED"),
        (PAYSEAL_E_DECRYPT, "PAYSEAL_E_DECRYPT"),
        (PAYSEAL_E_CRYPTO, "PAYSEAL_E_CRYPTO"),
        (PAYSEAL_E_NO_MEMORY, "PAYSEAL_E_NO_MEMORY"),
        (PAYSEAL_E_LIMIT, "PAYSEAL_E_LIMIT"),
        (PAYSEAL_E_VALIDATION, "PAYSEAL_E_VALIDATION"),
        (PAYSEAL_E_CLIENT_API, "PAYSEAL_E_CLIENT_API"),
        (PAYSEAL_E_NO_ANSWER, "PAYSEAL_E_NO_ANSWER"),
        (PAYSEAL_E_CANCELLED, "PAYSEAL_E_CANCELLED"),
    ];
    for (s, name) in all {
        assert_eq!(cstr(unsafe { payseal_status_name(s) }), name);
    }
    for v in [15, 16, 255, 0x7fff_ffff, u32::MAX] {
        assert_eq!(cstr(unsafe { payseal_status_name(payseal_status(v)) }), "PAYSEAL_E_UNKNOWN", "{v}");
    }
}

/// A non-NULL value the library must overwrite with NULL on failure (never dereferenced).
fn junk<T>() -> *mut T {
    std::ptr::NonNull::<T>::dangling().as_ptr()
}

fn last_error() -> String {
    cstr(unsafe { payseal_last_error() })
}

#[test]
fn null_arguments_give_argument_and_clear_outputs() {
    unsafe {
        let mut pk: *mut payseal_public_key = junk();
        assert_eq!(payseal_public_key_from_client_api(ptr::null(), 10, &mut pk), PAYSEAL_E_ARGUMENT);
        assert!(pk.is_null(), "from_client_api(NULL json): *out not cleared");
        assert!(!last_error().is_empty());
        assert_eq!(payseal_public_key_from_client_api(c"{}".as_ptr(), 2, ptr::null_mut()), PAYSEAL_E_ARGUMENT);

        let mut pk: *mut payseal_public_key = junk();
        assert_eq!(payseal_public_key_parse(ptr::null(), 10, ptr::null(), &mut pk), PAYSEAL_E_ARGUMENT);
        assert!(pk.is_null(), "public_key_parse(NULL data): *out not cleared");
        let mut pk: *mut payseal_public_key = junk();
        assert_eq!(payseal_public_key_parse(b"x".as_ptr(), 0, ptr::null(), &mut pk), PAYSEAL_E_ARGUMENT);
        assert!(pk.is_null(), "public_key_parse(len 0): *out not cleared");

        assert_eq!(payseal_public_key_bits(ptr::null()), 0);
        assert!(payseal_public_key_id(ptr::null()).is_null());

        let mut sk: *mut payseal_private_key = junk();
        assert_eq!(payseal_private_key_parse(ptr::null(), 10, &mut sk), PAYSEAL_E_ARGUMENT);
        assert!(sk.is_null(), "private_key_parse(NULL): *out not cleared");

        let (mut jwe, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_jwe_encrypt(ptr::null(), ptr::null(), 0, &mut jwe, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(jwe.is_null() && len == 0, "jwe_encrypt(NULL key): outputs not cleared");

        let (mut jwe, mut len): (*mut c_char, usize) = (junk(), 7);
        let (cek, iv, seed) = ([0u8; 64], [0u8; 16], [0u8; 20]);
        assert_eq!(
            payseal_jwe_encrypt_kat(ptr::null(), ptr::null(), 0, cek.as_ptr(), iv.as_ptr(), seed.as_ptr(), &mut jwe, &mut len),
            PAYSEAL_E_ARGUMENT
        );
        assert!(jwe.is_null() && len == 0, "jwe_encrypt_kat(NULL key): outputs not cleared");

        let (mut pt, mut len): (*mut u8, usize) = (junk(), 7);
        assert_eq!(payseal_jwe_decrypt(ptr::null(), c"a.b.c.d.e".as_ptr(), 9, &mut pt, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(pt.is_null() && len == 0, "jwe_decrypt(NULL key): outputs not cleared");

        assert_eq!(payseal_metadata_new(ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_metadata_set(ptr::null_mut(), c"a".as_ptr(), c"b".as_ptr()), PAYSEAL_E_ARGUMENT);
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_metadata_json(ptr::null(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "metadata_json(NULL): outputs not cleared");
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_metadata_encode(ptr::null(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "metadata_encode(NULL): outputs not cleared");

        let mut r: *mut payseal_payment_request = junk();
        assert_eq!(payseal_payment_request_new(ptr::null(), c"1".as_ptr(), &mut r), PAYSEAL_E_ARGUMENT);
        assert!(r.is_null(), "payment_request_new(NULL session): *out not cleared");
        let mut r: *mut payseal_payment_request = junk();
        assert_eq!(payseal_payment_request_new(c"s".as_ptr(), ptr::null(), &mut r), PAYSEAL_E_ARGUMENT);
        assert!(r.is_null(), "payment_request_new(NULL product): *out not cleared");
        assert_eq!(payseal_payment_request_set_value(ptr::null_mut(), c"a".as_ptr(), c"b".as_ptr()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_payment_request_set_account_on_file(ptr::null_mut(), c"a".as_ptr()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_payment_request_set_tokenize(ptr::null_mut(), 1), PAYSEAL_E_ARGUMENT);
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_payment_request_payload(ptr::null(), c"n".as_ptr(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "payload(NULL): outputs not cleared");

        let (mut a, mut b): (*mut c_char, *mut c_char) = (junk(), junk());
        assert_eq!(payseal_prepare(ptr::null(), ptr::null(), ptr::null(), &mut a, &mut b), PAYSEAL_E_ARGUMENT);
        assert!(a.is_null() && b.is_null(), "prepare(NULL): outputs not cleared");

        // NULL is a no-op for every release function.
        payseal_free(ptr::null_mut());
        payseal_public_key_free(ptr::null_mut());
        payseal_private_key_free(ptr::null_mut());
        payseal_metadata_free(ptr::null_mut());
        payseal_payment_request_free(ptr::null_mut());
        payseal_card_brands_free(ptr::null_mut());
    }
}

#[test]
fn builder_null_inner_arguments() {
    unsafe {
        let mut m: *mut payseal_metadata = ptr::null_mut();
        assert_eq!(payseal_metadata_new(&mut m), PAYSEAL_OK);
        assert!(!m.is_null());
        assert_eq!(payseal_metadata_set(m, ptr::null(), c"v".as_ptr()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_metadata_set(m, c"k".as_ptr(), ptr::null()), PAYSEAL_E_ARGUMENT);
        // out_len may be NULL.
        let mut s: *mut c_char = ptr::null_mut();
        assert_eq!(payseal_metadata_json(m, &mut s, ptr::null_mut()), PAYSEAL_OK);
        assert!(!s.is_null());
        payseal_free(s.cast());
        assert_eq!(payseal_metadata_json(m, ptr::null_mut(), ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        payseal_metadata_free(m);

        let mut r: *mut payseal_payment_request = ptr::null_mut();
        assert_eq!(payseal_payment_request_new(c"sess".as_ptr(), c"1".as_ptr(), &mut r), PAYSEAL_OK);
        assert_eq!(payseal_payment_request_set_value(r, ptr::null(), c"v".as_ptr()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_payment_request_set_value(r, c"k".as_ptr(), ptr::null()), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_payment_request_set_account_on_file(r, ptr::null()), PAYSEAL_OK, "NULL clears");
        let mut s: *mut c_char = junk();
        assert_eq!(payseal_payment_request_payload(r, ptr::null(), &mut s, ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null());
        let mut s: *mut c_char = ptr::null_mut();
        let mut len = 0usize;
        assert_eq!(payseal_payment_request_payload(r, c"n".as_ptr(), &mut s, &mut len), PAYSEAL_OK);
        assert_eq!(CStr::from_ptr(s).to_bytes().len(), len, "out_len excludes the NUL");
        payseal_free(s.cast());
        payseal_payment_request_free(r);
    }
}

fn test_key_file(name: &str) -> Vec<u8> {
    let dir = match std::env::var_os("PAYSEAL_VECTORS_DIR") {
        Some(d) if !d.is_empty() => std::path::PathBuf::from(d),
        _ => std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../Vectors"),
    };
    let p = dir.join("keys").join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Header conventions that need real handles: invalid UTF-8, NULL data with a length, output
/// lengths, and `int` flags.
#[test]
fn conventions_with_real_handles() {
    unsafe {
        let api = test_key_file("test-rsa-2048.client-api.json");
        let mut pk: *mut payseal_public_key = ptr::null_mut();
        assert_eq!(payseal_public_key_from_client_api(api.as_ptr().cast(), api.len(), &mut pk), PAYSEAL_OK);
        assert_eq!(payseal_public_key_bits(pk), 2048);
        let pem = test_key_file("test-rsa-2048.private.pem");
        let mut sk: *mut payseal_private_key = ptr::null_mut();
        assert_eq!(payseal_private_key_parse(pem.as_ptr(), pem.len(), &mut sk), PAYSEAL_OK);

        // Invalid UTF-8 in NUL-terminated inputs -> PAYSEAL_E_ARGUMENT.
        let bad: &CStr = c"k\xff";
        let mut m: *mut payseal_metadata = ptr::null_mut();
        assert_eq!(payseal_metadata_new(&mut m), PAYSEAL_OK);
        assert_eq!(payseal_metadata_set(m, bad.as_ptr(), c"v".as_ptr()), PAYSEAL_E_ARGUMENT, "metadata key");
        assert_eq!(payseal_metadata_set(m, c"k".as_ptr(), bad.as_ptr()), PAYSEAL_E_ARGUMENT, "metadata value");
        let mut r: *mut payseal_payment_request = junk();
        assert_eq!(payseal_payment_request_new(bad.as_ptr(), c"1".as_ptr(), &mut r), PAYSEAL_E_ARGUMENT, "session id");
        assert!(r.is_null());
        assert_eq!(payseal_payment_request_new(c"s".as_ptr(), c"1".as_ptr(), &mut r), PAYSEAL_OK);
        assert_eq!(payseal_payment_request_set_value(r, bad.as_ptr(), c"v".as_ptr()), PAYSEAL_E_ARGUMENT, "value key");
        assert_eq!(payseal_payment_request_set_value(r, c"k".as_ptr(), bad.as_ptr()), PAYSEAL_E_ARGUMENT, "value");
        assert_eq!(payseal_payment_request_set_account_on_file(r, bad.as_ptr()), PAYSEAL_E_ARGUMENT, "aof id");
        // The base64 SPKI of the same key, with a key_id that is not UTF-8.
        let text = std::str::from_utf8(&api).unwrap();
        let start = text.find("MII").expect("base64 SPKI in the Client API file");
        let spki = &text[start..start + text[start..].find('"').unwrap()];
        let mut k2: *mut payseal_public_key = junk();
        assert_eq!(payseal_public_key_parse(spki.as_ptr(), spki.len(), bad.as_ptr(), &mut k2), PAYSEAL_E_ARGUMENT, "key_id");
        assert!(k2.is_null());
        assert_eq!(payseal_public_key_parse(spki.as_ptr(), spki.len(), c"ok".as_ptr(), &mut k2), PAYSEAL_OK);
        assert_eq!(CStr::from_ptr(payseal_public_key_id(k2)), c"ok");
        payseal_public_key_free(k2);

        // Plaintext NULL: allowed only with len 0.
        let (mut jwe, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_jwe_encrypt(pk, ptr::null(), 5, &mut jwe, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(jwe.is_null() && len == 0);
        assert_eq!(payseal_jwe_encrypt(pk, ptr::null(), 0, &mut jwe, &mut len), PAYSEAL_OK);
        assert_eq!(CStr::from_ptr(jwe).to_bytes().len(), len, "out_len excludes the NUL");
        let (mut pt, mut pt_len): (*mut u8, usize) = (ptr::null_mut(), 99);
        assert_eq!(payseal_jwe_decrypt(sk, jwe, len, &mut pt, &mut pt_len), PAYSEAL_OK);
        assert!(!pt.is_null() && pt_len == 0 && *pt == 0, "empty plaintext, NUL-terminated");
        payseal_free(pt.cast());
        payseal_free(jwe.cast());
        let (mut pt, mut pt_len): (*mut u8, usize) = (junk(), 7);
        assert_eq!(payseal_jwe_decrypt(sk, ptr::null(), 10, &mut pt, &mut pt_len), PAYSEAL_E_ARGUMENT);
        assert!(pt.is_null() && pt_len == 0);

        // KAT: NULL randomness -> PAYSEAL_E_ARGUMENT.
        let (cek, iv, seed) = ([1u8; 64], [2u8; 16], [3u8; 20]);
        let (mut jwe, mut len): (*mut c_char, usize) = (junk(), 7);
        for (c, i, s) in [
            (ptr::null(), iv.as_ptr(), seed.as_ptr()),
            (cek.as_ptr(), ptr::null(), seed.as_ptr()),
            (cek.as_ptr(), iv.as_ptr(), ptr::null()),
        ] {
            assert_eq!(payseal_jwe_encrypt_kat(pk, b"x".as_ptr(), 1, c, i, s, &mut jwe, &mut len), PAYSEAL_E_ARGUMENT);
            assert!(jwe.is_null() && len == 0);
        }

        // int flags: any non-zero value means yes.
        assert_eq!(payseal_payment_request_set_tokenize(r, 2), PAYSEAL_OK);
        let mut s: *mut c_char = ptr::null_mut();
        assert_eq!(payseal_payment_request_payload(r, c"n".as_ptr(), &mut s, ptr::null_mut()), PAYSEAL_OK);
        assert!(CStr::from_ptr(s).to_str().unwrap().contains("\"tokenize\":true"));
        payseal_free(s.cast());

        // prepare: NULL request or outputs -> PAYSEAL_E_ARGUMENT; both outputs cleared.
        let (mut a, mut b): (*mut c_char, *mut c_char) = (junk(), junk());
        assert_eq!(payseal_prepare(pk, ptr::null(), m, &mut a, &mut b), PAYSEAL_E_ARGUMENT);
        assert!(a.is_null() && b.is_null());
        let mut a: *mut c_char = junk();
        assert_eq!(payseal_prepare(pk, r, m, &mut a, ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        assert!(a.is_null());
        let (mut a, mut b): (*mut c_char, *mut c_char) = (ptr::null_mut(), ptr::null_mut());
        assert_eq!(payseal_prepare(pk, r, ptr::null(), &mut a, &mut b), PAYSEAL_OK);
        assert!(!a.is_null() && !b.is_null());
        payseal_free(a.cast());
        payseal_free(b.cast());

        payseal_payment_request_free(r);
        payseal_metadata_free(m);
        payseal_private_key_free(sk);
        payseal_public_key_free(pk);
    }
}

/// The card-brand functions: NULL handles, strings and outputs give PAYSEAL_E_ARGUMENT and clear
/// the outputs; "no brand" is PAYSEAL_OK with a NULL name; NULL expiry, cvc, accepted and
/// replacement are allowed, as are NULL out_len and out_caret.
#[test]
fn card_brands_null_arguments() {
    unsafe {
        assert_eq!(payseal_card_brands_default(ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        let mut b: *mut payseal_card_brands = junk();
        assert_eq!(payseal_card_brands_parse(ptr::null(), 2, &mut b), PAYSEAL_E_ARGUMENT);
        assert!(b.is_null(), "card_brands_parse(NULL json): *out not cleared");
        let mut b: *mut payseal_card_brands = junk();
        assert_eq!(payseal_card_brands_parse(c"{".as_ptr(), 1, &mut b), PAYSEAL_E_JSON);
        assert!(b.is_null(), "card_brands_parse(bad json): *out not cleared");
        assert_eq!(payseal_card_brands_parse(c"[]".as_ptr(), 2, ptr::null_mut()), PAYSEAL_E_ARGUMENT);

        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_card_brand(ptr::null(), c"4".as_ptr(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "card_brand(NULL b): outputs not cleared");
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_card_format_pan(ptr::null(), c"4".as_ptr(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "card_format_pan(NULL b): outputs not cleared");
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        let status =
            payseal_card_check(ptr::null(), c"4".as_ptr(), ptr::null(), ptr::null(), ptr::null(), 0, 0, &mut s, &mut len);
        assert_eq!(status, PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0, "card_check(NULL b): outputs not cleared");
        let (mut s, mut len, mut caret): (*mut c_char, usize, usize) = (junk(), 7, 9);
        let status = payseal_card_edit_pan(ptr::null(), c"4".as_ptr(), 0, 0, ptr::null(), &mut s, &mut len, &mut caret);
        assert_eq!(status, PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0 && caret == 0, "card_edit_pan(NULL b): outputs not cleared");

        let mut b: *mut payseal_card_brands = ptr::null_mut();
        assert_eq!(payseal_card_brands_default(&mut b), PAYSEAL_OK);
        assert!(!b.is_null());
        let (mut s, mut len): (*mut c_char, usize) = (junk(), 7);
        assert_eq!(payseal_card_brand(b, c"0".as_ptr(), &mut s, &mut len), PAYSEAL_OK, "no brand");
        assert!(s.is_null() && len == 0);
        assert_eq!(payseal_card_brand(b, ptr::null(), &mut s, &mut len), PAYSEAL_E_ARGUMENT);
        assert_eq!(payseal_card_brand(b, c"4".as_ptr(), ptr::null_mut(), &mut len), PAYSEAL_E_ARGUMENT);
        let mut s: *mut c_char = ptr::null_mut();
        assert_eq!(payseal_card_brand(b, c"4".as_ptr(), &mut s, ptr::null_mut()), PAYSEAL_OK);
        assert_eq!(CStr::from_ptr(s), c"visa");
        payseal_free(s.cast());

        let mut s: *mut c_char = junk();
        assert_eq!(payseal_card_format_pan(b, ptr::null(), &mut s, ptr::null_mut()), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null());
        assert_eq!(payseal_card_format_pan(b, c"4".as_ptr(), ptr::null_mut(), ptr::null_mut()), PAYSEAL_E_ARGUMENT);

        let mut s: *mut c_char = junk();
        let status = payseal_card_check(b, ptr::null(), ptr::null(), ptr::null(), ptr::null(), 0, 0, &mut s, ptr::null_mut());
        assert_eq!(status, PAYSEAL_E_ARGUMENT);
        assert!(s.is_null());
        let status =
            payseal_card_check(b, c"4".as_ptr(), ptr::null(), ptr::null(), ptr::null(), 0, 0, ptr::null_mut(), ptr::null_mut());
        assert_eq!(status, PAYSEAL_E_ARGUMENT);
        let mut s: *mut c_char = ptr::null_mut();
        let mut len = 0usize;
        let status = payseal_card_check(b, c"4".as_ptr(), ptr::null(), ptr::null(), ptr::null(), 2026, 11, &mut s, &mut len);
        assert_eq!(status, PAYSEAL_OK);
        assert_eq!(CStr::from_ptr(s).to_bytes().len(), len, "out_len excludes the NUL");
        assert!(CStr::from_ptr(s).to_str().unwrap().contains(r#""cvc":{"state":"incomplete","reason":"required"}"#));
        payseal_free(s.cast());
        let mut s: *mut c_char = junk();
        let status =
            payseal_card_check(b, c"4".as_ptr(), ptr::null(), ptr::null(), c"[1]".as_ptr(), 2026, 11, &mut s, ptr::null_mut());
        assert_eq!(status, PAYSEAL_E_JSON, "accepted_json not an array of strings");
        assert!(s.is_null());

        let (mut s, mut len, mut caret): (*mut c_char, usize, usize) = (junk(), 7, 9);
        assert_eq!(payseal_card_edit_pan(b, ptr::null(), 0, 0, ptr::null(), &mut s, &mut len, &mut caret), PAYSEAL_E_ARGUMENT);
        assert!(s.is_null() && len == 0 && caret == 0);
        assert_eq!(
            payseal_card_edit_pan(b, c"".as_ptr(), 0, 0, ptr::null(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut()),
            PAYSEAL_E_ARGUMENT
        );
        let mut s: *mut c_char = ptr::null_mut();
        assert_eq!(
            payseal_card_edit_pan(b, c"4111".as_ptr(), 4, 4, ptr::null(), &mut s, ptr::null_mut(), ptr::null_mut()),
            PAYSEAL_OK
        );
        assert_eq!(CStr::from_ptr(s), c"4111");
        payseal_free(s.cast());

        payseal_card_brands_free(b);
    }
}
