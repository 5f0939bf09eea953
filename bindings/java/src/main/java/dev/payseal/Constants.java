// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
package dev.payseal;

/** The sizes, limits and versions of {@code Include/payseal.h} (its {@code #define}s). */
public final class Constants {
    private Constants() {
    }

    /** raised only when a signature or a meaning changes. */
    public static final int ABI_VERSION = 1;

    /** the library's major version. */
    public static final int VERSION_MAJOR = 0;

    /** the library's minor version. */
    public static final int VERSION_MINOR = 2;

    /** the library's patch version. */
    public static final int VERSION_PATCH = 0;

    /** "MAJOR.MINOR.PATCH", what payseal_version() returns. */
    public static final String VERSION_STRING = "0.2.0";

    /** content encryption key: MAC_KEY (32) || ENC_KEY (32). */
    public static final int CEK_BYTES = 64;

    /** AES-CBC initialization vector. */
    public static final int IV_BYTES = 16;

    /** RSA-OAEP seed: the SHA-1 output length. */
    public static final int OAEP_SEED_BYTES = 20;

    /** smallest accepted RSA modulus. */
    public static final int MIN_RSA_BITS = 2048;

    /** largest accepted RSA modulus. */
    public static final int MAX_RSA_BITS = 8192;

    /** bytes of key input (any format). */
    public static final int MAX_KEY_INPUT = 65536;

    /** bytes of JWE plaintext. */
    public static final int MAX_PLAINTEXT = 1048576;

    /** bytes of JWE compact serialization. */
    public static final int MAX_JWE = 2097152;

    /** keys in one payseal_metadata. */
    public static final int MAX_METADATA_ENTRIES = 64;

    /** bytes of one metadata key or value. */
    public static final int MAX_METADATA_VALUE = 4096;

    /** distinct keys in one payment request. */
    public static final int MAX_PAYMENT_VALUES = 256;

    /** bytes of one payment value, key or id. */
    public static final int MAX_PAYMENT_VALUE = 4096;

    /** levels of nesting in any JSON input. */
    public static final int MAX_JSON_DEPTH = 64;

    /** groups and classes nested in a server pattern. */
    public static final int MAX_PATTERN_DEPTH = 48;

    /** parentheses nested in a pattern as compiled. */
    public static final int MAX_PATTERN_NESTING = 64;

    /** bytes of a host's message catalog JSON. */
    public static final int MAX_MESSAGE_CATALOG = 262144;

    /** the device can pay with Apple Pay (product 302). */
    public static final int WALLET_APPLE_PAY = 1;

    /** the device can pay with Google Pay (product 320). */
    public static final int WALLET_GOOGLE_PAY = 2;

    /** flag of the _ex checks: the customer has left the field or submits. */
    public static final int CHECK_FINAL = 1;
}
