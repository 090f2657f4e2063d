// Host directives (data, enter/exit data, update, wait) in a function the
// device calls run where the host calls it; the device's copy of the
// function cannot move data or wait, so each gets a warning (GCC takes
// them without a word), and the build goes on.  Before, the device copy
// dropped them silently.  In -acc=host nothing runs on a device: no
// warning.  A function only the host calls gets none either.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -acc=host -c %s -o %t.host.o 2>&1 | FileCheck %s --check-prefix=HOST --allow-empty
// HOST-NOT: warning:
#pragma acc routine seq
float total(const float *x, int n)
{
    float s = 0;
// CHECK: routine_host_directives.c:[[@LINE+1]]:1: warning: 'update' in 'total' does nothing where the device calls 'total'
#pragma acc update self(x[0:n])
    for (int i = 0; i < n; i++) s += x[i];
    return s;
}

static void scale(float *x, int n, float by)     /* called in a region: the device has a copy */
{
// CHECK: routine_host_directives.c:[[@LINE+1]]:1: warning: 'data' in 'scale' does nothing where the device calls 'scale'
#pragma acc data present(x[0:n])
    {
        for (int i = 0; i < n; i++) x[i] *= by;
    }
// CHECK: routine_host_directives.c:[[@LINE+1]]:1: warning: 'wait' in 'scale' does nothing where the device calls 'scale'
#pragma acc wait
}

void stage(float *x, int n)      /* the host's alone */
{
#pragma acc enter data copyin(x[0:n])
#pragma acc update device(x[0:n])
}

float run(float *rows, int m, int n)
{
    float sum = 0;
    stage(rows, m * n);
#pragma acc parallel loop present(rows[0:m*n]) reduction(+:sum)
    for (int r = 0; r < m; r++) {
        scale(rows + r * n, n, 2.0f);
        sum += total(rows + r * n, n);
    }
    return sum;
}
