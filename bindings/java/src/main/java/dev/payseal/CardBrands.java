package dev.payseal;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A table of card brands for offline checks: brand detection from BIN ranges, the card check as the
 * customer types, and PAN formatting and editing in the brand's layout. Immutable: share it between
 * threads. PANs, expiry dates and CVCs are card data: the binding wipes its copies of them, and the
 * {@code char[]} overloads let a host keep no String of them.
 */
public final class CardBrands extends NativeHandle {
    private CardBrands(long pointer) {
        super(pointer, NativeRaw::payseal_card_brands_free, "CardBrands");
    }

    /** @return the built-in table (amex, diners, discover, jcb, maestro, mastercard, visa) */
    public static CardBrands builtIn() {
        return new CardBrands(NativeRaw.payseal_card_brands_default());
    }

    /**
     * Parses a table: a JSON array of brands (Worldpay's cardTypes.json parses as it is).
     *
     * @param json the table
     * @return the table
     */
    public static CardBrands parse(String json) {
        return parse(Utf8.encode(json));
    }

    /**
     * @param json the table's bytes
     * @return the table
     */
    public static CardBrands parse(byte[] json) {
        return new CardBrands(NativeRaw.payseal_card_brands_parse(json));
    }

    /**
     * @param pan a PAN (spaces and '-' ignored)
     * @return its brand's name, or null for none
     */
    public String brand(CharSequence pan) {
        byte[] p = Utf8.encode(pan);
        long h = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_card_brand(h, p));
        } finally {
            cell.release();
            Utf8.wipe(p);
        }
    }

    /**
     * @param pan a PAN, left as it is
     * @return {@link #brand(CharSequence)} of a {@code char[]}
     */
    public String brand(char[] pan) {
        return pan == null ? brand((CharSequence) null) : brand(java.nio.CharBuffer.wrap(pan));
    }

    /**
     * The card form's check.
     *
     * @param pan the PAN as typed
     * @param expiry the expiry (MM/YY, MMYY, MM/YYYY, MMYYYY), or null for ""
     * @param cvc the CVC, or null for ""
     * @param accepted the brands the merchant accepts (null: all)
     * @param today the month (null: the system clock, UTC)
     * @return the check
     */
    public CardCheck check(CharSequence pan, CharSequence expiry, CharSequence cvc, List<String> accepted, YearMonth today) {
        return check(pan, expiry, cvc, accepted, today, false);
    }

    /**
     * The card form's check, as the customer types it or, with {@code isFinal}, once the customer
     * has left the field (Tab, Enter, focus loss) or submits: then every incomplete part is invalid
     * with the same reason and {@code advance} is false; valid and invalid parts stay (a 16-digit
     * Visa with a wrong check digit is incomplete "luhn" while typed, invalid "luhn" on leaving).
     *
     * @param pan the PAN as typed
     * @param expiry the expiry (MM/YY, MMYY, MM/YYYY, MMYYYY), or null for ""
     * @param cvc the CVC, or null for ""
     * @param accepted the brands the merchant accepts (null: all)
     * @param today the month (null: the system clock, UTC)
     * @param isFinal whether the customer has left the field or submits
     * @return the check
     */
    public CardCheck check(CharSequence pan, CharSequence expiry, CharSequence cvc, List<String> accepted, YearMonth today,
            boolean isFinal) {
        byte[] p = Utf8.encode(pan);
        byte[] e = Utf8.encode(expiry);
        byte[] c = Utf8.encode(cvc);
        byte[] a = accepted == null ? null : Utf8.encode(Json.write(accepted));
        long h = cell.acquire();
        try {
            int flags = isFinal ? Constants.CHECK_FINAL : 0;
            return new CardCheck(Utf8.decode(NativeRaw.payseal_card_check_ex(h, p, e, c, a, Utf8.year(today), Utf8.month(today), flags)));
        } finally {
            cell.release();
            Utf8.wipe(p);
            Utf8.wipe(e);
            Utf8.wipe(c);
        }
    }

    /**
     * {@link #check(CharSequence, CharSequence, CharSequence, List, YearMonth)} of {@code char[]}s, left as they are.
     *
     * @param pan the PAN
     * @param expiry the expiry, or null
     * @param cvc the CVC, or null
     * @param accepted the accepted brands, or null
     * @param today the month, or null
     * @return the check
     */
    public CardCheck check(char[] pan, char[] expiry, char[] cvc, List<String> accepted, YearMonth today) {
        return check(wrap(pan), wrap(expiry), wrap(cvc), accepted, today);
    }

    /**
     * {@link #check(CharSequence, CharSequence, CharSequence, List, YearMonth, boolean)} of {@code char[]}s, left as they are.
     *
     * @param pan the PAN
     * @param expiry the expiry, or null
     * @param cvc the CVC, or null
     * @param accepted the accepted brands, or null
     * @param today the month, or null
     * @param isFinal whether the customer has left the field or submits
     * @return the check
     */
    public CardCheck check(char[] pan, char[] expiry, char[] cvc, List<String> accepted, YearMonth today, boolean isFinal) {
        return check(wrap(pan), wrap(expiry), wrap(cvc), accepted, today, isFinal);
    }

    private static CharSequence wrap(char[] chars) {
        return chars == null ? null : java.nio.CharBuffer.wrap(chars);
    }

    /**
     * @param pan a PAN
     * @return it grouped for display in its brand's layout ("4111 1111 1111 1111")
     */
    public String formatPan(CharSequence pan) {
        byte[] p = Utf8.encode(pan);
        long h = cell.acquire();
        try {
            return Utf8.decodeAndWipe(NativeRaw.payseal_card_format_pan(h, p));
        } finally {
            cell.release();
            Utf8.wipe(p);
        }
    }

    /**
     * One edit of a PAN field (typing, pasting, replacing the selection), formatted in the brand's layout.
     *
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed ("" or null deletes)
     * @return the new text and caret; a paste longer than the longest PAN of the brand the check reports is cut,
     *     and {@link TextEdit#isTruncated()} says so
     */
    public TextEdit editPan(String text, int start, int end, String replacement) {
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long[] caret = new long[1];
        long h = cell.acquire();
        try {
            if (replacement != null && replacement.codePointCount(0, replacement.length()) > 1) {
                // A paste, which may be cut: the call whose result says so.
                return TextEdit.fromJson(Utf8.decodeAndWipe(NativeRaw.payseal_card_edit_pan_json(h, t, start, end, r)));
            }
            return new TextEdit(Utf8.decodeAndWipe(NativeRaw.payseal_card_edit_pan(h, t, start, end, r, caret)), (int) caret[0]);
        } finally {
            cell.release();
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * Backspace or Delete in a PAN field.
     *
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public TextEdit deletePan(String text, int start, int end, Direction direction) {
        byte[] t = Utf8.encode(text);
        long[] caret = new long[1];
        long h = cell.acquire();
        try {
            return new TextEdit(Utf8.decodeAndWipe(NativeRaw.payseal_card_delete_pan(h, t, start, end, direction.raw(), caret)),
                    (int) caret[0]);
        } finally {
            cell.release();
            Utf8.wipe(t);
        }
    }

    /**
     * One edit of an MM/YY expiry field (for forms without a product mask).
     *
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param replacement what was typed or pasted ("" or null deletes)
     * @return the new text and caret; a paste that makes no possible date ("13/30") is refused, the text unchanged
     *     and {@link TextEdit#getRefused()} {@link TextEdit#NOT_A_DATE}
     */
    public static TextEdit editExpiry(String text, int start, int end, String replacement) {
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        try {
            return TextEdit.fromJson(Utf8.decodeAndWipe(NativeRaw.payseal_card_edit_expiry_json(t, start, end, r)));
        } finally {
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * One edit of a CVC field, digits only: the brand's CVC mask ({@link #cvcMask(String)}), a decimal digit of any
     * script read as its ASCII digit; a paste with a character other than a digit or white space is refused
     * ({@link TextEdit#NOT_DIGITS}: "13/30" is never "1330"), one longer than the mask is cut, a key past the mask's
     * last digit is refused.
     *
     * @param brand the brand's name, or null while no brand is reported (4 digits)
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" or null deletes)
     * @return the new text and caret, and whether the paste was cut or refused
     */
    public TextEdit editCvc(String brand, String text, int start, int end, String replacement) {
        byte[] n = brand == null ? null : Utf8.encode(brand);
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long h = cell.acquire();
        try {
            return TextEdit.fromJson(Utf8.decodeAndWipe(NativeRaw.payseal_card_edit_cvc(h, n, t, start, end, r)));
        } finally {
            cell.release();
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * Backspace or Delete in an MM/YY expiry field.
     *
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public static TextEdit deleteExpiry(String text, int start, int end, Direction direction) {
        byte[] t = Utf8.encode(text);
        long[] caret = new long[1];
        try {
            return new TextEdit(Utf8.decodeAndWipe(NativeRaw.payseal_card_delete_expiry(t, start, end, direction.raw(), caret)),
                    (int) caret[0]);
        } finally {
            Utf8.wipe(t);
        }
    }

    /**
     * The mask of a CVC field for a card of a brand: {@code "{{999}}"} for a visa,
     * {@code "{{9999}}"} for an amex; give it to {@link Mask}.
     *
     * @param brand a brand name (exact), or null while no brand is detected (the unknown brand's
     *     {@code "{{9999}}"})
     * @return the mask's text
     * @throws PaySealException ARGUMENT when the table has no such brand
     */
    public String cvcMask(String brand) {
        byte[] n = brand == null ? null : Utf8.encode(brand);
        long h = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_card_cvc_mask(h, n));
        } finally {
            cell.release();
        }
    }

    /**
     * @param name a brand name (exact)
     * @return its lengths and layout
     * @throws PaySealException ARGUMENT when the table has no such brand
     */
    public BrandInfo info(String name) {
        byte[] n = Utf8.encode(name);
        long h = cell.acquire();
        try {
            return new BrandInfo(Utf8.decode(NativeRaw.payseal_card_brand_info(h, n)));
        } finally {
            cell.release();
        }
    }

    /** @return the whole table, normalized, as a JSON array */
    public String toJson() {
        long h = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_card_brands_json(h));
        } finally {
            cell.release();
        }
    }

    /**
     * @param pan a PAN
     * @return every brand it matches, most specific first (a co-badged card's other brands after the first)
     */
    public List<String> candidates(CharSequence pan) {
        byte[] p = Utf8.encode(pan);
        long h = cell.acquire();
        try {
            List<String> names = new ArrayList<>();
            for (Object name : Json.parseArray(Utf8.decode(NativeRaw.payseal_card_brand_candidates(h, p)))) {
                names.add((String) name);
            }
            return Collections.unmodifiableList(names);
        } finally {
            cell.release();
            Utf8.wipe(p);
        }
    }
}
