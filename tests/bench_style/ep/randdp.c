/* randdp.c: the generator, called from the compute region (routine seq) */
#include "randdp.h"

#define A_MUL 6364136223846793005UL
#define C_ADD 1442695040888963407UL

#pragma acc routine seq
double randlc(unsigned long *x)
{
    *x = *x * A_MUL + C_ADD;
    return (double)(*x >> 11) * 0x1.0p-53;
}

#pragma acc routine seq
void vranlc(int n, unsigned long *x, double y[])
{
    unsigned long s = *x;
    int i;
    for (i = 0; i < n; i ++) {
        s = s * A_MUL + C_ADD;
        y[i] = (double)(s >> 11) * 0x1.0p-53;
    }
    *x = s;
}

/* x advanced by steps draws: the affine map raised to the power steps */
#pragma acc routine seq
unsigned long ranskip(unsigned long x, unsigned long steps)
{
    unsigned long am = A_MUL, ac = C_ADD, rm = 1, rc = 0;
    while (steps) {
        if (steps & 1) {
            rm = rm * am;
            rc = rc * am + ac;
        }
        ac = ac * (am + 1);
        am = am * am;
        steps >>= 1;
    }
    return x * rm + rc;
}
