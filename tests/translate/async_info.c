// --info says which compute constructs may run side by side (plan.c,
// plan_beside; docs/async-plan.md 5.2): for each, the earlier ones of its
// function back to the last place the host waits, and in a loop the later
// ones of the body (the previous round), compared by the variables their
// kernels read and write.  Independent regions list each other; a region
// that uses what another writes (or writes what it reads) runs after it;
// a place the host waits (update, a reduction's result, the end of a region
// that calls a function) separates them; the same async queue orders, two
// queues only by data; two pointers that are not restrict may alias; a
// scalar a region assigns is written; a region whose footprint is not
// known runs alone.  Each region's lines are checked present (INFO) and
// the others absent (NO-NOT).
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NO
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR

#define N 4096
static double a[N], b[N], c[N];

// ind8's shape: three arrays, each updated by its own region in a time loop.
void ind(int steps)
{
#pragma acc data copy(a, b, c)
    {
        for (int t = 0; t < steps; t++) {
// INFO: async_info.c:[[#@LINE+4]]:   may run beside the regions at lines [[#@LINE+8]] and [[#@LINE+14]]{{$}}
// NO-NOT: async_info.c:[[#@LINE+3]]:   {{after|runs alone}}
// IR: async_info.c:[[#@LINE+2]]: parallel loop
// IR: beside: [[#@LINE+5]] [[#@LINE+11]]{{$}}
#pragma acc parallel loop
            for (int i = 0; i < N; i++) a[i] = (a[i] + 1.0) * 0.5;
// INFO: async_info.c:[[#@LINE+2]]:   may run beside the regions at lines [[#@LINE-2]] and [[#@LINE+8]]{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{after|runs alone}}
#pragma acc parallel loop
            for (int i = 0; i < N; i++) b[i] = (b[i] + 2.0) * 0.5;
// INFO: async_info.c:[[#@LINE+4]]:   may run beside the regions at lines [[#@LINE-6]] and [[#@LINE-2]]{{$}}
// NO-NOT: async_info.c:[[#@LINE+3]]:   {{after|runs alone}}
// IR: async_info.c:[[#@LINE+2]]: parallel loop
// IR: beside: [[#@LINE-9]] [[#@LINE-5]]{{$}}
#pragma acc parallel loop
            for (int i = 0; i < N; i++) c[i] = (c[i] + 3.0) * 0.5;
        }
    }
}

// dep3's shape: each region reads what the one before wrote; in the loop,
// the first reads what the last wrote in the round before.
void chain(double *restrict x, double *restrict y, double *restrict z, int n, int steps)
{
#pragma acc data copy(x[0:n]) create(y[0:n], z[0:n])
    {
        for (int t = 0; t < steps; t++) {
// INFO: async_info.c:[[#@LINE+4]]:   after lines [[#@LINE+8]] ('y' read there) and [[#@LINE+12]] ('x' written there){{$}}
// NO-NOT: async_info.c:[[#@LINE+3]]:   {{may run beside|runs alone}}
// IR: async_info.c:[[#@LINE+2]]: parallel loop
// IR: beside: none; after [[#@LINE+5]] ('y' read there); after [[#@LINE+9]] ('x' written there){{$}}
#pragma acc parallel loop present(x[0:n], y[0:n])
            for (int i = 0; i < n; i++) y[i] = (x[i] + 1.0) * 0.5;
// INFO: async_info.c:[[#@LINE+2]]:   after lines [[#@LINE-2]] ('y' written there) and [[#@LINE+6]] ('z' read there){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(y[0:n], z[0:n])
            for (int i = 0; i < n; i++) z[i] = (y[i] + y[(i + 1) % n]) * 0.5;
// INFO: async_info.c:[[#@LINE+2]]:   after lines [[#@LINE-6]] ('x' read there) and [[#@LINE-2]] ('z' written there){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(x[0:n], z[0:n])
            for (int i = 0; i < n; i++) x[i] = (z[i] + 0.25) * 0.5;
        }
    }
}

// The host waits at an update and for a reduction's result: nothing runs
// across either; between them two independent regions may.
double waits(double *restrict x, double *restrict y, int n)
{
    double s = 0;
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: no other compute construct of its function may be in flight with it{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; i++) x[i] = x[i] * 2.0;
#pragma acc update self(x[0:n])
// INFO: async_info.c:[[#@LINE+2]]:   may run beside the region at line [[#@LINE+6]]{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{after|runs alone}}
#pragma acc parallel loop present(y[0:n])
    for (int i = 0; i < n; i++) y[i] = y[i] + 1.0;
// INFO: async_info.c:[[#@LINE+2]]:   may run beside the region at line [[#@LINE-2]]{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{after|runs alone}}
#pragma acc parallel loop present(x[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i];
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: the host waits at line [[#@LINE-1]] (the end of the region at line [[#@LINE-2]]: reduction results)
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc parallel loop present(y[0:n])
    for (int i = 0; i < n; i++) y[i] = y[i] * s;
    return s;
}

// Two queues: the same queue orders; across queues only the data does.
void queues(double *restrict x, double *restrict y, int n)
{
// INFO: async_info.c:[[#@LINE+2]]:   may run beside the region at line [[#@LINE+6]] (line [[#@LINE+6]] on async(2); this one on async(1)){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{after|runs alone}}
#pragma acc parallel loop present(x[0:n]) async(1)
    for (int i = 0; i < n; i++) x[i] = x[i] * 2.0;
// INFO: async_info.c:[[#@LINE+2]]:   may run beside the region at line [[#@LINE-2]] (line [[#@LINE-2]] on async(1); this one on async(2)){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{after|runs alone}}
#pragma acc parallel loop present(y[0:n]) async(2)
    for (int i = 0; i < n; i++) y[i] = y[i] + 1.0;
// INFO: async_info.c:[[#@LINE+2]]:   after lines [[#@LINE-6]] (the same queue, async(1)) and [[#@LINE-2]] ('y' written there){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(x[0:n], y[0:n]) async(1)
    for (int i = 0; i < n; i++) y[i] = y[i] + x[i];
// INFO: async_info.c:[[#@LINE+2]]:   after lines [[#@LINE-10]] ('x' written there), [[#@LINE-6]] (the same queue, async(2)) and [[#@LINE-2]] ('x' read there){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(x[0:n]) async(2)
    for (int i = 0; i < n; i++) x[i] = x[i] + 1.0;
#pragma acc wait
}

// Pointers that are not restrict may point into one array.
void alias(double *p, double *q, int n)
{
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: the region at line [[#@LINE+6]] runs after it,
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; i++) p[i] = p[i] * 2.0;
// INFO: async_info.c:[[#@LINE+2]]:   after line [[#@LINE-2]] ('p' written there may alias 'q'){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(q[0:n])
    for (int i = 0; i < n; i++) q[i] = q[i] + 1.0;
}

#pragma acc routine seq
double dev(double);

// A call of a function of the program, and a write through a pointer of
// the region: what they touch is not known.
void unknown(double *restrict x, double *restrict y, int n)
{
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: it calls printf, assert or a function of the program, whose memory is not known{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc parallel loop present(y[0:n])
    for (int i = 0; i < n; i++) y[i] = dev(y[i]);
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: 'r' is a pointer of the region: what it reads or writes through it is not known{{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc parallel loop present(y[0:n])
    for (int i = 0; i < n; i++) {
        double *r = y + i;
        *r = 1.0;
    }
// INFO: async_info.c:[[#@LINE+2]]:   after line [[#@LINE-5]] (what it touches is not known){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; i++) x[i] = x[i] + 1.0;
}

// A scalar the regions assign: its device copy is read whole by the split
// plan, yet written; the second region runs after the first.
double sv;
void scalars(void)
{
#pragma acc data copy(sv)
    {
// INFO: async_info.c:[[#@LINE+2]]:   runs alone: the region at line [[#@LINE+6]] runs after it,
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|after}}
#pragma acc serial
        sv = 1;
// INFO: async_info.c:[[#@LINE+2]]:   after line [[#@LINE-2]] ('sv' written there){{$}}
// NO-NOT: async_info.c:[[#@LINE+1]]:   {{may run beside|runs alone}}
#pragma acc serial
        sv = sv + 2;
    }
}
