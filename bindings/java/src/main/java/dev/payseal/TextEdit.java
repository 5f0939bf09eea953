package dev.payseal;

import java.util.Arrays;
import java.util.Optional;

/**
 * A text field after one edit or key: its new text and where the caret goes (UTF-16 code units, a
 * Java String index and an Android EditText selection alike); for the card and product fields'
 * edits, also whether a paste was cut or refused, so that a form can tell the customer why. The
 * text may be card data (a PAN field's): it is kept as a {@code char[]}, so a host that reads it
 * with {@link #getTextChars()} never makes a String of it, and {@link #wipe()} clears it.
 */
public final class TextEdit {
    /** Why a paste was refused, the field left unchanged. */
    public enum Refusal {
        /** an expiry paste whose text would be no possible date ("13/30") */
        NOT_A_DATE("notADate"),
        /** a CVC paste holding a character other than a digit or white space ("13/30" is never "1330") */
        NOT_DIGITS("notDigits");

        private final String wireName;

        Refusal(String wireName) {
            this.wireName = wireName;
        }

        /** @return the name the library's JSON and the other bindings use ("notADate") */
        public String wireName() {
            return wireName;
        }

        static Refusal fromWireName(String name) {
            for (Refusal refusal : values()) {
                if (refusal.wireName.equals(name)) {
                    return refusal;
                }
            }
            throw new IllegalStateException("payseal: a refused paste's reason the binding does not know: " + name);
        }
    }

    private final char[] text;
    private final int caret;
    private final boolean truncated;
    private final Refusal refused;

    TextEdit(char[] text, int caret) {
        this(text, caret, false, null);
    }

    private TextEdit(char[] text, int caret, boolean truncated, Refusal refused) {
        this.text = text;
        this.caret = caret;
        this.truncated = truncated;
        this.refused = refused;
    }

    /** An edit's result as the generated reader decoded it ({"text","caret","truncated","refused"}). */
    static TextEdit of(Results.FieldEdit edit) {
        return new TextEdit(edit.text.toCharArray(), (int) edit.caret, edit.truncated,
                edit.refused == null ? null : Refusal.fromWireName(edit.refused));
    }

    /** @return the field's new text as a String (which cannot be wiped: see {@link #getTextChars()}) */
    public String getText() {
        return new String(text);
    }

    /**
     * @return the field's new text as a new array, for the caller to clear when done; the next
     *     edit of a field kept in {@code char[]} takes it as it is
     */
    public char[] getTextChars() {
        return text.clone();
    }

    /** @return the text's length in UTF-16 code units (the caret's range is 0 to it) */
    public int length() {
        return text.length;
    }

    /** @return the caret position in the new text */
    public int getCaret() {
        return caret;
    }

    /**
     * @return whether digits of a paste were cut: a PAN pasted longer than the longest PAN of the
     *     brand the card check reports, a CVC longer than its mask
     */
    public boolean isTruncated() {
        return truncated;
    }

    /**
     * @return why a paste was refused, the field unchanged; empty when the edit was taken, and for a
     *     refused key
     */
    public Optional<Refusal> getRefused() {
        return Optional.ofNullable(refused);
    }

    /** Clears the text this edit keeps; {@link #getText()} is then as many NUL characters. */
    public void wipe() {
        Arrays.fill(text, '\0');
    }

    @Override
    public String toString() {
        return "TextEdit[text=" + text.length + " chars, caret=" + caret + ", truncated=" + truncated + ", refused="
                + (refused == null ? "none" : refused.wireName) + "]";
    }
}
