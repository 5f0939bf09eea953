// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
package dev.payseal;

/**
 * The C ABI of {@code Include/payseal.h} as JNI natives, one per function, named as in C. Strings are UTF-8
 * {@code byte[]} (null is NULL), handles {@code long}; a failed status throws {@link PaySealException}. The
 * shim ({@code bindings/java/jni}) copies every input into native memory it wipes and frees, and every
 * output into a new array, then frees the library's buffer ({@code payseal_free}). Only this package calls it.
 */
final class NativeRaw {
    static {
        NativeLoader.load();
    }

    private NativeRaw() {
    }

    // --- Library

    /** The library version, "MAJOR.MINOR.PATCH". */
    static native byte[] payseal_version();

    /** The ABI version the library was built with; a host checks it equals PAYSEAL_ABI_VERSION. */
    static native int payseal_abi_version();

    /** The name of a status, e.g. "PAYSEAL_E_DECRYPT"; "PAYSEAL_E_UNKNOWN" for a value not in the enum. */
    static native byte[] payseal_status_name(int s);

    /** The calling thread's message for its last failed call, "" if there was none. */
    static native byte[] payseal_last_error();

    /** What the calling thread's last failure is about, as a stable key. */
    static native byte[] payseal_last_error_subject();

    /** The last failure's message without its subject. */
    static native byte[] payseal_last_error_detail();

    // --- Public keys

    /** Parses the Client API /crypto/publickey response: {"keyId":"&lt;id&gt;","publicKey":"&lt;base64 DER SubjectPublicKeyInfo&gt;"} Other members are ignored. */
    static native long payseal_public_key_from_client_api(byte[] json);

    /** Parses an RSA public key in any of these formats, detected from the bytes. */
    static native long payseal_public_key_parse(byte[] data, byte[] keyId);

    /** The modulus size in bits, or 0 when key is NULL. */
    static native int payseal_public_key_bits(long key);

    /** The key id (NUL-terminated UTF-8), or NULL when the key has none or key is NULL. */
    static native byte[] payseal_public_key_id(long key);

    /** Releases a key. */
    static native void payseal_public_key_free(long key);

    // --- Private keys

    /** Parses an RSA private key: PEM ("PRIVATE KEY" PKCS#8 or "RSA PRIVATE KEY" PKCS#1), DER of either, or an RSA private JWK. */
    static native long payseal_private_key_parse(byte[] data);

    /** Releases a key. */
    static native void payseal_private_key_free(long key);

    // --- JWE

    /** Encrypts plaintext (len bytes, any bytes, len may be 0; plaintext may be NULL only when len is 0) to the key. */
    static native byte[] payseal_jwe_encrypt(long key, byte[] plaintext);

    /** Known-answer mode: exactly payseal_jwe_encrypt, with the randomness supplied by the caller: cek = MAC_KEY || ENC_KEY (PAYSEAL_CEK_BYTES), iv (PAYSEAL_IV_BYTES), oaep_seed (PAYSEAL_OAEP_SEED_BYTES). */
    static native byte[] payseal_jwe_encrypt_kat(long key, byte[] plaintext, byte[] cek, byte[] iv, byte[] oaepSeed);

    /** Decrypts a compact JWE (len bytes, no NUL needed) made for alg RSA-OAEP, enc A256CBC-HS512. */
    static native byte[] payseal_jwe_decrypt(long key, byte[] jwe);

    // --- Device metadata

    /** A new metadata builder pre-filled with the defaults detected on the running system. */
    static native long payseal_metadata_new();

    /** Sets one field (any key; a known one keeps its place in the output order, others follow in insertion order). */
    static native void payseal_metadata_set(long m, byte[] key, byte[] value);

    /** The metadata as standard base64 (with padding) of its JSON: the encodedClientMetaInfo. */
    static native byte[] payseal_metadata_encode(long m);

    /** The metadata JSON: known keys in the documented order, then the others in insertion order. */
    static native byte[] payseal_metadata_json(long m);

    /** Releases a builder. */
    static native void payseal_metadata_free(long m);

    // --- Payment requests

    /** A new payment request for a client session and payment product. */
    static native long payseal_payment_request_new(byte[] clientSessionId, byte[] paymentProductId);

    /** Sets a payment value (for example "cardNumber"). */
    static native void payseal_payment_request_set_value(long r, byte[] key, byte[] value);

    /** Sets the accountOnFileId (a string); NULL clears it. */
    static native void payseal_payment_request_set_account_on_file(long r, byte[] id);

    /** Sets whether the card is to be tokenized (non-zero: yes). */
    static native void payseal_payment_request_set_tokenize(long r, int tokenize);

    /** The payload JSON that payseal_prepare encrypts, with a caller-given nonce (known-answer tests). */
    static native byte[] payseal_payment_request_payload(long r, byte[] nonce);

    /** Attaches a payment product (its id must be the request's payment_product_id). */
    static native void payseal_payment_request_set_product(long r, long p);

    /** A field's stored value formatted with its mask, for display; "" for a field without a value. */
    static native byte[] payseal_payment_request_masked_value(long r, byte[] fieldId);

    /** The request's validation errors as a JSON array in the fields' display order, "[]" when valid. */
    static native byte[] payseal_payment_request_validate(long r, int year, int month);

    /** The keys of the values set, in payload order, as a compact JSON array of strings ("[]" for none): what the request holds, read from the library (a binding keeps no copy of its own). */
    static native byte[] payseal_payment_request_keys(long r);

    /** The value stored for a field, as it goes into the payload (unmasked when the request has a product), "" when the field has no value; with or without a product. */
    static native byte[] payseal_payment_request_unmasked_value(long r, byte[] fieldId);

    /** Releases a request, wiping its values. */
    static native void payseal_payment_request_free(long r);

    // --- The main job

    /** Prepares a payment request: a fresh nonce (lowercase UUID v4 from a CSPRNG), the payload JSON, its JWE to key, and the encoded metadata (metadata NULL: the detected defaults). */
    static native byte[][] payseal_prepare(long key, long r, long metadata);

    // --- Masks

    /** value formatted with the mask. */
    static native byte[] payseal_mask_format(byte[] mask, byte[] value);

    /** The placeholder characters of payseal_mask_format's result: the value to store and validate. */
    static native byte[] payseal_mask_unformat(byte[] mask, byte[] value);

    /** One edit of a masked text field: typing, pasting, deleting or replacing the selection [start, end) of text with replacement (NULL or "" deletes). */
    static native byte[] payseal_mask_edit(byte[] mask, byte[] text, long start, long end, byte[] replacement, long[] outCaret);

    /** The Backspace (forward 0) and Delete (forward nonzero) keys of a masked field, for a host that knows which key was pressed (payseal_mask_edit with "" cannot tell). */
    static native byte[] payseal_mask_delete(byte[] mask, byte[] text, long start, long end, int forward, long[] outCaret);

    // --- Validation of one value against a product field's dataRestrictions

    /** Validates one unmasked value (NUL-terminated UTF-8, at most PAYSEAL_MAX_PAYMENT_VALUE bytes) against data_restrictions_json, {"isRequired": bool, "validators": {name: params, ...}} (json_len bytes, at most PAYSEAL_MAX_KEY_INPUT). */
    static native byte[] payseal_validate_value(byte[] dataRestrictionsJson, byte[] value, int year, int month);

    // --- Messages in the customer's language

    /** The message of key with params_json (NULL or a NUL-terminated JSON object of integers, strings and arrays of strings, such as {"minLength":13,"maxLength":19}) in locale, from catalog_json over PaySeal's catalog. */
    static native byte[] payseal_message(byte[] key, byte[] paramsJson, byte[] locale, byte[] catalogJson);

    /** An output of PaySeal (json_len bytes, at most PAYSEAL_MAX_PLAINTEXT: payseal_validate_value's errors, payseal_payment_request_validate's, payseal_product_field_check's result) with the "message" of every object that has a string "messageKey", an object "params" and a string "message" rendered again in locale, as payseal_message renders it; every other byte as PaySeal wrote it ("messageKey" unchanged; a key with no template keeps its message). */
    static native byte[] payseal_messages_localize(byte[] json, byte[] locale, byte[] catalogJson);

    // --- Payment products

    /** Parses a product (the products/{id} response). */
    static native long payseal_product_parse(byte[] json);

    /** The normalized product. */
    static native byte[] payseal_product_json(long p);

    /** Releases a product. */
    static native void payseal_product_free(long p);

    /** Reads the products-list response (GET products, requested with hide=fields): {"paymentProducts": [product, …], …}. */
    static native byte[] payseal_product_list_parse(byte[] json);

    /** The products a device can pay with, as the platform SDKs decide it (docs/card-input.md, "Products a device can pay with"). */
    static native byte[] payseal_product_list_offered(byte[] json, int wallets);

    /** One field of a product as the customer types it. */
    static native byte[] payseal_product_field_check(long p, byte[] fieldId, byte[] value, int year, int month);

    /** payseal_product_field_check with flags. */
    static native byte[] payseal_product_field_check_ex(long p, byte[] fieldId, byte[] value, int year, int month, int flags);

    /** One edit of the field field_id as the customer types or pastes (docs/product-fields.md, "Editing a field"), with the JSON result of payseal_card_edit_pan_json ({"text","caret","truncated":false,"refused":null}). */
    static native byte[] payseal_product_field_edit(long p, byte[] fieldId, byte[] text, long start, long end, byte[] replacement);

    /** The display value of attribute key of the account on file account_id (the first account with that id, as choosing one takes; the first attribute with that key). */
    static native byte[] payseal_product_account_display_value(long p, byte[] accountId, byte[] key);

    // --- IIN check

    /** The bin to send for a card number (NUL-terminated; spaces and '-' are ignored): its first 8 digits when it has 8 or more, else its first 6. */
    static native byte[] payseal_iin_bin(byte[] cardNumber);

    /** Reads the IIN details answer. */
    static native byte[] payseal_iin_result(int httpStatus, byte[] body);

    /** Whether a card number that changed, as the customer types, from previous_card_number to card_number needs a new IIN check (the platform SDKs' rule, so that a form asks once per bin instead of at every key). */
    static native void payseal_iin_needs_new_details(byte[] cardNumber, byte[] previousCardNumber, long[] outNeeded);

    // --- Client API requests, without I/O

    /** A session, from the Create Session response. */
    static native long payseal_session_new(byte[] clientSessionId, byte[] customerId, byte[] clientApiUrl, byte[] assetUrl);

    /** The HTTP request for an operation, as JSON. */
    static native byte[] payseal_session_request(long s, byte[] operation, byte[] contextJson, byte[] paramsJson, long metadata);

    /** Releases a session. */
    static native void payseal_session_free(long s);

    /** Reads the answer to a service operation of payseal_session_request. */
    static native byte[] payseal_service_response(byte[] operation, int httpStatus, byte[] body);

    /** Reads the error answer of any Client API request (the platform's ErrorResponse), as the Swift API's ClientAPIFailure does. */
    static native byte[] payseal_client_api_error(int httpStatus, byte[] body);

    // --- Card brands, offline

    /** The built-in table (amex, diners, discover, jcb, maestro, mastercard, visa, as BIN ranges with their PAN and CVC lengths; amex grouped 4-6-5). */
    static native long payseal_card_brands_default();

    /** Parses a table. */
    static native long payseal_card_brands_parse(byte[] json);

    /** Releases a table. */
    static native void payseal_card_brands_free(long b);

    /** The brand of a PAN (NUL-terminated UTF-8; spaces and '-' ignored): the brand with the longest matching BIN range, a pattern match weaker than any range, ties to the earlier brand. */
    static native byte[] payseal_card_brand(long b, byte[] pan);

    /** Checks a card form as the customer types it (docs/cards.md, "The card check as the customer types"). */
    static native byte[] payseal_card_check(long b, byte[] pan, byte[] expiry, byte[] cvc, byte[] acceptedJson, int year, int month);

    /** payseal_card_check with flags. */
    static native byte[] payseal_card_check_ex(long b, byte[] pan, byte[] expiry, byte[] cvc, byte[] acceptedJson, int year, int month, int flags);

    /** A PAN formatted for display with the layout of its brand. */
    static native byte[] payseal_card_format_pan(long b, byte[] pan);

    /** One edit of a PAN field. */
    static native byte[] payseal_card_edit_pan(long b, byte[] text, long start, long end, byte[] replacement, long[] outCaret);

    /** The Backspace (forward 0) and Delete (forward nonzero) keys of a PAN field. */
    static native byte[] payseal_card_delete_pan(long b, byte[] text, long start, long end, int forward, long[] outCaret);

    /** One edit of an MM/YY expiry field (for forms without a product mask): typing, pasting, or replacing or deleting the selection [start, end) of text with replacement (NULL or "" deletes). */
    static native byte[] payseal_card_edit_expiry(byte[] text, long start, long end, byte[] replacement, long[] outCaret);

    /** The Backspace (forward 0) and Delete (forward nonzero) keys of the expiry field. */
    static native byte[] payseal_card_delete_expiry(byte[] text, long start, long end, int forward, long[] outCaret);

    /** The result of one edit of a card field as JSON, for a form that tells the customer why the field shows less than was pasted, or did not change. */
    static native byte[] payseal_card_edit_pan_json(long b, byte[] text, long start, long end, byte[] replacement);

    /** payseal_card_edit_expiry with the JSON result above ("refused": "notADate" for a paste that makes no possible date). */
    static native byte[] payseal_card_edit_expiry_json(byte[] text, long start, long end, byte[] replacement);

    /** One edit of a CVC field, digits only, with the JSON result above. */
    static native byte[] payseal_card_edit_cvc(long b, byte[] brandName, byte[] text, long start, long end, byte[] replacement);

    /** A brand's details by name (compared exactly; the first of a repeated name). */
    static native byte[] payseal_card_brand_info(long b, byte[] name);

    /** The mask of a CVC field for a card of the brand named brand_name (compared exactly, the first of a repeated name), as the Swift API's CardBrand.cvcMask. */
    static native byte[] payseal_card_cvc_mask(long b, byte[] brandName);

    /** The whole table, normalized, in table order. */
    static native byte[] payseal_card_brands_json(long b);

    /** Every brand whose BIN ranges or pattern match the digits of pan (U+0020 and "-" ignored), as a JSON array of names, most specific first. */
    static native byte[] payseal_card_brand_candidates(long b, byte[] pan);
}
