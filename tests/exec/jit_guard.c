// GWCC_FLAGS: -fgw-jit
/* Run-time specialisation's guard (docs/jit-plan.md 3.4): a kernel whose size and stride stay
 * the same for a while, then change, then change back.  Every launch is checked against the
 * plain host loop: a specialised kernel run with values it was not built for would show here.
 * On the GPU tools/run-gpu.sh's jit pass also checks GANGWAY_TIME=jit's report (a miss, and
 * a second specialisation). */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 4096

static void blur(double *restrict out, const double *restrict in, int n, int stride, int r)
{
#pragma acc parallel loop present(out[0:MAXN * 2], in[0:MAXN * 2 + 64])
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int k = 0; k <= r; k++)
            s += in[i * stride + k];
        out[i] = s / (r + 1);
    }
}

static int check(const double *out, const double *in, int n, int stride, int r, int launch)
{
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int k = 0; k <= r; k++)
            s += in[i * stride + k];
        if (out[i] != s / (r + 1)) {
            printf("FAIL launch %d (n %d stride %d r %d): out[%d] = %.17g, host %.17g\n", launch, n, stride, r, i,
                   out[i], s / (r + 1));
            return 0;
        }
    }
    for (int i = n; i < MAXN * 2; i++)
        if (out[i] != -1.0) {
            printf("FAIL launch %d: out[%d] written past n = %d\n", launch, i, n);
            return 0;
        }
    return 1;
}

int main(void)
{
    static double in[MAXN * 2 + 64], out[MAXN * 2];
    srand(7);
    for (int i = 0; i < MAXN * 2 + 64; i++)
        in[i] = rand() / (double)RAND_MAX - 0.5;
    /* the values each launch runs with: a first regime, a change, the change kept, the first again */
    static const int plan[][3] = {{1000, 2, 3}, {1000, 2, 3}, {1000, 2, 3}, {1000, 2, 3}, {1000, 2, 3},
                                  {3000, 1, 5}, {3000, 1, 5}, {3000, 1, 5}, {3000, 1, 5}, {3000, 1, 5},
                                  {3000, 1, 5}, {1000, 2, 3}, {1000, 2, 3}, {999, 2, 3}, {1000, 2, 4},
                                  {1000, 2, 3}};
    int ok = 1, nplan = (int)(sizeof plan / sizeof plan[0]);
#pragma acc data copyin(in) create(out)
    for (int l = 0; l < nplan && ok; l++) {
        for (int i = 0; i < MAXN * 2; i++)
            out[i] = -1.0;
#pragma acc update device(out)
        blur(out, in, plan[l][0], plan[l][1], plan[l][2]);
#pragma acc update self(out)
        ok = check(out, in, plan[l][0], plan[l][1], plan[l][2], l);
    }
    if (ok)
        printf("PASS jit_guard: %d launches, each equal to the host loop\n", nplan);
    return ok ? 0 : 1;
}
