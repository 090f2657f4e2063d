void print_results(char *name, char class, int n1, int n2, int n3, int niter,
                   double t, double mops, char *optype, logical verified,
                   char *npbversion, char *compiletime);
