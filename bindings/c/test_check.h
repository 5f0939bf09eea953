/* The pass/fail counting shared by test_card_input.c, test_cards.c and test_card_fields.c:
 * CHECK(cond) counts a check, and a failure prints its file, line and PaySeal's last error.
 * expect_output and expect_edited check an output (and its caret) the same way in all three. */
#ifndef PAYSEAL_TEST_CHECK_H
#define PAYSEAL_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

#include "payseal.h"

static int passed, failed;

static void check_at(int ok, const char *file, int line, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: FAIL: %s (last error: \"%s\")\n", file, line, what, payseal_last_error());
    }
}
#define check(ok, line, what) check_at((ok), __FILE__, (line), (what))
#define CHECK(cond) check((cond) ? 1 : 0, __LINE__, #cond)

/* What an output pointer holds before a call, so that a failure that does not clear it is seen. */
#define UNSET ((char *)1)

/* Frees an output unless the call left it unset. */
static inline void free_output(char *out) {
    if (out != UNSET) payseal_free(out);
}

/* A string output: with status OK, the expected text and its byte length (expected NULL: no
 * output, as when no brand is found); after a failure, the out-pointers cleared. Frees it. */
static inline void expect_output_at(payseal_status got, char *out, size_t len, payseal_status want, const char *expected,
                                    const char *file, int line) {
    check_at(got == want, file, line, payseal_status_name(got));
    if (want == PAYSEAL_OK && got == PAYSEAL_OK && expected != NULL)
        check_at(out != NULL && out != UNSET && strcmp(out, expected) == 0 && len == strlen(expected), file, line, expected);
    else
        check_at(out == NULL && len == 0, file, line, "out-pointers not cleared (or an output where none was expected)");
    free_output(out);
}
#define expect_output(got, out, len, want, expected, line) expect_output_at((got), (out), (len), (want), (expected), __FILE__, (line))

/* An edit's output: the expected text, its byte length and the caret; after a failure, all three
 * out-pointers cleared. Frees it. */
static inline void expect_edited_at(payseal_status got, char *out, size_t len, size_t caret, payseal_status want,
                                    const char *expected, size_t expected_caret, const char *file, int line) {
    check_at(got == want, file, line, payseal_status_name(got));
    if (want == PAYSEAL_OK && got == PAYSEAL_OK)
        check_at(out != NULL && out != UNSET && strcmp(out, expected) == 0 && len == strlen(expected) && caret == expected_caret,
                 file, line, expected);
    else
        check_at(out == NULL && len == 0 && caret == 0, file, line, "out-pointers not cleared after a failure");
    free_output(out);
}
#define expect_edited(got, out, len, caret, want, expected, expected_caret, line) \
    expect_edited_at((got), (out), (len), (caret), (want), (expected), (expected_caret), __FILE__, (line))

#endif
