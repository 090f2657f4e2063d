/* A compute region in a function whose parameter list declares an enum
 * (enum { F0, F1 } *D, enum colour { RED, GREEN } *c) and uses its
 * constants.  The CUDA text declares such an enum at file scope, and the
 * kernel's parameter has that type; the kernel repeated the declaration in
 * its body, a second type of the same name, and nvcc refused the
 * assignments (found by tools/fuzz, seed 73). */
#include <stdio.h>
static void flip(int n, enum { F0, F1 } *D, enum colour { RED, GREEN } *c)
{
#pragma acc parallel loop copy(D[0:n], c[0:n])
    for (int i = 0; i < n; i++) { D[i] = D[i] == F0 ? F1 : F0; c[i] = c[i] == RED ? GREEN : RED; }
}
int main(void)
{
    int n = 1000, bad = 0;
    int d[1000], c[1000];
    for (int i = 0; i < n; i++) d[i] = i % 2, c[i] = (i / 3) % 2;
    flip(n, (void *)d, (void *)c);
    for (int i = 0; i < n; i++) if (d[i] != 1 - i % 2 || c[i] != 1 - (i / 3) % 2) bad++;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
