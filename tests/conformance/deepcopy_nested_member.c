/* Covers: deep copy of a pointer in a nested struct member (OpenACC 3.3 sec. 2.6.4, 2.7.2): with the outer struct present, `copyin(o.in.p[0:n])` attaches o.in.p inside the device copy of o; a kernel reads o.in.p[i] and writes o.out[i] (a fixed array member); the results come back with the struct and the host pointer is preserved. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 64
#define LEN 2000
struct inner { int n; double *p; };
struct outer { double scale; struct inner in; double out[N]; };
static unsigned int seed = 0xDEE9C0B5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    double *data = malloc(LEN * sizeof *data);
    for (int i = 0; i < LEN; i++) data[i] = (double)(xrand() % 10000u) / 8.0;
    struct outer o;
    o.scale = 0.5;
    o.in.n = LEN;
    o.in.p = data;
    for (int k = 0; k < N; k++) o.out[k] = -1.0;
#pragma acc enter data copyin(o)
#pragma acc enter data copyin(o.in.p[0:o.in.n])
#pragma acc parallel loop present(o)
    for (int k = 0; k < N; k++) {
        double t = 0.0;
        for (int i = k; i < o.in.n; i += N) t += o.in.p[i];
        o.out[k] = t * o.scale;
    }
#pragma acc exit data delete(o.in.p[0:o.in.n])
#pragma acc exit data copyout(o)
    if (o.in.p != data || o.in.n != LEN) { printf("FAIL: host o.in changed: p = %p (expected %p), n = %d\n", (void *)o.in.p, (void *)data, o.in.n); return 1; }
    for (int k = 0; k < N; k++) {
        double t = 0.0;
        for (int i = k; i < LEN; i += N) t += data[i];
        if (o.out[k] != t * 0.5) { printf("FAIL: o.out[%d] = %.17g, expected %.17g\n", k, o.out[k], t * 0.5); return 1; }
    }
    free(data);
    printf("PASS\n");
    return 0;
}
