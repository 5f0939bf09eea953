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
     * @param value the value (may be card data), left as it is
     * @param today the month for expirationDate (null: the system clock, UTC)
     * @return the errors, empty when valid
     * @throws PaySealException JSON (not that shape), LIMIT, ARGUMENT
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, char[] value, YearMonth today) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today);
    }

    /**
     * @param dataRestrictionsJson the rules
     * @param value the value
     * @param today the month for expirationDate (null: the system clock, UTC)
     * @return {@link #validateValue(String, char[], YearMonth)} of any text
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, CharSequence value, YearMonth today) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today);
    }

    /**
     * As {@link #validateValue(String, char[], YearMonth)}, the messages in a locale ({@link Messages}).
     *
     * @param dataRestrictionsJson the rules
     * @param value the value (may be card data), left as it is
     * @param today the month for expirationDate (null: the system clock, UTC)
     * @param locale the customer's locale such as "de" or "fr-BE"
     * @return the errors, their messages in that locale
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, char[] value, YearMonth today, String locale) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today, locale);
    }

    /**
     * @param dataRestrictionsJson the rules
     * @param value the value
     * @param today the month for expirationDate (null: the system clock, UTC)
     * @param locale the customer's locale
     * @return {@link #validateValue(String, char[], YearMonth, String)} of any text
     */
    public static List<ValidationError> validateValue(String dataRestrictionsJson, CharSequence value, YearMonth today, String locale) {
        return validateValue(dataRestrictionsJson, Utf8.encode(value), today, locale);
    }

    private static List<ValidationError> validateValue(String rules, byte[] value, YearMonth today) {
        return validateValue(rules, value, today, null);
    }

    private static List<ValidationError> validateValue(String rules, byte[] value, YearMonth today, String locale) {
        try {
            byte[] out = NativeRaw.payseal_validate_value(Utf8.encode(rules), value, Utf8.year(today), Utf8.month(today));
            String json = Utf8.decode(out);
            return ValidationError.list(Results.validateValue(locale == null ? json : Messages.localize(json, locale, null)));
        } finally {
            Utf8.wipe(value);
        }
    }
}
