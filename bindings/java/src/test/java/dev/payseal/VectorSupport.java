package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Reading a vector case: its key and input bytes, its outcome (a result or a status), and its JSON.
 * The cases are read with the binding's own JSON reader ({@code Json}, package-private, which is why
 * the tests live in package dev.payseal): the JDK has none, Debian's JSON jars are not in
 * {@code make deps}, and every value it reads here is compared with the library's output, so a
 * reading fault would show as a failed case, not hide one.
 */
final class VectorSupport {
    /** What {@link #outcome} returns when the case expected, and got, a failure. */
    static final Object NO_RESULT = new Object();

    private VectorSupport() {
    }

    /** The calls of one case. */
    interface Run {
        Object run() throws Exception;
    }

    /**
     * valid: the calls' result. invalid: the first failing call's status must be the case's; returns
     * NO_RESULT. acceptable: either.
     */
    static Object outcome(Map<String, Object> c, Run run) throws Exception {
        String result = (String) c.get("result");
        if (result.equals("valid")) {
            return run.run();
        }
        if (result.equals("invalid")) {
            Object got;
            try {
                got = run.run();
            } catch (PaySealException e) {
                assertEquals(c.get("status"), e.getStatus().getCName(), "status (" + e.getMessage() + ")");
                return NO_RESULT;
            }
            return fail("expected " + c.get("status") + ", but the calls succeeded (" + shortText(got) + ")");
        }
        if (result.equals("acceptable")) {
            try {
                return run.run();
            } catch (PaySealException e) {
                if (c.containsKey("status")) {
                    assertEquals(c.get("status"), e.getStatus().getCName(), "acceptable case's status");
                }
                return NO_RESULT;
            }
        }
        return fail("unknown result " + result);
    }

    private static String shortText(Object value) {
        String text = String.valueOf(value);
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }

    static byte[] hex(String text) {
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    static String toHex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02x", b & 0xff));
        }
        return sb.toString();
    }

    static byte[] utf8(String text) {
        return Utf8.encode(text);
    }

    /** A key object {"format", "data"} as the bytes given to the library. */
    static byte[] keyBytes(Object obj) {
        Map<?, ?> key = (Map<?, ?>) obj;
        String format = (String) key.get("format");
        Object data = key.get("data");
        switch (format) {
            case "der_hex":
                return hex((String) data);
            case "pem":
            case "spki_b64":
                return ((String) data).getBytes(StandardCharsets.UTF_8);
            case "jwk":
                return utf8(Json.write(data));
            default:
                throw new AssertionError("unknown key format " + format);
        }
    }

    /** public-key-parse "input": {"hex"} | {"text"} | {"format": "repeat", "byte", "count"}. */
    static byte[] inputBytes(Map<?, ?> obj) {
        if ("repeat".equals(obj.get("format"))) {
            byte[] out = new byte[((Number) obj.get("count")).intValue()];
            Arrays.fill(out, (byte) Integer.parseInt((String) obj.get("byte"), 16));
            return out;
        }
        if (obj.containsKey("hex")) {
            return hex((String) obj.get("hex"));
        }
        if (obj.containsKey("text")) {
            return utf8((String) obj.get("text"));
        }
        throw new AssertionError("unknown input " + obj.keySet());
    }

    /** A JSON argument: text as it is, any other value written compactly. */
    static String jsonText(Object value) {
        return value == null ? null : value instanceof String ? (String) value : Json.write(value);
    }

    static YearMonth today(Map<String, Object> c) {
        List<?> today = (List<?>) c.get("today");
        return YearMonth.of(((Number) today.get(0)).intValue(), ((Number) today.get(1)).intValue());
    }

    static String str(Map<String, Object> c, String name) {
        Object value = c.get(name);
        return value == null ? null : value.toString();
    }

    /** JSON values compared as Python's json.dumps compares them: member order and number kinds included. */
    static void assertJson(Object expected, Object got) {
        assertEquals(Json.write(expected), Json.write(got));
    }
}
