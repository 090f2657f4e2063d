/* Covers: atomic update executed at each level of a gang / worker / vector nest (OpenACC 3.3 secs. 2.12 and 2.2.3: code in a gang loop body outside inner worker/vector loops runs once per gang iteration, in worker-single and vector-single mode), in parallel and kernels; each counter must count exactly the iterations of its own level. */
#include <stdio.h>

#define NI 41
#define NJ 13
#define NK 67
static int a[NI][NJ][NK];
static unsigned int seed = 0x1E7E1E7Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) a[i][j][k] = (int)(xrand() % 2001u) - 1000;
    long es = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) es += a[i][j][k];

    for (int variant = 0; variant < 3; variant++) {
        int cg = 0, cw = 0, cv = 0;
        long s = 0, sg = 0;
        if (variant == 0) {
#pragma acc parallel num_workers(4) vector_length(64) copyin(a) copy(cg, cw, cv, s, sg)
            {
#pragma acc loop gang
                for (int i = 0; i < NI; i++) {
#pragma acc atomic update
                    cg++;
#pragma acc atomic update
                    sg += a[i][0][0];
#pragma acc loop worker
                    for (int j = 0; j < NJ; j++) {
#pragma acc atomic update
                        cw += 1;
#pragma acc loop vector
                        for (int k = 0; k < NK; k++) {
#pragma acc atomic update
                            cv = cv + 1;
#pragma acc atomic update
                            s += a[i][j][k];
                        }
                    }
                }
            }
        } else if (variant == 1) {
#pragma acc parallel copyin(a) copy(cg, cw, cv, s, sg)
            {
#pragma acc loop gang
                for (int i = 0; i < NI; i++) {
#pragma acc atomic update
                    cg++;
#pragma acc atomic update
                    sg += a[i][0][0];
#pragma acc loop worker
                    for (int j = 0; j < NJ; j++) {
#pragma acc atomic update
                        cw += 1;
#pragma acc loop vector
                        for (int k = 0; k < NK; k++) {
#pragma acc atomic update
                            cv = cv + 1;
#pragma acc atomic update
                            s += a[i][j][k];
                        }
                    }
                }
            }
        } else {
#pragma acc kernels copyin(a) copy(cg, cw, cv, s, sg)
            {
#pragma acc loop gang
                for (int i = 0; i < NI; i++) {
#pragma acc atomic update
                    cg++;
#pragma acc atomic update
                    sg += a[i][0][0];
#pragma acc loop worker
                    for (int j = 0; j < NJ; j++) {
#pragma acc atomic update
                        cw += 1;
#pragma acc loop vector
                        for (int k = 0; k < NK; k++) {
#pragma acc atomic update
                            cv = cv + 1;
#pragma acc atomic update
                            s += a[i][j][k];
                        }
                    }
                }
            }
        }
        long esg = 0;
        for (int i = 0; i < NI; i++) esg += a[i][0][0];
        const char *what = variant == 0 ? "parallel with sizes" : variant == 1 ? "parallel" : "kernels";
        if (cg != NI) { printf("%s: gang-level atomic ran %d times, expected %d\n", what, cg, NI); bad++; }
        if (sg != esg) { printf("%s: gang-level sum %ld, expected %ld\n", what, sg, esg); bad++; }
        if (cw != NI * NJ) { printf("%s: worker-level atomic ran %d times, expected %d\n", what, cw, NI * NJ); bad++; }
        if (cv != NI * NJ * NK) { printf("%s: vector-level atomic ran %d times, expected %d\n", what, cv, NI * NJ * NK); bad++; }
        if (s != es) { printf("%s: vector-level sum %ld, expected %ld\n", what, s, es); bad++; }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
