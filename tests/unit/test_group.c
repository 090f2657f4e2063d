/* test_group.c: runtime/group.c's kernel association on 2 fake members:
 * which blocks a launch fetches to the leader and marks stale elsewhere. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Device num's block of h: its stale ranges and its memory. */
static GwBlock *blk(int num, const void *h)
{
    int i;
    GwDevice *d = &gw__state.devs[num];
    return gw__find(d, h, 1, &i) == FIND_PRESENT ? &d->present.blocks[i] : NULL;
}

static int stale_all(int num, const void *h)
{
    GwBlock *b = blk(num, h);
    return b && b->stale.n == 1 && b->stale.v[0].lo == 0 && b->stale.v[0].hi == b->bytes;
}

static int clean(int num, const void *h)
{
    GwBlock *b = blk(num, h);
    return b && b->stale.n == 0;
}

/* What gw_launch does around the kernel, the kernel left out (fake device). */
static void launch(const gw_site *s)
{
    GwDevice *d = gw__enter(s);
    gw__group_before_launch(d, s, GW_ASYNC_SYNC);
    gw__group_after_launch(d, s);
    gw__leave();
}

typedef struct Holder {
    double *p;
} Holder;

static double a[16], b[16], t[16];
static Holder st;

static void test_maps(void)
{
    static const gw_site ks = {"k.c", 10, "parallel loop"}, other = {"k.c", 20, "parallel loop"};
    st.p = t;
    acc_copyin(a, sizeof a);
    acc_copyin(b, sizeof b);
    acc_copyin(t, sizeof t);
    acc_copyin(&st, sizeof st);
    acc_attach((void **)&st.p);
    CHECK(clean(0, a) && clean(1, a) && clean(1, t));
    gw_map m[3] = {{a, sizeof a, GW_MAP_PRESENT, 0, "a", 0, 0, 0},
                   {b, sizeof b, GW_MAP_PRESENT, GW_MF_READONLY, "b", 0, 0, 0},
                   {&st, sizeof st, GW_MAP_PRESENT, 0, "st", 0, 0, 0}};
    gw_data_enter(&ks, m, 3, GW_ASYNC_SYNC);
    launch(&ks);
    gw_data_exit(&ks, m, 3, GW_ASYNC_SYNC);
    CHECK(stale_all(1, a));             /* written: stale on the other member */
    CHECK(clean(1, b));                 /* read only */
    CHECK(stale_all(1, &st));
    CHECK(stale_all(1, t));             /* what st.p, attached in st, points into */
    CHECK(clean(0, a) && clean(0, t));  /* the leader holds it */

    acc_update_device(a + 4, 4 * sizeof *a);    /* valid everywhere again */
    GwBlock *b1 = blk(1, a);
    CHECK(b1->stale.n == 2 && b1->stale.v[0].hi == 4 * sizeof *a && b1->stale.v[1].lo == 8 * sizeof *a);

    launch(&other);                     /* no maps of its own: every block */
    CHECK(stale_all(1, a) && stale_all(1, b));

    /* the copy out reads each piece where it is valid: a, b on member 0 */
    double *a0 = (double *)blk(0, a)->dev;
    for (int i = 0; i < 16; i++)
        a0[i] = 7 + i;
    acc_copyout(a, sizeof a);
    CHECK(a[0] == 7 && a[15] == 22);
    CHECK(!blk(0, a));
    CHECK(!blk(1, a));
}

/* The program selects a device itself: the group ends, with every byte
 * that only a member held gathered on the leader first, and the member's
 * data dropped (what the program enters on device 1 later is its own). */
static void test_end(void)
{
    static double e[64];
    for (int i = 0; i < 64; i++)
        e[i] = i;
    acc_copyin(e, sizeof e);
    GwDevice *d = gw__enter(NULL);
    GwBlock *m1 = blk(1, e);
    CHECK(m1 && blk(0, e));
    double *on1 = m1 ? (double *)m1->dev : NULL;
    for (int i = 16; on1 && i < 32; i++)
        on1[i] = -i;                    /* a member's kernel wrote e[16:16] */
    if (m1)
        gw__group_wrote(&gw__state.devs[1], (char *)&e[16], 16 * sizeof *e);
    CHECK(blk(0, e) && blk(0, e)->stale.n == 1);
    gw__leave();
    acc_set_device_num(1, acc_device_nvidia);
    CHECK(gw__state.nmem == 1);
    CHECK(!blk(1, e));                  /* device 1's copy is gone */
    GwBlock *l = blk(0, e);
    CHECK(l && l->stale.n == 0);
    int ok = l != NULL;
    for (int i = 0; l && i < 64; i++)
        ok &= ((double *)l->dev)[i] == (i >= 16 && i < 32 ? -i : i);
    CHECK(ok);                          /* the leader holds the member's writes */
    CHECK(!acc_is_present(e, sizeof e));    /* device 1 is current now */
    acc_set_device_num(0, acc_device_nvidia);
    acc_copyout(e, sizeof e);
    CHECK(e[20] == -20 && e[40] == 40);
    (void)d;
}

int main(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "2", 1);
    setenv("GANGWAY_NUM_DEVICES", "2", 1);
    unsetenv("ACC_DEVICE_TYPE");
    test_maps();
    test_end();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
