// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
#include <stdio.h>
void calls(int n, int steps, double (*a)[n], double (*b)[n])
{
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
// CHECK: {{.*}}pacc_host_statement.c:[[@LINE+1]]:9: error: a host statement in a pipeline's time loop calls 'printf'; each chunk replays the time loop's host statements, so they may only assign variables: call it before or after the loop
        printf("step %d\n", t);
    }
}

void memory(int n, int steps, double (*a)[n], double (*b)[n], double *log)
{
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
// CHECK: {{.*}}pacc_host_statement.c:[[@LINE+1]]:9: error: a host statement in a pipeline's time loop writes 'log[t]'; each chunk replays the time loop's host statements, so they may only assign variables, not memory
        log[t] = b[1][1];
    }
}

void directive(int n, int steps, double (*a)[n], double (*b)[n])
{
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
// CHECK: {{.*}}pacc_host_statement.c:[[@LINE+1]]:1: error: 'update' cannot stand in a 'pacc pipeline' time loop; only 'pacc loop' nests run there
#pragma acc update self(b[0:1][0:n])
    }
}

void reads(int n, int steps, double (*a)[n], double (*b)[n])
{
    double probe = 0;
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
// CHECK: {{.*}}pacc_host_statement.c:[[@LINE+1]]:17: error: a host statement in a pipeline's time loop reads 'b[1][1]'
        probe = b[1][1];
    }
}
