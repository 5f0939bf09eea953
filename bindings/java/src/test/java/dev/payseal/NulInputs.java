package dev.payseal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The case's strings that the C ABI takes as NUL-terminated {@code const char *} and that hold U+0000 (vector_inputs.py). */
final class NulInputs {
    private NulInputs() {
    }

    static List<String> of(String topic, Map<String, Object> c) {
        List<String> found = new ArrayList<>();
        switch (topic) {
            case "jwe-encrypt-kat":
                add(found, "kid", c.get("kid"));
                break;
            case "public-key-parse":
                add(found, "key_id", c.get("key_id"));
                break;
            case "payment-payload":
            case "prepare-round-trip":
                for (String n : new String[] {"client_session_id", "payment_product_id", "account_on_file_id", "nonce"}) {
                    add(found, n, c.get(n));
                }
                pairs(found, "values", c.get("values"));
                pairs(found, "metadata_set", c.get("metadata_set"));
                break;
            case "masks":
                names(found, c, "mask", "value", "text", "replacement");
                break;
            case "validation":
            case "validation-messages":
                add(found, "value", c.get("value"));
                break;
            case "iin":
                add(found, "card_number", c.get("card_number"));
                add(found, "previous_card_number", c.get("previous_card_number"));
                break;
            case "messages":
                add(found, "key", c.get("key"));
                add(found, "locale", c.get("locale"));
                break;
            case "card-brands":
            case "card-check":
            case "card-as-you-type":
            case "pan-format":
            case "pan-edit":
                names(found, c, "pan", "expiry", "cvc", "text", "replacement");
                break;
            case "product-field-check":
                add(found, "value", c.get("value"));
                if (c.get("typed") instanceof List) {
                    for (Object t : (List<?>) c.get("typed")) {
                        add(found, "typed keys", ((Map<?, ?>) t).get("keys"));
                    }
                }
                break;
            case "card-editing":
                names(found, c, "mask", "text", "replacement", "pan", "name");
                break;
            case "client-api-request":
                for (Map.Entry<?, ?> e : ((Map<?, ?>) c.get("session")).entrySet()) {
                    add(found, String.valueOf(e.getKey()), e.getValue());
                }
                break;
            case "device-metadata":
                pairs(found, "set", c.get("set"));
                break;
            default:
                break;
        }
        return found;
    }

    private static void names(List<String> found, Map<String, Object> c, String... names) {
        for (String n : names) {
            add(found, n, c.get(n));
        }
    }

    private static void pairs(List<String> found, String what, Object list) {
        if (list instanceof List) {
            int i = 0;
            for (Object pair : (List<?>) list) {
                add(found, what + "[" + i + "] key", ((List<?>) pair).get(0));
                add(found, what + "[" + i + "] value", ((List<?>) pair).get(1));
                i++;
            }
        }
    }

    private static void add(List<String> found, String name, Object value) {
        if (value instanceof String && ((String) value).indexOf('\0') >= 0) {
            found.add(name);
        }
    }
}
