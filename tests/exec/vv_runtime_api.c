// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): runtime api.
#include "acc_testsuite.h"
#include <string.h>
int test1(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)), *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x){ a[x] = x; b[x] = 0; }
    acc_copyin(a, n*sizeof(int));
    acc_create(b, n*sizeof(int));
    if (!acc_is_present(a, n*sizeof(int))) err++;
    #pragma acc parallel loop present(a[0:n], b[0:n])
    for (int x = 0; x < n; ++x) b[x] = a[x] * 3;
    acc_copyout(b, n*sizeof(int));
    acc_delete(a, n*sizeof(int));
    for (int x = 0; x < n; ++x) if (b[x] != 3*x) err++;
    /* acc_update_* */
    acc_copyin(a, n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = -x;
    acc_update_device(a, n*sizeof(int));
    #pragma acc parallel loop present(a[0:n])
    for (int x = 0; x < n; ++x) a[x] -= 1;
    acc_update_self(a, n*sizeof(int));
    for (int x = 0; x < n; ++x) if (a[x] != -x - 1) err++;
    int *d = (int*)acc_deviceptr(a);
    if (d == NULL) err++;
    if (acc_hostptr(d) != a) err++;
    acc_copyout_finalize(a, n*sizeof(int));
    /* acc_copyin_async etc */
    acc_copyin_async(a, n*sizeof(int), 1);
    acc_create_async(b, n*sizeof(int), 2);
    acc_wait(1); acc_wait(2);
    #pragma acc parallel loop present(a[0:n], b[0:n]) async(1)
    for (int x = 0; x < n; ++x) b[x] = a[x] + 10;
    acc_copyout_async(b, n*sizeof(int), 1);
    acc_delete_async(a, n*sizeof(int), 1);
    acc_wait_all();
    for (int x = 0; x < n; ++x) if (b[x] != -x - 1 + 10) err++;
    if (acc_get_num_devices(acc_device_host) < 1) err++;
    int dn = acc_get_device_num(acc_get_device_type());
    if (dn < 0) err++;
    free(a); free(b); return err;
}
int test2(){
    int err = 0;
    real_t *h = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) h[x] = x;
    real_t *d = (real_t*)acc_malloc(n*sizeof(real_t));
    acc_map_data(h, d, n*sizeof(real_t));
    acc_update_device(h, n*sizeof(real_t));
    #pragma acc parallel loop present(h[0:n])
    for (int x = 0; x < n; ++x) h[x] += 0.5;
    acc_update_self(h, n*sizeof(real_t));
    acc_unmap_data(h);
    acc_free(d);
    for (int x = 0; x < n; ++x) if (h[x] != x + 0.5) err++;
    free(h); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
