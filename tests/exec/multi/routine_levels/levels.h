/* levels.h: routines of each level, defined in levels.c. */
#pragma acc routine vector
double row_sum(const double *r, int m);             /* loop vector reduction */
#pragma acc routine worker
void scale_rows(double *a, int rows, int m, double f);  /* loop worker, loop vector */
#pragma acc routine gang
void add_all(double *a, int n, double v);           /* loop gang */
#pragma acc routine seq
void count_odd(const int *v, int n, int *count);    /* atomic update */
