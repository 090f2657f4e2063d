/* gangway_rt.h: the calls that gwcc-generated host code makes into libgangway.
 * docs/abi.md explains each call; keep the two in step. */
#ifndef GANGWAY_RT_H
#define GANGWAY_RT_H

/* No system headers: generated host files paste this above the user's
 * already-preprocessed code, which has its own copies of them. */

#ifdef __cplusplus
extern "C" {
#endif

/* Where a directive stands in the user's source, for run-time messages. */
typedef struct gw_site {
    const char *file;
    int line;
    const char *construct;      /* "parallel", "data", "enter data", ... */
} gw_site;

/* What a data clause asks for (OpenACC 3.3 section 2.7). */
typedef enum gw_map_kind {
    GW_MAP_COPY,
    GW_MAP_COPYIN,
    GW_MAP_COPYOUT,
    GW_MAP_CREATE,
    GW_MAP_NO_CREATE,
    GW_MAP_PRESENT,
    GW_MAP_DEVICEPTR,       /* host points at device memory already */
    GW_MAP_DELETE,          /* exit data delete */
    GW_MAP_ATTACH,
    GW_MAP_DETACH,
    GW_MAP_UPDATE_DEVICE,   /* update device(...) */
    GW_MAP_UPDATE_SELF,     /* update self(...) / host(...) */
    GW_MAP_LOOKUP,          /* implicit pointer: translate if present, else
                               pass the host value (error if deref'd, flag) */
    GW_MAP_LINK             /* gw_declare_global of a declare link variable */
} gw_map_kind;

enum {
    GW_MF_ZERO      = 1 << 0,   /* create/copyout(zero: ...) */
    GW_MF_FINALIZE  = 1 << 1,   /* exit data finalize */
    GW_MF_IMPLICIT  = 1 << 2,   /* no clause named it: implicit attribute */
    GW_MF_IF_PRESENT = 1 << 3,  /* update if_present */
    GW_MF_DEREF     = 1 << 4,   /* GW_MAP_LOOKUP: the region dereferences it */
    GW_MF_READONLY  = 1 << 5,   /* copyin(readonly: ...) */
    GW_MF_SECTION   = 1 << 6,   /* GW_MAP_LOOKUP with the section the region
                                   uses: translated when its start is present,
                                   else copied in (and out unless READONLY) */
    GW_MF_ROWS      = 1 << 7,   /* a[l0:n0][l1:n1] on a T **a: host = &a[l0], a
                                   table of rows pointers; each row's section is
                                   bytes long from row_off; every row is mapped
                                   and attached in the table's device copy */
    GW_MF_SOFT      = 1 << 8,   /* GW_MAP_ATTACH added for a pointer section
                                   (2.7.2's attach action): host may be NULL */
};

/* One item of a data clause: a[lb:len] is host = &a[lb], bytes = len*sizeof *a. */
typedef struct gw_map {
    void *host;
    __SIZE_TYPE__ bytes;
    int kind;               /* gw_map_kind */
    unsigned flags;         /* GW_MF_* */
    const char *text;       /* the item as written, "a[0:nn]", for messages */
    void *dev;              /* out: device address of host, set on entry */
    __SIZE_TYPE__ rows;     /* GW_MF_ROWS: how many rows */
    __SIZE_TYPE__ row_off;  /* GW_MF_ROWS: byte offset of each row's section */
} gw_map;

/* A fatbin embedded in an object file, loaded on first use.  Relocatable
 * ones (rdc) are linked together into one module, since their device code
 * calls functions that other units define. */
typedef struct gw_module {
    const void *image;      /* fatbin bytes */
    const char *name;       /* translation unit, for messages */
    void *handle;           /* CUmodule once loaded (runtime-owned) */
    struct gw_module *next; /* runtime-owned */
    __SIZE_TYPE__ size;     /* bytes of image */
    int rdc;                /* 1: relocatable device code (nvcc -rdc=true) */
    /* Run-time compilation (docs/jit-plan.md): the unit's CUDA text as nvcc
       compiled it, or NULL (-fno-gw-jit-source, or jit_why says why not). */
    const char *src;
    unsigned src_len;       /* bytes of src */
    unsigned prelude_len;   /* src[0, prelude_len): what every kernel needs (types,
                               device functions); each kernel's text follows */
    const char *jit_opts;   /* NVRTC options of the build, one per line */
    const char *jit_why;    /* NULL, or why the unit cannot be compiled at run time */
    int arch;               /* the SASS the fatbin holds: 90 for sm_90 */
    int flags;              /* GW_MOD_* */
} gw_module;

#define GW_MOD_JIT        1 /* built with -fgw-jit: GANGWAY_JIT defaults to 1 */
#define GW_MOD_FAST_MATH  2 /* -ffast-math: floating-point values may be compiled in */
#define GW_MOD_GLOBALS    4 /* declares __device__ globals: no separate modules */
#define GW_MOD_FP_EXACT   8 /* -ffp-contract=on/off: the text fixes every rounding
                               (explicit fma, -fmad=false), so a specialised
                               kernel computes bit for bit what the generic one does */

/* One entry of a kernel's args, as the run-time compiler sees it. */
typedef struct gw_param {
    const char *decl;       /* its declaration in the CUDA text: "const int n" */
    const char *type;       /* its type there, for a cast: "int", "enum color" */
    const char *name;       /* its name there */
    unsigned char kind;     /* GW_P_* */
    unsigned char bytes;    /* sizeof what args[i] points at, the host
                               compiler's; 0 for GW_P_OTHER values by value */
    unsigned char flags;    /* GW_PF_* */
} gw_param;

enum { GW_P_OTHER, GW_P_SINT, GW_P_UINT, GW_P_BOOL, GW_P_FLOAT, GW_P_PTR };
#define GW_PF_FLOATY 1      /* an integer that reaches floating-point arithmetic */
#define GW_PF_SHARE  2      /* gw_lo, gw_hi: the split share */

typedef struct gw_kernel {
    gw_module *module;
    const char *name;       /* extern "C" kernel name */
    int quiet;              /* its effects are in device memory only and the
                               host waits where it could see them (gw_settle):
                               a synchronous launch need not wait (gw_launch) */
    void *fn;               /* CUfunction once looked up (runtime-owned) */
    unsigned wave_threads;  /* runtime-owned: gw_wave's last block size, */
    unsigned wave;          /* and the blocks that fill the GPU with it */
    const void *site;       /* runtime-owned: GANGWAY_TIME's record, */
    long launches;
    double ms;              /* device time of its synchronous launches */
    unsigned last[6];       /* the last launch's grid and block */
    unsigned fold_bx;       /* runtime-owned: gw_fold's best vector width, */
    int fold_step;          /* where its search is, */
    float fold_ms;          /* the best width's time, */
    long long fold_gangs;   /* and the gang count it searched for */
    void *split;            /* runtime-owned: split.c's record of a kernel
                               of gw_launch_split (mode, times, functions) */
    const gw_param *params; /* args as the run-time compiler sees them, or NULL */
    int nparams;
    unsigned src_at;        /* the kernel's text: module->src[src_at, src_at + src_len),
                               which compiles after src[0, prelude_len) alone */
    unsigned src_len;
    const char *jit_why;    /* NULL, or why the kernel is never specialised */
    void *jit;              /* runtime-owned: spec.c's profile and specialisations */
} gw_kernel;

/* Queue numbers for async clauses; the same values as openacc.h. */
#define GW_ASYNC_NOVAL (-1)
#define GW_ASYNC_SYNC  (-2)

/* Is the lvalue e a pointer (not an array)?  Chooses, at compile time, the
 * attach action and the T ** row form of a data clause's item. */
#define GW_IS_PTR(e) __builtin_types_compatible_p(__typeof__(e), __typeof__(&*(e)))

/* The bytes of a subarray's length len of elements of size bytes, less
 * "less" elements (an outer dimension counts len - 1 whole rows): checked,
 * since the product can wrap.  A negative length gives its negative byte
 * count as size_t (above PTRDIFF_MAX), or GW_BYTES_NEGATIVE when that
 * overflows too; a count whose bytes do not fit in ptrdiff_t gives
 * GW_BYTES_TOO_BIG (which no negative count gives); gw_bytes_add keeps
 * them through sums; the runtime reports each with the item's text
 * (data.c, gw__check_len).  len is evaluated once (its signedness is its
 * type's). */
#define GW_BYTES_NEGATIVE ((__SIZE_TYPE__)-1)
#define GW_BYTES_TOO_BIG ((__SIZE_TYPE__)__PTRDIFF_MAX__ + 1)
#define GW_LEN_BYTES(len, size, less) \
    gw_len_bytes((unsigned long long)(len), (__typeof__(+(len)))-1 < 0, (__SIZE_TYPE__)(size), (less))
static inline __SIZE_TYPE__ gw_len_bytes(unsigned long long len, int is_signed, __SIZE_TYPE__ size, int less)
{
    unsigned long long by;
    long long neg;
    if (is_signed && (long long)len < 0)
        return __builtin_mul_overflow((long long)len, (long long)size, &neg) || neg == -__LONG_LONG_MAX__ - 1
               ? GW_BYTES_NEGATIVE : (__SIZE_TYPE__)neg;
    if (!len) return 0;
    if (__builtin_mul_overflow(len - (unsigned)less, (unsigned long long)size, &by) || by > (unsigned long long)__PTRDIFF_MAX__)
        return GW_BYTES_TOO_BIG;
    return (__SIZE_TYPE__)by;
}
static inline __SIZE_TYPE__ gw_bytes_add(__SIZE_TYPE__ a, __SIZE_TYPE__ b)
{
    if (a == GW_BYTES_TOO_BIG || b == GW_BYTES_TOO_BIG) return GW_BYTES_TOO_BIG;
    if (a > (__SIZE_TYPE__)__PTRDIFF_MAX__ || b > (__SIZE_TYPE__)__PTRDIFF_MAX__)
        return a > (__SIZE_TYPE__)__PTRDIFF_MAX__ ? a : b;      /* a negative length's */
    if (b > (__SIZE_TYPE__)__PTRDIFF_MAX__ - a) return GW_BYTES_TOO_BIG;
    return a + b;
}

/* Called from a constructor in every object that holds kernels. */
void gw_register_module(gw_module *m);

/* A file-scope declare'd variable that device functions use (from a
 * constructor): map host to the module's __device__ variable sym. */
void gw_declare_global(const gw_site *s, gw_module *m, const char *sym, void *host, __SIZE_TYPE__ bytes,
                       int kind);

/* 1 when compute regions go to a GPU, 0 for host fallback.  The first call
 * initialises the runtime and, when no GPU can be used although the user did
 * not ask for the host, says so once on stderr. */
int gw_active(void);

/* The host version of a compute construct runs (gw_active() was 0): called
 * before it (end 0) and after it (end 1) for the instruments (GANGWAY_NOTIFY,
 * acc_prof.h's compute construct events, NVTX); a load and a return when
 * none is on. */
void gw_host_compute(const gw_site *s, int async, int end);

/* The host version's data clauses, which move nothing: the same errors as
 * on a device for a negative or too large length and for data at a null
 * pointer (data.c).  Not called under an if or self clause. */
void gw_host_maps(const gw_site *s, const gw_map *m, int n);

/* Structured data lifetime (data construct, compute construct clauses):
 * enter maps every item (present-or-... per kind, structured reference
 * count +1) and sets m[i].dev; exit undoes it in reverse order. */
void gw_data_enter(const gw_site *s, gw_map *m, int n, int async);
void gw_data_exit(const gw_site *s, gw_map *m, int n, int async);

/* Dynamic data lifetime (enter data / exit data, dynamic reference count). */
void gw_enter_data(const gw_site *s, gw_map *m, int n, int async);
void gw_exit_data(const gw_site *s, gw_map *m, int n, int async);

/* update directive: kinds GW_MAP_UPDATE_DEVICE / GW_MAP_UPDATE_SELF. */
void gw_update(const gw_site *s, gw_map *m, int n, int async);

/* wait directive and wait clauses: nq == 0 means every queue; async is the
 * queue that waits (GW_ASYNC_SYNC: the host waits). */
void gw_wait(const gw_site *s, const int *queues, int nq, int async);
/* wait(devnum: dev: queues): the queues are device dev's; the host (or, with
 * async, the current device's queue) waits for them. */
void gw_wait_dev(const gw_site *s, int dev, const int *queues, int nq, int async);

/* Device address that corresponds to host address p, which must lie inside
 * (or one past) a present block; messages name `what` and the site. */
void *gw_deviceptr(const gw_site *s, const void *p, const char *what);

/* Launch one kernel; args as for cuLaunchKernel. */
unsigned gw_fold(gw_kernel *k, unsigned bx, long long gangs, int async);
void gw_launch(const gw_site *s, gw_kernel *k, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz, __SIZE_TYPE__ shmem, void **args, int async);

/* ---- a group of devices (GANGWAY_NUM_DEVICES, docs/multigpu.md) ----
 * Every launch of a kernel that gwcc emits split (gwcc --info: "split over
 * loop 'i'") goes through gw_launch_split; gwcc's duplicated and
 * leader-only kernels call gw_launch (so gwcc emits mode GW_SPLIT_LOOP
 * only; the other modes serve the runtime's tests).  With one device it is
 * gw_launch (the kernel gets lo = 0, hi = trip).  With several, the runtime runs it split (each member
 * runs iterations [lo, hi) of the split loop, after fetching the stale parts
 * of what they read and write), or on the leader alone (GW_SPLIT_DUPLICATE,
 * GW_SPLIT_LEADER, or when its measurements say one device is faster). */
enum { GW_SPLIT_LOOP, GW_SPLIT_DUPLICATE, GW_SPLIT_LEADER };
/* A range's kind: read or written by the kernel; WHOLE: the whole block
 * (c, omin and omax mean nothing). */
enum { GW_SR_READ = 1, GW_SR_WRITE = 2, GW_SR_ATOMIC = 4, GW_SR_WHOLE = 8 };
/* Reduction operators, in gangway_dev.h's order (GW_ADD ...). */
enum { GW_ROP_ADD, GW_ROP_MUL, GW_ROP_MAX, GW_ROP_MIN, GW_ROP_BAND, GW_ROP_BOR, GW_ROP_BXOR, GW_ROP_LAND,
       GW_ROP_LOR };
/* Element types of reduction results combined on the host. */
enum { GW_T_I8, GW_T_U8, GW_T_I16, GW_T_U16, GW_T_I32, GW_T_U32, GW_T_I64, GW_T_U64, GW_T_F32, GW_T_F64,
       GW_T_C32, GW_T_C64 };

/* One variable and access kind of a kernel (static). */
typedef struct gw_split_range {
    const char *name;       /* the variable, for messages */
    unsigned kind;          /* GW_SR_* */
} gw_split_range;

/* One reduction result in gw_red_begin's buffer (static). */
typedef struct gw_red_slot {
    unsigned offset;        /* bytes into the buffer */
    unsigned count;         /* elements (more than 1: an array's) */
    int op;                 /* GW_ROP_* */
    int type;               /* GW_T_* */
} gw_red_slot;

/* A launch site's split plan (static, one per gw_launch_split call). */
typedef struct gw_split {
    int mode;               /* GW_SPLIT_* */
    const char *why;        /* not GW_SPLIT_LOOP: why (GANGWAY_TIME, messages) */
    int lo_arg;             /* args[lo_arg], args[lo_arg + 1]: the kernel's
                               long long gw_lo, gw_hi (set per member) */
    int axis;               /* the grid axis (0 x, 1 y, 2 z) whose blocks run
                               the split loop's iterations */
    int nptr;
    const int *ptr_args;    /* args that hold device addresses: translated to
                               each member's copy of the same present data */
    int nranges;
    const gw_split_range *ranges;
    int red_arg;            /* args[red_arg], +1, +2: gw_red, gw_part and
                               gw_out of a region-level reduction; -1: none */
    int nslots;
    const gw_red_slot *slots;
} gw_split;

/* Per launch, one per range of the plan: iterations [lo, hi) of the
 * normalised split loop touch elements [c*lo + omin, c*(hi-1) + omax] of
 * the variable (swapped when c < 0), counted from base in units of elem
 * bytes (its first dimension: a row of an array). */
typedef struct gw_split_val {
    const void *base;       /* host address of the variable's element 0 */
    __SIZE_TYPE__ elem;
    long long c, omin, omax;
} gw_split_val;

/* trip: the split loop's trip count; per: its iterations per block along
 * sp->axis (0: the grid is kept as it is on every member). */
void gw_launch_split(const gw_site *s, gw_kernel *k, unsigned gx, unsigned gy, unsigned gz,
                     unsigned bx, unsigned by, unsigned bz, __SIZE_TYPE__ shmem, void **args, int async,
                     const gw_split *sp, long long trip, long long per, const gw_split_val *vals);

/* ---- out-of-core pipelines: #pragma pacc (docs/pacc.md) ----
 * The time loop of a pipeline runs as
 *     gw_pacc_begin(...);
 *     while (gw_pacc_pass(&first, &k))        k time steps from step `first`
 *         while (gw_pacc_chunk())             each chunk of rows, in turn
 *             for (s = 0; s < k; s++) { gw_pacc_step(s); the body's kernels }
 *     gw_pacc_end();
 * The body's kernels are gw_launch_split calls: while a pipeline runs out of
 * core they run on the chunk's buffers, on the iterations whose writes lie in
 * the rows the chunk computes at step s.  In core (the arrays fit) the
 * pipeline is a data region around the whole time loop: one pass, one chunk. */
typedef struct gw_pacc_array {
    const char *name;       /* for messages */
    int inout;              /* 1: targetinout (read and written); 0: targetin */
} gw_pacc_array;

/* Per run, one per array: where its rows are. */
typedef struct gw_pacc_val {
    void *host;             /* its first row (of the size clause's outermost range) */
    __SIZE_TYPE__ row;      /* bytes of one row */
} gw_pacc_val;

void gw_pacc_begin(const gw_site *s, int narr, const gw_pacc_array *arr, const gw_pacc_val *v,
                   long long rows, long long below, long long above, long long steps,
                   long long chunks, long long depth);
int gw_pacc_pass(long long *first, long long *k);
int gw_pacc_chunk(void);
void gw_pacc_step(long long s);
void gw_pacc_end(void);

/* Wait for the synchronous launches of quiet kernels that returned at once
 * (gw_launch): placed by gwcc before the first host statement after such a
 * region that could see them (a call, a volatile access, a jump out, the
 * function's end).  Returns at once when none is outstanding. */
void gw_settle(void);

/* How many blocks of `threads` threads of kernel k the whole GPU runs at
 * once (occupancy times multiprocessors); 0 when it cannot tell. */
unsigned gw_wave(const gw_site *s, gw_kernel *k, unsigned threads);

/* Reduction results: a small per-device scratch buffer, set to init (the
 * operators' identities) before the kernel and read back after it. */
void *gw_red_begin(const void *init, __SIZE_TYPE__ bytes, int async, void **out);
void gw_red_end(void *out, __SIZE_TYPE__ bytes, int async);
void gw_red_done(void *out, __SIZE_TYPE__ bytes, int async);
void *gw_red_parts(__SIZE_TYPE__ bytes, int async);

/* private(p[lo:n]) and firstprivate(p[lo:n]) on a pointer: device scratch
 * for one launch's copies (per queue, grows), and the host version's copy. */
void *gw_private_scratch(__SIZE_TYPE__ bytes, int async);
void *gw_host_alloc(__SIZE_TYPE__ bytes);
void gw_host_free(void *p);

/* The init, shutdown and set directives; -1 (and -3 for default_async)
 * marks an absent clause.  Device types use openacc.h's numbering. */
void gw_init_directive(const gw_site *s, int type, int num);
/* init, shutdown or set with device_type(name) for a type Gangway has no
 * device for (multicore, ...): a warning on stderr, and nothing changes. */
void gw_device_type_unavailable(const gw_site *s, const char *name);
void gw_shutdown_directive(const gw_site *s, int type, int num);
void gw_set_directive(const gw_site *s, int type, int num, int default_async);

/* host_data use_device: the device address of p (p itself when absent and
 * if_present is set). */
void *gw_use_device(const gw_site *s, const void *p, const char *what, int if_present);

/* Read-only data: 1 when the device addresses dev[0..n) lie in distinct
 * present blocks, so the kernel built with __restrict__ may run. */
int gw_distinct(const gw_site *s, void *const *dev, int n);

/* The construct's kernels keep VLAs of `bytes` in all on each device
 * thread's stack (alloca): the stack is made at least that big (plus room
 * for the kernel's own frame), or the program stops naming `what` (a VLA
 * declared at `line` of the construct's file, or 0) and the bytes. */
void gw_stack_need(const gw_site *s, const char *what, int line, __SIZE_TYPE__ bytes);

/* cache(p[lo:n]) staging: the present block holding the device address
 * dev, as element indices relative to dev, [*lo, *hi); unbounded when dev
 * lies in no present block (deviceptr, acc_malloc). */
void gw_cache_extent(const gw_site *s, const void *dev, __SIZE_TYPE__ elem, long long *lo, long long *hi);

/* Programs built with -acc=host call this first: compute regions and data
 * directives stay on the host, and nothing is said about it. */
void gw_host_only(void);

/* Where the user's next call to the OpenACC routine `name` stands: gwcc
 * writes such a call as (gw_api_at(file, line, text, "acc_copyin"),
 * acc_copyin)(...), so the routine's errors name the line and, text when
 * not NULL, the variable its first pointer argument spells (init.c). */
void gw_api_at(const char *file, int line, const char *text, const char *name);

/* A partitioned loop's step at run time, as its trip count divides by it
   (signed toward the bound: -step for a loop counting down): returned when
   positive; 0 or away from the bound, the loop would not end: a located
   error naming the loop's variable and step (ir.c, loop_trip). */
long long gw_loop_step(long long div, int down, const char *file, int line, const char *var, const char *step);

/* Launch sizing: multiprocessors of the current device (0 on the host). */
int gw_sm_count(void);

/* Runtime error at a directive: prints "file:line: error: ..." and exits. */
void gw_fatal(const gw_site *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));

#ifdef __cplusplus
}
#endif
#endif
