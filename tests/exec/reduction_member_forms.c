/* Reductions on struct members, each found in the AST: a member of a member with a typedef'd type written with spaces (s . a . x), an arrow (p->x), an element whose clause has spaces (s.arr[ 2 ]), a loop's reduction inside a parallel region, two constructs in one function on the same member, a pointer member's subarray, and a local struct of the same name inside the construct that is not the member; each result starts from the member's value and is compared with the host loop. */
#include <stdio.h>
#include <stdlib.h>

typedef double real_t;
struct In { real_t x; int k; };
struct S { struct In a; int arr[4]; double *p; };
struct P { long x; };

static int run(const double *v, int n, struct P *p, struct S *out)
{
    double hist[8] = {0};
    struct S s = {{1.5, 2}, {0, 1, 2, 3}, hist}, t = {{0.25, 7}, {0}, 0};
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s.a.x) reduction(max:p->x) reduction(+:s.arr[ 2 ])
    for (int i = 0; i < n; i++) {
        s . a . x += v[i];
        p->x = (long)v[i] > p->x ? (long)v[i] : p->x;
        s.arr[2] += i % 3;
        { struct S s; s.a.x = v[i] * 1000; t.a.x += s.a.x > 1e9; }   /* a local s: not the member */
    }
#pragma acc parallel copyin(v[0:n])
    {
#pragma acc loop gang vector reduction(+:t.a.k)
        for (int i = 0; i < n; i++) t.a.k += v[i] > 50.0;
    }
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s.a.x, s.p[0:8])
    for (int i = 0; i < n; i++) {
        s.a.x += 2 * v[i];
        s.p[(int)v[i] % 8] += 0.5;
    }
    *out = s;
    out->a.k = t.a.k;
    int fails = 0;
    double e = 0.25;
    double eh[8] = {0};
    for (int i = 0; i < n; i++) {
        e += v[i] * 1000 > 1e9;
        eh[(int)v[i] % 8] += 0.5;
    }
    if (t.a.x != e) printf("FAIL: t.a.x = %g, expected %g (the local s is not the member)\n", t.a.x, e), fails++;
    for (int b = 0; b < 8; b++)
        if (hist[b] != eh[b]) printf("FAIL: s.p[%d] = %g, expected %g\n", b, hist[b], eh[b]), fails++;
    out->p = 0;                 /* hist ends here */
    return fails;
}

int main(void)
{
    int n = 20000;
    double *v = malloc(n * sizeof *v);
    unsigned r = 12345u;
    for (int i = 0; i < n; i++) {
        r = r * 1103515245u + 12345u;
        v[i] = (double)((r >> 8) % 100);            /* integers: sums exact in any order */
    }
    struct P pp = {-5};
    struct S s;
    int fails = run(v, n, &pp, &s);
    double ex = 1.5;
    long emax = -5;
    int earr = 2, ek = 7;
    for (int i = 0; i < n; i++) {
        ex += v[i];
        emax = (long)v[i] > emax ? (long)v[i] : emax;
        earr += i % 3;
        ek += v[i] > 50.0;
    }
    for (int i = 0; i < n; i++) ex += 2 * v[i];
    if (s.a.x != ex) printf("FAIL: s.a.x = %.17g, expected %.17g\n", s.a.x, ex), fails++;
    if (pp.x != emax) printf("FAIL: p->x = %ld, expected %ld\n", pp.x, emax), fails++;
    if (s.arr[2] != earr || s.arr[1] != 1 || s.arr[3] != 3)
        printf("FAIL: s.arr = {%d, %d, %d, %d}, expected {0, 1, %d, 3}\n", s.arr[0], s.arr[1], s.arr[2], s.arr[3], earr), fails++;
    if (s.a.k != ek) printf("FAIL: t.a.k = %d, expected %d\n", s.a.k, ek), fails++;
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
