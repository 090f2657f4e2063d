// Regression hunt 3: GNU C in a compute region whose function has a switch and a goto: statement-expression max/min macros declaring typeof(a[i]) temporaries of a read-only array (not split into 'T x; x = e;', which a const element type rejects), unions, bit-fields, case fallthrough.
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <math.h>
#define max(a,b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define min(a,b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a < _b ? _a : _b; })
#define likely(x) __builtin_expect(!!(x), 1)
#define N 300
typedef union { double d; uint64_t u; } pun_t;
typedef struct { unsigned lo : 4; unsigned hi : 4; int sign : 2; } packed_t;
int main(void)
{
  int err = 0;
  int32_t a[N]; uint64_t bits[N]; double d[N]; int out[N]; bool flag[N]; packed_t pk[N];
  for (int i = 0; i < N; i++) { a[i] = (i * 7919) % 211 - 100; d[i] = i * 0.5 - 20; }
#pragma acc parallel loop copyin(a, d) copyout(bits, out, flag, pk)
  for (int i = 0; i < N; i++) {
    pun_t p; p.d = d[i];
    bits[i] = p.u >> 52;
    int v = max(a[i], 0) + min(a[i], 10);
    switch (i % 4) {
    case 0: v += 1;
    case 1: v += 2; break;
    case 2: if (likely(v > 0)) goto done;
            v = -v; break;
    default: v += __builtin_popcount((unsigned)i);
    }
  done:
    out[i] = v;
    flag[i] = isnan(d[i]) || signbit(d[i]);
    packed_t q = { (unsigned)i & 15u, ((unsigned)i >> 4) & 15u, (i % 3) - 1 };
    pk[i] = q;
  }
  for (int i = 0; i < N; i++) {
    pun_t p; p.d = d[i];
    int v = (a[i] > 0 ? a[i] : 0) + (a[i] < 10 ? a[i] : 10);
    switch (i % 4) { case 0: v += 1; case 1: v += 2; break; case 2: if (v > 0) break; v = -v; break; default: v += __builtin_popcount((unsigned)i); }
    if (bits[i] != p.u >> 52 || out[i] != v || flag[i] != (bool)signbit(d[i]) || pk[i].lo != (i & 15) || pk[i].hi != ((i >> 4) & 15) || pk[i].sign != (i % 3) - 1) { err++; if (err < 4) printf("%d: %d %d\n", i, out[i], v); }
  }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
