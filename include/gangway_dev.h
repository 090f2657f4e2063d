/* gangway_dev.h: device-side helpers that gwcc-generated CUDA includes:
 * reduction operators and identities, block-level combines, atomics. */
#ifndef GANGWAY_DEV_H
#define GANGWAY_DEV_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>
#include <float.h>
#include <cuda/std/limits>
#include <cuda/std/type_traits>

#define restrict __restrict__
#define _Bool bool

/* Reduction operators, in the order of the translator's RedOp. */
enum { GW_ADD, GW_MUL, GW_MAX, GW_MIN, GW_BAND, GW_BOR, GW_BXOR, GW_LAND, GW_LOR,
       /* and for the atomic construct: x = x op e, x = e op x, x = e */
       GW_SUB, GW_DIV, GW_SHL, GW_SHR, GW_RSUB, GW_RDIV, GW_RSHL, GW_RSHR, GW_ASSIGN };

template <class T> struct gw_noref { typedef T type; };
template <class T> struct gw_noref<T &> { typedef T type; };

/* openacc.h's device types, for acc_on_device in device code (gwcc does
 * not copy openacc.h's own declarations into the CUDA file). */
typedef enum acc_device_t {
    acc_device_none = 0, acc_device_default = 1, acc_device_host = 2,
    acc_device_not_host = 3, acc_device_nvidia = 4
} acc_device_t;

static __device__ __forceinline__ int acc_on_device(acc_device_t dev_type)
{
    return dev_type != acc_device_host && dev_type != acc_device_none;
}

template <int OP, class T> __device__ __forceinline__ T gw_identity()
{
    if constexpr (OP == GW_ADD || OP == GW_BOR || OP == GW_BXOR || OP == GW_LOR) return T(0);
    else if constexpr (OP == GW_MUL || OP == GW_LAND) return T(1);
    else if constexpr (OP == GW_BAND) return T(~0ULL);
    else if constexpr (OP == GW_MAX) {
        if constexpr (cuda::std::is_floating_point<T>::value) return -cuda::std::numeric_limits<T>::infinity();
        else return cuda::std::numeric_limits<T>::lowest();
    } else {
        if constexpr (cuda::std::is_floating_point<T>::value) return cuda::std::numeric_limits<T>::infinity();
        else return cuda::std::numeric_limits<T>::max();
    }
}

template <int OP, class T> __device__ __forceinline__ T gw_op(T a, T b)
{
    if constexpr (OP == GW_ADD) return a + b;
    else if constexpr (OP == GW_MUL) return a * b;
    else if constexpr (OP == GW_MAX) return b > a ? b : a;
    else if constexpr (OP == GW_MIN) return b < a ? b : a;
    else if constexpr (OP == GW_BAND) return a & b;
    else if constexpr (OP == GW_BOR) return a | b;
    else if constexpr (OP == GW_BXOR) return a ^ b;
    else if constexpr (OP == GW_LAND) return T(a && b);
    else if constexpr (OP == GW_LOR) return T(a || b);
    else if constexpr (OP == GW_SUB) return a - b;
    else if constexpr (OP == GW_DIV) return a / b;
    else if constexpr (OP == GW_SHL) return a << b;
    else if constexpr (OP == GW_SHR) return a >> b;
    else if constexpr (OP == GW_RSUB) return b - a;
    else if constexpr (OP == GW_RDIV) return b / a;
    else if constexpr (OP == GW_RSHL) return b << a;
    else if constexpr (OP == GW_RSHR) return b >> a;
    else return b;
}

/* Raw shared memory for block combines, 8 KiB, reused by every reduction. */
static __device__ __forceinline__ unsigned long long *gw_smem()
{
    __shared__ unsigned long long buf[1024];
    return buf;
}

/* The lanes of this thread's row (same threadIdx.y) inside its warp, for a
 * row of at most 32 lanes (a power of two): a packed gang or a worker. */
static __device__ __forceinline__ unsigned gw_row_mask()
{
    unsigned bx = blockDim.x;
    if (bx >= 32) return 0xffffffffu;
    return ((1u << bx) - 1) << ((threadIdx.y * bx) & 31);
}

/* Barrier for one gang: the block, or the gang's lanes when several gangs
 * of at most 32 lanes share the block along threadIdx.y. */
static __device__ __forceinline__ void gw_sync_gang()
{
    if (blockDim.y == 1) __syncthreads();
    else __syncwarp(gw_row_mask());
}

/* v combined across the 32 lanes of a full warp. */
template <int OP, class T> __device__ __forceinline__ T gw_warp_all(T v)
{
    for (unsigned off = 16; off > 0; off /= 2) v = gw_op<OP>(v, (T)__shfl_xor_sync(0xffffffffu, v, off));
    return v;
}

/* Combine v across threadIdx.x (cx) and/or threadIdx.y (cy); along an axis
 * not combined, the value of lane 0 is taken (the others are redundant
 * copies).  Every thread gets the result.  in_worker: called inside a
 * worker-partitioned loop, where only this warp may synchronise (then
 * blockDim.x <= 32 and cy is 0).  Rows not combined (cy == 0) each get
 * their own row's result: redundant worker-single copies, or the separate
 * gangs of a packed block. */
template <int OP, class T> __device__ T gw_reduce_block(T v, int cx, int cy, int in_worker)
{
    unsigned bx = blockDim.x, by = blockDim.y, tx = threadIdx.x, ty = threadIdx.y;
    /* lanes other than 0 count only when the row is combined; rows other
     * than 0 are never cleared: uncombined rows keep their own results */
    if (!cx && tx) v = gw_identity<OP, T>();
    if (in_worker || (bx <= 32 && (bx & (bx - 1)) == 0 && (!cy || by == 1))) {
        /* a row of at most one warp: shuffles only */
        if constexpr (sizeof(T) >= 4) {
            unsigned mask = gw_row_mask();
            for (unsigned off = bx / 2; off > 0; off /= 2) v = gw_op<OP>(v, (T)__shfl_xor_sync(mask, v, off, bx));
            return v;
        }
    }
    if constexpr (sizeof(T) >= 4) {
        unsigned nt = bx * by;
        if (bx % 32 == 0 && (cy || by == 1) && nt <= 1024) {
            /* the whole block: shuffles in each warp, then across warps */
            T *w = (T *)gw_smem();
            unsigned tid = ty * bx + tx, lane = tid & 31, warp = tid >> 5;
            v = gw_warp_all<OP>(v);
            __syncthreads();
            if (lane == 0) w[warp] = v;
            __syncthreads();
            if (warp == 0) {
                T x = lane < nt / 32 ? w[lane] : gw_identity<OP, T>();
                x = gw_warp_all<OP>(x);
                if (lane == 0) w[32] = x;
            }
            __syncthreads();
            v = w[32];
            return v;
        }
    }
    T *buf = (T *)gw_smem();
    __syncthreads();
    buf[ty * bx + tx] = v;
    __syncthreads();
    for (unsigned s = 1; s < bx; s *= 2) {
        if (tx % (2 * s) == 0 && tx + s < bx) buf[ty * bx + tx] = gw_op<OP>(buf[ty * bx + tx], buf[ty * bx + tx + s]);
        __syncthreads();
    }
    if (cy) {
        for (unsigned s = 1; s < by; s *= 2) {
            if (tx == 0 && ty % (2 * s) == 0 && ty + s < by) buf[ty * bx] = gw_op<OP>(buf[ty * bx], buf[(ty + s) * bx]);
            __syncthreads();
        }
        v = buf[0];
    } else {
        v = buf[ty * bx];
    }
    __syncthreads();
    return v;
}

/* *p = *p OP v, atomically: native atomics where they exist, else a
 * compare-and-swap loop on the (aligned) word that holds *p. */
template <int OP, class T> __device__ void gw_atomic_cas(T *p, T v)
{
    if constexpr (sizeof(T) == 8) {
        unsigned long long *w = (unsigned long long *)p, old = *w, assumed;
        do {
            assumed = old;
            T cur;
            memcpy(&cur, &assumed, 8);
            T nv = gw_op<OP>(cur, v);
            unsigned long long bits;
            memcpy(&bits, &nv, 8);
            old = atomicCAS(w, assumed, bits);
        } while (old != assumed);
    } else {
        unsigned *w = (unsigned *)((uintptr_t)p & ~(uintptr_t)3);
        unsigned shift = ((uintptr_t)p & 3) * 8;
        unsigned old = *w, assumed;
        do {
            assumed = old;
            T cur;
            unsigned part = assumed >> shift;
            memcpy(&cur, &part, sizeof(T));
            T nv = gw_op<OP>(cur, v);
            unsigned bits = 0;
            memcpy(&bits, &nv, sizeof(T));
            unsigned keep = sizeof(T) == 4 ? 0u : ~(((1u << (8 * sizeof(T))) - 1) << shift);
            old = atomicCAS(w, assumed, (assumed & keep) | (bits << shift));
        } while (old != assumed);
    }
}

template <int OP, class T> __device__ void gw_atomic_op(T *p, T v)
{
    constexpr bool integer = cuda::std::is_integral<T>::value && !cuda::std::is_same<T, bool>::value;
    using U = typename cuda::std::make_unsigned<typename cuda::std::conditional<integer, T, int>::type>::type;
    constexpr bool i32 = integer && sizeof(T) == 4;
    constexpr bool i64 = integer && sizeof(T) == 8;
    if constexpr (OP == GW_ADD && (cuda::std::is_same<T, float>::value || cuda::std::is_same<T, double>::value))
        atomicAdd(p, v);
    else if constexpr (OP == GW_ADD && i32) atomicAdd((unsigned *)p, (unsigned)(U)v);
    else if constexpr (OP == GW_ADD && i64) atomicAdd((unsigned long long *)p, (unsigned long long)(U)v);
    else if constexpr ((OP == GW_MAX || OP == GW_MIN) && i32 && cuda::std::is_signed<T>::value)
        OP == GW_MAX ? atomicMax((int *)p, (int)v) : atomicMin((int *)p, (int)v);
    else if constexpr ((OP == GW_MAX || OP == GW_MIN) && i32)
        OP == GW_MAX ? atomicMax((unsigned *)p, (unsigned)v) : atomicMin((unsigned *)p, (unsigned)v);
    else if constexpr ((OP == GW_MAX || OP == GW_MIN) && i64 && cuda::std::is_signed<T>::value)
        OP == GW_MAX ? atomicMax((long long *)p, (long long)v) : atomicMin((long long *)p, (long long)v);
    else if constexpr ((OP == GW_MAX || OP == GW_MIN) && i64)
        OP == GW_MAX ? atomicMax((unsigned long long *)p, (unsigned long long)v)
                     : atomicMin((unsigned long long *)p, (unsigned long long)v);
    else if constexpr ((OP == GW_BAND || OP == GW_BOR || OP == GW_BXOR) && i32)
        OP == GW_BAND ? atomicAnd((unsigned *)p, (unsigned)v)
        : OP == GW_BOR ? atomicOr((unsigned *)p, (unsigned)v) : atomicXor((unsigned *)p, (unsigned)v);
    else if constexpr ((OP == GW_BAND || OP == GW_BOR || OP == GW_BXOR) && i64)
        OP == GW_BAND ? atomicAnd((unsigned long long *)p, (unsigned long long)v)
        : OP == GW_BOR ? atomicOr((unsigned long long *)p, (unsigned long long)v)
                       : atomicXor((unsigned long long *)p, (unsigned long long)v);
    else gw_atomic_cas<OP>(p, v);
}

/* The atomic construct: *p = *p OP v, returning the old value. */
template <int OP, class T, class U> __device__ T gw_atomic_fetch(T *p, U u)
{
    T v = (T)u;
    if constexpr (OP == GW_ADD && (cuda::std::is_same<T, float>::value || cuda::std::is_same<T, double>::value
                                   || cuda::std::is_same<T, int>::value || cuda::std::is_same<T, unsigned>::value
                                   || cuda::std::is_same<T, unsigned long long>::value))
        return atomicAdd(p, v);
    else if constexpr (OP == GW_SUB && (cuda::std::is_same<T, float>::value || cuda::std::is_same<T, double>::value
                                        || cuda::std::is_same<T, int>::value || cuda::std::is_same<T, unsigned>::value))
        return atomicAdd(p, (T)-v);
    else {
        static_assert(sizeof(T) == 8 || sizeof(T) == 4, "atomic on this type is not supported yet");
        typedef typename cuda::std::conditional<sizeof(T) == 8, unsigned long long, unsigned>::type W;
        W *w = (W *)p, old = *w, assumed;
        T cur;
        do {
            assumed = old;
            memcpy(&cur, &assumed, sizeof(T));
            T nv = gw_op<OP>(cur, v);
            W bits;
            memcpy(&bits, &nv, sizeof(T));
            old = atomicCAS(w, assumed, bits);
        } while (old != assumed);
        return cur;
    }
}

#endif
