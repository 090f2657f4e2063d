// Regression hunt 2: struct with pointer members: enter data of the struct, then
// of its members' sections (attach), update of a member section and of a scalar
// member, exit data with detach, and the host pointers left unchanged.
#include <stdio.h>
#include <stdlib.h>
#define N 300
typedef struct { int n; double scale; double *x; int *idx; } Vec;
int main(void)
{
    Vec v;
    v.n = N; v.scale = 2.5;
    v.x = malloc(N * sizeof(double));
    v.idx = malloc(N * sizeof(int));
    double *keep_x = v.x;
    int *keep_i = v.idx;
    for (int i = 0; i < N; i++) { v.x[i] = i * 0.5; v.idx[i] = (i * 7) % N; }
#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v.x[0:N], v.idx[0:N])
    v.scale = 4.0;
#pragma acc update device(v.scale)
#pragma acc parallel loop present(v)
    for (int i = 0; i < v.n; i++) v.x[i] = v.x[i] * v.scale + v.idx[i];
    for (int i = 0; i < N; i++) v.idx[i] = -1;
#pragma acc update self(v.x[10:20])
    int bad = 0;
    for (int i = 10; i < 30; i++)
        if (v.x[i] != i * 0.5 * 4.0 + (i * 7) % N && bad++ < 5) printf("x[%d] = %g\n", i, v.x[i]);
#pragma acc exit data copyout(v.x[0:N]) delete(v.idx[0:N]) detach(v.x, v.idx)
#pragma acc exit data delete(v)
    if (v.x != keep_x || v.idx != keep_i) { printf("host pointers changed\n"); bad++; }
    for (int i = 0; i < N; i++)
        if (v.x[i] != i * 0.5 * 4.0 + (i * 7) % N && bad++ < 5) printf("x[%d] = %g after exit\n", i, v.x[i]);
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
