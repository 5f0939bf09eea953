//! The answers of the Client API's service operations, read through `payseal_service_response`:
//! the networks of a product, the surcharge calculation and the currency conversion quote.

use crate::results;
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

impl From<results::AmountOfMoney> for AmountOfMoney {
    fn from(a: results::AmountOfMoney) -> AmountOfMoney {
        AmountOfMoney { amount: a.amount, currency_code: a.currency_code }
    }
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
    let networks = results::read_service_response_payment_product_networks(&json)?.networks;
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
    let surcharges = results::read_service_response_surcharge_calculation(&json)?
        .surcharges
        .into_iter()
        .map(|s| {
            let id = s
                .payment_product_id
                .map(|id| u64::try_from(id).map_err(|_| Error::contract("surchargeCalculation: a negative paymentProductId")));
            Ok(Surcharge {
                payment_product_id: id.transpose()?,
                result: s.result,
                net_amount: s.net_amount.map(AmountOfMoney::from),
                surcharge_amount: s.surcharge_amount.map(AmountOfMoney::from),
                total_amount: s.total_amount.map(AmountOfMoney::from),
            })
        })
        .collect::<Result<_>>()?;
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
    let quote = results::read_service_response_currency_conversion(&json)?;
    let (result, proposal) = (quote.result, quote.proposal);
    Ok(CurrencyConversionQuote {
        dcc_session_id: quote.dcc_session_id,
        result_reason: result.as_ref().and_then(|r| r.result_reason.clone()),
        result: result.and_then(|r| r.result),
        base_amount: proposal.as_ref().and_then(|p| p.base_amount.clone()).map(AmountOfMoney::from),
        target_amount: proposal.as_ref().and_then(|p| p.target_amount.clone()).map(AmountOfMoney::from),
        exchange_rate: proposal.and_then(|p| p.rate).and_then(|r| r.exchange_rate),
        json,
    })
}
