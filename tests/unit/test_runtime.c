/* test_runtime.c: libgangway's data semantics on the fake device, and the host fallback. */
#include "gangway_rt.h"
#include "openacc.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

static int passed, failed;
static int members = 1;       /* GANGWAY_NUM_DEVICES: the group's size */

#define CHECK(cond) check((cond), #cond, __LINE__)
static void check(int ok, const char *what, int line)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL test_runtime.c:%d: %s\n", line, what);
    fflush(stdout);
}

/* ---- children: fatal errors exit, and device selection happens once ---- */

typedef struct Child {
    int status;                 /* exit status, or -1 if it did not exit */
    char out[8192], err[8192];
} Child;

static void slurp(int fd, char *buf, size_t cap)
{
    size_t n = 0;
    ssize_t r;
    while (n + 1 < cap && (r = read(fd, buf + n, cap - 1 - n)) > 0)
        n += (size_t)r;
    buf[n] = '\0';
    char junk[256];
    while (read(fd, junk, sizeof junk) > 0)
        ;
}

/* Run fn in a child process; stdout and stderr come back in c. */
static void in_child(Child *c, void (*fn)(void))
{
    int out[2], err[2];
    fflush(stdout);
    fflush(stderr);
    if (pipe(out) || pipe(err)) {
        perror("pipe");
        exit(2);
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], 1);
        dup2(err[1], 2);
        close(out[0]);
        close(err[0]);
        passed = failed = 0;
        fn();
        printf("counts %d %d\n", passed, failed);
        exit(0);
    }
    close(out[1]);
    close(err[1]);
    slurp(err[0], c->err, sizeof c->err);   /* small outputs: no deadlock */
    slurp(out[0], c->out, sizeof c->out);
    close(out[0]);
    close(err[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    c->status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Add a child's checks to ours and show its failures. */
static void merge(const Child *c)
{
    const char *p = strstr(c->out, "counts ");
    int p_n = 0, f_n = 0;
    if (p && sscanf(p, "counts %d %d", &p_n, &f_n) == 2) {
        passed += p_n;
        failed += f_n;
    }
    for (const char *l = c->out; (l = strstr(l, "FAIL ")); l++) {
        const char *e = strchr(l, '\n');
        printf("%.*s (in a child)\n", (int)(e ? e - l : (long)strlen(l)), l);
    }
}

static int has(const char *s, const char *sub)
{
    if (strstr(s, sub))
        return 1;
    printf("  expected to find \"%s\" in:\n%s\n", sub, s);
    return 0;
}

static int count(const char *s, const char *sub)
{
    int n = 0;
    for (; (s = strstr(s, sub)); s++)
        n++;
    return n;
}

static const gw_site site_par = {"jacobi.c", 42, "parallel"};
static const gw_site site_data = {"jacobi.c", 40, "data"};
static const gw_site site_enter = {"jacobi.c", 30, "enter data"};
static const gw_site site_exit = {"jacobi.c", 50, "exit data"};
static const gw_site site_update = {"jacobi.c", 45, "update"};

static gw_map item(void *h, size_t bytes, int kind, unsigned flags, const char *text)
{
    return (gw_map){.host = h, .bytes = bytes, .kind = kind, .flags = flags, .text = text};
}

static void fill(double *a, int n, double base)
{
    for (int i = 0; i < n; i++)
        a[i] = base + i;
}

static int equals(const double *a, int n, double base)
{
    for (int i = 0; i < n; i++)
        if (a[i] != base + i)
            return 0;
    return 1;
}

/* What the device holds for host section [h, h+n doubles). */
static void read_dev(double *out, void *h, int n)
{
    acc_memcpy_from_device(out, acc_deviceptr(h), (size_t)n * sizeof *out);
}

/* Pretend a kernel wrote base+i into the device copy. */
static void write_dev(void *h, int n, double base)
{
    double *tmp = malloc((size_t)n * sizeof *tmp);
    fill(tmp, n, base);
    acc_memcpy_to_device(acc_deviceptr(h), tmp, (size_t)n * sizeof *tmp);
    free(tmp);
}

/* ---- host fallback (each in a fresh child: selection happens once) ---- */

static void host_fallback_checks(void)
{
    double a[16];
    fill(a, 16, 1);
    CHECK(gw_active() == 0);
    gw_map m[2] = {item(a, sizeof a, GW_MAP_COPY, 0, "a"),
                   item(a + 4, 0, GW_MAP_LOOKUP, GW_MF_DEREF, "p")};
    gw_data_enter(&site_data, m, 2, GW_ASYNC_SYNC);
    CHECK(m[0].dev == (void *)a && m[1].dev == (void *)(a + 4));
    gw_data_exit(&site_data, m, 2, GW_ASYNC_SYNC);
    CHECK(acc_copyin(a, sizeof a) == (void *)a);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a + 3) == (void *)(a + 3));
    CHECK(acc_hostptr(a + 3) == (void *)(a + 3));
    CHECK(gw_deviceptr(&site_par, a + 2, "a") == (void *)(a + 2));
    acc_copyout(a, sizeof a);
    CHECK(equals(a, 16, 1));
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_on_device(acc_device_host) == 1);
    CHECK(acc_on_device(acc_device_not_host) == 0);
    CHECK(acc_on_device(acc_device_nvidia) == 0);
    CHECK(gw_sm_count() == 0);
    double init = 5, out = 0;
    void *o = &o;
    double *r = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &o);
    CHECK(o == NULL);           /* no kernel finishes it on the host */
    *r += 1;
    gw_red_end(&out, sizeof out, GW_ASYNC_SYNC);
    CHECK(out == 6);
    r = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &o);
    *r += 2;
    gw_red_done(&out, sizeof out, GW_ASYNC_SYNC);
    CHECK(out == 7);
}

static void child_host_type(void)
{
    unsetenv("GANGWAY_FAKE_DEVICE");
    setenv("ACC_DEVICE_TYPE", "Host", 1);
    host_fallback_checks();
}

static void child_no_gpu(void)
{
    unsetenv("GANGWAY_FAKE_DEVICE");
    unsetenv("ACC_DEVICE_TYPE");
    host_fallback_checks();
    CHECK(gw_active() == 0);
}

static void child_nvidia_no_gpu(void)
{
    unsetenv("GANGWAY_FAKE_DEVICE");
    setenv("ACC_DEVICE_TYPE", "NVIDIA", 1);
    gw_active();
}

static void child_nvidia_fake(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    setenv("ACC_DEVICE_TYPE", "nvidia", 1);
    CHECK(gw_active() == 1);
    CHECK(acc_get_device_type() == acc_device_nvidia);
}

static void child_two_devices(void)
{
    double a[8];
    setenv("GANGWAY_FAKE_DEVICE", "2", 1);
    unsetenv("ACC_DEVICE_TYPE");
    CHECK(acc_get_num_devices(acc_device_nvidia) == 2);
    acc_copyin(a, sizeof a);
    acc_set_device_num(1, acc_device_nvidia);
    CHECK(acc_get_device_num(acc_device_nvidia) == 1);
    CHECK(!acc_is_present(a, sizeof a));
    acc_set_device_num(0, acc_device_nvidia);
    CHECK(acc_is_present(a, sizeof a));
}

int gw__parse_size(const char *v, size_t *bytes);      /* runtime/pool.c, internal */

/* GANGWAY_DEVICE_MEMORY=1M on a fake device: the device holds 1 MiB. */
static void child_mem_cap(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    setenv("GANGWAY_DEVICE_MEMORY", "1M", 1);
    unsetenv("ACC_DEVICE_TYPE");
    void *a = acc_malloc(512 * 1024);
    CHECK(a != NULL);
    acc_device_t t = acc_get_device_type();
    CHECK(acc_get_property(0, t, acc_property_memory) == 1 << 20);
    CHECK(acc_get_property(0, t, acc_property_free_memory) == 512 * 1024);
    acc_free(a);                /* cached by the pool, given back when more is needed */
    void *b = acc_malloc(768 * 1024);       /* a 1 MiB block: the whole cap */
    CHECK(b != NULL);
    CHECK(acc_get_property(0, t, acc_property_free_memory) == 0);
    printf("counts %d %d\n", passed, failed);
    fflush(stdout);
    acc_malloc(4096);           /* past the cap: out of memory, exit 1 */
    printf("not reached\n");
}

static void child_mem_cap_bad(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    setenv("GANGWAY_DEVICE_MEMORY", "lots", 1);
    unsetenv("ACC_DEVICE_TYPE");
    acc_malloc(4096);
    printf("not reached\n");
}

static void test_mem_cap(void)
{
    size_t b = 0;
    CHECK(gw__parse_size("4096", &b) && b == 4096);
    CHECK(gw__parse_size("2G", &b) && b == (size_t)2 << 30);
    CHECK(gw__parse_size("512MiB", &b) && b == (size_t)512 << 20);
    CHECK(gw__parse_size("1.5k", &b) && b == 1536);
    CHECK(gw__parse_size("3tb", &b) && b == (size_t)3 << 40);
    CHECK(!gw__parse_size("", &b) && !gw__parse_size("G", &b) && !gw__parse_size("-1G", &b));
    CHECK(!gw__parse_size("2X", &b) && !gw__parse_size("2GG", &b) && !gw__parse_size("0", &b));
    Child c;
    in_child(&c, child_mem_cap);
    merge(&c);
    CHECK(c.status == 1);
    CHECK(has(c.err, "out of device memory allocating 4096 bytes for acc_malloc (0 of 1048576 bytes "
              "free, GANGWAY_DEVICE_MEMORY)"));
    CHECK(!has(c.out, "not reached"));
    in_child(&c, child_mem_cap_bad);
    CHECK(c.status == 1);
    CHECK(has(c.err, "GANGWAY_DEVICE_MEMORY='lots' is not a size"));
    CHECK(!has(c.out, "not reached"));
}

static void test_selection(void)
{
    Child c;
    in_child(&c, child_host_type);
    merge(&c);
    CHECK(c.status == 0);
    CHECK(c.err[0] == '\0');   /* asked for the host: silent */

    in_child(&c, child_nvidia_fake);
    merge(&c);
    CHECK(c.status == 0);

    in_child(&c, child_two_devices);
    merge(&c);
    CHECK(c.status == 0);

    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib) {
        dlclose(lib);
        printf("note: libcuda.so.1 loads here; skipping the no-GPU checks\n");
        return;
    }
    in_child(&c, child_no_gpu);
    merge(&c);
    CHECK(c.status == 0);
    CHECK(has(c.err, "gangway: no usable GPU ("));
    CHECK(has(c.err, "); running compute regions on the host\n"));
    CHECK(count(c.err, "no usable GPU") == 1);     /* said once */

    in_child(&c, child_nvidia_no_gpu);
    CHECK(c.status == 1);
    CHECK(has(c.err, "gangway: error: ACC_DEVICE_TYPE=nvidia asks for an NVIDIA GPU, but "
              "there is no usable GPU ("));
    CHECK(has(c.err, "NVHPC"));
}

/* ---- data semantics on the fake device ---- */

static void test_copyin_copyout(void)
{
    double a[100], dev[100];
    fill(a, 100, 0);
    void *d = acc_copyin(a, sizeof a);
    CHECK(d != NULL && d != (void *)a);
    CHECK(acc_is_present(a, sizeof a));
    read_dev(dev, a, 100);
    CHECK(equals(dev, 100, 0));
    fill(a, 100, -500);             /* the host changes; the device keeps its copy */
    read_dev(dev, a, 100);
    CHECK(equals(dev, 100, 0));
    acc_copyout(a, sizeof a);
    CHECK(equals(a, 100, 0));       /* copied back from the device */
    CHECK(!acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a) == NULL);
}

static void test_structured_copy(void)
{
    double a[64];
    fill(a, 64, 1);
    gw_map m = item(a, sizeof a, GW_MAP_COPY, 0, "a[0:64]");
    gw_data_enter(&site_par, &m, 1, GW_ASYNC_SYNC);
    CHECK(m.dev != NULL && m.dev != (void *)a);
    CHECK(acc_deviceptr(a) == m.dev);
    write_dev(a, 64, 100);
    gw_data_exit(&site_par, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 64, 100));
    CHECK(!acc_is_present(a, sizeof a));

    /* copyin does not copy back; copyout does not copy in */
    fill(a, 64, 1);
    m = item(a, sizeof a, GW_MAP_COPYIN, 0, "a");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
    write_dev(a, 64, 7);
    gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 64, 1));
    m = item(a, sizeof a, GW_MAP_COPYOUT, 0, "a");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
    double dev[64];
    read_dev(dev, a, 64);
    CHECK(!equals(dev, 64, 1));     /* fresh memory, not the host values */
    write_dev(a, 64, 9);
    gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 64, 9));
}

static void test_refcounts(void)
{
    double a[32], dev[32];
    fill(a, 32, 0);

    /* enter data + data region: the region's end does not copy out */
    gw_map e = item(a, sizeof a, GW_MAP_COPYIN, 0, "a");
    gw_enter_data(&site_enter, &e, 1, GW_ASYNC_SYNC);
    gw_map m = item(a, sizeof a, GW_MAP_COPY, 0, "a");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(m.dev == e.dev);
    write_dev(a, 32, 50);
    gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 32, 0));
    CHECK(acc_is_present(a, sizeof a));
    gw_map x = item(a, sizeof a, GW_MAP_COPYOUT, 0, "a");
    gw_exit_data(&site_exit, &x, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 32, 50));
    CHECK(!acc_is_present(a, sizeof a));

    /* nested data regions: only the outer end copies out */
    fill(a, 32, 0);
    gw_map outer = item(a, sizeof a, GW_MAP_COPY, 0, "a");
    gw_map inner = item(a, sizeof a, GW_MAP_COPY, 0, "a");
    gw_data_enter(&site_data, &outer, 1, GW_ASYNC_SYNC);
    gw_data_enter(&site_par, &inner, 1, GW_ASYNC_SYNC);
    write_dev(a, 32, 3);
    gw_data_exit(&site_par, &inner, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 32, 0));
    gw_data_exit(&site_data, &outer, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 32, 3));

    /* copyin of present data counts but does not copy */
    fill(a, 32, 0);
    acc_copyin(a, sizeof a);
    fill(a, 32, 10);
    acc_copyin(a, sizeof a);
    read_dev(dev, a, 32);
    CHECK(equals(dev, 32, 0));
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));     /* dynamic count 2 -> 1 */
    acc_delete(a, sizeof a);
    CHECK(!acc_is_present(a, sizeof a));

    /* finalize zeroes the dynamic count */
    acc_copyin(a, sizeof a);
    acc_copyin(a, sizeof a);
    acc_copyin(a, sizeof a);
    acc_delete_finalize(a, sizeof a);
    CHECK(!acc_is_present(a, sizeof a));

    /* finalize inside a region: the region keeps it; its end copies out */
    fill(a, 32, 0);
    acc_copyin(a, sizeof a);
    acc_copyin(a, sizeof a);
    m = item(a, sizeof a, GW_MAP_COPY, 0, "a");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
    x = item(a, sizeof a, GW_MAP_COPYOUT, GW_MF_FINALIZE, "a");
    gw_exit_data(&site_exit, &x, 1, GW_ASYNC_SYNC);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(equals(a, 32, 0));                /* structured count still 1 */
    write_dev(a, 32, 77);
    gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 32, 77));
    CHECK(!acc_is_present(a, sizeof a));

    /* exit data of absent data: no action */
    x = item(a, sizeof a, GW_MAP_DELETE, 0, "a");
    gw_exit_data(&site_exit, &x, 1, GW_ASYNC_SYNC);
    CHECK(!acc_is_present(a, sizeof a));

    /* a present clause's count can end the data's life */
    acc_copyin(a, sizeof a);
    m = item(a, sizeof a, GW_MAP_PRESENT, 0, "a");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    gw_data_exit(&site_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(!acc_is_present(a, sizeof a));
}

static void test_lookup_interior(void)
{
    double a[100];
    fill(a, 100, 0);
    char *d = acc_copyin(a, sizeof a);
    CHECK(acc_deviceptr(&a[10]) == d + 10 * sizeof(double));
    CHECK(acc_is_present(&a[10], 10 * sizeof(double)));
    CHECK(acc_is_present(&a[99], sizeof(double)));
    CHECK(!acc_is_present(&a[90], 20 * sizeof(double)));
    CHECK(gw_deviceptr(&site_par, &a[100], "a") == d + sizeof a);   /* one past the end */
    /* but acc_is_present asks whether the address itself is present: it is not (as libgomp) */
    CHECK(!acc_is_present(&a[100], 0));
    CHECK(acc_is_present(&a[99], 0));

    /* a[100:0] and a[50:10] inside a region */
    gw_map m[2] = {item(&a[100], 0, GW_MAP_COPY, 0, "a[100:0]"),
                   item(&a[50], 10 * sizeof(double), GW_MAP_COPYIN, 0, "a[50:10]")};
    gw_data_enter(&site_par, m, 2, GW_ASYNC_SYNC);
    CHECK(m[0].dev == d + sizeof a);
    CHECK(m[1].dev == d + 50 * sizeof(double));
    gw_data_exit(&site_par, m, 2, GW_ASYNC_SYNC);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    CHECK(!acc_is_present(a, sizeof a));

    /* zero-length and not present: no action */
    gw_map z = item(&a[3], 0, GW_MAP_COPYIN, 0, "a[3:0]");
    gw_data_enter(&site_par, &z, 1, GW_ASYNC_SYNC);
    CHECK(z.dev == (void *)&a[3]);
    CHECK(!acc_is_present(a, sizeof(double)));
    gw_data_exit(&site_par, &z, 1, GW_ASYNC_SYNC);

    /* partial ranges */
    double buf[200];
    acc_copyin(&buf[50], 100 * sizeof(double));
    CHECK(!acc_is_present(&buf[40], 20 * sizeof(double)));
    CHECK(!acc_is_present(&buf[140], 20 * sizeof(double)));
    CHECK(!acc_is_present(buf, sizeof buf));
    CHECK(acc_is_present(&buf[50], 100 * sizeof(double)));
    CHECK(!acc_is_present(&buf[10], 10 * sizeof(double)));
    acc_delete(&buf[50], 100 * sizeof(double));

    /* adjacent blocks: an address at one's end is the next one's start */
    double c[20];
    char *d1 = acc_copyin(c, 10 * sizeof(double));
    char *d2 = acc_copyin(&c[10], 10 * sizeof(double));
    CHECK(acc_deviceptr(&c[9]) == d1 + 9 * sizeof(double));
    CHECK(acc_deviceptr(&c[10]) == d2);
    CHECK(!acc_is_present(c, sizeof c));
    acc_delete(c, 10 * sizeof(double));
    acc_delete(&c[10], 10 * sizeof(double));
}

static double ovl[200];

static void child_overlap(void)
{
    acc_copyin(&ovl[50], 100 * sizeof(double));
    gw_map m = item(&ovl[100], 100 * sizeof(double), GW_MAP_COPYIN, 0, "ovl[100:100]");
    gw_enter_data(&site_enter, &m, 1, GW_ASYNC_SYNC);
}

static void child_overlap_around(void)
{
    acc_copyin(&ovl[50], 100 * sizeof(double));
    gw_map m = item(ovl, sizeof ovl, GW_MAP_COPY, 0, "ovl[0:200]");
    gw_data_enter(&site_data, &m, 1, GW_ASYNC_SYNC);
}

static double big[1000];

static void child_present_missing(void)
{
    gw_map m = item(big, sizeof big, GW_MAP_PRESENT, 0, "a[0:1000]");
    gw_data_enter(&site_par, &m, 1, GW_ASYNC_SYNC);
}

static void test_errors(void)
{
    Child c;
    char want[512];
    uintptr_t a = (uintptr_t)ovl;

    in_child(&c, child_overlap);
    CHECK(c.status == 1);
    snprintf(want, sizeof want, "jacobi.c:30: error: 'ovl[100:100]' (800 bytes at %#lx-%#lx) "
             "is only partly present on the device: it overlaps the present block "
             "800 bytes at %#lx-%#lx but does not lie inside it (enter data directive)\n"
             "hint: ", (unsigned long)(a + 800), (unsigned long)(a + 1600),
             (unsigned long)(a + 400), (unsigned long)(a + 1200));
    CHECK(has(c.err, want));

    in_child(&c, child_overlap_around);
    CHECK(c.status == 1);
    CHECK(has(c.err, "jacobi.c:40: error: 'ovl[0:200]' (1600 bytes at "));
    CHECK(has(c.err, "is only partly present on the device"));
    CHECK(has(c.err, "(data construct)"));

    in_child(&c, child_present_missing);
    CHECK(c.status == 1);
    uintptr_t b = (uintptr_t)big;
    snprintf(want, sizeof want, "jacobi.c:42: error: 'a[0:1000]' (8000 bytes at %#lx-%#lx) "
             "is not present on the device (parallel construct)\nhint: add it to a data "
             "clause of the directive or to an enclosing data region\n",
             (unsigned long)b, (unsigned long)(b + 8000));
    CHECK(!strcmp(c.err, want) || has(c.err, want));
}

static void test_no_create_present(void)
{
    double a[16], b[16];
    gw_map m[2] = {item(a, sizeof a, GW_MAP_NO_CREATE, 0, "a"),
                   item(b, sizeof b, GW_MAP_NO_CREATE, 0, "b")};
    acc_copyin(b, sizeof b);
    gw_data_enter(&site_par, m, 2, GW_ASYNC_SYNC);
    CHECK(m[0].dev == (void *)a);           /* absent: the host address */
    CHECK(!acc_is_present(a, sizeof a));    /* and nothing allocated */
    CHECK(m[1].dev == acc_deviceptr(b));
    gw_data_exit(&site_par, m, 2, GW_ASYNC_SYNC);
    CHECK(acc_is_present(b, sizeof b));     /* back to the dynamic count alone */
    acc_delete(b, sizeof b);
    CHECK(!acc_is_present(b, sizeof b));

    /* present: translated, and the count comes back down */
    acc_copyin(a, sizeof a);
    gw_map p = item(&a[4], 4 * sizeof(double), GW_MAP_PRESENT, 0, "a[4:4]");
    gw_data_enter(&site_par, &p, 1, GW_ASYNC_SYNC);
    CHECK(p.dev == (char *)acc_deviceptr(a) + 4 * sizeof(double));
    gw_data_exit(&site_par, &p, 1, GW_ASYNC_SYNC);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);

    /* deviceptr and lookup */
    gw_map q[3] = {item(b, 0, GW_MAP_DEVICEPTR, 0, "dp"),
                   item(&a[2], 0, GW_MAP_LOOKUP, 0, "p"),
                   item(NULL, 0, GW_MAP_LOOKUP, GW_MF_DEREF, "n")};
    gw_data_enter(&site_par, q, 3, GW_ASYNC_SYNC);
    CHECK(q[0].dev == (void *)b);
    CHECK(q[1].dev == (void *)&a[2]);
    CHECK(q[2].dev == NULL);
    gw_data_exit(&site_par, q, 3, GW_ASYNC_SYNC);
    char *d = acc_copyin(a, sizeof a);
    gw_map r = item(&a[2], 0, GW_MAP_LOOKUP, GW_MF_DEREF, "p");
    gw_data_enter(&site_par, &r, 1, GW_ASYNC_SYNC);
    CHECK(r.dev == d + 2 * sizeof(double));
    gw_data_exit(&site_par, &r, 1, GW_ASYNC_SYNC);
    acc_delete(a, sizeof a);
}

static double lk[8];

static void child_lookup_deref(void)
{
    gw_map r = item(&lk[2], 0, GW_MAP_LOOKUP, GW_MF_DEREF, "p");
    gw_data_enter(&site_par, &r, 1, GW_ASYNC_SYNC);
}

static void child_update_missing(void)
{
    gw_map u = item(lk, sizeof lk, GW_MAP_UPDATE_SELF, 0, "lk");
    gw_update(&site_update, &u, 1, GW_ASYNC_SYNC);
}

static void child_api_update_missing(void)
{
    acc_update_device(lk, sizeof lk);
}

static void test_update(void)
{
    double a[40], dev[40];
    fill(a, 40, 0);
    acc_copyin(a, sizeof a);
    fill(a, 40, 100);
    gw_map u = item(&a[10], 10 * sizeof(double), GW_MAP_UPDATE_DEVICE, 0, "a[10:10]");
    gw_update(&site_update, &u, 1, GW_ASYNC_SYNC);
    read_dev(dev, a, 40);
    CHECK(equals(dev, 10, 0));
    CHECK(equals(dev + 10, 10, 110));
    CHECK(equals(dev + 20, 20, 20));

    write_dev(a, 40, 500);
    fill(a, 40, 0);
    u = item(&a[30], 10 * sizeof(double), GW_MAP_UPDATE_SELF, 0, "a[30:10]");
    gw_update(&site_update, &u, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 30, 0));
    CHECK(equals(a + 30, 10, 530));
    acc_update_self(a, sizeof a);
    CHECK(equals(a, 40, 500));
    fill(a, 40, 1);
    acc_update_device(a, sizeof a);
    read_dev(dev, a, 40);
    CHECK(equals(dev, 40, 1));
    acc_delete(a, sizeof a);

    /* if_present: no action, no error */
    u = item(a, sizeof a, GW_MAP_UPDATE_SELF, GW_MF_IF_PRESENT, "a");
    gw_update(&site_update, &u, 1, GW_ASYNC_SYNC);
    CHECK(equals(a, 40, 1));

    Child c;
    in_child(&c, child_update_missing);
    CHECK(c.status == 1);
    CHECK(has(c.err, "jacobi.c:45: error: 'lk' (64 bytes at "));
    CHECK(has(c.err, "is not present on the device (update directive)\nhint: "));
    in_child(&c, child_api_update_missing);
    CHECK(c.status == 1);
    CHECK(has(c.err, "gangway: error: 64 bytes at "));
    CHECK(has(c.err, "is not present on the device (acc_update_device)\nhint: copy it"));
    in_child(&c, child_lookup_deref);
    CHECK(c.status == 1);
    CHECK(has(c.err, "jacobi.c:42: error: 'p' (address "));
    CHECK(has(c.err, "is not present on the device (parallel construct)"));
}

static void test_zero(void)
{
    double a[16], dev[16];
    fill(a, 16, 3);
    gw_map m = item(a, sizeof a, GW_MAP_CREATE, GW_MF_ZERO, "a");
    gw_enter_data(&site_enter, &m, 1, GW_ASYNC_SYNC);
    read_dev(dev, a, 16);
    int zero = 1;
    for (int i = 0; i < 16; i++)
        zero &= dev[i] == 0;
    CHECK(zero);
    m.kind = GW_MAP_DELETE;
    gw_exit_data(&site_exit, &m, 1, GW_ASYNC_SYNC);

    m = item(a, sizeof a, GW_MAP_COPYOUT, GW_MF_ZERO, "a");
    gw_data_enter(&site_par, &m, 1, GW_ASYNC_SYNC);
    gw_data_exit(&site_par, &m, 1, GW_ASYNC_SYNC);
    zero = 1;
    for (int i = 0; i < 16; i++)
        zero &= a[i] == 0;
    CHECK(zero);
}

static double mapped_h[64];

static void child_map_twice(void)
{
    void *d = acc_malloc(sizeof mapped_h);
    acc_copyin(mapped_h, sizeof mapped_h);
    acc_map_data(&mapped_h[8], d, 8 * sizeof(double));
}

static void test_map_data(void)
{
    double *h = mapped_h, dev[64];
    char *d = acc_malloc(sizeof mapped_h);
    CHECK(d != NULL);
    fill(h, 64, 0);
    acc_memcpy_to_device(d, h, sizeof mapped_h);
    acc_map_data(h, d, sizeof mapped_h);
    CHECK(acc_is_present(h, sizeof mapped_h));
    CHECK(acc_deviceptr(h) == d);
    CHECK(acc_deviceptr(&h[5]) == d + 5 * sizeof(double));
    CHECK(acc_hostptr(d + 5 * sizeof(double)) == (void *)&h[5]);

    /* present: a copy clause neither copies in nor frees */
    fill(h, 64, 9);
    gw_map m = item(h, sizeof mapped_h, GW_MAP_COPY, 0, "h");
    gw_data_enter(&site_par, &m, 1, GW_ASYNC_SYNC);
    CHECK(m.dev == d);
    gw_data_exit(&site_par, &m, 1, GW_ASYNC_SYNC);
    CHECK(equals(h, 64, 9));
    acc_delete(h, sizeof mapped_h);
    CHECK(acc_is_present(h, sizeof mapped_h));
    acc_unmap_data(h);
    CHECK(!acc_is_present(h, sizeof mapped_h));
    acc_memcpy_from_device(dev, d, sizeof dev);     /* still the user's memory */
    CHECK(equals(dev, 64, 0));
    acc_free(d);

    Child c;
    in_child(&c, child_map_twice);
    CHECK(c.status == 1);
    CHECK(has(c.err, "is already present on the device (acc_map_data)"));
}

static void test_ptr_roundtrip(void)
{
    double a[50];
    char *d = acc_copyin(a, sizeof a);
    int ok = 1;
    for (int i = 0; i <= 49; i++) {
        char *dp = acc_deviceptr(&a[i]);
        ok &= dp == d + i * sizeof(double);
        ok &= acc_hostptr(dp) == (void *)&a[i];
    }
    CHECK(ok);
    char *raw = acc_malloc(64);
    CHECK(acc_hostptr(raw) == NULL);        /* not mapped to anything */
    acc_free(raw);
    CHECK(acc_hostptr(NULL) == NULL);
    acc_delete(a, sizeof a);
    CHECK(acc_deviceptr(a) == NULL);

    /* the pool hands the same size back */
    void *d1 = acc_copyin(a, sizeof a);
    acc_delete(a, sizeof a);
    void *d2 = acc_copyin(a, sizeof a);
    CHECK(d1 == d2);
    acc_delete(a, sizeof a);
}

typedef struct Vec {
    int n;
    double *p;
} Vec;

static void test_attach(void)
{
    double x[10];
    Vec v = {10, x};
    char *dx = acc_copyin(x, sizeof x);
    char *dv = acc_copyin(&v, sizeof v);
    acc_attach((void **)&v.p);
    void *devp = NULL;
    acc_memcpy_from_device(&devp, dv + offsetof(Vec, p), sizeof devp);
    CHECK(devp == dx);
    acc_update_self(&v, sizeof v);          /* the host pointer survives */
    CHECK(v.p == x);
    v.n = 11;
    acc_update_device(&v, sizeof v);        /* and the device pointer too */
    acc_memcpy_from_device(&devp, dv + offsetof(Vec, p), sizeof devp);
    CHECK(devp == dx);
    acc_attach((void **)&v.p);
    acc_detach((void **)&v.p);
    acc_memcpy_from_device(&devp, dv + offsetof(Vec, p), sizeof devp);
    CHECK(devp == dx);                      /* attachment count 2 -> 1 */
    acc_detach((void **)&v.p);
    acc_memcpy_from_device(&devp, dv + offsetof(Vec, p), sizeof devp);
    CHECK(devp == (void *)x);               /* back to the host value */

    gw_map m[2] = {item(&v, sizeof v, GW_MAP_COPY, 0, "v"),
                   item(&v.p, sizeof v.p, GW_MAP_ATTACH, 0, "v.p")};
    gw_data_enter(&site_data, m, 2, GW_ASYNC_SYNC);
    acc_memcpy_from_device(&devp, dv + offsetof(Vec, p), sizeof devp);
    CHECK(devp == dx);
    gw_data_exit(&site_data, m, 2, GW_ASYNC_SYNC);
    CHECK(v.p == x && v.n == 11);
    acc_delete(&v, sizeof v);
    acc_delete(x, sizeof x);
    CHECK(!acc_is_present(&v, sizeof v));
}

/* 2.7.2: a section of a pointer member attaches the member, even when the
 * struct comes later in the list; a[0:R][0:C] on a double ** maps each row. */
static void test_deep_copy(void)
{
    double x[10];
    fill(x, 10, 1);
    Vec v = {10, x};
    void *devp = NULL;
    gw_map m[3] = {item(x, sizeof x, GW_MAP_COPYIN, 0, "v.p[0:10]"),
                   item(&v.p, sizeof v.p, GW_MAP_ATTACH, GW_MF_SOFT | GW_MF_IMPLICIT, "v.p"),
                   item(&v, sizeof v, GW_MAP_COPY, 0, "v")};
    gw_data_enter(&site_data, m, 3, GW_ASYNC_SYNC);
    acc_memcpy_from_device(&devp, (char *)m[2].dev + offsetof(Vec, p), sizeof devp);
    CHECK(devp == m[0].dev);
    gw_data_exit(&site_data, m, 3, GW_ASYNC_SYNC);
    CHECK(v.p == x && !acc_is_present(&v, sizeof v) && !acc_is_present(x, sizeof x));
    gw_map soft = item(NULL, sizeof(void *), GW_MAP_ATTACH, GW_MF_SOFT | GW_MF_IMPLICIT, "a");
    gw_data_enter(&site_data, &soft, 1, GW_ASYNC_SYNC);    /* an array: no action */
    gw_data_exit(&site_data, &soft, 1, GW_ASYNC_SYNC);

    double r0[8], r1[8], r2[8];
    double *rows[3] = {r0, r1, r2};
    fill(r0, 8, 0), fill(r1, 8, 10), fill(r2, 8, 20);
    gw_map t = item(rows, 4 * sizeof(double), GW_MAP_COPY, GW_MF_ROWS, "a[0:3][2:4]");
    t.rows = 3;
    t.row_off = 2 * sizeof(double);
    gw_data_enter(&site_data, &t, 1, GW_ASYNC_SYNC);
    CHECK(acc_is_present(rows, sizeof rows) && acc_is_present(&r1[2], 4 * sizeof(double)));
    CHECK(!acc_is_present(&r1[0], sizeof(double)));
    void *tab[3];
    acc_memcpy_from_device(tab, t.dev, sizeof tab);
    CHECK((char *)tab[1] == (char *)acc_deviceptr(&r1[2]) - 2 * sizeof(double));
    double got = 0;
    acc_memcpy_from_device(&got, (char *)acc_deviceptr(&r2[2]) + sizeof(double), sizeof got);
    CHECK(got == 23);
    got = -5;
    acc_memcpy_to_device((char *)acc_deviceptr(&r2[2]) + sizeof(double), &got, sizeof got);
    gw_data_exit(&site_data, &t, 1, GW_ASYNC_SYNC);
    CHECK(r2[3] == -5 && r2[2] == 22 && rows[1] == r1 && !acc_is_present(rows, sizeof rows));
    CHECK(!acc_is_present(&r0[2], sizeof(double)));
}

static void test_async(void)
{
    double a[20];
    fill(a, 20, 4);
    acc_copyin_async(a, sizeof a, 1);
    CHECK(acc_async_test(1) == 1);
    acc_wait(1);
    CHECK(acc_async_test(7) == 1);          /* never used: idle */
    CHECK(acc_async_test_all() == 1);
    int qs[2] = {1, 2};
    gw_wait(&site_par, qs, 2, GW_ASYNC_SYNC);
    gw_wait(&site_par, qs, 1, 3);
    gw_wait(&site_par, NULL, 0, GW_ASYNC_SYNC);
    fill(a, 20, 0);
    acc_copyout_async(a, sizeof a, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(equals(a, 20, 4));
    CHECK(acc_get_default_async() == acc_async_noval);
    acc_set_default_async(3);
    CHECK(acc_get_default_async() == 3);
    acc_set_default_async(acc_async_noval);
    int any[2] = {acc_async_sync, 5};
    CHECK(acc_wait_any(2, any) == 1);
    acc_wait_all();
}

static void child_launch(void)
{
    static gw_module mod = {.image = "", .name = "t.c"};
    static gw_kernel k = {.module = &mod, .name = "main_L7_k0"};
    gw_register_module(&mod);
    gw_launch(&site_par, NULL, 1, 1, 1, 1, 1, 1, 0, NULL, GW_ASYNC_SYNC);
    printf("null kernel ok\n");
    gw_launch(&site_par, &k, 1, 1, 1, 1, 1, 1, 0, NULL, GW_ASYNC_SYNC);
}

static void child_check_leak(void)
{
    static double leak[4];
    setenv("GANGWAY_CHECK", "1", 1);
    acc_copyin(leak, sizeof leak);
}

/* Host threads share one present table; each maps its own array. */
static void *thread_body(void *arg)
{
    double *a = arg, dev[64];
    int ok = 1;
    for (int r = 0; r < 200; r++) {
        fill(a, 64, r);
        gw_map m = item(a, 64 * sizeof(double), GW_MAP_COPY, 0, "a");
        gw_data_enter(&site_par, &m, 1, GW_ASYNC_SYNC);
        acc_memcpy_from_device(dev, m.dev, sizeof dev);
        ok &= equals(dev, 64, r);
        gw_data_exit(&site_par, &m, 1, GW_ASYNC_SYNC);
        ok &= !acc_is_present(a, 64 * sizeof(double));
    }
    return ok ? arg : NULL;
}

static void test_threads(void)
{
    static double arrays[8][64];
    pthread_t t[8];
    for (int i = 0; i < 8; i++)
        pthread_create(&t[i], NULL, thread_body, arrays[i]);
    int ok = 1;
    for (int i = 0; i < 8; i++) {
        void *r;
        pthread_join(t[i], &r);
        ok &= r != NULL;
    }
    CHECK(ok);
}

/* ---- the group (GANGWAY_NUM_DEVICES=2, tests/run.sh fake2) ---- */

/* Member k's copy of h (group.c; fake device memory is host memory, read
 * directly); selecting device k would end the group. */
void *gw__member_copy(const void *h, int k);
static double *member_copy(void *h, int k)
{
    return gw__member_copy(h, k);
}

static int same(const double *x, const double *y, int n)
{
    return x && y && !memcmp(x, y, (size_t)n * sizeof *x);
}

static void group_enter_exit(void)
{
    double a[64], want[64];
    for (int i = 0; i < 64; i++)
        a[i] = want[i] = i;
    acc_copyin(a, sizeof a);                        /* every member gets the data */
    CHECK(same(member_copy(a, 0), want, 64) && same(member_copy(a, 1), want, 64));
    CHECK(member_copy(a, 0) != member_copy(a, 1));  /* separate memory */
    acc_copyin(a, sizeof a);                        /* counts on both: 2 */
    acc_delete(a, sizeof a);
    CHECK(member_copy(a, 0) && member_copy(a, 1));
    /* the leader's memory written directly: member 1 stale there */
    double v[8];
    for (int i = 0; i < 8; i++)
        v[i] = want[8 + i] = 100 + i;
    acc_memcpy_to_device((double *)acc_deviceptr(a) + 8, v, sizeof v);
    CHECK(member_copy(a, 1)[8] == 8);
    /* update self of a[4:16] reads the leader's, valid there */
    for (int i = 0; i < 64; i++)
        a[i] = -1;
    acc_update_self(a + 4, 16 * sizeof *a);
    CHECK(same(a + 4, want + 4, 16) && a[3] == -1 && a[20] == -1);
    CHECK(member_copy(a, 1)[8] == 8);               /* read from 0, not fetched to 1 */
    acc_copyout(a, sizeof a);                       /* the leader's copy; both go */
    CHECK(same(a, want, 64));
    CHECK(!acc_is_present(a, sizeof a) && !member_copy(a, 1));
}

static void group_update_async(void)
{
    double b[32], want[32];
    for (int i = 0; i < 32; i++)
        b[i] = want[i] = 2 * i;
    acc_copyin_async(b, sizeof b, 3);
    acc_wait(3);
    CHECK(same(member_copy(b, 1), want, 32));
    for (int i = 0; i < 32; i++)
        b[i] = want[i] = 3 * i;
    acc_copyin(b, sizeof b);                        /* present: nothing copied */
    CHECK(member_copy(b, 1)[5] == 10 && member_copy(b, 0)[5] == 10);
    acc_update_device_async(b + 10, 5 * sizeof *b, 3);  /* a sub-range, every member */
    acc_wait(3);
    CHECK(same(member_copy(b, 1) + 10, want + 10, 5) && member_copy(b, 1)[15] == 30);
    CHECK(same(member_copy(b, 0) + 10, want + 10, 5));
    acc_delete(b, sizeof b);
    CHECK(member_copy(b, 1) != NULL);
    acc_delete(b, sizeof b);
    CHECK(!member_copy(b, 0) && !member_copy(b, 1));
}

static void group_structured(void)
{
    static const gw_site s = {"group.c", 1, "data"};
    double c[16], want[16];
    for (int i = 0; i < 16; i++)
        c[i] = want[i] = i * 0.5;
    gw_map m[1] = {{c, sizeof c, GW_MAP_COPY, 0, "c", 0, 0, 0}};
    gw_data_enter(&s, m, 1, GW_ASYNC_SYNC);
    CHECK(m[0].dev == acc_deviceptr(c));            /* the program sees the leader */
    CHECK(same(member_copy(c, 1), want, 16));
    for (int i = 0; i < 16; i++)
        c[i] = 0;
    gw_data_exit(&s, m, 1, GW_ASYNC_SYNC);          /* copy: out from the leader */
    CHECK(same(c, want, 16) && !member_copy(c, 1));

    /* acc_map_data: member 1 gets memory of its own, filled from the leader when read */
    double *dev = acc_malloc(sizeof c);
    acc_memcpy_to_device(dev, want, sizeof want);
    acc_map_data(c, dev, sizeof c);
    CHECK(member_copy(c, 1) && member_copy(c, 1) != dev);
    memset(c, 0, sizeof c);
    acc_update_self(c, sizeof c);
    CHECK(same(c, want, 16));
    /* the member's own block is no pacc pipeline's (BLK_OWN and BLK_PACC were one bit) */
    for (int i = 0; i < 16; i++)
        c[i] = want[i] + 1;
    acc_update_device(c, sizeof c);
    memset(c, 0, sizeof c);
    acc_update_self(c, sizeof c);
    CHECK(c[0] == want[0] + 1 && c[15] == want[15] + 1);
    acc_unmap_data(c);
    CHECK(!member_copy(c, 0) && !member_copy(c, 1));
    acc_free(dev);
}

static const char *self_path;      /* argv[0]: a fresh process selects devices again */

static void child_too_many(void)
{
    setenv("GANGWAY_NUM_DEVICES", "3", 1);
    execl(self_path, self_path, "too-many", (char *)NULL);
}

static int too_many_main(void)
{
    static const gw_site s = {"prog.c", 7, "enter data"};
    double x[4];
    gw_map m[1] = {{x, sizeof x, GW_MAP_COPYIN, 0, "x", 0, 0, 0}};
    gw_enter_data(&s, m, 1, GW_ASYNC_SYNC);
    return 0;
}

static void test_group(void)
{
    group_enter_exit();
    group_update_async();
    group_structured();
    Child c;
    in_child(&c, child_too_many);
    merge(&c);
    CHECK(c.status == 1);
    CHECK(has(c.err, "prog.c:7: error: GANGWAY_NUM_DEVICES=3 asks for 3 devices, but there are only 2"));
}

static void test_misc(void)
{
    CHECK(gw_active() == 1);
    CHECK(gw_sm_count() > 0);
    CHECK(acc_get_num_devices(acc_device_nvidia) == members);
    CHECK(acc_get_num_devices(acc_device_host) == 1);
    CHECK(acc_get_device_type() == acc_device_nvidia);
    const char *name = acc_get_property_string(0, acc_device_nvidia, acc_property_name);
    CHECK(name && strstr(name, "fake"));
    CHECK(acc_get_property(0, acc_device_nvidia, acc_property_memory) > 0);
    CHECK(acc_on_device(acc_device_host) == 1);
    CHECK(acc_on_device(acc_device_nvidia) == 0);

    /* reductions: one scratch buffer, reused */
    double init[2] = {0, 1}, out[2] = {-1, -1};
    void *o = &o;
    void *r1 = gw_red_begin(init, sizeof init, GW_ASYNC_SYNC, &o);
    CHECK(o == NULL);           /* the fake device has no mapped host memory */
    double dev[2] = {42, 24};
    acc_memcpy_to_device(r1, dev, sizeof dev);
    gw_red_end(out, sizeof out, GW_ASYNC_SYNC);
    CHECK(out[0] == 42 && out[1] == 24);
    void *r2 = gw_red_begin(init, sizeof init, GW_ASYNC_SYNC, &o);
    gw_red_end(out, sizeof out, GW_ASYNC_SYNC);
    CHECK(r1 == r2 && out[0] == 0 && out[1] == 1);

    Child c;
    in_child(&c, child_launch);
    CHECK(c.status == 1);
    CHECK(has(c.out, "null kernel ok"));
    CHECK(has(c.err, "jacobi.c:42: error: kernel 'main_L7_k0' cannot run on the fake device"));

    in_child(&c, child_check_leak);
    CHECK(c.status == 0);
    CHECK(has(c.err, "still present on device 0 at exit (dynamic reference count 1)"));
}

/* ---- misuse: the same errors on the host as on a device (each in a fresh
 * child, on the host or on the fake device as mis_host says) ---- */

static int mis_host;
static double mis[64];
static const gw_site site_upd_mis = {"misuse.c", 7, "update"};

static void mis_mode(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    if (mis_host)
        setenv("ACC_DEVICE_TYPE", "host", 1);
    else
        unsetenv("ACC_DEVICE_TYPE");
}

static void mis_ok(void)
{
    mis_mode();
    CHECK(gw_active() == !mis_host);
    acc_free(NULL);
    void *p = acc_malloc(64), *keep[40];
    acc_free(p);
    void *q = acc_malloc(64);           /* may be p again: live again */
    acc_free(q);
    for (int i = 0; i < 40; i++)        /* more than acc_free remembers */
        keep[i] = acc_malloc(100 + (size_t)i);
    for (int i = 0; i < 40; i++)
        acc_free(keep[i]);
    acc_map_data(mis, p = acc_malloc(sizeof mis), sizeof mis);
    acc_unmap_data(mis);
    acc_map_data(mis, p, sizeof mis);   /* again, once unmapped */
    acc_unmap_data(mis);
    acc_free(p);
    gw_map m = item(mis, 0, GW_MAP_COPYIN, 0, "mis[0:n]");
    gw_enter_data(&site_enter, &m, 1, acc_async_default);
    gw_exit_data(&site_exit, &m, 1, 3);
    gw_wait(&site_exit, (int[]){3, acc_async_noval}, 2, acc_async_sync);
}

static void mis_free_host(void) { mis_mode(); acc_free(mis); }
static void mis_free_twice(void) { mis_mode(); void *p = acc_malloc(100); acc_free(p); acc_free(p); }
static void mis_free_inside(void) { mis_mode(); char *p = acc_malloc(100); acc_free(p + 16); }
static void mis_free_mapped(void)
{
    mis_mode();
    void *p = acc_malloc(sizeof mis);
    acc_map_data(mis, p, sizeof mis);
    acc_free(p);
}
static void mis_free_evicted(void)
{
    mis_mode();
    void *first = acc_malloc(100), *more[40];
    acc_free(first);
    for (int i = 0; i < 40; i++)
        more[i] = acc_malloc(200);
    for (int i = 0; i < 40; i++)
        acc_free(more[i]);
    if (first != more[0])
        acc_free(first);        /* forgotten as freed: still not acc_malloc's */
    else
        acc_free(mis);
}
static void mis_map_overlap(void)
{
    mis_mode();
    acc_map_data(mis, acc_malloc(sizeof mis), sizeof mis);
    acc_map_data(mis + 8, acc_malloc(64), 64);
}
static void mis_unmap_never(void) { mis_mode(); acc_unmap_data(mis); }
static void mis_async(void)
{
    mis_mode();
    gw_map m = item(mis, sizeof mis, GW_MAP_UPDATE_SELF, GW_MF_IF_PRESENT, "mis");
    gw_update(&site_upd_mis, &m, 1, -9);
}
static void mis_wait(void) { mis_mode(); gw_wait(&site_upd_mis, (int[]){1, -3}, 2, acc_async_sync); }
static void mis_neg_len(void)
{
    mis_mode();
    gw_map m = item(mis, (size_t)-24, GW_MAP_COPYIN, 0, "mis[0:n]");
    gw_enter_data(&site_enter, &m, 1, acc_async_sync);
}
static void mis_neg_rows(void)
{
    mis_mode();
    double *rows[2] = {mis, mis + 8};
    gw_map m = item(rows, 16, GW_MAP_COPYIN, GW_MF_ROWS, "r[0:n][0:2]");
    m.rows = (size_t)-3;
    gw_data_enter(&site_data, &m, 1, acc_async_sync);
}
static void mis_neg_update(void) { mis_mode(); acc_update_self(mis, (size_t)-8); }
static void mis_device_num(void) { mis_mode(); acc_set_device_num(2, acc_get_device_type()); }

static void mis_expect(void (*fn)(void), const char *err)
{
    Child c;
    in_child(&c, fn);
    CHECK(c.status == 1);
    CHECK(has(c.err, err));
}

static void test_misuse_in(int host)
{
    mis_host = host;
    Child c;
    in_child(&c, mis_ok);
    merge(&c);
    CHECK(c.status == 0);
    CHECK(c.err[0] == '\0');
    char want[256];
    snprintf(want, sizeof want, "gangway: error: acc_free: %p was not returned by acc_malloc%s\nhint: ",
             (void *)mis, host ? " (the program runs on the host, where acc_malloc is malloc)" : "");
    mis_expect(mis_free_host, want);
    mis_expect(mis_free_twice, "was already freed by acc_free (a double free)\nhint: free each block");
    mis_expect(mis_free_inside, "points 16 bytes into the 100 bytes acc_malloc returned at ");
    snprintf(want, sizeof want, "is still mapped to 512 bytes at %p-%p by acc_map_data\nhint: call "
             "acc_unmap_data", (void *)mis, (void *)(mis + 64));
    mis_expect(mis_free_mapped, want);
    mis_expect(mis_free_evicted, "was not returned by acc_malloc");
    mis_expect(mis_map_overlap, host ? "overlaps 512 bytes at " : "is already present on the device (acc_map_data)");
    snprintf(want, sizeof want, "gangway: error: %p was not mapped with acc_map_data (acc_unmap_data)",
             (void *)mis);
    mis_expect(mis_unmap_never, want);
    mis_expect(mis_async, "misuse.c:7: error: -9 is not a valid async argument (update directive)\nhint: ");
    mis_expect(mis_wait, "misuse.c:7: error: -3 is not a valid async argument (update directive)");
    mis_expect(mis_neg_len, "jacobi.c:30: error: 'mis[0:n]' has a negative length: -24 bytes (enter data "
               "directive)\nhint: a subarray");
    mis_expect(mis_neg_rows, "jacobi.c:40: error: 'r[0:n][0:2]' has a negative number of rows: -3 (data "
               "construct)");
    mis_expect(mis_neg_update, "gangway: error: negative length: -8 bytes for the data at ");
    mis_expect(mis_neg_update, "(acc_update_self)");
    mis_expect(mis_device_num, "gangway: error: acc_set_device_num asks for device 2, which does not exist");
}

/* The fake device: acc_free of a data clause's device copy, and the present
 * table after a not-present error. */
static void mis_free_copy(void)
{
    mis_mode();
    gw_map m = item(mis, sizeof mis, GW_MAP_COPYIN, 0, "mis[0:64]");
    gw_enter_data(&site_enter, &m, 1, acc_async_sync);
    acc_free(m.dev);
}

static void mis_dump(void)
{
    mis_mode();
    gw_map m[2] = {item(mis, 64, GW_MAP_COPYIN, 0, "mis[0:8]"),
                   item(mis + 32, 64, GW_MAP_CREATE, 0, "mis[32:8]")};
    gw_enter_data(&site_enter, m, 2, acc_async_sync);
    gw_data_enter(&site_data, m, 1, acc_async_sync);
    gw_map p = item(mis + 16, 64, GW_MAP_PRESENT, 0, "mis[16:8]");
    gw_data_enter(&site_par, &p, 1, acc_async_sync);
}

static void test_misuse(void)
{
    test_misuse_in(1);
    test_misuse_in(0);
    mis_host = 0;
    mis_expect(mis_free_copy, "acc_free: ");
    mis_expect(mis_free_copy, "is the device copy of 'mis[0:64]' (512 bytes at ");
    mis_expect(mis_free_copy, "mapped by enter data directive (see the present table), not memory "
               "from acc_malloc\nhint: delete it with acc_delete or exit data");
    Child c;
    in_child(&c, mis_dump);
    CHECK(c.status == 1);
    char want[1024];
    uintptr_t a = (uintptr_t)mis;
    snprintf(want, sizeof want, "hint: add it to a data clause of the directive or to an enclosing data "
             "region\nnote: the present table of device 0 (2 blocks):\n  host %#lx-%#lx (64 bytes) -> "
             "device ", (unsigned long)a, (unsigned long)(a + 64));
    CHECK(has(c.err, want));
    CHECK(has(c.err, ", refs 1 structured + 1 dynamic: 'mis[0:8]', enter data directive at jacobi.c:30\n"));
    snprintf(want, sizeof want, "\n  ---- %#lx-%#lx (64 bytes): the range asked for\n  host %#lx-%#lx "
             "(64 bytes) -> device ", (unsigned long)(a + 128), (unsigned long)(a + 192),
             (unsigned long)(a + 256), (unsigned long)(a + 320));
    CHECK(has(c.err, want));
    CHECK(has(c.err, ", refs 0 structured + 1 dynamic: 'mis[32:8]', enter data directive at jacobi.c:30\n"));
}

/* ---- on a GPU (test-runtime gpu): kernels from hand-written PTX ---- */

static const char ptx[] =
    ".version 7.8\n"
    ".target sm_80\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry saxpy(.param .u32 n, .param .f32 a, .param .u64 x, .param .u64 y)\n"
    "{\n"
    "    .reg .pred p;\n"
    "    .reg .b32 r<6>;\n"
    "    .reg .f32 f<4>;\n"
    "    .reg .b64 rd<8>;\n"
    "    ld.param.u32 r1, [n];\n"
    "    ld.param.f32 f1, [a];\n"
    "    ld.param.u64 rd1, [x];\n"
    "    ld.param.u64 rd2, [y];\n"
    "    mov.u32 r2, %ctaid.x;\n"
    "    mov.u32 r3, %ntid.x;\n"
    "    mov.u32 r4, %tid.x;\n"
    "    mad.lo.s32 r5, r2, r3, r4;\n"
    "    setp.ge.s32 p, r5, r1;\n"
    "    @p bra SAXPY_DONE;\n"
    "    cvta.to.global.u64 rd3, rd1;\n"
    "    cvta.to.global.u64 rd4, rd2;\n"
    "    mul.wide.s32 rd5, r5, 4;\n"
    "    add.s64 rd6, rd3, rd5;\n"
    "    add.s64 rd7, rd4, rd5;\n"
    "    ld.global.f32 f2, [rd6];\n"
    "    ld.global.f32 f3, [rd7];\n"
    "    fma.rn.f32 f3, f1, f2, f3;\n"
    "    st.global.f32 [rd7], f3;\n"
    "SAXPY_DONE:\n"
    "    ret;\n"
    "}\n"
    "\n"
    ".visible .entry sum(.param .u32 n, .param .u64 x, .param .u64 out)\n"
    "{\n"
    "    .reg .pred p;\n"
    "    .reg .b32 r<6>;\n"
    "    .reg .f32 f<2>;\n"
    "    .reg .b64 rd<6>;\n"
    "    ld.param.u32 r1, [n];\n"
    "    ld.param.u64 rd1, [x];\n"
    "    ld.param.u64 rd2, [out];\n"
    "    mov.u32 r2, %ctaid.x;\n"
    "    mov.u32 r3, %ntid.x;\n"
    "    mov.u32 r4, %tid.x;\n"
    "    mad.lo.s32 r5, r2, r3, r4;\n"
    "    setp.ge.s32 p, r5, r1;\n"
    "    @p bra SUM_DONE;\n"
    "    cvta.to.global.u64 rd3, rd1;\n"
    "    cvta.to.global.u64 rd4, rd2;\n"
    "    mul.wide.s32 rd5, r5, 4;\n"
    "    add.s64 rd5, rd3, rd5;\n"
    "    ld.global.f32 f1, [rd5];\n"
    "    red.global.add.f32 [rd4], f1;\n"
    "SUM_DONE:\n"
    "    ret;\n"
    "}\n"
    "\n"
    ".visible .entry bad(.param .u64 q)\n"
    "{\n"
    "    .reg .b64 rd<2>;\n"
    "    .reg .f32 f<2>;\n"
    "    mov.u64 rd1, 8;\n"
    "    mov.f32 f1, 0f3F800000;\n"
    "    st.global.f32 [rd1], f1;\n"
    "    ret;\n"
    "}\n";

static gw_module gpu_mod = {.image = ptx, .name = "test_runtime.c"};
static gw_kernel k_saxpy = {.module = &gpu_mod, .name = "saxpy"};
static gw_kernel k_sum = {.module = &gpu_mod, .name = "sum"};
static gw_kernel k_bad = {.module = &gpu_mod, .name = "bad"};
static gw_kernel k_bad_quiet = {.module = &gpu_mod, .name = "bad", .quiet = 1};
static gw_kernel k_saxpy_quiet = {.module = &gpu_mod, .name = "saxpy", .quiet = 1};
static gw_kernel k_missing = {.module = &gpu_mod, .name = "nope"};

static unsigned blocks_for(int n)
{
    return (unsigned)((n + 255) / 256);
}

static void saxpy(const gw_site *s, int n, float a, void *x, void *y, int async)
{
    void *args[] = {&n, &a, &x, &y};
    gw_launch(s, &k_saxpy, blocks_for(n), 1, 1, 256, 1, 1, 0, args, async);
}

static float *randoms(int n, unsigned seed)
{
    float *v = malloc((size_t)n * sizeof *v);
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (float)(seed >> 16 & 1023) / 64.0f + 1.0f;   /* never all zero */
    }
    return v;
}

/* y = 2x + y on the device, through a data region, against the host loop. */
static int saxpy_ok(int n, int async)
{
    float *x = randoms(n, 1), *y = randoms(n, 2), *want = malloc((size_t)n * sizeof *want);
    for (int i = 0; i < n; i++)
        want[i] = 2.0f * x[i] + y[i];
    size_t bytes = (size_t)n * sizeof(float);
    gw_map m[2] = {item(x, bytes, GW_MAP_COPYIN, 0, "x[0:n]"),
                   item(y, bytes, GW_MAP_COPY, 0, "y[0:n]")};
    if (async == GW_ASYNC_SYNC) {
        gw_data_enter(&site_par, m, 2, async);
        saxpy(&site_par, n, 2.0f, m[0].dev, m[1].dev, async);
        gw_data_exit(&site_par, m, 2, async);
    } else {
        m[1].kind = GW_MAP_COPYIN;
        gw_enter_data(&site_enter, m, 2, async);
        saxpy(&site_par, n, 2.0f, m[0].dev, m[1].dev, async);
        m[0].kind = GW_MAP_DELETE;
        m[1].kind = GW_MAP_COPYOUT;
        gw_exit_data(&site_exit, m, 2, async);
        acc_wait(async);
    }
    int ok = !memcmp(y, want, bytes) && !acc_is_present(x, bytes);
    free(x);
    free(y);
    free(want);
    return ok;
}

static void gpu_child_bad_kernel(void)
{
    float v = 0;
    void *args[] = {&v};
    gw_launch(&site_par, &k_bad, 1, 1, 1, 1, 1, 1, 0, args, GW_ASYNC_SYNC);
}

static void gpu_child_bad_async(void)
{
    float v = 0;
    void *args[] = {&v};
    gw_launch(&site_par, &k_bad, 1, 1, 1, 1, 1, 1, 0, args, 1);
    gw_wait(&site_update, (int[]){1}, 1, GW_ASYNC_SYNC);
}

/* A quiet kernel's synchronous launch returns before it ends: its failure
 * is reported where the host next waits, naming it. */
static void gpu_child_bad_quiet(void)
{
    float v = 0;
    void *args[] = {&v};
    gw_launch(&site_par, &k_bad_quiet, 1, 1, 1, 1, 1, 1, 0, args, GW_ASYNC_SYNC);
    fprintf(stderr, "launched\n");
    acc_wait_all();
}

/* The same, where gwcc's gw_settle waits; a second one waits for nothing. */
static void gpu_child_bad_quiet_settle(void)
{
    float v = 0, a = 2;
    int n = 0;
    void *x = NULL, *y = NULL;
    void *sargs[] = {&n, &a, &x, &y}, *args[] = {&v};
    gw_launch(&site_par, &k_saxpy_quiet, 1, 1, 1, 32, 1, 1, 0, sargs, GW_ASYNC_SYNC);
    gw_settle();
    gw_settle();
    fprintf(stderr, "settled\n");
    gw_launch(&site_par, &k_bad_quiet, 1, 1, 1, 1, 1, 1, 0, args, GW_ASYNC_SYNC);
    fprintf(stderr, "launched\n");
    gw_settle();
    fprintf(stderr, "not reached\n");
}

/* Two more quiet launches after it: the last one is named, with the count. */
static void gpu_child_bad_quiet_then(void)
{
    float v = 0, a = 2;
    int n = 0;
    void *x = NULL, *y = NULL;
    void *args[] = {&v}, *sargs[] = {&n, &a, &x, &y};
    gw_launch(&site_par, &k_bad_quiet, 1, 1, 1, 1, 1, 1, 0, args, GW_ASYNC_SYNC);
    gw_launch(&site_par, &k_saxpy_quiet, 1, 1, 1, 32, 1, 1, 0, sargs, GW_ASYNC_SYNC);
    gw_launch(&site_update, &k_saxpy_quiet, 1, 1, 1, 32, 1, 1, 0, sargs, GW_ASYNC_SYNC);
}   /* the exit waits */

/* With GANGWAY_DEFER=0 every synchronous launch waits. */
static void gpu_child_bad_quiet_sync(void)
{
    setenv("GANGWAY_DEFER", "0", 1);
    float v = 0;
    void *args[] = {&v};
    gw_launch(&site_par, &k_bad_quiet, 1, 1, 1, 1, 1, 1, 0, args, GW_ASYNC_SYNC);
    fprintf(stderr, "launched\n");
}

static void gpu_child_missing(void)
{
    gw_launch(&site_par, &k_missing, 1, 1, 1, 1, 1, 1, 0, NULL, GW_ASYNC_SYNC);
}

static void gpu_child_bad_image(void)
{
    static gw_module junk = {.image = "this is not a fatbin", .name = "junk.c"};
    static gw_kernel k = {.module = &junk, .name = "k"};
    gw_launch(&site_par, &k, 1, 1, 1, 1, 1, 1, 0, NULL, GW_ASYNC_SYNC);
}

static void gpu_child_bad_config(void)
{
    int n = 0;
    float a = 0;
    void *x = NULL, *y = NULL;
    void *args[] = {&n, &a, &x, &y};
    gw_launch(&site_par, &k_saxpy, 1, 1, 1, 4096, 1, 1, 0, args, GW_ASYNC_SYNC);
}

static void gpu_child_nvidia(void)
{
    setenv("ACC_DEVICE_TYPE", "nvidia", 1);
    CHECK(gw_active() == 1);
    CHECK(saxpy_ok(1000, GW_ASYNC_SYNC));
}

/* CUDA does not survive fork: children first, before this process uses it. */
static void gpu_children(void)
{
    Child c;
    /* kernels that fault on purpose: under compute-sanitizer (tools/run-gpu.sh
       SANITIZE=...) the faults are its findings, so they are left out there */
    const char *no_faults = getenv("GW_NO_PLANTED_FAULTS");
    if (!no_faults || !*no_faults) {
        in_child(&c, gpu_child_bad_kernel);
        CHECK(c.status == 1);
        CHECK(has(c.err, "jacobi.c:42: error: kernel 'bad' failed: CUDA_ERROR_ILLEGAL_ADDRESS"));
        in_child(&c, gpu_child_bad_async);
        CHECK(c.status == 1);
        CHECK(has(c.err, "jacobi.c:45: error: asynchronous work on queue 1 of device 0 failed: "
                  "CUDA_ERROR_ILLEGAL_ADDRESS"));
        in_child(&c, gpu_child_bad_quiet);
        CHECK(c.status == 1);
        CHECK(has(c.err, "launched\njacobi.c:42: error: kernel 'bad' failed: CUDA_ERROR_ILLEGAL_ADDRESS"));
        in_child(&c, gpu_child_bad_quiet_then);
        CHECK(c.status == 1);
        CHECK(has(c.err, "jacobi.c:45: error: kernel 'saxpy', or one of the 2 launched before it, failed: "
                  "CUDA_ERROR_ILLEGAL_ADDRESS"));
        CHECK(has(c.err, "GANGWAY_DEFER=0"));
        in_child(&c, gpu_child_bad_quiet_settle);
        CHECK(c.status == 1);
        CHECK(has(c.err, "settled\nlaunched\njacobi.c:42: error: kernel 'bad' failed: CUDA_ERROR_ILLEGAL_ADDRESS"));
        CHECK(!has(c.err, "not reached"));
        in_child(&c, gpu_child_bad_quiet_sync);
        CHECK(c.status == 1);
        CHECK(has(c.err, "jacobi.c:42: error: kernel 'bad' failed: CUDA_ERROR_ILLEGAL_ADDRESS"));
        CHECK(!has(c.err, "launched"));
    }
    in_child(&c, gpu_child_missing);
    CHECK(c.status == 1);
    CHECK(has(c.err, "kernel 'nope' is not in the device code of 'test_runtime.c': "
              "CUDA_ERROR_NOT_FOUND"));
    in_child(&c, gpu_child_bad_image);
    CHECK(c.status == 1);
    CHECK(has(c.err, "cannot load the device code of 'junk.c' on device 0: CUDA_ERROR_"));
    in_child(&c, gpu_child_bad_config);
    CHECK(c.status == 1);
    CHECK(has(c.err, "kernel 'saxpy' could not be launched: CUDA_ERROR_INVALID_VALUE"));
    in_child(&c, gpu_child_nvidia);
    merge(&c);
    CHECK(c.status == 0);
    in_child(&c, child_check_leak);
    CHECK(c.status == 0);
    CHECK(has(c.err, "still present on device 0 at exit (dynamic reference count 1)"));
}

static void gpu_reduction(int async)
{
    int n = 1 << 20;
    float *x = malloc((size_t)n * sizeof *x);
    double want = 0;
    for (int i = 0; i < n; i++)
        want += x[i] = (float)(i % 7);
    gw_map m = item(x, (size_t)n * sizeof *x, GW_MAP_COPYIN, 0, "x");
    gw_data_enter(&site_par, &m, 1, async);
    float zero = 0, got = -1;
    void *host_out = NULL;
    void *out = gw_red_begin(&zero, sizeof zero, async, &host_out);
    CHECK(host_out != NULL);    /* mapped host memory, for kernels that finish */
    void *args[] = {&n, &m.dev, &out};
    gw_launch(&site_par, &k_sum, blocks_for(n), 1, 1, 256, 1, 1, 0, args, async);
    gw_red_end(&got, sizeof got, async);
    gw_data_exit(&site_par, &m, 1, async);
    CHECK(got == (float)want);
    if (got != (float)want)
        printf("  reduction on queue %d: got %g, want %g\n", async, got, want);
    free(x);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void gpu_raw_memory(void)
{
    int n = 4096;
    float *h = randoms(n, 3), *back = calloc((size_t)n, sizeof *back);
    size_t bytes = (size_t)n * sizeof *h;
    void *d1 = acc_malloc(bytes), *d2 = acc_malloc(bytes);
    acc_memcpy_to_device(d1, h, bytes);
    acc_memcpy_device(d2, d1, bytes);
    acc_memcpy_from_device(back, d2, bytes);
    CHECK(!memcmp(back, h, bytes));
    acc_memcpy_device_async(d1, d2, bytes, 4);
    acc_memcpy_from_device_async(back, d1, bytes, 4);
    acc_wait(4);
    CHECK(!memcmp(back, h, bytes));

    /* mapped memory is what kernels see */
    float *y = randoms(n, 4), *want = malloc(bytes);
    for (int i = 0; i < n; i++)
        want[i] = 2.0f * h[i] + y[i];
    acc_map_data(y, d2, bytes);
    acc_update_device(y, bytes);
    saxpy(&site_par, n, 2.0f, d1, acc_deviceptr(y), GW_ASYNC_SYNC);
    acc_update_self(y, bytes);
    CHECK(!memcmp(y, want, bytes));
    acc_unmap_data(y);
    acc_free(d1);
    acc_free(d2);
    free(h);
    free(back);
    free(y);
    free(want);
}

static void gpu_pool_speed(void)
{
    static float a[1 << 16];
    int reps = 2000;
    double t0 = now();
    for (int i = 0; i < reps; i++) {
        acc_create(a, sizeof a);
        acc_delete(a, sizeof a);
    }
    double us = (now() - t0) / reps * 1e6;
    printf("note: acc_create+acc_delete of 256 KiB: %.2f us per pair\n", us);
    CHECK(us < 100);
}

static int gpu_main(void)
{
    gpu_children();
    gw_register_module(&gpu_mod);
    CHECK(gw_active() == 1);
    CHECK(gw_sm_count() > 0);
    const char *name = acc_get_property_string(0, acc_device_nvidia, acc_property_name);
    const char *driver = acc_get_property_string(0, acc_device_nvidia, acc_property_driver);
    CHECK(name && driver && !strncmp(driver, "CUDA ", 5));
    printf("note: %s, %d SMs, %s, %zu MiB (%zu MiB free)\n", name, gw_sm_count(), driver,
           acc_get_property(0, acc_device_nvidia, acc_property_memory) >> 20,
           acc_get_property(0, acc_device_nvidia, acc_property_free_memory) >> 20);
    CHECK(!strcmp(acc_get_property_string(0, acc_device_nvidia, acc_property_vendor),
                  "NVIDIA"));
    CHECK(saxpy_ok(1000, GW_ASYNC_SYNC));
    CHECK(saxpy_ok(1 << 22, GW_ASYNC_SYNC));
    CHECK(saxpy_ok(1 << 22, 1));            /* large: pinned, async */
    CHECK(saxpy_ok(777, acc_async_noval));
    gpu_reduction(GW_ASYNC_SYNC);
    gpu_reduction(2);
    gpu_raw_memory();
    gw_wait(&site_par, (int[]){1, 2}, 2, 3);
    gw_wait(&site_par, NULL, 0, GW_ASYNC_SYNC);
    CHECK(acc_async_test_all() == 1);
    gpu_pool_speed();
    acc_shutdown(acc_device_nvidia);        /* modules and functions come back */
    CHECK(saxpy_ok(5000, GW_ASYNC_SYNC));
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "gpu"))
        return gpu_main();
    self_path = argv[0];
    if (argc > 1 && !strcmp(argv[1], "too-many"))
        return too_many_main();
    gw_settle();        /* nothing launched, no device chosen: returns */
    /* GANGWAY_NUM_DEVICES=n (tests/run.sh fake2): every data test again on
       a group of n fake members; the selection tests assume one device */
    const char *group = getenv("GANGWAY_NUM_DEVICES");
    if (group && atoi(group) > 1)
        members = atoi(group);
    if (!group || atoi(group) <= 1) {
        test_selection();   /* before this process selects its device */
        test_mem_cap();
        test_misuse();
    }
    setenv("GANGWAY_FAKE_DEVICE", group && atoi(group) > 1 ? group : "1", 1);
    unsetenv("ACC_DEVICE_TYPE");
    test_copyin_copyout();
    test_structured_copy();
    test_refcounts();
    test_lookup_interior();
    test_errors();
    test_no_create_present();
    test_update();
    test_zero();
    test_map_data();
    test_ptr_roundtrip();
    test_attach();
    test_deep_copy();
    test_async();
    test_threads();
    test_misc();
    if (members == 2)
        test_group();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
