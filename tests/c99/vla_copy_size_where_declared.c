/* A private or firstprivate copy of a VLA has the elements the array had
 * where it was declared, whatever its size variable holds at the construct:
 * here n is changed after t[n] and u[n] are declared, and the construct maps
 * n by copy (the kernel's n is the device's copy, not the size).  Before,
 * the kernel sized its copies from n: its code did not compile (the copy
 * used n before n's device copy was bound), and with n's value it would
 * have been too small.  (sizeof(t) in the kernel still counts with the
 * device's n: not asked here.) */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 88172645u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 16, m = 333;
    double t[n], u[n];
    double *a = malloc(m * sizeof *a), *out = malloc(m * sizeof *out), *out2 = malloc(m * sizeof *out2);
    for (int j = 0; j < n; j++) t[j] = (xorshift() % 4096) / 16.0, u[j] = -1;
    for (int i = 0; i < m; i++) { a[i] = (xorshift() % 64) / 4.0; out[i] = out2[i] = -1; }
    const int size = n;
    n = 3;                      /* sizeof(t) is still 16 doubles */
    #pragma acc parallel loop firstprivate(t) private(u) copyin(a[0:m]) copy(n) copyout(out[0:m], out2[0:m])
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < size; j++) u[j] = t[j] + i;
        out[i] = t[(i * 7) % size] * a[i] + t[size - 1];
        out2[i] = u[(i * 5) % size] + size;
        if (i == 0) n = 4;
    }
    int bad = 0;
    for (int i = 0; i < m; i++) {
        double want = t[(i * 7) % size] * a[i] + t[size - 1];
        double want2 = t[(i * 5) % size] + i + size;
        if (out[i] != want && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want);
        if (out2[i] != want2 && bad++ < 5) printf("out2[%d] = %g, expected %g\n", i, out2[i], want2);
    }
    if (n != 4 && bad++ < 5) printf("n = %d, expected 4 (copied back)\n", n);
    free(a); free(out); free(out2);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
