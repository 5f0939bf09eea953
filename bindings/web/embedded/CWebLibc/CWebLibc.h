/* The C library functions the core's files call (from Glibc on Linux), declared for the web build,
 * where wasm32-unknown-none has no C library module: wasi-libc defines them at link time. Every
 * Swift file of the web build imports this module implicitly (-import-module CWebLibc). */
#include <stddef.h>

void *malloc(size_t size);
void free(void *pointer);
