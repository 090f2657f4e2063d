// GNU's labels as values (&&label, goto *p) in device code: a located
// error in the modes that build for the GPU, which has no computed goto;
// before, nvcc rejected the generated CUDA.  -acc=host keeps them (the host
// has them); host code around the region too (found by probing with new
// programs).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s
int classify(int *out, int n)
{
    static void *host_tab[] = {&&h0, &&h1};
    int r = 0;
    goto *host_tab[n & 1];
h0: r = 1;
h1:
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: computed_goto_device.c:[[@LINE+2]]:37: error: the address of a label (&&label) in device code: the GPU has no computed goto; use a switch
// CHECK: computed_goto_device.c:[[@LINE+1]]:45: error: the address of a label (&&label) in device code
        static void *const tab[] = {&&even, &&odd};
// CHECK: computed_goto_device.c:[[@LINE+1]]:9: error: 'goto *' in device code
        goto *tab[i & 1];
    even:
        out[i] = 0;
        continue;
    odd:
        out[i] = 1;
    }
    return r;
}
