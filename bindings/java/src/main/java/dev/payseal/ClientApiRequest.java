package dev.payseal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An HTTP request PaySeal built for the Client API; send it with any HTTP client
 * ({@code java.net.http.HttpClient}, OkHttp, ...). PaySeal does no I/O.
 */
public final class ClientApiRequest {
    private final String method;
    private final String url;
    private final Map<String, String> headers;
    private final String body;

    ClientApiRequest(String json) {
        Results.ClientApiRequest request = Results.sessionRequest(json);
        this.method = request.method;
        this.url = request.url;
        this.headers = request.headers;
        this.body = request.body;
    }

    /** @return "GET" or "POST" */
    public String getMethod() {
        return method;
    }

    /** @return the full URL, query included */
    public String getUrl() {
        return url;
    }

    /** @return the headers in the order PaySeal writes them (Authorization, X-GCS-ClientMetaInfo, Content-Type) */
    public Map<String, String> getHeaders() {
        return headers;
    }

    /** @return the JSON body of a POST (an iinDetails body holds the card's bin); empty for a GET */
    public Optional<String> getBody() {
        return Optional.ofNullable(body);
    }

    /** @return the request as the library's JSON object: method, url, headers, body */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", method);
        m.put("url", url);
        m.put("headers", headers);
        m.put("body", body);
        return m;
    }

    @Override
    public String toString() {
        return method + " " + url;
    }
}
