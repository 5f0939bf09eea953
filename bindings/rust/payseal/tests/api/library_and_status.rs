//! Library and status: the versions, and the status mapping against the library's names.

use payseal::{sys, Error, Status};
use std::ffi::CStr;

#[test]
fn versions() {
    assert_eq!(payseal::abi_version(), payseal::ABI_VERSION);
    let v = payseal::version();
    assert_eq!(v.split('.').count(), 3, "{v:?}");
    assert!(v.split('.').all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())), "{v:?}");
}

#[test]
fn status_mapping_matches_the_library() {
    for raw in (0..=15).chain([255, u32::MAX]) {
        let s = Status::from_raw(raw);
        assert_eq!(s.raw(), raw);
        assert_eq!(Status::from(sys::payseal_status(raw)), s);
        assert_eq!(sys::payseal_status::from(s), sys::payseal_status(raw));
        // SAFETY: payseal_status_name accepts any value and returns static storage.
        let c_name = unsafe { CStr::from_ptr(sys::payseal_status_name(sys::payseal_status(raw))) };
        assert_eq!(c_name.to_str().unwrap(), s.name(), "raw {raw}");
        if raw <= 14 {
            assert_eq!(Status::from_name(s.name()), Some(s));
            // Display is words, not the C name; each status has its own
            assert!(!s.to_string().is_empty() && !s.to_string().contains("PAYSEAL"), "{s}");
            assert_eq!((0..=14).filter(|&r| Status::from_raw(r).to_string() == s.to_string()).count(), 1, "{s}");
        } else {
            assert!(matches!(s, Status::Unknown(r) if r == raw));
            assert_eq!(s.to_string(), format!("unknown status {raw}"));
        }
    }
    assert_eq!(Status::from_name("PAYSEAL_E_UNKNOWN"), None);
    let e = Error { status: Status::Decrypt, message: String::new(), subject: None };
    assert_eq!(e.to_string(), "decryption failed");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e);
    assert_eq!(boxed.to_string(), "decryption failed");
}
