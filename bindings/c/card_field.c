/* card_field: a three-field card form (card number, expiry, CVC) as a terminal UI would wire it.
 * Every key goes to the focused field: the card number through payseal_card_edit_pan and
 * payseal_card_delete_pan, the MM/YY expiry through payseal_card_edit_expiry and
 * payseal_card_delete_expiry, the CVC through payseal_mask_edit and payseal_mask_delete with a
 * mask as long as the brand's longest CVC (payseal_card_brand_info: 4 for amex). After each key
 * payseal_card_check gives the state of every part; when the focused part becomes valid, the
 * focus moves on to the next field. One line per key shows the form, the caret as '|'.
 *
 *   card_field          runs the scripted forms below and checks where each ends (make test)
 *   card_field KEYS     types KEYS into an empty form and prints every state
 *
 * Keys: a character is typed at the caret; '<' is Backspace, '>' Delete, '[' and ']' move the
 * caret left and right, '_' is Tab (next field) and '~' Shift-Tab (previous field). Today is
 * pinned to 2026-11 so that the output is always the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "payseal.h"

enum { PAN, EXPIRY, CVC, FIELDS };
static const char *const field_names[FIELDS] = {"pan", "expiry", "cvc"};

struct form {
    const payseal_card_brands *brands;
    char text[FIELDS][64];
    size_t caret[FIELDS];
    int focus;
    char brand[72];       /* "" while no brand is detected */
    size_t cvc_max;       /* the brand's longest CVC; 4 without a brand */
    char state[FIELDS][96]; /* "valid", "incomplete", "invalid:luhn", ... */
    int complete;
};

/* The state (and reason) of one part in the check's JSON, e.g. "incomplete" or "invalid:luhn". */
static void part(const char *json, const char *name, char *out, size_t size) {
    char key[32];
    const char *at, *end, *reason, *close;
    snprintf(key, sizeof key, "\"%s\":{\"state\":\"", name);
    at = strstr(json, key);
    if (at == NULL) {
        snprintf(out, size, "?");
        return;
    }
    at += strlen(key);
    end = strchr(at, '"');
    snprintf(out, size, "%.*s", end ? (int)(end - at) : 0, at);
    reason = strstr(at, "\"reason\":\"");
    close = strchr(at, '}');
    if (reason != NULL && close != NULL && reason < close) {
        reason += strlen("\"reason\":\"");
        end = strchr(reason, '"');
        snprintf(out + strlen(out), size - strlen(out), ":%.*s", end ? (int)(end - reason) : 0, reason);
    }
}

/* The largest number in the JSON array that follows "member": in json (0 when there is none). */
static size_t largest(const char *json, const char *member) {
    const char *at = strstr(json, member);
    size_t best = 0;
    if (at == NULL) return 0;
    for (at += strlen(member); *at != '\0' && *at != ']'; at++) {
        if (*at >= '0' && *at <= '9') {
            char *end = NULL;
            unsigned long value = strtoul(at, &end, 10);
            if (value > best) best = value;
            at = end - 1;
        }
    }
    return best;
}

static int fail(const char *what) {
    fprintf(stderr, "card_field: %s: %s\n", what, payseal_last_error());
    return 1;
}

/* The brand of the card number, the CVC size it gives, and the check of the whole form. */
static int refresh(struct form *f) {
    char *brand = NULL, *info = NULL, *check = NULL;
    f->brand[0] = '\0';
    f->cvc_max = 4; /* the unknown brand's CVC lengths are 3 and 4 */
    if (payseal_card_brand(f->brands, f->text[PAN], &brand, NULL) != PAYSEAL_OK) return fail("payseal_card_brand");
    if (brand != NULL) {
        snprintf(f->brand, sizeof f->brand, "%s", brand);
        if (payseal_card_brand_info(f->brands, brand, &info, NULL) != PAYSEAL_OK) {
            payseal_free(brand);
            return fail("payseal_card_brand_info");
        }
        f->cvc_max = largest(info, "\"cvcLengths\":[");
        payseal_free(info);
        payseal_free(brand);
    }
    if (payseal_card_check(f->brands, f->text[PAN], f->text[EXPIRY], f->text[CVC], NULL, 2026, 11, &check, NULL) != PAYSEAL_OK)
        return fail("payseal_card_check");
    for (int i = 0; i < FIELDS; i++) part(check, field_names[i], f->state[i], sizeof f->state[i]);
    f->complete = strstr(check, "\"complete\":true") != NULL;
    payseal_free(check);
    return 0;
}

/* One edit or key of the focused field; *typed is set when a character was typed. */
static int apply(struct form *f, char key, int *typed) {
    int field = f->focus, backspace = key == '<', forward = key == '>';
    size_t caret = f->caret[field], len = 0, new_caret = 0;
    char input[2] = {key, '\0'}, mask[16] = "{{", *out = NULL;
    payseal_status status;
    *typed = 0;
    switch (key) {
    case '[': if (caret > 0) f->caret[field]--; return 0;
    case ']': if (caret < strlen(f->text[field])) f->caret[field]++; return 0;
    case '_': f->focus = (field + 1) % FIELDS; return 0;
    case '~': f->focus = (field + FIELDS - 1) % FIELDS; return 0;
    default: break;
    }
    *typed = !backspace && !forward;
    if (field == PAN) {
        status = *typed ? payseal_card_edit_pan(f->brands, f->text[PAN], caret, caret, input, &out, &len, &new_caret)
                        : payseal_card_delete_pan(f->brands, f->text[PAN], caret, caret, forward, &out, &len, &new_caret);
    } else if (field == EXPIRY) {
        status = *typed ? payseal_card_edit_expiry(f->text[EXPIRY], caret, caret, input, &out, &len, &new_caret)
                        : payseal_card_delete_expiry(f->text[EXPIRY], caret, caret, forward, &out, &len, &new_caret);
    } else {
        /* The CVC field is as long as the brand's longest CVC: {{999}}, or {{9999}} for amex. */
        for (size_t i = 0; i < f->cvc_max && i < 8; i++) strcat(mask, "9");
        strcat(mask, "}}");
        status = *typed ? payseal_mask_edit(mask, f->text[CVC], caret, caret, input, &out, &len, &new_caret)
                        : payseal_mask_delete(mask, f->text[CVC], caret, caret, forward, &out, &len, &new_caret);
    }
    if (status != PAYSEAL_OK) return fail(payseal_status_name(status));
    if (len < sizeof f->text[field]) {
        memcpy(f->text[field], out, len + 1);
        f->caret[field] = new_caret;
    }
    payseal_free(out);
    return 0;
}

static void show(const struct form *f, char key) {
    char shown[FIELDS][72];
    for (int i = 0; i < FIELDS; i++) {
        if (i == f->focus)
            snprintf(shown[i], sizeof shown[i], "%.*s|%s", (int)f->caret[i], f->text[i], f->text[i] + f->caret[i]);
        else
            snprintf(shown[i], sizeof shown[i], "%s", f->text[i]);
    }
    printf("  %-2s %-6s %-24s %-7s %-6s brand %-10s cvc<=%zu  %s / %s / %s%s\n",
           key == '<' ? "<-" : key == '>' ? "->" : key == '_' ? "Tb" : key == '~' ? "sT" : (char[2]){key, '\0'},
           field_names[f->focus], shown[PAN], shown[EXPIRY], shown[CVC], f->brand[0] ? f->brand : "-", f->cvc_max,
           f->state[PAN], f->state[EXPIRY], f->state[CVC], f->complete ? "  complete" : "");
}

/* Presses each key of keys on a new form, printing a line per key. */
static int run_keys(const payseal_card_brands *brands, const char *keys, struct form *f) {
    memset(f, 0, sizeof *f);
    f->brands = brands;
    if (refresh(f) != 0) return 1;
    printf("keys \"%s\"\n", keys);
    for (const char *key = keys; *key != '\0'; key++) {
        int typed = 0;
        if (apply(f, *key, &typed) != 0 || refresh(f) != 0) return 1;
        /* A part that became valid by typing moves the focus on (JetPay does so). */
        if (typed && strcmp(f->state[f->focus], "valid") == 0 && f->focus < CVC) f->focus++;
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
    /* A Visa: each field moves on when valid; the CVC is complete at 3 digits. */
    {"41111111111111111228123", "4111 1111 1111 1111", "12/28", "123", CVC, 1, 3},
    /* An Amex: the CVC field grows to 4; "123" is not enough, "1234" completes the form. */
    {"37828224631000512281234", "3782 822463 10005", "12/28", "1234", CVC, 1, 4},
    /* The forward-Delete: caret 4 of "4111 2222 3333 4444", Delete takes the 2 after it. */
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

int main(int argc, char **argv) {
    payseal_card_brands *brands = NULL;
    struct form form;
    int failed = 0;
    if (payseal_card_brands_default(&brands) != PAYSEAL_OK) return fail("payseal_card_brands_default");
    if (argc >= 2) {
        failed = run_keys(brands, argv[1], &form);
    } else {
        size_t count = sizeof scripts / sizeof scripts[0];
        for (size_t i = 0; i < count; i++) {
            const struct script *s = &scripts[i];
            if (run_keys(brands, s->keys, &form) != 0) {
                failed = 1;
                continue;
            }
            if (strcmp(form.text[PAN], s->pan) != 0 || strcmp(form.text[EXPIRY], s->expiry) != 0 ||
                strcmp(form.text[CVC], s->cvc) != 0 || form.focus != s->focus || form.complete != s->complete ||
                form.cvc_max != s->cvc_max) {
                fprintf(stderr, "card_field: script %zu ended as \"%s\" \"%s\" \"%s\", focus %s, cvc<=%zu%s\n", i + 1,
                        form.text[PAN], form.text[EXPIRY], form.text[CVC], field_names[form.focus], form.cvc_max,
                        form.complete ? ", complete" : "");
                failed = 1;
            }
        }
        if (!failed) printf("card_field: %zu scripted forms ended as expected\n", count);
    }
    payseal_card_brands_free(brands);
    return failed;
}
