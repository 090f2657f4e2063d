/* Covers: `default(present)` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.16): arrays and a struct used without data clauses are treated as present (made present by a data construct and by enter data), so the device copies are used and nothing is copied at the construct; scalars stay firstprivate. */
#include <stdio.h>
#include <openacc.h>

#define N 25000
static int a[N], b[N], c[N];
static double m[50][500];
struct pair { int x, y; };
static struct pair pr = {4, 9};
static unsigned int seed = 0xDEF9E5E8u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 9999u); b[i] = -1; c[i] = -1; }
    for (int i = 0; i < 50; i++) for (int j = 0; j < 500; j++) m[i][j] = -1.0;
    int k = 6;
#pragma acc enter data copyin(pr) create(m, c)
#pragma acc data copyin(a) copyout(b)
    {
        pr.x = 1000;                                   /* host only (separate memory) */
#pragma acc serial default(present)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) { b[i] = a[i] * k + pr.x; c[i] = a[i] - pr.y; }
#pragma acc loop
            for (int i = 0; i < 50; i++)
                for (int j = 0; j < 500; j++) m[i][j] = 0.25 * a[i * 500 + j];
        }
    }
#pragma acc exit data copyout(m, c) delete(pr)
    int ex = dev ? 4 : 1000;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 6 + ex) { printf("FAIL (default(present)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 6 + ex); return 1; }
        if (c[i] != a[i] - 9) { printf("FAIL (default(present)): c[%d] = %d, expected %d\n", i, c[i], a[i] - 9); return 1; }
    }
    for (int i = 0; i < 50; i++)
        for (int j = 0; j < 500; j++)
            if (m[i][j] != 0.25 * a[i * 500 + j]) { printf("FAIL (default(present)): m[%d][%d] = %g, expected %g\n", i, j, m[i][j], 0.25 * a[i * 500 + j]); return 1; }
    printf("PASS\n");
    return 0;
}
