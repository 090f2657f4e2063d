/* module.c: device code: modules registered before main, loaded or linked on first use, and kernels. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define S gw__state

/* Called by constructors before main: only links the module in. */
void gw_register_module(gw_module *m)
{
    pthread_mutex_lock(&S.lock);
    m->handle = NULL;
    m->next = S.modules;
    S.modules = m;
    pthread_mutex_unlock(&S.lock);
}

/* Does device d run m's code as NVRTC compiles it now, rather than its
 * fatbin?  With GANGWAY_JIT=all, or when the fatbin has no SASS for d
 * (docs/jit-plan.md 2.4); never for a unit without its source. */
static int wants_jit(GwDevice *d, const gw_module *m)
{
    if (!m->src || !m->src_len || m->jit_why || !gw__jit_on(m))
        return 0;
    int cc = S.be->attr(d->num, GW_ATTR_CC);
    return cc > 0 && (gw__jit_env() == 2 || (m->arch && m->arch != cc));
}

/* The whole unit compiled for d (cache or NVRTC; rdc units get -rdc=true
 * from their jit_opts), or NULL: its fatbin runs, said once per run. */
static void *jit_image(GwDevice *d, const gw_module *m, size_t *len)
{
    static int told;
    char name[256];
    gw__jit_unit_name(m, name, sizeof name);
    GwJitReq r = {.name = name, .part = {m->src, NULL}, .part_len = {m->src_len, 0},
                  .opts = m->jit_opts, .cc = S.be->attr(d->num, GW_ATTR_CC)};
    GwJitOut o;
    if (gw__jit_build(&r, &o) == 0) {
        *len = o.len;
        return o.image;
    }
    /* no NVRTC: gw__jit_nvrtc has said so */
    if (!told++ && gw__jit_nvrtc()) {
        const char *nl = strchr(o.log, '\n');
        fprintf(stderr, "gangway: note: GANGWAY_JIT: the device code of '%s' could not be compiled at run "
                "time (%.*s); its ahead-of-time code runs (GANGWAY_JIT_VERBOSE=1 prints NVRTC's log)\n",
                m->name, nl ? (int)(nl - o.log) : (int)strlen(o.log), o.log);
    }
    return NULL;
}

/* Every registered relocatable unit, linked into one module (the entry with
 * mod == NULL): their device code calls functions other units define. */
static void *linked_handle(GwDevice *d, const gw_site *s)
{
    for (int i = 0; i < d->mods.n; i++)
        if (!d->mods.list[i].mod)
            return d->mods.list[i].handle;
    int n = 0, err = 0;
    for (gw_module *m = S.modules; m; m = m->next)
        n += m->rdc;
    const void **images = calloc((size_t)n, sizeof *images);
    void **owned = calloc((size_t)n, sizeof *owned);   /* NVRTC's cubins */
    size_t *sizes = calloc((size_t)n, sizeof *sizes);
    const char **names = calloc((size_t)n, sizeof *names);
    char log[2048], names_text[256] = "";
    if (!images || !owned || !sizes || !names)
        gw__bug("out of host memory");
    n = 0;
    for (gw_module *m = S.modules; m; m = m->next) {
        if (!m->rdc)
            continue;
        size_t used = strlen(names_text);
        if (used + 8 < sizeof names_text)
            snprintf(names_text + used, sizeof names_text - used, "%s'%s'", n ? ", " : "", m->name);
        images[n] = m->image, sizes[n] = m->size, names[n] = m->name;
        if (wants_jit(d, m) && (owned[n] = jit_image(d, m, &sizes[n])))
            images[n] = owned[n];
        n++;
    }
    void *h = S.be->module_link(images, sizes, names, n, &err, log, sizeof log);
    int jitted = 0;
    for (int i = 0; i < n; i++)
        jitted |= owned[i] != NULL;
    if (!h && jitted) {         /* the fatbins alone, as without GANGWAY_JIT */
        fprintf(stderr, "gangway: note: GANGWAY_JIT: the run-time compiled code of %s did not link (%s); "
                "the ahead-of-time code runs\n", names_text, log[0] ? log : "no log");
        n = 0;
        for (gw_module *m = S.modules; m; m = m->next)
            if (m->rdc)
                images[n] = m->image, sizes[n] = m->size, n++;
        h = S.be->module_link(images, sizes, names, n, &err, log, sizeof log);
    }
    for (int i = 0; i < n; i++)
        free(owned[i]);
    free(owned);
    free(images);
    free(sizes);
    free(names);
    if (!h) {
        char text[160];
        size_t len = strlen(log);
        while (len && (log[len - 1] == '\n' || log[len - 1] == ' '))
            log[--len] = '\0';
        gw__fatal_hint(s, "a function that a compute region calls from another file needs "
                       "'#pragma acc routine' in the file that defines it too, and that file "
                       "must be compiled by gwcc and linked into the program",
                       "cannot link the device code of %s on device %d: %s%s%s", names_text, d->num,
                       S.be->error_text(err, text, sizeof text), len ? ": " : "", log);
    }
    gw__grow(&d->mods.list, &d->mods.cap, d->mods.n + 1, sizeof *d->mods.list);
    d->mods.list[d->mods.n++] = (GwLoaded){NULL, h};
    return h;
}

static void *load_handle(GwDevice *d, const gw_site *s, gw_module *m);

/* m's module on d: loaded (linked, compiled) by the first launch that needs
 * it, which GANGWAY_TIME's run-time compilation report counts. */
static void *module_handle(GwDevice *d, const gw_site *s, gw_module *m)
{
    if (m->rdc) {
        for (int i = 0; i < d->mods.n; i++)
            if (!d->mods.list[i].mod)
                return m->handle = d->mods.list[i].handle;
    } else {
        for (int i = 0; i < d->mods.n; i++)
            if (d->mods.list[i].mod == m)
                return m->handle = d->mods.list[i].handle;
    }
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    void *h = load_handle(d, s, m);
    gw__jit_note_module(gw__ms_since(&t0));
    return h;
}

static void *load_handle(GwDevice *d, const gw_site *s, gw_module *m)
{
    if (m->rdc)
        return m->handle = linked_handle(d, s);
    int err = 0;
    size_t len = 0;
    void *jit = wants_jit(d, m) ? jit_image(d, m, &len) : NULL;
    void *h = S.be->module_load(jit ? jit : m->image, &err);
    if (!h && jit) {
        char text[160];
        fprintf(stderr, "gangway: note: GANGWAY_JIT: the driver refused the run-time compiled code of '%s' "
                "(%s); its ahead-of-time code runs\n", m->name, S.be->error_text(err, text, sizeof text));
        h = S.be->module_load(m->image, &err);
    }
    free(jit);
    if (!h) {
        char text[160];
        gw__fatal_hint(s, "the GPU may be older than the code was compiled for (gwcc "
                       "-gpu=sm_XX), or the driver older than the CUDA toolkit that built it",
                       "cannot load the device code of '%s' on device %d: %s", m->name,
                       d->num, S.be->error_text(err, text, sizeof text));
    }
    gw__grow(&d->mods.list, &d->mods.cap, d->mods.n + 1, sizeof *d->mods.list);
    d->mods.list[d->mods.n++] = (GwLoaded){m, h};
    return m->handle = h;
}

/* A file-scope declare of a variable that device functions use: its device
 * copy is the module's __device__ variable of the same name, so kernels
 * (through the present table) and device functions (by name) share it. */
void gw_declare_global(const gw_site *s, gw_module *m, const char *sym, void *host, size_t bytes,
                       int kind)
{
    GwDevice *d = gw__enter(s);
    if (d) {
        int i, err = 0;
        size_t n = 0;
        void *mod = m->image ? module_handle(d, s, m) : NULL;
        char *dev = mod ? S.be->global(mod, sym, &n, &err) : NULL;
        if (gw__find(d, host, bytes, &i) != FIND_ABSENT) {
            ;   /* declared twice: the first one stands */
        } else if (!dev || n != bytes) {    /* no module (fake device): ordinary data */
            gw_map mp = {.host = host, .bytes = bytes, .text = sym,
                         .kind = kind == GW_MAP_LINK ? GW_MAP_CREATE : kind};
            if (kind != GW_MAP_LINK)     /* the program's region: a structured reference */
                gw__map_enter(d, s, &mp, REF_STRUCT, GW_ASYNC_SYNC);
        } else {
            i = gw__insert(d, host, bytes, dev);
            d->present.blocks[i].flags |= BLK_MAPPED | (kind == GW_MAP_LINK ? BLK_LINK : 0);
            d->present.blocks[i].dref = kind != GW_MAP_LINK;
            if (kind == GW_MAP_COPY || kind == GW_MAP_COPYIN)
                S.be->h2d(dev, host, bytes, gw__copy_stream(d, GW_ASYNC_SYNC));
            if (S.nmem > 1 && kind != GW_MAP_LINK) {
                /* the other members' copies are data of their own: logical
                   devices share the leader's module and its variable */
                gw_map mp = {.host = host, .bytes = bytes, .text = sym, .kind = kind};
                gw__map_enter_members(d, s, &mp, REF_STRUCT, GW_ASYNC_SYNC);
            }
        }
    }
    gw__leave();
}

void *gw__kernel_fn(GwDevice *d, const gw_site *s, gw_kernel *k)
{
    if (k->fn)
        return k->fn;
    void *mod = module_handle(d, s, k->module);
    int err = 0;
    void *fn = S.be->function(mod, k->name, &err);
    if (!fn) {
        char text[160];
        gw__fatal_hint(s, "rebuild the program: its objects come from different gwcc runs",
                       "kernel '%s' is not in the device code of '%s': %s", k->name,
                       k->module->name, S.be->error_text(err, text, sizeof text));
    }
    gw__grow(&S.kernels, &S.capkernels, S.nkernels + 1, sizeof *S.kernels);
    S.kernels[S.nkernels++] = k;
    return k->fn = fn;
}

/* Kernel k on member e of a group (a context other than the leader's):
 * its module loaded there; split.c caches the answer. */
void *gw__kernel_fn_at(GwDevice *e, const gw_site *s, gw_kernel *k)
{
    void *mod = module_handle(e, s, k->module);
    int err = 0;
    void *fn = S.be->function(mod, k->name, &err);
    if (!fn) {
        char text[160];
        gw__fatal_hint(s, "rebuild the program: its objects come from different gwcc runs",
                       "kernel '%s' is not in the device code of '%s' on device %d: %s", k->name,
                       k->module->name, e->num, S.be->error_text(err, text, sizeof text));
    }
    return fn;
}

/* Cached functions and module handles belong to one device's context. */
void gw__kernels_forget(void)
{
    gw__split_forget();
    for (int i = 0; i < S.nkernels; i++)
        S.kernels[i]->fn = NULL;
    S.nkernels = 0;
    for (gw_module *m = S.modules; m; m = m->next)
        m->handle = NULL;
}

void gw__modules_init(GwModules *m)
{
    *m = (GwModules){0};
}

void gw__modules_release(GwDevice *d)
{
    gw__settle(d);
    gw__spec_release(d);
    for (int i = 0; i < d->mods.n; i++)
        S.be->module_unload(d->mods.list[i].handle);
    free(d->mods.list);
    gw__modules_init(&d->mods);
}
