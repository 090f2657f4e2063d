/* Covers: acc_is_present at the edges of mapped sections: the first and last byte, one past the end
   (absent, with 0 bytes too), a range running over the end or starting before the start (absent),
   0 bytes inside a section (present), and two adjacent
   sections (a range across both is not one present block's, so absent). Sizes vary by a seeded
   generator; the answers are checked against what the program mapped. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned seed = 12345u;
static unsigned next(void) { seed = seed * 1103515245u + 12345u; return (seed >> 8) & 0xffff; }

static int fails;
static void expect(const char *what, int got, int want)
{
    if ((got != 0) != want) {
        printf("FAIL: %s: acc_is_present gave %d, expected %s\n", what, got, want ? "nonzero" : "0");
        fails++;
    }
}

int main(void)
{
    /* no compute construct: the fake device (data semantics only) runs all of it */
    int dev = acc_get_device_type() != acc_device_host;
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int round = 0; round < 20; round++) {
        size_t n = 1 + next() % 5000, m = 1 + next() % 300;
        double *a = malloc((n + m) * sizeof *a);
        for (size_t i = 0; i < n + m; i++) a[i] = (double)i;
        size_t lo = next() % (n / 2 + 1), len = n - lo;     /* a[lo:len] ends at a[n] */
#pragma acc enter data copyin(a[lo:len])
        if (!dev) {     /* shared memory: everything is present */
            expect("host: past the end", acc_is_present(a + n, sizeof *a), 1);
        } else {
            expect("first element", acc_is_present(a + lo, sizeof *a), 1);
            expect("whole section", acc_is_present(a + lo, len * sizeof *a), 1);
            expect("last element", acc_is_present(a + n - 1, sizeof *a), 1);
            expect("last byte", acc_is_present((char *)(a + n) - 1, 1), 1);
            expect("0 bytes inside", acc_is_present(a + lo + len / 2, 0), 1);
            expect("0 bytes one past the end", acc_is_present(a + n, 0), 0);
            expect("one past the end", acc_is_present(a + n, sizeof *a), 0);
            expect("over the end", acc_is_present(a + n - 1, 2 * sizeof *a), 0);
            if (lo > 0) {
                expect("before the start", acc_is_present(a + lo - 1, sizeof *a), 0);
                expect("0 bytes before the start", acc_is_present(a + lo - 1, 0), 0);
                expect("from before the start", acc_is_present(a + lo - 1, 2 * sizeof *a), 0);
            }
            /* the neighbour a[n:m], mapped separately */
#pragma acc enter data copyin(a[n:m])
            expect("neighbour's first element", acc_is_present(a + n, sizeof *a), 1);
            expect("0 bytes at the neighbour", acc_is_present(a + n, 0), 1);
            expect("across both sections", acc_is_present(a + n - 1, 2 * sizeof *a), 0);
#pragma acc exit data delete(a[n:m])
            expect("neighbour deleted", acc_is_present(a + n, 0), 0);
        }
#pragma acc exit data copyout(a[lo:len])
        for (size_t i = 0; i < n + m; i++)
            if (a[i] != (double)i) { printf("FAIL: a[%zu] = %g after copyout\n", i, a[i]); return 1; }
        if (dev) expect("after exit data", acc_is_present(a + lo, sizeof *a), 0);
        free(a);
    }
    if (fails) { printf("FAIL: %d checks\n", fails); return 1; }
    printf("PASS\n");
    return 0;
}
