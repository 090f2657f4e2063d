/* Covers: enter data + if clause (OpenACC 3.3 sec. 2.6.6 "if clause"): with a false condition no device memory is allocated and nothing is copied (acc_is_present stays false with separate memory); with a true condition the data is copied in. */
#include <stdio.h>
#include <openacc.h>

#define N 3000
static int a[N], b[N];
static unsigned int seed = 0x1F0E1F0Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u) + 5; b[i] = -1; }
    int no = (a[0] < 0), yes = !no;          /* run-time conditions */
#pragma acc enter data copyin(a) if(no)
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: enter data if(false) made a present\n"); return 1; }
#pragma acc enter data copyin(a) if(yes)
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: enter data if(true) did not make a present\n"); return 1; }
#pragma acc enter data create(b) if(0)
    if (dev && acc_is_present(b, sizeof b)) { printf("FAIL: enter data create if(0) made b present\n"); return 1; }
#pragma acc parallel loop present(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 7;
#pragma acc exit data delete(a)
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a still present: if(false) must not have incremented the count\n"); return 1; }
    for (int i = 0; i < N; i++) if (b[i] != a[i] * 7) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] * 7); return 1; }
    printf("PASS\n");
    return 0;
}
