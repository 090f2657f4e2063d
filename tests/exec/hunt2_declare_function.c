// Regression hunt 2: declare copy/create in a function body; the data lives to
// the end of the block and is copied out before the function returns a value.
#include <stdio.h>
#define N 500
static double work(const double *in, double *out)
{
    double tmp[N];
#pragma acc declare create(tmp) copyin(in[0:N]) copy(out[0:N])
#pragma acc parallel loop present(tmp, in[0:N])
    for (int i = 0; i < N; i++) tmp[i] = in[i] * in[i];
#pragma acc parallel loop present(tmp, out[0:N])
    for (int i = 0; i < N; i++) out[i] += tmp[N - 1 - i];
    return out[0];
}
int main(void)
{
    static double in[N], out[N];
    for (int i = 0; i < N; i++) { in[i] = (i * 13) % 17 - 8; out[i] = i; }
    double r = work(in, out);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double e = i + in[N - 1 - i] * in[N - 1 - i];
        if (out[i] != e && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], e);
    }
    if (r != out[0]) { printf("returned %g, expected %g\n", r, out[0]); bad++; }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
