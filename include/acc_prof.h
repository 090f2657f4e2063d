/* acc_prof.h: the OpenACC 3.3 profiling interface (chapter 5), as libgangway provides it.
 * A tool registers a callback per event; the runtime calls it with three
 * records: what happened where (acc_prof_info), the event's own details
 * (acc_event_info) and the device API's handles (acc_api_info).
 * docs/architecture.md 7.9 says which events fire where. */
#ifndef ACC_PROF_H
#define ACC_PROF_H

#include <stddef.h>
#include <sys/types.h>

#include "openacc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The events, numbered as the specification numbers them (5.1). */
typedef enum acc_event_t {
    acc_ev_none = 0,
    acc_ev_device_init_start = 1,
    acc_ev_device_init_end = 2,
    acc_ev_device_shutdown_start = 3,
    acc_ev_device_shutdown_end = 4,
    acc_ev_runtime_shutdown = 5,
    acc_ev_create = 6,
    acc_ev_delete = 7,
    acc_ev_alloc = 8,
    acc_ev_free = 9,
    acc_ev_enter_data_start = 10,
    acc_ev_enter_data_end = 11,
    acc_ev_exit_data_start = 12,
    acc_ev_exit_data_end = 13,
    acc_ev_update_start = 14,
    acc_ev_update_end = 15,
    acc_ev_compute_construct_start = 16,
    acc_ev_compute_construct_end = 17,
    acc_ev_enqueue_launch_start = 18,
    acc_ev_enqueue_launch_end = 19,
    acc_ev_enqueue_upload_start = 20,
    acc_ev_enqueue_upload_end = 21,
    acc_ev_enqueue_download_start = 22,
    acc_ev_enqueue_download_end = 23,
    acc_ev_wait_start = 24,
    acc_ev_wait_end = 25,
    acc_ev_last = 26
} acc_event_t;

/* The construct (or runtime routine) an event belongs to. */
typedef enum acc_construct_t {
    acc_construct_parallel = 0,
    acc_construct_kernels = 1,
    acc_construct_loop = 2,
    acc_construct_data = 3,
    acc_construct_enter_data = 4,
    acc_construct_exit_data = 5,
    acc_construct_host_data = 6,
    acc_construct_atomic = 7,
    acc_construct_declare = 8,
    acc_construct_init = 9,
    acc_construct_shutdown = 10,
    acc_construct_set = 11,
    acc_construct_update = 12,
    acc_construct_routine = 13,
    acc_construct_wait = 14,
    acc_construct_runtime_api = 15,
    acc_construct_serial = 16
} acc_construct_t;

/* First argument of every callback.  valid_bytes says how much of the
 * record this runtime filled: fields past it are absent. */
typedef struct acc_prof_info {
    acc_event_t event_type;
    int valid_bytes;
    int version;                /* _OPENACC of the runtime: 202211 */
    acc_device_t device_type;   /* acc_device_nvidia, or acc_device_host in host fallback */
    int device_number;
    int thread_id;              /* the host thread's (Linux: its tid) */
    ssize_t async;              /* the async argument: a queue, acc_async_noval or acc_async_sync */
    ssize_t async_queue;        /* the queue it names (acc_async_noval resolved) */
    const char *src_file;       /* the directive's file, NULL for a runtime routine */
    const char *func_name;      /* NULL: not known */
    int line_no, end_line_no;   /* the directive's line; 0: not known */
    int func_line_no, func_end_line_no;
} acc_prof_info;

/* The event-specific records: each starts with the same five fields. */
typedef struct acc_data_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;               /* 1: the runtime's own (a compute construct's data) */
    void *tool_info;            /* the tool's, from a start event to its end event */
    const char *var_name;       /* the item as written in the clause, "a[0:n]"; NULL: none */
    size_t bytes;
    const void *host_ptr;
    const void *device_ptr;
} acc_data_event_info;

typedef struct acc_launch_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
    const char *kernel_name;
    size_t num_gangs, num_workers, vector_length;
} acc_launch_event_info;

typedef struct acc_other_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
} acc_other_event_info;

/* Second argument: data events (create, delete, alloc, free, the enqueue
 * upload and download events) use data_event, the launch events
 * launch_event, every other event other_event. */
typedef union acc_event_info {
    acc_event_t event_type;
    acc_data_event_info data_event;
    acc_launch_event_info launch_event;
    acc_other_event_info other_event;
} acc_event_info;

typedef enum acc_device_api {
    acc_device_api_none = 0,    /* the host */
    acc_device_api_cuda = 1,
    acc_device_api_opencl = 2,
    acc_device_api_coi = 3,
    acc_device_api_other = 4    /* Gangway's fake device (GANGWAY_FAKE_DEVICE) */
} acc_device_api;

/* Third argument.  With acc_device_api_cuda, device_handle points at the
 * CUdevice, context_handle at the CUcontext and async_handle at the
 * CUstream of the event's queue (NULL: a synchronous operation). */
typedef struct acc_api_info {
    acc_device_api device_api;
    int valid_bytes;
    acc_device_t device_type;
    int vendor;                 /* -1: not known */
    const void *device_handle;
    const void *context_handle;
    const void *async_handle;
} acc_api_info;

typedef void (*acc_prof_callback)(acc_prof_info *, acc_event_info *, acc_api_info *);

/* acc_reg adds a callback (unregister removes it); acc_toggle turns a
 * registered callback on (register) or off (unregister), all of the
 * event's with a NULL callback; acc_toggle_per_thread turns every
 * callback on or off for the calling thread (event acc_ev_none). */
typedef enum acc_register_t {
    acc_reg = 0,
    acc_toggle = 1,
    acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t, acc_prof_callback, acc_register_t);
typedef void (*acc_query_fn)(void);
typedef acc_query_fn (*acc_prof_lookup_func)(const char *);

void acc_prof_register(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);
void acc_prof_unregister(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);
acc_query_fn acc_prof_lookup(const char *name);

/* Defined by a tool.  The runtime calls it once, at its start: in the
 * library that ACC_PROFLIB names (dlopen), and in the program itself when it
 * defines one (linked in, or LD_PRELOADed).  A tool loaded with ACC_PROFLIB
 * registers through reg and unreg: the program may not export libgangway's
 * own names to it. */
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup);

#ifdef __cplusplus
}
#endif
#endif
