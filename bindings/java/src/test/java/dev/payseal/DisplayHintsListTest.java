package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A product with displayHintsList alone, as Worldline Direct sends it: its hints are the list's first entry. */
class DisplayHintsListTest {
    @Test
    void theListAloneGivesTheHints() throws Exception {
        // The Swift SDK's own fixture (Vectors/upstream/display-hints/).
        byte[] json = Files.readAllBytes(VectorTest.vectorsDir().resolve("upstream/display-hints/wl-swift.BasicPaymentProductTestCase.productJSON.json"));
        try (Product product = Product.parse(new String(json, StandardCharsets.UTF_8))) {
            Map<String, Object> visa = Map.of("displayOrder", 20L, "label", "Visa", "logo", "/templates/master/global/css/img/ppimages/pp_logo_1_v1.png");
            assertEquals(visa, product.getDisplayHints());
            assertEquals(List.of(visa), product.getDisplayHintsList());
        }
        try (Product product = Product.parse("{\"id\":1}")) {
            assertTrue(product.getDisplayHintsList().isEmpty());
        }
        PaySealException e = assertThrows(PaySealException.class, () -> Product.parse("{\"id\":1,\"displayHintsList\":[\"VISA\"]}"));
        assertEquals(Status.JSON, e.getStatus());
    }
}
