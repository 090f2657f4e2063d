// Reductions on struct members found in the AST, with one parse: a member of
// a member written with spaces (s . a . x), an arrow (p->x), an element whose
// clause has spaces (s.arr[ 2 ]), a loop's reduction inside a parallel
// region, three constructs in one function (temporaries numbered across
// them), a subarray of a pointer member, and a sizeof of the member.  A
// local struct of the same name inside the construct, and a string literal
// that spells the member, are not the member and keep their text.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/reduction_member_ast.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/reduction_member_ast.gw.c

typedef double real_t;
struct In { real_t x; int k; };
struct S { struct In a; int arr[4]; double *p; };
struct P { long x; };

double f(const double *v, int n, struct P *p, struct S t)
{
    struct S s = {{1.0, 0}, {0, 1, 2, 3}, 0};
// IR: {{.*}}reduction_member_ast.c:[[@LINE+9]]: parallel loop
// IR: var gw_mr1: reduction +{{$}}
// IR: var gw_mr2: reduction max{{$}}
// IR: var gw_mr3: reduction +{{$}}
// IR: var t: ref{{$}}
// IR-NEXT: member gw_mr1: s.a.x{{$}}
// IR-NEXT: member gw_mr2: p->x{{$}}
// IR-NEXT: member gw_mr3: s.arr[2]{{$}}
// HOST: { __typeof__(s.a.x) gw_mr1 = s.a.x; __typeof__(p->x) gw_mr2 = p->x; __typeof__(s.arr[2]) gw_mr3 = s.arr[2]; { static const gw_site gw_s = {"{{.*}}reduction_member_ast.c", [[@LINE+1]], "parallel loop"};
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s.a.x) reduction(max:p->x) reduction(+:s.arr[ 2 ])
    for (int i = 0; i < n; i++) {
        s . a . x += v[i];
        p->x = (long)v[i] > p->x ? (long)v[i] : p->x;
        s.arr[2] += i;
        { struct S s; s.a.x = v[i]; t.a.x += s.a.x; }
        const char *msg = "s.a.x"; (void)msg;
    }
// CUDA: __global__ void reduction_member_ast_L[[@LINE-8]](int n, const double *v, struct S *gw_ref_t, void *gw_red, void *gw_part, void *gw_out)
// CUDA: double gw_mr1 = gw_identity<GW_ADD, double>(); long gw_mr2 = gw_identity<GW_MAX, long>(); int gw_mr3 = gw_identity<GW_ADD, int>();
// CUDA: gw_mr1 += v[i];
// CUDA-NEXT: gw_mr2 = (long)v[i] > gw_mr2 ? (long)v[i] : gw_mr2;
// CUDA-NEXT: gw_mr3 += i;
// CUDA-NEXT: { struct S s; s.a.x = v[i]; t.a.x += s.a.x; }
// CUDA-NEXT: const char *msg = (char *)"s.a.x"; (void)msg;
// HOST: gw_mr1 += v[i];
// HOST-NEXT: gw_mr2 = (long)v[i] > gw_mr2 ? (long)v[i] : gw_mr2;
// HOST-NEXT: gw_mr3 += i;
// HOST-NEXT: { struct S s; s.a.x = v[i]; t.a.x += s.a.x; }
// HOST-NEXT: const char *msg = "s.a.x"; (void)msg;
// HOST: ; s.a.x = gw_mr1; p->x = gw_mr2; s.arr[2] = gw_mr3; { static const gw_site gw_s = {"{{.*}}reduction_member_ast.c", [[@LINE-20]], "update"}; gw_map gw_m[1] = {{[{][{]}}(void *)&(s.a.x), sizeof(s.a.x), GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, "s.a.x", 0, 0, 0}}; gw_update(&gw_s, gw_m, 1, GW_ASYNC_SYNC); }
// HOST-SAME: gw_map gw_m[1] = {{[{][{]}}(void *)&(p->x), sizeof(p->x), GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, "p->x", 0, 0, 0}};
// HOST-SAME: gw_map gw_m[1] = {{[{][{]}}(void *)&(s.arr)[2], sizeof((s.arr)[0]), GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, "s.arr[2]", 0, 0, 0}};
#pragma acc parallel copyin(v[0:n])
    {
// IR: member gw_mr4: t.a.k{{$}}
// HOST: { __typeof__(t.a.k) gw_mr4 = t.a.k;
// HOST: for (int i = 0; i < n; i++) gw_mr4 += v[i] > 0;
// HOST: ; t.a.k = gw_mr4; { static const gw_site gw_s = {"{{.*}}reduction_member_ast.c", [[@LINE-5]], "update"};
// CUDA: int gw_mr4 = gw_identity<GW_ADD, int>();
// CUDA: gw_mr4 += v[i] > 0;
#pragma acc loop gang vector reduction(+:t.a.k)
        for (int i = 0; i < n; i++) t.a.k += v[i] > 0;
    }
// IR: member gw_mr5: s.a.x{{$}}
// IR-NEXT: member gw_mr6: s.p, its first element's address{{$}}
// HOST: { __typeof__(s.a.x) gw_mr5 = s.a.x; __typeof__(&(s.p)[0]) gw_mr6 = (s.p);
// HOST-SAME: {(void *)((gw_mr6) + (0)), GW_LEN_BYTES(n, sizeof(*(gw_mr6)), 0), GW_MAP_COPY, GW_MF_IMPLICIT, "gw_mr6[0:n]", 0, 0, 0}
// CUDA: __global__ void reduction_member_ast_L[[@LINE+3]](int n, const double *v, double *gw_mr6, void *gw_red, void *gw_part, void *gw_out)
// CUDA: gw_mr5 += sizeof(gw_mr5) * v[i];
// CUDA-NEXT: gw_atomic_op<GW_ADD>(&(gw_mr6[i % n]), (double)(1.0));
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s.a.x, s.p[0:n])
    for (int i = 0; i < n; i++) {
        s.a.x += sizeof(s.a.x) * v[i];
        s.p[i % n] += 1.0;
    }
// HOST: gw_mr5 += sizeof(gw_mr5) * v[i];
// HOST-NEXT: gw_mr6[i % n] += 1.0;
// HOST: ; s.a.x = gw_mr5; { static const gw_site gw_s = {"{{.*}}reduction_member_ast.c", [[@LINE-7]], "update"};
// HOST-NOT: s.p = gw_mr6
    return s.a.x + p->x + s.arr[2] + t.a.k;
}
