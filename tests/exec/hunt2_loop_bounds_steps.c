// Regression hunt 2: loops with <=, >=, != bounds, negative and non-unit steps,
// and collapse(2) over such loops; every iteration writes its own element once.
#include <stdio.h>
#define N 200
int main(void)
{
    static int a[N], b[N], c[N], m[40][30];
    int bad = 0, lo = 3, hi = N - 4;
    for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = -1;
    for (int i = 0; i < 40; i++) for (int j = 0; j < 30; j++) m[i][j] = -1;
#pragma acc parallel loop copy(a)
    for (int i = lo; i <= hi; i += 3) a[i] = i * 2;
#pragma acc parallel loop copy(b)
    for (int i = hi; i >= lo; i -= 2) b[i] = i + 7;
#pragma acc parallel loop copy(c)
    for (int i = 0; i != N; i++) c[i] = N - i;
#pragma acc parallel loop collapse(2) copy(m)
    for (int i = 39; i >= 1; i -= 2)
        for (int j = 2; j < 30; j += 4) m[i][j] = i * 100 + j;
    for (int i = 0; i < N; i++) {
        int ea = (i >= lo && i <= hi && (i - lo) % 3 == 0) ? i * 2 : -1;
        int eb = (i >= lo && i <= hi && (hi - i) % 2 == 0) ? i + 7 : -1;
        if (a[i] != ea || b[i] != eb || c[i] != N - i) {
            if (bad++ < 5) printf("i=%d: %d %d %d, expected %d %d %d\n", i, a[i], b[i], c[i], ea, eb, N - i);
        }
    }
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 30; j++) {
            int e = (i % 2 == 1 && j >= 2 && (j - 2) % 4 == 0) ? i * 100 + j : -1;
            if (m[i][j] != e && bad++ < 5) printf("m[%d][%d] = %d, expected %d\n", i, j, m[i][j], e);
        }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
