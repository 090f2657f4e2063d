#!/bin/sh
# gen-many-kernels.sh K > many_kernels.c: a program of K compute constructs over a size read
# from argv, each launched 4 times, its result checked against the host: the start-up cost of
# run-time specialisation with a warm cache (docs/jit-plan.md 5.2) is this program's wall time
# against the ahead-of-time build's.
K=${1:-50}
cat <<'HEAD'
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
HEAD
i=0
while [ "$i" -lt "$K" ]; do
    cat <<BODY
static void k$i(double *restrict y, const double *restrict x, int n, int s)
{
#pragma acc parallel loop present(y[0:n], x[0:n])
    for (int i = 0; i < n; i++)
        y[i] += x[(i * s + $i) % n] * $((i + 1));
}
BODY
    i=$((i + 1))
done
cat <<'MAIN'
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096, s = 3;
    double *x = malloc(n * sizeof *x), *y = calloc(n, sizeof *y), *h = calloc(n, sizeof *h);
    for (int i = 0; i < n; i++)
        x[i] = (double)((i * 7919) % 1000) / 1000.0;
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    for (int rep = 0; rep < 4; rep++) {
MAIN
i=0
while [ "$i" -lt "$K" ]; do
    echo "        k$i(y, x, n, s);"
    i=$((i + 1))
done
cat <<MAIN2
    }
    long bad = 0;
    for (int i = 0; i < n; i++) {
        double e = 0;
        for (int rep = 0; rep < 4; rep++)
            for (int k = 0; k < $K; k++)
                e += x[(i * s + k) % n] * (k + 1);
        bad += fabs(y[i] - e) > 1e-12 * fabs(e) + 1e-12;
    }
    printf("%s many_kernels: $K kernels, %ld wrong\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
MAIN2
