/* The benchmark harness shared by baseline.c and capi.c: arguments, files, timed threads,
 * the one-line JSON result, and the fixed inputs of `prepare` and `metadata`.
 * Every implementation (C, Swift, Python) uses the same inputs and the same timing scheme:
 * per thread a short warm-up, a barrier, then the op in a loop for --seconds; the result is
 * the sum over threads of ops / elapsed. */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The payment request of `prepare` (its payload is as long as bench/payload.json). */
#define PREP_SESSION "f2a1c3e4b5d6478899aabbccddeeff00"
#define PREP_PRODUCT "1"
static const char *const PREP_VALUES[][2] = {
    {"cardNumber", "4012000033330026"}, {"expiryDate", "1228"},
    {"cvv", "123"}, {"cardholderName", "Wile E. Coyote"},
};
#define PREP_NVALUES 4
/* The metadata overrides of `prepare` and `metadata`. */
#define META_APP "com.example.shop/2.3"
#define META_SCREEN "1170x2532"

typedef struct {
    const char *op;       /* encrypt, decrypt, prepare, parse-key, metadata */
    int bits, threads;
    double seconds;
    const char *keys;     /* directory of test-rsa-<bits>.{client-api.json,private.pem} */
    const char *payload;  /* bench/payload.json */
    long rss;             /* capi only: --rss N */
    int turn_in, turn_out; /* --turns R,W: take turns with another program (see run_in_turns) */
} bench_args;

static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("check failed: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static bench_args parse_args(int argc, char **argv) {
    bench_args a = {"encrypt", 2048, 1, 1.0, "Vectors/keys", "bench/payload.json", 0, -1, -1};
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (!strcmp(k, "--op")) a.op = v;
        else if (!strcmp(k, "--bits")) a.bits = atoi(v);
        else if (!strcmp(k, "--threads")) a.threads = atoi(v);
        else if (!strcmp(k, "--seconds")) a.seconds = atof(v);
        else if (!strcmp(k, "--keys")) a.keys = v;
        else if (!strcmp(k, "--payload")) a.payload = v;
        else if (!strcmp(k, "--rss")) a.rss = atol(v);
        else if (!strcmp(k, "--turns")) {
            if (sscanf(v, "%d,%d", &a.turn_in, &a.turn_out) != 2 || a.turn_in < 0 || a.turn_out < 0) fail("bad --turns");
        }
        else fail("unknown argument %s", k);
    }
    if (a.threads < 1 || a.threads > 64 || a.seconds <= 0) fail("bad --threads or --seconds");
    if (a.turn_in >= 0 && a.threads != 1) fail("--turns is for one thread");
    return a;
}

/* The whole file, NUL-terminated; *len excludes the NUL. */
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) fail("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) fail("cannot read %s", path);
    fclose(f);
    buf[n] = 0;
    if (len) *len = (size_t)n;
    return buf;
}

static char *read_key_file(const bench_args *a, const char *suffix, size_t *len) {
    char path[4096];
    snprintf(path, sizeof path, "%s/test-rsa-%d.%s", a->keys, a->bits, suffix);
    return read_file(path, len);
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* --- timed threads ------------------------------------------------------------------- */

typedef int (*op_fn)(void *state); /* one operation; non-zero is a failure */

typedef struct {
    op_fn op;
    void *state;
    double warmup, seconds, rate;
    pthread_barrier_t *barrier;
} worker;

static void *worker_main(void *arg) {
    worker *w = arg;
    double end = now_seconds() + w->warmup;
    while (now_seconds() < end)
        if (w->op(w->state)) fail("operation failed during warm-up");
    pthread_barrier_wait(w->barrier);
    long count = 0;
    double start = now_seconds(), t = start;
    end = start + w->seconds;
    while (t < end) {
        if (w->op(w->state)) fail("operation failed");
        count++;
        t = now_seconds();
    }
    w->rate = (double)count / (t - start);
    return NULL;
}

/* Runs op on `threads` threads (thread i with states[i]) and returns the total ops/s. */
static double run_timed(op_fn op, void **states, int threads, double seconds) {
    pthread_t tid[64];
    worker w[64];
    pthread_barrier_t barrier;
    pthread_barrier_init(&barrier, NULL, (unsigned)threads);
    double warmup = seconds / 4 < 0.2 ? seconds / 4 : 0.2;
    for (int i = 0; i < threads; i++) {
        w[i] = (worker){op, states[i], warmup, seconds, 0, &barrier};
        if (pthread_create(&tid[i], NULL, worker_main, &w[i])) fail("pthread_create");
    }
    double total = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(tid[i], NULL);
        total += w[i].rate;
    }
    pthread_barrier_destroy(&barrier);
    return total;
}

/* One thread, in turns with another program over two pipes (--turns R,W; bench/README.md,
 * "Taking turns"): wait for a byte on R, run the op for TURN_SECONDS, write the byte to W; until
 * this program's own slices add up to `seconds`, then close W. Both programs, on one CPU, see
 * the same machine speed within milliseconds; the time spent waiting for the other is not
 * counted. When the other program is gone (end of file, broken pipe), go on alone. */
#define TURN_SECONDS 0.02
static double run_in_turns(op_fn op, void *state, double seconds, int in, int out) {
    signal(SIGPIPE, SIG_IGN); /* the other program may be gone before our last token */
    double warm_end = now_seconds() + (seconds / 4 < 0.2 ? seconds / 4 : 0.2);
    while (now_seconds() < warm_end)
        if (op(state)) fail("operation failed during warm-up");
    long count = 0;
    double busy = 0;
    int paired = 1; /* until the other program closes its end */
    char token = 't';
    while (busy < seconds) {
        if (paired && read(in, &token, 1) != 1) paired = 0;
        double start = now_seconds(), t = start;
        do {
            if (op(state)) fail("operation failed");
            count++;
            t = now_seconds();
        } while (t - start < TURN_SECONDS);
        busy += t - start;
        if (paired && write(out, &token, 1) != 1) paired = 0;
    }
    close(out);
    return (double)count / busy;
}

static void report(const char *impl, const bench_args *a, double ops_per_sec) {
    printf("{\"impl\":\"%s\",\"op\":\"%s\",\"bits\":%d,\"threads\":%d,\"ops_per_sec\":%.1f,\"check\":\"ok\"}\n",
           impl, a->op, a->bits, a->threads, ops_per_sec);
}

#endif
