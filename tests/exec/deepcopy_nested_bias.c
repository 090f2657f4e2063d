// Deep copy: arrays of structs with member pointers, nested members, and a section that starts past the pointer (attach with a bias).
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *p; } vec;
typedef struct { vec v; int *q; } outer;
int main(void) {
    int n = 100, m = 4, bad = 0;
    vec arr[4];
    for (int k = 0; k < m; k++) { arr[k].n = n; arr[k].p = malloc(n * sizeof(double)); for (int i = 0; i < n; i++) arr[k].p[i] = k + i; }
    #pragma acc enter data copyin(arr[0:m])
    for (int k = 0; k < m; k++) {
        #pragma acc enter data copyin(arr[k].p[0:n])
    }
    #pragma acc parallel loop gang present(arr[0:m])
    for (int k = 0; k < m; k++) {
        #pragma acc loop vector
        for (int i = 0; i < arr[k].n; i++) arr[k].p[i] *= 3;
    }
    for (int k = 0; k < m; k++) {
        #pragma acc exit data copyout(arr[k].p[0:n])
    }
    #pragma acc exit data delete(arr[0:m])
    for (int k = 0; k < m; k++) for (int i = 0; i < n; i++) if (arr[k].p[i] != 3.0 * (k + i)) bad++;
    outer o; o.v.n = n; o.v.p = arr[0].p; o.q = malloc(n * sizeof(int));
    #pragma acc data copyin(o) copy(o.v.p[10:n-20]) copyout(o.q[0:n])
    {
        #pragma acc parallel loop
        for (int i = 0; i < n; i++) { o.q[i] = i; if (i >= 10 && i < n - 10) o.v.p[i] = -1; }
    }
    for (int i = 0; i < n; i++) if (o.q[i] != i) bad++;
    for (int i = 10; i < n - 10; i++) if (arr[0].p[i] != -1) bad++;
    if (o.v.p != arr[0].p) bad++;
    printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
