package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/** A customer's stored card for a product: its id (what {@link PaymentRequest#setAccountOnFile} takes), label and attributes. */
public final class AccountOnFile {
    /** One attribute: key, value (masked by the platform) and status (READ_ONLY, CAN_WRITE, MUST_WRITE). */
    public static final class Attribute {
        private final String key;
        private final String value;
        private final String status;

        Attribute(Map<String, Object> m) {
            this.key = (String) m.get("key");
            this.value = m.get("value") instanceof String ? (String) m.get("value") : null;
            this.status = m.get("status") instanceof String ? (String) m.get("status") : null;
        }

        /** @return the attribute key, e.g. "cardNumber" */
        public String getKey() {
            return key;
        }

        /** @return the value as the platform sent it, e.g. "411111XXXXXX1111"; empty when it sent none */
        public Optional<String> getValue() {
            return Optional.ofNullable(value);
        }

        /** @return READ_ONLY, CAN_WRITE or MUST_WRITE; empty when the platform sent none */
        public Optional<String> getStatus() {
            return Optional.ofNullable(status);
        }
    }

    private final Results.AccountOnFile account;
    private final Product product;
    private final List<Attribute> attributes;

    @SuppressWarnings("unchecked")
    AccountOnFile(Results.AccountOnFile account, Product product) {
        this.account = account;
        this.product = product;
        List<Attribute> list = new ArrayList<>();
        if (account.attributes instanceof List) { // as the server sent them
            for (Object a : (List<Object>) account.attributes) {
                list.add(new Attribute((Map<String, Object>) a));
            }
        }
        this.attributes = Collections.unmodifiableList(list);
    }

    /** @return the account id */
    public String getId() {
        return account.id;
    }

    /** @return the product id the account belongs to; empty when the server sent none */
    public OptionalLong getPaymentProductId() {
        return account.paymentProductId == null ? OptionalLong.empty() : OptionalLong.of(account.paymentProductId);
    }

    /** @return the label to show, e.g. "4111 11XX XXXX 1111": the attribute its label template names, through its mask */
    public String getLabel() {
        return account.label;
    }

    /** @return the attributes in the response's order */
    public List<Attribute> getAttributes() {
        return attributes;
    }

    /**
     * @param key an attribute key
     * @return its value through the mask of the product's field of that key (X, x and * kept)
     * @throws PaySealException ARGUMENT when the account has no such attribute
     */
    public String getDisplayValue(String key) {
        return product.accountDisplayValue(getId(), key);
    }

    @Override
    public String toString() {
        return "AccountOnFile(" + getId() + ", " + getLabel() + ")";
    }
}
