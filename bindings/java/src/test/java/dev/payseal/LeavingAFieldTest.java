package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;

/** Leaving a field: with isFinal, incomplete is invalid with the same reason, advance false. */
class LeavingAFieldTest {
    private static final YearMonth TODAY = YearMonth.of(2026, 11);

    @Test
    void aLuhnTypoIsInvalidOnLeaving() {
        try (CardBrands brands = CardBrands.builtIn()) {
            CardCheck typed = brands.check("4111 1111 1111 1112", "12/2", "12", null, TODAY);
            assertEquals(FieldCheck.State.INCOMPLETE, typed.getPan().getState());
            CardCheck left = brands.check("4111 1111 1111 1112", "12/2", "12", null, TODAY, true);
            assertEquals(FieldCheck.State.INVALID, left.getPan().getState());
            assertEquals("luhn", left.getPan().getReason());
            assertFalse(left.getPan().isAdvance());
            assertEquals("length", left.getCvc().getReason());
            assertEquals(FieldCheck.State.INVALID, left.getExpiry().getState());
            CardCheck whole = brands.check("4111111111111111".toCharArray(), null, null, null, TODAY, true);
            assertEquals(FieldCheck.State.VALID, whole.getPan().getState());
        }
    }

    @Test
    void aProductFieldIsInvalidOnLeaving() {
        String json = "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"dataRestrictions\":"
                + "{\"isRequired\":true,\"validators\":{\"luhn\":{}}}}]}";
        try (Product product = Product.parse(json.getBytes(StandardCharsets.UTF_8))) {
            assertEquals(FieldCheck.State.INCOMPLETE, product.check("cardNumber", "4111111111111112", TODAY).getState());
            FieldCheck left = product.check("cardNumber", "4111111111111112", TODAY, true);
            assertEquals(FieldCheck.State.INVALID, left.getState());
            assertEquals("validation.luhn", left.getError().getMessageKey());
            assertEquals(FieldCheck.State.VALID, product.check("cardNumber", "4111111111111111".toCharArray(), TODAY, true).getState());
        }
    }
}
