// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
// Included by lib.rs, whose documentation gives the type mapping.

// ---------------------------------------------------------------------------------------------
// Versions, sizes and limits (#defines in the header)
// ---------------------------------------------------------------------------------------------

/// `PAYSEAL_ABI_VERSION`: raised only when a signature or a meaning changes.
pub const PAYSEAL_ABI_VERSION: c_int = 1;
/// `PAYSEAL_VERSION_MAJOR`: the library's major version.
pub const PAYSEAL_VERSION_MAJOR: c_int = 0;
/// `PAYSEAL_VERSION_MINOR`: the library's minor version.
pub const PAYSEAL_VERSION_MINOR: c_int = 2;
/// `PAYSEAL_VERSION_PATCH`: the library's patch version.
pub const PAYSEAL_VERSION_PATCH: c_int = 0;
/// `PAYSEAL_VERSION_STRING`: "MAJOR.MINOR.PATCH", what payseal_version() returns.
pub const PAYSEAL_VERSION_STRING: &str = "0.2.0";
/// `PAYSEAL_CEK_BYTES`: content encryption key: MAC_KEY (32) || ENC_KEY (32).
pub const PAYSEAL_CEK_BYTES: usize = 64;
/// `PAYSEAL_IV_BYTES`: AES-CBC initialization vector.
pub const PAYSEAL_IV_BYTES: usize = 16;
/// `PAYSEAL_OAEP_SEED_BYTES`: RSA-OAEP seed: the SHA-1 output length.
pub const PAYSEAL_OAEP_SEED_BYTES: usize = 20;
/// `PAYSEAL_MIN_RSA_BITS`: smallest accepted RSA modulus.
pub const PAYSEAL_MIN_RSA_BITS: c_int = 2048;
/// `PAYSEAL_MAX_RSA_BITS`: largest accepted RSA modulus.
pub const PAYSEAL_MAX_RSA_BITS: c_int = 8192;
/// `PAYSEAL_MAX_KEY_INPUT`: bytes of key input (any format).
pub const PAYSEAL_MAX_KEY_INPUT: usize = 64 * 1024;
/// `PAYSEAL_MAX_PLAINTEXT`: bytes of JWE plaintext.
pub const PAYSEAL_MAX_PLAINTEXT: usize = 1024 * 1024;
/// `PAYSEAL_MAX_JWE`: bytes of JWE compact serialization.
pub const PAYSEAL_MAX_JWE: usize = 2 * 1024 * 1024;
/// `PAYSEAL_MAX_METADATA_ENTRIES`: keys in one payseal_metadata.
pub const PAYSEAL_MAX_METADATA_ENTRIES: usize = 64;
/// `PAYSEAL_MAX_METADATA_VALUE`: bytes of one metadata key or value.
pub const PAYSEAL_MAX_METADATA_VALUE: usize = 4096;
/// `PAYSEAL_MAX_PAYMENT_VALUES`: distinct keys in one payment request.
pub const PAYSEAL_MAX_PAYMENT_VALUES: usize = 256;
/// `PAYSEAL_MAX_PAYMENT_VALUE`: bytes of one payment value, key or id.
pub const PAYSEAL_MAX_PAYMENT_VALUE: usize = 4096;
/// `PAYSEAL_MAX_JSON_DEPTH`: levels of nesting in any JSON input.
pub const PAYSEAL_MAX_JSON_DEPTH: usize = 64;
/// `PAYSEAL_MAX_PATTERN_DEPTH`: groups and classes nested in a server pattern.
pub const PAYSEAL_MAX_PATTERN_DEPTH: usize = 48;
/// `PAYSEAL_MAX_PATTERN_NESTING`: parentheses nested in a pattern as compiled.
pub const PAYSEAL_MAX_PATTERN_NESTING: usize = 64;
/// `PAYSEAL_MAX_MESSAGE_CATALOG`: bytes of a host's message catalog JSON.
pub const PAYSEAL_MAX_MESSAGE_CATALOG: usize = 256 * 1024;
/// `PAYSEAL_WALLET_APPLE_PAY`: the device can pay with Apple Pay (product 302).
pub const PAYSEAL_WALLET_APPLE_PAY: usize = 1;
/// `PAYSEAL_WALLET_GOOGLE_PAY`: the device can pay with Google Pay (product 320).
pub const PAYSEAL_WALLET_GOOGLE_PAY: usize = 2;
/// `PAYSEAL_CHECK_FINAL`: flag of the _ex checks: the customer has left the field or submits.
pub const PAYSEAL_CHECK_FINAL: usize = 1;

// ---------------------------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------------------------

/// `enum payseal_status`, as the C ABI passes it.
///
/// Why a `#[repr(transparent)]` newtype over `c_uint` and not a `#[repr(C)] enum`: a Rust
/// enum may only ever hold one of its declared discriminants, and producing any other value
/// is undefined behaviour. The value comes from foreign code, and a newer libpayseal may add
/// statuses (a C enum may legally hold any value of its underlying type), so receiving it as
/// a Rust enum would make "an unknown status" UB instead of an error to report. The newtype
/// accepts every bit pattern.
///
/// Why `c_uint`: a C enum is passed as its compatible integer type. GCC and Clang pick
/// `unsigned int` for an enum whose constants are all non-negative and fit in it (this one:
/// 0..=14; that is also what bindgen emits), MSVC picks `int`. Both are 32 bits with the
/// same representation of 0..=14 and the same calling convention, so `c_uint` is correct for
/// every value the header defines on every supported target.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct payseal_status(pub c_uint);

/// `PAYSEAL_OK`.
pub const PAYSEAL_OK: payseal_status = payseal_status(0);
/// `PAYSEAL_E_ARGUMENT`: NULL where not allowed, bad length, invalid UTF-8.
pub const PAYSEAL_E_ARGUMENT: payseal_status = payseal_status(1);
/// `PAYSEAL_E_KEY_FORMAT`: key bytes cannot be parsed.
pub const PAYSEAL_E_KEY_FORMAT: payseal_status = payseal_status(2);
/// `PAYSEAL_E_KEY_UNSUPPORTED`: not RSA, modulus outside 2048..8192 bits, bad exponent.
pub const PAYSEAL_E_KEY_UNSUPPORTED: payseal_status = payseal_status(3);
/// `PAYSEAL_E_JSON`: malformed JSON input.
pub const PAYSEAL_E_JSON: payseal_status = payseal_status(4);
/// `PAYSEAL_E_JWE_FORMAT`: malformed compact serialization or header.
pub const PAYSEAL_E_JWE_FORMAT: payseal_status = payseal_status(5);
/// `PAYSEAL_E_JWE_UNSUPPORTED`: alg/enc/zip/crit not supported.
pub const PAYSEAL_E_JWE_UNSUPPORTED: payseal_status = payseal_status(6);
/// `PAYSEAL_E_DECRYPT`: any authentication or decryption failure, one uniform code.
pub const PAYSEAL_E_DECRYPT: payseal_status = payseal_status(7);
/// `PAYSEAL_E_CRYPTO`: unexpected OpenSSL or libsodium failure.
pub const PAYSEAL_E_CRYPTO: payseal_status = payseal_status(8);
/// `PAYSEAL_E_NO_MEMORY`: an allocation failed.
pub const PAYSEAL_E_NO_MEMORY: payseal_status = payseal_status(9);
/// `PAYSEAL_E_LIMIT`: input larger than a documented limit.
pub const PAYSEAL_E_LIMIT: payseal_status = payseal_status(10);
/// `PAYSEAL_E_VALIDATION`: payseal_prepare: the request fails its product's validation.
pub const PAYSEAL_E_VALIDATION: payseal_status = payseal_status(11);
/// `PAYSEAL_E_CLIENT_API`: the Client API answered an HTTP error (Swift Session calls).
pub const PAYSEAL_E_CLIENT_API: payseal_status = payseal_status(12);
/// `PAYSEAL_E_NO_ANSWER`: no HTTP answer: timeout, connection (Swift Session calls).
pub const PAYSEAL_E_NO_ANSWER: payseal_status = payseal_status(13);
/// `PAYSEAL_E_CANCELLED`: the calling task was cancelled (Swift Session calls).
pub const PAYSEAL_E_CANCELLED: payseal_status = payseal_status(14);

// ---------------------------------------------------------------------------------------------
// Opaque handles
// ---------------------------------------------------------------------------------------------

/// `payseal_public_key`: opaque; immutable, share across threads.
#[repr(C)]
pub struct payseal_public_key {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_private_key`: opaque; immutable, share across threads.
#[repr(C)]
pub struct payseal_private_key {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_metadata`: opaque; builder: one thread at a time.
#[repr(C)]
pub struct payseal_metadata {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_payment_request`: opaque; builder: one thread at a time.
#[repr(C)]
pub struct payseal_payment_request {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_session`: opaque; immutable, share across threads.
#[repr(C)]
pub struct payseal_session {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_product`: opaque; immutable, share across threads.
#[repr(C)]
pub struct payseal_product {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_card_brands`: opaque; immutable, share across threads.
#[repr(C)]
pub struct payseal_card_brands {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

// ---------------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------------

unsafe extern "C" {
    // --- Library

    /// The library version, "MAJOR.MINOR.PATCH".
    pub fn payseal_version() -> *const c_char;

    /// The ABI version the library was built with; a host checks it equals PAYSEAL_ABI_VERSION.
    pub fn payseal_abi_version() -> c_int;

    /// The name of a status, e.g. "PAYSEAL_E_DECRYPT"; "PAYSEAL_E_UNKNOWN" for a value not in the enum.
    pub fn payseal_status_name(s: payseal_status) -> *const c_char;

    /// The calling thread's message for its last failed call, "" if there was none.
    pub fn payseal_last_error() -> *const c_char;

    /// What the calling thread's last failure is about, as a stable key.
    pub fn payseal_last_error_subject() -> *const c_char;

    /// The last failure's message without its subject.
    pub fn payseal_last_error_detail() -> *const c_char;

    /// Wipes and frees a buffer PaySeal returned (a JWE, a plaintext, a JSON or base64 string).
    pub fn payseal_free(buffer: *mut c_void);

    // --- Public keys

    /// Parses the Client API /crypto/publickey response: {"keyId":"\<id\>","publicKey":"\<base64 DER
    /// SubjectPublicKeyInfo\>"} Other members are ignored.
    pub fn payseal_public_key_from_client_api(
        json: *const c_char,
        json_len: usize,
        out: *mut *mut payseal_public_key,
    ) -> payseal_status;

    /// Parses an RSA public key in any of these formats, detected from the bytes.
    pub fn payseal_public_key_parse(
        data: *const u8,
        len: usize,
        key_id: *const c_char,
        out: *mut *mut payseal_public_key,
    ) -> payseal_status;

    /// The modulus size in bits, or 0 when key is NULL.
    pub fn payseal_public_key_bits(key: *const payseal_public_key) -> c_int;

    /// The key id (NUL-terminated UTF-8), or NULL when the key has none or key is NULL.
    pub fn payseal_public_key_id(key: *const payseal_public_key) -> *const c_char;

    /// Releases a key.
    pub fn payseal_public_key_free(key: *mut payseal_public_key);

    // --- Private keys

    /// Parses an RSA private key: PEM ("PRIVATE KEY" PKCS#8 or "RSA PRIVATE KEY" PKCS#1), DER of either, or
    /// an RSA private JWK.
    pub fn payseal_private_key_parse(data: *const u8, len: usize, out: *mut *mut payseal_private_key) -> payseal_status;

    /// Releases a key.
    pub fn payseal_private_key_free(key: *mut payseal_private_key);

    // --- JWE

    /// Encrypts plaintext (len bytes, any bytes, len may be 0; plaintext may be NULL only when len is 0) to
    /// the key.
    pub fn payseal_jwe_encrypt(
        key: *const payseal_public_key,
        plaintext: *const u8,
        len: usize,
        out_jwe: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Known-answer mode: exactly payseal_jwe_encrypt, with the randomness supplied by the caller: cek =
    /// MAC_KEY || ENC_KEY (PAYSEAL_CEK_BYTES), iv (PAYSEAL_IV_BYTES), oaep_seed (PAYSEAL_OAEP_SEED_BYTES).
    pub fn payseal_jwe_encrypt_kat(
        key: *const payseal_public_key,
        plaintext: *const u8,
        len: usize,
        cek: *const u8,
        iv: *const u8,
        oaep_seed: *const u8,
        out_jwe: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Decrypts a compact JWE (len bytes, no NUL needed) made for alg RSA-OAEP, enc A256CBC-HS512.
    pub fn payseal_jwe_decrypt(
        key: *const payseal_private_key,
        jwe: *const c_char,
        len: usize,
        out_plaintext: *mut *mut u8,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Device metadata

    /// A new metadata builder pre-filled with the defaults detected on the running system.
    pub fn payseal_metadata_new(out: *mut *mut payseal_metadata) -> payseal_status;

    /// Sets one field (any key; a known one keeps its place in the output order, others follow in insertion
    /// order).
    pub fn payseal_metadata_set(m: *mut payseal_metadata, key: *const c_char, value: *const c_char) -> payseal_status;

    /// The metadata as standard base64 (with padding) of its JSON: the encodedClientMetaInfo.
    pub fn payseal_metadata_encode(m: *const payseal_metadata, out_b64: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// The metadata JSON: known keys in the documented order, then the others in insertion order.
    pub fn payseal_metadata_json(m: *const payseal_metadata, out_json: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// Releases a builder.
    pub fn payseal_metadata_free(m: *mut payseal_metadata);

    // --- Payment requests

    /// A new payment request for a client session and payment product.
    pub fn payseal_payment_request_new(
        client_session_id: *const c_char,
        payment_product_id: *const c_char,
        out: *mut *mut payseal_payment_request,
    ) -> payseal_status;

    /// Sets a payment value (for example "cardNumber").
    pub fn payseal_payment_request_set_value(
        r: *mut payseal_payment_request,
        key: *const c_char,
        value: *const c_char,
    ) -> payseal_status;

    /// Sets the accountOnFileId (a string); NULL clears it.
    pub fn payseal_payment_request_set_account_on_file(r: *mut payseal_payment_request, id: *const c_char) -> payseal_status;

    /// Sets whether the card is to be tokenized (non-zero: yes).
    pub fn payseal_payment_request_set_tokenize(r: *mut payseal_payment_request, tokenize: c_int) -> payseal_status;

    /// The payload JSON that payseal_prepare encrypts, with a caller-given nonce (known-answer tests).
    pub fn payseal_payment_request_payload(
        r: *const payseal_payment_request,
        nonce: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Attaches a payment product (its id must be the request's payment_product_id).
    pub fn payseal_payment_request_set_product(r: *mut payseal_payment_request, p: *const payseal_product) -> payseal_status;

    /// A field's stored value formatted with its mask, for display; "" for a field without a value.
    pub fn payseal_payment_request_masked_value(
        r: *const payseal_payment_request,
        field_id: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The request's validation errors as a JSON array in the fields' display order, "\[\]" when valid.
    pub fn payseal_payment_request_validate(
        r: *const payseal_payment_request,
        year: c_int,
        month: c_int,
        out_errors_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The keys of the values set, in payload order, as a compact JSON array of strings ("\[\]" for none):
    /// what the request holds, read from the library (a binding keeps no copy of its own).
    pub fn payseal_payment_request_keys(
        r: *const payseal_payment_request,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The value stored for a field, as it goes into the payload (unmasked when the request has a product),
    /// "" when the field has no value; with or without a product.
    pub fn payseal_payment_request_unmasked_value(
        r: *const payseal_payment_request,
        field_id: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Releases a request, wiping its values.
    pub fn payseal_payment_request_free(r: *mut payseal_payment_request);

    // --- The main job

    /// Prepares a payment request: a fresh nonce (lowercase UUID v4 from a CSPRNG), the payload JSON, its JWE
    /// to key, and the encoded metadata (metadata NULL: the detected defaults).
    pub fn payseal_prepare(
        key: *const payseal_public_key,
        r: *const payseal_payment_request,
        metadata: *const payseal_metadata,
        out_encrypted_fields: *mut *mut c_char,
        out_encoded_client_meta_info: *mut *mut c_char,
    ) -> payseal_status;

    // --- Masks

    /// value formatted with the mask.
    pub fn payseal_mask_format(
        mask: *const c_char,
        value: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The placeholder characters of payseal_mask_format's result: the value to store and validate.
    pub fn payseal_mask_unformat(
        mask: *const c_char,
        value: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of a masked text field: typing, pasting, deleting or replacing the selection \[start, end) of
    /// text with replacement (NULL or "" deletes).
    pub fn payseal_mask_edit(
        mask: *const c_char,
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// The Backspace (forward 0) and Delete (forward nonzero) keys of a masked field, for a host that knows
    /// which key was pressed (payseal_mask_edit with "" cannot tell).
    pub fn payseal_mask_delete(
        mask: *const c_char,
        text: *const c_char,
        start: usize,
        end: usize,
        forward: c_int,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    // --- Validation of one value against a product field's dataRestrictions

    /// Validates one unmasked value (NUL-terminated UTF-8, at most PAYSEAL_MAX_PAYMENT_VALUE bytes) against
    /// data_restrictions_json, {"isRequired": bool, "validators": {name: params, ...}} (json_len bytes, at
    /// most PAYSEAL_MAX_KEY_INPUT).
    pub fn payseal_validate_value(
        data_restrictions_json: *const c_char,
        json_len: usize,
        value: *const c_char,
        year: c_int,
        month: c_int,
        out_errors_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Messages in the customer's language

    /// The message of key with params_json (NULL or a NUL-terminated JSON object of integers, strings and
    /// arrays of strings, such as {"minLength":13,"maxLength":19}) in locale, from catalog_json over
    /// PaySeal's catalog.
    pub fn payseal_message(
        key: *const c_char,
        params_json: *const c_char,
        locale: *const c_char,
        catalog_json: *const c_char,
        catalog_len: usize,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// An output of PaySeal (json_len bytes, at most PAYSEAL_MAX_PLAINTEXT: payseal_validate_value's errors,
    /// payseal_payment_request_validate's, payseal_product_field_check's result) with the "message" of every
    /// object that has a string "messageKey", an object "params" and a string "message" rendered again in
    /// locale, as payseal_message renders it; every other byte as PaySeal wrote it ("messageKey" unchanged; a
    /// key with no template keeps its message).
    pub fn payseal_messages_localize(
        json: *const c_char,
        json_len: usize,
        locale: *const c_char,
        catalog_json: *const c_char,
        catalog_len: usize,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Payment products

    /// Parses a product (the products/{id} response).
    pub fn payseal_product_parse(json: *const c_char, json_len: usize, out: *mut *mut payseal_product) -> payseal_status;

    /// The normalized product.
    pub fn payseal_product_json(p: *const payseal_product, out_json: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// Releases a product.
    pub fn payseal_product_free(p: *mut payseal_product);

    /// Reads the products-list response (GET products, requested with hide=fields): {"paymentProducts":
    /// \[product, …\], …}.
    pub fn payseal_product_list_parse(
        json: *const c_char,
        json_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The products a device can pay with, as the platform SDKs decide it (docs/card-input.md, "Products a
    /// device can pay with").
    pub fn payseal_product_list_offered(
        json: *const c_char,
        json_len: usize,
        wallets: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One field of a product as the customer types it.
    pub fn payseal_product_field_check(
        p: *const payseal_product,
        field_id: *const c_char,
        value: *const c_char,
        year: c_int,
        month: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// payseal_product_field_check with flags.
    pub fn payseal_product_field_check_ex(
        p: *const payseal_product,
        field_id: *const c_char,
        value: *const c_char,
        year: c_int,
        month: c_int,
        flags: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of the field field_id as the customer types or pastes (docs/product-fields.md, "Editing a
    /// field"), with the JSON result of payseal_card_edit_pan_json
    /// ({"text","caret","truncated":false,"refused":null}).
    pub fn payseal_product_field_edit(
        p: *const payseal_product,
        field_id: *const c_char,
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The display value of attribute key of the account on file account_id (the first account with that id,
    /// as choosing one takes; the first attribute with that key).
    pub fn payseal_product_account_display_value(
        p: *const payseal_product,
        account_id: *const c_char,
        key: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- IIN check

    /// The bin to send for a card number (NUL-terminated; spaces and '-' are ignored): its first 8 digits
    /// when it has 8 or more, else its first 6.
    pub fn payseal_iin_bin(card_number: *const c_char, out_bin: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// Reads the IIN details answer.
    pub fn payseal_iin_result(
        http_status: c_int,
        body: *const c_char,
        body_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Whether a card number that changed, as the customer types, from previous_card_number to card_number
    /// needs a new IIN check (the platform SDKs' rule, so that a form asks once per bin instead of at every
    /// key).
    pub fn payseal_iin_needs_new_details(
        card_number: *const c_char,
        previous_card_number: *const c_char,
        out_needed: *mut usize,
    ) -> payseal_status;

    // --- Client API requests, without I/O

    /// A session, from the Create Session response.
    pub fn payseal_session_new(
        client_session_id: *const c_char,
        customer_id: *const c_char,
        client_api_url: *const c_char,
        asset_url: *const c_char,
        out: *mut *mut payseal_session,
    ) -> payseal_status;

    /// The HTTP request for an operation, as JSON.
    pub fn payseal_session_request(
        s: *const payseal_session,
        operation: *const c_char,
        context_json: *const c_char,
        params_json: *const c_char,
        metadata: *const payseal_metadata,
        out_request_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Releases a session.
    pub fn payseal_session_free(s: *mut payseal_session);

    /// Reads the answer to a service operation of payseal_session_request.
    pub fn payseal_service_response(
        operation: *const c_char,
        http_status: c_int,
        body: *const c_char,
        body_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Reads the error answer of any Client API request (the platform's ErrorResponse), as the Swift API's
    /// ClientAPIFailure does.
    pub fn payseal_client_api_error(
        http_status: c_int,
        body: *const c_char,
        body_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Card brands, offline

    /// The built-in table (amex, diners, discover, jcb, maestro, mastercard, visa, as BIN ranges with their
    /// PAN and CVC lengths; amex grouped 4-6-5).
    pub fn payseal_card_brands_default(out: *mut *mut payseal_card_brands) -> payseal_status;

    /// Parses a table.
    pub fn payseal_card_brands_parse(json: *const c_char, json_len: usize, out: *mut *mut payseal_card_brands) -> payseal_status;

    /// Releases a table.
    pub fn payseal_card_brands_free(b: *mut payseal_card_brands);

    /// The brand of a PAN (NUL-terminated UTF-8; spaces and '-' ignored): the brand with the longest matching
    /// BIN range, a pattern match weaker than any range, ties to the earlier brand.
    pub fn payseal_card_brand(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out_name: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Checks a card form as the customer types it (docs/cards.md, "The card check as the customer types").
    pub fn payseal_card_check(
        b: *const payseal_card_brands,
        pan: *const c_char,
        expiry: *const c_char,
        cvc: *const c_char,
        accepted_json: *const c_char,
        year: c_int,
        month: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// payseal_card_check with flags.
    pub fn payseal_card_check_ex(
        b: *const payseal_card_brands,
        pan: *const c_char,
        expiry: *const c_char,
        cvc: *const c_char,
        accepted_json: *const c_char,
        year: c_int,
        month: c_int,
        flags: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// A PAN formatted for display with the layout of its brand.
    pub fn payseal_card_format_pan(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of a PAN field.
    pub fn payseal_card_edit_pan(
        b: *const payseal_card_brands,
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// The Backspace (forward 0) and Delete (forward nonzero) keys of a PAN field.
    pub fn payseal_card_delete_pan(
        b: *const payseal_card_brands,
        text: *const c_char,
        start: usize,
        end: usize,
        forward: c_int,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// One edit of an MM/YY expiry field (for forms without a product mask): typing, pasting, or replacing or
    /// deleting the selection \[start, end) of text with replacement (NULL or "" deletes).
    pub fn payseal_card_edit_expiry(
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// The Backspace (forward 0) and Delete (forward nonzero) keys of the expiry field.
    pub fn payseal_card_delete_expiry(
        text: *const c_char,
        start: usize,
        end: usize,
        forward: c_int,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// The result of one edit of a card field as JSON, for a form that tells the customer why the field shows
    /// less than was pasted, or did not change.
    pub fn payseal_card_edit_pan_json(
        b: *const payseal_card_brands,
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// payseal_card_edit_expiry with the JSON result above ("refused": "notADate" for a paste that makes no
    /// possible date).
    pub fn payseal_card_edit_expiry_json(
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of a CVC field, digits only, with the JSON result above.
    pub fn payseal_card_edit_cvc(
        b: *const payseal_card_brands,
        brand_name: *const c_char,
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// A brand's details by name (compared exactly; the first of a repeated name).
    pub fn payseal_card_brand_info(
        b: *const payseal_card_brands,
        name: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The mask of a CVC field for a card of the brand named brand_name (compared exactly, the first of a
    /// repeated name), as the Swift API's CardBrand.cvcMask.
    pub fn payseal_card_cvc_mask(
        b: *const payseal_card_brands,
        brand_name: *const c_char,
        out_mask: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The whole table, normalized, in table order.
    pub fn payseal_card_brands_json(
        b: *const payseal_card_brands,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Every brand whose BIN ranges or pattern match the digits of pan (U+0020 and "-" ignored), as a JSON
    /// array of names, most specific first.
    pub fn payseal_card_brand_candidates(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;
}
