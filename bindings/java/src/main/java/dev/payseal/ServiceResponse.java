package dev.payseal;

import java.util.Collections;
import java.util.Map;

/**
 * The answer of a service operation read ({@code paymentProductNetworks},
 * {@code surchargeCalculation}, {@code currencyConversion}): every documented member in a fixed
 * order, {@code null} when absent, numbers as the server wrote them. The request itself is
 * {@link Session#request(String, String, String, DeviceMetadata)} with the operation's name.
 */
public final class ServiceResponse {
    private final String json;
    private final Map<String, Object> members;

    private ServiceResponse(String operation, String json) {
        Results.serviceResponse(operation, json); // the shape the description gives the operation, checked
        this.json = json;
        this.members = Collections.unmodifiableMap(Json.parseObject(json));
    }

    /**
     * Reads an answer.
     *
     * @param operation the operation the request was made for
     * @param httpStatus 200 (any other status is the host's to handle: ARGUMENT)
     * @param body the response body's bytes
     * @return the answer read
     * @throws PaySealException ARGUMENT for an unknown operation or another status, JSON for a
     *     member of the wrong type, LIMIT for a body or an array over its limit
     */
    public static ServiceResponse read(String operation, int httpStatus, byte[] body) {
        return new ServiceResponse(operation, Utf8.decode(NativeRaw.payseal_service_response(Utf8.encode(operation), httpStatus, body)));
    }

    /** @return the members, as the library's JSON has them (maps, lists, Longs or Doubles, Strings) */
    public Map<String, Object> getMembers() {
        return members;
    }

    /** @return the library's normalized JSON of the answer */
    public String toJson() {
        return json;
    }
}
