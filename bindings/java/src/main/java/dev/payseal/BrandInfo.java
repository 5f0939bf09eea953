package dev.payseal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A card brand's details: PAN and CVC lengths, PAN layout, where its cards usually end. */
public final class BrandInfo {
    private final String json;
    private final Results.BrandInfo info;

    BrandInfo(String json) {
        this.json = json;
        this.info = Results.cardBrandInfo(json);
    }

    /** @return the brand's name, as the table spells it */
    public String getName() {
        return info.name;
    }

    /** @return the PAN lengths, ascending */
    public int[] getPanLengths() {
        return ints(info.panLengths);
    }

    /** @return the CVC lengths, ascending */
    public int[] getCvcLengths() {
        return ints(info.cvcLengths);
    }

    /** @return the PAN's group sizes for its longest length ([4,6,5] for amex) */
    public int[] getFormat() {
        return ints(info.format);
    }

    /** @return the PAN length at which its cards usually end (16 for visa) */
    public int getAdvanceLength() {
        return Math.toIntExact(info.advanceLength);
    }

    /** @return each BIN range's own advance length ("36" to 14 for diners); empty for a brand without */
    public Map<String, Integer> getAdvanceLengths() {
        Map<String, Integer> out = new LinkedHashMap<>();
        if (info.advanceLengths != null) {
            info.advanceLengths.forEach((range, length) -> out.put(range, Math.toIntExact(length)));
        }
        return Collections.unmodifiableMap(out);
    }

    /** @return the PAN's group sizes by PAN length (14 to [4,6,4] for diners); empty for a brand with one layout */
    public Map<Integer, int[]> getFormatByLength() {
        Map<Integer, int[]> out = new LinkedHashMap<>();
        if (info.formatByLength != null) {
            info.formatByLength.forEach((length, groups) -> out.put(Math.toIntExact(length), ints(groups)));
        }
        return Collections.unmodifiableMap(out);
    }

    /** @return the library's JSON */
    public String toJson() {
        return json;
    }

    @Override
    public String toString() {
        return json;
    }

    private static int[] ints(java.util.List<Long> list) {
        return list.stream().mapToInt(Math::toIntExact).toArray();
    }
}
