// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): atomic exotic.
#include "acc_testsuite.h"
typedef struct { int hits; double weight; } bucket_t;
int test1(){
    int err = 0; srand(SEED);
    int *a = (int*)malloc(n*sizeof(int));
    bucket_t bk[8]; bucket_t hb[8];
    for (int i = 0; i < 8; i++){ bk[i].hits = 0; bk[i].weight = 0; hb[i].hits = 0; hb[i].weight = 0; }
    unsigned int shl = 1, hshl = 1; int sub = 1000000, hsub = 1000000; int band = -1, hband = -1; int bxor = 0, hxor = 0;
    double dd = 1e6, hdd = 1e6;
    for (int x = 0; x < n; ++x){ a[x] = rand() % 64; hb[a[x]%8].hits++; hb[a[x]%8].weight += a[x]*0.25; hsub -= a[x]; hband &= ~(1 << (a[x]%16)) | 0xFFFF0000 ; hxor ^= a[x]; }
    for (int x = 0; x < 20; ++x) hshl = hshl << 1;
    hdd = 1e6; for (int x = 0; x < 40; ++x) hdd = hdd / 2.0;
    #pragma acc parallel loop copyin(a[0:n]) copy(bk[0:8], shl, sub, band, bxor, dd)
    for (int x = 0; x < n; ++x){
        int k = a[x] % 8;
        #pragma acc atomic update
        bk[k].hits = bk[k].hits + 1;
        #pragma acc atomic update
        bk[k].weight += a[x] * 0.25;
        #pragma acc atomic
        sub -= a[x];
        #pragma acc atomic
        band &= ~(1 << (a[x] % 16)) | 0xFFFF0000;
        #pragma acc atomic update
        bxor = a[x] ^ bxor;
        if (x < 20) {
            #pragma acc atomic update
            shl <<= 1;
        }
        if (x < 40) {
            #pragma acc atomic
            dd /= 2.0;
        }
    }
    for (int i = 0; i < 8; i++){ if (bk[i].hits != hb[i].hits) err++; if (fabs(bk[i].weight - hb[i].weight) > 1e-9) err++; }
    if (shl != hshl) { err++; printf("shl %u %u\n", shl, hshl); }
    if (sub != hsub) { err++; printf("sub\n"); }
    if (band != hband) { err++; printf("band %x %x\n", band, hband); }
    if (bxor != hxor) { err++; printf("xor\n"); }
    if (dd != hdd) { err++; printf("dd %g %g\n", dd, hdd); }
    free(a); return err;
}
int test2(){
    /* capture forms: v = x binop= e; v = ++x; {v = x; x = x*2;} {x--; v = x;} ; atomic in vector loop */
    int err = 0;
    long c1 = 0; int c2 = 0; float f = 0; int c3 = 0;
    long *o1 = (long*)malloc(n*sizeof(long)); int *o2 = (int*)malloc(n*sizeof(int)); int *o3 = (int*)malloc(n*sizeof(int));
    #pragma acc parallel copy(c1, c2, c3, f) copyout(o1[0:n], o2[0:n], o3[0:n])
    {
        #pragma acc loop gang
        for (int g = 0; g < n/100; ++g){
            #pragma acc loop vector
            for (int v = 0; v < 100; ++v){
                int x = g*100 + v;
                #pragma acc atomic capture
                o1[x] = c1 += 3;
                #pragma acc atomic capture
                o2[x] = c2 -= 1;
                #pragma acc atomic capture
                { o3[x] = c3; c3 = c3 + 1; }
                #pragma acc atomic update
                f += 1.0f;
            }
        }
    }
    if (c1 != 3L*n || c2 != -n || c3 != n || f != (float)n) { err++; printf("%ld %d %d %f\n", c1, c2, c3, f); }
    char *s1 = (char*)calloc(n+1,1), *s2 = (char*)calloc(n+1,1), *s3 = (char*)calloc(n+1, 1);
    for (int x = 0; x < n; ++x){
        long q = o1[x] / 3; if (o1[x] % 3 || q < 1 || q > n || s1[q]) err++; else s1[q] = 1;
        int r = -o2[x]; if (r < 1 || r > n || s2[r]) err++; else s2[r] = 1;
        if (o3[x] < 0 || o3[x] >= n || s3[o3[x]]) err++; else s3[o3[x]] = 1;
    }
    free(s1); free(s2); free(s3); free(o1); free(o2); free(o3);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
