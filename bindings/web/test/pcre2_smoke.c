/* PCRE2 for wasm32, exercised as the system backend uses it (Backend/System/PCRE2PatternEngine.swift):
 * a UTF pattern compiled, a full match (PCRE2_ANCHORED | PCRE2_ENDANCHORED) under a match context
 * that sets the match, depth and heap limits. Built as a WASI reactor with no imports: the page or
 * node instantiates it with an empty import object and calls these exports (pcre2-smoke.mjs). */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(name)))

/* A compile error is answered as SMOKE_COMPILE_ERROR - PCRE2's error code (codes are >= 100), so
 * it cannot be mistaken for a match result (PCRE2's are > -100). */
#define SMOKE_COMPILE_ERROR (-1000)

EXPORT("smoke_alloc") void *smoke_alloc(size_t size) { return malloc(size ? size : 1); }
EXPORT("smoke_free") void smoke_free(void *pointer) { free(pointer); }

/* pcre2_config's numeric answer for `what` (PCRE2_CONFIG_*), or -1 when PCRE2 refuses it. */
EXPORT("smoke_config") int64_t smoke_config(uint32_t what) {
    uint32_t value = 0;
    if (what == PCRE2_CONFIG_VERSION || what == PCRE2_CONFIG_UNICODE_VERSION) return -1;
    return pcre2_config(what, &value) < 0 ? -1 : (int64_t)value;
}

/* The version string into `buffer` (at most `size` bytes with its NUL); its length, or < 0. */
EXPORT("smoke_version") int32_t smoke_version(char *buffer, uint32_t size) {
    if (size < 32) return -1;
    return pcre2_config(PCRE2_CONFIG_VERSION, buffer);
}

static pcre2_code *compile(const uint8_t *pattern, size_t length, int *error) {
    PCRE2_SIZE offset = 0;
    return pcre2_compile(pattern, length, PCRE2_UTF, error, &offset, NULL);
}

/* Whether the whole of `subject` matches `pattern`, under the three limits: pcre2_match's result
 * (1: a match, PCRE2_ERROR_NOMATCH, PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT,
 * PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_NOMEMORY...), or SMOKE_COMPILE_ERROR - the compile error. */
EXPORT("smoke_full_match") int32_t smoke_full_match(const uint8_t *pattern, uint32_t pattern_length,
                                                    const uint8_t *subject, uint32_t subject_length,
                                                    uint32_t match_limit, uint32_t depth_limit,
                                                    uint32_t heap_limit_kib) {
    int error = 0;
    pcre2_code *code = compile(pattern, pattern_length, &error);
    if (code == NULL) return SMOKE_COMPILE_ERROR - error;
    pcre2_match_context *context = pcre2_match_context_create(NULL);
    pcre2_match_data *data = pcre2_match_data_create(1, NULL);
    int32_t result = PCRE2_ERROR_NOMEMORY;
    if (context != NULL && data != NULL) {
        pcre2_set_match_limit(context, match_limit);
        pcre2_set_depth_limit(context, depth_limit);
        pcre2_set_heap_limit(context, heap_limit_kib);
        static const uint8_t empty[1] = {0};
        result = pcre2_match(code, subject_length ? subject : empty, subject_length, 0,
                             PCRE2_ANCHORED | PCRE2_ENDANCHORED, data, context);
    }
    pcre2_match_data_free(data);
    pcre2_match_context_free(context);
    pcre2_code_free(code);
    return result;
}

/* pcre2_jit_compile's answer for a pattern that compiles (PCRE2_ERROR_JIT_BADOPTION without JIT),
 * or SMOKE_COMPILE_ERROR - the compile error. */
EXPORT("smoke_jit_compile") int32_t smoke_jit_compile(const uint8_t *pattern, uint32_t length) {
    int error = 0;
    pcre2_code *code = compile(pattern, length, &error);
    if (code == NULL) return SMOKE_COMPILE_ERROR - error;
    int32_t result = pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
    pcre2_code_free(code);
    return result;
}
