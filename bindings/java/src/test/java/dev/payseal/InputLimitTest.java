package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An input over the header's bound is refused before it is copied: by the JNI shim from the
 * array's length alone, and by the builders' setters from the text's length before it is encoded,
 * with the library's words.
 */
class InputLimitTest {
    static final int BIG = 64 * 1024 * 1024;

    @Test
    void theShimRefusesAnOverLongArrayBeforeReadingIt() {
        // A NUL at the front: copying the array first would find it and refuse the value as holding
        // a NUL (PAYSEAL_E_ARGUMENT); refused from its length alone, it is PAYSEAL_E_LIMIT.
        byte[] value = new byte[BIG];
        try (PaymentRequest request = new PaymentRequest("session", 1)) {
            long p = request.cell.acquire();
            try {
                PaySealException e = assertThrows(PaySealException.class,
                        () -> NativeRaw.payseal_payment_request_set_value(p, "cardNumber".getBytes(StandardCharsets.US_ASCII), value));
                assertEquals(Status.LIMIT, e.getStatus());
                assertEquals("the value of \"cardNumber\" has 67108864 bytes; the limit is 4096", e.getMessage());
                e = assertThrows(PaySealException.class,
                        () -> NativeRaw.payseal_payment_request_set_value(p, "a\"b\\c\u0001d".getBytes(StandardCharsets.US_ASCII), value));
                assertEquals("the value of \"a\\\"b\\\\c\\u{1}d\" has 67108864 bytes; the limit is 4096", e.getMessage());
            } finally {
                request.cell.release();
            }
            PaySealException e = assertThrows(PaySealException.class, () -> NativeRaw.payseal_iin_bin(value));
            assertEquals("card_number has 67108864 bytes; the limit is 4096", e.getMessage());
            e = assertThrows(PaySealException.class, () -> NativeRaw.payseal_card_check(0, new byte[] {'4'}, null, null, value, 0, 0));
            assertEquals("accepted has 67108864 bytes; the limit is 65536", e.getMessage());
            assertEquals(Optional.of("accepted_json"), e.getSubject());
            e = assertThrows(PaySealException.class, () -> NativeRaw.payseal_card_edit_pan(0, value, 0, 0, null, null));
            assertEquals("text has 67108864 bytes; the limit is 4096", e.getMessage());
            assertEquals(Arrays.asList(), request.getKeys());
        }
    }

    @Test
    void aSetterRefusesOverLongTextBeforeEncodingIt() {
        char[] huge = new char[BIG / 4];
        Arrays.fill(huge, '4');
        try (PaymentRequest request = new PaymentRequest("session", 1); DeviceMetadata metadata = new DeviceMetadata()) {
            // Past 4 x the bound, the text's UTF-16 units are the count: a lower bound, without a read of it.
            PaySealException e = assertThrows(PaySealException.class, () -> request.setValue("cardNumber", huge));
            assertEquals(Status.LIMIT, e.getStatus());
            assertEquals("the value of \"cardNumber\" has at least 16777216 bytes; the limit is 4096", e.getMessage());
            e = assertThrows(PaySealException.class, () -> metadata.set("appIdentifier", new String(huge)));
            assertEquals("the value of \"appIdentifier\" has at least 16777216 bytes; the limit is 4096", e.getMessage());
            // Near the bound, the exact UTF-8 count, as the library gives it.
            e = assertThrows(PaySealException.class, () -> request.setValue("cardNumber", "\u00e9".repeat(4097)));
            assertEquals("the value of \"cardNumber\" has 8194 bytes; the limit is 4096", e.getMessage());
            e = assertThrows(PaySealException.class, () -> request.setValue("k\u200be\"y", "9".repeat(4097)));
            assertEquals("the value of \"k\\u{200B}e\\\"y\" has 4097 bytes; the limit is 4096", e.getMessage());
            e = assertThrows(PaySealException.class, () -> request.setAccountOnFile("1".repeat(4097)));
            assertEquals("accountOnFileId has 4097 bytes; the limit is 4096", e.getMessage());
            request.setValue("cardNumber", "4".repeat(4096)); // the bound itself is allowed
            assertEquals(4096, request.getUnmaskedValue("cardNumber").length());
        }
    }

    @Test
    void aNegativePositionIsAnArgumentErrorNotAWrappedSizeT() {
        // Java's int and long positions reach the C size_t only when not negative: -1 would be SIZE_MAX.
        Mask mask = new Mask("{{9999}} {{9999}}");
        PaySealException e = assertThrows(PaySealException.class, () -> mask.edit("1234", -1, 0, "5"));
        assertEquals(Status.ARGUMENT, e.getStatus());
        assertEquals("start is negative", e.getMessage());
        try (CardBrands brands = CardBrands.builtIn()) {
            e = assertThrows(PaySealException.class, () -> brands.editPan("4111", 0, Integer.MIN_VALUE, "1"));
            assertEquals("end is negative", e.getMessage());
        }
        assertEquals("1253 4", mask.edit("1234", 2, 2, "5").getText());
    }
}
