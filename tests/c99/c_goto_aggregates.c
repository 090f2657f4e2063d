/* goto and switch jumping past initialised arrays (sized by their
 * initialiser too, const, of a typedef'd type, 2-D, char from a string),
 * structs with designators, unions, a typedef'd struct and a complex number,
 * in compute regions and in a routine seq function: C allows it, C++ does
 * not, so the CUDA copy declares each without its initialiser and copies it
 * from a temporary initialised in a block of its own (cxx.c split_inits).
 * Before, nvcc rejected the generated CUDA. */
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>

typedef struct { double re, im; } cplx_t;
typedef int triple[3];
struct cell { int id; float w[2]; };
union bits { float f; unsigned u; };

#define N 256

#pragma acc routine seq
static int score(int k, int i)
{
    if (k > 4)
        goto out;
    static const int fixed[2] = {3, 4};     /* static: never jumped past in C++ either */
    int steps[] = {k, k * k, 1};
    struct cell probe = {.w = {0.5f, 2.0f}, .id = i};
    return steps[1] + (int)probe.w[1] + probe.id + fixed[1];
out:
    return -k;
}

int main(void)
{
    static int out[N], ref[N];
    unsigned seed = 12345;
    int shift[N];
    for (int i = 0; i < N; i++) { seed = seed * 1103515245u + 12345u; shift[i] = (int)(seed >> 16) % 7; }

#pragma acc parallel loop copyin(shift) copyout(out)
    for (int i = 0; i < N; i++) {
        int k = shift[i];
        if (k == 3)
            goto skip;
        int tab[] = {i, 2 * i, 3 * i, k};
        const double wts[3] = {0.5, 0.25, 0.125};
        triple tr = {k, k + 1, k + 2};
        struct cell c = {.id = i, .w = {1.5f, (float)k}};
        union bits b = {.f = 1.0f};
        cplx_t z = {(double)i, -1.0};
        char tag[] = "ok";
        int grid[2][2] = {{1, 2}, {3, k}};
        double _Complex zc = i + 2.0 * I;
        out[i] = tab[3] + (int)(wts[0] * 4) + tr[2] + c.id + (int)c.w[1] + (int)(b.u >> 23)
                 + (int)z.re + tag[1] + grid[1][1] + (int)creal(zc);
        continue;
    skip:
        out[i] = -1;
    }

#pragma acc parallel loop copyin(shift) copy(ref)
    for (int i = 0; i < N; i++) {
        ref[i] = score(shift[i], i) * 1000;
        switch (shift[i]) {
        case 0:
            ref[i] = 1;
            break;
        case 1: {
            int pair[2] = {i, shift[i]};
            ref[i] = pair[0] + pair[1];
            break;
        }
        case 2:
            ;
            struct cell c2 = {i, {2.0f, 3.0f}};
            ref[i] = c2.id * 2 + (int)c2.w[0];
            /* fall through */
        default:
            ref[i] += 5;
        }
    }

    long bad = 0;
    for (int i = 0; i < N; i++) {
        int k = shift[i], want;
        if (k == 3) want = -1;
        else want = k + 2 + (k + 2) + i + k + 127 + i + 'k' + k + i;
        if (out[i] != want) bad++;
        int r;
        switch (k) {
        case 0: r = 1; break;
        case 1: r = i + 1; break;
        case 2: r = i * 2 + 2 + 5; break;
        default: r = 5 + 1000 * (k > 4 ? -k : k * k + 2 + i + 4);
        }
        if (ref[i] != r) bad++;
    }
    printf("%s %ld\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
