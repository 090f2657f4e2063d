/* a routine named half, which CUDA's headers declare as a type, called in a parallel loop */
#include <stdio.h>
#pragma acc routine seq
static double half(double x) { return x / 2; }
int main(void)
{
    double a[64];
    for (int i = 0; i < 64; i++) a[i] = -1;
    #pragma acc parallel loop copyout(a)
    for (int i = 0; i < 64; i++) a[i] = half(i);
    int bad = 0;
    for (int i = 0; i < 64; i++) bad += a[i] != i / 2.0;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
