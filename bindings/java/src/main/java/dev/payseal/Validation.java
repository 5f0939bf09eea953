package dev.payseal;

import java.time.YearMonth;
import java.util.List;

/** Validation of one value against a product field's {@code dataRestrictions}. */
public final class Validation {
    private Validation() {
    }

    /**
     * Validates one unmasked value.
     *
     * @param dataRestrictionsJson {"isRequired": bool, "validators": {name: params, ...}}
     * @param value the value (may be card data: the binding's copies are wiped)
     * @param today the month for expirationDate (null: the system clock, UTC)
     * @return the errors, empty when valid
     * @throws PaySealException JSON (not that shape), LIMIT, ARGUMENT
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, String value, YearMonth today) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today);
    }

    /**
     * As {@link #validateValue(String, String, YearMonth)}, from a {@code char[]}.
     *
     * @param dataRestrictionsJson the rules
     * @param value the value, left as it is
     * @param today the month for expirationDate, or null
     * @return the errors
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, char[] value, YearMonth today) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today);
    }

    /**
     * As {@link #validateValue(String, String, YearMonth)}, the messages in a locale ({@link Messages}).
     *
     * @param dataRestrictionsJson the rules
     * @param value the value (may be card data: the binding's copies are wiped)
     * @param today the month for expirationDate, or null
     * @param locale the customer's locale such as "de" or "fr-BE" (null: English)
     * @return the errors, their messages in that locale
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, String value, YearMonth today, String locale) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today, locale);
    }

    private static List<ValidationError> validateValue(String rules, byte[] value, YearMonth today) {
        return validateValue(rules, value, today, null);
    }

    private static List<ValidationError> validateValue(String rules, byte[] value, YearMonth today, String locale) {
        try {
            byte[] out = NativeRaw.payseal_validate_value(Utf8.encode(rules), value, Utf8.year(today), Utf8.month(today));
            String json = Utf8.decode(out);
            return ValidationError.listFromJson(locale == null ? json : Messages.localize(json, locale, null));
        } finally {
            Utf8.wipe(value);
        }
    }
}
