// A reduction on an array the gang's threads share (declared in the gang loop without an initialiser) is a located error, not racing code.
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s

void f(int n, const int *b, int *out)
{
#pragma acc parallel loop gang copyin(b[0:n*50]) copyout(out[0:n])
    for (int r = 0; r < n; r++) {
        int cnt[4];
        for (int e = 0; e < 4; e++) cnt[e] = 0;
// CHECK: reduction_shared_array.c:[[@LINE+1]]:1: error: a reduction on 'cnt', an array the gang's threads share, is not supported
#pragma acc loop vector reduction(+:cnt)
        for (int j = 0; j < 50; j++) cnt[b[r * 50 + j] % 4] += 1;
        out[r] = cnt[0] + cnt[3];
    }
}
