package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One failed rule of a field: its type ("luhn", "length", "required", ...), its parameters, a
 * stable {@code messageKey} for hosts that translate, and PaySeal's English {@code message}.
 */
public final class ValidationError {
    private final String fieldId;
    private final String type;
    private final Map<String, Object> params;
    private final String messageKey;
    private final String message;

    private ValidationError(String fieldId, String type, Map<String, Object> params, String messageKey, String message) {
        this.fieldId = fieldId;
        this.type = type;
        this.params = params;
        this.messageKey = messageKey;
        this.message = message;
    }

    static ValidationError from(Results.ValidationError e) {
        return new ValidationError(e.fieldId, e.type, e.params, e.messageKey, e.message);
    }

    static List<ValidationError> list(List<Results.ValidationError> read) {
        List<ValidationError> errors = new ArrayList<>();
        for (Results.ValidationError e : read) {
            errors.add(from(e));
        }
        return Collections.unmodifiableList(errors);
    }

    /** @return the field the error is for (a request's validation); empty for one value's validation */
    public java.util.Optional<String> getFieldId() {
        return java.util.Optional.ofNullable(fieldId);
    }

    /** @return the rule: "required", "luhn", "length", "expirationDate", "regularExpression", ... */
    public String getType() {
        return type;
    }

    /** @return the rule's parameters, e.g. {"minLength": 13, "maxLength": 19} or {"reason": "past"} */
    public Map<String, Object> getParams() {
        return params;
    }

    /** @return "validation.&lt;type&gt;" or "validation.&lt;type&gt;.&lt;reason&gt;": a key to translate */
    public String getMessageKey() {
        return messageKey;
    }

    /** @return PaySeal's English sentence, e.g. "Enter between 13 and 19 characters." */
    public String getMessage() {
        return message;
    }

    /** @return the error as its JSON object's members */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (fieldId != null) {
            m.put("fieldId", fieldId);
        }
        m.put("type", type);
        m.put("params", params);
        m.put("messageKey", messageKey);
        m.put("message", message);
        return m;
    }

    @Override
    public String toString() {
        return Json.write(toMap());
    }
}
