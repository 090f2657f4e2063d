// Loop and if bodies without braces whose statement ends in a compound literal's '}' (C99):
// the statement still needs its ';' in the device code.  Each result against the host loop.
#include <stdio.h>
#include <stdlib.h>

struct pt { int x, y; };

int main(void)
{
    enum { N = 1000 };
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    struct pt *p = malloc(N * sizeof *p);
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        b[i] = (int)(s >> 16) % 97;
    }
#pragma acc parallel loop copyin(b[0:N]) copyout(a[0:N], p[0:N])
    for (int i = 0; i < N; i++) {
        if (b[i] & 1)
            a[i] = (int){b[i] * 2};
        else
            a[i] = (int){b[i] + 1};
        for (int k = 0; k < 1; k++)
            p[i] = (struct pt){b[i], -b[i]};
    }
    int c[N];
#pragma acc parallel loop copyin(b[0:N]) copyout(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] = (int){b[i] - 3};
    long bad = 0;
    for (int i = 0; i < N; i++) {
        int want = b[i] & 1 ? b[i] * 2 : b[i] + 1;
        bad += a[i] != want || p[i].x != b[i] || p[i].y != -b[i] || c[i] != b[i] - 3;
    }
    printf("%s compound_literal_body: %ld wrong\n", bad ? "FAIL" : "PASS", bad);
    free(a); free(b); free(p);
    return bad != 0;
}
