// A vector loop reduction inside a gang loop is the loop's own (a per-gang row sum), and a construct-level reduction updated both in gang-redundant code and in a vector loop with its own reduction counts the redundant part once per gang.
#include <stdio.h>
int main(void) {
    static double a[300][200], b[300]; double s = 0; int bad = 0;
    for (int i = 0; i < 300; i++) for (int j = 0; j < 200; j++) a[i][j] = (i + j) % 5;
    #pragma acc parallel loop gang copyin(a) copyout(b)
    for (int i = 0; i < 300; i++) {
        s = 0;
        #pragma acc loop vector reduction(+:s)
        for (int j = 0; j < 200; j++) s += a[i][j];
        b[i] = s;
    }
    for (int i = 0; i < 300; i++) { double e = 0; for (int j = 0; j < 200; j++) e += a[i][j]; if (b[i] != e) bad++; }
    int g1 = 100; int ai[1000]; long sum = 0;
    for (int i = 0; i < 1000; i++) { ai[i] = i * 7; sum += ai[i] & 0xff; }
    #pragma acc parallel num_gangs(1) reduction(+:g1) copyin(ai)
    {
        g1 += 5;
        #pragma acc loop vector reduction(+:g1)
        for (int i = 0; i < 1000; i++) g1 += ai[i] & 0xFF;
    }
    if (g1 != 100 + 5 + sum) { printf("g1 %d vs %ld\n", g1, 105 + sum); bad++; }
    printf("%s\n", bad ? "FAIL" : "PASS"); return bad;
}
