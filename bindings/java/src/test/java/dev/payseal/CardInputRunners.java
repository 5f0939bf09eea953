package dev.payseal;

import static dev.payseal.VectorSupport.NO_RESULT;
import static dev.payseal.VectorSupport.assertJson;
import static dev.payseal.VectorSupport.jsonText;
import static dev.payseal.VectorSupport.outcome;
import static dev.payseal.VectorSupport.today;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/** The vector runners of card input (masks, validation, IIN, requests, products), as bindings/python/tests runs them. */
final class CardInputRunners {
    private CardInputRunners() {
    }

    static void masks(Map<String, Object> c) throws Exception {
        String op = (String) c.get("op");
        Object got = outcome(c, () -> {
            Mask mask = new Mask((String) c.get("mask"));
            if (op.equals("format")) {
                return mask.format((String) c.get("value"));
            }
            if (op.equals("unformat")) {
                return mask.unformat((String) c.get("value"));
            }
            return mask.edit((String) c.get("text"), ((Number) c.get("start")).intValue(), ((Number) c.get("end")).intValue(),
                    (String) c.get("replacement"));
        });
        if (got == NO_RESULT) {
            return;
        }
        if (op.equals("edit")) {
            assertEdit(c.get("expected"), (TextEdit) got);
        } else {
            assertEquals(c.get("expected"), got);
        }
    }

    static void assertEdit(Object expected, TextEdit got) {
        Map<?, ?> e = (Map<?, ?>) expected;
        assertEquals(e.get("text"), got.getText());
        assertEquals(((Number) e.get("caret")).intValue(), got.getCaret());
        // The card fields' edits also say whether a paste was cut or refused, where expected gives it.
        if (e.containsKey("truncated")) {
            assertEquals(e.get("truncated"), got.isTruncated());
        }
        if (e.containsKey("refused")) {
            assertEquals(e.get("refused"), got.getRefused().map(TextEdit.Refusal::wireName).orElse(null));
        }
    }

    private static List<Map<String, Object>> errors(List<ValidationError> errors, boolean messages, boolean fieldId) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ValidationError e : errors) {
            Map<String, Object> m = new LinkedHashMap<>();
            if (fieldId) {
                m.put("fieldId", e.getFieldId().orElse(null));
            }
            m.put("type", e.getType());
            m.put("params", e.getParams());
            if (messages) {
                m.put("messageKey", e.getMessageKey());
                m.put("message", e.getMessage());
            }
            out.add(m);
        }
        return out;
    }

    static void validation(Map<String, Object> c) throws Exception {
        validation(c, false);
    }

    static void validationMessages(Map<String, Object> c) throws Exception {
        validation(c, true);
    }

    @SuppressWarnings("unchecked")
    private static void validation(Map<String, Object> c, boolean messages) throws Exception {
        Object got = outcome(c, () -> Validation.validateValue(Json.write(c.get("data_restrictions")), (String) c.get("value"), today(c)));
        if (got != NO_RESULT) {
            assertJson(c.get("expected_errors"), errors((List<ValidationError>) got, messages, false));
        }
    }

    static void productsList(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (ProductList list = ProductList.parse((String) c.get("json_text"))) {
                return list.toJson();
            }
        });
        if (got != NO_RESULT) {
            assertJson(c.get("expected"), Json.parse((String) got));
        }
    }

    static void productsOffered(Map<String, Object> c) throws Exception {
        long wallets = ((Number) c.get("wallets")).longValue();
        Assumptions.assumeTrue(wallets >= 0 && wallets <= 3, "a wallets bit the Java API cannot express");
        Object got = outcome(c, () -> {
            try (ProductList list = ProductList.offered((String) c.get("json_text"), (wallets & 1) != 0, (wallets & 2) != 0)) {
                List<Object> ids = new ArrayList<>();
                for (Product p : list.getProducts()) {
                    ids.add(p.getId());
                }
                return ids;
            }
        });
        if (got != NO_RESULT) {
            List<Object> expected = new ArrayList<>();
            for (Object id : (List<?>) c.get("expected_ids")) {
                expected.add(((Number) id).longValue());
            }
            assertEquals(expected, got);
        }
    }

    static void iin(Map<String, Object> c) throws Exception {
        boolean bin = "bin".equals(c.get("op")), trigger = "trigger".equals(c.get("op"));
        Object got = outcome(c, () -> bin ? Iin.bin((String) c.get("card_number")).orElse(null)
                : trigger ? (Object) Iin.needsNewDetails((String) c.get("card_number"), (String) c.get("previous_card_number"))
                : IinResult.parse(((Number) c.get("http_status")).intValue(), (String) c.get("body")).toMap());
        if (got == NO_RESULT) {
            return;
        }
        if (bin) {
            assertEquals(c.get("expected_bin"), got);
        } else if (trigger) {
            assertEquals(c.get("expected_needed"), got);
        } else {
            assertJson(c.get("expected"), got);
        }
    }

    static void serviceResponse(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> ServiceResponse.read((String) c.get("operation"), ((Number) c.get("http_status")).intValue(),
                Boolean.TRUE.equals(c.get("body_is_hex")) ? VectorSupport.hex((String) c.get("body")) : Utf8.encode((String) c.get("body")))
                .getMembers());
        if (got == NO_RESULT) {
            return;
        }
        assertJson(c.get("expected"), got);
    }

    static void clientApiError(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> Json.parse(ClientApiFailure.read(((Number) c.get("http_status")).intValue(),
                Boolean.TRUE.equals(c.get("body_is_hex")) ? VectorSupport.hex((String) c.get("body")) : Utf8.encode((String) c.get("body")))
                .toJson()));
        if (got == NO_RESULT) {
            return;
        }
        assertJson(c.get("expected"), got);
    }

    static void clientApiRequest(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            Map<?, ?> s = (Map<?, ?>) c.get("session");
            try (Session session = Session.builder().clientSessionId((String) s.get("client_session_id"))
                    .customerId((String) s.get("customer_id")).clientApiUrl((String) s.get("client_api_url"))
                    .assetUrl((String) s.get("asset_url")).build();
                 DeviceMetadata metadata = new DeviceMetadata()) {
                for (Object pair : (List<?>) c.get("metadata")) {
                    metadata.set((String) ((List<?>) pair).get(0), (String) ((List<?>) pair).get(1));
                }
                return session.request((String) c.get("operation"), jsonText(c.get("context")), jsonText(c.get("params")), metadata)
                        .toMap();
            }
        });
        if (got != NO_RESULT) {
            assertJson(c.get("expected"), got);
        }
    }

    static void products(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (Product product = Product.parse((String) c.get("json_text"))) {
                return product.toJson();
            }
        });
        if (got != NO_RESULT) {
            assertJson(c.get("expected"), Json.parse((String) got));
        }
    }

    static void requestValidation(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (Product product = Product.parse(Json.write(c.get("product")));
                 PaymentRequest request = new PaymentRequest("session", product.getId())) {
                request.setProduct(product);
                if (c.get("account_on_file") != null) {
                    request.setAccountOnFile((String) c.get("account_on_file"));
                }
                for (Object pair : (List<?>) c.get("values")) {
                    request.setValue((String) ((List<?>) pair).get(0), (String) ((List<?>) pair).get(1));
                }
                List<Object> values = new ArrayList<>();
                for (Object v : (List<?>) Json.parseObject(request.payload("n")).get("paymentValues")) {
                    values.add(List.of(((Map<?, ?>) v).get("key"), ((Map<?, ?>) v).get("value")));
                }
                return new Object[] {request.validate(today(c)), values};
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        @SuppressWarnings("unchecked")
        List<ValidationError> errors = (List<ValidationError>) ((Object[]) got)[0];
        assertJson(c.get("expected_errors"), errors(errors, false, true));
        assertJson(c.get("expected_values"), ((Object[]) got)[1]);
    }
}
