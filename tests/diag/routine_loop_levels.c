// A routine's loops use only its level and those inside it, nested as in a
// compute construct (OpenACC 3.3 sec. 2.15.1 and 2.9), and a routine seq,
// said or implied (a function a compute construct calls), has no
// partitioned loop.  gcc rejects these ("loop uses OpenACC parallelism
// disallowed by containing routine", "incorrectly nested OpenACC loop
// parallelism"); gwcc made the routine sequential without a word.  The
// errors come in no particular order (CHECK-DAG).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

#pragma acc routine worker
void w_rt(int n, double *a)
{
// CHECK-DAG: routine_loop_levels.c:[[@LINE+1]]:1: error: a 'gang' loop is not allowed in a routine worker: its loops may use only its own level and those inside it
#pragma acc loop gang
    for (int j = 0; j < n; j++) a[j] += j;
}

#pragma acc routine vector
void v_rt(int n, double *a)
{
// CHECK-DAG: routine_loop_levels.c:[[@LINE+1]]:1: error: a 'worker' loop is not allowed in a routine vector
#pragma acc loop worker
    for (int j = 0; j < n; j++) a[j] += j;
}

#pragma acc routine gang
void g_rt(int n, double *a)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++) {
// CHECK-DAG: routine_loop_levels.c:[[@LINE+1]]:1: error: a 'gang' loop cannot be inside the vector loop at line [[@LINE-1]]
#pragma acc loop gang
        for (int k = 0; k < 4; k++) a[j] += k;
    }
#pragma acc loop gang
    for (int j = 0; j < n; j++) {
#pragma acc loop worker
        for (int k = 0; k < 4; k++) a[j] += k;      /* fine: worker in gang */
    }
}

#pragma acc routine seq
void s_rt(int n, double *a)
{
// CHECK-DAG: routine_loop_levels.c:[[@LINE+1]]:1: error: a 'vector' loop is not allowed in 's_rt', which runs as a routine seq (its 'routine' directive)
#pragma acc loop vector
    for (int j = 0; j < n; j++) a[j] += j;
#pragma acc loop seq
    for (int j = 0; j < n; j++) a[j] += j;          /* fine */
}

void implied(int n, double *a)
{
// CHECK-DAG: routine_loop_levels.c:[[@LINE+1]]:1: error: a 'gang' loop is not allowed in 'implied', which runs as a routine seq (a compute construct calls it, and it has no 'routine' directive)
#pragma acc loop gang
    for (int j = 0; j < n; j++) a[j] += j;
}

void run(int n, double *a)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) implied(1, &a[i]);
}
