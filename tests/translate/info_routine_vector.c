// The loops of a routine vector are partitioned across the lanes of the gang
// or worker that calls it (a second device copy, gw_vec_<name>, that every
// lane calls), reductions combined across the lanes; they stay sequential
// when a loop reduces into a variable that is not the routine's, when code
// outside the loops writes memory, or when a call is inside a vector loop.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/info_routine_vector.gw.cu

#pragma acc routine vector
void scale(float *y, const float *x, int m, float a)
{
#pragma acc loop vector
// INFO-DAG: {{.*}}info_routine_vector.c:[[@LINE+1]]: routine 'scale' vector: loop over 'j' partitioned across the vector lanes of the gang or worker that calls it (threadIdx.x){{$}}
    for (int j = 0; j < m; j++)
        y[j] = a * x[j];
}

#pragma acc routine vector
float total(const float *x, int m)
{
    float t = 0;
#pragma acc loop vector reduction(+:t)
// INFO-DAG: {{.*}}info_routine_vector.c:[[@LINE+1]]: routine 'total' vector: loop over 'j' partitioned across the vector lanes of the gang or worker that calls it (threadIdx.x){{$}}
    for (int j = 0; j < m; j++) t += x[j];
    return t;
}

float g_sum;
#pragma acc declare create(g_sum)
#pragma acc routine vector
// INFO-DAG: {{.*}}info_routine_vector.c:[[@LINE+1]]: routine 'total_g' vector: its loops run sequentially in each calling thread: the loop at line [[@LINE+4]]: its reduction on 'g_sum', which is not one scalar of the routine{{$}}
float total_g(const float *x, int m)
{
#pragma acc loop vector reduction(+:g_sum)
    for (int j = 0; j < m; j++) g_sum += x[j];
    return g_sum;
}

#pragma acc routine vector
// INFO-DAG: {{.*}}info_routine_vector.c:[[@LINE+1]]: routine 'mark' vector: its loops run sequentially in each calling thread: it writes memory at line [[@LINE+3]], outside its loops{{$}}
void mark(float *y, int m)
{
    y[0] = -1;
#pragma acc loop vector
    for (int j = 1; j < m; j++) y[j] = 0;
}

#pragma acc routine vector
// INFO-DAG: {{.*}}info_routine_vector.c:[[@LINE+1]]: routine 'inner' vector: its loops run sequentially in each calling thread: its call at line [[@LINE+18]] is in the gang vector loop at line [[@LINE+17]]{{$}}
void inner(float *y, int m)
{
#pragma acc loop vector
    for (int j = 0; j < m; j++) y[j] += 1;
}

void f(int n, int m, float *y, const float *x, float *t)
{
#pragma acc parallel loop gang copy(y[0:n*m], t[0:n]) copyin(x[0:n*m])
    for (int i = 0; i < n; i++) {
        scale(&y[i * m], &x[i * m], m, 2.0f);
        float tt = total(&y[i * m], m);
        t[i] = tt + total_g(&y[i * m], m);
        mark(&y[i * m], m);
    }
#pragma acc parallel loop gang vector copy(y[0:n*m])
    for (int i = 0; i < n; i++)
        inner(&y[i * m], m);
}
// CUDA: gw_noref<__decltype(t)>::type gw_rr0 = t; t = gw_identity<GW_ADD, gw_noref<__decltype(t)>::type>(); { long long gw_vn
// CUDA: t = gw_op<GW_ADD>(gw_rr0, gw_reduce_lanes<GW_ADD>(t)); }
// CUDA: static __device__ void gw_vec_scale(float *y, const float *x, int m, float a)
// CUDA: for (long long gw_vi = (long long)::threadIdx.x; gw_vi < gw_vn; gw_vi += (long long)::blockDim.x)
// CUDA-NEXT: { int j = (int)((0) + gw_vi * (long long)(1)); y[j] = a * x[j]; } gw_sync_gang(); }
// CUDA: {{^}}        gw_vec_scale(&y[i * m], &x[i * m], m, 2.0f);
// CUDA-NEXT: {{^}}        float tt = gw_vec_total(&y[i * m], m);
// CUDA-NEXT: { if (::threadIdx.x == 0) { t[i] = tt + total_g(&y[i * m], m); }
// CUDA-NEXT: { if (::threadIdx.x == 0) { mark(&y[i * m], m); }
