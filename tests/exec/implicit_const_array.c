/* implicit data attributes: a const array no clause names (a file-scope table and a local one) is copied in, never back into memory C made read-only, and the loop reads it on the device */
#include <stdio.h>

static const double weights[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};

int main(void)
{
    enum { N = 1000 };
    static double in[N + 4], out[N];
    const int shift[3] = {-1, 0, 1};
    unsigned s = 12345;
    for (int i = 0; i < N + 4; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (double)(s >> 16 & 1023) / 64.0;
    }
    for (int i = 0; i < N; i++) out[i] = -1;
#pragma acc parallel loop copyin(in) copyout(out)
    for (int i = 0; i < N; i++) {
        double acc = 0;
        for (int k = 0; k < 5; k++) acc += weights[k] * in[i + k];
        out[i] = acc + shift[i % 3];
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double acc = 0;
        for (int k = 0; k < 5; k++) acc += weights[k] * in[i + k];
        if (out[i] != acc + shift[i % 3]) {
            if (bad++ < 5) printf("out[%d] = %g, want %g\n", i, out[i], acc + shift[i % 3]);
        }
    }
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
