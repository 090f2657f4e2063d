/* globals.c: the definitions of the arrays applu.incl declares */
#include "applu.incl"

double u[ISIZ3][ISIZ2][ISIZ1 + 1][5];
double rsd[ISIZ3][ISIZ2][ISIZ1 + 1][5];
double frct[ISIZ3][ISIZ2][ISIZ1 + 1][5];
double ce[5][13];
int nx, ny, nz, itmax;
double dt, omega, tolrsd[5];
logical timeron;
