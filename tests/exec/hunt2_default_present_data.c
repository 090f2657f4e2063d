// Regression hunt 2: default(present) on an enclosing data construct applies to
// the compute constructs inside it (OpenACC 3.3 2.6.2: the visible default).
#include <stdio.h>
#define N 300
int main(void)
{
    static float a[N], b[N];
    for (int i = 0; i < N; i++) { a[i] = i * 0.25f; b[i] = -1; }
#pragma acc enter data copyin(a) create(b)
#pragma acc data default(present)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) b[i] = a[i] * 4;
#pragma acc serial
        b[0] = 42;
    }
#pragma acc exit data copyout(b) delete(a)
    int bad = 0;
    for (int i = 0; i < N; i++) {
        float e = i == 0 ? 42 : a[i] * 4;
        if (b[i] != e && bad++ < 5) printf("b[%d] = %g, expected %g\n", i, b[i], e);
    }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
