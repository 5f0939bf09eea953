/*
 * test_abi_text.c - independent encoders and parsers the checks use: base64, hex, PEM and
 * DER, a growable string, JWE parts, flat JSON, UUIDs.
 */

#include "test_abi.h"

static const char B64_STD[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char B64_URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* Standard base64 with padding (url = 0) or base64url without padding (url = 1). */
char *b64_encode(const uint8_t *d, size_t n, int url)
{
    const char *alpha = url ? B64_URL : B64_STD;
    char *out = (char *)xmalloc(4 * ((n + 2) / 3) + 1);
    size_t i, o = 0;

    for (i = 0; i + 2 < n; i += 3) {
        uint32_t v = ((uint32_t)d[i] << 16) | ((uint32_t)d[i + 1] << 8) | d[i + 2];
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        out[o++] = alpha[(v >> 6) & 63];
        out[o++] = alpha[v & 63];
    }
    if (n - i == 1) {
        uint32_t v = (uint32_t)d[i] << 16;
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        if (!url) {
            out[o++] = '=';
            out[o++] = '=';
        }
    } else if (n - i == 2) {
        uint32_t v = ((uint32_t)d[i] << 16) | ((uint32_t)d[i + 1] << 8);
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        out[o++] = alpha[(v >> 6) & 63];
        if (!url)
            out[o++] = '=';
    }
    out[o] = '\0';
    return out;
}

char *b64_encode_str(const char *s, int url)
{
    return b64_encode((const uint8_t *)s, strlen(s), url);
}

/* Decodes standard base64 (padding required when url = 0) or base64url (no padding);
 * returns a NUL-terminated malloc'd buffer, or NULL on any invalid byte. */
uint8_t *b64_decode(const char *s, size_t n, int url, size_t *out_len)
{
    const char *alpha = url ? B64_URL : B64_STD;
    uint8_t *out = (uint8_t *)xmalloc(n / 4 * 3 + 4);
    uint32_t acc = 0;
    int bits = 0;
    size_t i, o = 0;

    if (!url) {
        if (n % 4 != 0)
            goto bad;
        while (n > 0 && s[n - 1] == '=')
            n--;
    }
    for (i = 0; i < n; i++) {
        const char *pos = s[i] ? strchr(alpha, s[i]) : NULL;
        if (pos == NULL)
            goto bad;
        acc = (acc << 6) | (uint32_t)(pos - alpha);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    if (bits >= 6)
        goto bad;
    out[o] = 0;
    *out_len = o;
    return out;
bad:
    free(out);
    *out_len = 0;
    return NULL;
}

size_t hex_decode(const char *hex, uint8_t *out, size_t cap)
{
    size_t n = 0;
    while (hex[0] && hex[1] && n < cap) {
        unsigned v;
        if (sscanf(hex, "%2x", &v) != 1)
            break;
        out[n++] = (uint8_t)v;
        hex += 2;
    }
    return n;
}

/* PEM text -> DER (the base64 between the BEGIN and END lines). */
uint8_t *pem_to_der(const char *pem, size_t *der_len)
{
    const char *begin = strstr(pem, "-----BEGIN");
    const char *body, *end;
    char *b64;
    size_t n = 0;
    uint8_t *der;

    *der_len = 0;
    if (begin == NULL || (body = strchr(begin, '\n')) == NULL || (end = strstr(body, "-----END")) == NULL)
        return NULL;
    b64 = (char *)xmalloc((size_t)(end - body) + 1);
    for (; body < end; body++)
        if (*body != '\n' && *body != '\r')
            b64[n++] = *body;
    b64[n] = '\0';
    der = b64_decode(b64, n, 0, der_len);
    free(b64);
    return der;
}

char *pem_wrap(const char *label, const uint8_t *der, size_t n)
{
    char *b64 = b64_encode(der, n, 0);
    size_t len = strlen(b64), i, o = 0;
    char *out = (char *)xmalloc(len + len / 64 + 2 * strlen(label) + 64);

    o += (size_t)sprintf(out + o, "-----BEGIN %s-----\n", label);
    for (i = 0; i < len; i += 64) {
        size_t chunk = len - i < 64 ? len - i : 64;
        memcpy(out + o, b64 + i, chunk);
        o += chunk;
        out[o++] = '\n';
    }
    sprintf(out + o, "-----END %s-----\n", label);
    free(b64);
    return out;
}

/* One DER TLV at p (n bytes): tag, header size, content size. 0 on success. */
int der_tlv(const uint8_t *p, size_t n, unsigned *tag, size_t *hdr, size_t *len)
{
    size_t i, nb;
    if (n < 2)
        return -1;
    *tag = p[0];
    if (p[1] < 0x80) {
        *hdr = 2;
        *len = p[1];
    } else {
        nb = p[1] & 0x7f;
        if (nb == 0 || nb > 4 || n < 2 + nb)
            return -1;
        *len = 0;
        for (i = 0; i < nb; i++)
            *len = (*len << 8) | p[2 + i];
        *hdr = 2 + nb;
    }
    return *hdr + *len <= n ? 0 : -1;
}

/* The children of the constructed TLV at p: pointers to each child's TLV and its full size. */
int der_children(const uint8_t *p, size_t n, const uint8_t **child, size_t *child_len, int max)
{
    unsigned tag;
    size_t hdr, len, off;
    int count = 0;
    if (der_tlv(p, n, &tag, &hdr, &len) != 0)
        return -1;
    for (off = hdr; off < hdr + len && count < max; count++) {
        unsigned t;
        size_t h, l;
        if (der_tlv(p + off, hdr + len - off, &t, &h, &l) != 0)
            return -1;
        child[count] = p + off;
        child_len[count] = h + l;
        off += h + l;
    }
    return count;
}

/* base64url of a DER INTEGER's magnitude (leading zero bytes removed), as a JWK wants it. */
char *der_int_b64url(const uint8_t *p, size_t n)
{
    unsigned tag;
    size_t hdr, len;
    if (der_tlv(p, n, &tag, &hdr, &len) != 0 || tag != 0x02)
        return xstrdup("");
    p += hdr;
    while (len > 1 && p[0] == 0) {
        p++;
        len--;
    }
    return b64_encode(p, len, 1);
}

void sb_addn(strbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->cap ? b->cap * 2 : 256);
        char *p;
        while (cap < b->len + n + 1)
            cap *= 2;
        p = (char *)realloc(b->s, cap);
        if (p == NULL) {
            fputs("out of memory\n", stderr);
            exit(2);
        }
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void sb_add(strbuf *b, const char *s)
{
    sb_addn(b, s, strlen(s));
}

void sb_addf(strbuf *b, const char *fmt, ...)
{
    char tmp[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0)
        sb_addn(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

void jwe_split(const char *jwe, jwe_parts *jp)
{
    const char *start = jwe, *dot;
    jp->n = 0;
    for (;;) {
        size_t len;
        dot = strchr(start, '.');
        len = dot ? (size_t)(dot - start) : strlen(start);
        if (jp->n < 8) {
            jp->part[jp->n] = (char *)xmalloc(len + 1);
            memcpy(jp->part[jp->n], start, len);
            jp->part[jp->n][len] = '\0';
            jp->n++;
        }
        if (dot == NULL)
            break;
        start = dot + 1;
    }
}

void jwe_parts_free(jwe_parts *jp)
{
    int i;
    for (i = 0; i < jp->n; i++)
        free(jp->part[i]);
    jp->n = 0;
}

/* Joins parts with dots, replacing part `idx` by `repl` when repl is non-NULL. */
char *jwe_join(const jwe_parts *jp, int count, int idx, const char *repl)
{
    strbuf b;
    int i;
    memset(&b, 0, sizeof b);
    for (i = 0; i < count; i++) {
        if (i)
            sb_add(&b, ".");
        sb_add(&b, (i == idx && repl) ? repl : jp->part[i]);
    }
    return b.s;
}

/* Changes the character at position pos of a base64url string to a different alphabet character. */
char *b64_flip(const char *s, size_t pos)
{
    char *c = xstrdup(s);
    c[pos] = c[pos] == 'A' ? 'B' : 'A';
    return c;
}

/* Counts the members of a flat JSON object whose values are strings. */
int json_flat_count(const char *json)
{
    int in_str = 0, count = 0;
    for (; *json; json++) {
        if (in_str) {
            if (*json == '\\' && json[1])
                json++;
            else if (*json == '"')
                in_str = 0;
        } else if (*json == '"') {
            in_str = 1;
        } else if (*json == ':') {
            count++;
        }
    }
    return count;
}

/* Position of `needle` in hay, or -1. */
long find(const char *hay, const char *needle)
{
    const char *p = hay ? strstr(hay, needle) : NULL;
    return p ? (long)(p - hay) : -1;
}

int is_uuid_v4_lower(const char *s, size_t n)
{
    size_t i;
    if (n != 36)
        return 0;
    for (i = 0; i < 36; i++) {
        char c = s[i];
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != '-')
                return 0;
        } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return 0;
        }
    }
    return s[14] == '4' && (s[19] == '8' || s[19] == '9' || s[19] == 'a' || s[19] == 'b');
}
