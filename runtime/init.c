/* init.c: the runtime's state, device selection, messages and the device routines. */
#include "rt.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

GwState gw__state = {
    .lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP,
    .want = acc_device_default,
    .want_num = -1,
    .env_type = acc_device_default,
    .default_async = acc_async_noval,
};
#define S gw__state

/* Per thread, not in gw__state: rt.h says why. */
__thread GwThread gw__thread;


/* ---- messages ---- */

void gw__bug_at(const char *file, int line, const char *msg)
{
    fflush(stdout);
    fprintf(stderr, "gangway: internal error at %s:%d: %s\n", file, line, msg);
    abort();
}

static void report(const gw_site *s, const char *hint, const char *fmt, va_list ap)
{
    fflush(stdout);
    if (s && s->file)
        fprintf(stderr, "%s:%d: error: ", s->file, s->line);
    else
        fputs("gangway: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    if (hint)
        fprintf(stderr, "hint: %s\n", hint);
}

static void die(void) __attribute__((noreturn));
static void die(void)
{
    fflush(stderr);
    S.failed = 1;
    if (S.exiting)
        _exit(1);   /* exit() from an atexit handler is undefined */
    exit(1);
}

void gw__vfatal(const gw_site *s, const char *hint, const char *fmt, va_list ap)
{
    report(s, hint, fmt, ap);
    die();
}

void gw__fatal_near(GwDevice *d, const void *h, size_t n, const gw_site *s, const char *hint,
                    const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(s, hint, fmt, ap);
    va_end(ap);
    gw__present_dump(d, h, n);
    die();
}

void gw__fatal_hint(const gw_site *s, const char *hint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gw__vfatal(s, hint, fmt, ap);
}

void gw_fatal(const gw_site *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gw__vfatal(s, NULL, fmt, ap);
}

/* Executable directives are "directives"; the rest are "constructs". */
static int is_directive(const char *c)
{
    static const char *const names[] = {
        "enter data", "exit data", "update", "wait", "init", "shutdown", "set",
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(c, names[i]))
            return 1;
    return 0;
}

/* "parallel construct", "update directive", or the API routine's name. */
const char *gw__where(const gw_site *s, char *buf, size_t n)
{
    if (!s || !s->construct)
        snprintf(buf, n, "libgangway");
    else if (!s->file || gw__is_api(s))
        snprintf(buf, n, "%s", s->construct);
    else
        snprintf(buf, n, "%s %s", s->construct,
                 is_directive(s->construct) ? "directive" : "construct");
    return buf;
}

/* ---- the call sites of the OpenACC routines (gw_api_at) ---- */

typedef struct GwApiSite {
    gw_site site;
    const char *text;
    struct GwApiSite *next;
} GwApiSite;

int gw__is_api(const gw_site *s)
{
    return s && s->construct && !strncmp(s->construct, "acc_", 4);
}

int gw__is_directive_site(const gw_site *s)
{
    return s && s->file && !gw__is_api(s);
}

/* Pushed, the oldest dropped when full: C does not say whether a call's
 * arguments, which may call routines too, run before or after the
 * gw_api_at in its callee's place. */
void gw_api_at(const char *file, int line, const char *text, const char *name)
{
    GwThread *t = &gw__thread;
    int max = (int)(sizeof t->api / sizeof *t->api);
    if (t->napi == max) {
        memmove(t->api, t->api + 1, sizeof *t->api * (size_t)(max - 1));
        t->napi--;
    }
    t->api[t->napi].file = file;
    t->api[t->napi].line = line;
    t->api[t->napi].text = text;
    t->api[t->napi].name = name;
    t->napi++;
}

/* The one site of (file, line, text, name): the strings are the generated
 * code's literals, so their addresses tell them apart. */
static const GwApiSite *api_site(const char *file, int line, const char *text, const char *name)
{
    uintptr_t h = ((uintptr_t)file >> 3) * 31 + (uintptr_t)line * 17 + ((uintptr_t)text >> 3)
                  + ((uintptr_t)name >> 3);
    GwApiSite **head = &S.api_sites[h % (sizeof S.api_sites / sizeof *S.api_sites)];
    pthread_mutex_lock(&S.lock);
    GwApiSite *a = *head;
    while (a && !(a->site.file == file && a->site.line == line && a->text == text
                  && a->site.construct == name))
        a = a->next;
    if (!a && (a = malloc(sizeof *a))) {
        *a = (GwApiSite){{file, line, name}, text, *head};
        *head = a;
    }
    pthread_mutex_unlock(&S.lock);
    return a;
}

/* The newest call of name gw_api_at announced, taken with those after it
 * (left by routines that take none); none: a call gwcc did not compile. */
const gw_site *gw__api(const char *name, const char **text)
{
    GwThread *t = &gw__thread;
    const GwApiSite *a = NULL;
    int i = t->napi - 1;
    while (i >= 0 && strcmp(t->api[i].name, name))
        i--;
    if (i >= 0) {
        a = api_site(t->api[i].file, t->api[i].line, t->api[i].text, t->api[i].name);
        t->napi = i;
    }
    if (!a)
        a = api_site(NULL, 0, NULL, name);
    if (!a)
        gw__fatal_hint(NULL, NULL, "out of host memory (%s)", name);
    if (text)
        *text = a->text;
    return &a->site;
}

const char *gw__item(char *buf, size_t n, const char *text, const void *h, size_t bytes)
{
    uintptr_t a = (uintptr_t)h;
    if (!bytes)
        snprintf(buf, n, "'%s' (address %#" PRIxPTR ")", text ? text : "pointer", a);
    else if (text)
        snprintf(buf, n, "'%s' (%zu bytes at %#" PRIxPTR "-%#" PRIxPTR ")",
                 text, bytes, a, a + bytes);
    else
        snprintf(buf, n, "%zu bytes at %#" PRIxPTR "-%#" PRIxPTR, bytes, a, a + bytes);
    return buf;
}

/* Make room for `need` elements in the array *arr (of elt-byte elements). */
void gw__grow(void *arr, int *cap, int need, size_t elt)
{
    void **p = arr;
    if (need <= *cap)
        return;
    int ncap = *cap ? *cap * 2 : 16;
    while (ncap < need)
        ncap *= 2;
    void *q = realloc(*p, (size_t)ncap * elt);
    if (!q)
        gw__bug("out of host memory");
    *p = q;
    *cap = ncap;
}

/* ---- device selection ---- */

static const char *type_name(acc_device_t t)
{
    switch (t) {
    case acc_device_none: return "none";
    case acc_device_default: return "default";
    case acc_device_host: return "host";
    case acc_device_not_host: return "not_host";
    case acc_device_nvidia: return "nvidia";
    case acc_device_radeon: return "radeon";
    }
    return "?";
}

/* Read once: a bad value is reported once. */
static acc_device_t env_device_type(void)
{
    static const acc_device_t types[] = {
        acc_device_host, acc_device_nvidia, acc_device_not_host, acc_device_default,
    };
    if (S.env_type_read)
        return S.env_type;
    S.env_type_read = 1;
    const char *v = getenv("ACC_DEVICE_TYPE");
    if (!v || !*v)
        return S.env_type;
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (!strcasecmp(v, type_name(types[i])))
            return S.env_type = types[i];
    fprintf(stderr, "gangway: warning: ACC_DEVICE_TYPE='%s' is not a device type "
            "(host, nvidia, not_host or default); using the default\n", v);
    return S.env_type;
}

/* Environment variable name as a whole number from lo to hi (strtol's
 * base): 1 and *n; 0 when it is unset or empty; -1 when it is something
 * else.  *text is its value either way, for the caller's message. */
int gw__env_long(const char *name, long lo, long hi, int base, long *n, const char **text)
{
    const char *v = *text = getenv(name);
    if (!v || !*v)
        return 0;
    char *end;
    *n = strtol(v, &end, base);
    return !*end && *n >= lo && *n <= hi ? 1 : -1;
}

static int env_device_num(void)
{
    const char *v;
    long n;
    int got = gw__env_long("ACC_DEVICE_NUM", 0, 1 << 20, 10, &n, &v);
    if (got < 0)
        fprintf(stderr, "gangway: warning: ACC_DEVICE_NUM='%s' is not a device number; "
                "using device 0\n", v);
    return got > 0 ? (int)n : -1;
}

static void at_exit(void);

/* A device's parts, each initialised by the file that owns it (rt.h). */
static void device_init(GwDevice *d, int num)
{
    *d = (GwDevice){.num = num};
    gw__present_init(&d->present);
    gw__pool_init(&d->pool);
    gw__queues_init(&d->queues);
    gw__scratch_init(&d->sync_scratch);
    gw__modules_init(&d->mods);
    gw__defer_init(&d->defer);
    gw__fences_init(&d->fences);
}

/* Load the backend once; 0 (with S.why set) when there is no usable device. */
static int backend_up(void)
{
    if (S.be)
        return 1;
    if (S.why[0])
        return 0;
    const char *fake = getenv("GANGWAY_FAKE_DEVICE");
    const GwBackend *be = fake && atoi(fake) > 0 ? &gw__fake_backend : &gw__cuda_backend;
    if (be->init(S.why, sizeof S.why) != 0)
        return 0;
    int n = be->count();
    if (n <= 0) {
        snprintf(S.why, sizeof S.why, "the driver reports no devices");
        be->shutdown();
        return 0;
    }
    S.devs = calloc((size_t)n, sizeof *S.devs);
    if (!S.devs)
        gw__bug("out of host memory");
    for (int i = 0; i < n; i++)
        device_init(&S.devs[i], i);
    S.ndev = n;
    S.be = be;
    gw__launch_env();
    gw__fold_env();
    gw__defer_env();
    gw__group_env(S.site);
    gw__split_env();
    gw__pool_env();
    gw__pin_env();
    S.be = gw__graph_env(be);   /* last: the shim over be, when graphs are on */
    /* Registered after the driver's own handlers, so ours runs first. */
    atexit(at_exit);
    return 1;
}

/* On the host (ACC_DEVICE_TYPE=host, -acc=host, no usable GPU) there is
 * one device, number 0: another number is the error a GPU machine gives
 * for a device it does not have. */
void gw__check_host_num(const gw_site *s, int num, const char *routine)
{
    if (num == 0)
        return;
    char hint[384];
    snprintf(hint, sizeof hint, "the host is device 0, the only one%s%s%s",
             S.why[0] ? " (no usable GPU: " : "", S.why, S.why[0] ? ")" : "");
    gw__fatal_hint(s, hint, "%s asks for device %d, which does not exist: the program runs on the "
                   "host", routine, num);
}

/* A type that is none of openacc.h's with a device here (another
 * implementation's acc_device_multicore, or no type at all): OpenACC 3.3
 * 3.2.2 leaves it to the implementation.  A warning naming the call, and
 * the current device type stays (switching silently would hide the
 * mistake); 1 when so. */
static int type_unknown(acc_device_t t, const char *call)
{
    if ((int)t >= (int)acc_device_none && (int)t <= (int)acc_device_nvidia)
        return 0;
    fprintf(stderr, "gangway: warning: %s names a device type this program has no device for "
            "(host and nvidia); the current device type stays\n", call);
    return 1;
}

static void check_num(const gw_site *s, int num, const char *src)
{
    if (num >= 0 && num < S.ndev)
        return;
    char hint[96];
    snprintf(hint, sizeof hint, "this machine has %d device%s, numbered from 0",
             S.ndev, S.ndev == 1 ? "" : "s");
    gw__fatal_hint(s, hint, "%s asks for device %d, which does not exist", src, num);
}

/* The routine that fixed the device type before the runtime started
 * (acc_set_device_type, acc_set_device_num), for select_type's error. */
static const gw_site *type_site;
static char type_src[80];

/* Run on device type t from now on; src and site say who asked. */
static void select_type(acc_device_t t, const char *src, const gw_site *site)
{
    if (t == acc_device_default) {
        /* the default type is what ACC_DEVICE_TYPE names, else a GPU when usable */
        t = env_device_type();
        src = "ACC_DEVICE_TYPE=nvidia";
    }
    if (t == acc_device_host || t == acc_device_none) {
        S.on_host = 1;
        return;
    }
    if (!backend_up()) {
        if (t == acc_device_nvidia)
            gw__fatal_hint(site, !strncmp(src, "ACC_DEVICE_TYPE", 15)
                           ? "unset ACC_DEVICE_TYPE (or set it to host) to run on the host; NVHPC "
                             "programs stop here too"
                           : "ask for acc_device_nvidia only when acc_get_num_devices(acc_device_nvidia) "
                             "is not 0, or for acc_device_default; NVHPC programs stop here too",
                           "%s asks for an NVIDIA GPU, but there is no usable GPU (%s)",
                           src, S.why);
        if (!S.noted)
            fprintf(stderr, "gangway: no usable GPU (%s); running compute regions on the "
                    "host\n", S.why);
        S.noted = 1;
        S.on_host = 1;
        return;
    }
    S.on_host = 0;
    if (S.want_num >= 0) {
        check_num(NULL, S.want_num, "ACC_DEVICE_NUM");
        if (S.want_num != S.cur)
            gw__kernels_forget();   /* their functions belong to the old context */
        S.cur = S.want_num;
    }
}

static void init_locked(void)
{
    if (S.inited)
        return;
    S.inited = 1;
    const char *src = type_src[0] ? type_src : "acc_set_device_type(acc_device_nvidia)";
    const gw_site *site = type_site;
    if (!S.type_fixed) {
        S.want = env_device_type();
        src = "ACC_DEVICE_TYPE=nvidia";
        site = NULL;
    }
    if (S.want_num < 0)
        S.want_num = env_device_num();
    select_type(S.want, src, site);
    gw__prof_init();            /* after: a tool may call the device routines */
}

GwDevice *gw__device(int num)
{
    GwDevice *d = &S.devs[num];
    if (!d->ctx) {
        gw__prof_device(d, acc_ev_device_init_start);
        d->ctx = S.be->open(num);
        gw__prof_device(d, acc_ev_device_init_end);
    }
    S.be->bind(d->ctx);
    return d;
}

void gw__bind(GwDevice *d)
{
    S.be->bind(d->ctx);
}

static GwDevice *enter(const gw_site *s, int flush)
{
    pthread_mutex_lock(&S.lock);
    S.site = s;                 /* a GANGWAY_NUM_DEVICES error names the first directive */
    init_locked();
    GwDevice *d = S.on_host ? NULL : gw__device(S.cur);
    if (flush && !S.depth && S.split.due) {
        gw__split_flush();      /* whatever comes may write memory a member's copies read */
        if (d)
            gw__bind(d);
    }
    S.depth++;
    if (d)
        gw__check_enter(d, s, S.depth);
    return d;
}

GwDevice *gw__enter(const gw_site *s)
{
    return enter(s, 1);
}

/* gw_launch_split's: it waits for those copies itself (split.c). */
GwDevice *gw__enter_split(const gw_site *s)
{
    return enter(s, 0);
}

void gw__leave(void)
{
    gw__check_leave(S.depth);
    S.depth--;
    S.site = NULL;
    pthread_mutex_unlock(&S.lock);
}

int gw_active(void)
{
    GwDevice *d = gw__enter(NULL);
    gw__leave();
    return d != NULL;
}

/* ---- exit ---- */

static void at_exit(void)
{
    pthread_mutex_lock(&S.lock);
    if (S.exiting) {
        pthread_mutex_unlock(&S.lock);
        return;
    }
    gw__graph_flush();          /* recorded launches still count: their faults too */
    S.exiting = 1;
    gw__check_report();
    gw__graph_report();
    gw__time_report();
    gw__spec_report();
    gw__split_release();
    gw__pacc_release();
    for (int i = 0; i < S.ndev; i++)
        gw__device_release(&S.devs[i]);
    gw__pin_report();           /* after: the blocks unlocked at exit count */
    gw__prof_shutdown();
    pthread_mutex_unlock(&S.lock);
}

/* Wait for the device, then give back everything it holds: each part
 * released by the file that owns it, in this order (the launches and
 * queues first, the memory they use last); the device is then as
 * device_init left it. */
void gw__device_release(GwDevice *d)
{
    if (!d->ctx)
        return;
    gw__prof_device(d, acc_ev_device_shutdown_start);
    gw__pacc_unlocked();                /* memory it locked, given back while the context lives */
    S.be->bind(d->ctx);
    gw__graph_release(d);       /* the batch queued; graphs hold the modules' functions */
    gw__defer_release(d);
    gw__queues_release(d);
    gw__present_release(&d->present);
    gw__check_forget(d->num);
    gw__scratch_release(&d->sync_scratch);
    gw__modules_release(d);
    gw__fences_release(&d->fences);
    gw__pool_release(d);
    S.be->close(d->num, d->ctx);
    d->ctx = NULL;
    gw__launch_release(d);
    gw__kernels_forget();
    gw__prof_device(d, acc_ev_device_shutdown_end);
}

/* ---- device management routines (OpenACC 3.3 section 3.2) ---- */

static int is_gpu_type(acc_device_t t)
{
    return t == acc_device_nvidia || t == acc_device_not_host || t == acc_device_default;
}

int acc_get_num_devices(acc_device_t t)
{
    gw__enter(NULL);
    int n = 0;
    if (t == acc_device_host)
        n = 1;
    else if (is_gpu_type(t) && backend_up())
        n = S.ndev;
    else if (t == acc_device_default)
        n = 1;  /* the default device is the host */
    gw__leave();
    return n;
}

/* acc_set_device_type's work, lock held; src names the call for messages. */
static void set_type_locked(acc_device_t t, const char *call, const gw_site *site)
{
    S.want = t;
    char src[80];
    snprintf(src, sizeof src, "%s(acc_device_%s)", call, type_name(t));
    if (!S.inited) {
        S.type_fixed = 1;
        type_site = site;
        snprintf(type_src, sizeof type_src, "%s", src);
    } else {
        select_type(t, src, site);
    }
}

void acc_set_device_type(acc_device_t t)
{
    char call[64];
    snprintf(call, sizeof call, "acc_set_device_type(%d)", (int)t);
    if (type_unknown(t, call))
        return;
    pthread_mutex_lock(&S.lock);
    set_type_locked(t, "acc_set_device_type", gw__api("acc_set_device_type", NULL));
    pthread_mutex_unlock(&S.lock);
}

acc_device_t acc_get_device_type(void)
{
    GwDevice *d = gw__enter(NULL);
    gw__leave();
    return d ? acc_device_nvidia : acc_device_host;
}

/* OpenACC 3.3 3.2.4: "Calling acc_set_device_num implies a call to
 * acc_set_device_type(dev_type)"; acc_device_none keeps the current type and
 * sets the number for the GPU.  A negative number goes back to the default
 * (ACC_DEVICE_NUM, else 0).  The host has only device 0. */
void acc_set_device_num(int num, acc_device_t t)
{
    const gw_site *site = gw__api("acc_set_device_num", NULL);
    char call[64];
    snprintf(call, sizeof call, "acc_set_device_num(%d, %d)", num, (int)t);
    if (type_unknown(t, call))
        return;
    pthread_mutex_lock(&S.lock);
    int gpu = (is_gpu_type(t) || t == acc_device_none) && backend_up();
    if (gpu) {
        if (num < 0) {
            num = env_device_num();
            num = num < 0 ? 0 : num;
        }
        check_num(site, num, "acc_set_device_num");
        if (S.inited && !S.on_host && num != S.cur)
            gw__group_end("acc_set_device_num: the program selects devices itself");
        S.want_num = num;
    }
    if (t != acc_device_none)
        set_type_locked(t, "acc_set_device_num", site);
    init_locked();
    if (!gpu && S.on_host && num > 0)
        gw__check_host_num(site, num, "acc_set_device_num");
    if (gpu && !S.on_host && num != S.cur) {
        gw__kernels_forget();
        S.cur = num;
    }
    pthread_mutex_unlock(&S.lock);
}

int acc_get_device_num(acc_device_t t)
{
    GwDevice *d = gw__enter(NULL);
    int num = 0;
    if (d && is_gpu_type(t))
        num = S.cur;
    else if ((t == acc_device_nvidia || t == acc_device_not_host) && S.be)
        num = S.want_num >= 0 ? S.want_num : 0;   /* what that type would use */
    gw__leave();
    return num;
}

void acc_init(acc_device_t t)
{
    char call[64];
    snprintf(call, sizeof call, "acc_init(%d)", (int)t);
    if (type_unknown(t, call))
        return;
    const gw_site *site = gw__api("acc_init", NULL);
    pthread_mutex_lock(&S.lock);
    if (!S.inited) {
        set_type_locked(t, "acc_init", site);
        init_locked();
    } else {
        char src[64];
        snprintf(src, sizeof src, "acc_init(acc_device_%s)", type_name(t));
        select_type(t, src, site);
    }
    if (!S.on_host)
        gw__device(S.cur);
    pthread_mutex_unlock(&S.lock);
}

/* Initialises device num of type t (as acc_init(t) does the type); the
 * current device number does not change: acc_set_device_num selects. */
void acc_init_device(int num, acc_device_t t)
{
    const gw_site *site = gw__api("acc_init_device", NULL);
    char call[64];
    snprintf(call, sizeof call, "acc_init_device(%d, %d)", num, (int)t);
    if (type_unknown(t, call))
        return;
    acc_init(t);
    pthread_mutex_lock(&S.lock);
    if (is_gpu_type(t) && S.be && !S.on_host) {
        check_num(site, num, "acc_init_device");
        gw__device(num);
        gw__device(S.cur);      /* bind the current one again */
    } else if (S.on_host) {
        gw__check_host_num(site, num, "acc_init_device");
    }
    pthread_mutex_unlock(&S.lock);
}

/* acc_shutdown (num -1) and acc_shutdown_device, for site (a call, or a
 * shutdown directive): data the program still has on the device is
 * discarded, said in a warning per block (gw__check_shutdown). */
void gw__shutdown(const gw_site *site, int num, acc_device_t t)
{
    const char *call = num < 0 ? "acc_shutdown" : "acc_shutdown_device";
    gw__enter(NULL);
    if (is_gpu_type(t) && S.be) {
        if (num >= 0)
            check_num(site, num, call);
        gw__group_end(num < 0 ? "acc_shutdown: the program selects devices itself"
                              : "acc_shutdown_device: the program selects devices itself");
        for (int i = num < 0 ? 0 : num; i < (num < 0 ? S.ndev : num + 1); i++) {
            if (S.devs[i].ctx)
                gw__check_shutdown(&S.devs[i], site);
            gw__device_release(&S.devs[i]);
        }
    } else if (num >= 0 && (t == acc_device_host || (is_gpu_type(t) && S.on_host))) {
        gw__check_host_num(site, num, call);
    }
    gw__leave();
}

void acc_shutdown(acc_device_t t)
{
    gw__shutdown(gw__api("acc_shutdown", NULL), -1, t);
}

void acc_shutdown_device(int num, acc_device_t t)
{
    gw__shutdown(gw__api("acc_shutdown_device", NULL), num, t);
}

/* Host code only: device code has its own acc_on_device. */
int acc_on_device(acc_device_t t)
{
    return t == acc_device_host;
}

/* Device num of type t for a property query; -1 for the host, -2 for a
 * device type this machine does not have. */
static int property_device(const gw_site *site, int num, acc_device_t t, const char *call)
{
    if (t == acc_device_host || (t == acc_device_default && !backend_up())) {
        gw__check_host_num(site, num, call);
        return -1;
    }
    if (!is_gpu_type(t) || !backend_up())
        return -2;
    check_num(site, num, call);
    return num;
}

size_t acc_get_property(int num, acc_device_t t, acc_device_property_t p)
{
    gw__enter(NULL);
    size_t v = 0;
    int dn = property_device(gw__api("acc_get_property", NULL), num, t, "acc_get_property");
    if (dn >= 0) {
        size_t free_b = 0, total_b = 0;
        switch (p) {
        case acc_property_memory:
        case acc_property_free_memory:
            gw__mem_info(gw__device(dn), &free_b, &total_b);
            v = p == acc_property_memory ? total_b : free_b;
            if (!S.on_host)
                gw__device(S.cur);
            break;
        case acc_property_shared_memory_support:
            v = (size_t)S.be->attr(dn, GW_ATTR_MANAGED);
            break;
        default:    /* the string properties, or none: 0 (3.3 3.2.6) */
            break;
        }
    } else if (dn == -1 && p == acc_property_shared_memory_support) {
        v = 1;  /* the host shares its own memory */
    }
    gw__leave();
    return v;
}

const char *acc_get_property_string(int num, acc_device_t t, acc_device_property_t p)
{
    gw__enter(NULL);
    const char *r = NULL;
    int dn = property_device(gw__api("acc_get_property_string", NULL), num, t, "acc_get_property_string");
    int fake = gw__backend() == &gw__fake_backend;
    if (dn == -2) {
        r = NULL;
    } else if (p == acc_property_name) {
        if (dn >= 0)
            S.be->name_of(dn, S.prop_name, sizeof S.prop_name);
        else
            snprintf(S.prop_name, sizeof S.prop_name, "host");
        r = S.prop_name;
    } else if (p == acc_property_vendor) {
        r = dn < 0 ? "host" : fake ? "Gangway" : "NVIDIA";
    } else if (p == acc_property_driver && dn >= 0) {
        int v = S.be->driver_version();
        snprintf(S.prop_driver, sizeof S.prop_driver, "%s %d.%d", fake ? "fake" : "CUDA",
                 v / 1000, v % 1000 / 10);
        r = S.prop_driver;
    }
    gw__leave();
    return r;
}
