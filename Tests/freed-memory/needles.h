/* Helpers of freed_memory_test.c that turn its inputs into needles (the bytes it searches the
 * freed blocks for). Kept apart from the scenarios so that each file reads on its own; included
 * once, by freed_memory_test.c only, hence the static functions. None of them frees anything,
 * so they may run while the capture is armed. */
#ifndef FREED_MEMORY_NEEDLES_H
#define FREED_MEMORY_NEEDLES_H

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Reads a whole file of at most `capacity` - 1 bytes into `buffer` (NUL-terminated), with
 * read(2): stdio would leave the bytes (a private key) in a freed buffer of its own, which the
 * capture could later find. Exits with status 2 when it cannot. */
static void read_into(const char *path, char *buffer, size_t capacity, size_t *len) {
    int fd = open(path, O_RDONLY);
    size_t n = 0;
    ssize_t got = 1;
    while (fd >= 0 && n < capacity && (got = read(fd, buffer + n, capacity - n)) > 0) n += (size_t)got;
    if (fd >= 0) close(fd);
    if (fd < 0 || got < 0 || n == 0 || n >= capacity) {
        fprintf(stderr, "freed-memory: cannot read %s (or it is empty, or %zu bytes or more)\n", path, capacity);
        exit(2);
    }
    buffer[n] = '\0';
    *len = n;
}

/* UTF-8 text re-encoded as UTF-16LE (width 2) or UTF-32LE (width 4), for code that keeps text as
 * code units or as scalars. The input is valid UTF-8 (the driver's own constants); out holds
 * 4 bytes per input byte. Returns the byte count. */
static size_t widen(const char *text, unsigned char *out, int width) {
    const unsigned char *s = (const unsigned char *)text;
    size_t n = 0;
    while (*s) {
        int extra = *s < 0x80 ? 0 : *s < 0xE0 ? 1 : *s < 0xF0 ? 2 : 3;
        uint32_t c = extra == 0 ? *s : *s & (0x3Fu >> extra);
        for (s++; extra-- > 0; s++) c = (c << 6) | (*s & 0x3Fu);
        uint32_t units[2] = {c, 0};
        int count = 1;
        if (width == 2 && c > 0xFFFF) { /* a surrogate pair */
            units[0] = 0xD800 + ((c - 0x10000) >> 10);
            units[1] = 0xDC00 + ((c - 0x10000) & 0x3FF);
            count = 2;
        }
        for (int u = 0; u < count; u++)
            for (int b = 0; b < width; b++) out[n++] = (unsigned char)(units[u] >> (8 * b));
    }
    return n;
}

/* Decodes base64 or base64url, skipping anything else (padding, line breaks). Returns the byte
 * count; out holds len * 3 / 4 bytes. */
static size_t unbase64(const char *text, size_t len, unsigned char *out) {
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    uint32_t bits = 0;
    int held = 0;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i] == '-' ? '+' : text[i] == '_' ? '/' : text[i];
        const char *at = c ? strchr(alphabet, c) : NULL;
        if (at == NULL) continue;
        bits = (bits << 6) | (uint32_t)(at - alphabet);
        held += 6;
        if (held >= 8) {
            held -= 8;
            out[n++] = (unsigned char)(bits >> held);
        }
    }
    return n;
}

/* The text of a JSON object's string member `name` ("name": "..."), pointing into json, exactly
 * as written there. Exits with status 2 when there is none. */
static const char *member(const char *json, const char *name, size_t *len) {
    char key[16];
    snprintf(key, sizeof key, "\"%s\"", name);
    for (const char *at = strstr(json, key); at != NULL; at = strstr(at + 1, key)) {
        const char *s = at + strlen(key);
        s += strspn(s, " \t\r\n");
        if (*s++ != ':') continue;
        s += strspn(s, " \t\r\n");
        if (*s++ != '"') continue;
        *len = strcspn(s, "\"");
        return s;
    }
    fprintf(stderr, "freed-memory: the JWK has no \"%s\" member\n", name);
    exit(2);
}

#endif
