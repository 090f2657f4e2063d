/* test_spec.c: runtime/spec.c, kernels specialised at run time (docs/jit-plan.md 3):
 * the text that shadows parameters with constants, and the profile, guard and
 * re-specialisation on a fake device, with a hook standing for NVRTC. */
#include "rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"

/* ---- the text ---- */

static const gw_param lit_params[] = {
    {"const int n", "int", "n", GW_P_SINT, 4, 0},
    {"unsigned u", "unsigned int", "u", GW_P_UINT, 4, 0},
    {"const long long m", "long long", "m", GW_P_SINT, 8, 0},
    {"unsigned long long q", "unsigned long long", "q", GW_P_UINT, 8, 0},
    {"const _Bool b", "bool", "b", GW_P_BOOL, 1, 0},
    {"const enum color c", "enum color", "c", GW_P_SINT, 4, 0},
    {"const float f", "float", "f", GW_P_FLOAT, 4, 0},
    {"const double g", "double", "g", GW_P_FLOAT, 8, 0},
    {"const double *__restrict__ x", "const double *", "x", GW_P_PTR, 8, 0},
    {"const short s", "short", "s", GW_P_SINT, 2, 0},
};

static void test_text(void)
{
    static gw_module m = {.name = "t.c"};
    gw_kernel k = {.module = &m, .name = "t_L1", .params = lit_params, .nparams = 10};
    uint64_t val[64] = {0};
    float f = 0.1f;
    double g = NAN;
    val[0] = (uint32_t)-7;
    val[1] = 4294967295u;
    val[2] = (uint64_t)(-9223372036854775807LL - 1);
    val[3] = ~0ull;
    val[4] = 1;
    val[5] = 2;
    memcpy(&val[6], &f, 4);
    memcpy(&val[7], &g, 8);
    val[9] = (uint16_t)-3;
    char *t = gw__spec_defs(&k, 0x2ff, 1u << 8, val);
    CHECK(strstr(t, "#define GW_SPEC_OPEN { const int n = (int)(-7LL);") == t);
    CHECK(strstr(t, " unsigned u = (unsigned int)(4294967295ULL);") != NULL);
    CHECK(strstr(t, " const long long m = (long long)((-9223372036854775807LL - 1));") != NULL);
    CHECK(strstr(t, " unsigned long long q = (unsigned long long)(18446744073709551615ULL);") != NULL);
    CHECK(strstr(t, " const _Bool b = (bool)(1);") != NULL);
    CHECK(strstr(t, " const enum color c = (enum color)(2LL);") != NULL);
    CHECK(strstr(t, " const float f = (float)(0x1.99999ap-4f);") != NULL);
    CHECK(strstr(t, " const double g = (double)(__longlong_as_double(") != NULL);
    CHECK(strstr(t, "__builtin_assume(((unsigned long long)(x) & 15) == 0);") != NULL);
    CHECK(strstr(t, " const short s = (short)(-3LL);") != NULL);
    CHECK(strstr(t, "\n#define GW_SPEC_CLOSE }\n") != NULL);
    free(t);
    /* parameters left out are left out */
    t = gw__spec_defs(&k, 1, 0, val);
    CHECK(!strcmp(t, "#define GW_SPEC_OPEN { const int n = (int)(-7LL);\n#define GW_SPEC_CLOSE }\n"));
    free(t);
}

/* ---- the profile, the guard, re-specialisation ---- */

static int compiles, fail_next;
static char last_defs[1024];

/* NVRTC's stand-in: the request must carry the kernel's own text. */
static int fake_build(const GwJitReq *r, GwJitOut *o)
{
    compiles++;
    snprintf(last_defs, sizeof last_defs, "%s", r->defs ? r->defs : "");
    CHECK(r->part_len[0] == 10 && !strncmp(r->part[0], "/*prelude*/", 10));
    CHECK(r->part_len[1] > 0 && !strncmp(r->part[1], "extern \"C\" __global__", 21));
    *o = (GwJitOut){.len = 4, .ms = 1, .key = {{(unsigned char)compiles}}};
    snprintf((char *)o->key.b + 1, 15, "%s", r->defs ? r->defs + strlen(r->defs) / 2 : "");
    if (fail_next) {
        fail_next = 0;
        snprintf(o->log, sizeof o->log, "t.gw.cu(3): error: made to fail\nmore");
        return -1;
    }
    o->image = malloc(4);
    memcpy(o->image, "\x7f" "ELF", 4);
    return 0;
}

static long ran;
static void kern(void **args, const unsigned grid[3], const unsigned block[3]) { ran++; }

static const char src[] = "/*prelude*/extern \"C\" __global__ void k(int n, const double *x, double a, int t) "
                          "{ GW_SPEC_OPEN GW_SPEC_CLOSE }";
static const gw_param kparams[] = {
    {"const int n", "int", "n", GW_P_SINT, 4, 0},
    {"const double *__restrict__ x", "const double *", "x", GW_P_PTR, 8, 0},
    {"const double a", "double", "a", GW_P_FLOAT, 8, 0},
    {"const int t", "int", "t", GW_P_SINT, 4, 0},
    {"const long w", "long", "w", GW_P_SINT, 8, GW_PF_FLOATY},
};
static gw_module mod = {.image = "fake", .name = "t.c", .src = src, .src_len = sizeof src - 1, .prelude_len = 10,
                        .jit_opts = "-std=c++17", .arch = 90, .flags = GW_MOD_FP_EXACT};
static gw_module fast_mod = {.image = "fake", .name = "f.c", .src = src, .src_len = sizeof src - 1,
                             .prelude_len = 10, .arch = 90, .flags = GW_MOD_FAST_MATH};
static gw_module loose_mod = {.image = "fake", .name = "l.c", .src = src, .src_len = sizeof src - 1,
                              .prelude_len = 10, .arch = 90};
static gw_kernel kk = {.module = &mod, .name = "k", .params = kparams, .nparams = 5, .src_at = 11,
                       .src_len = sizeof src - 12};
static gw_kernel kf = {.module = &fast_mod, .name = "k", .params = kparams, .nparams = 5, .src_at = 11,
                       .src_len = sizeof src - 12};
static gw_kernel kl = {.module = &loose_mod, .name = "k", .params = kparams, .nparams = 5, .src_at = 11,
                       .src_len = sizeof src - 12};

static double xs[8] __attribute__((aligned(16)));

static void go(gw_kernel *k, int n, const double *x, double a, int t, long w)
{
    static const gw_site site = {"t.c", 5, "parallel loop"};
    void *args[5] = {&n, &x, &a, &t, &w};
    gw_launch(&site, k, 1, 1, 1, 32, 1, 1, 0, args, GW_ASYNC_SYNC);
}

static void test_profile(void)
{
    GwSpecCounts c;
    /* three launches with n, a, w the same and t changing: one compile, on n and x's alignment */
    for (int t = 0; t < 3; t++)
        go(&kk, 100, xs, 0.5, t, 7);
    gw__spec_counts(&kk, &c);
    CHECK(compiles == 1 && c.nspec == 1 && c.mask[0] == 1 && c.align[0] == 2 && c.state[0] == SPEC_ADOPTED);
    CHECK(strstr(last_defs, "const int n = (int)(100LL);") != NULL);
    CHECK(strstr(last_defs, "a =") == NULL && strstr(last_defs, " t =") == NULL && strstr(last_defs, "w =") == NULL);
    /* the guard holds: the specialisation runs, whatever t is */
    for (int t = 3; t < 8; t++)
        go(&kk, 100, xs, 0.25, t, 7);
    gw__spec_counts(&kk, &c);
    CHECK(c.launches[0] == 5 && c.generic == 3 && c.misses == 0 && compiles == 1);
    /* n changes: the generic kernel, a miss; after three launches with the new n a second spec */
    go(&kk, 200, xs, 0.5, 0, 7);
    gw__spec_counts(&kk, &c);
    CHECK(c.misses == 1 && c.generic == 4 && c.launches[0] == 5 && c.nspec == 1);
    go(&kk, 200, xs, 0.5, 1, 7);
    go(&kk, 200, xs, 0.5, 2, 7);
    gw__spec_counts(&kk, &c);
    CHECK(compiles == 2 && c.nspec == 2 && c.mask[1] == 1 && strstr(last_defs, "(int)(200LL)"));
    /* alternating values: both hold, no more compiles or misses */
    long misses = c.misses;
    for (int i = 0; i < 6; i++)
        go(&kk, i % 2 ? 100 : 200, xs, 0.5, i, 7);
    gw__spec_counts(&kk, &c);
    CHECK(compiles == 2 && c.misses == misses && c.launches[0] == 8 && c.launches[1] == 3);
    /* an unaligned pointer fails the guard: the generic kernel */
    go(&kk, 100, (const double *)((char *)xs + 8), 0.5, 0, 7);
    gw__spec_counts(&kk, &c);
    CHECK(c.misses == misses + 1 && c.launches[0] == 8);
    /* more than four value sets: the least recently used (n = 200) goes */
    for (int i = 0; i < 16; i++)        /* hits: the misses above leave the last 16 launches */
        go(&kk, 100, xs, 0.5, i, 7);
    for (int n = 300; n <= 500; n += 100)
        for (int i = 0; i < 8; i++)     /* 3 misses, then the new specialisation */
            go(&kk, n, xs, 0.5, i, 7);
    gw__spec_counts(&kk, &c);
    CHECK(compiles == 5 && c.nspec == 4 && c.off == 0);
    go(&kk, 100, xs, 0.5, 0, 7);        /* still held */
    GwSpecCounts d;
    gw__spec_counts(&kk, &d);
    CHECK(d.misses == c.misses);
    go(&kk, 200, xs, 0.5, 0, 7);        /* gone: a miss */
    gw__spec_counts(&kk, &d);
    CHECK(d.misses == c.misses + 1);
    /* values that keep changing: more than half of 16 launches missed, and it stops */
    for (int i = 0; i < 16; i++)
        go(&kk, 1000 + i, xs, 0.5, i, 7);
    gw__spec_counts(&kk, &c);
    CHECK(c.off == 1);
    /* results: every launch ran the kernel */
    CHECK(ran > 0);
}

static void test_fast_and_loose(void)
{
    GwSpecCounts c;
    int before = compiles;
    /* -ffast-math: floating-point values and floaty integers are compiled in */
    for (int t = 0; t < 3; t++)
        go(&kf, 64, xs, 0.5, t, 9);
    gw__spec_counts(&kf, &c);
    CHECK(compiles == before + 1 && c.mask[0] == (1 | 4 | 16));
    CHECK(strstr(last_defs, "const double a = (double)(0x1p-1);") && strstr(last_defs, "const long w = (long)(9LL);"));
    /* a unit built with free contraction is never specialised */
    for (int t = 0; t < 5; t++)
        go(&kl, 64, xs, 0.5, t, 9);
    gw__spec_counts(&kl, &c);
    CHECK(compiles == before + 1 && c.nspec == 0 && c.off == 1);
}

static gw_kernel kx = {.module = &mod, .name = "k", .params = kparams, .nparams = 5, .src_at = 11,
                       .src_len = sizeof src - 12};

static void test_failure(void)
{
    GwSpecCounts c;
    int before = compiles;
    fail_next = 1;
    for (int t = 0; t < 3; t++)
        go(&kx, 5, xs, 0.5, t, 1);
    gw__spec_counts(&kx, &c);
    CHECK(compiles == before + 1 && c.nspec == 1 && c.state[0] == SPEC_FAILED);
    /* the same values never compile again; the generic kernel runs */
    for (int t = 0; t < 6; t++)
        go(&kx, 5, xs, 0.5, t, 1);
    gw__spec_counts(&kx, &c);
    CHECK(compiles == before + 1 && c.generic == 9 && c.misses == 0);
}

/* Hints: a second run (here: the device released and used again) starts
 * with the specialisation the first one made, from its first launch. */
static gw_module hint_mod = {.image = "fake", .name = "h.c", .src = src, .src_len = sizeof src - 1, .prelude_len = 10,
                             .jit_opts = "-std=c++17", .arch = 90, .flags = GW_MOD_FP_EXACT};
static gw_kernel kh = {.module = &hint_mod, .name = "kh", .params = kparams, .nparams = 5, .src_at = 11,
                       .src_len = sizeof src - 12};

static int entries(const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "ls '%s' | grep -c '^[0-9a-f]\\{32\\}$'", dir);
    FILE *f = popen(cmd, "r");
    int n = -1;
    if (f) {
        if (fscanf(f, "%d", &n) != 1)
            n = -1;
        pclose(f);
    }
    return n;
}

static void test_hints(const char *dir)
{
    GwSpecCounts c;
    gw__spec_release(&gw__state.devs[0]);       /* the other tests' hints first */
    int before = compiles, files = entries(dir);
    for (int t = 0; t < 3; t++)
        go(&kh, 77, xs, 0.5, t, 1);
    gw__spec_counts(&kh, &c);
    CHECK(compiles == before + 1 && c.nspec == 1 && c.state[0] == SPEC_ADOPTED && c.generic == 3);
    gw__spec_release(&gw__state.devs[0]);       /* the run's end: its hint is written */
    CHECK(entries(dir) == files + 1);
    /* the next "run": n = 77 runs specialised from its first launch */
    go(&kh, 77, xs, 0.5, 9, 1);
    gw__spec_counts(&kh, &c);
    CHECK(compiles == before + 2 && c.nspec == 1 && c.state[0] == SPEC_ADOPTED && c.launches[0] == 1);
    CHECK(c.generic == 3 && c.misses == 0 && strstr(last_defs, "const int n = (int)(77LL);") != NULL);
    /* other values: the generic kernel, no compile until they have been profiled */
    gw__spec_release(&gw__state.devs[0]);
    go(&kh, 78, xs, 0.5, 0, 1);
    gw__spec_counts(&kh, &c);
    CHECK(compiles == before + 2 && c.generic == 4 && c.nspec == 1 && c.state[0] == SPEC_HINT);
    /* GANGWAY_JIT_HINTS=0 is read with the rest of the environment, once: not tested here */
}

/* ---- an exit while the worker thread builds ---- */

static const char *marker;
static volatile int building;

/* A slow build that leaves a mark when it is over. */
static int slow_build(const GwJitReq *r, GwJitOut *o)
{
    __atomic_store_n(&building, 1, __ATOMIC_SEQ_CST);
    struct timespec t = {0, 300 * 1000000L};
    nanosleep(&t, NULL);
    int rc = fake_build(r, o);
    FILE *f = fopen(marker, "a");
    if (f)
        fputs("built\n", f), fclose(f);
    return rc;
}

/* The child: three launches start a compile on the worker, three more
 * queue a second; once the first is being built main returns: the exit
 * must wait for that build (the mark is there) and not start the second. */
static int exit_while_building(const char *mark)
{
    marker = mark;
    gw__spec_hook(slow_build);
    gw__fake_kernel("k", kern);
    for (int t = 0; t < 3; t++)
        go(&kk, 100, xs, 0.5, t, 7);
    for (int t = 0; t < 3; t++)
        go(&kk, 200, xs, 0.5, t, 7);
    struct timespec t = {0, 1000000L};
    for (int i = 0; i < 10000 && !__atomic_load_n(&building, __ATOMIC_SEQ_CST); i++)
        nanosleep(&t, NULL);
    return 0;
}

static void test_exit(const char *dir)
{
    char mark[256], cmd[768];
    snprintf(mark, sizeof mark, "%s/built", dir);
    remove(mark);
    snprintf(cmd, sizeof cmd, "GANGWAY_JIT_SYNC=0 /proc/%d/exe exit-while-building '%s'", (int)getpid(), mark);
    int rc = system(cmd);
    CHECK(rc == 0);
    char text[64] = "";
    FILE *f = fopen(mark, "r");
    CHECK(f != NULL);           /* before: the process was gone before the build ended */
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = 0;
        fclose(f);
    }
    CHECK(!strcmp(text, "built\n"));  /* one build: the queued one was not started */
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "exit-while-building")) {
        setenv("GANGWAY_FAKE_DEVICE", "1", 1);
        setenv("GANGWAY_JIT", "1", 1);
        setenv("GANGWAY_JIT_ADOPT", "always", 1);
        return exit_while_building(argv[2]);
    }
    test_text();
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    unsetenv("GANGWAY_NUM_DEVICES");
    unsetenv("ACC_DEVICE_TYPE");
    setenv("GANGWAY_JIT", "1", 1);
    setenv("GANGWAY_JIT_SYNC", "1", 1);
    setenv("GANGWAY_JIT_ADOPT", "always", 1);
    char dir[] = "/tmp/gw-test-spec-XXXXXX";
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    setenv("GANGWAY_CACHE_DIR", dir, 1);       /* hints go here, not to the user's cache */
    gw__spec_hook(fake_build);
    gw__fake_kernel("k", kern);
    gw__fake_kernel("kh", kern);
    test_profile();
    test_fast_and_loose();
    test_failure();
    test_hints(dir);
    test_exit(dir);
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "test-spec: could not remove %s\n", dir);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
