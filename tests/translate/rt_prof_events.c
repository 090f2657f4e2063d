// The OpenACC profiling interface end to end: this file is also a tool
// library (-DTOOL) that logs every event it gets, one line each.  Loaded with
// ACC_PROFLIB on the fake device, it sees a data region (enter data, alloc,
// create, the upload of 'a[0:n]' with its bytes), an async update on queue 1
// and the wait for it, a compute construct with a reduction (its kernel, a
// host function standing in for it on the fake device: enqueue launch with
// the kernel's name and shape), an update self (the download of 'b[0:n]'),
// the region's exit (delete, free) and the device's and runtime's shutdown,
// in that order.  On the host (ACC_DEVICE_TYPE=host) the data directives'
// events come with device type host, and nothing is allocated or copied.
// Built with -DSTATIC_TOOL the program registers itself: its own
// acc_register_library, called at the runtime's start (OpenACC 3.3 5.3.2).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: cc -shared -fPIC -DTOOL -I$(dirname %gwcc)/../include %s -o %t.d/tool.so
// RUN: env GANGWAY_FAKE_DEVICE=1 ACC_PROFLIB=%t.d/tool.so %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=FAKE
// RUN: env ACC_DEVICE_TYPE=host ACC_PROFLIB=%t.d/tool.so %t.d/prog host 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: %gwcc -DSTATIC_TOOL %s -o %t.d/static
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/static fake 2>&1 | FileCheck %s --check-prefix=FAKE
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: prof:
// NONE: done

#if defined TOOL || defined STATIC_TOOL
#include <acc_prof.h>
#include <stdio.h>

static const char *const names[] = {
    "none", "device_init_start", "device_init_end", "device_shutdown_start", "device_shutdown_end",
    "runtime_shutdown", "create", "delete", "alloc", "free", "enter_data_start", "enter_data_end",
    "exit_data_start", "exit_data_end", "update_start", "update_end", "compute_construct_start",
    "compute_construct_end", "enqueue_launch_start", "enqueue_launch_end", "enqueue_upload_start",
    "enqueue_upload_end", "enqueue_download_start", "enqueue_download_end", "wait_start", "wait_end",
};

static void log_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    int ev = pi->event_type;
    fprintf(stderr, "prof: %s %s%d %s:%d async=%d construct=%d", names[ev],
            pi->device_type == acc_device_host ? "host" : "dev", pi->device_number,
            pi->src_file ? pi->src_file : "-", pi->line_no, (int)pi->async,
            (int)ei->other_event.parent_construct);
    if ((ev >= acc_ev_create && ev <= acc_ev_free) || ev >= acc_ev_enqueue_upload_start)
        if (ev < acc_ev_wait_start)
            fprintf(stderr, " var=%s bytes=%zu", ei->data_event.var_name ? ei->data_event.var_name : "-",
                    ei->data_event.bytes);
    if (ev == acc_ev_enqueue_launch_start)
        fprintf(stderr, " kernel=%s gangs=%zu workers=%zu vector=%zu", ei->launch_event.kernel_name,
                ei->launch_event.num_gangs, ei->launch_event.num_workers, ei->launch_event.vector_length);
    fprintf(stderr, "\n");
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    for (int e = acc_ev_device_init_start; e < acc_ev_last; e++)
        reg((acc_event_t)e, log_event, acc_reg);
}
#endif

#ifndef TOOL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fake device runs host functions registered under a kernel's name. */
void gw__fake_kernel(const char *name, void (*fn)(void **, const unsigned *, const unsigned *));
static void no_kernel(void **args, const unsigned *grid, const unsigned *block) {}

int main(int argc, char **argv)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), sum = 0;
    for (int i = 0; i < n; i++)
        a[i] = i + 1, b[i] = 0;
    if (!strcmp(argv[1], "fake")) {
        gw__fake_kernel("rt_prof_events_L116", no_kernel);
        gw__fake_kernel("rt_prof_events_L116_r", no_kernel);
    }
// FAKE: prof: device_init_start dev0 {{.*}}rt_prof_events.c:[[@LINE+19]] async=-2 construct=3
// FAKE-NEXT: prof: device_init_end dev0
// FAKE-NEXT: prof: enter_data_start dev0 {{.*}}rt_prof_events.c:[[@LINE+17]] async=-2 construct=3
// FAKE-NEXT: prof: alloc dev0 {{.*}}:[[@LINE+16]] async=-2 construct=3 var=a[0:n] bytes=8000
// FAKE-NEXT: prof: create dev0 {{.*}}:[[@LINE+15]] async=-2 construct=3 var=a[0:n] bytes=8000
// FAKE-NEXT: prof: enqueue_upload_start dev0 {{.*}}:[[@LINE+14]] async=-2 construct=3 var=a[0:n] bytes=8000
// FAKE-NEXT: prof: enqueue_upload_end dev0 {{.*}}:[[@LINE+13]] async=-2 construct=3 var=a[0:n] bytes=8000
// FAKE-NEXT: prof: alloc dev0 {{.*}} var=b[0:n] bytes=8000
// FAKE-NEXT: prof: create dev0 {{.*}} var=b[0:n] bytes=8000
// FAKE-NEXT: prof: enter_data_end dev0 {{.*}}:[[@LINE+10]] async=-2 construct=3
// HOST-NOT: prof: device_init
// HOST-NOT: prof: alloc
// HOST: prof: enter_data_start host0 {{.*}}rt_prof_events.c:[[@LINE+7]] async=-2 construct=3
// HOST-NEXT: prof: enter_data_end host0 {{.*}}rt_prof_events.c:[[@LINE+6]] async=-2 construct=3
// HOST-NEXT: prof: update_start host0 {{.*}}:[[@LINE+12]] async=1 construct=12
// HOST-NEXT: prof: update_end host0
// HOST-NOT: prof: enqueue
// HOST-NOT: prof: wait
// HOST: prof: compute_construct_start host0 {{.*}}:[[@LINE+20]] async=-2 construct=0
#pragma acc data copyin(a[0:n]) create(b[0:n])
    {
// FAKE-NEXT: prof: update_start dev0 {{.*}}:[[@LINE+5]] async=1 construct=12
// FAKE-NEXT: prof: enqueue_upload_start dev0 {{.*}}:[[@LINE+4]] async=1 construct=12 var=b[0:n/2] bytes=4000
// FAKE-NEXT: prof: enqueue_upload_end dev0
// FAKE-NEXT: prof: update_end dev0
// FAKE-NEXT: prof: wait_start dev0 {{.*}}:[[@LINE+2]] async=1 construct=14
#pragma acc update device(b[0:n/2]) async(1)
#pragma acc wait(1)
// FAKE-NEXT: prof: wait_end dev0
// FAKE-NEXT: prof: compute_construct_start dev0 {{.*}}:[[@LINE+9]] async=-2 construct=0
// FAKE-NEXT: prof: enter_data_start dev0 {{.*}}:[[@LINE+8]] async=-2 construct=0
// FAKE-NEXT: prof: enter_data_end dev0
// FAKE-NEXT: prof: alloc dev0 {{.*}} var=reduction scratch bytes=4096
// FAKE-NEXT: prof: enqueue_launch_start dev0 {{.*}}:[[@LINE+5]] async=-2 construct=0 kernel=rt_prof_events_L[[@LINE+5]]{{(_r)?}} gangs={{[1-9][0-9]*}} workers=1 vector={{[1-9][0-9]*}}
// FAKE-NEXT: prof: enqueue_launch_end dev0
// FAKE-NEXT: prof: exit_data_start dev0 {{.*}}:[[@LINE+3]] async=-2 construct=0
// FAKE-NEXT: prof: exit_data_end dev0
// FAKE-NEXT: prof: compute_construct_end dev0 {{.*}}:[[@LINE+1]] async=-2 construct=0
#pragma acc parallel loop reduction(+:sum) present(a[0:n])
        for (int i = 0; i < n; i++)
            sum += a[i];
// HOST-NEXT: prof: compute_construct_end host0 {{.*}}:[[@LINE-3]] async=-2 construct=0
// HOST-NEXT: prof: update_start host0 {{.*}}:[[@LINE+5]] async=-2 construct=12
// FAKE: prof: update_start dev0 {{.*}}:[[@LINE+4]] async=-2 construct=12
// FAKE-NEXT: prof: enqueue_download_start dev0 {{.*}}:[[@LINE+3]] async=-2 construct=12 var=b[0:n] bytes=8000
// FAKE-NEXT: prof: enqueue_download_end dev0
// FAKE-NEXT: prof: update_end dev0
#pragma acc update self(b[0:n])
    }
// FAKE-NEXT: prof: exit_data_start dev0 {{.*}}:[[@LINE-30]] async=-2 construct=3
// FAKE-NEXT: prof: delete dev0 {{.*}} var=b[0:n] bytes=8000
// FAKE-NEXT: prof: free dev0
// FAKE-NEXT: prof: delete dev0 {{.*}} var=a[0:n] bytes=8000
// FAKE-NEXT: prof: free dev0
// FAKE-NEXT: prof: exit_data_end dev0
// HOST: prof: exit_data_start host0 {{.*}}:[[@LINE-36]] async=-2 construct=3
// HOST-NEXT: prof: exit_data_end host0
// FAKE-NEXT: done
// HOST-NEXT: done
    fprintf(stderr, "done\n");
    return 0;
}
// FAKE-NEXT: prof: device_shutdown_start dev0
// FAKE-NEXT: prof: device_shutdown_end dev0
// FAKE-NEXT: prof: runtime_shutdown dev0
// HOST-NEXT: prof: runtime_shutdown host0
#endif
