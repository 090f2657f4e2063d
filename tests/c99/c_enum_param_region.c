/* A compute region in a function whose parameter list declares an enum
 * (enum { F0, F1 } *D, enum colour { RED, GREEN } *c) and uses its
 * constants.  The CUDA text declares such an enum at file scope, and the
 * kernel's parameter has that type; the kernel repeated the declaration in
 * its body, a second type of the same name, and nvcc refused the
 * assignments (found by tools/fuzz, seed 73).  And a variable-length array
 * parameter of such an enum (enum { E0, E1 } C[n][m]), in a region and a
 * routine: its flattened pointer keeps the enum's CUDA name. */
#include <stdio.h>

#pragma acc routine seq
static int count_on(int m, enum { OFF, ON } row[m])
{
    int k = 0;
    for (int j = 0; j < m; j++) k += row[j] == ON;
    return k;
}

static void negate(int n, int m, enum { E0, E1 } C[n][m], int *cnt)
{
#pragma acc parallel loop copy(C[0:n]) copyout(cnt[0:n])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) C[i][j] = C[i][j] == E0 ? E1 : E0;
        cnt[i] = count_on(m, (void *)C[i]);
    }
}

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
    int rows = 300, m = 7, g[300][7], cnt[300];
    for (int i = 0; i < rows; i++) for (int j = 0; j < m; j++) g[i][j] = (i + j) % 3 == 0;
    negate(rows, m, (void *)g, cnt);
    for (int i = 0; i < rows; i++) {
        int k = 0;
        for (int j = 0; j < m; j++) { if (g[i][j] != ((i + j) % 3 != 0)) bad++; k += g[i][j]; }
        if (cnt[i] != k) bad++;
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
