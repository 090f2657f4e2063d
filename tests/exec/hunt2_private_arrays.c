// Regression hunt 2: private and firstprivate arrays on parallel loop and on an
// inner loop; the host copies stay unchanged.
#include <stdio.h>
#define N 256
int main(void)
{
    int t[8], f[8], out[N], out2[N];
    int bad = 0;
    for (int k = 0; k < 8; k++) { t[k] = -5; f[k] = k * k; }
#pragma acc parallel loop private(t) firstprivate(f) copyout(out)
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < 8; k++) t[k] = i + k + f[k];
        int s = 0;
        for (int k = 0; k < 8; k++) s += t[k];
        out[i] = s;
    }
#pragma acc parallel loop gang copyout(out2)
    for (int i = 0; i < N / 8; i++) {
        int u[8];
#pragma acc loop vector private(u)
        for (int j = 0; j < 8; j++) {
            for (int k = 0; k < 8; k++) u[k] = j * k;
            out2[i * 8 + j] = u[7] + i;
        }
    }
    for (int i = 0; i < N; i++) {
        int e = 0;
        for (int k = 0; k < 8; k++) e += i + k + k * k;
        if (out[i] != e && bad++ < 5) printf("out[%d] = %d, expected %d\n", i, out[i], e);
        int e2 = (i % 8) * 7 + i / 8;
        if (out2[i] != e2 && bad++ < 5) printf("out2[%d] = %d, expected %d\n", i, out2[i], e2);
    }
    for (int k = 0; k < 8; k++)
        if (t[k] != -5 || f[k] != k * k) { printf("host copies changed at %d\n", k); bad++; }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
