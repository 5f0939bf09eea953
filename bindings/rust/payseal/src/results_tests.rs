//! The typed readers of the library's JSON outputs (results.rs, generated from
//! Include/payseal_results.json): output of another shape is a contract error naming the member.

use crate::results::{
    read_card_brand_info, read_card_check, read_card_edit_cvc, read_card_edit_expiry_json, read_card_edit_pan_json,
    read_product_field_edit, CardPart, FieldEdit,
};
use crate::Status;

const PART: &str = r#"{"state":"valid","maxLength":16,"advance":false}"#;

fn check(pan: &str) -> String {
    format!(
        r#"{{"brand":"visa","pan":{pan},"cvc":{{"state":"incomplete","reason":"required"}},"expiry":{PART},"complete":false}}"#
    )
}

#[test]
fn a_card_check_reads_into_typed_parts() {
    let read = read_card_check(&check(PART)).unwrap();
    assert_eq!(read.brand.as_deref(), Some("visa"));
    assert_eq!(read.pan, CardPart { state: "valid".into(), reason: None, max_length: Some(16), advance: Some(false) });
    assert_eq!(read.cvc.reason.as_deref(), Some("required"));
}

#[test]
fn output_of_another_shape_names_the_member() {
    for (text, named) in [
        (r#"{"brand":null}"#.to_owned(), "payseal_card_check.pan is missing"),
        (check(r#"{"state":"valid","maxLength":"16"}"#), "payseal_card_check.pan.maxLength is not an integer"),
        (check(r#"{"state":"fine"}"#), "payseal_card_check.pan.state is \"fine\""),
        (check(r#"{"state":"valid","maxLength":9007199254740992}"#), "payseal_card_check.pan.maxLength is not an integer"),
        ("[1]".to_owned(), "payseal_card_check is not an object"),
        ("{".to_owned(), "payseal_card_check: its output is not JSON"),
    ] {
        let error = read_card_check(&text).unwrap_err();
        assert_eq!(error.status, Status::Crypto, "{text}");
        assert!(error.message.contains(named), "{text}: {}", error.message);
    }
}

#[test]
fn int_keys_are_read_as_integers() {
    let info =
        r#"{"name":"d","panLengths":[14],"cvcLengths":[3],"format":[4,6,4],"advanceLength":14,"formatByLength":{"14":[4,6,4]}}"#;
    assert_eq!(read_card_brand_info(info).unwrap().format_by_length, Some(vec![(14, vec![4, 6, 4])]));
    let bad = info.replace(r#""14":"#, r#""x":"#);
    assert!(read_card_brand_info(&bad).unwrap_err().message.contains("formatByLength: the key \"x\" is not an integer"));
}

const EDIT: &str = r#"{"text":"4111 1","caret":6,"truncated":true,"refused":null}"#;

#[test]
fn a_field_edit_reads_into_a_typed_value() {
    for read in [read_card_edit_pan_json, read_card_edit_expiry_json, read_card_edit_cvc, read_product_field_edit] {
        assert_eq!(read(EDIT).unwrap(), FieldEdit { text: "4111 1".into(), caret: 6, truncated: true, refused: None });
        assert_eq!(read(&EDIT.replace("null", r#""notDigits""#)).unwrap().refused.as_deref(), Some("notDigits"));
    }
    for (text, named) in [
        (r#"{"text":"1","caret":1,"truncated":false}"#.to_owned(), "payseal_card_edit_cvc.refused is missing"),
        (EDIT.replace(r#""caret":6"#, r#""caret":"6""#), "payseal_card_edit_cvc.caret is not an integer"),
        (EDIT.replace(r#""refused":null"#, r#""refused":false"#), "payseal_card_edit_cvc.refused is not a string"),
    ] {
        let error = read_card_edit_cvc(&text).unwrap_err();
        assert_eq!(error.status, Status::Crypto, "{text}");
        assert!(error.message.contains(named), "{text}: {}", error.message);
    }
}
