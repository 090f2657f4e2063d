/* Covers: `private` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.13): a scalar, a fixed-size array and a struct get a region-private copy used as scratch (a running state carried across loop iterations of the single gang); the host variables are not modified. */
#include <stdio.h>

#define N 20000
#define W 8
static int a[N], b[N];
struct st { int n; long acc; };
static unsigned int seed = 0x5E41A1E0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    int t = 777;
    int win[W] = {1, 2, 3, 4, 5, 6, 7, 8};
    struct st s = {-1, -1};

    /* a sliding window over a: b[i] = sum of the last W elements (window kept in win) */
#pragma acc serial private(t, win, s) copyin(a) copyout(b)
    {
        for (int k = 0; k < W; k++) win[k] = 0;
        t = 0;
        s.n = 0; s.acc = 0;
        for (int i = 0; i < N; i++) {
            t = t - win[i % W] + a[i];
            win[i % W] = a[i];
            s.n += 1; s.acc += a[i];
            b[i] = t + (int)(s.acc % 7) + s.n;
        }
    }
    if (t != 777) { printf("FAIL: host t = %d, expected 777 (private)\n", t); return 1; }
    for (int k = 0; k < W; k++)
        if (win[k] != k + 1) { printf("FAIL: host win[%d] = %d, expected %d (private)\n", k, win[k], k + 1); return 1; }
    if (s.n != -1 || s.acc != -1) { printf("FAIL: host s = {%d, %ld}, expected {-1, -1} (private)\n", s.n, s.acc); return 1; }
    long acc = 0;
    int et = 0;
    for (int i = 0; i < N; i++) {
        et += a[i] - (i >= W ? a[i - W] : 0);
        acc += a[i];
        int e = et + (int)(acc % 7) + i + 1;
        if (b[i] != e) { printf("FAIL (private): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
