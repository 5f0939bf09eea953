/* Preloaded into the freed-memory test: while armed, every block the process frees (through
 * free() or realloc()) is copied, with its size, into one mapped arena before it is released, so
 * the test can ask afterwards whether any freed block still held a secret.
 *
 * glibc's __libc_* entry points are called for the real work (dlsym could allocate), nothing here
 * allocates, and a spin lock serializes the arena: free() may run on any thread. */
#define _GNU_SOURCE
#include <malloc.h>
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>

extern void __libc_free(void *);
extern void *__libc_malloc(size_t);
extern void *__libc_realloc(void *, size_t);

#define ARENA_BYTES ((size_t)512 << 20)

static unsigned char *arena;
static size_t used;
static int overflowed;
static volatile int armed;
static volatile int lock;

void freed_copies_arm(void) {
    if (arena == NULL) {
        void *mapped = mmap(NULL, ARENA_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        arena = mapped == MAP_FAILED ? NULL : (unsigned char *)mapped;
    }
    used = 0;
    overflowed = arena == NULL;
    __sync_synchronize();
    armed = 1;
}

void freed_copies_disarm(void) {
    armed = 0;
    __sync_synchronize();
}

/* Whether the arena ran out (the test then cannot claim anything). */
int freed_copies_overflowed(void) { return overflowed; }

static void capture(void *block) {
    size_t size = malloc_usable_size(block);
    while (__sync_lock_test_and_set(&lock, 1)) {
    }
    if (arena != NULL && used + sizeof size + size <= ARENA_BYTES) {
        memcpy(arena + used, &size, sizeof size);
        memcpy(arena + used + sizeof size, block, size);
        used += sizeof size + size;
    } else {
        overflowed = 1;
    }
    __sync_lock_release(&lock);
}

void free(void *block) {
    if (block != NULL && armed) capture(block);
    __libc_free(block);
}

/* realloc frees the old block internally, without calling free(): while armed it is done as
 * malloc + copy + free, so that the released block is captured too. */
void *realloc(void *block, size_t size) {
    if (!armed || block == NULL || size == 0) return __libc_realloc(block, size);
    void *moved = __libc_malloc(size);
    if (moved == NULL) return NULL;
    size_t old = malloc_usable_size(block);
    memcpy(moved, block, old < size ? old : size);
    free(block);
    return moved;
}

/* How many captured blocks contain the needle's bytes. */
size_t freed_copies_count(const void *needle, size_t length) {
    size_t count = 0, offset = 0;
    while (offset < used) {
        size_t size;
        memcpy(&size, arena + offset, sizeof size);
        if (size >= length && memmem(arena + offset + sizeof size, size, needle, length) != NULL) count++;
        offset += sizeof size + size;
    }
    return count;
}
