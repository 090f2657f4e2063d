/* spmv_cg_repro.c: bench/acc/spmv_cg.c unchanged but for one line, the result's
 * bits printed as VALUE, so that tools/run-gpu.sh can compare runs (built with
 * and without --reproducible-reductions). */
/* spmv_cg (OpenACC): 25 iterations of unpreconditioned conjugate gradient
 * (NPB-CG-like) on a random sparse symmetric, strictly diagonally dominant
 * CSR matrix, double, n = 2^21 rows. Each row i gets 7 + (i&1) random
 * off-diagonal entries (i,j) mirrored as (j,i) plus a diagonal, so
 * nnz = 16n = 33,554,432 (16 per row on average). Column indices int32.
 * Gang/vector spmv (one row per gang, vector reduction over the row) and
 * dot products as OpenACC reductions whose results return to the host.
 * Timed region: x=0, r=p=b, rr=r.r, then 25 x
 *   q=A*p; pq=p.q; alpha=rr/pq; x+=alpha*p, r-=alpha*q; rrn=r.r; p=r+(rrn/rr)*p
 * after an untimed warm-up (one spmv + one dot).
 *
 * Minimum traffic, kernel sequence as written (each kernel touches each
 * operand once; the x gather in spmv counted once, 8n):
 *   per iteration: spmv 12*nnz + 4(n+1) + 8n (p) + 8n (q)
 *                  + p.q 16n + x/r update 48n + r.r 8n + p update 24n
 *                = 12*nnz + 116n (+4) = 645,922,820 B
 *   init: 32n + 8n = 40n. Total = 25*(12*nnz+116n+4) + 40n = 16,231,956,580 B (16.23 GB).
 * Flops per iteration: 2*nnz + 10n = 88,080,384; 25 iters = 2.20 GFLOP.
 * ms = wall time of the timed region; metric = bytes above / time, GB/s.
 * Check: full CG recomputed on the host (same algorithm, serial); final
 * sqrt(rr) and sum(x) must agree to 1e-6 relative, and the true residual
 * ||b - A x|| must agree with sqrt(rr) to 1e-3 relative.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <math.h>

#define NROWS (1 << 21)
#define ITERS 25

#ifdef _OPENACC
#define IMPL "acc"
#else
#define IMPL "cpu"
#endif

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static unsigned hash2(unsigned a, unsigned b)
{
    unsigned x = a * 0x9e3779b1U ^ (b + 0x7f4a7c15U) * 0x85ebca6bU;
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return x;
}

static void build_matrix(int n, int **rowptr_, int **col_, double **val_, int *nnz_)
{
    int *cnt = calloc((size_t)n + 1, sizeof(int));
    for (int i = 0; i < n; i++) {
        int deg = 7 + (i & 1);
        cnt[i] += 1 + deg;
        for (int k = 0; k < deg; k++) {
            int j = (int)(hash2((unsigned)i, (unsigned)k) % (unsigned)n);
            if (j == i) j = (j + 1) % n;
            cnt[j]++;
        }
    }
    int *rowptr = malloc(((size_t)n + 1) * sizeof(int));
    rowptr[0] = 0;
    for (int i = 0; i < n; i++) rowptr[i + 1] = rowptr[i] + cnt[i];
    int nnz = rowptr[n];
    int *col = malloc((size_t)nnz * sizeof(int));
    double *val = malloc((size_t)nnz * sizeof(double));
    double *dsum = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++) cnt[i] = rowptr[i] + 1;   /* slot rowptr[i] = diagonal */
    for (int i = 0; i < n; i++) {
        int deg = 7 + (i & 1);
        for (int k = 0; k < deg; k++) {
            unsigned h = hash2((unsigned)i, (unsigned)k);
            int j = (int)(h % (unsigned)n);
            if (j == i) j = (j + 1) % n;
            double v = -(0.1 + 0.9 * (double)(hash2(h, 12345u) >> 8) / 16777216.0);
            col[cnt[i]] = j; val[cnt[i]++] = v;
            col[cnt[j]] = i; val[cnt[j]++] = v;
            dsum[i] -= v; dsum[j] -= v;
        }
    }
    for (int i = 0; i < n; i++) { col[rowptr[i]] = i; val[rowptr[i]] = dsum[i] + 1.0; }
    free(cnt); free(dsum);
    *rowptr_ = rowptr; *col_ = col; *val_ = val; *nnz_ = nnz;
}

static void spmv_host(int n, const int *rowptr, const int *col, const double *val,
                      const double *x, double *y)
{
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
        y[i] = s;
    }
}

/* plain serial CG, same algorithm, for the check */
static double cg_host(int n, const int *rowptr, const int *col, const double *val,
                      const double *b, double *x)
{
    double *r = malloc((size_t)n * sizeof(double)), *p = malloc((size_t)n * sizeof(double));
    double *q = malloc((size_t)n * sizeof(double));
    double rr = 0.0;
    for (int i = 0; i < n; i++) { x[i] = 0.0; r[i] = b[i]; p[i] = b[i]; rr += r[i] * r[i]; }
    for (int it = 0; it < ITERS; it++) {
        spmv_host(n, rowptr, col, val, p, q);
        double pq = 0.0;
        for (int i = 0; i < n; i++) pq += p[i] * q[i];
        double alpha = rr / pq;
        for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
        double rrn = 0.0;
        for (int i = 0; i < n; i++) rrn += r[i] * r[i];
        double beta = rrn / rr;
        rr = rrn;
        for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
    }
    free(r); free(p); free(q);
    return rr;
}

int main(void)
{
    const int n = NROWS;
    int *rowptr, *col, nnz;
    double *val;
    build_matrix(n, &rowptr, &col, &val, &nnz);
    double *b = malloc((size_t)n * sizeof(double)), *x = malloc((size_t)n * sizeof(double));
    double *r = malloc((size_t)n * sizeof(double)), *p = malloc((size_t)n * sizeof(double));
    double *q = malloc((size_t)n * sizeof(double));
    for (int i = 0; i < n; i++) b[i] = 1.0 + 0.1 * (double)(i % 7);

    double t0, t1, rr = 0.0, pq, warm = 0.0;
#pragma acc data copyin(rowptr[0:n+1], col[0:nnz], val[0:nnz], b[0:n]) create(r[0:n], p[0:n], q[0:n]) copyout(x[0:n])
    {
        /* warm-up: p = b; q = A*p; warm = p.q */
#pragma acc parallel loop gang vector present(p[0:n], b[0:n])
        for (int i = 0; i < n; i++) p[i] = b[i];
#pragma acc parallel loop gang vector_length(32) present(rowptr[0:n+1], col[0:nnz], val[0:nnz], p[0:n], q[0:n])
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            int kb = rowptr[i], ke = rowptr[i + 1];
#pragma acc loop vector reduction(+:s)
            for (int k = kb; k < ke; k++) s += val[k] * p[col[k]];
            q[i] = s;
        }
#pragma acc parallel loop gang vector reduction(+:warm) present(p[0:n], q[0:n])
        for (int i = 0; i < n; i++) warm += p[i] * q[i];

        t0 = now_ms();
#pragma acc parallel loop gang vector present(x[0:n], r[0:n], p[0:n], b[0:n])
        for (int i = 0; i < n; i++) { x[i] = 0.0; r[i] = b[i]; p[i] = b[i]; }
        rr = 0.0;
#pragma acc parallel loop gang vector reduction(+:rr) present(r[0:n])
        for (int i = 0; i < n; i++) rr += r[i] * r[i];

        for (int it = 0; it < ITERS; it++) {
#pragma acc parallel loop gang vector_length(32) present(rowptr[0:n+1], col[0:nnz], val[0:nnz], p[0:n], q[0:n])
            for (int i = 0; i < n; i++) {
                double s = 0.0;
                int kb = rowptr[i], ke = rowptr[i + 1];
#pragma acc loop vector reduction(+:s)
                for (int k = kb; k < ke; k++) s += val[k] * p[col[k]];
                q[i] = s;
            }
            pq = 0.0;
#pragma acc parallel loop gang vector reduction(+:pq) present(p[0:n], q[0:n])
            for (int i = 0; i < n; i++) pq += p[i] * q[i];
            double alpha = rr / pq;
#pragma acc parallel loop gang vector present(x[0:n], r[0:n], p[0:n], q[0:n])
            for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
            double rrn = 0.0;
#pragma acc parallel loop gang vector reduction(+:rrn) present(r[0:n])
            for (int i = 0; i < n; i++) rrn += r[i] * r[i];
            double beta = rrn / rr;
            rr = rrn;
#pragma acc parallel loop gang vector present(r[0:n], p[0:n])
            for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
        }
        t1 = now_ms();
    }

    /* checks */
    double *xh = malloc((size_t)n * sizeof(double));
    double rrh = cg_host(n, rowptr, col, val, b, xh);
    spmv_host(n, rowptr, col, val, x, q);
    double tres = 0.0, sx = 0.0, sxh = 0.0;
    for (int i = 0; i < n; i++) { double d = b[i] - q[i]; tres += d * d; sx += x[i]; sxh += xh[i]; }
    double rn = sqrt(rr), rnh = sqrt(rrh), tr = sqrt(tres);
    int ok = isfinite(rn) && fabs(rn - rnh) <= 1e-6 * rnh && fabs(sx - sxh) <= 1e-6 * fabs(sxh)
             && fabs(tr - rn) <= 1e-3 * rn && warm > 0.0;
    if (!ok) fprintf(stderr, "spmv_cg: |r| %.10e host %.10e true %.10e sum(x) %.12e host %.12e\n",
                     rn, rnh, tr, sx, sxh);

    double ms = t1 - t0;
    double bytes = (double)ITERS * (12.0 * nnz + 116.0 * n + 4.0) + 40.0 * n;
    double gbs = bytes / (ms * 1e-3) / 1e9;
    printf("RESULT name=spmv_cg impl=%s ms=%.3f metric=%.2fGB/s check=%s\n",
           IMPL, ms, gbs, ok ? "PASS" : "FAIL");
    printf("VALUE spmv_cg rr %a sum(x) %a\n", rr, sx);
    free(rowptr); free(col); free(val); free(b); free(x); free(r); free(p); free(q); free(xh);
    return 0;
}
