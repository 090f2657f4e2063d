/* randdp.h: a 64-bit linear congruential generator with jump-ahead */
#ifndef RANDDP_H
#define RANDDP_H
#pragma acc routine seq
double randlc(unsigned long *x);
#pragma acc routine seq
void vranlc(int n, unsigned long *x, double y[]);
#pragma acc routine seq
unsigned long ranskip(unsigned long x, unsigned long steps);
#endif
