/* test_pin.c: page-locking present blocks whose copies repeat (pin.c), on the fake device
 * pretending to lock (GANGWAY_FAKE_PIN=1): locked at the copy the rule says and not before,
 * never for small copies, within GANGWAY_PIN_MAX, unlocked when the block goes, data intact. */
#include "rt.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MiB ((size_t)1 << 20)

/* ---- children: the runtime reads its environment once ---- */

static char err_text[16384];    /* the last child's stderr */

static void in_child(void (*fn)(void))
{
    char path[] = "/tmp/test-pin-err.XXXXXX";
    int fe = mkstemp(path);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fe, 2);
        passed = failed = 0;
        fn();
        acc_shutdown(acc_device_default);
        CHECK(gw__fake_pins() == 0);    /* nothing outlives the device's blocks */
        printf("counts %d %d\n", passed, failed);
        fflush(stdout);
        exit(failed ? 1 : 0);       /* the runtime's exit reports run */
    }
    int st = 0;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    lseek(fe, 0, SEEK_SET);
    ssize_t n = read(fe, err_text, sizeof err_text - 1);
    err_text[n > 0 ? n : 0] = '\0';
    close(fe);
    unlink(path);
}

/* ---- helpers ---- */

static const gw_site site_data = {"loop.c", 40, "data"};
static const gw_site site_update = {"loop.c", 45, "update"};
static const gw_site site_enter = {"loop.c", 30, "enter data"};
static const gw_site site_exit = {"loop.c", 50, "exit data"};

/* Copies of `copy` bytes that a block of `block` bytes has before the rule
 * locks it at the next. */
static int copies_to_pay(size_t block, size_t copy)
{
    double saved = 0;
    int k = 0;
    while (saved < GW_PIN_COST_US(block)) {
        if (copy < GW_PIN_COPY_MIN)
            return 1 << 30;
        saved += GW_PIN_SAVE_US(copy);
        k++;
    }
    return k;
}

static unsigned rng = 12345;

static void randomize(double *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng = rng * 1103515245u + 12345u;
        a[i] = (double)(rng >> 8) / 65536.0 + 1;
    }
}

static double *new_array(size_t bytes)
{
    double *a = malloc(bytes);
    randomize(a, bytes / sizeof *a);
    return a;
}

/* Copy number j (from 1) of host section h: odd ones to the device from
 * fresh random values (kept in mirror), even ones back into a poisoned
 * host, which must then equal the mirror. */
static int copy_once(double *h, double *mirror, size_t bytes, int j)
{
    size_t n = bytes / sizeof *h;
    if (j % 2) {
        randomize(h, n);
        memcpy(mirror, h, bytes);
        acc_update_device(h, bytes);
        return 1;
    }
    memset(h, 0x5a, bytes);
    acc_update_self(h, bytes);
    return !memcmp(h, mirror, bytes);
}

/* ---- the rule for a block that stays ---- */

static void t_update_rule(void)
{
    size_t bytes = MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    CHECK(k > 2 && k < 40);
    acc_create(a, bytes);
    for (int j = 1; j <= k; j++) {
        ok &= copy_once(a, mirror, bytes, j);
        CHECK(!gw__fake_pinned(a, bytes));
    }
    ok &= copy_once(a, mirror, bytes, k + 1);
    CHECK(gw__fake_pinned(a, bytes));
    CHECK(gw__fake_pin_calls() == 1);
    for (int j = k + 2; j <= 3 * k; j++)
        ok &= copy_once(a, mirror, bytes, j);
    CHECK(ok);
    CHECK(gw__fake_pin_calls() == 1 && gw__state.pin.total == bytes);
    CHECK(gw__state.pin.locked_copies == 3 * k - (k + 1));
    acc_delete(a, bytes);
    CHECK(gw__fake_pins() == 0 && gw__state.pin.total == 0);
    free(a);
    free(mirror);
}

/* A large block locks after fewer copies. */
static void t_large(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    CHECK(k >= 2 && k < copies_to_pay(MiB, MiB));
    acc_copyin(a, bytes);       /* the copy in counts */
    memcpy(mirror, a, bytes);
    for (int j = 2; j <= k; j++)
        ok &= copy_once(a, mirror, bytes, j);
    CHECK(!gw__fake_pinned(a, bytes));
    ok &= copy_once(a, mirror, bytes, k + 1);
    CHECK(gw__fake_pinned(a, bytes));
    for (int j = k + 2; j <= k + 6; j++)
        ok &= copy_once(a, mirror, bytes, j);
    randomize(mirror, bytes / sizeof *mirror);
    acc_memcpy_to_device(acc_deviceptr(a), mirror, bytes);
    acc_copyout(a, bytes);
    CHECK(ok && !memcmp(a, mirror, bytes));
    CHECK(gw__fake_pins() == 0);
    free(a);
    free(mirror);
}

/* Copies below GW_PIN_COPY_MIN never count; 64 KiB ones do, slowly. */
static void t_small(void)
{
    size_t bytes = MiB, part = GW_PIN_COPY_MIN / 2;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int ok = 1;
    acc_create(a, bytes);
    for (int j = 1; j <= 4000; j++)
        ok &= copy_once(a + (size_t)((j - 1) / 2 % 8) * (part / sizeof *a), mirror, part, j);
    CHECK(ok && gw__fake_pin_calls() == 0);
    double *s = new_array(GW_PIN_COPY_MIN / 2);        /* a small block */
    acc_copyin(s, GW_PIN_COPY_MIN / 2);
    for (int j = 1; j <= 4000; j++)
        ok &= copy_once(s, mirror, GW_PIN_COPY_MIN / 2, j);
    CHECK(ok && gw__fake_pin_calls() == 0);
    int k = copies_to_pay(bytes, GW_PIN_COPY_MIN);
    CHECK(k > 50);
    for (int j = 1; j <= k; j++)
        ok &= copy_once(a, mirror, GW_PIN_COPY_MIN, j);
    CHECK(!gw__fake_pinned(a, bytes));
    ok &= copy_once(a, mirror, GW_PIN_COPY_MIN, k + 1);
    CHECK(ok && gw__fake_pinned(a, bytes));
    acc_delete(a, bytes);
    acc_delete(s, GW_PIN_COPY_MIN / 2);
    free(a);
    free(s);
    free(mirror);
}

/* GANGWAY_PIN_MAX=1536K: one MiB block fits, a second waits for the first to go. */
static void t_cap(void)
{
    size_t bytes = MiB;
    double *a = new_array(bytes), *b = new_array(bytes), *ma = malloc(bytes), *mb = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    acc_create(a, bytes);
    acc_create(b, bytes);
    for (int j = 1; j <= k + 1; j++) {
        ok &= copy_once(a, ma, bytes, j);
        ok &= copy_once(b, mb, bytes, j);
    }
    CHECK(gw__fake_pinned(a, bytes) && !gw__fake_pinned(b, bytes));
    CHECK(gw__state.pin.capped == 1 && gw__state.pin.total == bytes);
    acc_delete(a, bytes);
    CHECK(!gw__fake_pinned(a, bytes));
    ok &= copy_once(b, mb, bytes, k + 2);
    CHECK(gw__fake_pinned(b, bytes) && gw__state.pin.total == bytes);
    CHECK(ok);
    acc_delete(b, bytes);
    free(a);
    free(b);
    free(ma);
    free(mb);
}

/* ---- blocks made and freed again and again: data regions in a loop ---- */

static void region_loop(size_t bytes, int iters, int lock_from)
{
    double *a = new_array(bytes), *want = malloc(bytes);
    int ok = 1;
    for (int it = 1; it <= iters; it++) {
        randomize(a, bytes / sizeof *a);
        gw_map m = {.host = a, .bytes = bytes, .kind = GW_MAP_COPY, .text = "a[0:n]"};
        gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
        CHECK(gw__fake_pinned(a, bytes) == (lock_from && it >= lock_from));
        double *tmp = malloc(bytes);            /* a kernel's work */
        acc_memcpy_from_device(tmp, m.dev, bytes);
        ok &= !memcmp(tmp, a, bytes);
        for (size_t i = 0; i < bytes / sizeof *tmp; i++)
            tmp[i] = tmp[i] * 2 + it;
        memcpy(want, tmp, bytes);
        acc_memcpy_to_device(m.dev, tmp, bytes);
        free(tmp);
        gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
        CHECK(!gw__fake_pinned(a, bytes) && gw__fake_pins() == 0);
        ok &= !memcmp(a, want, bytes);
    }
    CHECK(ok);
    free(a);
    free(want);
}

static void t_regions(void)
{
    /* 16 MiB in and out a lifetime saves more than locking costs: the
       third lifetime is locked from its creation, after two seen */
    CHECK(2 * GW_PIN_SAVE_US(16 * MiB) >= GW_PIN_COST_US(16 * MiB));
    region_loop(16 * MiB, 5, GW_PIN_LIVES + 1);
    /* 1 MiB in and out does not pay: never */
    CHECK(2 * GW_PIN_SAVE_US(MiB) < GW_PIN_COST_US(MiB));
    region_loop(MiB, 8, 0);
}

/* A fresh array each iteration, freed after its region (malloc often gives
 * the same address again, with new pages): never freed while locked. */
static void t_fresh(void)
{
    size_t bytes = 16 * MiB;
    int locked = 0, ok = 1;
    for (int it = 1; it <= 6; it++) {
        double *c = new_array(bytes), *want = malloc(bytes);
        memcpy(want, c, bytes);
        gw_map m = {.host = c, .bytes = bytes, .kind = GW_MAP_COPY, .text = "c[0:n]"};
        gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
        locked += gw__fake_pinned(c, bytes);
        memset(c, 0, bytes);
        gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
        ok &= !memcmp(c, want, bytes);
        CHECK(gw__fake_pins() == 0);
        free(c);
        free(want);
    }
    CHECK(ok);
    if (locked == 0)
        printf("  note: malloc never gave the same address twice\n");
}

/* An update inside each lifetime's region counts as well. */
static void t_regions_update(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int ok = 1;
    CHECK(4 * GW_PIN_SAVE_US(bytes) >= GW_PIN_COST_US(bytes));
    for (int it = 1; it <= 4; it++) {
        memcpy(mirror, a, bytes);
        gw_map m = {.host = a, .bytes = bytes, .kind = GW_MAP_COPYIN, .text = "a[0:n]"};
        gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
        int pinned = gw__fake_pinned(a, bytes);
        CHECK(pinned == (it > GW_PIN_LIVES));
        for (int j = 2; j <= 4; j++)
            ok &= copy_once(a, mirror, bytes, j);
        gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
        CHECK(gw__fake_pins() == 0);
    }
    CHECK(ok);
    free(a);
    free(mirror);
}

/* ---- off, failures, async, acc_memcpy, reports ---- */

static void t_off(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int ok = 1;
    acc_create(a, bytes);
    for (int j = 1; j <= 100; j++)
        ok &= copy_once(a, mirror, bytes, j);
    acc_copyin_async(a, bytes, 1);      /* present: no copy */
    CHECK(ok && gw__fake_pin_calls() == 0);
    double *b = new_array(2 * MiB);
    acc_copyin_async(b, 2 * MiB, 1);
    acc_wait(1);
    CHECK(gw__fake_pin_calls() == 0);
    acc_delete(a, bytes);
    acc_delete(b, 2 * MiB);
    free(a);
    free(b);
    free(mirror);
}

/* The driver refuses: asked once, copies go on pageable. */
static void t_refused(void)
{
    size_t bytes = MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    acc_create(a, bytes);
    for (int j = 1; j <= 3 * k; j++)
        ok &= copy_once(a, mirror, bytes, j);
    CHECK(ok && gw__fake_pin_calls() == 1 && gw__fake_pins() == 0);
    CHECK(gw__state.pin.fails == 1 && gw__state.pin.total == 0);
    acc_delete(a, bytes);
    free(a);
    free(mirror);
}

/* Async copies lock a block of 1 MiB or more at once, as before. */
static void t_async(void)
{
    double *a = new_array(2 * MiB), *b = new_array(GW_PIN_ASYNC_MIN / 2);
    acc_copyin_async(a, 2 * MiB, 1);
    acc_copyin_async(b, GW_PIN_ASYNC_MIN / 2, 1);
    CHECK(gw__fake_pinned(a, 2 * MiB) && !gw__fake_pinned(b, GW_PIN_ASYNC_MIN / 2));
    acc_wait(1);
    acc_copyout_async(a, 2 * MiB, 1);
    acc_delete_async(b, GW_PIN_ASYNC_MIN / 2, 1);
    acc_wait(1);
    CHECK(gw__fake_pins() == 0);
    free(a);
    free(b);
}

/* acc_memcpy_* of present data count for its block. */
static void t_memcpy(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes), *tmp = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    acc_create(a, bytes);
    void *dev = acc_deviceptr(a);
    for (int j = 1; j <= k; j++) {
        randomize(a, bytes / sizeof *a);
        acc_memcpy_to_device(dev, a, bytes);
        acc_memcpy_from_device(tmp, dev, bytes);   /* tmp: not present, no count */
        ok &= !memcmp(tmp, a, bytes);
    }
    CHECK(!gw__fake_pinned(a, bytes));
    acc_memcpy_from_device(a, dev, bytes);
    CHECK(gw__fake_pinned(a, bytes));
    CHECK(ok && !memcmp(tmp, a, bytes));
    acc_delete(a, bytes);
    free(a);
    free(tmp);
}

static void t_reports(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes);
    int k = copies_to_pay(bytes, bytes);
    gw_map c = {.host = a, .bytes = bytes, .kind = GW_MAP_CREATE, .text = "a[0:n]"};
    gw_map m = {.host = a, .bytes = bytes, .kind = GW_MAP_UPDATE_SELF, .text = "a[0:n]"};
    gw_map x = {.host = a, .bytes = bytes, .kind = GW_MAP_DELETE, .text = "a[0:n]"};
    gw_enter_data(&site_enter, &c, 1, GW_ASYNC_SYNC);
    for (int j = 1; j <= k + 1; j++)
        gw_update(&site_update, &m, 1, GW_ASYNC_SYNC);
    CHECK(gw__fake_pinned(a, bytes));
    gw_exit_data(&site_exit, &x, 1, GW_ASYNC_SYNC);
    free(a);
}

/* With a group, each member's blocks follow the rule too; the range is locked once. */
static void t_group(void)
{
    size_t bytes = 8 * MiB;
    double *a = new_array(bytes), *mirror = malloc(bytes);
    int k = copies_to_pay(bytes, bytes), ok = 1;
    acc_create(a, bytes);
    for (int j = 1; j <= 2 * k + 4; j++)
        ok &= copy_once(a, mirror, bytes, j);
    CHECK(ok && gw__fake_pinned(a, bytes) && gw__fake_pins() == 1);
    acc_delete(a, bytes);
    CHECK(gw__fake_pins() == 0);
    free(a);
    free(mirror);
}

int main(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    unsetenv("GANGWAY_NUM_DEVICES");
    unsetenv("GANGWAY_PIN");
    unsetenv("GANGWAY_PIN_MAX");
    unsetenv("GANGWAY_NOTIFY");
    unsetenv("GANGWAY_TIME");
    setenv("GANGWAY_FAKE_PIN", "1", 1);
    in_child(t_update_rule);
    in_child(t_large);
    in_child(t_small);
    in_child(t_regions);
    in_child(t_regions_update);
    in_child(t_fresh);
    in_child(t_async);
    in_child(t_memcpy);
    setenv("GANGWAY_PIN_MAX", "1536K", 1);
    in_child(t_cap);
    unsetenv("GANGWAY_PIN_MAX");
    setenv("GANGWAY_NOTIFY", "2", 1);
    setenv("GANGWAY_TIME", "1", 1);
    in_child(t_reports);
    CHECK(strstr(err_text, "gangway: page-locked 'a[0:n]'") != NULL);
    CHECK(strstr(err_text, "so far paid for it (update directive) at loop.c:45") != NULL);
    CHECK(strstr(err_text, "gangway: unlocked 'a[0:n]'") != NULL);
    CHECK(strstr(err_text, "its block is freed (exit data directive) at loop.c:50") != NULL);
    CHECK(strstr(err_text, "page-locked for repeated copies (GANGWAY_PIN): 1 block,") != NULL);
    if (!strstr(err_text, "page-locked for repeated copies"))
        printf("  stderr: %s\n", err_text);
    unsetenv("GANGWAY_NOTIFY");
    unsetenv("GANGWAY_TIME");
    setenv("GANGWAY_PIN", "0", 1);
    in_child(t_off);
    unsetenv("GANGWAY_PIN");
    unsetenv("GANGWAY_FAKE_PIN");
    in_child(t_refused);
    setenv("GANGWAY_FAKE_PIN", "1", 1);
    setenv("GANGWAY_FAKE_DEVICE", "2", 1);
    setenv("GANGWAY_NUM_DEVICES", "2", 1);
    in_child(t_group);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
