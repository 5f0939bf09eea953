package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.YearMonth;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The card API as a Java host types a card: key by key through {@code char[]} alone, the settled
 * brand apart from the detected one, enums and {@link Optional} for absent values, brand names in
 * any ASCII case.
 */
class CardTypingTest {
    private static final YearMonth TODAY = YearMonth.of(2026, 11);

    /** One key at the caret of a field kept in a char[]: the old array is cleared, the new one returned. */
    private static char[] type(CardBrands brands, char[] field, int[] caret, char key) {
        TextEdit edit = brands.editPan(field, caret[0], caret[0], new char[] {key});
        Arrays.fill(field, '\0');
        caret[0] = edit.getCaret();
        char[] next = edit.getTextChars();
        edit.wipe();
        return next;
    }

    @Test
    void aSixteenDigitVisaTypedKeyByKeyThroughCharArraysOnly() {
        char[] keys = {'4', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'};
        try (CardBrands brands = CardBrands.builtIn()) {
            CardCheck.Builder form = brands.newCheck().acceptedBrands("visa", "mastercard").today(TODAY);
            char[] field = new char[0];
            int[] caret = {0};
            for (int typed = 1; typed <= keys.length; typed++) {
                field = type(brands, field, caret, keys[typed - 1]);
                CardCheck check = form.pan(field).check();
                CardCheck.PanPart pan = check.getPan();
                String after = "after " + typed + " digits";
                assertEquals(typed == 16 ? CardCheck.State.VALID : CardCheck.State.INCOMPLETE, pan.getState(), after);
                // 13 digits are a Visa's length, whose check digit fails here; other lengths are short
                Optional<CardCheck.Reason> reason = typed == 16 ? Optional.empty()
                        : Optional.of(typed == 13 ? CardCheck.Reason.LUHN : CardCheck.Reason.LENGTH);
                assertEquals(reason, pan.getReason(), after);
                assertEquals(typed == 16, pan.isAdvance(), after);
                assertEquals(typed == 1 ? Optional.empty() : Optional.of("visa"), check.getSettledBrand(), after);
                int[] visaLengths = brands.info("visa").getPanLengths();
                assertEquals(visaLengths[visaLengths.length - 1], pan.getMaxLength(), after);
                assertEquals(field.length, caret[0], after);
            }
            assertArrayEquals(new char[] {'4', '1', '1', '1', ' ', '1', '1', '1', '1', ' ', '1', '1', '1', '1', ' ', '1', '1', '1', '1'},
                    field);
            char[] typo = field.clone();
            typo[18] = '2';
            assertEquals(CardCheck.State.INCOMPLETE, form.pan(typo).check().getPan().getState());
            CardCheck left = form.pan(typo).leavingField(true).check();
            assertEquals(CardCheck.State.INVALID, left.getPan().getState());
            assertEquals(Optional.of(CardCheck.Reason.LUHN), left.getPan().getReason());
            Arrays.fill(typo, '\0');
            Arrays.fill(field, '\0');
        }
    }

    @Test
    void theExpiryAndTheCvcTakeCharArraysToo() {
        char[] expiry = new char[0];
        int caret = 0;
        for (char key : new char[] {'1', '2', '3', '0'}) {
            TextEdit edit = CardBrands.editExpiry(expiry, caret, caret, new char[] {key});
            expiry = edit.getTextChars();
            caret = edit.getCaret();
        }
        assertArrayEquals(new char[] {'1', '2', '/', '3', '0'}, expiry);
        TextEdit back = CardBrands.deleteExpiry(expiry, caret, caret, Direction.BACKWARD);
        assertEquals("12/3", back.getText());
        try (CardBrands brands = CardBrands.builtIn()) {
            Mask cvcMask = new Mask(brands.cvcMask("visa"));
            TextEdit cvc = cvcMask.edit(new char[0], 0, 0, new char[] {'1', '2', '3', '4'});
            assertEquals("123", cvc.getText());
            CardCheck check = brands.newCheck().pan(new char[] {'4', '1'}).expiry(expiry).cvc(cvc.getTextChars()).today(TODAY).check();
            assertTrue(check.getExpiry().isValid());
            assertTrue(check.getExpiry().isAdvance());
            assertTrue(check.getCvc().isValid());
            assertEquals(Optional.empty(), check.getCvc().getReason());
            assertFalse(check.isComplete());
        }
    }

    @Test
    void theSettledBrandIsNotTheDetectedOne() {
        try (CardBrands brands = CardBrands.builtIn()) {
            // "4" is detected as visa, but 493698 is a maestro: no brand is settled yet
            assertEquals(Optional.of("visa"), brands.detectBrand(new char[] {'4'}));
            assertEquals(Optional.empty(), brands.check(new char[] {'4'}).getSettledBrand());
            assertEquals(Optional.of("maestro"), brands.detectBrand("4936 98"));
            assertEquals(Optional.of("maestro"), brands.check("4936 98").getSettledBrand());
            assertEquals(Optional.empty(), brands.detectBrand("0000"));
        }
    }

    @Test
    void brandNamesAreReadInAnyAsciiCase() {
        try (CardBrands brands = CardBrands.builtIn()) {
            assertEquals("visa", brands.info("Visa").getName());
            assertEquals("amex", brands.info("AMEX").getName());
            assertEquals("{{9999}}", brands.cvcMask("Amex"));
            assertEquals(Status.ARGUMENT, assertThrows(PaySealException.class, () -> brands.info("Visa Electron")).getStatus());
            assertTrue(brands.names().contains("mastercard"));
        }
        // an exact spelling wins over a case-insensitive one
        try (CardBrands table = CardBrands.parse("[{\"name\":\"VISA\",\"bins\":[\"4\"],\"panLengths\":[16],\"cvcLengths\":[3]},"
                + "{\"name\":\"visa\",\"bins\":[\"5\"],\"panLengths\":[16],\"cvcLengths\":[4]}]")) {
            assertArrayEquals(new int[] {4}, table.info("visa").getCvcLengths());
            assertArrayEquals(new int[] {3}, table.info("Visa").getCvcLengths());
        }
    }

    @Test
    void absentValuesAreEmptyNotNull() {
        assertEquals(Optional.empty(), Iin.bin(new char[] {'4', '1', '1', '1'}));
        assertEquals(Optional.of("411111"), Iin.bin("4111 11"));
        try (CardBrands brands = CardBrands.builtIn()) {
            CardCheck check = brands.check("");
            assertEquals(Optional.of(CardCheck.Reason.REQUIRED), check.getPan().getReason());
            assertEquals(Optional.of(CardCheck.Reason.REQUIRED), check.getCvc().getReason());
            assertEquals(Optional.of(CardCheck.Reason.REQUIRED), check.getExpiry().getReason());
            assertEquals("brandNotAccepted", CardCheck.Reason.BRAND_NOT_ACCEPTED.wireName());
        }
    }
}
