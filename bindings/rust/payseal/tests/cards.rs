//! Card brands through the safe API (the vectors run in vectors/).

use payseal::{sys, CardBrands, CardCheck, CardPart, MaskEdit, Status, YearMonth};
use std::sync::Arc;

fn today() -> Option<YearMonth> {
    Some(YearMonth::new(2026, 11).unwrap())
}
/// The shape of Worldpay's cardTypes.json: "pattern", "cvvLength", "images" ignored.
const WORLDPAY: &str = r#"[
  {"name":"visa","pattern":"^(?!^493698\\d*$)4\\d*$","panLengths":[13,16,18,19],"cvvLength":3,"images":["visa.svg"]},
  {"name":"amex","pattern":"^3[47]\\d*$","panLengths":[15],"cvvLength":4,"format":[4,6,5]}
]"#;

fn invalid(reason: &str) -> CardPart {
    CardPart::Invalid(reason.into())
}

fn incomplete(reason: &str) -> CardPart {
    CardPart::Incomplete(reason.into())
}

#[test]
fn brand_detection() {
    let brands = CardBrands::built_in().unwrap();
    assert_eq!(brands.brand("493698").unwrap().as_deref(), Some("maestro"));
    assert_eq!(brands.brand("49369").unwrap().as_deref(), Some("visa"));
    assert_eq!(brands.brand("6").unwrap().as_deref(), Some("maestro"));
    assert_eq!(brands.brand("6011").unwrap().as_deref(), Some("discover"));
    assert_eq!(brands.brand("3782 8224").unwrap().as_deref(), Some("amex"), "spaces ignored");
    assert_eq!(brands.brand("").unwrap(), None);
    assert_eq!(brands.brand("0").unwrap(), None);
    assert_eq!(brands.brand("4111-1111").unwrap().as_deref(), Some("visa"), "dashes are separators too");
    assert_eq!(brands.brand("4111/1111").unwrap(), None, "another character: no brand");
}

#[test]
fn format_and_edit_pan() {
    let brands = CardBrands::built_in().unwrap();
    assert_eq!(brands.format_pan("4111111111111111").unwrap(), "4111 1111 1111 1111");
    assert_eq!(brands.format_pan("378282246310005").unwrap(), "3782 822463 10005");
    assert_eq!(brands.format_pan("3782-8224-6310-0059999").unwrap(), "3782 822463 10005");
    assert_eq!(brands.format_pan("").unwrap(), "");
    let edit = |text: &str, start, end, replacement: &str| brands.edit_pan(text, start, end, replacement).unwrap();
    assert_eq!(
        edit("3782 822463 1000", 16, 16, "5"),
        MaskEdit { text: "3782 822463 10005".into(), caret: 17, ..Default::default() }
    );
    assert_eq!(edit("4111", 4, 4, "1"), MaskEdit { text: "4111 1".into(), caret: 6, ..Default::default() });
    assert_eq!(edit("4111 1", 5, 6, ""), MaskEdit { text: "4111".into(), caret: 4, ..Default::default() });
    assert_eq!(edit("", 0, 0, "378282246310005"), MaskEdit { text: "3782 822463 10005".into(), caret: 17, ..Default::default() });
}

#[test]
fn check_example() {
    let brands = CardBrands::built_in().unwrap();
    // A 16-digit Visa with a typo may still become a 19-digit Visa: incomplete, with the reason
    // it fails if the customer stops now; at 19 digits nothing can follow.
    let result = brands.check("4111 1111 1111 1112", "12/2", "12", None, today()).unwrap();
    assert_eq!(
        result,
        CardCheck {
            brand: Some("visa".into()),
            pan: incomplete("luhn"),
            max_length: 19,
            advance: false,
            cvc: incomplete("length"),
            expiry: incomplete("format"),
            expiry_advance: false,
            complete: false,
        }
    );
    // A form moves on by `advance`: a valid 13-digit Visa does not, its 16 digits do; the brand
    // shown never flips (6011 is discover, 6 and 601 none).
    let visa = "4012888888881881";
    let advanced: Vec<usize> = (1..=16).filter(|&n| brands.check(&visa[..n], "", "", None, today()).unwrap().advance).collect();
    assert_eq!(advanced, vec![16]);
    let shown: Vec<Option<String>> =
        ["6", "601", "6011", "62"].iter().map(|p| brands.check(p, "", "", None, today()).unwrap().brand).collect();
    assert_eq!(shown, vec![None, None, Some("discover".into()), Some("unionpay".into())]);
    assert_eq!((result.pan.state(), result.pan.reason()), ("incomplete", Some("luhn")));
    assert_eq!(brands.check("4111-1111-1111-1111-112", "", "", None, today()).unwrap().pan, invalid("luhn"));
}

#[test]
fn typing_digit_by_digit() {
    let brands = CardBrands::built_in().unwrap();
    for pan in ["4111111111111111", "4242424242424242", "4936980000000000005", "378282246310005"] {
        let states: Vec<String> =
            (1..=pan.len()).map(|n| brands.check(&pan[..n], "", "", None, today()).unwrap().pan.state().to_string()).collect();
        assert!(!states[..pan.len() - 1].contains(&"invalid".to_string()), "{pan}: {states:?}");
        assert_eq!(states[pan.len() - 1], "valid", "{pan}");
    }
    let amex = brands.check("34", "", "", Some(&["visa"]), today()).unwrap();
    assert_eq!((amex.pan, amex.max_length), (invalid("brandNotAccepted"), 15));
    assert_eq!(brands.check("4", "", "", Some(&["maestro"]), today()).unwrap().pan, incomplete("brandNotAccepted"));
    for (text, part) in [
        ("12/2028", CardPart::Valid),
        ("122028", CardPart::Valid),
        ("12/20", incomplete("past")),
        ("12/99", invalid("tooFar")),
        ("12/1", invalid("past")),
        ("1/28", incomplete("format")),
        ("/28", incomplete("format")),
        ("12/8", invalid("tooFar")),
    ] {
        assert_eq!(brands.check("", text, "", None, today()).unwrap().expiry, part, "{text}");
    }
}

#[test]
fn check_accepted_and_today() {
    let brands = CardBrands::built_in().unwrap();
    let good = brands.check("4111 1111 1111 1111", "12/30", "123", Some(&["VISA"]), today()).unwrap();
    assert!(good.complete && good.pan == CardPart::Valid && good.expiry == CardPart::Valid);
    let refused = brands.check("4111111111111111", "1230", "123", Some(&["amex", "master\"card\\\n"]), today()).unwrap();
    assert_eq!(refused.pan, invalid("brandNotAccepted"));
    assert!(!refused.complete);
    assert!(brands.check("4111111111111111", "1230", "123", Some(&Vec::<String>::new()), today()).unwrap().complete);
    // A list of the table's own brands refuses a card of no brand; one naming another brand takes it.
    let unknown = brands.check("0000000000000000", "1230", "123", Some(&["visa"]), today()).unwrap();
    assert_eq!(unknown.brand, None);
    assert_eq!(unknown.pan, invalid("brandNotAccepted"));
    let taken = brands.check("0000000000000000", "1230", "123", Some(&["visa", "store-card"]), today()).unwrap();
    assert_eq!(taken.pan, CardPart::Valid);
    assert_eq!(brands.check("4111111111111111", "10/26", "123", None, today()).unwrap().expiry, invalid("past"));
    let clock = brands.check("4111111111111111", "", "", None, None).unwrap();
    assert_eq!((clock.cvc, clock.expiry), (incomplete("required"), incomplete("required")));
    let chars = brands.check("4111 x", "13", "12a", None, today()).unwrap();
    assert_eq!(
        (chars.brand, chars.pan, chars.cvc, chars.expiry),
        (None, invalid("characters"), invalid("characters"), invalid("format"))
    );
}

#[test]
fn parsed_tables() {
    let worldpay = CardBrands::parse(WORLDPAY).unwrap();
    assert_eq!(worldpay.brand("4936").unwrap().as_deref(), Some("visa"));
    assert_eq!(worldpay.brand("493698").unwrap(), None);
    assert_eq!(worldpay.format_pan("378282246310005").unwrap(), "3782 822463 10005");
    assert_eq!(worldpay.check("3782 822463 10005", "1230", "123", None, today()).unwrap().cvc, incomplete("length"));
    let empty = CardBrands::parse(" [ ] ").unwrap();
    assert_eq!(empty.brand("4111").unwrap(), None);
    assert_eq!(empty.format_pan(&"4".repeat(20)).unwrap(), "4444 4444 4444 4444 444");
    let mine = CardBrands::parse(r#"[{"name":"mine","bins":["4000-4999"],"panLengths":[16]}]"#).unwrap();
    assert_eq!(mine.brand("4111").unwrap().as_deref(), Some("mine"));
    assert_eq!(mine.brand("411").unwrap(), None);
}

#[test]
fn table_errors() {
    for bad in ["{", "", "{}", "[1]", r#"[{"name":"x"}]"#, r#"[{"name":"x","bins":["12-3"]}]"#, r#"[{"name":"","bins":["4"]}]"#] {
        assert_eq!(CardBrands::parse(bad).unwrap_err().status, Status::Json, "{bad:?}");
    }
    let e = CardBrands::parse(r#"[{"name":"x","pattern":"("}]"#).unwrap_err();
    assert!(e.status == Status::Json && e.message.contains("pattern"), "{e}");
    let e = CardBrands::parse(r#"[{"name":"x","bins":["4"],"panLengths":[20]}]"#).unwrap_err();
    assert!(e.status == Status::Json && e.message.contains("panLengths"), "{e}");
    assert_eq!(CardBrands::parse(&" ".repeat(64 * 1024 + 1)).unwrap_err().status, Status::Limit);
    let many: Vec<String> = (0..257).map(|i| format!(r#"{{"name":"b{i}","bins":["4"]}}"#)).collect();
    assert_eq!(CardBrands::parse(&format!("[{}]", many.join(","))).unwrap_err().status, Status::Limit);
}

#[test]
fn argument_errors() {
    let brands = CardBrands::built_in().unwrap();
    assert_eq!(YearMonth::new(2026, 13).unwrap_err().status, Status::Argument);
    let e = brands.edit_pan("4🎉", 2, 2, "1").unwrap_err();
    assert!(e.status == Status::Argument && e.message.contains("surrogate pair"), "{e}");
    assert!(brands.edit_pan("4🎉", 3, 3, "1").is_ok(), "after the pair: a real position");
    assert_eq!(brands.edit_pan("4111", 3, 2, "").unwrap_err().status, Status::Argument);
    assert_eq!(brands.edit_pan("4111", 4, 5, "").unwrap_err().status, Status::Argument);
    assert_eq!(brands.format_pan("4\u{0}1").unwrap_err().status, Status::Argument);
    assert_eq!(
        brands.check("4", "", "", Some(&["a\u{0}b", "VISA"]), today()).unwrap().pan,
        incomplete("length"),
        "NUL escaped in JSON"
    );
    assert_eq!(brands.brand(&"4".repeat(4097)).unwrap_err().status, Status::Limit);
    assert_eq!(brands.check("4111", &"1".repeat(4097), "", None, None).unwrap_err().status, Status::Limit);
}

/// The accepted list the safe API cannot express (not strings): through `sys`.
#[test]
fn bad_accepted_list_is_a_json_error() {
    let brands = CardBrands::built_in().unwrap();
    for bad in [c"[1]", c"null", c"{}", c"[\"visa\",null]", c""] {
        let (mut out, mut len) = (std::ptr::null_mut(), 0usize);
        // SAFETY: a live table, NUL-terminated strings, valid out places.
        let status = unsafe {
            sys::payseal_card_check(
                brands.as_raw(),
                c"4111".as_ptr(),
                std::ptr::null(),
                std::ptr::null(),
                bad.as_ptr(),
                2026,
                11,
                &mut out,
                &mut len,
            )
        };
        assert_eq!(status, sys::PAYSEAL_E_JSON, "{bad:?}");
        assert!(out.is_null());
    }
}

#[test]
fn shared_between_threads_and_dropped() {
    let brands = Arc::new(CardBrands::default());
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let brands = Arc::clone(&brands);
            std::thread::spawn(move || {
                for _ in 0..200 {
                    assert_eq!(brands.brand("378282246310005").unwrap().as_deref(), Some("amex"));
                    assert_eq!(brands.format_pan("4111111111111111").unwrap(), "4111 1111 1111 1111");
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(format!("{:?}", brands), "CardBrands { .. }");
    drop(brands);
    // Many tables made and dropped: each is freed once (a double free would abort).
    for _ in 0..100 {
        drop(CardBrands::parse(WORLDPAY).unwrap());
    }
    // NULL is a no-op for the release function.
    // SAFETY: NULL is allowed.
    unsafe { sys::payseal_card_brands_free(std::ptr::null_mut()) };
}

#[test]
fn leaving_the_field_settles_every_incomplete_part() {
    let brands = CardBrands::built_in().unwrap();
    let left = brands.check_final("4111 1111 1111 1112", "12/2", "12", None, today()).unwrap();
    assert_eq!((left.brand.as_deref(), &left.pan, left.advance), (Some("visa"), &invalid("luhn"), false));
    assert_eq!((left.cvc, left.expiry), (invalid("length"), invalid("format")));
    let whole = brands.check_final("4111 1111 1111 1111", "12/28", "123", None, today()).unwrap();
    assert_eq!(whole, brands.check("4111 1111 1111 1111", "12/28", "123", None, today()).unwrap());
}
