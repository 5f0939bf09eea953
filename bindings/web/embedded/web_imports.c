/* What the module takes from the page, its only imports (the Makefile checks there are no others):
 * - randomness: Embedded Swift seeds its hashing with arc4random_buf, and the web backend's
 *   CryptoBackend.randomBytes (payload nonces) draws from it too; wasi-libc would take it from
 *   WASI's random_get (and bring stdio in with its assert). Here it is the page's
 *   crypto.getRandomValues, imported as env.payseal_random_fill (at most 65,536 bytes a call, the
 *   most getRandomValues gives).
 * - the clock: time(), which YearMonth.current reads (payseal_prepare's validation, as on the system
 *   clock), is the page's Date.now() in milliseconds, imported as env.payseal_clock_ms, in place of
 *   wasi-libc's WASI clock_time_get. */
#include <stddef.h>

__attribute__((import_module("env"), import_name("payseal_random_fill")))
extern void payseal_random_fill(void *buffer, size_t length);

__attribute__((import_module("env"), import_name("payseal_clock_ms")))
extern double payseal_clock_ms(void);

void arc4random_buf(void *buffer, size_t length);
long long time(long long *out);

void arc4random_buf(void *buffer, size_t length) {
    unsigned char *bytes = buffer;
    while (length > 0) {
        size_t part = length < 65536 ? length : 65536;
        payseal_random_fill(bytes, part);
        bytes += part;
        length -= part;
    }
}

long long time(long long *out) {
    double milliseconds = payseal_clock_ms();
    long long seconds = milliseconds >= 0 && milliseconds < 9.0e15 ? (long long)(milliseconds / 1000) : 0;
    if (out) *out = seconds;
    return seconds;
}
