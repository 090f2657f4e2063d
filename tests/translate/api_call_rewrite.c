// The host C names each host call of an OpenACC routine's line before it
// (issue 19): (gw_api_at(file, line, text, name), routine)(args), text the
// spelling of its pointer argument when that is a variable, member or
// element, else a null pointer.  Left as written: a routine's name not in
// a call (a function pointer's value), a call through a pointer, a user's
// function named acc_*, acc_on_device, and calls in a compute construct.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/api_call_rewrite.o
// RUN: FileCheck %s < %t.d/api_call_rewrite.gw.c

#include <stddef.h>
#include <openacc.h>

#define COPYIN(p, n) acc_copyin(p, n)

struct s { float *x; };

void acc_mine(void *p, size_t n);

void f(float *a, struct s *v, int n)
{
    void *(*fp)(void *, size_t) = acc_copyin;
    // CHECK: void *(*fp)(void *, size_t) = acc_copyin;
    acc_copyin(a, n * sizeof *a);
    // CHECK: (gw_api_at("{{.*}}api_call_rewrite.c", [[@LINE-1]], "a", "acc_copyin"), acc_copyin)(a, n * sizeof *a);
    acc_update_self(&v->x[2], 4);
    // CHECK: (gw_api_at("{{.*}}api_call_rewrite.c", [[@LINE-1]], "v->x[2]", "acc_update_self"), acc_update_self)(&v->x[2], 4);
    acc_delete(a + 1, 4);
    // CHECK: (gw_api_at("{{.*}}api_call_rewrite.c", [[@LINE-1]], (const char *)0, "acc_delete"), acc_delete)(a + 1, 4);
    COPYIN(v->x, 8);
    // CHECK: (gw_api_at("{{.*}}api_call_rewrite.c", [[@LINE-1]], "v->x", "acc_copyin"), acc_copyin)(v->x, 8);
    acc_wait(1);
    // CHECK: (gw_api_at("{{.*}}api_call_rewrite.c", [[@LINE-1]], (const char *)0, "acc_wait"), acc_wait)(1);
    fp(a, 4);
    // CHECK: fp(a, 4);
    acc_mine(a, 4);
    // CHECK: acc_mine(a, 4);
    int on = acc_on_device(acc_device_host);
    // CHECK: int on = acc_on_device(acc_device_host);
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] += acc_on_device(acc_device_not_host) + on;
    // CHECK-NOT: gw_api_at({{.*}}"acc_on_device")
}
