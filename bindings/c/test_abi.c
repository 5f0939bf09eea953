/*
 * test_abi.c - calls every function of Include/payseal.h, on its happy paths and on every
 * error path of the contract, and checks the conventions the header promises:
 *   status codes, out-pointers NULL / out-lengths 0 on failure (pre-filled with garbage),
 *   payseal_last_error never NULL and per thread, limits, ownership (run under valgrind).
 *
 * Builds as C99 and as C++17 (the header must work from both). This file holds main, the
 * library and thread tests; the others are test_abi_*.c, sharing test_abi.h.
 * Usage: test_abi [keys-dir]   (default: PAYSEAL_KEYS_DIR, else ../../Vectors/keys)
 *   PAYSEAL_TEST_ITERATIONS=n   iterations per thread in the thread test (default 200)
 * Prints each failed check as file:line, ends with "<N> passed, <M> failed".
 */

#include "test_abi.h"

/* ========================================================================================
 * Library: versions, status names, last_error, free
 * ====================================================================================== */

static void test_library(void)
{
    static const char *const names[] = {
        "PAYSEAL_OK",           "PAYSEAL_E_ARGUMENT",        "PAYSEAL_E_KEY_FORMAT", "PAYSEAL_E_KEY_UNSUPPORTED",
        "PAYSEAL_E_JSON",       "PAYSEAL_E_JWE_FORMAT",      "PAYSEAL_E_JWE_UNSUPPORTED",
        "PAYSEAL_E_DECRYPT",    "PAYSEAL_E_CRYPTO",          "PAYSEAL_E_NO_MEMORY",  "PAYSEAL_E_LIMIT",
        "PAYSEAL_E_VALIDATION", "PAYSEAL_E_CLIENT_API",      "PAYSEAL_E_NO_ANSWER",  "PAYSEAL_E_CANCELLED",
    };
    const char *v = payseal_version();
    unsigned a, b, c;
    int consumed = -1, i;

    CHECK(payseal_abi_version() == PAYSEAL_ABI_VERSION);

    CHECK(v != NULL);
    if (v != NULL) {
        CHECK_MSG(sscanf(v, "%u.%u.%u%n", &a, &b, &c, &consumed) == 3 && consumed == (int)strlen(v) &&
                      v[0] >= '0' && v[0] <= '9',
                  "payseal_version() = \"%s\", want MAJOR.MINOR.PATCH", v);
        CHECK(payseal_version() == v || strcmp(payseal_version(), v) == 0);
        /* The library is the version its header says (both come from PAYSEAL_VERSION_* in
         * Include/payseal.h: tools/generate_bindings.py writes the Swift constant). */
        CHECK_MSG(strcmp(v, PAYSEAL_VERSION_STRING) == 0 && a == (unsigned)PAYSEAL_VERSION_MAJOR &&
                      b == (unsigned)PAYSEAL_VERSION_MINOR && c == (unsigned)PAYSEAL_VERSION_PATCH,
                  "payseal_version() = \"%s\", the header says \"%s\"", v, PAYSEAL_VERSION_STRING);
    }

    /* The status names: the enumerators in order, then values outside the enum. */
    CHECK((int)(sizeof names / sizeof names[0]) == PAYSEAL_E_CANCELLED + 1);
    CHECK_STREQ(payseal_status_name(PAYSEAL_OK), "PAYSEAL_OK");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_ARGUMENT), "PAYSEAL_E_ARGUMENT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_KEY_FORMAT), "PAYSEAL_E_KEY_FORMAT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_KEY_UNSUPPORTED), "PAYSEAL_E_KEY_UNSUPPORTED");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JSON), "PAYSEAL_E_JSON");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JWE_FORMAT), "PAYSEAL_E_JWE_FORMAT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JWE_UNSUPPORTED), "PAYSEAL_E_JWE_UNSUPPORTED");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_DECRYPT), "PAYSEAL_E_DECRYPT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_CRYPTO), "PAYSEAL_E_CRYPTO");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_NO_MEMORY), "PAYSEAL_E_NO_MEMORY");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_LIMIT), "PAYSEAL_E_LIMIT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_VALIDATION), "PAYSEAL_E_VALIDATION");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_CANCELLED), "PAYSEAL_E_CANCELLED");
    for (i = 0; i <= PAYSEAL_E_CANCELLED; i++)
        CHECK_STREQ(payseal_status_name((payseal_status)i), names[i]);
    /* A value the enum does not list (a newer library's status, or garbage from a host).
     * In C++ this cast is outside the enum's value range; GCC only exploits that under
     * -fstrict-enums, which the build does not use. */
    CHECK_STREQ(payseal_status_name((payseal_status)99), "PAYSEAL_E_UNKNOWN");
    CHECK_STREQ(payseal_status_name((payseal_status)15), "PAYSEAL_E_UNKNOWN");

    /* Nothing has failed on this thread yet: "" (this runs before any failing call). */
    CHECK(payseal_last_error() != NULL);
    CHECK_STREQ(payseal_last_error(), "");

    /* NULL is a no-op for every release function. */
    payseal_free(NULL);
    payseal_public_key_free(NULL);
    payseal_private_key_free(NULL);
    payseal_metadata_free(NULL);
    payseal_payment_request_free(NULL);
    CHECK(1); /* reached: none of the _free(NULL) calls crashed */
}

/* ========================================================================================
 * last_error: persistence and per-thread isolation; keys shared by threads
 * ====================================================================================== */

#define THREADS 4
static int g_iterations = 200; /* per thread; PAYSEAL_TEST_ITERATIONS overrides */

typedef struct {
    int id;
    int failures;
    int done; /* iterations completed */
    char fail_jwe_4parts[2048];
    char fail_jwe_tampered[2048];
    const char *expected_message; /* what this thread's own failure reports */
} thread_ctx;

static char g_thread_msgs[THREADS][512];

/* Each thread provokes its own kind of failure. */
static payseal_status provoke(thread_ctx *t)
{
    uint8_t *pt = NULL;
    size_t pt_len = 0;
    payseal_public_key *key = NULL;
    payseal_payment_request *r = NULL;
    switch (t->id) {
    case 0:
        return payseal_jwe_decrypt(g_priv, t->fail_jwe_4parts, strlen(t->fail_jwe_4parts), &pt, &pt_len);
    case 1:
        return payseal_jwe_decrypt(g_priv, t->fail_jwe_tampered, strlen(t->fail_jwe_tampered), &pt, &pt_len);
    case 2:
        return payseal_public_key_parse((const uint8_t *)"garbage", 7, NULL, &key);
    default:
        return payseal_payment_request_new("s", "abc", &r);
    }
}

static const payseal_status g_thread_status[THREADS] = {PAYSEAL_E_JWE_FORMAT, PAYSEAL_E_DECRYPT, PAYSEAL_E_KEY_FORMAT,
                                                        PAYSEAL_E_ARGUMENT};

#define TCHECK(t, cond, ...)                                                                           \
    do {                                                                                               \
        if (!(cond)) {                                                                                 \
            if ((t)->failures++ < 3)                                                                   \
                check_(0, __FILE__, __LINE__, #cond, __VA_ARGS__);                                     \
        }                                                                                              \
    } while (0)

static void *thread_main(void *arg)
{
    thread_ctx *t = (thread_ctx *)arg;
    int i;
    char msg[64];

    payseal_payment_request *r = NULL; /* builders: one per thread */
    payseal_metadata *m = NULL;

    TCHECK(t, payseal_last_error() != NULL && payseal_last_error()[0] == '\0', "thread %d: fresh thread has \"%s\"",
           t->id, payseal_last_error());
    TCHECK(t, payseal_payment_request_new("thread-session", "1", &r) == PAYSEAL_OK, "thread %d: request", t->id);
    TCHECK(t, payseal_payment_request_set_value(r, "cardNumber", "4111111111111111") == PAYSEAL_OK, "thread %d", t->id);
    TCHECK(t, payseal_metadata_new(&m) == PAYSEAL_OK, "thread %d: metadata", t->id);
    for (i = 0; i < g_iterations; i++) {
        char *fields = NULL, *meta = NULL;
        char *jwe = NULL;
        uint8_t *pt = NULL;
        size_t jwe_len = 0, pt_len = 0;
        payseal_status st = provoke(t);
        TCHECK(t, st == g_thread_status[t->id], "thread %d: got %s", t->id, payseal_status_name(st));
        TCHECK(t, strcmp(payseal_last_error(), t->expected_message) == 0, "thread %d iteration %d: \"%s\"", t->id, i,
               payseal_last_error());

        snprintf(msg, sizeof msg, "thread %d iteration %d", t->id, i);
        st = payseal_jwe_encrypt(g_pub, (const uint8_t *)msg, strlen(msg), &jwe, &jwe_len);
        TCHECK(t, st == PAYSEAL_OK, "thread %d: encrypt %s", t->id, payseal_status_name(st));
        if (st == PAYSEAL_OK) {
            st = payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len);
            TCHECK(t, st == PAYSEAL_OK && pt_len == strlen(msg) && memcmp(pt, msg, pt_len) == 0,
                   "thread %d: decrypt %s", t->id, payseal_status_name(st));
        }
        payseal_free(pt);
        payseal_free(jwe);
        /* prepare with this thread's own builders and the shared key */
        st = payseal_prepare(g_pub, r, m, &fields, &meta);
        TCHECK(t, st == PAYSEAL_OK && fields != NULL && meta != NULL, "thread %d: prepare %s", t->id,
               payseal_status_name(st));
        payseal_free(fields);
        payseal_free(meta);
        /* after successful calls and other threads' failures, still this thread's message */
        TCHECK(t, strcmp(payseal_last_error(), t->expected_message) == 0, "thread %d iteration %d after success: \"%s\"",
               t->id, i, payseal_last_error());
        t->done++;
    }
    payseal_metadata_free(m);
    payseal_payment_request_free(r);
    return NULL;
}

static void test_threads(void)
{
    pthread_t th[THREADS];
    thread_ctx *ctx = (thread_ctx *)xmalloc(sizeof(thread_ctx) * THREADS);
    char *jwe = make_jwe("threads");
    jwe_parts jp;
    char *s;
    int i, j;

    memset(ctx, 0, sizeof(thread_ctx) * THREADS);
    jwe_split(jwe, &jp);
    if (!CHECK(jp.n == 5))
        goto out;

    /* the failures each thread will provoke, and their messages as seen from this thread */
    for (i = 0; i < THREADS; i++) {
        ctx[i].id = i;
        s = jwe_join(&jp, 4, -1, NULL);
        snprintf(ctx[i].fail_jwe_4parts, sizeof ctx[i].fail_jwe_4parts, "%s", s);
        free(s);
        {
            char *flipped = b64_flip(jp.part[4], 0);
            s = jwe_join(&jp, 5, 4, flipped);
            snprintf(ctx[i].fail_jwe_tampered, sizeof ctx[i].fail_jwe_tampered, "%s", s);
            free(s);
            free(flipped);
        }
        EXPECT_ERR(g_thread_status[i], provoke(&ctx[i]));
        snprintf(g_thread_msgs[i], sizeof g_thread_msgs[i], "%s", payseal_last_error());
        ctx[i].expected_message = g_thread_msgs[i];
    }
    for (i = 0; i < THREADS; i++)
        for (j = i + 1; j < THREADS; j++)
            CHECK_MSG(strcmp(g_thread_msgs[i], g_thread_msgs[j]) != 0, "threads %d and %d: same message \"%s\"", i, j,
                      g_thread_msgs[i]);

    /* a successful call does not clear the message of the last failure */
    {
        char *ok = make_jwe("success");
        CHECK_STREQ(payseal_last_error(), g_thread_msgs[THREADS - 1]);
        payseal_free(ok);
    }

    for (i = 0; i < THREADS; i++)
        if (!CHECK(pthread_create(&th[i], NULL, thread_main, &ctx[i]) == 0))
            ctx[i].id = -1;
    for (i = 0; i < THREADS; i++)
        if (ctx[i].id >= 0)
            pthread_join(th[i], NULL);
    for (i = 0; i < THREADS; i++)
        CHECK_MSG(ctx[i].failures == 0, "thread %d: %d failed checks in %d iterations", i, ctx[i].failures,
                  g_iterations);
    for (i = 0; i < THREADS; i++)
        CHECK_MSG(ctx[i].done == g_iterations, "thread %d: %d of %d iterations", i, ctx[i].done, g_iterations);
    /* the threads' failures did not touch this thread's message */
    CHECK_STREQ(payseal_last_error(), g_thread_msgs[THREADS - 1]);
out:
    jwe_parts_free(&jp);
    payseal_free(jwe);
    free(ctx);
}

/* ========================================================================================
 * main
 * ====================================================================================== */

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1)
        g_keys_dir = argv[1];
    if (getenv("PAYSEAL_TEST_ITERATIONS") != NULL && atoi(getenv("PAYSEAL_TEST_ITERATIONS")) > 0)
        g_iterations = atoi(getenv("PAYSEAL_TEST_ITERATIONS"));
    printf("libpayseal %s, ABI %d; keys from %s\n", payseal_version(), payseal_abi_version(), g_keys_dir);

    test_library(); /* first: checks last_error is "" before any failure */
    load_fixtures();
    printf("  public keys\n");
    test_public_keys();
    printf("  private keys\n");
    test_private_keys();
    printf("  encrypt / decrypt\n");
    test_encrypt_decrypt();
    printf("  known-answer encrypt\n");
    test_kat();
    printf("  decrypt errors\n");
    test_decrypt_errors();
    printf("  metadata\n");
    test_metadata();
    printf("  payment requests\n");
    test_payment_request();
    printf("  prepare\n");
    test_prepare();
    printf("  threads (%d x %d)\n", THREADS, g_iterations);
    test_threads();
    CHECK(payseal_last_error() != NULL);
    free_fixtures();

    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
