/* The first validation of a large product: a product of 50 fields, each with a length rule and a
 * server pattern of its own, parsed (its 50 patterns translated from Java's syntax and compiled),
 * attached to a new request with a value for every field, and the request validated; then the
 * same request validated again (patterns cached). Each round uses patterns no earlier round used,
 * so every round pays for translating and compiling all 50.
 * Prints one JSON line: {"op":"first-validation","fields":50,"rounds":N,
 * "first_cpu_us":…,"first_allocations":…,"again_cpu_us":…,"again_allocations":…}:
 * CPU time and heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, counted
 * by the wrappers below) per first validation (parse + attach + values + validate) and per
 * validation of the same request again.
 *   first_validation SECONDS */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "payseal.h"

#define FIELDS 50

/* Every heap allocation of the process goes through these (the executable's symbols come first
 * for the shared libraries too); glibc's own entry points do the work. */
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
static unsigned long allocations;
void *malloc(size_t n) { allocations++; return __libc_malloc(n); }
void *calloc(size_t n, size_t m) { allocations++; return __libc_calloc(n, m); }
void *realloc(void *p, size_t n) { if (!p) allocations++; return __libc_realloc(p, n); }
void *aligned_alloc(size_t a, size_t n) { allocations++; return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
    allocations++;
    *out = __libc_memalign(a, n);
    return *out ? 0 : 12; /* ENOMEM */
}

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void fail(const char *what) {
    fprintf(stderr, "%s: %s\n", what, payseal_last_error());
    exit(1);
}

/* Field i's pattern in round r: two letters, digits, and a tail no other round or field has. */
static char *product_json(int round) {
    size_t size = 512 + FIELDS * 320, used = 0;
    char *json = malloc(size);
    used += (size_t)snprintf(json + used, size - used, "{\"id\":809,\"fields\":[");
    for (int i = 0; i < FIELDS; i++) {
        used += (size_t)snprintf(json + used, size - used,
            "%s{\"id\":\"field%d\",\"type\":\"string\",\"displayHints\":{\"displayOrder\":%d},\"dataRestrictions\":"
            "{\"isRequired\":true,\"validators\":{\"length\":{\"minLength\":4,\"maxLength\":40},"
            "\"regularExpression\":{\"regularExpression\":\"^[A-Z]{2}(?:[0-9]{%d,%d}|-[a-z]+)R%dF%d$\"}}}}",
            i ? "," : "", i, i, 1 + i % 5, 8 + i % 7, round, i);
    }
    snprintf(json + used, size - used, "]}");
    return json;
}

static void set_values(payseal_payment_request *r, int round) {
    char key[32], value[64];
    for (int i = 0; i < FIELDS; i++) {
        snprintf(key, sizeof key, "field%d", i);
        /* Every other field fails its pattern: the errors' messages are written too. */
        if (i % 2) snprintf(value, sizeof value, "AB123456R%dF%d", round, i);
        else snprintf(value, sizeof value, "ab123456R%dF%d", round, i);
        if (payseal_payment_request_set_value(r, key, value) != PAYSEAL_OK) fail("set_value");
    }
}

static int count_errors(const char *json) {
    int n = 0;
    for (const char *p = json; (p = strstr(p, "\"fieldId\"")); p++) n++;
    return n;
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    double first = 0, again = 0;
    unsigned long first_allocations = 0, again_allocations = 0;
    int rounds = 0;
    do {
        char *json = product_json(rounds);
        char *errors = NULL;
        payseal_product *product = NULL;
        payseal_payment_request *request = NULL;
        unsigned long before = allocations;
        double start = cpu_now();
        if (payseal_product_parse(json, strlen(json), &product) != PAYSEAL_OK) fail("product_parse");
        if (payseal_payment_request_new("session", "809", &request) != PAYSEAL_OK) fail("request_new");
        if (payseal_payment_request_set_product(request, product) != PAYSEAL_OK) fail("set_product");
        set_values(request, rounds);
        if (payseal_payment_request_validate(request, 2026, 11, &errors, NULL) != PAYSEAL_OK) fail("validate");
        first += cpu_now() - start;
        first_allocations += allocations - before;
        /* The check: the fields with lowercase letters fail their pattern, the others pass. */
        if (count_errors(errors) != FIELDS / 2 || !strstr(errors, "\"fieldId\":\"field0\",\"type\":\"regularExpression\"")) {
            fprintf(stderr, "unexpected errors: %.300s\n", errors);
            return 1;
        }
        payseal_free(errors);
        before = allocations;
        start = cpu_now();
        if (payseal_payment_request_validate(request, 2026, 11, &errors, NULL) != PAYSEAL_OK) fail("validate again");
        again += cpu_now() - start;
        again_allocations += allocations - before;
        payseal_free(errors);
        payseal_payment_request_free(request);
        payseal_product_free(product);
        free(json);
        rounds++;
    } while (first + again < seconds);
    printf("{\"op\":\"first-validation\",\"fields\":%d,\"rounds\":%d,\"first_cpu_us\":%.1f,\"first_allocations\":%lu,"
           "\"again_cpu_us\":%.1f,\"again_allocations\":%lu}\n",
           FIELDS, rounds, first / rounds * 1e6, first_allocations / rounds, again / rounds * 1e6, again_allocations / rounds);
    return 0;
}
