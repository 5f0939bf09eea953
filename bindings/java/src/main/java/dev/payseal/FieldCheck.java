package dev.payseal;

import java.util.Map;
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

    @SuppressWarnings("unchecked")
    static FieldCheck fromJson(String json) {
        Map<String, Object> m = Json.parseObject(json);
        Object error = m.get("error");
        return new FieldCheck(State.valueOf(((String) m.get("state")).toUpperCase(java.util.Locale.ROOT)),
                error == null ? null : ValidationError.fromMap((Map<String, Object>) error));
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
