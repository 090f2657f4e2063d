/* rt.h: libgangway's one internal header, one section per file. */
#ifndef GANGWAY_RT_INTERNAL_H
#define GANGWAY_RT_INTERNAL_H

/* For PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP; rt.h comes before any system header. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <pthread.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

#include "gangway_rt.h"
#include "openacc.h"
#include "acc_prof.h"

#define GW_RED_MAX 4096         /* bytes of reduction scratch per queue */

/* ---- cuda.c, fake.c: the device interface ----
 * The rest of the runtime sees devices only through this table.  Device
 * addresses are void *, streams, contexts, modules and functions are opaque.
 * A NULL stream means "synchronous": the host waits for the operation.
 * Calls that can only fail for reasons the user cannot act on report the
 * failure themselves (naming the driver call) and exit. */
typedef enum GwAttr {
    GW_ATTR_SM_COUNT,
    GW_ATTR_MANAGED,            /* concurrent managed access */
    GW_ATTR_CC                  /* compute capability, major * 10 + minor; 0: unknown */
} GwAttr;

/* graph.c's launches as a backend builds them into one graph: node i
 * waits for nodes deps[0..ndeps) (all earlier); args as for launch, each
 * sizes[j] bytes (the graph keeps copies). */
typedef struct GwGraphNode {
    void *fn;
    unsigned grid[3], block[3];
    size_t shmem;
    void **args;
    const unsigned char *sizes;
    int nargs;
    const int *deps;
    int ndeps;
} GwGraphNode;

/* A kernel's failed assertion (CUDA_ERROR_ASSERT; the fake backend has
   none): its message, printed by the device, names the file and line. */
enum { GW_ERR_DEVICE_ASSERT = 710 };
#define GW_ASSERT_HINT "a kernel's assertion failed: the device's message above names the file, line and test"

typedef struct GwBackend {
    const char *name;                                   /* "cuda", "fake" */
    int (*init)(char *why, size_t n);                   /* 0: usable; else reason in why */
    int (*count)(void);
    void *(*open)(int num);                             /* context of device num */
    void (*close)(int num, void *ctx);
    void (*bind)(void *ctx);                            /* make current in this thread */
    void *(*alloc)(size_t n);                           /* NULL: out of memory */
    void (*free)(void *dev);
    void (*h2d)(void *dev, const void *host, size_t n, void *stream);
    /* a small copy the host does not wait for, ordered on stream (NULL: the
       default stream); host is read before it returns */
    void (*h2d_nowait)(void *dev, const void *host, size_t n, void *stream);
    void (*d2h)(void *host, const void *dev, size_t n, void *stream);
    void (*d2d)(void *dst, const void *src, size_t n, void *stream);
    /* from src on the device of context src_ctx to dst on dst_ctx's; a
       device-to-device copy when the contexts are one (logical devices) */
    void (*peer)(void *dst, void *dst_ctx, const void *src, void *src_ctx, size_t n, void *stream);
    /* the bound context may read and write peer_ctx's memory directly (peer
       copies then take the direct link); 0: it cannot; NULL: no such thing */
    int (*peer_access)(void *peer_ctx);
    /* peer, but never waited for by the host, even on the NULL stream */
    void (*peer_async)(void *dst, void *dst_ctx, const void *src, void *src_ctx, size_t n, void *stream);
    void (*memset)(void *dev, int byte, size_t n, void *stream);
    void *(*stream_new)(void);
    void *(*side_stream_new)(void);                     /* one the default stream does not block */
    void (*stream_free)(void *st);
    int (*stream_sync)(void *st);                       /* 0 or a driver error code */
    int (*stream_done)(void *st);                       /* 1 idle, 0 busy, <0 -error */
    void (*stream_wait)(void *st, void *on);            /* st waits for work now on `on` */
    void *(*module_load)(const void *image, int *err);
    /* relocatable images linked into one module; log gets the linker's errors */
    void *(*module_link)(const void *const *images, const size_t *sizes, const char *const *names,
                         int n, int *err, char *log, size_t nlog);
    void (*module_unload)(void *mod);
    void *(*function)(void *mod, const char *name, int *err);
    void *(*global)(void *mod, const char *name, size_t *bytes, int *err);   /* a __device__ variable */
    int (*launch)(void *fn, const unsigned grid[3], const unsigned block[3],
                  size_t shmem, void **args, void *stream);
    int (*occupancy)(void *fn, int threads, size_t shmem);  /* blocks per SM; 0: unknown; NULL: none */
    /* the bound device's stack per thread: made at least bytes; 0 or a
       driver error code; NULL: the device has no such limit */
    int (*stack_at_least)(size_t bytes);
    /* GANGWAY_TIME: events on a stream; NULL where the device has none */
    void *(*event_new)(void);
    void (*event_free)(void *ev);
    void (*event_record)(void *ev, void *stream);
    float (*event_ms)(void *from, void *to);            /* waits for `to` */
    /* split launches: an event for ordering only (no timing), a stream that
       waits for an event (of any context), and whether an event has fired */
    void *(*fence_new)(void);
    void (*event_wait)(void *stream, void *ev);
    int (*event_done)(void *ev);                        /* 1 fired, 0 not yet */
    const char *(*error_text)(int err, char *buf, size_t n);
    int (*attr)(int num, GwAttr a);
    void (*mem_info)(size_t *free_b, size_t *total_b);  /* of the bound device */
    /* is p device memory: 1 with the allocation that holds it, 0 not (host
       memory, or nothing), -1 cannot tell */
    int (*dev_extent)(const void *p, char **base, size_t *bytes);
    void (*name_of)(int num, char *buf, size_t n);
    int (*driver_version)(void);
    int (*host_register)(void *host, size_t n);         /* 1 when pinned */
    void (*host_unregister)(void *host);
    /* page-locked host memory that kernels write through *dev; NULL: none */
    void *(*host_mapped)(size_t n, void **dev);
    void (*host_mapped_free)(void *host);
    void (*shutdown)(void);
    /* graphs (graph.c): n nodes instantiated once (NULL and *err: cannot),
       a node's arguments replaced, a launch of all on a stream, the end;
       NULL where the device has none */
    void *(*graph_build)(const GwGraphNode *nodes, int n, int *err);
    int (*graph_set)(void *exec, int i, const GwGraphNode *node);
    int (*graph_launch)(void *exec, void *stream);
    void (*graph_free)(void *exec);
} GwBackend;

extern const GwBackend gw__cuda_backend;
extern const GwBackend gw__fake_backend;

/* fake.c, for tests: a host function that runs as kernel `name` on the fake
 * device (with the grid and block launched: it loops over them itself), in
 * order, at the launch.  Without one, a kernel cannot run there. */
typedef void (*GwFakeKernel)(void **args, const unsigned grid[3], const unsigned block[3]);
void gw__fake_kernel(const char *name, GwFakeKernel fn);
int gw__fake_runs(const char *name);
/* fake.c, for tests: host_register fails (as for memory the driver refuses)
 * unless GANGWAY_FAKE_PIN=1; then it succeeds, except on bytes registered
 * already (as CUDA's).  The registrations live now, whether one covers
 * [host, host+n), and the calls made. */
int gw__fake_pins(void);
int gw__fake_pinned(const void *host, size_t n);
long gw__fake_pin_calls(void);

/* ---- the runtime's state ----
 * One GwState (gw__state, defined in init.c) holds everything, and one
 * GwDevice in it per device.  Each group of fields names the file that owns
 * it: only that file's functions change those fields.  A part with an x_init
 * and an x_release has them called in one place, init.c (device_init and
 * device_release for a device's parts, backend_up and at_exit for the
 * state's), in the order given there.  Outside GwState there is only
 * gw__thread (below), and constant gw_sites naming API routines. */

/* ranges.c: a set of byte ranges [lo, hi), sorted, disjoint and not touching. */
typedef struct GwRange {
    size_t lo, hi;
} GwRange;

typedef struct GwRanges {
    GwRange *v;
    int n, cap;
} GwRanges;

/* present.c: one present block: host [host, host+bytes) lives at dev on the device. */
enum { BLK_MAPPED = 1, BLK_PINNED = 2, BLK_NOPIN = 4,    /* NOPIN: pinning failed */
       BLK_LINK = 8,    /* declare link: a module variable, present only while mapped */
       BLK_PACC = 16,   /* a pacc pipeline's array: dev is its chunk's buffer, biased */
       BLK_OWN = 32 };  /* acc_map_data on a group: a member's own memory, freed at unmap */

typedef struct GwBlock {
    char *host;
    size_t bytes;
    char *dev;
    long sref, dref;            /* structured and dynamic reference counts */
    unsigned flags;             /* BLK_* */
    GwRanges stale;             /* group.c: bytes (from host) stale on this member */
    const char *text;           /* the item that mapped it ("a[0:n]"), or NULL */
    const gw_site *site;        /* the directive or routine that mapped it, or NULL */
    double saved;               /* pin.c: us its copies would have saved page-locked */
} GwBlock;

/* present.c: a pointer in a present block whose device copy points at device data. */
typedef struct GwAttach {
    void **addr;                /* host address of the pointer */
    void *host_val;             /* its host value when attached */
    long count;
    size_t bias;                /* bytes from host_val to the present data it
                                   points into (a[l:n] attaches a with l*size) */
} GwAttach;

/* present.c: a device's present table and attachments. */
typedef struct GwPresent {
    GwBlock *blocks;            /* sorted by host address, disjoint */
    int nblocks, capblocks;
    GwAttach *att;
    int natt, capatt;
} GwPresent;

/* pin.c: page-locking present blocks whose copies repeat (docs/async-plan.md
 * 3.1).  The model, from section 0's measurements on an H100: a copy of b >=
 * GW_PIN_COPY_MIN bytes saves GW_PIN_SAVE_US(b) us when its host memory is
 * page-locked; locking and unlocking a block of n bytes costs GW_PIN_COST_US(n). */
#define GW_PIN_COPY_MIN ((size_t)64 << 10)
#define GW_PIN_SAVE_US(b) (4.0 + 56.0 * (double)(b) / 1048576.0)
#define GW_PIN_COST_US(n) (770.0 + 47.0 * (double)(n) / 1048576.0)
#define GW_PIN_ASYNC_MIN ((size_t)1 << 20)  /* async copies of blocks this big lock them at once */
#define GW_PIN_LIVES 2          /* lifetimes of a host range seen before its next is locked */
#define GW_PIN_HIST 32          /* host ranges whose blocks' lifetimes a device remembers */

/* One host range that present blocks covered and left: what their copies
 * would have saved (us), in its last two lifetimes. */
typedef struct GwPinLife {
    const char *host;
    size_t bytes;
    double last, prev;
    int lives;
    unsigned long used;         /* when last updated (least recently used goes) */
} GwPinLife;

/* pin.c: a device's remembered lifetimes. */
typedef struct GwPinHist {
    GwPinLife v[GW_PIN_HIST];
    unsigned long tick;
} GwPinHist;

/* pin.c: GANGWAY_PIN, GANGWAY_PIN_MAX, and what was done. */
typedef struct GwPinState {
    int on;                     /* GANGWAY_PIN: 0 never lock; 1 the rule (default) */
    size_t max;                 /* GANGWAY_PIN_MAX: bytes locked at most (default: 1/8
                                   of physical memory) */
    size_t total, peak;         /* bytes locked now, at most */
    long locks, fails, unlocks, capped;
    long locked_copies;         /* copies of locked blocks */
    double lock_us, unlock_us;  /* host time in the driver's calls */
} GwPinState;

/* pool.c: a device's live allocations and free lists. */
typedef struct GwAlloc {
    char *dev;
    size_t bytes;               /* as asked for */
    int cls;                    /* pool size class, or -1: not pooled */
    int user;                   /* acc_malloc's: acc_free may free it */
} GwAlloc;

#define GW_POOL_MIN 12          /* 4 KiB: the smallest class */
#define GW_POOL_MAX 26          /* 64 MiB: larger sizes go to the driver */
#define GW_NCLASS (GW_POOL_MAX - GW_POOL_MIN + 1)

typedef struct GwFreeList {
    void **items;
    int n, cap;
} GwFreeList;

typedef struct GwPool {
    GwAlloc *allocs;            /* live allocations, sorted by dev */
    int nallocs, capallocs;
    GwFreeList free[GW_NCLASS]; /* by size class, from GW_POOL_MIN */
    size_t held;                /* bytes the driver gave (live and cached) */
    void *freed[32];            /* the last addresses acc_free took, not given out
                                   since: a second acc_free of one is a double free, */
    size_t freed_bytes[32];     /* and a copy into one a use after acc_free (pool.c) */
    int nfreed;
    size_t quarantined;         /* the host's: bytes of freed[] not yet given to free() */
} GwPool;

/* scratch.c: reduction scratch.  A region of one kernel finishes in the
 * kernel: its last block writes the results to out (host memory the device
 * writes through out_dev) and puts the identities back in the scratch.
 * Otherwise, after a region reads its results back, the runtime queues a
 * copy of the region's identities into it.  Either way the next region with
 * the same identities (a loop of dot products) starts without a copy. */
typedef struct GwScratch {
    void *dev;                  /* GW_RED_MAX bytes, allocated on first use */
    void *out, *out_dev;        /* GW_RED_MAX bytes of mapped host memory */
    size_t ready;               /* its first `ready` bytes hold init[] */
    size_t bytes;               /* the region's results (gw_red_begin) */
    char init[GW_RED_MAX];      /* the identities of the region running */
    /* a split launch's other members (device numbers), whose results
       gw_red_done/gw_red_end combine with these by slots, in this order */
    int *members;
    int nmembers, capmembers;
    const gw_red_slot *slots;
    int nslots;
} GwScratch;

/* scratch.c: the scratch of one queue, or of a device's synchronous
 * regions.  Its device memory comes from the pool and goes with it. */
typedef struct GwScratchSet {
    GwScratch *red;             /* reduction scratch, allocated on first use */
    void *part;                 /* per-block partial results (gw_red_parts) */
    size_t part_bytes;
    void *priv;                 /* private subarray copies (gw_private_scratch) */
    size_t priv_bytes;
} GwScratchSet;

/* queue.c: an async queue. */
typedef struct GwQueue {
    int id;                     /* async value; acc_async_noval is one queue */
    void *stream;
    bool user;                  /* the program's (acc_set_cuda_stream): never freed here */
    GwScratchSet scratch;       /* scratch.c's */
} GwQueue;

typedef struct GwQueues {
    GwQueue *list;
    int n, cap;
} GwQueues;

/* module.c: a module loaded on a device. */
typedef struct GwLoaded {
    gw_module *mod;             /* NULL: the program's linked relocatable units */
    void *handle;
} GwLoaded;

typedef struct GwModules {
    GwLoaded *list;
    int n, cap;
} GwModules;

/* defer.c: synchronous launches of quiet kernels the host has not waited
 * for (gw_launch); gw__settle waits.  The last one names the failure. */
typedef struct GwDefer {
    int n;
    const gw_site *site;
    const char *name;
    /* of those, launched as graphs (graph.c): how many, and the last
       graph's repeating sequence, its first and last kernels */
    int in_graphs;
    const char *graph_from, *graph_to;
} GwDefer;

/* graph.c: repeating sequences of quiet synchronous launches, recorded and
 * launched as one CUDA graph each (docs/async-plan.md 4.3). */
#define GW_GRAPH_PMAX 64        /* the longest period the detector sees */
#define GW_GRAPH_RING 256       /* launch keys kept (a power of 2, > 3 periods) */
#define GW_GRAPH_NMAX 64        /* launches a graph: U*P, U = ceil(32/P) in [1, 16] */
#define GW_GRAPH_FOOT 8         /* device ranges a launch's footprint names, else all */
#define GW_GRAPH_CACHE 16       /* instantiated graphs kept a device */
#define GW_GRAPH_ARGS 64        /* arguments a recorded kernel may have */

/* What a graph is made of, node by node: equal shapes (and edges) are one graph. */
typedef struct GwGraphShape {
    void *fn;
    gw_kernel *k;
    unsigned grid[3], block[3];
    size_t shmem;
    uint64_t pred;              /* the nodes it waits for (bit i: node i) */
    int nargs;
    unsigned blob;              /* bytes of its arguments in the blob */
} GwGraphShape;

/* graph.c: one recorded launch of the open batch. */
typedef struct GwGraphRec {
    GwGraphShape sh;
    const gw_site *site;
    size_t at;                  /* its arguments: GwGraphState.blob[at, at + sh.blob) */
    uint64_t anc;               /* every node it waits for, through edges too */
    bool all;                   /* its footprint is unknown: conflicts with every node */
    int nfoot;
    GwRange foot[GW_GRAPH_FOOT];    /* device bytes it may read or write */
} GwGraphRec;

/* graph.c: an instantiated graph, kept for the next batch of its shape. */
typedef struct GwGraph {
    void *exec;
    uint64_t hash;
    int n;
    GwGraphShape *sh;           /* n */
    unsigned char *blob;        /* the arguments the exec holds, node after node */
    size_t nblob;
    unsigned long used;         /* when last launched (least recently used goes) */
} GwGraph;

/* graph.c: a device's instantiated graphs. */
typedef struct GwGraphCache {
    GwGraph *g[GW_GRAPH_CACHE];
    int n;
    unsigned long tick;
} GwGraphCache;

/* graph.c: the detector, the open batch (one, on device dev) and the counts. */
typedef struct GwGraphState {
    int on;                     /* GANGWAY_GRAPHS: 0 off, 1 on, 2 verbose (counts at exit) */
    const GwBackend *real;      /* the backend under the shim (S.be is &shim) */
    GwBackend shim;             /* flushes the batch before work is queued or waited for */
    uint64_t ring[GW_GRAPH_RING];   /* launch keys, bit 0: recordable */
    long t;                     /* keys seen */
    int run[GW_GRAPH_PMAX + 1]; /* run[P]: consecutive keys equal to the key P before */
    int period, reps;           /* armed: batches of reps repetitions of period; 0: not */
    long arm_t;                 /* keys seen when armed: batches start at multiples of period */
    int early;                  /* batches flushed early in a row */
    int calm_p;                 /* after 4 early flushes, the period they had: */
    long calm_t;                /* no arming with a multiple of it before this key */
    struct GwDevice *dev;       /* the device the keys are of */
    GwGraphRec *rec;            /* the batch: n launches recorded, not yet queued */
    int n, caprec;
    unsigned char *blob;        /* their arguments */
    size_t nblob, capblob;
    GwGraphNode *node;          /* scratch for the backend's view */
    void **argv;
    int *deps;
    int capnode, capargv, capdeps;
    unsigned char sizes[GW_GRAPH_NMAX][GW_GRAPH_ARGS];  /* GwGraphNode.sizes */
    long built, launched, nodes, updates, hits, flushed, flushed_nodes, failed;
    char why_off[160];          /* why graphs went off while running, or "" */
} GwGraphState;

/* split.c: the argument of runtime/copy.cu's kernel (the fake device runs
 * it too): GW_COPY_MAX pieces, piece k n[k] bytes from src[k] to dst[k]. */
#define GW_COPY_MAX 16
#define GW_COPY_KERNEL "gw_copy_pieces"
typedef struct GwCopySet {
    unsigned long long dst[GW_COPY_MAX], src[GW_COPY_MAX], n[GW_COPY_MAX];
} GwCopySet;
extern const char gw__copy_image[];       /* its fat binary (split.c) */

/* split.c: a member's events that order split launches' copies and
 * kernels across members (a ring, reused: a wait takes the event's last
 * record, so a record after it does not disturb it). */
#define GW_SPLIT_FENCES 8
typedef struct GwFences {
    void *ev[GW_SPLIT_FENCES];  /* made on first use */
    int next;
    void *side;                 /* a stream of its own (not blocked by the default
                                   stream) for copies overlapped with its kernels */
    /* Reads of other members' memory by its copies that those members have
       not yet waited for (write after read): rd[s], recorded after its last
       copies from member s, is due while rd_due[s]. */
    void **rd;
    unsigned char *rd_due;
    int nrd;
    /* runtime/copy.cu's kernel, loaded on first use (copy_tried) */
    void *copy_mod, *copy_fn;
    int copy_tried;
} GwFences;

typedef struct GwDevice {
    /* init.c */
    int num;
    void *ctx;                  /* NULL until first used */
    /* present.c */
    GwPresent present;
    /* pool.c */
    GwPool pool;
    /* queue.c (each queue's scratch: scratch.c) */
    GwQueues queues;
    /* scratch.c: synchronous regions' scratch */
    GwScratchSet sync_scratch;
    /* module.c */
    GwModules mods;
    /* defer.c */
    GwDefer defer;
    /* launch.c */
    int sm_count;               /* 0 until asked */
    /* split.c */
    GwFences fences;
    /* graph.c */
    GwGraphCache graphs;
    /* pin.c */
    GwPinHist pin;
} GwDevice;

/* check.c: dynamic references that file-scope declares hold. */
typedef struct GwHeld {
    int dev;
    char *host;
    long dref;
} GwHeld;

/* check.c: what GANGWAY_CHECK's reports need.  File-scope declare data is
 * entered (enter data, before main) for the whole run, so the exit report
 * leaves it out: around a declare's gw_enter_data, gw__enter notes each
 * block's dynamic count (snap) and gw__leave records what the declare
 * added (held). */
typedef struct GwCheck {
    GwHeld *held, *snap;
    int nheld, capheld, nsnap, capsnap;
    GwDevice *declaring;        /* device of the declare being entered */
    int declare_depth;          /* its gw__enter nesting depth */
    struct { int dev, id; } waited[64];     /* unused queues warned about */
    int nwaited;
} GwCheck;

/* split.c: one member's part of a split launch (gw__split_prepare). */
typedef struct GwSplitPart {
    GwDevice *dev;              /* the member, opened */
    void *stream;               /* its stream of the launch's queue; NULL: default */
    long long lo, hi;           /* its iterations of the split loop (never none) */
    unsigned grid[3];
    void **ptr;                 /* the plan's ptr_args, translated to its copies */
    void *red[3];               /* its gw_red, gw_part, gw_out */
    size_t fetched;             /* bytes copied to it from other members */
    int ncopies;                /* its copies (GwSplitState.copies) */
    long long ia, ib;           /* its interior: iterations that touch nothing it
                                   fetches, launched beside its copies (on its
                                   side stream, the ends after them); ia == ib: none */
    void *t0, *t1;              /* timing events around its work; NULL: untimed */
} GwSplitPart;

/* split.c: a piece made valid on a member, marked once every fetch is queued. */
typedef struct GwSplitValid {
    GwDevice *dev;
    const char *host;
    size_t n;
} GwSplitValid;

/* split.c: a copy of a stale piece to a part, queued once all are chosen. */
typedef struct GwSplitCopy {
    int m;                      /* the part fetching */
    GwDevice *src;
    GwBlock *sb, *eb;           /* the source's block, the part's */
    size_t at, stop;            /* bytes of the block */
} GwSplitCopy;

/* splittrace.c: the steps of a member's part of a traced split launch. */
enum { TRACE_START, TRACE_KERNEL, TRACE_KDONE, TRACE_END, TRACE_SIDE, TRACE_COPIED, TRACE_ENDS, TRACE_NEV };
/* splittrace.c: one member's events of one traced split launch. */
typedef struct GwTraceSlot {
    const gw_kernel *k;
    const gw_site *s;
    void *stream;               /* the part's stream (TRACE_START's) */
    int dev;                    /* the events' device, -1: none made */
    unsigned have;              /* bit per TRACE_* recorded in this launch */
    void *ev[TRACE_NEV];
} GwTraceSlot;

/* splittrace.c: GANGWAY_SPLIT_TRACE's ring of the last n split launches. */
typedef struct GwSplitTrace {
    int n;                      /* launches kept, 0: off */
    int nmem;
    long count;                 /* split launches traced so far */
    int on, slot;               /* the launch being made is traced, in this slot */
    GwTraceSlot *ring;          /* [member * n + slot] */
} GwSplitTrace;

/* split.c: the state of split launches; parts and buffers reused launch to launch. */
typedef struct GwSplitState {
    int force;                  /* GANGWAY_SPLIT: 0 auto, 1 always, -1 never */
    int peers_done;             /* members' contexts opened to each other */
    unsigned char *direct;      /* [e * ndev + f]: 1 kernels on device e reach f's memory, 2 not, 0 unasked */
    int engine_copies;          /* GANGWAY_SPLIT_COPY=engine: no copy kernel */
    long by_kernel, kernel_launches, by_engine;     /* pieces fetched each way (GANGWAY_TIME) */
    int copy_err;               /* why the copy kernel did not load or run, or 0 */
    long unreached;             /* parts whose copies it could not make (reaches) */
    int link_done;              /* the link was measured (or cannot be) */
    double link_gbs;            /* its bandwidth, GB/s; 0: unknown */
    GwSplitPart *part;          /* one per member, of the launch being made */
    int npart, cappart;
    void **ptrs;                /* the parts' translated addresses */
    int capptrs;
    GwRanges want;              /* a part's ranges' union, host addresses */
    GwSplitValid *valid;
    int nvalid, capvalid;
    GwSplitCopy *copies;
    int ncopies, capcopies;
    long long per;              /* the launch's iterations a block (0: grids kept) */
    int axis;
    int due;                    /* some member's GwFences.rd_due is set */
    int balance;                /* GANGWAY_SPLIT_BALANCE=1: a synchronous reduction's
                                   later-launched members get less (split.c, balance) */
    const long long *bias;      /* the launch's shift of each boundary between parts,
                                   iterations ([0] and [n] none); NULL: none */
    int overlap;                /* GANGWAY_SPLIT_OVERLAP (default 1): parts' interiors
                                   run before their copies arrive */
    void **src_ready;           /* per member: fence on its stream before this
                                   launch's copies from it and its own side
                                   stream's work, NULL: not yet */
    unsigned char *reads;       /* reads[s]: the part being queued copies from s */
    int capsrc, capreads;
    void **time_ev;             /* the next prepare's timing events, 2 per
                                   member (GwSplitPart.t0, t1); NULL: untimed */
    void **stats;               /* the kernels' records (struct GwSplitStat) */
    int nstats, capstats;
    GwSplitTrace trace;         /* GANGWAY_SPLIT_TRACE (splittrace.c) */
} GwSplitState;

/* Quotients rounded down and up, for negative operands too (split.c's
   interiors, pacc.c's rows and chunks). */
static inline __int128 gw__div_floor(__int128 a, __int128 b)
{
    __int128 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static inline __int128 gw__div_ceil(__int128 a, __int128 b)
{
    return -gw__div_floor(-a, b);
}

/* pacc.c: a pipeline's shape (docs/pacc.md) and the plan for it. */
typedef struct GwPaccShape {
    long long rows;             /* rows of the outermost axis */
    int narr;
    const size_t *row_bytes;    /* per array: the bytes of one row */
    const int *inout;           /* per array: 1 read and written (copied out); NULL: all */
    long long below, above;     /* halo rows a time step reads on either side */
    long long steps;            /* time steps */
    long long want_chunks, want_depth;      /* overrides; 0: chosen */
    int incore;                 /* in core whenever the arrays fit (GANGWAY_PACC_INCORE=1) */
} GwPaccShape;

typedef struct GwPaccPlan {
    int incore;                 /* every array fits: one chunk, no halos */
    long long chunk, nchunks;   /* rows a chunk (the last may have fewer), chunks */
    long long depth;            /* time steps a chunk takes while on the device */
    long long buf_rows;         /* rows a buffer holds: chunk and halos */
    size_t bytes;               /* device memory the buffers take */
    char why[256];              /* the choice, said (GANGWAY_TIME, --info) */
} GwPaccPlan;

#define GW_PACC_TRACE 48          /* chunks a trace follows */

/* pacc.c: one array of the running pipeline. */
typedef struct GwPaccArr {
    char *host;                 /* its row 0 */
    size_t row;
    int inout;
    const char *name;
    char *buf[3];               /* out of core: a buffer per chunk in flight */
    int pinned;                 /* pieces of its rows were page-locked here */
    size_t pin_end;             /* bytes from its row 0 page-locked (or tried) so far */
    size_t *cuts;               /* where each piece of its rows ends: a copy crosses none */
    unsigned char *locked;      /* and whether the piece was page-locked */
    int ncuts, cap_cuts;
} GwPaccArr;

/* pacc.c: the pipeline running (one at a time, on the current device). */
typedef struct GwPaccState {
    int on;                     /* between gw_pacc_begin and gw_pacc_end */
    int chunked;                /* out of core: the kernels run on chunks */
    const gw_site *site;
    GwDevice *d;
    GwPaccPlan plan;
    GwPaccArr *arr;
    gw_map *maps;               /* in core: the data region's */
    int narr;
    long long rows, below, above, steps;
    long long done;             /* steps finished by the passes before */
    long long k;                /* this pass's steps */
    long long c;                /* its chunk on the device (-1: none yet) */
    long long lo, hi;           /* rows the kernels may write at this step */
    int skip;                   /* a step before the pass's first: its kernels do not run */
    double pin_ms;              /* spent page-locking the arrays, a piece at a time (in the first pass) */
    void *in[3], *run[3];       /* streams: transfers in and shared copies; kernels and out */
    void *ev[3][3];             /* per buffer: in done, shared copy done, out done */
    int used[3];                /* the buffer has had a chunk (its out event recorded) */
    void **out;                 /* per pass parity and chunk: its rows back in the program's
                                   arrays (the next pass's chunks that read them wait for it) */
    int passes;                 /* passes begun */
    int barrier;                /* GANGWAY_PACC_BARRIER=1: a pass waits for the last one whole */
    long launches, h2d, d2d, d2h;   /* kernels launched, bytes moved (GANGWAY_TIME) */
    double setup_ms;            /* pinning the arrays, making the buffers */
    /* GANGWAY_PACC_TRACE=1: events at the stages of the first pass's chunks */
    void *t0, *trace[GW_PACC_TRACE][5];
    int ntrace;
} GwPaccState;

/* prof.c: the NVTX v3 tables an injection library (Nsight Systems'
 * NVTX_INJECTION64_PATH) fills, as a program built with NVTX's headers
 * holds them: per callback module m (1..6), table[at[m] .. at[m]+n[m]] are
 * pointers to the function slots the tool sets (the first and last NULL). */
#define GW_NVTX_MODULES 7
#define GW_NVTX_ENTRIES 76          /* the modules' sizes (16, 9, 15, 7, 16, 7) plus one each */
typedef void (*GwNvtxFn)(void);
typedef struct GwNvtx {
    GwNvtxFn slot[GW_NVTX_ENTRIES];
    GwNvtxFn *table[GW_NVTX_ENTRIES];
    int at[GW_NVTX_MODULES], n[GW_NVTX_MODULES];
    struct {                        /* NVTX_ETID_CALLBACKS, as NVTX lays it out */
        size_t size;
        int (*get_module)(int module, GwNvtxFn ***table, unsigned *size);
    } callbacks;
    struct {                        /* NVTX_ETID_VERSIONINFO */
        size_t size;
        uint32_t version, reserved;
        void (*set_version)(uint32_t version);
    } version;
} GwNvtx;

/* prof.c: the instruments.  `on` is the one word every hook tests. */
#define GW_PROF_CBS 8               /* callbacks an event may have */
#define GW_PROF_DEPTH 16            /* start events a thread may be inside */
enum { GW_PROF_NOTIFY = 1, GW_PROF_CALLBACKS = 2, GW_PROF_NVTX = 4 };
typedef struct GwProf {
    int on;                         /* GW_PROF_*: which instruments are on; 0: none */
    int inited;                     /* gw__prof_init ran */
    int shut;                       /* acc_ev_runtime_shutdown fired */
    unsigned notify;                /* GANGWAY_NOTIFY's bits (GW_NOTIFY_*) */
    struct {
        acc_prof_callback fn;
        int off;                    /* acc_toggle'd off */
    } cb[acc_ev_last][GW_PROF_CBS]; /* in the order registered */
    int ncb[acc_ev_last];
    int nvtx;                       /* an injection library took the tables */
    GwNvtx nt;
} GwProf;

typedef struct GwState {
    /* init.c: the lock, device selection, messages, device properties */
    pthread_mutex_t lock;       /* recursive: gw_fatal may exit while held */
    int depth;                  /* gw__enter nesting (the lock is recursive) */
    int inited;                 /* device selection done */
    int exiting;                /* atexit handler running: no fatal errors */
    int failed;                 /* a fatal error was reported */
    acc_device_t want;          /* what the user asked for */
    int type_fixed;             /* acc_set_device_type called before init */
    int want_num;               /* ACC_DEVICE_NUM or acc_set_device_num, -1: unset */
    int env_type_read;          /* ACC_DEVICE_TYPE read (a bad value warns once) */
    acc_device_t env_type;      /* its value */
    int on_host;                /* compute regions and data run on the host */
    int noted;                  /* the no-GPU notice was printed */
    char why[256];              /* why there is no usable GPU */
    const GwBackend *be;        /* NULL when no backend could be initialised */
    GwDevice *devs;
    int ndev, cur;
    const gw_site *site;        /* directive being executed, for messages */
    char prop_name[256];        /* acc_get_property_string results */
    char prop_driver[64];
    /* pool.c: what acc_malloc gave while on the host (its allocs only) */
    GwPool host_pool;
    /* acc_data.c: acc_map_data's ranges while on the host, for its checks */
    GwPresent host_maps;
    /* cuda.c (the backend in use) */
    void *backend_data;         /* cuda.c's driver table */
    /* fake.c: the tests' host functions standing for kernels */
    struct GwFakeFn { const char *name; GwFakeKernel fn; } *fake_fns;
    int nfake, capfake;
    /* module.c */
    gw_module *modules;         /* registered, in any order */
    gw_kernel **kernels;        /* whose fn is cached, for device switches */
    int nkernels, capkernels;
    /* queue.c */
    int default_async;          /* the queue acc_async_noval means */
    /* scratch.c */
    _Alignas(16) char host_red[GW_RED_MAX];  /* reduction scratch on the host: generated code
                                                stores doubles and structs in it */
    /* launch.c: GANGWAY_TIME */
    int timing;                 /* set: time synchronous launches */
    size_t mem_cap;             /* pool.c: GANGWAY_DEVICE_MEMORY, bytes a device may
                                   hold (0: what it has) */
    void *ev[2];                /* its events */
    gw_kernel **timed;          /* kernels launched, for the report */
    int ntimed, captimed;
    /* fold.c */
    int tune;                   /* GANGWAY_TUNE not 0: gw_fold searches */
    /* defer.c */
    int defer;                  /* GANGWAY_DEFER not 0: quiet kernels run
                                   on while the host goes on (gw_launch) */
    int deferred;               /* launches not yet waited for, all devices
                                   (read without the lock by gw_settle) */
    /* check.c */
    GwCheck check;
    /* group.c: GANGWAY_NUM_DEVICES */
    int nmem;                   /* members of the group, 1: no group (0 before the backend) */
    int member_pass;            /* data.c acting on a member other than the leader */
    /* split.c */
    GwSplitState split;
    GwPaccState pacc;
    /* prof.c */
    GwProf prof;
    /* graph.c */
    GwGraphState graph;
    /* pin.c */
    GwPinState pin;
    struct GwApiSite *api_sites[256];   /* init.c: gw__api's sites, hashed by
                                   call; never freed: present blocks keep them */
} GwState;

extern GwState gw__state;

/* What one thread's call leaves for the same thread's next call.  The lock
 * is released between the two, so another thread's calls may come in
 * between: in GwState they would see, or overwrite, this thread's value.
 * The calls are the ABI's, which has no argument to carry it. */
typedef struct GwThread {
    const gw_site *raw_site;    /* data.c: gw_data_enter's site when its maps
                                   passed host addresses as they are; gw_launch
                                   of that site then waits */
    gw_kernel *folding;         /* fold.c: gw_fold's kernel, whose next launch
                                   gw_launch times */
    const gw_site *maps_site;   /* data.c: gw_data_enter's site and maps, for */
    gw_map *maps;               /* the launch of the same site (group.c, graph.c) */
    int nmaps;
    int prof_off;               /* prof.c: acc_toggle_per_thread turned callbacks off; */
    int prof_depth;             /* start events whose end has not come yet, and */
    void *prof_tool[GW_PROF_DEPTH];     /* the tool_info of the first 16, innermost last */
    struct {                    /* init.c: gw_api_at's calls, until their routines */
        const char *file, *text, *name;     /* take them (gw__api); a few, for */
        int line;                           /* calls in arguments of calls */
    } api[4];
    int napi;
} GwThread;

extern __thread GwThread gw__thread;     /* init.c */

/* ---- init.c: state, device selection, messages, device routines ---- */

/* Lock, initialise on first use, remember the site; NULL when on the host. */
GwDevice *gw__enter(const gw_site *s);
GwDevice *gw__enter_split(const gw_site *s);    /* gw_launch_split's: no gw__split_flush */
void gw__leave(void);
GwDevice *gw__device(int num);          /* opened (context retained) */
void gw__device_release(GwDevice *d);   /* waits, then gives back all it holds (acc_shutdown) */
void gw__bind(GwDevice *d);
const char *gw__where(const gw_site *s, char *buf, size_t n);
/* An OpenACC routine's site: where gw_api_at said the call to it stands
 * (*text: its pointer argument's spelling, or NULL), else no file; taken
 * once, so a call gwcc did not compile never gets another's line. */
const gw_site *gw__api(const char *name, const char **text);
int gw__is_api(const gw_site *s);       /* an API routine's site, not a directive's */
int gw__is_directive_site(const gw_site *s);    /* a directive's: file and line known */
void gw__fatal_hint(const gw_site *s, const char *hint, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
void gw__vfatal(const gw_site *s, const char *hint, const char *fmt, va_list ap)
    __attribute__((noreturn));
/* "'a[0:n]' (800 bytes at 0x..-0x..)" or "800 bytes at 0x..-0x.." */
const char *gw__item(char *buf, size_t n, const char *text, const void *h, size_t bytes);
void gw__grow(void *arr, int *cap, int need, size_t elt);
/* gw__fatal_hint, then d's present table near [h, h+n) (gw__present_dump):
 * for errors about data not present, or only partly */
void gw__fatal_near(GwDevice *d, const void *h, size_t n, const gw_site *s, const char *hint,
                    const char *fmt, ...) __attribute__((format(printf, 6, 7), noreturn));
/* Device numbers and types the program passes (OpenACC 3.3 3.2): errors
 * and warnings alike in every mode.  On the host there is device 0 only. */
void gw__check_host_num(const gw_site *s, int num, const char *routine);
#define gw__bug(msg) gw__bug_at(__FILE__, __LINE__, (msg))
void gw__bug_at(const char *file, int line, const char *msg) __attribute__((noreturn));

/* ---- check.c: GANGWAY_CHECK ---- */

int gw__check_enabled(void);            /* GANGWAY_CHECK=1 */
void gw__check_enter(GwDevice *d, const gw_site *s, int depth);   /* from gw__enter */
void gw__check_leave(int depth);        /* from gw__leave */
void gw__check_forget(int dev);         /* device dev released, its declare data too */
int gw__check_first_wait(int dev, int id);  /* 1 the first time queue id is waited on unused */
void gw__check_report(void);            /* at exit */
void gw__check_shutdown(GwDevice *d, const gw_site *s);    /* blocks acc_shutdown discards */
void gw__shutdown(const gw_site *site, int num, acc_device_t t);    /* num -1: every device */

/* ---- pool.c: device memory ---- */

void gw__pool_init(GwPool *p);
void gw__pool_release(GwDevice *d);     /* everything, at shutdown */
void *gw__alloc(GwDevice *d, size_t bytes, const char *what);
void *gw__alloc_exact(GwDevice *d, size_t bytes, const char *what);    /* not pooled */
void gw__free(GwDevice *d, void *dev);
int gw__is_alloc(GwDevice *d, const void *dev);
void gw__pool_drain(GwDevice *d);
void gw__pool_env(void);                /* GANGWAY_DEVICE_MEMORY */
/* the bound device d's memory as the program may use it: the cap's, when set */
void gw__mem_info(GwDevice *d, size_t *free_b, size_t *total_b);
int gw__parse_size(const char *v, size_t *bytes);     /* "2G", "512M", "4096": 1 when valid */

/* ---- present.c: the present table and attachments ---- */

typedef enum GwFind { FIND_ABSENT, FIND_PRESENT, FIND_PARTIAL } GwFind;

void gw__present_init(GwPresent *p);
void gw__present_release(GwPresent *p); /* unpins; the device memory goes with the pool */
/* Block for [h, h+n): PRESENT (contained; n == 0 may sit at a block's end),
 * PARTIAL (overlaps *idx but is not inside it) or ABSENT. */
GwFind gw__find(GwDevice *d, const void *h, size_t n, int *idx);
GwFind gw__present_find(const GwPresent *p, const void *h, size_t n, int *idx);   /* any table */
/* The blocks near [h, h+n) on stderr, for a not-present error: the 3 below
 * and the 3 above (GANGWAY_CHECK=1: every block, and the attachments). */
void gw__present_dump(GwDevice *d, const void *h, size_t n);
int gw__find_dev(GwDevice *d, const void *dev);    /* block holding dev, -1 */
/* [dev, dev + n) of a raw copy ends in the allocation it starts in (pool.c) */
void gw__check_dev_range(GwDevice *d, const gw_site *s, const char *role, const void *dev, size_t n);
int gw__insert(GwDevice *d, char *h, size_t n, char *dev);   /* mapped by S.site */
int gw__present_insert(GwPresent *p, char *h, size_t n, char *dev);
void gw__remove(GwDevice *d, int idx);
void gw__present_remove(GwPresent *p, int idx);
static inline char *gw__xlate(const GwBlock *b, const void *h)
{
    return b->dev + ((const char *)h - b->host);
}
void gw__attach(GwDevice *d, const gw_site *s, void **addr, void *stream);
void gw__attach_at(GwDevice *d, const gw_site *s, void **addr, size_t bias, void *stream);
int gw__detach(GwDevice *d, const gw_site *s, void **addr, int finalize, void *stream);   /* 0: was not attached */
void gw__attach_drop(GwDevice *d, const char *h, size_t n);
int gw__attach_in(GwDevice *d, const char *h, size_t n);
void gw__attach_fix_host(GwDevice *d, const char *h, size_t n);
void gw__attach_fix_dev(GwDevice *d, const char *h, size_t n, void *stream);

/* ---- ranges.c: interval sets ---- */

void gw__ranges_add(GwRanges *r, size_t lo, size_t hi);
void gw__ranges_sub(GwRanges *r, size_t lo, size_t hi);
/* The first piece [*a, *b) of the set inside [lo, hi); 0: none. */
int gw__ranges_next(const GwRanges *r, size_t lo, size_t hi, size_t *a, size_t *b);
int gw__ranges_has(const GwRanges *r, size_t at);
void gw__ranges_free(GwRanges *r);

/* ---- group.c: GANGWAY_NUM_DEVICES, the group's members and stale ranges ---- */

void gw__group_env(const gw_site *s);
void gw__group_each(GwDevice *d, int async, void (*fn)(GwDevice *e, void *arg), void *arg);
void gw__group_valid(GwDevice *d, const char *h, size_t n, int async);
void gw__group_d2h(GwDevice *d, char *h, size_t n, int async);
void gw__group_wrote(GwDevice *d, const char *h, size_t n);
void gw__group_wrote_dev(GwDevice *d, const void *dev, size_t n);
void gw__group_valid_dev(GwDevice *d, const void *dev, size_t n, int async);
/* A member other than d where byte `at` of d's block b is valid, its block
 * there and where its valid run ends (at most end). */
GwDevice *gw__group_source(GwDevice *d, const GwBlock *b, size_t at, size_t end, GwBlock **eb,
                           size_t *stop);
GwDevice *gw__group_member(int k);      /* member k, not opened */
/* member e's block holding host [h, h+n), or NULL (a declare link variable's too while unmapped) */
GwBlock *gw__group_block(GwDevice *e, const void *h, size_t n);
int gw__group_index(const GwDevice *e); /* e's member number */
void gw__group_before_launch(GwDevice *d, const gw_site *s, int async);
void gw__group_after_launch(GwDevice *d, const gw_site *s);

void gw__group_end(const char *why);     /* the program selects devices itself: one device */
void *gw__member_copy(const void *h, int k);    /* member k's address of h (unit tests) */
/* ---- split.c: split launches over the group, and when to split ---- */

int gw__pacc_plan(const GwPaccShape *sh, size_t free_b, GwPaccPlan *p, char *err, size_t nerr);

/* gw_launch_split's: the kernel on the running pipeline's chunk; 0 when no
   pipeline runs out of core. */
int gw__pacc_launch(GwDevice *d, const gw_site *s, gw_kernel *k, const unsigned grid[3],
                    const unsigned block[3], size_t shmem, void **args, const gw_split *sp,
                    long long trip, long long per, const gw_split_val *vals);
void gw__pacc_release(void);            /* at exit */
void gw__pacc_unlocked(void);           /* the pieces it gives back in the background, given back */

void gw__split_env(void);               /* GANGWAY_SPLIT */
void gw__fences_init(GwFences *f);
void gw__fences_release(GwFences *f);   /* the device bound */
void gw__split_release(void);           /* the kernels' records, at exit */
void gw__split_forget(void);            /* cached functions: contexts released */
/* every member waits, on each of its streams, for the copies that read it
   (gw__enter does it for every entry but a split launch's) */
void gw__split_flush(void);
/* Plan a split of the launch over every member and queue the fetches; 0
 * (*why set, nothing done) when it must run on the leader instead. */
int gw__split_prepare(GwDevice *d, const gw_site *s, const gw_split *sp, void **args,
                      const unsigned grid[3], long long trip, long long per,
                      const gw_split_val *vals, int async, const char **why);
void gw__split_args(const gw_split *sp, int m, void **args);    /* part m's values into args */
/* where member m of n starts: trip*m/n, at whole blocks of per iterations when per > 1 */
long long gw__split_share(int m, int n, long long trip, long long per);
/* After the members' launches: written ranges stale elsewhere, reductions noted. */
void gw__split_finish(GwDevice *d, const gw_split *sp, const gw_split_val *vals, int async);
void gw__split_report(void);            /* GANGWAY_TIME=1: modes and times, at exit */
/* init.c: an environment variable as a number from lo to hi: 1, 0 unset, -1 not one */
int gw__env_long(const char *name, long lo, long hi, int base, long *n, const char **text);
/* splittrace.c: GANGWAY_SPLIT_TRACE=N, the last N split launches step by step */
void gw__trace_env(void);
void gw__trace_begin(const gw_kernel *k, const gw_site *s);    /* a split launch: traced? */
void gw__trace_mark(int m, int what, void *st);     /* step TRACE_* of part m on stream st */
void gw__trace_end(void);               /* the launch's marks are done */
void gw__trace_forget(void);            /* contexts released */
void gw__trace_release(void);           /* at exit: the report, then the events */
void gw__split_trace_report(FILE *out); /* the averages per member and kernel */
void gw__split_copy_mode(int engine);
int gw__split_feed(gw_kernel *k, int split, double ms, double bytes);   /* the rule, for tests */
void gw__split_balance_test(gw_kernel *k, double tn_ms, const double *lag_us);  /* for tests */

/* ---- data.c: data clauses, update, deviceptr ---- */

enum { REF_STRUCT, REF_DYN };
void gw__map_enter(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async);
void gw__map_exit(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async);
void gw__map_update(GwDevice *d, const gw_site *s, gw_map *m, int async);
/* members 1..n-1 of the group only (module.c: the leader's declare is a module variable) */
void gw__map_enter_members(GwDevice *d, const gw_site *s, const gw_map *m, int ref, int async);
void gw__not_present(GwDevice *d, const gw_site *s, const char *text, const void *h, size_t bytes)
    __attribute__((noreturn));
/* A length the program computed negative arrives as a size_t past
 * PTRDIFF_MAX: an error naming the item (text, or the routine), every mode. */
void gw__check_len(const gw_site *s, const char *text, const void *h, size_t bytes);
void gw__check_null(const gw_site *s, const char *text, const void *h, size_t bytes);
void gw__check_maps(const gw_site *s, const gw_map *m, int n);

/* ---- pin.c: page-locking the program's memory for repeated copies ---- */

void gw__pin_env(void);                 /* GANGWAY_PIN, GANGWAY_PIN_MAX */
/* Block i was just created (before its copy in) / is about to be copied,
 * bytes of it, on stream st (NULL: synchronous); last: the block is freed
 * right after (a copy out at exit). */
void gw__pin_created(GwDevice *d, const gw_site *s, int i, void *st);
void gw__pin_copy(GwDevice *d, const gw_site *s, int i, size_t bytes, void *st, int last);
void gw__pin_drop(GwDevice *d, const gw_site *s, GwBlock *b);  /* it is being freed */
void gw__pin_unlock(GwBlock *b);        /* unlock it if locked */
void gw__pin_report(void);              /* GANGWAY_TIME, at exit */

/* ---- queue.c: async queues ---- */

void gw__queues_init(GwQueues *qs);
void gw__queues_release(GwDevice *d);   /* waits; each queue's scratch goes too */
GwQueue *gw__queue(GwDevice *d, int async, int create);
void *gw__stream(GwDevice *d, int async);   /* NULL: synchronous */
void *gw__copy_stream(GwDevice *d, int async);
int gw__queue_id(int async);            /* the queue async names (acc_async_noval resolved) */
void gw__queue_sync(GwDevice *d, const gw_site *s, int async);
/* Not a queue number, acc_async_noval, acc_async_sync nor acc_async_default:
 * an error in every mode (on the host no async argument reaches gw__queue). */
void gw__check_async(const gw_site *s, int async);

/* ---- scratch.c: reduction scratch, partials, private copies ---- */

void gw__scratch_init(GwScratchSet *sc);
void gw__scratch_release(GwScratchSet *sc);  /* its device memory goes with the pool */
/* A split launch: member e's gw_red, gw_part and gw_out (red[3]) like the
 * leader d's (red[] holds the leader's on entry), its identities queued. */
void gw__red_member(GwDevice *d, GwDevice *e, int async, void *red[3], void *stream);
/* The members that ran the launch's reduction, combined by slots at gw_red_end/done. */
void gw__red_members(GwDevice *d, int async, const gw_red_slot *slots, int nslots,
                     const int *members, int n);
/* dst = dst op src for every element of each slot. */
void gw__red_combine(void *dst, const void *src, const gw_red_slot *slots, int nslots);

/* ---- module.c: modules and kernels ---- */

void gw__modules_init(GwModules *m);
void gw__modules_release(GwDevice *d);
void *gw__kernel_fn(GwDevice *d, const gw_site *s, gw_kernel *k);     /* loads its module */
void *gw__kernel_fn_at(GwDevice *e, const gw_site *s, gw_kernel *k);  /* on e, bound; not cached */
void gw__kernels_forget(void);

/* ---- defer.c: launches the host has not waited for ---- */

void gw__defer_env(void);               /* GANGWAY_DEFER */
void gw__defer_init(GwDefer *df);
void gw__defer_release(GwDevice *d);    /* waits for them */
void gw__defer_note(GwDevice *d, const gw_site *s, const char *name, bool defer);
void gw__settle(GwDevice *d);           /* wait for deferred launches */
/* n of the deferred launches went as one graph, from kernel `from` to `to` */
void gw__defer_graph(GwDevice *d, const char *from, const char *to, int n);

/* ---- graph.c: graphs of repeating quiet launches ---- */

/* GANGWAY_GRAPHS, once the backend is up: be itself, or the shim over it */
const GwBackend *gw__graph_env(const GwBackend *be);
const GwBackend *gw__backend(void);     /* the real backend (S.be may be the shim) */
/* gw_launch's, on one device: 1 when the launch was recorded (or ends a
 * batch, which went as a graph); 0: launch it (a batch of other launches
 * was queued first).  Every launch passes here: the detector sees all. */
int gw__graph_take(GwDevice *d, const gw_site *s, gw_kernel *k, void *fn, const unsigned grid[3],
                   const unsigned block[3], size_t shmem, void **args, bool recordable);
void gw__graph_flush(void);             /* the open batch, launch by launch */
void gw__graph_release(GwDevice *d);    /* its graphs; the batch first */
void gw__graph_report(void);            /* GANGWAY_GRAPHS=verbose, at exit */

/* ---- launch.c: launches, occupancy, timing ---- */

void gw__launch_env(void);              /* GANGWAY_TIME */
void gw__launch_release(GwDevice *d);
int gw__sm_count(GwDevice *d);
void gw__time_report(void);             /* GANGWAY_TIME=1, at exit */
void gw__launch_check(GwDevice *d, const gw_site *s, const gw_kernel *k);
void gw__launch_failed(const gw_site *s, const gw_kernel *k, int err);
void gw__time_note(gw_kernel *k, const gw_site *s, const unsigned grid[3], const unsigned block[3]);

/* ---- fold.c: the vector width search ---- */

void gw__fold_env(void);                /* GANGWAY_TUNE */
gw_kernel *gw__fold_take(void);         /* the kernel the next launch is timed for */
void gw__fold_result(gw_kernel *k, unsigned bx, float ms);

/* ---- jitcache.c: the disk cache of kernels compiled at run time ----
 * One file per key in $GANGWAY_CACHE_DIR (else $XDG_CACHE_HOME/gangway,
 * else ~/.cache/gangway; "off": none), named by the key in hex, checked
 * whole on every read; least recently used entries go past
 * GANGWAY_CACHE_SIZE (1G).  A cache that cannot be read or written only
 * costs compile time: these calls never fail the program. */

/* SipHash-2-4 with a 128-bit tag, fed in pieces. */
typedef struct GwJitHash {
    uint64_t v[4];
    uint64_t tail;              /* bytes of the word not yet full */
    uint64_t len;               /* bytes fed */
} GwJitHash;

typedef struct GwJitKey {
    unsigned char b[16];        /* SipHash-2-4-128 of the parts */
} GwJitKey;

/* What a compiled kernel depends on: each changes the key. */
typedef struct GwJitParts {
    const char *source;         /* the kernel's source text */
    const void *values;         /* the values it is specialised for, as bytes */
    size_t values_bytes;
    int cc;                     /* compute capability, major * 10 + minor */
    int nvrtc;                  /* NVRTC's version, major * 1000 + minor * 10 */
    int driver;                 /* cuDriverGetVersion's */
    const char *const *opts;    /* the compile options, in order */
    int nopts;
} GwJitParts;

void gw__jit_hash_init(GwJitHash *h, uint64_t k0, uint64_t k1);
void gw__jit_hash_add(GwJitHash *h, const void *p, size_t n);
void gw__jit_hash_end(GwJitHash *h, unsigned char out[16]);     /* h is spent */
void gw__jit_key(GwJitKey *k, const GwJitParts *p);
void gw__jit_key_name(const GwJitKey *k, char name[33]);        /* 32 hex digits */
/* 1 and a malloc'd copy of the entry's payload, or 0 (absent, damaged,
   another key's: a damaged entry is removed); a hit marks it used. */
int gw__jit_cache_get(const GwJitKey *k, void **data, size_t *len);
/* 1 when stored (atomically replacing any entry of k), then evicts. */
int gw__jit_cache_put(const GwJitKey *k, const void *data, size_t len);

/* ---- jit.c, jit_text.c: kernels compiled at run time by NVRTC ----
 * NVRTC is loaded with dlopen on the first compile that the cache cannot
 * answer (never linked: libgangway loads everywhere).  A cache hit needs no
 * NVRTC: its version comes from a stamp entry of the cache, checked against
 * the library file (docs/jit-plan.md 2.1-2.5). */

typedef struct GwJitReq {
    const char *name;           /* "<unit>.gw.cu": NVRTC's name for messages */
    const char *defs;           /* text put before the source (the #define GW_SPEC_OPEN
                                   ... lines), or NULL; joins the key as its values */
    const char *part[2];        /* the source: part[0] (the prelude, or the whole unit),
                                   part[1] (one kernel's text, or NULL) */
    size_t part_len[2];
    const char *opts;           /* the module's jit_opts, one per line (may be NULL) */
    int cc;                     /* the device's compute capability, major*10+minor */
} GwJitReq;

typedef struct GwJitOut {
    void *image;                /* malloc'd cubin (caller frees); PTX text, 0-ended,
                                   when NVRTC is older than the device */
    size_t len;
    double ms;                  /* time spent: cache read, or NVRTC compile (+ cache write) */
    int hit;                    /* 1: from the cache, no compile */
    GwJitKey key;               /* on success: the image's cache entry */
    int ptx;                    /* on success: the image is PTX text */
    char log[1024];             /* on failure: the first lines of NVRTC's log or why */
} GwJitOut;

/* For GANGWAY_TIME's report; jit.c's mutex guards it (gw__jit_stats_now). */
typedef struct GwJitStats {
    int compiles;               /* NVRTC compiles that gave an image */
    int failures;               /* requests that gave none (NVRTC's errors, no NVRTC) */
    int hits;                   /* images from the cache */
    double compile_ms;          /* NVRTC compiles (and their cache writes), in all */
    double hit_ms;              /* cache reads that hit, in all */
    double load_ms;             /* loading NVRTC: dlopen, dlsym, a small first compile */
    double module_ms;           /* first launches: loading units' device code (and compiling
                                   it, GANGWAY_JIT=all), in all */
    int modules;                /* device code loads (or links) timed in module_ms */
    int loaded;                 /* 1: NVRTC loaded; -1: it cannot be; 0: not tried */
    int stamped;                /* the stamp entry was sound: hits need no dlopen */
    int version;                /* NVRTC's, major * 1000 + minor * 10; 0: unknown */
    char lib[256];              /* the library file loaded (or the stamp's) */
} GwJitStats;
extern GwJitStats gw__jit_stats;
GwJitStats gw__jit_stats_now(void);     /* a copy, taken under the mutex */
void gw__jit_note_module(double ms);    /* module.c: a first launch's load took ms */
double gw__ms_since(const struct timespec *t0);     /* CLOCK_MONOTONIC ms since t0 */
double gw__now_ms(void);                            /* CLOCK_MONOTONIC, ms */

int gw__jit_env(void);          /* GANGWAY_JIT: -1 unset, 0 off, 1 on, 2 "all"; read once */
int gw__jit_on(const gw_module *m);     /* GANGWAY_JIT, else the build's default (GW_MOD_JIT) */
/* 1 when NVRTC is loaded (the first call loads it, and compiles a little
   for the current device; thread-safe); 0: it cannot be, said once per
   run on stderr */
int gw__jit_nvrtc(void);
/* 0: o->image holds a cubin for r->cc (PTX, 0-ended, when NVRTC is older
   than the device); else -1 and o->log says why.  Thread-safe; never
   fatal.  An exit waits for the compiles in flight.  But NVRTC must be
   loaded by the thread that launches (the one that may exit): a program
   that exits while another thread loads NVRTC or compiles for the first
   time crashes in NVRTC (seen here and on the H100).  So a worker thread
   gets only misses of gw__jit_cached, after gw__jit_nvrtc on the launching
   thread (or gw__jit_build there: it loads NVRTC for r->cc). */
int gw__jit_build(const GwJitReq *r, GwJitOut *o);
/* gw__jit_build from the cache only: never loads NVRTC nor compiles; -1: a miss. */
int gw__jit_cached(const GwJitReq *r, GwJitOut *o);
/* The image of cache entry k (a cubin, or PTX text when ptx) into o, as a
   hit of gw__jit_cached; -1: absent, damaged or not such an image. */
int gw__jit_cached_key(const GwJitKey *k, int ptx, GwJitOut *o);
/* NVRTC's version as a key would have it, without loading NVRTC (the
   loaded library's, else the stamp's), and the driver's; 0: not known. */
int gw__jit_versions(int *nvrtc, int *driver);
void gw__jit_unit_name(const gw_module *m, char *buf, size_t n);    /* "dot.gw.cu" for dot.c */
const char *gw__jit_header(size_t *len);        /* jit_text.c: gangway_dev.h, 0-ended */
const char *gw__jit_header_hash(void);          /* its hash, 32 hex digits */

/* ---- spec.c: kernels specialised at run time (GANGWAY_JIT) ---- */

typedef struct GwSpecLaunch {
    int time;                   /* this launch is timed for the adoption trial */
    int slot;                   /* the timing slot whose events it records */
} GwSpecLaunch;
/* Tests: stands for gw__jit_build (the fake device has no NVRTC). */
typedef int (*GwSpecHook)(const GwJitReq *r, GwJitOut *o);
void gw__spec_hook(GwSpecHook hook);
/* The function k's launch runs: generic, or a specialisation whose guard
   holds for args; profiles the values and starts compiles on the way. */
void *gw__spec_fn(GwDevice *d, gw_kernel *k, void *generic, void **args, void *stream, GwSpecLaunch *jl);
void gw__spec_after(gw_kernel *k, GwSpecLaunch *jl, void *stream);     /* after the launch */
void gw__spec_release(GwDevice *d);     /* before d's modules go */
void gw__spec_report(void);             /* GANGWAY_TIME, at exit */
void gw__spec_quiesce(void);            /* at exit: no compile on the worker thread */
int gw__spec_timing_only(void);         /* GANGWAY_TIME=jit */
enum { SPEC_COMPILING, SPEC_TRIAL, SPEC_ADOPTED, SPEC_REJECTED, SPEC_FAILED, SPEC_HINT };
typedef struct GwSpecCounts {   /* a kernel's profile, for tests */
    int nspec, off;
    long generic, misses;
    uint64_t mask[4], align[4];
    long launches[4];
    int state[4];
} GwSpecCounts;
void gw__spec_counts(const gw_kernel *k, GwSpecCounts *c);
char *gw__spec_defs(const gw_kernel *k, uint64_t mask, uint64_t align, const uint64_t *val);
void gw__spec_literal(const gw_param *q, uint64_t v, char *buf, size_t n);

/* ---- prof.c: the instruments (GANGWAY_NOTIFY, acc_prof.h, NVTX) ----
 * Each hook below is a load and a branch while no instrument is on; the
 * *_at functions build the event, print its notify line, call the tools'
 * callbacks and push or pop its NVTX range.  Events carry acc_prof.h's
 * acc_event_t numbers. */

/* GANGWAY_NOTIFY's bits, NVHPC's NV_ACC_NOTIFY's */
enum { GW_NOTIFY_LAUNCH = 1, GW_NOTIFY_COPY = 2, GW_NOTIFY_REGION = 4, GW_NOTIFY_WAIT = 8,
       GW_NOTIFY_ALLOC = 16 };

void gw__prof_init(void);               /* once, before the backend: the env, ACC_PROFLIB */
void gw__prof_shutdown(void);           /* acc_ev_runtime_shutdown, once, at exit */
/* enter/exit data, update start and end (d NULL: on the host); on a compute
 * construct's site, enter_data_start and exit_data_end also begin and end
 * the compute construct */
void gw__prof_region_at(GwDevice *d, const gw_site *s, int ev, int async);
/* create, delete, alloc, free, enqueue upload and download start and end */
void gw__prof_data_at(GwDevice *d, const gw_site *s, int ev, const char *name, const void *h,
                      const void *dev, size_t bytes, int async);
void gw__prof_launch_at(GwDevice *d, const gw_site *s, const gw_kernel *k, const unsigned grid[3],
                        const unsigned block[3], size_t shmem, int async, int ev);
/* a split launch's members (SP.part), each one launch */
void gw__prof_split_at(const gw_site *s, const gw_kernel *k, const unsigned block[3], size_t shmem,
                       int async, int ev);
/* wait start and end: for queue `on`, or all of d's when all */
void gw__prof_wait_at(GwDevice *d, const gw_site *s, int ev, int on, int all, int async);
void gw__prof_device_at(GwDevice *d, int ev);    /* device init and shutdown start and end */

static inline void gw__prof_region(GwDevice *d, const gw_site *s, int ev, int async)
{
    if (gw__state.prof.on)
        gw__prof_region_at(d, s, ev, async);
}

static inline void gw__prof_data(GwDevice *d, const gw_site *s, int ev, const char *name, const void *h,
                                 const void *dev, size_t bytes, int async)
{
    if (gw__state.prof.on)
        gw__prof_data_at(d, s, ev, name, h, dev, bytes, async);
}

static inline void gw__prof_launch(GwDevice *d, const gw_site *s, const gw_kernel *k, const unsigned grid[3],
                                   const unsigned block[3], size_t shmem, int async, int ev)
{
    if (gw__state.prof.on)
        gw__prof_launch_at(d, s, k, grid, block, shmem, async, ev);
}

static inline void gw__prof_split(const gw_site *s, const gw_kernel *k, const unsigned block[3], size_t shmem,
                                  int async, int ev)
{
    if (gw__state.prof.on)
        gw__prof_split_at(s, k, block, shmem, async, ev);
}

static inline void gw__prof_wait(GwDevice *d, const gw_site *s, int ev, int on, int all, int async)
{
    if (gw__state.prof.on)
        gw__prof_wait_at(d, s, ev, on, all, async);
}

static inline void gw__prof_device(GwDevice *d, int ev)
{
    if (gw__state.prof.on)
        gw__prof_device_at(d, ev);
}

#endif
