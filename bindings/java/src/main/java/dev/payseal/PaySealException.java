package dev.payseal;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A call PaySeal refused: its {@link Status} and the library's one-line message, which names what
 * was wrong with the input and never quotes key material or card data.
 */
public final class PaySealException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final Status status;
    private final String subject;

    /**
     * @param status why the call failed
     * @param message what was wrong, without card data
     */
    public PaySealException(Status status, String message) {
        this(status, message, null);
    }

    private PaySealException(Status status, String message, String subject) {
        super(message);
        this.status = status;
        this.subject = subject;
    }

    /**
     * Made by the JNI shim: the raw status, {@code payseal_last_error()} and
     * {@code payseal_last_error_subject()} as UTF-8 bytes.
     */
    PaySealException(int status, byte[] utf8Message, byte[] utf8Subject) {
        this(Status.fromCode(status), new String(utf8Message, StandardCharsets.UTF_8),
                utf8Subject.length == 0 ? null : new String(utf8Subject, StandardCharsets.UTF_8));
    }

    /**
     * @return what the failure is about as a stable key: the C parameter's name, then
     *     {@code .member} or {@code [index]} ({@code "params_json.cardNumber"}); empty when the
     *     message names no single argument. The message calls the argument by that C name.
     */
    public Optional<String> getSubject() {
        return Optional.ofNullable(subject);
    }

    /** @return why the call failed */
    public Status getStatus() {
        return status;
    }

    @Override
    public String toString() {
        return "PaySealException[" + status.getCName() + "]: " + getMessage();
    }
}
