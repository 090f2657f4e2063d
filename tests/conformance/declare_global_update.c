/* Covers: update directives on globals in a file-scope declare (OpenACC 3.3 sec. 2.13, 2.14.4): a declared global array and struct are modified on the host and on the device several times; update device / update self (whole and subarray) keep the two copies in step, and functions called from main use the globals in compute constructs without data clauses. */
#include <stdio.h>
#include <openacc.h>

#define N 3000
struct params { int mul; int add; };
int gv[N];
struct params gp;
#pragma acc declare create(gv, gp)

static int ref[N];
static unsigned int seed = 0x6100BA15u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void step(void)
{
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        gv[i] = gv[i] * gp.mul + gp.add;
}

int main(void)
{
    for (int i = 0; i < N; i++) gv[i] = ref[i] = (int)(xrand() % 100u);
    gp.mul = 2; gp.add = 1;
#pragma acc update device(gv, gp)
    step();
    for (int i = 0; i < N; i++) ref[i] = ref[i] * 2 + 1;
    gp.mul = 3; gp.add = -4;
#pragma acc update device(gp)
    step();
    for (int i = 0; i < N; i++) ref[i] = ref[i] * 3 - 4;
#pragma acc update self(gv[0:N/2])
    for (int i = 0; i < N / 2; i++) if (gv[i] != ref[i]) { printf("FAIL: gv[%d] = %d, expected %d\n", i, gv[i], ref[i]); return 1; }
    /* host edits the first half and sends it back */
    for (int i = 0; i < N / 2; i++) { gv[i] = -gv[i]; ref[i] = -ref[i]; }
#pragma acc update device(gv[0:N/2])
    gp.mul = 1; gp.add = 10;
#pragma acc update device(gp)
    step();
    for (int i = 0; i < N; i++) ref[i] += 10;
#pragma acc update self(gv)
    for (int i = 0; i < N; i++) if (gv[i] != ref[i]) { printf("FAIL: gv[%d] = %d, expected %d\n", i, gv[i], ref[i]); return 1; }
    printf("PASS\n");
    return 0;
}
