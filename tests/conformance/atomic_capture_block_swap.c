/* Covers: atomic capture, structured-block form {v = x; x = expr;} (OpenACC 3.3 sec. 2.12: an atomic exchange, v receives the value before the write) on int, unsigned, long, float and double, all iterations contending for one x and each writing a distinct value: every written value except the last one, plus the initial value, must be captured exactly once. */
#include <stdio.h>
#include <string.h>

#define N 20000
static int vi[N];
static unsigned vu[N];
static long vl[N];
static float vf[N];
static double vd[N];
static unsigned char seen[N + 1];

/* j: index of the iteration whose value was seen (N: the initial value); -1 if none */
static int mark(const char *what, int i, long j)
{
    if (j < 0 || j > N) { printf("%s: iteration %d captured a value nobody wrote\n", what, i); return 1; }
    if (seen[j]) { printf("%s: value of iteration %ld captured twice (again by %d)\n", what, j, i); return 1; }
    seen[j] = 1;
    return 0;
}

static int finish(const char *what, long jf)
{
    /* the final value is the one written value nobody captured */
    if (jf < 0 || jf >= N || seen[jf]) { printf("%s: final value is not the uncaptured written value\n", what); return 1; }
    seen[jf] = 1;
    for (int j = 0; j <= N; j++)
        if (!seen[j]) { printf("%s: value of %s %d was lost\n", what, j == N ? "the initial value," : "iteration", j); return 1; }
    return 0;
}

int main(void)
{
    int bad = 0;
    int xi = -1; unsigned xu = 1u; long xl = -1; float xf = -1.0f; double xd = -1.0;
    for (int i = 0; i < N; i++) { vi[i] = 0; vu[i] = 0; vl[i] = 0; vf[i] = 0; vd[i] = 0; }

#pragma acc parallel loop copy(xi, xu, xl, xf, xd) copyout(vi, vu, vl, vf, vd)
    for (int i = 0; i < N; i++) {
#pragma acc atomic capture
        { vi[i] = xi; xi = 7 * i + 3; }
#pragma acc atomic capture
        { vu[i] = xu; xu = 0x80000000u + (unsigned)i; }
#pragma acc atomic capture
        { vl[i] = xl; xl = ((long)i << 20) | 5; }
#pragma acc atomic capture
        { vf[i] = xf; xf = (float)i + 0.5f; }
#pragma acc atomic capture
        { vd[i] = xd; xd = i * 0.5 + 0.25; }
    }

#define DEC_I(v) ((v) == -1 ? (long)N : ((v) - 3) % 7 == 0 ? (long)(((v) - 3) / 7) : -1L)
#define DEC_U(v) ((v) == 1u ? (long)N : (v) >= 0x80000000u ? (long)((v) - 0x80000000u) : -1L)
#define DEC_L(v) ((v) == -1 ? (long)N : ((v) & 0xFFFFF) == 5 ? (long)((v) >> 20) : -1L)
#define DEC_F(v) ((v) == -1.0f ? (long)N : (float)(long)((v) - 0.5f) + 0.5f == (v) ? (long)((v) - 0.5f) : -1L)
#define DEC_D(v) ((v) == -1.0 ? (long)N : (double)(long)(((v) - 0.25) * 2) * 0.5 + 0.25 == (v) ? (long)(((v) - 0.25) * 2) : -1L)
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N && !bad; i++) bad += mark("int", i, DEC_I(vi[i]));
    if (!bad) bad += finish("int", DEC_I(xi));
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N && !bad; i++) bad += mark("unsigned", i, DEC_U(vu[i]));
    if (!bad) bad += finish("unsigned", DEC_U(xu));
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N && !bad; i++) bad += mark("long", i, DEC_L(vl[i]));
    if (!bad) bad += finish("long", DEC_L(xl));
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N && !bad; i++) bad += mark("float", i, DEC_F(vf[i]));
    if (!bad) bad += finish("float", DEC_F(xf));
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N && !bad; i++) bad += mark("double", i, DEC_D(vd[i]));
    if (!bad) bad += finish("double", DEC_D(xd));
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
