/* GNU attributes after a struct's, union's or enum's closing brace change its layout (aligned(16) pads a
 * 12-byte record to 16, packed squeezes out padding, a packed enum is one byte); the device's copy of the
 * type must keep them, or the kernel strides through the host's array with another element size and reads
 * and writes the wrong bytes.  File-scope, local and typedef'd types, arrays of them copied in and out, and
 * sizeof/offsetof computed on the device against the host's. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <math.h>

struct particle { float x, y, z; } __attribute__((aligned(16)));
struct wire { char tag; double v; int id; } __attribute__((packed));
enum __attribute__((unused)) color { RED, GREEN, BLUE } __attribute__((packed));
typedef struct { short a; char b; } __attribute__((aligned(8))) pair8;
union slot { char c[3]; short s; } __attribute__((aligned(4), may_alias));

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 4099;
    struct particle *p = malloc(n * sizeof *p);
    struct wire *w = malloc(n * sizeof *w);
    enum color *col = malloc(n * sizeof *col);
    pair8 *pr = malloc(n * sizeof *pr);
    union slot *sl = malloc(n * sizeof *sl);
    double *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        p[i].x = (xorshift() % 1000) / 8.0f;
        p[i].y = (xorshift() % 1000) / 8.0f;
        p[i].z = (xorshift() % 1000) / 8.0f;
        w[i].tag = (char)(xorshift() % 100);
        w[i].v = (xorshift() % 4096) / 16.0;
        w[i].id = (int)(xorshift() % 100000);
        col[i] = (enum color)(xorshift() % 3);
        pr[i].a = (short)(xorshift() % 1000);
        pr[i].b = (char)(xorshift() % 100);
        sl[i].s = (short)(xorshift() % 30000);
    }
    long sizes[6] = {0};
    #pragma acc parallel loop copy(p[0:n], w[0:n], pr[0:n], sl[0:n]) copyin(col[0:n]) copyout(out[0:n]) copy(sizes)
    for (int i = 0; i < n; i++) {
        struct local { char k; float f; } __attribute__((packed)) q = { (char)col[i], p[i].x };
        out[i] = p[i].x + 2 * p[i].y + 3 * p[i].z + w[i].v * w[i].tag + w[i].id + col[i] * 1000 + pr[i].a
                 + pr[i].b + sl[i].s + q.f * q.k;
        p[i].z = p[i].x - p[i].y;
        w[i].id += i;
        pr[i].b = (char)(i & 63);
        sl[i].s = (short)(sl[i].s / 2);
        if (i == 0) {
            sizes[0] = sizeof(struct particle);
            sizes[1] = sizeof(struct wire) * 100 + offsetof(struct wire, id);
            sizes[2] = sizeof(enum color);
            sizes[3] = sizeof(pair8);
            sizes[4] = sizeof(union slot);
            sizes[5] = sizeof q;
        }
    }
    int bad = 0;
    long want[6] = { sizeof(struct particle), sizeof(struct wire) * 100 + offsetof(struct wire, id),
                     sizeof(enum color), sizeof(pair8), sizeof(union slot), 5 };
    for (int k = 0; k < 6; k++)
        if (sizes[k] != want[k] && bad++ < 5) printf("size %d: %ld on the device, %ld on the host\n", k, sizes[k], want[k]);
    if (want[0] != 16 || want[1] != 1309 || want[2] != 1 || want[3] != 8 || want[4] != 4) {
        printf("host layout not as expected: %ld %ld %ld %ld %ld\n", want[0], want[1], want[2], want[3], want[4]);
        bad++;
    }
    rng_state = 2463534242u;
    for (int i = 0; i < n; i++) {
        float x = (xorshift() % 1000) / 8.0f, y = (xorshift() % 1000) / 8.0f, z = (xorshift() % 1000) / 8.0f;
        char tag = (char)(xorshift() % 100);
        double v = (xorshift() % 4096) / 16.0;
        int id = (int)(xorshift() % 100000);
        int c = (int)(xorshift() % 3);
        short a = (short)(xorshift() % 1000);
        char b = (char)(xorshift() % 100);
        short s = (short)(xorshift() % 30000);
        double ref = x + 2 * y + 3 * z + v * tag + id + c * 1000 + a + b + s + x * (char)c;
        if (fabs(out[i] - ref) > 1e-9 * (1 + fabs(ref)) && bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", i, out[i], ref);
        if ((p[i].x != x || p[i].y != y || p[i].z != x - y || w[i].tag != tag || w[i].v != v || w[i].id != id + i
             || pr[i].a != a || pr[i].b != (char)(i & 63) || sl[i].s != s / 2) && bad++ < 5)
            printf("record %d changed wrongly\n", i);
    }
    free(p); free(w); free(col); free(pr); free(sl); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
