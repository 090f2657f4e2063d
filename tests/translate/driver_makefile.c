// gwcc stands in for cc in a Makefile: CC=gwcc make builds a two-file
// program with make's built-in .c.o rule (CFLAGS, CPPFLAGS -DN=64 reaching a
// shared header whose macro is used in data clauses) and links it with
// $(CC).  The sources are the //@ lines below (written out with sed); the
// Makefile is written with echo.  gwcc never reads $CC itself.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: sed -n 's|^//@common.h ||p' %s > %t.d/common.h
// RUN: sed -n 's|^//@scale.c ||p' %s > %t.d/scale.c
// RUN: sed -n 's|^//@main.c ||p' %s > %t.d/main.c
// RUN: echo 'CFLAGS = -O2' > %t.d/Makefile
// RUN: echo 'CPPFLAGS = -DN=64' >> %t.d/Makefile
// RUN: echo 'prog: main.o scale.o ; $(CC) $(CFLAGS) -o $@ main.o scale.o' >> %t.d/Makefile
// RUN: echo 'main.o scale.o: common.h' >> %t.d/Makefile
// RUN: cd %t.d && CC=%gwcc make > make.log 2>&1
// RUN: FileCheck %s --check-prefix=MAKE < %t.d/make.log
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: cd %t.d && CC=%gwcc make > make2.log 2>&1
// RUN: FileCheck %s --check-prefix=UPTODATE < %t.d/make2.log
// RUN: cd %t.d && rm -f *.o prog && CC=%gwcc make CPPFLAGS=-DN=10 > make3.log 2>&1
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s --check-prefix=TEN

//@common.h #ifndef N
//@common.h #define N 4
//@common.h #endif
//@common.h void scale(double *a, double f);

//@scale.c #include "common.h"
//@scale.c void scale(double *a, double f)
//@scale.c {
//@scale.c #pragma acc parallel loop copy(a[0:N])
//@scale.c     for (int i = 0; i < N; i++) a[i] *= f;
//@scale.c }

//@main.c #include <stdio.h>
//@main.c #include "common.h"
//@main.c int main(void)
//@main.c {
//@main.c     double a[N], sum = 0.0;
//@main.c     for (int i = 0; i < N; i++) a[i] = i;
//@main.c     scale(a, 3.0);
//@main.c #pragma acc parallel loop copyin(a[0:N]) reduction(+:sum)
//@main.c     for (int i = 0; i < N; i++) sum += a[i];
//@main.c     printf("n %d sum %.0f", N, sum);
//@main.c     putchar(10);
//@main.c     return 0;
//@main.c }

// MAKE-DAG: {{.*}}gwcc -O2 -DN=64 -c -o main.o main.c
// MAKE-DAG: {{.*}}gwcc -O2 -DN=64 -c -o scale.o scale.c
// MAKE: {{.*}}gwcc -O2 -o prog main.o scale.o
// UPTODATE: 'prog' is up to date.
// CHECK: n 64 sum 6048
// TEN: n 10 sum 135
int main(void) { return 0; }
