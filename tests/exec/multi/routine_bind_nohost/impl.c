/* impl.c: cube for the host, dev_cube for the device, and a nohost routine. */
double cube(double x) { return x * x * x; }

#pragma acc routine seq
double dev_cube(double x) { return x * (x * x); }

#pragma acc routine seq nohost
static int twice_plus(int v) { return v * 2 + v; }

#pragma acc routine seq nohost
int mix(int a, int b) { return twice_plus(a) ^ (b + 1); }
