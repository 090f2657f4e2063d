// The device's limits on atomics hold in the functions it calls as in
// compute constructs: an update of a bit-field in a routine, or in a
// function a kernel calls, is a located error, not CUDA that takes a
// bit-field's address; before, only atomics inside compute constructs were
// checked.  -acc=host takes it (the host's atomics need no address), and
// so does a function the device never calls.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o
struct cell { unsigned hits : 12; unsigned kind : 4; int total; };

#pragma acc routine seq
void count(struct cell *c, int k)
{
// CHECK: fe_atomic_bitfield_routine.c:[[@LINE+2]]:5: error: 'c->hits' is a bit-field: the device's atomic operations need its address; use an int member
#pragma acc atomic update
    c->hits += k;
#pragma acc atomic update
    c->total += k;
}

static void tally(struct cell *c)
{
// CHECK: fe_atomic_bitfield_routine.c:[[@LINE+2]]:5: error: 'c->kind' is a bit-field
#pragma acc atomic update
    c->kind++;
}

static void host_only(struct cell *c)
{
#pragma acc atomic update
    c->kind++;
}

void f(int n, struct cell *cells)
{
#pragma acc parallel loop copy(cells[0:n])
    for (int i = 0; i < n; i++) {
        count(&cells[i], i);
        tally(&cells[i]);
    }
    host_only(cells);
}
