// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// A file-scope variable used by a function that a compute region calls needs
// a device copy: a declare directive (OpenACC 3.3 section 2.15.1).  A const
// one with an initialiser gets its device copy by itself, and a declared one
// is fine.
static double scale = 2.0;
static const double half = 0.5;
static double offset = 1.0;
#pragma acc declare copyin(offset)

static double f(double x)
{
// CHECK: {{.*}}fe_global_in_device_function.c:[[@LINE+1]]:12: error: 'scale' is a file-scope variable, used in function 'f', which a compute region calls, so it needs a device copy: add '#pragma acc declare create(scale)' (or copyin) after its definition, and 'update device(scale)' after the host changes it
    return scale * x * half + offset;
}

void g(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = f(a[i]);
}
