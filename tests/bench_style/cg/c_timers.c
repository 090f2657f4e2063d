/* c_timers.c: wall-clock timers as the benchmark codes keep them */
#include <sys/time.h>
#include "timers.h"

static double start[64], elapsed[64];

static double wtime(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    return tv.tv_sec + tv.tv_usec * 1e-6;
}

void timer_clear(int n) { elapsed[n] = 0.0; }
void timer_start(int n) { start[n] = wtime(); }
void timer_stop(int n) { elapsed[n] += wtime() - start[n]; }
double timer_read(int n) { return elapsed[n]; }
