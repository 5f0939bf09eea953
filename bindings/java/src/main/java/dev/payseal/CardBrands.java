package dev.payseal;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A table of card brands for offline checks: the card check as the customer types, brand
 * detection from BIN ranges, and PAN formatting and editing in the brand's layout. Immutable: share
 * it between threads. PANs, expiry dates and CVCs are card data: every call that takes them takes a
 * {@code char[]} (read in place, left as it is for the caller to clear) or any
 * {@link CharSequence} (a String, an Android {@code Editable}); the binding wipes its own copies.
 *
 * <p>Two notions of brand: the check's <em>settled</em> brand ({@link CardCheck#getSettledBrand()},
 * the one every continuation of the digits is, never changing while the customer types: the one to
 * show) and the <em>detected</em> brand of the digits as they are ({@link #detectBrand(char[])},
 * for a whole PAN read from elsewhere; "4" is detected as visa though "493698…" is a maestro).
 */
public final class CardBrands extends NativeHandle {
    private volatile List<String> names; // the table's brand names, read once: the table is immutable

    private CardBrands(long pointer) {
        super(pointer, NativeRaw::payseal_card_brands_free, "CardBrands");
    }

    /** @return the built-in table (amex, diners, discover, jcb, maestro, mastercard, mir, unionpay, visa) */
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
     * The card check of a PAN alone, as the customer types it: every brand accepted, the system
     * clock, the CVC and expiry empty (their parts say {@link CardCheck.Reason#REQUIRED}). For the
     * other parts, the accepted brands or leaving the field: {@link #newCheck()}.
     *
     * @param pan the PAN as typed (spaces and '-' are separators), left as it is
     * @return the check
     */
    public CardCheck check(char[] pan) {
        return newCheck().pan(pan).check();
    }

    /**
     * @param pan the PAN as typed
     * @return {@link #check(char[])} of any text
     */
    public CardCheck check(CharSequence pan) {
        return newCheck().pan(pan).check();
    }

    /**
     * The card form's check, its parts and options named:
     * {@code brands.newCheck().pan(pan).expiry(expiry).cvc(cvc).acceptedBrands("visa", "mastercard").check()},
     * and {@code .leavingField(true)} once the customer leaves the field.
     *
     * @return a builder of one check on this table
     */
    public CardCheck.Builder newCheck() {
        return new CardCheck.Builder(this);
    }

    CardCheck check(CharSequence pan, CharSequence expiry, CharSequence cvc, String acceptedJson, YearMonth today,
            boolean leavingField) {
        byte[] p = Utf8.encode(pan);
        byte[] e = Utf8.encode(expiry);
        byte[] c = Utf8.encode(cvc);
        byte[] a = Utf8.encode(acceptedJson);
        long h = cell.acquire();
        try {
            int flags = leavingField ? Constants.CHECK_FINAL : 0;
            return new CardCheck(Utf8.decode(NativeRaw.payseal_card_check_ex(h, p, e, c, a, Utf8.year(today), Utf8.month(today), flags)));
        } finally {
            cell.release();
            Utf8.wipe(p);
            Utf8.wipe(e);
            Utf8.wipe(c);
        }
    }

    /**
     * The brand detected on the digits as they are: the longest matching BIN range, a pattern weaker
     * than any range. It may change as digits are typed ("4" visa, "493698" maestro): a form shows
     * {@link CardCheck#getSettledBrand()} instead.
     *
     * @param pan a PAN (spaces and '-' ignored), left as it is
     * @return its brand's name; empty for none, or a PAN with another character
     */
    public Optional<String> detectBrand(char[] pan) {
        return detectBrand(Utf8.wrap(pan));
    }

    /**
     * @param pan a PAN
     * @return {@link #detectBrand(char[])} of any text
     */
    public Optional<String> detectBrand(CharSequence pan) {
        byte[] p = Utf8.encode(pan);
        long h = cell.acquire();
        try {
            return Optional.ofNullable(Utf8.decode(NativeRaw.payseal_card_brand(h, p)));
        } finally {
            cell.release();
            Utf8.wipe(p);
        }
    }

    /**
     * @param pan a PAN, left as it is
     * @return every brand it matches, most specific first (a co-badged card's other brands after the first)
     */
    public List<String> candidates(char[] pan) {
        return candidates(Utf8.wrap(pan));
    }

    /**
     * @param pan a PAN
     * @return {@link #candidates(char[])} of any text
     */
    public List<String> candidates(CharSequence pan) {
        byte[] p = Utf8.encode(pan);
        long h = cell.acquire();
        try {
            return Results.cardBrandCandidates(Utf8.decode(NativeRaw.payseal_card_brand_candidates(h, p)));
        } finally {
            cell.release();
            Utf8.wipe(p);
        }
    }

    /**
     * @param pan a PAN, left as it is
     * @return it grouped for display in its brand's layout ("4111 1111 1111 1111")
     */
    public String formatPan(char[] pan) {
        return formatPan(Utf8.wrap(pan));
    }

    /**
     * @param pan a PAN
     * @return {@link #formatPan(char[])} of any text
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
     * One edit of a PAN field (typing, pasting, replacing the selection), formatted in the layout of
     * the settled brand. A key that would make the PAN longer than the brand allows is refused
     * (text unchanged, caret at start); a paste longer than the longest PAN of the brand the card
     * check reports is cut, and {@link TextEdit#isTruncated()} says so.
     *
     * @param text the field's text, left as it is
     * @param start selection start (UTF-16)
     * @param end selection end (start for a caret)
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return the new text and caret, and whether a paste was cut
     */
    public TextEdit editPan(char[] text, int start, int end, char[] replacement) {
        return editPan(Utf8.wrap(text), start, end, Utf8.wrap(replacement));
    }

    /**
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #editPan(char[], int, int, char[])} of any text
     */
    public TextEdit editPan(CharSequence text, int start, int end, CharSequence replacement) {
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long[] caret = new long[1];
        long h = cell.acquire();
        try {
            if (replacement != null && Character.codePointCount(replacement, 0, replacement.length()) > 1) {
                // A paste, which may be cut: the call whose result says so.
                byte[] json = NativeRaw.payseal_card_edit_pan_json(h, t, start, end, r);
                return TextEdit.of(Results.cardEditPanJson(Utf8.decodeAndWipe(json)));
            }
            return new TextEdit(Utf8.decodeCharsAndWipe(NativeRaw.payseal_card_edit_pan(h, t, start, end, r, caret)), (int) caret[0]);
        } finally {
            cell.release();
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * Backspace or Delete in a PAN field.
     *
     * @param text the field's text, left as it is
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public TextEdit deletePan(char[] text, int start, int end, Direction direction) {
        return deletePan(Utf8.wrap(text), start, end, direction);
    }

    /**
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return {@link #deletePan(char[], int, int, Direction)} of any text
     */
    public TextEdit deletePan(CharSequence text, int start, int end, Direction direction) {
        byte[] t = Utf8.encode(text);
        long[] caret = new long[1];
        long h = cell.acquire();
        try {
            return new TextEdit(Utf8.decodeCharsAndWipe(NativeRaw.payseal_card_delete_pan(h, t, start, end, direction.raw(), caret)),
                    (int) caret[0]);
        } finally {
            cell.release();
            Utf8.wipe(t);
        }
    }

    /**
     * One edit of an MM/YY expiry field (for forms without a product mask).
     *
     * @param text the field's text, left as it is
     * @param start selection start
     * @param end selection end
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return the new text and caret; a paste that makes no possible date ("13/30") is refused, the
     *     text unchanged and {@link TextEdit#getRefused()} {@link TextEdit.Refusal#NOT_A_DATE}
     */
    public static TextEdit editExpiry(char[] text, int start, int end, char[] replacement) {
        return editExpiry(Utf8.wrap(text), start, end, Utf8.wrap(replacement));
    }

    /**
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #editExpiry(char[], int, int, char[])} of any text
     */
    public static TextEdit editExpiry(CharSequence text, int start, int end, CharSequence replacement) {
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        try {
            if (replacement != null && Character.codePointCount(replacement, 0, replacement.length()) > 1) {
                // A paste, which may be refused: the call whose result says why.
                byte[] json = NativeRaw.payseal_card_edit_expiry_json(t, start, end, r);
                return TextEdit.of(Results.cardEditExpiryJson(Utf8.decodeAndWipe(json)));
            }
            long[] caret = new long[1];
            return new TextEdit(Utf8.decodeCharsAndWipe(NativeRaw.payseal_card_edit_expiry(t, start, end, r, caret)), (int) caret[0]);
        } finally {
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * One edit of a CVC field, digits only: the brand's CVC mask ({@link #cvcMask(String)}), a
     * decimal digit of any script read as its ASCII digit; a paste with a character other than a
     * digit or white space is refused ({@link TextEdit.Refusal#NOT_DIGITS}: "13/30" is never
     * "1330"), one longer than the mask is cut ({@link TextEdit#isTruncated()}), a key past the
     * mask's last digit is refused.
     *
     * @param brand the settled brand's name, ASCII case-insensitive as {@link #cvcMask(String)}; null
     *     while no brand is settled (4 digits)
     * @param text the field's text, left as it is
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return the new text and caret, and whether a paste was cut or refused
     * @throws PaySealException ARGUMENT when the table has no such brand
     */
    public TextEdit editCvc(String brand, char[] text, int start, int end, char[] replacement) {
        return editCvc(brand, Utf8.wrap(text), start, end, Utf8.wrap(replacement));
    }

    /**
     * @param brand the settled brand's name, or null
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #editCvc(String, char[], int, int, char[])} of any text
     */
    public TextEdit editCvc(String brand, CharSequence text, int start, int end, CharSequence replacement) {
        byte[] n = Utf8.encode(tableName(brand));
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long h = cell.acquire();
        try {
            byte[] json = NativeRaw.payseal_card_edit_cvc(h, n, t, start, end, r);
            return TextEdit.of(Results.cardEditCvc(Utf8.decodeAndWipe(json)));
        } finally {
            cell.release();
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * Backspace or Delete in an MM/YY expiry field.
     *
     * @param text the field's text, left as it is
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return the new text and caret
     */
    public static TextEdit deleteExpiry(char[] text, int start, int end, Direction direction) {
        return deleteExpiry(Utf8.wrap(text), start, end, direction);
    }

    /**
     * @param text the field's text
     * @param start selection start
     * @param end selection end
     * @param direction which key
     * @return {@link #deleteExpiry(char[], int, int, Direction)} of any text
     */
    public static TextEdit deleteExpiry(CharSequence text, int start, int end, Direction direction) {
        byte[] t = Utf8.encode(text);
        long[] caret = new long[1];
        try {
            return new TextEdit(Utf8.decodeCharsAndWipe(NativeRaw.payseal_card_delete_expiry(t, start, end, direction.raw(), caret)),
                    (int) caret[0]);
        } finally {
            Utf8.wipe(t);
        }
    }

    /**
     * The mask of a CVC field for a card of a brand: {@code "{{999}}"} for a visa,
     * {@code "{{9999}}"} for an amex; give it to {@link Mask}.
     *
     * @param brand a brand name, ASCII case-insensitive as {@link CardCheck.Builder#acceptedBrands(String...)}
     *     (an exact match first): the settled brand
     * @return the mask's text
     * @throws PaySealException ARGUMENT when the table has no such brand
     */
    public String cvcMask(String brand) {
        byte[] n = Utf8.encode(tableName(brand));
        long h = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_card_cvc_mask(h, n));
        } finally {
            cell.release();
        }
    }

    /** @return the CVC mask while no brand is settled: {@code "{{9999}}"}, the longest any brand has */
    public String cvcMask() {
        long h = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_card_cvc_mask(h, null));
        } finally {
            cell.release();
        }
    }

    /**
     * @param name a brand name, ASCII case-insensitive as {@link CardCheck.Builder#acceptedBrands(String...)}
     *     ({@code info("Visa")} is visa's; an exact match first)
     * @return its lengths and layout
     * @throws PaySealException ARGUMENT when the table has no such brand
     */
    public BrandInfo info(String name) {
        byte[] n = Utf8.encode(tableName(name));
        long h = cell.acquire();
        try {
            return new BrandInfo(Utf8.decode(NativeRaw.payseal_card_brand_info(h, n)));
        } finally {
            cell.release();
        }
    }

    /** @return the brands' names in table order */
    public List<String> names() {
        List<String> known = names;
        if (known == null) {
            List<String> read = new ArrayList<>();
            for (Results.CardBrand brand : Results.cardBrandsJson(toJson())) {
                read.add(brand.name);
            }
            known = Collections.unmodifiableList(read);
            names = known;
        }
        return known;
    }

    /**
     * The table's spelling of {@code name}: itself when a brand has it exactly, else the first brand
     * whose name equals it ignoring ASCII case (as the library reads an accepted list), else itself,
     * for the library to refuse in its own words.
     */
    private String tableName(String name) {
        if (name == null || names().contains(name)) {
            return name;
        }
        String folded = asciiLower(name);
        for (String known : names()) {
            if (asciiLower(known).equals(folded)) {
                return known;
            }
        }
        return name;
    }

    private static String asciiLower(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return out.toString();
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

}
