//! Messages in the customer's language through the safe API: a locale's fallback, a host catalog,
//! an output rendered again, the refusals, and the payment context's locale in a request's URL.

use payseal::{localize_messages, message, Operation, PaymentContext, Session, Status};

#[test]
fn a_message_in_a_locale_falls_back_to_its_language_then_english() {
    let bounds = Some(r#"{"minLength":13,"maxLength":19}"#);
    assert_eq!(message("validation.length", bounds, Some("es-MX"), None).unwrap(), "Introduzca entre 13 y 19 caracteres.");
    assert_eq!(message("validation.length", bounds, Some("xx"), None).unwrap(), "Enter between 13 and 19 characters.");
    assert_eq!(message("card.cvc.length", None, Some("pl"), None).unwrap(), "Ten kod ma nieprawidłową liczbę cyfr.");
}

#[test]
fn a_host_catalog_is_checked_when_given() {
    let catalog = br#"{"de":{"validation.required":"Pflichtfeld."}}"#;
    assert_eq!(message("validation.required", None, Some("de"), Some(catalog)).unwrap(), "Pflichtfeld.");
    let wrong = message("validation.required", None, Some("de"), Some(br#"{"de":{"validation.range.any":"{x}"}}"#)).unwrap_err();
    assert_eq!(wrong.status, Status::Argument);
    assert!(wrong.message.contains("\"de\"") && wrong.message.contains("validation.range.any"), "{}", wrong.message);
    assert_eq!(message("validation.nothing", None, None, None).unwrap_err().status, Status::Argument);
}

#[test]
fn an_output_is_rendered_again_byte_for_byte() {
    let output = r#"[{"type":"required","params":{},"messageKey":"validation.required","message":"A value is required."}]"#;
    assert_eq!(
        localize_messages(output, Some("it"), None).unwrap(),
        output.replace("A value is required.", "Inserisci un valore.")
    );
    assert_eq!(localize_messages(output, None, None).unwrap(), output);
}

#[test]
fn the_contexts_locale_goes_into_the_product_requests_only_when_well_formed() {
    let session = Session::new("s1", "c1", "https://h.example.com", "").unwrap();
    let mut context = PaymentContext {
        country_code: "NL".into(),
        currency_code: "EUR".into(),
        amount: 1000,
        is_recurring: false,
        locale: Some("nl_NL".into()),
    };
    let request = session.request(Operation::PaymentProducts, Some(&context), None).unwrap();
    assert!(request.url.ends_with("isRecurring=false&locale=nl_NL&hide=fields"), "{}", request.url);
    context.locale = Some("nl&hide=fields".into());
    assert_eq!(session.request(Operation::PaymentProducts, Some(&context), None).unwrap_err().status, Status::Argument);
}
