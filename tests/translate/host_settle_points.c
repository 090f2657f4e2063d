// A quiet region's launch returns at once; the host waits (gw_settle) at
// the first statement after it that could see the kernel: a call (a clock,
// output), a volatile access, a jump out, the function's end.  Plain host
// statements, math functions and other regions run before the wait; a loop
// whose whole text is unseen is followed past its end; in a loop that could
// see it, the wait goes before each statement that could, innermost (a
// clock read under an if waits only when it runs), and on past the loop;
// after an if whose condition could not see it, in the branches that could,
// and on past the if; a
// static function whose address is never taken passes the wait to its
// callers.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_settle_points.gw.c
// RUN: FileCheck --check-prefix=QUIET %s < %t.d/host_settle_points.gw.c
// RUN: %gwcc --info -c %s -o %t.d/info.o 2>&1 | FileCheck --check-prefix=INFO %s

#include <math.h>

double now(void);
void show(double);
volatile int flag;

// CG's shape: no wait inside the loop, one before the timer after it.
// CHECK-LABEL: double cg(
// CHECK-NOT:   gw_settle
// CHECK:       {{^}} gw_settle(); t1 = now();
double cg(double *restrict p, double *restrict q, int n, int iters)
{
    double t0 = now(), t1, rr = 1.0;
#pragma acc data copy(p[0:n], q[0:n])
    {
        for (int it = 0; it < iters; it++) {
// QUIET: gw_k_host_settle_points_L[[#@LINE+2]] = {{.*}}, .quiet = 1, .params
// INFO: host_settle_points.c:[[#@LINE+1]]: {{.*}}the host waits for it when it copies data back, else at line [[#@LINE+14]], where it could first see the kernels
#pragma acc parallel loop present(p[0:n], q[0:n])
            for (int i = 0; i < n; i++) q[i] = 2.0 * p[i];
            double pq = 0.0;
// QUIET: gw_k_host_settle_points_L[[#@LINE+2]] = {{[^,]*}}, .name = "{{[^"]*}}", .params
// INFO: host_settle_points.c:[[#@LINE+1]]: {{.*}}the host waits for it at its end (reduction results)
#pragma acc parallel loop reduction(+:pq) present(p[0:n], q[0:n])
            for (int i = 0; i < n; i++) pq += p[i] * q[i];
            double alpha = rr / pq;
// QUIET: gw_k_host_settle_points_L[[#@LINE+1]] = {{.*}}, .quiet = 1, .params
#pragma acc parallel loop present(p[0:n], q[0:n])
            for (int i = 0; i < n; i++) p[i] += alpha * q[i];
            rr = sqrt(fabs(alpha));
        }
        t1 = now();
    }
    return t1 - t0 + rr;
}

// Plain statements first; two regions share one wait.
// CHECK-LABEL: void plain_then_call(
// CHECK-NOT:   gw_settle
// CHECK:       y = x * 2;
// CHECK-NEXT:  {{^}} gw_settle(); show(y);
// CHECK-NOT:   gw_settle
// CHECK:       }
void plain_then_call(double *a, int n)
{
// QUIET: gw_k_host_settle_points_L[[#@LINE+1]] = {{.*}}, .quiet = 1, .params
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1.0;
    double x = a[0];
// QUIET: gw_k_host_settle_points_L[[#@LINE+1]] = {{.*}}, .quiet = 1, .params
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 3.0;
    double y = x * 2;
    show(y);
    show(x);
}

// A call after the region in the loop's body: the wait is in the body.
// CHECK-LABEL: void call_in_body(
// CHECK:       {{^}} gw_settle(); show(a[0]);
void call_in_body(double *a, int n, int times)
{
#pragma acc data copy(a[0:n])
    for (int t = 0; t < times; t++) {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
        show(a[0]);
    }
}

// A call before the region in the body: the wait goes before the call,
// the next round's, and after the loop (here the function's end).
// CHECK-LABEL: void call_before(
// CHECK:       {{^}} gw_settle(); show(a[0]);
// CHECK:       a[0] = 0.0;
// CHECK-NEXT:  {{^}} } gw_settle();
// CHECK-NEXT:  }
void call_before(double *a, int n, int times)
{
    for (int t = 0; t < times; t++) {
        show(a[0]);
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
        a[0] = 0.0;
    }
}

// A loop body without braces whose loop calls: nowhere to wait, so the
// launch waits.
// CHECK-LABEL: void no_place(
// CHECK-NOT:   gw_settle
// CHECK:       }
void no_place(double *a, int n)
{
// QUIET: gw_k_host_settle_points_L[[#@LINE+3]] = {{[^,]*}}, .name = "{{[^"]*}}", .params
// INFO: host_settle_points.c:[[#@LINE+2]]: {{.*}}the host waits for it at its end (no later place to wait: a loop body without braces whose loop could see it)
    for (int t = 0; t < (int)now(); t++)
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
}

// A print every 100 steps of a time loop: the wait is in the branch that
// prints, so the other steps' kernels run ahead (and repeat, for graphs).
// CHECK-LABEL: void every_hundred(
// CHECK-NOT:   gw_settle
// CHECK:       if (t % 100 == 0)
// CHECK-NEXT:  { gw_settle(); show(a[0]); }
// CHECK-NEXT:  if (t == steps - 1) {
// CHECK-NEXT:  {{^}} gw_settle(); show(a[1]);
void every_hundred(double *a, int n, int steps)
{
#pragma acc data copy(a[0:n])
    for (int t = 0; t < steps; t++) {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
        if (t % 100 == 0)
            show(a[0]);
        if (t == steps - 1) {
            show(a[1]);
        }
    }
}

// Jumps out, volatile accesses and the function's end wait.
// CHECK-LABEL: double jumps(
// CHECK:       s = a[0];
// CHECK-NEXT:  {{^}} if (s > 1.0) { gw_settle(); return s; }
// CHECK:       {{^}} gw_settle(); flag = 1;
// CHECK:       {{^}} gw_settle(); return 0.0;
double jumps(double *a, int n)
{
    double s;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1.0;
    s = a[0];
    if (s > 1.0) return s;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 2.0;
    flag = 1;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 3.0;
    return 0.0;
}

// Out of an if's branch to what follows the if; the closing brace.
// CHECK-LABEL: void branch(
// CHECK-NOT:   gw_settle
// CHECK:       a[1] = 2.0; gw_settle();
// CHECK-NEXT:  }
void branch(double *a, int n, int c)
{
    if (c) {
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
    } else {
        a[0] = 1.0;
    }
    a[1] = 2.0;
}

// Standalone directives run before the wait (their copies wait by
// themselves); a construct whose statement could see waits before its
// directive.
// CHECK-LABEL: void directives(
// CHECK:       gw_update(
// CHECK:       {{^}} gw_settle(); show(a[0]);
// CHECK:       {{^}} gw_settle(); { static const gw_site {{.*}}"host_data"}
void directives(double *a, int n)
{
#pragma acc data copy(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
#pragma acc update self(a[0:n])
        show(a[0]);
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] += 1.0;
#pragma acc host_data use_device(a)
        {
            show(a[0]);
        }
    }
}

// A clock read under an if in the time loop: the wait is in the if's
// branch (braced with it), so the other rounds run on; then the exit.
// CHECK-LABEL: double timed_loop(
// CHECK:       if (s == 1) { gw_settle(); t0 = now(); }
// CHECK-NOT:   gw_settle
// CHECK:       {{^}} gw_settle(); t1 = now();
double timed_loop(double *restrict a, double *restrict b, int n, int steps)
{
    double t0 = 0.0, t1;
#pragma acc data copy(a[0:n]) create(b[0:n])
    {
        for (int s = 0; s < steps; s++) {
            if (s == 1) t0 = now();
// INFO: host_settle_points.c:[[#@LINE+1]]: {{.*}}the host waits for it when it copies data back, else at lines [[#@LINE-1]] and [[#@LINE+5]], where it could first see the kernels
#pragma acc parallel loop present(a[0:n], b[0:n])
            for (int i = 0; i < n; i++) b[i] = a[i] + 1.0;
            { double *t = a; a = b; b = t; }
        }
        t1 = now();
    }
    return t1 - t0;
}

// A time step in a static function: no wait at its end; the callers wait
// where they could see it (the clock after the loop, the return).
// CHECK-LABEL: static void step(
// CHECK-NOT:   gw_settle
// CHECK-LABEL: double run_steps(
// CHECK:       {{^}} gw_settle(); double t1 = now();
// CHECK:       gw_settle(); return t1 - t0;
static void step(double *restrict x, double *restrict v, int n)
{
#pragma acc parallel loop present(x[0:n], v[0:n])
    for (int i = 0; i < n; i++) v[i] -= 0.5 * x[i];
#pragma acc parallel loop present(x[0:n], v[0:n])
    for (int i = 0; i < n; i++) x[i] += v[i];
}

double run_steps(double *x, double *v, int n, int steps)
{
    double t0 = now();
#pragma acc data copy(x[0:n], v[0:n])
    {
        for (int s = 0; s < steps; s++) step(x, v, n);
        double t1 = now();
        step(x, v, n);
        return t1 - t0;
    }
}

// Its address taken: callers unknown, so the function's end waits.
// CHECK-LABEL: static void kick(
// CHECK:       {{^}} gw_settle();
// CHECK-NEXT:  }
static void kick(double *restrict x, int n)
{
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; i++) x[i] *= 0.5;
}
void (*kick_ptr)(double *restrict, int) = kick;

// Called from more than 256 places: the walks would grow with the callers,
// so the function's end waits.
// CHECK-LABEL: static void kick_many(
// CHECK:       {{^}} gw_settle();
// CHECK-NEXT:  }
static void kick_many(double *restrict x, int n)
{
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; i++) x[i] *= 0.5;
}
#define K4 kick_many(x, n); kick_many(x, n); kick_many(x, n); kick_many(x, n);
#define K16 K4 K4 K4 K4
#define K64 K16 K16 K16 K16
// CHECK-LABEL: void kick_lots(
void kick_lots(double *x, int n)
{
#pragma acc data copy(x[0:n])
    {
        K64 K64 K64 K64 K16
    }
}

// A region that calls a function of the program speaks: it waits itself.
#pragma acc routine seq
static double twice(double x) { return 2.0 * x; }

// QUIET: gw_k_host_settle_points_L[[#@LINE+7]] = {{[^,]*}}, .name = "{{[^"]*}}", .params
// INFO: host_settle_points.c:[[#@LINE+6]]: {{.*}}the host waits for it at its end (it calls printf, assert or a function of the program)
// QUIET-NOT: .quiet
// CHECK-LABEL: void speaks(
// CHECK-NOT:   gw_settle
void speaks(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = twice(a[i]);
    show(a[0]);
}

