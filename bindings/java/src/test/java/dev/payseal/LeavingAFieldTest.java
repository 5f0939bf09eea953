package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Leaving a field: incomplete is invalid with the same reason, advance false. */
class LeavingAFieldTest {
    private static final YearMonth TODAY = YearMonth.of(2026, 11);

    @Test
    void aLuhnTypoIsInvalidOnLeaving() {
        try (CardBrands brands = CardBrands.builtIn()) {
            CardCheck.Builder form = brands.newCheck().pan("4111 1111 1111 1112").expiry("12/2").cvc("12").today(TODAY);
            CardCheck typed = form.check();
            assertEquals(CardCheck.State.INCOMPLETE, typed.getPan().getState());
            CardCheck left = form.leavingField(true).check();
            assertEquals(CardCheck.State.INVALID, left.getPan().getState());
            assertEquals(Optional.of(CardCheck.Reason.LUHN), left.getPan().getReason());
            assertFalse(left.getPan().isAdvance());
            assertEquals(Optional.of(CardCheck.Reason.LENGTH), left.getCvc().getReason());
            assertEquals(CardCheck.State.INVALID, left.getExpiry().getState());
            char[] pan = {'4', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'};
            CardCheck whole = brands.newCheck().pan(pan).today(TODAY).leavingField(true).check();
            assertEquals(CardCheck.State.VALID, whole.getPan().getState());
            assertEquals(Optional.empty(), whole.getPan().getReason());
        }
    }

    @Test
    void aProductFieldIsInvalidOnLeaving() {
        String json = "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"dataRestrictions\":"
                + "{\"isRequired\":true,\"validators\":{\"luhn\":{}}}}]}";
        try (Product product = Product.parse(json.getBytes(StandardCharsets.UTF_8))) {
            CheckOptions typing = CheckOptions.TYPING.today(TODAY);
            assertEquals(FieldCheck.State.INCOMPLETE, product.check("cardNumber", "4111111111111112", typing).getState());
            FieldCheck left = product.check("cardNumber", "4111111111111112", typing.leavingField(true));
            assertEquals(FieldCheck.State.INVALID, left.getState());
            assertEquals("validation.luhn", left.getError().orElseThrow().getMessageKey());
            char[] pan = {'4', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'};
            FieldCheck valid = product.check("cardNumber", pan, CheckOptions.LEAVING_FIELD.today(TODAY));
            assertEquals(FieldCheck.State.VALID, valid.getState());
            assertEquals(Optional.empty(), valid.getError());
        }
    }
}
