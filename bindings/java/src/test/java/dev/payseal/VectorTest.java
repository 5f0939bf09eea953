package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

/**
 * Every case of every Vectors/*.json file through the Java API, one dynamic test per case (so the
 * JUnit summary counts them), as bindings/python/tests/test_vectors.py runs them: topics the C ABI
 * cannot express, keys below 2048 bits and U+0000 inside a NUL-terminated argument are skipped case
 * by case. Prints "vectors: FILE: N passed, M failed, K skipped" per file at the end.
 */
class VectorTest {
    /** The runners of bindings/python/tests, by topic. */
    interface Runner {
        void run(Map<String, Object> c) throws Exception;
    }

    private static final Set<String> NON_ABI_TOPICS = Set.of("a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "base64");
    private static final Map<String, Runner> RUNNERS = new HashMap<>();
    private static final Map<String, int[]> COUNTS = new ConcurrentHashMap<>(); // file -> passed, failed, skipped

    static {
        RUNNERS.put("jwe-decrypt", PaymentRunners::jweDecrypt);
        RUNNERS.put("jwe-encrypt-kat", PaymentRunners::jweEncryptKat);
        RUNNERS.put("public-key-parse", PaymentRunners::publicKeyParse);
        RUNNERS.put("client-api-key", PaymentRunners::clientApiKey);
        RUNNERS.put("payment-payload", PaymentRunners::paymentPayload);
        RUNNERS.put("device-metadata", PaymentRunners::deviceMetadata);
        RUNNERS.put("prepare-round-trip", PaymentRunners::prepareRoundTrip);
        RUNNERS.put("masks", CardInputRunners::masks);
        RUNNERS.put("validation", CardInputRunners::validation);
        RUNNERS.put("validation-messages", CardInputRunners::validationMessages);
        RUNNERS.put("messages", MessageRunners::messages);
        RUNNERS.put("iin", CardInputRunners::iin);
        RUNNERS.put("client-api-request", CardInputRunners::clientApiRequest);
        RUNNERS.put("service-response", CardInputRunners::serviceResponse);
        RUNNERS.put("client-api-error", CardInputRunners::clientApiError);
        RUNNERS.put("products", CardInputRunners::products);
        RUNNERS.put("products-list", CardInputRunners::productsList);
        RUNNERS.put("products-offered", CardInputRunners::productsOffered);
        RUNNERS.put("request-validation", CardInputRunners::requestValidation);
        RUNNERS.put("card-brands", CardRunners::cardBrands);
        RUNNERS.put("card-check", CardRunners::cardCheck);
        RUNNERS.put("card-as-you-type", CardRunners::cardAsYouType);
        RUNNERS.put("pan-format", CardRunners::panFormat);
        RUNNERS.put("pan-edit", CardRunners::panEdit);
        RUNNERS.put("card-editing", CardRunners::cardEditing);
        RUNNERS.put("product-field-check", CardRunners::productFieldCheck);
    }

    static Path vectorsDir() {
        return Paths.get(System.getProperty("payseal.vectors", "Vectors"));
    }

    @TestFactory
    Stream<DynamicNode> everyVectorFile() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(vectorsDir())) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().collect(Collectors.toList());
        }
        assertFalse(files.isEmpty(), "no Vectors/*.json in " + vectorsDir().toAbsolutePath());
        List<DynamicNode> nodes = new ArrayList<>();
        for (Path file : files) {
            nodes.add(container(file));
        }
        return nodes.stream();
    }

    @SuppressWarnings("unchecked")
    private static DynamicNode container(Path file) throws IOException {
        String name = file.getFileName().toString();
        Map<String, Object> doc;
        try {
            doc = Json.parseObject(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return DynamicTest.dynamicTest(name + "::<load>", () -> {
                throw new AssertionError(name + " cannot be read: " + e.getMessage());
            });
        }
        String topic = (String) doc.get("topic");
        List<DynamicTest> tests = new ArrayList<>();
        List<Object> cases = (List<Object>) doc.get("cases");
        for (int i = 0; i < cases.size(); i++) {
            Map<String, Object> c = (Map<String, Object>) cases.get(i);
            String id = c.containsKey("id") ? String.valueOf(c.get("id")) : "#" + i;
            tests.add(DynamicTest.dynamicTest(id, () -> runCase(name, topic, c)));
        }
        return DynamicContainer.dynamicContainer(name, tests);
    }

    private static void runCase(String file, String topic, Map<String, Object> c) throws Exception {
        int[] counts = COUNTS.computeIfAbsent(file, f -> new int[3]);
        try {
            Assumptions.assumeFalse(NON_ABI_TOPICS.contains(topic), "topic " + topic + " is not expressible through the C ABI");
            Assumptions.assumeFalse("bad-input".equals(topic), "the bad-input catalogue: BadInputTest replays it");
            Runner runner = RUNNERS.get(topic);
            Assumptions.assumeTrue(runner != null, "topic " + topic + " is not known to this runner");
            Assumptions.assumeFalse(Boolean.TRUE.equals(c.get("test_allow_small_key")),
                    "needs a key below 2048 bits, which the C ABI refuses by policy");
            List<String> withNul = NulInputs.of(topic, c);
            Assumptions.assumeTrue(withNul.isEmpty(), "passes U+0000 inside a NUL-terminated C string argument (" + withNul + ")");
            runner.run(c);
            synchronized (counts) {
                counts[0]++;
            }
        } catch (TestAbortedException e) {
            synchronized (counts) {
                counts[2]++;
            }
            throw e;
        } catch (Exception | AssertionError e) {
            synchronized (counts) {
                counts[1]++;
            }
            throw e;
        }
    }

    @AfterAll
    static void printCounts() {
        int[] total = new int[3];
        for (Map.Entry<String, int[]> e : new TreeMap<>(COUNTS).entrySet()) {
            int[] n = e.getValue();
            System.out.printf("vectors: %s: %d passed, %d failed, %d skipped%n", e.getKey(), n[0], n[1], n[2]);
            for (int i = 0; i < 3; i++) {
                total[i] += n[i];
            }
        }
        System.out.printf("vectors: all files: %d passed, %d failed, %d skipped%n", total[0], total[1], total[2]);
    }
}
