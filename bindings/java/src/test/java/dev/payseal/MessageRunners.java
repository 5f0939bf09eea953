package dev.payseal;

import static dev.payseal.VectorSupport.NO_RESULT;
import static dev.payseal.VectorSupport.jsonText;
import static dev.payseal.VectorSupport.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

/** The vector runner of Vectors/messages.*.json, as bindings/python/tests runs it: message and localize. */
final class MessageRunners {
    private MessageRunners() {
    }

    static void messages(Map<String, Object> c) throws Exception {
        String locale = (String) c.get("locale");
        String catalog = jsonText(c.get("catalog"));
        Object got = outcome(c, () -> c.get("op").equals("message")
                ? Messages.message((String) c.get("key"), jsonText(c.get("params")), locale, catalog)
                : Messages.localize((String) c.get("json"), locale, catalog));
        if (got != NO_RESULT) {
            assertEquals(c.get("expected"), got);
        }
    }
}
