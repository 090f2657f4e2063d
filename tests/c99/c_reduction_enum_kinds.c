/* reductions on C types whose spelling hides their arithmetic: an enum
 * (unsigned underlying type in gcc: max's identity must be 0, not INT_MIN),
 * an enum with a negative enumerator (signed), _Bool, plain char, typedefs
 * of unsigned and floating types, and an enum array */
#include <stdio.h>
#include <stdlib.h>

enum level { LOW = 1, MID = 7, HIGH = 4000000000u };   /* unsigned int in gcc */
enum delta { DOWN = -3, FLAT = 0, UP = 3 };            /* int */
typedef unsigned short tally_t;
typedef float real;

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 5000, bad = 0;
    unsigned *src = malloc(n * sizeof *src);
    for (int k = 0; k < n; k++) src[k] = xorshift();
    enum level lmax = LOW, lmin = HIGH, hl[2] = {LOW, HIGH};
    enum delta dmax = DOWN, dmin = UP;
    _Bool any = 0, all = 1;
    char cmax = -100;
    tally_t tmax = 0, tmin = 65535;
    real rmin = 1e30f, rmax = -1e30f;
    #pragma acc parallel loop copyin(src[0:n]) reduction(max:lmax, dmax, cmax, tmax, rmax) \
        reduction(min:lmin, dmin, tmin, rmin) reduction(||:any) reduction(&&:all) reduction(max:hl)
    for (int k = 0; k < n; k++) {
        unsigned s = src[k];
        enum level l = s % 3 == 0 ? LOW : s % 3 == 1 ? MID : HIGH;
        enum delta d = (enum delta)((int)(s % 7) - 3);
        if (l != HIGH && l > lmax) lmax = l;        /* at most MID: an identity of INT_MIN as unsigned would win */
        if (l < lmin) lmin = l;
        if (d > dmax) dmax = d;
        if (d < dmin) dmin = d;
        any = any || s % 1000 == 17;
        all = all && s != 0;
        if ((char)(s % 200 - 100) > cmax) cmax = (char)(s % 200 - 100);
        if ((tally_t)s > tmax) tmax = (tally_t)s;
        if ((tally_t)s < tmin) tmin = (tally_t)s;
        if ((real)(s % 100000) / 7 < rmin) rmin = (real)(s % 100000) / 7;
        if ((real)(s % 100000) / 7 > rmax) rmax = (real)(s % 100000) / 7;
        if (l > hl[0]) hl[0] = l;
    }
    enum level elmax = LOW, elmin = HIGH, ehl0 = LOW;
    enum delta edmax = DOWN, edmin = UP;
    _Bool eany = 0, eall = 1;
    char ecmax = -100;
    tally_t etmax = 0, etmin = 65535;
    real ermin = 1e30f, ermax = -1e30f;
    for (int k = 0; k < n; k++) {
        unsigned s = src[k];
        enum level l = s % 3 == 0 ? LOW : s % 3 == 1 ? MID : HIGH;
        enum delta d = (enum delta)((int)(s % 7) - 3);
        if (l != HIGH && l > elmax) elmax = l;
        if (l < elmin) elmin = l;
        if (d > edmax) edmax = d;
        if (d < edmin) edmin = d;
        eany = eany || s % 1000 == 17;
        eall = eall && s != 0;
        if ((char)(s % 200 - 100) > ecmax) ecmax = (char)(s % 200 - 100);
        if ((tally_t)s > etmax) etmax = (tally_t)s;
        if ((tally_t)s < etmin) etmin = (tally_t)s;
        if ((real)(s % 100000) / 7 < ermin) ermin = (real)(s % 100000) / 7;
        if ((real)(s % 100000) / 7 > ermax) ermax = (real)(s % 100000) / 7;
        if (l > ehl0) ehl0 = l;
    }
    if (lmax != elmax) bad++, printf("lmax %u, expected %u\n", (unsigned)lmax, (unsigned)elmax);
    if (lmin != elmin) bad++, printf("lmin %u, expected %u\n", (unsigned)lmin, (unsigned)elmin);
    if (dmax != edmax || dmin != edmin) bad++, printf("delta %d %d, expected %d %d\n", dmax, dmin, edmax, edmin);
    if (any != eany || all != eall) bad++, printf("bool %d %d, expected %d %d\n", any, all, eany, eall);
    if (cmax != ecmax) bad++, printf("cmax %d, expected %d\n", cmax, ecmax);
    if (tmax != etmax || tmin != etmin) bad++, printf("tally %u %u, expected %u %u\n", tmax, tmin, etmax, etmin);
    if (rmin != ermin || rmax != ermax) bad++, printf("real %g %g, expected %g %g\n", rmin, rmax, ermin, ermax);
    if (hl[0] != ehl0 || hl[1] != HIGH) bad++, printf("hl %u %u, expected %u %u\n", (unsigned)hl[0],
                                                      (unsigned)hl[1], (unsigned)ehl0, (unsigned)HIGH);
    free(src);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
