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

/* The heap in use, counted at every allocation (the link wraps malloc and its kin: --wrap): the
 * module's memory is capped, and an allocation past the cap fails inside the Swift runtime, which
 * cannot answer it (the instance traps). The page's calls (src/wasm.mjs) read this count and answer
 * PAYSEAL_E_NO_MEMORY before a call, while less than the reserve a call may need is left; freeing
 * handles brings the count down again, where the memory's own size only ever grows. */
size_t malloc_usable_size(void *pointer);
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *pointer, size_t size);
void __real_free(void *pointer);
int __real_posix_memalign(void **out, size_t alignment, size_t size);
void *__real_aligned_alloc(size_t alignment, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *pointer, size_t size);
void __wrap_free(void *pointer);
int __wrap_posix_memalign(void **out, size_t alignment, size_t size);
void *__wrap_aligned_alloc(size_t alignment, size_t size);
size_t payseal_web_heap_in_use(void);

static size_t heap_in_use;

static void *counted(void *pointer) {
    if (pointer) heap_in_use += malloc_usable_size(pointer);
    return pointer;
}

void *__wrap_malloc(size_t size) { return counted(__real_malloc(size)); }
void *__wrap_calloc(size_t count, size_t size) { return counted(__real_calloc(count, size)); }
void *__wrap_aligned_alloc(size_t alignment, size_t size) { return counted(__real_aligned_alloc(alignment, size)); }

int __wrap_posix_memalign(void **out, size_t alignment, size_t size) {
    int failed = __real_posix_memalign(out, alignment, size);
    if (!failed) counted(*out);
    return failed;
}

void *__wrap_realloc(void *pointer, size_t size) {
    size_t before = pointer ? malloc_usable_size(pointer) : 0;
    void *moved = __real_realloc(pointer, size);
    if (moved || size == 0) heap_in_use -= before;
    return counted(moved);
}

void __wrap_free(void *pointer) {
    if (pointer) heap_in_use -= malloc_usable_size(pointer);
    __real_free(pointer);
}

size_t payseal_web_heap_in_use(void) { return heap_in_use; }
