/* check.h: the runtime unit tests' CHECK: counts passes and failures, names
 * each failing condition with its file and line.  One per test program. */
#ifndef GW_TEST_CHECK_H
#define GW_TEST_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond) check((cond), #cond, __FILE__, __LINE__)
static void check(int ok, const char *what, const char *file, int line)
{
    if (ok) {
        passed++;
        return;
    }
    const char *base = file;
    for (const char *p = file; *p; p++)
        if (*p == '/')
            base = p + 1;
    failed++;
    printf("FAIL %s:%d: %s\n", base, line, what);
    fflush(stdout);
}

#endif
