// The oracle for PaySeal's reading of the server's patterns: java.util.regex itself (OpenJDK 17).
// Reads lines "P <hex UTF-8 pattern>" and "V <hex UTF-8 value>" on standard input (with a first
// line "GROUPED", the values that follow a pattern are that pattern's own; else every value goes
// with every pattern); for every pattern prints one line: "OK <one digit per value: 1 matches, 0 does not, T gave up>" or
// "INVALID <PatternSyntaxException's description>". A match is
// Pattern.compile(p).matcher(v).matches(), bounded in time (Java has no match limit of its own).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class JavaOracle {
    /** Thrown from charAt once a match has run past its time. */
    static final class TimeUp extends RuntimeException {
        TimeUp() { super(null, null, false, false); }
    }

    /** A value whose reads give up after a deadline, so a catastrophic pattern answers T. */
    static final class Bounded implements CharSequence {
        final String text;
        final long deadline;
        int reads;
        Bounded(String text, long deadline) { this.text = text; this.deadline = deadline; }
        public int length() { return text.length(); }
        public char charAt(int index) {
            if ((++reads & 0xFFF) == 0 && System.nanoTime() > deadline) throw new TimeUp();
            return text.charAt(index);
        }
        public CharSequence subSequence(int start, int end) { return text.subSequence(start, end); }
        public String toString() { return text; }
    }

    static String fromHex(String hex) {
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws Exception {
        List<String> patterns = new ArrayList<>();
        List<List<String>> valuesOf = new ArrayList<>();
        List<String> shared = new ArrayList<>();
        boolean grouped = false;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("GROUPED")) grouped = true;
            else if (line.startsWith("P ")) {
                patterns.add(fromHex(line.substring(2)));
                valuesOf.add(grouped ? new ArrayList<>() : shared);
            } else if (line.startsWith("V ")) {
                if (!grouped) shared.add(fromHex(line.substring(2)));
                else if (!valuesOf.isEmpty()) valuesOf.get(valuesOf.size() - 1).add(fromHex(line.substring(2)));
            }
        }
        StringBuilder out = new StringBuilder();
        for (int index = 0; index < patterns.size(); index++) {
            String p = patterns.get(index);
            List<String> values = valuesOf.get(index);
            Pattern compiled;
            try {
                compiled = Pattern.compile(p);
            } catch (PatternSyntaxException e) {
                out.append("INVALID ").append(e.getDescription().replace('\n', ' ')).append('\n');
                continue;
            } catch (RuntimeException | StackOverflowError e) {
                out.append("INVALID ").append(e.getClass().getSimpleName()).append('\n');
                continue;
            }
            out.append("OK ");
            for (String v : values) {
                char verdict;
                try {
                    verdict = compiled.matcher(new Bounded(v, System.nanoTime() + 200_000_000L)).matches() ? '1' : '0';
                } catch (RuntimeException | StackOverflowError e) {
                    // Out of time (TimeUp), out of stack, or Java's own failure (17's
                    // Grapheme.nextBoundary can index past the end): no verdict to compare.
                    verdict = 'T';
                }
                out.append(verdict);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
