// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): enter exit data.
#include "acc_testsuite.h"
static real_t *ga;
static real_t *gb;
void setup(int len){
    ga = (real_t*)malloc(len*sizeof(real_t));
    gb = (real_t*)malloc(len*sizeof(real_t));
    for (int x = 0; x < len; ++x) { ga[x] = rand() / (real_t)RAND_MAX; gb[x] = 0; }
    #pragma acc enter data copyin(ga[0:len]) create(gb[0:len])
}
void compute(int len){
    #pragma acc parallel loop present(ga[0:len], gb[0:len])
    for (int x = 0; x < len; ++x) gb[x] = ga[x] * ga[x];
}
void teardown(int len){
    #pragma acc exit data copyout(gb[0:len]) delete(ga[0:len])
}
int test1(){
    int err = 0; srand(SEED);
    setup(n);
    compute(n);
    teardown(n);
    for (int x = 0; x < n; ++x) if (fabs(gb[x] - ga[x]*ga[x]) > PRECISION) err++;
    if (acc_get_device_type() != acc_device_host && acc_is_present(ga, n*sizeof(real_t))) err++;
    free(ga); free(gb);
    return err;
}
int test2(){
    /* reference counting: copyin twice, exit once -> still present */
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc enter data copyin(a[0:n])
    #pragma acc enter data copyin(a[0:n])
    #pragma acc parallel loop present(a[0:n])
    for (int x = 0; x < n; ++x) a[x] += 1;
    #pragma acc exit data copyout(a[0:n])
    if (acc_get_device_type() != acc_device_host) {
        if (a[5] != 5) { err++; printf("copied too early\n"); }
        if (!acc_is_present(a, n*sizeof(int))) err++;
    }
    #pragma acc exit data copyout(a[0:n])
    for (int x = 0; x < n; ++x) if (a[x] != x + 1) err++;
    /* finalize */
    #pragma acc enter data copyin(a[0:n])
    #pragma acc enter data copyin(a[0:n])
    #pragma acc exit data delete(a[0:n]) finalize
    if (acc_get_device_type() != acc_device_host && acc_is_present(a, n*sizeof(int))) err++;
    free(a);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
