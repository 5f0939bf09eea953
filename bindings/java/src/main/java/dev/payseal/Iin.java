package dev.payseal;

/** The IIN check's request side: which bin to send for a card number (PaySeal sends nothing). */
public final class Iin {
    private Iin() {
    }

    /**
     * @param cardNumber the digits typed so far (spaces and '-' ignored)
     * @return its first 8 digits (8 or more typed) or 6, or null below 6 digits (nothing to ask yet)
     * @throws PaySealException ARGUMENT (another character), LIMIT
     */
    public static String bin(String cardNumber) {
        return bin(Utf8.encode(cardNumber));
    }

    /**
     * @param cardNumber the digits typed so far, left as they are
     * @return {@link #bin(String)} of a {@code char[]}
     */
    public static String bin(char[] cardNumber) {
        return bin(Utf8.encode(cardNumber));
    }

    private static String bin(byte[] number) {
        try {
            return Utf8.decodeAndWipe(NativeRaw.payseal_iin_bin(number));
        } finally {
            Utf8.wipe(number);
        }
    }
}
