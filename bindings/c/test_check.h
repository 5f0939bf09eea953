/* The pass/fail counting shared by test_card_input.c and test_cards.c: CHECK(cond) counts a
 * check, and a failure prints its file, line and PaySeal's last error. */
#ifndef PAYSEAL_TEST_CHECK_H
#define PAYSEAL_TEST_CHECK_H

#include <stdio.h>

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

#endif
