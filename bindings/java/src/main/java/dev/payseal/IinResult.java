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

    private final Map<String, Object> map;

    private IinResult(Map<String, Object> map) {
        this.map = Collections.unmodifiableMap(map);
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
        return new IinResult(Json.parseObject(Utf8.decode(NativeRaw.payseal_iin_result(httpStatus, body))));
    }

    /** @return SUPPORTED, EXISTING_BUT_NOT_ALLOWED or UNKNOWN */
    public Status getStatus() {
        return Status.valueOf((String) map.get("status"));
    }

    /** @return the product id as the server wrote it (a Long or a String of digits), empty when unknown */
    public Optional<Object> getPaymentProductId() {
        return Optional.ofNullable(map.get("paymentProductId"));
    }

    /** @return isAllowedInContext, empty when the server did not say */
    public Optional<Boolean> getAllowedInContext() {
        return Optional.ofNullable((Boolean) map.get("isAllowedInContext"));
    }

    /** @return the country code, empty when the server did not say */
    public Optional<String> getCountryCode() {
        return Optional.ofNullable((String) map.get("countryCode"));
    }

    /** @return the card type ("Credit", "Debit", ...), empty when the server did not say */
    public Optional<String> getCardType() {
        return Optional.ofNullable((String) map.get("cardType"));
    }

    /** @return the co-brands as the server sent them */
    @SuppressWarnings("unchecked")
    public List<Object> getCoBrands() {
        return (List<Object>) map.get("coBrands");
    }

    /** @return every member, in the library's order */
    public Map<String, Object> toMap() {
        return map;
    }

    @Override
    public String toString() {
        return Json.write(map);
    }
}
