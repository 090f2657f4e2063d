/* GNU C's structs and unions without members have size 0 and take no room
 * in the structs that hold them; C++ gives them size 1.  The CUDA copy gives
 * each a member of size 0, so the device lays out the arrays it gets from
 * the host as the host does.  Before, struct rec was 2 bytes on the host and
 * 3 on the device, and a kernel read the wrong bytes of every element but
 * the first (a silent miscompile found by probing with new programs). */
#include <stdio.h>
#include <stdlib.h>

struct marker {};
union nothing {};
struct rec { char c; struct marker m; char d; };
struct wide { short id; union nothing u; struct marker m2[4]; int w; };

#define N 1000

int main(void)
{
    struct rec *r = malloc(N * sizeof *r);
    struct wide *w = malloc(N * sizeof *w);
    int *out = malloc(N * sizeof *out), *sizes = malloc(4 * sizeof *sizes);
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        r[i].c = (char)(s >> 20);
        r[i].d = (char)(s >> 12);
        w[i].id = (short)(s >> 8);
        w[i].w = (int)(s >> 3);
    }
#pragma acc parallel loop copyin(r[0:N], w[0:N]) copyout(out[0:N], sizes[0:4])
    for (int i = 0; i < N; i++) {
        out[i] = r[i].c * 3 + r[i].d + w[i].id + (w[i].w ^ i);
        if (i == 0) {
            sizes[0] = (int)sizeof(struct marker);
            sizes[1] = (int)sizeof(struct rec);
            sizes[2] = (int)sizeof(struct wide);
            sizes[3] = (int)sizeof(union nothing);
        }
    }
    int bad = 0;
    int want[4] = {(int)sizeof(struct marker), (int)sizeof(struct rec), (int)sizeof(struct wide),
                   (int)sizeof(union nothing)};
    for (int k = 0; k < 4; k++)
        if (sizes[k] != want[k] && bad++ < 5) printf("size %d: %d on the device, %d on the host\n", k, sizes[k], want[k]);
    for (int i = 0; i < N; i++)
        if (out[i] != r[i].c * 3 + r[i].d + w[i].id + (w[i].w ^ i) && bad++ < 5)
            printf("out[%d] = %d\n", i, out[i]);
    free(r), free(w), free(out), free(sizes);
    if (bad) { printf("FAIL: %d\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
