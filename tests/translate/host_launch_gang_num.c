// The number of gangs the launch asks for comes from where analysis found
// it: gang(num: 6) on the loop (a clause of the loop, found after the
// kernel's own setup), num_gangs(16) on the construct, the gang loop's trip
// count, or one gang for a kernel with no gang loop; --info says the same.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_launch_gang_num.gw.c
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
void f(int n, float *a)
{
#pragma acc parallel loop gang(num: 6) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: gw_g = (long long)(6);
// INFO: {{.*}}host_launch_gang_num.c:[[@LINE-3]]:   launch: 1-D grid, 1 thread a gang, up to 128 gangs a block; num_gangs gangs{{$}}
#pragma acc parallel loop num_gangs(16) vector_length(64) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 2;
// CHECK: gw_g = (long long)(16);
// INFO: {{.*}}host_launch_gang_num.c:[[@LINE-3]]:   launch: 1-D grid, vector_length threads a gang; num_gangs gangs{{$}}
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] -= 3;
// CHECK: long long gw_per = gw_bx; gw_g = (gw_n + gw_per - 1) / gw_per;
// INFO: {{.*}}host_launch_gang_num.c:[[@LINE-3]]:   launch: 1-D grid, up to 128 threads a gang (fewer for short loops); gangs from the trip count{{$}}
#pragma acc kernels copy(a[0:n+4])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < 4; j++) a[i + j] += j;
    }
// CHECK: gw_g = 1;
// INFO: {{.*}}host_launch_gang_num.c:[[@LINE-6]]:   launch: 1-D grid, up to 128 threads a gang (fewer for short loops); one gang{{$}}
}
