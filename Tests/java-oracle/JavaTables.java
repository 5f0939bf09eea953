// Prints OpenJDK's own regex tables for Sources/PaySeal/JavaPattern/Tables/JavaPatternTables.swift
// (Tests/java-oracle/generate_tables.py): "SCRIPTS" and every name Character.UnicodeScript.forName
// accepts (an alias as ALIAS=NAME), then per block "BLOCK <accepted names|...> <first>-<last>", then
// for JavaCaseTables.swift "CASE <code point> <toUpperCase> <toLowerCase(toUpperCase)>" for every code
// point one of the two changes (the simple case mappings `(?iu)` compares through).
import java.util.*;

public class JavaTables {
    public static void main(String[] a) {
        TreeSet<String> names = new TreeSet<>();
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) names.add(s.name());
        char[] c = new char[4];
        for (int x = 0; x < 26 * 26 * 26 * 26; x++) {  // the four-letter aliases, by trying each
            int y = x;
            for (int k = 3; k >= 0; k--) { c[k] = (char) ('A' + y % 26); y /= 26; }
            String n = new String(c);
            try {
                String full = Character.UnicodeScript.forName(n).name();
                if (!full.equals(n)) names.add(n + "=" + full);
            } catch (IllegalArgumentException e) {
                // not a script name
            }
        }
        System.out.println("SCRIPTS " + String.join(" ", names));
        LinkedHashMap<Character.UnicodeBlock, int[]> ranges = new LinkedHashMap<>();
        Character.UnicodeBlock previous = null;
        int start = 0;
        for (int cp = 0; cp <= 0x110000; cp++) {
            Character.UnicodeBlock b = cp <= 0x10FFFF ? Character.UnicodeBlock.of(cp) : null;
            if (b != previous) {
                if (previous != null) ranges.put(previous, new int[] {start, cp - 1});
                previous = b;
                start = cp;
            }
        }
        for (Map.Entry<Character.UnicodeBlock, int[]> e : ranges.entrySet()) {
            String n = e.getKey().toString();
            TreeSet<String> accepted = new TreeSet<>();
            for (String candidate : new String[] {n, n.replace("_", " "), n.replace("_", "")}) {
                try {
                    if (Character.UnicodeBlock.forName(candidate) == e.getKey()) accepted.add(candidate.toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException x) {
                    // not accepted
                }
            }
            System.out.println(String.format("BLOCK %s %X-%X", String.join("|", accepted), e.getValue()[0], e.getValue()[1]));
        }
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int upper = Character.toUpperCase(cp), key = Character.toLowerCase(upper);
            if (upper != cp || key != cp) System.out.println(String.format("CASE %X %X %X", cp, upper, key));
        }
    }
}
