// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): kernels loop reduction.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    srand(SEED);
    real_t *a = (real_t *)malloc(n * sizeof(real_t));
    real_t *b = (real_t *)malloc(n * sizeof(real_t));
    real_t total = 10.0; real_t host_total = 10.0;
    for (int x = 0; x < n; ++x){ a[x] = rand() / (real_t)(RAND_MAX / 10); b[x] = rand() / (real_t)(RAND_MAX / 10);}
    #pragma acc kernels loop reduction(+:total) copyin(a[0:n], b[0:n])
    for (int x = 0; x < n; ++x){
        total += a[x] + b[x];
    }
    for (int x = 0; x < n; ++x) host_total += a[x] + b[x];
    if (fabs(total - host_total) > PRECISION * n * 10) { err++; printf("%g vs %g\n", total, host_total);}
    free(a); free(b);
    return err;
}
int test2(){
    int err = 0;
    srand(SEED);
    unsigned int *a = (unsigned int*)malloc(n*sizeof(unsigned int));
    unsigned int b_and = 0xFFFFFFFFu, b_or = 0, b_xor = 0, h_and = 0xFFFFFFFFu, h_or = 0, h_xor = 0;
    int mx = -100000, mn = 100000, hmx = -100000, hmn = 100000;
    long prodl = 1, hprod = 1;
    int land = 1, lor = 0, hland = 1, hlor = 0;
    for (int x = 0; x < n; ++x){
        a[x] = (unsigned)rand() | (1u << (x % 31));
        if (rand() % 2) a[x] |= 0x80000000u;
    }
    for (int x = 0; x < n; ++x){ h_and &= a[x]; h_or |= a[x]; h_xor ^= a[x];
        int v = (int)(a[x] % 20001) - 10000; if (v > hmx) hmx = v; if (v < hmn) hmn = v;
        if (x < 20) hprod *= (long)(a[x] % 3 + 1);
        hland = hland && (a[x] != 0); hlor = hlor || (a[x] == 7);}
    #pragma acc parallel loop copyin(a[0:n]) reduction(&:b_and) reduction(|:b_or) reduction(^:b_xor) reduction(max:mx) reduction(min:mn) reduction(&&:land) reduction(||:lor)
    for (int x = 0; x < n; ++x){
        b_and = b_and & a[x];
        b_or |= a[x];
        b_xor ^= a[x];
        int v = (int)(a[x] % 20001) - 10000;
        mx = (v > mx) ? v : mx;
        if (v < mn) mn = v;
        land = land && (a[x] != 0);
        lor = lor || (a[x] == 7);
    }
    #pragma acc parallel loop copyin(a[0:20]) reduction(*:prodl)
    for (int x = 0; x < 20; ++x) prodl *= (long)(a[x] % 3 + 1);
    if (b_and != h_and) { err++; printf("and %x %x\n", b_and, h_and); }
    if (b_or != h_or) { err++; printf("or\n"); }
    if (b_xor != h_xor) { err++; printf("xor\n"); }
    if (mx != hmx) { err++; printf("max %d %d\n", mx, hmx); }
    if (mn != hmn) { err++; printf("min\n"); }
    if (prodl != hprod) { err++; printf("prod %ld %ld\n", prodl, hprod); }
    if (land != hland || lor != hlor) { err++; printf("logic\n"); }
    free(a);
    return err;
}
int main(){
    int failcode = 0;
    int failed = 0;
    for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test1();
    if (failed) failcode += 1;
    failed = 0;
    for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test2();
    if (failed) failcode += 2;
    if (failcode) { printf("FAIL %d\n", failcode); return 1; }
    printf("PASS\n"); return 0;
}
