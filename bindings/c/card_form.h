/* card_form: the model of a three-field card form (card number, expiry, CVC) as a terminal UI
 * wires it to libpayseal, shared by card_field's scripted forms (card_field.c) and its terminal
 * (card_terminal.c). The form holds what the customer typed: form_wipe clears it. */
#ifndef CARD_FORM_H
#define CARD_FORM_H

#include <stddef.h>

#include "payseal.h"

enum { PAN, EXPIRY, CVC, FIELDS };

/* A part's state in the card check: "valid", "incomplete" (typing more can still make it valid)
 * or "invalid" (nothing typed next can). */
struct part_state {
    char state[16];
    char reason[32];  /* "" when the part is valid */
    int advance;      /* the focus moves on from this part once it is typed */
};

struct form {
    const payseal_card_brands *brands;
    int year, month;          /* today for the expiry (0, 0: the system clock) */
    char text[FIELDS][64];    /* card data: wiped by form_wipe */
    size_t caret[FIELDS];     /* in UTF-16 code units, which is bytes here: the fields hold ASCII */
    int focus;
    char brand[72];           /* the brand the check reports (settled: it never flips), "" while none */
    size_t cvc_min, cvc_max;  /* that brand's CVC lengths; 3 and 4 without a brand */
    int left[FIELDS];         /* the customer left the field (Tab, Shift-Tab, Enter) and has not edited it since */
    struct part_state part[FIELDS];
    int complete;
    char message[160];        /* the last error of a library call, "" when it succeeded */
    char notice[96];          /* why the last paste was cut or refused ("" when taken whole): for the customer */
};

enum form_key {
    KEY_TEXT,       /* typed or pasted text: one replacement at the caret */
    KEY_BACKSPACE,
    KEY_DELETE,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_HOME,
    KEY_END,
    KEY_NEXT,       /* Tab */
    KEY_PREVIOUS    /* Shift-Tab */
};

/* An empty form, checked once; nonzero (with f->message set) when the library refused a call. */
int form_init(struct form *f, const payseal_card_brands *brands, int year, int month);

/* One key in the focused field (text for KEY_TEXT, else ignored), then the form checked again.
 * Typed text that makes the focused part ready (the check's "advance", or "valid" from a library
 * that does not send it) moves the focus to the next field. A field the customer leaves (Tab,
 * Shift-Tab) shows its final state (PAYSEAL_CHECK_FINAL: incomplete is invalid) until it is edited
 * again. Nonzero when a call failed: the field keeps its text and f->message says why (never
 * quoting card data). */
int form_press(struct form *f, enum form_key key, const char *text);

/* Enter: every field is left, so every part shows its final state. Nonzero when a call failed. */
int form_submit(struct form *f);

/* One part ("pan", "expiry", "cvc") of payseal_card_check's JSON: its state, reason and
 * "advance" (without it, advance is state == "valid"). */
void form_read_part(const char *json, const char *name, struct part_state *p);

/* Clears the card data, through a volatile pointer so that the compiler keeps the stores. */
void form_wipe(struct form *f);
void wipe(void *buffer, size_t size);

/* The terminal program: keys from standard input (a terminal in raw mode, or a pipe), the form
 * drawn on standard output. Returns the exit status. */
int card_terminal(const payseal_card_brands *brands, int year, int month);

#endif
