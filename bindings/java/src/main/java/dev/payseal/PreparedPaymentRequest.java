package dev.payseal;

/** What {@link PaymentRequest#prepare} returns: the two strings the merchant's server forwards. */
public final class PreparedPaymentRequest {
    private final String encryptedFields;
    private final String encodedClientMetaInfo;

    PreparedPaymentRequest(String encryptedFields, String encodedClientMetaInfo) {
        this.encryptedFields = encryptedFields;
        this.encodedClientMetaInfo = encodedClientMetaInfo;
    }

    /** @return the JWE compact serialization, sent as {@code encryptedCustomerInput} */
    public String getEncryptedFields() {
        return encryptedFields;
    }

    /** @return base64 of the device metadata JSON, sent as {@code encodedClientMetaInfo} */
    public String getEncodedClientMetaInfo() {
        return encodedClientMetaInfo;
    }
}
