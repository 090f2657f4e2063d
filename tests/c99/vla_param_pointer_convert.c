/* A routine whose VLA parameter's element differs from the argument's by
 * what C converts implicitly with a warning (signedness, an enum and its
 * integer type): C passes the rows as they are; in the CUDA text both are
 * flat pointers to their elements, and C++ needs the conversion written
 * (a fuzz find: an enum's rows passed double's; its CUDA did not compile).
 * Checked against the host loop on random data. */
#include <stdio.h>

enum level { LOW, MID, HIGH };

#pragma acc routine seq
static long row_total(int n, const unsigned r[][n], int i)
{
    long s = 0;
    for (int j = 0; j < n; j++) s += r[i][j];
    return s;
}

#pragma acc routine seq
static int highs(int n, enum level e[][n], int i)
{
    int c = 0;
    for (int j = 0; j < n; j++) c += e[i][j] == HIGH;
    return c;
}

static unsigned rng = 362436069u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    enum { R = 50, C = 33 };
    int rows = R, cols = C, bad = 0;
    int v[rows][cols];
    unsigned lv[rows][cols];
    long tot[R], htot[R];
    int hi[R], hhi[R];
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) v[i][j] = (int)(xorshift() % 1000), lv[i][j] = xorshift() % 3;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpointer-sign"
#pragma GCC diagnostic ignored "-Wincompatible-pointer-types"
    #pragma acc parallel loop copyin(v, lv) copyout(tot, hi)
    for (int i = 0; i < rows; i++) {
        tot[i] = row_total(cols, v, i);
        hi[i] = highs(cols, lv, i);
    }
    for (int i = 0; i < rows; i++) {
        htot[i] = row_total(cols, v, i);
        hhi[i] = highs(cols, lv, i);
    }
#pragma GCC diagnostic pop
    for (int i = 0; i < rows; i++)
        if ((tot[i] != htot[i] || hi[i] != hhi[i]) && bad++ < 5)
            printf("row %d: %ld %d, want %ld %d\n", i, tot[i], hi[i], htot[i], hhi[i]);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
