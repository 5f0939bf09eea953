package dev.payseal;

/** A text field after one edit or key: its new text and where the caret goes (UTF-16 code units, a Java String index). */
public final class TextEdit {
    private final String text;
    private final int caret;

    TextEdit(String text, int caret) {
        this.text = text;
        this.caret = caret;
    }

    /** @return the field's new text */
    public String getText() {
        return text;
    }

    /** @return the caret position in {@link #getText()} */
    public int getCaret() {
        return caret;
    }

    @Override
    public String toString() {
        return "TextEdit[text=" + text.length() + " chars, caret=" + caret + "]";
    }
}
