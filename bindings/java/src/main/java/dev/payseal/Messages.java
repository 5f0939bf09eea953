package dev.payseal;

/**
 * PaySeal's messages in the customer's language: English, German, French, Dutch, Spanish, Italian,
 * Portuguese and Polish, with a host's own catalog over them (docs/card-input.md, "Messages in the
 * customer's language"). Locales are "ll", "ll-CC" or "ll_CC", looked up as ll-CC, then ll, then
 * English; null, unknown or malformed is English.
 */
public final class Messages {
    private Messages() {
    }

    /**
     * The message of a key with its params in a locale, from PaySeal's catalog.
     *
     * @param key a messageKey such as "validation.length", or "card.&lt;part&gt;.&lt;reason&gt;"
     * @param paramsJson the params as a JSON object, such as {"minLength":13,"maxLength":19}, or null
     * @param locale the customer's locale, or null for English
     * @return the message
     * @throws PaySealException ARGUMENT (a key PaySeal has no message for, params lacking one the template names), JSON
     */
    public static String message(String key, String paramsJson, String locale) {
        return message(key, paramsJson, locale, null);
    }

    /**
     * As {@link #message(String, String, String)}, with a host's catalog over PaySeal's.
     *
     * @param key the message key
     * @param paramsJson the params as a JSON object, or null
     * @param locale the customer's locale, or null for English
     * @param catalogJson {"&lt;locale&gt;": {"&lt;template key&gt;": "&lt;template&gt;"}}, or null
     * @return the message
     * @throws PaySealException ARGUMENT (also a catalog template without English's placeholders), JSON, LIMIT
     */
    public static String message(String key, String paramsJson, String locale, String catalogJson) {
        return Utf8.decode(NativeRaw.payseal_message(Utf8.encode(key), Utf8.encode(paramsJson), Utf8.encode(locale), Utf8.encode(catalogJson)));
    }

    /**
     * An output of PaySeal's (validation errors, a field check) with every message rendered again in a locale.
     *
     * @param outputJson the output as PaySeal wrote it
     * @param locale the customer's locale, or null for English
     * @param catalogJson a host's catalog, or null
     * @return the output, every other byte as it was
     * @throws PaySealException JSON, LIMIT, ARGUMENT
     */
    public static String localize(String outputJson, String locale, String catalogJson) {
        return Utf8.decode(NativeRaw.payseal_messages_localize(Utf8.encode(outputJson), Utf8.encode(locale), Utf8.encode(catalogJson)));
    }
}
