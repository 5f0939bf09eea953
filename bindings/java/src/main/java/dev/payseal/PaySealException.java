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

    /**
     * Made by the JNI shim: the raw status, {@code payseal_last_error()} and
     * {@code payseal_last_error_subject()} as UTF-8 bytes.
     */
    PaySealException(int status, byte[] utf8Message, byte[] utf8Subject) {
        this(Status.fromCode(status), new String(utf8Message, StandardCharsets.UTF_8),
                utf8Subject.length == 0 ? null : new String(utf8Subject, StandardCharsets.UTF_8));
    }

    private PaySealException(Status status, String cMessage, String subject) {
        super(subject == null ? cMessage : javaWording(cMessage, subject));
        this.status = status;
        this.subject = subject;
    }

    /**
     * The library's message as a Java caller reads it: the argument its subject names called by
     * its Java name ({@code params "cardNumber"} where C says {@code params_json "cardNumber"}),
     * from the generated {@link Results#ARGUMENT_NAMES}; the rest as the library wrote it.
     */
    static String javaWording(String cMessage, String subject) {
        int dot = subject.indexOf('.');
        int bracket = subject.indexOf('[');
        int cut = dot < 0 ? bracket : bracket < 0 ? dot : Math.min(dot, bracket);
        String argument = cut < 0 ? subject : subject.substring(0, cut);
        String rest = cut < 0 ? "" : subject.substring(cut);
        String javaName = Results.ARGUMENT_NAMES.get(argument);
        String cWords = words(argument, rest);
        if (javaName == null || !cMessage.startsWith(cWords)) {
            return cMessage;
        }
        return words(javaName, rest) + cMessage.substring(cWords.length());
    }

    /** An argument and its member or index as messages word them: {@code params "cardNumber"}. */
    private static String words(String argument, String rest) {
        return rest.startsWith(".") ? argument + " \"" + rest.substring(1) + "\"" : argument + rest;
    }

    /**
     * @return what the failure is about as a stable key: the C parameter's name, then
     *     {@code .member} or {@code [index]} ({@code "params_json.cardNumber"}); empty when the
     *     message names no single argument. The message calls the argument by its Java name
     *     ({@code params "cardNumber"}).
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
