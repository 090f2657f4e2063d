/* makea.c: a random sparse symmetric diagonally dominant matrix in CSR form */
#include <stdlib.h>
#include "cg.h"

static unsigned long state;

static double ranf(void)
{
    state = state * 6364136223846793005UL + 1442695040888963407UL;
    return (double)(state >> 11) * 0x1.0p-53;
}

void makea(int n, int nonzer, unsigned long seed)
{
    int i, k, nnz = 0;
    state = seed;
    /* row i: the diagonal and nonzer pairs (i, i+d), (i, i-d) of a banded pattern */
    for (i = 0; i < n; i ++) {
        rowstr[i] = nnz;
        for (k = -nonzer; k <= nonzer; k ++) {
            int j = i + k * 3;
            if (j < 0 || j >= n)
                continue;
            if (k == 0)
                a[nnz] = 2 * nonzer + SHIFT + ranf();
            else
                a[nnz] = -0.5 / (abs(k) + (double)((i + j) % 5));
            colidx[nnz] = j;
            nnz++;
        }
    }
    rowstr[n] = nnz;
    nzz = nnz;
}
