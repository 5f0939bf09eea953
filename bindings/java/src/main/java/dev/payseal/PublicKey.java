package dev.payseal;

import java.util.Optional;
/**
 * The payment platform's RSA public key, which {@link PaymentRequest#prepare} encrypts to.
 * Immutable: one key may be shared by any number of threads. Close it when done (or let it be
 * collected).
 */
public final class PublicKey extends NativeHandle {
    private PublicKey(long pointer) {
        super(pointer, NativeRaw::payseal_public_key_free, "PublicKey");
    }

    /**
     * Reads the Client API {@code /crypto/publickey} response,
     * {@code {"keyId": "...", "publicKey": "<base64 SubjectPublicKeyInfo>"}}.
     *
     * @param json the response body
     * @return the key, whose id is the response's keyId
     * @throws PaySealException JSON, KEY_FORMAT, KEY_UNSUPPORTED, LIMIT or ARGUMENT
     */
    public static PublicKey fromClientApi(String json) {
        return fromClientApi(Utf8.encode(json));
    }

    /**
     * As {@link #fromClientApi(String)}, from the body's bytes (UTF-8).
     *
     * @param json the response body
     * @return the key
     */
    public static PublicKey fromClientApi(byte[] json) {
        return new PublicKey(NativeRaw.payseal_public_key_from_client_api(json));
    }

    /**
     * Parses an RSA public key: DER or base64 DER (SubjectPublicKeyInfo or PKCS#1), PEM of either, or
     * an RSA JWK.
     *
     * @param data the key's bytes
     * @param keyId the JWE "kid" (null: a JWK's own "kid", otherwise none)
     * @return the key
     */
    public static PublicKey parse(byte[] data, String keyId) {
        byte[] id = Utf8.encode(keyId);
        return new PublicKey(NativeRaw.payseal_public_key_parse(data, id));
    }

    /**
     * As {@link #parse(byte[], String)}, for text formats (PEM, base64, JWK).
     *
     * @param text the key as text
     * @param keyId the JWE "kid", or null
     * @return the key
     */
    public static PublicKey parse(String text, String keyId) {
        return parse(Utf8.encode(text), keyId);
    }

    /** @return the modulus size in bits */
    public int getBits() {
        long p = cell.acquire();
        try {
            return NativeRaw.payseal_public_key_bits(p);
        } finally {
            cell.release();
        }
    }

    /** @return the key id (the JWE "kid"); empty when the key has none */
    public Optional<String> getKeyId() {
        long p = cell.acquire();
        try {
            return Optional.ofNullable(Utf8.decode(NativeRaw.payseal_public_key_id(p)));
        } finally {
            cell.release();
        }
    }

    /**
     * Encrypts bytes to this key: a JWE compact serialization (RSA-OAEP, A256CBC-HS512).
     *
     * @param plaintext at most {@link Constants#MAX_PLAINTEXT} bytes
     * @return the JWE
     */
    public String encrypt(byte[] plaintext) {
        long p = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_jwe_encrypt(p, plaintext));
        } finally {
            cell.release();
        }
    }

    /**
     * Known-answer encryption with caller-given randomness. For tests only: a token made with a
     * known content key protects nothing.
     *
     * @param plaintext the plaintext
     * @param cek the content key, {@link Constants#CEK_BYTES} bytes
     * @param iv {@link Constants#IV_BYTES} bytes
     * @param oaepSeed {@link Constants#OAEP_SEED_BYTES} bytes
     * @return the JWE, deterministic
     */
    public String encryptKnownAnswer(byte[] plaintext, byte[] cek, byte[] iv, byte[] oaepSeed) {
        long p = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_jwe_encrypt_kat(p, plaintext, cek, iv, oaepSeed));
        } finally {
            cell.release();
        }
    }

    @Override
    public String toString() {
        return isClosed() ? "PublicKey(closed)" : "PublicKey(" + getBits() + " bits, kid " + getKeyId().orElse("none") + ")";
    }
}
