// Thread-local variables (GNU __thread, C11 _Thread_local) in OpenACC: each
// host thread has its own copy and the device has none, so gcc refuses
// them in every clause and in device code ("threadprivate variable used in
// target region"); gwcc did not, mapping or copying whichever copy the
// encountering thread had.  One located error per variable and place, in
// every mode.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stddef.h>

static __thread double scratch[64];
_Thread_local int calls;
extern __thread unsigned seed_state;

struct stats { double sum, max; };
static _Thread_local struct stats run_stats;

#pragma acc routine seq
static double lookup(int i)
{
// CHECK-DAG: thread_local.c:[[@LINE+1]]:12: error: 'scratch' is thread-local ('__thread' or '_Thread_local'): each host thread has its own and the device has none, so 'lookup', which the device calls, cannot use it
    return scratch[i & 63];
}

void smooth(size_t n, double *restrict out, const double *restrict in)
{
    calls++;
// CHECK-DAG: thread_local.c:[[@LINE+1]]:59: error: 'scratch' is thread-local
#pragma acc data copyin(in[0:n]) copyout(out[0:n]) create(scratch)
    {
#pragma acc parallel loop present(in, out)
        for (size_t i = 1; i + 1 < n; i++)
            out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0 + lookup((int)i);
    }
// CHECK-DAG: thread_local.c:[[@LINE+1]]:54: error: 'calls' is thread-local
#pragma acc parallel loop copy(out[0:n]) reduction(+:calls) firstprivate(seed_state)
// CHECK-DAG: thread_local.c:[[@LINE-1]]:74: error: 'seed_state' is thread-local
    for (size_t i = 0; i < n; i++) {
// CHECK-DAG: thread_local.c:[[@LINE+1]]:26: error: 'seed_state' is thread-local ('__thread' or '_Thread_local'): each host thread has its own and the device has none, so a compute construct cannot use it
        out[i] *= 1.0 + (seed_state & 1) + calls;
// CHECK-DAG: thread_local.c:[[@LINE-1]]:44: error: 'calls' is thread-local
    }
#pragma acc kernels copyin(out[0:n])
    {
        double m = 0;
        for (size_t i = 0; i < n; i++) m = out[i] > m ? out[i] : m;
// CHECK-DAG: thread_local.c:[[@LINE+1]]:9: error: 'run_stats' is thread-local
        run_stats.max = m;
    }
// CHECK-DAG: thread_local.c:[[@LINE+1]]:27: error: 'run_stats' is thread-local
#pragma acc update device(run_stats)
}

// A thread-local the construct itself declares has no device copy either.
double local_tls(int n, const double *restrict v)
{
    double t = 0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:t)
    for (int i = 0; i < n; i++) {
// CHECK-DAG: thread_local.c:[[@LINE+1]]:9: error: 'hits' is thread-local
        static _Thread_local long hits;
        t += v[i] * (double)hits;
    }
    return t;
}

// Not thread-local: an ordinary global with 'declare', and a local copy of a
// thread-local taken before the construct, are fine.
static double weights[64];
#pragma acc declare create(weights)

double fine(int n, const double *restrict v)
{
    double t = 0, s = scratch[0];
#pragma acc parallel loop copyin(v[0:n]) reduction(+:t)
    for (int i = 0; i < n; i++) t += v[i] * weights[i & 63] * s;
    return t;
}
