package dev.payseal;

import java.util.Locale;
import java.util.Optional;

/** The state of one product field as the customer types it, with the error to show when they leave it. */
public final class FieldCheck {
    /** Where a value stands. */
    public enum State {
        /** the value passes every check */
        VALID,
        /** not valid yet, but some continuation can still become valid */
        INCOMPLETE,
        /** nothing typed next can make it valid */
        INVALID
    }

    private final State state;
    private final ValidationError error;

    private FieldCheck(State state, ValidationError error) {
        this.state = state;
        this.error = error;
    }

    static FieldCheck fromJson(String json) {
        Results.FieldCheck check = Results.productFieldCheckEx(json);
        return new FieldCheck(State.valueOf(check.state.toUpperCase(Locale.ROOT)),
                check.error == null ? null : ValidationError.from(check.error));
    }

    /** @return valid, incomplete or invalid */
    public State getState() {
        return state;
    }

    /**
     * @return the error to show: when invalid, the check no continuation passes; when incomplete,
     *     the error the value gives if the customer stops now; empty exactly when valid
     */
    public Optional<ValidationError> getError() {
        return Optional.ofNullable(error);
    }

    /** @return whether the state is {@link State#VALID} */
    public boolean isValid() {
        return state == State.VALID;
    }

    /** @return whether the state is {@link State#INVALID}, the one a form colours at once */
    public boolean isInvalid() {
        return state == State.INVALID;
    }

    @Override
    public String toString() {
        return state + (error == null ? "" : " " + error.getMessageKey());
    }
}
