package dev.payseal;

import java.util.Collections;
import java.util.Map;

/** A card brand's details: PAN and CVC lengths, PAN layout, where its cards usually end. */
public final class BrandInfo {
    private final String json;
    private final Map<String, Object> map;

    BrandInfo(String json) {
        this.json = json;
        this.map = Collections.unmodifiableMap(Json.parseObject(json));
    }

    /** @return the brand's name */
    public String getName() {
        return (String) map.get("name");
    }

    /** @return the PAN lengths, ascending */
    public int[] getPanLengths() {
        return ints("panLengths");
    }

    /** @return the CVC lengths, ascending */
    public int[] getCvcLengths() {
        return ints("cvcLengths");
    }

    /** @return the PAN's group sizes for its longest length ([4,6,5] for amex) */
    public int[] getFormat() {
        return ints("format");
    }

    /** @return the PAN length at which its cards usually end (16 for visa) */
    public int getAdvanceLength() {
        return ((Number) map.get("advanceLength")).intValue();
    }

    /** @return every member, as the library wrote them (advanceLengths and formatByLength when present) */
    public Map<String, Object> toMap() {
        return map;
    }

    /** @return the library's JSON */
    public String toJson() {
        return json;
    }

    private int[] ints(String name) {
        java.util.List<?> list = (java.util.List<?>) map.get(name);
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) list.get(i)).intValue();
        }
        return out;
    }
}
