package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.DateTimeException;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of Vectors/bad-input.constructed.json that the Java types can express, through the Java API: the
 * status and the exact message. The other arguments take the defaults of
 * Tests/PaySealCTests/BadInputCatalogueTests.swift. Skipped, with the reason: bytes that are not
 * UTF-8 (or hold U+0000) for a String parameter, a declared length other than the array's, a
 * month Java's YearMonth refuses, a null product whose method is called, an accepted list that is
 * not a list of strings.
 */
class BadInputTest {
    /** An argument the Java types cannot express. */
    static final class Inexpressible extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Inexpressible(String why) {
            super(why);
        }
    }

    @Test
    void aMessageCallsTheArgumentByItsJavaName() {
        try (Session s = Session.builder().clientSessionId("s1").customerId("c1").clientApiUrl("https://h.example.com").build()) {
            PaySealException e = assertThrows(PaySealException.class,
                    () -> s.request("iinDetails", null, "{\"cardNumbr\":\"4111\"}", null));
            assertEquals("params \"cardNumber\" is missing: iinDetails needs it", e.getMessage());
            assertEquals(Optional.of("params_json.cardNumber"), e.getSubject());
        }
    }

    @TestFactory
    @SuppressWarnings("unchecked")
    Stream<DynamicTest> everyExpressibleRow() throws Exception {
        String json = new String(Files.readAllBytes(ThreadTest.root().resolve("Vectors/bad-input.constructed.json")), StandardCharsets.UTF_8);
        List<DynamicTest> tests = new ArrayList<>();
        for (Object item : (List<Object>) Json.parseObject(json).get("cases")) {
            Map<String, Object> row = (Map<String, Object>) item;
            String name = (String) row.get("id");
            tests.add(DynamicTest.dynamicTest(name, () -> runRow(row)));
        }
        return tests.stream();
    }

    @SuppressWarnings("unchecked")
    private static void runRow(Map<String, Object> row) throws Exception {
        Args a = new Args((Map<String, Object>) row.get("args"));
        try {
            BadInputCalls.call((String) row.get("call"), a);
        } catch (Inexpressible e) {
            Assumptions.abort("not expressible in Java: " + e.getMessage());
        } catch (PaySealException e) {
            assertEquals(row.get("status"), e.getStatus().getCName(), "status (" + e.getMessage() + ")");
            // The message is the library's, its subject worded with the Java argument names.
            String expected = (String) row.get("message");
            String subject = e.getSubject().orElse(null);
            if (subject != null) {
                int dot = subject.indexOf('.');
                int bracket = subject.indexOf('[');
                int cut = dot < 0 ? bracket : bracket < 0 ? dot : Math.min(dot, bracket);
                String argument = cut < 0 ? subject : subject.substring(0, cut);
                String rest = cut < 0 ? "" : subject.substring(cut);
                String member = rest.startsWith(".") ? " \"" + rest.substring(1) + "\"" : rest;
                String cWords = argument + member;
                assertTrue(expected.startsWith(cWords + " "), "subject " + subject + " words: " + expected);
                expected = Results.ARGUMENT_NAMES.getOrDefault(argument, argument) + member + expected.substring(cWords.length());
            }
            assertEquals(expected, e.getMessage());
            return;
        }
        fail("expected " + row.get("status") + " (" + row.get("message") + "), but the call succeeded");
    }

    /** A row's arguments as the Java API takes them. */
    static final class Args {
        private final Map<String, Object> args;

        Args(Map<String, Object> args) {
            this.args = args;
        }

        boolean has(String name) {
            return args.get(name) != null;
        }

        boolean isNull(String name) {
            return args.containsKey(name) && args.get(name) == null;
        }

        /** The bytes an argument stands for; null for NULL (or absent). */
        @SuppressWarnings("unchecked")
        byte[] bytes(String name) throws Exception {
            Map<?, ?> v = (Map<?, ?>) args.get(name);
            if (v == null) {
                return null;
            }
            if (v.containsKey("text")) {
                return ((String) v.get("text")).getBytes(StandardCharsets.UTF_8);
            }
            if (v.containsKey("hex")) {
                return VectorSupport.hex((String) v.get("hex"));
            }
            if (v.containsKey("repeat")) {
                byte[] prefix = ((String) ((Map<String, Object>) v).getOrDefault("prefix", "")).getBytes(StandardCharsets.UTF_8);
                byte[] suffix = ((String) ((Map<String, Object>) v).getOrDefault("suffix", "")).getBytes(StandardCharsets.UTF_8);
                int count = ((Number) v.get("count")).intValue();
                byte[] out = new byte[prefix.length + count + suffix.length];
                System.arraycopy(prefix, 0, out, 0, prefix.length);
                java.util.Arrays.fill(out, prefix.length, prefix.length + count, (byte) Integer.parseInt((String) v.get("repeat"), 16));
                System.arraycopy(suffix, 0, out, prefix.length + count, suffix.length);
                return out;
            }
            if (v.containsKey("file")) {
                return Files.readAllBytes(ThreadTest.root().resolve((String) v.get("file")));
            }
            if (v.containsKey("vector")) {
                String doc = new String(Files.readAllBytes(ThreadTest.root().resolve("Vectors/" + v.get("vector"))), StandardCharsets.UTF_8);
                for (Object c : (List<?>) Json.parseObject(doc).get("cases")) {
                    if (v.get("id").equals(((Map<?, ?>) c).get("id"))) {
                        return name.equals("key") ? VectorSupport.keyBytes(((Map<?, ?>) c).get("private_key"))
                                : ((String) ((Map<?, ?>) c).get("compact")).getBytes(StandardCharsets.UTF_8);
                    }
                }
            }
            throw new AssertionError("unknown argument " + v);
        }

        /** A String argument: its bytes must be UTF-8 without U+0000 (a C string ends there; a Java one does not). */
        String text(String name) throws Exception {
            return text(name, null);
        }

        String text(String name, String absent) throws Exception {
            if (!args.containsKey(name)) {
                return absent;
            }
            byte[] b = bytes(name);
            if (b == null) {
                return null;
            }
            try {
                String s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
                if (s.indexOf('\0') >= 0) {
                    throw new Inexpressible(name + " holds U+0000, which ends a C string but not a Java one");
                }
                return s;
            } catch (CharacterCodingException e) {
                throw new Inexpressible(name + " is not UTF-8, which a Java String cannot hold");
            }
        }

        int integer(String name) {
            Object v = args.get(name);
            return v == null ? 0 : ((Number) v).intValue();
        }

        /** "today": (0, 0) is null (the clock); a month Java refuses is inexpressible. */
        YearMonth today() {
            int year = integer("year"), month = integer("month");
            if (year == 0 && month == 0) {
                return null;
            }
            try {
                return YearMonth.of(year, month);
            } catch (DateTimeException e) {
                throw new Inexpressible("YearMonth cannot hold year " + year + ", month " + month);
            }
        }
    }
}
