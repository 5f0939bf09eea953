/* card_form: a three-field card form driven through libpayseal (card_form.h). Every key goes to
 * the focused field: the card number through payseal_card_edit_pan and payseal_card_delete_pan
 * (a paste through payseal_card_edit_pan_json, which says when it was cut), the MM/YY expiry
 * through payseal_card_edit_expiry and payseal_card_delete_expiry (a paste through
 * payseal_card_edit_expiry_json, which says why it was refused), the CVC through
 * payseal_card_edit_cvc (digits only) and payseal_mask_delete with a mask as long as the brand's
 * longest CVC of the brand the check reports (payseal_card_brand_info: 4 for amex). After each key
 * payseal_card_check_ex gives the state of every part, with PAYSEAL_CHECK_FINAL for the fields the
 * customer has left. */
#include "card_form.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const part_names[FIELDS] = {"pan", "expiry", "cvc"};

void wipe(void *buffer, size_t size) {
    volatile unsigned char *bytes = (volatile unsigned char *)buffer;
    while (size-- > 0) *bytes++ = 0;
}

void form_wipe(struct form *f) {
    wipe(f->text, sizeof f->text);
    wipe(f->caret, sizeof f->caret);
}

/* Records why a call failed; the library's messages never quote card data. */
static int fail(struct form *f, const char *call) {
    snprintf(f->message, sizeof f->message, "%s: %s", call, payseal_last_error());
    return 1;
}

/* The string value of "member" within [object, end), copied into out ("" when absent). */
static void string_member(const char *object, const char *end, const char *member, char *out, size_t size) {
    char key[32];
    const char *at, *close;
    out[0] = '\0';
    snprintf(key, sizeof key, "\"%s\":\"", member);
    at = strstr(object, key);
    if (at == NULL || at >= end) return;
    at += strlen(key);
    close = strchr(at, '"');
    if (close == NULL || close > end) return;
    snprintf(out, size, "%.*s", (int)(close - at), at);
}

/* One part of the check's JSON: {"state","reason"?,...,"advance"?}. Without "advance" (a library
 * older than the signal) the focus moves on when the part is valid, so the form works with both. */
void form_read_part(const char *json, const char *name, struct part_state *p) {
    char key[32];
    const char *object, *end, *advance;
    snprintf(key, sizeof key, "\"%s\":{", name);
    memset(p, 0, sizeof *p);
    object = strstr(json, key);
    end = object != NULL ? strchr(object, '}') : NULL;
    if (object == NULL || end == NULL) {
        snprintf(p->state, sizeof p->state, "?");
        return;
    }
    string_member(object, end, "state", p->state, sizeof p->state);
    string_member(object, end, "reason", p->reason, sizeof p->reason);
    advance = strstr(object, "\"advance\":");
    if (advance != NULL && advance < end)
        p->advance = strncmp(advance + strlen("\"advance\":"), "true", 4) == 0;
    else
        p->advance = strcmp(p->state, "valid") == 0;
}

/* The smallest and largest numbers of the JSON array after "member": in json. */
static void lengths(const char *json, const char *member, size_t *low, size_t *high) {
    const char *at = strstr(json, member);
    if (at == NULL) return;
    *low = (size_t)-1;
    *high = 0;
    for (at += strlen(member); *at != '\0' && *at != ']'; at++) {
        if (*at >= '0' && *at <= '9') {
            char *end = NULL;
            unsigned long value = strtoul(at, &end, 10);
            if (value < *low) *low = value;
            if (value > *high) *high = value;
            at = end - 1;
        }
    }
    if (*high == 0) *low = 0;
}

/* The check of the whole form (flags 0 or PAYSEAL_CHECK_FINAL): each part the customer has left
 * (or every part, when all is set) read from it, and the brand it reports. */
static int check_parts(struct form *f, int flags, int all) {
    char *check = NULL;
    if (payseal_card_check_ex(f->brands, f->text[PAN], f->text[EXPIRY], f->text[CVC], NULL, f->year, f->month, flags,
                              &check, NULL) != PAYSEAL_OK)
        return fail(f, "payseal_card_check_ex");
    for (int i = 0; i < FIELDS; i++)
        if (all || f->left[i]) form_read_part(check, part_names[i], &f->part[i]);
    f->complete = strstr(check, "\"complete\":true") != NULL;
    string_member(check, check + strlen(check), "brand", f->brand, sizeof f->brand);
    payseal_free(check);
    return 0;
}

/* The check of the form as typed, the final check of the fields the customer has left, and the
 * CVC sizes of the brand the check reports (never the one detected on the digits so far, which
 * may still change: 6 is maestro, 6011 discover). */
static int refresh(struct form *f) {
    char *info = NULL;
    if (check_parts(f, 0, 1) != 0) return 1;
    if ((f->left[PAN] || f->left[EXPIRY] || f->left[CVC]) && check_parts(f, PAYSEAL_CHECK_FINAL, 0) != 0) return 1;
    f->cvc_min = 3; /* the unknown brand's CVC lengths are 3 and 4 */
    f->cvc_max = 4;
    if (f->brand[0] != '\0') {
        if (payseal_card_brand_info(f->brands, f->brand, &info, NULL) != PAYSEAL_OK) return fail(f, "payseal_card_brand_info");
        lengths(info, "\"cvcLengths\":[", &f->cvc_min, &f->cvc_max);
        payseal_free(info);
    }
    return 0;
}

int form_init(struct form *f, const payseal_card_brands *brands, int year, int month) {
    memset(f, 0, sizeof *f);
    f->brands = brands;
    f->year = year;
    f->month = month;
    return refresh(f);
}

/* The result of an edit given as JSON ({"text","caret","truncated","refused"}): the text into
 * out (its buffer's size), the caret, and a notice for the customer when a paste was cut or
 * refused. The texts of these fields hold digits, spaces and "/": no escapes to read. */
static void read_edit_result(struct form *f, const char *json, char *out, size_t size, size_t *caret) {
    const char *end = json + strlen(json), *at = strstr(json, "\"caret\":");
    char refused[16];
    string_member(json, end, "text", out, size);
    *caret = at != NULL ? strtoul(at + strlen("\"caret\":"), NULL, 10) : strlen(out);
    string_member(json, end, "refused", refused, sizeof refused);
    if (strcmp(refused, "notADate") == 0)
        snprintf(f->notice, sizeof f->notice, "That paste is not a date: the expiry is unchanged.");
    else if (strcmp(refused, "notDigits") == 0)
        snprintf(f->notice, sizeof f->notice, "A CVC has digits only: the paste was not taken.");
    else if (strstr(json, "\"truncated\":true") != NULL)
        snprintf(f->notice, sizeof f->notice, "The paste was longer than the card's number: it was cut.");
}

/* An edit (typing or pasting text) or a deletion key at the caret of the focused field. */
static int edit(struct form *f, const char *text, int deleting, int forward) {
    int field = f->focus;
    size_t caret = f->caret[field], len = 0, new_caret = 0;
    char mask[24] = "{{", *out = NULL, *json = NULL;
    payseal_status status;
    int pasted = !deleting && text != NULL && strlen(text) > 1;
    if (field < CVC && pasted) {
        status = field == PAN ? payseal_card_edit_pan_json(f->brands, f->text[PAN], caret, caret, text, &json, NULL)
                              : payseal_card_edit_expiry_json(f->text[EXPIRY], caret, caret, text, &json, NULL);
    } else if (field == CVC && !deleting) {
        status = payseal_card_edit_cvc(f->brands, f->brand[0] ? f->brand : NULL, f->text[CVC], caret, caret, text, &json, NULL);
    } else if (field == PAN) {
        status = deleting ? payseal_card_delete_pan(f->brands, f->text[PAN], caret, caret, forward, &out, &len, &new_caret)
                          : payseal_card_edit_pan(f->brands, f->text[PAN], caret, caret, text, &out, &len, &new_caret);
    } else if (field == EXPIRY) {
        status = deleting ? payseal_card_delete_expiry(f->text[EXPIRY], caret, caret, forward, &out, &len, &new_caret)
                          : payseal_card_edit_expiry(f->text[EXPIRY], caret, caret, text, &out, &len, &new_caret);
    } else {
        /* The CVC field is as long as the brand's longest CVC: {{999}}, or {{9999}} for amex. */
        for (size_t i = 0; i < f->cvc_max && i < 8; i++) strcat(mask, "9");
        strcat(mask, "}}");
        status = payseal_mask_delete(mask, f->text[CVC], caret, caret, forward, &out, &len, &new_caret);
    }
    if (status != PAYSEAL_OK) return fail(f, payseal_status_name(status));
    f->left[field] = 0; /* edited again: as the customer types it */
    if (json != NULL) {
        char taken[sizeof f->text[0]];
        read_edit_result(f, json, taken, sizeof taken, &new_caret);
        len = strlen(taken);
        memcpy(f->text[field], taken, len + 1);
        f->caret[field] = new_caret <= len ? new_caret : len;
        wipe(taken, sizeof taken);
        payseal_free(json); /* it wipes the card data */
        return 0;
    }
    /* A text longer than the field's buffer is not taken (the fields' layouts keep theirs short). */
    if (len < sizeof f->text[field]) {
        memcpy(f->text[field], out, len + 1);
        f->caret[field] = new_caret <= len ? new_caret : len;
    }
    payseal_free(out);
    return 0;
}

int form_press(struct form *f, enum form_key key, const char *text) {
    int field = f->focus;
    size_t length = strlen(f->text[field]);
    f->message[0] = '\0';
    f->notice[0] = '\0';
    switch (key) {
    case KEY_LEFT: if (f->caret[field] > 0) f->caret[field]--; return 0;
    case KEY_RIGHT: if (f->caret[field] < length) f->caret[field]++; return 0;
    case KEY_HOME: f->caret[field] = 0; return 0;
    case KEY_END: f->caret[field] = length; return 0;
    case KEY_NEXT: case KEY_PREVIOUS:
        /* Leaving the field: its final state (a 16-digit Visa with a typo turns red now). */
        f->focus = key == KEY_NEXT ? (field + 1) % FIELDS : (field + FIELDS - 1) % FIELDS;
        f->left[field] = 1;
        return refresh(f);
    case KEY_BACKSPACE: case KEY_DELETE:
        if (edit(f, NULL, 1, key == KEY_DELETE) != 0) return 1;
        return refresh(f);
    case KEY_TEXT: {
        /* Only typing that changes the field moves on: a deletion that leaves a valid part, or a
         * key the field refuses (a 16th digit in a whole Amex), keeps the customer there. */
        char before[sizeof f->text[0]];
        int changed;
        memcpy(before, f->text[field], sizeof before);
        if (edit(f, text, 0, 0) != 0 || refresh(f) != 0) {
            wipe(before, sizeof before);
            return 1;
        }
        changed = strcmp(before, f->text[field]) != 0;
        wipe(before, sizeof before);
        if (changed && field < CVC && f->part[field].advance) {
            f->focus = field + 1;
            f->caret[f->focus] = strlen(f->text[f->focus]);
        }
        return 0;
    }
    }
    return 0;
}

int form_submit(struct form *f) {
    f->message[0] = '\0';
    for (int i = 0; i < FIELDS; i++) f->left[i] = 1;
    return refresh(f);
}
