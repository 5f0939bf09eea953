package dev.payseal;

import static dev.payseal.VectorSupport.NO_RESULT;
import static dev.payseal.VectorSupport.assertJson;
import static dev.payseal.VectorSupport.outcome;
import static dev.payseal.VectorSupport.today;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.YearMonth;
import java.util.List;
import java.util.Map;

/** The vector runners of card brands, card checks, PAN and expiry editing and product field checks. */
final class CardRunners {
    private CardRunners() {
    }

    /** The case's table: "table_text" (raw JSON), else "table" (null: the built-in table). */
    static CardBrands brands(Map<String, Object> c) {
        if (c.containsKey("table_text")) {
            return CardBrands.parse((String) c.get("table_text"));
        }
        return c.get("table") == null ? CardBrands.builtIn() : CardBrands.parse(Json.write(c.get("table")));
    }

    @SuppressWarnings("unchecked")
    private static List<String> accepted(Map<String, Object> c) {
        return (List<String>) c.get("accepted");
    }

    /** A check on the case's table with its accepted list and month ("accepted": [] is every brand, as no list). */
    private static CardCheck.Builder check(CardBrands b, Map<String, Object> c) {
        CardCheck.Builder check = b.newCheck().today(today(c));
        if (accepted(c) != null) {
            check.acceptedBrands(accepted(c));
        }
        return check;
    }

    /**
     * The table's spelling of a name that only differs from it in ASCII case, else null: the C
     * functions compare brand names exactly, the Java binding ignoring ASCII case (an exact match
     * first), as accepted lists are read.
     */
    static String otherCaseOf(CardBrands b, String name) {
        if (name == null || b.names().contains(name)) {
            return null;
        }
        for (String known : b.names()) {
            if (asciiLower(known).equals(asciiLower(name))) {
                return known;
            }
        }
        return null;
    }

    private static String asciiLower(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(ch -> out.append((char) (ch >= 'A' && ch <= 'Z' ? ch + 32 : ch)));
        return out.toString();
    }

    private static int i(Map<String, Object> c, String name) {
        return ((Number) c.get(name)).intValue();
    }

    static void cardBrands(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (CardBrands b = brands(c)) {
                return b.detectBrand((String) c.get("pan")).orElse(null);
            }
        });
        if (got != NO_RESULT) {
            assertEquals(c.get("expected"), got);
        }
    }

    static void cardCheck(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (CardBrands b = brands(c)) {
                return check(b, c).pan((String) c.get("pan")).expiry((String) c.get("expiry")).cvc((String) c.get("cvc"))
                        .leavingField(Boolean.TRUE.equals(c.get("final"))).check();
            }
        });
        if (got != NO_RESULT) {
            assertJson(c.get("expected"), Json.parse(((CardCheck) got).toJson()));
        }
    }

    static void cardAsYouType(Map<String, Object> c) {
        YearMonth today = today(c);
        String pan = (String) c.get("pan");
        List<?> expected = (List<?>) c.get("expected");
        assertEquals(pan.length(), expected.size());
        try (CardBrands b = brands(c)) {
            for (int n = 1; n <= pan.length(); n++) {
                CardCheck got = check(b, c).pan(pan.substring(0, n)).today(today).check();
                CardCheck.PanPart p = got.getPan();
                String line = got.getSettledBrand().orElse("null") + " " + p.getState().name().toLowerCase()
                        + " " + p.getReason().map(CardCheck.Reason::wireName).orElse("-") + " " + p.getMaxLength() + " "
                        + (p.isAdvance() ? "advance" : "-");
                assertEquals(expected.get(n - 1), line, "after " + n + " digits");
            }
        }
    }

    static void panFormat(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (CardBrands b = brands(c)) {
                return b.formatPan((String) c.get("pan"));
            }
        });
        if (got != NO_RESULT) {
            assertEquals(c.get("expected"), got);
        }
    }

    static void panEdit(Map<String, Object> c) throws Exception {
        Object got = outcome(c, () -> {
            try (CardBrands b = brands(c)) {
                return b.editPan((String) c.get("text"), i(c, "start"), i(c, "end"), (String) c.get("replacement"));
            }
        });
        if (got != NO_RESULT) {
            CardInputRunners.assertEdit(c.get("expected"), (TextEdit) got);
        }
    }

    private static Direction direction(Map<String, Object> c) {
        return Boolean.TRUE.equals(c.get("forward")) ? Direction.FORWARD : Direction.BACKWARD;
    }

    static void cardEditing(Map<String, Object> c) throws Exception {
        String op = (String) c.get("op");
        if (("brand-info".equals(op) || "cvc-mask".equals(op)) && "invalid".equals(c.get("result"))) {
            try (CardBrands b = brands(c)) {
                String known = otherCaseOf(b, (String) c.get("name"));
                if (known != null) { // refused by C, read as the table's spelling in Java
                    String name = (String) c.get("name");
                    assertEquals(op.equals("cvc-mask") ? b.cvcMask(known) : b.info(known).toJson(),
                            op.equals("cvc-mask") ? b.cvcMask(name) : b.info(name).toJson());
                    return;
                }
            }
        }
        Object got = outcome(c, () -> {
            switch (op) {
                case "mask-delete":
                    return new Mask((String) c.get("mask")).delete((String) c.get("text"), i(c, "start"), i(c, "end"), direction(c));
                case "expiry-edit":
                    return CardBrands.editExpiry((String) c.get("text"), i(c, "start"), i(c, "end"), (String) c.get("replacement"));
                case "expiry-delete":
                    return CardBrands.deleteExpiry((String) c.get("text"), i(c, "start"), i(c, "end"), direction(c));
                default:
                    break;
            }
            try (CardBrands b = brands(c)) {
                switch (op) {
                    case "pan-delete":
                        return b.deletePan((String) c.get("text"), i(c, "start"), i(c, "end"), direction(c));
                    case "cvc-edit":
                        return b.editCvc((String) c.get("name"), (String) c.get("text"), i(c, "start"), i(c, "end"),
                                (String) c.get("replacement"));
                    case "brand-info":
                        return Json.parse(b.info((String) c.get("name")).toJson());
                    case "brands-json":
                        return Json.parse(b.toJson());
                    case "cvc-mask":
                        return b.cvcMask((String) c.get("name"));
                    case "brand-candidates":
                        return b.candidates((String) c.get("pan"));
                    default:
                        throw new AssertionError("unknown op " + op);
                }
            }
        });
        if (got == NO_RESULT) {
            return;
        }
        if (got instanceof TextEdit) {
            CardInputRunners.assertEdit(c.get("expected"), (TextEdit) got);
        } else {
            assertJson(c.get("expected"), got);
        }
    }

    /** Each value of "typed", key by key, has the pinned state and messageKey, read masked and unmasked. */
    static void productFieldCheck(Map<String, Object> c) throws Exception {
        YearMonth today = today(c);
        try (Product product = Product.parse(Json.write(c.get("product")))) {
            String fieldId = (String) c.get("field");
            if ("invalid".equals(c.get("result"))) {
                assertEquals(NO_RESULT, outcome(c, () -> product.check(fieldId, (String) c.get("value"), CheckOptions.TYPING.today(today))));
                return;
            }
            ProductField field = product.getField(fieldId).orElseThrow();
            CheckOptions typing = CheckOptions.TYPING.today(today);
            for (Object t : (List<?>) c.get("typed")) {
                Map<?, ?> typed = (Map<?, ?>) t;
                List<?> steps = (List<?>) typed.get("steps");
                String left = typed.get("left") instanceof String ? (String) typed.get("left") : "";
                int[] keys = ((String) typed.get("keys")).codePoints().toArray();
                String previous = "";
                for (int index = 0; index < steps.size(); index++) {
                    String[] parts = ((String) steps.get(index)).split(" ", 3);
                    String text = parts[2];
                    if (index > 0) {
                        // The text after one more key typed at the end, through the field's editor.
                        String key = new String(Character.toChars(keys[index - 1]));
                        assertEquals(text, field.edit(previous, previous.length(), previous.length(), key).getText(),
                                typed.get("keys") + " after " + index + " keys, typed");
                    }
                    previous = text;
                    if (index < left.length()) {
                        FieldCheck settled = field.check(text, typing.leavingField(true));
                        String state = settled.getState() == FieldCheck.State.VALID ? "v"
                                : settled.getState() == FieldCheck.State.INVALID ? "x" : "?";
                        String got = state + " " + settled.getError().map(ValidationError::getMessageKey).orElse("-");
                        assertEquals(left.charAt(index) + " " + parts[1], got, typed.get("keys") + " after " + index + " keys, left");
                    }
                    // Unmasked too, where the mask writes the text as it is (not a year digit held past it).
                    boolean asWritten = field.getMask().map(m -> m.format(text).equals(text)).orElse(true);
                    String[] forms = asWritten ? new String[] {text, field.getMask().map(m -> m.unformat(text)).orElse(text)}
                            : new String[] {text};
                    for (String form : forms) {
                        FieldCheck check = field.check(form, typing);
                        String got = check.getState().name().toLowerCase() + " "
                                + check.getError().map(ValidationError::getMessageKey).orElse("-");
                        assertEquals(parts[0] + " " + parts[1], got, typed.get("keys") + " after " + index + " keys, " + form);
                    }
                }
            }
        }
    }
}
