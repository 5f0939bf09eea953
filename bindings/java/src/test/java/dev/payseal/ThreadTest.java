package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Eight threads sharing one public key, one private key, one product and one brand table (all immutable). */
class ThreadTest {
    static final int THREADS = 8;
    static final int ROUNDS = 100;

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
                        assertEquals("visa", brands.check(pan, "12/30", "123", null, today).getBrand());
                        assertEquals(FieldCheck.State.VALID, product.check("cardNumber", pan, today).getState());
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
}
