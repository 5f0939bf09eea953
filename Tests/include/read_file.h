/* read_file.h - what the C test programs share (Tests/soak, Tests/timing): a whole file into a NUL-terminated buffer. */
#ifndef PAYSEAL_TOOLS_READ_FILE_H
#define PAYSEAL_TOOLS_READ_FILE_H
#include <stdio.h>
#include <stdlib.h>

/* The file's bytes plus a NUL (free() them), its size in *len; NULL if it cannot be read. */
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = size >= 0 ? malloc((size_t)size + 1) : NULL;
    if (data && fread(data, 1, (size_t)size, f) != (size_t)size) { free(data); data = NULL; }
    fclose(f);
    if (data) { data[size] = 0; *len = (size_t)size; }
    return data;
}

#endif
