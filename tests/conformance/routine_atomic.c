/* Covers: atomic constructs inside routines (OpenACC 3.3 secs. 2.12 and 2.15.1): a seq routine doing an atomic update on a histogram bin passed by pointer, a seq routine doing an atomic capture to claim unique slots, and a vector routine with an atomic update in its vector loop, called from parallel loops. */
#include <stdio.h>
#include <string.h>

#define N 20000
#define B 31
#define NI 40
#define NJ 75
static int key[N], slot_of[N], owner[N], m[NI][NJ];
static unsigned int seed = 0xA70A1C00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
static void bump(int *hist, int k)
{
#pragma acc atomic update
    hist[k % B] += 1;
}

#pragma acc routine seq
static int claim(int *next)
{
    int mine;
#pragma acc atomic capture
    mine = (*next)++;
    return mine;
}

#pragma acc routine vector
static void count_neg(const int *row, int n, long *total)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++)
        if (row[j] < 0) {
#pragma acc atomic update
            *total += row[j];
        }
}

int main(void)
{
    int bad = 0, hist[B], ehist[B], next = 0;
    long neg = 0;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); slot_of[i] = owner[i] = -1; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) m[i][j] = (int)(xrand() % 2001u) - 1000;
    for (int b = 0; b < B; b++) hist[b] = ehist[b] = 0;

#pragma acc parallel loop copyin(key) copy(hist, next) copyout(slot_of)
    for (int i = 0; i < N; i++) {
        bump(hist, key[i]);
        slot_of[i] = claim(&next);
    }

#pragma acc parallel loop gang copyin(m) copy(neg)
    for (int i = 0; i < NI; i++) count_neg(m[i], NJ, &neg);

    for (int i = 0; i < N; i++) ehist[key[i] % B]++;
    for (int b = 0; b < B; b++)
        if (hist[b] != ehist[b]) { printf("atomic update in routine: hist[%d] = %d, expected %d\n", b, hist[b], ehist[b]); bad++; }
    if (next != N) { printf("atomic capture in routine: counter %d, expected %d\n", next, N); bad++; }
    for (int i = 0; i < N && bad < 10; i++) {
        int s = slot_of[i];
        if (s < 0 || s >= N || owner[s] >= 0) { printf("atomic capture in routine: iteration %d got slot %d (out of range or taken)\n", i, s); bad++; }
        else owner[s] = i;
    }
    long eneg = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) if (m[i][j] < 0) eneg += m[i][j];
    if (neg != eneg) { printf("atomic in vector routine: %ld, expected %ld\n", neg, eneg); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
