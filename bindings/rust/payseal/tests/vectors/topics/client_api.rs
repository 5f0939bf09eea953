//! Client API topics: client-api-request, products, request-validation.

use crate::case_fields::{c_strings, field, opt_str, pairs, str_field};
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
    let json = |k: &str| match c.get(k) {
        None | Some(Json::Null) => None,
        Some(v) => Some(v.to_text()),
    };
    let (context, params) = (json("context"), json("params"));
    let got = session.request(str_field(c, "operation")?, context.as_deref(), params.as_deref(), Some(&metadata))?;
    expect_text("request", &got, &field(c, "expected")?.to_text())
}

pub(crate) fn products(c: &Json) -> Run {
    let product = payseal::Product::parse(str_field(c, "json_text")?)?;
    expect_text("product", &product.json()?, &field(c, "expected")?.to_text())
}

pub(crate) fn request_validation(c: &Json) -> Run {
    let product = payseal::Product::parse(&field(c, "product")?.to_text())?;
    let id = field(field(c, "product")?, "id")?.to_text().trim_matches('"').to_string();
    let mut request = payseal::PaymentRequest::new("session", &id)?;
    request.set_product(&product)?;
    if let Some(account) = opt_str(c, "account_on_file")? {
        request.set_account_on_file(Some(account))?;
    }
    for (key, value) in pairs(c, "values")? {
        request.set_value(key, value)?;
    }
    let today = match field(c, "today")?.as_array() {
        Some([y, m]) => (y.as_u64().unwrap_or(0) as i32, m.as_u64().unwrap_or(0) as i32),
        _ => return Err(Fail::Vector("today is not [year, month]".into())),
    };
    // The rule vectors pin type, params and fieldId; messageKey and message have their own vectors.
    let got = crate::support::parse(&request.validate(Some(today))?).map_err(Fail::Vector)?;
    let got = match got {
        Json::Array(errors) => Json::Array(
            errors
                .into_iter()
                .map(|error| match error {
                    Json::Object(members) => {
                        Json::Object(members.into_iter().filter(|(name, _)| name != "messageKey" && name != "message").collect())
                    }
                    other => other,
                })
                .collect(),
        ),
        other => other,
    };
    expect_text("errors", &got.to_text(), &field(c, "expected_errors")?.to_text())
}
