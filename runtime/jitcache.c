/* jitcache.c: the disk cache of kernels compiled at run time (issue 17). */
#include "rt.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* An entry is one file named by its key: a header, then the payload.
 *   0  magic "GWJITCAC"     8  format version (u32)   12  0 (u32)
 *  16  the key (16 bytes)  32  payload bytes (u64)    40  payload checksum (16 bytes)
 * Integers are little-endian, so machines that share a home directory
 * read each other's entries (their keys differ where their devices do). */
#define HDR_BYTES 56
#define FORMAT_VERSION 1
static const char magic[8] = {'G', 'W', 'J', 'I', 'T', 'C', 'A', 'C'};

#define DEFAULT_LIMIT ((size_t)1 << 30)
#define TMP_PREFIX ".gwjit-tmp-"
#define TMP_STALE_S (10 * 60)   /* a writer takes milliseconds: older is a crashed one's */

/* SipHash keys, fixed: the hash needs to spread keys, not to resist an
 * attacker (who could write the cache directory anyway).  The checksum's
 * differs so that a payload never doubles as a key. */
#define KEY_K0 0x2d796177676e6167ULL    /* "gangway-jit-key", little-endian */
#define KEY_K1 0x79656b2d74696a2dULL
#define SUM_K0 0x6d75736b63656863ULL    /* "checksum-payload" */
#define SUM_K1 0x64616f6c7961702dULL

/* ---- SipHash-2-4 with its 128-bit tag (Aumasson and Bernstein) ---- */

static uint64_t get_le64(const unsigned char *p)
{
    uint64_t x = 0;
    for (int i = 7; i >= 0; i--)
        x = x << 8 | p[i];
    return x;
}

static void put_le64(unsigned char *p, uint64_t x)
{
    for (int i = 0; i < 8; i++, x >>= 8)
        p[i] = (unsigned char)x;
}

static uint64_t rotl(uint64_t x, int b)
{
    return x << b | x >> (64 - b);
}

static void sip_round(uint64_t *v)
{
    v[0] += v[1], v[1] = rotl(v[1], 13), v[1] ^= v[0], v[0] = rotl(v[0], 32);
    v[2] += v[3], v[3] = rotl(v[3], 16), v[3] ^= v[2];
    v[0] += v[3], v[3] = rotl(v[3], 21), v[3] ^= v[0];
    v[2] += v[1], v[1] = rotl(v[1], 17), v[1] ^= v[2], v[2] = rotl(v[2], 32);
}

static void sip_word(GwJitHash *h, uint64_t m)
{
    h->v[3] ^= m;
    sip_round(h->v);
    sip_round(h->v);
    h->v[0] ^= m;
}

void gw__jit_hash_init(GwJitHash *h, uint64_t k0, uint64_t k1)
{
    h->v[0] = k0 ^ 0x736f6d6570736575ULL;
    h->v[1] = k1 ^ 0x646f72616e646f6dULL ^ 0xee;    /* 0xee: the 128-bit tag */
    h->v[2] = k0 ^ 0x6c7967656e657261ULL;
    h->v[3] = k1 ^ 0x7465646279746573ULL;
    h->tail = 0;
    h->len = 0;
}

void gw__jit_hash_add(GwJitHash *h, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (; n && h->len % 8; n--, h->len++) {
        h->tail |= (uint64_t)*s++ << 8 * (h->len % 8);
        if (h->len % 8 == 7) {
            sip_word(h, h->tail);
            h->tail = 0;
        }
    }
    for (; n >= 8; n -= 8, s += 8, h->len += 8)
        sip_word(h, get_le64(s));
    for (; n; n--, h->len++)
        h->tail |= (uint64_t)*s++ << 8 * (h->len % 8);
}

void gw__jit_hash_end(GwJitHash *h, unsigned char out[16])
{
    uint64_t *v = h->v;
    sip_word(h, (uint64_t)h->len << 56 | h->tail);
    v[2] ^= 0xee;
    for (int i = 0; i < 4; i++)
        sip_round(v);
    put_le64(out, v[0] ^ v[1] ^ v[2] ^ v[3]);
    v[1] ^= 0xdd;
    for (int i = 0; i < 4; i++)
        sip_round(v);
    put_le64(out + 8, v[0] ^ v[1] ^ v[2] ^ v[3]);
}

/* ---- keys ---- */

/* Each part goes in with its length first, so no two lists of parts run
 * together into the same bytes ("ab" + "c" is not "a" + "bc"). */
static void add_int(GwJitHash *h, long long x)
{
    unsigned char b[8];
    put_le64(b, (uint64_t)x);
    gw__jit_hash_add(h, b, 8);
}

static void add_part(GwJitHash *h, const void *p, size_t n)
{
    add_int(h, (long long)n);
    gw__jit_hash_add(h, p, n);
}

static void add_str(GwJitHash *h, const char *s)
{
    add_part(h, s ? s : "", s ? strlen(s) : 0);
}

void gw__jit_key(GwJitKey *k, const GwJitParts *p)
{
    GwJitHash h;
    gw__jit_hash_init(&h, KEY_K0, KEY_K1);
    add_str(&h, "gangway jit key 1");   /* this derivation's version */
    add_str(&h, p->source);
    add_part(&h, p->values, p->values ? p->values_bytes : 0);
    add_int(&h, p->cc);
    add_int(&h, p->nvrtc);
    add_int(&h, p->driver);
    add_int(&h, p->nopts);
    for (int i = 0; i < p->nopts; i++)
        add_str(&h, p->opts[i]);
    gw__jit_hash_end(&h, k->b);
}

void gw__jit_key_name(const GwJitKey *k, char name[33])
{
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        name[2 * i] = hex[k->b[i] >> 4];
        name[2 * i + 1] = hex[k->b[i] & 15];
    }
    name[32] = 0;
}

/* ---- the directory ---- */

static int fits(int wrote, size_t n)
{
    return wrote > 0 && (size_t)wrote < n;
}

/* The cache's directory into buf; 0: there is none (GANGWAY_CACHE_DIR=off,
 * no home, a path too long). */
static int cache_dir(char *buf, size_t n)
{
    const char *d = getenv("GANGWAY_CACHE_DIR");
    if (d && *d)
        return strcmp(d, "off") != 0 && fits(snprintf(buf, n, "%s", d), n);
    d = getenv("XDG_CACHE_HOME");
    if (d && d[0] == '/')       /* the XDG spec: a relative one is ignored */
        return fits(snprintf(buf, n, "%s/gangway", d), n);
    d = getenv("HOME");
    return d && *d && fits(snprintf(buf, n, "%s/.cache/gangway", d), n);
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* mkdir -p path, new directories 0700; 1 when path is then a directory.
 * A component's failure is left to the last check: mkdir of a directory
 * that exists may say EACCES rather than EEXIST (automounts). */
static int make_dirs(char *path)
{
    if (is_dir(path))
        return 1;
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        mkdir(path, 0700);
        *p = '/';
    }
    mkdir(path, 0700);
    return is_dir(path);
}

/* GANGWAY_CACHE_SIZE, or 1 GiB. */
static size_t cache_limit(void)
{
    const char *v = getenv("GANGWAY_CACHE_SIZE");
    size_t bytes;
    if (!v || !*v)
        return DEFAULT_LIMIT;
    if (gw__parse_size(v, &bytes))
        return bytes;
    fprintf(stderr, "gangway: warning: GANGWAY_CACHE_SIZE='%s' is not a size; the kernel "
            "cache keeps up to 1G (give e.g. 512M, or GANGWAY_CACHE_DIR=off for no cache)\n", v);
    return DEFAULT_LIMIT;
}

static int entry_path(char *buf, size_t n, const char *dir, const GwJitKey *k)
{
    char name[33];
    gw__jit_key_name(k, name);
    return fits(snprintf(buf, n, "%s/%s", dir, name), n);
}

/* 32 lowercase hex digits: only such files (and our temporaries) are ours
 * to delete, whatever else the directory holds. */
static int is_entry_name(const char *s)
{
    int n = 0;
    for (; s[n]; n++)
        if (n == 32 || !strchr("0123456789abcdef", s[n]))
            return 0;
    return n == 32;
}

/* ---- reading ---- */

static int read_at(int fd, void *buf, size_t n, off_t at)
{
    char *p = buf;
    while (n) {
        ssize_t got = pread(fd, p, n, at);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return 0;
        p += got, at += got, n -= (size_t)got;
    }
    return 1;
}

static void checksum(const void *data, size_t len, unsigned char out[16])
{
    GwJitHash h;
    gw__jit_hash_init(&h, SUM_K0, SUM_K1);
    gw__jit_hash_add(&h, data, len);
    gw__jit_hash_end(&h, out);
}

enum { ENTRY_BAD, ENTRY_OK, ENTRY_SKIP };  /* SKIP: a miss, but the file may be sound */

/* Check the entry open on fd against key k and read its payload. */
static int read_entry(int fd, const GwJitKey *k, void **data, size_t *len)
{
    unsigned char hdr[HDR_BYTES], sum[16];
    struct stat st;
    if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size < HDR_BYTES)
        return ENTRY_BAD;
    if (!read_at(fd, hdr, HDR_BYTES, 0) || memcmp(hdr, magic, 8))
        return ENTRY_BAD;
    /* the version and the 0 after it, read as one */
    if (get_le64(hdr + 8) != FORMAT_VERSION || memcmp(hdr + 16, k->b, 16))
        return ENTRY_BAD;
    uint64_t n = get_le64(hdr + 32);
    if (n != (uint64_t)st.st_size - HDR_BYTES || n >= SIZE_MAX)
        return ENTRY_BAD;
    char *p = malloc(n ? (size_t)n : 1);
    if (!p)
        return ENTRY_SKIP;
    if (!read_at(fd, p, (size_t)n, HDR_BYTES)) {
        free(p);
        return ENTRY_BAD;
    }
    checksum(p, (size_t)n, sum);
    if (memcmp(sum, hdr + 40, 16)) {
        free(p);
        return ENTRY_BAD;
    }
    *data = p;
    *len = (size_t)n;
    return ENTRY_OK;
}

/* Remove a bad entry, if path still names the file fd has open: a writer
 * may have renamed a sound one over it since it was opened. */
static void drop_entry(const char *path, int fd)
{
    struct stat a, b;
    if (fd >= 0 && (fstat(fd, &a) || stat(path, &b) || a.st_dev != b.st_dev ||
                    a.st_ino != b.st_ino))
        return;
    unlink(path);
}

int gw__jit_cache_get(const GwJitKey *k, void **data, size_t *len)
{
    char dir[PATH_MAX], path[PATH_MAX + 64];
    *data = NULL;
    *len = 0;
    if (!cache_dir(dir, sizeof dir) || !entry_path(path, sizeof path, dir, k))
        return 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == EACCES || errno == EPERM)  /* unreadable: make room for a sound one */
            drop_entry(path, -1);
        return 0;
    }
    int r = read_entry(fd, k, data, len);
    if (r == ENTRY_OK)
        futimens(fd, NULL);     /* used now: the last to evict */
    else if (r == ENTRY_BAD)
        drop_entry(path, fd);
    close(fd);
    return r == ENTRY_OK;
}

/* ---- writing ---- */

static uint64_t random64(void)
{
    uint64_t r;
    if (getrandom(&r, sizeof r, GRND_NONBLOCK) == (ssize_t)sizeof r)
        return r;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec) ^
           (uint64_t)(uintptr_t)&r * 0x9e3779b97f4a7c15ULL;
}

/* A new file in dir, its path in buf; -1 when none could be made.  O_EXCL
 * makes the name ours even if pid, attempt and random bits ever repeat. */
static int open_temp(const char *dir, char *buf, size_t n)
{
    for (int i = 0; i < 16; i++) {
        unsigned long long r = random64();
        int w = snprintf(buf, n, "%s/" TMP_PREFIX "%ld.%d.%016llx", dir, (long)getpid(), i, r);
        if (!fits(w, n))
            return -1;
        int fd = open(buf, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

static int write_all(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    while (n) {
        ssize_t put = write(fd, p, n);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return 0;
        p += put, n -= (size_t)put;
    }
    return 1;
}

static void make_header(unsigned char *hdr, const GwJitKey *k, const void *data, size_t len)
{
    memset(hdr, 0, HDR_BYTES);
    memcpy(hdr, magic, 8);
    put_le64(hdr + 8, FORMAT_VERSION);  /* the u32 after it stays 0 */
    memcpy(hdr + 16, k->b, 16);
    put_le64(hdr + 32, len);
    checksum(data, len, hdr + 40);
}

/* One entry, for eviction. */
typedef struct CacheFile {
    char name[33];
    off_t bytes;
    struct timespec used;       /* mtime: a hit sets it (atime moves under any reader) */
} CacheFile;

static int older_first(const void *a, const void *b)
{
    const CacheFile *x = a, *y = b;
    if (x->used.tv_sec != y->used.tv_sec)
        return x->used.tv_sec < y->used.tv_sec ? -1 : 1;
    if (x->used.tv_nsec != y->used.tv_nsec)
        return x->used.tv_nsec < y->used.tv_nsec ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* The entries of dir but keep (just written), and the total bytes of all;
 * temporary files a crashed writer left are removed on the way.  -1: the
 * directory could not be listed. */
static long long list_entries(DIR *dp, const char *keep, CacheFile **out, int *nout)
{
    CacheFile *v = NULL;
    int n = 0, cap = 0;
    long long total = 0;
    time_t now = time(NULL);
    struct dirent *e;
    while ((e = readdir(dp))) {
        struct stat st;
        int tmp = !strncmp(e->d_name, TMP_PREFIX, strlen(TMP_PREFIX));
        if (!tmp && !is_entry_name(e->d_name))
            continue;
        if (fstatat(dirfd(dp), e->d_name, &st, AT_SYMLINK_NOFOLLOW) || !S_ISREG(st.st_mode))
            continue;
        if (tmp) {
            if (now - st.st_mtime > TMP_STALE_S)
                unlinkat(dirfd(dp), e->d_name, 0);
            continue;
        }
        total += st.st_size;
        if (!strcmp(e->d_name, keep))
            continue;
        if (n == cap) {
            CacheFile *w = realloc(v, (size_t)(cap = cap ? 2 * cap : 64) * sizeof *v);
            if (!w) {
                free(v);
                return -1;
            }
            v = w;
        }
        v[n] = (CacheFile){.bytes = st.st_size, .used = st.st_mtim};
        strcpy(v[n++].name, e->d_name);
    }
    *out = v;
    *nout = n;
    return total;
}

/* Delete least recently used entries until those left fit in limit bytes. */
static void evict(const char *dir, size_t limit, const char *keep)
{
    DIR *dp = opendir(dir);
    if (!dp)
        return;
    CacheFile *v = NULL;
    int n = 0;
    long long total = list_entries(dp, keep, &v, &n);
    if (total > (long long)limit) {
        qsort(v, (size_t)n, sizeof *v, older_first);
        for (int i = 0; i < n && total > (long long)limit; i++)
            if (!unlinkat(dirfd(dp), v[i].name, 0) || errno == ENOENT)
                total -= v[i].bytes;
    }
    free(v);
    closedir(dp);
}

/* Written whole to a temporary file, then renamed over the entry's name:
 * readers in other processes see the old file or the new, never a part.
 * No fsync: an entry torn by a crash fails its checksum and is rebuilt. */
int gw__jit_cache_put(const GwJitKey *k, const void *data, size_t len)
{
    char dir[PATH_MAX], path[PATH_MAX + 64], tmp[PATH_MAX + 64];
    unsigned char hdr[HDR_BYTES];
    if ((!data && len) || !cache_dir(dir, sizeof dir) || !entry_path(path, sizeof path, dir, k))
        return 0;
    size_t limit = cache_limit();
    if (len > limit || limit - len < HDR_BYTES || !make_dirs(dir))
        return 0;
    int fd = open_temp(dir, tmp, sizeof tmp);
    if (fd < 0)
        return 0;
    make_header(hdr, k, data, len);
    int ok = write_all(fd, hdr, HDR_BYTES) && write_all(fd, data, len);
    ok = !close(fd) && ok;
    if (!ok || rename(tmp, path)) {
        unlink(tmp);
        return 0;
    }
    evict(dir, limit, strrchr(path, '/') + 1);
    return 1;
}
