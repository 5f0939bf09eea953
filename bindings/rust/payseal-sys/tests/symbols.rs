// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
//! Every function of Include/payseal.h links, with the signature payseal-sys declares for it
//! (each is cast to a typed function pointer first).

use payseal_sys::*;
use std::ffi::{c_char, c_int, c_void};

#[test]
#[rustfmt::skip]
fn every_symbol_links_with_its_signature() {
    let addrs: [(&str, *const c_void); 66] = [
        ("payseal_version", (payseal_version as unsafe extern "C" fn() -> *const c_char) as *const c_void),
        ("payseal_abi_version", (payseal_abi_version as unsafe extern "C" fn() -> c_int) as *const c_void),
        ("payseal_status_name", (payseal_status_name as unsafe extern "C" fn(payseal_status) -> *const c_char) as *const c_void),
        ("payseal_last_error", (payseal_last_error as unsafe extern "C" fn() -> *const c_char) as *const c_void),
        ("payseal_last_error_subject", (payseal_last_error_subject as unsafe extern "C" fn() -> *const c_char) as *const c_void),
        ("payseal_last_error_detail", (payseal_last_error_detail as unsafe extern "C" fn() -> *const c_char) as *const c_void),
        ("payseal_free", (payseal_free as unsafe extern "C" fn(*mut c_void)) as *const c_void),
        ("payseal_public_key_from_client_api", (payseal_public_key_from_client_api as unsafe extern "C" fn(*const c_char, usize, *mut *mut payseal_public_key) -> payseal_status) as *const c_void),
        ("payseal_public_key_parse", (payseal_public_key_parse as unsafe extern "C" fn(*const u8, usize, *const c_char, *mut *mut payseal_public_key) -> payseal_status) as *const c_void),
        ("payseal_public_key_bits", (payseal_public_key_bits as unsafe extern "C" fn(*const payseal_public_key) -> c_int) as *const c_void),
        ("payseal_public_key_id", (payseal_public_key_id as unsafe extern "C" fn(*const payseal_public_key) -> *const c_char) as *const c_void),
        ("payseal_public_key_free", (payseal_public_key_free as unsafe extern "C" fn(*mut payseal_public_key)) as *const c_void),
        ("payseal_private_key_parse", (payseal_private_key_parse as unsafe extern "C" fn(*const u8, usize, *mut *mut payseal_private_key) -> payseal_status) as *const c_void),
        ("payseal_private_key_free", (payseal_private_key_free as unsafe extern "C" fn(*mut payseal_private_key)) as *const c_void),
        ("payseal_jwe_encrypt", (payseal_jwe_encrypt as unsafe extern "C" fn(*const payseal_public_key, *const u8, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_jwe_encrypt_kat", (payseal_jwe_encrypt_kat as unsafe extern "C" fn(*const payseal_public_key, *const u8, usize, *const u8, *const u8, *const u8, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_jwe_decrypt", (payseal_jwe_decrypt as unsafe extern "C" fn(*const payseal_private_key, *const c_char, usize, *mut *mut u8, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_metadata_new", (payseal_metadata_new as unsafe extern "C" fn(*mut *mut payseal_metadata) -> payseal_status) as *const c_void),
        ("payseal_metadata_set", (payseal_metadata_set as unsafe extern "C" fn(*mut payseal_metadata, *const c_char, *const c_char) -> payseal_status) as *const c_void),
        ("payseal_metadata_encode", (payseal_metadata_encode as unsafe extern "C" fn(*const payseal_metadata, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_metadata_json", (payseal_metadata_json as unsafe extern "C" fn(*const payseal_metadata, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_metadata_free", (payseal_metadata_free as unsafe extern "C" fn(*mut payseal_metadata)) as *const c_void),
        ("payseal_payment_request_new", (payseal_payment_request_new as unsafe extern "C" fn(*const c_char, *const c_char, *mut *mut payseal_payment_request) -> payseal_status) as *const c_void),
        ("payseal_payment_request_set_value", (payseal_payment_request_set_value as unsafe extern "C" fn(*mut payseal_payment_request, *const c_char, *const c_char) -> payseal_status) as *const c_void),
        ("payseal_payment_request_set_account_on_file", (payseal_payment_request_set_account_on_file as unsafe extern "C" fn(*mut payseal_payment_request, *const c_char) -> payseal_status) as *const c_void),
        ("payseal_payment_request_set_tokenize", (payseal_payment_request_set_tokenize as unsafe extern "C" fn(*mut payseal_payment_request, c_int) -> payseal_status) as *const c_void),
        ("payseal_payment_request_payload", (payseal_payment_request_payload as unsafe extern "C" fn(*const payseal_payment_request, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_payment_request_set_product", (payseal_payment_request_set_product as unsafe extern "C" fn(*mut payseal_payment_request, *const payseal_product) -> payseal_status) as *const c_void),
        ("payseal_payment_request_masked_value", (payseal_payment_request_masked_value as unsafe extern "C" fn(*const payseal_payment_request, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_payment_request_validate", (payseal_payment_request_validate as unsafe extern "C" fn(*const payseal_payment_request, c_int, c_int, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_payment_request_keys", (payseal_payment_request_keys as unsafe extern "C" fn(*const payseal_payment_request, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_payment_request_unmasked_value", (payseal_payment_request_unmasked_value as unsafe extern "C" fn(*const payseal_payment_request, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_payment_request_free", (payseal_payment_request_free as unsafe extern "C" fn(*mut payseal_payment_request)) as *const c_void),
        ("payseal_prepare", (payseal_prepare as unsafe extern "C" fn(*const payseal_public_key, *const payseal_payment_request, *const payseal_metadata, *mut *mut c_char, *mut *mut c_char) -> payseal_status) as *const c_void),
        ("payseal_mask_format", (payseal_mask_format as unsafe extern "C" fn(*const c_char, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_mask_unformat", (payseal_mask_unformat as unsafe extern "C" fn(*const c_char, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_mask_edit", (payseal_mask_edit as unsafe extern "C" fn(*const c_char, *const c_char, usize, usize, *const c_char, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_mask_delete", (payseal_mask_delete as unsafe extern "C" fn(*const c_char, *const c_char, usize, usize, c_int, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_validate_value", (payseal_validate_value as unsafe extern "C" fn(*const c_char, usize, *const c_char, c_int, c_int, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_message", (payseal_message as unsafe extern "C" fn(*const c_char, *const c_char, *const c_char, *const c_char, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_messages_localize", (payseal_messages_localize as unsafe extern "C" fn(*const c_char, usize, *const c_char, *const c_char, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_product_parse", (payseal_product_parse as unsafe extern "C" fn(*const c_char, usize, *mut *mut payseal_product) -> payseal_status) as *const c_void),
        ("payseal_product_json", (payseal_product_json as unsafe extern "C" fn(*const payseal_product, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_product_free", (payseal_product_free as unsafe extern "C" fn(*mut payseal_product)) as *const c_void),
        ("payseal_product_list_parse", (payseal_product_list_parse as unsafe extern "C" fn(*const c_char, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_product_field_check", (payseal_product_field_check as unsafe extern "C" fn(*const payseal_product, *const c_char, *const c_char, c_int, c_int, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_product_account_display_value", (payseal_product_account_display_value as unsafe extern "C" fn(*const payseal_product, *const c_char, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_iin_bin", (payseal_iin_bin as unsafe extern "C" fn(*const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_iin_result", (payseal_iin_result as unsafe extern "C" fn(c_int, *const c_char, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_session_new", (payseal_session_new as unsafe extern "C" fn(*const c_char, *const c_char, *const c_char, *const c_char, *mut *mut payseal_session) -> payseal_status) as *const c_void),
        ("payseal_session_request", (payseal_session_request as unsafe extern "C" fn(*const payseal_session, *const c_char, *const c_char, *const c_char, *const payseal_metadata, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_session_free", (payseal_session_free as unsafe extern "C" fn(*mut payseal_session)) as *const c_void),
        ("payseal_service_response", (payseal_service_response as unsafe extern "C" fn(*const c_char, c_int, *const c_char, usize, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_brands_default", (payseal_card_brands_default as unsafe extern "C" fn(*mut *mut payseal_card_brands) -> payseal_status) as *const c_void),
        ("payseal_card_brands_parse", (payseal_card_brands_parse as unsafe extern "C" fn(*const c_char, usize, *mut *mut payseal_card_brands) -> payseal_status) as *const c_void),
        ("payseal_card_brands_free", (payseal_card_brands_free as unsafe extern "C" fn(*mut payseal_card_brands)) as *const c_void),
        ("payseal_card_brand", (payseal_card_brand as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_check", (payseal_card_check as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, *const c_char, *const c_char, *const c_char, c_int, c_int, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_format_pan", (payseal_card_format_pan as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_edit_pan", (payseal_card_edit_pan as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, usize, usize, *const c_char, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_delete_pan", (payseal_card_delete_pan as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, usize, usize, c_int, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_edit_expiry", (payseal_card_edit_expiry as unsafe extern "C" fn(*const c_char, usize, usize, *const c_char, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_delete_expiry", (payseal_card_delete_expiry as unsafe extern "C" fn(*const c_char, usize, usize, c_int, *mut *mut c_char, *mut usize, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_brand_info", (payseal_card_brand_info as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_brands_json", (payseal_card_brands_json as unsafe extern "C" fn(*const payseal_card_brands, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
        ("payseal_card_brand_candidates", (payseal_card_brand_candidates as unsafe extern "C" fn(*const payseal_card_brands, *const c_char, *mut *mut c_char, *mut usize) -> payseal_status) as *const c_void),
    ];
    for (name, addr) in addrs {
        assert!(!addr.is_null(), "{name}");
    }
}
