/* pt.c: a routine with a struct argument, calling another file's routine, and
 * one with a loop and a file-local helper. */
#include "routines.h"

#pragma acc routine seq
static unsigned long step(unsigned long v) { return v % 2 ? 3 * v + 1 : v / 2; }

double norm2(Pt p) { return square(p.x) + square(p.y); }

int collatz_steps(unsigned long v)
{
    int n = 0;
    while (v != 1) {
        v = step(v);
        n++;
    }
    return n;
}
