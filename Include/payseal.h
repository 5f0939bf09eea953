/*
 * payseal.h - the C interface of libpayseal.
 *
 * PaySeal turns a payment platform's public key and a customer's card data into the two
 * strings a merchant's server forwards to the platform's Server API:
 *   encryptedFields        a JWE compact serialization (RSA-OAEP + A256CBC-HS512), and
 *   encodedClientMetaInfo  base64 of the DeviceMetadata JSON.
 *
 * Conventions (they hold for every function below):
 *   - A function that can fail returns payseal_status. On failure it sets the calling thread's
 *     message (payseal_last_error) and sets every out-pointer to NULL and every out-length to 0;
 *     nothing is partially written.
 *   - A NULL pointer where one is not allowed gives PAYSEAL_E_ARGUMENT, never a crash.
 *   - Text is UTF-8. Invalid UTF-8 gives PAYSEAL_E_ARGUMENT, in JSON inputs too (never
 *     PAYSEAL_E_JSON; an input over its size limit is PAYSEAL_E_LIMIT first). `const char *` inputs without a
 *     length are NUL-terminated strings; inputs that may hold any byte take an explicit length.
 *   - Buffers PaySeal returns are NUL-terminated (the length excludes the NUL), owned by the
 *     caller, and released with payseal_free, which wipes them before freeing.
 *   - Handles (keys, builders) are released with their own _free function; NULL is a no-op.
 *   - Keys are immutable: one key may be shared by any number of threads. Builders
 *     (payseal_metadata, payseal_payment_request) may be used by one thread at a time.
 *   - Messages never contain key material, plaintext or card data. Where a message quotes the
 *     input (an alg, a kty, a PEM label, a field name), control and format characters are
 *     escaped as \u{XX}: a message is one line that cannot carry a terminal escape sequence.
 *   - Work is linear in the size of the input: JSON of any shape within the limits is parsed in
 *     time proportional to its length (a 2 MiB JWE header is refused in well under a second).
 *   - Secret inputs (payment values, private keys) are read in place or copied only into
 *     storage that is wiped before it is freed; see docs/secrets.md for what OpenSSL itself keeps.
 */
#ifndef payseal_H
#define payseal_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------------------
 * Versions, sizes and limits
 * ---------------------------------------------------------------------------------------- */

#define PAYSEAL_ABI_VERSION 1 /* raised only when a signature or a meaning changes */

/* The library version, as payseal_version() reports it. Every binding's version is written from
 * these by tools/generate_bindings.py: a release changes them here and nowhere else. */
#define PAYSEAL_VERSION_MAJOR 0            /* the library's major version */
#define PAYSEAL_VERSION_MINOR 2            /* the library's minor version */
#define PAYSEAL_VERSION_PATCH 0            /* the library's patch version */
#define PAYSEAL_VERSION_STRING "0.2.0"     /* "MAJOR.MINOR.PATCH", what payseal_version() returns */

#define PAYSEAL_CEK_BYTES 64       /* content encryption key: MAC_KEY (32) || ENC_KEY (32) */
#define PAYSEAL_IV_BYTES 16        /* AES-CBC initialization vector */
#define PAYSEAL_OAEP_SEED_BYTES 20 /* RSA-OAEP seed: the SHA-1 output length */

#define PAYSEAL_MIN_RSA_BITS 2048                   /* smallest accepted RSA modulus */
#define PAYSEAL_MAX_RSA_BITS 8192                   /* largest accepted RSA modulus */
#define PAYSEAL_MAX_KEY_INPUT (64u * 1024u)         /* bytes of key input (any format) */
#define PAYSEAL_MAX_PLAINTEXT (1024u * 1024u)       /* bytes of JWE plaintext */
#define PAYSEAL_MAX_JWE (2u * 1024u * 1024u)        /* bytes of JWE compact serialization */
#define PAYSEAL_MAX_METADATA_ENTRIES 64             /* keys in one payseal_metadata */
#define PAYSEAL_MAX_METADATA_VALUE 4096             /* bytes of one metadata key or value */
#define PAYSEAL_MAX_PAYMENT_VALUES 256              /* distinct keys in one payment request */
#define PAYSEAL_MAX_PAYMENT_VALUE 4096              /* bytes of one payment value, key or id */
#define PAYSEAL_MAX_JSON_DEPTH 64                   /* levels of nesting in any JSON input */
#define PAYSEAL_MAX_PATTERN_DEPTH 48                /* groups and classes nested in a server pattern */
#define PAYSEAL_MAX_PATTERN_NESTING 64              /* parentheses nested in a pattern as compiled */

/* PAYSEAL_E_CLIENT_API, PAYSEAL_E_NO_ANSWER and PAYSEAL_E_CANCELLED come from calls that send
 * requests, which only the Swift API makes (its Session over a transport): no function of this
 * header sends, so none returns them; they are here so that every status has one number. */
typedef enum payseal_status {
    PAYSEAL_OK = 0,
    PAYSEAL_E_ARGUMENT = 1,        /* NULL where not allowed, bad length, invalid UTF-8 */
    PAYSEAL_E_KEY_FORMAT = 2,      /* key bytes cannot be parsed */
    PAYSEAL_E_KEY_UNSUPPORTED = 3, /* not RSA, modulus outside 2048..8192 bits, bad exponent */
    PAYSEAL_E_JSON = 4,            /* malformed JSON input */
    PAYSEAL_E_JWE_FORMAT = 5,      /* malformed compact serialization or header */
    PAYSEAL_E_JWE_UNSUPPORTED = 6, /* alg/enc/zip/crit not supported */
    PAYSEAL_E_DECRYPT = 7,         /* any authentication or decryption failure, one uniform code */
    PAYSEAL_E_CRYPTO = 8,          /* unexpected OpenSSL or libsodium failure */
    PAYSEAL_E_NO_MEMORY = 9,       /* an allocation failed */
    PAYSEAL_E_LIMIT = 10,          /* input larger than a documented limit */
    PAYSEAL_E_VALIDATION = 11,     /* payseal_prepare: the request fails its product's validation */
    PAYSEAL_E_CLIENT_API = 12,     /* the Client API answered an HTTP error (Swift Session calls) */
    PAYSEAL_E_NO_ANSWER = 13,      /* no HTTP answer: timeout, connection (Swift Session calls) */
    PAYSEAL_E_CANCELLED = 14       /* the calling task was cancelled (Swift Session calls) */
} payseal_status;

/* Opaque handles. */
typedef struct payseal_public_key payseal_public_key;           /* immutable, share across threads */
typedef struct payseal_private_key payseal_private_key;         /* immutable, share across threads */
typedef struct payseal_metadata payseal_metadata;               /* builder: one thread at a time */
typedef struct payseal_payment_request payseal_payment_request; /* builder: one thread at a time */
typedef struct payseal_session payseal_session;                 /* immutable, share across threads */
typedef struct payseal_product payseal_product;                 /* immutable, share across threads */
typedef struct payseal_card_brands payseal_card_brands;         /* immutable, share across threads */

/* ------------------------------------------------------------------------------------------
 * Library
 * ---------------------------------------------------------------------------------------- */

/* The library version, "MAJOR.MINOR.PATCH". Static storage: do not free. Thread-safe. */
const char *payseal_version(void);

/* The ABI version the library was built with; a host checks it equals PAYSEAL_ABI_VERSION. */
int payseal_abi_version(void);

/* The name of a status, e.g. "PAYSEAL_E_DECRYPT"; "PAYSEAL_E_UNKNOWN" for a value not in the
 * enum. Static storage: do not free. Thread-safe. */
const char *payseal_status_name(payseal_status s);

/* The calling thread's message for its last failed call, "" if there was none. Never NULL.
 * Owned by the library; valid until the thread's next failing PaySeal call or its exit. */
const char *payseal_last_error(void);

/* What the calling thread's last failure is about, as a stable key: the parameter's name as this
 * header spells it ("params_json"), then the JSON member (".cardNumber") or array element ("[1]")
 * inside it when the failure is about one: "params_json.cardNumber", "accepted_json[1]". "" when
 * the message names no single argument. The names the bindings call a parameter by, where theirs
 * differs, are in payseal_results.json ("subjects"). Same ownership and lifetime as
 * payseal_last_error. */
const char *payseal_last_error_subject(void);

/* The last failure's message without its subject: when the subject is not "", the message is the
 * parameter's name, then ` "member"` or `[index]` if the subject has one, then a space and this
 * detail; otherwise this is the whole message. A binding that calls the parameter by another name
 * words the message the same way with its own name. Same ownership and lifetime as
 * payseal_last_error. */
const char *payseal_last_error_detail(void);

/* Wipes and frees a buffer PaySeal returned (a JWE, a plaintext, a JSON or base64 string).
 * NULL is a no-op. Passing any other pointer, or one twice, is undefined behaviour. */
void payseal_free(void *buffer);

/* ------------------------------------------------------------------------------------------
 * Public keys (for encryption)
 * ---------------------------------------------------------------------------------------- */

/* Parses the Client API /crypto/publickey response:
 *   {"keyId":"<id>","publicKey":"<base64 DER SubjectPublicKeyInfo>"}
 * Other members are ignored. The key id becomes the JWE "kid"; it may hold no control character
 * (U+0000-U+001F, U+007F-U+009F), which is PAYSEAL_E_JSON.
 * On success *out is a new key; release it with payseal_public_key_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json or out, invalid UTF-8), PAYSEAL_E_LIMIT (json_len >
 * PAYSEAL_MAX_KEY_INPUT), PAYSEAL_E_JSON (not a JSON object, keyId or publicKey missing or not a
 * string, a control character in keyId), PAYSEAL_E_KEY_FORMAT (publicKey not base64 or not a SubjectPublicKeyInfo),
 * PAYSEAL_E_KEY_UNSUPPORTED (not RSA, size or exponent outside the policy). Thread-safe. */
payseal_status payseal_public_key_from_client_api(const char *json, size_t json_len,
                                                  payseal_public_key **out);

/* Parses an RSA public key in any of these formats, detected from the bytes:
 *   DER SubjectPublicKeyInfo, DER PKCS#1 RSAPublicKey, either one as base64,
 *   PEM "PUBLIC KEY" or "RSA PUBLIC KEY", an RSA JWK ({"kty":"RSA","n":…,"e":…}).
 * key_id (NUL-terminated, may be NULL) becomes the JWE "kid"; when NULL, a JWK's "kid" is used
 * if present, otherwise the key has no id and the JWE header carries no "kid". A key id is at
 * most PAYSEAL_MAX_KEY_INPUT bytes (PAYSEAL_E_LIMIT) and holds no control character (U+0000-
 * U+001F, U+007F-U+009F: PAYSEAL_E_ARGUMENT for key_id, PAYSEAL_E_JSON for a JWK "kid").
 * Strict where it is cheap: a PEM is exactly one BEGIN/END block with nothing but whitespace
 * around it; a JWK's "n" and "e" have no leading zero octets (RFC 7518 §6.3.1), and a JWK with
 * private members is refused even when "d" is missing.
 * Policy: RSA only, modulus PAYSEAL_MIN_RSA_BITS..PAYSEAL_MAX_RSA_BITS (a zero or even modulus
 * is PAYSEAL_E_KEY_FORMAT), public exponent odd, 3 <= e < 2^32.
 * On success *out is a new key; release it with payseal_public_key_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL data or out, len 0, invalid UTF-8 or a control character in
 * key_id), PAYSEAL_E_LIMIT (len or key_id > PAYSEAL_MAX_KEY_INPUT), PAYSEAL_E_KEY_FORMAT,
 * PAYSEAL_E_KEY_UNSUPPORTED, PAYSEAL_E_JSON (a JWK that is not valid JSON, a control character
 * in its "kid"). Thread-safe. */
payseal_status payseal_public_key_parse(const uint8_t *data, size_t len, const char *key_id,
                                        payseal_public_key **out);

/* The modulus size in bits, or 0 when key is NULL. Thread-safe. */
int payseal_public_key_bits(const payseal_public_key *key);

/* The key id (NUL-terminated UTF-8), or NULL when the key has none or key is NULL.
 * Owned by the key: valid until payseal_public_key_free. Thread-safe. */
const char *payseal_public_key_id(const payseal_public_key *key);

/* Releases a key. NULL is a no-op. No other thread may use the key during or after the call. */
void payseal_public_key_free(payseal_public_key *key);

/* ------------------------------------------------------------------------------------------
 * Private keys (for decryption: tests, tools and merchant-side debugging)
 * ---------------------------------------------------------------------------------------- */

/* Parses an RSA private key: PEM ("PRIVATE KEY" PKCS#8 or "RSA PRIVATE KEY" PKCS#1), DER of
 * either, or an RSA private JWK. The same size and exponent policy as public keys applies, and
 * its parts must form one key pair (n = p*q, p and q > 1, e*d = 1 modulo p-1 and q-1, consistent
 * CRT values; keys of three or more primes get OpenSSL's full check): a key that does not is
 * PAYSEAL_E_KEY_FORMAT here, not a decryption failure later. A private JWK's members are decoded from the input in place (no copy of their
 * text is made) and must be plain base64url, without JSON escapes.
 * On success *out is a new key; release it with payseal_private_key_free (which wipes it).
 * Errors: PAYSEAL_E_ARGUMENT, PAYSEAL_E_LIMIT (len > PAYSEAL_MAX_KEY_INPUT),
 * PAYSEAL_E_KEY_FORMAT, PAYSEAL_E_KEY_UNSUPPORTED, PAYSEAL_E_JSON. Thread-safe. */
payseal_status payseal_private_key_parse(const uint8_t *data, size_t len, payseal_private_key **out);

/* Releases a key. NULL is a no-op. No other thread may use the key during or after the call. */
void payseal_private_key_free(payseal_private_key *key);

/* ------------------------------------------------------------------------------------------
 * JWE (compact serialization, alg RSA-OAEP, enc A256CBC-HS512)
 * ---------------------------------------------------------------------------------------- */

/* Encrypts plaintext (len bytes, any bytes, len may be 0; plaintext may be NULL only when len is
 * 0) to the key. The protected header is {"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"<id>"}
 * with the kid JSON-escaped and omitted when the key has no id. CEK, IV and OAEP seed come from
 * OpenSSL's CSPRNG.
 * On success *out_jwe is a new NUL-terminated string of *out_len bytes; release it with
 * payseal_free. out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT, PAYSEAL_E_LIMIT (len > PAYSEAL_MAX_PLAINTEXT), PAYSEAL_E_CRYPTO,
 * PAYSEAL_E_NO_MEMORY. Thread-safe; any number of threads may share one key. */
payseal_status payseal_jwe_encrypt(const payseal_public_key *key, const uint8_t *plaintext, size_t len,
                                   char **out_jwe, size_t *out_len);

/* Known-answer mode: exactly payseal_jwe_encrypt, with the randomness supplied by the caller:
 * cek = MAC_KEY || ENC_KEY (PAYSEAL_CEK_BYTES), iv (PAYSEAL_IV_BYTES), oaep_seed
 * (PAYSEAL_OAEP_SEED_BYTES). The output is deterministic. For tests only: a token made with a
 * known CEK protects nothing. Errors as payseal_jwe_encrypt. Thread-safe. */
payseal_status payseal_jwe_encrypt_kat(const payseal_public_key *key, const uint8_t *plaintext, size_t len,
                                       const uint8_t cek[64], const uint8_t iv[16], const uint8_t oaep_seed[20],
                                       char **out_jwe, size_t *out_len);

/* Decrypts a compact JWE (len bytes, no NUL needed) made for alg RSA-OAEP, enc A256CBC-HS512.
 * Strict: exactly five base64url parts without padding, whitespace or other bytes; the header a
 * JSON object with those alg and enc values. The tag is checked, in constant time, before any
 * decryption of the content.
 * On success *out_plaintext is a new buffer of *out_len bytes (NUL-terminated for convenience);
 * release it with payseal_free, which wipes it. out_len may not be NULL.
 * Errors: PAYSEAL_E_ARGUMENT, PAYSEAL_E_LIMIT (len > PAYSEAL_MAX_JWE), PAYSEAL_E_JWE_FORMAT
 * (parts, base64url, header JSON), PAYSEAL_E_JWE_UNSUPPORTED (other alg or enc, "zip", an
 * unknown "crit" entry), PAYSEAL_E_DECRYPT (wrong key, corrupted key, IV, ciphertext or tag:
 * one status and one message for all of them). Thread-safe; keys may be shared. */
payseal_status payseal_jwe_decrypt(const payseal_private_key *key, const char *jwe, size_t len,
                                   uint8_t **out_plaintext, size_t *out_len);

/* ------------------------------------------------------------------------------------------
 * Device metadata (encodedClientMetaInfo, also the X-GCS-ClientMetaInfo header)
 * ---------------------------------------------------------------------------------------- */

/* A new metadata builder pre-filled with the defaults detected on the running system:
 * platformIdentifier "<OS name>/<OS version>", appIdentifier "UNKNOWN", sdkIdentifier
 * "PaySeal/<version>", sdkCreator "PaySeal", deviceType (machine hardware name) and deviceBrand
 * (manufacturer) where the system tells them; what cannot be detected is left out.
 * Release it with payseal_metadata_free.
 * Errors: PAYSEAL_E_ARGUMENT (out NULL), PAYSEAL_E_NO_MEMORY. Thread-safe. */
payseal_status payseal_metadata_new(payseal_metadata **out);

/* Sets one field (any key; a known one keeps its place in the output order, others follow in
 * insertion order). Setting a key again (the same bytes: no Unicode normalization) replaces its
 * value. key and value are NUL-terminated.
 * screenSize must be "<width>x<height>" (positive decimal integers); ipAddress an IPv4 or IPv6
 * address.
 * Errors: PAYSEAL_E_ARGUMENT (NULL, empty key, invalid UTF-8, bad screenSize or ipAddress - the
 * message names the field), PAYSEAL_E_LIMIT (key or value > PAYSEAL_MAX_METADATA_VALUE bytes, more
 * than PAYSEAL_MAX_METADATA_ENTRIES keys). The key and value are checked before the number of keys:
 * a bad value for a new key in a full builder gets the value's error. On failure the builder is
 * unchanged. */
payseal_status payseal_metadata_set(payseal_metadata *m, const char *key, const char *value);

/* The metadata as standard base64 (with padding) of its JSON: the encodedClientMetaInfo.
 * *out_b64 is a new string of *out_len bytes (out_len may be NULL); release with payseal_free. */
payseal_status payseal_metadata_encode(const payseal_metadata *m, char **out_b64, size_t *out_len);

/* The metadata JSON: known keys in the documented order, then the others in insertion order.
 * *out_json is a new string of *out_len bytes (out_len may be NULL); release with payseal_free. */
payseal_status payseal_metadata_json(const payseal_metadata *m, char **out_json, size_t *out_len);

/* Releases a builder. NULL is a no-op. */
void payseal_metadata_free(payseal_metadata *m);

/* ------------------------------------------------------------------------------------------
 * Payment requests
 * ---------------------------------------------------------------------------------------- */

/* A new payment request for a client session and payment product.
 * payment_product_id: a decimal integer string ("1", "3012") of at most 2^53 - 1
 * (9007199254740991, the largest integer a JSON number carries exactly to a JavaScript host or
 * server); anything else is PAYSEAL_E_ARGUMENT.
 * Release it with payseal_payment_request_free (which wipes the values).
 * Errors: PAYSEAL_E_ARGUMENT (NULL, empty or invalid UTF-8 session id, bad product id),
 * PAYSEAL_E_LIMIT (session id > PAYSEAL_MAX_PAYMENT_VALUE bytes). Thread-safe. */
payseal_status payseal_payment_request_new(const char *client_session_id, const char *payment_product_id,
                                           payseal_payment_request **out);

/* Sets a payment value (for example "cardNumber"). The first set fixes the key's position; a
 * later set of the same key (the same bytes: no Unicode normalization) replaces the value in place.
 * The value is card data: it is read in place and copied only into storage the request wipes.
 * Errors: PAYSEAL_E_ARGUMENT (NULL, empty key, invalid UTF-8), PAYSEAL_E_LIMIT (key or value >
 * PAYSEAL_MAX_PAYMENT_VALUE bytes, more than PAYSEAL_MAX_PAYMENT_VALUES keys, or a value that
 * would make the payload longer than PAYSEAL_MAX_PLAINTEXT, counting the most the nonce and
 * "tokenize" can add, so that payseal_prepare never fails on size). On failure the request is
 * unchanged. */
payseal_status payseal_payment_request_set_value(payseal_payment_request *r, const char *key, const char *value);

/* Sets the accountOnFileId (a string); NULL clears it. Errors: PAYSEAL_E_ARGUMENT (NULL r, empty or
 * invalid UTF-8 id), PAYSEAL_E_LIMIT (id > PAYSEAL_MAX_PAYMENT_VALUE bytes, or a payload that
 * would pass PAYSEAL_MAX_PLAINTEXT, as for payseal_payment_request_set_value). */
payseal_status payseal_payment_request_set_account_on_file(payseal_payment_request *r, const char *id);

/* Sets whether the card is to be tokenized (non-zero: yes). Errors: PAYSEAL_E_ARGUMENT (NULL r). */
payseal_status payseal_payment_request_set_tokenize(payseal_payment_request *r, int tokenize);

/* The payload JSON that payseal_prepare encrypts, with a caller-given nonce (known-answer tests):
 * {"clientSessionId":…,"nonce":…,"paymentProductId":…,"accountOnFileId":…,"tokenize":true,
 *  "paymentValues":[{"key":…,"value":…},…]} with absent members omitted.
 * nonce: NUL-terminated, non-empty. *out_json is a new string of *out_len bytes (out_len may be
 * NULL); release with payseal_free, which wipes it (it holds card data). */
payseal_status payseal_payment_request_payload(const payseal_payment_request *r, const char *nonce,
                                               char **out_json, size_t *out_len);

/* Attaches a payment product (its id must be the request's payment_product_id). From then on,
 * set_value takes only the product's fields and stores values without their mask's literals
 * ("4111 1111" and "41111111" both store 41111111); a value the mask would change otherwise (a
 * character no placeholder takes where one is due, such as a letter in a card number or a literal
 * typed in a placeholder's place, or more characters than the mask holds) is refused with
 * PAYSEAL_E_ARGUMENT naming the field, never trimmed; "" removes a value. A READ_ONLY attribute of
 * the chosen account on file cannot be set; set_account_on_file takes only one of the product's
 * accounts (for this product) and removes the values set on its READ_ONLY attributes. Values set
 * before are checked the same way now.
 * payseal_prepare then validates first (today: the system clock, UTC) and fails with
 * PAYSEAL_E_VALIDATION, naming the first failing field and rule. The payload carries only the
 * values the host set, never the account on file's. The request keeps the product alive.
 * Errors: PAYSEAL_E_ARGUMENT (NULL, another product id, a value for a field the product does not
 * have or that its mask would change, an account on file it does not have); on failure nothing
 * changes. */
payseal_status payseal_payment_request_set_product(payseal_payment_request *r, const payseal_product *p);

/* A field's stored value formatted with its mask, for display; "" for a field without a value.
 * *out is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free
 * (it may hold card data). Errors: PAYSEAL_E_ARGUMENT (no product, a field it does not have). */
payseal_status payseal_payment_request_masked_value(const payseal_payment_request *r, const char *field_id,
                                                    char **out, size_t *out_len);

/* The request's validation errors as a JSON array in the fields' display order, "[]" when valid:
 * {"fieldId":…,"type":…,"params":{…},"messageKey":…,"message":…} (fieldId first; see
 * payseal_validate_value). A field's type is enforced first: a non-empty value of another shape
 * gets one error before the field's rules: numericstring (ASCII digits only) "numericString",
 * integer (an optional '-' and digits) "integer", boolean ("true" or "false") "boolean",
 * expirydate (MMYY or MMYYYY, month 01-12) "expirationDate" {"reason":"format"}; string and
 * other types accept anything; a field gets at most one error of each type. Without an account on file
 * every field is validated; with one, the fields it does not have, its MUST_WRITE fields and
 * those with a value set. A field with boletoBancarioRequiredness {"fiscalNumberLength": L} is
 * required when the "fiscalNumber" value has L characters. year, month: today (0, 0: the system
 * clock, UTC). out_len may be NULL. Errors: PAYSEAL_E_ARGUMENT (no product, a year outside 1-9999
 * or a month outside 1-12). */
payseal_status payseal_payment_request_validate(const payseal_payment_request *r, int year, int month,
                                                char **out_errors_json, size_t *out_len);

/* The keys of the values set, in payload order, as a compact JSON array of strings ("[]" for none):
 * what the request holds, read from the library (a binding keeps no copy of its own).
 * *out_json is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL r or out_json). */
payseal_status payseal_payment_request_keys(const payseal_payment_request *r, char **out_json, size_t *out_len);

/* The value stored for a field, as it goes into the payload (unmasked when the request has a
 * product), "" when the field has no value; with or without a product. It is card data: *out is
 * a new string of *out_len bytes (out_len may be NULL), released with payseal_free, which wipes
 * it. Errors: PAYSEAL_E_ARGUMENT (NULL r, field_id or out, an empty field_id). */
payseal_status payseal_payment_request_unmasked_value(const payseal_payment_request *r, const char *field_id,
                                                      char **out, size_t *out_len);

/* Releases a request, wiping its values. NULL is a no-op. */
void payseal_payment_request_free(payseal_payment_request *r);

/* ------------------------------------------------------------------------------------------
 * The main job
 * ---------------------------------------------------------------------------------------- */

/* Prepares a payment request: a fresh nonce (lowercase UUID v4 from a CSPRNG), the payload JSON,
 * its JWE to key, and the encoded metadata (metadata NULL: the detected defaults).
 * On success *out_encrypted_fields and *out_encoded_client_meta_info are new strings; release
 * each with payseal_free. On failure both are NULL.
 * Errors: PAYSEAL_E_ARGUMENT, PAYSEAL_E_VALIDATION (a request with a product whose values fail
 * its validation: the message names the first failing field and rule), PAYSEAL_E_CRYPTO,
 * PAYSEAL_E_NO_MEMORY (never PAYSEAL_E_LIMIT: the request refused, when they were set, values
 * that would make the payload too long).
 * Thread-safe for distinct requests; the key may be shared. */
payseal_status payseal_prepare(const payseal_public_key *key, const payseal_payment_request *r,
                               const payseal_metadata *metadata,
                               char **out_encrypted_fields, char **out_encoded_client_meta_info);

/* ------------------------------------------------------------------------------------------
 * Masks (a product field's displayHints.mask, e.g. "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")
 *
 * Outside {{ }} each character is a literal; inside, 9 takes an ASCII digit, a a letter a-z,
 * A a letter A-Z, * any character, any other character only itself. A "character" is a Unicode
 * scalar. Positions (start, end, *out_caret) are UTF-16 code units, as UIKit, Android and the
 * DOM report them; *out_len, as everywhere, is the output's length in bytes. The full rules:
 * docs/card-input.md. All strings are NUL-terminated UTF-8 of at most PAYSEAL_MAX_PAYMENT_VALUE
 * bytes (PAYSEAL_E_LIMIT beyond). A '{' or '}' that does not open or close a group, a "{{"
 * inside a group or a group left open: PAYSEAL_E_ARGUMENT. Values may be card data: they are
 * read in place and every copy PaySeal makes is wiped. Thread-safe; no state.
 * ---------------------------------------------------------------------------------------- */

/* value formatted with the mask: characters a placeholder does not take are skipped, literals
 * are consumed when typed and inserted when not, input beyond the mask is dropped, and the
 * result ends at the last placeholder character placed ("1234" and "1234 " give "1234").
 * *out is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free. */
payseal_status payseal_mask_format(const char *mask, const char *value, char **out, size_t *out_len);

/* The placeholder characters of payseal_mask_format's result: the value to store and validate.
 * Output as payseal_mask_format. */
payseal_status payseal_mask_unformat(const char *mask, const char *value, char **out, size_t *out_len);

/* One edit of a masked text field: typing, pasting, deleting or replacing the selection
 * [start, end) of text with replacement (NULL or "" deletes). Deleting exactly one literal
 * deletes the placeholder character before it instead; an edit that deletes nothing and adds
 * no placeholder character gives the formatted text with the caret at start; otherwise the new
 * text is formatted and the caret goes after as many placeholder characters as precede it in
 * text[..start] + replacement, then past the literals that follow. *out_text is a new string of
 * *out_len bytes (out_len may be NULL); *out_caret the caret (out_caret may be NULL).
 * Errors: PAYSEAL_E_ARGUMENT (NULL mask, text or out_text, invalid UTF-8, a bad mask, start > end,
 * a position past the end of text or between the two halves of a surrogate pair),
 * PAYSEAL_E_LIMIT. */
payseal_status payseal_mask_edit(const char *mask, const char *text, size_t start, size_t end,
                                 const char *replacement, char **out_text, size_t *out_len, size_t *out_caret);

/* The Backspace (forward 0) and Delete (forward nonzero) keys of a masked field, for a host that
 * knows which key was pressed (payseal_mask_edit with "" cannot tell). With start == end,
 * Backspace deletes the nearest placeholder character before the caret and Delete the nearest
 * after it, skipping literals either way (nothing to delete: the formatted text, the caret at
 * start); with start < end both delete the selection as it is. The text is formatted again and
 * the caret placed as payseal_mask_edit places it: forward-Delete at caret 4 of "4111 2222" gives
 * "4111 222" with the caret at 5. Output and errors as payseal_mask_edit. */
payseal_status payseal_mask_delete(const char *mask, const char *text, size_t start, size_t end, int forward,
                                   char **out_text, size_t *out_len, size_t *out_caret);

/* ------------------------------------------------------------------------------------------
 * Validation of one value against a product field's dataRestrictions
 * ---------------------------------------------------------------------------------------- */

/* Validates one unmasked value (NUL-terminated UTF-8, at most PAYSEAL_MAX_PAYMENT_VALUE bytes)
 * against data_restrictions_json, {"isRequired": bool, "validators": {name: params, ...}}
 * (json_len bytes, at most PAYSEAL_MAX_KEY_INPUT). An empty value gives [{"type":"required",...}]
 * for a required field and [] otherwise; else the validators run in this fixed order, each adding
 * at most one error: luhn, iban, termsAndConditions, regularExpression, emailAddress,
 * expirationDate, fixedList, length, range, residentIdNumber, boletoBancarioRequiredness (which
 * needs the whole request and passes alone); unknown validators are ignored. year and month are
 * "today" for expirationDate; 0, 0 = the system clock (UTC).
 * *out_errors_json is a new JSON array, "[]" when the value is valid, of
 * {"type":<rule or "required">,"params":{...},"messageKey":…,"message":…}: length {"minLength","maxLength"?}, range
 * {"minValue"?,"maxValue"?}, fixedList {"allowedValues":[...]}, expirationDate {"reason":
 * "format"|"past"|"tooFar"}, regularExpression {} or {"reason":"invalidPattern"|"matchLimit"|
 * "unsupportedPattern"}, the others {}; then "messageKey" ("validation.<type>", or
 * "validation.<type>.<reason>" when params has a reason: a stable key for hosts that translate)
 * and "message" (PaySeal's English sentence with the bounds filled in and no field name, such as
 * "Enter between 13 and 19 characters."; the list is in docs/card-input.md, "Messages"). A pattern
 * is read as Java's java.util.regex reads it (the server's dialect: invalidPattern when Java would
 * refuse it, unsupportedPattern for the constructs PaySeal does not read faithfully, listed in
 * docs/card-input.md, "Server patterns: Java's reading"), a full match under PCRE2 with match, depth and heap limits and
 * one match budget per call, and its compile work is counted before it is compiled, so no
 * pattern can hang the caller or take its memory (docs/card-input.md, "Bounded work"); a pattern
 * that does not compile fails the value (never drops the rule).
 * The semantics of each rule: docs/card-input.md. out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json, value or out, invalid UTF-8 in the JSON or the value, a
 * year outside 1-9999 or a month outside 1-12 other than 0, 0),
 * PAYSEAL_E_JSON (not that shape; a regularExpression without a pattern, a fixedList without
 * allowedValues, a parameter of the wrong JSON type: the message names it), PAYSEAL_E_LIMIT
 * (json_len > PAYSEAL_MAX_KEY_INPUT, the value over PAYSEAL_MAX_PAYMENT_VALUE bytes, or patterns
 * past the compile budget of one call: case-insensitive class ranges spanning more than 2,228,224
 * code points, more than 262,144 bytes of pattern text as compiled (a server pattern is read as
 * Java reads it, which is longer than the pattern), or look-behinds whose counts squared add up
 * to more than 1,000,000; the same on every backend). A server pattern nested more than
 * PAYSEAL_MAX_PATTERN_DEPTH deep is an unsupportedPattern. Every input within these limits runs on
 * a thread with a 128 KiB stack. Thread-safe (compiled patterns are cached and shared). */
payseal_status payseal_validate_value(const char *data_restrictions_json, size_t json_len, const char *value,
                                      int year, int month, char **out_errors_json, size_t *out_len);

/* ------------------------------------------------------------------------------------------
 * Messages in the customer's language
 *
 * PaySeal's messages in English (the "message" of every output, unchanged), German, French,
 * Dutch, Spanish, Italian, Portuguese and Polish, written as a payment form shows them: short,
 * no field name (the host puts its label first). A message is asked for by key and params: a
 * validation error's "messageKey" ("validation.length", "validation.expirationDate.past") with
 * its "params", or a card check part's reason as "card.<part>.<reason>" ("card.pan.luhn",
 * "card.cvc.length", "card.expiry.past"; no params), or what a field edit's paste lost or why it
 * was refused ("card.pan.truncated", "card.cvc.truncated", "card.cvc.notDigits",
 * "card.expiry.notADate"; no params). The catalog holds templates under template
 * keys: a message key, or for validation.length "validation.length.<atLeast|exactly|atMost|
 * between>.<one|other>" (the wording for the bounds there are; the plural form of the count it
 * ends with) and for validation.range "validation.range.<between|atLeast|atMost|any>". A
 * template names params in braces ("Enter at least {minLength} characters."); integers are
 * written as ASCII digits, a list of strings joined with ", ". The keys, templates and plural
 * rules: docs/card-input.md, "Messages in the customer's language".
 *
 * locale: NULL or a NUL-terminated tag "ll", "ll-CC" or "ll_CC" (any case; other subtags are
 * skipped), looked up template by template as ll-CC, then ll, then English ("fr-BE" -> "fr" ->
 * English); NULL, an unknown or a malformed locale, or one that is not UTF-8, is English, never
 * an error.
 * catalog_json (catalog_len bytes, at most PAYSEAL_MAX_MESSAGE_CATALOG; NULL with 0: PaySeal's
 * catalog alone): a host's templates, {"<locale>": {"<template key>": "<template>", ...}, ...},
 * looked up before PaySeal's at each step: they replace PaySeal's and add languages. Its locales
 * are "ll", "ll-CC" or "ll_CC" ("pt_BR" and "pt-BR" are one, given once); each key must be a
 * template key and each template must have exactly English's placeholders for it, each once,
 * and no control character (U+0000-U+001F, U+007F-U+009F) or bidi control (U+061C, U+200E,
 * U+200F, U+202A-U+202E, U+2066-U+2069).
 * Thread-safe; no state.
 * ---------------------------------------------------------------------------------------- */

#define PAYSEAL_MAX_MESSAGE_CATALOG (256u * 1024u) /* bytes of a host's message catalog JSON */

/* The message of key with params_json (NULL or a NUL-terminated JSON object of integers, strings
 * and arrays of strings, such as {"minLength":13,"maxLength":19}) in locale, from catalog_json
 * over PaySeal's catalog. *out is a new NUL-terminated UTF-8 string of *out_len bytes (out_len
 * may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL key or out; invalid UTF-8; a key PaySeal has no message for;
 * params lacking one a template names; a catalog locale that is not ll, ll-CC or ll_CC or is
 * given twice, a catalog key that is no template key, a catalog template whose placeholders are
 * not English's, each once, or with a control character or a bidi control: the message names the
 * locale and the key; catalog_json NULL with catalog_len
 * not 0), PAYSEAL_E_JSON (params_json or catalog_json malformed or not of that shape),
 * PAYSEAL_E_LIMIT (params_json over PAYSEAL_MAX_KEY_INPUT bytes, catalog_len over
 * PAYSEAL_MAX_MESSAGE_CATALOG). */
payseal_status payseal_message(const char *key, const char *params_json, const char *locale, const char *catalog_json,
                               size_t catalog_len, char **out, size_t *out_len);

/* An output of PaySeal (json_len bytes, at most PAYSEAL_MAX_PLAINTEXT: payseal_validate_value's
 * errors, payseal_payment_request_validate's, payseal_product_field_check's result) with the
 * "message" of every object that has a string "messageKey", an object "params" and a string
 * "message" rendered again in locale, as payseal_message renders it; every other byte as PaySeal
 * wrote it ("messageKey" unchanged; a key with no template keeps its message). The functions
 * that write messages keep writing English: a host that shows them in another language passes
 * their output through this one. Output as payseal_message.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json or out; invalid UTF-8; catalog_json as payseal_message),
 * PAYSEAL_E_JSON (json or catalog_json malformed), PAYSEAL_E_LIMIT (json_len over
 * PAYSEAL_MAX_PLAINTEXT, catalog_len over PAYSEAL_MAX_MESSAGE_CATALOG). */
payseal_status payseal_messages_localize(const char *json, size_t json_len, const char *locale, const char *catalog_json,
                                         size_t catalog_len, char **out, size_t *out_len);

/* ------------------------------------------------------------------------------------------
 * Payment products (the Client API's products/{id} response)
 * ---------------------------------------------------------------------------------------- */

/* Parses a product (the products/{id} response): "id" (an integer or a string of digits),
 * "fields" (each with "id", "type", "dataRestrictions", "displayHints" with "mask", "obfuscate",
 * "displayOrder", "label", "placeholderLabel", "tooltip" {"label","image"}, "preferredInputType",
 * "formElement" {"type","valueMapping":[{"value","displayName","displayElements":[{"id","type",
 * "value"}]}]}, "alwaysShow", "link"), "accountsOnFile" (each with "id", "paymentProductId",
 * "attributes" [{"key","value","status": READ_ONLY|CAN_WRITE|MUST_WRITE}] and
 * "displayHints"."labelTemplate" [{"attributeKey","mask"}]), and the product's "displayHints"
 * {"label","logo","displayOrder"}, "allowsTokenization", "allowsRecurring", "paymentMethod",
 * "paymentProductGroup". A product's or account's hints are its "displayHints" when present, else
 * the first entry of its "displayHintsList" (what Worldline Direct sends; each entry read as
 * "displayHints" is; an empty list is no hints). A known member of the wrong type, a field's mask
 * or dataRestrictions that do not parse, two fields with one id (compared byte for byte) are PAYSEAL_E_JSON, the
 * message naming the member; JSON null counts as absent; every other member is kept and passed
 * through by payseal_product_json. Accounts on file may share an id: choosing one
 * (payseal_payment_request_set_account_on_file) takes the first. Release it with payseal_product_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json or out, invalid UTF-8), PAYSEAL_E_JSON,
 * PAYSEAL_E_LIMIT (json_len > PAYSEAL_MAX_PLAINTEXT, or the fields' patterns together past the
 * compile budget of one call, as in payseal_validate_value). Thread-safe. */
payseal_status payseal_product_parse(const char *json, size_t json_len, payseal_product **out);

/* The normalized product: the response's own object, members in their order, each passed through
 * as it came (compact), except those PaySeal normalizes in place: "id" as a number; "fields" in
 * display order (displayHints.displayOrder; fields without one last, in document order), each
 * field as it came (its display hints stay in its "displayHints"); "accountsOnFile" in document
 * order, each with "id" as a string, "paymentProductId" as a number and "label" set (added last
 * when absent). "fields" and "accountsOnFile" are [] when absent or null (added at the end when
 * absent). An account's "label" is the attribute its template names (or "alias") formatted with
 * the template's mask, where 9 also takes the platform's masked digits X and x. A product or
 * account whose hints come from its "displayHintsList" gets that first entry as its "displayHints"
 * (in place of a null, else added last), "displayHintsList" passed through whole.
 * *out_json is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free. */
payseal_status payseal_product_json(const payseal_product *p, char **out_json, size_t *out_len);

/* Releases a product. NULL is a no-op. */
void payseal_product_free(payseal_product *p);

/* Reads the products-list response (GET products, requested with hide=fields): {"paymentProducts":
 * [product, …], …}. Each product is read and normalized as payseal_product_parse and
 * payseal_product_json do (document order kept); every other member of the response is passed
 * through as it came; "paymentProducts" is [] when absent or null (added at the end when absent).
 * *out_json is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json or out_json, invalid UTF-8), PAYSEAL_E_JSON (not an
 * object, "paymentProducts" not an array of objects, a product payseal_product_parse refuses, the
 * message naming it), PAYSEAL_E_LIMIT (json_len > PAYSEAL_MAX_PLAINTEXT, or the patterns past the
 * compile budget). Thread-safe; no state. */
payseal_status payseal_product_list_parse(const char *json, size_t json_len, char **out_json, size_t *out_len);

/* What a device can pay with, for payseal_product_list_offered: an OR of these, or 0. */
#define PAYSEAL_WALLET_APPLE_PAY 1  /* the device can pay with Apple Pay (product 302) */
#define PAYSEAL_WALLET_GOOGLE_PAY 2 /* the device can pay with Google Pay (product 320) */

/* The products a device can pay with, as the platform SDKs decide it (docs/card-input.md,
 * "Products a device can pay with"): the products-list response read and normalized as
 * payseal_product_list_parse does, without Maestro (117), Intersolve (5700), Sodexo Sport &
 * Culture (5772) and VVV Giftcard (5784), which no platform SDK offers, without Apple Pay (302)
 * unless wallets has PAYSEAL_WALLET_APPLE_PAY, and without Google Pay (320) unless it has
 * PAYSEAL_WALLET_GOOGLE_PAY. PaySeal cannot ask the device: the host says what it can pay with
 * (PassKit's canMakePayments(usingNetworks:), the Google Pay API's isReadyToPay, a browser's
 * ApplePaySession.canMakePayments()). The other products keep their order.
 * *out_json is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: as payseal_product_list_parse; PAYSEAL_E_ARGUMENT for a bit in wallets other than the
 * two flags. Thread-safe; no state. */
payseal_status payseal_product_list_offered(const char *json, size_t json_len, int wallets, char **out_json, size_t *out_len);

/* One field of a product as the customer types it: the state of value (NUL-terminated UTF-8, at
 * most PAYSEAL_MAX_PAYMENT_VALUE bytes; masked or not: read without the field mask's literals, as
 * payseal_payment_request_set_value stores it) for the field field_id. year and month: today, as in
 * payseal_validate_value. *out_json is a new string of *out_len bytes (out_len may be NULL):
 *   {"state":"valid"|"incomplete"|"invalid","error":{...}|null}
 * "valid": the value passes the field's type and every validator ("error" null). "invalid": for
 * the field's type or one of its validators, no continuation passes, whatever is typed next; the
 * error is that check's (the first such, type first, then validation order). Otherwise
 * "incomplete", with the first error the value gives now (what to show when the customer leaves
 * the field; "required" for an empty required field; an empty optional field is "valid"). A
 * continuation appends characters, one per placeholder of the field's mask after those the value
 * fills, within the length validator's maxLength. Per check: length (longer than maxLength:
 * invalid), regularExpression and emailAddress (PCRE2's hard partial matching: no text that starts
 * with the value matches), luhn, range, residentIdNumber, iban, fixedList, termsAndConditions (no
 * digits or characters that may follow can pass), expirationDate (MMYY or MMYYYY as far as the
 * mask and maxLength reach: with {{99}}/{{9999}} "12/20" is on its way to 12/2028; with
 * {{99}}/{{99}}, where payseal_product_field_edit reads a year typed with four digits as its last
 * two, "12/20" is on its way to every 12/YY (incomplete "past" in 2026) and "12/202", a third year
 * digit that editor holds past the mask, is incomplete "format" while a fourth can make a valid
 * date; an invalid expiry carries the reason every completion shares), the
 * type (numericstring, integer, boolean, expirydate). The error object is the one
 * payseal_validate_value returns (type, params, messageKey, message). The same bounded work as
 * validation (one match budget per call). docs/product-fields.md, "A field as the customer types".
 * Errors: PAYSEAL_E_ARGUMENT (NULL p, field_id, value or out_json; a field the product does not
 * have; invalid UTF-8; a value the field's mask would change (but "MM/20d" above), naming the field; a year outside
 * 1-9999 or a month outside 1-12 other than 0, 0), PAYSEAL_E_LIMIT (the value over
 * PAYSEAL_MAX_PAYMENT_VALUE bytes). Thread-safe. */
payseal_status payseal_product_field_check(const payseal_product *p, const char *field_id, const char *value,
                                           int year, int month, char **out_json, size_t *out_len);

#define PAYSEAL_CHECK_FINAL 1 /* flag of the _ex checks: the customer has left the field or submits */

/* payseal_product_field_check with flags: 0, or PAYSEAL_CHECK_FINAL when the customer has left
 * the field or submits: then "incomplete" is "invalid" with the same error, and "valid" and
 * "invalid" stay (docs/product-fields.md, "Leaving a field"). With flags 0 it is
 * payseal_product_field_check. Errors: those of payseal_product_field_check, and
 * PAYSEAL_E_ARGUMENT for flags with a bit other than PAYSEAL_CHECK_FINAL. Thread-safe. */
payseal_status payseal_product_field_check_ex(const payseal_product *p, const char *field_id, const char *value,
                                              int year, int month, int flags, char **out_json, size_t *out_len);

/* One edit of the field field_id as the customer types or pastes (docs/product-fields.md,
 * "Editing a field"), with the JSON result of payseal_card_edit_pan_json
 * ({"text","caret","truncated":false,"refused":null}): payseal_mask_edit with the field's mask (a
 * field without one takes the replacement as it is, the caret after it), except in an expiry field
 * (type "expirydate" or an expirationDate validator) whose mask holds MMYY ("{{99}}/{{99}}"), which
 * reads a year typed or pasted with four digits as its last two, as payseal_card_edit_expiry does:
 * a paste whose digits are a month and a year 20YY ("12/2028", "122028") gives "12/28"; after a
 * whole "12/20" a digit typed at the end is held past the mask ("12/202", incomplete in
 * payseal_product_field_check) and the next gives "12/28". There a decimal digit of any script is
 * read as its ASCII digit. Positions and "caret" in UTF-16 code units; replacement NULL is "". The
 * text may be card data: *out_json is a new string of *out_len bytes (release it with payseal_free,
 * which wipes it); out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL p, field_id, text or out_json; a field the product does not
 * have; invalid UTF-8; start > end, a position past the end of text or between the two halves of a
 * surrogate pair), PAYSEAL_E_LIMIT (text or replacement over PAYSEAL_MAX_PAYMENT_VALUE bytes).
 * Thread-safe. */
payseal_status payseal_product_field_edit(const payseal_product *p, const char *field_id, const char *text, size_t start,
                                          size_t end, const char *replacement, char **out_json, size_t *out_len);

/* The display value of attribute key of the account on file account_id (the first account with
 * that id, as choosing one takes; the first attribute with that key): its value formatted with the
 * mask of the product's field key, where every placeholder also takes the platform's obfuscation
 * characters X, x and *, which payseal_mask_format would drop: "411111XXXXXX1111" with
 * {{9999}} {{9999}} {{9999}} {{9999}} gives "4111 11XX XXXX 1111", "************7988" gives
 * "**** **** **** 7988". The value as it is when the product has no field key or the field no
 * mask. *out is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL p, account_id, key or out; invalid UTF-8; an account the product
 * does not have; an attribute the account does not have). Thread-safe. */
payseal_status payseal_product_account_display_value(const payseal_product *p, const char *account_id, const char *key,
                                                     char **out, size_t *out_len);

/* ------------------------------------------------------------------------------------------
 * IIN check (POST services/getIINdetails): which payment product a card number belongs to.
 * PaySeal sends nothing: payseal_iin_needs_new_details says when to ask, payseal_iin_bin what to
 * send, payseal_iin_result reads the answer.
 * ---------------------------------------------------------------------------------------- */

/* The bin to send for a card number (NUL-terminated; spaces and '-' are ignored): its first 8
 * digits when it has 8 or more, else its first 6. With fewer than 6 digits there is nothing to
 * ask yet (NOT_ENOUGH_DIGITS): PAYSEAL_OK with *out_bin NULL and *out_len 0. The number is card
 * data: it is read in place and never quoted in a message.
 * *out_bin is a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL, a character other than digits, spaces and '-'),
 * PAYSEAL_E_LIMIT (over PAYSEAL_MAX_PAYMENT_VALUE bytes). Thread-safe. */
payseal_status payseal_iin_bin(const char *card_number, char **out_bin, size_t *out_len);

/* Reads the IIN details answer: http_status 200 with its body (body_len bytes), or 404 (an
 * unknown bin; a body that is no JSON object, invalid UTF-8 included, has no members; one that is
 * a JSON object is read as a 200's is, so a known member of the wrong type is PAYSEAL_E_JSON).
 * *out_json is a new string, every
 * key always present:
 * {"status":"SUPPORTED|EXISTING_BUT_NOT_ALLOWED|UNKNOWN","paymentProductId":...,
 *  "isAllowedInContext":true|false|null,"countryCode":...,"cardType":...,"coBrands":[...]}
 * status: UNKNOWN for 404 or no paymentProductId; EXISTING_BUT_NOT_ALLOWED when
 * isAllowedInContext is false; SUPPORTED otherwise (a missing isAllowedInContext is null, not
 * guessed). paymentProductId is passed as the server wrote it (a number or a string of digits);
 * absent or null members are null, coBrands [] (its entries passed through). out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (another HTTP status: the request failed, which is the host's to
 * handle; NULL out_json; NULL body with body_len > 0; a 200 body that is not UTF-8),
 * PAYSEAL_E_JSON (a 200 body that is not a JSON object; a known member of the wrong type, in a
 * 200 body or in a 404 body that is a JSON object: the message names it), PAYSEAL_E_LIMIT (a body
 * over PAYSEAL_MAX_KEY_INPUT, whatever the status). Thread-safe. */
payseal_status payseal_iin_result(int http_status, const char *body, size_t body_len,
                                  char **out_json, size_t *out_len);

/* Whether a card number that changed, as the customer types, from previous_card_number to
 * card_number needs a new IIN check (the platform SDKs' rule, so that a form asks once per bin
 * instead of at every key): *out_needed is 1 when card_number has 6 digits or more and its first
 * 6 digits differ from previous_card_number's, or when it has 16 digits or more and its first 8
 * differ (asked at the 6th digit, and again at the 16th); else 0. Spaces and '-' are ignored; a
 * number with another character is never checked (0). previous_card_number NULL is "" (the first
 * key). Then payseal_iin_bin gives the bin to send. Both numbers are card data: read in place,
 * never quoted in a message.
 * Errors: PAYSEAL_E_ARGUMENT (NULL card_number or out_needed; invalid UTF-8), PAYSEAL_E_LIMIT
 * (card_number or previous_card_number over PAYSEAL_MAX_PAYMENT_VALUE bytes). On an error
 * *out_needed is 0. Thread-safe. */
payseal_status payseal_iin_needs_new_details(const char *card_number, const char *previous_card_number,
                                             size_t *out_needed);

/* ------------------------------------------------------------------------------------------
 * Client API requests, without I/O: PaySeal says what to send; the host's HTTP stack sends it.
 * ---------------------------------------------------------------------------------------- */

/* A session, from the Create Session response: client_session_id (non-empty, visible ASCII
 * U+0021-U+007E only: it goes into the Authorization header, RFC 9110 field-value), customer_id
 * (non-empty, no control characters, not "." or "..", which a URL would read as a dot segment),
 * client_api_url (at most 2048 bytes of visible ASCII; https://, or http:// only to localhost,
 * 127.0.0.0/8 or [::1]; a host of RFC 3986 reg-name characters or an IP literal; a port, when
 * there is a ':', of 1-5 digits with a value of 1-65535; no user information, query or fragment)
 * and asset_url (not used). Requests go to client_api_url without trailing '/', then
 * "/client/v1/" unless its path already ends in "/client" (then "/v1/") or "/client/v1" (then
 * "/"); customer_id is percent-encoded as a path segment. Release it with payseal_session_free.
 * Errors: PAYSEAL_E_ARGUMENT, PAYSEAL_E_LIMIT (an id over PAYSEAL_MAX_PAYMENT_VALUE bytes, a
 * client_api_url over 2048 bytes). Thread-safe. */
payseal_status payseal_session_new(const char *client_session_id, const char *customer_id,
                                   const char *client_api_url, const char *asset_url, payseal_session **out);

/* The HTTP request for an operation, as JSON: {"method","url","headers":{...},"body": string or
 * null}; headers in order: "Authorization": "GCS v1Client:<client_session_id>",
 * "X-GCS-ClientMetaInfo": the encoded metadata (metadata NULL: the detected defaults), and
 * "Content-Type": "application/json" for a POST. Operations:
 *   "publicKey"        GET  {base}{customerId}/crypto/publickey
 *   "paymentProducts"  GET  {base}{customerId}/products?countryCode&currencyCode&amount&isRecurring[&locale]&hide=fields
 *   "paymentProduct"   GET  {base}{customerId}/products/{id}?countryCode&currencyCode&amount&isRecurring[&locale]
 *   "iinDetails"       POST {base}{customerId}/services/getIINdetails, body {"bin":...,"paymentContext":
 *                      {"countryCode":...,"isRecurring":bool,"amountOfMoney":{"amount":int,"currencyCode":...}}}
 *   "paymentProductNetworks" GET {base}{customerId}/products/{id}/networks?countryCode&currencyCode&amount&isRecurring
 *   "surchargeCalculation" POST {base}{customerId}/services/surchargecalculation, body {"cardSource":
 *                      SOURCE,"amountOfMoney":{"amount":int,"currencyCode":...}}
 *   "currencyConversion" POST {base}{customerId}/services/dccrate, body {"cardSource":SOURCE,
 *                      "transaction":{"amount":{"amount":int,"currencyCode":...}}[,"targetCurrency":...]}
 * where SOURCE is {"card":{"cardNumber":"<digits>"[,"paymentProductId":int]}} or {"token":...}
 * and the amount is the context's.
 * context_json: {"countryCode","currencyCode","amount","isRecurring","locale"?} (NULL for
 * publicKey; other members ignored); query values are percent-encoded (RFC 3986). "locale" (the
 * customer's, such as "nl_NL" or "fr-BE"; absent or null: none) must be 2-35 ASCII letters,
 * digits, '-' and '_' (anything else is PAYSEAL_E_ARGUMENT, never put into a URL) and is sent as
 * given, as "&locale=" right after isRecurring in paymentProducts and paymentProduct. params_json:
 * {"paymentProductId": integer or string of digits} for paymentProduct and paymentProductNetworks,
 * {"cardNumber": ...} for iinDetails (at least 6 digits: ask payseal_iin_bin first; at most
 * PAYSEAL_MAX_PAYMENT_VALUE bytes as written). The params of iinDetails are card data whatever
 * their shape (a number, an array, another member): read in place, nothing but the bin copied,
 * never quoted in a message. surchargeCalculation and currencyConversion take {"cardNumber": at
 * least 6 digits, spaces and '-' dropped, read in place and never quoted, "paymentProductId":
 * optional} or {"token": non-empty, no control character}, not both; currencyConversion also an
 * optional "targetCurrency" (non-empty, no control character). The card number is sent whole: it
 * is in *out_request_json, which the host sends and then releases with payseal_free (wiped).
 * out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (an unknown operation, a missing context or params member, a bad locale, both
 * "cardNumber" and "token", fewer than 6 digits, a character other than digits, spaces and '-',
 * an empty token or target currency or one with a control character, invalid UTF-8 in
 * context_json or params_json), PAYSEAL_E_JSON (malformed JSON, a member of the wrong type),
 * PAYSEAL_E_LIMIT (context_json or params_json over PAYSEAL_MAX_KEY_INPUT bytes, a card number,
 * token or target currency over PAYSEAL_MAX_PAYMENT_VALUE).
 * Thread-safe; sessions may be shared. */
payseal_status payseal_session_request(const payseal_session *s, const char *operation,
                                       const char *context_json, const char *params_json,
                                       const payseal_metadata *metadata, char **out_request_json, size_t *out_len);

/* Releases a session. NULL is a no-op. */
void payseal_session_free(payseal_session *s);

/* Reads the answer to a service operation of payseal_session_request: operation
 * "paymentProductNetworks", "surchargeCalculation" or "currencyConversion", http_status 200 with
 * its body (body_len bytes of UTF-8, a JSON object). The answer is normalized: every member the
 * platform documents, in this order, null when absent or null (an absent array is []), numbers
 * as the server wrote them, other members dropped:
 *   paymentProductNetworks {"networks":[string,...]}
 *   surchargeCalculation   {"surcharges":[{"paymentProductId":ID,"result":string,"netAmount":AMOUNT,
 *                          "surchargeAmount":AMOUNT,"totalAmount":AMOUNT,"surchargeRate":
 *                          {"surchargeProductTypeId":string,"surchargeProductTypeVersion":string,
 *                          "adValoremRate":number,"specificRate":number}}]}
 *   currencyConversion     {"dccSessionId":string,"result":{"result":string,"resultReason":string},
 *                          "proposal":{"baseAmount":AMOUNT,"targetAmount":AMOUNT,"rate":{"exchangeRate":
 *                          number,"invertedExchangeRate":number,"markUpRate":number,"quotationDateTime":
 *                          string,"source":string},"disclaimerReceipt":string,"disclaimerDisplay":string}}
 * where AMOUNT is {"amount":int,"currencyCode":string} and ID an integer from 0 to 2^53 - 1 (a
 * product id, as payseal_product_parse reads one). *out_json is a new string of *out_len
 * bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL or unknown operation, NULL out_json, NULL body with body_len >
 * 0, another HTTP status: the request failed, which is the host's to handle; a body that is not
 * UTF-8), PAYSEAL_E_JSON (not a JSON object, a known member of the wrong type or a null array
 * entry, an ID out of range: the message names it), PAYSEAL_E_LIMIT (a body over PAYSEAL_MAX_KEY_INPUT, an array of
 * more than 1024 entries). Thread-safe; no state. */
payseal_status payseal_service_response(const char *operation, int http_status, const char *body, size_t body_len,
                                        char **out_json, size_t *out_len);

/* Reads the error answer of any Client API request (the platform's ErrorResponse), as the Swift
 * API's ClientAPIFailure does: http_status, the status of an answer that is not a success
 * (100-599 outside 200-299), and its body (body_len bytes). *out_json, every key always present,
 * in this order:
 *   {"httpStatus":int,"errorId":string|null,"errors":[{"code":string|null,"id":string|null,
 *    "category":string|null,"message":string|null,"propertyName":string|null,
 *    "httpStatusCode":int|null}]}
 * A member absent, null or of another type is null; an "errors" entry that is not an object is
 * skipped; a body that is not an error body (not UTF-8, not JSON, not a JSON object, as a proxy's
 * HTML page) gives "errorId":null and "errors":[] (it is no reason for a second error). The
 * server's texts are passed as written; show "message" in logs, not to the customer. *out_json is
 * a new string of *out_len bytes (out_len may be NULL); release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL out_json, NULL body with body_len > 0, an http_status outside
 * 100-599 or in 200-299), PAYSEAL_E_LIMIT (a body over PAYSEAL_MAX_KEY_INPUT, an "errors" array of
 * more than 1024 entries, the bounds of payseal_service_response). Thread-safe; no state. */
payseal_status payseal_client_api_error(int http_status, const char *body, size_t body_len, char **out_json,
                                        size_t *out_len);

/* ------------------------------------------------------------------------------------------
 * Card brands, offline: brand detection, the card check, PAN formatting and editing on a brand
 * table (docs/cards.md, "Card brands (offline)"). PANs, expiry dates and CVCs are card
 * data: read in place, never quoted in a message. A PAN, an expiry date, a CVC, a field's text
 * and a replacement are at most PAYSEAL_MAX_PAYMENT_VALUE bytes (PAYSEAL_E_LIMIT beyond). Every
 * function is thread-safe.
 * ---------------------------------------------------------------------------------------- */

/* The built-in table (amex, diners, discover, jcb, maestro, mastercard, visa, as BIN ranges with
 * their PAN and CVC lengths; amex grouped 4-6-5). Release it with payseal_card_brands_free.
 * Errors: PAYSEAL_E_ARGUMENT (out NULL). */
payseal_status payseal_card_brands_default(payseal_card_brands **out);

/* Parses a table: a JSON array of {"name": 1-64 bytes, "bins": ["4", "2221-2229", ...] (1-19
 * digits, both ends of a range of the same length, no longer than the brand's longest PAN),
 * "pattern": a regular expression full-matched against the PAN's digits, "panLengths": [...],
 * "cvcLengths": [...] (without any, Worldpay's "cvvLength": n), "format": [group sizes],
 * "advanceLength": the PAN length at which its cards usually end (one of panLengths; default the
 * longest), "advanceLengths": {"<a bins entry>": n} (a range's own), "formatByLength": {"<a PAN
 * length>": [group sizes]}} (lengths and sizes 1-19; a brand needs a non-empty bins or a pattern;
 * null members count as absent; other members ignored), so Worldpay's cardTypes.json parses as it is. An empty array is a table in
 * which every brand is unknown. Release it with payseal_card_brands_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL json or out, invalid UTF-8), PAYSEAL_E_JSON (not an array of objects, a member
 * of the wrong type or out of range, a pattern that does not compile, one nested more than
 * PAYSEAL_MAX_PATTERN_NESTING deep among them: the message names it), PAYSEAL_E_LIMIT (json_len
 * over 64 KiB, more than 256 brands or 1024 BIN entries, or the patterns together past the compile
 * budget of one call, as in payseal_validate_value). Each card call shares one match budget among
 * the table's patterns, small enough that a keystroke (an edit and a check) takes at most a frame
 * (16 ms) whatever the table and the accepted list (docs/card-input.md, "Bounded work"). */
payseal_status payseal_card_brands_parse(const char *json, size_t json_len, payseal_card_brands **out);

/* Releases a table. NULL is a no-op. */
void payseal_card_brands_free(payseal_card_brands *b);

/* The brand of a PAN (NUL-terminated UTF-8; spaces and '-' ignored): the brand with the longest
 * matching BIN range, a pattern match weaker than any range, ties to the earlier brand. No match,
 * or a PAN with a character other than digits, spaces and '-': PAYSEAL_OK with *out_name NULL and
 * *out_len 0. Otherwise *out_name is a new string (release it with payseal_free); out_len may be
 * NULL. Errors: PAYSEAL_E_ARGUMENT (NULL b, pan or out_name; invalid UTF-8), PAYSEAL_E_LIMIT
 * (pan over PAYSEAL_MAX_PAYMENT_VALUE bytes). */
payseal_status payseal_card_brand(const payseal_card_brands *b, const char *pan, char **out_name, size_t *out_len);

/* Checks a card form as the customer types it (docs/cards.md, "The card check as the customer
 * types"). *out_json, compact, keys in this order:
 *   {"brand":name|null,"pan":{"state":S,"reason":R,"maxLength":N,"advance":bool},
 *    "cvc":{"state":S,"reason":R},"expiry":{"state":S,"reason":R,"advance":bool},"complete":bool}
 * "brand": the brand every continuation of the digits typed would be detected as (null while
 * continuations of different brands, or of no brand, remain: "4" has none, "41" is visa; over 19
 * digits, the brand detected on them), so the
 * brand a form shows never changes while digits are typed; the CVC is checked against it.
 * "advance": move the focus on now. PAN: valid, and as long as cards of the brand reported (or its
 * BIN range) usually are (the table's advanceLength: 16 for a Visa, whose 13 digits are valid
 * too), or 19 digits whatever the brand; expiry: valid. A host that moves on by it never cuts a card of the usual length short.
 * S is "valid"; "incomplete" (not valid yet, but some continuation of what was typed can still
 * become valid); or "invalid" (no continuation can). "reason" is present exactly when the part is
 * not valid, also when incomplete: why it fails if the customer stops now. pan: "required",
 * "characters", "brandNotAccepted", "length", "luhn"; cvc: "required", "characters", "length";
 * expiry: "required", "format", "past", "tooFar". "maxLength" (PAN part only): the longest PAN
 * length of the brand reported, or while none is of any still-possible brand (19 at most). pan:
 * spaces and '-' are separators; a PAN continues with digits up to 19 in all; a brand refused by
 * accepted_json makes it invalid only when every continuation is of that brand (decided exactly,
 * patterns included, once few continuations are left). expiry: MM/YY, MMYY, MM/YYYY or MMYYYY (YY in today's
 * century), past before today's month, tooFar after today's year + 25 (the rule of the
 * expirationDate validator); a month missing digits, as Backspace and Delete in the expiry field's
 * month leave it ("2", "1/28", "/28"), is incomplete "format" when a month it can become makes a
 * valid date with the year as typed, or no year digit is typed yet ("1/", "/"), else invalid with
 * the reason those dates share ("1/20" in 2026: "past"); expiry or cvc NULL is "". accepted_json: a JSON array of brand names
 * (ASCII case-insensitive, at most 256 names in 64 KiB), NULL or [] for all; a PAN of no brand is refused when
 * the list names only brands of the table, taken when it names one the table does not know. year, month: today (0, 0: the system clock, UTC). *out_json is a new string (release it
 * with payseal_free); out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL b, pan or out_json; invalid UTF-8, accepted_json's included; a
 * year outside 1-9999 or a month outside 1-12), PAYSEAL_E_JSON (accepted_json not an array of strings), PAYSEAL_E_LIMIT
 * (pan, expiry or cvc over PAYSEAL_MAX_PAYMENT_VALUE bytes, accepted_json over 64 KiB or 256 names). */
payseal_status payseal_card_check(const payseal_card_brands *b, const char *pan, const char *expiry,
                                  const char *cvc, const char *accepted_json, int year, int month,
                                  char **out_json, size_t *out_len);

/* payseal_card_check with flags: 0, or PAYSEAL_CHECK_FINAL when the customer has left the field
 * (Tab, Enter, focus loss) or submits: then every "incomplete" part is "invalid" with the same
 * reason and "advance" is false; "valid" and "invalid" stay. A 16-digit Visa with a wrong check
 * digit is "incomplete" "luhn" while typed and "invalid" "luhn" with PAYSEAL_CHECK_FINAL
 * (docs/cards.md, "Leaving a field"). With flags 0 it is payseal_card_check. Errors: those of
 * payseal_card_check, and PAYSEAL_E_ARGUMENT for flags with a bit other than PAYSEAL_CHECK_FINAL. */
payseal_status payseal_card_check_ex(const payseal_card_brands *b, const char *pan, const char *expiry,
                                     const char *cvc, const char *accepted_json, int year, int month, int flags,
                                     char **out_json, size_t *out_len);

/* A PAN formatted for display with the layout of its brand: groups of 4 (amex 4-6-5), cut at the
 * brand's longest PAN length (no brand: 19), other characters skipped; "4111111111111111" gives
 * "4111 1111 1111 1111". *out is a new string (release it with payseal_free); out_len may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL b, pan or out; invalid UTF-8), PAYSEAL_E_LIMIT. */
payseal_status payseal_card_format_pan(const payseal_card_brands *b, const char *pan, char **out, size_t *out_len);

/* One edit of a PAN field: payseal_mask_edit with the brand layouts, where the layout of the old
 * text decides whether deleting one space deletes the digit before it, and the layout of the
 * edited text (its brand may change) formats the result and places the caret. A key (a
 * replacement of one character) that would make the PAN longer than payseal_card_check's
 * "maxLength" for the old text is refused: the text formatted as it is, the caret at start (a
 * 16th digit typed into a whole Amex does not push its last digit out). A decimal digit of any
 * script in the replacement (full-width, Arabic-Indic) is read as its ASCII digit. Positions and
 * *out_caret in UTF-16 code units; replacement NULL is "". *out_text is a new string of *out_len
 * bytes (release it with payseal_free); out_len and out_caret may be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL b, text or out_text; invalid UTF-8; start > end, a position
 * past the end of text or between the two halves of a surrogate pair), PAYSEAL_E_LIMIT. */
payseal_status payseal_card_edit_pan(const payseal_card_brands *b, const char *text, size_t start, size_t end,
                                     const char *replacement, char **out_text, size_t *out_len, size_t *out_caret);

/* The Backspace (forward 0) and Delete (forward nonzero) keys of a PAN field: payseal_mask_delete
 * with the brand layouts (the old text's layout decides which digit a key at the caret deletes,
 * the edited text's layout formats the result). Forward-Delete at caret 4 of
 * "4111 2222 3333 4444" gives "4111 2223 3334 444". Output and errors as payseal_card_edit_pan. */
payseal_status payseal_card_delete_pan(const payseal_card_brands *b, const char *text, size_t start, size_t end,
                                       int forward, char **out_text, size_t *out_len, size_t *out_caret);

/* One edit of an MM/YY expiry field (for forms without a product mask): typing, pasting, or
 * replacing or deleting the selection [start, end) of text with replacement (NULL or "" deletes).
 * A replacement of one character is a key: a first digit 2-9 gives "0d/"; 0 or 1 waits for the
 * second; "1" then 3-9 gives "01/d"; a second "0" after "0" is refused; "/" after one month digit
 * pads it ("1/" gives "01/"); the "/" follows a whole month; after "MM/20" a third and fourth
 * year digit are taken, and a whole year 20YY is written YY (typing 1,2,2,0,2,8 ends "12/28").
 * A longer replacement is a paste, read as the whole text it makes: "1228", "12/28", "12/2028"
 * or "122028" gives "12/28"; a paste that makes no possible date (a month outside 01-12, a fifth
 * year digit, a year of 3 or 4 digits not starting 20) is refused: "13/30" never gives "01/33".
 * Deleting exactly the "/" deletes the month's last digit; a deletion never moves a digit between
 * month and year ("11/28" without its second "1" is "1/28": the card check says incomplete) and
 * never leaves a year without its first digit (the year digits after a deleted one go too:
 * "12/28" without its "2" is "12/", never "12/8"). A key or paste the field refuses leaves the
 * formatted text with the caret at start. A decimal digit of any script in the replacement (the
 * full-width digits of an input method) is read as its ASCII digit. Every text the card check
 * calls incomplete can be finished with keys here. The whole table is in docs/cards.md ("The expiry field"). The
 * expiry is card data: never quoted in a message. *out_text is a new string of *out_len bytes
 * (release it with payseal_free); out_len and out_caret may be NULL; positions in UTF-16 code units.
 * Errors: PAYSEAL_E_ARGUMENT (NULL text or out_text; invalid UTF-8; start > end, a position past
 * the end of text or between the two halves of a surrogate pair), PAYSEAL_E_LIMIT. */
payseal_status payseal_card_edit_expiry(const char *text, size_t start, size_t end, const char *replacement,
                                        char **out_text, size_t *out_len, size_t *out_caret);

/* The Backspace (forward 0) and Delete (forward nonzero) keys of the expiry field: with
 * start == end the nearest digit before or after the caret (the "/" skipped), with start < end
 * the selection; the year digits after a deleted year digit go too. "12/" Backspace gives "1";
 * Backspace after the "/" of "11/28" gives "1/28" with the caret at 1; Delete at caret 3 of
 * "12/28" gives "12/". What a deletion leaves of a valid date the card check calls incomplete,
 * never invalid. Output and errors as payseal_card_edit_expiry. */
payseal_status payseal_card_delete_expiry(const char *text, size_t start, size_t end, int forward,
                                          char **out_text, size_t *out_len, size_t *out_caret);

/* The result of one edit of a card field as JSON, for a form that tells the customer why the
 * field shows less than was pasted, or did not change. *out_json, compact, keys in this order:
 *   {"text":"...","caret":N,"truncated":bool,"refused":null|"notADate"|"notDigits"}
 * "text" and "caret" as the text-and-caret calls give them; "truncated": digits of a paste were
 * cut (a PAN pasted longer than the longest PAN of the brand payseal_card_check reports for the
 * edited text, a CVC longer than its mask); "refused": why a paste was refused, the field
 * unchanged ("notADate": the expiry text it would make is no possible date, "13/30";
 * "notDigits": a CVC paste with a character other than a digit or white space, "13/30"), null
 * when the edit was taken and for a refused key. The text is card data: *out_json is a new string
 * of *out_len bytes (release it with payseal_free, which wipes it); out_len may be NULL.
 * payseal_card_edit_pan_json is payseal_card_edit_pan with this result; errors as payseal_card_edit_pan,
 * with out_json for out_text. */
payseal_status payseal_card_edit_pan_json(const payseal_card_brands *b, const char *text, size_t start, size_t end,
                                          const char *replacement, char **out_json, size_t *out_len);

/* payseal_card_edit_expiry with the JSON result above ("refused": "notADate" for a paste that
 * makes no possible date). Errors as payseal_card_edit_expiry, with out_json for out_text. */
payseal_status payseal_card_edit_expiry_json(const char *text, size_t start, size_t end, const char *replacement,
                                             char **out_json, size_t *out_len);

/* One edit of a CVC field, digits only, with the JSON result above: payseal_mask_edit with the CVC
 * mask of the brand named brand_name (payseal_card_cvc_mask; NULL: no brand reported yet, 4
 * digits), where a decimal digit of any script is read as its ASCII digit, a paste with a
 * character other than a digit or white space is refused ("refused":"notDigits": "13/30" never
 * gives "1330"), a paste longer than the mask is cut ("truncated":true), and a key that would make
 * the CVC longer than the mask is refused (the formatted text, the caret at start).
 * Errors: PAYSEAL_E_ARGUMENT (NULL b, text or out_json; invalid UTF-8; no brand of that name;
 * start > end, a position past the end of text or between the two halves of a surrogate pair),
 * PAYSEAL_E_LIMIT. */
payseal_status payseal_card_edit_cvc(const payseal_card_brands *b, const char *brand_name, const char *text, size_t start,
                                     size_t end, const char *replacement, char **out_json, size_t *out_len);

/* A brand's details by name (compared exactly; the first of a repeated name):
 * {"name","panLengths":[...],"cvcLengths":[...],"format":[...],"advanceLength":n}, then
 * "advanceLengths":{...} and "formatByLength":{...} when the brand has them: the values the card
 * check and the PAN layout use: lengths sorted ascending (a brand without lengths: the unknown
 * brand's 12-19 and 3, 4), format the PAN's group sizes for its longest length ([4,6,5] for amex,
 * [4,4,4,4,3] for visa), advanceLength where its cards usually end (16 for visa). *out_json is a new string (release it with payseal_free); out_len may
 * be NULL.
 * Errors: PAYSEAL_E_ARGUMENT (NULL b, name or out_json; invalid UTF-8; no brand of that name). */
payseal_status payseal_card_brand_info(const payseal_card_brands *b, const char *name, char **out_json, size_t *out_len);

/* The mask of a CVC field for a card of the brand named brand_name (compared exactly, the first
 * of a repeated name), as the Swift API's CardBrand.cvcMask: one digit placeholder per digit of
 * the brand's longest CVC length, "{{999}}" for a visa, "{{9999}}" for an amex; a brand without
 * CVC lengths takes the unknown brand's 3 or 4. brand_name NULL is the unknown brand (no brand
 * detected yet): "{{9999}}", the longest any brand has. The mask is for payseal_mask_edit and
 * payseal_mask_format. *out_mask is a new string of *out_len bytes (out_len may be NULL);
 * release it with payseal_free.
 * Errors: PAYSEAL_E_ARGUMENT (NULL b or out_mask; invalid UTF-8; no brand of that name). */
payseal_status payseal_card_cvc_mask(const payseal_card_brands *b, const char *brand_name, char **out_mask, size_t *out_len);

/* The whole table, normalized, in table order: a JSON array of
 * {"name","bins":["D" or "lo-hi",...],"pattern":...,"panLengths","cvcLengths","format","advanceLength",
 * "advanceLengths"?,"formatByLength"?}, "pattern"
 * only for a brand that has one, lengths and format as payseal_card_brand_info. Output as
 * payseal_card_brand_info. Errors: PAYSEAL_E_ARGUMENT (NULL b or out_json). */
payseal_status payseal_card_brands_json(const payseal_card_brands *b, char **out_json, size_t *out_len);

/* Every brand whose BIN ranges or pattern match the digits of pan (U+0020 and "-" ignored), as a
 * JSON array of names, most specific first: the longest matching range first, pattern matches
 * last, ties in table order (the first is payseal_card_brand's answer; the others are what a
 * co-badged card also is). "[]" when none matches or pan has another character.
 * Output as payseal_card_brand_info. Errors: PAYSEAL_E_ARGUMENT (NULL b, pan or out_json; invalid
 * UTF-8), PAYSEAL_E_LIMIT. */
payseal_status payseal_card_brand_candidates(const payseal_card_brands *b, const char *pan, char **out_json, size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif /* payseal_H */
