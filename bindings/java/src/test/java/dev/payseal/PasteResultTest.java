package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a person pastes: cut or refused, and the edit result says so; a product's MMYY expiry field reads a four-digit year. */
class PasteResultTest {
    @Test
    void pastesCutOrRefusedSaySo() {
        try (CardBrands brands = CardBrands.builtIn()) {
            TextEdit cut = brands.editPan("", 0, 0, "37828224631000512");
            assertEquals("3782 822463 10005", cut.getText());
            assertTrue(cut.isTruncated());
            assertFalse(brands.editPan("", 0, 0, "4111 1111 1111 1111").isTruncated());
            TextEdit notADate = CardBrands.editExpiry("", 0, 0, "13/30");
            assertEquals("", notADate.getText());
            assertEquals(Optional.of(TextEdit.Refusal.NOT_A_DATE), notADate.getRefused());
            assertEquals(Optional.empty(), CardBrands.editExpiry("12/28", 5, 5, "9").getRefused());
            TextEdit notDigits = brands.editCvc(null, "", 0, 0, "13/30");
            assertEquals("", notDigits.getText());
            assertEquals(Optional.of(TextEdit.Refusal.NOT_DIGITS), notDigits.getRefused());
            TextEdit cvc = brands.editCvc("visa", "", 0, 0, "1234");
            assertEquals("123", cvc.getText());
            assertTrue(cvc.isTruncated());
            // The char[] forms say the same, the text read back as an array.
            TextEdit cutChars = brands.editPan(new char[0], 0, 0, "37828224631000512".toCharArray());
            assertEquals("3782 822463 10005", new String(cutChars.getTextChars()));
            assertTrue(cutChars.isTruncated());
            assertEquals(Optional.of(TextEdit.Refusal.NOT_A_DATE), CardBrands.editExpiry(new char[0], 0, 0, "13/30".toCharArray()).getRefused());
            assertEquals(Optional.of(TextEdit.Refusal.NOT_DIGITS), brands.editCvc("VISA", new char[0], 0, 0, "13/30".toCharArray()).getRefused());
        }
    }

    @Test
    void anMmyyExpiryFieldReadsAFourDigitYear() {
        String json = "{\"id\":1,\"fields\":[{\"id\":\"e\",\"type\":\"expirydate\",\"displayHints\":{\"mask\":\"{{99}}/{{99}}\"},"
                + "\"dataRestrictions\":{\"validators\":{\"expirationDate\":{}}}}]}";
        try (Product product = Product.parse(json.getBytes(StandardCharsets.UTF_8))) {
            TextEdit field = new TextEdit(new char[0], 0);
            List<String> seen = new ArrayList<>();
            for (String key : new String[] {"1", "2", "2", "0", "2", "8"}) {
                field = product.edit("e", field.getText(), field.getCaret(), field.getCaret(), key);
                seen.add(field.getText());
            }
            assertEquals(List.of("1", "12", "12/2", "12/20", "12/202", "12/28"), seen);
            assertEquals("12/28", product.getField("e").orElseThrow().edit("", 0, 0, "12/2028").getText());
            assertEquals("12/28", new String(product.getField("e").orElseThrow().edit(new char[0], 0, 0, "12/2028".toCharArray()).getTextChars()));
        }
    }
}
