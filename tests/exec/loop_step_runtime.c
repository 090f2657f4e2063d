/* A vector loop inside a gang loop whose step comes at run time.  With good
 * steps the rows equal the plain host loop's.  With a step of 0 (in a child
 * process: the program must stop) the kernel computes the inner loop's trip
 * count itself, so gw_loop_step (gangway_dev.h) stops it with a failed
 * assertion naming this file, the loop's line and variable, and the runtime
 * names the kernel, exit status 1; in host fallback the host version checks
 * the step before the loop, with the same line.  Before: a division by zero
 * in the kernel (CUDA does not trap it) and a trip count of garbage; a hang
 * on the host.  Under compute-sanitizer the child is not run: it would count
 * the intended assertions as errors. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define ROWS 96
#define COLS 80
#define INNER_LINE 31

static double m[ROWS][COLS], ref[ROWS][COLS];
static int len[ROWS];

static void fill(int rows, int stride)
{
#pragma acc parallel loop gang copyin(len) copy(m)
    for (int i = 0; i < rows; i++) {
        double base = i * 0.5;
#pragma acc loop vector
        for (int j = 0; j < len[i]; j += stride)
            m[i][j] = base + j;
    }
}

int main(int argc, char **argv)
{
    unsigned r = 7;
    for (int i = 0; i < ROWS; i++)
        len[i] = 1 + (int)((r = r * 1664525u + 1013904223u) >> 26) % COLS;
    if (argc > 1) {             /* the child: two rows, so that few threads assert */
        fill(2, atoi(argv[1]));
        printf("the child was not stopped\n");
        return 0;
    }
    int ok = 1;
    for (int stride = 1; stride <= 5; stride += 2) {
        memset(m, 0, sizeof m), memset(ref, 0, sizeof ref);
        fill(ROWS, stride);
        for (int i = 0; i < ROWS; i++)
            for (int j = 0; j < len[i]; j += stride)
                ref[i][j] = i * 0.5 + j;
        for (int i = 0; i < ROWS && ok; i++)
            for (int j = 0; j < COLS && ok; j++)
                if (m[i][j] != ref[i][j]) {
                    printf("FAIL stride %d: m[%d][%d] = %g, host loop %g\n", stride, i, j, m[i][j], ref[i][j]);
                    ok = 0;
                }
    }
    if (getenv("NV_SANITIZER_INJECTION_PORT_BASE")) {
        /* under compute-sanitizer, which would count the child's intended
           assertions as errors: the good steps above are what it checks */
        printf("%s (the step of 0 is not tried under compute-sanitizer)\n", ok ? "PASS" : "FAIL");
        return !ok;
    }
    /* the child's whole output in a file: the kernel's threads each print
       their assertion, and the runtime's line comes last */
    char log[] = "/tmp/gw-loop-step-XXXXXX", cmd[256];
    int fd = mkstemp(log);
    if (fd < 0) {
        printf("FAIL mkstemp\n");
        return 1;
    }
    close(fd);
    snprintf(cmd, sizeof cmd, "/proc/%d/exe 0 > %s 2>&1", (int)getpid(), log);
    int st = system(cmd);
    FILE *lf = fopen(log, "r");
    static char out[1 << 22];
    size_t n = lf ? fread(out, 1, sizeof out - 1, lf) : 0;
    out[n] = 0;
    if (lf)
        fclose(lf);
    remove(log);
    int on_host = acc_get_device_type() == acc_device_host;
    char where[64];
    snprintf(where, sizeof where, "loop_step_runtime.c:%d", INNER_LINE);
    const char *want = on_host ? "the loop over 'j' steps by stride = 0 at run time: it would never end"
                               : "Assertion `the loop's step is 0 or moves its variable away from its bound";
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 1 || !strstr(out, where) || !strstr(out, want) ||
        strstr(out, "not stopped") ||
        (!on_host && (!strstr(out, "error: kernel '") || !strstr(out, "hint: a kernel's assertion failed")))) {
        printf("FAIL the step of 0 (status %d, %s): %.2000s\n", st, on_host ? "host" : "device", out);
        ok = 0;
    }
    printf("%s\n", ok ? "PASS" : "FAIL");
    return !ok;
}
