// A parameter declared as an array is a pointer in C: a clause naming all of
// it, and an implicit map of it, move its declared extent A[0:N] (as NVHPC
// does), not the pointer's 8 bytes; a VLA parameter's extent is its own n.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/arrparam_map_extent.gw.c

#define N 64
#define M 48

void twice(double A[N][M], double B[N][M])
{
// CHECK: {(void *)&(A)[0], GW_LEN_BYTES(64, sizeof((A)[0]), 0), GW_MAP_COPYIN, 0, "A"
// CHECK: {(void *)&(B)[0], GW_LEN_BYTES(64, sizeof((B)[0]), 0), GW_MAP_COPY, 0, "B"
#pragma acc parallel loop copyin(A)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = 2 * A[i][j];
}

void neg(int n, int m, double C[n][m])
{
// CHECK: {(void *)&(C)[0], GW_LEN_BYTES(n, sizeof((C)[0]), 0), GW_MAP_COPY, 0, "C"
#pragma acc parallel loop copy(C)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            C[i][j] = -C[i][j];
}
