package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The generated result layer (Results.java, from Include/payseal_results.json) reads strictly and types every member. */
class ResultsTest {
    private static final String PART = "{\"state\":\"valid\",\"advance\":true}";

    @Test
    void aResultOfItsShapeIsTyped() {
        Results.CardCheck check = Results.cardCheck("{\"brand\":null,\"pan\":{\"state\":\"incomplete\",\"reason\":\"length\","
                + "\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"valid\"},\"expiry\":" + PART + ",\"complete\":false}");
        assertNull(check.brand);
        assertEquals(19L, check.pan.maxLength);
        assertNull(check.cvc.reason);
        assertEquals(Boolean.TRUE, check.expiry.advance);
        Results.BrandInfo diners = Results.cardBrandInfo("{\"name\":\"diners\",\"panLengths\":[14,16],\"cvcLengths\":[3],"
                + "\"format\":[4,4,4,4],\"advanceLength\":16,\"advanceLengths\":{\"36\":14},\"formatByLength\":{\"14\":[4,6,4]}}");
        assertEquals(Map.of("36", 14L), diners.advanceLengths);
        assertEquals(java.util.List.of(4L, 6L, 4L), diners.formatByLength.get(14L));
    }

    @Test
    void aResultOfAnotherShapeIsRefusedNamingTheMember() {
        assertEquals("the library's JSON: payseal_card_check has no pan",
                assertThrows(IllegalStateException.class, () -> Results.cardCheck("{\"brand\":\"visa\"}")).getMessage());
        String badState = "{\"brand\":null,\"pan\":{\"state\":\"maybe\"},\"cvc\":" + PART + ",\"expiry\":" + PART + ",\"complete\":false}";
        assertEquals("the library's JSON: payseal_card_check.pan.state is not one of [valid, incomplete, invalid]",
                assertThrows(IllegalStateException.class, () -> Results.cardCheck(badState)).getMessage());
        assertEquals("the library's JSON: payseal_card_brand_candidates[1] is not a string",
                assertThrows(IllegalStateException.class, () -> Results.cardBrandCandidates("[\"visa\",7]")).getMessage());
        assertEquals("payseal_service_response: no shape for transfer",
                assertThrows(IllegalStateException.class, () -> Results.serviceResponse("transfer", "{}")).getMessage());
    }

    @Test
    void thePublicTypesAreBuiltFromIt() {
        try (CardBrands brands = CardBrands.builtIn()) {
            BrandInfo diners = brands.info("diners");
            assertEquals(14, diners.getAdvanceLengths().get("36"));
            assertArrayEquals(new int[] {4, 6, 4}, diners.getFormatByLength().get(14));
        }
    }
}
