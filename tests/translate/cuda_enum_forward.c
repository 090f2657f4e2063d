// An enum declared or named before its list (enum E;, a struct's member
// enum E *, typedef enum F F_t;, a function's return type enum Z *), and
// enum E; again after it: GNU C takes them, C++ only with a fixed
// underlying type, which the CUDA text gives every declaration of such an
// enum (int where its values fit, else the type C gives it) and a
// file-scope declaration before the user's types.  The routine before
// enum Z *hz(void) stands before a function declaration (libclang shows
// the tag first).  Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_enum_forward.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host && %t.d/host
// CHECK: enum E : int;
// CHECK-NEXT: enum F : unsigned int;
// CHECK-NEXT: enum Z : int;
// CHECK-NEXT: enum L : unsigned long;
// CHECK: struct S { enum E *p; int k; };
// CHECK: typedef enum F F_t;
// CHECK: enum E : int { A = -1, B };
// CHECK: enum F : unsigned int { FA = 0x80000000u, FB };
// CHECK: enum E : int;
// CHECK: enum Z : int { ZA = 2 };
// CHECK: enum L : unsigned long { LA = 0x100000000LL };
// CHECK-NOT: enum {{[A-Z]}};

struct S { enum E *p; int k; };
typedef enum F F_t;
enum E { A = -1, B };
enum F { FA = 0x80000000u, FB };
enum E;
#pragma acc routine seq
enum Z *hz(void);
enum Z { ZA = 2 };
enum L;
enum L { LA = 0x100000000LL };

#pragma acc routine seq
int h(enum Z *z) { return *z + (A < 0); }

int main(void)
{
    int a[100];
    struct S s = {0, 3};
    F_t f = FB;
    enum Z z = ZA;
    enum L l = LA;
#pragma acc parallel loop copyout(a) copyin(s, z)
    for (int i = 0; i < 100; i++) {
        enum E *q = 0;
        a[i] = i + (q != 0) + s.k + (f > 0) + h(&z) + (l > 0);
    }
    return a[5] != 5 + 3 + 1 + 3 + 1;
}
