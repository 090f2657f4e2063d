// A VLA declared in a compute construct lives on the device thread's stack
// (alloca); when its size uses only names declared before the construct,
// the launch asks for that many bytes (gw_stack_need) and --info says so;
// when the size needs the construct's own variables, a warning says the
// stack cannot be sized for it.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/vla_stack_need.gw.c

void f(int n, int m, double *out)
{
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
// INFO-DAG: {{.*}}vla_stack_need.c:[[@LINE+1]]: variable-length array 't': on each device thread's stack, which the launch makes big enough (sizeof(double) * (1 * (m)) bytes)
        double t[m];
        for (int j = 0; j < m; j++) t[j] = i + j;
        out[i] = t[m - 1];
    }
// HOST: gw_stack_need(&gw_s, "t", [[@LINE-4]], (__SIZE_TYPE__)(sizeof(double) * (1 * (m))));
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int k = i % 5 + 1;
// INFO-DAG: {{.*}}vla_stack_need.c:[[@LINE+1]]:{{[0-9]+}}: warning: the size of variable-length array 'u' depends on values computed in the compute construct, so its launch cannot make the device threads' stack big enough for it (a few KiB by default)
        int u[k];
        u[k - 1] = i;
        out[i] = u[k - 1];
    }
}
