//! The service operations through the safe API: their requests and their answers read typed
//! (the vectors run in vectors/).

use payseal::{AmountOfMoney, CardSource, Operation, PaymentContext, Session, Status};

fn context() -> PaymentContext {
    PaymentContext { country_code: "NL".into(), currency_code: "EUR".into(), amount: 1000, is_recurring: false, locale: None }
}

#[test]
fn requests() {
    let session = Session::new("s1", "customer123", "https://payment.example.com", "").unwrap();
    let networks = session.request(Operation::PaymentProductNetworks(302), Some(&context()), None).unwrap();
    assert!(networks
        .as_json()
        .contains("/customer123/products/302/networks?countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false"));
    let card = CardSource::Card { card_number: "4567 3500 0000 0000", payment_product_id: Some(1) };
    let surcharge = session.request(Operation::SurchargeCalculation(card), Some(&context()), None).unwrap();
    assert_eq!(
        surcharge.body.as_deref(),
        Some(
            r#"{"cardSource":{"card":{"cardNumber":"4567350000000000","paymentProductId":1}},"amountOfMoney":{"amount":1000,"currencyCode":"EUR"}}"#
        )
    );
    assert!(!format!("{card:?}").contains("4567"));
    let quote = Operation::CurrencyConversion { source: CardSource::Token("t1"), target_currency: Some("USD") };
    let quote = session.request(quote, Some(&context()), None).unwrap();
    assert_eq!(
        quote.body.as_deref(),
        Some(
            r#"{"cardSource":{"token":"t1"},"transaction":{"amount":{"amount":1000,"currencyCode":"EUR"}},"targetCurrency":"USD"}"#
        )
    );
    let letters = CardSource::Card { card_number: "4567x50000000000", payment_product_id: None };
    let error = session.request(Operation::SurchargeCalculation(letters), Some(&context()), None).unwrap_err();
    assert_eq!(error.status, Status::Argument);
    assert!(!error.to_string().contains("4567"));
    // The subject's stable key, and the argument by the name every binding gives it.
    let long = "4".repeat(payseal::sys::PAYSEAL_MAX_PAYMENT_VALUE + 1);
    let long = CardSource::Card { card_number: &long, payment_product_id: None };
    let error = session.request(Operation::SurchargeCalculation(long), Some(&context()), None).unwrap_err();
    assert_eq!((error.status, error.subject.as_deref()), (Status::Limit, Some("params_json.cardNumber")));
    assert!(error.message.starts_with("params \"cardNumber\" has "), "{}", error.message);
}

#[test]
fn answers() {
    let networks = payseal::payment_product_networks(200, r#"{"networks":["CB","VISA"],"x":1}"#).unwrap();
    assert_eq!(networks.networks, ["CB", "VISA"]);
    assert_eq!(networks.as_json(), r#"{"networks":["CB","VISA"]}"#);
    let surcharge = payseal::surcharge_calculation(
        200,
        r#"{"surcharges":[{"paymentProductId":1,"result":"OK","totalAmount":{"amount":1366,"currencyCode":"EUR"}}]}"#,
    )
    .unwrap();
    let first = &surcharge.surcharges[0];
    assert_eq!((first.payment_product_id, first.result.as_deref(), &first.net_amount), (Some(1), Some("OK"), &None));
    assert_eq!(first.total_amount, Some(AmountOfMoney { amount: Some(1366), currency_code: Some("EUR".into()) }));
    let quote =
        payseal::currency_conversion(200, r#"{"dccSessionId":"d1","proposal":{"rate":{"exchangeRate":0.66484161}}}"#).unwrap();
    assert_eq!(
        (quote.dcc_session_id.as_deref(), quote.exchange_rate.as_deref(), &quote.result),
        (Some("d1"), Some("0.66484161"), &None)
    );
    assert_eq!(payseal::currency_conversion(404, "{}").unwrap_err().status, Status::Argument);
    assert_eq!(payseal::payment_product_networks(200, r#"{"networks":[1]}"#).unwrap_err().status, Status::Json);
    assert_eq!(payseal::service_response("iinDetails", 200, "{}").unwrap_err().status, Status::Argument);
}
