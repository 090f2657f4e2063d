/* tables.c: defines coef (declare create in tables.h) and a routine using it. */
#include "tables.h"

double coef[NT];

double apply(double x, int k) { return coef[k % NT] * x; }

void set_coef(unsigned seed)
{
    for (int i = 0; i < NT; i++) {
        seed = seed * 1664525u + 1013904223u;
        coef[i] = (double)(seed >> 24) / 8.0;
    }
#pragma acc update device(coef)
}
