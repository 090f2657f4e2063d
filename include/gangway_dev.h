/* gangway_dev.h: device-side helpers that gwcc-generated CUDA includes:
 * reduction operators and identities, block-level combines, atomics. */
#ifndef GANGWAY_DEV_H
#define GANGWAY_DEV_H

#ifdef __CUDACC_RTC__
/* ---- Under NVRTC (the run-time compiler, docs/jit-plan.md 1.2): no C
 * headers, no <cuda/std/...> (CCCL would add ~0.5 s to every compile) and
 * none of GNU C's spellings that nvcc's host front end takes.  What the
 * generated text and this header use of them, for glibc's x86-64 (LP64)
 * types, so that the text means what it means under nvcc.  NVRTC has
 * size_t, ptrdiff_t, the math functions, printf, malloc and memcpy built in. */
#define NULL 0
#define offsetof(t, m) __builtin_offsetof(t, m)
#define __builtin_offsetof(t, m) ((size_t)&((t *)0)->m)

typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef long intmax_t;
typedef unsigned long uintmax_t;
#define INT8_MIN (-128)
#define INT16_MIN (-32767 - 1)
#define INT32_MIN (-2147483647 - 1)
#define INT64_MIN (-9223372036854775807L - 1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX 9223372036854775807L
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615UL
#define INTPTR_MIN INT64_MIN
#define INTPTR_MAX INT64_MAX
#define UINTPTR_MAX UINT64_MAX
#define INTMAX_MIN INT64_MIN
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define SIZE_MAX UINT64_MAX
#define PTRDIFF_MIN INT64_MIN
#define PTRDIFF_MAX INT64_MAX

#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#define SHRT_MIN (-32767 - 1)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-2147483647 - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LONG_MIN (-9223372036854775807L - 1)
#define LONG_MAX 9223372036854775807L
#define ULONG_MAX 18446744073709551615UL
#define LLONG_MIN (-9223372036854775807LL - 1)
#define LLONG_MAX 9223372036854775807LL
#define ULLONG_MAX 18446744073709551615ULL

#define FLT_RADIX 2
#define FLT_MANT_DIG 24
#define DBL_MANT_DIG 53
#define FLT_DIG 6
#define DBL_DIG 15
#define FLT_MIN 1.17549435082228750796873653722224568e-38F
#define FLT_MAX 3.40282346638528859811704183484516925e+38F
#define FLT_EPSILON 1.19209289550781250000000000000000000e-7F
#define DBL_MIN 2.22507385850720138309023271733240406e-308
#define DBL_MAX 1.79769313486231570814527423731704357e+308
#define DBL_EPSILON 2.22044604925031308084726333618164062e-16

/* glibc's math.h and GCC's builtins, as preprocessed C code has them */
#define __builtin_inff() __int_as_float(0x7f800000)
#define __builtin_inf() __longlong_as_double(0x7ff0000000000000LL)
#define __builtin_huge_valf() __builtin_inff()
#define __builtin_huge_val() __builtin_inf()
#define __builtin_nanf(s) __int_as_float(0x7fc00000)
#define __builtin_nan(s) __longlong_as_double(0x7ff8000000000000LL)
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define HUGE_VALF __builtin_huge_valf()
#define HUGE_VAL __builtin_huge_val()
#define __builtin_popcount(x) __popc((unsigned)(x))
#define __builtin_popcountll(x) __popcll((unsigned long long)(x))
#define __builtin_clz(x) __clz((int)(x))
#define __builtin_clzll(x) __clzll((long long)(x))
#define __builtin_ffs(x) __ffs((int)(x))
#define __builtin_ffsll(x) __ffsll((long long)(x))
/* GCC's math builtins take and give C's types: double, float */
#define __builtin_sqrt(x) sqrt((double)(x))
#define __builtin_sqrtf(x) sqrtf((float)(x))
#define __builtin_cbrt(x) cbrt((double)(x))
#define __builtin_cbrtf(x) cbrtf((float)(x))
#define __builtin_exp(x) exp((double)(x))
#define __builtin_expf(x) expf((float)(x))
#define __builtin_exp2(x) exp2((double)(x))
#define __builtin_exp2f(x) exp2f((float)(x))
#define __builtin_expm1(x) expm1((double)(x))
#define __builtin_expm1f(x) expm1f((float)(x))
#define __builtin_log(x) log((double)(x))
#define __builtin_logf(x) logf((float)(x))
#define __builtin_log2(x) log2((double)(x))
#define __builtin_log2f(x) log2f((float)(x))
#define __builtin_log10(x) log10((double)(x))
#define __builtin_log10f(x) log10f((float)(x))
#define __builtin_log1p(x) log1p((double)(x))
#define __builtin_log1pf(x) log1pf((float)(x))
#define __builtin_logb(x) logb((double)(x))
#define __builtin_logbf(x) logbf((float)(x))
#define __builtin_sin(x) sin((double)(x))
#define __builtin_sinf(x) sinf((float)(x))
#define __builtin_cos(x) cos((double)(x))
#define __builtin_cosf(x) cosf((float)(x))
#define __builtin_tan(x) tan((double)(x))
#define __builtin_tanf(x) tanf((float)(x))
#define __builtin_asin(x) asin((double)(x))
#define __builtin_asinf(x) asinf((float)(x))
#define __builtin_acos(x) acos((double)(x))
#define __builtin_acosf(x) acosf((float)(x))
#define __builtin_atan(x) atan((double)(x))
#define __builtin_atanf(x) atanf((float)(x))
#define __builtin_sinh(x) sinh((double)(x))
#define __builtin_sinhf(x) sinhf((float)(x))
#define __builtin_cosh(x) cosh((double)(x))
#define __builtin_coshf(x) coshf((float)(x))
#define __builtin_tanh(x) tanh((double)(x))
#define __builtin_tanhf(x) tanhf((float)(x))
#define __builtin_asinh(x) asinh((double)(x))
#define __builtin_asinhf(x) asinhf((float)(x))
#define __builtin_acosh(x) acosh((double)(x))
#define __builtin_acoshf(x) acoshf((float)(x))
#define __builtin_atanh(x) atanh((double)(x))
#define __builtin_atanhf(x) atanhf((float)(x))
#define __builtin_fabs(x) fabs((double)(x))
#define __builtin_fabsf(x) fabsf((float)(x))
#define __builtin_floor(x) floor((double)(x))
#define __builtin_floorf(x) floorf((float)(x))
#define __builtin_ceil(x) ceil((double)(x))
#define __builtin_ceilf(x) ceilf((float)(x))
#define __builtin_round(x) round((double)(x))
#define __builtin_roundf(x) roundf((float)(x))
#define __builtin_trunc(x) trunc((double)(x))
#define __builtin_truncf(x) truncf((float)(x))
#define __builtin_rint(x) rint((double)(x))
#define __builtin_rintf(x) rintf((float)(x))
#define __builtin_nearbyint(x) nearbyint((double)(x))
#define __builtin_nearbyintf(x) nearbyintf((float)(x))
#define __builtin_erf(x) erf((double)(x))
#define __builtin_erff(x) erff((float)(x))
#define __builtin_erfc(x) erfc((double)(x))
#define __builtin_erfcf(x) erfcf((float)(x))
#define __builtin_tgamma(x) tgamma((double)(x))
#define __builtin_tgammaf(x) tgammaf((float)(x))
#define __builtin_lgamma(x) lgamma((double)(x))
#define __builtin_lgammaf(x) lgammaf((float)(x))
#define __builtin_pow(x, y) pow((double)(x), (double)(y))
#define __builtin_powf(x, y) powf((float)(x), (float)(y))
#define __builtin_atan2(x, y) atan2((double)(x), (double)(y))
#define __builtin_atan2f(x, y) atan2f((float)(x), (float)(y))
#define __builtin_fmod(x, y) fmod((double)(x), (double)(y))
#define __builtin_fmodf(x, y) fmodf((float)(x), (float)(y))
#define __builtin_remainder(x, y) remainder((double)(x), (double)(y))
#define __builtin_remainderf(x, y) remainderf((float)(x), (float)(y))
#define __builtin_hypot(x, y) hypot((double)(x), (double)(y))
#define __builtin_hypotf(x, y) hypotf((float)(x), (float)(y))
#define __builtin_fmin(x, y) fmin((double)(x), (double)(y))
#define __builtin_fminf(x, y) fminf((float)(x), (float)(y))
#define __builtin_fmax(x, y) fmax((double)(x), (double)(y))
#define __builtin_fmaxf(x, y) fmaxf((float)(x), (float)(y))
#define __builtin_fdim(x, y) fdim((double)(x), (double)(y))
#define __builtin_fdimf(x, y) fdimf((float)(x), (float)(y))
#define __builtin_copysign(x, y) copysign((double)(x), (double)(y))
#define __builtin_copysignf(x, y) copysignf((float)(x), (float)(y))
#define __builtin_nextafter(x, y) nextafter((double)(x), (double)(y))
#define __builtin_nextafterf(x, y) nextafterf((float)(x), (float)(y))
#define __builtin_fma(x, y, z) fma((double)(x), (double)(y), (double)(z))
#define __builtin_fmaf(x, y, z) fmaf((float)(x), (float)(y), (float)(z))
#define __builtin_ldexp(x, e) ldexp((double)(x), (int)(e))
#define __builtin_ldexpf(x, e) ldexpf((float)(x), (int)(e))
#define __builtin_scalbn(x, e) scalbn((double)(x), (int)(e))
#define __builtin_scalbnf(x, e) scalbnf((float)(x), (int)(e))
#define __builtin_frexp(x, e) frexp((double)(x), e)
#define __builtin_frexpf(x, e) frexpf((float)(x), e)
#define __builtin_modf(x, p) modf((double)(x), p)
#define __builtin_modff(x, p) modff((float)(x), p)
#define __builtin_ilogb(x) ilogb((double)(x))
#define __builtin_ilogbf(x) ilogbf((float)(x))
#define __builtin_lround(x) lround((double)(x))
#define __builtin_llround(x) llround((double)(x))
#define __builtin_lrint(x) lrint((double)(x))
#define __builtin_llrint(x) llrint((double)(x))
#define __builtin_lroundf(x) lroundf((float)(x))
#define __builtin_llroundf(x) llroundf((float)(x))
#define __builtin_lrintf(x) lrintf((float)(x))
#define __builtin_llrintf(x) llrintf((float)(x))
#define __builtin_llabs(x) llabs(x)
#define __builtin_signbit(x) signbit(x)
#define __builtin_abs(x) abs(x)
#define __builtin_labs(x) labs(x)
#define __builtin_memcpy(d, s, n) memcpy(d, s, n)
#define __builtin_memset(d, c, n) memset(d, c, n)
#define __builtin_trap() __trap()
#define __builtin_constant_p(x) 0
#define __builtin_prefetch(...) ((void)0)
#define abort() __trap()
#define __assert_fail(a, f, l, fn) __assertfail(a, f, l, fn, 1)

/* GNU spellings: __typeof__ drops the reference decltype keeps */
template <class T> struct gw_rtc_noref { typedef T type; };
template <class T> struct gw_rtc_noref<T &> { typedef T type; };
template <class T> struct gw_rtc_noref<T &&> { typedef T type; };
#define __typeof__(...) typename gw_rtc_noref<decltype(__VA_ARGS__)>::type
#define __typeof(...) __typeof__(__VA_ARGS__)
#define typeof(...) __typeof__(__VA_ARGS__)
#define __decltype decltype
#define __extension__
#define register

/* The traits this header takes from <cuda/std/type_traits> and <limits>,
 * from the compiler's own __is_enum and __underlying_type. */
namespace cuda {
namespace std {
template <class T, T v> struct integral_constant { static constexpr T value = v; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T, class F> struct conditional { typedef T type; };
template <class T, class F> struct conditional<false, T, F> { typedef F type; };
template <class A, class B> struct is_same : false_type {};
template <class A> struct is_same<A, A> : true_type {};
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };
template <class T> struct is_enum : integral_constant<bool, __is_enum(T)> {};
template <class T> struct underlying_type { typedef __underlying_type(T) type; };
template <class T> struct gw_int : false_type {};
#define GW_INT(T) template <> struct gw_int<T> : true_type {};
GW_INT(bool) GW_INT(char) GW_INT(signed char) GW_INT(unsigned char) GW_INT(wchar_t)
GW_INT(char16_t) GW_INT(char32_t) GW_INT(short) GW_INT(unsigned short) GW_INT(int)
GW_INT(unsigned) GW_INT(long) GW_INT(unsigned long) GW_INT(long long)
GW_INT(unsigned long long) GW_INT(__int128) GW_INT(unsigned __int128)
#undef GW_INT
template <class T> struct is_integral : gw_int<typename remove_cv<T>::type> {};
template <class T> struct gw_fp : false_type {};
template <> struct gw_fp<float> : true_type {};
template <> struct gw_fp<double> : true_type {};
template <> struct gw_fp<long double> : true_type {};
template <class T> struct is_floating_point : gw_fp<typename remove_cv<T>::type> {};
template <class T>
struct is_arithmetic
    : integral_constant<bool, is_integral<T>::value || is_floating_point<T>::value> {};
template <class T, bool = is_arithmetic<T>::value>
struct gw_signed : integral_constant<bool, T(-1) < T(0)> {};
template <class T> struct gw_signed<T, false> : false_type {};
template <class T> struct is_signed : gw_signed<typename remove_cv<T>::type> {};
template <class T> struct make_unsigned;
#define GW_UNS(S, U) template <> struct make_unsigned<S> { typedef U type; };
GW_UNS(bool, bool) GW_UNS(char, unsigned char) GW_UNS(signed char, unsigned char)
GW_UNS(unsigned char, unsigned char) GW_UNS(short, unsigned short)
GW_UNS(unsigned short, unsigned short) GW_UNS(int, unsigned) GW_UNS(unsigned, unsigned)
GW_UNS(long, unsigned long)
GW_UNS(unsigned long, unsigned long) GW_UNS(long long, unsigned long long)
GW_UNS(unsigned long long, unsigned long long) GW_UNS(__int128, unsigned __int128)
GW_UNS(unsigned __int128, unsigned __int128)
#undef GW_UNS
template <class T> struct make_unsigned<const T> {
    typedef const typename make_unsigned<T>::type type;
};
/* integers (max, lowest: the reductions' identities); double's infinity */
template <class T> struct numeric_limits {
    static constexpr __host__ __device__ T max()
    {
        return is_signed<T>::value ? (T)(~(typename make_unsigned<T>::type)0 >> 1) : (T)~(T)0;
    }
    static constexpr __host__ __device__ T lowest()
    {
        return is_signed<T>::value ? (T)(-max() - 1) : (T)0;
    }
};
template <> struct numeric_limits<double> {
    static constexpr __host__ __device__ double infinity() { return __builtin_huge_val(); }
};
}
}
#else
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
#endif

/* Every kernel's body is { GW_SPEC_OPEN ... GW_SPEC_CLOSE } (emit_cuda.c).
 * A run-time specialisation defines them first, to open a block that
 * shadows parameters with constants and to close it (docs/jit-plan.md 0);
 * otherwise they are nothing. */
#ifndef GW_SPEC_OPEN
#define GW_SPEC_OPEN
#endif
#ifndef GW_SPEC_CLOSE
#define GW_SPEC_CLOSE
#endif

/* GCC's integer overflow builtins (nvcc's are host-only): the exact result
   in 128 bits (unsigned only for a product of two unsigned 64-bit values,
   which alone needs 2^128), stored in *r modulo its width, and whether it
   did not fit there, as GCC defines them for any integer types */
template <class A, class B> struct gw_ovf_wide { typedef __int128 type; };
template <> struct gw_ovf_wide<unsigned long, unsigned long> { typedef unsigned __int128 type; };
template <> struct gw_ovf_wide<unsigned long long, unsigned long long> { typedef unsigned __int128 type; };
template <> struct gw_ovf_wide<unsigned long, unsigned long long> { typedef unsigned __int128 type; };
template <> struct gw_ovf_wide<unsigned long long, unsigned long> { typedef unsigned __int128 type; };
template <class T> __host__ __device__ inline bool gw_ovf_neg(T x) { return !(x > (T)0) && x != (T)0; }
template <class R, class W> __host__ __device__ inline bool gw_ovf_store(W v, R *r)
{
    R t = (R)v;
    *r = t;
    return !((W)t == v && gw_ovf_neg(t) == gw_ovf_neg(v));
}
template <class A, class B, class R> __host__ __device__ inline bool gw_add_overflow(A a, B b, R *r)
{
    return gw_ovf_store((__int128)a + (__int128)b, r);
}
template <class A, class B, class R> __host__ __device__ inline bool gw_sub_overflow(A a, B b, R *r)
{
    return gw_ovf_store((__int128)a - (__int128)b, r);
}
template <class A, class B, class R> __host__ __device__ inline bool gw_mul_overflow(A a, B b, R *r)
{
    typedef typename gw_ovf_wide<A, B>::type W;
    return gw_ovf_store((W)a * (W)b, r);
}
#define __builtin_add_overflow(a, b, r) gw_add_overflow(a, b, r)
#define __builtin_sub_overflow(a, b, r) gw_sub_overflow(a, b, r)
#define __builtin_mul_overflow(a, b, r) gw_mul_overflow(a, b, r)
#define GW_OVF_P(op, a, b, c) ([&] { __typeof__(c) gw_t; return gw_##op##_overflow(a, b, &gw_t); }())
#define __builtin_add_overflow_p(a, b, c) GW_OVF_P(add, a, b, c)
#define __builtin_sub_overflow_p(a, b, c) GW_OVF_P(sub, a, b, c)
#define __builtin_mul_overflow_p(a, b, c) GW_OVF_P(mul, a, b, c)
#define GW_OVF_T(name, op, T) \
    static __host__ __device__ inline bool name(T a, T b, T *r) { return gw_##op##_overflow(a, b, r); }
GW_OVF_T(gw_sadd, add, int) GW_OVF_T(gw_saddl, add, long) GW_OVF_T(gw_saddll, add, long long)
GW_OVF_T(gw_uadd, add, unsigned) GW_OVF_T(gw_uaddl, add, unsigned long) GW_OVF_T(gw_uaddll, add, unsigned long long)
GW_OVF_T(gw_ssub, sub, int) GW_OVF_T(gw_ssubl, sub, long) GW_OVF_T(gw_ssubll, sub, long long)
GW_OVF_T(gw_usub, sub, unsigned) GW_OVF_T(gw_usubl, sub, unsigned long) GW_OVF_T(gw_usubll, sub, unsigned long long)
GW_OVF_T(gw_smul, mul, int) GW_OVF_T(gw_smull, mul, long) GW_OVF_T(gw_smulll, mul, long long)
GW_OVF_T(gw_umul, mul, unsigned) GW_OVF_T(gw_umull, mul, unsigned long) GW_OVF_T(gw_umulll, mul, unsigned long long)
#define __builtin_sadd_overflow gw_sadd
#define __builtin_saddl_overflow gw_saddl
#define __builtin_saddll_overflow gw_saddll
#define __builtin_uadd_overflow gw_uadd
#define __builtin_uaddl_overflow gw_uaddl
#define __builtin_uaddll_overflow gw_uaddll
#define __builtin_ssub_overflow gw_ssub
#define __builtin_ssubl_overflow gw_ssubl
#define __builtin_ssubll_overflow gw_ssubll
#define __builtin_usub_overflow gw_usub
#define __builtin_usubl_overflow gw_usubl
#define __builtin_usubll_overflow gw_usubll
#define __builtin_smul_overflow gw_smul
#define __builtin_smull_overflow gw_smull
#define __builtin_smulll_overflow gw_smulll
#define __builtin_umul_overflow gw_umul
#define __builtin_umull_overflow gw_umull
#define __builtin_umulll_overflow gw_umulll

/* gw_loop_step (gangway_rt.h) for a trip count the kernel computes: the
   failed assertion names the loop's file, line and variable */
__device__ inline long long gw_loop_step(long long div, int down, const char *file, int line, const char *var,
                                         const char *step)
{
    if (div <= 0)
        __assert_fail("the loop's step is 0 or moves its variable away from its bound: it would never end", file,
                      (unsigned)line, var);
    return div;
}

#define restrict __restrict__
#define _Bool bool
/* C11's keywords as C++ spells them (the CUDA text is C++) */
#define _Static_assert static_assert
#define _Alignof __alignof__
#define _Alignas alignas
#define _Noreturn __attribute__((__noreturn__))
#define _Thread_local thread_local
/* GNU C's: a declaration's type from its initialiser; arithmetic on void *
   (as on char *), which nvcc takes with a warning the C program never had */
#define __auto_type auto
#pragma nv_diag_suppress 1143
/* A goto or switch past a complex number's declaration (cxx.c split_inits
   leaves it without an initialiser, as C allows): nvcc warns since gw_cplx
   has constructors, though its default one is trivial */
#pragma nv_diag_suppress 546

/* GNU C's a ?: b, statement expressions and void * arithmetic, which NVRTC
 * does not parse: in a block's evaluated code gwcc marks them with these
 * words (cxx_gnu.c).  For nvcc they are the expression's own tokens again
 * ((a) ?: (b), ({ ... }), (p) + (n)), so its build is what it was; under
 * NVRTC, a lambda holds a's value or runs the statements, and calls do the
 * arithmetic as on a char *.  The lambda's a has a's type, as nvcc's
 * a ? a : b has it but for a bit-field a, which GW_ELVIS_BF promotes
 * (+a) where nvcc's usual arithmetic conversions would. */
template <class V, class N> __host__ __device__ inline V *gw_void_add(V *p, N n) { return (V *)((char *)p + n); }
template <class N, class V> __host__ __device__ inline V *gw_void_add(N n, V *p) { return (V *)((char *)p + n); }
#ifdef __CUDACC_RTC__
#define GW_ELVIS ([&]() { auto gw_elvis_ = (
#define GW_ELVIS_BF ([&]() { auto gw_elvis_ = +(
#define GW_ELVIS_OR ); return gw_elvis_ ? gw_elvis_ : (
#define GW_ELVIS_END ); }())
#define GW_STMT ([&]()
#define GW_STMT_VALUE return
#define GW_STMT_END ())
#define GW_VOID_ADD gw_void_add((
#define GW_VOID_RADD gw_void_add((
#define GW_VOID_RPLUS ), (
#define GW_VOID_SUB gw_void_sub((
#define GW_VOID_DIFF gw_void_diff((
#define GW_VOID_ADD_TO gw_void_add_to((
#define GW_VOID_SUB_FROM gw_void_sub_from((
#define GW_VOID_PLUS ), (
#define GW_VOID_MINUS ), (
#define GW_VOID_PLUS_EQ ), (
#define GW_VOID_MINUS_EQ ), (
#define GW_VOID_END ))
#define GW_VOID_INC gw_void_add_to((
#define GW_VOID_DEC gw_void_sub_from((
#define GW_VOID_STEP_END ), 1)
#define GW_VOID_POST_INC gw_void_post_inc((
#define GW_VOID_POST_DEC gw_void_post_dec((
#define GW_VOID_INC_END ), 1)
#define GW_VOID_DEC_END ), 1)
template <class V, class N> __host__ __device__ inline V *gw_void_sub(V *p, N n) { return (V *)((char *)p - n); }
__host__ __device__ inline ptrdiff_t gw_void_diff(const volatile void *p, const volatile void *q)
{
    return (const volatile char *)p - (const volatile char *)q;
}
/* p is an lvalue: a void * object, maybe qualified (P: const void *volatile ...) */
template <class P, class N> __host__ __device__ inline auto gw_void_add_to(P &p, N n)
{
    return p = (P)((char *)p + n);
}
template <class P, class N> __host__ __device__ inline auto gw_void_sub_from(P &p, N n)
{
    return p = (P)((char *)p - n);
}
template <class P> __host__ __device__ inline auto gw_void_post_inc(P &p, int n)
{
    auto o = p;
    p = (P)((char *)p + n);
    return o;
}
template <class P> __host__ __device__ inline auto gw_void_post_dec(P &p, int n)
{
    auto o = p;
    p = (P)((char *)p - n);
    return o;
}
#else
#define GW_ELVIS ((
#define GW_ELVIS_BF ((
#define GW_ELVIS_OR ) ?: (
#define GW_ELVIS_END ))
#define GW_STMT (
#define GW_STMT_VALUE
#define GW_STMT_END )
#define GW_VOID_ADD ((
#define GW_VOID_RADD gw_void_add((
#define GW_VOID_RPLUS ), (
#define GW_VOID_SUB ((
#define GW_VOID_DIFF ((
#define GW_VOID_ADD_TO ((
#define GW_VOID_SUB_FROM ((
#define GW_VOID_PLUS ) + (
#define GW_VOID_MINUS ) - (
#define GW_VOID_PLUS_EQ ) += (
#define GW_VOID_MINUS_EQ ) -= (
#define GW_VOID_END ))
#define GW_VOID_INC (++(
#define GW_VOID_DEC (--(
#define GW_VOID_STEP_END ))
#define GW_VOID_POST_INC ((
#define GW_VOID_POST_DEC ((
#define GW_VOID_INC_END )++)
#define GW_VOID_DEC_END )--)
#endif
/* C converts in a braced initialiser as in an assignment: {i} for a double */
#pragma nv_diag_suppress 2361

/* C lets ++, --, += ... apply to an enum object; C++ only through operators */
template <class E> using gw_if_enum = typename cuda::std::enable_if<cuda::std::is_enum<E>::value, E>::type;
template <class E> __host__ __device__ inline gw_if_enum<E> &operator++(E &e) { return e = (E)((long long)e + 1); }
template <class E> __host__ __device__ inline gw_if_enum<E> &operator--(E &e) { return e = (E)((long long)e - 1); }
template <class E> __host__ __device__ inline gw_if_enum<E> operator++(E &e, int) { E o = e; ++e; return o; }
template <class E> __host__ __device__ inline gw_if_enum<E> operator--(E &e, int) { E o = e; --e; return o; }
#define GW_ENUM_ASSIGN(OP) \
    template <class E, class T> __host__ __device__ inline gw_if_enum<E> &operator OP##=(E &e, T v) { return e = (E)(e OP v); }
GW_ENUM_ASSIGN(+) GW_ENUM_ASSIGN(-) GW_ENUM_ASSIGN(*) GW_ENUM_ASSIGN(/) GW_ENUM_ASSIGN(%)
GW_ENUM_ASSIGN(&) GW_ENUM_ASSIGN(|) GW_ENUM_ASSIGN(^) GW_ENUM_ASSIGN(<<) GW_ENUM_ASSIGN(>>)
#undef GW_ENUM_ASSIGN

/* Reduction operators, then the atomic construct's; the translator prints them by
 * name (ir.c, dev_op_name). */
enum { GW_ADD, GW_MUL, GW_MAX, GW_MIN, GW_BAND, GW_BOR, GW_BXOR, GW_LAND, GW_LOR,
       /* and for the atomic construct: x = x op e, x = e op x, x = e */
       GW_SUB, GW_DIV, GW_SHL, GW_SHR, GW_RSUB, GW_RDIV, GW_RSHL, GW_RSHR, GW_ASSIGN };

template <class T> struct gw_noref { typedef T type; };
template <class T> struct gw_noref<T &> { typedef T type; };
/* An element type without reference or const: a shared-memory tile of it. */
template <class T> struct gw_plain { typedef T type; };
template <class T> struct gw_plain<T &> { typedef typename gw_plain<T>::type type; };
template <class T> struct gw_plain<const T> { typedef typename gw_plain<T>::type type; };
/* A shared-memory tile element holding several staged operands (a struct
 * T of them), aligned so that one vector load reads it whole. */
template <class T> struct alignas(sizeof(T) > 8 ? 16 : sizeof(T) > 4 ? 8 : alignof(T)) gw_packed { T v; };
/* Iterations a tile of staged elements of S bytes: 16 KiB, from 128 to 1024. */
template <unsigned long S> constexpr int gw_tile_of = S * 1024 <= 16384 ? 1024 : S * 128 >= 16384 ? 128 : (int)(16384 / S);

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

/* ---- -ffp-contract=on (gwcc's cxx_fma.c): the contractions C allows
 * within one expression, spelled out; nvcc then runs with -fmad=false, so
 * these are the only fused multiply-adds and the text fixes each rounding.
 * T (float or double) is the type of the product and of the sum; the
 * operands convert to it as C converts them.  The arguments come in the
 * source's order: z + x * y is gw_add_fma<T>(z, x, y). */
#define GW_FMA_FN static __device__ __forceinline__
GW_FMA_FN float gw_fma_rn(float x, float y, float z) { return __fmaf_rn(x, y, z); }
GW_FMA_FN double gw_fma_rn(double x, double y, double z) { return __fma_rn(x, y, z); }
/* x * y + z, x * y - z, z + x * y, z - x * y */
template <class T> GW_FMA_FN T gw_fma(T x, T y, T z) { return gw_fma_rn(x, y, z); }
template <class T> GW_FMA_FN T gw_fms(T x, T y, T z) { return gw_fma_rn(x, y, -z); }
template <class T> GW_FMA_FN T gw_add_fma(T z, T x, T y) { return gw_fma_rn(x, y, z); }
template <class T> GW_FMA_FN T gw_sub_fma(T z, T x, T y) { return gw_fma_rn(-x, y, z); }
/* s += x * y, s -= x * y: s evaluated once, as in C */
template <class T> GW_FMA_FN T gw_fma_acc(T &s, T x, T y) { return s = gw_fma_rn(x, y, s); }
template <class T> GW_FMA_FN T gw_sub_fma_acc(T &s, T x, T y) { return s = gw_fma_rn(-x, y, s); }
#undef GW_FMA_FN

/* ---- 1.0f / sqrtf(x) in float (gwcc's cxx_fma.c, cxx_rsqrt_edit): the
 * same bits as the two correctly rounded operations, without their slow
 * paths.  CUDA's sqrtf and division each end in a branch to a subroutine
 * for inputs out of range, and the branches keep ptxas from overlapping
 * one iteration of a loop with the next; here every input takes one
 * straight path.  One Newton step from the hardware's approximation rounds
 * correctly for x >= 2^-64 (sqrt) and for the reciprocal of any
 * normal-range square root; smaller x is scaled by 2^64 first (exactly)
 * and the square root by 2^-32 after, so neither approximation sees a
 * subnormal (hence .ftz, which saves their own scaling); 0 and infinity
 * are selected.  Checked equal to 1.0f / sqrtf(x) for all 2^32 inputs on
 * sm_90 (NaNs as NaNs): exec/rsqrt_exact on a GPU.  Not under
 * --use_fast_math, whose approximation nvcc keeps. */
static __device__ __forceinline__ float gw_rsqrt_rn(float x)
{
    float r, y;
    bool tiny = x < 0x1p-64f;
    float xs = tiny ? x * 0x1p64f : x;
    asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(xs));
    float s = xs * r, h = 0.5f * r;
    s = __fmaf_rn(__fmaf_rn(-s, s, xs), h, s);
    s = tiny ? s * 0x1p-32f : s;
    asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(s));
    float q = __fmaf_rn(y, __fmaf_rn(-s, y, 1.0f), y);
    q = x == __int_as_float(0x7f800000) ? 0.0f : q;
    return x == 0.0f ? copysignf(__int_as_float(0x7f800000), x) : q;
}

/* ---- long double: the host's x87 80-bit format in 16 bytes (x86-64), so
 * that arrays and structs keep the host's layout; computed in double (as
 * GCC's nvptx offloading does).  gwcc spells C's long double as gw_ldouble
 * in device code. */
struct alignas(16) gw_ldouble {
    unsigned long long m;       /* the significand, explicit leading bit */
    unsigned short se;          /* sign and 15-bit exponent (bias 16383) */
    unsigned short pad[3];
    gw_ldouble() = default;
    __host__ __device__ gw_ldouble(double d)
    {
        pad[0] = pad[1] = pad[2] = 0;
        unsigned short sign = signbit(d) ? 0x8000 : 0;
        if (d == 0) { m = 0; se = sign; return; }
        if (isinf(d)) { m = 1ULL << 63; se = sign | 0x7fff; return; }
        if (isnan(d)) { m = 3ULL << 62; se = sign | 0x7fff; return; }
        int e;
        double f = frexp(fabs(d), &e);              /* [0.5, 1) * 2^e */
        m = (unsigned long long)ldexp(f, 64);       /* exact: 53 bits */
        se = sign | (unsigned short)(e - 1 + 16383);
    }
    __host__ __device__ operator double() const
    {
        int e = se & 0x7fff;
        double v;
        if (e == 0x7fff) v = (m << 1) ? NAN : INFINITY;
        else if (!m) v = 0;
        else v = ldexp((double)m, (e ? e : 1) - 16383 - 63);
        return se & 0x8000 ? -v : v;
    }
    __host__ __device__ gw_ldouble &operator+=(double b) { return *this = (double)*this + b; }
    __host__ __device__ gw_ldouble &operator-=(double b) { return *this = (double)*this - b; }
    __host__ __device__ gw_ldouble &operator*=(double b) { return *this = (double)*this * b; }
    __host__ __device__ gw_ldouble &operator/=(double b) { return *this = (double)*this / b; }
    __host__ __device__ gw_ldouble &operator++() { return *this += 1; }
    __host__ __device__ gw_ldouble &operator--() { return *this -= 1; }
    __host__ __device__ gw_ldouble operator++(int) { gw_ldouble o = *this; *this += 1; return o; }
    __host__ __device__ gw_ldouble operator--(int) { gw_ldouble o = *this; *this -= 1; return o; }
};

/* ---- C library functions that CUDA lacks in device code: long double's
 * math (the l-suffixed functions, computed in double like the rest of
 * long double in device code) and the GCC builtins that C's headers and
 * programs use (bit counts, byte swaps, comparison macros). */
#ifdef __CUDA_ARCH__
#pragma nv_diag_suppress 1581
#define GW_LD1(F, D) static __device__ __forceinline__ double F(double x) { return D(x); }
GW_LD1(sqrtl, sqrt) GW_LD1(cbrtl, cbrt) GW_LD1(expl, exp) GW_LD1(exp2l, exp2) GW_LD1(expm1l, expm1)
GW_LD1(logl, log) GW_LD1(log2l, log2) GW_LD1(log10l, log10) GW_LD1(log1pl, log1p) GW_LD1(logbl, logb)
GW_LD1(sinl, sin) GW_LD1(cosl, cos) GW_LD1(tanl, tan) GW_LD1(asinl, asin) GW_LD1(acosl, acos)
GW_LD1(atanl, atan) GW_LD1(sinhl, sinh) GW_LD1(coshl, cosh) GW_LD1(tanhl, tanh) GW_LD1(asinhl, asinh)
GW_LD1(acoshl, acosh) GW_LD1(atanhl, atanh) GW_LD1(fabsl, fabs) GW_LD1(floorl, floor) GW_LD1(ceill, ceil)
GW_LD1(roundl, round) GW_LD1(truncl, trunc) GW_LD1(rintl, rint) GW_LD1(nearbyintl, nearbyint)
GW_LD1(erfl, erf) GW_LD1(erfcl, erfc) GW_LD1(tgammal, tgamma) GW_LD1(lgammal, lgamma)
GW_LD1(__builtin_fabsl, fabs) GW_LD1(__builtin_sqrtl, sqrt)
GW_LD1(__builtin_cbrtl, cbrt) GW_LD1(__builtin_expl, exp) GW_LD1(__builtin_exp2l, exp2)
GW_LD1(__builtin_expm1l, expm1) GW_LD1(__builtin_logl, log) GW_LD1(__builtin_log2l, log2)
GW_LD1(__builtin_log10l, log10) GW_LD1(__builtin_log1pl, log1p) GW_LD1(__builtin_logbl, logb)
GW_LD1(__builtin_sinl, sin) GW_LD1(__builtin_cosl, cos) GW_LD1(__builtin_tanl, tan) GW_LD1(__builtin_asinl,
asin) GW_LD1(__builtin_acosl, acos) GW_LD1(__builtin_atanl, atan) GW_LD1(__builtin_sinhl, sinh)
GW_LD1(__builtin_coshl, cosh) GW_LD1(__builtin_tanhl, tanh) GW_LD1(__builtin_asinhl, asinh)
GW_LD1(__builtin_acoshl, acosh) GW_LD1(__builtin_atanhl, atanh) GW_LD1(__builtin_floorl, floor)
GW_LD1(__builtin_ceill, ceil) GW_LD1(__builtin_roundl, round) GW_LD1(__builtin_truncl, trunc)
GW_LD1(__builtin_rintl, rint) GW_LD1(__builtin_nearbyintl, nearbyint) GW_LD1(__builtin_erfl, erf)
GW_LD1(__builtin_erfcl, erfc) GW_LD1(__builtin_tgammal, tgamma) GW_LD1(__builtin_lgammal, lgamma)
#undef GW_LD1
#define GW_LD2(F, D) static __device__ __forceinline__ double F(double x, double y) { return D(x, y); }
GW_LD2(powl, pow) GW_LD2(atan2l, atan2) GW_LD2(fmodl, fmod) GW_LD2(remainderl, remainder) GW_LD2(hypotl, hypot)
GW_LD2(fminl, fmin) GW_LD2(fmaxl, fmax) GW_LD2(fdiml, fdim) GW_LD2(copysignl, copysign) GW_LD2(nextafterl, nextafter)
GW_LD2(nexttowardl, nextafter)
GW_LD2(__builtin_powl, pow) GW_LD2(__builtin_atan2l, atan2) GW_LD2(__builtin_fmodl, fmod)
GW_LD2(__builtin_remainderl, remainder) GW_LD2(__builtin_hypotl, hypot) GW_LD2(__builtin_fminl, fmin)
GW_LD2(__builtin_fmaxl, fmax) GW_LD2(__builtin_fdiml, fdim) GW_LD2(__builtin_copysignl, copysign)
GW_LD2(__builtin_nextafterl, nextafter)
#undef GW_LD2
static __device__ __forceinline__ double fmal(double x, double y, double z) { return fma(x, y, z); }
static __device__ __forceinline__ double __builtin_fmal(double x, double y, double z) { return fma(x, y, z); }
static __device__ __forceinline__ double ldexpl(double x, int e) { return ldexp(x, e); }
static __device__ __forceinline__ double scalbnl(double x, int e) { return scalbn(x, e); }
static __device__ __forceinline__ double scalblnl(double x, long e) { return scalbln(x, e); }
static __device__ __forceinline__ double frexpl(double x, int *e) { return frexp(x, e); }
static __device__ __forceinline__ double remquol(double x, double y, int *q) { return remquo(x, y, q); }
static __device__ __forceinline__ int ilogbl(double x) { return ilogb(x); }
static __device__ __forceinline__ long lroundl(double x) { return lround(x); }
static __device__ __forceinline__ long long llroundl(double x) { return llround(x); }
static __device__ __forceinline__ long lrintl(double x) { return lrint(x); }
static __device__ __forceinline__ long long llrintl(double x) { return llrint(x); }

static __device__ __forceinline__ int __builtin_popcountl(unsigned long x) { return __popcll(x); }
static __device__ __forceinline__ int __builtin_clzl(unsigned long x) { return __clzll((long long)x); }
static __device__ __forceinline__ int __builtin_ctz(unsigned x) { return __ffs((int)x) - 1; }
static __device__ __forceinline__ int __builtin_ctzl(unsigned long x) { return __ffsll((long long)x) - 1; }
static __device__ __forceinline__ int __builtin_ctzll(unsigned long long x) { return __ffsll((long long)x) - 1; }
static __device__ __forceinline__ int __builtin_ffsl(long x) { return __ffsll((long long)x); }
static __device__ __forceinline__ int __builtin_parity(unsigned x) { return __popc(x) & 1; }
static __device__ __forceinline__ int __builtin_parityl(unsigned long x) { return __popcll(x) & 1; }
static __device__ __forceinline__ int __builtin_parityll(unsigned long long x) { return __popcll(x) & 1; }
static __device__ __forceinline__ unsigned short __builtin_bswap16(unsigned short x) { return (unsigned short)((x >> 8) | (x << 8)); }
static __device__ __forceinline__ unsigned __builtin_bswap32(unsigned x) { return __byte_perm(x, 0, 0x0123); }
static __device__ __forceinline__ unsigned long long __builtin_bswap64(unsigned long long x)
{
    return ((unsigned long long)__byte_perm((unsigned)x, 0, 0x0123) << 32) | __byte_perm((unsigned)(x >> 32), 0, 0x0123);
}
template <class A, class B> static __device__ __forceinline__ int __builtin_isunordered(A a, B b) { return isnan((double)a) || isnan((double)b); }
template <class A, class B> static __device__ __forceinline__ int __builtin_isgreater(A a, B b) { return !__builtin_isunordered(a, b) && a > b; }
template <class A, class B> static __device__ __forceinline__ int __builtin_isgreaterequal(A a, B b) { return !__builtin_isunordered(a, b) && a >= b; }
template <class A, class B> static __device__ __forceinline__ int __builtin_isless(A a, B b) { return !__builtin_isunordered(a, b) && a < b; }
template <class A, class B> static __device__ __forceinline__ int __builtin_islessequal(A a, B b) { return !__builtin_isunordered(a, b) && a <= b; }
template <class A, class B> static __device__ __forceinline__ int __builtin_islessgreater(A a, B b) { return !__builtin_isunordered(a, b) && a != b; }
template <class T> static __device__ __forceinline__ int __builtin_fpclassify(int fnan, int finf, int fnorm, int fsub, int fzero, T x)
{
    double d = (double)x;
    return isnan(d) ? fnan : isinf(d) ? finf : d == 0 ? fzero : fabs(d) < (sizeof(T) == sizeof(float) ? FLT_MIN : DBL_MIN) ? fsub : fnorm;
}
static __device__ __forceinline__ double nexttoward(double x, double y) { return nextafter(x, y); }
static __device__ __forceinline__ float nexttowardf(float x, double y) { return nextafterf(x, (float)y); }
template <class T> static __device__ __forceinline__ int __builtin_isnormal(T x)
{
    double d = fabs((double)x);
    return d >= (sizeof(T) == sizeof(float) ? FLT_MIN : DBL_MIN) && d <= (sizeof(T) == sizeof(float) ? FLT_MAX : DBL_MAX);
}
template <class T> static __device__ __forceinline__ int __builtin_isinf_sign(T x) { return isinf((double)x) ? (signbit((double)x) ? -1 : 1) : 0; }
#pragma nv_diag_default 1581
#endif

/* ---- C99 complex numbers (gwcc's cplx.c spells float _Complex and double
 * _Complex as these in device code): the same layout as C's, real part
 * first, and C's arithmetic, mixed real and complex operands included. */
/* a real type: C's arithmetic ones and long double (gw_ldouble) */
template <class T> struct gw_arith {
    static constexpr bool value = cuda::std::is_arithmetic<T>::value || cuda::std::is_same<T, gw_ldouble>::value;
};
/* the type a real part is computed in: long double's is double */
template <class T> struct gw_cx_real { typedef T type; };
template <> struct gw_cx_real<gw_ldouble> { typedef double type; };

/* float, double and long double _Complex (T: float, double, gw_ldouble) */
template <class T> struct gw_cplx {
    T re, im;
    gw_cplx() = default;
    __host__ __device__ constexpr gw_cplx(T r, T i) : re(r), im(i) {}
    template <class U, class = typename cuda::std::enable_if<gw_arith<U>::value>::type>
    __host__ __device__ constexpr gw_cplx(U r) : re((T)r), im(0) {}
    template <class U> __host__ __device__ constexpr gw_cplx(gw_cplx<U> z) : re((T)z.re), im((T)z.im) {}
    template <class U, class = typename cuda::std::enable_if<gw_arith<U>::value>::type>
    __host__ __device__ explicit operator U() const { return (U)re; }
    __host__ __device__ explicit operator bool() const { return re != 0 || im != 0; }   /* if (z), z && w */
};

template <class A, class B> struct gw_cx_common {
    typedef gw_cplx<decltype(typename gw_cx_real<A>::type() + typename gw_cx_real<B>::type())> type;
};
template <class T> struct gw_cx_base { typedef T type; };
template <class T> struct gw_cx_base<gw_cplx<T>> { typedef T type; };
template <class T> struct gw_is_cx { static constexpr bool value = false; };
template <class T> struct gw_is_cx<gw_cplx<T>> { static constexpr bool value = true; };
/* operands of one complex operation: a complex and a complex or real one */
template <bool OK, class A, class B> struct gw_cx_type { typedef void type; };
template <class A, class B> struct gw_cx_type<true, A, B> {
    typedef typename gw_cx_common<typename gw_cx_base<A>::type, typename gw_cx_base<B>::type>::type type;
};
template <class A, class B> struct gw_cx_pair {
    static constexpr bool ok = (gw_is_cx<A>::value || gw_is_cx<B>::value)
                               && (gw_is_cx<A>::value || gw_arith<A>::value)
                               && (gw_is_cx<B>::value || gw_arith<B>::value);
    typedef typename gw_cx_type<ok, A, B>::type type;     /* only for complex operands */
};
#define GW_CX_OP(A, B) typename cuda::std::enable_if<gw_cx_pair<A, B>::ok, typename gw_cx_pair<A, B>::type>::type

template <class A, class B> __host__ __device__ __forceinline__ GW_CX_OP(A, B) operator+(A a, B b)
{
    typedef GW_CX_OP(A, B) R;
    R x = a, y = b;
    return R(x.re + y.re, x.im + y.im);
}
template <class A, class B> __host__ __device__ __forceinline__ GW_CX_OP(A, B) operator-(A a, B b)
{
    typedef GW_CX_OP(A, B) R;
    R x = a, y = b;
    return R(x.re - y.re, x.im - y.im);
}
template <class A, class B> __host__ __device__ __forceinline__ GW_CX_OP(A, B) operator*(A a, B b)
{
    typedef GW_CX_OP(A, B) R;
    if constexpr (!gw_is_cx<A>::value) { R y = b; return R(a * y.re, a * y.im); }
    else if constexpr (!gw_is_cx<B>::value) { R x = a; return R(x.re * b, x.im * b); }
    else { R x = a, y = b; return R(x.re * y.re - x.im * y.im, x.re * y.im + x.im * y.re); }
}
template <class A, class B> __host__ __device__ __forceinline__ GW_CX_OP(A, B) operator/(A a, B b)
{
    typedef GW_CX_OP(A, B) R;
    R x = a;
    if constexpr (!gw_is_cx<B>::value) return R(x.re / b, x.im / b);
    else {
        R y = b;
        auto d = y.re * y.re + y.im * y.im;
        return R((x.re * y.re + x.im * y.im) / d, (x.im * y.re - x.re * y.im) / d);
    }
}
template <class A, class B>
__host__ __device__ __forceinline__ typename cuda::std::enable_if<gw_cx_pair<A, B>::ok, bool>::type operator==(A a, B b)
{
    GW_CX_OP(A, B) x = a, y = b;
    return x.re == y.re && x.im == y.im;
}
template <class A, class B>
__host__ __device__ __forceinline__ typename cuda::std::enable_if<gw_cx_pair<A, B>::ok, bool>::type operator!=(A a, B b)
{
    return !(a == b);
}
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> operator-(gw_cplx<T> a) { return gw_cplx<T>(-a.re, -a.im); }
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> operator+(gw_cplx<T> a) { return a; }
template <class T> __host__ __device__ __forceinline__ bool operator!(gw_cplx<T> a) { return a.re == 0 && a.im == 0; }
template <class T, class B> __host__ __device__ __forceinline__ gw_cplx<T> &operator+=(gw_cplx<T> &a, B b) { return a = a + b; }
template <class T, class B> __host__ __device__ __forceinline__ gw_cplx<T> &operator-=(gw_cplx<T> &a, B b) { return a = a - b; }
template <class T, class B> __host__ __device__ __forceinline__ gw_cplx<T> &operator*=(gw_cplx<T> &a, B b) { return a = a * b; }
template <class T, class B> __host__ __device__ __forceinline__ gw_cplx<T> &operator/=(gw_cplx<T> &a, B b) { return a = a / b; }
/* ++z, z++, --z, z--: C adds or subtracts 1 to the real part */
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> &operator++(gw_cplx<T> &a) { a.re += 1; return a; }
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> &operator--(gw_cplx<T> &a) { a.re -= 1; return a; }
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> operator++(gw_cplx<T> &a, int) { gw_cplx<T> o = a; a.re += 1; return o; }
template <class T> __host__ __device__ __forceinline__ gw_cplx<T> operator--(gw_cplx<T> &a, int) { gw_cplx<T> o = a; a.re -= 1; return o; }
/* i += p, an integer plus a pointer (C takes it with a warning, C++ does
 * not): the pointer's arithmetic (on void *, bytes, as GNU C) converted to
 * i's type, i evaluated once */
template <class L, class P> __device__ __forceinline__ L &gw_int_add_ptr(L &l, P *p)
{
    typedef typename cuda::std::remove_cv<P>::type E;
    typedef typename cuda::std::conditional<cuda::std::is_void<E>::value, char, E>::type S;
    l = (L)((unsigned long long)p + (unsigned long long)(long long)l * sizeof(S));
    return l;
}
/* GNU __real__ and __imag__, as lvalues where the operand is one */
template <class T> __device__ __forceinline__ T &gw_real(gw_cplx<T> &z) { return z.re; }
template <class T> __device__ __forceinline__ T &gw_imag(gw_cplx<T> &z) { return z.im; }
template <class T> __device__ __forceinline__ T gw_real(const gw_cplx<T> &z) { return z.re; }
template <class T> __device__ __forceinline__ T gw_imag(const gw_cplx<T> &z) { return z.im; }
template <class T, class = typename cuda::std::enable_if<gw_arith<T>::value>::type>
__device__ __forceinline__ T gw_real(T x) { return x; }
template <class T, class = typename cuda::std::enable_if<gw_arith<T>::value>::type>
__device__ __forceinline__ T gw_imag(T) { return 0; }
/* GNU ~z, the conjugate of a complex number (cxx.c unary_call_edit) */
template <class T> __device__ __forceinline__ gw_cplx<T> gw_conj(gw_cplx<T> z) { return gw_cplx<T>(z.re, -z.im); }
/* ++ and -- on a _Bool, which C allows and C++17 does not: -- flips it
   (b - 1 is nonzero exactly when b was 0), ++ sets it */
__device__ __forceinline__ bool gw_bool_predec(bool &b) { b = !b; return b; }
__device__ __forceinline__ bool gw_bool_postdec(bool &b) { bool o = b; b = !b; return o; }
__device__ __forceinline__ bool gw_bool_preinc(bool &b) { b = true; return b; }
__device__ __forceinline__ bool gw_bool_postinc(bool &b) { bool o = b; b = true; return o; }

/* <complex.h> on the device */
#define GW_CX_FUNCS(T, F) \
    static __device__ __forceinline__ T creal##F(gw_cplx<T> z) { return z.re; } \
    static __device__ __forceinline__ T cimag##F(gw_cplx<T> z) { return z.im; } \
    static __device__ __forceinline__ gw_cplx<T> conj##F(gw_cplx<T> z) { return gw_cplx<T>(z.re, -z.im); } \
    static __device__ __forceinline__ gw_cplx<T> cproj##F(gw_cplx<T> z) { return z; } \
    static __device__ __forceinline__ T cabs##F(gw_cplx<T> z) { return hypot##F(z.re, z.im); } \
    static __device__ __forceinline__ T carg##F(gw_cplx<T> z) { return atan2##F(z.im, z.re); } \
    static __device__ __forceinline__ gw_cplx<T> cexp##F(gw_cplx<T> z) \
    { T e = exp##F(z.re); return gw_cplx<T>(e * cos##F(z.im), e * sin##F(z.im)); } \
    static __device__ __forceinline__ gw_cplx<T> clog##F(gw_cplx<T> z) \
    { return gw_cplx<T>(log##F(cabs##F(z)), carg##F(z)); } \
    static __device__ __forceinline__ gw_cplx<T> csqrt##F(gw_cplx<T> z) \
    { \
        T r = cabs##F(z); \
        if (r == 0) return gw_cplx<T>(0, z.im); \
        T a = sqrt##F((r + fabs##F(z.re)) / 2); \
        if (z.re >= 0) return gw_cplx<T>(a, z.im / (2 * a)); \
        return gw_cplx<T>(fabs##F(z.im) / (2 * a), copysign##F(a, z.im)); \
    } \
    static __device__ __forceinline__ gw_cplx<T> cpow##F(gw_cplx<T> x, gw_cplx<T> y) \
    { return (x.re == 0 && x.im == 0) ? gw_cplx<T>(0, 0) : cexp##F(y * clog##F(x)); } \
    static __device__ __forceinline__ gw_cplx<T> csin##F(gw_cplx<T> z) \
    { return gw_cplx<T>(sin##F(z.re) * cosh##F(z.im), cos##F(z.re) * sinh##F(z.im)); } \
    static __device__ __forceinline__ gw_cplx<T> ccos##F(gw_cplx<T> z) \
    { return gw_cplx<T>(cos##F(z.re) * cosh##F(z.im), -sin##F(z.re) * sinh##F(z.im)); }
GW_CX_FUNCS(double, )
GW_CX_FUNCS(float, f)
GW_CX_FUNCS(gw_ldouble, l)

/* float _Complex and double _Complex: + * && || only (no <, no bits). */
template <class T> struct gw_is_complex { static constexpr bool value = false; };
template <class T> struct gw_is_complex<gw_cplx<T>> { static constexpr bool value = true; };

/* The truth value of a scalar, as C's && and || take it. */
template <class T> __device__ __forceinline__ bool gw_truth(T a)
{
    if constexpr (gw_is_complex<T>::value) return a.re != 0 || a.im != 0;
    else return a != 0;
}

/* The type whose limits give T's identities: an enum's underlying type
 * (numeric_limits of an enum is all zeros: min's identity would be 0). */
template <class T, bool E = cuda::std::is_enum<T>::value> struct gw_limits_of { typedef T type; };
template <class T> struct gw_limits_of<T, true> { typedef typename cuda::std::underlying_type<T>::type type; };

template <int OP, class T> __device__ __forceinline__ T gw_identity()
{
    /* (T v = c; return v;, not return T(c): nvcc has no device code for
       a complex temporary) */
    if constexpr (OP == GW_ADD || OP == GW_BOR || OP == GW_BXOR || OP == GW_LOR) { T v = 0; return v; }
    else if constexpr (OP == GW_MUL || OP == GW_LAND) { T v = 1; return v; }
    else if constexpr (OP == GW_BAND) { T v = (T)~0ULL; return v; }
    else if constexpr (OP == GW_MAX) {
        if constexpr (cuda::std::is_floating_point<T>::value || cuda::std::is_same<T, gw_ldouble>::value)
            return -cuda::std::numeric_limits<double>::infinity();
        else return (T)cuda::std::numeric_limits<typename gw_limits_of<T>::type>::lowest();
    } else {
        if constexpr (cuda::std::is_floating_point<T>::value || cuda::std::is_same<T, gw_ldouble>::value)
            return cuda::std::numeric_limits<double>::infinity();
        else return (T)cuda::std::numeric_limits<typename gw_limits_of<T>::type>::max();
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
    else if constexpr (OP == GW_LAND) { T v = gw_truth(a) && gw_truth(b); return v; }
    else if constexpr (OP == GW_LOR) { T v = gw_truth(a) || gw_truth(b); return v; }
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

/* Raw shared memory for block combines, 8 KiB, reused by every reduction,
 * and 16 KiB for 16-byte types (double _Complex), only in kernels that
 * reduce one (a thread's value each, up to 1024 threads). */
static __device__ __forceinline__ unsigned long long *gw_smem()
{
    __shared__ unsigned long long buf[1024];
    return buf;
}

static __device__ __forceinline__ unsigned long long *gw_smem16()
{
    __shared__ unsigned long long buf[2048];
    return buf;
}


/* __shfl_xor_sync for any type: arithmetic types of 4 and 8 bytes
 * directly, others (char, short, bool, complex) as 32-bit words. */
template <class T> __device__ __forceinline__ T gw_shfl_xor(unsigned mask, T v, unsigned off, unsigned width)
{
    if constexpr (cuda::std::is_arithmetic<T>::value && !cuda::std::is_same<T, bool>::value && sizeof(T) >= 4)
        return (T)__shfl_xor_sync(mask, v, off, width);
    else {
        constexpr int n = (sizeof(T) + 3) / 4;
        unsigned w[n] = {};
        memcpy(w, &v, sizeof(T));
        for (int i = 0; i < n; i++) w[i] = __shfl_xor_sync(mask, w[i], off, width);
        memcpy(&v, w, sizeof(T));
        return v;
    }
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
    for (unsigned off = 16; off > 0; off /= 2) v = gw_op<OP>(v, gw_shfl_xor(0xffffffffu, v, off, 32));
    return v;
}

/* Combine v across the lanes of this thread's row, a row of at most one warp
 * (blockDim.x a power of two up to 32): shuffles only.  With cx 0, lane 0's
 * value.  Kernels whose rows are known to fit a warp call it directly, and
 * so reserve no shared memory, which leaves the L1 cache its full size. */
/* The type a reduction combines values of T in: long double's (the
 * host's 16-byte layout, computed in double) is double's. */
template <class T> struct gw_red_as { typedef T type; };
template <> struct gw_red_as<gw_ldouble> { typedef double type; };
template <> struct gw_red_as<gw_cplx<gw_ldouble>> { typedef gw_cplx<double> type; };

template <int OP, class T> __device__ __forceinline__ T gw_reduce_warp_as(T v, int cx)
{
    if (!cx && threadIdx.x) v = gw_identity<OP, T>();
    unsigned bx = blockDim.x, mask = gw_row_mask();
#pragma unroll
    for (unsigned off = 16; off > 0; off /= 2)
        if (off < bx) v = gw_op<OP>(v, gw_shfl_xor(mask, v, off, bx));
    return v;
}

/* Combine v across threadIdx.x (cx) and/or threadIdx.y (cy); along an axis
 * not combined, the value of lane 0 is taken (the others are redundant
 * copies).  Every thread gets the result.  in_worker: called inside a
 * worker-partitioned loop, where only this warp may synchronise (then
 * blockDim.x <= 32 and cy is 0).  Rows not combined (cy == 0) each get
 * their own row's result: redundant worker-single copies, or the separate
 * gangs of a packed block. */
template <int OP, class T> __device__ __forceinline__ T gw_reduce_warp(T v, int cx)
{
    typedef typename gw_red_as<T>::type R;
    if constexpr (cuda::std::is_same<R, T>::value) return gw_reduce_warp_as<OP>(v, cx);
    else return T(gw_reduce_warp_as<OP>((R)v, cx));
}

template <int OP, class T> __device__ T gw_reduce_block_as(T v, int cx, int cy, int in_worker)
{
    unsigned bx = blockDim.x, by = blockDim.y, tx = threadIdx.x, ty = threadIdx.y;
    /* lanes other than 0 count only when the row is combined; rows other
     * than 0 are never cleared: uncombined rows keep their own results */
    if (in_worker || (bx <= 32 && (bx & (bx - 1)) == 0 && (!cy || by == 1)))
        return gw_reduce_warp<OP>(v, cx);   /* a row of at most one warp */
    if (!cx && tx) v = gw_identity<OP, T>();
    T *buf = (T *)(sizeof(T) > 8 ? gw_smem16() : gw_smem());
    unsigned nt = bx * by;
    if (bx % 32 == 0 && (cy || by == 1) && nt <= 1024) {
        /* the whole block: shuffles in each warp, then across warps */
        T *w = buf;
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

template <int OP, class T> __device__ __forceinline__ T gw_reduce_block(T v, int cx, int cy, int in_worker)
{
    typedef typename gw_red_as<T>::type R;
    if constexpr (cuda::std::is_same<R, T>::value) return gw_reduce_block_as<OP>(v, cx, cy, in_worker);
    else return T(gw_reduce_block_as<OP>((R)v, cx, cy, in_worker));
}

/* Routine loops' reductions (emit_cuda.c, routine_reductions), combined
 * across the threads their iterations were spread over, as gw_sync_gang
 * and __syncthreads wait for them: the caller's lanes (the block, or a
 * row of at most a warp when rows share it), or the whole gang's block. */
template <int OP, class T> __device__ __forceinline__ T gw_reduce_lanes(T v)
{
    return gw_reduce_block<OP>(v, 1, 0, blockDim.y > 1);
}

template <int OP, class T> __device__ __forceinline__ T gw_reduce_gang(T v)
{
    return gw_reduce_block<OP>(v, 1, 1, 0);
}

/* ---- Combining across blocks without atomics ----
 * Each block's thread (0,0) stores the block's partial result at its block
 * index; the block that finishes last (gw_last_block) combines them in
 * index order (gw_combine_parts).  The order depends only on the launch
 * shape, so the result is the same, bit for bit, run after run. */

/* The linear block index and the number of blocks. */
static __device__ __forceinline__ unsigned gw_block_id()
{
    return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}

static __device__ __forceinline__ unsigned gw_nblocks()
{
    return gridDim.x * gridDim.y * gridDim.z;
}

/* Called by every thread after thread (0,0) stored the block's partials:
 * true in the last block to arrive, which then sees every partial.  It
 * resets the counter for the next kernel that uses the scratch. */
static __device__ bool gw_last_block(unsigned *count)
{
    __shared__ bool last;
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        __threadfence();
        last = atomicAdd(count, 1u) == gw_nblocks() - 1;
        if (last) *count = 0;
    }
    __syncthreads();
    if (last) __threadfence();
    return last;
}

/* A load from L2, past this SM's L1: another block's partial result. */
template <class T> __device__ __forceinline__ T gw_ldcg(const T *p)
{
    T v;
    if constexpr (sizeof(T) == 1) { unsigned char b = __ldcg((const unsigned char *)p); memcpy(&v, &b, 1); }
    else if constexpr (sizeof(T) == 2) { unsigned short b = __ldcg((const unsigned short *)p); memcpy(&v, &b, 2); }
    else if constexpr (sizeof(T) % 8 == 0) {
        unsigned long long b[sizeof(T) / 8];
        for (unsigned i = 0; i < sizeof(T) / 8; i++) b[i] = __ldcg((const unsigned long long *)p + i);
        memcpy(&v, b, sizeof(T));
    } else {
        unsigned b[(sizeof(T) + 3) / 4];
        for (unsigned i = 0; i < (sizeof(T) + 3) / 4; i++) b[i] = __ldcg((const unsigned *)p + i);
        memcpy(&v, b, sizeof(T));
    }
    return v;
}

/* In the last block: part[0..n) combined, each thread taking every
 * (threads)-th value in order, then a fixed tree across the block.  Every
 * thread of the block calls it and gets the result. */
template <int OP, class T> __device__ T gw_combine_parts(const T *part, unsigned n)
{
    T v = gw_identity<OP, T>();
    unsigned nt = blockDim.x * blockDim.y;
    for (unsigned i = threadIdx.y * blockDim.x + threadIdx.x; i < n; i += nt) v = gw_op<OP>(v, gw_ldcg(part + i));
    return gw_reduce_block<OP>(v, 1, 1, 0);
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

/* ---- The atomic construct ----
 * x = x OP v has the meaning of the C expression: x and v meet in the usual
 * arithmetic conversions (integer promotions included), the operation runs
 * in that type, and the result converts back to x's type T.  So an int x
 * with x += 3.5 adds 3.5 to (double)x and truncates, and a short x with
 * x = x + e computes in int.  C++ has the same conversions as C, so
 * gw_apply writes each operator as the plain expression. */

/* a OP b for integers, in the type the C expression has (C), but with the
 * wrap-around of C's unsigned arithmetic where C is signed (signed overflow
 * is undefined in both languages; the GPU wraps). */
template <int OP, class A, class B> __device__ __forceinline__ auto gw_int_arith(A a, B b)
{
    typedef decltype(a + b) C;
    typedef typename cuda::std::make_unsigned<C>::type UC;
    if constexpr (OP == GW_ADD) return (C)((UC)a + (UC)b);
    else if constexpr (OP == GW_SUB) return (C)((UC)a - (UC)b);
    else return (C)((UC)a * (UC)b);
}

/* a << b for an integer a: in a's promoted type, without the undefined
 * behaviour of shifting a negative value left. */
template <class A, class B> __device__ __forceinline__ auto gw_int_shl(A a, B b)
{
    typedef decltype(+a) P;
    typedef typename cuda::std::make_unsigned<P>::type UP;
    return (P)((UP)(P)a << b);
}

/* The value x = a OP b stores, where a is x's value (type T) and b the
 * operand as written (type V). */
template <int OP, class T, class V> __device__ __forceinline__ T gw_apply(T a, V b)
{
    constexpr bool ints = cuda::std::is_integral<T>::value && cuda::std::is_integral<V>::value;
    if constexpr (OP == GW_ASSIGN) return (T)b;
    else if constexpr (OP == GW_ADD) { if constexpr (ints) return (T)gw_int_arith<GW_ADD>(a, b); else return (T)(a + b); }
    else if constexpr (OP == GW_SUB) { if constexpr (ints) return (T)gw_int_arith<GW_SUB>(a, b); else return (T)(a - b); }
    else if constexpr (OP == GW_RSUB) { if constexpr (ints) return (T)gw_int_arith<GW_SUB>(b, a); else return (T)(b - a); }
    else if constexpr (OP == GW_MUL) { if constexpr (ints) return (T)gw_int_arith<GW_MUL>(a, b); else return (T)(a * b); }
    else if constexpr (OP == GW_DIV) return (T)(a / b);
    else if constexpr (OP == GW_RDIV) return (T)(b / a);
    else if constexpr (OP == GW_BAND) return (T)(a & b);
    else if constexpr (OP == GW_BOR) return (T)(a | b);
    else if constexpr (OP == GW_BXOR) return (T)(a ^ b);
    else if constexpr (OP == GW_LAND) return (T)(a && b);
    else if constexpr (OP == GW_LOR) return (T)(a || b);
    else if constexpr (OP == GW_MAX) return b > a ? (T)b : a;
    else if constexpr (OP == GW_MIN) return b < a ? (T)b : a;
    else if constexpr (OP == GW_SHL) { if constexpr (ints) return (T)gw_int_shl(a, b); else return (T)(a << b); }
    else if constexpr (OP == GW_SHR) return (T)(a >> b);
    else if constexpr (OP == GW_RSHL) { if constexpr (ints) return (T)gw_int_shl(b, a); else return (T)(b << a); }
    else if constexpr (OP == GW_RSHR) return (T)(b >> a);
    else { static_assert(OP == GW_ASSIGN, "unknown atomic operator"); return a; }
}

/* Whether a native atomic instruction on T, with the operand converted to
 * T first, stores exactly what gw_apply computes:
 * - + - & | ^ on 32- and 64-bit integers with an integer operand: the
 *   result is taken modulo 2^bits(T), and so is the operand, whatever its
 *   type and signedness;
 * - + - on float and double when the operation's type is T itself (an int
 *   operand to a float x, a float operand to a double x; not a double
 *   operand to a float x: that rounds once in double, then to float);
 * - max and min on 32- and 64-bit integers when the operation's type is T;
 * - plain assignment of 4 or 8 bytes (exchange). */
template <int OP, class T, class V> __device__ constexpr bool gw_atomic_is_native()
{
    if constexpr (sizeof(T) != 4 && sizeof(T) != 8) return false;
    else if constexpr (OP == GW_ASSIGN) return true;
    else if constexpr (!cuda::std::is_arithmetic<T>::value || !cuda::std::is_arithmetic<V>::value
                       || cuda::std::is_same<T, bool>::value) return false;
    else {
        constexpr bool tint = cuda::std::is_integral<T>::value, vint = cuda::std::is_integral<V>::value;
        constexpr bool same = cuda::std::is_same<decltype(T() + V()), T>::value;
        if constexpr (OP == GW_ADD || OP == GW_SUB)
            return tint ? vint : (same && (cuda::std::is_same<T, float>::value || cuda::std::is_same<T, double>::value));
        else if constexpr (OP == GW_BAND || OP == GW_BOR || OP == GW_BXOR) return tint && vint;
        else if constexpr (OP == GW_MAX || OP == GW_MIN) return tint && same;
        else return false;
    }
}

/* The native path (gw_atomic_is_native): the old value, or with NEW the
 * value stored. */
template <int OP, bool NEW, class T, class V> __device__ __forceinline__ T gw_atomic_native(T *p, V u)
{
    typedef typename cuda::std::conditional<sizeof(T) == 8, unsigned long long, unsigned>::type W;
    T v = (T)u;
    if constexpr (OP == GW_ASSIGN) {
        W bits, ob;
        memcpy(&bits, &v, sizeof(T));
        ob = atomicExch((W *)p, bits);
        T old;
        memcpy(&old, &ob, sizeof(T));
        return NEW ? v : old;
    } else if constexpr (cuda::std::is_floating_point<T>::value) {
        T d = OP == GW_SUB ? -v : v;        /* x - v is x + (-v) in IEEE arithmetic */
        T old = atomicAdd(p, d);
        return NEW ? (T)(old + d) : old;
    } else if constexpr ((OP == GW_MAX || OP == GW_MIN) && cuda::std::is_signed<T>::value) {
        typedef typename cuda::std::conditional<sizeof(T) == 8, long long, int>::type S;
        S o = OP == GW_MAX ? atomicMax((S *)p, (S)v) : atomicMin((S *)p, (S)v);
        S n = OP == GW_MAX ? (o > (S)v ? o : (S)v) : (o < (S)v ? o : (S)v);
        return (T)(NEW ? n : o);
    } else {
        typedef typename cuda::std::make_unsigned<T>::type U;
        W w = (W)(U)v, o, n;
        if constexpr (OP == GW_ADD) o = atomicAdd((W *)p, w), n = o + w;
        else if constexpr (OP == GW_SUB) o = atomicAdd((W *)p, (W)0 - w), n = o - w;
        else if constexpr (OP == GW_BAND) o = atomicAnd((W *)p, w), n = o & w;
        else if constexpr (OP == GW_BOR) o = atomicOr((W *)p, w), n = o | w;
        else if constexpr (OP == GW_BXOR) o = atomicXor((W *)p, w), n = o ^ w;
        else if constexpr (OP == GW_MAX) o = atomicMax((W *)p, w), n = o > w ? o : w;
        else o = atomicMin((W *)p, w), n = o < w ? o : w;
        return (T)(NEW ? n : o);
    }
}

static __device__ unsigned gw_ld_locks[256];     /* 16-byte atomics */

/* f() under the lock word of the 16-byte x at p (hashed).  The lane that
 * takes the lock runs f and gives it back in the same branch, so that the
 * other lanes of its warp, which failed to take it, wait for the warp to
 * converge rather than spin while it holds it.  The fences order the 16
 * bytes' loads and stores inside. */
template <class F> __device__ __forceinline__ void gw_atomic_locked(const void *p, F f)
{
    unsigned *lk = &gw_ld_locks[((uintptr_t)p >> 4) & 255];
    unsigned pause = 8;
    for (bool done = false; !done;) {
        /* a plain load first, and a pause that grows while it is taken:
           the lock's word is not hammered with compare-and-swaps */
        if (*(volatile unsigned *)lk == 0u && atomicCAS(lk, 0u, 1u) == 0u) {
            __threadfence();
            f();
            __threadfence();
            atomicExch(lk, 0u);
            done = true;
        } else {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
            __nanosleep(pause);
#endif
            pause = pause < 1024 ? 2 * pause : pause;
        }
    }
}

/* The general path: a compare-and-swap loop on the naturally aligned word
 * that holds *p: *p itself for 4 and 8 bytes, the 32-bit word around it
 * for 1 and 2 bytes (the neighbouring bytes are kept as they are). */
template <int OP, bool NEW, class T, class V> __device__ T gw_atomic_cas_rmw(T *p, V v)
{
    T cur, nv;
    if constexpr (sizeof(T) == 4 || sizeof(T) == 8) {
        typedef typename cuda::std::conditional<sizeof(T) == 8, unsigned long long, unsigned>::type W;
        W *w = (W *)p, old = *(volatile W *)w, assumed;
        do {
            assumed = old;
            memcpy(&cur, &assumed, sizeof(T));
            nv = gw_apply<OP>(cur, v);
            W bits;
            memcpy(&bits, &nv, sizeof(T));
            old = atomicCAS(w, assumed, bits);
        } while (old != assumed);
    } else if constexpr (sizeof(T) == 16) {
        /* long double (10 bytes no atomic covers) and __int128 (whose only
         * atomics, atomic read and write, gw_atomic_read and GW_ASSIGN,
         * take this lock too): a lock word per address (hashed) */
        volatile unsigned long long *q = (volatile unsigned long long *)p;
        gw_atomic_locked(p, [&] {
            unsigned long long w[2] = {q[0], q[1]};
            memcpy(&cur, w, sizeof cur);
            nv = gw_apply<OP>(cur, v);
            memcpy(w, &nv, sizeof nv);
            q[0] = w[0];
            q[1] = w[1];
        });
    } else {
        static_assert(sizeof(T) == 1 || sizeof(T) == 2, "atomic on a type of this size is not supported");
        /* (char arithmetic, not an integer cast, keeps p's address space) */
        unsigned *w = (unsigned *)((char *)p - ((uintptr_t)p & 3));
        unsigned shift = ((unsigned)(uintptr_t)p & 3u) * 8u;        /* little-endian */
        unsigned mask = ((1u << (8 * sizeof(T))) - 1u) << shift;
        unsigned old = *(volatile unsigned *)w, assumed;
        do {
            assumed = old;
            unsigned part = assumed >> shift;
            memcpy(&cur, &part, sizeof(T));
            nv = gw_apply<OP>(cur, v);
            unsigned bits = 0;
            memcpy(&bits, &nv, sizeof(T));
            old = atomicCAS(w, assumed, (assumed & ~mask) | ((bits << shift) & mask));
        } while (old != assumed);
    }
    return NEW ? nv : cur;
}

/* + and - with a double operand on a float x, or on a 32-bit integer x:
 * the native path is exact whenever the operand's value converts to T
 * exactly (checked at run time; a common case, as in f += a[i] * 0.5 or
 * n += 1.0).  A float x: float + float rounded once in double, then to
 * float, is the float sum rounded once (53 >= 2 * 24 + 2: double rounding
 * is innocuous for + and -).  An integer x: the double sum of two 32-bit
 * integers is exact. */
template <int OP, class T, class V> __device__ constexpr bool gw_atomic_maybe_native()
{
    return (OP == GW_ADD || OP == GW_SUB) && cuda::std::is_same<V, double>::value
           && (cuda::std::is_same<T, float>::value || cuda::std::is_same<T, int>::value
               || cuda::std::is_same<T, unsigned>::value);
}

template <class T> __device__ __forceinline__ bool gw_converts_exactly(double v)
{
    if constexpr (cuda::std::is_same<T, float>::value) return (double)(float)v == v;
    else {
        double hi = cuda::std::is_signed<T>::value ? 2147483647.0 : 4294967295.0;
        return v >= -2147483648.0 && v <= hi && (double)(long long)v == v;
    }
}

template <class T> __device__ __forceinline__ T gw_convert_exact(double v)
{
    if constexpr (cuda::std::is_same<T, float>::value) return (float)v;
    else return (T)(long long)v;
}

template <int OP, bool NEW, class T, class V> __device__ __forceinline__ T gw_atomic_rmw(T *p, V v)
{
    /* a thread's private variable in local memory: no other thread sees it,
     * and the GPU has no atomics on local memory */
    if (__isLocal((const void *)p)) {
        T cur = *p, nv = gw_apply<OP>(cur, v);
        *p = nv;
        return NEW ? nv : cur;
    }
    if constexpr (gw_atomic_is_native<OP, T, V>()) return gw_atomic_native<OP, NEW>(p, v);
    else if constexpr (gw_atomic_maybe_native<OP, T, V>()) {
        if (gw_converts_exactly<T>(v)) return gw_atomic_native<OP, NEW>(p, gw_convert_exact<T>(v));
        return gw_atomic_cas_rmw<OP, NEW>(p, v);
    } else return gw_atomic_cas_rmw<OP, NEW>(p, v);
}

/* The atomic construct: x = x OP u, returning x's old value
 * (gw_atomic_fetch) or the value stored (gw_atomic_fetch_new), both of x's
 * type.  Called as gw_atomic_fetch<OP>(&(x), u). */
template <int OP, class T, class U> __device__ __forceinline__ typename cuda::std::remove_cv<T>::type
gw_atomic_fetch(T *p, U u)
{
    typedef typename cuda::std::remove_cv<T>::type R;
    return gw_atomic_rmw<OP, false>((R *)p, u);
}

template <int OP, class T, class U> __device__ __forceinline__ typename cuda::std::remove_cv<T>::type
gw_atomic_fetch_new(T *p, U u)
{
    typedef typename cuda::std::remove_cv<T>::type R;
    return gw_atomic_rmw<OP, true>((R *)p, u);
}

/* The atomic construct's read of an 8-byte x (a float _Complex): one
 * 64-bit load, which no write or update of x tears (they are 64-bit
 * exchanges and compare-and-swaps on the same aligned word); of a 16-byte
 * one (long double, __int128): both words under the lock that its writes
 * and updates take.  Called as gw_atomic_read(&(x)). */
template <class T> __device__ __forceinline__ typename cuda::std::remove_cv<T>::type
gw_atomic_read(T *p)
{
    typedef typename cuda::std::remove_cv<T>::type R;
    static_assert(sizeof(R) == 8 || sizeof(R) == 16, "an atomic read of this size is not supported");
    R r;
    if constexpr (sizeof(R) == 8) {
        unsigned long long w = *(const volatile unsigned long long *)p;
        memcpy(&r, &w, sizeof r);
    } else {
        const volatile unsigned long long *q = (const volatile unsigned long long *)p;
        if (__isLocal((const void *)p)) {
            memcpy(&r, (const void *)p, sizeof r);
            return r;
        }
        unsigned long long w[2];
        gw_atomic_locked((const void *)p, [&] { w[0] = q[0], w[1] = q[1]; });
        memcpy(&r, w, sizeof r);
    }
    return r;
}

/* A split kernel's share of its split loop (gw_launch_split): of the trip
 * count n, the iterations [lo, min(n, hi)), 0 when empty; the loop's
 * variable is then recovered from index + lo. */
static __device__ __forceinline__ long long gw_share(long long n, long long lo, long long hi)
{
    long long end = n < hi ? n : hi;
    return end > lo ? end - lo : 0;
}

#endif
