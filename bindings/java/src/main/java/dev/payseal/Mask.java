package dev.payseal;

/**
 * A product field's input mask, e.g. {@code "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}: 9 takes
 * a digit, a a lowercase letter, A an uppercase one, * any character; outside {{ }} literals.
 * Positions are UTF-16 code units, as a Java String and an Android EditText count them.
 * Stateless and thread-safe. The texts it edits may be card data: each call takes a {@code char[]}
 * (read in place, left as it is) or any {@link CharSequence}, and the binding wipes its copies.
 */
public final class Mask {
    private final String pattern;
    private final byte[] patternUtf8;

    /**
     * @param pattern the mask (checked on first use: a bad mask is PAYSEAL_E_ARGUMENT there)
     */
    public Mask(String pattern) {
        this.pattern = pattern;
        this.patternUtf8 = Utf8.encode(pattern);
    }

    /** @return the mask's text */
    public String getPattern() {
        return pattern;
    }

    /**
     * @param value a value, masked or not, left as it is
     * @return the value formatted with the mask ("1234" with "{{99}} {{99}}" gives "12 34")
     */
    public String format(char[] value) {
        return format(Utf8.wrap(value));
    }

    /**
     * @param value a value, masked or not
     * @return {@link #format(char[])} of any text
     */
    public String format(CharSequence value) {
        return Utf8.decodeAndWipe(wiping(Utf8.encode(value), true));
    }

    /**
     * @param value a masked value, left as it is
     * @return its placeholder characters: the value to store and validate
     */
    public String unformat(char[] value) {
        return unformat(Utf8.wrap(value));
    }

    /**
     * @param value a masked value
     * @return {@link #unformat(char[])} of any text
     */
    public String unformat(CharSequence value) {
        return Utf8.decodeAndWipe(wiping(Utf8.encode(value), false));
    }

    private byte[] wiping(byte[] value, boolean format) {
        try {
            return format ? NativeRaw.payseal_mask_format(patternUtf8, value)
                    : NativeRaw.payseal_mask_unformat(patternUtf8, value);
        } finally {
            Utf8.wipe(value);
        }
    }

    /**
     * One edit of the field: typing, pasting, deleting or replacing the selection [start, end).
     *
     * @param text the field's text, left as it is
     * @param start selection start
     * @param end selection end (start for a caret)
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return the new text and caret
     */
    public TextEdit edit(char[] text, int start, int end, char[] replacement) {
        return edit(Utf8.wrap(text), start, end, Utf8.wrap(replacement));
    }

    /**
     * @param text the field's text
     * @param start selection start
     * @param end selection end (start for a caret)
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #edit(char[], int, int, char[])} of any text
     */
    public TextEdit edit(CharSequence text, int start, int end, CharSequence replacement) {
        long[] caret = new long[1];
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        try {
            byte[] out = NativeRaw.payseal_mask_edit(patternUtf8, t, start, end, r, caret);
            return new TextEdit(Utf8.decodeCharsAndWipe(out), (int) caret[0]);
        } finally {
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * The Backspace or Delete key: the nearest placeholder character before or after the caret
     * (literals skipped), or the selection.
     *
     * @param text the field's text, left as it is
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public TextEdit delete(char[] text, int start, int end, Direction direction) {
        return delete(Utf8.wrap(text), start, end, direction);
    }

    /**
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return {@link #delete(char[], int, int, Direction)} of any text
     */
    public TextEdit delete(CharSequence text, int start, int end, Direction direction) {
        long[] caret = new long[1];
        byte[] t = Utf8.encode(text);
        try {
            byte[] out = NativeRaw.payseal_mask_delete(patternUtf8, t, start, end, direction.raw(), caret);
            return new TextEdit(Utf8.decodeCharsAndWipe(out), (int) caret[0]);
        } finally {
            Utf8.wipe(t);
        }
    }

    @Override
    public String toString() {
        return "Mask(" + pattern + ")";
    }
}
