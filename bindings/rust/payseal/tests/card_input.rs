//! Masks and validation through the safe API (the vectors run in vectors/).

use payseal::{iin_bin, iin_result, validate_value, IinStatus, Mask, MaskEdit, Param, Status, YearMonth};

const CARD: &str = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}";

#[test]
fn mask_format_unformat_edit() {
    let mask = Mask::new(CARD).unwrap();
    assert_eq!(mask.format("4111111111111111").unwrap(), "4111 1111 1111 1111");
    assert_eq!(mask.unformat("4111 1111 1111 1111").unwrap(), "4111111111111111");
    assert_eq!(mask.edit("1234", 4, 4, "5").unwrap(), MaskEdit { text: "1234 5".into(), caret: 6, ..Default::default() });
    assert_eq!(mask.edit("1234 5678", 5, 6, "").unwrap(), MaskEdit { text: "1234 678".into(), caret: 5, ..Default::default() });
}

#[test]
fn mask_shows_its_pattern() {
    let mask = Mask::new(CARD).unwrap();
    assert_eq!(mask.pattern(), CARD);
    assert_eq!(mask.to_string(), CARD);
    assert_eq!(format!("mask {mask}"), format!("mask {CARD}"));
    let unicode = Mask::new("{{**}}–{{99}} é").unwrap();
    assert_eq!((unicode.pattern(), unicode.to_string().as_str()), ("{{**}}–{{99}} é", "{{**}}–{{99}} é"));
}

#[test]
fn positions_are_utf16_code_units() {
    let mask = Mask::new("{{****}}").unwrap();
    assert_eq!(mask.edit("a🎉", 3, 3, "b").unwrap(), MaskEdit { text: "a🎉b".into(), caret: 4, ..Default::default() });
    let e = mask.edit("a🎉", 2, 2, "b").unwrap_err();
    assert_eq!(e.status, Status::Argument);
    assert!(e.message.contains("surrogate pair"), "{}", e.message);
}

#[test]
fn bad_masks_are_refused_when_made() {
    for bad in ["{9}", "{{9", "9}}", "{{9{{9}}}}"] {
        assert_eq!(Mask::new(bad).unwrap_err().status, Status::Argument, "{bad}");
    }
    assert_eq!(Mask::new(CARD).unwrap().format(&"1".repeat(4097)).unwrap_err().status, Status::Limit);
}

#[test]
fn validate_value_returns_typed_errors() {
    let rules = r#"{"isRequired":true,"validators":{"length":{"minLength":13,"maxLength":19},"luhn":{}}}"#;
    assert_eq!(validate_value(rules, "4111111111111111", None).unwrap(), vec![]);
    let required = validate_value(rules, "", None).unwrap();
    assert_eq!((required.len(), required[0].kind.as_str(), required[0].field_id.as_deref()), (1, "required", None));
    assert_eq!((required[0].message_key.as_str(), required[0].message.as_str()), ("validation.required", "A value is required."));
    assert_eq!(required[0].to_string(), "A value is required.");
    let errors = validate_value(rules, "4111", None).unwrap();
    assert_eq!(errors.iter().map(|e| e.kind.as_str()).collect::<Vec<_>>(), ["luhn", "length"]);
    assert_eq!(errors[1].params, vec![("minLength".into(), Param::Integer(13)), ("maxLength".into(), Param::Integer(19))]);
    let fixed = validate_value(r#"{"validators":{"fixedList":{"allowedValues":["a","\"b\n"]}}}"#, "c", None).unwrap();
    assert_eq!(fixed[0].params, vec![("allowedValues".into(), Param::Texts(vec!["a".into(), "\"b\n".into()]))]);
    let past =
        validate_value(r#"{"validators":{"expirationDate":{}}}"#, "1025", Some(YearMonth::new(2026, 11).unwrap())).unwrap();
    assert_eq!(past[0].params, vec![("reason".into(), Param::Text("past".into()))]);
    assert_eq!((past[0].reason(), past[0].param("reason")), (Some("past"), Some(&Param::Text("past".into()))));
    assert_eq!(past[0].message_key, "validation.expirationDate.past");
    let boxed: Box<dyn std::error::Error> = Box::new(past[0].clone()); // an std::error::Error
    assert!(!boxed.to_string().is_empty());
    // bytes work as text does
    assert_eq!(validate_value(br#"{"validators":{"luhn":{}}}"#.as_slice(), "4111111111111111", None).unwrap(), vec![]);
}

#[test]
fn validation_errors() {
    assert_eq!(validate_value(r#"{"validators":{"fixedList":{}}}"#, "x", None).unwrap_err().status, Status::Json);
    assert_eq!(YearMonth::new(2026, 13).unwrap_err().status, Status::Argument);
    assert_eq!(YearMonth::new(0, 1).unwrap_err().status, Status::Argument);
    assert_eq!(YearMonth::new(9999, 12).unwrap().month(), 12);
    assert_eq!(validate_value("{}", "a\0b", None).unwrap_err().status, Status::Argument);
}

#[test]
fn iin() {
    assert_eq!(iin_bin("4111 1111 1111 1111").unwrap().as_deref(), Some("41111111"));
    assert_eq!(iin_bin("4111-11").unwrap().as_deref(), Some("411111"));
    assert_eq!(iin_bin("41111").unwrap(), None);
    assert_eq!(iin_bin("4111x").unwrap_err().status, Status::Argument);
    let not_allowed = iin_result(200, br#"{"paymentProductId":1,"isAllowedInContext":false}"#).unwrap();
    assert_eq!(
        not_allowed.as_json(),
        r#"{"status":"EXISTING_BUT_NOT_ALLOWED","paymentProductId":1,"isAllowedInContext":false,"countryCode":null,"cardType":null,"coBrands":[]}"#
    );
    assert_eq!(
        (not_allowed.status, not_allowed.payment_product_id, not_allowed.is_allowed_in_context),
        (IinStatus::ExistingButNotAllowed, Some(1), Some(false))
    );
    // text works as bytes do; an id written as a string of digits is read as a number
    let supported = iin_result(200, r#"{"paymentProductId":"3","countryCode":"NL","coBrands":[{"x":1}]}"#).unwrap();
    assert_eq!(
        (supported.status, supported.payment_product_id, supported.country_code.as_deref()),
        (IinStatus::Supported, Some(3), Some("NL"))
    );
    assert_eq!((supported.is_allowed_in_context, supported.co_brands.len()), (None, 1));
    assert_eq!(iin_result(404, b"").unwrap().status, IinStatus::Unknown);
    assert_eq!(iin_result(500, b"{}").unwrap_err().status, Status::Argument);
}
