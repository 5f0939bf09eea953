//! Typed values around the Client API: the operation to ask for, its context, the request PaySeal
//! builds, the IIN check's answer, and the month "today" is for expiry dates.

use crate::json::{write_string, written_len, JsonValue};
use crate::{Error, Result, Status};
use std::ffi::c_int;
use std::fmt;

/// A month of a year: "today" for expiry dates (`None` where one is taken: the system clock, UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct YearMonth {
    year: u16,
    month: u8,
}

impl YearMonth {
    /// A year of 1-9999 and a month of 1-12; anything else is [`Status::Argument`].
    pub fn new(year: u16, month: u8) -> Result<YearMonth> {
        if !(1..=9999).contains(&year) || !(1..=12).contains(&month) {
            return Err(Error::of(
                Status::Argument,
                format!("YearMonth needs a year of 1-9999 and a month of 1-12, not {year}-{month}"),
            ));
        }
        Ok(YearMonth { year, month })
    }

    /// The year (1-9999).
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month (1-12).
    pub fn month(self) -> u8 {
        self.month
    }
}

/// The C ABI's `year, month` for an optional today (`0, 0`: the system clock).
pub(crate) fn today_args(today: Option<YearMonth>) -> (c_int, c_int) {
    today.map_or((0, 0), |t| (c_int::from(t.year), c_int::from(t.month)))
}

/// A Client API operation for [`crate::Session::request`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Operation<'a> {
    /// `GET …/crypto/publickey`: the key to encrypt with.
    PublicKey,
    /// `GET …/products`: the payment products for a context (without their fields).
    PaymentProducts,
    /// `GET …/products/{id}`: one product with its fields.
    PaymentProduct(u64),
    /// `POST …/services/getIINdetails`: the product of a card number (at least 6 digits; only its
    /// bin is sent, see [`crate::iin_bin`]).
    IinDetails {
        /// The card number as typed (spaces and `-` allowed). Card data: never printed.
        card_number: &'a str,
    },
    /// `GET …/products/{id}/networks`: the networks of a product (Apple Pay, Google Pay); read
    /// the answer with [`crate::payment_product_networks`].
    PaymentProductNetworks(u64),
    /// `POST …/services/surchargecalculation`: the surcharge of the context's amount; read the
    /// answer with [`crate::surcharge_calculation`].
    SurchargeCalculation(CardSource<'a>),
    /// `POST …/services/dccrate`: a currency conversion quote for the context's amount; read the
    /// answer with [`crate::currency_conversion`].
    CurrencyConversion {
        /// The card or token the quote is for.
        source: CardSource<'a>,
        /// The currency to quote in (`None`: the platform chooses the card's).
        target_currency: Option<&'a str>,
    },
}

/// The card or token of a surcharge calculation or a currency conversion quote.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CardSource<'a> {
    /// A card number (at least 6 digits; spaces and `-` allowed; sent whole, as digits) and its
    /// product when known. Card data: never printed.
    Card {
        /// The card number as typed.
        card_number: &'a str,
        /// The card's payment product, when known.
        payment_product_id: Option<u64>,
    },
    /// The token of a card on file.
    Token(&'a str),
}

impl fmt::Debug for CardSource<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardSource::Card { payment_product_id, .. } => {
                f.debug_struct("Card").field("card_number", &"<hidden>").field("payment_product_id", payment_product_id).finish()
            }
            CardSource::Token(token) => f.debug_tuple("Token").field(token).finish(),
        }
    }
}

impl CardSource<'_> {
    /// `"cardNumber":…[,"paymentProductId":…]` or `"token":…`, into one allocation of its final
    /// size (`extra` more bytes reserved) since it may hold card data.
    fn params(&self, extra: usize) -> String {
        match self {
            CardSource::Card { card_number, payment_product_id } => {
                let id = payment_product_id.map(|id| format!(",\"paymentProductId\":{id}")).unwrap_or_default();
                let mut out = String::with_capacity(16 + written_len(card_number) + id.len() + extra);
                out.push_str("{\"cardNumber\":");
                write_string(card_number, &mut out);
                out.push_str(&id);
                out
            }
            CardSource::Token(token) => {
                let mut out = String::with_capacity(12 + written_len(token) + extra);
                out.push_str("{\"token\":");
                write_string(token, &mut out);
                out
            }
        }
    }
}

impl fmt::Debug for Operation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operation::PublicKey => f.write_str("PublicKey"),
            Operation::PaymentProducts => f.write_str("PaymentProducts"),
            Operation::PaymentProduct(id) => f.debug_tuple("PaymentProduct").field(id).finish(),
            Operation::IinDetails { .. } => f.write_str("IinDetails { card_number: <hidden> }"),
            Operation::PaymentProductNetworks(id) => f.debug_tuple("PaymentProductNetworks").field(id).finish(),
            Operation::SurchargeCalculation(source) => f.debug_tuple("SurchargeCalculation").field(source).finish(),
            Operation::CurrencyConversion { source, target_currency } => {
                f.debug_struct("CurrencyConversion").field("source", source).field("target_currency", target_currency).finish()
            }
        }
    }
}

impl Operation<'_> {
    /// The operation's name in the C ABI, and its parameters as JSON (card data in the IIN one,
    /// with room for a NUL after it).
    pub(crate) fn name_and_params(&self) -> (&'static str, Option<String>) {
        match self {
            Operation::PublicKey => ("publicKey", None),
            Operation::PaymentProducts => ("paymentProducts", None),
            Operation::PaymentProduct(id) => ("paymentProduct", Some(format!("{{\"paymentProductId\":{id}}}"))),
            Operation::IinDetails { card_number } => {
                // Card data: written into one allocation of its final size, the C string's NUL
                // included (see session.rs), so no growth frees a partial copy before the wipe.
                const OPEN: &str = "{\"cardNumber\":";
                let mut params = String::with_capacity(OPEN.len() + written_len(card_number) + 2);
                params.push_str(OPEN);
                write_string(card_number, &mut params);
                params.push('}');
                ("iinDetails", Some(params))
            }
            Operation::PaymentProductNetworks(id) => ("paymentProductNetworks", Some(format!("{{\"paymentProductId\":{id}}}"))),
            Operation::SurchargeCalculation(source) => {
                let mut params = source.params(2);
                params.push('}');
                ("surchargeCalculation", Some(params))
            }
            Operation::CurrencyConversion { source, target_currency } => {
                let target = target_currency.map_or(0, |t| 20 + written_len(t));
                let mut params = source.params(target + 2);
                if let Some(target) = target_currency {
                    params.push_str(",\"targetCurrency\":");
                    write_string(target, &mut params);
                }
                params.push('}');
                ("currencyConversion", Some(params))
            }
        }
    }
}

/// The payment context of a products or IIN request: where, in what currency, how much.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaymentContext {
    /// ISO 3166-1 alpha-2 country code ("NL").
    pub country_code: String,
    /// ISO 4217 currency code ("EUR").
    pub currency_code: String,
    /// The amount in the currency's minor unit (1000 is EUR 10.00).
    pub amount: i64,
    /// Whether the payment is recurring.
    pub is_recurring: bool,
    /// The customer's locale ("nl_NL", "fr-BE"), sent as the products and product requests'
    /// `locale` parameter: 2-35 ASCII letters, digits, `-` and `_` (anything else: the request is
    /// refused, [`crate::Status::Argument`]); `None` sends none.
    pub locale: Option<String>,
}

impl PaymentContext {
    /// The context as the C ABI's JSON.
    pub(crate) fn to_json(&self) -> String {
        let mut out = String::from("{\"countryCode\":");
        write_string(&self.country_code, &mut out);
        out.push_str(",\"currencyCode\":");
        write_string(&self.currency_code, &mut out);
        out.push_str(&format!(",\"amount\":{},\"isRecurring\":{}", self.amount, self.is_recurring));
        if let Some(locale) = &self.locale {
            out.push_str(",\"locale\":");
            write_string(locale, &mut out);
        }
        out.push('}');
        out
    }
}

/// An HTTP request PaySeal built ([`crate::Session::request`]): send it with any HTTP client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientApiRequest {
    /// `GET` or `POST`.
    pub method: String,
    /// The full URL, query included.
    pub url: String,
    /// The headers in the order PaySeal writes them (`Authorization`, `X-GCS-ClientMetaInfo`,
    /// and `Content-Type` for a POST).
    pub headers: Vec<(String, String)>,
    /// The body of a POST, `None` for a GET.
    pub body: Option<String>,
    json: String,
}

impl ClientApiRequest {
    pub(crate) fn from_json(text: String) -> Result<ClientApiRequest> {
        let read = crate::results::read_session_request(&text)?;
        Ok(ClientApiRequest { method: read.method, url: read.url, headers: read.headers, body: read.body, json: text })
    }

    /// The library's JSON for the request: `{"method","url","headers":{…},"body"}`.
    pub fn as_json(&self) -> &str {
        &self.json
    }

    /// The request as a `curl` command line (single-quoted for a POSIX shell), for a terminal or
    /// a bug report. It carries the session id (in `Authorization`) and, for the IIN check, the bin.
    pub fn to_curl(&self) -> String {
        let quote = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
        let mut words = vec!["curl".to_owned(), "-X".to_owned(), self.method.clone()];
        for (name, value) in &self.headers {
            words.push("-H".to_owned());
            words.push(quote(&format!("{name}: {value}")));
        }
        if let Some(body) = &self.body {
            words.push("--data-raw".to_owned());
            words.push(quote(body));
        }
        words.push(quote(&self.url));
        words.join(" ")
    }
}

/// What the IIN check said about a card number ([`IinResult::status`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IinStatus {
    /// The card's product may be used for this payment.
    Supported,
    /// The server knows the card but said `isAllowedInContext: false`.
    ExistingButNotAllowed,
    /// A 404, or an answer without a product id.
    Unknown,
}

/// The IIN check's answer, from [`crate::iin_result`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IinResult {
    /// Whether the card's product can be used.
    pub status: IinStatus,
    /// The product to load (`None` when unknown).
    pub payment_product_id: Option<u64>,
    /// `None` when the server did not say.
    pub is_allowed_in_context: Option<bool>,
    /// The card's country, when the server said.
    pub country_code: Option<String>,
    /// "Credit", "Debit", …, when the server said.
    pub card_type: Option<String>,
    /// The co-brands as the server sent them.
    pub co_brands: Vec<JsonValue>,
    json: String,
}

impl IinResult {
    pub(crate) fn from_json(text: String) -> Result<IinResult> {
        let read = crate::results::read_iin_result(&text)?;
        let status = match read.status.as_str() {
            "SUPPORTED" => IinStatus::Supported,
            "EXISTING_BUT_NOT_ALLOWED" => IinStatus::ExistingButNotAllowed,
            _ => IinStatus::Unknown,
        };
        // The id's digits, as the server wrote them: within 2^53 - 1, as the library reads an id.
        let payment_product_id = read
            .payment_product_id
            .map(|id| id.parse().map_err(|_| Error::contract("payseal_iin_result.paymentProductId is out of range")))
            .transpose()?;
        Ok(IinResult {
            status,
            payment_product_id,
            is_allowed_in_context: read.is_allowed_in_context,
            country_code: read.country_code,
            card_type: read.card_type,
            co_brands: read.co_brands,
            json: text,
        })
    }

    /// The library's JSON: `{"status","paymentProductId","isAllowedInContext","countryCode",
    /// "cardType","coBrands"}`, every key present, the id as the server wrote it.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}
