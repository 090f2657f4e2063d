// -ffp-contract=on|off|fast: on and off give nvcc -fmad=false (on writes
// the contractions C allows as calls: fp_contract_on.c), fast (gcc's
// default) leaves nvcc's -fmad=true; the host compiler gets the flag too.
// -ffast-math keeps an explicit choice.  A bad value is an error.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v -ffp-contract=on -c %s -o %t.d/on.o 2>&1 | FileCheck %s --check-prefix=MADOFF
// RUN: %gwcc -v -ffp-contract=off -c %s -o %t.d/off.o 2>&1 | FileCheck %s --check-prefix=MADOFF
// RUN: %gwcc -v -ffp-contract=off -ffp-contract=fast -c %s -o %t.d/fast.o 2>&1 \
// RUN:     | FileCheck %s --check-prefix=FAST
// RUN: %gwcc -v -c %s -o %t.d/default.o 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %gwcc -v -ffast-math -ffp-contract=on -c %s -o %t.d/fm.o 2>&1 \
// RUN:     | FileCheck %s --check-prefix=FASTMATH
// RUN: not %gwcc -ffp-contract=maybe -c %s -o %t.d/bad.o 2>&1 | FileCheck %s --check-prefix=BAD

// MADOFF: {{^}}cc -E {{.*}}-ffp-contract=
// MADOFF: {{^}}{{.*}}nvcc -fatbin {{.*}}-fmad=false {{.*}}.gw.cu
// MADOFF: {{^}}cc -c {{.*}}-ffp-contract=

// FAST: {{^}}cc -E {{.*}}-ffp-contract=off -ffp-contract=fast
// FAST-NOT: -fmad
// FAST: {{^}}cc -c {{.*}}-ffp-contract=off -ffp-contract=fast

// DEFAULT-NOT: -fmad
// DEFAULT-NOT: -ffp-contract

// FASTMATH: {{^}}{{.*}}nvcc -fatbin {{.*}}--use_fast_math {{.*}}-fmad=false {{.*}}.gw.cu

// BAD: gwcc: error: unrecognized argument in option '-ffp-contract=maybe'
// BAD-SAME: (valid: 'on', 'off', 'fast')

void axpy(int n, float a, const float *x, float *y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
