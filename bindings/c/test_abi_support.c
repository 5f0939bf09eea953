/*
 * test_abi_support.c - the check functions behind test_abi.h's macros, file reading and
 * the shared fixtures (the test keys, a JWE to break).
 */

#include "test_abi.h"

/* ========================================================================================
 * Check machinery
 * ====================================================================================== */

int g_passed, g_failed;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;

int check_(int ok, const char *file, int line, const char *expr, const char *fmt, ...)
{
    pthread_mutex_lock(&g_lock);
    if (ok) {
        g_passed++;
    } else {
        g_failed++;
        fprintf(stdout, "%s:%d: FAIL: %s", file, line, expr);
        if (fmt != NULL) {
            va_list ap;
            va_start(ap, fmt);
            fputs(" -- ", stdout);
            vfprintf(stdout, fmt, ap);
            va_end(ap);
        }
        fputc('\n', stdout);
        fflush(stdout);
    }
    pthread_mutex_unlock(&g_lock);
    return ok;
}

int check_streq_(const char *got, const char *want, const char *file, int line, const char *expr)
{
    int ok = got != NULL && want != NULL && strcmp(got, want) == 0;
    return check_(ok, file, line, expr, "got \"%s\", want \"%s\"", got ? got : "(null)", want ? want : "(null)");
}

/* The status check: `want` status; on failure also a non-empty payseal_last_error. */
int expect_status_(payseal_status got, payseal_status want, const char *file, int line, const char *expr)
{
    const char *err = payseal_last_error();
    int ok = got == want;
    if (!check_(ok, file, line, expr, "got %s, want %s (last_error: \"%s\")", payseal_status_name(got),
                payseal_status_name(want), err ? err : "(NULL)"))
        return 0;
    if (want != PAYSEAL_OK)
        return check_(err != NULL && err[0] != '\0', file, line, expr, "payseal_last_error empty after a failure");
    return 1;
}

/* Either of two statuses (used only where the header does not pin which one). */
int expect_either_(payseal_status got, payseal_status a, payseal_status b, const char *file, int line,
                          const char *expr)
{
    int ok = check_(got == a || got == b, file, line, expr, "got %s, want %s or %s (last_error: \"%s\")",
                    payseal_status_name(got), payseal_status_name(a), payseal_status_name(b), payseal_last_error());
    if (ok) /* record which one, for the reader of the log */
        printf("    note: %s:%d: %s -> %s\n", file, line, expr, payseal_status_name(got));
    return ok;
}

/* ========================================================================================
 * Files
 * ====================================================================================== */

const char *g_keys_dir = PAYSEAL_KEYS_DIR;

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL) {
        fputs("out of memory\n", stderr);
        exit(2);
    }
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = (char *)xmalloc(n);
    memcpy(p, s, n);
    return p;
}

/* Reads keys_dir/name, NUL-terminated; exits if missing (the test cannot run without it). */
uint8_t *read_key_file(const char *name, size_t *len)
{
    char path[4096];
    FILE *f;
    long size;
    uint8_t *buf;

    snprintf(path, sizeof path, "%s/%s", g_keys_dir, name);
    f = fopen(path, "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "cannot read %s (pass the keys directory as argv[1])\n", path);
        exit(2);
    }
    buf = (uint8_t *)xmalloc((size_t)size + 1);
    *len = fread(buf, 1, (size_t)size, f);
    buf[*len] = 0;
    fclose(f);
    return buf;
}

/* ========================================================================================
 * Shared fixtures
 * ====================================================================================== */

uint8_t *g_client_api_json, *g_private_pem, *g_private_3072_pem;
size_t g_client_api_json_len, g_private_pem_len, g_private_3072_pem_len;
payseal_public_key *g_pub;   /* test-rsa-2048, kid "payseal-test-rsa-2048" */
payseal_private_key *g_priv; /* test-rsa-2048 */
payseal_private_key *g_priv_3072;

/* The base64 SPKI of the Client API JSON (its "publicKey" string). */
char *client_api_spki_b64(void)
{
    const char *json = (const char *)g_client_api_json;
    const char *p = strstr(json, "\"publicKey\"");
    const char *q, *e;
    char *out;
    if (p == NULL || (q = strchr(p + 11, '"')) == NULL || (e = strchr(q + 1, '"')) == NULL)
        return xstrdup("");
    out = (char *)xmalloc((size_t)(e - q));
    memcpy(out, q + 1, (size_t)(e - q - 1));
    out[e - q - 1] = '\0';
    return out;
}

/* Encrypts s to g_pub and returns the JWE (exits the test on failure: later checks need it). */
char *make_jwe(const char *s)
{
    char *jwe = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_jwe_encrypt(g_pub, (const uint8_t *)s, strlen(s), &jwe, &len)) || jwe == NULL) {
        fputs("cannot continue without a JWE\n", stderr);
        exit(1);
    }
    return jwe;
}

void load_fixtures(void)
{
    g_client_api_json = read_key_file("test-rsa-2048.client-api.json", &g_client_api_json_len);
    g_private_pem = read_key_file("test-rsa-2048.private.pem", &g_private_pem_len);
    g_private_3072_pem = read_key_file("test-rsa-3072.private.pem", &g_private_3072_pem_len);
    if (!EXPECT_OK(payseal_public_key_from_client_api((const char *)g_client_api_json, g_client_api_json_len,
                                                      &g_pub)) ||
        !EXPECT_OK(payseal_private_key_parse(g_private_pem, g_private_pem_len, &g_priv)) ||
        !EXPECT_OK(payseal_private_key_parse(g_private_3072_pem, g_private_3072_pem_len, &g_priv_3072))) {
        fputs("cannot continue without the test keys\n", stderr);
        exit(1);
    }
}

void free_fixtures(void)
{
    payseal_public_key_free(g_pub);
    payseal_private_key_free(g_priv);
    payseal_private_key_free(g_priv_3072);
    free(g_client_api_json);
    free(g_private_pem);
    free(g_private_3072_pem);
}
