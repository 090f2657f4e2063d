// cache(p[lo:n]) at the top of a gang loop's body: the gang's threads load
// the subarray into shared memory (a barrier before, for the previous
// iteration's readers, and after), and the body's reads of p take it from
// there when it holds the element.  Only the part of the window that lies
// in the array's present block is loaded (gw_cache_extent gives its bounds
// at the launch).  In a vector loop it stays a hint.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/cuda_cache_stage.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/cuda_cache_stage.gw.c

void f(int n, int m, const float *a, float *b)
{
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i*m:64])
        float s = i;
#pragma acc loop vector
        for (int j = 0; j < 64; j++)
            b[i * m + j] = a[i * m + 63 - j] + s;
    }
// INFO: {{.*}}cuda_cache_stage.c:[[@LINE-6]]:   cache(a[i*m:64]): staged in shared memory, loaded by the gang's threads at each iteration of the loop at line [[@LINE-7]]{{$}}
// CUDA: template <class P, class T> static __device__ __forceinline__ T gw_cache_get(P p, const T *buf, long long lo, long long n, long long i)
// CUDA: (int n, float *b, int m, const float *a, long long gw_cvl_a, long long gw_cvh_a)
// CUDA: __syncthreads(); __shared__ gw_plain<__decltype(a[0])>::type gw_ca0[64]; long long gw_cl0 = (long long)(i*m), gw_cn0 = gw_cl0 + (64); if (gw_cl0 < gw_cvl_a) gw_cl0 = gw_cvl_a; if (gw_cn0 > gw_cvh_a) gw_cn0 = gw_cvh_a; gw_cn0 = gw_cn0 > gw_cl0 ? gw_cn0 - gw_cl0 : 0; for (int gw_t = (int)(::threadIdx.y * ::blockDim.x + ::threadIdx.x); gw_t < gw_cn0; gw_t += (int)(::blockDim.x * ::blockDim.y)) gw_ca0[gw_t] = a[gw_cl0 + gw_t]; __syncthreads();
// CUDA: b[i * m + j] = gw_cache_get(a, gw_ca0, gw_cl0, gw_cn0, (long long)(i * m + 63 - j)) + s;
// HOST: long long gw_cvl_a, gw_cvh_a; gw_cache_extent(&gw_s, gw_p_a, sizeof(*(a)), &gw_cvl_a, &gw_cvh_a);
// HOST: void *gw_args[] = {(void *)&n, &gw_p_b, (void *)&m, &gw_p_a, &gw_cvl_a, &gw_cvh_a};
#pragma acc parallel loop gang vector copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n * m; i++) {
#pragma acc cache(a[i:1])
        b[i] = a[i] * 2;
    }
// INFO-NOT: cache(a[i:1])
// CUDA-NOT: gw_ca1
}
