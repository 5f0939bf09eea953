package dev.payseal;

import java.nio.charset.StandardCharsets;

/**
 * A call PaySeal refused: its {@link Status} and the library's one-line message, which names what
 * was wrong with the input and never quotes key material or card data.
 */
public final class PaySealException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final Status status;

    /**
     * @param status why the call failed
     * @param message what was wrong, without card data
     */
    public PaySealException(Status status, String message) {
        super(message);
        this.status = status;
    }

    /** Made by the JNI shim: the raw status and {@code payseal_last_error()} as UTF-8 bytes. */
    PaySealException(int status, byte[] utf8Message) {
        this(Status.fromCode(status), new String(utf8Message, StandardCharsets.UTF_8));
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
