/* The C library functions the core's files call (from Glibc on Linux), declared for the web build,
 * where wasm32-unknown-none has no C library module: wasi-libc defines them at link time (its
 * declarations, copied from its headers, since they are not importable for this target), but for
 * time(), which bindings/web/embedded/web_imports.c defines on the page's clock. Every Swift file of
 * the web build imports this module implicitly (-import-module CWebLibc). */
#include <stddef.h>

void *malloc(size_t size);
void free(void *pointer);
int memcmp(const void *a, const void *b, size_t count);
size_t strlen(const char *text);

typedef long long time_t;
struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    int __tm_gmtoff;
    const char *__tm_zone;
    int __tm_nsec;
};
time_t time(time_t *out);
struct tm *gmtime_r(const time_t *time, struct tm *out);

/* wasi-libc's values (its __header_sys_socket.h), for its inet_pton (musl's strict parser). */
#define AF_INET 1
#define AF_INET6 2
int inet_pton(int family, const char *text, void *out);
void arc4random_buf(void *buffer, size_t length);
char *strdup(const char *text);
void *calloc(size_t count, size_t size);
