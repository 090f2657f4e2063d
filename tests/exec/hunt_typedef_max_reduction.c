// Regression test from a hunt with programs in the style of OpenACC validation suites: typedef max reduction.
#include <stdio.h>
#include <stddef.h>
typedef double real_t; typedef float rf; typedef unsigned int uint_t;
int main(){
    real_t a[100]; for (int i = 0; i < 100; i++) a[i] = i * 0.01;
    real_t mx = -1; rf fmx = -1.0f; uint_t umx = 0; size_t smx = 0; unsigned pmx = 0;
    #pragma acc parallel loop copyin(a) reduction(max:mx, fmx, umx, smx, pmx)
    for (int i = 0; i < 100; i++) { mx = a[i] > mx ? a[i] : mx; fmx = (rf)a[i] > fmx ? (rf)a[i] : fmx; umx = i > umx ? i : umx; smx = i > smx ? i : smx; pmx = i > pmx ? i : pmx; }
    printf("mx=%g fmx=%g umx=%u smx=%zu pmx=%u (expected 0.99 0.99 99 99 99)\n", mx, fmx, umx, smx, pmx);
    int ok = mx == 0.99 && fmx == (rf)0.99 && umx == 99 && smx == 99 && pmx == 99;
    printf(ok ? "PASS\n" : "FAIL\n"); return !ok;
}
