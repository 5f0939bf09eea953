package dev.payseal;

import java.util.Optional;

/**
 * The IIN check's request side: when to ask again as the customer types, and which bin to send
 * for a card number (PaySeal sends nothing).
 */
public final class Iin {
    private Iin() {
    }

    /**
     * @param cardNumber the digits typed so far (spaces and '-' ignored), left as they are
     * @return its first 8 digits (8 or more typed) or 6; empty below 6 digits (nothing to ask yet)
     * @throws PaySealException ARGUMENT (another character), LIMIT
     */
    public static Optional<String> bin(char[] cardNumber) {
        return bin(Utf8.encode(cardNumber));
    }

    /**
     * @param cardNumber the digits typed so far
     * @return {@link #bin(char[])} of any text
     */
    public static Optional<String> bin(CharSequence cardNumber) {
        return bin(Utf8.encode(cardNumber));
    }

    private static Optional<String> bin(byte[] number) {
        try {
            return Optional.ofNullable(Utf8.decodeAndWipe(NativeRaw.payseal_iin_bin(number)));
        } finally {
            Utf8.wipe(number);
        }
    }

    /**
     * Whether a card number that changed from {@code previousCardNumber} ({@code ""} the first
     * time) to {@code cardNumber} needs a new IIN check: at the 6th digit, and again at the 16th
     * (the first 6 digits, or once there are 16 or more the first 8, differ). Spaces and '-' are
     * ignored; a number with another character is never checked. Card data: never quoted in an
     * error.
     *
     * @param cardNumber the number now
     * @param previousCardNumber the number before the last change
     * @return true when IIN details should be asked for now
     * @throws PaySealException LIMIT for a number over the value limit
     */
    public static boolean needsNewDetails(CharSequence cardNumber, CharSequence previousCardNumber) {
        return needsNewDetails(Utf8.encode(cardNumber), Utf8.encode(previousCardNumber));
    }

    /**
     * @param cardNumber the number now, left as it is
     * @param previousCardNumber the number before the last change, left as it is
     * @return {@link #needsNewDetails(CharSequence, CharSequence)} of {@code char[]}s
     */
    public static boolean needsNewDetails(char[] cardNumber, char[] previousCardNumber) {
        return needsNewDetails(Utf8.encode(cardNumber), Utf8.encode(previousCardNumber));
    }

    private static boolean needsNewDetails(byte[] number, byte[] previous) {
        try {
            long[] needed = new long[1];
            NativeRaw.payseal_iin_needs_new_details(number, previous, needed);
            return needed[0] == 1;
        } finally {
            Utf8.wipe(number);
            Utf8.wipe(previous);
        }
    }
}
