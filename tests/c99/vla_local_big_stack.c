/* A VLA declared in a compute region whose size the host knows (16 KiB of
 * doubles a thread, far more than a GPU thread's default stack): the launch
 * makes the device threads' stack big enough.  A VLA that no stack can hold
 * (512 MiB a thread) stops the program, naming it: checked in a child
 * process forked before this one starts CUDA (CUDA does not survive fork: a
 * child of a process that used it fails at its first call, which must not
 * pass for the VLA's error), on the device only (the host would overflow its
 * own stack); the child's stderr must name the array.  Random inputs,
 * compared with the plain host loop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* the child: exit 3 without a device, else the launch stops it with exit 1 */
static int huge_in_child(char *msg, size_t cap)
{
    int fd[2];
    if (pipe(fd)) return -1;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        dup2(fd[1], 2);
        if (acc_get_device_type() == acc_device_host || acc_get_num_devices(acc_device_not_host) == 0)
            _exit(3);
        double out[64];
        huge(64, 64L << 20, out);
        _exit(0);       /* not reached: the launch stops the program */
    }
    close(fd[1]);
    size_t got = 0;
    ssize_t r;
    while (got + 1 < cap && (r = read(fd[0], msg + got, cap - 1 - got)) > 0) got += (size_t)r;
    msg[got] = 0;
    close(fd[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    return st;
}

int main(void)
{
    int n = 777, m = 2048, bad = 0;
    static char msg[8192];
    int st = huge_in_child(msg, sizeof msg);
    if (!WIFEXITED(st) || (WEXITSTATUS(st) != 3 && WEXITSTATUS(st) != 1)) {
        bad++;
        printf("huge VLA: child status %d\n%s", st, msg);
    } else if (WEXITSTATUS(st) == 1 && strstr(msg, "cannot run on the fake device")) {
        st = 3 << 8;    /* the fake device runs no kernel: as with no device */
    } else if (WEXITSTATUS(st) == 1 && !strstr(msg, "variable-length array 't'")) {
        bad++;
        printf("huge VLA: the error does not name the array:\n%s", msg);
    } else if (WEXITSTATUS(st) == 1) {
        printf("huge VLA stopped the child: %.*s\n", (int)strcspn(msg, "\n"), msg);
    }
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
    /* on a device, the child must have been stopped by the launch */
    if (acc_get_device_type() != acc_device_host && acc_get_num_devices(acc_device_not_host) > 0 &&
        !(WIFEXITED(st) && WEXITSTATUS(st) == 1)) {
        bad++;
        printf("huge VLA: the child ran on no device (status %d) though this process has one\n", st);
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
