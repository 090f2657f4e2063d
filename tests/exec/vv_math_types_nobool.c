// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): math types nobool.
#include "acc_testsuite.h"
typedef unsigned char flag_t;
int test1(){
    int err = 0; srand(SEED);
    float *fa = (float*)malloc(n*sizeof(float)), *fb = (float*)malloc(n*sizeof(float));
    double *da = (double*)malloc(n*sizeof(double)), *db = (double*)malloc(n*sizeof(double));
    for (int x = 0; x < n; ++x){ fa[x] = rand()/(float)RAND_MAX + 0.1f; da[x] = rand()/(double)RAND_MAX + 0.1; }
    #pragma acc parallel loop copyin(fa[0:n], da[0:n]) copyout(fb[0:n], db[0:n])
    for (int x = 0; x < n; ++x){
        fb[x] = sqrtf(fa[x]) + expf(fa[x]) + fabsf(-fa[x]) + powf(fa[x], 2.0f) + floorf(fa[x]*10.0f) + fminf(fa[x], 0.5f) + logf(fa[x]) + sinf(fa[x]);
        db[x] = sqrt(da[x]) + exp(da[x]) + fabs(-da[x]) + pow(da[x], 3.0) + ceil(da[x]*10) + fmax(da[x], 0.5) + log10(da[x]) + cos(da[x]) + atan2(da[x], 1.0) + (double)abs(-x) + (double)labs(-5L) + fmod(da[x], 0.3) + tanh(da[x]);
    }
    for (int x = 0; x < n; ++x){
        float fe = sqrtf(fa[x]) + expf(fa[x]) + fabsf(-fa[x]) + powf(fa[x], 2.0f) + floorf(fa[x]*10.0f) + fminf(fa[x], 0.5f) + logf(fa[x]) + sinf(fa[x]);
        double de = sqrt(da[x]) + exp(da[x]) + fabs(-da[x]) + pow(da[x], 3.0) + ceil(da[x]*10) + fmax(da[x], 0.5) + log10(da[x]) + cos(da[x]) + atan2(da[x], 1.0) + (double)abs(-x) + (double)labs(-5L) + fmod(da[x], 0.3) + tanh(da[x]);
        if (fabsf(fb[x] - fe) > 1e-4f * fabsf(fe)) err++;
        if (fabs(db[x] - de) > 1e-10 * fabs(de)) err++;
    }
    free(fa); free(fb); free(da); free(db); return err;
}
int test2(){
    int err = 0;
    char *c = (char*)malloc(n); short *s = (short*)malloc(n*sizeof(short)); unsigned char *u = (unsigned char*)malloc(n);
    flag_t *bl = (flag_t*)malloc(n*sizeof(flag_t)); long long *ll = (long long*)malloc(n*sizeof(long long));
    for (int x = 0; x < n; ++x){ c[x] = (char)(x % 100); s[x] = (short)(x % 30000); u[x] = (unsigned char)(x & 255); }
    #pragma acc parallel loop copy(c[0:n], s[0:n], u[0:n]) copyout(bl[0:n], ll[0:n])
    for (int x = 0; x < n; ++x){ c[x] += 1; s[x] = (short)(s[x] * 2); u[x] = (unsigned char)(u[x] + 200); bl[x] = (x % 3) == 0; ll[x] = (long long)x * 1000000007LL; }
    for (int x = 0; x < n; ++x){
        if (c[x] != (char)(x % 100 + 1)) err++;
        if (s[x] != (short)((x % 30000)*2)) err++;
        if (u[x] != (unsigned char)((x & 255) + 200)) err++;
        if (bl[x] != ((x % 3) == 0)) err++;
        if (ll[x] != (long long)x * 1000000007LL) err++;
    }
    /* reductions on char/short/float/long long/bool */
    long long lls = 0; short smax = -1; float fsum = 0.0f; flag_t any = 0; unsigned char uor = 0;
    #pragma acc parallel loop copyin(s[0:n], u[0:n], bl[0:n]) reduction(+:lls) reduction(max:smax) reduction(+:fsum) reduction(||:any) reduction(|:uor)
    for (int x = 0; x < n; ++x){ lls += (long long)s[x] * 100000LL; if (s[x] > smax) smax = s[x]; fsum += 0.5f; any = any || bl[x]; uor |= u[x]; }
    long long hl = 0; short hm = -1; unsigned char ho = 0; for (int x = 0; x < n; ++x){ hl += (long long)s[x]*100000LL; if (s[x] > hm) hm = s[x]; ho |= u[x]; }
    if (lls != hl) err++;
    if (smax != hm) err++;
    if (fsum != 0.5f * n) err++;
    if (!any) err++;
    if (uor != ho) err++;
    free(c); free(s); free(u); free(bl); free(ll); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
