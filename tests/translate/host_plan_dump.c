// The host side's plans (plan.c) in --dump-ir and --info: each kernel's
// launch shape, each map no clause names (what it maps, its kind, the
// subscripts of a section, or why there is none), where the host waits
// for the region, and which items of data clauses attach their pointer or
// map a table and its rows (plan.c, plan_items).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

struct box { float lo, hi; };

void f(float *a, float *b, float *out, float (*g)[64], struct box bx, int n, int m)
{
    float sum = 0.0f;
// CHECK: host_plan_dump.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; i++)
        sum += a[2 * i + 1] * bx.hi + b[i % m];
// CHECK:      launch: gangs, block 256 x 1, gangs from trips, narrowed, half a wave: reduction{{$}}
// CHECK-NEXT: implicit a: lookup section a[2 * i + 1] readonly{{$}}
// CHECK-NEXT: implicit bx: copy object{{$}}
// CHECK-NEXT: implicit b: lookup pointer deref{{$}}
// CHECK-NEXT: waits: at its end (reduction results){{$}}
// INFO: launch: 1-D grid, up to 256 threads a gang (fewer for short loops); gangs from the trip count, at most half a wave (reduction){{$}}
// INFO: 'a' mapped implicitly: translated when present, else copied in: the section its subscripts reach (a[2 * i + 1]){{$}}
// INFO-NEXT: 'bx' mapped implicitly: copy{{$}}
// INFO-NEXT: 'b' mapped implicitly: translated when present, else an error (no section: its subscript 'i % m' is not an affine function of at most three loops with bounds the host knows and of values it has){{$}}
// INFO-NEXT: the host waits for it at its end (reduction results){{$}}

// CHECK: host_plan_dump.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        out[i] = a[i];
// CHECK:      launch: gangs, block 128 x 1, gangs from trips, narrowed{{$}}
// CHECK-NEXT: implicit out: lookup section out[i]{{$}}
// CHECK-NEXT: implicit a: lookup section a[i] readonly{{$}}
// CHECK-NEXT: waits: at line [[WAIT:[0-9]+]]{{$}}
// INFO: 'out' mapped implicitly: translated when present, else copied in and out: the section its subscripts reach (out[i]){{$}}

// The nest waits at the same place: one gw_settle, the earlier region's.
// CHECK: host_plan_dump.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop collapse(2) default(present)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 64; j++)
            g[i][j] = out[i] + 1.0f;
// CHECK:      launch: nest, block 128 x 1, grid over loops j x i, 4 outermost iterations a thread{{$}}
// CHECK-NEXT: implicit g: lookup pointer deref{{$}}
// CHECK-NEXT: implicit out: lookup pointer deref{{$}}
// CHECK-NEXT: waits: at line [[WAIT]]{{$}}
// INFO: 'g' mapped implicitly: translated when present, else an error (no section: default(present)){{$}}
    sum = 0;

// CHECK: host_plan_dump.c:[[@LINE+1]]: enter data
#pragma acc enter data copyin(a[0:n], bx, g[0:n][0:64]) create(b[2]) attach(out)
// CHECK-NEXT: item copyin a[0:n]: attach{{$}}
// CHECK-NEXT: item copyin g[0:n][0:64]: rows attach{{$}}
// CHECK-NEXT: item create b[2]: attach{{$}}
// CHECK-NEXT: host_plan_dump.c:[[@LINE+1]]: data
#pragma acc data deviceptr(out) present(g[1:2][3])
    { }
// CHECK-NEXT: item present g[1:2][3]: attach{{$}}
}
