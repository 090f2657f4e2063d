/* test_jitcache.c: runtime/jitcache.c, the disk cache of kernels compiled
 * at run time: SipHash against its reference vectors, keys, hits and
 * misses, processes sharing a cache (at once, too), damaged entries, LRU
 * eviction, and caches that are off or cannot be written. */
#include "rt.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"

#define HDR 56                  /* jitcache.c's header bytes */

static char root[512];          /* this run's temporary directory */
static char dir[2048];          /* the cache directory in use */

/* A fresh cache directory root/sub (not made: the cache makes it). */
static void use_dir(const char *sub)
{
    snprintf(dir, sizeof dir, "%s/%s", root, sub);
    setenv("GANGWAY_CACHE_DIR", dir, 1);
}

static const char *const base_opts[] = {"--gpu-architecture=sm_90", "-default-device"};
static const int base_vals[3] = {7, 64, -1};

static GwJitParts base(void)
{
    return (GwJitParts){.source = "__global__ void k(float *a) { a[0] = 1; }",
                        .values = base_vals, .values_bytes = sizeof base_vals,
                        .cc = 90, .nvrtc = 12040, .driver = 12060,
                        .opts = base_opts, .nopts = 2};
}

static GwJitKey key_of(GwJitParts p)
{
    GwJitKey k;
    gw__jit_key(&k, &p);
    return k;
}

/* Key number i: the base with another source. */
static GwJitKey key_n(int i)
{
    char src[64];
    snprintf(src, sizeof src, "__global__ void k%d(void) {}", i);
    GwJitParts p = base();
    p.source = src;
    return key_of(p);
}

static void entry_path(const GwJitKey *k, char *buf, size_t n)
{
    char name[33];
    gw__jit_key_name(k, name);
    snprintf(buf, n, "%s/%s", dir, name);
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* n bytes that depend on seed, never all zero. */
static unsigned char *payload(unsigned seed, size_t n)
{
    unsigned char *p = malloc(n);
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (unsigned char)(seed >> 16);
    }
    return p;
}

/* The cache holds exactly data[0:n] for k. */
static int holds(const GwJitKey *k, const void *data, size_t n)
{
    void *got = (void *)1;
    size_t len = 12345;
    int hit = gw__jit_cache_get(k, &got, &len);
    int ok = hit == 1 && len == n && got && !memcmp(got, data, n);
    free(hit ? got : NULL);
    return ok;
}

/* A miss: 0, and nothing handed back. */
static int misses(const GwJitKey *k)
{
    void *got = (void *)1;
    size_t len = 12345;
    int hit = gw__jit_cache_get(k, &got, &len);
    if (hit)
        free(got);
    return !hit && got == NULL && len == 0;
}

/* Files in d whose names start with prefix ("": every name but . and ..). */
static int count_files(const char *d, const char *prefix)
{
    DIR *dp = opendir(d);
    int n = 0;
    struct dirent *e;
    while (dp && (e = readdir(dp)))
        n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
             !strncmp(e->d_name, prefix, strlen(prefix));
    if (dp)
        closedir(dp);
    return n;
}

static long long dir_bytes(const char *d)
{
    DIR *dp = opendir(d);
    long long n = 0;
    struct dirent *e;
    char p[PATH_MAX];
    struct stat st;
    while (dp && (e = readdir(dp))) {
        snprintf(p, sizeof p, "%s/%s", d, e->d_name);
        if (e->d_name[0] != '.' && !stat(p, &st))
            n += st.st_size;
    }
    if (dp)
        closedir(dp);
    return n;
}

static void set_mtime(const char *path, time_t ago)
{
    struct timespec t[2] = {{time(NULL) - ago, 0}, {time(NULL) - ago, 0}};
    utimensat(AT_FDCWD, path, t, 0);
}

static int write_file(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(p, 1, n, f) == n;
    return f && !fclose(f) && ok;
}

/* The child's exit status, 255 when it did not exit. */
static int wait_child(pid_t pid)
{
    int st;
    if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
        return 255;
    return WEXITSTATUS(st);
}

/* ---- SipHash-2-4-128 against the reference vectors (key 00..0f, message
   00..n-1: vectors_sip128 in github.com/veorq/SipHash's vectors.h) ---- */

static int sip(const unsigned char *msg, size_t n, int piece, const char *want)
{
    GwJitHash h;
    unsigned char out[16];
    char hex[33];
    gw__jit_hash_init(&h, 0x0706050403020100ULL, 0x0f0e0d0c0b0a0908ULL);
    for (size_t at = 0; at < n; at += (size_t)piece)
        gw__jit_hash_add(&h, msg + at, n - at < (size_t)piece ? n - at : (size_t)piece);
    gw__jit_hash_end(&h, out);
    for (int i = 0; i < 16; i++)
        snprintf(hex + 2 * i, 3, "%02x", out[i]);
    return !strcmp(hex, want);
}

static void test_siphash(void)
{
    unsigned char msg[64];
    for (int i = 0; i < 64; i++)
        msg[i] = (unsigned char)i;
    CHECK(sip(msg, 0, 1, "a3817f04ba25a8e66df67214c7550293"));
    CHECK(sip(msg, 1, 1, "da87c1d86b99af44347659119b22fc45"));
    CHECK(!sip(msg, 1, 1, "a3817f04ba25a8e66df67214c7550293"));   /* sip can fail */
    CHECK(sip(msg, 7, 64, "a1f1ebbed8dbc153c0b84aa61ff08239"));
    CHECK(sip(msg, 8, 64, "3b62a9ba6258f5610f83e264f31497b4"));
    CHECK(sip(msg, 15, 64, "5493e99933b0a8117e08ec0f97cfc3d9"));
    CHECK(sip(msg, 63, 64, "5150d1772f50834a503e069a973fbd7c"));
    /* fed in pieces that straddle words: the same tags */
    for (int piece = 1; piece <= 9; piece++)
        CHECK(sip(msg, 63, piece, "5150d1772f50834a503e069a973fbd7c"));
    CHECK(sip(msg, 15, 3, "5493e99933b0a8117e08ec0f97cfc3d9"));
}

/* ---- keys ---- */

static void test_keys(void)
{
    GwJitKey k = key_of(base()), k2 = key_of(base());
    char name[33], other[33];
    gw__jit_key_name(&k, name);
    CHECK(strlen(name) == 32 && strspn(name, "0123456789abcdef") == 32);
    CHECK(!memcmp(&k, &k2, sizeof k));         /* the same parts, the same key */

    /* each part changes it */
    GwJitParts p[12];
    for (int i = 0; i < 12; i++)
        p[i] = base();
    static const int vals2[3] = {7, 64, -2};
    static const char *const opts2[] = {"--gpu-architecture=sm_90", "-default-device", "-G"};
    static const char *const split_a[] = {"-a", "b"}, *const split_b[] = {"-ab"};
    p[0].source = "__global__ void k(float *a) { a[0] = 2; }";
    p[1].values = vals2;
    p[2].values_bytes = 8;
    p[3].cc = 80;
    p[4].nvrtc = 12050;
    p[5].driver = 12070;
    p[6].opts = opts2, p[6].nopts = 3;
    p[7].nopts = 1;
    p[8].opts = split_a;
    p[9].opts = split_b, p[9].nopts = 1;
    p[10].values = NULL;
    p[11].source = "";
    GwJitKey keys[13];
    keys[12] = k;
    for (int i = 0; i < 12; i++)
        keys[i] = key_of(p[i]);
    int distinct = 1;
    for (int i = 0; i < 13; i++)
        for (int j = i + 1; j < 13; j++)
            distinct &= memcmp(&keys[i], &keys[j], sizeof k) != 0;
    CHECK(distinct);
    gw__jit_key_name(&keys[3], other);
    CHECK(strcmp(name, other) != 0);

    /* parts do not run together: "ab" + "c" is not "a" + "bc" */
    GwJitParts a = base(), b = base();
    a.source = "ab", a.values = "c", a.values_bytes = 1;
    b.source = "a", b.values = "bc", b.values_bytes = 2;
    GwJitKey ka = key_of(a), kb = key_of(b);
    CHECK(memcmp(&ka, &kb, sizeof ka) != 0);
}

/* ---- one process ---- */

static void test_roundtrip(void)
{
    use_dir("roundtrip/deeper");
    GwJitKey k = key_of(base());
    char path[PATH_MAX];
    entry_path(&k, path, sizeof path);
    unsigned char *data = payload(1, 5000), *more = payload(2, 7000);

    CHECK(misses(&k));
    CHECK(gw__jit_cache_put(&k, data, 5000) == 1);
    CHECK(exists(path));
    struct stat st;
    CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
    CHECK(stat(path, &st) == 0 && st.st_size == HDR + 5000);
    CHECK(holds(&k, data, 5000));
    CHECK(holds(&k, data, 5000));               /* a hit leaves it there */
    CHECK(!holds(&k, more, 5000));              /* holds can fail */

    /* any other part: another file, a miss */
    GwJitParts p = base();
    p.cc = 89;
    GwJitKey kc = key_of(p);
    p = base(), p.nvrtc = 12041;
    GwJitKey kn = key_of(p);
    p = base(), p.driver = 12061;
    GwJitKey kd = key_of(p);
    p = base(), p.nopts = 1;
    GwJitKey ko = key_of(p);
    p = base(), p.values_bytes = 4;
    GwJitKey kv = key_of(p);
    CHECK(misses(&kc) && misses(&kn) && misses(&kd) && misses(&ko) && misses(&kv));
    CHECK(gw__jit_cache_put(&kc, more, 7000) == 1);
    CHECK(holds(&kc, more, 7000) && holds(&k, data, 5000));
    CHECK(count_files(dir, "") == 2);

    /* a second put replaces the entry */
    CHECK(gw__jit_cache_put(&k, more, 7000) == 1);
    CHECK(holds(&k, more, 7000));
    CHECK(count_files(dir, "") == 2);
    /* an empty payload is one too */
    CHECK(gw__jit_cache_put(&kv, "", 0) == 1);
    CHECK(holds(&kv, "", 0));
    CHECK(gw__jit_cache_put(&kn, NULL, 10) == 0 && misses(&kn));
    free(data);
    free(more);
}

/* ---- processes ---- */

static void test_processes(void)
{
    use_dir("procs");
    GwJitKey ka = key_n(1), kb = key_n(2);
    unsigned char *a = payload(3, 3000), *b = payload(4, 4000);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0)
        _exit(gw__jit_cache_put(&ka, a, 3000) == 1 ? 0 : 1);
    CHECK(wait_child(pid) == 0);
    CHECK(holds(&ka, a, 3000));                 /* the child's entry, read here */

    CHECK(gw__jit_cache_put(&kb, b, 4000) == 1);
    pid = fork();
    if (pid == 0)
        _exit(holds(&kb, b, 4000) ? 0 : 1);
    CHECK(wait_child(pid) == 0);                /* ours, read in the child */
    pid = fork();
    if (pid == 0)
        _exit(holds(&kb, a, 3000) ? 0 : 1);
    CHECK(wait_child(pid) == 1);                /* which can tell */
    free(a);
    free(b);
}

enum { NCHILD = 8, ROUNDS = 60, OWN = 6, SHARED_BYTES = 300000 };

/* A child of test_concurrent: puts the shared key and its own, gets the
 * shared one after each put; the number of wrong answers. */
static int hammer(int c, const unsigned char *shared)
{
    GwJitKey ks = key_n(0);
    int bad = 0;
    for (int r = 0; r < ROUNDS; r++) {
        GwJitKey own = key_n(100 + c * OWN + r % OWN);
        unsigned char *mine = payload((unsigned)(100 + c * OWN + r % OWN), 4096 + r % OWN);
        bad += gw__jit_cache_put(&ks, shared, SHARED_BYTES) != 1;
        bad += gw__jit_cache_put(&own, mine, 4096 + r % OWN) != 1;
        bad += !holds(&ks, shared, SHARED_BYTES);   /* renamed over, never missing */
        bad += !holds(&own, mine, 4096 + r % OWN);
        free(mine);
    }
    return bad < 255 ? bad : 254;
}

static void test_concurrent(void)
{
    use_dir("concurrent");
    setenv("GANGWAY_CACHE_SIZE", "1G", 1);
    unsigned char *shared = payload(99, SHARED_BYTES);
    pid_t pids[NCHILD];
    fflush(stdout);
    for (int c = 0; c < NCHILD; c++) {
        pids[c] = fork();
        if (pids[c] == 0)
            _exit(hammer(c, shared));
    }
    int bad = 0;
    for (int c = 0; c < NCHILD; c++)
        bad += wait_child(pids[c]) != 0;
    CHECK(bad == 0);
    GwJitKey ks = key_n(0);
    CHECK(holds(&ks, shared, SHARED_BYTES));
    int all = 1;
    for (int i = 0; i < NCHILD * OWN; i++) {
        GwJitKey k = key_n(100 + i);
        unsigned char *want = payload((unsigned)(100 + i), 4096 + i % OWN);
        all &= holds(&k, want, 4096 + i % OWN);
        free(want);
    }
    CHECK(all);
    CHECK(count_files(dir, ".gwjit-tmp-") == 0);
    CHECK(count_files(dir, "") == 1 + NCHILD * OWN);
    unsetenv("GANGWAY_CACHE_SIZE");
    free(shared);
}

/* ---- damaged entries ---- */

enum { TRUNCATE, SHORT_HEADER, APPEND, FLIP_PAYLOAD, MAGIC, VERSION, LENGTH, OTHER_KEY, NDAMAGE };

static int damage(const char *path, int how, const char *other)
{
    int fd = open(path, O_RDWR);
    struct stat st;
    unsigned char byte;
    int ok = fd >= 0 && !fstat(fd, &st);
    off_t at = how == FLIP_PAYLOAD ? st.st_size - 1 : how == MAGIC ? 0 : how == VERSION ? 8 : 32;
    switch (how) {
    case TRUNCATE: ok = ok && !ftruncate(fd, st.st_size - 1); break;
    case SHORT_HEADER: ok = ok && !ftruncate(fd, 20); break;
    case APPEND: ok = ok && pwrite(fd, "", 1, st.st_size) == 1; break;
    case FLIP_PAYLOAD: case MAGIC: case VERSION: case LENGTH:
        ok = ok && pread(fd, &byte, 1, at) == 1;
        byte ^= how == LENGTH ? 0x01 : 0x40;
        ok = ok && pwrite(fd, &byte, 1, at) == 1;
        break;
    case OTHER_KEY: ok = ok && !rename(other, path); break;
    default: break;
    }
    if (fd >= 0)
        close(fd);
    return ok;
}

static void test_damage(void)
{
    use_dir("damage");
    GwJitKey k = key_n(7), ko = key_n(8);
    unsigned char *data = payload(5, 6000), *odata = payload(6, 6000);
    char path[PATH_MAX], opath[PATH_MAX];
    entry_path(&k, path, sizeof path);
    entry_path(&ko, opath, sizeof opath);
    for (int how = 0; how < NDAMAGE; how++) {
        CHECK(gw__jit_cache_put(&k, data, 6000) == 1);
        CHECK(gw__jit_cache_put(&ko, odata, 6000) == 1);
        CHECK(holds(&k, data, 6000));
        CHECK(damage(path, how, opath));
        CHECK(exists(path));
        CHECK(misses(&k));
        CHECK(!exists(path));                   /* removed, to be rebuilt */
        CHECK(gw__jit_cache_put(&k, data, 6000) == 1);
        CHECK(holds(&k, data, 6000));
    }
    CHECK(misses(&ko));                         /* its file was the one moved */
    /* a directory where the entry would be: a miss, a put fails, nothing breaks */
    unlink(path);
    CHECK(mkdir(path, 0700) == 0);
    CHECK(misses(&k));
    CHECK(gw__jit_cache_put(&k, data, 6000) == 0);
    CHECK(count_files(dir, ".gwjit-tmp-") == 0);
    rmdir(path);
    free(data);
    free(odata);
}

/* ---- LRU ---- */

enum { EBYTES = 10000 };        /* a payload: HDR + 10000 bytes an entry */

static void test_lru(void)
{
    use_dir("lru");
    setenv("GANGWAY_CACHE_SIZE", "50000", 1);  /* 4 entries fit, 5 do not */
    unsigned char *data[8];
    GwJitKey k[8];
    char path[8][PATH_MAX];
    for (int i = 0; i < 8; i++) {
        data[i] = payload(200 + i, EBYTES);
        k[i] = key_n(200 + i);
        entry_path(&k[i], path[i], sizeof path[i]);
    }
    for (int i = 0; i < 4; i++)
        CHECK(gw__jit_cache_put(&k[i], data[i], EBYTES) == 1);
    CHECK(count_files(dir, "") == 4);
    /* ages 400, 300, 200, 100 s; then k[0], the oldest, is used */
    for (int i = 0; i < 4; i++)
        set_mtime(path[i], 400 - 100 * i);
    /* files not the cache's, and temporaries: a crashed writer's and a live one's */
    char foreign[PATH_MAX], stale[PATH_MAX], live[PATH_MAX];
    snprintf(foreign, sizeof foreign, "%s/notes.txt", dir);
    snprintf(stale, sizeof stale, "%s/.gwjit-tmp-1.0.0123456789abcdef", dir);
    snprintf(live, sizeof live, "%s/.gwjit-tmp-2.0.0123456789abcdef", dir);
    CHECK(write_file(foreign, "x", 1) && write_file(stale, "y", 1) && write_file(live, "z", 1));
    set_mtime(foreign, 100000);
    set_mtime(stale, 3600);
    CHECK(holds(&k[0], data[0], EBYTES));

    CHECK(gw__jit_cache_put(&k[4], data[4], EBYTES) == 1);
    CHECK(!exists(path[1]));                    /* the least recently used */
    CHECK(exists(path[0]) && exists(path[2]) && exists(path[3]) && exists(path[4]));
    CHECK(dir_bytes(dir) - 1 <= 50000);         /* notes.txt aside */
    CHECK(exists(foreign) && exists(live) && !exists(stale));

    CHECK(gw__jit_cache_put(&k[5], data[5], EBYTES) == 1);
    CHECK(!exists(path[2]) && exists(path[0]) && exists(path[3]));
    CHECK(holds(&k[0], data[0], EBYTES) && holds(&k[5], data[5], EBYTES));
    CHECK(misses(&k[1]) && misses(&k[2]));

    /* a smaller limit: two go at once, the oldest (k[3], k[4]; not k[0]) */
    setenv("GANGWAY_CACHE_SIZE", "35000", 1);
    set_mtime(path[0], 10);
    set_mtime(path[5], 5);
    set_mtime(path[3], 50);
    set_mtime(path[4], 40);
    CHECK(gw__jit_cache_put(&k[6], data[6], EBYTES) == 1);
    CHECK(!exists(path[3]) && !exists(path[4]));
    CHECK(exists(path[0]) && exists(path[5]) && exists(path[6]));
    CHECK(dir_bytes(dir) - 1 <= 35000);
    /* an entry larger than the whole cache is not stored, and evicts nothing */
    unsigned char *big = payload(9, 40000);
    CHECK(gw__jit_cache_put(&k[7], big, 40000) == 0);
    CHECK(misses(&k[7]) && exists(path[0]) && exists(path[5]) && exists(path[6]));
    free(big);
    /* an entry dated ahead (another machine's clock) does not push out the one
       just written */
    set_mtime(path[0], -100000);
    setenv("GANGWAY_CACHE_SIZE", "15000", 1);
    CHECK(gw__jit_cache_put(&k[1], data[1], EBYTES) == 1);
    CHECK(holds(&k[1], data[1], EBYTES) && !exists(path[0]) && !exists(path[5]));
    /* a bad size: a warning, and the 1G default */
    fflush(stderr);
    int saved = dup(2);
    char errpath[PATH_MAX], msg[512] = "";
    snprintf(errpath, sizeof errpath, "%s/stderr", root);
    int efd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(efd, 2);
    setenv("GANGWAY_CACHE_SIZE", "lots", 1);
    int put = gw__jit_cache_put(&k[7], data[7], EBYTES);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    close(efd);
    FILE *f = fopen(errpath, "r");
    if (f) {
        msg[fread(msg, 1, sizeof msg - 1, f)] = 0;
        fclose(f);
    }
    CHECK(put == 1 && holds(&k[7], data[7], EBYTES) && holds(&k[1], data[1], EBYTES));
    CHECK(strstr(msg, "warning: GANGWAY_CACHE_SIZE='lots' is not a size") != NULL);
    unsetenv("GANGWAY_CACHE_SIZE");
    for (int i = 0; i < 8; i++)
        free(data[i]);
}

/* ---- no cache, or one that cannot be written ---- */

static void test_unusable(void)
{
    GwJitKey k = key_n(300);
    unsigned char *data = payload(7, 2000);
    char home[1024], xdg[1024], path[PATH_MAX], file[1024];
    snprintf(home, sizeof home, "%s/home", root);
    snprintf(xdg, sizeof xdg, "%s/xdg", root);
    mkdir(home, 0700);
    setenv("HOME", home, 1);
    setenv("XDG_CACHE_HOME", xdg, 1);

    setenv("GANGWAY_CACHE_DIR", "off", 1);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 0);
    CHECK(misses(&k));
    CHECK(count_files(home, "") == 0 && !exists(xdg));

    /* unset (or empty): $XDG_CACHE_HOME/gangway, made 0700 */
    setenv("GANGWAY_CACHE_DIR", "", 1);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 1);
    snprintf(dir, sizeof dir, "%s/gangway", xdg);
    entry_path(&k, path, sizeof path);
    CHECK(exists(path) && holds(&k, data, 2000));
    struct stat st;
    CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
    /* no (or a relative) XDG_CACHE_HOME: ~/.cache/gangway */
    unsetenv("GANGWAY_CACHE_DIR");
    setenv("XDG_CACHE_HOME", "relative", 1);
    CHECK(misses(&k));
    CHECK(gw__jit_cache_put(&k, data, 2000) == 1);
    snprintf(dir, sizeof dir, "%s/.cache/gangway", home);
    entry_path(&k, path, sizeof path);
    CHECK(exists(path));
    unsetenv("XDG_CACHE_HOME");
    CHECK(holds(&k, data, 2000));
    /* and no home: none */
    setenv("HOME", "", 1);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 0 && misses(&k));
    unsetenv("HOME");
    CHECK(gw__jit_cache_put(&k, data, 2000) == 0 && misses(&k));

    /* a directory that cannot be made: under a file, or a file itself */
    snprintf(file, sizeof file, "%s/plain", root);
    CHECK(write_file(file, "x", 1));
    snprintf(dir, sizeof dir, "%s/plain/cache", root);
    setenv("GANGWAY_CACHE_DIR", dir, 1);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 0 && misses(&k));
    setenv("GANGWAY_CACHE_DIR", file, 1);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 0 && misses(&k));

    /* a write that fails halfway (the file size limit): nothing stored, no
       temporary left; root ignores permissions, not this */
    use_dir("full");
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        struct rlimit rl = {1000, 1000};
        signal(SIGXFSZ, SIG_IGN);
        setrlimit(RLIMIT_FSIZE, &rl);
        _exit(gw__jit_cache_put(&k, data, 2000) == 0 ? 0 : 1);
    }
    CHECK(wait_child(pid) == 0);
    CHECK(misses(&k) && count_files(dir, "") == 0);
    CHECK(gw__jit_cache_put(&k, data, 2000) == 1 && holds(&k, data, 2000));

    /* a directory without write permission (not for root, whom it does not stop) */
    if (geteuid() != 0) {
        use_dir("readonly");
        CHECK(mkdir(dir, 0500) == 0);
        CHECK(gw__jit_cache_put(&k, data, 2000) == 0 && misses(&k));
        chmod(dir, 0700);
    }
    free(data);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    return remove(path);
}

int main(void)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(root, sizeof root, "%s/gw-jitcache.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        return 1;
    }
    unsetenv("GANGWAY_CACHE_SIZE");
    test_siphash();
    test_keys();
    test_roundtrip();
    test_processes();
    test_concurrent();
    test_damage();
    test_lru();
    test_unusable();
    nftw(root, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
