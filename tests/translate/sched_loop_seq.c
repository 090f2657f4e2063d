// 'loop seq' keeps a loop sequential inside a gang-vector loop; the
// generated CUDA leaves its for statement as written.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/sched_loop_seq.gw.cu

void f(float *a, int n, int m)
{
#pragma acc parallel loop
// IR: loop line [[@LINE+1]] var i: gang vector{{$}}
    for (int i = 0; i < n; i++) {
#pragma acc loop seq
// IR-NEXT: loop line [[@LINE+2]] var j: seq
// CUDA: for (int j = 1; j < m; j++) a[i * m + j] = a[i * m + j - 1] + 1.0f;
        for (int j = 1; j < m; j++) a[i * m + j] = a[i * m + j - 1] + 1.0f;
    }
}
