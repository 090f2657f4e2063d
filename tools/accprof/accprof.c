/* accprof.c: a sample OpenACC profiling tool (acc_prof.h): host time per region, as a table at exit.
 *
 *     ACC_PROFLIB=build/lib/libaccprof.so ./prog
 *
 * prints on stderr, when the runtime shuts down, one row per directive and
 * kind of region: its file:line (the file's name without its folder), the
 * kind (compute, enter data, exit data, update, wait, launch of a kernel,
 * upload or download of a variable), how often it ran, the host time
 * between its start and end events and the bytes it moved, most time
 * first.  Launches, uploads and downloads are the time to queue them: an
 * async one returns before the device is done.  It registers only through
 * the functions the runtime passes (libgangway's own names are not exported
 * to a library it loads). */
#include <acc_prof.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Row {
    const char *file;           /* NULL: a runtime routine */
    int line;
    char kind[96];
    long count;
    double ms;
    size_t bytes;
} Row;

static struct {
    pthread_mutex_t lock;
    Row *rows;
    int n, cap;
} T = {.lock = PTHREAD_MUTEX_INITIALIZER};

/* This thread's regions begun and not yet ended, innermost last. */
typedef struct Open {
    int row;                    /* T.rows[row]; -1: none (out of memory) */
    double t0;
} Open;
static __thread Open open_[64];
static __thread int nopen;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void kind_of(const acc_prof_info *pi, const acc_event_info *ei, char *buf, size_t n)
{
    switch (pi->event_type) {
    case acc_ev_compute_construct_start: snprintf(buf, n, "compute"); break;
    case acc_ev_enter_data_start: snprintf(buf, n, "enter data"); break;
    case acc_ev_exit_data_start: snprintf(buf, n, "exit data"); break;
    case acc_ev_update_start: snprintf(buf, n, "update"); break;
    case acc_ev_wait_start: snprintf(buf, n, "wait"); break;
    case acc_ev_enqueue_launch_start:
        snprintf(buf, n, "launch %s", ei->launch_event.kernel_name ? ei->launch_event.kernel_name : "?");
        break;
    case acc_ev_enqueue_upload_start:
    case acc_ev_enqueue_download_start:
        snprintf(buf, n, "%s %s", pi->event_type == acc_ev_enqueue_upload_start ? "upload" : "download",
                 ei->data_event.var_name ? ei->data_event.var_name : "(no name)");
        break;
    default: snprintf(buf, n, "event %d", (int)pi->event_type);
    }
}

/* The row of the event's file:line and kind, made if new; -1: no memory. */
static int row_of(const acc_prof_info *pi, const char *kind)
{
    for (int i = 0; i < T.n; i++) {
        Row *r = &T.rows[i];
        int same_file = r->file == pi->src_file
                        || (r->file && pi->src_file && !strcmp(r->file, pi->src_file));
        if (same_file && r->line == pi->line_no && !strcmp(r->kind, kind))
            return i;
    }
    if (T.n == T.cap) {
        int cap = T.cap ? 2 * T.cap : 64;
        Row *rows = realloc(T.rows, (size_t)cap * sizeof *rows);
        if (!rows)
            return -1;
        T.rows = rows, T.cap = cap;
    }
    Row *r = &T.rows[T.n];
    *r = (Row){.file = pi->src_file, .line = pi->line_no};
    snprintf(r->kind, sizeof r->kind, "%s", kind);
    return T.n++;
}

static void on_start(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    char kind[96];
    kind_of(pi, ei, kind, sizeof kind);
    pthread_mutex_lock(&T.lock);
    int r = row_of(pi, kind);
    if (r >= 0 && (pi->event_type == acc_ev_enqueue_upload_start
                   || pi->event_type == acc_ev_enqueue_download_start))
        T.rows[r].bytes += ei->data_event.bytes;
    pthread_mutex_unlock(&T.lock);
    if (nopen < (int)(sizeof open_ / sizeof *open_))
        open_[nopen++] = (Open){r, now_ms()};
}

static void on_end(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    if (!nopen)
        return;
    Open o = open_[--nopen];
    double ms = now_ms() - o.t0;
    pthread_mutex_lock(&T.lock);
    if (o.row >= 0 && o.row < T.n)
        T.rows[o.row].count++, T.rows[o.row].ms += ms;
    pthread_mutex_unlock(&T.lock);
}

static int by_time(const void *a, const void *b)
{
    const Row *x = a, *y = b;
    return x->ms < y->ms ? 1 : x->ms > y->ms ? -1 : 0;
}

static void on_shutdown(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    pthread_mutex_lock(&T.lock);
    qsort(T.rows, (size_t)T.n, sizeof *T.rows, by_time);
    fprintf(stderr, "accprof: host time per region, most first\n");
    fprintf(stderr, "  %-28s %-32s %8s %12s %12s\n", "file:line", "region", "count", "total ms", "bytes");
    for (int i = 0; i < T.n; i++) {
        const Row *r = &T.rows[i];
        char at[256];
        const char *base = r->file ? strrchr(r->file, '/') : NULL;
        if (r->file)
            snprintf(at, sizeof at, "%s:%d", base ? base + 1 : r->file, r->line);
        else
            snprintf(at, sizeof at, "(runtime routine)");
        fprintf(stderr, "  %-28s %-32s %8ld %12.3f %12zu\n", at, r->kind, r->count, r->ms, r->bytes);
    }
    free(T.rows);
    T.rows = NULL, T.n = T.cap = 0;
    pthread_mutex_unlock(&T.lock);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    static const acc_event_t pairs[][2] = {
        {acc_ev_compute_construct_start, acc_ev_compute_construct_end},
        {acc_ev_enter_data_start, acc_ev_enter_data_end},
        {acc_ev_exit_data_start, acc_ev_exit_data_end},
        {acc_ev_update_start, acc_ev_update_end},
        {acc_ev_wait_start, acc_ev_wait_end},
        {acc_ev_enqueue_launch_start, acc_ev_enqueue_launch_end},
        {acc_ev_enqueue_upload_start, acc_ev_enqueue_upload_end},
        {acc_ev_enqueue_download_start, acc_ev_enqueue_download_end},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        reg(pairs[i][0], on_start, acc_reg);
        reg(pairs[i][1], on_end, acc_reg);
    }
    reg(acc_ev_runtime_shutdown, on_shutdown, acc_reg);
}
