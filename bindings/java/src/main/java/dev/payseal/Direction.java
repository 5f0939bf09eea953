package dev.payseal;

/** Which deletion key was pressed in a text field. */
public enum Direction {
    /** Backspace: the character before the caret */
    BACKWARD,
    /** Delete: the character after the caret */
    FORWARD;

    int raw() {
        return this == FORWARD ? 1 : 0;
    }
}
