// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): reduction async.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) a[x] = (x % 17) * 0.5;
    real_t s1 = 0, s2 = 0;
    #pragma acc data copyin(a[0:n])
    {
        #pragma acc parallel loop reduction(+:s1) async(1)
        for (int x = 0; x < n; ++x) s1 += a[x];
        #pragma acc parallel loop reduction(+:s2) async(2)
        for (int x = 0; x < n; ++x) s2 += 2*a[x];
        #pragma acc wait
    }
    real_t h = 0; for (int x = 0; x < n; ++x) h += a[x];
    if (s1 != h || s2 != 2*h) { err++; printf("%g %g %g\n", s1, s2, h); }
    free(a); return err;
}
int test2(){
    /* many reduction vars, mixed types, one loop */
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = (x * 7919) % 1000 - 500;
    int isum = 0; long lmin = 1L << 40; double dmax = -1e300; float fsum = 0; unsigned uxor = 0; int cnt_pos = 0; long long prod = 1;
    #pragma acc parallel loop copyin(a[0:n]) reduction(+:isum, fsum, cnt_pos) reduction(min:lmin) reduction(max:dmax) reduction(^:uxor) reduction(*:prod)
    for (int x = 0; x < n; ++x){
        isum += a[x];
        if (a[x] < lmin) lmin = a[x];
        dmax = fmax(dmax, (double)a[x] * 1.5);
        fsum += 1.0f;
        uxor ^= (unsigned)a[x];
        if (a[x] > 0) cnt_pos++;
        if (x % 1000 == 0) prod *= 2;
    }
    int hs = 0; long hmin = 1L << 40; double hmax = -1e300; unsigned hx = 0; int hc = 0;
    for (int x = 0; x < n; ++x){ hs += a[x]; if (a[x] < hmin) hmin = a[x]; hmax = fmax(hmax, a[x]*1.5); hx ^= (unsigned)a[x]; if (a[x] > 0) hc++; }
    if (isum != hs || lmin != hmin || dmax != hmax || fsum != (float)n || uxor != hx || cnt_pos != hc || prod != (1LL << ((n + 999)/1000))) { err++; printf("%d/%d %ld/%ld %g/%g %g %u/%u %d/%d %lld\n", isum, hs, lmin, hmin, dmax, hmax, fsum, uxor, hx, cnt_pos, hc, prod); }
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
