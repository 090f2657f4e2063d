/* Covers: the shutdown directive + if clause (OpenACC 3.3 sec. 2.14.2): `shutdown if(false)` does nothing, so present data stays present and usable without any init; `shutdown if(true)` after the data is released, then init, works. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x5F5F5F5Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 10000u); a[i] = -1; }
    int no = (in[0] < 0), yes = !no;
#pragma acc enter data copyin(in) create(a)
#pragma acc shutdown if(no)
    if (!acc_is_present(in, sizeof in)) { printf("FAIL: data lost after shutdown if(false)\n"); return 1; }
#pragma acc parallel loop present(in, a)
    for (int i = 0; i < N; i++) a[i] = in[i] * 4;
#pragma acc exit data copyout(a) delete(in)
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 4) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 4); return 1; }
#pragma acc shutdown if(yes)
#pragma acc init
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] + 8;
    for (int i = 0; i < N; i++) if (a[i] != in[i] + 8) { printf("FAIL: after shutdown/init: a[%d] = %d, expected %d\n", i, a[i], in[i] + 8); return 1; }
    printf("PASS\n");
    return 0;
}
