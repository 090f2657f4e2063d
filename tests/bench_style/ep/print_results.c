/* print_results.c: the report every program of the suite prints */
#include <stdio.h>
#include "type.h"
#include "print_results.h"

void print_results(char *name, char class, int n1, int n2, int n3, int niter,
                   double t, double mops, char *optype, logical verified,
                   char *npbversion, char *compiletime)
{
    printf("\n\n %s Benchmark Completed\n", name);
    printf(" Class           =                        %c\n", class);
    printf(" Size            =             %12d %d %d\n", n1, n2, n3);
    printf(" Iterations      =             %12d\n", niter);
    printf(" Time in seconds =             %12.2f\n", t);
    printf(" Mop/s total     =             %12.2f\n", mops);
    printf(" Operation type  = %24s\n", optype);
    if (verified == true)
        printf(" Verification    =               SUCCESSFUL\n");
    else
        printf(" Verification    =             UNSUCCESSFUL\n");
    printf(" Version         =             %12s\n", npbversion);
    printf(" Compile date    =             %12s\n", compiletime);
}
