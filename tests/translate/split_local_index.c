// A subscript through a local defined once (int c = (z*N + y)*N + x; p[c],
// as stencil codes write it) has its definition's form: the kernel splits,
// and a pointer no clause names gets the section its definition reaches.
// A local written again, or one whose definition reads a variable written
// in its block, is not followed.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

#define N 64

void stencil(const float *in, float *out)
{
#pragma acc parallel loop gang collapse(2) present(in[0:N*N*N], out[0:N*N*N])
    for (int z = 1; z < N - 1; z++)
        for (int y = 1; y < N - 1; y++) {
#pragma acc loop vector
            for (int x = 1; x < N - 1; x++) {
                int c = (z * N + y) * N + x;
                out[c] = in[c - N * N] + in[c + N * N] + in[c - N] + in[c + N] + in[c];
            }
        }
// CHECK:      kernel split_local_index_L{{[0-9]+}} split, loop z line [[@LINE-8]], z = t + 1 for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis z, trip {{.*}}, per block 8LL{{$}}
// CHECK-NEXT:   write out: [4096*lo + 4161, 4096*hi + 4030] (c 4096, omin 4161, omax 8126){{$}}
// CHECK-NEXT:   read in: [4096*lo + 65, 4096*hi + 8126] (c 4096, omin 65, omax 12222){{$}}
}

void rows(int n, int m, const double *a, double *tot)
{
#pragma acc parallel loop gang copyin(a[0:n*m])
    for (int g = 0; g < n; g++) {
        int r = g * m;
        double s = 0;
        for (int j = 0; j < m; j++)
            s += a[r + j];
        tot[g] = s;
    }
// INFO: split_local_index.c:[[@LINE-8]]:   'tot' mapped implicitly: translated when present, else copied in and out: the section its subscripts reach (tot[g])
// CHECK:      kernel split_local_index_L{{[0-9]+}} split, loop g line [[@LINE-8]], g = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_by{{$}}
// CHECK-NEXT:   read a: [lo*m, hi*m - 1] (c m, omin 0, omax m - 1){{$}}
// CHECK-NEXT:   write tot: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
}

void rewritten(int n, float *p)
{
#pragma acc parallel loop present(p[0:4*n])
    for (int i = 0; i < n; i++) {
        int c = 4 * i;
        c += i % 2;
        p[c] = 1;
    }
// CHECK:      kernel split_local_index_L{{[0-9]+}} duplicated, loop i line [[@LINE-5]], i = t for t in [lo, hi): 'p[c]' is written at elements not known on the host ('p[c]': 'c' is not known on the host){{$}}
}

void stale_definition(int n, float *p)
{
#pragma acc parallel loop present(p[0:2*n])
    for (int i = 0; i < n; i++) {
        int k = i;
        int c = 2 * k;
        k = 0;
        p[c] = 1;
    }
// CHECK:      kernel split_local_index_L{{[0-9]+}} duplicated, loop i line [[@LINE-6]], i = t for t in [lo, hi): 'p[c]' is written at elements not known on the host ('p[c]': 'c' is not known on the host){{$}}
}

// A local read in its own initialiser has no definition to follow (and
// following it would never end).
void own_initialiser(int n, float *p)
{
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; i++) {
        int c = c + i;
        p[c] = 1;
    }
// CHECK:      kernel split_local_index_L{{[0-9]+}} duplicated, loop i line [[@LINE-4]], i = t for t in [lo, hi): 'p[c]' is written at elements not known on the host ('p[c]': 'c' is not known on the host){{$}}
}
