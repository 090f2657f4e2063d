// Enums in the scopes C++ sees differently, used in a compute region and
// in a routine: a tag that a typedef names too (typedef int E; enum E;
// before its list, and inside a struct: S::gw_tag_K), typedef enum F F
// before F's list, enums named before their list inside a block, and enums
// declared inside structs and unions, also untagged ones and ones inside
// untagged records (C's scope for their constants is the file's, C++'s
// the records': each gets its qualified name).  Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o 2> /dev/null
// RUN: FileCheck %s < %t.d/cuda_enum_scopes.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host 2> /dev/null && %t.d/host
// CHECK: enum gw_tag_E : int;
// CHECK: enum gw_tag_E : int { EA = 3, EB };
// CHECK: typedef enum F F;
// CHECK: enum F : int { FA = 5, FB };
// CHECK: struct S { enum gw_tag_K { KA = 7, KB } k; struct T { enum J { JA = 9 } j; } t; };
// CHECK: union gw_union{{[0-9]+}}_L[[@LINE+16]] { enum gw_enum{{[0-9]+}}_L[[@LINE+16]] { UA = 4 } u; } w; } U;
// CHECK: struct R { struct gw_struct{{[0-9]+}}_L[[@LINE+16]] { enum Q { QA = 6 } q; } in; };
// CHECK: enum S::gw_tag_K kk = ((enum S::gw_tag_K)(S::gw_tag_K::KB));
// CHECK: S::T::J::JA + (f == FB) + (e == EB) + GA + (gp != 0) + U::M::MB + U::gw_union{{[0-9]+}}_L{{[0-9]+}}::gw_enum{{[0-9]+}}_L{{[0-9]+}}::UA + R::gw_struct{{[0-9]+}}_L{{[0-9]+}}::Q::QA
// CHECK: (s[i].k == S::gw_tag_K::KA)
#include <stdio.h>
#define N 32
typedef int E;
typedef int K;
enum E;
enum E *ep;
enum E { EA = 3, EB };
typedef enum F F;
F *fp;
enum F { FA = 5, FB };
struct S { enum K { KA = 7, KB } k; struct T { enum J { JA = 9 } j; } t; };
typedef struct { enum M { MA = 2, MB } m; union { enum { UA = 4 } u; } w; } U;
struct R { struct { enum Q { QA = 6 } q; } in; };

#pragma acc routine seq
static int kval(struct S *s, F f, enum E e)
{
    enum G;
    enum G *gp = 0;
    enum G { GA = 11 };
    enum K kk = KB;
    return (s->k == kk ? KA : KB) + JA + (f == FB) + (e == EB) + GA + (gp != 0) + MB + UA + QA;
}

int main(void)
{
    int a[N];
    struct S s[N];
    U t[N];
    struct R r[N];
    E x = 1;
    for (int i = 0; i < N; i++) {
        s[i].k = (i & 1) ? KA : KB;
        t[i].m = MA;
        r[i].in.q = QA;
    }
#pragma acc parallel loop copyout(a) copyin(s, t, r)
    for (int i = 0; i < N; i++) {
        enum H;
        enum H *hp = 0;
        enum H { HA = 13 };
        enum M mm = t[i].m == MA ? MB : MA;
        a[i] = kval(&s[i], FB, EB) + (s[i].k == KA) + HA + JA + (hp != 0) + x + mm + UA + (r[i].in.q == QA);
    }
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad |= a[i] != ((i & 1) ? KB : KA) + JA + 1 + 1 + 11 + MB + UA + QA + (i & 1) + 13 + JA + 1 + MB + UA + 1;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
