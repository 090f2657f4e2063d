/* cg.h: the arrays of the program, defined in cg.c */
#include "npbparams.h"
#include "type.h"

#define NZ (NA * (NONZER + 1) * 2)

extern int colidx[NZ], rowstr[NA + 1];
extern double a[NZ], x[NA + 2], z[NA + 2], p[NA + 2], q[NA + 2], r[NA + 2];
extern int naa, nzz;

void makea(int n, int nonzer, unsigned long seed);
double conj_grad(int n, double *rnorm);
double host_cg(int niter, int n, const int *rs, const int *ci, const double *av);
