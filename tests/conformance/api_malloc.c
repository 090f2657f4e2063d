/* api_malloc.c: acc_malloc (OpenACC 3.3 section 3.2, acc_malloc): device memory usable through deviceptr and the acc_memcpy routines, distinct non-overlapping blocks, not present data, various sizes. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <openacc.h>

static unsigned int seed = 0x5EED1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 5000
#define NB 6

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *in = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 1000000u);

    /* written by a region through deviceptr, read back with acc_memcpy_from_device */
    int *d = acc_malloc(sizeof(int) * N);
    CHECK(d != NULL, "acc_malloc returned NULL");
#pragma acc parallel loop deviceptr(d) copyin(in[0:N])
    for (int i = 0; i < N; i++) d[i] = in[i] + i;
    acc_memcpy_from_device(r, d, sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] + i) { CHECK(0, "r[%d] = %d, expected %d", i, r[i], in[i] + i); break; }

    /* written with acc_memcpy_to_device, read by a region */
    acc_memcpy_to_device(d, in, sizeof(int) * N);
#pragma acc parallel loop deviceptr(d) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = d[i] * 2;
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] * 2) { CHECK(0, "read by region: r[%d] = %d, expected %d", i, r[i], in[i] * 2); break; }

    /* several blocks of different sizes: distinct, not overlapping, each keeps its own data */
    static const size_t sizes[NB] = {1, 7, 4096, 4097, 1 << 20, 3 << 20};
    unsigned char *blk[NB];
    for (int b = 0; b < NB; b++) {
        blk[b] = acc_malloc(sizes[b]);
        CHECK(blk[b] != NULL, "acc_malloc(%zu) returned NULL", sizes[b]);
        if (dev) CHECK(acc_hostptr(blk[b]) == NULL, "acc_malloc'd block %d maps to host data %p", b, acc_hostptr(blk[b]));
    }
    for (int b = 0; b < NB; b++)
        for (int c = b + 1; c < NB; c++) {
            uintptr_t b0 = (uintptr_t)blk[b], b1 = b0 + sizes[b], c0 = (uintptr_t)blk[c], c1 = c0 + sizes[c];
            CHECK(b1 <= c0 || c1 <= b0, "blocks %d and %d overlap", b, c);
        }
    for (int b = 0; b < NB; b++) {
        unsigned char *p = blk[b];
        size_t n = sizes[b];
        unsigned char v = (unsigned char)(b * 37 + 1);
#pragma acc parallel loop deviceptr(p)
        for (size_t i = 0; i < n; i++) p[i] = (unsigned char)(v + i);
    }
    for (int b = 0; b < NB; b++) {
        unsigned char *h = malloc(sizes[b]);
        acc_memcpy_from_device(h, blk[b], sizes[b]);
        unsigned char v = (unsigned char)(b * 37 + 1);
        for (size_t i = 0; i < sizes[b]; i++)
            if (h[i] != (unsigned char)(v + i)) { CHECK(0, "block %d [%zu] = %d, expected %d", b, i, h[i], (unsigned char)(v + i)); break; }
        free(h);
        acc_free(blk[b]);
    }

    acc_free(d);
    free(in); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
