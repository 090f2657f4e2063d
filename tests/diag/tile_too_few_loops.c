// A tile clause with more sizes than the loops nested under it (OpenACC 3.3
// section 2.9.8: n sizes need n nested loops; gcc: "not enough perfectly
// nested loops") is a located error in every mode; before, gwcc tiled the
// loops there were and ignored the other sizes.  Code around an inner loop
// still ends the tile there (exec/spec_tile_not_tight.c); that is taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
void smooth(int n, int m, float *restrict a, const float *restrict b)
{
// CHECK: tile_too_few_loops.c:[[@LINE+1]]:1: error: 'tile' has 2 sizes but the nest at line [[@LINE+2]] is only 1 'for' loop deep; give one size for each loop it tiles
#pragma acc parallel loop tile(32, 4) copyin(b[0:n]) copyout(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = b[i] * 0.5f;

#pragma acc parallel loop copyin(b[0:n * m]) copy(a[0:n * m])
    for (int i = 0; i < n; i++) {
// CHECK: tile_too_few_loops.c:[[@LINE+1]]:1: error: 'tile' has 3 sizes but the nest at line [[@LINE+2]] is only 2 'for' loops deep
#pragma acc loop tile(8, 8, 2)
        for (int j = 0; j < m; j++)
            for (int k = 0; k < 4; k++)
                a[i * m + j] += b[i * m + j] * k;
    }

    /* two sizes, two loops, with code around the inner one: taken */
#pragma acc parallel loop tile(16, 16) copyin(b[0:n * m]) copy(a[0:n * m])
    for (int i = 0; i < n; i++) {
        float s = b[i * m];
        for (int j = 0; j < m; j++)
            a[i * m + j] += s;
    }
}
