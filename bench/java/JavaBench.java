import dev.payseal.CardBrands;
import dev.payseal.CardCheck;
import dev.payseal.DeviceMetadata;
import dev.payseal.PaymentRequest;
import dev.payseal.PreparedPaymentRequest;
import dev.payseal.PublicKey;
import dev.payseal.TextEdit;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java binding's bench rows, run by bench/run.py next to the C ABI host (bench/c/capi.c and
 * card_input.c), with the same arguments and output:
 *   JavaBench --op prepare --bits B --threads T --seconds S --keys DIR --payload FILE [--turns R,W]
 *       {"impl":"java","op":"prepare",...,"ops_per_sec":N,"check":"ok"} (wall clock, as capi)
 *   JavaBench card-input SECONDS
 *       {"impl":"java","op":"card-keystroke","ops_per_sec":N} (per second of CPU time, as card_input.c):
 *       editPan typing the 12th digit of a Visa, then the check of PAN, "12/2" and "12"
 * A warm-up of one second first: the JIT compiles the binding's paths before the timed run.
 */
public final class JavaBench {
    private static String arg(String[] args, String name, String fallback) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(name)) {
                return args[i + 1];
            }
        }
        return fallback;
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("card-input")) {
            cardInput(Double.parseDouble(args[1]));
        } else {
            prepare(args);
        }
    }

    private static PaymentRequest request(String payload) {
        Matcher session = Pattern.compile("\"clientSessionId\":\"([^\"]*)\"").matcher(payload);
        Matcher product = Pattern.compile("\"paymentProductId\":(\\d+)").matcher(payload);
        if (!session.find() || !product.find()) {
            throw new IllegalArgumentException("payload without clientSessionId or paymentProductId");
        }
        PaymentRequest request = new PaymentRequest(session.group(1), product.group(1));
        Matcher value = Pattern.compile("\\{\"key\":\"([^\"]*)\",\"value\":\"([^\"]*)\"\\}").matcher(payload);
        while (value.find()) {
            request.setValue(value.group(1), value.group(2).toCharArray());
        }
        return request;
    }

    private static void prepare(String[] args) throws Exception {
        String op = arg(args, "--op", "prepare");
        if (!op.equals("prepare")) {
            throw new IllegalArgumentException("JavaBench measures prepare only, not " + op);
        }
        int bits = Integer.parseInt(arg(args, "--bits", "2048"));
        int threads = Integer.parseInt(arg(args, "--threads", "1"));
        double seconds = Double.parseDouble(arg(args, "--seconds", "0.5"));
        String payload = Files.readString(Path.of(arg(args, "--payload", "bench/payload.json")));
        try (PublicKey key = PublicKey.fromClientApi(Files.readString(Path.of(arg(args, "--keys", "Vectors/keys"),
                "test-rsa-" + bits + ".client-api.json")))) {
            List<PaymentRequest> requests = new ArrayList<>();
            List<DeviceMetadata> metadata = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                requests.add(request(payload));
                metadata.add(new DeviceMetadata());
            }
            PreparedPaymentRequest check = requests.get(0).prepare(key, metadata.get(0));
            if (check.getEncryptedFields().split("\\.").length != 5 || check.getEncodedClientMetaInfo().isEmpty()) {
                throw new AssertionError("prepare gave no JWE");
            }
            run(threads, 1.0, i -> requests.get(i).prepare(key, metadata.get(i))); // warm-up
            String turns = arg(args, "--turns", null);
            double rate = turns != null ? runInTurns(seconds, turns, () -> requests.get(0).prepare(key, metadata.get(0)))
                    : run(threads, seconds, i -> requests.get(i).prepare(key, metadata.get(i))) / seconds;
            System.out.printf("{\"impl\":\"java\",\"op\":\"prepare\",\"bits\":%d,\"threads\":%d,\"ops_per_sec\":%.1f,\"check\":\"ok\"}%n",
                    bits, threads, rate);
            requests.forEach(PaymentRequest::close);
            metadata.forEach(DeviceMetadata::close);
        }
    }

    interface Op {
        void run(int thread);
    }

    /**
     * One thread, in turns with another program over two pipes ("R,W", file descriptors this
     * process inherited; bench/c/common.h, run_in_turns): the op's rate over its own 20 ms slices.
     */
    private static double runInTurns(double seconds, String turns, Runnable op) throws IOException {
        String[] fds = turns.split(",");
        long count = 0;
        long busy = 0;
        boolean paired = true;
        try (FileInputStream in = new FileInputStream("/proc/self/fd/" + fds[0]);
                FileOutputStream out = new FileOutputStream("/proc/self/fd/" + fds[1])) {
            while (busy < seconds * 1e9) {
                paired = paired && in.read() == 't';
                long start = System.nanoTime();
                long now = start;
                do {
                    op.run();
                    count++;
                    now = System.nanoTime();
                } while (now - start < 20_000_000L);
                busy += now - start;
                if (paired) {
                    try {
                        out.write('t');
                        out.flush();
                    } catch (IOException gone) { // the other program is done
                        paired = false;
                    }
                }
            }
        }
        return count / (busy / 1e9);
    }

    /** Calls op on each thread for the given seconds (wall clock); the calls made. */
    private static long run(int threads, double seconds, Op op) throws InterruptedException {
        AtomicLong total = new AtomicLong();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        List<Thread> list = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            final int thread = t;
            Thread th = new Thread(() -> {
                long n = 0;
                while (System.nanoTime() < end) {
                    op.run(thread);
                    n++;
                }
                total.addAndGet(n);
            });
            list.add(th);
            th.start();
        }
        for (Thread th : list) {
            th.join();
        }
        return total.get();
    }

    private static void cardInput(double seconds) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        try (CardBrands brands = CardBrands.builtIn()) {
            String expected = "{\"brand\":\"visa\",\"pan\":{\"state\":\"incomplete\",\"reason\":\"length\",\"maxLength\":19,"
                    + "\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"length\"},"
                    + "\"expiry\":{\"state\":\"incomplete\",\"reason\":\"format\",\"advance\":false},\"complete\":false}";
            CardCheck.Builder form = brands.newCheck().expiry("12/2").cvc("12"); // a form's builder, made once
            for (int pass = 0; pass < 2; pass++) { // the first pass warms up the JIT
                long start = cpu.getCurrentThreadCpuTime();
                long limit = start + (long) ((pass == 0 ? 1.0 : seconds) * 1e9);
                long n = 0;
                while (cpu.getCurrentThreadCpuTime() < limit) {
                    TextEdit edit = brands.editPan("4111 1111 111", 13, 13, "1");
                    CardCheck check = form.pan(edit.getTextChars()).check();
                    if (n == 0 && (!edit.getText().equals("4111 1111 1111") || !check.toJson().equals(expected))) {
                        throw new AssertionError("card-keystroke: unexpected " + edit.getText() + " " + check.toJson());
                    }
                    n++;
                }
                double used = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
                if (pass == 1) {
                    System.out.printf("{\"impl\":\"java\",\"op\":\"card-keystroke\",\"ops_per_sec\":%.0f}%n", n / used);
                }
            }
        }
    }
}
