/* test_ranges.c: runtime/ranges.c's interval sets, by cases and against a bitmap. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* The set as text, "[0,4)[8,9)", for comparing with what a case expects. */
static const char *text(const GwRanges *r)
{
    static char buf[512];
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < r->n && n < sizeof buf - 40; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "[%zu,%zu)", r->v[i].lo, r->v[i].hi);
    return buf;
}

#define SAME(r, want) check(!strcmp(text(r), (want)), #r " == " want, __FILE__, __LINE__)

static void test_add(void)
{
    GwRanges r = {0};
    gw__ranges_add(&r, 4, 4);           /* empty: nothing */
    SAME(&r, "");
    gw__ranges_add(&r, 10, 20);
    gw__ranges_add(&r, 0, 2);
    gw__ranges_add(&r, 30, 40);
    SAME(&r, "[0,2)[10,20)[30,40)");
    gw__ranges_add(&r, 20, 25);         /* touching on the right merges */
    SAME(&r, "[0,2)[10,25)[30,40)");
    gw__ranges_add(&r, 8, 10);          /* touching on the left merges */
    SAME(&r, "[0,2)[8,25)[30,40)");
    gw__ranges_add(&r, 12, 14);         /* inside: nothing new */
    SAME(&r, "[0,2)[8,25)[30,40)");
    gw__ranges_add(&r, 1, 35);          /* spans several */
    SAME(&r, "[0,40)");
    gw__ranges_add(&r, 41, 42);         /* a gap of one byte stays */
    SAME(&r, "[0,40)[41,42)");
    gw__ranges_add(&r, 40, 41);
    SAME(&r, "[0,42)");
    gw__ranges_free(&r);
}

static void test_sub(void)
{
    GwRanges r = {0};
    gw__ranges_sub(&r, 0, 10);          /* from nothing */
    SAME(&r, "");
    gw__ranges_add(&r, 0, 100);
    gw__ranges_sub(&r, 10, 20);         /* splits */
    SAME(&r, "[0,10)[20,100)");
    gw__ranges_sub(&r, 10, 20);         /* already gone */
    SAME(&r, "[0,10)[20,100)");
    gw__ranges_sub(&r, 0, 5);           /* a head */
    SAME(&r, "[5,10)[20,100)");
    gw__ranges_sub(&r, 90, 200);        /* a tail, beyond the end */
    SAME(&r, "[5,10)[20,90)");
    gw__ranges_sub(&r, 7, 30);          /* across a gap */
    SAME(&r, "[5,7)[30,90)");
    gw__ranges_sub(&r, 0, 1000);        /* everything */
    SAME(&r, "");
    gw__ranges_free(&r);
}

static void test_query(void)
{
    GwRanges r = {0};
    size_t a, b;
    CHECK(!gw__ranges_next(&r, 0, 100, &a, &b));
    gw__ranges_add(&r, 10, 20);
    gw__ranges_add(&r, 30, 40);
    CHECK(gw__ranges_next(&r, 0, 100, &a, &b) && a == 10 && b == 20);
    CHECK(gw__ranges_next(&r, 15, 100, &a, &b) && a == 15 && b == 20);   /* clipped below */
    CHECK(gw__ranges_next(&r, 20, 100, &a, &b) && a == 30 && b == 40);   /* end is open */
    CHECK(gw__ranges_next(&r, 0, 35, &a, &b) && a == 10 && b == 20);
    CHECK(gw__ranges_next(&r, 25, 35, &a, &b) && a == 30 && b == 35);    /* clipped above */
    CHECK(!gw__ranges_next(&r, 20, 30, &a, &b));                         /* a gap */
    CHECK(!gw__ranges_next(&r, 40, 100, &a, &b));
    CHECK(!gw__ranges_next(&r, 12, 12, &a, &b));                         /* empty query */
    CHECK(gw__ranges_has(&r, 10) && gw__ranges_has(&r, 19) && !gw__ranges_has(&r, 20));
    CHECK(!gw__ranges_has(&r, 9) && !gw__ranges_has(&r, 45));
    gw__ranges_free(&r);
    CHECK(r.n == 0 && !r.v);
}

/* Random adds and subtracts against a bitmap; after each, the set is
 * sorted, disjoint, not touching, and holds exactly the bitmap's bytes. */
enum { SPAN = 300 };

static int agrees(const GwRanges *r, const unsigned char *bit)
{
    for (int i = 0; i < r->n; i++) {
        if (r->v[i].lo >= r->v[i].hi)
            return 0;
        if (i && r->v[i - 1].hi >= r->v[i].lo)
            return 0;       /* overlapping or touching: should have merged */
    }
    for (size_t x = 0; x < SPAN; x++)
        if (gw__ranges_has(r, x) != bit[x])
            return 0;
    /* next() walks exactly the bitmap's runs inside a random window */
    size_t lo = (size_t)rand() % SPAN, hi = lo + (size_t)rand() % (SPAN - lo + 1), a, b, at = lo;
    while (gw__ranges_next(r, at, hi, &a, &b)) {
        if (a < at || b > hi || a >= b)
            return 0;
        for (size_t x = at; x < a; x++)
            if (bit[x])
                return 0;
        for (size_t x = a; x < b; x++)
            if (!bit[x])
                return 0;
        if (b < hi && bit[b] && b != SPAN)
            return 0;       /* a run must not stop early */
        at = b;
    }
    for (size_t x = at; x < hi; x++)
        if (bit[x])
            return 0;
    return 1;
}

static void test_random(void)
{
    srand(15);
    for (int round = 0; round < 50; round++) {
        GwRanges r = {0};
        unsigned char bit[SPAN] = {0};
        int ok = 1;
        for (int op = 0; op < 200 && ok; op++) {
            size_t lo = (size_t)rand() % SPAN, len = (size_t)rand() % (rand() % 4 ? 20 : SPAN);
            size_t hi = lo + len > SPAN ? SPAN : lo + len;
            int add = rand() % 2;
            if (add)
                gw__ranges_add(&r, lo, hi);
            else
                gw__ranges_sub(&r, lo, hi);
            memset(bit + lo, add, hi - lo);
            ok = agrees(&r, bit);
        }
        CHECK(ok);
        gw__ranges_free(&r);
    }
}

int main(void)
{
    test_add();
    test_sub();
    test_query();
    test_random();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
