// --info: in a nest, the loop whose variable is the fastest-varying
// subscript goes to x although it is the outer loop; a kernels region's
// auto-scheduled nest gets the same grid; a nest with a reduction does not.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
#define N 300
#define M 257
int a[N][M], b[N][M];

int f(void)
{
    int sum = 0;
// CHECK: {{.*}}info_nest_fastest.c:[[@LINE+1]]: parallel loop: kernel info_nest_fastest_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang copyin(a) copyout(b)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'j': grid x (threadIdx.x + blockIdx.x): its variable is the fastest-varying subscript{{$}}
    for (int j = 0; j < M; j++) {
#pragma acc loop vector
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'i': grid y (threadIdx.y + blockIdx.y), several iterations per thread{{$}}
        for (int i = 0; i < N; i++)
            b[i][j] = a[i][j] * 3;
    }
// CHECK: {{.*}}info_nest_fastest.c:[[@LINE+1]]: kernels: kernel info_nest_fastest_L[[@LINE+1]]{{$}}
#pragma acc kernels copyin(a) copyout(b)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y (threadIdx.y + blockIdx.y), several iterations per thread{{$}}
    for (int i = 0; i < N; i++)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': grid x (threadIdx.x + blockIdx.x): the innermost loop{{$}}
        for (int j = 0; j < M; j++)
            b[i][j] = a[i][j] + 1;
// CHECK: {{.*}}info_nest_fastest.c:[[@LINE+1]]: parallel loop: kernel info_nest_fastest_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang reduction(+:sum) copyin(a)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x){{$}}
    for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:sum)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': vector(threadIdx.x){{$}}
        for (int j = 0; j < M; j++)
            sum += a[i][j];
    }
// CHECK-NEXT: {{.*}}:   launch: 1-D grid, up to 256 threads a gang (fewer for short loops); gangs from the trip count, at most half a wave (reduction){{$}}
    return sum;
}
