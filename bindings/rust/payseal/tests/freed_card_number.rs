//! The card number of an IIN request is never left in memory this crate frees: every heap block
//! Rust gives back while `Session::request` runs is searched for the number's leading digits, as
//! Tests/freed-memory does for the C library (whose own frees go through libc, not this
//! allocator). A buffer that grows while the JSON of the params is written gives back its
//! earlier, unwiped copy; one wiped before it is freed holds only zeros.
//!
//! One test in its own binary: the allocator below sees every thread's frees, and no other test
//! may run while it is armed.

use payseal::{Operation, PaymentContext, Session};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// One digit more than the bin (the first 8, which the request does carry): a freed block that
/// holds the number, as the crate writes it into JSON, up to its 9th digit held card data.
const NEEDLE_DIGITS: usize = 9;
const NEEDLE_CAPACITY: usize = 64;

static ARMED: AtomicBool = AtomicBool::new(false);
static FOUND: AtomicUsize = AtomicUsize::new(0);
static FREED: AtomicUsize = AtomicUsize::new(0);
/// The needle's bytes and length: static storage, so reading it allocates nothing. Only written
/// while disarmed.
static NEEDLE: [AtomicUsize; NEEDLE_CAPACITY] = [const { AtomicUsize::new(0) }; NEEDLE_CAPACITY];
static NEEDLE_LEN: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, searching each block it frees while armed. `realloc` is left to the
/// trait's default (allocate, copy, `dealloc`), so the block a reallocation gives back is
/// searched too. Nothing here allocates.
struct Searching;

// SAFETY: every call is forwarded to System with the same arguments; the search only reads a
// block that is still allocated.
unsafe impl GlobalAlloc for Searching {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        if ARMED.load(Ordering::SeqCst) {
            FREED.fetch_add(1, Ordering::SeqCst);
            // SAFETY: `block` holds `layout.size()` bytes until the dealloc below.
            let bytes = unsafe { std::slice::from_raw_parts(block, layout.size()) };
            let needle = &NEEDLE[..NEEDLE_LEN.load(Ordering::Relaxed).clamp(1, NEEDLE_CAPACITY)];
            let found = bytes.windows(needle.len()).any(|window| {
                window.iter().zip(needle).all(|(byte, wanted)| usize::from(*byte) == wanted.load(Ordering::Relaxed))
            });
            if found {
                FOUND.fetch_add(1, Ordering::SeqCst);
            }
        }
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(block, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Searching = Searching;

/// How many blocks freed while `body` ran held `card_number` up to its 9th digit, as JSON text
/// (a tab written `\t`), and how many blocks were freed in all (none would mean the search saw
/// nothing).
fn freed_copies(card_number: &str, body: impl FnOnce()) -> (usize, usize) {
    let json = card_number.replace('\t', "\\t");
    let ninth = json.bytes().enumerate().filter(|(_, byte)| byte.is_ascii_digit()).nth(NEEDLE_DIGITS - 1);
    let end = ninth.map(|(index, _)| index + 1).expect("a card number of at least 9 digits");
    assert!(end <= NEEDLE_CAPACITY);
    for (slot, byte) in NEEDLE.iter().zip(&json.as_bytes()[..end]) {
        slot.store(usize::from(*byte), Ordering::Relaxed);
    }
    NEEDLE_LEN.store(end, Ordering::Relaxed);
    FOUND.store(0, Ordering::SeqCst);
    FREED.store(0, Ordering::SeqCst);
    ARMED.store(true, Ordering::SeqCst);
    body();
    ARMED.store(false, Ordering::SeqCst);
    (FOUND.load(Ordering::SeqCst), FREED.load(Ordering::SeqCst))
}

#[test]
fn an_iin_request_frees_no_copy_of_the_card_number() {
    let session = Session::new("s1", "c1", "https://h.example.com", "").unwrap();
    let context = PaymentContext {
        country_code: "NL".into(),
        currency_code: "EUR".into(),
        amount: 1000,
        is_recurring: false,
        locale: None,
    };

    // The harness can fail: a plain String of the number, dropped, is found.
    let (found, _) = freed_copies("4012000033330026", || drop(String::from("4012000033330026")));
    assert_eq!(found, 1, "the search did not find a freed, unwiped card number");

    // Numbers as typed, one with an escape in its JSON: 16 and 19 digits, grouped and not. Every
    // number is measured before any assertion, so a failure shows them all.
    let numbers =
        ["4012000033330026", "4012 0000 3333 0026", "6011000990139424123", "6011 0009 9013 9424 123", "4012\t0000 3333 0026"];
    let mut copies = Vec::new();
    for number in numbers {
        let mut outcome = None;
        let (found, freed) = freed_copies(number, || {
            outcome = Some(session.request(Operation::IinDetails { card_number: number }, Some(&context), None).map(|r| r.body));
        });
        match outcome {
            Some(Ok(Some(body))) => assert!(body.contains("\"bin\":\"40120000\"") || body.contains("\"bin\":\"60110009\"")),
            Some(Err(error)) if number.contains('\t') => assert_eq!(error.status, payseal::Status::Argument),
            other => panic!("{number:?}: unexpected outcome {other:?}"),
        }
        assert!(freed > 0, "{number:?}: no block was freed while armed: the search saw nothing");
        println!("freed blocks holding {number:?} up to its 9th digit: {found} (of {freed} freed)");
        copies.push((number, found));
    }
    assert!(copies.iter().all(|&(_, found)| found == 0), "freed unwiped copies of the card number: {copies:?}");
}
