package dev.payseal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A Client API session, from the Create Session response; it builds the Client API's requests
 * (method, URL, headers, body) without sending them. Immutable: share it between threads.
 * Built with {@link #builder()}.
 */
public final class Session extends NativeHandle {
    private Session(long pointer) {
        super(pointer, NativeRaw::payseal_session_free, "Session");
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The request for an operation, its context and params as JSON text.
     *
     * @param operation "publicKey", "paymentProducts", "paymentProduct" or "iinDetails"
     * @param contextJson {"countryCode","currencyCode","amount","isRecurring"} (null for publicKey)
     * @param paramsJson {"paymentProductId": n} or {"cardNumber": "..."} (null when none)
     * @param metadata the device metadata for X-GCS-ClientMetaInfo (null: the detected defaults)
     * @return the request
     */
    public ClientApiRequest request(String operation, String contextJson, String paramsJson, DeviceMetadata metadata) {
        return request(operation, contextJson, Utf8.encode(paramsJson), metadata);
    }

    private ClientApiRequest request(String operation, String contextJson, byte[] params, DeviceMetadata metadata) {
        byte[] op = Utf8.encode(operation);
        byte[] context = Utf8.encode(contextJson);
        long m = NativeHandle.acquire(metadata);
        try {
            long p = cell.acquire();
            try {
                byte[] out = NativeRaw.payseal_session_request(p, op, context, params, m);
                return new ClientApiRequest(Utf8.decodeAndWipe(out));
            } finally {
                cell.release();
            }
        } finally {
            NativeHandle.release(metadata);
            Utf8.wipe(params); // iinDetails params hold card data
        }
    }

    /**
     * @param metadata the device metadata, or null
     * @return GET crypto/publickey
     */
    public ClientApiRequest publicKeyRequest(DeviceMetadata metadata) {
        return request("publicKey", null, (byte[]) null, metadata);
    }

    /**
     * @param context the payment context
     * @param metadata the device metadata, or null
     * @return GET products (hide=fields)
     */
    public ClientApiRequest paymentProductsRequest(PaymentContext context, DeviceMetadata metadata) {
        return request("paymentProducts", context.toJson(), (byte[]) null, metadata);
    }

    /**
     * @param paymentProductId the product
     * @param context the payment context
     * @param metadata the device metadata, or null
     * @return GET products/{id}
     */
    public ClientApiRequest paymentProductRequest(long paymentProductId, PaymentContext context, DeviceMetadata metadata) {
        return request("paymentProduct", context.toJson(), "{\"paymentProductId\":" + paymentProductId + "}", metadata);
    }

    /**
     * The IIN check for a card number (at least 6 digits; see {@link Iin#bin(char[])}).
     *
     * @param cardNumber the digits typed so far, left as they are (the binding wipes its copies)
     * @param context the payment context
     * @param metadata the device metadata, or null
     * @return POST services/getIINdetails, its body carrying only the bin
     */
    public ClientApiRequest iinDetailsRequest(char[] cardNumber, PaymentContext context, DeviceMetadata metadata) {
        return iinRequest(Utf8.wrap(cardNumber), context, metadata);
    }

    private ClientApiRequest iinRequest(CharSequence cardNumber, PaymentContext context, DeviceMetadata metadata) {
        byte[] prefix = "{\"cardNumber\":\"".getBytes(StandardCharsets.US_ASCII);
        byte[] number = Utf8.encode(cardNumber);
        byte[] params = new byte[prefix.length + (number == null ? 0 : number.length) + 2];
        try {
            // a JSON string of the number, built without a String of it; a quote or backslash in it
            // is not a digit, and the library refuses anything but digits, spaces and '-'
            System.arraycopy(prefix, 0, params, 0, prefix.length);
            if (number != null) {
                for (int i = 0; i < number.length; i++) {
                    byte b = number[i];
                    params[prefix.length + i] = (b == '"' || b == '\\' || (b >= 0 && b < 0x20)) ? (byte) '?' : b;
                }
            }
            params[params.length - 2] = '"';
            params[params.length - 1] = '}';
            return request("iinDetails", context.toJson(), params, metadata);
        } finally {
            Utf8.wipe(number);
            Arrays.fill(params, (byte) 0);
        }
    }

    /**
     * @param cardNumber the digits typed so far
     * @param context the payment context
     * @param metadata the device metadata, or null
     * @return {@link #iinDetailsRequest(char[], PaymentContext, DeviceMetadata)} of any text
     */
    public ClientApiRequest iinDetailsRequest(CharSequence cardNumber, PaymentContext context, DeviceMetadata metadata) {
        return iinRequest(cardNumber, context, metadata);
    }

    /** @return {@link #publicKeyRequest(DeviceMetadata)} with the detected metadata */
    public ClientApiRequest publicKeyRequest() {
        return publicKeyRequest(null);
    }

    /**
     * @param context the payment context
     * @return {@link #paymentProductsRequest(PaymentContext, DeviceMetadata)} with the detected metadata
     */
    public ClientApiRequest paymentProductsRequest(PaymentContext context) {
        return paymentProductsRequest(context, null);
    }

    /**
     * @param paymentProductId the product
     * @param context the payment context
     * @return {@link #paymentProductRequest(long, PaymentContext, DeviceMetadata)} with the detected metadata
     */
    public ClientApiRequest paymentProductRequest(long paymentProductId, PaymentContext context) {
        return paymentProductRequest(paymentProductId, context, null);
    }

    /**
     * @param cardNumber the digits typed so far, left as they are
     * @param context the payment context
     * @return {@link #iinDetailsRequest(char[], PaymentContext, DeviceMetadata)} with the detected metadata
     */
    public ClientApiRequest iinDetailsRequest(char[] cardNumber, PaymentContext context) {
        return iinDetailsRequest(cardNumber, context, null);
    }

    /**
     * @param cardNumber the digits typed so far
     * @param context the payment context
     * @return {@link #iinDetailsRequest(CharSequence, PaymentContext, DeviceMetadata)} with the detected metadata
     */
    public ClientApiRequest iinDetailsRequest(CharSequence cardNumber, PaymentContext context) {
        return iinDetailsRequest(cardNumber, context, null);
    }

    /** Builds a {@link Session} from the Create Session response's members. */
    public static final class Builder {
        private String clientSessionId;
        private String customerId;
        private String clientApiUrl;
        private String assetUrl = "";

        private Builder() {
        }

        /**
         * @param clientSessionId the response's clientSessionId
         * @return this builder
         */
        public Builder clientSessionId(String clientSessionId) {
            this.clientSessionId = clientSessionId;
            return this;
        }

        /**
         * @param customerId the response's customerId
         * @return this builder
         */
        public Builder customerId(String customerId) {
            this.customerId = customerId;
            return this;
        }

        /**
         * @param clientApiUrl the response's clientApiUrl (https://, or http:// to localhost)
         * @return this builder
         */
        public Builder clientApiUrl(String clientApiUrl) {
            this.clientApiUrl = clientApiUrl;
            return this;
        }

        /**
         * @param assetUrl the response's assetUrl (not used by requests)
         * @return this builder
         */
        public Builder assetUrl(String assetUrl) {
            this.assetUrl = assetUrl;
            return this;
        }

        /**
         * @return the session
         * @throws PaySealException ARGUMENT (an id or URL the rules refuse), LIMIT
         */
        public Session build() {
            return new Session(NativeRaw.payseal_session_new(Utf8.encode(clientSessionId), Utf8.encode(customerId),
                    Utf8.encode(clientApiUrl), Utf8.encode(assetUrl)));
        }
    }
}
