// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): memcpy api.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)), *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x){ a[x] = x; b[x] = 0; }
    int *da = (int*)acc_copyin(a, n*sizeof(int));
    int *db = (int*)acc_create(b, n*sizeof(int));
    acc_memcpy_device(db, da, n*sizeof(int));
    acc_memcpy_from_device(b, db, n*sizeof(int)/2);
    for (int x = 0; x < n/2; ++x) if (b[x] != x) err++;
    for (int x = 0; x < n; ++x) a[x] = 7;
    acc_memcpy_to_device_async(da, a, n*sizeof(int), 2);
    acc_wait(2);
    acc_update_self(a, n*sizeof(int));
    for (int x = 0; x < n; ++x) if (a[x] != 7) err++;
    if (!acc_is_present(a + 10, 100*sizeof(int))) err++;
    if (acc_get_device_type() != acc_device_host && acc_is_present(a, (n+1)*sizeof(int))) err++;
    acc_update_device_async(b, n*sizeof(int), 3);
    acc_update_self_async(b, n*sizeof(int), 3);
    acc_wait_all();
    acc_delete(a, n*sizeof(int));
    acc_delete(b, n*sizeof(int));
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
