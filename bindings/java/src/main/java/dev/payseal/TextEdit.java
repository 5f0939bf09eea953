package dev.payseal;

import java.util.Arrays;

/**
 * A text field after one edit or key: its new text and where the caret goes (UTF-16 code units, a
 * Java String index and an Android EditText selection alike). The text may be card data (a PAN
 * field's): it is kept as a {@code char[]}, so a host that reads it with {@link #getTextChars()}
 * never makes a String of it, and {@link #wipe()} clears it.
 */
public final class TextEdit {
    private final char[] text;
    private final int caret;

    TextEdit(char[] text, int caret) {
        this.text = text;
        this.caret = caret;
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

    /** Clears the text this edit keeps; {@link #getText()} is then as many NUL characters. */
    public void wipe() {
        Arrays.fill(text, '\0');
    }

    @Override
    public String toString() {
        return "TextEdit[text=" + text.length + " chars, caret=" + caret + "]";
    }
}
