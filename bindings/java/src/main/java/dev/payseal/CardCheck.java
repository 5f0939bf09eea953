package dev.payseal;

import java.time.YearMonth;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The card form checked as the customer types: the brand settled so far, and the state of the PAN,
 * the CVC and the expiry date. Made by {@link CardBrands#check(char[])} (the PAN alone) or by a
 * {@link Builder} from {@link CardBrands#newCheck()} (every part, the accepted brands, the month,
 * leaving the field).
 */
public final class CardCheck {
    /** Where a part of the card form stands. */
    public enum State {
        /** the part passes every check */
        VALID,
        /** not valid yet, but some continuation of what was typed can still become valid */
        INCOMPLETE,
        /** nothing typed next can make it valid: show the reason at once */
        INVALID
    }

    /** Why a part is not valid, what to show if the customer stops now. */
    public enum Reason {
        /** nothing typed yet (PAN, CVC, expiry) */
        REQUIRED("required"),
        /** a character other than digits (and, in a PAN, spaces and '-') */
        CHARACTERS("characters"),
        /** the PAN's brand is not one the merchant accepts */
        BRAND_NOT_ACCEPTED("brandNotAccepted"),
        /** too short or too long for the brand (PAN, CVC) */
        LENGTH("length"),
        /** the PAN's check digit is wrong */
        LUHN("luhn"),
        /** not a month and year the expiry accepts (yet) */
        FORMAT("format"),
        /** an expiry before this month */
        PAST("past"),
        /** an expiry more than 25 years ahead */
        TOO_FAR("tooFar");

        private final String wireName;

        Reason(String wireName) {
            this.wireName = wireName;
        }

        /** @return the name the library's JSON and the other bindings use ("brandNotAccepted") */
        public String wireName() {
            return wireName;
        }

        static Reason fromWireName(String name) {
            for (Reason reason : values()) {
                if (reason.wireName.equals(name)) {
                    return reason;
                }
            }
            throw new IllegalStateException("the library gave a card check reason this binding does not know: " + name);
        }
    }

    /** One part of the card form: its state and, unless it is valid, why. */
    public abstract static class Part {
        private final State state;
        private final Reason reason;

        Part(Results.CardPart part) {
            this.state = State.valueOf(part.state.toUpperCase(Locale.ROOT));
            this.reason = part.reason == null ? null : Reason.fromWireName(part.reason);
        }

        /** @return valid, incomplete or invalid */
        public State getState() {
            return state;
        }

        /** @return why the part fails if the customer stops now; empty exactly when it is valid */
        public Optional<Reason> getReason() {
            return Optional.ofNullable(reason);
        }

        /** @return whether the state is {@link State#VALID} */
        public boolean isValid() {
            return state == State.VALID;
        }

        /** @return whether the state is {@link State#INVALID}, the one a form colours at once */
        public boolean isInvalid() {
            return state == State.INVALID;
        }

        @Override
        public String toString() {
            return state.name().toLowerCase(Locale.ROOT) + (reason == null ? "" : " " + reason.wireName());
        }
    }

    /** The PAN: also how long it may grow and whether to move the focus on. */
    public static final class PanPart extends Part {
        private final int maxLength;
        private final boolean advance;

        PanPart(Results.CardPart part) {
            super(part);
            this.maxLength = Math.toIntExact(present(part.maxLength, "maxLength"));
            this.advance = present(part.advance, "advance");
        }

        /**
         * @return the longest PAN length of the settled brand or, while none is settled, of any
         *     brand still possible (19 at most): to size the field
         */
        public int getMaxLength() {
            return maxLength;
        }

        /** @return whether to move the focus on now: valid, and as long as its brand's cards usually are (16 for a Visa) */
        public boolean isAdvance() {
            return advance;
        }
    }

    /** The expiry date: also whether to move the focus on. */
    public static final class ExpiryPart extends Part {
        private final boolean advance;

        ExpiryPart(Results.CardPart part) {
            super(part);
            this.advance = present(part.advance, "advance");
        }

        /** @return whether to move the focus on now (the expiry is valid) */
        public boolean isAdvance() {
            return advance;
        }
    }

    /** The CVC, checked against the settled brand's CVC lengths (3 or 4 digits while none is settled). */
    public static final class CvcPart extends Part {
        CvcPart(Results.CardPart part) {
            super(part);
        }
    }

    private final String json;
    private final String settledBrand;
    private final PanPart pan;
    private final CvcPart cvc;
    private final ExpiryPart expiry;
    private final boolean complete;

    CardCheck(String json) {
        this.json = json;
        Results.CardCheck check = Results.cardCheckEx(json);
        this.settledBrand = check.brand;
        this.pan = new PanPart(check.pan);
        this.cvc = new CvcPart(check.cvc);
        this.expiry = new ExpiryPart(check.expiry);
        this.complete = check.complete;
    }

    /** A member the description calls optional that this part always has (the PAN's maxLength, its advance). */
    private static <T> T present(T value, String member) {
        if (value == null) {
            throw new IllegalStateException("the library's card check has no " + member);
        }
        return value;
    }

    /**
     * The brand to show: the one every continuation of the digits typed is detected as, so it never
     * changes while the customer types ("4" has none, "41" is visa). Not
     * {@link CardBrands#detectBrand(char[])}, which reads the digits as they are and may change.
     *
     * @return the settled brand's name, empty while several (or none) remain possible
     */
    public Optional<String> getSettledBrand() {
        return Optional.ofNullable(settledBrand);
    }

    /** @return the PAN part */
    public PanPart getPan() {
        return pan;
    }

    /** @return the CVC part */
    public CvcPart getCvc() {
        return cvc;
    }

    /** @return the expiry part */
    public ExpiryPart getExpiry() {
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

    /**
     * The parts of a card form and how to check them; {@link #check()} runs the check. A part not
     * given is empty ({@link Reason#REQUIRED}). The builder reads a {@code char[]} it was given when
     * {@link #check()} runs, in place, and never keeps a copy: set the arrays once and call
     * {@link #check()} after every key. Not for several threads at once.
     */
    public static final class Builder {
        private final CardBrands brands;
        private CharSequence pan = "";
        private CharSequence expiry = "";
        private CharSequence cvc = "";
        private String acceptedJson;
        private YearMonth today;
        private boolean leavingField;

        Builder(CardBrands brands) {
            this.brands = brands;
        }

        /**
         * @param pan the PAN as typed (spaces and '-' are separators), read in place
         * @return this builder
         */
        public Builder pan(char[] pan) {
            this.pan = Utf8.wrap(pan);
            return this;
        }

        /**
         * @param pan the PAN as typed (spaces and '-' are separators)
         * @return this builder
         */
        public Builder pan(CharSequence pan) {
            this.pan = pan;
            return this;
        }

        /**
         * @param expiry the expiry date (MM/YY, MMYY, MM/YYYY or MMYYYY), read in place
         * @return this builder
         */
        public Builder expiry(char[] expiry) {
            this.expiry = Utf8.wrap(expiry);
            return this;
        }

        /**
         * @param expiry the expiry date (MM/YY, MMYY, MM/YYYY or MMYYYY)
         * @return this builder
         */
        public Builder expiry(CharSequence expiry) {
            this.expiry = expiry;
            return this;
        }

        /**
         * @param cvc the CVC, read in place
         * @return this builder
         */
        public Builder cvc(char[] cvc) {
            this.cvc = Utf8.wrap(cvc);
            return this;
        }

        /**
         * @param cvc the CVC
         * @return this builder
         */
        public Builder cvc(CharSequence cvc) {
            this.cvc = cvc;
            return this;
        }

        /**
         * The brands the merchant accepts (ASCII case-insensitive). Without a call, or with none,
         * every brand is. A PAN of no brand is refused when every name is a brand of the table.
         *
         * @param names brand names ("visa", "mastercard")
         * @return this builder
         */
        public Builder acceptedBrands(String... names) {
            return acceptedBrands(Arrays.asList(names));
        }

        /**
         * @param names brand names, as {@link #acceptedBrands(String...)}
         * @return this builder
         */
        public Builder acceptedBrands(Collection<String> names) {
            this.acceptedJson = names.isEmpty() ? null : Json.write(List.copyOf(names));
            return this;
        }

        /**
         * @param today the month expiry dates are checked against (without a call: the system clock, UTC)
         * @return this builder
         */
        public Builder today(YearMonth today) {
            this.today = today;
            return this;
        }

        /**
         * Whether the customer has left the field (Tab, Enter, focus loss) or submits: then an
         * incomplete part is invalid with the same reason, and nothing advances. Without a call:
         * false, the customer is typing (a 16-digit Visa with a wrong check digit is incomplete
         * {@link Reason#LUHN} while typed, invalid {@code LUHN} on leaving).
         *
         * @param leavingField true once the customer leaves the field or submits
         * @return this builder
         */
        public Builder leavingField(boolean leavingField) {
            this.leavingField = leavingField;
            return this;
        }

        /**
         * @return the check of the parts as they are now
         * @throws PaySealException ARGUMENT (a month outside 1-12), JSON, LIMIT (a part over
         *     {@link Constants#MAX_PAYMENT_VALUE} bytes, over 256 accepted brands)
         */
        public CardCheck check() {
            return brands.check(pan, expiry, cvc, acceptedJson, today, leavingField);
        }
    }
}
