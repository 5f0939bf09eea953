//! Client API topics: client-api-request, service-response, client-api-error, products, request-validation.

use crate::case_fields::{c_strings, field, hex_field, opt_str, pairs, str_field};
use crate::expectations::expect_text;
use crate::judging::{Fail, Run};
use crate::support::Json;

pub(crate) fn client_api_request(c: &Json) -> Run {
    let s = field(c, "session")?;
    let names = ["client_session_id", "customer_id", "client_api_url", "asset_url"];
    let values: Vec<&str> = names.iter().map(|n| str_field(s, n)).collect::<Result<_, _>>()?;
    c_strings(c, values.iter().copied())?;
    let session = payseal::Session::new(values[0], values[1], values[2], values[3])?;
    let mut metadata = payseal::DeviceMetadata::new()?;
    for (key, value) in pairs(c, "metadata")? {
        metadata.set(key, value)?;
    }
    // The typed API expresses well-formed operations and contexts only; a case that passes
    // another shape (an unknown operation, a member of the wrong type) is skipped as inexpressible.
    const SHAPE: &str = "an operation or context the typed API cannot express (Operation, PaymentContext)";
    let params = c.get("params").filter(|p| !matches!(p, Json::Null));
    let param = |name: &str| params.and_then(|p| p.get(name));
    let operation = match str_field(c, "operation")? {
        "publicKey" => payseal::Operation::PublicKey,
        "paymentProducts" => payseal::Operation::PaymentProducts,
        "paymentProduct" => match param("paymentProductId") {
            Some(Json::Number(n)) | Some(Json::String(n)) => {
                payseal::Operation::PaymentProduct(n.parse().map_err(|_| Fail::Inexpressible(SHAPE))?)
            }
            _ => return Err(Fail::Inexpressible(SHAPE)),
        },
        "iinDetails" => match param("cardNumber") {
            Some(Json::String(number)) => payseal::Operation::IinDetails { card_number: number },
            _ => return Err(Fail::Inexpressible(SHAPE)),
        },
        "paymentProductNetworks" => match param("paymentProductId") {
            Some(Json::Number(n)) | Some(Json::String(n)) => {
                payseal::Operation::PaymentProductNetworks(n.parse().map_err(|_| Fail::Inexpressible(SHAPE))?)
            }
            _ => return Err(Fail::Inexpressible(SHAPE)),
        },
        "surchargeCalculation" => payseal::Operation::SurchargeCalculation(card_source(params)?),
        "currencyConversion" => payseal::Operation::CurrencyConversion {
            source: card_source(params)?,
            target_currency: match param("targetCurrency") {
                None | Some(Json::Null) => None,
                Some(Json::String(target)) => Some(target),
                Some(_) => return Err(Fail::Inexpressible(SHAPE)),
            },
        },
        _ => return Err(Fail::Inexpressible(SHAPE)),
    };
    let context = match c.get("context") {
        None | Some(Json::Null) => None,
        Some(context) => {
            let text = |name: &str| context.get(name).and_then(Json::as_str).map(str::to_owned).ok_or(Fail::Inexpressible(SHAPE));
            let amount = match context.get("amount") {
                Some(Json::Number(n)) => n.parse::<i64>().map_err(|_| Fail::Inexpressible(SHAPE))?,
                _ => return Err(Fail::Inexpressible(SHAPE)),
            };
            Some(payseal::PaymentContext {
                country_code: text("countryCode")?,
                currency_code: text("currencyCode")?,
                amount,
                is_recurring: context.get("isRecurring").and_then(Json::as_bool).ok_or(Fail::Inexpressible(SHAPE))?,
                locale: match context.get("locale") {
                    None | Some(Json::Null) => None,
                    Some(Json::String(locale)) => Some(locale.clone()),
                    Some(_) => return Err(Fail::Inexpressible(SHAPE)),
                },
            })
        }
    };
    let got = session.request(operation, context.as_ref(), Some(&metadata))?;
    expect_text("request", got.as_json(), &field(c, "expected")?.to_text())
}

/// The card or token of a service operation's params, as the typed API expresses it: exactly
/// one of a string "cardNumber" (with an optional product id) or a string "token".
fn card_source(params: Option<&Json>) -> Result<payseal::CardSource<'_>, Fail> {
    const SHAPE: &str = "a card source the typed API cannot express (CardSource: one card number or one token)";
    let member = |name: &str| params.and_then(|p| p.get(name)).filter(|v| !matches!(v, Json::Null));
    match (member("cardNumber"), member("token")) {
        (Some(Json::String(number)), None) => Ok(payseal::CardSource::Card {
            card_number: number,
            payment_product_id: match member("paymentProductId") {
                None => None,
                // A u64 is written canonically: "01" (which the library refuses) is not one.
                Some(Json::Number(n)) | Some(Json::String(n)) => match n.parse::<u64>() {
                    Ok(id) if id.to_string() == *n => Some(id),
                    _ => return Err(Fail::Inexpressible(SHAPE)),
                },
                Some(_) => return Err(Fail::Inexpressible(SHAPE)),
            },
        }),
        (None, Some(Json::String(token))) => Ok(payseal::CardSource::Token(token)),
        _ => Err(Fail::Inexpressible(SHAPE)),
    }
}

pub(crate) fn service_response(c: &Json) -> Run {
    let status = field(c, "http_status")?.as_u64().ok_or_else(|| Fail::Vector("http_status".into()))?;
    let status = u16::try_from(status).map_err(|_| Fail::Inexpressible("an HTTP status over 65535 (u16)"))?;
    let body = if matches!(c.get("body_is_hex"), Some(Json::Bool(true))) {
        hex_field(c, "body")?
    } else {
        str_field(c, "body")?.as_bytes().to_vec()
    };
    let got = match str_field(c, "operation")? {
        "paymentProductNetworks" => payseal::payment_product_networks(status, &body)?.as_json().to_owned(),
        "surchargeCalculation" => payseal::surcharge_calculation(status, &body)?.as_json().to_owned(),
        "currencyConversion" => payseal::currency_conversion(status, &body)?.as_json().to_owned(),
        other => return Err(Fail::Vector(format!("unknown operation {other:?}"))),
    };
    expect_text("answer", &got, &field(c, "expected")?.to_text())
}

pub(crate) fn client_api_error(c: &Json) -> Run {
    let status: i32 = field(c, "http_status")?.to_text().parse().map_err(|_| Fail::Vector("http_status".into()))?;
    let body = if matches!(c.get("body_is_hex"), Some(Json::Bool(true))) {
        hex_field(c, "body")?
    } else {
        str_field(c, "body")?.as_bytes().to_vec()
    };
    let got = payseal::client_api_error(status, &body)?;
    expect_text("failure", got.as_json(), &field(c, "expected")?.to_text())
}

pub(crate) fn products(c: &Json) -> Run {
    let product = payseal::Product::parse(str_field(c, "json_text")?)?;
    expect_text("product", &product.json()?, &field(c, "expected")?.to_text())
}

pub(crate) fn products_list(c: &Json) -> Run {
    let list = payseal::parse_product_list(str_field(c, "json_text")?)?;
    expect_text("products list", &list.to_string(), &field(c, "expected")?.to_text())
}

pub(crate) fn products_offered(c: &Json) -> Run {
    let flags = match field(c, "wallets")?.as_u64() {
        Some(flags) if flags <= 3 => flags,
        _ => return Err(Fail::Inexpressible("a wallets bit the Rust type cannot express")),
    };
    let wallets = payseal::Wallets { apple_pay: flags & 1 != 0, google_pay: flags & 2 != 0 };
    let list = payseal::offered_products(str_field(c, "json_text")?, wallets)?;
    let ids: Vec<u64> = list
        .get("paymentProducts")
        .and_then(|p| p.as_array())
        .unwrap_or(&[])
        .iter()
        .filter_map(|p| p.get("id")?.as_u64())
        .collect();
    let expected: Vec<u64> = field(c, "expected_ids")?.as_array().unwrap_or(&[]).iter().filter_map(Json::as_u64).collect();
    expect_text("offered ids", &format!("{ids:?}"), &format!("{expected:?}"))
}

pub(crate) fn request_validation(c: &Json) -> Run {
    let product = payseal::Product::parse(&field(c, "product")?.to_text())?;
    let mut request = payseal::PaymentRequest::new("session", product.id())?;
    request.set_product(&product)?;
    if let Some(account) = opt_str(c, "account_on_file")? {
        request.set_account_on_file(Some(account))?;
    }
    for (key, value) in pairs(c, "values")? {
        request.set_value(key, value)?;
    }
    let today = crate::case_fields::today(c)?;
    // The rule vectors pin type, params and fieldId; messageKey and message have their own vectors.
    let got: Vec<Json> = request
        .validate(Some(today))?
        .into_iter()
        .map(|error| {
            let params = error.params.into_iter().map(|(name, param)| (name, param_json(param))).collect();
            Json::Object(vec![
                ("fieldId".into(), error.field_id.map_or(Json::Null, Json::String)),
                ("type".into(), Json::String(error.kind)),
                ("params".into(), Json::Object(params)),
            ])
        })
        .collect();
    expect_text("errors", &Json::Array(got).to_text(), &field(c, "expected_errors")?.to_text())
}

fn param_json(param: payseal::Param) -> Json {
    match param {
        payseal::Param::Integer(n) => Json::Number(n.to_string()),
        payseal::Param::Text(text) => Json::String(text),
        payseal::Param::Texts(texts) => Json::Array(texts.into_iter().map(Json::String).collect()),
    }
}
