//! Card field keys and brand details through the safe API: fields driven key by key, every
//! intermediate state compared (the card-editing vectors run in Swift and Python).

use payseal::{delete_expiry, edit_expiry, BrandInfo, CardBrands, Mask, MaskEdit, Status};

fn state(text: &str, caret: usize) -> MaskEdit {
    MaskEdit { text: text.into(), caret, ..Default::default() }
}

/// A key at the field's caret: a text to type, or Backspace / Delete.
enum Key<'a> {
    Type(&'a str),
    Backspace,
    Delete,
}

fn drive_expiry(mut field: MaskEdit, keys: &[(Key<'_>, &str, usize)]) {
    for (key, text, caret) in keys {
        field = match key {
            Key::Type(typed) => edit_expiry(&field.text, field.caret, field.caret, typed),
            Key::Backspace => delete_expiry(&field.text, field.caret, field.caret, false),
            Key::Delete => delete_expiry(&field.text, field.caret, field.caret, true),
        }
        .unwrap();
        assert_eq!(field, state(text, *caret));
    }
}

#[test]
fn expiry_typed_and_emptied_key_by_key() {
    use Key::*;
    drive_expiry(
        state("", 0),
        &[
            (Type("1"), "1", 1),
            (Type("2"), "12/", 3),
            (Type("2"), "12/2", 4),
            (Type("8"), "12/28", 5),
            (Type("9"), "12/28", 5),
            (Backspace, "12/2", 4),
            (Backspace, "12/", 3),
            (Backspace, "1", 1),
            (Backspace, "", 0),
            (Type("2"), "02/", 3),
        ],
    );
    drive_expiry(state("11/28", 3), &[(Backspace, "1/28", 1), (Type("2"), "12/28", 3)]);
    drive_expiry(state("12/28", 0), &[(Delete, "2/28", 0), (Delete, "/28", 0), (Type("0"), "0/28", 1)]);
    drive_expiry(state("", 0), &[(Type("1"), "1", 1), (Type("3"), "01/3", 4)]);
    assert_eq!(edit_expiry("", 0, 0, "12/2028").unwrap(), state("12/28", 5));
    assert_eq!(edit_expiry("11/28", 2, 3, "").unwrap(), state("1/28", 1));
}

#[test]
fn expiry_typed_as_mmyyyy_pasted_and_fixed() {
    use Key::*;
    // MMYYYY key by key: after 20 a third and fourth year digit, 20YY written YY.
    drive_expiry(
        state("", 0),
        &[
            (Type("1"), "1", 1),
            (Type("2"), "12/", 3),
            (Type("2"), "12/2", 4),
            (Type("0"), "12/20", 5),
            (Type("2"), "12/202", 6),
            (Type("8"), "12/28", 5),
        ],
    );
    // A paste is the whole text it makes: no possible date, no change (never 01/33 for 13/30), and
    // the result says why.
    let refused = |text: &str, caret| MaskEdit { refused: Some("notADate".into()), ..state(text, caret) };
    assert_eq!(edit_expiry("", 0, 0, "13/30").unwrap(), refused("", 0));
    assert_eq!(edit_expiry("12/28", 0, 2, "13").unwrap(), refused("12/28", 0));
    assert_eq!(edit_expiry("12/28", 5, 5, "9").unwrap(), state("12/28", 5)); // a refused key needs no reason
                                                                             // The year's first digit deleted takes the rest of the year: 12/, never 12/8.
    drive_expiry(state("12/28", 3), &[(Delete, "12/", 3), (Type("3"), "12/3", 4)]);
    drive_expiry(state("11/28", 3), &[(Backspace, "1/28", 1), (Type("1"), "11/28", 3)]);
}

#[test]
fn keys_have_a_direction() {
    let mask = Mask::new("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}").unwrap();
    assert_eq!(mask.delete("4111 2222", 4, 4, true).unwrap(), state("4111 222", 5));
    assert_eq!(mask.delete("4111 2222", 5, 5, false).unwrap(), state("4112 222", 3));
    let brands = CardBrands::default();
    assert_eq!(brands.delete_pan("4111 2222 3333 4444", 4, 4, true).unwrap(), state("4111 2223 3334 444", 5));
    let mut field = state("3782 822463 10005", 17);
    for expected in ["3782 822463 1000", "3782 822463 100", "3782 822463 10", "3782 822463 1", "3782 822463"] {
        field = brands.delete_pan(&field.text, field.caret, field.caret, false).unwrap();
        assert_eq!(field, state(expected, expected.len()));
    }
}

#[test]
fn brand_details() {
    let brands = CardBrands::default();
    let amex = brands.info("amex").unwrap();
    assert_eq!(
        amex,
        BrandInfo {
            name: "amex".into(),
            pan_lengths: vec![15],
            cvc_lengths: vec![4],
            format: vec![4, 6, 5],
            advance_length: 15,
            advance_lengths: vec![],
            format_by_length: vec![]
        }
    );
    let diners = brands.info("diners").unwrap();
    assert_eq!((diners.advance_length, diners.advance_lengths.clone()), (16, vec![("36".to_string(), 14)]));
    assert_eq!(diners.format_by_length, vec![(14, vec![4, 6, 4])]);
    assert_eq!(brands.info("visa").unwrap().format, vec![4, 4, 4, 4, 3]);
    assert_eq!(brands.info("Visa").unwrap_err().status, Status::Argument);
    assert!(brands.table_json().unwrap().starts_with(r#"[{"name":"amex","bins":["34","37"],"panLengths":[15]"#));
    assert_eq!(brands.candidates("4936 98").unwrap(), ["maestro", "visa"]);
    assert_eq!(brands.candidates("6011-0000").unwrap(), ["discover", "maestro"]);
    assert!(brands.candidates("4x").unwrap().is_empty());
    let custom = CardBrands::parse(r#"[{"name":"p","pattern":"4\\d*"},{"name":"v","bins":["4"]}]"#).unwrap();
    assert_eq!(custom.candidates("41").unwrap(), ["v", "p"]);
    assert_eq!(custom.info("p").unwrap().pan_lengths, (12..=19).collect::<Vec<u32>>());
}

#[test]
fn errors() {
    assert_eq!(edit_expiry("12", 3, 3, "1").unwrap_err().status, Status::Argument);
    let error = delete_expiry("09/31", 9, 9, false).unwrap_err();
    assert_eq!(error.status, Status::Argument);
    assert!(!error.to_string().contains("09/31"));
    assert_eq!(edit_expiry(&"1".repeat(5000), 0, 0, "1").unwrap_err().status, Status::Limit);
    let brands = CardBrands::default();
    assert_eq!(brands.delete_pan("4111", 9, 9, true).unwrap_err().status, Status::Argument);
    assert_eq!(brands.delete_pan("4111", 3, 2, true).unwrap_err().status, Status::Argument);
}

#[test]
fn pastes_cut_or_refused_say_so() {
    let brands = CardBrands::built_in().unwrap();
    let cut = brands.edit_pan("", 0, 0, "37828224631000512").unwrap();
    assert_eq!(cut, MaskEdit { truncated: true, ..state("3782 822463 10005", 17) });
    assert_eq!(brands.edit_pan("", 0, 0, "4111 1111 1111 1111").unwrap(), state("4111 1111 1111 1111", 19));
    let not_digits = brands.edit_cvc("", 0, 0, "13/30", None).unwrap();
    assert_eq!(not_digits, MaskEdit { refused: Some("notDigits".into()), ..state("", 0) });
    assert_eq!(brands.edit_cvc("", 0, 0, "1234", Some("visa")).unwrap(), MaskEdit { truncated: true, ..state("123", 3) });
    assert_eq!(brands.edit_cvc("123", 1, 1, "9", Some("visa")).unwrap(), state("123", 1));
    assert_eq!(brands.edit_cvc("", 0, 0, "1", Some("nope")).unwrap_err().status, Status::Argument);
}

#[test]
fn an_mmyy_expiry_field_reads_a_four_digit_year() {
    let json = r#"{"id":1,"fields":[{"id":"e","type":"expirydate","displayHints":{"mask":"{{99}}/{{99}}"},"dataRestrictions":{"validators":{"expirationDate":{}}}}]}"#;
    let product = payseal::Product::parse(json).unwrap();
    let mut field = state("", 0);
    let mut seen = Vec::new();
    for key in ["1", "2", "2", "0", "2", "8"] {
        field = product.edit_field("e", &field.text, field.caret, field.caret, key).unwrap();
        seen.push(field.text.clone());
    }
    assert_eq!(seen, ["1", "12", "12/2", "12/20", "12/202", "12/28"]);
    assert_eq!(product.edit_field("e", "", 0, 0, "12/2028").unwrap(), state("12/28", 5));
}
