package dev.payseal;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A payment product from the Client API's {@code products/{id}} response: its form's fields in
 * display order and the customer's accounts on file. Immutable: share it between threads.
 */
public final class Product extends NativeHandle {
    private final String normalizedJson;
    private final Map<String, Object> normalized;
    private final List<ProductField> fields;
    private final List<AccountOnFile> accountsOnFile;

    @SuppressWarnings("unchecked")
    private Product(long pointer) {
        super(pointer, NativeRaw::payseal_product_free, "Product");
        // read once: the product is immutable
        normalizedJson = Utf8.decode(NativeRaw.payseal_product_json(pointer));
        normalized = Collections.unmodifiableMap(Json.parseObject(normalizedJson));
        List<ProductField> f = new ArrayList<>();
        for (Object field : (List<Object>) normalized.get("fields")) {
            f.add(new ProductField((Map<String, Object>) field, this));
        }
        fields = Collections.unmodifiableList(f);
        List<AccountOnFile> a = new ArrayList<>();
        for (Object account : (List<Object>) normalized.get("accountsOnFile")) {
            a.add(new AccountOnFile((Map<String, Object>) account, this));
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
        return ((Number) normalized.get("id")).longValue();
    }

    /** @return the form's fields in display order */
    public List<ProductField> getFields() {
        return fields;
    }

    /**
     * @param fieldId a field id
     * @return the field, or null when the product has none of that id
     */
    public ProductField getField(String fieldId) {
        for (ProductField f : fields) {
            if (f.getId().equals(fieldId)) {
                return f;
            }
        }
        return null;
    }

    /** @return the customer's stored cards for this product, in the response's order */
    public List<AccountOnFile> getAccountsOnFile() {
        return accountsOnFile;
    }

    /**
     * @return the product's display hints (label, logo, displayOrder): its displayHints, or the first
     *     entry of its displayHintsList when the response has the list alone; empty without
     */
    @SuppressWarnings("unchecked")
    public Map<String, Object> getDisplayHints() {
        Object hints = normalized.get("displayHints");
        return hints instanceof Map ? (Map<String, Object>) hints : Collections.emptyMap();
    }

    /** @return the product's displayHintsList as it came (each entry label, logo, displayOrder), empty without */
    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> getDisplayHintsList() {
        Object list = normalized.get("displayHintsList");
        return list instanceof List ? Collections.unmodifiableList((List<Map<String, Object>>) list) : Collections.emptyList();
    }

    /** @return the normalized product as JSON: every member of the response, fields in display order */
    public String toJson() {
        return normalizedJson;
    }

    /**
     * The state of a field's value as the customer types it.
     *
     * @param fieldId the field
     * @param value its value, masked or not (may be card data: the binding wipes its copies)
     * @param today the month expiry dates are checked against (null: the system clock)
     * @return valid, incomplete or invalid, with the error to show
     */
    public FieldCheck check(String fieldId, String value, YearMonth today) {
        return check(fieldId, Utf8.encode(value), today, false);
    }

    /**
     * The state of a field's value as the customer types it or, with {@code isFinal}, once the
     * customer has left the field or submits: then incomplete is invalid with the same error.
     *
     * @param fieldId the field
     * @param value its value, masked or not (may be card data: the binding wipes its copies)
     * @param today the month expiry dates are checked against (null: the system clock)
     * @param isFinal whether the customer has left the field or submits
     * @return valid, incomplete or invalid, with the error to show
     */
    public FieldCheck check(String fieldId, String value, YearMonth today, boolean isFinal) {
        return check(fieldId, Utf8.encode(value), today, isFinal);
    }

    /**
     * @param fieldId the field
     * @param value its value, left as it is
     * @param today the month, or null
     * @return {@link #check(String, String, YearMonth)} of a {@code char[]}
     */
    public FieldCheck check(String fieldId, char[] value, YearMonth today) {
        return check(fieldId, Utf8.encode(value), today, false);
    }

    /**
     * @param fieldId the field
     * @param value its value, left as it is
     * @param today the month, or null
     * @param isFinal whether the customer has left the field or submits
     * @return {@link #check(String, String, YearMonth, boolean)} of a {@code char[]}
     */
    public FieldCheck check(String fieldId, char[] value, YearMonth today, boolean isFinal) {
        return check(fieldId, Utf8.encode(value), today, isFinal);
    }

    private FieldCheck check(String fieldId, byte[] value, YearMonth today, boolean isFinal) {
        byte[] id = Utf8.encode(fieldId);
        long p = cell.acquire();
        try {
            return FieldCheck.fromJson(Utf8.decode(
                    NativeRaw.payseal_product_field_check_ex(p, id, value, Utf8.year(today), Utf8.month(today),
                            isFinal ? Constants.CHECK_FINAL : 0)));
        } finally {
            cell.release();
            Utf8.wipe(value);
        }
    }

    /**
     * One edit of a field as the customer types or pastes: the field's mask, and in an expiry field whose mask holds
     * MMYY a year typed or pasted with four digits read as its last two ("12/2028" pasted, or typed key by key by way
     * of "12/202", gives "12/28").
     *
     * @param fieldId the field
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" or null deletes)
     * @return the new text and caret
     */
    public TextEdit edit(String fieldId, String text, int start, int end, String replacement) {
        byte[] id = Utf8.encode(fieldId);
        byte[] t = Utf8.encode(text);
        byte[] r = Utf8.encode(replacement);
        long p = cell.acquire();
        try {
            return TextEdit.fromJson(Utf8.decodeAndWipe(NativeRaw.payseal_product_field_edit(p, id, t, start, end, r)));
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
