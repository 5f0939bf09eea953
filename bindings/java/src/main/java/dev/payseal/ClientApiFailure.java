package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The error answer of any Client API request, read as the Swift API's {@code ClientAPIFailure}
 * reads it: the HTTP status, the platform's {@code errorId} and its errors. A body that is no
 * error body (a proxy's HTML page) has no error id and no errors; a member absent or of another
 * type is null.
 */
public final class ClientApiFailure {
    /** One error of the body. */
    public static final class ApiError {
        private final Results.ApiError error;

        ApiError(Results.ApiError error) {
            this.error = error;
        }

        /** @return the platform's error code, such as {@code "1002"}; empty when the answer has none */
        public Optional<String> getCode() {
            return Optional.ofNullable(error.code);
        }

        /** @return the error's identifier, such as {@code "UNKNOWN_PRODUCT_ID"}; empty when the answer has none */
        public Optional<String> getId() {
            return Optional.ofNullable(error.id);
        }

        /** @return the category, such as {@code "CONNECT_PLATFORM_ERROR"}; empty when the answer has none */
        public Optional<String> getCategory() {
            return Optional.ofNullable(error.category);
        }

        /** @return a description in English, for logs (not for the customer); empty when the answer has none */
        public Optional<String> getMessage() {
            return Optional.ofNullable(error.message);
        }

        /** @return the request property the error is about; empty when the answer names none */
        public Optional<String> getPropertyName() {
            return Optional.ofNullable(error.propertyName);
        }

        /** @return the HTTP status the platform gives this error; empty when the answer has none */
        public OptionalLong getHttpStatusCode() {
            return error.httpStatusCode == null ? OptionalLong.empty() : OptionalLong.of(error.httpStatusCode);
        }
    }

    private final String json;
    private final int httpStatus;
    private final String errorId;
    private final List<ApiError> errors;

    private ClientApiFailure(String json) {
        this.json = json;
        Results.ClientApiFailure failure = Results.clientApiError(json);
        this.httpStatus = Math.toIntExact(failure.httpStatus);
        this.errorId = failure.errorId;
        List<ApiError> list = new ArrayList<>();
        for (Results.ApiError error : failure.errors) {
            list.add(new ApiError(error));
        }
        this.errors = Collections.unmodifiableList(list);
    }

    /**
     * Reads an error answer.
     *
     * @param httpStatus the answer's status: not a success (100-599 outside 200-299)
     * @param body the response body's bytes, as received
     * @return the failure read
     * @throws PaySealException ARGUMENT for a success status or one outside 100-599, LIMIT for a
     *     body over 64 KiB or more than 1024 errors
     */
    public static ClientApiFailure read(int httpStatus, byte[] body) {
        return new ClientApiFailure(Utf8.decode(NativeRaw.payseal_client_api_error(httpStatus, body)));
    }

    /** @return the HTTP status, such as 404 */
    public int getHttpStatus() {
        return httpStatus;
    }

    /** @return the platform's id of this error occurrence, to quote to support; empty when the answer has none */
    public Optional<String> getErrorId() {
        return Optional.ofNullable(errorId);
    }

    /** @return the errors, in the answer's order */
    public List<ApiError> getErrors() {
        return errors;
    }

    /** @return the library's normalized JSON */
    public String toJson() {
        return json;
    }
}
