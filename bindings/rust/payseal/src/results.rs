// Generated from Include/payseal_results.json by tools/generate_bindings.py; do not edit.
// The JSON outputs of the C ABI as typed values, from their one description
// (Include/payseal_results.json): a struct per shape and a `read_*` per function. A member of
// the wrong type (a library that broke its contract) is an `Error` naming it. lib.rs includes it
// in the module `results` (include!: rustfmt leaves generated files as they are written).

use crate::json::{self, JsonValue};
use crate::Error;

type Read<T> = std::result::Result<T, String>;

/// The largest integer a JSON number carries exactly to every host.
const MAX_INT: i64 = (1 << 53) - 1;

/// Where a value is, written out only when it is wrong: reading builds no text.
enum At<'a> {
    Output(&'a str),
    Key(&'a At<'a>, &'a str),
    Index(&'a At<'a>, usize),
}

impl std::fmt::Display for At<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            At::Output(function) => f.write_str(function),
            At::Key(parent, key) => write!(f, "{parent}.{key}"),
            At::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

fn typed<T>(text: &str, function: &str, read: impl Fn(&JsonValue, &At) -> Read<T>) -> crate::Result<T> {
    let value = json::parse(text).map_err(|_| Error::contract(&format!("{function}: its output is not JSON")))?;
    read(&value, &At::Output(function)).map_err(|what| Error::contract(&what))
}

fn object<'a>(v: &'a JsonValue, at: &At) -> Read<&'a [(String, JsonValue)]> {
    v.as_object().ok_or_else(|| format!("{at} is not an object"))
}

fn member<T>(o: &[(String, JsonValue)], key: &str, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<T> {
    match o.iter().rev().find(|(k, _)| k == key) {
        Some((_, v)) => read(v, &At::Key(at, key)),
        None => Err(format!("{at}.{key} is missing")),
    }
}

fn optional<T>(o: &[(String, JsonValue)], key: &str, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Option<T>> {
    match o.iter().rev().find(|(k, _)| k == key) {
        Some((_, JsonValue::Null)) | None => Ok(None),
        Some((_, v)) => read(v, &At::Key(at, key)).map(Some),
    }
}

fn string(v: &JsonValue, at: &At) -> Read<String> {
    v.as_str().map(str::to_owned).ok_or_else(|| format!("{at} is not a string"))
}

fn int(v: &JsonValue, at: &At) -> Read<i64> {
    match v {
        JsonValue::Number(n) => n.parse::<i64>().ok().filter(|n| n.abs() <= MAX_INT).ok_or_else(|| format!("{at} is not an integer")),
        _ => Err(format!("{at} is not an integer")),
    }
}

fn number(v: &JsonValue, at: &At) -> Read<String> {
    match v {
        JsonValue::Number(n) => Ok(n.clone()),
        _ => Err(format!("{at} is not a number")),
    }
}

fn boolean(v: &JsonValue, at: &At) -> Read<bool> {
    v.as_bool().ok_or_else(|| format!("{at} is not true or false"))
}

fn id(v: &JsonValue, at: &At) -> Read<String> {
    match v {
        JsonValue::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Ok(s.clone()),
        _ => int(v, at).map(|n| n.to_string()),
    }
}

fn any(v: &JsonValue, _at: &At) -> Read<JsonValue> {
    Ok(v.clone())
}

fn one_of(v: &JsonValue, at: &At, values: &[&str]) -> Read<String> {
    let text = string(v, at)?;
    if values.contains(&text.as_str()) {
        Ok(text)
    } else {
        Err(format!("{at} is \"{text}\", none of {}", values.join(", ")))
    }
}

fn nullable<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Option<T>> {
    if v.is_null() {
        Ok(None)
    } else {
        read(v, at).map(Some)
    }
}

fn array<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<T>> {
    let items = v.as_array().ok_or_else(|| format!("{at} is not an array"))?;
    items.iter().enumerate().map(|(i, item)| read(item, &At::Index(at, i))).collect()
}

fn map<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<(String, T)>> {
    object(v, at)?.iter().map(|(k, item)| Ok((k.clone(), read(item, &At::Key(at, k))?))).collect()
}

fn int_map<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<(i64, T)>> {
    object(v, at)?
        .iter()
        .map(|(k, item)| {
            let key = k.parse::<i64>().ok().filter(|_| k.bytes().all(|b| b.is_ascii_digit())).ok_or_else(|| format!("{at}: the key \"{k}\" is not an integer"))?;
            Ok((key, read(item, &At::Key(at, k))?))
        })
        .collect()
}

/// The payload payseal_prepare encrypts (it holds card data).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Payload {
    /// `clientSessionId` Absent: `None`.
    pub client_session_id: Option<String>,
    /// `nonce`: A lowercase UUID v4.
    pub nonce: String,
    /// `paymentProductId` Absent: `None`.
    pub payment_product_id: Option<i64>,
    /// `accountOnFileId` Absent: `None`.
    pub account_on_file_id: Option<String>,
    /// `tokenize`: Present (true) only when set. Absent: `None`.
    pub tokenize: Option<bool>,
    /// `paymentValues`
    pub payment_values: Vec<PaymentValue>,
}

impl Payload {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(Payload {
            client_session_id: optional(o, "clientSessionId", at, string)?,
            nonce: member(o, "nonce", at, string)?,
            payment_product_id: optional(o, "paymentProductId", at, int)?,
            account_on_file_id: optional(o, "accountOnFileId", at, string)?,
            tokenize: optional(o, "tokenize", at, boolean)?,
            payment_values: member(o, "paymentValues", at, |v: &JsonValue, at: &At| array(v, at, PaymentValue::read))?,
        })
    }
}

/// One value of the payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PaymentValue {
    /// `key`
    pub key: String,
    /// `value`: Card data: unmasked, as set.
    pub value: String,
}

impl PaymentValue {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(PaymentValue {
            key: member(o, "key", at, string)?,
            value: member(o, "value", at, string)?,
        })
    }
}

/// One failed rule of a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ValidationError {
    /// `fieldId`: The field, when a whole request is validated. Absent: `None`.
    pub field_id: Option<String>,
    /// `type`: The rule ("luhn", "length", ...) or "required".
    pub kind: String,
    /// `params`: The rule's bounds or reason, each an integer, a string or an array of strings:
    /// {"minLength":13,"maxLength":19}, {"reason":"past"}.
    pub params: Vec<(String, JsonValue)>,
    /// `messageKey`: A stable key to translate on: "validation.<type>" or "validation.<type>.<reason>".
    pub message_key: String,
    /// `message`: PaySeal's English sentence, without the field's name.
    pub message: String,
}

impl ValidationError {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ValidationError {
            field_id: optional(o, "fieldId", at, string)?,
            kind: member(o, "type", at, string)?,
            params: member(o, "params", at, |v: &JsonValue, at: &At| map(v, at, any))?,
            message_key: member(o, "messageKey", at, string)?,
            message: member(o, "message", at, string)?,
        })
    }
}

/// A product field's value as the customer types it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FieldCheck {
    /// `state`
    pub state: String,
    /// `error`: null when valid; when invalid the check no continuation passes; when incomplete the error the
    /// value gives now.
    pub error: Option<ValidationError>,
}

impl FieldCheck {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(FieldCheck {
            state: member(o, "state", at, |v: &JsonValue, at: &At| one_of(v, at, &["valid", "incomplete", "invalid"]))?,
            error: member(o, "error", at, |v: &JsonValue, at: &At| nullable(v, at, ValidationError::read))?,
        })
    }
}

/// A field's text after one edit, and whether a paste was cut or refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FieldEdit {
    /// `text`: The field's new text (card data for a card field).
    pub text: String,
    /// `caret`: The caret, in UTF-16 code units.
    pub caret: i64,
    /// `truncated`: Digits of a paste were cut (a PAN longer than its brand's longest, a CVC longer than its
    /// mask).
    pub truncated: bool,
    /// `refused`: Why a paste was refused, the field unchanged: "notADate" or "notDigits"; null when the edit
    /// was taken, and for a refused key.
    pub refused: Option<String>,
}

impl FieldEdit {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(FieldEdit {
            text: member(o, "text", at, string)?,
            caret: member(o, "caret", at, int)?,
            truncated: member(o, "truncated", at, boolean)?,
            refused: member(o, "refused", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// A normalized payment product: the response's own object, every member kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Product {
    /// `id`
    pub id: i64,
    /// `fields`: In display order.
    pub fields: Vec<ProductField>,
    /// `accountsOnFile`
    pub accounts_on_file: Vec<AccountOnFile>,
    /// `displayHints`: The first of displayHintsList when the response has the list alone. Absent: `None`.
    pub display_hints: Option<Vec<(String, JsonValue)>>,
    /// `displayHintsList`: As it came. Absent: `None`.
    pub display_hints_list: Option<JsonValue>,
    /// The members not listed above, as they came.
    pub extra: Vec<(String, JsonValue)>,
}

impl Product {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        let extra = o.iter().filter(|(k, _)| !["id", "fields", "accountsOnFile", "displayHints", "displayHintsList"].contains(&k.as_str())).cloned().collect();
        Ok(Product {
            id: member(o, "id", at, int)?,
            fields: member(o, "fields", at, |v: &JsonValue, at: &At| array(v, at, ProductField::read))?,
            accounts_on_file: member(o, "accountsOnFile", at, |v: &JsonValue, at: &At| array(v, at, AccountOnFile::read))?,
            display_hints: optional(o, "displayHints", at, |v: &JsonValue, at: &At| map(v, at, any))?,
            display_hints_list: optional(o, "displayHintsList", at, any)?,
            extra,
        })
    }
}

/// One field of a product's form, as the server sent it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ProductField {
    /// `id`: The payment value's key.
    pub id: String,
    /// `type`: "numericstring", "expirydate", "string", ... Absent: `None`.
    pub kind: Option<String>,
    /// `dataRestrictions` Absent: `None`.
    pub data_restrictions: Option<Vec<(String, JsonValue)>>,
    /// `displayHints` Absent: `None`.
    pub display_hints: Option<Vec<(String, JsonValue)>>,
    /// The members not listed above, as they came.
    pub extra: Vec<(String, JsonValue)>,
}

impl ProductField {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        let extra = o.iter().filter(|(k, _)| !["id", "type", "dataRestrictions", "displayHints"].contains(&k.as_str())).cloned().collect();
        Ok(ProductField {
            id: member(o, "id", at, string)?,
            kind: optional(o, "type", at, string)?,
            data_restrictions: optional(o, "dataRestrictions", at, |v: &JsonValue, at: &At| map(v, at, any))?,
            display_hints: optional(o, "displayHints", at, |v: &JsonValue, at: &At| map(v, at, any))?,
            extra,
        })
    }
}

/// A stored card of a product.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AccountOnFile {
    /// `id`
    pub id: String,
    /// `paymentProductId` Absent: `None`.
    pub payment_product_id: Option<i64>,
    /// `attributes`: As the server sent it: [{"key","value","status",...}]. Absent: `None`.
    pub attributes: Option<JsonValue>,
    /// `displayHints` Absent: `None`.
    pub display_hints: Option<Vec<(String, JsonValue)>>,
    /// `label`: The attribute the label template names, formatted with its mask.
    pub label: String,
    /// The members not listed above, as they came.
    pub extra: Vec<(String, JsonValue)>,
}

impl AccountOnFile {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        let extra = o.iter().filter(|(k, _)| !["id", "paymentProductId", "attributes", "displayHints", "label"].contains(&k.as_str())).cloned().collect();
        Ok(AccountOnFile {
            id: member(o, "id", at, string)?,
            payment_product_id: optional(o, "paymentProductId", at, int)?,
            attributes: optional(o, "attributes", at, any)?,
            display_hints: optional(o, "displayHints", at, |v: &JsonValue, at: &At| map(v, at, any))?,
            label: member(o, "label", at, string)?,
            extra,
        })
    }
}

/// The products-list response, each product normalized as Product, every other member kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ProductList {
    /// `paymentProducts`
    pub payment_products: Vec<Product>,
    /// The members not listed above, as they came.
    pub extra: Vec<(String, JsonValue)>,
}

impl ProductList {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        let extra = o.iter().filter(|(k, _)| !["paymentProducts"].contains(&k.as_str())).cloned().collect();
        Ok(ProductList {
            payment_products: member(o, "paymentProducts", at, |v: &JsonValue, at: &At| array(v, at, Product::read))?,
            extra,
        })
    }
}

/// The IIN check's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct IinResult {
    /// `status`
    pub status: String,
    /// `paymentProductId`: The product to load, as the server wrote it; null when unknown.
    pub payment_product_id: Option<String>,
    /// `isAllowedInContext`: null when the server did not say.
    pub is_allowed_in_context: Option<bool>,
    /// `countryCode`
    pub country_code: Option<String>,
    /// `cardType`
    pub card_type: Option<String>,
    /// `coBrands`: The server's entries as they came.
    pub co_brands: Vec<JsonValue>,
}

impl IinResult {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(IinResult {
            status: member(o, "status", at, |v: &JsonValue, at: &At| one_of(v, at, &["SUPPORTED", "EXISTING_BUT_NOT_ALLOWED", "UNKNOWN"]))?,
            payment_product_id: member(o, "paymentProductId", at, |v: &JsonValue, at: &At| nullable(v, at, id))?,
            is_allowed_in_context: member(o, "isAllowedInContext", at, |v: &JsonValue, at: &At| nullable(v, at, boolean))?,
            country_code: member(o, "countryCode", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            card_type: member(o, "cardType", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            co_brands: member(o, "coBrands", at, |v: &JsonValue, at: &At| array(v, at, any))?,
        })
    }
}

/// An HTTP request to send with any HTTP client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClientApiRequest {
    /// `method`
    pub method: String,
    /// `url`
    pub url: String,
    /// `headers`: In the order PaySeal writes them.
    pub headers: Vec<(String, String)>,
    /// `body`: null for a GET.
    pub body: Option<String>,
}

impl ClientApiRequest {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ClientApiRequest {
            method: member(o, "method", at, string)?,
            url: member(o, "url", at, string)?,
            headers: member(o, "headers", at, |v: &JsonValue, at: &At| map(v, at, string))?,
            body: member(o, "body", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// An amount in the currency's smallest unit and its ISO 4217 code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AmountOfMoney {
    /// `amount`
    pub amount: Option<i64>,
    /// `currencyCode`
    pub currency_code: Option<String>,
}

impl AmountOfMoney {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(AmountOfMoney {
            amount: member(o, "amount", at, |v: &JsonValue, at: &At| nullable(v, at, int))?,
            currency_code: member(o, "currencyCode", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// The networks of a product (Apple Pay, Google Pay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PaymentProductNetworks {
    /// `networks`
    pub networks: Vec<String>,
}

impl PaymentProductNetworks {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(PaymentProductNetworks {
            networks: member(o, "networks", at, |v: &JsonValue, at: &At| array(v, at, string))?,
        })
    }
}

/// The surcharge calculation's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SurchargeCalculation {
    /// `surcharges`
    pub surcharges: Vec<Surcharge>,
}

impl SurchargeCalculation {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(SurchargeCalculation {
            surcharges: member(o, "surcharges", at, |v: &JsonValue, at: &At| array(v, at, Surcharge::read))?,
        })
    }
}

/// One product's surcharge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Surcharge {
    /// `paymentProductId`
    pub payment_product_id: Option<i64>,
    /// `result`: "OK" or "NO_SURCHARGE".
    pub result: Option<String>,
    /// `netAmount`
    pub net_amount: Option<AmountOfMoney>,
    /// `surchargeAmount`
    pub surcharge_amount: Option<AmountOfMoney>,
    /// `totalAmount`
    pub total_amount: Option<AmountOfMoney>,
    /// `surchargeRate`
    pub surcharge_rate: Option<SurchargeRate>,
}

impl Surcharge {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(Surcharge {
            payment_product_id: member(o, "paymentProductId", at, |v: &JsonValue, at: &At| nullable(v, at, int))?,
            result: member(o, "result", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            net_amount: member(o, "netAmount", at, |v: &JsonValue, at: &At| nullable(v, at, AmountOfMoney::read))?,
            surcharge_amount: member(o, "surchargeAmount", at, |v: &JsonValue, at: &At| nullable(v, at, AmountOfMoney::read))?,
            total_amount: member(o, "totalAmount", at, |v: &JsonValue, at: &At| nullable(v, at, AmountOfMoney::read))?,
            surcharge_rate: member(o, "surchargeRate", at, |v: &JsonValue, at: &At| nullable(v, at, SurchargeRate::read))?,
        })
    }
}

/// The platform's rate details of a surcharge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SurchargeRate {
    /// `surchargeProductTypeId`
    pub surcharge_product_type_id: Option<String>,
    /// `surchargeProductTypeVersion`
    pub surcharge_product_type_version: Option<String>,
    /// `adValoremRate`
    pub ad_valorem_rate: Option<String>,
    /// `specificRate`
    pub specific_rate: Option<String>,
}

impl SurchargeRate {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(SurchargeRate {
            surcharge_product_type_id: member(o, "surchargeProductTypeId", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            surcharge_product_type_version: member(o, "surchargeProductTypeVersion", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            ad_valorem_rate: member(o, "adValoremRate", at, |v: &JsonValue, at: &At| nullable(v, at, number))?,
            specific_rate: member(o, "specificRate", at, |v: &JsonValue, at: &At| nullable(v, at, number))?,
        })
    }
}

/// The currency conversion quote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CurrencyConversion {
    /// `dccSessionId`
    pub dcc_session_id: Option<String>,
    /// `result`
    pub result: Option<ConversionResult>,
    /// `proposal`
    pub proposal: Option<ConversionProposal>,
}

impl CurrencyConversion {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(CurrencyConversion {
            dcc_session_id: member(o, "dccSessionId", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            result: member(o, "result", at, |v: &JsonValue, at: &At| nullable(v, at, ConversionResult::read))?,
            proposal: member(o, "proposal", at, |v: &JsonValue, at: &At| nullable(v, at, ConversionProposal::read))?,
        })
    }
}

/// Whether a conversion is offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConversionResult {
    /// `result`: "Allowed", "NoRate", ...
    pub result: Option<String>,
    /// `resultReason`
    pub result_reason: Option<String>,
}

impl ConversionResult {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ConversionResult {
            result: member(o, "result", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            result_reason: member(o, "resultReason", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// The conversion offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConversionProposal {
    /// `baseAmount`
    pub base_amount: Option<AmountOfMoney>,
    /// `targetAmount`
    pub target_amount: Option<AmountOfMoney>,
    /// `rate`
    pub rate: Option<ConversionRate>,
    /// `disclaimerReceipt`
    pub disclaimer_receipt: Option<String>,
    /// `disclaimerDisplay`
    pub disclaimer_display: Option<String>,
}

impl ConversionProposal {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ConversionProposal {
            base_amount: member(o, "baseAmount", at, |v: &JsonValue, at: &At| nullable(v, at, AmountOfMoney::read))?,
            target_amount: member(o, "targetAmount", at, |v: &JsonValue, at: &At| nullable(v, at, AmountOfMoney::read))?,
            rate: member(o, "rate", at, |v: &JsonValue, at: &At| nullable(v, at, ConversionRate::read))?,
            disclaimer_receipt: member(o, "disclaimerReceipt", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            disclaimer_display: member(o, "disclaimerDisplay", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// The rate of a conversion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConversionRate {
    /// `exchangeRate`
    pub exchange_rate: Option<String>,
    /// `invertedExchangeRate`
    pub inverted_exchange_rate: Option<String>,
    /// `markUpRate`
    pub mark_up_rate: Option<String>,
    /// `quotationDateTime`
    pub quotation_date_time: Option<String>,
    /// `source`
    pub source: Option<String>,
}

impl ConversionRate {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ConversionRate {
            exchange_rate: member(o, "exchangeRate", at, |v: &JsonValue, at: &At| nullable(v, at, number))?,
            inverted_exchange_rate: member(o, "invertedExchangeRate", at, |v: &JsonValue, at: &At| nullable(v, at, number))?,
            mark_up_rate: member(o, "markUpRate", at, |v: &JsonValue, at: &At| nullable(v, at, number))?,
            quotation_date_time: member(o, "quotationDateTime", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            source: member(o, "source", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
        })
    }
}

/// An HTTP error answer of the Client API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClientApiFailure {
    /// `httpStatus`
    pub http_status: i64,
    /// `errorId`
    pub error_id: Option<String>,
    /// `errors`
    pub errors: Vec<ApiError>,
}

impl ClientApiFailure {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ClientApiFailure {
            http_status: member(o, "httpStatus", at, int)?,
            error_id: member(o, "errorId", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            errors: member(o, "errors", at, |v: &JsonValue, at: &At| array(v, at, ApiError::read))?,
        })
    }
}

/// One error of an error answer (its message is for logs, not for the customer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ApiError {
    /// `code`
    pub code: Option<String>,
    /// `id`
    pub id: Option<String>,
    /// `category`
    pub category: Option<String>,
    /// `message`
    pub message: Option<String>,
    /// `propertyName`
    pub property_name: Option<String>,
    /// `httpStatusCode`
    pub http_status_code: Option<i64>,
}

impl ApiError {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(ApiError {
            code: member(o, "code", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            id: member(o, "id", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            category: member(o, "category", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            message: member(o, "message", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            property_name: member(o, "propertyName", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            http_status_code: member(o, "httpStatusCode", at, |v: &JsonValue, at: &At| nullable(v, at, int))?,
        })
    }
}

/// A card form as the customer types it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CardCheck {
    /// `brand`: The brand every continuation of the digits is detected as; null while several (or none)
    /// remain.
    pub brand: Option<String>,
    /// `pan`
    pub pan: CardPart,
    /// `cvc`
    pub cvc: CardPart,
    /// `expiry`
    pub expiry: CardPart,
    /// `complete`
    pub complete: bool,
}

impl CardCheck {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(CardCheck {
            brand: member(o, "brand", at, |v: &JsonValue, at: &At| nullable(v, at, string))?,
            pan: member(o, "pan", at, CardPart::read)?,
            cvc: member(o, "cvc", at, CardPart::read)?,
            expiry: member(o, "expiry", at, CardPart::read)?,
            complete: member(o, "complete", at, boolean)?,
        })
    }
}

/// One part of a card form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CardPart {
    /// `state`
    pub state: String,
    /// `reason`: Present exactly when the part is not valid. Absent: `None`.
    pub reason: Option<String>,
    /// `maxLength`: The PAN part only. Absent: `None`.
    pub max_length: Option<i64>,
    /// `advance`: The PAN and expiry parts: move the focus on now. Absent: `None`.
    pub advance: Option<bool>,
}

impl CardPart {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(CardPart {
            state: member(o, "state", at, |v: &JsonValue, at: &At| one_of(v, at, &["valid", "incomplete", "invalid"]))?,
            reason: optional(o, "reason", at, string)?,
            max_length: optional(o, "maxLength", at, int)?,
            advance: optional(o, "advance", at, boolean)?,
        })
    }
}

/// A brand's details, as the card check and the PAN layout use them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BrandInfo {
    /// `name`
    pub name: String,
    /// `panLengths`
    pub pan_lengths: Vec<i64>,
    /// `cvcLengths`
    pub cvc_lengths: Vec<i64>,
    /// `format`: The PAN's group sizes for its longest length.
    pub format: Vec<i64>,
    /// `advanceLength`
    pub advance_length: i64,
    /// `advanceLengths`: BIN range -> where its cards usually end. Absent: `None`.
    pub advance_lengths: Option<Vec<(String, i64)>>,
    /// `formatByLength`: PAN length -> its group sizes. Absent: `None`.
    pub format_by_length: Option<Vec<(i64, Vec<i64>)>>,
}

impl BrandInfo {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(BrandInfo {
            name: member(o, "name", at, string)?,
            pan_lengths: member(o, "panLengths", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            cvc_lengths: member(o, "cvcLengths", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            format: member(o, "format", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            advance_length: member(o, "advanceLength", at, int)?,
            advance_lengths: optional(o, "advanceLengths", at, |v: &JsonValue, at: &At| map(v, at, int))?,
            format_by_length: optional(o, "formatByLength", at, |v: &JsonValue, at: &At| int_map(v, at, |v: &JsonValue, at: &At| array(v, at, int)))?,
        })
    }
}

/// A brand as a table row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CardBrand {
    /// `name`
    pub name: String,
    /// `bins`: "D" or "lo-hi".
    pub bins: Vec<String>,
    /// `pattern` Absent: `None`.
    pub pattern: Option<String>,
    /// `panLengths`
    pub pan_lengths: Vec<i64>,
    /// `cvcLengths`
    pub cvc_lengths: Vec<i64>,
    /// `format`
    pub format: Vec<i64>,
    /// `advanceLength`
    pub advance_length: i64,
    /// `advanceLengths` Absent: `None`.
    pub advance_lengths: Option<Vec<(String, i64)>>,
    /// `formatByLength` Absent: `None`.
    pub format_by_length: Option<Vec<(i64, Vec<i64>)>>,
}

impl CardBrand {
    fn read(v: &JsonValue, at: &At) -> Read<Self> {
        let o = object(v, at)?;
        Ok(CardBrand {
            name: member(o, "name", at, string)?,
            bins: member(o, "bins", at, |v: &JsonValue, at: &At| array(v, at, string))?,
            pattern: optional(o, "pattern", at, string)?,
            pan_lengths: member(o, "panLengths", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            cvc_lengths: member(o, "cvcLengths", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            format: member(o, "format", at, |v: &JsonValue, at: &At| array(v, at, int))?,
            advance_length: member(o, "advanceLength", at, int)?,
            advance_lengths: optional(o, "advanceLengths", at, |v: &JsonValue, at: &At| map(v, at, int))?,
            format_by_length: optional(o, "formatByLength", at, |v: &JsonValue, at: &At| int_map(v, at, |v: &JsonValue, at: &At| array(v, at, int)))?,
        })
    }
}

/// The output of `payseal_metadata_json`, typed. The metadata: known keys in the documented order, then the
/// others in insertion order.
pub(crate) fn read_metadata_json(text: &str) -> crate::Result<Vec<(String, String)>> {
    typed(text, "payseal_metadata_json", |v: &JsonValue, at: &At| map(v, at, string))
}

/// The output of `payseal_payment_request_payload`, typed.
pub(crate) fn read_payment_request_payload(text: &str) -> crate::Result<Payload> {
    typed(text, "payseal_payment_request_payload", Payload::read)
}

/// The output of `payseal_payment_request_validate`, typed. In the fields' display order, each with its
/// fieldId; [] when valid.
pub(crate) fn read_payment_request_validate(text: &str) -> crate::Result<Vec<ValidationError>> {
    typed(text, "payseal_payment_request_validate", |v: &JsonValue, at: &At| array(v, at, ValidationError::read))
}

/// The output of `payseal_payment_request_keys`, typed. The keys of the values set, in payload order.
pub(crate) fn read_payment_request_keys(text: &str) -> crate::Result<Vec<String>> {
    typed(text, "payseal_payment_request_keys", |v: &JsonValue, at: &At| array(v, at, string))
}

/// The output of `payseal_validate_value`, typed. Without fieldId; [] when the value is valid.
pub(crate) fn read_validate_value(text: &str) -> crate::Result<Vec<ValidationError>> {
    typed(text, "payseal_validate_value", |v: &JsonValue, at: &At| array(v, at, ValidationError::read))
}

/// The output of `payseal_messages_localize`, typed. The input's own shape (an output of
/// payseal_validate_value, payseal_payment_request_validate or payseal_product_field_check), every message
/// rendered again.
pub(crate) fn read_messages_localize(text: &str) -> crate::Result<JsonValue> {
    typed(text, "payseal_messages_localize", any)
}

/// The output of `payseal_product_json`, typed.
pub(crate) fn read_product_json(text: &str) -> crate::Result<Product> {
    typed(text, "payseal_product_json", Product::read)
}

/// The output of `payseal_product_list_parse`, typed.
pub(crate) fn read_product_list_parse(text: &str) -> crate::Result<ProductList> {
    typed(text, "payseal_product_list_parse", ProductList::read)
}

/// The output of `payseal_product_list_offered`, typed.
pub(crate) fn read_product_list_offered(text: &str) -> crate::Result<ProductList> {
    typed(text, "payseal_product_list_offered", ProductList::read)
}

/// The output of `payseal_product_field_check`, typed.
pub(crate) fn read_product_field_check(text: &str) -> crate::Result<FieldCheck> {
    typed(text, "payseal_product_field_check", FieldCheck::read)
}

/// The output of `payseal_product_field_check_ex`, typed.
pub(crate) fn read_product_field_check_ex(text: &str) -> crate::Result<FieldCheck> {
    typed(text, "payseal_product_field_check_ex", FieldCheck::read)
}

/// The output of `payseal_product_field_edit`, typed.
pub(crate) fn read_product_field_edit(text: &str) -> crate::Result<FieldEdit> {
    typed(text, "payseal_product_field_edit", FieldEdit::read)
}

/// The output of `payseal_iin_result`, typed.
pub(crate) fn read_iin_result(text: &str) -> crate::Result<IinResult> {
    typed(text, "payseal_iin_result", IinResult::read)
}

/// The output of `payseal_session_request`, typed.
pub(crate) fn read_session_request(text: &str) -> crate::Result<ClientApiRequest> {
    typed(text, "payseal_session_request", ClientApiRequest::read)
}

/// The output of `payseal_service_response` (`operation` "paymentProductNetworks"), typed.
pub(crate) fn read_service_response_payment_product_networks(text: &str) -> crate::Result<PaymentProductNetworks> {
    typed(text, "payseal_service_response", PaymentProductNetworks::read)
}

/// The output of `payseal_service_response` (`operation` "surchargeCalculation"), typed.
pub(crate) fn read_service_response_surcharge_calculation(text: &str) -> crate::Result<SurchargeCalculation> {
    typed(text, "payseal_service_response", SurchargeCalculation::read)
}

/// The output of `payseal_service_response` (`operation` "currencyConversion"), typed.
pub(crate) fn read_service_response_currency_conversion(text: &str) -> crate::Result<CurrencyConversion> {
    typed(text, "payseal_service_response", CurrencyConversion::read)
}

/// The output of `payseal_client_api_error`, typed.
pub(crate) fn read_client_api_error(text: &str) -> crate::Result<ClientApiFailure> {
    typed(text, "payseal_client_api_error", ClientApiFailure::read)
}

/// The output of `payseal_card_check`, typed.
pub(crate) fn read_card_check(text: &str) -> crate::Result<CardCheck> {
    typed(text, "payseal_card_check", CardCheck::read)
}

/// The output of `payseal_card_check_ex`, typed.
pub(crate) fn read_card_check_ex(text: &str) -> crate::Result<CardCheck> {
    typed(text, "payseal_card_check_ex", CardCheck::read)
}

/// The output of `payseal_card_edit_pan_json`, typed.
pub(crate) fn read_card_edit_pan_json(text: &str) -> crate::Result<FieldEdit> {
    typed(text, "payseal_card_edit_pan_json", FieldEdit::read)
}

/// The output of `payseal_card_edit_expiry_json`, typed.
pub(crate) fn read_card_edit_expiry_json(text: &str) -> crate::Result<FieldEdit> {
    typed(text, "payseal_card_edit_expiry_json", FieldEdit::read)
}

/// The output of `payseal_card_edit_cvc`, typed.
pub(crate) fn read_card_edit_cvc(text: &str) -> crate::Result<FieldEdit> {
    typed(text, "payseal_card_edit_cvc", FieldEdit::read)
}

/// The output of `payseal_card_brand_info`, typed.
pub(crate) fn read_card_brand_info(text: &str) -> crate::Result<BrandInfo> {
    typed(text, "payseal_card_brand_info", BrandInfo::read)
}

/// The output of `payseal_card_brands_json`, typed. The whole table, normalized, in table order.
pub(crate) fn read_card_brands_json(text: &str) -> crate::Result<Vec<CardBrand>> {
    typed(text, "payseal_card_brands_json", |v: &JsonValue, at: &At| array(v, at, CardBrand::read))
}

/// The output of `payseal_card_brand_candidates`, typed. Brand names, most specific first.
pub(crate) fn read_card_brand_candidates(text: &str) -> crate::Result<Vec<String>> {
    typed(text, "payseal_card_brand_candidates", |v: &JsonValue, at: &At| array(v, at, string))
}
