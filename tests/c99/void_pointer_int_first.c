/* n + p with p a void *, the integer first (GNU C: bytes, as on a char *), in
 * a compute region and in a routine, also as an operand of ?: and converted
 * to an integer: nvcc's GNU mode takes p + n but refused n + p ("expression
 * must be a pointer to a complete object type").  Found by tools/fuzz
 * (seed 313, mutant 10901: exec/data_no_create with void **pc).  The
 * results are offsets from the buffer's own address, so they do not depend
 * on where the data lives. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static unsigned rng = 88172645u;
static unsigned xs(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

#pragma acc routine seq
static long at_offset(void *base, int k)
{
    void *q = k + base;
    return (long)((char *)q - (char *)base);
}

int main(void)
{
    int n = 5000, bad = 0;
    unsigned char *buf = malloc(n);
    int *k = malloc(n * sizeof *k);
    long *o1 = malloc(n * sizeof *o1), *o2 = malloc(n * sizeof *o2);
    void **slots = malloc(n * sizeof *slots);
    for (int i = 0; i < n; i++) { k[i] = (int)(xs() % 4096); buf[i] = (unsigned char)xs(); o1[i] = o2[i] = -1; }
#pragma acc data copyin(buf[0:n], k[0:n]) copyout(o1[0:n], o2[0:n]) create(slots[0:n])
    {
#pragma acc parallel loop present(buf[0:n], slots[0:n])
        for (int i = 0; i < n; i++) slots[i] = (void *)buf;
#pragma acc parallel loop present(buf[0:n], slots[0:n])
        for (int i = 0; i < n; i++) {
            void *base = slots[i];
            void *p = (i & 1) ? k[i] + base : base + k[i];
            o1[i] = (long)((char *)p - (char *)base);
            o2[i] = at_offset(base, k[i] + i % 3) + ((i & 2) ? (long)(2 + slots[i] - (intptr_t)slots[i]) : 0);
        }
    }
    for (int i = 0; i < n; i++) {
        long w1 = k[i], w2 = k[i] + i % 3 + ((i & 2) ? 2 : 0);
        if ((o1[i] != w1 || o2[i] != w2) && bad++ < 5)
            printf("i = %d: %ld %ld, want %ld %ld\n", i, o1[i], o2[i], w1, w2);
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(buf); free(k); free(o1); free(o2); free(slots);
    return bad != 0;
}
