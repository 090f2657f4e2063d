/* graph_replay: a time loop of small synchronous regions, which the runtime
 * launches as CUDA graphs once the sequence repeats (docs/async-plan.md
 * 4.3): a Jacobi sweep whose pointers swap every step, an independent
 * update, regions that depend on both, an update self in the middle of some
 * steps (it must see every kernel before it), a reduction every 50 steps
 * (never recorded) and a step now and then with one more region (the
 * sequence breaks).  Each against the same loop on the host, bit for bit:
 * no product that could be contracted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4096
#define STEPS 300

static double *fresh(void)
{
    double *a = malloc(N * sizeof(double));
    if (!a) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return a;
}

static void sweep(const double *src, double *dst)
{
#pragma acc parallel loop present(src[0:N], dst[0:N])
    for (int i = 0; i < N; i++)
        dst[i] = (src[i] + src[(i + 1) % N]) * 0.5;
}

int main(void)
{
    double *u = fresh(), *v = fresh(), *p = fresh(), *q = fresh(), *w = fresh();
    double *hu = fresh(), *hv = fresh(), *hp = fresh(), *hq = fresh(), *hw = fresh();
    srand(18);
    for (int i = 0; i < N; i++) {
        u[i] = hu[i] = 1 + rand() % 1000 / 8.0;
        v[i] = hv[i] = 2 + rand() % 1000 / 16.0;
        p[i] = hp[i] = 3 + rand() % 1000 / 32.0;
        q[i] = hq[i] = 4 + rand() % 1000 / 64.0;
        w[i] = -1e300;          /* poisoned: written on the device before it is read */
        hw[i] = 0;
    }
    long bad = 0;
    int checks = 0;
#pragma acc data copy(u[0:N], v[0:N], p[0:N], q[0:N]) create(w[0:N])
    {
        double *src = u, *dst = v, *hsrc = hu, *hdst = hv;
        for (int t = 0; t < STEPS; t++) {
            sweep(src, dst);
#pragma acc parallel loop present(p[0:N])
            for (int i = 0; i < N; i++)
                p[i] = (p[i] + 1.0) * 0.5;
#pragma acc parallel loop present(p[0:N], q[0:N])
            for (int i = 0; i < N; i++)
                q[i] = (q[i] + p[i]) * 0.5;
#pragma acc parallel loop present(dst[0:N], q[0:N], w[0:N])
            for (int i = 0; i < N; i++)
                w[i] = (dst[i] + q[(i + 7) % N]) * 0.5;
            if (t % 37 == 36) {
#pragma acc parallel loop present(p[0:N], q[0:N])
                for (int i = 0; i < N; i++)
                    p[i] = (p[i] + q[i]) * 0.5;
            }
            for (int i = 0; i < N; i++)
                hdst[i] = (hsrc[i] + hsrc[(i + 1) % N]) * 0.5;
            for (int i = 0; i < N; i++)
                hp[i] = (hp[i] + 1.0) * 0.5;
            for (int i = 0; i < N; i++)
                hq[i] = (hq[i] + hp[i]) * 0.5;
            for (int i = 0; i < N; i++)
                hw[i] = (hdst[i] + hq[(i + 7) % N]) * 0.5;
            if (t % 37 == 36)
                for (int i = 0; i < N; i++)
                    hp[i] = (hp[i] + hq[i]) * 0.5;
            double *x = src;
            src = dst;
            dst = x;
            x = hsrc;
            hsrc = hdst;
            hdst = x;
            if (t % 23 == 11) {     /* mid-batch: the kernels before it first */
#pragma acc update self(w[0:N])
                for (int i = 0; i < N; i++)     /* no call: gwcc waits before a branch with one */
                    bad += w[i] != hw[i];
                checks++;
            }
            if (t % 50 == 49) {
                double m = 0, hm = 0;
#pragma acc parallel loop reduction(max:m) present(q[0:N])
                for (int i = 0; i < N; i++)
                    m = q[i] > m ? q[i] : m;
                for (int i = 0; i < N; i++)
                    hm = hq[i] > hm ? hq[i] : hm;
                bad += m != hm;
                checks++;
            }
        }
    }
    bad += memcmp(u, hu, N * sizeof(double)) != 0;
    bad += memcmp(v, hv, N * sizeof(double)) != 0;
    bad += memcmp(p, hp, N * sizeof(double)) != 0;
    bad += memcmp(q, hq, N * sizeof(double)) != 0;
    printf("%s: %d checks in the loop, %ld wrong\n", bad ? "FAIL" : "PASS", checks + 4, bad);
    free(u), free(v), free(p), free(q), free(w);
    free(hu), free(hv), free(hp), free(hq), free(hw);
    return bad != 0;
}
