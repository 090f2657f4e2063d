/* lu.c: a program in the style of the classic pseudo-application benchmarks:
   file-scope arrays from applu.incl, one data region around the iterations,
   functions in separate files with present clauses and VLA parameters,
   a logical enum, timers, verification against the host */
#include <stdio.h>
#include "applu.incl"
#include "timers.h"
#include "print_results.h"

int main(int argc, char *argv[])
{
    double xcr[5], t, mflops;
    logical verified;

    (void)argc;
    (void)argv;
    printf("\n\n bench-style LU (SSOR) Benchmark\n");
    nx = ISIZ1;
    ny = ISIZ2;
    nz = ISIZ3;
    itmax = ITMAX_DEFAULT;
    timeron = false;
    printf(" Size: %4dx%4dx%4d\n Iterations: %4d\n", nx, ny, nz, itmax);
    setcoeff();

    #pragma acc data copyin(ce) create(rsd, frct) copy(u)
    {
        setbv();
        erhs();
        timer_clear(1);
        timer_start(1);
        ssor(itmax);
        timer_stop(1);
        l2norm(ISIZ1, ISIZ2, ISIZ3, nx, ny, nz, 1, nx - 1, 1, ny - 1, u, xcr);
    }
    t = timer_read(1);
    verify(xcr, &verified);
    mflops = t > 0 ? 9.0 * itmax * nx * ny * nz * 5 / t / 1e6 : 0;
    print_results("LU", CLASS, nx, ny, nz, itmax, t, mflops, "floating point",
                  verified, NPBVERSION, COMPILETIME);
    if (verified != true) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
