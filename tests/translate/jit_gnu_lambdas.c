// GNU C's a ?: b, statement expressions and void * arithmetic in a block's
// evaluated code: the CUDA text marks them with gangway_dev.h's words
// (cxx_gnu.c), the expressions' own tokens for nvcc and a lambda or a call
// for NVRTC, so the unit and its kernels stay JIT-able.  a ?: b of a
// bit-field a gets GW_ELVIS_BF (promoted, as nvcc's a ? a : b promotes it)
// unless b has the bit-field's type; a conversion C makes implicitly goes
// round the words; a statement expression's value is what it returns.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/jit_gnu_lambdas.gw.cu
// RUN: FileCheck %s --check-prefix=MOD < %t.d/jit_gnu_lambdas.gw.c

// CHECK: static int pick(int v) { return GW_STMT{ int t = v < 0 ? 0 : v; GW_STMT_VALUE t > 9 ? 9 : t; }GW_STMT_END; }
// CHECK: int a = GW_ELVIS r[i].tag GW_ELVIS_OR GW_ELVIS_BF r[i].lo GW_ELVIS_OR 9 GW_ELVIS_END GW_ELVIS_END;
// CHECK-NEXT: int b = GW_ELVIS r[i].lo GW_ELVIS_OR r[i].hi GW_ELVIS_END;
// CHECK-NEXT: enum color e = ((enum color)(GW_ELVIS cs[i] GW_ELVIS_OR BLUE GW_ELVIS_END));
// CHECK-NEXT: void *p = GW_VOID_ADD base GW_VOID_PLUS 4 * i GW_VOID_END;
// CHECK-NEXT: GW_VOID_ADD_TO p GW_VOID_PLUS_EQ 2 GW_VOID_END; GW_VOID_SUB_FROM p GW_VOID_MINUS_EQ 1 GW_VOID_END;
// CHECK-NEXT: unsigned char *c = ((unsigned char *)(GW_VOID_SUB p GW_VOID_MINUS 1 GW_VOID_END));
// CHECK-NEXT: int s = GW_STMT{ int t = *c; for (int k = 0; k < 3; k++) { if (k == 1) continue; t += k; } GW_STMT_VALUE t; }GW_STMT_END;
// CHECK-NEXT: GW_STMT{ if (a > 1) out[i] = 0; }GW_STMT_END;

// MOD-NOT: jit_why
// MOD: gw_mod.src =
// MOD-NOT: jit_why

struct rec { unsigned lo : 4; unsigned hi : 4; int tag; };
enum color { RED, GREEN, BLUE };

#pragma acc routine seq
static int pick(int v) { return ({ int t = v < 0 ? 0 : v; t > 9 ? 9 : t; }); }

void f(int *out, struct rec *r, enum color *cs, unsigned char *bytes, int n)
{
    void *base = bytes;
#pragma acc parallel loop copyin(r[0:n], cs[0:n], bytes[0:4*n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int a = r[i].tag ?: r[i].lo ?: 9;
        int b = r[i].lo ?: r[i].hi;
        enum color e = cs[i] ?: BLUE;
        void *p = base + 4 * i;
        p += 2; p -= 1;
        unsigned char *c = p - 1;
        int s = ({ int t = *c; for (int k = 0; k < 3; k++) { if (k == 1) continue; t += k; } t; });
        ({ if (a > 1) out[i] = 0; });
        out[i] = a + b + e + s + pick(i);
    }
}
