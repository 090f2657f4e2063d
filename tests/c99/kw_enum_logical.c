/* C++ keywords as C names: a 'logical' enum with enumerators false/true, a struct named class with members new/delete, a routine named or */
#include <stdio.h>
#include <stdlib.h>

typedef enum { false, true } logical;
struct class { int new; double delete; };
typedef struct class template;

#pragma acc routine seq
static double or(double and, double not) { return and + not; }

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 1000;
    double *xor = malloc(n * sizeof *xor);
    template *obj = malloc(n * sizeof *obj);
    for (int i = 0; i < n; i++) {
        obj[i].new = (int)(xorshift() % 1000);
        obj[i].delete = (xorshift() % 4096) / 16.0;
        xor[i] = -1;
    }
    #pragma acc parallel loop copyin(obj[0:n]) copyout(xor[0:n])
    for (int i = 0; i < n; i++) {
        logical odd = obj[i].new % 2 ? true : false;
        xor[i] = or(obj[i].new, obj[i].delete) + (odd == true);
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        logical odd = obj[i].new % 2 ? true : false;
        double want = or(obj[i].new, obj[i].delete) + (odd == true);
        if (xor[i] != want) {
            if (bad++ < 5) printf("xor[%d] = %g, expected %g\n", i, xor[i], want);
        }
    }
    free(xor);
    free(obj);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
