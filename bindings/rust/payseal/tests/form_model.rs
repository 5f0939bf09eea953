//! The typed card-input API (issue 31, item 6): the product as a form, typed requests and IIN
//! answers, validation errors as `std::error::Error`, one input convention, `YearMonth`.

use payseal::{
    CardBrands, IinStatus, JsonValue, Operation, PaymentContext, PaymentRequest, Product, PublicKey, Session, Status, YearMonth,
};
use std::path::PathBuf;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// The product `payseal demo` carries, read from its Swift source.
fn demo_product() -> String {
    let source = std::fs::read_to_string(repo().join("Sources/PaySealCLI/DemoProduct.swift")).unwrap();
    let start = source.find("#\"\"\"\n").unwrap() + 5;
    let close = source[start..].find("\"\"\"#").unwrap() + start;
    // Swift strips the closing delimiter's indentation from every line of the literal.
    let line_start = source[..close].rfind('\n').unwrap();
    let indent = &source[line_start + 1..close];
    source[start..line_start].lines().map(|line| line.strip_prefix(indent).unwrap_or(line)).collect::<Vec<_>>().join("\n")
}

fn today() -> Option<YearMonth> {
    Some(YearMonth::new(2026, 11).unwrap())
}

fn context() -> PaymentContext {
    PaymentContext { country_code: "NL".into(), currency_code: "EUR".into(), amount: 1000, is_recurring: false, locale: None }
}

#[test]
fn demo_product_form_from_fields_alone() {
    let product = Product::parse(demo_product()).unwrap();
    assert_eq!(format!("{product:?}"), r#"Product { id: 1, fields: ["cardNumber", "cardholderName", "expiryDate", "cvv"], .. }"#);
    assert_eq!(product.display_hints().get("label").and_then(JsonValue::as_str), Some("VISA"));
    let form: Vec<String> = product
        .fields()
        .iter()
        .map(|f| {
            let text = |name: &str| f.hint(name).and_then(JsonValue::as_str).unwrap_or("-").to_owned();
            let tooltip = f.hint("tooltip").and_then(|t| t.get("label")).and_then(JsonValue::as_str).unwrap_or("");
            let element = f.hint("formElement").and_then(|e| e.get("type")).and_then(JsonValue::as_str).unwrap_or("-");
            format!(
                "{} [{}: {}{}] mask={} keyboard={} placeholder={:?} element={} always_show={} tooltip={:?}",
                f.label.as_deref().unwrap_or("-"),
                f.id,
                f.kind,
                if f.required() { ", required" } else { "" },
                f.mask.as_ref().map_or("-".to_owned(), |m| m.format("").map(|_| "yes".to_owned()).unwrap()),
                text("preferredInputType"),
                text("placeholderLabel"),
                element,
                f.hint("alwaysShow").and_then(JsonValue::as_bool).unwrap_or(false),
                tooltip,
            )
        })
        .collect();
    assert_eq!(
        form,
        [
            r#"Card number [cardNumber: numericstring, required] mask=yes keyboard=StringKeyboard placeholder="" element=text always_show=false tooltip="""#,
            r#"Cardholder's name [cardholderName: string, required] mask=- keyboard=StringKeyboard placeholder="" element=text always_show=false tooltip="""#,
            r#"Expiry date [expiryDate: expirydate, required] mask=yes keyboard=StringKeyboard placeholder="" element=text always_show=false tooltip="""#,
            r#"Card verification code [cvv: numericstring, required] mask=yes keyboard=StringKeyboard placeholder="" element=text always_show=false tooltip="Last 3 digits on the back of the card""#,
        ]
    );
    let card = product.field("cardNumber").unwrap();
    let mask = card.mask.as_ref().unwrap();
    assert_eq!(mask.format("4111111111111111").unwrap(), "4111 1111 1111 1111");
    let errors = card.validate(&mask.unformat("4111 1111 1111 1112").unwrap(), today()).unwrap();
    assert_eq!((errors.len(), errors[0].kind.as_str(), errors[0].field_id.as_deref()), (1, "luhn", Some("cardNumber")));
    let account = &product.accounts_on_file()[0];
    assert_eq!((account.id.as_str(), account.payment_product_id), ("123", Some(1)));
    assert!(product.field("iban").is_none());
}

#[test]
fn list_hints_reach_the_field() {
    let json = br#"{"id":809,"fields":[{"id":"issuerId","type":"string","displayHints":{"label":"Bank","link":"https://example.com/banks",
        "formElement":{"type":"list","valueMapping":[{"value":"ABNANL2A","displayName":"ABN AMRO"},{"value":"INGBNL2A","displayName":"ING"}]}}}]}"#;
    let product = Product::parse(json).unwrap(); // bytes work as text does
    let field = &product.fields()[0];
    let options: Vec<&str> = field
        .hint("formElement")
        .and_then(|e| e.get("valueMapping"))
        .and_then(JsonValue::as_array)
        .unwrap()
        .iter()
        .filter_map(|v| v.get("displayName").and_then(JsonValue::as_str))
        .collect();
    assert_eq!(options, ["ABN AMRO", "ING"]);
    assert_eq!(field.hint("link").and_then(JsonValue::as_str), Some("https://example.com/banks"));
    assert!(field.mask.is_none() && !field.required() && product.accounts_on_file().is_empty());
}

#[test]
fn keys_and_values_are_read_from_the_library() {
    let product = Product::parse(demo_product()).unwrap();
    let mut request = PaymentRequest::new("session", product.id()).unwrap();
    request.set_product(&product).unwrap();
    request.set_value("cardNumber", "4111 1111 1111 1111").unwrap();
    request.set_value("cvv", "123").unwrap();
    request.set_value("expiryDate", "12/2030").unwrap();
    assert_eq!(request.keys().unwrap(), ["cardNumber", "cvv", "expiryDate"]);
    assert_eq!(request.unmasked_value("expiryDate").unwrap(), "122030");
    request.set_value("cvv", "").unwrap();
    assert_eq!(request.keys().unwrap(), ["cardNumber", "expiryDate"]);
    request.set_account_on_file(Some("123")).unwrap();
    assert_eq!(request.keys().unwrap(), ["expiryDate"]);
    let errors = request.validate(Some(YearMonth::new(2031, 1).unwrap())).unwrap();
    assert_eq!(
        errors.iter().map(|e| (e.field_id.as_deref(), e.reason())).collect::<Vec<_>>(),
        [(Some("expiryDate"), Some("past")), (Some("cvv"), None)]
    );
    assert_eq!(errors[0].to_string(), format!("expiryDate: {}", errors[0].message));
}

#[test]
fn typed_requests_and_operations() {
    let session = Session::new("sid", "cust", "https://example.com", "").unwrap();
    assert_eq!(format!("{session:?}"), "Session { .. }");
    let key = session.request(Operation::PublicKey, None, None).unwrap();
    assert_eq!(
        (key.method.as_str(), key.url.as_str(), key.body.as_deref()),
        ("GET", "https://example.com/client/v1/cust/crypto/publickey", None)
    );
    let product = session.request(Operation::PaymentProduct(1), Some(&context()), None).unwrap();
    assert!(product.url.starts_with("https://example.com/client/v1/cust/products/1?countryCode=NL&"));
    let operation = Operation::IinDetails { card_number: "4111 1111 1111" };
    assert_eq!(format!("{operation:?}"), "IinDetails { card_number: <hidden> }");
    let iin = session.request(operation, Some(&context()), None).unwrap();
    assert_eq!(
        iin.headers.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>(),
        ["Authorization", "X-GCS-ClientMetaInfo", "Content-Type"]
    );
    assert!(iin.body.as_deref().unwrap().starts_with(r#"{"bin":"41111111","#));
    let curl = iin.to_curl();
    assert!(curl.starts_with("curl -X POST -H 'Authorization: GCS v1Client:sid' "), "{curl}");
    assert!(curl.ends_with("'https://example.com/client/v1/cust/services/getIINdetails'"), "{curl}");
    let short = session.request(Operation::IinDetails { card_number: "4111" }, Some(&context()), None).unwrap_err();
    assert_eq!(short.status, Status::Argument);
    // messages name Rust things, never the C parameters
    let missing = session.request(Operation::PaymentProducts, None, None).unwrap_err();
    assert!(!missing.message.contains("_json"), "{missing}");
}

#[test]
fn iin_answers_are_typed() {
    let body = std::fs::read(repo().join("examples/iin-supported.json")).unwrap();
    let result = payseal::iin_result(200, &body).unwrap();
    assert_eq!(
        (result.status, result.payment_product_id, result.country_code.as_deref()),
        (IinStatus::Supported, Some(1), Some("US"))
    );
    assert_eq!(result.co_brands.len(), 2);
}

#[test]
fn one_input_convention() {
    // text, bytes and owned strings wherever JSON goes in
    let table = r#"[{"name":"x","bins":["9"]}]"#;
    assert_eq!(CardBrands::parse(table).unwrap().brand("99").unwrap().as_deref(), Some("x"));
    assert_eq!(CardBrands::parse(table.as_bytes()).unwrap().brand("99").unwrap().as_deref(), Some("x"));
    assert_eq!(CardBrands::parse(table.to_owned()).unwrap().brand("99").unwrap().as_deref(), Some("x"));
    // accepted: an array of &str, or the Vec<String> a config gives
    let brands = CardBrands::default();
    let accepted: Vec<String> = vec!["amex".into()];
    let refused = brands.check("4111 1111 1111 1111", "12/30", "123", Some(&accepted), today()).unwrap();
    assert_eq!(refused.pan.reason(), Some("brandNotAccepted"));
    assert!(brands.check("4111 1111 1111 1111", "12/30", "123", Some(&["visa"]), today()).unwrap().complete);
    // messages name no C function: the library words this one for every layer
    let key = PublicKey::from_client_api(std::fs::read(repo().join("examples/public-key.json")).unwrap()).unwrap();
    let product = Product::parse(demo_product()).unwrap();
    let mut request = PaymentRequest::new("s", 1).unwrap();
    request.set_product(&product).unwrap();
    let invalid = request.prepare(&key, None).unwrap_err();
    assert_eq!(invalid.status, Status::Validation);
    assert!(invalid.message.contains("validating the request") && !invalid.message.contains("payseal_"), "{invalid}");
}

#[test]
fn display_hints_list_alone_gives_the_hints() {
    // The Swift SDK's own fixture (Vectors/upstream/display-hints/): the list alone, as Worldline Direct sends it.
    let path = repo().join("Vectors/upstream/display-hints/wl-swift.BasicPaymentProductTestCase.productJSON.json");
    let product = Product::parse(std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(product.display_hints().get("label").and_then(JsonValue::as_str), Some("Visa"));
    assert_eq!(product.display_hints().get("displayOrder").and_then(JsonValue::as_u64), Some(20));
    assert_eq!(product.display_hints_list(), std::slice::from_ref(product.display_hints()));
    assert!(Product::parse(r#"{"id":1}"#).unwrap().display_hints_list().is_empty());
    assert!(Product::parse(r#"{"id":1,"displayHintsList":["VISA"]}"#).is_err());
}
