/* card_field: a three-field card form (card number, expiry, CVC) in the terminal, on libpayseal.
 *
 *   card_field [--today YYYY-MM]            the form: type a card (keys in README.md)
 *   card_field --check                      runs the scripted forms below and checks where each
 *                                           ends (make test-c)
 *   card_field --keys KEYS [--today ...]    types KEYS into an empty form, a line per key
 *
 * Scripted keys: a character is typed at the caret; '<' is Backspace, '>' Delete, '[' and ']'
 * move the caret left and right, '_' is Tab (next field) and '~' Shift-Tab (previous field).
 * Scripts have today pinned to 2026-11 (unless --today says otherwise) so that their output is
 * always the same. */
#include <stdio.h>
#include <string.h>

#include "card_form.h"

static const char *const field_names[FIELDS] = {"pan", "expiry", "cvc"};

/* "valid", "incomplete:luhn", ...: a part's state and reason as a script line shows it. */
static const char *shown_state(const struct part_state *p, char *out, size_t size) {
    snprintf(out, size, "%s%s%s", p->state, p->reason[0] ? ":" : "", p->reason);
    return out;
}

static void show(const struct form *f, char key) {
    char shown[FIELDS][72], state[FIELDS][48];
    for (int i = 0; i < FIELDS; i++) {
        if (i == f->focus)
            snprintf(shown[i], sizeof shown[i], "%.*s|%s", (int)f->caret[i], f->text[i], f->text[i] + f->caret[i]);
        else
            snprintf(shown[i], sizeof shown[i], "%s", f->text[i]);
        shown_state(&f->part[i], state[i], sizeof state[i]);
    }
    printf("  %-2s %-6s %-24s %-7s %-6s brand %-10s cvc<=%zu  %s / %s / %s%s\n",
           key == '<' ? "<-" : key == '>' ? "->" : key == '_' ? "Tb" : key == '~' ? "sT" : (char[2]){key, '\0'},
           field_names[f->focus], shown[PAN], shown[EXPIRY], shown[CVC], f->brand[0] ? f->brand : "-", f->cvc_max,
           state[PAN], state[EXPIRY], state[CVC], f->complete ? "  complete" : "");
    wipe(shown, sizeof shown);
}

/* Presses each scripted key on a new form, printing a line per key. */
static int run_keys(const payseal_card_brands *brands, const char *keys, int year, int month, struct form *f) {
    if (form_init(f, brands, year, month) != 0) {
        fprintf(stderr, "card_field: %s\n", f->message);
        return 1;
    }
    printf("keys \"%s\"\n", keys);
    for (const char *key = keys; *key != '\0'; key++) {
        char typed[2] = {*key, '\0'};
        enum form_key action = *key == '<' ? KEY_BACKSPACE : *key == '>' ? KEY_DELETE : *key == '[' ? KEY_LEFT
                             : *key == ']' ? KEY_RIGHT : *key == '_' ? KEY_NEXT : *key == '~' ? KEY_PREVIOUS : KEY_TEXT;
        if (form_press(f, action, typed) != 0) {
            fprintf(stderr, "card_field: %s\n", f->message);
            return 1;
        }
        show(f, *key);
    }
    return 0;
}

/* A scripted form: its keys and where the form must end. */
struct script {
    const char *keys, *pan, *expiry, *cvc;
    int focus, complete;
    size_t cvc_max;
};

static const struct script scripts[] = {
    /* A Visa: each field moves on when ready; the CVC is complete at 3 digits. */
    {"41111111111111111228123", "4111 1111 1111 1111", "12/28", "123", CVC, 1, 3},
    /* An Amex: the CVC field grows to 4; "123" is not enough, "1234" completes the form. */
    {"37828224631000512281234", "3782 822463 10005", "12/28", "1234", CVC, 1, 4},
    /* Forward-Delete at caret 4 of "4111 2222 3333 4444" takes the 2 after the space. */
    {"4111222233334444[[[[[[[[[[[[[[[>", "4111 2223 3334 444", "", "", PAN, 0, 3},
    /* Backspace right after the "/" of 11/28 keeps the year: 1/28, then 2 makes 12/28. */
    {"_1128~[[<2", "", "12/28", "", CVC, 0, 4},
    /* The year typed in four digits: 12/2028 is written 12/28, valid, and the form completes. */
    {"4111111111111111122028123", "4111 1111 1111 1111", "12/28", "123", CVC, 1, 3},
    /* Delete before the year's first digit takes the year (12/8 would be the 2080s); 38 typed again. */
    {"_1228~[[>38", "", "12/38", "", CVC, 0, 4},
    /* February at once: 2 gives 02/; Backspace after "12/" removes the "2" and the "/". */
    {"_2<<12<", "", "1", "", EXPIRY, 0, 4},
    /* A CVC typed before the card number: 4 digits fit (no brand), the Visa then says too long. */
    {"__1234~~4111111111111111", "4111 1111 1111 1111", "", "1234", EXPIRY, 0, 3},
};

/* The check's JSON with and without "advance": the form reads the signal where the library sends
 * it, and falls back to state == "valid" where it does not. */
static const struct {
    const char *json, *part;
    int advance;
} advance_cases[] = {
    {"{\"pan\":{\"state\":\"valid\",\"maxLength\":19},\"cvc\":{\"state\":\"valid\"}}", "pan", 1},
    {"{\"pan\":{\"state\":\"incomplete\",\"reason\":\"length\",\"maxLength\":19}}", "pan", 0},
    {"{\"pan\":{\"state\":\"valid\",\"maxLength\":19,\"advance\":false},\"expiry\":{\"state\":\"valid\",\"advance\":true}}", "pan", 0},
    {"{\"pan\":{\"state\":\"valid\",\"maxLength\":19,\"advance\":false},\"expiry\":{\"state\":\"valid\",\"advance\":true}}", "expiry", 1},
    {"{\"pan\":{\"state\":\"incomplete\",\"reason\":\"luhn\",\"maxLength\":19,\"advance\":true}}", "pan", 1},
    {"{\"expiry\":{\"state\":\"valid\"},\"pan\":{\"state\":\"invalid\",\"reason\":\"luhn\",\"advance\":false}}", "expiry", 1},
};

static int check_advance(void) {
    int failed = 0;
    for (size_t i = 0; i < sizeof advance_cases / sizeof advance_cases[0]; i++) {
        struct part_state p;
        form_read_part(advance_cases[i].json, advance_cases[i].part, &p);
        if (p.advance != advance_cases[i].advance) {
            fprintf(stderr, "card_field: advance case %zu: read %d, expected %d\n", i + 1, p.advance, advance_cases[i].advance);
            failed = 1;
        }
    }
    return failed;
}

static int check_scripts(const payseal_card_brands *brands, int year, int month) {
    size_t count = sizeof scripts / sizeof scripts[0];
    struct form form;
    int failed = check_advance();
    for (size_t i = 0; i < count; i++) {
        const struct script *s = &scripts[i];
        if (run_keys(brands, s->keys, year, month, &form) != 0) {
            failed = 1;
        } else if (strcmp(form.text[PAN], s->pan) != 0 || strcmp(form.text[EXPIRY], s->expiry) != 0 ||
                   strcmp(form.text[CVC], s->cvc) != 0 || form.focus != s->focus || form.complete != s->complete ||
                   form.cvc_max != s->cvc_max) {
            /* The fields' texts are on the script's last line (standard output), not in the error. */
            fprintf(stderr, "card_field: script %zu did not end as expected: focus %s, cvc<=%zu%s\n", i + 1,
                    field_names[form.focus], form.cvc_max, form.complete ? ", complete" : "");
            failed = 1;
        }
        form_wipe(&form);
    }
    if (!failed) printf("card_field: %zu scripted forms ended as expected; \"advance\" read with and without it\n", count);
    return failed;
}

static int usage(void) {
    fprintf(stderr, "usage: card_field [--today YYYY-MM]\n"
                    "       card_field --check\n"
                    "       card_field --keys KEYS [--today YYYY-MM]\n");
    return 2;
}

int main(int argc, char **argv) {
    payseal_card_brands *brands = NULL;
    const char *keys = NULL;
    int check = 0, year = 0, month = 0, status;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--check") == 0) {
            check = 1;
        } else if (strcmp(argv[i], "--keys") == 0 && i + 1 < argc) {
            keys = argv[++i];
        } else if (strcmp(argv[i], "--today") == 0 && i + 1 < argc) {
            char end = '\0';
            if (sscanf(argv[++i], "%4d-%2d%c", &year, &month, &end) != 2 || year < 1 || month < 1 || month > 12) {
                fprintf(stderr, "card_field: --today takes YYYY-MM, such as 2026-11\n");
                return 2;
            }
        } else {
            return usage();
        }
    }
    if (check && keys != NULL) return usage();
    if ((check || keys != NULL) && year == 0) {
        year = 2026;
        month = 11;
    }
    if (payseal_card_brands_default(&brands) != PAYSEAL_OK) {
        fprintf(stderr, "card_field: payseal_card_brands_default: %s\n", payseal_last_error());
        return 1;
    }
    if (check) {
        status = check_scripts(brands, year, month);
    } else if (keys != NULL) {
        struct form form;
        status = run_keys(brands, keys, year, month, &form);
        form_wipe(&form);
    } else {
        status = card_terminal(brands, year, month);
    }
    payseal_card_brands_free(brands);
    return status;
}
