/* routines.h: routines defined in other files of this program. */
typedef struct Pt { double x, y; } Pt;
#pragma acc routine seq
double poly(double x);                  /* poly.c */
#pragma acc routine seq
extern double norm2(Pt p);              /* pt.c; calls poly.c's square */
#pragma acc routine seq
double square(double x);                /* poly.c */
#pragma acc routine seq
int collatz_steps(unsigned long v);     /* pt.c: a loop, a static helper */
