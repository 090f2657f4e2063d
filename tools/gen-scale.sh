#!/bin/sh
# gen-scale.sh KIND N > file.c: a file of N functions that each hold one of
# KIND, for tools/check-scale.sh (compile time linear in their number):
#   routines   an 'acc routine vector' function with a vector loop, and a
#              compute region that calls it
#   pipelines  a function with a 'pacc pipeline' of two 2-D nests
#   block      one function whose body holds all N: compute regions (most
#              of them quiet, so that each one's wait is looked for past
#              all the others), openacc.h calls and update directives
KIND=${1:?usage: gen-scale.sh routines|pipelines|block N}
N=${2:-500}
awk -v kind="$KIND" -v n="$N" 'BEGIN {
    if (kind == "block") {
        print "#include <openacc.h>"
        print "double f(double *restrict a, double *restrict b, int n)\n{"
        print "    double s = 0;"
        print "#pragma acc data copy(a[0:n]) copyin(b[0:n])\n    {"
        for (i = 0; i < n; i++) {
            if (i % 3 == 0) {
                print "#pragma acc parallel loop present(a[0:n], b[0:n])"
                printf "    for (int i = 0; i < n; i++)\n        a[i] += b[i] * %d;\n", i % 7 + 1
            } else if (i % 3 == 1) {
                print "#pragma acc parallel loop gang present(a[0:n]) async(1)"
                print "    for (int j = 0; j < n / 8; j++)"
                print "#pragma acc loop vector"
                printf "        for (int i = 0; i < 8; i++)\n            a[j * 8 + i] *= %d.5;\n", i % 5
            } else {
                print "#pragma acc parallel loop present(a[0:n]) reduction(+:s)"
                printf "    for (int i = 0; i < n; i++)\n        s += a[i] * %d;\n", i % 4
                if (i % 30 == 2) print "    acc_wait(1);\n#pragma acc update self(a[0:n])"
            }
        }
        print "    }\n    return s;\n}"
        exit
    }
    for (i = 0; i < n; i++) {
        if (kind == "routines") {
            printf "#pragma acc routine vector\nstatic void r%d(float *x, int m)\n{\n", i
            print "#pragma acc loop vector"
            printf "    for (int j = 0; j < m; j++)\n        x[j] = x[j] * %d.0f + 1;\n}\n", i % 9
            printf "void f%d(float *a, int n)\n{\n", i
            print "#pragma acc parallel loop gang copy(a[0:n * 8])"
            printf "    for (int i = 0; i < n; i++)\n        r%d(a + i * 8, 8);\n}\n", i
        } else {
            printf "void f%d(int ny, int nx, double (*a)[nx], double (*b)[nx], int steps)\n{\n", i
            print "#pragma pacc pipeline targetinout(a, b) size([0:ny][0:nx]) halo([1:1][0:0])"
            print "    for (int t = 0; t < steps; t++) {"
            print "#pragma pacc loop dim(2)"
            print "        for (int y = 1; y < ny - 1; y++)"
            print "#pragma pacc loop dim(1)"
            print "            for (int x = 0; x < nx; x++)"
            printf "                b[y][x] = a[y - 1][x] + a[y + 1][x] * %d;\n", i % 7
            print "#pragma pacc loop dim(2)"
            print "        for (int y = 1; y < ny - 1; y++)"
            print "#pragma pacc loop dim(1)"
            print "            for (int x = 0; x < nx; x++)"
            print "                a[y][x] = b[y][x];"
            print "    }\n}"
        }
    }
}'
