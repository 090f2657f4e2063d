/* tables.h: a global table on the device, defined in tables.c. */
#define NT 16
extern double coef[NT];
#pragma acc declare create(coef)
#pragma acc routine seq
double apply(double x, int k);          /* tables.c */
#pragma acc routine seq
double apply2(double x, int k);         /* main.c */
void set_coef(unsigned seed);           /* tables.c: fills coef, updates the device */
