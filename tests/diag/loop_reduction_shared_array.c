// A loop's reduction on an array in device memory that all of the
// construct's threads share (a whole array in a data clause): gwcc's loop
// reductions on whole arrays give each thread its own copy only of
// arrays the region declares, so on a shared one the lanes raced on the
// array itself (seen on an H200: a histogram 32x too large), after the
// read-only kernel copy had failed to compile (found by tools/fuzz, seed
// 59).  A located error in every mode, naming the array; a reduction on a
// pointer's section (atomic updates), on a region-local array and on the
// construct stay accepted.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#define B 64
static float hist[B];

void histogram(const int *key, const float *w, int n, float *out, double *acc)
{
#pragma acc parallel num_gangs(1) vector_length(128) copyin(hist, key[0:n], w[0:n]) copyout(out[0:B])
    {
// CHECK: loop_reduction_shared_array.c:[[@LINE+1]]:1: error: a loop reduction on 'hist', an array in device memory that all of the construct's threads share, is not supported; put the reduction clause on the compute construct, or update its elements with 'acc atomic update'
#pragma acc loop vector reduction(+:hist)
        for (int i = 0; i < n; i++)
            hist[key[i]] += w[i];
#pragma acc loop vector
        for (int j = 0; j < B; j++)
            out[j] = hist[j];
    }
#pragma acc parallel loop gang copy(acc[0:4]) copyin(w[0:n])
    for (int g = 0; g < 4; g++) {
        /* a pointer's section: atomic updates of its elements (supported) */
#pragma acc loop vector reduction(+:acc[0:4])
        for (int i = 0; i < n; i++)
            acc[i % 4] += w[i];
    }
#pragma acc parallel loop gang copyin(w[0:n]) copyout(out[0:B])
    for (int g = 0; g < B; g++) {
        float part[4] = {0, 0, 0, 0};   /* each thread's own */
#pragma acc loop seq reduction(+:part)
        for (int i = 0; i < n; i++)
            part[i % 4] += w[i];
        out[g] = part[g % 4];
    }
#pragma acc parallel loop copyin(key[0:n], w[0:n]) reduction(+:hist)
    for (int i = 0; i < n; i++)
        hist[key[i]] += w[i];
}
