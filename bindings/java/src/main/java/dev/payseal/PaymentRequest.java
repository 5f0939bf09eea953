package dev.payseal;

import java.time.YearMonth;
import java.util.List;

/**
 * A payment request: the customer's values for one payment product, prepared into the
 * {@code encryptedFields} and {@code encodedClientMetaInfo} a merchant's server forwards. The
 * values live in native memory that closing the request wipes. Calls from several threads on one
 * request run one at a time ({@link NativeHandle}).
 *
 * <p>Card data: {@link #setValue(String, char[])} takes a {@code char[]}, so no {@code String} of
 * it need exist; the binding wipes its own UTF-8 copy and the native copy after the call, and the
 * caller clears its array when it no longer needs it.
 */
public final class PaymentRequest extends NativeHandle {
    /**
     * @param clientSessionId the Create Session response's clientSessionId
     * @param paymentProductId the product id, a decimal integer string ("1") up to 2^53 - 1
     * @throws PaySealException ARGUMENT, LIMIT
     */
    public PaymentRequest(String clientSessionId, String paymentProductId) {
        super(NativeRaw.payseal_payment_request_new(Utf8.encodeWithin(clientSessionId, Constants.MAX_PAYMENT_VALUE, "clientSessionId"),
                Utf8.encode(paymentProductId)),
                NativeRaw::payseal_payment_request_free, "PaymentRequest", true);
    }

    /**
     * @param clientSessionId the Create Session response's clientSessionId
     * @param paymentProductId the product id
     */
    public PaymentRequest(String clientSessionId, long paymentProductId) {
        this(clientSessionId, Long.toString(paymentProductId));
    }

    /**
     * Sets a payment value ("cardNumber", "expiryDate", ...). With a product set, the value is
     * stored without its mask's literals and a field the product lacks is refused.
     *
     * @param key the field id
     * @param value the value; a String cannot be wiped: prefer {@link #setValue(String, char[])} for card data
     * @return this, for chaining
     */
    public PaymentRequest setValue(String key, CharSequence value) {
        return setValue(key, Utf8.encodeWithin(value, Constants.MAX_PAYMENT_VALUE, "the value", key));
    }

    /**
     * As {@link #setValue(String, CharSequence)}, from a {@code char[]} the caller can clear afterwards.
     *
     * @param key the field id
     * @param value the value; left as it is (every copy the binding makes is wiped)
     * @return this, for chaining
     */
    public PaymentRequest setValue(String key, char[] value) {
        return setValue(key, Utf8.encodeWithin(value, Constants.MAX_PAYMENT_VALUE, "the value", key));
    }

    private PaymentRequest setValue(String key, byte[] value) {
        byte[] k = Utf8.encodeWithin(key, Constants.MAX_PAYMENT_VALUE, "the payment value key");
        long p = cell.acquire();
        try {
            NativeRaw.payseal_payment_request_set_value(p, k, value);
            return this;
        } finally {
            cell.release();
            Utf8.wipe(value);
        }
    }

    /**
     * Chooses an account on file (its id), or none.
     *
     * @param accountOnFileId the id, or null to clear it
     * @return this, for chaining
     */
    public PaymentRequest setAccountOnFile(String accountOnFileId) {
        byte[] id = Utf8.encodeWithin(accountOnFileId, Constants.MAX_PAYMENT_VALUE, "accountOnFileId");
        long p = cell.acquire();
        try {
            NativeRaw.payseal_payment_request_set_account_on_file(p, id);
            return this;
        } finally {
            cell.release();
        }
    }

    /**
     * @param tokenize whether the platform should tokenize the card
     * @return this, for chaining
     */
    public PaymentRequest setTokenize(boolean tokenize) {
        long p = cell.acquire();
        try {
            NativeRaw.payseal_payment_request_set_tokenize(p, tokenize ? 1 : 0);
            return this;
        } finally {
            cell.release();
        }
    }

    /**
     * Attaches the payment product (same id): values are then unmasked, checked against its
     * fields, and {@link #prepare} validates first. The request keeps the product alive.
     *
     * @param product the product
     * @return this, for chaining
     */
    public PaymentRequest setProduct(Product product) {
        long pp = NativeHandle.acquire(product);
        try {
            long p = cell.acquire();
            try {
                NativeRaw.payseal_payment_request_set_product(p, pp);
                return this;
            } finally {
                cell.release();
            }
        } finally {
            NativeHandle.release(product);
        }
    }

    /** @return the keys of the values set, in payload order */
    public List<String> getKeys() {
        long p = cell.acquire();
        try {
            return Results.paymentRequestKeys(Utf8.decode(NativeRaw.payseal_payment_request_keys(p)));
        } finally {
            cell.release();
        }
    }

    /**
     * @param fieldId a field id
     * @return the value as stored (unmasked with a product), "" when unset: card data
     */
    public String getUnmaskedValue(String fieldId) {
        byte[] id = Utf8.encode(fieldId);
        long p = cell.acquire();
        try {
            return Utf8.decodeAndWipe(NativeRaw.payseal_payment_request_unmasked_value(p, id));
        } finally {
            cell.release();
        }
    }

    /**
     * @param fieldId a field of the request's product
     * @return the stored value formatted with the field's mask, for display: card data
     */
    public String getMaskedValue(String fieldId) {
        byte[] id = Utf8.encode(fieldId);
        long p = cell.acquire();
        try {
            return Utf8.decodeAndWipe(NativeRaw.payseal_payment_request_masked_value(p, id));
        } finally {
            cell.release();
        }
    }

    /**
     * Validates every field of the request's product.
     *
     * @param today the month expiry dates are checked against (null: the system clock, UTC)
     * @return the errors in display order, empty when valid
     */
    public List<ValidationError> validate(YearMonth today) {
        long p = cell.acquire();
        try {
            return ValidationError.list(Results.paymentRequestValidate(
                    Utf8.decode(NativeRaw.payseal_payment_request_validate(p, Utf8.year(today), Utf8.month(today)))));
        } finally {
            cell.release();
        }
    }

    /** @return {@link #validate(YearMonth)} against the system clock */
    public List<ValidationError> validate() {
        return validate(null);
    }

    /**
     * The payload {@link #prepare} encrypts, with a given nonce: for known-answer tests.
     *
     * @param nonce a non-empty nonce
     * @return the payload JSON: card data
     */
    public String payload(String nonce) {
        byte[] n = Utf8.encode(nonce);
        long p = cell.acquire();
        try {
            return Utf8.decodeAndWipe(NativeRaw.payseal_payment_request_payload(p, n));
        } finally {
            cell.release();
        }
    }

    /**
     * Prepares the request: a fresh nonce, the payload encrypted to {@code key}, and the encoded
     * metadata.
     *
     * @param key the platform's public key
     * @param metadata the device metadata (null: the detected defaults)
     * @return encryptedFields and encodedClientMetaInfo
     * @throws PaySealException VALIDATION when the product's validation fails (naming the field and rule)
     */
    public PreparedPaymentRequest prepare(PublicKey key, DeviceMetadata metadata) {
        long k = NativeHandle.acquire(key);
        try {
            long m = NativeHandle.acquire(metadata);
            try {
                long p = cell.acquire();
                try {
                    byte[][] out = NativeRaw.payseal_prepare(k, p, m);
                    return new PreparedPaymentRequest(Utf8.decode(out[0]), Utf8.decode(out[1]));
                } finally {
                    cell.release();
                }
            } finally {
                NativeHandle.release(metadata);
            }
        } finally {
            NativeHandle.release(key);
        }
    }

    /**
     * @param key the platform's public key
     * @return {@link #prepare(PublicKey, DeviceMetadata)} with the detected metadata
     */
    public PreparedPaymentRequest prepare(PublicKey key) {
        return prepare(key, null);
    }
}
