// Regression hunt 2: a kernels construct with several loops, loop reductions
// (+, max, *) inside it, and a scalar the kernels region assigns afterwards.
#include <stdio.h>
#define N 1000
int main(void)
{
    static double x[N], y[N];
    double sum = 10.0, mx = -1e30, total = 0;
    long prod = 1;
    unsigned s = 99u;
    for (int i = 0; i < N; i++) { s = s * 1664525u + 1013904223u; x[i] = (double)((s >> 20) % 64) / 8.0; y[i] = -1; }
#pragma acc kernels copyin(x) copyout(y)
    {
#pragma acc loop reduction(+:sum)
        for (int i = 0; i < N; i++) sum += x[i];
#pragma acc loop reduction(max:mx)
        for (int i = 0; i < N; i++) mx = x[i] > mx ? x[i] : mx;
#pragma acc loop reduction(*:prod)
        for (int i = 0; i < 20; i++) prod *= (i % 3) + 1;
        for (int i = 0; i < N; i++) y[i] = x[i] * 2;
        total = sum + mx;
    }
    double es = 10.0, em = -1e30;
    long ep = 1;
    for (int i = 0; i < N; i++) { es += x[i]; em = x[i] > em ? x[i] : em; }
    for (int i = 0; i < 20; i++) ep *= (i % 3) + 1;
    int bad = 0;
    if (sum != es || mx != em || prod != ep || total != es + em) {
        printf("sum %g/%g max %g/%g prod %ld/%ld total %g\n", sum, es, mx, em, prod, ep, total);
        bad++;
    }
    for (int i = 0; i < N; i++) if (y[i] != x[i] * 2 && bad++ < 5) printf("y[%d]\n", i);
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
