package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Eight threads sharing one public key, one private key, one product and one brand table (all
 * immutable), and eight threads sharing one payment request and one device metadata (builders,
 * whose calls the binding runs one at a time).
 */
class ThreadTest {
    static final int THREADS = 8;
    static final int ROUNDS = 100;
    static final int SHARED_ROUNDS = 300; // on one request: enough that a race in the library showed in every run

    static Path root() {
        return Paths.get(System.getProperty("payseal.root", "."));
    }

    static String read(String path) throws Exception {
        return new String(Files.readAllBytes(root().resolve(path)), StandardCharsets.UTF_8);
    }

    @Test
    void eightThreadsShareAKeyAProductAndABrandTable() throws Exception {
        YearMonth today = YearMonth.of(2026, 11);
        try (PublicKey key = PublicKey.fromClientApi(read("examples/public-key.json"));
             PrivateKey privateKey = PrivateKey.parse(Files.readAllBytes(root().resolve("Vectors/keys/test-rsa-2048.private.pem")));
             Product product = Product.parse(read("examples/product-1-visa.json"));
             CardBrands brands = CardBrands.builtIn()) {
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            List<Future<Integer>> results = new ArrayList<>();
            long start = System.nanoTime();
            for (int t = 0; t < THREADS; t++) {
                final int thread = t;
                results.add(pool.submit(() -> {
                    int done = 0;
                    for (int i = 0; i < ROUNDS; i++) {
                        String pan = i % 2 == 0 ? "4111 1111 1111 1111" : "4012 0000 3333 0026";
                        assertEquals("visa", brands.newCheck().pan(pan).expiry("12/30").cvc("123").today(today).check()
                                .getSettledBrand().orElseThrow());
                        assertEquals(FieldCheck.State.VALID, product.check("cardNumber", pan, CheckOptions.TYPING.today(today)).getState());
                        try (PaymentRequest request = new PaymentRequest("session-" + thread, product.getId())) {
                            request.setProduct(product).setValue("cardNumber", pan.toCharArray())
                                    .setValue("expiryDate", "12/30").setValue("cvv", "123");
                            assertEquals(List.of(), request.validate(today));
                            PreparedPaymentRequest prepared = request.prepare(key);
                            byte[] payload = privateKey.decrypt(prepared.getEncryptedFields());
                            String text = new String(payload, StandardCharsets.UTF_8);
                            assertEquals("session-" + thread, Json.parseObject(text).get("clientSessionId"));
                            assertArrayEquals(pan.replace(" ", "").getBytes(StandardCharsets.US_ASCII),
                                    ((String) ((java.util.Map<?, ?>) ((List<?>) Json.parseObject(text).get("paymentValues")).get(0))
                                            .get("value")).getBytes(StandardCharsets.US_ASCII));
                        }
                        done++;
                    }
                    return done;
                }));
            }
            int total = 0;
            for (Future<Integer> f : results) {
                total += f.get();
            }
            pool.shutdown();
            System.out.printf("threads: %d threads x %d rounds (check, field check, prepare, decrypt) on shared handles: %d in %d ms%n",
                    THREADS, ROUNDS, total, (System.nanoTime() - start) / 1_000_000);
            assertEquals(THREADS * ROUNDS, total);
        }
    }

    /**
     * Eight threads calling every method of one payment request and one metadata at once: each
     * call completes as if alone (the binding runs them one at a time), where racing inside the
     * library corrupted the native heap and killed the JVM.
     */
    @Test
    void eightThreadsShareOneRequestAndOneMetadata() throws Exception {
        YearMonth today = YearMonth.of(2026, 11);
        String[] pans = {"4111 1111 1111 1111", "4012 0000 3333 0026"};
        Set<String> unmasked = Set.of("4111111111111111", "4012000033330026");
        try (PublicKey key = PublicKey.fromClientApi(read("examples/public-key.json"));
             PrivateKey privateKey = PrivateKey.parse(Files.readAllBytes(root().resolve("Vectors/keys/test-rsa-2048.private.pem")));
             Product product = Product.parse(read("examples/product-1-visa.json"));
             PaymentRequest request = new PaymentRequest("session", product.getId());
             DeviceMetadata metadata = new DeviceMetadata()) {
            request.setProduct(product).setValue("expiryDate", "12/30").setValue("cvv", "123");
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                final int thread = t;
                results.add(pool.submit(() -> {
                    start.await();
                    int done = 0;
                    for (int i = 0; i < SHARED_ROUNDS; i++) {
                        request.setValue("cardNumber", pans[(thread + i) % 2].toCharArray()).setTokenize(i % 2 == 0);
                        metadata.set("appIdentifier", "app-" + thread + "-" + i);
                        assertTrue(unmasked.contains(request.getUnmaskedValue("cardNumber")));
                        assertEquals(Set.of("cardNumber", "expiryDate", "cvv"), Set.copyOf(request.getKeys()));
                        assertEquals(List.of(), request.validate(today));
                        String payload = new String(privateKey.decrypt(request.prepare(key, metadata).getEncryptedFields()),
                                StandardCharsets.UTF_8);
                        Object value = null;
                        for (Object entry : (List<?>) Json.parseObject(payload).get("paymentValues")) {
                            if ("cardNumber".equals(((Map<?, ?>) entry).get("key"))) {
                                value = ((Map<?, ?>) entry).get("value");
                            }
                        }
                        assertTrue(unmasked.contains(value), "a card number some thread set");
                        assertTrue(((String) Json.parseObject(metadata.toJson()).get("appIdentifier")).startsWith("app-"));
                        done++;
                    }
                    return done;
                }));
            }
            start.countDown();
            int total = 0;
            for (Future<Integer> f : results) {
                total += f.get();
            }
            pool.shutdown();
            assertEquals(THREADS * SHARED_ROUNDS, total);
        }
    }

    /**
     * Eight threads calling one request while another closes it: every call either completes or
     * throws IllegalStateException (closed), and the free waits for the calls in flight.
     */
    @Test
    void closingARequestWhileEightThreadsUseIt() throws Exception {
        for (int run = 0; run < 20; run++) {
            PaymentRequest request = new PaymentRequest("session", 1);
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                results.add(pool.submit(() -> {
                    start.await();
                    int completed = 0;
                    for (int i = 0; i < 1000; i++) {
                        try {
                            request.setValue("cardNumber", "4111111111111111".toCharArray());
                            assertEquals("4111111111111111", request.getUnmaskedValue("cardNumber"));
                            completed++;
                        } catch (IllegalStateException closed) {
                            assertEquals("this PaymentRequest is closed", closed.getMessage());
                            break;
                        }
                    }
                    return completed;
                }));
            }
            start.countDown();
            Thread.sleep(run % 5);
            request.close();
            for (Future<Integer> f : results) {
                f.get();
            }
            pool.shutdown();
            assertTrue(request.isClosed());
        }
    }
}
