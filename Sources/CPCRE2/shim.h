// PCRE2 for UTF-8 subjects: the 8-bit library (pcre2_compile_8, pcre2_match_8, ...).
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
