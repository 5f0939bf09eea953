package dev.payseal;

/**
 * A product field's input mask, e.g. {@code "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}: 9 takes
 * a digit, a a lowercase letter, A an uppercase one, * any character; outside {{ }} literals.
 * Positions are UTF-16 code units, as a Java String and an Android EditText count them.
 * Stateless and thread-safe. The texts it edits may be card data: the binding wipes its copies.
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
     * @param value a value, masked or not
     * @return the value formatted with the mask ("1234" with "{{99}} {{99}}" gives "12 34")
     */
    public String format(String value) {
        return Utf8.decodeAndWipe(wiping(Utf8.encode(value), true));
    }

    /**
     * @param value a value, left as it is
     * @return {@link #format(String)} of a {@code char[]}
     */
    public String format(char[] value) {
        return Utf8.decodeAndWipe(wiping(Utf8.encode(value), true));
    }

    /**
     * @param value a masked value
     * @return its placeholder characters: the value to store and validate
     */
    public String unformat(String value) {
        return Utf8.decodeAndWipe(wiping(Utf8.encode(value), false));
    }

    /**
     * @param value a masked value, left as it is
     * @return {@link #unformat(String)} of a {@code char[]}
     */
    public String unformat(char[] value) {
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
     * @param text the field's text
     * @param start selection start
     * @param end selection end (start for a caret)
     * @param replacement what was typed or pasted ("" or null deletes)
     * @return the new text and caret
     */
    public TextEdit edit(String text, int start, int end, String replacement) {
        long[] caret = new long[1];
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        try {
            byte[] out = NativeRaw.payseal_mask_edit(patternUtf8, t, start, end, r, caret);
            return new TextEdit(Utf8.decodeAndWipe(out), (int) caret[0]);
        } finally {
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * The Backspace or Delete key: the nearest placeholder character before or after the caret
     * (literals skipped), or the selection.
     *
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public TextEdit delete(String text, int start, int end, Direction direction) {
        long[] caret = new long[1];
        byte[] t = Utf8.encode(text);
        try {
            byte[] out = NativeRaw.payseal_mask_delete(patternUtf8, t, start, end, direction.raw(), caret);
            return new TextEdit(Utf8.decodeAndWipe(out), (int) caret[0]);
        } finally {
            Utf8.wipe(t);
        }
    }

    @Override
    public String toString() {
        return "Mask(" + pattern + ")";
    }
}
