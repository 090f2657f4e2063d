// Deep copy: a section of a pointer member (s.p[0:n], ps->p[0:n], arr[k].p, o.v.p[lo:len]) attaches the member in the struct's device copy; a[0:R][0:C] on a T ** maps and attaches every row.
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *p; } vec;
int main(void) {
    int n = 1000;
    vec s; s.n = n; s.p = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) s.p[i] = i;
    vec *ps = &s;
    #pragma acc enter data copyin(s)
    #pragma acc enter data copyin(s.p[0:n])
    #pragma acc parallel loop present(s)
    for (int i = 0; i < s.n; i++) s.p[i] *= 2;
    #pragma acc exit data copyout(s.p[0:n])
    #pragma acc exit data delete(s)
    int bad = 0;
    for (int i = 0; i < n; i++) if (s.p[i] != 2.0 * i) bad++;
    if (s.p == NULL) bad++;
    #pragma acc parallel loop copy(ps->p[0:n]) copyin(ps[0:1])
    for (int i = 0; i < n; i++) ps->p[i] += 1;
    for (int i = 0; i < n; i++) if (s.p[i] != 2.0 * i + 1) bad++;
    double **a = malloc(10 * sizeof(double *));
    for (int r = 0; r < 10; r++) { a[r] = malloc(20 * sizeof(double)); for (int c = 0; c < 20; c++) a[r][c] = r * 100 + c; }
    #pragma acc parallel loop copy(a[0:10][0:20])
    for (int r = 0; r < 10; r++)
        for (int c = 0; c < 20; c++) a[r][c] += 1;
    for (int r = 0; r < 10; r++) for (int c = 0; c < 20; c++) if (a[r][c] != r * 100 + c + 1) bad++;
    printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
