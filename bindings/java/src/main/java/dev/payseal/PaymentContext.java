package dev.payseal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The payment context of Client API product and IIN requests: country, currency, amount, recurring. Built with {@link #builder()}. */
public final class PaymentContext {
    private final String countryCode;
    private final String currencyCode;
    private final long amount;
    private final boolean recurring;
    private final String locale;

    private PaymentContext(Builder b) {
        this.countryCode = b.countryCode;
        this.currencyCode = b.currencyCode;
        this.amount = b.amount;
        this.recurring = b.recurring;
        this.locale = b.locale;
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the ISO 3166-1 alpha-2 country code */
    public String getCountryCode() {
        return countryCode;
    }

    /** @return the ISO 4217 currency code */
    public String getCurrencyCode() {
        return currencyCode;
    }

    /** @return the amount in the currency's smallest unit */
    public long getAmount() {
        return amount;
    }

    /** @return whether the payment is recurring */
    public boolean isRecurring() {
        return recurring;
    }

    /** @return the customer's locale sent with the product requests; empty when none is set */
    public Optional<String> getLocale() {
        return Optional.ofNullable(locale);
    }

    /** @return the context as the C ABI reads it: {"countryCode","currencyCode","amount","isRecurring","locale"?} */
    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("countryCode", countryCode);
        m.put("currencyCode", currencyCode);
        m.put("amount", amount);
        m.put("isRecurring", recurring);
        if (locale != null) {
            m.put("locale", locale);
        }
        return Json.write(m);
    }

    /** Builds a {@link PaymentContext}. */
    public static final class Builder {
        private String countryCode;
        private String currencyCode;
        private long amount;
        private boolean recurring;
        private String locale;

        private Builder() {
        }

        /**
         * @param locale the customer's locale, e.g. "nl_NL": 2-35 ASCII letters, digits, '-' and '_', sent as the
         *     products and product requests' locale parameter (anything else: the request is refused, ARGUMENT)
         * @return this builder
         */
        public Builder locale(String locale) {
            this.locale = locale;
            return this;
        }

        /**
         * @param countryCode e.g. "NL"
         * @return this builder
         */
        public Builder countryCode(String countryCode) {
            this.countryCode = countryCode;
            return this;
        }

        /**
         * @param currencyCode e.g. "EUR"
         * @return this builder
         */
        public Builder currencyCode(String currencyCode) {
            this.currencyCode = currencyCode;
            return this;
        }

        /**
         * @param amount in the smallest unit (1000 is EUR 10.00)
         * @return this builder
         */
        public Builder amount(long amount) {
            this.amount = amount;
            return this;
        }

        /**
         * @param recurring whether the payment recurs
         * @return this builder
         */
        public Builder recurring(boolean recurring) {
            this.recurring = recurring;
            return this;
        }

        /** @return the context */
        public PaymentContext build() {
            return new PaymentContext(this);
        }
    }
}
