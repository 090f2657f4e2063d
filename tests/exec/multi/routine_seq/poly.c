/* poly.c: routines called from main.c and pt.c. */
#include "routines.h"

double square(double x) { return x * x; }

double poly(double x)
{
    return ((0.5 * x - 1.25) * x + 3.0) * x - 7.0;
}
