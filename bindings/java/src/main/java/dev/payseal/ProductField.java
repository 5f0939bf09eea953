package dev.payseal;

import java.time.YearMonth;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** One field of a product's form: its id (the payment-value key), type, label, mask, display hints and rules. */
public final class ProductField {
    private final Map<String, Object> json;
    private final Product product;
    private final Map<String, Object> displayHints;
    private final Map<String, Object> dataRestrictions;
    private final Mask mask;

    @SuppressWarnings("unchecked")
    ProductField(Map<String, Object> json, Product product) {
        this.json = Collections.unmodifiableMap(json);
        this.product = product;
        Object hints = json.get("displayHints");
        this.displayHints = hints instanceof Map ? Collections.unmodifiableMap((Map<String, Object>) hints) : Collections.emptyMap();
        Object rules = json.get("dataRestrictions");
        this.dataRestrictions = rules instanceof Map ? Collections.unmodifiableMap((Map<String, Object>) rules) : Collections.emptyMap();
        Object m = displayHints.get("mask");
        this.mask = m instanceof String && !((String) m).isEmpty() ? new Mask((String) m) : null;
    }

    /** @return the field id, the key of its payment value */
    public String getId() {
        return (String) json.get("id");
    }

    /** @return "numericstring", "expirydate", "string", "integer", "boolean", ... ("" without) */
    public String getType() {
        Object type = json.get("type");
        return type instanceof String ? (String) type : "";
    }

    /** @return the label to show, or null */
    public String getLabel() {
        Object label = displayHints.get("label");
        return label instanceof String ? (String) label : null;
    }

    /** @return the placeholder label, or null */
    public String getPlaceholderLabel() {
        Object label = displayHints.get("placeholderLabel");
        return label instanceof String ? (String) label : null;
    }

    /** @return the input mask, or null without one */
    public Mask getMask() {
        return mask;
    }

    /** @return whether the value is hidden as it is typed (a CVC) */
    public boolean isObfuscated() {
        return Boolean.TRUE.equals(displayHints.get("obfuscate"));
    }

    /** @return whether the field must have a value */
    public boolean isRequired() {
        return Boolean.TRUE.equals(dataRestrictions.get("isRequired"));
    }

    /** @return every display hint as the server sent it (tooltip, preferredInputType, formElement, ...) */
    public Map<String, Object> getDisplayHints() {
        return displayHints;
    }

    /** @return the field's dataRestrictions: isRequired and validators */
    public Map<String, Object> getDataRestrictions() {
        return dataRestrictions;
    }

    /**
     * Validates an unmasked value against this field's rules ({@link PaymentRequest#validate} also
     * checks the field's type and the account on file).
     *
     * @param value the unmasked value
     * @param today the month for expiry dates (null: the system clock)
     * @return the errors, empty when valid
     */
    public List<ValidationError> validate(String value, YearMonth today) {
        return Validation.validateValue(Json.write(dataRestrictions), value, today);
    }

    /**
     * @param value the value, masked or not
     * @param today the month for expiry dates (null: the system clock)
     * @return the field's state as the customer types it ({@link Product#check})
     */
    public FieldCheck check(String value, YearMonth today) {
        return product.check(getId(), value, today);
    }

    /**
     * @param value the value, masked or not, left as it is
     * @param today the month, or null
     * @return {@link #check(String, YearMonth)} of a {@code char[]}
     */
    public FieldCheck check(char[] value, YearMonth today) {
        return product.check(getId(), value, today);
    }

    /**
     * @param value the value, masked or not
     * @param today the month for expiry dates (null: the system clock)
     * @param isFinal whether the customer has left the field or submits: then incomplete is
     *     invalid with the same error
     * @return the field's state ({@link Product#check(String, String, YearMonth, boolean)})
     */
    public FieldCheck check(String value, YearMonth today, boolean isFinal) {
        return product.check(getId(), value, today, isFinal);
    }

    /**
     * @param value the value, masked or not, left as it is
     * @param today the month, or null
     * @param isFinal whether the customer has left the field or submits
     * @return {@link #check(String, YearMonth, boolean)} of a {@code char[]}
     */
    public FieldCheck check(char[] value, YearMonth today, boolean isFinal) {
        return product.check(getId(), value, today, isFinal);
    }

    /**
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" or null deletes)
     * @return one edit of this field ({@link Product#edit(String, String, int, int, String)})
     */
    public TextEdit edit(String text, int start, int end, String replacement) {
        return product.edit(getId(), text, start, end, replacement);
    }

    @Override
    public String toString() {
        return "ProductField(" + getId() + ", " + getType() + ")";
    }
}
