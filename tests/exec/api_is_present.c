/* Covers: acc_is_present on whole, interior and partially overlapping ranges, under data constructs, enter data and after exit. */
#include <stdio.h>
#include <openacc.h>

#define N 10000
static float a[N];
static float b[N];

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = (float)i; b[i] = 1.0f; }
    int bad = 0;
    if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: a present before any data construct\n"); return 1; }
#pragma acc data copyin(a[100:5000])
    {
        if (!acc_is_present(a + 100, sizeof(float) * 5000)) { printf("FAIL: exact range not present\n"); bad = 1; }
        if (!acc_is_present(a + 200, sizeof(float) * 10)) { printf("FAIL: interior range not present\n"); bad = 1; }
        if (!acc_is_present(a + 5099, sizeof(float))) { printf("FAIL: last element not present\n"); bad = 1; }
        if (dev && acc_is_present(a + 5000, sizeof(float) * 200)) { printf("FAIL: range crossing the end reported present\n"); bad = 1; }
        if (dev && acc_is_present(a + 99, sizeof(float))) { printf("FAIL: element before the range reported present\n"); bad = 1; }
        if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: whole array reported present\n"); bad = 1; }
        if (dev && acc_is_present(b, sizeof(b))) { printf("FAIL: b reported present\n"); bad = 1; }
    }
    if (bad) return 1;
    if (dev && acc_is_present(a + 100, sizeof(float) * 5000)) { printf("FAIL: still present after the data construct\n"); return 1; }
#pragma acc enter data create(b)
    if (!acc_is_present(b, sizeof(b))) { printf("FAIL: b not present after enter data\n"); return 1; }
#pragma acc exit data delete(b)
    if (dev && acc_is_present(b, sizeof(b))) { printf("FAIL: b present after exit data\n"); return 1; }
    printf("PASS\n");
    return 0;
}
