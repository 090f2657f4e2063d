#ifndef ACC_TESTSUITE_H
#define ACC_TESTSUITE_H
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#define SEED 1234
#define NUM_TEST_CALLS 3
#define n 10000
#define PRECISION 1e-8
typedef double real_t;
#endif
