package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** Handles are freed when closed, and when unreachable without close (the phantom-reference thread); the RSS stays flat. */
class HandleTest {
    static final int HANDLES = 100_000;

    /** VmRSS of this process in KiB (Linux). */
    static long rssKiB() throws Exception {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new AssertionError("no VmRSS");
    }

    private static void round(int i) {
        try (PaymentRequest request = new PaymentRequest("session", 1);
             DeviceMetadata metadata = new DeviceMetadata();
             Session session = Session.builder().clientSessionId("s").customerId("c").clientApiUrl("https://example.com").build()) {
            request.setValue("cardNumber", "4111111111111111").setValue("cvv", Integer.toString(i % 1000));
            metadata.set("appIdentifier", "app-" + i);
            session.publicKeyRequest(metadata);
        }
    }

    @Test
    void oneHundredThousandHandlesCreatedAndClosedKeepTheRssFlat() throws Exception {
        int live = HandleCleaner.liveCount();
        for (int i = 0; i < HANDLES / 2; i++) {
            round(i); // warm up: the JIT, the heap and malloc's arenas reach their size (measured: flat after 100,000 handles)
        }
        System.gc();
        long before = rssKiB();
        for (int i = 0; i < HANDLES; i++) {
            round(i);
        }
        System.gc();
        long after = rssKiB();
        System.out.printf("handles: %d rounds of 3 handles (payment request, metadata, session) created and closed: RSS %d KiB before, %d KiB after (%+d KiB)%n",
                HANDLES, before, after, after - before);
        assertEquals(live, HandleCleaner.liveCount(), "every closed handle left the cleaner's set");
        // a leak of one 64-byte block per round would be 6 MiB here
        assertTrue(after - before < 6 * 1024, "RSS grew by " + (after - before) + " KiB");
    }

    @Test
    void unreachableHandlesAreFreedWithoutClose() throws Exception {
        int live = HandleCleaner.liveCount();
        for (int i = 0; i < 10_000; i++) {
            new PaymentRequest("session", 1).setValue("cardNumber", "4111111111111111");
        }
        for (int i = 0; i < 100 && HandleCleaner.liveCount() > live; i++) {
            System.gc();
            Thread.sleep(20);
        }
        System.out.printf("handles: 10000 payment requests never closed: %d still open after GC%n", HandleCleaner.liveCount() - live);
        assertEquals(live, HandleCleaner.liveCount());
    }

    @Test
    void aClosedHandleRefusesUseAndClosesOnce() {
        DeviceMetadata metadata = new DeviceMetadata();
        metadata.close();
        metadata.close();
        assertTrue(metadata.isClosed());
        assertThrows(IllegalStateException.class, metadata::encode);
    }
}
