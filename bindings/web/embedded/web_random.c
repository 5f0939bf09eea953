/* Randomness for the Swift runtime in the page: Embedded Swift seeds its hashing with
 * arc4random_buf, which wasi-libc would take from WASI's random_get (and would bring stdio in with
 * its assert). Here it is the page's crypto.getRandomValues, imported as env.payseal_random_fill. */
#include <stddef.h>

__attribute__((import_module("env"), import_name("payseal_random_fill")))
extern void payseal_random_fill(void *buffer, size_t length);

void arc4random_buf(void *buffer, size_t length);

void arc4random_buf(void *buffer, size_t length) { payseal_random_fill(buffer, length); }
