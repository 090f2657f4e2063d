// Regression hunt 2: nested data regions and enter/exit data: reference counts
// decide when data is copied out; if and if_present variants.
#include <stdio.h>
#include <openacc.h>
#define N 128
int main(void)
{
    static int a[N];
    int dev = 0, bad = 0, yes = 1, no = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host fallback");
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a)
#pragma acc data copy(a)
    {
#pragma acc data copy(a) if(yes)
        {
#pragma acc parallel loop present(a)
            for (int i = 0; i < N; i++) a[i] += 100;
        }
        /* still present (dynamic count 1): nothing copied back yet */
        if (dev && a[5] != 5) { printf("copied out too early: %d\n", a[5]); bad++; }
    }
    if (!acc_is_present(a, sizeof a)) { printf("a not present after data regions\n"); bad++; }
#pragma acc update self(a[0:N / 2]) if(yes)
#pragma acc update device(a[0:N]) if(no)
    if (a[5] != 105) { printf("update self: a[5] = %d\n", a[5]); bad++; }
#pragma acc exit data copyout(a)
#pragma acc update self(a) if_present
    if (acc_is_present(a, sizeof a) && dev) { printf("a still present\n"); bad++; }
    for (int i = 0; i < N; i++) if (a[i] != i + 100 && bad++ < 5) printf("a[%d] = %d\n", i, a[i]);
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
