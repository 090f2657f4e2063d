// Kernels a group of devices cannot split (split.c, docs/multigpu.md):
// every member runs all of it (duplicated) when its writes do not move
// with the gang loop; only the leader runs it when it writes where the
// analysis cannot name (escaping pointers, deviceptr, pointers to pointers).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// An indirect write: not split.
void scatter(int n, const int *idx, double *a, const double *b)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i];
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated, loop i line [[@LINE-2]], i = t for t in [lo, hi): 'a[idx[i]]' is written at elements not known on the host ('a[idx[i]]': not an affine subscript){{$}}
// CHECK-NEXT:   write a: whole ('a[idx[i]]': not an affine subscript){{$}}
// CHECK-NEXT:   read idx: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// INFO: split_not.c:[[@LINE-6]]:   on several devices: kernel split_not_L[[@LINE-6]] not split, each runs all of it: 'a[idx[i]]' is written at elements not known on the host ('a[idx[i]]': not an affine subscript){{$}}
}

// An atomic histogram: duplicated, each member counts everything.
void histogram(int n, const int *v, int *h)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
        h[v[i] & 15]++;
    }
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated, loop i line [[@LINE-4]], i = t for t in [lo, hi): 'h[v[i] & 15]' is written at elements not known on the host ('h[v[i] & 15]': not an affine subscript){{$}}
// CHECK-NEXT:   read h: whole ('h[v[i] & 15]': not an affine subscript){{$}}
// CHECK-NEXT:   write h (atomic): whole ('h[v[i] & 15]': not an affine subscript){{$}}
}

// An atomic update whose element moves with the loop splits.
void accumulate(int n, double *a, const double *b)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
        a[i] += b[i];
    }
// CHECK:      kernel split_not_L{{[0-9]+}} split, loop i line [[@LINE-4]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   read a: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// CHECK-NEXT:   write a (atomic): [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
}

// A write with c == 0: every iteration writes a[0].
void first(int n, double *a, const double *b)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[0] = b[i];
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated, loop i line [[@LINE-2]], i = t for t in [lo, hi): 'a[0]' is written at an element that does not move with 'i'{{$}}
// CHECK-NEXT:   write a: [0, 0] (c 0, omin 0, omax 0){{$}}
}

// Columns of a row-major array: the rows one member writes are every
// member's (a strided slab), so the kernel is not split.
void columns(int n, int m, double (*a)[64])
{
#pragma acc parallel loop
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < n; i++)
            a[i][j] = i + j;
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated, loop j line [[@LINE-3]], j = t for t in [lo, hi): 'a[i][j]' is written at a row (its first subscript) that does not move with 'j'{{$}}
}

// Routines: one called with values splits; one given the array itself
// may write it anywhere, so only the leader runs that kernel.
#pragma acc routine seq
double sq(double x) { return x * x; }
#pragma acc routine seq
void put(double *a, int i) { a[i] = 1; }
void calls(int n, double *a, double *b)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        double x = a[i];
        b[i] = sq(x);
    }
// CHECK:      kernel split_not_L{{[0-9]+}} split, loop i line [[@LINE-4]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// INFO: split_not.c:[[@LINE-7]]:   on several devices: kernel split_not_L[[@LINE-7]] split over loop 'i' (line [[@LINE-6]]){{$}}
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        put(a, i);
// CHECK:      kernel split_not_L{{[0-9]+}} leader only, loop i line [[@LINE-2]], i = t for t in [lo, hi): 'a' is passed to a function or its address taken: it may be written anywhere{{$}}
// INFO: split_not.c:[[@LINE-4]]:   on several devices: kernel split_not_L[[@LINE-4]] not split, runs on the first only: 'a' is passed to a function or its address taken: it may be written anywhere{{$}}
}

// deviceptr: the other devices have no copy.
void dptr(int n, double *d)
{
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < n; i++)
        d[i] = i;
// CHECK:      kernel split_not_L{{[0-9]+}} leader only, loop i line [[@LINE-2]], i = t for t in [lo, hi): 'd' is a device pointer (deviceptr): the other devices have no copy{{$}}
}

// Rows of a pointer to pointers are blocks the analysis cannot name.
void rows(int n, double **q)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        q[i][0] = 1;
// CHECK:      kernel split_not_L{{[0-9]+}} leader only, loop i line [[@LINE-2]], i = t for t in [lo, hi): 'q[i][0]' writes a row of a pointer to pointers, a block the analysis cannot name{{$}}
// CHECK-NEXT:   write q: whole ('q[i][0]': it points to pointers){{$}}
}

// No gang loop: serial, and a gang loop inside a sequential one.
void serial(int n, int steps, double *a)
{
#pragma acc serial
    for (int i = 0; i < n; i++)
        a[i] = i;
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated: it runs serially{{$}}
// CHECK-NEXT:   write a: [0, n - 1] (c 0, omin 0, omax n - 1){{$}}
#pragma acc parallel
    for (int s = 0; s < steps; s++) {
#pragma acc loop gang
        for (int i = 0; i < n; i++)
            a[i] += s;
    }
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated: its gang loop runs inside another loop: members would need each other's writes between its runs{{$}}
}

// A scalar the kernel writes (copy): every member would write it.
void scalar(int n, double *a, double *x)
{
    double last = 0;
#pragma acc parallel loop copy(last)
    for (int i = 0; i < n; i++) {
        a[i] = i;
        if (i == n - 1) last = a[i];
    }
// CHECK:      kernel split_not_L{{[0-9]+}} duplicated, loop i line [[@LINE-4]], i = t for t in [lo, hi): 'last' is written, and every member would write it{{$}}
    *x = last;
}
