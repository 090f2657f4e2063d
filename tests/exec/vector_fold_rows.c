// Vector loops over sparse rows (CSR) under vector_length(32), run many times: the runtime's vector width search (gw_fold) runs the 32 lanes on 16, 8 or 4 threads, several rows a warp; every launch's result must equal the host's.
#include <stdio.h>
#include <stdlib.h>

#define ROWS 300000
#define REPS 8

int main(void)
{
    int *rowptr = malloc((ROWS + 1) * sizeof *rowptr);
    unsigned s = 12345u;
    rowptr[0] = 0;
    for (int i = 0; i < ROWS; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        rowptr[i + 1] = rowptr[i] + (int)(s % 41);     /* 0 to 40 entries a row */
    }
    int nnz = rowptr[ROWS];
    long *val = malloc((size_t)nnz * sizeof *val);
    double *dval = malloc((size_t)nnz * sizeof *dval);
    for (int k = 0; k < nnz; k++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        val[k] = (long)(s % 2001) - 1000;
        dval[k] = (double)((int)(s % 4096) - 2048) / 16.0;     /* exact in any order */
    }
    long *sum = malloc(ROWS * sizeof *sum), *mx = malloc(ROWS * sizeof *mx);
    double *dsum = malloc(ROWS * sizeof *dsum);
    int bad = 0;
#pragma acc data copyin(rowptr[0:ROWS+1], val[0:nnz], dval[0:nnz]) create(sum[0:ROWS], mx[0:ROWS], dsum[0:ROWS])
    for (int r = 0; r < REPS; r++) {
        long bias = r * 7;
#pragma acc parallel loop gang vector_length(32) present(rowptr[0:ROWS+1], val[0:nnz], dval[0:nnz], sum[0:ROWS], mx[0:ROWS], dsum[0:ROWS])
        for (int i = 0; i < ROWS; i++) {
            long t = bias, m = -100000;
            double d = 0.5;
            int kb = rowptr[i], ke = rowptr[i + 1];
#pragma acc loop vector reduction(+:t, d) reduction(max:m)
            for (int k = kb; k < ke; k++) {
                t += val[k];
                d += dval[k];
                m = val[k] > m ? val[k] : m;
            }
            sum[i] = t;
            mx[i] = m;
            dsum[i] = d;
        }
#pragma acc update self(sum[0:ROWS], mx[0:ROWS], dsum[0:ROWS])
        for (int i = 0; i < ROWS && bad < 5; i++) {
            long t = bias, m = -100000;
            double d = 0.5;
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
                t += val[k];
                d += dval[k];
                m = val[k] > m ? val[k] : m;
            }
            if (sum[i] != t || mx[i] != m || dsum[i] != d) {
                printf("rep %d row %d: sum %ld/%ld max %ld/%ld dsum %g/%g\n", r, i, sum[i], t, mx[i], m, dsum[i], d);
                bad++;
            }
        }
    }
    free(rowptr); free(val); free(dval); free(sum); free(mx); free(dsum);
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
