//! The IIN trigger, the CVC mask of a brand and the Client API's error body through the safe API
//! (the vectors run in vectors/).

use payseal::{ApiError, CardBrands, Mask, Status};

#[test]
fn iin_trigger_asks_at_six_and_sixteen() {
    let number = "4111111122223333444";
    let mut previous = String::new();
    let mut asked = Vec::new();
    for count in 1..=number.len() {
        let typed = &number[..count];
        if payseal::iin_needs_new_details(typed, &previous).unwrap() {
            asked.push(count);
        }
        previous = typed.to_owned();
    }
    assert_eq!(asked, [6, 16]);
    assert!(!payseal::iin_needs_new_details("41111x", "").unwrap());
    let err = payseal::iin_needs_new_details(&"4".repeat(5000), "").unwrap_err();
    assert_eq!(err.status, Status::Limit);
    assert!(!err.to_string().contains("4444"));
}

#[test]
fn cvc_mask_follows_the_brand() {
    let brands = CardBrands::built_in().unwrap();
    assert_eq!(brands.cvc_mask(Some("visa")).unwrap(), "{{999}}");
    assert_eq!(brands.cvc_mask(Some("amex")).unwrap(), "{{9999}}");
    assert_eq!(brands.cvc_mask(None).unwrap(), "{{9999}}");
    assert_eq!(Mask::new(&brands.cvc_mask(Some("visa")).unwrap()).unwrap().format("12345").unwrap(), "123");
    assert_eq!(brands.cvc_mask(Some("Visa")).unwrap_err().status, Status::Argument);
}

#[test]
fn client_api_error_reads_the_body() {
    let body = r#"{"errorId":"e-1","errors":[{"code":"1002","id":"UNKNOWN_PRODUCT_ID","propertyName":"productId","httpStatusCode":404},7]}"#;
    let failure = payseal::client_api_error(404, body).unwrap();
    assert_eq!(failure.http_status, 404);
    assert_eq!(failure.error_id.as_deref(), Some("e-1"));
    assert_eq!(
        failure.errors,
        [ApiError {
            code: Some("1002".into()),
            id: Some("UNKNOWN_PRODUCT_ID".into()),
            category: None,
            message: None,
            property_name: Some("productId".into()),
            http_status_code: Some(404),
        }]
    );
    let html = payseal::client_api_error(502, "<html>").unwrap();
    assert_eq!((html.error_id, html.errors.len()), (None, 0));
    assert_eq!(payseal::client_api_error(200, "{}").unwrap_err().status, Status::Argument);
    let many = format!("{{\"errors\":[{}]}}", vec!["1"; 1025].join(","));
    assert_eq!(payseal::client_api_error(400, many).unwrap_err().status, Status::Limit);
}
