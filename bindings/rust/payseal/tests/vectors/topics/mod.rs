//! The runner of each vector topic (VECTORS-FORMAT.md), one module per group of topics.

mod card_brands;
mod card_fields;
mod card_input;
mod client_api;
mod keys_and_jwe;
mod messages;
mod payment;
mod product_fields;

use crate::judging::Run;
use crate::support::Json;
use card_brands::{card_as_you_type, card_brands, card_check, pan_edit, pan_format};
use card_fields::card_editing;
use card_input::{iin, masks, validation, validation_messages};
use client_api::{
    client_api_error, client_api_request, products, products_list, products_offered, request_validation, service_response,
};
use keys_and_jwe::{client_api_key, jwe_decrypt, jwe_encrypt_kat, public_key_parse};
use messages::messages;
use payment::{device_metadata, payment_payload, prepare_round_trip};
use product_fields::product_field_check;

pub(crate) fn runner(topic: &str) -> Option<fn(&Json) -> Run> {
    Some(match topic {
        "jwe-decrypt" => jwe_decrypt,
        "jwe-encrypt-kat" => jwe_encrypt_kat,
        "public-key-parse" => public_key_parse,
        "client-api-key" => client_api_key,
        "payment-payload" => payment_payload,
        "device-metadata" => device_metadata,
        "prepare-round-trip" => prepare_round_trip,
        "masks" => masks,
        "validation" => validation,
        "iin" => iin,
        "client-api-request" => client_api_request,
        "service-response" => service_response,
        "client-api-error" => client_api_error,
        "products" => products,
        "products-list" => products_list,
        "products-offered" => products_offered,
        "validation-messages" => validation_messages,
        "messages" => messages,
        "request-validation" => request_validation,
        "card-brands" => card_brands,
        "card-check" => card_check,
        "card-as-you-type" => card_as_you_type,
        "pan-format" => pan_format,
        "pan-edit" => pan_edit,
        "card-editing" => card_editing,
        "product-field-check" => product_field_check,
        _ => return None,
    })
}
