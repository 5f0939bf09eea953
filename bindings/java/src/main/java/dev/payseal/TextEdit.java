package dev.payseal;

import java.util.Map;

/**
 * A text field after one edit or key: its new text and where the caret goes (UTF-16 code units, a Java String index);
 * for the card fields' edits, also whether a paste was cut or refused, so that a form can tell the customer why.
 */
public final class TextEdit {
    /** The reason of a refused expiry paste: the text it would make is no possible date ("13/30"). */
    public static final String NOT_A_DATE = "notADate";
    /** The reason of a refused CVC paste: it holds a character other than a digit ("13/30"). */
    public static final String NOT_DIGITS = "notDigits";

    private final String text;
    private final int caret;
    private final boolean truncated;
    private final String refused;

    TextEdit(String text, int caret) {
        this(text, caret, false, null);
    }

    TextEdit(String text, int caret, boolean truncated, String refused) {
        this.text = text;
        this.caret = caret;
        this.truncated = truncated;
        this.refused = refused;
    }

    /** The edit result's JSON ({"text","caret","truncated","refused"}), as the _json and CVC exports write it. */
    static TextEdit fromJson(String json) {
        Map<String, Object> m = Json.parseObject(json);
        return new TextEdit((String) m.get("text"), ((Number) m.get("caret")).intValue(), Boolean.TRUE.equals(m.get("truncated")),
                (String) m.get("refused"));
    }

    /** @return the field's new text */
    public String getText() {
        return text;
    }

    /** @return the caret position in {@link #getText()} */
    public int getCaret() {
        return caret;
    }

    /**
     * @return whether digits of a paste were cut: a PAN pasted longer than the longest PAN of the brand the card check
     *     reports, a CVC longer than its mask
     */
    public boolean isTruncated() {
        return truncated;
    }

    /**
     * @return why a paste was refused, the field unchanged ({@link #NOT_A_DATE}, {@link #NOT_DIGITS}); null when the
     *     edit was taken, and for a refused key
     */
    public String getRefused() {
        return refused;
    }

    @Override
    public String toString() {
        return "TextEdit[text=" + text.length() + " chars, caret=" + caret + ", truncated=" + truncated + ", refused=" + refused
                + "]";
    }
}
