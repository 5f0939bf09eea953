#if canImport(Glibc)
import Glibc
#endif

/// Whether this test process runs under AddressSanitizer or ThreadSanitizer (`make
/// test-sanitizers`). Swift has no compile-time condition for a sanitizer: the presence of its
/// runtime's entry point says (dlsym with RTLD_DEFAULT, NULL on Linux; elsewhere, false). Tests
/// whose measure a sanitizer distorts (a thread's stack, the process's peak memory) adjust to it.
enum Sanitizers {
    static let areActive: Bool = {
        #if canImport(Glibc)
        let runtimes: [String] = ["__asan_init", "__tsan_init"]
        return runtimes.contains { (name: String) in dlsym(nil, name) != nil }
        #else
        return false
        #endif
    }()
}
