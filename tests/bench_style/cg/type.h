/* type.h: the logical type of the benchmark codes */
#ifndef TYPE_H
#define TYPE_H
typedef enum { false, true } logical;
typedef struct { double real, imag; } dcomplex;
#endif
