// The dependence test of kernels loops reads the access IR: subscripts as
// forms from the AST.  Flattened rows (b[i*m + j] against b[(i-1)*m + j])
// are apart in the loop over j but not in the loop over i; a[i*m + j] over i
// with j within a row is parallel (its loop over j is not: j + 1 is read); a[i + j], a[i % 2] and a scatter
// a[idx[i]] are not; an atomic histogram is; *(p + e) is an access of p.
// RUN: %gwcc --dump-ir=accesses %s | FileCheck %s
#define M 64
void f(int n, int m, float *a, float *b, const int *idx, float (*c)[M], float *h, const int *k, float *d)
{
#pragma acc kernels
    {
// CHECK: loop line [[@LINE+1]] var i: seq ['b' is written as 'b[i * m + j]' and accessed as 'b[(i - 1) * m + j]']{{$}}
        for (int i = 0; i < n; i++)
// CHECK-NEXT: loop line [[@LINE+1]] var j: vector{{$}}
            for (int j = 0; j < m; j++)
                b[i * m + j] = b[(i - 1) * m + j] + 1;
// CHECK: loop line [[@LINE+1]] var i: gang vector{{$}}
        for (int i = 0; i < n; i++)
// CHECK-NEXT: loop line [[@LINE+1]] var j: seq ['d' is written as 'd[i * m + j]' and accessed as 'd[i * m + j + 1]']{{$}}
            for (int j = 0; j < m - 1; j++)
                d[i * m + j] = d[i * m + j + 1] * 2;
// CHECK: loop line [[@LINE+1]] var i: seq ['a[i + j]' is written at an element that does not move with 'i']{{$}}
        for (int i = 0; i < n; i++)
            for (int j = 0; j < 4; j++)
                a[i + j] += 1;
// CHECK: loop line [[@LINE+1]] var i: seq ['a[i % 2]' is written at an element that does not move with 'i']{{$}}
        for (int i = 0; i < n; i++)
            a[i % 2] += b[i];
// CHECK: loop line [[@LINE+1]] var i: seq ['a[idx[i]]' is written at an element that does not move with 'i']{{$}}
        for (int i = 0; i < n; i++)
            a[idx[i]] = b[i];
// CHECK: loop line [[@LINE+1]] var i: gang vector{{$}}
        for (int i = 0; i < n; i++) {
#pragma acc atomic update
            h[k[i]] += 1.0f;
        }
// CHECK: loop line [[@LINE+1]] var i: seq ['c' is written as 'c[i][j]' and accessed as 'c[i - 1][j]']{{$}}
        for (int i = 1; i < n - 1; i++)
// CHECK-NEXT: loop line [[@LINE+1]] var j: vector{{$}}
            for (int j = 0; j < M; j++)
                c[i][j] = c[i - 1][j] * 0.5f;
// CHECK: loop line [[@LINE+1]] var i: gang vector{{$}}
        for (int i = 0; i < n; i++)
            *(a + i) = *(b + i + n) * 2;
    }
}
// CHECK: access b[i*m + j]: write loop line 15
// CHECK-NEXT: access b[i*m + j - m]: read loop line 15
// CHECK-NEXT: access d[i*m + j]: write loop line 20
// CHECK-NEXT: access d[i*m + j + 1]: read loop line 20
// CHECK-NEXT: access a[i + j]: read write loop line 24
// CHECK-NEXT: access a[?]: read write loop line 27
// CHECK-NEXT: access b[i]: read loop line 27
// CHECK-NEXT: access a[?]: write loop line 30
// CHECK-NEXT: access idx[i]: read loop line 30
// CHECK-NEXT: access b[i]: read loop line 30
// CHECK-NEXT: access h[?]: read write atomic loop line 33
// CHECK-NEXT: access k[i]: read atomic loop line 33
// CHECK-NEXT: access c[i][j]: write rows loop line 40
// CHECK-NEXT: access c[i - 1][j]: read rows loop line 40
// CHECK-NEXT: access a[i]: write loop line 43
// CHECK-NEXT: access b[i + n]: read loop line 43
