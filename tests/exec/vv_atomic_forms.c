// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): atomic forms.
#include "acc_testsuite.h"
int test_update(){
    int err = 0; srand(SEED);
    int *a = (int*)malloc(n*sizeof(int));
    int hist[10] = {0}, h[10] = {0};
    double dsum = 0.0, hd = 0.0;
    for (int x = 0; x < n; ++x){ a[x] = rand() % 1000; h[a[x] % 10]++; hd += a[x] * 0.5; }
    #pragma acc parallel loop copyin(a[0:n]) copy(hist[0:10], dsum)
    for (int x = 0; x < n; ++x){
        #pragma acc atomic
        hist[a[x] % 10] += 1;
        #pragma acc atomic update
        dsum += a[x] * 0.5;
    }
    for (int x = 0; x < 10; ++x) if (hist[x] != h[x]) err++;
    if (fabs(dsum - hd) > 1e-6) err++;
    free(a); return err;
}
int test_capture(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t));
    real_t *b = (real_t*)malloc(n*sizeof(real_t));
    real_t *c = (real_t*)malloc(n*sizeof(real_t));
    real_t totals[10];
    for (int x = 0; x < n; ++x){ a[x] = rand() / (real_t)(RAND_MAX/10); b[x] = rand() / (real_t)(RAND_MAX/10); c[x] = 0; }
    for (int x = 0; x < 10; ++x) totals[x] = 0;
    #pragma acc data copyin(a[0:n], b[0:n]) copy(totals[0:10]) copyout(c[0:n])
    {
        #pragma acc parallel loop
        for (int x = 0; x < n; ++x){
            #pragma acc atomic capture
            {
                totals[x % 10] += a[x] + b[x];
                c[x] = totals[x % 10];
            }
        }
    }
    real_t ht[10] = {0};
    for (int x = 0; x < n; ++x) ht[x%10] += a[x] + b[x];
    for (int x = 0; x < 10; ++x) if (fabs(ht[x] - totals[x]) > 1e-6) err++;
    /* every c value must be a prefix partial sum: check max equals total */
    for (int x = 0; x < 10; ++x){ real_t mx = 0; for (int y = x; y < n; y += 10) if (c[y] > mx) mx = c[y]; if (fabs(mx - totals[x]) > 1e-6) err++; }
    free(a); free(b); free(c); return err;
}
int test_read_write(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)); int *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 0; x < n; ++x){
        int t;
        #pragma acc atomic read
        t = a[x];
        #pragma acc atomic write
        b[x] = t * 2;
    }
    for (int x = 0; x < n; ++x) if (b[x] != 2*x) err++;
    free(a); free(b); return err;
}
int test_capture_forms(){
    int err = 0;
    int cnt = 0; unsigned int *slot = (unsigned int*)malloc(n*sizeof(unsigned int));
    int cnt2 = 0; int *s2 = (int*)malloc(n*sizeof(int));
    long lmax = 0; float fprod = 1.0f;
    #pragma acc parallel loop copy(cnt, cnt2, lmax, fprod) copyout(slot[0:n], s2[0:n])
    for (int x = 0; x < n; ++x){
        int old;
        #pragma acc atomic capture
        old = cnt++;
        slot[x] = old;
        #pragma acc atomic capture
        { cnt2 += 2; s2[x] = cnt2; }
        #pragma acc atomic update
        lmax = lmax + 1;
        #pragma acc atomic
        fprod *= 1.0f;
    }
    if (cnt != n || cnt2 != 2*n) err++;
    if (lmax != n) { err++; printf("lmax %ld\n", lmax); }
    char *seen = (char*)calloc(n,1);
    for (int x = 0; x < n; ++x){ if (slot[x] >= n || seen[slot[x]]) err++; else seen[slot[x]] = 1; }
    free(seen); free(slot); free(s2);
    return err;
}
int main(){
    int failcode = 0;
    for (int x = 0; x < NUM_TEST_CALLS; ++x) {
        if (test_update()) failcode |= 1;
        if (test_capture()) failcode |= 2;
        if (test_read_write()) failcode |= 4;
        if (test_capture_forms()) failcode |= 8;
    }
    if (failcode) { printf("FAIL %d\n", failcode); return 1; }
    printf("PASS\n"); return 0;
}
