// The instruments in host fallback (ACC_DEVICE_TYPE=host): the host version
// of each compute construct runs between gw_host_compute(s, async, 0) and
// (..., 1), which give acc_prof.h's compute construct start and end events
// (device type host), GANGWAY_NOTIFY's begin and end lines (bit 4) and an
// NVTX range, as on a device.  This file is also the tool library (-DTOOL)
// that logs the events.  The reduction's result is the host loop's.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: cc -shared -fPIC -DTOOL -I$(dirname %gwcc)/../include %s -o %t.d/tool.so
// RUN: env ACC_DEVICE_TYPE=host ACC_PROFLIB=%t.d/tool.so %t.d/prog 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host GANGWAY_NOTIFY=4 %t.d/prog 2>&1 | FileCheck %s --check-prefix=NOTIFY
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: prof:
// NONE-NOT: gangway:
// NONE: sum 4950 PASS

#ifdef TOOL
#include <acc_prof.h>
#include <stdio.h>

static void log_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    fprintf(stderr, "prof: %s %s %d async=%d construct=%d api=%d\n",
            pi->event_type == acc_ev_compute_construct_start ? "compute_start" : "compute_end",
            pi->device_type == acc_device_host ? "host" : "device", pi->line_no, (int)pi->async,
            (int)ei->other_event.parent_construct, (int)ai->device_api);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    reg(acc_ev_compute_construct_start, log_event, acc_reg);
    reg(acc_ev_compute_construct_end, log_event, acc_reg);
}
#else
#include <stdio.h>

int main(void)
{
    int n = 100;
    double a[100], sum = 0;
    for (int i = 0; i < n; i++)
        a[i] = i;
#pragma acc data copyin(a)
    {
// CHECK: prof: compute_start host [[@LINE+5]] async=-2 construct=0 api=0
// CHECK-NEXT: prof: compute_end host [[@LINE+4]] async=-2 construct=0 api=0
// NOTIFY: gangway: begin data construct at {{.*}}rt_prof_host.c:[[@LINE-4]] device=host async=sync
// NOTIFY-NEXT: gangway: begin parallel loop construct at {{.*}}rt_prof_host.c:[[@LINE+2]] device=host async=sync
// NOTIFY-NEXT: gangway: end parallel loop construct at {{.*}}rt_prof_host.c:[[@LINE+1]] device=host async=sync
#pragma acc parallel loop reduction(+:sum)
        for (int i = 0; i < n; i++)
            sum += a[i];
// CHECK-NEXT: prof: compute_start host [[@LINE+3]] async=3 construct=1 api=0
// CHECK-NEXT: prof: compute_end host [[@LINE+2]] async=3 construct=1 api=0
// NOTIFY-NEXT: gangway: begin kernels construct at {{.*}}rt_prof_host.c:[[@LINE+1]] device=host async=3
#pragma acc kernels async(3)
        for (int i = 0; i < n; i++)
            a[i] += 1;
#pragma acc wait(3)
    }
// CHECK-NEXT: sum 4950 PASS
    fprintf(stderr, "sum %g %s\n", sum, sum == 4950 && a[99] == 100 ? "PASS" : "FAIL");
    return 0;
}
#endif
