package dev.payseal;

/** The loaded library: its version and ABI, and the names of statuses. */
public final class PaySeal {
    private PaySeal() {
    }

    /** @return the loaded libpayseal's version, "MAJOR.MINOR.PATCH" */
    public static String libraryVersion() {
        return Utf8.decode(NativeRaw.payseal_version());
    }

    /** @return the ABI version the loaded library was built with ({@link Constants#ABI_VERSION} for this binding) */
    public static int abiVersion() {
        return NativeRaw.payseal_abi_version();
    }

    /**
     * @param code a {@code payseal_status} value
     * @return the library's name for it ("PAYSEAL_E_UNKNOWN" for a value not in the enum)
     */
    public static String statusName(int code) {
        return Utf8.decode(NativeRaw.payseal_status_name(code));
    }

    /**
     * The calling thread's message for its last failed call; a {@link PaySealException} already
     * carries it, so hosts rarely need this.
     *
     * @return the message, "" if there was none
     */
    public static String lastError() {
        return Utf8.decode(NativeRaw.payseal_last_error());
    }
}
