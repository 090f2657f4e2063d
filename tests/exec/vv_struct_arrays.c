// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): struct arrays.
#include "acc_testsuite.h"
typedef struct point { real_t x, y, z; } point_t;
struct params { int count; real_t w[3]; };
int test1(){
    int err = 0; srand(SEED);
    point_t *pts = (point_t*)malloc(n*sizeof(point_t));
    real_t *d = (real_t*)malloc(n*sizeof(real_t));
    struct params p; p.count = n; p.w[0] = 1.0; p.w[1] = 2.0; p.w[2] = 3.0;
    for (int i = 0; i < n; ++i){ pts[i].x = rand()/(real_t)RAND_MAX; pts[i].y = rand()/(real_t)RAND_MAX; pts[i].z = rand()/(real_t)RAND_MAX; }
    #pragma acc parallel loop copyin(pts[0:n]) copyout(d[0:n]) firstprivate(p)
    for (int i = 0; i < p.count; ++i){
        point_t q = pts[i];
        d[i] = p.w[0]*q.x + p.w[1]*q.y + p.w[2]*q.z;
    }
    for (int i = 0; i < n; ++i) if (fabs(d[i] - (pts[i].x + 2*pts[i].y + 3*pts[i].z)) > PRECISION) err++;
    #pragma acc parallel loop copy(pts[0:n])
    for (int i = 0; i < n; ++i){ pts[i].x += 1; pts[i].z = pts[i].y; }
    for (int i = 0; i < n; ++i) if (pts[i].z != pts[i].y) err++;
    free(pts); free(d); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
