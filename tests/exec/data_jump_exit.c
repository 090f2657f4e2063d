// return, break, continue and goto out of a data construct or a function-scope
// declare run the region's exit first: the data is copied out and not left present.
#include <stdio.h>
#include <openacc.h>

static double a[100];
static int dev;

static int f(int early)
{
#pragma acc data copy(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < 100; i++)
            a[i] += 1;
        if (early)
            return 7;
#pragma acc data copyin(early)
        {
            if (early == 0)
                return 8;
        }
    }
    return 9;
}

static int g(void)
{
    double b[10] = {0};
#pragma acc declare copy(b)
    for (int k = 0; k < 4; k++) {
#pragma acc data copy(a[0:10])
        {
#pragma acc parallel loop present(a[0:10])
            for (int i = 0; i < 10; i++)
                a[i] += 1;
            if (k == 1)
                continue;
            if (k == 2)
                break;
        }
    }
#pragma acc data copy(a[0:10])
    {
#pragma acc parallel loop present(a[0:10])
        for (int i = 0; i < 10; i++)
            a[i] *= 2;
        goto out;
    }
out:
    if (dev && acc_is_present(a, sizeof a))
        return -2;
#pragma acc parallel loop present(b)
    for (int i = 0; i < 10; i++)
        b[i] = i;
    if (dev && !acc_is_present(b, sizeof b))
        return -1;
    return 0;
}

int main(void)
{
    int bad = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host");
    if (f(1) != 7 || (dev && acc_is_present(a, sizeof a))) bad++;
    if (f(0) != 8 || (dev && acc_is_present(a, sizeof a))) bad++;
    for (int i = 0; i < 100; i++)
        if (a[i] != 2) {
            printf("a[%d] = %g, expected 2\n", i, a[i]);
            bad++;
            break;
        }
    if (g() != 0) bad++;
    for (int i = 0; i < 100; i++)
        if (a[i] != (i < 10 ? 2 * (2 + 3) : 2)) {
            printf("after g: a[%d] = %g, expected %d\n", i, a[i], i < 10 ? 10 : 2);
            bad++;
            break;
        }
    if (dev && acc_is_present(a, sizeof a)) bad++;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
