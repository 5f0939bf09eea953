package dev.payseal;

import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.Arrays;
import java.util.Locale;

/** Text to and from the UTF-8 the C ABI takes, and the small conversions every class shares. */
final class Utf8 {
    private Utf8() {
    }

    /**
     * UTF-8 of {@code text} (null: null). Not {@code String.getBytes}: that replaces a lone surrogate
     * with '?', so invalid text would pass as valid; here it is written as its own three bytes, which
     * the library refuses as invalid UTF-8 (PAYSEAL_E_ARGUMENT). It also reads a {@code char[]}
     * (through {@link CharBuffer#wrap}) without making a String of card data.
     */
    static byte[] encode(CharSequence text) {
        if (text == null) {
            return null;
        }
        int n = text.length();
        byte[] out = new byte[(int) length(text)];
        int j = 0;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xC0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, text.charAt(++i));
                out[j++] = (byte) (0xF0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                out[j++] = (byte) (0xE0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return out;
    }

    static byte[] encode(char[] text) {
        return text == null ? null : encode(CharBuffer.wrap(text));
    }

    /** A {@code char[]} read as text in place (null: null): no copy, no String. */
    static CharSequence wrap(char[] text) {
        return text == null ? null : CharBuffer.wrap(text);
    }

    /**
     * {@link #encode} of an input the library bounds at {@code limit} bytes, a longer one refused
     * first (PAYSEAL_E_LIMIT, in the library's words: "{@code words} has N bytes; the limit is L")
     * without encoding or copying it, in bounded time: past {@code 4 * limit} UTF-16 units the
     * message gives the units as a lower bound ("has at least N bytes": a unit is one byte or more).
     */
    static byte[] encodeWithin(CharSequence text, int limit, String words) {
        return encodeWithin(text, limit, words, null);
    }

    /**
     * As {@link #encodeWithin(CharSequence, int, String)} for the value of {@code key}, which the
     * library calls {@code the value of "cardNumber"} ({@code words} "the value", then the key
     * {@link #quoted}, made only for the message).
     */
    static byte[] encodeWithin(CharSequence text, int limit, String words, String key) {
        if (text != null && text.length() > limit) {
            long units = text.length();
            String count = units > 4L * limit ? "at least " + units : Long.toString(length(text));
            String what = key == null ? words : words + " of " + quoted(key);
            throw new PaySealException(Status.LIMIT, what + " has " + count + " bytes; the limit is " + limit);
        }
        return encode(text);
    }

    /** As {@link #encodeWithin(CharSequence, int, String, String)} for a {@code char[]}. */
    static byte[] encodeWithin(char[] text, int limit, String words, String key) {
        return encodeWithin(text == null ? null : CharBuffer.wrap(text), limit, words, key);
    }

    /** The UTF-8 length of {@code text} as {@link #encode} writes it. */
    private static long length(CharSequence text) {
        int n = text.length();
        long size = 0;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                size += 1;
            } else if (c < 0x800) {
                size += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                size += 4;
                i++;
            } else {
                size += 3;
            }
        }
        return size;
    }

    /**
     * {@code text} as the library quotes it in a message: its first 64 code points in double
     * quotes, '"' and '\' escaped with a backslash, a control, format, separator, surrogate,
     * private-use or unassigned one as a backslash, "u{", its hexadecimal value and "}".
     */
    static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        int shown = 0;
        for (int i = 0; i < text.length() && shown < 64; shown++) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (Character.getType(cp)) {
                case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                        Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED ->
                    out.append("\\u{").append(Integer.toHexString(cp).toUpperCase(Locale.ROOT)).append('}');
                default -> {
                    if (cp == '"' || cp == '\\') {
                        out.append('\\');
                    }
                    out.appendCodePoint(cp);
                }
            }
        }
        return out.append('"').toString();
    }

    /** The library's UTF-8 as a String (null: null). */
    static String decode(byte[] utf8) {
        return utf8 == null ? null : new String(utf8, StandardCharsets.UTF_8);
    }

    /**
     * The library's UTF-8 as a {@code char[]} (null: null), with no String made of it, then the
     * array wiped: for results that are card data a host keeps in arrays it clears. The input is
     * the library's output, valid UTF-8 (a malformed sequence would read as U+FFFD).
     */
    static char[] decodeCharsAndWipe(byte[] utf8) {
        if (utf8 == null) {
            return null;
        }
        CharBuffer decoded = StandardCharsets.UTF_8.decode(java.nio.ByteBuffer.wrap(utf8));
        char[] chars = new char[decoded.remaining()];
        decoded.get(chars);
        if (decoded.hasArray()) {
            Arrays.fill(decoded.array(), '\0');
        }
        wipe(utf8);
        return chars;
    }

    /** As {@link #decode}, then the array wiped: for results that may hold card data. */
    static String decodeAndWipe(byte[] utf8) {
        String text = decode(utf8);
        wipe(utf8);
        return text;
    }

    static void wipe(byte[] bytes) {
        if (bytes != null) {
            Arrays.fill(bytes, (byte) 0);
        }
    }

    static int year(YearMonth today) {
        return today == null ? 0 : today.getYear();
    }

    static int month(YearMonth today) {
        return today == null ? 0 : today.getMonthValue();
    }
}
