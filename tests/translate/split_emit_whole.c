// Every device address a split launch passes must lie in a block one of the
// plan's ranges names, or the runtime runs the kernel on the first device
// alone: a firstprivate array's and a copied scalar's device copies, which
// no range of the split loop covers, are read whole (GW_SR_WHOLE).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_whole.gw.c

void f(int n, float *a)
{
    float w[4] = {1, 2, 3, 4};
    float s = 2.0f;
// IR: kernel split_emit_whole_L[[@LINE+9]] split, loop i line [[@LINE+10]], i = t for t in [lo, hi){{$}}
// IR-NEXT: emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// IR-NEXT: write a: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// IR-NEXT: read w: whole ('w': the kernel gets its device copy whole){{$}}
// IR-NEXT: read s: whole ('s': the kernel gets its device copy whole){{$}}
// HOST: void *gw_args[] = {(void *)&n, &gw_p_a, &gw_p_w, &gw_p_s, &gw_lo, &gw_hi};
// HOST: static const int gw_spa_split_emit_whole_L[[@LINE+3]][] = {1, 2, 3};
// HOST-SAME: {"w", GW_SR_READ | GW_SR_WHOLE}, {"s", GW_SR_READ | GW_SR_WHOLE}};
// HOST: {(const void *)&(w)[0], sizeof((w)[0]), 0, 0, 0}, {(const void *)&(s), sizeof(s), 0, 0, 0}};
#pragma acc parallel loop firstprivate(w) copyin(s)
    for (int i = 0; i < n; i++)
        a[i] = w[i % 4] * s;
}
