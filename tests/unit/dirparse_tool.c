/* dirparse_tool.c: run dir_parse on every '#pragma acc' line of a file, as gwcc does. */
#include "gangway.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether line starts (after blanks) with '#' blanks* 'pragma' blanks+ 'acc'. */
static bool is_acc_pragma(const char *line)
{
    const char *p = line + strspn(line, " \t");
    if (*p++ != '#') return false;
    p += strspn(p, " \t");
    if (strncmp(p, "pragma", 6) || !isspace((unsigned char)p[6])) return false;
    p += 6 + strspn(p + 6, " \t");
    return !strncmp(p, "acc", 3) && !isalnum((unsigned char)p[3]) && p[3] != '_';
}

/* Split text into lines in place; returns how many. */
static int split_lines(char *text, char ***out)
{
    int n = 0, cap = 256;
    char **lines = malloc(sizeof *lines * (size_t)cap);
    for (char *p = text; *p || p == text; ) {
        if (n == cap) lines = realloc(lines, sizeof *lines * (size_t)(cap *= 2));
        lines[n++] = p;
        char *nl = strchr(p, '\n');
        if (!nl) break;
        *nl = '\0';
        if (nl > p && nl[-1] == '\r') nl[-1] = '\0';
        p = nl + 1;
    }
    *out = lines;
    return n;
}

/* Parse the pragma starting at lines[i]; returns the index of its last line. */
static int parse_pragma(Arena *a, const char *file, char **lines, int n, int i)
{
    Buf text;
    buf_init(&text);
    const char *hash = strchr(lines[i], '#');
    int last = i;
    buf_puts(&text, hash);
    while (text.len && text.data[text.len - 1] == '\\' && last + 1 < n) {
        text.data[text.len - 1] = ' ';
        buf_puts(&text, lines[++last]);
    }
    Loc loc = {file, i + 1, (int)(hash - lines[i]) + 1, lines[i]};
    dir_parse(a, buf_cstr(&text), loc);
    buf_release(&text);
    return last;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s [options] file.c\n", argv[0]);
        return 2;
    }
    const char *file = argv[argc - 1];
    char *src = read_file(file, NULL);
    if (!src) {
        fprintf(stderr, "%s: cannot read %s\n", argv[0], file);
        return 2;
    }
    char **lines;
    int n = split_lines(src, &lines);
    Arena *a = arena_new();
    for (int i = 0; i < n; i++)
        if (is_acc_pragma(lines[i])) i = parse_pragma(a, file, lines, n, i);
    arena_free(a);
    free(lines);
    free(src);
    return error_count() > 0;
}
