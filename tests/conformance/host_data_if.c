/* Covers: host_data construct + if clause (OpenACC 3.3 sec. 2.8.2): with a false condition the addresses are not replaced (the name is the host address); with a true condition it is the device address (acc_deviceptr). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 2000
static double a[N];

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = i * 0.5;
    double *q = malloc(N * sizeof *q);
    for (int i = 0; i < N; i++) q[i] = -i;
#pragma acc enter data copyin(a, q[0:N])
    void *dev_a = acc_deviceptr(a), *dev_q = acc_deviceptr(q);
    int no = (N < 0), yes = !no;
    void *fa = NULL, *fq = NULL, *ta = NULL, *tq = NULL;
#pragma acc host_data use_device(a, q) if(no)
    {
        fa = a;
        fq = q;
    }
#pragma acc host_data use_device(a, q) if(yes)
    {
        ta = a;
        tq = q;
    }
#pragma acc exit data delete(a, q[0:N])
    if (fa != (void *)a || fq != (void *)q) { printf("FAIL: if(false): a -> %p, q -> %p, expected the host addresses %p, %p\n", fa, fq, (void *)a, (void *)q); return 1; }
    if (ta != dev_a || tq != dev_q) { printf("FAIL: if(true): a -> %p, q -> %p, expected the device addresses %p, %p\n", ta, tq, dev_a, dev_q); return 1; }
    free(q);
    printf("PASS\n");
    return 0;
}
