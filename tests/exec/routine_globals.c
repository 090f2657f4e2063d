// File-scope variables used in device functions: declare create/copyin globals, a declared pointer attached by enter data, and a const table.
#include <stdio.h>
#define N 64
static const double coef[3] = {0.25, 0.5, 0.25};
double table[N];
#pragma acc declare create(table)
int scale = 3;
#pragma acc declare copyin(scale)
float *gp;
#pragma acc declare create(gp)
#pragma acc routine seq
double smooth(const double *a, int i) { return coef[0] * a[i - 1] + coef[1] * a[i] + coef[2] * a[i + 1] + table[i % N] * scale; }
#pragma acc routine seq
float getp(int i) { return gp[i]; }
int main(void) {
    double a[1000], b[1000]; float f[1000], g[1000]; int bad = 0;
    for (int i = 0; i < 1000; i++) { a[i] = i % 7; b[i] = -1; f[i] = i * 0.5f; }
    for (int i = 0; i < N; i++) table[i] = i;
    #pragma acc update device(table)
    gp = f;
    #pragma acc enter data copyin(f[0:1000])
    #pragma acc enter data attach(gp)
    #pragma acc parallel loop copyin(a) copyout(b, g)
    for (int i = 1; i < 999; i++) { b[i] = smooth(a, i); g[i] = getp(i); }
    for (int i = 1; i < 999; i++) {
        double e = 0.25 * a[i-1] + 0.5 * a[i] + 0.25 * a[i+1] + table[i % N] * 3;
        if (b[i] != e || g[i] != f[i]) { if (bad < 5) printf("%d: %g %g / %g %g\n", i, b[i], e, g[i], f[i]); bad++; }
    }
    printf("%s\n", bad ? "FAIL" : "PASS"); return bad != 0;
}
