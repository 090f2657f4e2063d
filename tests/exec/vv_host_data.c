// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): host data.
#include "acc_testsuite.h"
static void scale_dev(real_t *d_a, int len){
    /* receives device pointer: use deviceptr */
    #pragma acc parallel loop deviceptr(d_a)
    for (int x = 0; x < len; ++x) d_a[x] *= 2;
}
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *h = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x){ a[x] = rand()/(real_t)RAND_MAX; h[x] = a[x]; }
    #pragma acc data copy(a[0:n])
    {
        #pragma acc host_data use_device(a)
        {
            scale_dev(a, n);
            if (acc_get_device_type() != acc_device_host && acc_is_present(a, sizeof(real_t))) { }
        }
    }
    for (int x = 0; x < n; ++x) if (fabs(a[x] - 2*h[x]) > PRECISION) err++;
    real_t *d = (real_t*)acc_malloc(n*sizeof(real_t));
    acc_memcpy_to_device(d, h, n*sizeof(real_t));
    scale_dev(d, n);
    acc_memcpy_from_device(a, d, n*sizeof(real_t));
    acc_free(d);
    for (int x = 0; x < n; ++x) if (fabs(a[x] - 2*h[x]) > PRECISION) err++;
    free(a); free(h); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
