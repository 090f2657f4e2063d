/* atomic capture and read into a variable of another type than x: C converts the captured value to v's type (an int into an enum, a long into a short, a float into a long, an unsigned into a double); C++ does not convert an int to an enum by itself, so the CUDA text casts; found by tools/fuzz (atomic_capture_postinc with enum { E0, E1 } vl[]) */
#include <stdio.h>
#include <stdlib.h>

enum level { LOW, MID, HIGH, TOP };

int main(void)
{
    int n = 3000, bad = 0;
    long ticket = 0;
    int lv = 0;
    float acc = 0.5f;
    unsigned hits = 0;
    enum level *lev = malloc(n * sizeof *lev);
    short *tk = malloc(n * sizeof *tk);
    long *ac = malloc(n * sizeof *ac);
    double *h = malloc(n * sizeof *h);
    #pragma acc parallel loop copy(ticket, lv, acc, hits) copyout(lev[0:n], tk[0:n], ac[0:n], h[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic capture
        tk[i] = ticket++;
        #pragma acc atomic capture
        { lev[i] = lv; lv ^= 1; }
        #pragma acc atomic capture
        ac[i] = acc += 1.0f;
        #pragma acc atomic capture
        h[i] = ++hits;
    }
    char *seen = calloc(n + 2, 1);
    int count[4] = {0};
    for (int i = 0; i < n; i++) {
        if (tk[i] < 0 || tk[i] >= n || seen[tk[i]]++) { if (bad++ < 5) printf("tk[%d] = %d\n", i, tk[i]); }
        if (lev[i] < LOW || lev[i] > TOP) { if (bad++ < 5) printf("lev[%d] = %d\n", i, (int)lev[i]); }
        else count[lev[i]]++;
        if (ac[i] < 1 || ac[i] > n) { if (bad++ < 5) printf("ac[%d] = %ld\n", i, ac[i]); }
        if (h[i] < 1 || h[i] > n || h[i] != (unsigned)h[i]) { if (bad++ < 5) printf("h[%d] = %g\n", i, h[i]); }
    }
    for (int k = 0; k < 4; k++)
        if (count[k] != (k < 2 ? n / 2 : 0)) { if (bad++ < 5) printf("level %d taken %d times\n", k, count[k]); }
    if (ticket != n || lv != (n & 1) || acc != n + 0.5f || hits != (unsigned)n) {
        printf("ticket %ld, lv %d, acc %g, hits %u\n", ticket, lv, acc, hits);
        bad++;
    }
    free(lev); free(tk); free(ac); free(h); free(seen);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
