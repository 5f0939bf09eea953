//! A product's fields as the customer types them (`Product::check_field`) and accounts on file's
//! display values (`AccountOnFile::display_value`).

use payseal::{FieldCheck, FieldState, Mask, Product, Status, YearMonth};
use std::path::PathBuf;

fn example() -> Product {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../examples/product-1-visa.json");
    Product::parse(std::fs::read(path).unwrap()).unwrap()
}

fn today() -> Option<YearMonth> {
    Some(YearMonth::new(2026, 11).unwrap())
}

#[test]
fn a_card_number_typed_key_by_key_is_never_invalid_on_its_way() {
    let product = example();
    let mask = product.field("cardNumber").unwrap().mask.clone().unwrap();
    let mut text = String::new();
    let mut states = Vec::new();
    for key in "4111111111111111".chars() {
        let end = text.len(); // ASCII: bytes are UTF-16 units
        text = mask.edit(&text, end, end, &key.to_string()).unwrap().text;
        states.push(product.check_field("cardNumber", &text, today()).unwrap().state);
    }
    assert_eq!(text, "4111 1111 1111 1111");
    assert!(!states.contains(&FieldState::Invalid), "{states:?}");
    assert_eq!(states.last(), Some(&FieldState::Valid));
    assert_eq!(product.check_field("cardNumber", &text, today()).unwrap(), FieldCheck { state: FieldState::Valid, error: None });
}

#[test]
fn incomplete_and_invalid_carry_their_errors() {
    let product = example();
    let incomplete = product.check_field("cardNumber", "4111 1111 1111 1", today()).unwrap();
    let error = incomplete.error.unwrap();
    assert_eq!(
        (incomplete.state, error.kind.as_str(), error.message_key.as_str()),
        (FieldState::Incomplete, "luhn", "validation.luhn")
    );
    assert_eq!(error.field_id.as_deref(), Some("cardNumber"));
    let past = product.check_field("expiryDate", "12/19", today()).unwrap();
    assert_eq!((past.state, past.error.unwrap().reason()), (FieldState::Invalid, Some("past")));
    // {{99}}/{{99}}: 12/20 is on its way to 12/2028, which the field's editor writes 12/28.
    let on_its_way = product.check_field("expiryDate", "12/20", today()).unwrap();
    assert_eq!((on_its_way.state, on_its_way.error.unwrap().reason()), (FieldState::Incomplete, Some("past")));
    let empty = product.check_field("expiryDate", "", today()).unwrap();
    assert_eq!((empty.state.as_str(), empty.error.unwrap().kind.as_str()), ("incomplete", "required"));
    assert_eq!(FieldState::Invalid.to_string(), "invalid");
}

#[test]
fn bad_input_is_a_status() {
    let product = example();
    let refused = product.check_field("cardNumber", "4111 x111", today()).unwrap_err();
    assert_eq!(refused.status, Status::Argument);
    assert!(refused.message.contains("does not fit its mask"), "{}", refused.message);
    assert_eq!(product.check_field("pin", "1", today()).unwrap_err().status, Status::Argument);
    assert_eq!(product.check_field("cardNumber", &"4".repeat(4097), today()).unwrap_err().status, Status::Limit);
    assert_eq!(product.account_display_value("5022", "cardNumber").unwrap_err().status, Status::Argument);
}

#[test]
fn display_values_keep_the_platforms_x() {
    let product = example();
    let account = &product.accounts_on_file()[0];
    assert_eq!(account.display_value("cardNumber"), Some("4111 11XX XXXX 1111"));
    assert_eq!(Mask::new("{{9999}} {{9999}} {{9999}} {{9999}}").unwrap().format("411111XXXXXX1111").unwrap(), "4111 1111 11");
    assert_eq!(account.display_value("expiryDate"), Some("12/28"));
    assert_eq!(account.display_value("alias"), Some("411111XXXXXX1111"));
    assert_eq!(account.display_value("cvv"), None);
    assert_eq!(product.account_display_value("5021", "cardNumber").unwrap(), "4111 11XX XXXX 1111");
}

#[test]
fn accounts_sharing_an_id_take_the_first_ones_values() {
    // The second account of id 7 has a cvv the first lacks: the library and choosing an account
    // take the first of an id, so both show the first one's values and parsing does not fail.
    let product = Product::parse(
        r#"{"id":1,"fields":[{"id":"cardNumber","displayHints":{"mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}}],
            "accountsOnFile":[{"id":7,"attributes":[{"key":"cardNumber","value":"411111XXXXXX1111"}]},
                              {"id":7,"attributes":[{"key":"cardNumber","value":"************7988"},{"key":"cvv","value":"123"}]}]}"#,
    )
    .unwrap();
    let [first, second] = product.accounts_on_file() else { panic!("two accounts") };
    assert_eq!(first.display_value("cardNumber"), Some("4111 11XX XXXX 1111"));
    assert_eq!(second.display_value("cardNumber"), Some("4111 11XX XXXX 1111"));
    assert_eq!(second.display_value("cvv"), None);
}

#[test]
fn leaving_the_field_makes_incomplete_invalid() {
    let product = example();
    let left = product.check_field_final("cardNumber", "4111 1111 1111 1", today()).unwrap();
    let error = left.error.unwrap();
    assert_eq!((left.state, error.message_key.as_str()), (FieldState::Invalid, "validation.luhn"));
    let whole = product.check_field_final("cardNumber", "4111 1111 1111 1111", today()).unwrap();
    assert_eq!(whole, FieldCheck { state: FieldState::Valid, error: None });
}
