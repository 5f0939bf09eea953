//! Threads and drop order: auto traits, one key pair shared by threads, builders moved
//! between threads, and handles dropped in any order.

use crate::helpers::{private, public, spki_b64};
use crate::support;
use payseal::{DeviceMetadata, Error, PaymentRequest, PrivateKey, PublicKey, Status};
use std::sync::{Arc, Mutex};
use std::thread;

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
                let mut r = PaymentRequest::new(&format!("thread-{t}"), 1).unwrap();
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
fn eight_threads_share_one_request_through_a_mutex() {
    // The builders are not Sync, so `Arc<PaymentRequest>` cannot cross threads: sharing one
    // takes a Mutex (or a RwLock's write side), which runs the calls one at a time, as the C
    // header asks. Every call then completes as if alone.
    let pk = Arc::new(public(2048));
    let sk = Arc::new(private(2048));
    let shared = Arc::new(Mutex::new((PaymentRequest::new("session", 1).unwrap(), DeviceMetadata::new().unwrap())));
    let handles: Vec<_> = (0..8)
        .map(|t| {
            let (pk, sk, shared) = (Arc::clone(&pk), Arc::clone(&sk), Arc::clone(&shared));
            thread::spawn(move || {
                for i in 0..50 {
                    let mut guard = shared.lock().unwrap();
                    let (request, metadata) = &mut *guard;
                    request.set_value("cardNumber", &format!("41111111111{t}{i:04}")).unwrap();
                    request.set_tokenize(i % 2 == 0).unwrap();
                    metadata.set("appIdentifier", &format!("app-{t}-{i}")).unwrap();
                    let prepared = request.prepare(&pk, Some(metadata)).unwrap();
                    drop(guard);
                    let payload = String::from_utf8(sk.decrypt(&prepared.encrypted_fields).unwrap()).unwrap();
                    assert!(payload.contains(&format!(r#""value":"41111111111{t}{i:04}""#)), "{payload}");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

#[test]
fn builders_move_between_threads() {
    let pk = Arc::new(public(2048));
    let mut r = PaymentRequest::new("s", 1).unwrap();
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
        let mut r = PaymentRequest::new("s", 1).unwrap();
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
        let r = PaymentRequest::new("s", 1).unwrap();
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
        let mut r = PaymentRequest::new("s", 1).unwrap();
        r.set_value("v", "x").unwrap();
        if i % 50 == 0 {
            r.prepare(&pk, Some(&m)).unwrap();
        }
        let _ = PublicKey::parse(b"bad", None).unwrap_err();
    }
}
