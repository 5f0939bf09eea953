/* Every input within the documented limits runs on a thread with a 128 KiB stack.
 *
 * Secondary threads have 512 KiB on Apple platforms and often less elsewhere (a host's thread
 * pool, a JVM's or Android's worker threads), so the deepest input each call accepts, nested as
 * far as the limits allow, runs here on a thread whose stack is 128 KiB: a mapping of its own,
 * painted with a byte before the call and with an inaccessible guard page below it, so that
 * going past it is a crash (the test fails) and the depth reached is read back from the paint.
 *
 *   stack_depth_test [KiB]   runs every case on a stack of KiB (default 128); prints one line
 *                            per case with the bytes of stack it used, and
 *                            "stack-depth: N passed, M failed"
 *
 * A case fails when the call does not give its expected status or uses more than the budget
 * (STACK_BUDGET: 72 KiB of the 128, the bound docs/card-input.md gives, "Bounded work", leaving
 * the rest to the host's own frames above the call). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "payseal.h"

#define PAINT 0xA5
#define STACK_BUDGET (72 * 1024)

static int passed = 0, failed = 0;

/* A growing string. */
typedef struct { char *s; size_t len, cap; } text;
static void add(text *t, const char *piece) {
    size_t n = strlen(piece);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        if (!t->s) { perror("realloc"); exit(2); }
    }
    memcpy(t->s + t->len, piece, n + 1);
    t->len += n;
}
static void add_times(text *t, const char *piece, int times) { for (int i = 0; i < times; i++) add(t, piece); }

typedef struct {
    const char *name;
    payseal_status (*run)(void);
    payseal_status expected;
    payseal_status got;
} stack_case;

static void *run_case(void *argument) {
    stack_case *c = argument;
    c->got = c->run();
    return NULL;
}

/* Runs a case on a painted stack of `size` bytes; returns the bytes it used (-1: no thread). */
static long on_small_stack(stack_case *c, size_t size) {
    long page = sysconf(_SC_PAGESIZE);
    size_t guard = (size_t)page;
    unsigned char *map = mmap(NULL, size + guard, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED) return -1;
    mprotect(map, guard, PROT_NONE);  /* the stack grows down: going past its end faults */
    unsigned char *stack = map + guard;
    memset(stack, PAINT, size);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstack(&attributes, stack, size);
    pthread_t thread;
    long used = -1;
    if (pthread_create(&thread, &attributes, run_case, c) == 0) {
        pthread_join(thread, NULL);
        size_t untouched = 0;
        while (untouched < size && stack[untouched] == PAINT) untouched++;
        used = (long)(size - untouched);
    }
    pthread_attr_destroy(&attributes);
    munmap(map, size + guard);
    return used;
}

/* ---- The cases: each builds its input, nested as deep as the limits allow ---- */

/* A server pattern (Java's syntax) of `depth` nested groups around one digit. */
static char *nested_java_groups(int depth, const char *open, const char *close) {
    text t = {0};
    add(&t, "{\"validators\":{\"regularExpression\":{\"regularExpression\":\"");
    add_times(&t, open, depth);
    add(&t, "\\\\d");
    add_times(&t, close, depth);
    add(&t, "\"}}}");
    return t.s;
}

static payseal_status validate(char *rules) {
    char *out = NULL;
    payseal_status s = payseal_validate_value(rules, strlen(rules), "1", 2026, 11, &out, NULL);
    payseal_free(out);
    free(rules);
    return s;
}

static payseal_status java_groups(void) { return validate(nested_java_groups(PAYSEAL_MAX_PATTERN_DEPTH, "(", ")")); }
static payseal_status java_lookbehinds(void) { return validate(nested_java_groups(PAYSEAL_MAX_PATTERN_DEPTH, "(?<=", ")")); }
static payseal_status java_classes(void) {
    text t = {0};
    add(&t, "{\"validators\":{\"regularExpression\":{\"regularExpression\":\"");
    add_times(&t, "[1", PAYSEAL_MAX_PATTERN_DEPTH);
    add_times(&t, "]", PAYSEAL_MAX_PATTERN_DEPTH);
    add(&t, "\"}}}");
    return validate(t.s);
}

/* A product whose one field has the deepest pattern, parsed, then checked as typed (the partial
 * match of the pattern's completion program, a group deeper). */
static payseal_status product_deep(void) {
    text t = {0};
    add(&t, "{\"id\":1,\"fields\":[{\"id\":\"f\",\"type\":\"numericstring\",\"dataRestrictions\":{\"validators\":"
            "{\"regularExpression\":{\"regularExpression\":\"");
    add_times(&t, "(?:", PAYSEAL_MAX_PATTERN_DEPTH);
    add(&t, "\\\\d+x");
    add_times(&t, ")", PAYSEAL_MAX_PATTERN_DEPTH);
    add(&t, "\"}}}}]}");
    payseal_product *p = NULL;
    payseal_status s = payseal_product_parse(t.s, t.len, &p);
    free(t.s);
    char *out = NULL;
    if (s == PAYSEAL_OK) s = payseal_product_field_check(p, "f", "12", 2026, 11, &out, NULL);
    payseal_free(out);
    payseal_product_free(p);
    return s;
}

/* A brand table whose pattern (PCRE2's syntax) nests as deep as allowed; then every card call. */
static payseal_status brand_deep(void) {
    text t = {0};
    add(&t, "[{\"name\":\"deep\",\"pattern\":\"");
    add_times(&t, "(", PAYSEAL_MAX_PATTERN_NESTING);
    add(&t, "4\\\\d*");
    add_times(&t, ")", PAYSEAL_MAX_PATTERN_NESTING);
    add(&t, "\"}]");
    payseal_card_brands *b = NULL;
    payseal_status s = payseal_card_brands_parse(t.s, t.len, &b);
    free(t.s);
    if (s != PAYSEAL_OK) return s;
    char *out = NULL;
    size_t len = 0, caret = 0;
    if (s == PAYSEAL_OK) s = payseal_card_check(b, "4111 1111 1111 1112", "12/30", "123", NULL, 2026, 11, &out, &len);
    payseal_free(out), out = NULL;
    if (s == PAYSEAL_OK) s = payseal_card_edit_pan(b, "4111 1111", 9, 9, "1", &out, &len, &caret);
    payseal_free(out), out = NULL;
    if (s == PAYSEAL_OK) s = payseal_card_brand_candidates(b, "4111", &out, &len);
    payseal_free(out);
    payseal_card_brands_free(b);
    return s;
}

/* JSON nested as deep as the reader allows, in a product's display hints (read, not refused). */
static payseal_status json_deep(void) {
    text t = {0};
    add(&t, "{\"id\":1,\"fields\":[],\"x\":");
    add_times(&t, "[", PAYSEAL_MAX_JSON_DEPTH - 1);
    add_times(&t, "]", PAYSEAL_MAX_JSON_DEPTH - 1);
    add(&t, "}");
    payseal_product *p = NULL;
    payseal_status s = payseal_product_parse(t.s, t.len, &p);
    free(t.s);
    payseal_product_free(p);
    return s;
}

/* JSON objects nested as deep as the reader allows, in a product ({"a":{"a":...}}): an object's
 * level needs more stack than an array's. */
static payseal_status json_deep_objects(void) {
    text t = {0};
    add(&t, "{\"id\":1,\"fields\":[],\"x\":");
    add_times(&t, "{\"a\":", PAYSEAL_MAX_JSON_DEPTH - 2);
    add(&t, "1");
    add_times(&t, "}", PAYSEAL_MAX_JSON_DEPTH - 2);
    add(&t, "}");
    payseal_product *p = NULL;
    payseal_status s = payseal_product_parse(t.s, t.len, &p);
    free(t.s);
    payseal_product_free(p);
    return s;
}

/* A product nested 20,000 deep (arrays, or objects): refused at the limit, no deeper level read. */
static payseal_status product_too_deep(const char *open, const char *inner, const char *close) {
    text t = {0};
    add(&t, "{\"id\":1,\"fields\":[],\"x\":");
    add_times(&t, open, 20000);
    add(&t, inner);
    add_times(&t, close, 20000);
    add(&t, "}");
    payseal_product *p = NULL;
    payseal_status s = payseal_product_parse(t.s, t.len, &p);
    free(t.s);
    payseal_product_free(p);
    return s;
}
static payseal_status product_arrays_too_deep(void) { return product_too_deep("[", "", "]"); }
static payseal_status product_objects_too_deep(void) { return product_too_deep("{\"a\":", "1", "}"); }

/* One level deeper than allowed is refused, not crashed on. */
static payseal_status java_groups_too_deep(void) { return validate(nested_java_groups(PAYSEAL_MAX_PATTERN_DEPTH + 1, "(", ")")); }
static payseal_status brand_too_deep(void) {
    text t = {0};
    add(&t, "[{\"name\":\"deep\",\"pattern\":\"");
    add_times(&t, "(", PAYSEAL_MAX_PATTERN_NESTING + 1);
    add(&t, "4");
    add_times(&t, ")", PAYSEAL_MAX_PATTERN_NESTING + 1);
    add(&t, "\"}]");
    payseal_card_brands *b = NULL;
    payseal_status s = payseal_card_brands_parse(t.s, t.len, &b);
    free(t.s);
    payseal_card_brands_free(b);
    return s;
}

int main(int argc, char **argv) {
    size_t kib = argc > 1 ? (size_t)atoi(argv[1]) : 128;
    stack_case cases[] = {
        {"java-groups", java_groups, PAYSEAL_OK, 0},
        {"java-lookbehinds", java_lookbehinds, PAYSEAL_OK, 0},
        {"java-classes", java_classes, PAYSEAL_OK, 0},
        {"product-deep-pattern", product_deep, PAYSEAL_OK, 0},
        {"brand-deep-pattern", brand_deep, PAYSEAL_OK, 0},
        {"json-deep", json_deep, PAYSEAL_OK, 0},
        {"json-deep-objects", json_deep_objects, PAYSEAL_OK, 0},
        {"java-groups-too-deep", java_groups_too_deep, PAYSEAL_OK, 0},  /* unsupportedPattern, a validation answer */
        {"brand-too-deep", brand_too_deep, PAYSEAL_E_JSON, 0},
        {"product-arrays-20000-deep", product_arrays_too_deep, PAYSEAL_E_JSON, 0},
        {"product-objects-20000-deep", product_objects_too_deep, PAYSEAL_E_JSON, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long used = on_small_stack(&cases[i], kib * 1024);
        int ok = used >= 0 && used <= STACK_BUDGET && cases[i].got == cases[i].expected;
        printf("{\"case\":\"%s\",\"stack_bytes\":%ld,\"status\":\"%s\"}%s\n", cases[i].name, used,
               payseal_status_name(cases[i].got), ok ? "" : "  <- FAILED");
        if (ok) passed++; else failed++;
    }
    printf("stack-depth: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
