// Leaving a data construct or a declare's block by return, break, continue,
// goto or a switch's break runs its exit: copyout copies the device values
// back and nothing stays present, innermost region first.  Checked on the
// fake device (separate memory, no kernels): the device copy is changed with
// acc_memcpy_to_device inside each region.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s
// CHECK: PASS

#include <stdio.h>
#include <string.h>
#include <openacc.h>

#define N 64
static int a[N], b[N], src[N];

/* the device copy of p[0:N] becomes src + k */
static void poke(int *p, int k)
{
    int t[N];
    for (int i = 0; i < N; i++) t[i] = src[i] + k;
    acc_memcpy_to_device(acc_deviceptr(p), t, sizeof t);
}

static int check(const int *p, int k, const char *what)
{
    int bad = acc_is_present((void *)p, sizeof(int) * N);
    if (bad) printf("%s: still present\n", what);
    for (int i = 0; i < N; i++)
        if (p[i] != src[i] + k) {
            printf("%s: [%d] = %d, expected %d\n", what, i, p[i], src[i] + k);
            return 1;
        }
    return bad;
}

static int ret_nested(int k)
{
#pragma acc data copy(a)
    {
#pragma acc data copy(b) copyin(src)
        {
            poke(a, k);
            poke(b, k + 1);
            if (k > 0)
                return k;
        }
    }
    return -1;
}

static int *prev;

static int declare_block(void)
{
    for (int r = 0; r < 3; r++) {
        int c[N];
        if (prev && acc_is_present(prev, sizeof c)) {
            printf("declare: still present in round %d\n", r);
            return 1;
        }
        memcpy(c, src, sizeof c);
#pragma acc declare copy(c)
        prev = c;
        poke(c, r);
        if (r == 1)
            continue;
        if (r == 2)
            goto done;
    }
    return 0;
done:
    return acc_is_present(prev, sizeof(int) * N) ? 1 : 5;
}

static int loop_and_switch(void)
{
    int bad = 0;
    for (int r = 0; r < 4; r++) {
#pragma acc data copy(a)
        {
            poke(a, 10 * r);
            switch (r) {
            case 0:
                break;          /* leaves only the switch */
            case 1:
                continue;
            default:
                if (r == 3) break;
                goto next;
            }
            poke(a, 10 * r + 1);
            if (r == 3)
                break;
        }
    next:
        bad += check(a, r == 0 || r == 3 ? 10 * r + 1 : 10 * r, "loop");
    }
    return bad;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) src[i] = (int)((i * 2654435761u) % 1000);
    if (ret_nested(3) != 3) bad++;
    bad += check(a, 3, "return a") + check(b, 4, "return b");
    if (acc_is_present(src, sizeof src)) { bad++; printf("src still present\n"); }
    if (declare_block() != 5) { bad++; printf("declare: wrong\n"); }
    bad += loop_and_switch();
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
