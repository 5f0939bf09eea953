/* The scoring side of freed_memory_test.c: the calls into freed_copies.so, the state of the
 * scenario being run, CALL and CALL_FAILS for the PaySeal calls in its window, the needles it
 * counts, and the self-tests that prove the harness can fail. Kept apart from the scenarios so
 * that each file reads on its own; included once, by freed_memory_test.c only, hence the static
 * functions and variables. */
#ifndef FREED_MEMORY_SCORING_H
#define FREED_MEMORY_SCORING_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "needles.h"
#include "payseal.h"

/* freed_copies.so */
void freed_copies_arm(void);
void freed_copies_disarm(void);
void freed_copies_scrub(int on);
int freed_copies_overflowed(void);
int freed_copies_interposed(void);
size_t freed_copies_count(const void *needle, size_t len);

/* Called through volatile pointers: the compiler may otherwise drop a malloc, a store and a free
 * that nothing reads, and the self-tests with them. */
static void *(*volatile allocate)(size_t) = malloc;
static void *(*volatile reallocate)(void *, size_t) = realloc;
static void (*volatile release)(void *) = free;

static const char *scenario; /* the scenario being run */
static size_t total;         /* its counted freed copies */
static int broken;           /* a call failed or the arena overflowed */
static char failure[512];    /* why, recorded while armed (no printing then), printed after */
static int passed, failed;

static void fail_setup(const char *what) {
    fprintf(stderr, "freed-memory: %s\n", what);
    exit(2);
}

/* A call in the window that must succeed: a path not taken proves nothing. */
#define CALL(expr) CALL_GIVES(PAYSEAL_OK, expr)

/* A call in the window that must fail with `expected` (bad input): any other status, success
 * included, means the input did not take the path the scenario is about. */
#define CALL_GIVES(expected, expr)                                                                      \
    do {                                                                                                \
        payseal_status status_ = (expr);                                                                \
        if (status_ != (expected) && !broken++)                                                         \
            snprintf(failure, sizeof failure, "%s: %s, expected %s (%s)", #expr, payseal_status_name(status_), \
                     payseal_status_name(expected), status_ == PAYSEAL_OK ? "" : payseal_last_error());  \
    } while (0)

static void begin(const char *name) {
    scenario = name;
    total = 0;
    broken = 0;
}

static void disarm(void) {
    freed_copies_disarm();
    if (freed_copies_overflowed() && !broken++) snprintf(failure, sizeof failure, "the capture arena overflowed");
}

/* Counts one needle; informational needles are shown but not added to the scenario's total. */
static void needle(const char *what, const void *bytes, size_t len, int counted) {
    size_t n = freed_copies_count(bytes, len);
    printf("  %s %s: %zu%s\n", scenario, what, n, counted ? "" : " (informational, not counted)");
    if (counted) total += n;
}

/* A text secret, counted as UTF-8, UTF-16LE and UTF-32LE. */
static void text_needle(const char *what, const char *text) {
    unsigned char wide[4 * 256];
    size_t utf8 = freed_copies_count(text, strlen(text));
    size_t utf16 = freed_copies_count(wide, widen(text, wide, 2));
    size_t utf32 = freed_copies_count(wide, widen(text, wide, 4));
    printf("  %s %s: %zu (utf-8 %zu, utf-16 %zu, utf-32 %zu)\n", scenario, what, utf8 + utf16 + utf32, utf8, utf16, utf32);
    total += utf8 + utf16 + utf32;
}

static void card_needle(const char *label, const char *card) {
    char what[96];
    snprintf(what, sizeof what, "cardNumber %s%s", card, label);
    text_needle(what, card);
}

/* Prints the scenario's line and scores it: a counted scenario passes with `expected` copies;
 * an informational one is not scored unless the run itself was broken. */
static void finish(int counted, size_t expected) {
    if (broken) printf("  %s: %s\n", scenario, failure);
    printf("%s: %zu freed cop%s", scenario, total, total == 1 ? "y" : "ies");
    if (broken || (counted && total != expected)) {
        printf("  FAIL%s\n", counted ? "" : " (informational, but the run was broken)");
        failed++;
    } else {
        printf("%s\n", counted ? "" : "  (informational, not counted)");
        passed += counted;
    }
    fflush(stdout);
}

/* The harness can fail: a freed marker is found, a wiped one is not, and the block realloc gives
 * back is captured (the block it moved to is wiped by hand, so exactly one copy is expected). */
static void self_test(const char *name, int wipe, int grow, size_t expected) {
    static const char marker[] = "freed-memory self-test marker 5e1f";
    begin(name);
    freed_copies_arm();
    char *block = allocate(64);
    if (block == NULL) fail_setup("out of memory");
    memcpy(block, marker, sizeof marker);
    if (grow && (block = reallocate(block, (size_t)1 << 20)) == NULL) fail_setup("out of memory");
    if (wipe || grow) explicit_bzero(block, 64);
    release(block);
    disarm();
    needle("marker", marker, strlen(marker), 1);
    finish(1, expected);
}

#endif
