package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The IIN trigger, the CVC mask of a brand and the Client API's error body through the binding. */
class IinTriggerCvcMaskErrorsTest {
    @Test
    void iinTriggerAsksAtSixAndSixteen() {
        String number = "4111111122223333444", previous = "";
        List<Integer> asked = new ArrayList<>();
        for (int count = 1; count <= number.length(); count++) {
            String typed = number.substring(0, count);
            if (Iin.needsNewDetails(typed, previous)) {
                asked.add(count);
            }
            previous = typed;
        }
        assertEquals(List.of(6, 16), asked);
        assertTrue(Iin.needsNewDetails("4111 11".toCharArray(), new char[0]));
        assertFalse(Iin.needsNewDetails("41111x", ""));
        PaySealException e = assertThrows(PaySealException.class, () -> Iin.needsNewDetails("4".repeat(5000), ""));
        assertEquals(Status.LIMIT, e.getStatus());
        assertFalse(e.getMessage().contains("4444"));
    }

    @Test
    void cvcMaskFollowsTheBrand() {
        try (CardBrands brands = CardBrands.builtIn()) {
            assertEquals("{{999}}", brands.cvcMask("visa"));
            assertEquals("{{9999}}", brands.cvcMask("amex"));
            assertEquals("{{9999}}", brands.cvcMask());
            assertEquals("123", new Mask(brands.cvcMask("visa")).format("12345"));
            assertEquals("{{999}}", brands.cvcMask("Visa")); // ASCII case-insensitive, as an accepted list
            assertEquals(Status.ARGUMENT, assertThrows(PaySealException.class, () -> brands.cvcMask("Vïsa")).getStatus());
        }
    }

    @Test
    void clientApiErrorReadsTheBody() {
        String body = "{\"errorId\":\"e-1\",\"errors\":[{\"code\":\"1002\",\"id\":\"UNKNOWN_PRODUCT_ID\",\"propertyName\":\"productId\","
                + "\"httpStatusCode\":404},7]}";
        ClientApiFailure failure = ClientApiFailure.read(404, body.getBytes(StandardCharsets.UTF_8));
        assertEquals(404, failure.getHttpStatus());
        assertEquals(Optional.of("e-1"), failure.getErrorId());
        assertEquals(1, failure.getErrors().size());
        ClientApiFailure.ApiError error = failure.getErrors().get(0);
        assertEquals(Optional.of("1002"), error.getCode());
        assertEquals(Optional.of("UNKNOWN_PRODUCT_ID"), error.getId());
        assertEquals(Optional.of("productId"), error.getPropertyName());
        assertEquals(Optional.empty(), error.getCategory());
        assertEquals(OptionalLong.of(404), error.getHttpStatusCode());
        ClientApiFailure html = ClientApiFailure.read(502, "<html>".getBytes(StandardCharsets.UTF_8));
        assertEquals(Optional.empty(), html.getErrorId());
        assertTrue(html.getErrors().isEmpty());
        assertEquals(Status.ARGUMENT, assertThrows(PaySealException.class, () -> ClientApiFailure.read(200, new byte[0])).getStatus());
    }
}
