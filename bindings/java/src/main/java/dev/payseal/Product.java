package dev.payseal;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A payment product from the Client API's {@code products/{id}} response: its form's fields in
 * display order and the customer's accounts on file. Immutable: share it between threads.
 */
public final class Product extends NativeHandle {
    private final String normalizedJson;
    private final Results.Product normalized;
    private final List<ProductField> fields;
    private final List<AccountOnFile> accountsOnFile;

    private Product(long pointer) {
        super(pointer, NativeRaw::payseal_product_free, "Product");
        // read once: the product is immutable
        normalizedJson = Utf8.decode(NativeRaw.payseal_product_json(pointer));
        normalized = Results.productJson(normalizedJson);
        List<ProductField> f = new ArrayList<>();
        for (Results.ProductField field : normalized.fields) {
            f.add(new ProductField(field, this));
        }
        fields = Collections.unmodifiableList(f);
        List<AccountOnFile> a = new ArrayList<>();
        for (Results.AccountOnFile account : normalized.accountsOnFile) {
            a.add(new AccountOnFile(account, this));
        }
        accountsOnFile = Collections.unmodifiableList(a);
    }

    /**
     * Parses a products/{id} response.
     *
     * @param json the response body
     * @return the product
     * @throws PaySealException JSON (a member of the wrong type, a mask or rule that does not parse), LIMIT, ARGUMENT
     */
    public static Product parse(String json) {
        return parse(Utf8.encode(json));
    }

    /**
     * @param json the response body's bytes
     * @return the product
     */
    public static Product parse(byte[] json) {
        return new Product(NativeRaw.payseal_product_parse(json));
    }

    /** @return the product id, what {@link PaymentRequest} takes */
    public long getId() {
        return normalized.id;
    }

    /** @return the form's fields in display order */
    public List<ProductField> getFields() {
        return fields;
    }

    /**
     * @param fieldId a field id
     * @return the field, empty when the product has none of that id
     */
    public Optional<ProductField> getField(String fieldId) {
        for (ProductField f : fields) {
            if (f.getId().equals(fieldId)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** @return the customer's stored cards for this product, in the response's order */
    public List<AccountOnFile> getAccountsOnFile() {
        return accountsOnFile;
    }

    /**
     * @return the product's display hints (label, logo, displayOrder): its displayHints, or the first
     *     entry of its displayHintsList when the response has the list alone; empty without
     */
    public Map<String, Object> getDisplayHints() {
        return normalized.displayHints == null ? Collections.emptyMap() : normalized.displayHints;
    }

    /** @return the product's displayHintsList as it came (each entry label, logo, displayOrder), empty without */
    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> getDisplayHintsList() {
        Object list = normalized.displayHintsList; // passed through as the server sent it
        return list instanceof List ? Collections.unmodifiableList((List<Map<String, Object>>) list) : Collections.emptyList();
    }

    /** @return the normalized product as JSON: every member of the response, fields in display order */
    public String toJson() {
        return normalizedJson;
    }

    /**
     * The state of a field's value as the customer types it, expiry dates against the system clock.
     *
     * @param fieldId the field
     * @param value its value, masked or not (may be card data), left as it is
     * @return valid, incomplete or invalid, with the error to show
     * @throws PaySealException ARGUMENT (a field the product does not have, a value its mask would change), LIMIT
     */
    public FieldCheck check(String fieldId, char[] value) {
        return check(fieldId, Utf8.encode(value), CheckOptions.TYPING);
    }

    /**
     * @param fieldId the field
     * @param value its value, masked or not
     * @return {@link #check(String, char[])} of any text
     */
    public FieldCheck check(String fieldId, CharSequence value) {
        return check(fieldId, Utf8.encode(value), CheckOptions.TYPING);
    }

    /**
     * The state of a field's value, with a month and whether the customer has left the field
     * ({@link CheckOptions}: once left, incomplete is invalid with the same error).
     *
     * @param fieldId the field
     * @param value its value, masked or not (may be card data), left as it is
     * @param options the month and the moment
     * @return valid, incomplete or invalid, with the error to show
     */
    public FieldCheck check(String fieldId, char[] value, CheckOptions options) {
        return check(fieldId, Utf8.encode(value), options);
    }

    /**
     * @param fieldId the field
     * @param value its value, masked or not
     * @param options the month and the moment
     * @return {@link #check(String, char[], CheckOptions)} of any text
     */
    public FieldCheck check(String fieldId, CharSequence value, CheckOptions options) {
        return check(fieldId, Utf8.encode(value), options);
    }

    private FieldCheck check(String fieldId, byte[] value, CheckOptions options) {
        byte[] id = Utf8.encode(fieldId);
        long p = cell.acquire();
        try {
            YearMonth today = options.today();
            return FieldCheck.fromJson(Utf8.decode(
                    NativeRaw.payseal_product_field_check_ex(p, id, value, Utf8.year(today), Utf8.month(today), options.flags())));
        } finally {
            cell.release();
            Utf8.wipe(value);
        }
    }

    /**
     * One edit of a field as the customer types or pastes: the field's mask, and in an expiry field
     * whose mask holds MMYY a year typed or pasted with four digits read as its last two ("12/2028"
     * pasted, or typed key by key by way of "12/202", gives "12/28").
     *
     * @param fieldId the field
     * @param text the field's text (may be card data), left as it is
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return the new text and caret
     * @throws PaySealException ARGUMENT (a field the product does not have), LIMIT
     */
    public TextEdit edit(String fieldId, char[] text, int start, int end, char[] replacement) {
        return edit(fieldId, Utf8.wrap(text), start, end, Utf8.wrap(replacement));
    }

    /**
     * @param fieldId the field
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #edit(String, char[], int, int, char[])} of any text
     */
    public TextEdit edit(String fieldId, CharSequence text, int start, int end, CharSequence replacement) {
        byte[] id = Utf8.encode(fieldId);
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long p = cell.acquire();
        try {
            byte[] json = NativeRaw.payseal_product_field_edit(p, id, t, start, end, r);
            return TextEdit.of(Results.productFieldEdit(Utf8.decodeAndWipe(json)));
        } finally {
            cell.release();
            Utf8.wipe(t);
            Utf8.wipe(r);
        }
    }

    /**
     * An account on file's attribute as a form shows it (through its field's mask, X and * kept).
     *
     * @param accountId the account
     * @param key the attribute key
     * @return the display value
     */
    public String accountDisplayValue(String accountId, String key) {
        byte[] a = Utf8.encode(accountId);
        byte[] k = Utf8.encode(key);
        long p = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_product_account_display_value(p, a, k));
        } finally {
            cell.release();
        }
    }

    @Override
    public String toString() {
        return "Product(" + getId() + ", " + fields.size() + " fields)";
    }
}
