package dev.payseal;

import java.util.Locale;
import java.util.Map;

/** The card form checked as the customer types: the brand, and the state of the PAN, CVC and expiry date. */
public final class CardCheck {
    /** One part of the form (PAN, CVC or expiry). */
    public static final class Part {
        private final FieldCheck.State state;
        private final String reason;
        private final int maxLength;
        private final boolean advance;

        Part(Map<String, Object> m) {
            this.state = FieldCheck.State.valueOf(((String) m.get("state")).toUpperCase(Locale.ROOT));
            this.reason = (String) m.get("reason");
            Object max = m.get("maxLength");
            this.maxLength = max instanceof Number ? ((Number) max).intValue() : 0;
            this.advance = Boolean.TRUE.equals(m.get("advance"));
        }

        /** @return valid, incomplete or invalid */
        public FieldCheck.State getState() {
            return state;
        }

        /** @return why the part fails if the customer stops now ("luhn", "length", "past", ...); null when valid */
        public String getReason() {
            return reason;
        }

        /** @return the PAN part's longest length for its brand (0 for the other parts) */
        public int getMaxLength() {
            return maxLength;
        }

        /** @return whether to move the focus on now (PAN and expiry) */
        public boolean isAdvance() {
            return advance;
        }
    }

    private final String json;
    private final String brand;
    private final Part pan;
    private final Part cvc;
    private final Part expiry;
    private final boolean complete;

    @SuppressWarnings("unchecked")
    CardCheck(String json) {
        this.json = json;
        Map<String, Object> m = Json.parseObject(json);
        this.brand = (String) m.get("brand");
        this.pan = new Part((Map<String, Object>) m.get("pan"));
        this.cvc = new Part((Map<String, Object>) m.get("cvc"));
        this.expiry = new Part((Map<String, Object>) m.get("expiry"));
        this.complete = Boolean.TRUE.equals(m.get("complete"));
    }

    /** @return the brand every continuation of the digits is, or null while it is undecided */
    public String getBrand() {
        return brand;
    }

    /** @return the PAN part */
    public Part getPan() {
        return pan;
    }

    /** @return the CVC part */
    public Part getCvc() {
        return cvc;
    }

    /** @return the expiry part */
    public Part getExpiry() {
        return expiry;
    }

    /** @return whether every part is valid */
    public boolean isComplete() {
        return complete;
    }

    /** @return the library's JSON of the check */
    public String toJson() {
        return json;
    }

    @Override
    public String toString() {
        return json;
    }
}
