/* The card cases of hostile_patterns (see its opening comment): card calls and keystrokes on
 * brand tables and accepted lists built to cost the most within the documented limits.
 *   brands-candidates           payseal_card_brand_candidates on 256 brands whose patterns
 *                               backtrack ((?:\d?){20}\d{20}, PCRE2's optimizations off);
 *   keystroke-slow-patterns     the 12th digit typed (payseal_card_edit_pan), then
 *                               payseal_card_check, on the same table;
 *   keystroke-walked-accepted   the same keystroke on 1,020 narrow BIN ranges of refused brands
 *                               around an accepted one, with the largest accepted list allowed
 *                               (256 names in 64 KiB): the check's continuation search walks as
 *                               far as its bound lets it; within 2 ms, as is a keystroke with
 *                               256 short names (keystroke-accepted-256-names);
 *   accepted-64k-short-names    a check with 64 KiB of short accepted names (over 8,000) is
 *                               refused (PAYSEAL_E_LIMIT) at once: reading them took 10-18 ms. */
#include "hostile.h"

#define SLOW_20 "(*NO_START_OPT)(*NO_AUTO_POSSESS)(?:\\d?){20}\\d{20}"

static payseal_card_brands *slow_table(void) {
    text t = {0};
    add_brand_table(&t, SLOW_20);
    payseal_card_brands *table = NULL;
    if (payseal_card_brands_parse(t.s, t.len, &table) != PAYSEAL_OK) table = NULL;
    free(t.s);
    return table;
}

/* bench/c/card_input.c's continuation-worst table: "good" owns 5 (19 digits); 1,020 ranges of
 * four refused brands cut 5000...-5999... into uneven pieces. */
static payseal_card_brands *walked_table(void) {
    text t = {0};
    unsigned long long step = 1000000000000000000ULL / 1020 + 7, points[1021];
    for (int i = 0; i < 1020; i++) points[i] = 5000000000000000000ULL + (unsigned long long)i * step;
    points[1020] = 6000000000000000000ULL;
    add(&t, "[{\"name\":\"good\",\"bins\":[\"5\"],\"panLengths\":[19]}");
    for (int i = 0; i < 1020; i++) {
        char piece[96];
        if (i % 255 == 0) {
            snprintf(piece, sizeof piece, ",{\"name\":\"r%d\",\"bins\":[", i / 255);
            add(&t, piece);
        } else {
            add(&t, ",");
        }
        snprintf(piece, sizeof piece, "\"%llu-%llu\"%s", points[i], points[i + 1] - 1, i % 255 == 254 ? "],\"panLengths\":[19]}" : "");
        add(&t, piece);
    }
    add(&t, "]");
    payseal_card_brands *table = NULL;
    if (payseal_card_brands_parse(t.s, t.len, &table) != PAYSEAL_OK) table = NULL;
    free(t.s);
    return table;
}

/* One keystroke: the 12th digit typed at the end of `typed`, then the check of what it gives. */
static payseal_status keystroke(const payseal_card_brands *table, const char *typed, const char *accepted, double *seconds) {
    char *edited = NULL, *out = NULL;
    size_t len = 0, caret = 0;
    double start = cpu_now();
    payseal_status s = payseal_card_edit_pan(table, typed, strlen(typed), strlen(typed), "5", &edited, &len, &caret);
    if (s == PAYSEAL_OK) s = payseal_card_check(table, edited, "12/30", "123", accepted, 2026, 11, &out, &len);
    *seconds = cpu_now() - start;
    payseal_free(edited), payseal_free(out);
    return s;
}

/* Under --check, a case whose status is not the one expected fails. */
static void expect_status(const char *name, payseal_status got, payseal_status want) {
    if (check_mode && got != want) {
        fprintf(stderr, "hostile_patterns: %s gave %s, not %s\n", name, payseal_status_name(got), payseal_status_name(want));
        failures++;
    }
}

void card_cases(void) {
    payseal_card_brands *slow = slow_table(), *walked = walked_table();
    if (!slow || !walked) {
        fprintf(stderr, "hostile_patterns: card tables: %s\n", payseal_last_error());
        failures++;
        payseal_card_brands_free(slow), payseal_card_brands_free(walked);
        return;
    }
    char *out = NULL;
    size_t len = 0;
    double start = cpu_now(), seconds = 0;
    payseal_status s = payseal_card_brand_candidates(slow, "4111 1111 1111 1111", &out, &len);
    report("brands-candidates", cpu_now() - start, s, 0.25);
    payseal_free(out);

    s = keystroke(slow, "4111 1111 111", NULL, &seconds);
    report("keystroke-slow-patterns", seconds, s, 0.016);

    /* The largest accepted list allowed: 255 names of 250 bytes, then "good" (64 KiB). */
    text accepted = {0};
    add(&accepted, "[");
    for (int i = 0; i < 255; i++) {
        char name[300];
        snprintf(name, sizeof name, "\"brand-%03d-%0240d\",", i, 0);
        add(&accepted, name);
    }
    add(&accepted, "\"good\"]");
    s = keystroke(walked, "5555 5555 555", accepted.s, &seconds);
    report("keystroke-walked-accepted", seconds, s, 0.002);
    expect_status("keystroke-walked-accepted", s, PAYSEAL_OK);
    s = keystroke(walked, "5", accepted.s, &seconds);
    report("keystroke-walked-accepted-from-5", seconds, s, 0.002);
    expect_status("keystroke-walked-accepted-from-5", s, PAYSEAL_OK);
    free(accepted.s);

    /* 256 short names (the most allowed), "good" last, on the built-in table. */
    payseal_card_brands *builtin = NULL;
    payseal_card_brands_default(&builtin);
    text few = {0};
    add(&few, "[");
    for (int i = 0; i < 255; i++) {
        char name[32];
        snprintf(name, sizeof name, "\"b%d\",", i);
        add(&few, name);
    }
    add(&few, "\"visa\"]");
    s = keystroke(builtin, "4111 1111 111", few.s, &seconds);
    report("keystroke-accepted-256-names", seconds, s, 0.002);
    expect_status("keystroke-accepted-256-names", s, PAYSEAL_OK);
    free(few.s);

    /* 64 KiB of short names: refused before they are read. */
    text many = {0};
    add(&many, "[");
    for (int i = 0; many.len < 64 * 1024 - 64; i++) {
        char name[32];
        snprintf(name, sizeof name, "\"b%d\",", i);
        add(&many, name);
    }
    add(&many, "\"visa\"]");
    s = keystroke(builtin, "4111 1111 111", many.s, &seconds);
    report("accepted-64k-short-names", seconds, s, 0.002);
    expect_status("accepted-64k-short-names", s, PAYSEAL_E_LIMIT);
    free(many.s);
    payseal_card_brands_free(builtin);
    payseal_card_brands_free(slow);
    payseal_card_brands_free(walked);
}
