/* api_free.c: acc_free (OpenACC 3.3 section 3.2, acc_free): frees acc_malloc'd memory (many allocate/free cycles of large blocks succeed), other blocks keep their data, a null pointer does nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xF4EEF4EEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4096

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    acc_free(NULL);                         /* no operation */

    int *in = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 100000u);

    int *keep = acc_malloc(sizeof(int) * N);
    acc_memcpy_to_device(keep, in, sizeof(int) * N);

    /* allocate and free far more than would fit if nothing were freed; a fraction of the device each time */
    size_t big = 32u << 20;
    acc_device_t t = acc_get_device_type();
    if (dev) {
        size_t mem = acc_get_property(acc_get_device_num(t), t, acc_property_memory);
        if (mem / 4 > big) big = mem / 4;
    }
    int rounds = dev ? 12 : 3;               /* device: 3x its memory in total */
    for (int k = 0; k < rounds; k++) {
        char *p = acc_malloc(big);
        CHECK(p != NULL, "round %d: acc_malloc(%zu) returned NULL", k, big);
        if (!p) break;
        char c = (char)k;
#pragma acc parallel loop deviceptr(p)
        for (size_t i = 0; i < big; i += 4096) p[i] = c;
        char got = -1;
        acc_memcpy_from_device(&got, p + big - 4096, 1);
        if (big % 4096 == 0) CHECK(got == c, "round %d: last page holds %d", k, got);
        acc_free(p);
    }

    /* small blocks freed in another order than allocated */
    int *s[8];
    for (int k = 0; k < 8; k++) s[k] = acc_malloc(sizeof(int) * (k + 1) * 100);
    for (int k = 0; k < 8; k += 2) acc_free(s[k]);
    for (int k = 1; k < 8; k += 2) acc_free(s[k]);

    /* the block allocated first is intact */
    acc_memcpy_from_device(r, keep, sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (r[i] != in[i]) { CHECK(0, "kept block r[%d] = %d, expected %d", i, r[i], in[i]); break; }
#pragma acc parallel loop deviceptr(keep) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = keep[i] + 1;
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] + 1) { CHECK(0, "kept block by region r[%d] = %d, expected %d", i, r[i], in[i] + 1); break; }
    acc_free(keep);

    free(in); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
