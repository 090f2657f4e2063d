/* The atomic construct on _Bool: x++ and x += v set x to 1 (C converts
 * x + v to _Bool), x-- flips it, and a capture sees the old value.  Random
 * keys pick the bins; per bin, the captures of -- alternate from the start
 * value, so the count of 1s among them is known, and the captures of ++
 * see 0 once (a bin starting at 0) and 1 after.  Before, the CUDA copy's
 * gw_bool_* rewrite of x++ overlapped the atomic's and nvcc rejected it
 * (found by tools/fuzz, seed 61, atomic_capture_postinc with a _Bool
 * array). */
#include <stdio.h>
#include <stdlib.h>

#define B 37
#define N 5000

int main(void)
{
    _Bool up[B], flip[B], add[B];
    int key[N], old_up[N], old_flip[N], old_add[N], count[B] = {0};
    unsigned s = 0x9e3779b9u;
    for (int b = 0; b < B; b++) up[b] = 0, flip[b] = b & 1, add[b] = 0;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        key[i] = (int)(s % B);
        count[key[i]]++;
    }
#pragma acc parallel loop copyin(key) copy(up, flip, add) copyout(old_up, old_flip, old_add)
    for (int i = 0; i < N; i++) {
        int k = key[i];
#pragma acc atomic capture
        old_up[i] = up[k]++;
#pragma acc atomic capture
        old_flip[i] = flip[k]--;
#pragma acc atomic capture
        { old_add[i] = add[k]; add[k] += 3; }
    }
    int bad = 0, zeros_up[B] = {0}, ones_flip[B] = {0}, zeros_add[B] = {0};
    for (int i = 0; i < N; i++) {
        int k = key[i];
        if (old_up[i] != 0 && old_up[i] != 1) bad++;
        zeros_up[k] += old_up[i] == 0;
        ones_flip[k] += old_flip[i] == 1;
        zeros_add[k] += old_add[i] == 0;
    }
    for (int b = 0; b < B; b++) {
        int c = count[b], start = b & 1;
        int want_ones = start ? (c + 1) / 2 : c / 2;        /* old values start, !start, start, ... */
        int want_flip = c % 2 ? !start : start;
        if (up[b] != (c > 0) || zeros_up[b] != (c > 0) || add[b] != (c > 0) || zeros_add[b] != (c > 0)
            || ones_flip[b] != want_ones || flip[b] != want_flip) {
            if (bad++ < 5)
                printf("bin %d (%d hits): up %d zeros %d, add %d zeros %d, flip %d ones %d (want %d, %d)\n", b, c,
                       up[b], zeros_up[b], add[b], zeros_add[b], flip[b], ones_flip[b], want_flip, want_ones);
        }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
