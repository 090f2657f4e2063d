// atomic read is 'v = x;' and atomic write 'x = expr;', with x and v lvalue
// expressions (OpenACC 3.3 section 2.12): a variable, a member, an element
// or a dereference.  'v = x++;', 'v = x + 1;', 'v = f(x);' under atomic
// read, or a write to something that is not an lvalue, is a located error in
// every mode, as gcc gives; before, gwcc compiled such a read as the plain,
// non-atomic statement (a race on the GPU).  The valid forms are taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
struct cell { int count; double w[4]; };

static int twice(int a) { return 2 * a; }

void tally(int n, int *hist, struct cell *cells, int *out)
{
    int x = 0;
#pragma acc parallel loop copy(x, hist[0:n], cells[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int v;
        double w;
#pragma acc atomic read
        v = x;
#pragma acc atomic read
        v = hist[i % 8];
#pragma acc atomic read
        w = cells[i].w[1];
#pragma acc atomic read
        v = (*(hist + 1));
#pragma acc atomic write
        cells[i].count = v + 1;
// CHECK: atomic_read_write_lvalues.c:[[@LINE+2]]:9: error: this statement is not of a form the 'atomic read' construct allows
#pragma acc atomic read
        v = x++;
// CHECK: atomic_read_write_lvalues.c:[[@LINE+2]]:9: error: this statement is not of a form the 'atomic read' construct allows
#pragma acc atomic read
        v = hist[i] + 1;
// CHECK: atomic_read_write_lvalues.c:[[@LINE+2]]:9: error: this statement is not of a form the 'atomic read' construct allows
#pragma acc atomic read
        v = twice(x);
// CHECK: atomic_read_write_lvalues.c:[[@LINE+2]]:9: error: this statement is not of a form the 'atomic read' construct allows
#pragma acc atomic read
        w = (double)x;
        out[i] = v + (int)w;
    }
}
