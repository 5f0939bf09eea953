/* What the hostile cases share (Tests/hostile-patterns/hostile_patterns.c, hostile_cards.c): thread CPU time,
 * resident size, a growing string and the report of one case. */
#ifndef HOSTILE_H
#define HOSTILE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "payseal.h"

extern int check_mode, failures;

double cpu_now(void);
double rss_mib(void);

/* A growing string. */
typedef struct { char *s; size_t len, cap; } text;
void add(text *t, const char *piece);
/* The JSON string of a pattern (its backslashes escaped). */
void add_json_pattern(text *t, const char *pattern);
char *repeated(const char *unit, int times);
/* A brand table of 256 brands b0..b255, each matching by `pattern` (no BINs). */
void add_brand_table(text *t, const char *pattern);

/* Prints {"case","seconds","status"}; under --check, a case over 4 times its bound fails. */
void report(const char *name, double seconds, payseal_status status, double bound);

/* The card cases (hostile_cards.c). */
void card_cases(void);

#endif
