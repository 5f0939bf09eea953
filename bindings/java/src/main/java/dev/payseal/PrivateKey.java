package dev.payseal;

/**
 * An RSA private key, for decryption: tests, tools and merchant-side debugging. Immutable and
 * shareable between threads; closing it wipes it.
 */
public final class PrivateKey extends NativeHandle {
    private PrivateKey(long pointer) {
        super(pointer, NativeRaw::payseal_private_key_free, "PrivateKey");
    }

    /**
     * Parses a PEM (PKCS#8 or PKCS#1), DER or private JWK key whose parts form one key pair.
     *
     * @param data the key's bytes (the caller's array is left as it is)
     * @return the key
     */
    public static PrivateKey parse(byte[] data) {
        return new PrivateKey(NativeRaw.payseal_private_key_parse(data));
    }

    /**
     * Decrypts a compact JWE (RSA-OAEP, A256CBC-HS512).
     *
     * @param jwe the token
     * @return the plaintext; the caller wipes it when done
     * @throws PaySealException DECRYPT (one status for every authentication failure), JWE_FORMAT, ...
     */
    public byte[] decrypt(String jwe) {
        byte[] token = Utf8.encode(jwe);
        long p = cell.acquire();
        try {
            return NativeRaw.payseal_jwe_decrypt(p, token);
        } finally {
            cell.release();
        }
    }
}
