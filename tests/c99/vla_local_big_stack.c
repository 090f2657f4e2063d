/* A VLA declared in a compute region whose size the host knows (16 KiB of
 * doubles a thread, far more than a GPU thread's default stack): the launch
 * makes the device threads' stack big enough.  A VLA that no stack can hold
 * (512 MiB a thread) stops the program, naming it: checked in a child
 * process, on the device only (the host would overflow its own stack).
 * Random inputs, compared with the plain host loop. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
#include <openacc.h>

static unsigned s = 424242u;
static double rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (double)(s % 1000) / 8.0; }

static void huge(int n, long m, double *out)
{
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double t[m];
        t[0] = i;
        t[m - 1] = 2 * i;
        out[i] = t[0] + t[m - 1];
    }
}

int main(void)
{
    int n = 777, m = 2048, bad = 0;
    double *x = malloc(sizeof(double) * m), *out = malloc(sizeof(double) * n), *ref = malloc(sizeof(double) * n);
    for (int j = 0; j < m; j++) x[j] = rnd();
    for (int i = 0; i < n; i++) out[i] = -1;
#pragma acc parallel loop copyin(x[0:m]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double t[m];
        for (int j = 0; j < m; j++) t[j] = x[(j + i) % m] * (i % 7);
        double acc = 0;
        for (int j = m - 1; j >= 0; j--) acc += t[j] - t[(j * 3) % m];
        out[i] = acc;
    }
    for (int i = 0; i < n; i++) {
        double t[2048], acc = 0;
        for (int j = 0; j < m; j++) t[j] = x[(j + i) % m] * (i % 7);
        for (int j = m - 1; j >= 0; j--) acc += t[j] - t[(j * 3) % m];
        ref[i] = acc;
        if (out[i] != ref[i]) { if (bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], ref[i]); }
    }
    if (acc_get_device_type() != acc_device_host && acc_get_num_devices(acc_device_not_host) > 0) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            huge(64, 64L << 20, out);
            _exit(0);       /* not reached: the launch stops the program */
        }
        int st = 0;
        waitpid(pid, &st, 0);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 1) { bad++; printf("huge VLA: child status %d\n", st); }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
