// A serial construct is one kernel run by one thread; its loops stay
// sequential and it is launched with a 1x1 grid.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/sched_serial.gw.c

void f(float *a, int n)
{
// IR: {{.*}}sched_serial.c:[[@LINE+2]]: serial{{$}}
// HOST: gw_site gw_s = {"{{.*}}sched_serial.c", [[@LINE+1]], "serial"}
#pragma acc serial
    {
// IR: kernel sched_serial_L[[@LINE-2]] serial{{$}}
#pragma acc loop
// IR-NEXT: loop line [[@LINE+1]] var i: seq
        for (int i = 1; i < n; i++)
            a[i] += a[i - 1];
    }
// HOST-SAME: gw_gx = 1; gw_gy = 1; gw_gz = 1; gw_bx = 1; gw_by = 1; gw_launch(&gw_s, &gw_k_sched_serial_L[[@LINE-8]], gw_gx, gw_gy, gw_gz, gw_bx, gw_by, 1,
}
