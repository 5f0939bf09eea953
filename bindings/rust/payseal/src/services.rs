//! The answers of the Client API's service operations, read through `payseal_service_response`:
//! the networks of a product, the surcharge calculation and the currency conversion quote.

use crate::json::{self, JsonValue};
use crate::{check, sys, take_text, Error, Result};
use std::ptr;

/// The normalized answer to a service operation (`"paymentProductNetworks"`,
/// `"surchargeCalculation"` or `"currencyConversion"`): every member the platform documents, in
/// the library's order, `null` when absent, numbers as the server wrote them.
///
/// Errors: [`crate::Status::Argument`] (an unknown operation; an HTTP status other than 200: the
/// request failed; a body that is not UTF-8), [`crate::Status::Json`] (not a JSON object, a
/// member of the wrong type), [`crate::Status::Limit`] (over 64 KiB, more than 1024 entries).
pub fn service_response(operation: &str, http_status: u16, body: impl AsRef<[u8]>) -> Result<String> {
    let op = crate::c_string(operation, "operation")?;
    let body = body.as_ref();
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: a NUL-terminated string, body.len() readable bytes (a real address even when
    // empty), valid out places.
    check(unsafe {
        sys::payseal_service_response(
            op.as_ptr(),
            std::ffi::c_int::from(http_status),
            crate::bytes_ptr(body).cast(),
            body.len(),
            &mut out,
            &mut len,
        )
    })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    unsafe { take_text(out, len, "service_response") }
}

/// An amount in the currency's minor unit and its ISO 4217 code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AmountOfMoney {
    /// The amount (1000 is EUR 10.00), when the answer had one.
    pub amount: Option<i64>,
    /// The currency code, when the answer had one.
    pub currency_code: Option<String>,
}

impl AmountOfMoney {
    fn from(value: Option<&JsonValue>) -> Option<AmountOfMoney> {
        let value = value.filter(|v| !v.is_null())?;
        Some(AmountOfMoney {
            amount: match value.get("amount") {
                Some(JsonValue::Number(n)) => n.parse().ok(),
                _ => None,
            },
            currency_code: text(value.get("currencyCode")),
        })
    }
}

fn text(value: Option<&JsonValue>) -> Option<String> {
    value.and_then(JsonValue::as_str).map(str::to_owned)
}

fn parsed(text: &str, what: &'static str) -> Result<JsonValue> {
    json::parse(text).map_err(|_| Error::contract(what))
}

/// The networks of a product, from [`payment_product_networks`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaymentProductNetworks {
    /// The networks, such as `"VISA"`, in the answer's order.
    pub networks: Vec<String>,
    json: String,
}

impl PaymentProductNetworks {
    /// `{"networks":[…]}`.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}

/// Reads the answer to [`crate::Operation::PaymentProductNetworks`]; errors as [`service_response`].
pub fn payment_product_networks(http_status: u16, body: impl AsRef<[u8]>) -> Result<PaymentProductNetworks> {
    let json = service_response("paymentProductNetworks", http_status, body)?;
    let value = parsed(&json, "a networks answer that is not the documented JSON")?;
    let networks = value
        .get("networks")
        .and_then(JsonValue::as_array)
        .unwrap_or_default()
        .iter()
        .filter_map(|n| n.as_str().map(str::to_owned))
        .collect();
    Ok(PaymentProductNetworks { networks, json })
}

/// One product's surcharge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Surcharge {
    /// The product the surcharge is for.
    pub payment_product_id: Option<u64>,
    /// `"OK"` or `"NO_SURCHARGE"`.
    pub result: Option<String>,
    /// The amount without the surcharge.
    pub net_amount: Option<AmountOfMoney>,
    /// The surcharge.
    pub surcharge_amount: Option<AmountOfMoney>,
    /// Both together.
    pub total_amount: Option<AmountOfMoney>,
}

/// The surcharge calculation's answer, from [`surcharge_calculation`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurchargeCalculation {
    /// The surcharges, in the answer's order.
    pub surcharges: Vec<Surcharge>,
    json: String,
}

impl SurchargeCalculation {
    /// `{"surcharges":[{"paymentProductId","result","netAmount","surchargeAmount","totalAmount","surchargeRate"}]}`.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}

/// Reads the answer to [`crate::Operation::SurchargeCalculation`]; errors as [`service_response`].
pub fn surcharge_calculation(http_status: u16, body: impl AsRef<[u8]>) -> Result<SurchargeCalculation> {
    let json = service_response("surchargeCalculation", http_status, body)?;
    let value = parsed(&json, "a surcharge answer that is not the documented JSON")?;
    let surcharges = value
        .get("surcharges")
        .and_then(JsonValue::as_array)
        .unwrap_or_default()
        .iter()
        .map(|s| Surcharge {
            payment_product_id: s.get("paymentProductId").and_then(JsonValue::as_u64),
            result: text(s.get("result")),
            net_amount: AmountOfMoney::from(s.get("netAmount")),
            surcharge_amount: AmountOfMoney::from(s.get("surchargeAmount")),
            total_amount: AmountOfMoney::from(s.get("totalAmount")),
        })
        .collect();
    Ok(SurchargeCalculation { surcharges, json })
}

/// The currency conversion quote, from [`currency_conversion`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CurrencyConversionQuote {
    /// The DCC session to pay with the converted amount.
    pub dcc_session_id: Option<String>,
    /// `"Allowed"`, `"NoRate"`, …
    pub result: Option<String>,
    /// The reason of the result.
    pub result_reason: Option<String>,
    /// The amount as asked (`None` without a proposal).
    pub base_amount: Option<AmountOfMoney>,
    /// The amount converted (`None` without a proposal).
    pub target_amount: Option<AmountOfMoney>,
    /// The exchange rate as the server wrote the number (never rounded through an f64).
    pub exchange_rate: Option<String>,
    json: String,
}

impl CurrencyConversionQuote {
    /// `{"dccSessionId","result":{…},"proposal":{…}}`, every member present.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}

/// Reads the answer to [`crate::Operation::CurrencyConversion`]; errors as [`service_response`].
pub fn currency_conversion(http_status: u16, body: impl AsRef<[u8]>) -> Result<CurrencyConversionQuote> {
    let json = service_response("currencyConversion", http_status, body)?;
    let value = parsed(&json, "a currency conversion answer that is not the documented JSON")?;
    let result = value.get("result");
    let proposal = value.get("proposal");
    let exchange_rate = match proposal.and_then(|p| p.get("rate")).and_then(|r| r.get("exchangeRate")) {
        Some(JsonValue::Number(n)) => Some(n.clone()),
        _ => None,
    };
    Ok(CurrencyConversionQuote {
        dcc_session_id: text(value.get("dccSessionId")),
        result: text(result.and_then(|r| r.get("result"))),
        result_reason: text(result.and_then(|r| r.get("resultReason"))),
        base_amount: AmountOfMoney::from(proposal.and_then(|p| p.get("baseAmount"))),
        target_amount: AmountOfMoney::from(proposal.and_then(|p| p.get("targetAmount"))),
        exchange_rate,
        json,
    })
}
