// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
package dev.payseal;

/** The status of a failed call ({@code payseal_status} in {@code Include/payseal.h}). */
public enum Status {
    /** success (PAYSEAL_OK). */
    OK(0, "PAYSEAL_OK"),
    /** NULL where not allowed, bad length, invalid UTF-8 (PAYSEAL_E_ARGUMENT). */
    ARGUMENT(1, "PAYSEAL_E_ARGUMENT"),
    /** key bytes cannot be parsed (PAYSEAL_E_KEY_FORMAT). */
    KEY_FORMAT(2, "PAYSEAL_E_KEY_FORMAT"),
    /** not RSA, modulus outside 2048..8192 bits, bad exponent (PAYSEAL_E_KEY_UNSUPPORTED). */
    KEY_UNSUPPORTED(3, "PAYSEAL_E_KEY_UNSUPPORTED"),
    /** malformed JSON input (PAYSEAL_E_JSON). */
    JSON(4, "PAYSEAL_E_JSON"),
    /** malformed compact serialization or header (PAYSEAL_E_JWE_FORMAT). */
    JWE_FORMAT(5, "PAYSEAL_E_JWE_FORMAT"),
    /** alg/enc/zip/crit not supported (PAYSEAL_E_JWE_UNSUPPORTED). */
    JWE_UNSUPPORTED(6, "PAYSEAL_E_JWE_UNSUPPORTED"),
    /** any authentication or decryption failure, one uniform code (PAYSEAL_E_DECRYPT). */
    DECRYPT(7, "PAYSEAL_E_DECRYPT"),
    /** unexpected OpenSSL or libsodium failure (PAYSEAL_E_CRYPTO). */
    CRYPTO(8, "PAYSEAL_E_CRYPTO"),
    /** an allocation failed (PAYSEAL_E_NO_MEMORY). */
    NO_MEMORY(9, "PAYSEAL_E_NO_MEMORY"),
    /** input larger than a documented limit (PAYSEAL_E_LIMIT). */
    LIMIT(10, "PAYSEAL_E_LIMIT"),
    /** payseal_prepare: the request fails its product's validation (PAYSEAL_E_VALIDATION). */
    VALIDATION(11, "PAYSEAL_E_VALIDATION"),
    /** the Client API answered an HTTP error (Swift Session calls) (PAYSEAL_E_CLIENT_API). */
    CLIENT_API(12, "PAYSEAL_E_CLIENT_API"),
    /** no HTTP answer: timeout, connection (Swift Session calls) (PAYSEAL_E_NO_ANSWER). */
    NO_ANSWER(13, "PAYSEAL_E_NO_ANSWER"),
    /** the calling task was cancelled (Swift Session calls) (PAYSEAL_E_CANCELLED). */
    CANCELLED(14, "PAYSEAL_E_CANCELLED"),
    /** A value this binding does not know (a newer library's). */
    UNKNOWN(-1, "PAYSEAL_E_UNKNOWN");

    private final int code;
    private final String cName;

    Status(int code, String cName) {
        this.code = code;
        this.cName = cName;
    }

    /** @return the C value of this status ({@code -1} for {@link #UNKNOWN}) */
    public int getCode() {
        return code;
    }

    /** @return the C name, as {@code payseal_status_name} gives it ("PAYSEAL_E_DECRYPT") */
    public String getCName() {
        return cName;
    }

    /**
     * @param code a {@code payseal_status} value
     * @return its status, {@link #UNKNOWN} for a value not in the enum
     */
    public static Status fromCode(int code) {
        switch (code) {
            case 0: return OK;
            case 1: return ARGUMENT;
            case 2: return KEY_FORMAT;
            case 3: return KEY_UNSUPPORTED;
            case 4: return JSON;
            case 5: return JWE_FORMAT;
            case 6: return JWE_UNSUPPORTED;
            case 7: return DECRYPT;
            case 8: return CRYPTO;
            case 9: return NO_MEMORY;
            case 10: return LIMIT;
            case 11: return VALIDATION;
            case 12: return CLIENT_API;
            case 13: return NO_ANSWER;
            case 14: return CANCELLED;
            default: return UNKNOWN;
        }
    }
}
