package dev.payseal;

import java.time.YearMonth;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One field of a product's form: its id (the payment-value key), type, label, mask, display hints and rules. */
public final class ProductField {
    private final Results.ProductField field;
    private final Product product;
    private final Map<String, Object> displayHints;
    private final Map<String, Object> dataRestrictions;
    private final Mask mask;

    ProductField(Results.ProductField field, Product product) {
        this.field = field;
        this.product = product;
        this.displayHints = field.displayHints == null ? Collections.emptyMap() : field.displayHints;
        this.dataRestrictions = field.dataRestrictions == null ? Collections.emptyMap() : field.dataRestrictions;
        Object m = displayHints.get("mask");
        this.mask = m instanceof String && !((String) m).isEmpty() ? new Mask((String) m) : null;
    }

    /** @return the field id, the key of its payment value */
    public String getId() {
        return field.id;
    }

    /** @return "numericstring", "expirydate", "string", "integer", "boolean", ... as the server sent it */
    public String getType() {
        return field.type;
    }

    /** @return the label to show, empty when the server sent none */
    public Optional<String> getLabel() {
        Object label = displayHints.get("label");
        return label instanceof String ? Optional.of((String) label) : Optional.empty();
    }

    /** @return the placeholder label, empty when the server sent none */
    public Optional<String> getPlaceholderLabel() {
        Object label = displayHints.get("placeholderLabel");
        return label instanceof String ? Optional.of((String) label) : Optional.empty();
    }

    /** @return the input mask, empty for a field without one */
    public Optional<Mask> getMask() {
        return Optional.ofNullable(mask);
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
     * Validates an unmasked value against this field's rules, expiry dates against the system clock
     * ({@link PaymentRequest#validate} also checks the field's type and the account on file).
     *
     * @param value the unmasked value (may be card data), left as it is
     * @return the errors, empty when valid
     */
    public List<ValidationError> validate(char[] value) {
        return Validation.validateValue(Json.write(dataRestrictions), value, null);
    }

    /**
     * @param value the unmasked value
     * @return {@link #validate(char[])} of any text
     */
    public List<ValidationError> validate(CharSequence value) {
        return Validation.validateValue(Json.write(dataRestrictions), value, null);
    }

    /**
     * @param value the unmasked value (may be card data), left as it is
     * @param today the month expiry dates are checked against
     * @return the errors, empty when valid
     */
    public List<ValidationError> validate(char[] value, YearMonth today) {
        return Validation.validateValue(Json.write(dataRestrictions), value, today);
    }

    /**
     * @param value the unmasked value
     * @param today the month expiry dates are checked against
     * @return {@link #validate(char[], YearMonth)} of any text
     */
    public List<ValidationError> validate(CharSequence value, YearMonth today) {
        return Validation.validateValue(Json.write(dataRestrictions), value, today);
    }

    /**
     * @param value the value, masked or not, left as it is
     * @return the field's state as the customer types it ({@link Product#check(String, char[])})
     */
    public FieldCheck check(char[] value) {
        return product.check(getId(), value);
    }

    /**
     * @param value the value, masked or not
     * @return {@link #check(char[])} of any text
     */
    public FieldCheck check(CharSequence value) {
        return product.check(getId(), value);
    }

    /**
     * @param value the value, masked or not, left as it is
     * @param options the month and whether the customer has left the field
     * @return the field's state ({@link Product#check(String, char[], CheckOptions)})
     */
    public FieldCheck check(char[] value, CheckOptions options) {
        return product.check(getId(), value, options);
    }

    /**
     * @param value the value, masked or not
     * @param options the month and whether the customer has left the field
     * @return {@link #check(char[], CheckOptions)} of any text
     */
    public FieldCheck check(CharSequence value, CheckOptions options) {
        return product.check(getId(), value, options);
    }

    /**
     * @param text the field's text (may be card data), left as it is
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted, left as it is (empty deletes)
     * @return one edit of this field ({@link Product#edit(String, char[], int, int, char[])})
     */
    public TextEdit edit(char[] text, int start, int end, char[] replacement) {
        return product.edit(getId(), text, start, end, replacement);
    }

    /**
     * @param text the field's text
     * @param start selection start (UTF-16)
     * @param end selection end
     * @param replacement what was typed or pasted ("" deletes)
     * @return {@link #edit(char[], int, int, char[])} of any text
     */
    public TextEdit edit(CharSequence text, int start, int end, CharSequence replacement) {
        return product.edit(getId(), text, start, end, replacement);
    }

    @Override
    public String toString() {
        return "ProductField(" + getId() + ", " + getType() + ")";
    }
}
