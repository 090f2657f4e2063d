// atomic update and capture inside functions called from a compute region.
#include <stdio.h>
void bump(int *h, int k) {
    #pragma acc atomic update
    h[k] += 1;
}
int fetch_add(int *c) { int v;
    #pragma acc atomic capture
    { v = *c; *c += 1; }
    return v; }
#pragma acc routine seq
double addto(double *x, double v) {
    double old;
    #pragma acc atomic capture
    old = *x += v;
    return old;
}
int main(void) {
    int h[8] = {0}, c = 0, slots[1000]; double s = 0;
    #pragma acc parallel loop copy(h, c, s) copyout(slots)
    for (int i = 0; i < 1000; i++) { bump(h, i % 8); slots[i] = fetch_add(&c); addto(&s, 0.5); }
    int bad = c != 1000 || s != 500.0;
    for (int k = 0; k < 8; k++) if (h[k] != 125) bad++;
    int seen[1000] = {0}; for (int i = 0; i < 1000; i++) if (slots[i] < 0 || slots[i] >= 1000 || seen[slots[i]]++) bad++;
    printf("%s\n", bad ? "FAIL" : "PASS"); return bad;
}
