package dev.payseal;

import static dev.payseal.VectorSupport.NO_RESULT;
import static dev.payseal.VectorSupport.hex;
import static dev.payseal.VectorSupport.keyBytes;
import static dev.payseal.VectorSupport.outcome;
import static dev.payseal.VectorSupport.str;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** The vector runners of the payment flow, as bindings/python/tests/vector_runners_payment.py runs them. */
final class PaymentRunners {
    private static final Pattern UUID_V4 = Pattern.compile("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");

    private PaymentRunners() {
    }

    static void jweDecrypt(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (PrivateKey key = PrivateKey.parse(keyBytes(c.get("private_key")))) {
                return key.decrypt((String) c.get("compact"));
            }
        });
        if (got != NO_RESULT && c.containsKey("plaintext_hex")) {
            assertEquals(c.get("plaintext_hex"), VectorSupport.toHex((byte[]) got));
        }
    }

    static void jweEncryptKat(Map<String, Object> c) throws Exception {
        byte[] plaintext = hex((String) c.get("plaintext_hex"));
        Object got = outcome(c, () -> {
            String token;
            try (PublicKey key = PublicKey.parse(keyBytes(c.get("public_key")), (String) c.get("kid"))) {
                token = key.encryptKnownAnswer(plaintext, hex((String) c.get("cek_hex")), hex((String) c.get("iv_hex")),
                        hex((String) c.get("oaep_seed_hex")));
            }
            try (PrivateKey key = PrivateKey.parse(keyBytes(c.get("private_key")))) {
                return new Object[] {token, key.decrypt(token)};
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        String token = (String) ((Object[]) got)[0];
        String expected = (String) c.get("compact");
        List<?> parts = (List<?>) c.get("check_parts");
        if (parts == null) {
            assertEquals(expected, token);
        } else {
            String[] mine = token.split("\\."), theirs = expected.split("\\.");
            assertEquals(5, mine.length);
            for (Object i : parts) {
                int n = ((Number) i).intValue();
                assertEquals(theirs[n], mine[n], "JWE part " + n);
            }
        }
        assertArrayEquals(plaintext, (byte[]) ((Object[]) got)[1]);
    }

    private static void checkKey(Map<String, Object> c, PublicKey key) {
        if (c.containsKey("bits")) {
            assertEquals(((Number) c.get("bits")).intValue(), key.getBits());
        }
        if (c.containsKey("kid")) {
            assertEquals(c.get("kid"), key.getKeyId().orElse(null));
        }
    }

    static void publicKeyParse(Map<String, Object> c) throws Exception {
        byte[] data = VectorSupport.inputBytes((Map<?, ?>) c.get("input"));
        outcome(c, () -> {
            try (PublicKey key = PublicKey.parse(data, (String) c.get("key_id"))) {
                checkKey(c, key);
                return key;
            }
        });
    }

    static void clientApiKey(Map<String, Object> c) throws Exception {
        byte[] data = c.containsKey("json_hex") ? hex((String) c.get("json_hex")) : VectorSupport.utf8((String) c.get("json_text"));
        outcome(c, () -> {
            try (PublicKey key = PublicKey.fromClientApi(data)) {
                checkKey(c, key);
                return key;
            }
        });
    }

    private static void applyPayment(Map<String, Object> c, PaymentRequest request) {
        for (Object pair : (List<?>) c.getOrDefault("values", List.of())) {
            request.setValue((String) ((List<?>) pair).get(0), (String) ((List<?>) pair).get(1));
        }
        String account = str(c, "account_on_file_id");
        if (account != null) {
            request.setAccountOnFile(account);
        }
        request.setTokenize(Boolean.TRUE.equals(c.get("tokenize")));
    }

    static void paymentPayload(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (PaymentRequest request = new PaymentRequest((String) c.get("client_session_id"), str(c, "payment_product_id"))) {
                applyPayment(c, request);
                return request.payload((String) c.get("nonce"));
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        if ("semantic".equals(c.get("compare"))) {
            // as Python's dict ==: members in any order
            assertEquals(Json.parse((String) c.get("expected_json")), Json.parse((String) got));
        } else {
            assertEquals(c.get("expected_json"), got);
        }
    }

    static void prepareRoundTrip(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            PreparedPaymentRequest prepared;
            String keyId;
            try (PublicKey key = PublicKey.fromClientApi((String) c.get("client_api_json"));
                 PaymentRequest request = new PaymentRequest((String) c.get("client_session_id"), str(c, "payment_product_id"))) {
                applyPayment(c, request);
                DeviceMetadata metadata = null;
                try {
                    if (c.containsKey("metadata_set")) {
                        metadata = new DeviceMetadata();
                        for (Object pair : (List<?>) c.get("metadata_set")) {
                            metadata.set((String) ((List<?>) pair).get(0), (String) ((List<?>) pair).get(1));
                        }
                    }
                    prepared = request.prepare(key, metadata);
                } finally {
                    if (metadata != null) {
                        metadata.close();
                    }
                }
                keyId = key.getKeyId().orElse(null);
            }
            try (PrivateKey key = PrivateKey.parse(keyBytes(c.get("private_key")))) {
                return new Object[] {prepared, key.decrypt(prepared.getEncryptedFields()), keyId};
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        PreparedPaymentRequest prepared = (PreparedPaymentRequest) ((Object[]) got)[0];
        String payload = new String((byte[]) ((Object[]) got)[1], StandardCharsets.UTF_8);
        String keyId = (String) ((Object[]) got)[2];
        String header = new String(Base64.getUrlDecoder().decode(prepared.getEncryptedFields().split("\\.")[0]), StandardCharsets.UTF_8);
        Map<String, Object> expectedHeader = new LinkedHashMap<>();
        expectedHeader.put("alg", "RSA-OAEP");
        expectedHeader.put("enc", "A256CBC-HS512");
        if (keyId != null) {
            expectedHeader.put("kid", keyId);
        }
        assertEquals(expectedHeader, Json.parseObject(header));
        String nonce = (String) Json.parseObject(payload).get("nonce");
        assertTrue(UUID_V4.matcher(nonce).matches(), "nonce " + nonce + " is not a lowercase UUID v4");
        if (c.containsKey("expected_payload_json")) {
            assertEquals(((String) c.get("expected_payload_json")).replaceFirst("\"NONCE\"", "\"" + nonce + "\""), payload);
        }
        if (c.containsKey("expected_metadata_json")) {
            byte[] meta = ((String) c.get("expected_metadata_json")).getBytes(StandardCharsets.UTF_8);
            assertEquals(Base64.getEncoder().encodeToString(meta), prepared.getEncodedClientMetaInfo());
        }
    }

    static void deviceMetadata(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (DeviceMetadata metadata = new DeviceMetadata()) {
                for (Object pair : (List<?>) c.get("set")) {
                    metadata.set((String) ((List<?>) pair).get(0), (String) ((List<?>) pair).get(1));
                }
                return new String[] {metadata.toJson(), metadata.encode()};
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        if (c.containsKey("expected_json")) {
            assertEquals(c.get("expected_json"), ((String[]) got)[0]);
        }
        if (c.containsKey("expected_base64")) {
            assertEquals(c.get("expected_base64"), ((String[]) got)[1]);
        }
    }
}
