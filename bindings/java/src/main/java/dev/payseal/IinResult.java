package dev.payseal;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The IIN details answer read: which payment product a card belongs to, and whether it is allowed. */
public final class IinResult {
    /** The outcome of the check. */
    public enum Status {
        /** a known product, allowed in the payment context */
        SUPPORTED,
        /** a known product the context does not allow */
        EXISTING_BUT_NOT_ALLOWED,
        /** no product for this bin (a 404, or no paymentProductId) */
        UNKNOWN
    }

    private final String json;
    private final Results.IinResult result;

    private IinResult(String json) {
        this.json = json;
        this.result = Results.iinResult(json);
    }

    /**
     * Reads the answer of {@code services/getIINdetails}.
     *
     * @param httpStatus 200 or 404 (any other status is the host's to handle: ARGUMENT)
     * @param body the response body
     * @return the result
     */
    public static IinResult parse(int httpStatus, String body) {
        return parse(httpStatus, Utf8.encode(body));
    }

    /**
     * @param httpStatus 200 or 404
     * @param body the response body's bytes
     * @return the result
     */
    public static IinResult parse(int httpStatus, byte[] body) {
        return new IinResult(Utf8.decode(NativeRaw.payseal_iin_result(httpStatus, body)));
    }

    /** @return SUPPORTED, EXISTING_BUT_NOT_ALLOWED or UNKNOWN */
    public Status getStatus() {
        return Status.valueOf(result.status);
    }

    /** @return the product id as the server wrote it (a Long or a String of digits), empty when unknown */
    public Optional<Object> getPaymentProductId() {
        return Optional.ofNullable(result.paymentProductId);
    }

    /** @return isAllowedInContext, empty when the server did not say */
    public Optional<Boolean> getAllowedInContext() {
        return Optional.ofNullable(result.isAllowedInContext);
    }

    /** @return the country code, empty when the server did not say */
    public Optional<String> getCountryCode() {
        return Optional.ofNullable(result.countryCode);
    }

    /** @return the card type ("Credit", "Debit", ...), empty when the server did not say */
    public Optional<String> getCardType() {
        return Optional.ofNullable(result.cardType);
    }

    /** @return the co-brands as the server sent them */
    public List<Object> getCoBrands() {
        return result.coBrands;
    }

    /** @return every member, in the library's order (its JSON read by {@link #toJson()}'s reader) */
    public Map<String, Object> toMap() {
        return Collections.unmodifiableMap(Json.parseObject(json));
    }

    /** @return the library's JSON of the result */
    public String toJson() {
        return json;
    }

    @Override
    public String toString() {
        return json;
    }
}
