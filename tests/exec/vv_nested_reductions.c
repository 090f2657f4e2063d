// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): nested reductions.
#include "acc_testsuite.h"
#define R 200
#define C 300
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(R*C*sizeof(real_t));
    real_t *rs = (real_t*)malloc(R*sizeof(real_t));
    real_t total = 0.0;
    for (int x = 0; x < R*C; ++x) a[x] = rand()/(real_t)RAND_MAX;
    #pragma acc parallel loop gang reduction(+:total) copyin(a[0:R*C]) copyout(rs[0:R])
    for (int i = 0; i < R; ++i){
        real_t row = 0.0;
        #pragma acc loop vector reduction(+:row)
        for (int j = 0; j < C; ++j) row += a[i*C + j];
        rs[i] = row;
        total += row;
    }
    real_t ht = 0;
    for (int i = 0; i < R; ++i){ real_t row = 0; for (int j = 0; j < C; ++j) row += a[i*C+j]; if (fabs(row - rs[i]) > 1e-9) { err++; if (err < 3) printf("row %d %.17g %.17g\n", i, rs[i], row); } ht += row; }
    if (fabs(ht - total) > 1e-7) { err++; printf("total %g %g\n", total, ht); }
    /* worker reduction */
    real_t mx = -1;
    #pragma acc parallel loop gang worker reduction(max:mx) copyin(a[0:R*C])
    for (int i = 0; i < R; ++i){
        real_t m = -1;
        #pragma acc loop vector reduction(max:m)
        for (int j = 0; j < C; ++j) m = fmax(m, a[i*C+j]);
        mx = fmax(mx, m);
    }
    real_t hm = -1; for (int x = 0; x < R*C; ++x) hm = fmax(hm, a[x]);
    if (mx != hm) { err++; printf("mx %g %g\n", mx, hm); }
    /* reduction on collapse */
    int cnt = 0;
    #pragma acc parallel loop collapse(2) reduction(+:cnt) copyin(a[0:R*C])
    for (int i = 0; i < R; ++i) for (int j = 0; j < C; ++j) if (a[i*C+j] > 0.5) cnt++;
    int hc = 0; for (int x = 0; x < R*C; ++x) if (a[x] > 0.5) hc++;
    if (cnt != hc) { err++; printf("cnt %d %d\n", cnt, hc); }
    free(a); free(rs); return err;
}
int test2(){
    /* reduction in parallel construct without loop + loop inside */
    int err = 0;
    float fs = 0.0f; int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x % 7;
    #pragma acc parallel copyin(a[0:n]) reduction(+:fs)
    {
        #pragma acc loop reduction(+:fs)
        for (int x = 0; x < n; ++x) fs += (float)a[x];
    }
    float hs = 0; for (int x = 0; x < n; ++x) hs += (float)a[x];
    if (fabs(fs - hs) > 1.0) { err++; printf("fs %f %f\n", fs, hs); }
    /* reduction with worker+vector in nested loops, int min */
    int mn = 1 << 30;
    #pragma acc parallel num_gangs(4) num_workers(4) vector_length(32) copyin(a[0:n])
    {
        #pragma acc loop gang worker vector reduction(min:mn)
        for (int x = 0; x < n; ++x) if (a[x] + x/1000 < mn) mn = a[x] + x/1000;
    }
    if (mn != 0) err++;
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
