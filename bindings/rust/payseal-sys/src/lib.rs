//! Raw FFI declarations for libpayseal, written by hand from `Include/payseal.h`
//! (ABI version 1). Every item keeps its C name; read the header for the contract of each
//! function. Use the `payseal` crate for a safe API.
//!
//! Type mapping:
//! - `size_t` -> `usize` (Rust guarantees `usize` has the size of a pointer, which is the
//!   size of `size_t` on every platform Rust and PaySeal support);
//! - `int` -> [`c_int`], `char` -> [`c_char`], `uint8_t` -> `u8`;
//! - C array parameters (`const uint8_t cek[64]`) decay to pointers in C, so they are
//!   `*const u8` here; the callee reads exactly the documented number of bytes;
//! - `payseal_status` -> the [`payseal_status`] newtype (see its documentation for why it is
//!   not a Rust `enum`);
//! - opaque handles -> zero-sized `#[repr(C)]` structs that are `!Send`, `!Sync` and `!Unpin`
//!   and can only be used behind pointers (the pattern the Rustonomicon recommends).

#![no_std]
#![allow(non_camel_case_types)]
#![deny(missing_docs)]

use core::ffi::{c_char, c_int, c_uint, c_void};
use core::marker::{PhantomData, PhantomPinned};

// ---------------------------------------------------------------------------------------------
// Versions, sizes and limits (#defines in the header)
// ---------------------------------------------------------------------------------------------

/// `PAYSEAL_ABI_VERSION`: the ABI these declarations describe; compare with
/// [`payseal_abi_version`] before use.
pub const PAYSEAL_ABI_VERSION: c_int = 1;

/// `PAYSEAL_CEK_BYTES`: content encryption key length, MAC_KEY (32) || ENC_KEY (32).
pub const PAYSEAL_CEK_BYTES: usize = 64;
/// `PAYSEAL_IV_BYTES`: AES-CBC initialization vector length.
pub const PAYSEAL_IV_BYTES: usize = 16;
/// `PAYSEAL_OAEP_SEED_BYTES`: RSA-OAEP seed length (the SHA-1 output length).
pub const PAYSEAL_OAEP_SEED_BYTES: usize = 20;

/// `PAYSEAL_MIN_RSA_BITS`: smallest accepted RSA modulus, in bits.
pub const PAYSEAL_MIN_RSA_BITS: c_int = 2048;
/// `PAYSEAL_MAX_RSA_BITS`: largest accepted RSA modulus, in bits.
pub const PAYSEAL_MAX_RSA_BITS: c_int = 8192;
/// `PAYSEAL_MAX_KEY_INPUT`: bytes of key input (any format).
pub const PAYSEAL_MAX_KEY_INPUT: usize = 64 * 1024;
/// `PAYSEAL_MAX_PLAINTEXT`: bytes of JWE plaintext.
pub const PAYSEAL_MAX_PLAINTEXT: usize = 1024 * 1024;
/// `PAYSEAL_MAX_JWE`: bytes of JWE compact serialization.
pub const PAYSEAL_MAX_JWE: usize = 2 * 1024 * 1024;
/// `PAYSEAL_MAX_METADATA_ENTRIES`: keys in one `payseal_metadata`.
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
/// 0..=10; that is also what bindgen emits), MSVC picks `int`. Both are 32 bits with the
/// same representation of 0..=10 and the same calling convention, so `c_uint` is correct for
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
/// `PAYSEAL_E_NO_MEMORY`.
pub const PAYSEAL_E_NO_MEMORY: payseal_status = payseal_status(9);
/// `PAYSEAL_E_LIMIT`: input larger than a documented limit.
pub const PAYSEAL_E_LIMIT: payseal_status = payseal_status(10);
/// `PAYSEAL_E_VALIDATION`: `payseal_prepare` of a request that fails its product's validation.
pub const PAYSEAL_E_VALIDATION: payseal_status = payseal_status(11);

// ---------------------------------------------------------------------------------------------
// Opaque handles
// ---------------------------------------------------------------------------------------------

/// `payseal_public_key`: opaque; immutable, may be shared across threads (per the header).
#[repr(C)]
pub struct payseal_public_key {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_private_key`: opaque; immutable, may be shared across threads (per the header).
#[repr(C)]
pub struct payseal_private_key {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_metadata`: opaque builder; one thread at a time.
#[repr(C)]
pub struct payseal_metadata {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_payment_request`: opaque builder; one thread at a time.
#[repr(C)]
pub struct payseal_payment_request {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_product`: opaque; immutable, may be shared across threads (per the header).
#[repr(C)]
pub struct payseal_product {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_session`: opaque; immutable, may be shared across threads (per the header).
#[repr(C)]
pub struct payseal_session {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// `payseal_card_brands`: opaque brand table; immutable, may be shared across threads (per the
/// header).
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

    /// The library version, "MAJOR.MINOR.PATCH". Static storage: do not free.
    pub fn payseal_version() -> *const c_char;

    /// The ABI version the library was built with; equals [`PAYSEAL_ABI_VERSION`] when these
    /// declarations match it.
    pub fn payseal_abi_version() -> c_int;

    /// The name of a status ("PAYSEAL_E_DECRYPT"), "PAYSEAL_E_UNKNOWN" for other values.
    /// Static storage: do not free.
    pub fn payseal_status_name(s: payseal_status) -> *const c_char;

    /// The calling thread's message for its last failed call, "" if none. Never NULL. Valid
    /// until the thread's next failing PaySeal call or its exit.
    pub fn payseal_last_error() -> *const c_char;

    /// Wipes and frees a buffer PaySeal returned. NULL is a no-op.
    pub fn payseal_free(buffer: *mut c_void);

    // --- Public keys

    /// Parses a Client API `/crypto/publickey` response `{"keyId":…,"publicKey":…}`.
    pub fn payseal_public_key_from_client_api(
        json: *const c_char,
        json_len: usize,
        out: *mut *mut payseal_public_key,
    ) -> payseal_status;

    /// Parses an RSA public key (DER/base64/PEM SPKI or PKCS#1, RSA JWK). `key_id` is
    /// NUL-terminated or NULL.
    pub fn payseal_public_key_parse(
        data: *const u8,
        len: usize,
        key_id: *const c_char,
        out: *mut *mut payseal_public_key,
    ) -> payseal_status;

    /// The modulus size in bits, 0 when `key` is NULL.
    pub fn payseal_public_key_bits(key: *const payseal_public_key) -> c_int;

    /// The key id (NUL-terminated UTF-8) owned by the key, or NULL.
    pub fn payseal_public_key_id(key: *const payseal_public_key) -> *const c_char;

    /// Releases a public key. NULL is a no-op.
    pub fn payseal_public_key_free(key: *mut payseal_public_key);

    // --- Private keys

    /// Parses an RSA private key (PEM/DER PKCS#8 or PKCS#1, RSA private JWK).
    pub fn payseal_private_key_parse(data: *const u8, len: usize, out: *mut *mut payseal_private_key) -> payseal_status;

    /// Releases (and wipes) a private key. NULL is a no-op.
    pub fn payseal_private_key_free(key: *mut payseal_private_key);

    // --- JWE

    /// Encrypts `len` bytes to `key` as a compact JWE; release `*out_jwe` with
    /// [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_jwe_encrypt(
        key: *const payseal_public_key,
        plaintext: *const u8,
        len: usize,
        out_jwe: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Known-answer mode of [`payseal_jwe_encrypt`]: `cek` points to 64 bytes, `iv` to 16,
    /// `oaep_seed` to 20. For tests only.
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

    /// Decrypts a compact JWE of `len` bytes; release `*out_plaintext` with [`payseal_free`].
    /// `out_len` may not be NULL.
    pub fn payseal_jwe_decrypt(
        key: *const payseal_private_key,
        jwe: *const c_char,
        len: usize,
        out_plaintext: *mut *mut u8,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Device metadata

    /// A new metadata builder pre-filled with the detected defaults.
    pub fn payseal_metadata_new(out: *mut *mut payseal_metadata) -> payseal_status;

    /// Sets one field; `key` and `value` are NUL-terminated.
    pub fn payseal_metadata_set(m: *mut payseal_metadata, key: *const c_char, value: *const c_char) -> payseal_status;

    /// Base64 of the metadata JSON; release with [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_metadata_encode(m: *const payseal_metadata, out_b64: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// The metadata JSON; release with [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_metadata_json(m: *const payseal_metadata, out_json: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// Releases a metadata builder. NULL is a no-op.
    pub fn payseal_metadata_free(m: *mut payseal_metadata);

    // --- Payment requests

    /// A new payment request; `payment_product_id` is a decimal integer string.
    pub fn payseal_payment_request_new(
        client_session_id: *const c_char,
        payment_product_id: *const c_char,
        out: *mut *mut payseal_payment_request,
    ) -> payseal_status;

    /// Sets a payment value (first set fixes the position, later sets replace the value).
    pub fn payseal_payment_request_set_value(
        r: *mut payseal_payment_request,
        key: *const c_char,
        value: *const c_char,
    ) -> payseal_status;

    /// Sets the accountOnFileId; NULL clears it.
    pub fn payseal_payment_request_set_account_on_file(r: *mut payseal_payment_request, id: *const c_char) -> payseal_status;

    /// Sets whether the card is to be tokenized (non-zero: yes).
    pub fn payseal_payment_request_set_tokenize(r: *mut payseal_payment_request, tokenize: c_int) -> payseal_status;

    /// The payload JSON with a caller-given nonce; release with [`payseal_free`].
    /// `out_len` may be NULL.
    pub fn payseal_payment_request_payload(
        r: *const payseal_payment_request,
        nonce: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The keys of the values set, in payload order, as a JSON array of strings; release with
    /// [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_payment_request_keys(
        r: *const payseal_payment_request,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The value stored for a field (unmasked), "" when none; card data: release with
    /// [`payseal_free`], which wipes it. `out_len` may be NULL.
    pub fn payseal_payment_request_unmasked_value(
        r: *const payseal_payment_request,
        field_id: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Releases (and wipes) a payment request. NULL is a no-op.
    pub fn payseal_payment_request_free(r: *mut payseal_payment_request);

    // --- The main job

    /// Nonce, payload, JWE and encoded metadata in one call; release both outputs with
    /// [`payseal_free`]. `metadata` may be NULL (the detected defaults).
    pub fn payseal_prepare(
        key: *const payseal_public_key,
        r: *const payseal_payment_request,
        metadata: *const payseal_metadata,
        out_encrypted_fields: *mut *mut c_char,
        out_encoded_client_meta_info: *mut *mut c_char,
    ) -> payseal_status;

    // --- Masks and validation (positions in UTF-16 code units)

    /// `value` formatted with `mask`; release with [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_mask_format(
        mask: *const c_char,
        value: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The placeholder characters of the formatted value; release with [`payseal_free`].
    pub fn payseal_mask_unformat(
        mask: *const c_char,
        value: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of a masked field (typing, pasting, deleting, replacing `[start, end)`);
    /// `replacement` may be NULL. Release `out_text` with [`payseal_free`].
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

    /// The errors of one unmasked value as a JSON array ("[]" when valid); `year`, `month`
    /// 0, 0 = the system clock. Release with [`payseal_free`].
    pub fn payseal_validate_value(
        data_restrictions_json: *const c_char,
        json_len: usize,
        value: *const c_char,
        year: c_int,
        month: c_int,
        out_errors_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- IIN check

    /// The bin to send (8 or 6 digits); `*out_bin` NULL with PAYSEAL_OK when fewer than 6.
    pub fn payseal_iin_bin(card_number: *const c_char, out_bin: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// The IIN answer (HTTP 200 body, or 404) as the result JSON; release with [`payseal_free`].
    pub fn payseal_iin_result(
        http_status: c_int,
        body: *const c_char,
        body_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Client API requests (sans I/O)

    /// A session from the Create Session response; release with [`payseal_session_free`].
    pub fn payseal_session_new(
        client_session_id: *const c_char,
        customer_id: *const c_char,
        client_api_url: *const c_char,
        asset_url: *const c_char,
        out: *mut *mut payseal_session,
    ) -> payseal_status;

    /// The HTTP request of an operation as JSON; `context_json`, `params_json`, `metadata` may be
    /// NULL. Release the output with [`payseal_free`].
    pub fn payseal_session_request(
        s: *const payseal_session,
        operation: *const c_char,
        context_json: *const c_char,
        params_json: *const c_char,
        metadata: *const payseal_metadata,
        out_request_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Releases a session. NULL is a no-op.
    pub fn payseal_session_free(s: *mut payseal_session);

    // --- Payment products

    /// Parses a products/{id} response; release with [`payseal_product_free`].
    pub fn payseal_product_parse(json: *const c_char, json_len: usize, out: *mut *mut payseal_product) -> payseal_status;

    /// The normalized product JSON; release with [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_product_json(p: *const payseal_product, out_json: *mut *mut c_char, out_len: *mut usize) -> payseal_status;

    /// Releases a product. NULL is a no-op.
    pub fn payseal_product_free(p: *mut payseal_product);

    /// Reads a products-list response into the normalized list JSON; release with [`payseal_free`].
    /// `out_len` may be NULL.
    pub fn payseal_product_list_parse(
        json: *const c_char,
        json_len: usize,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One field of a product as the customer types it: `{"state":"valid"|"incomplete"|"invalid",
    /// "error":{…}|null}`; release with [`payseal_free`]. `year`, `month`: today (0, 0: the clock).
    /// `out_len` may be NULL.
    pub fn payseal_product_field_check(
        p: *const payseal_product,
        field_id: *const c_char,
        value: *const c_char,
        year: c_int,
        month: c_int,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// An account on file's attribute through its field's mask, `X`, `x` and `*` kept; release with
    /// [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_product_account_display_value(
        p: *const payseal_product,
        account_id: *const c_char,
        key: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Attaches a product to a request (same id): values checked, unmasked, validated.
    pub fn payseal_payment_request_set_product(r: *mut payseal_payment_request, p: *const payseal_product) -> payseal_status;

    /// A field's value formatted with its mask; release with [`payseal_free`].
    pub fn payseal_payment_request_masked_value(
        r: *const payseal_payment_request,
        field_id: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The request's validation errors as a JSON array; release with [`payseal_free`].
    pub fn payseal_payment_request_validate(
        r: *const payseal_payment_request,
        year: c_int,
        month: c_int,
        out_errors_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    // --- Card brands, offline (positions in UTF-16 code units)

    /// The built-in brand table; release it with [`payseal_card_brands_free`].
    pub fn payseal_card_brands_default(out: *mut *mut payseal_card_brands) -> payseal_status;

    /// Parses a brand table (a JSON array of brand objects, Worldpay's cardTypes.json as it is);
    /// release it with [`payseal_card_brands_free`].
    pub fn payseal_card_brands_parse(json: *const c_char, json_len: usize, out: *mut *mut payseal_card_brands) -> payseal_status;

    /// Releases a brand table. NULL is a no-op.
    pub fn payseal_card_brands_free(b: *mut payseal_card_brands);

    /// The brand of a PAN; `*out_name` NULL with PAYSEAL_OK when there is none, else release it
    /// with [`payseal_free`]. `out_len` may be NULL.
    pub fn payseal_card_brand(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out_name: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The card check as JSON; `expiry`, `cvc` NULL: ""; `accepted_json` NULL: every brand;
    /// `year`, `month` 0, 0: the system clock. Release the output with [`payseal_free`].
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

    /// A PAN formatted with its brand's layout; release with [`payseal_free`]. `out_len` may be
    /// NULL.
    pub fn payseal_card_format_pan(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// One edit of a PAN field (the mask edit with the brand layouts); `replacement` may be NULL.
    /// Release `out_text` with [`payseal_free`]; `out_len` and `out_caret` may be NULL.
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

    /// Backspace (`forward` 0) or Delete (`forward` nonzero) in a masked field: at a caret the
    /// nearest placeholder character before or after it (literals skipped), or the selection.
    /// Release `out_text` with [`payseal_free`]; `out_len` and `out_caret` may be NULL.
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

    /// Backspace or Delete in a PAN field (the mask delete with the brand layouts).
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

    /// One edit of an MM/YY expiry field; `replacement` may be NULL (deletes).
    pub fn payseal_card_edit_expiry(
        text: *const c_char,
        start: usize,
        end: usize,
        replacement: *const c_char,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// Backspace or Delete in the MM/YY expiry field.
    pub fn payseal_card_delete_expiry(
        text: *const c_char,
        start: usize,
        end: usize,
        forward: c_int,
        out_text: *mut *mut c_char,
        out_len: *mut usize,
        out_caret: *mut usize,
    ) -> payseal_status;

    /// `{"name","panLengths","cvcLengths","format"}` of the brand called `name`
    /// (PAYSEAL_E_ARGUMENT when the table has none). Release with [`payseal_free`].
    pub fn payseal_card_brand_info(
        b: *const payseal_card_brands,
        name: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// The whole table, normalized, as a JSON array. Release with [`payseal_free`].
    pub fn payseal_card_brands_json(
        b: *const payseal_card_brands,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;

    /// Every brand matching the PAN's digits, most specific first, as a JSON array of names.
    pub fn payseal_card_brand_candidates(
        b: *const payseal_card_brands,
        pan: *const c_char,
        out_json: *mut *mut c_char,
        out_len: *mut usize,
    ) -> payseal_status;
}
