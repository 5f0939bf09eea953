/* freed_copies.so: preloaded (LD_PRELOAD) into the freed-memory test. While armed, every block
 * the process gives back - through free(), realloc() or reallocarray() - is copied, with its
 * size, into one mapped arena before it is released, so the test can ask afterwards how many
 * freed blocks still held a secret (freed_copies_count).
 *
 * Rules this file keeps, and why:
 *   - The real work is done by glibc's exported __libc_malloc/__libc_free/__libc_realloc.
 *     dlsym(RTLD_NEXT, "free") is not used: it can allocate, and an allocation inside free()
 *     would recurse.
 *   - Nothing called from free() or realloc() allocates: the arena is one mmap, the copy is
 *     memcpy, the size comes from malloc_usable_size (every byte a caller may have written).
 *   - free() may run on any thread (OpenSSL, libstdc++ and the Swift runtime all free), so a
 *     spin lock serializes appends to the arena and the counting that reads it.
 *   - Disarmed (and without scrub mode), free() costs one atomic load and a branch.
 *   - If the arena fills up, an overflow flag is set: the driver then fails the scenario, since
 *     a block that was not captured cannot be shown to be clean.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memmem, explicit_bzero, malloc_usable_size, dladdr, RTLD_DEFAULT */
#endif
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *block);
extern void *__libc_realloc(void *block, size_t size);

/* Reserved once, at the first arm, and reused: pages are only committed as they are written.
 * (Overridable with -DARENA_BYTES=... to check that an overflow fails the run.) */
#ifndef ARENA_BYTES
#define ARENA_BYTES ((size_t)256 << 20)
#endif

/* The modes, as bits of one word so that the disarmed path loads a single int. */
#define CAPTURE 1 /* armed: copy each freed block into the arena */
#define SCRUB 2   /* zero each freed block before glibc gets it back (see freed_copies_scrub) */

static int mode;
static int lock;
static unsigned char *arena;
static size_t used;    /* bytes of the arena in use: a sequence of (header, bytes) records */
static int overflowed; /* a block did not fit since the last arm */

/* One record's header; the block's bytes follow it. */
struct header {
    size_t size;
};

static void acquire(void) {
    while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE)) {
    }
}

static void release(void) { __atomic_store_n(&lock, 0, __ATOMIC_RELEASE); }

/* Starts a capture: forgets every earlier record and clears the overflow flag. */
void freed_copies_arm(void) {
    acquire();
    if (arena == NULL) {
        void *mapped = mmap(NULL, ARENA_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        arena = mapped == MAP_FAILED ? NULL : (unsigned char *)mapped;
    }
    used = 0;
    overflowed = arena == NULL; /* no arena: nothing can be captured, so nothing can be claimed */
    release();
    __atomic_or_fetch(&mode, CAPTURE, __ATOMIC_SEQ_CST);
}

void freed_copies_disarm(void) { __atomic_and_fetch(&mode, ~CAPTURE, __ATOMIC_SEQ_CST); }

/* Scrub mode (off by default): every freed block is zeroed, after its capture if armed, before
 * glibc gets it back. Without it, a secret freed unwiped - by the driver's own setup, or by a
 * scenario that leaks - stays in glibc's free lists, and a later scenario that reuses the chunk
 * without overwriting all of it would free it again with those stale bytes and be blamed for
 * them. Scrubbing keeps each count to the blocks the armed calls themselves released unwiped. */
void freed_copies_scrub(int on) {
    if (on)
        __atomic_or_fetch(&mode, SCRUB, __ATOMIC_SEQ_CST);
    else
        __atomic_and_fetch(&mode, ~SCRUB, __ATOMIC_SEQ_CST);
}

/* Whether a block freed since the last arm did not fit in the arena (or there is no arena). */
int freed_copies_overflowed(void) { return __atomic_load_n(&overflowed, __ATOMIC_SEQ_CST); }

/* Whether the process's free and realloc - the ones every library's calls resolve to - are the
 * ones in this file. If not (the object was not preloaded, or a library binds its own), the
 * counts would say nothing, and the driver stops. Called disarmed: dlsym may allocate. */
int freed_copies_interposed(void) {
    static const char *const names[] = {"free", "realloc", "reallocarray"};
    Dl_info self, found;
    if (!dladdr((void *)freed_copies_arm, &self)) return 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *symbol = dlsym(RTLD_DEFAULT, names[i]);
        if (symbol == NULL || !dladdr(symbol, &found) || found.dli_fbase != self.dli_fbase) return 0;
    }
    return 1;
}

static void capture(const void *block, size_t size) {
    struct header header = {size};
    acquire();
    /* used never passes ARENA_BYTES, so the subtractions cannot wrap. */
    if (arena != NULL && sizeof header <= ARENA_BYTES - used && size <= ARENA_BYTES - used - sizeof header) {
        memcpy(arena + used, &header, sizeof header); /* records are unaligned: memcpy, not a cast */
        memcpy(arena + used + sizeof header, block, size);
        used += sizeof header + size;
    } else {
        __atomic_store_n(&overflowed, 1, __ATOMIC_SEQ_CST);
    }
    release();
}

void free(void *block) {
    if (block != NULL) {
        int now = __atomic_load_n(&mode, __ATOMIC_ACQUIRE);
        if (now != 0) {
            size_t size = malloc_usable_size(block);
            if (now & CAPTURE) capture(block, size);
            if (now & SCRUB) explicit_bzero(block, size);
        }
    }
    __libc_free(block);
}

/* glibc's realloc releases the old block internally, without calling free(). While armed or
 * scrubbing it is therefore done as malloc + copy + free, so that the block it gives back goes
 * through the capture above. (Growing in place is lost; no caller may rely on it.) */
void *realloc(void *block, size_t size) {
    if (block == NULL || __atomic_load_n(&mode, __ATOMIC_ACQUIRE) == 0) return __libc_realloc(block, size);
    if (size == 0) { /* glibc: realloc(p, 0) frees p and returns NULL */
        free(block);
        return NULL;
    }
    void *moved = __libc_malloc(size);
    if (moved == NULL) return NULL; /* the old block is untouched, as realloc promises */
    size_t old = malloc_usable_size(block);
    memcpy(moved, block, old < size ? old : size);
    free(block);
    return moved;
}

/* glibc's reallocarray may reach its realloc without going through the symbol above. */
void *reallocarray(void *block, size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(block, count * size);
}

/* How many captured blocks contain the needle's bytes (each block counts once). */
size_t freed_copies_count(const void *needle, size_t len) {
    size_t count = 0, offset = 0;
    struct header header;
    if (needle == NULL || len == 0) return 0;
    acquire();
    while (offset < used) {
        memcpy(&header, arena + offset, sizeof header);
        const unsigned char *bytes = arena + offset + sizeof header;
        if (header.size >= len && memmem(bytes, header.size, needle, len) != NULL) count++;
        offset += sizeof header + header.size;
    }
    release();
    return count;
}
