// A 'break' that ends a loop whose iterations a directive shares out (a
// parallel construct's loop, gang/worker/vector, independent) has no
// meaning once the iterations run at once: a located error in every mode,
// as gcc gives ("break statement used with OpenACC for loop").  Where gwcc
// chooses (kernels, auto) the loop stays sequential and keeps its break;
// a break of an inner loop or of a switch, and 'loop seq', are fine.  A
// collapse cannot fold a loop a break ends.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -fsyntax-only -DCOLLAPSE %s 2>&1 | FileCheck %s --check-prefix=COL --implicit-check-not=error:
// RUN: %gwcc -fsyntax-only --info -DONLY_OK %s 2>&1 | FileCheck %s --check-prefix=INFO
#include <stdlib.h>

int find_first(const int *key, int *pos, int n, int m, int want)
{
    int hits = 0;
#if !defined ONLY_OK && !defined COLLAPSE
#pragma acc parallel loop copyin(key[0:n]) copyout(pos[0:n])
    for (int i = 0; i < n; i++) {
        if (key[i] == want)
// CHECK-DAG: loop_break_partitioned.c:[[@LINE+1]]:13: error: 'break' cannot end the loop at line [[@LINE-2]], whose iterations the 'parallel loop' directive of line [[@LINE-3]] shares out to run at once; add 'seq' to the directive
            break;
        pos[i] = i;
    }
#pragma acc parallel copyin(key[0:n]) copyout(pos[0:n])
    {
#pragma acc loop gang vector
        for (int i = 0; i < n; i++) {
            if (key[i] < 0) { pos[i] = -1;
// CHECK-DAG: loop_break_partitioned.c:[[@LINE+1]]:17: error: 'break' cannot end the loop at line [[@LINE-2]], whose iterations the 'loop' directive
                break; }
            pos[i] = key[i];
        }
    }
#pragma acc kernels loop independent copyin(key[0:n]) copyout(pos[0:n])
    for (int i = 0; i < n; i++) {
// CHECK-DAG: loop_break_partitioned.c:[[@LINE+1]]:27: error: 'break' cannot end the loop at line [[@LINE-1]], whose iterations the 'kernels loop' directive
        if (key[i] > m) { break; }
        pos[i] = 0;
    }
#endif
#ifdef COLLAPSE
// COL: loop_break_partitioned.c:[[@LINE+1]]:1: error: 'collapse(2)' cannot fold the loop at line [[@LINE+3]]: the 'break' at line [[@LINE+4]] ends it early
#pragma acc parallel loop collapse(2) copyin(key[0:n]) copyout(pos[0:n])
    for (int i = 0; i < n / m; i++)
        for (int j = 0; j < m; j++) {
            if (key[i * m + j] == want) break;
            pos[i * m + j] = j;
        }
#endif
    /* fine: the break ends an inner loop, a switch, a seq loop, or a loop gwcc keeps sequential */
// INFO: loop_break_partitioned.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop copyin(key[0:n]) copyout(pos[0:n]) reduction(+:hits)
    for (int i = 0; i < n; i++) {
        int k;
        for (k = 0; k < m; k++)
            if (key[(i + k) % n] == want) break;
        switch (key[i] & 3) {
        case 0: hits++; break;
        default: break;
        }
        pos[i] = k;
    }
// INFO: loop over 'i': gang(blockIdx.x) vector(threadIdx.x)
// INFO: loop over 'k': sequential
#pragma acc parallel loop seq copyin(key[0:n]) copyout(pos[0:n])
    for (int i = 0; i < n; i++) {
        if (key[i] == want) break;
        pos[i] = 1;
    }
// INFO: loop over 'i': sequential: the 'break' at line [[@LINE-3]] ends it early
#pragma acc kernels copyin(key[0:n]) copyout(pos[0:n])
    for (int i = 0; i < n; i++) {
        if (key[i] == want) break;
        pos[i] = 2;
    }
// INFO: loop over 'i': sequential: the 'break' at line [[@LINE-3]] ends it early
    return hits;
}
