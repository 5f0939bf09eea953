// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
// The C ABI of Include/payseal.h for the WebAssembly build: its #defines, the payseal_status values
// and FUNCTIONS (name -> [result kind, [[parameter, kind], ...]]), which wasm.mjs reads to call an
// export (the kinds: tools/generate_web.py).

/** The header's #defines without their PAYSEAL_ prefix. */
export const CONSTANTS = Object.freeze({
  ABI_VERSION: 1, // raised only when a signature or a meaning changes
  VERSION_MAJOR: 0, // the library's major version
  VERSION_MINOR: 2, // the library's minor version
  VERSION_PATCH: 0, // the library's patch version
  VERSION_STRING: "0.2.0", // "MAJOR.MINOR.PATCH", what payseal_version() returns
  CEK_BYTES: 64, // content encryption key: MAC_KEY (32) || ENC_KEY (32)
  IV_BYTES: 16, // AES-CBC initialization vector
  OAEP_SEED_BYTES: 20, // RSA-OAEP seed: the SHA-1 output length
  MIN_RSA_BITS: 2048, // smallest accepted RSA modulus
  MAX_RSA_BITS: 8192, // largest accepted RSA modulus
  MAX_KEY_INPUT: 65536, // bytes of key input (any format)
  MAX_PLAINTEXT: 1048576, // bytes of JWE plaintext
  MAX_JWE: 2097152, // bytes of JWE compact serialization
  MAX_METADATA_ENTRIES: 64, // keys in one payseal_metadata
  MAX_METADATA_VALUE: 4096, // bytes of one metadata key or value
  MAX_PAYMENT_VALUES: 256, // distinct keys in one payment request
  MAX_PAYMENT_VALUE: 4096, // bytes of one payment value, key or id
  MAX_JSON_DEPTH: 64, // levels of nesting in any JSON input
  MAX_PATTERN_DEPTH: 48, // groups and classes nested in a server pattern
  MAX_PATTERN_NESTING: 64, // parentheses nested in a pattern as compiled
  MAX_MESSAGE_CATALOG: 262144, // bytes of a host's message catalog JSON
  WALLET_APPLE_PAY: 1, // the device can pay with Apple Pay (product 302)
  WALLET_GOOGLE_PAY: 2, // the device can pay with Google Pay (product 320)
  CHECK_FINAL: 1, // flag of the _ex checks: the customer has left the field or submits
});

/** payseal_status: name -> value. */
export const STATUS = Object.freeze({
  PAYSEAL_OK: 0,
  PAYSEAL_E_ARGUMENT: 1, // NULL where not allowed, bad length, invalid UTF-8
  PAYSEAL_E_KEY_FORMAT: 2, // key bytes cannot be parsed
  PAYSEAL_E_KEY_UNSUPPORTED: 3, // not RSA, modulus outside 2048..8192 bits, bad exponent
  PAYSEAL_E_JSON: 4, // malformed JSON input
  PAYSEAL_E_JWE_FORMAT: 5, // malformed compact serialization or header
  PAYSEAL_E_JWE_UNSUPPORTED: 6, // alg/enc/zip/crit not supported
  PAYSEAL_E_DECRYPT: 7, // any authentication or decryption failure, one uniform code
  PAYSEAL_E_CRYPTO: 8, // unexpected OpenSSL or libsodium failure
  PAYSEAL_E_NO_MEMORY: 9, // an allocation failed
  PAYSEAL_E_LIMIT: 10, // input larger than a documented limit
  PAYSEAL_E_VALIDATION: 11, // payseal_prepare: the request fails its product's validation
  PAYSEAL_E_CLIENT_API: 12, // the Client API answered an HTTP error (Swift Session calls)
  PAYSEAL_E_NO_ANSWER: 13, // no HTTP answer: timeout, connection (Swift Session calls)
  PAYSEAL_E_CANCELLED: 14, // the calling task was cancelled (Swift Session calls)
});

/** payseal_status: value -> name, as payseal_status_name gives it. */
export const STATUS_NAMES = Object.freeze(["PAYSEAL_OK", "PAYSEAL_E_ARGUMENT", "PAYSEAL_E_KEY_FORMAT", "PAYSEAL_E_KEY_UNSUPPORTED", "PAYSEAL_E_JSON", "PAYSEAL_E_JWE_FORMAT", "PAYSEAL_E_JWE_UNSUPPORTED", "PAYSEAL_E_DECRYPT", "PAYSEAL_E_CRYPTO", "PAYSEAL_E_NO_MEMORY", "PAYSEAL_E_LIMIT", "PAYSEAL_E_VALIDATION", "PAYSEAL_E_CLIENT_API", "PAYSEAL_E_NO_ANSWER", "PAYSEAL_E_CANCELLED"]);

/** Every function of the header: name -> [result kind, [[parameter, kind], ...]]. */
export const FUNCTIONS = Object.freeze({
  // Library
  payseal_version: ["borrowedStr", []],
  payseal_abi_version: ["int", []],
  payseal_status_name: ["borrowedStr", [["s", "int"]]],
  payseal_last_error: ["borrowedStr", []],
  payseal_last_error_subject: ["borrowedStr", []],
  payseal_last_error_detail: ["borrowedStr", []],
  payseal_free: ["void", [["buffer", "ptr"]]],
  // Public keys
  payseal_public_key_from_client_api: ["status", [["json", "data"], ["json_len", "len"], ["out", "outHandle:payseal_public_key"]]],
  payseal_public_key_parse: ["status", [["data", "data"], ["len", "len"], ["key_id", "str"], ["out", "outHandle:payseal_public_key"]]],
  payseal_public_key_bits: ["int", [["key", "handle:payseal_public_key"]]],
  payseal_public_key_id: ["borrowedStr", [["key", "handle:payseal_public_key"]]],
  payseal_public_key_free: ["void", [["key", "handle:payseal_public_key"]]],
  // Private keys
  payseal_private_key_parse: ["status", [["data", "data"], ["len", "len"], ["out", "outHandle:payseal_private_key"]]],
  payseal_private_key_free: ["void", [["key", "handle:payseal_private_key"]]],
  // JWE
  payseal_jwe_encrypt: ["status", [["key", "handle:payseal_public_key"], ["plaintext", "data"], ["len", "len"], ["out_jwe", "outStr"], ["out_len", "outLen"]]],
  payseal_jwe_encrypt_kat: ["status", [["key", "handle:payseal_public_key"], ["plaintext", "data"], ["len", "len"], ["cek", "fixed:64"], ["iv", "fixed:16"], ["oaep_seed", "fixed:20"], ["out_jwe", "outStr"], ["out_len", "outLen"]]],
  payseal_jwe_decrypt: ["status", [["key", "handle:payseal_private_key"], ["jwe", "data"], ["len", "len"], ["out_plaintext", "outBytes"], ["out_len", "outLen"]]],
  // Device metadata
  payseal_metadata_new: ["status", [["out", "outHandle:payseal_metadata"]]],
  payseal_metadata_set: ["status", [["m", "handle:payseal_metadata"], ["key", "str"], ["value", "str"]]],
  payseal_metadata_encode: ["status", [["m", "handle:payseal_metadata"], ["out_b64", "outStr"], ["out_len", "outLen"]]],
  payseal_metadata_json: ["status", [["m", "handle:payseal_metadata"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_metadata_free: ["void", [["m", "handle:payseal_metadata"]]],
  // Payment requests
  payseal_payment_request_new: ["status", [["client_session_id", "str"], ["payment_product_id", "str"], ["out", "outHandle:payseal_payment_request"]]],
  payseal_payment_request_set_value: ["status", [["r", "handle:payseal_payment_request"], ["key", "str"], ["value", "str"]]],
  payseal_payment_request_set_account_on_file: ["status", [["r", "handle:payseal_payment_request"], ["id", "str"]]],
  payseal_payment_request_set_tokenize: ["status", [["r", "handle:payseal_payment_request"], ["tokenize", "int"]]],
  payseal_payment_request_payload: ["status", [["r", "handle:payseal_payment_request"], ["nonce", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_payment_request_set_product: ["status", [["r", "handle:payseal_payment_request"], ["p", "handle:payseal_product"]]],
  payseal_payment_request_masked_value: ["status", [["r", "handle:payseal_payment_request"], ["field_id", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_payment_request_validate: ["status", [["r", "handle:payseal_payment_request"], ["year", "int"], ["month", "int"], ["out_errors_json", "outStr"], ["out_len", "outLen"]]],
  payseal_payment_request_keys: ["status", [["r", "handle:payseal_payment_request"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_payment_request_unmasked_value: ["status", [["r", "handle:payseal_payment_request"], ["field_id", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_payment_request_free: ["void", [["r", "handle:payseal_payment_request"]]],
  // The main job
  payseal_prepare: ["status", [["key", "handle:payseal_public_key"], ["r", "handle:payseal_payment_request"], ["metadata", "handle:payseal_metadata"], ["out_encrypted_fields", "outStr"], ["out_encoded_client_meta_info", "outStr"]]],
  // Masks
  payseal_mask_format: ["status", [["mask", "str"], ["value", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_mask_unformat: ["status", [["mask", "str"], ["value", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_mask_edit: ["status", [["mask", "str"], ["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  payseal_mask_delete: ["status", [["mask", "str"], ["text", "str"], ["start", "size"], ["end", "size"], ["forward", "int"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  // Validation of one value against a product field's dataRestrictions
  payseal_validate_value: ["status", [["data_restrictions_json", "data"], ["json_len", "len"], ["value", "str"], ["year", "int"], ["month", "int"], ["out_errors_json", "outStr"], ["out_len", "outLen"]]],
  // Messages in the customer's language
  payseal_message: ["status", [["key", "str"], ["params_json", "str"], ["locale", "str"], ["catalog_json", "data"], ["catalog_len", "len"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_messages_localize: ["status", [["json", "data"], ["json_len", "len"], ["locale", "str"], ["catalog_json", "data"], ["catalog_len", "len"], ["out", "outStr"], ["out_len", "outLen"]]],
  // Payment products
  payseal_product_parse: ["status", [["json", "data"], ["json_len", "len"], ["out", "outHandle:payseal_product"]]],
  payseal_product_json: ["status", [["p", "handle:payseal_product"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_free: ["void", [["p", "handle:payseal_product"]]],
  payseal_product_list_parse: ["status", [["json", "data"], ["json_len", "len"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_list_offered: ["status", [["json", "data"], ["json_len", "len"], ["wallets", "int"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_field_check: ["status", [["p", "handle:payseal_product"], ["field_id", "str"], ["value", "str"], ["year", "int"], ["month", "int"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_field_check_ex: ["status", [["p", "handle:payseal_product"], ["field_id", "str"], ["value", "str"], ["year", "int"], ["month", "int"], ["flags", "int"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_field_edit: ["status", [["p", "handle:payseal_product"], ["field_id", "str"], ["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_product_account_display_value: ["status", [["p", "handle:payseal_product"], ["account_id", "str"], ["key", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  // IIN check
  payseal_iin_bin: ["status", [["card_number", "str"], ["out_bin", "outStr"], ["out_len", "outLen"]]],
  payseal_iin_result: ["status", [["http_status", "int"], ["body", "data"], ["body_len", "len"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_iin_needs_new_details: ["status", [["card_number", "str"], ["previous_card_number", "str"], ["out_needed", "outSize"]]],
  // Client API requests, without I/O
  payseal_session_new: ["status", [["client_session_id", "str"], ["customer_id", "str"], ["client_api_url", "str"], ["asset_url", "str"], ["out", "outHandle:payseal_session"]]],
  payseal_session_request: ["status", [["s", "handle:payseal_session"], ["operation", "str"], ["context_json", "str"], ["params_json", "str"], ["metadata", "handle:payseal_metadata"], ["out_request_json", "outStr"], ["out_len", "outLen"]]],
  payseal_session_free: ["void", [["s", "handle:payseal_session"]]],
  payseal_service_response: ["status", [["operation", "str"], ["http_status", "int"], ["body", "data"], ["body_len", "len"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_client_api_error: ["status", [["http_status", "int"], ["body", "data"], ["body_len", "len"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  // Card brands, offline
  payseal_card_brands_default: ["status", [["out", "outHandle:payseal_card_brands"]]],
  payseal_card_brands_parse: ["status", [["json", "data"], ["json_len", "len"], ["out", "outHandle:payseal_card_brands"]]],
  payseal_card_brands_free: ["void", [["b", "handle:payseal_card_brands"]]],
  payseal_card_brand: ["status", [["b", "handle:payseal_card_brands"], ["pan", "str"], ["out_name", "outStr"], ["out_len", "outLen"]]],
  payseal_card_check: ["status", [["b", "handle:payseal_card_brands"], ["pan", "str"], ["expiry", "str"], ["cvc", "str"], ["accepted_json", "str"], ["year", "int"], ["month", "int"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_check_ex: ["status", [["b", "handle:payseal_card_brands"], ["pan", "str"], ["expiry", "str"], ["cvc", "str"], ["accepted_json", "str"], ["year", "int"], ["month", "int"], ["flags", "int"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_format_pan: ["status", [["b", "handle:payseal_card_brands"], ["pan", "str"], ["out", "outStr"], ["out_len", "outLen"]]],
  payseal_card_edit_pan: ["status", [["b", "handle:payseal_card_brands"], ["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  payseal_card_delete_pan: ["status", [["b", "handle:payseal_card_brands"], ["text", "str"], ["start", "size"], ["end", "size"], ["forward", "int"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  payseal_card_edit_expiry: ["status", [["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  payseal_card_delete_expiry: ["status", [["text", "str"], ["start", "size"], ["end", "size"], ["forward", "int"], ["out_text", "outStr"], ["out_len", "outLen"], ["out_caret", "outSize"]]],
  payseal_card_edit_pan_json: ["status", [["b", "handle:payseal_card_brands"], ["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_edit_expiry_json: ["status", [["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_edit_cvc: ["status", [["b", "handle:payseal_card_brands"], ["brand_name", "str"], ["text", "str"], ["start", "size"], ["end", "size"], ["replacement", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_brand_info: ["status", [["b", "handle:payseal_card_brands"], ["name", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_cvc_mask: ["status", [["b", "handle:payseal_card_brands"], ["brand_name", "str"], ["out_mask", "outStr"], ["out_len", "outLen"]]],
  payseal_card_brands_json: ["status", [["b", "handle:payseal_card_brands"], ["out_json", "outStr"], ["out_len", "outLen"]]],
  payseal_card_brand_candidates: ["status", [["b", "handle:payseal_card_brands"], ["pan", "str"], ["out_json", "outStr"], ["out_len", "outLen"]]],
});
