package dev.payseal;

import java.time.YearMonth;

/**
 * How a product field's value is checked ({@link ProductField#check(char[], CheckOptions)}): the
 * month expiry dates are checked against, and whether the customer has left the field. Immutable;
 * {@link #TYPING} is the default, and each setter returns a new value:
 * {@code CheckOptions.TYPING.today(YearMonth.of(2026, 12)).leavingField(true)}.
 */
public final class CheckOptions {
    /** The customer is typing, expiry dates against the system clock (UTC). */
    public static final CheckOptions TYPING = new CheckOptions(null, false);

    /** The customer has left the field or submits, expiry dates against the system clock (UTC). */
    public static final CheckOptions LEAVING_FIELD = new CheckOptions(null, true);

    private final YearMonth today;
    private final boolean leavingField;

    private CheckOptions(YearMonth today, boolean leavingField) {
        this.today = today;
        this.leavingField = leavingField;
    }

    /**
     * @param today the month expiry dates are checked against (null: the system clock, UTC)
     * @return these options with that month
     */
    public CheckOptions today(YearMonth today) {
        return new CheckOptions(today, leavingField);
    }

    /**
     * @param leavingField true once the customer has left the field (Tab, Enter, focus loss) or
     *     submits: then an incomplete value is invalid with the same error
     * @return these options with that flag
     */
    public CheckOptions leavingField(boolean leavingField) {
        return new CheckOptions(today, leavingField);
    }

    YearMonth today() {
        return today;
    }

    int flags() {
        return leavingField ? Constants.CHECK_FINAL : 0;
    }

    @Override
    public String toString() {
        return "CheckOptions[today=" + (today == null ? "system clock" : today) + ", leavingField=" + leavingField + "]";
    }
}
