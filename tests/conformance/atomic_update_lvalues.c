/* Covers: atomic update, read, write and capture where x is a scalar lvalue expression other than a plain variable (OpenACC 3.3 sec. 2.12): a struct member, an element of an array member, a 2-D array element with computed subscripts, a dereferenced pointer, and p->member through a pointer to a struct; many iterations contend for each location. */
#include <stdio.h>

#define N 12000
#define B 7
struct stats { int count; long sum; double w; int bins[B]; };
static int key[N], got[N];
static unsigned int seed = 0x1A1B1C1Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    struct stats st = {0, 0, 0.0, {0}};
    int grid[B][B] = {{0}};
    int cell = 0, last = -1, snap = -1;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); got[i] = -1; }

#pragma acc parallel loop copyin(key) copy(st, grid, cell, last) copyout(got)
    for (int i = 0; i < N; i++) {
        int k = key[i];
        int *pc = &cell;
        struct stats *ps = &st;
#pragma acc atomic update
        st.count++;
#pragma acc atomic update
        ps->sum += k;
#pragma acc atomic update
        st.w = st.w + (k % 16) * 0.5;
#pragma acc atomic update
        st.bins[k % B] += 1;
#pragma acc atomic update
        grid[k % B][(k / B) % B]++;
#pragma acc atomic capture
        got[i] = (*pc)++;
#pragma acc atomic write
        last = k;
    }
#pragma acc parallel loop copyin(st) copy(snap)
    for (int i = 0; i < 1; i++) {
#pragma acc atomic read
        snap = st.bins[0];
    }

    long esum = 0;
    double ew = 0;
    int ebins[B] = {0}, egrid[B][B] = {{0}}, lastok = 0;
    for (int i = 0; i < N; i++) {
        int k = key[i];
        esum += k; ew += (k % 16) * 0.5; ebins[k % B]++; egrid[k % B][(k / B) % B]++;
        lastok |= last == k;
    }
    if (st.count != N) { printf("st.count = %d, expected %d\n", st.count, N); bad++; }
    if (st.sum != esum) { printf("ps->sum = %ld, expected %ld\n", st.sum, esum); bad++; }
    if (st.w != ew) { printf("st.w = %g, expected %g\n", st.w, ew); bad++; }
    for (int b = 0; b < B; b++) {
        if (st.bins[b] != ebins[b]) { printf("st.bins[%d] = %d, expected %d\n", b, st.bins[b], ebins[b]); bad++; }
        for (int c = 0; c < B; c++)
            if (grid[b][c] != egrid[b][c]) { printf("grid[%d][%d] = %d, expected %d\n", b, c, grid[b][c], egrid[b][c]); bad++; }
    }
    if (cell != N) { printf("*pc = %d, expected %d\n", cell, N); bad++; }
    static unsigned char seen[N];
    for (int i = 0; i < N && bad < 10; i++) {
        if (got[i] < 0 || got[i] >= N || seen[got[i]]) { printf("capture (*pc)++: iteration %d got %d\n", i, got[i]); bad++; }
        else seen[got[i]] = 1;
    }
    if (!lastok) { printf("write: last = %d was never written\n", last); bad++; }
    if (snap != ebins[0]) { printf("read st.bins[0] = %d, expected %d\n", snap, ebins[0]); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
