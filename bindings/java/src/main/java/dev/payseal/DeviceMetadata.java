package dev.payseal;

/**
 * The device metadata sent as {@code encodedClientMetaInfo} and the {@code X-GCS-ClientMetaInfo}
 * header: pre-filled with what the running system tells, then set by the host. Calls from several
 * threads on one metadata run one at a time ({@link NativeHandle}).
 */
public final class DeviceMetadata extends NativeHandle {
    /** Metadata with the defaults detected on this system (platformIdentifier, sdkIdentifier, ...). */
    public DeviceMetadata() {
        super(NativeRaw.payseal_metadata_new(), NativeRaw::payseal_metadata_free, "DeviceMetadata", true);
    }

    /**
     * Sets one field ("appIdentifier", "screenSize" as "WxH", "ipAddress", or any other key).
     *
     * @param key the field
     * @param value its value
     * @return this, for chaining
     * @throws PaySealException ARGUMENT (a bad screenSize or ipAddress), LIMIT
     */
    public DeviceMetadata set(String key, String value) {
        byte[] k = Utf8.encodeWithin(key, Constants.MAX_METADATA_VALUE, "the metadata key");
        byte[] v = Utf8.encodeWithin(value, Constants.MAX_METADATA_VALUE, "the value", key);
        long p = cell.acquire();
        try {
            NativeRaw.payseal_metadata_set(p, k, v);
            return this;
        } finally {
            cell.release();
        }
    }

    /** @return the metadata JSON, known keys in their documented order */
    public String toJson() {
        long p = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_metadata_json(p));
        } finally {
            cell.release();
        }
    }

    /** @return the encodedClientMetaInfo: standard base64 of {@link #toJson()} */
    public String encode() {
        long p = cell.acquire();
        try {
            return Utf8.decode(NativeRaw.payseal_metadata_encode(p));
        } finally {
            cell.release();
        }
    }
}
