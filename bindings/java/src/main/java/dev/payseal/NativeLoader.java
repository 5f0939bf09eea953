package dev.payseal;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Loads {@code libpayseal_jni.so} and {@code libpayseal.so}, once, in this order:
 * <ol>
 * <li>the system property {@code payseal.jni.path} (with {@code payseal.library.path} for
 * libpayseal.so, when the system loader cannot find it): explicit files;</li>
 * <li>{@code java.library.path} ({@code System.loadLibrary}): what Android does with the APK's
 * {@code jniLibs/<abi>/}, and a desktop host that installed the libraries;</li>
 * <li>the jar itself: {@code dev/payseal/native/<os>-<arch>/}, extracted once per process to a
 * private temporary directory (created owner-only, removed at exit), as sqlite-jdbc does.</li>
 * </ol>
 * libpayseal.so is loaded before the shim, so the shim's NEEDED entry finds it already loaded
 * whichever directory each came from.
 */
final class NativeLoader {
    private static boolean loaded;

    private NativeLoader() {
    }

    static synchronized void load() {
        if (loaded) {
            return;
        }
        String jni = System.getProperty("payseal.jni.path");
        if (jni != null) {
            String lib = System.getProperty("payseal.library.path");
            if (lib != null) {
                System.load(new File(lib).getAbsolutePath());
            }
            System.load(new File(jni).getAbsolutePath());
            loaded = true;
            return;
        }
        UnsatisfiedLinkError fromPath;
        try {
            try {
                System.loadLibrary("payseal");
            } catch (UnsatisfiedLinkError e) {
                // not on java.library.path: the shim's NEEDED entry may still find it (its rpath, the system)
            }
            System.loadLibrary("payseal_jni");
            loaded = true;
            return;
        } catch (UnsatisfiedLinkError e) {
            fromPath = e;
        }
        try {
            loadFromJar();
            loaded = true;
        } catch (IOException | UnsatisfiedLinkError e) {
            UnsatisfiedLinkError error = new UnsatisfiedLinkError("PaySeal: libpayseal_jni is neither on java.library.path ("
                    + fromPath.getMessage() + ") nor loadable from the jar for " + platform() + " (" + e.getMessage() + ")");
            error.initCause(e);
            throw error;
        }
    }

    /** "linux-x86_64": the folder of the jar's libraries for this JVM. */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (arch.equals("amd64") || arch.equals("x86_64")) {
            arch = "x86_64";
        } else if (arch.equals("arm64")) {
            arch = "aarch64";
        }
        return (os.startsWith("linux") ? "linux" : os.replace(' ', '_')) + "-" + arch;
    }

    private static void loadFromJar() throws IOException {
        String folder = "native/" + platform() + "/";
        if (NativeLoader.class.getResource(folder + "libpayseal_jni.so") == null) {
            throw new IOException("the jar has no " + folder + "libpayseal_jni.so");
        }
        Path dir = Files.createTempDirectory("payseal-"); // mode 0700 on POSIX file systems
        dir.toFile().deleteOnExit();
        Path lib = extract(folder + "libpayseal.so", dir.resolve("libpayseal.so"));
        Path soname = dir.resolve("libpayseal.so.1");
        try {
            // the SONAME the shim's NEEDED entry names, for its $ORIGIN rpath (the System.load below suffices on glibc)
            Files.createSymbolicLink(soname, lib.getFileName());
            soname.toFile().deleteOnExit();
        } catch (IOException | UnsupportedOperationException e) {
            // not needed where libpayseal.so is loaded first, which it is
        }
        Path jni = extract(folder + "libpayseal_jni.so", dir.resolve("libpayseal_jni.so"));
        System.load(lib.toAbsolutePath().toString());
        System.load(jni.toAbsolutePath().toString());
    }

    private static Path extract(String resource, Path target) throws IOException {
        try (InputStream in = NativeLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("the jar has no dev/payseal/" + resource);
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        target.toFile().deleteOnExit();
        return target;
    }
}
