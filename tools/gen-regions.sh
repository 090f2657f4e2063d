#!/bin/sh
# gen-regions.sh N [PER] > regions.c: a program of N small compute regions,
# PER (default 4) to a function, each checked against the host: compile time
# as the number of regions grows (issue 19 item 10; tests/diag/scale_linear.c).
N=${1:-1000}
PER=${2:-4}
awk -v n="$N" -v per="$PER" 'BEGIN {
    print "#include <stdio.h>"
    print "#include <stdlib.h>"
    print ""
    nf = int((n + per - 1) / per)
    r = 0
    for (f = 0; f < nf; f++) {
        printf "static double f%d(double *restrict a, const double *restrict b, int n)\n{\n", f
        print "    double s = 0;"
        for (k = 0; k < per && r < n; k++) {
            if (r % 2 == 0) {
                print "#pragma acc parallel loop copy(a[0:n]) copyin(b[0:n])"
                print "    for (int i = 0; i < n; i++)"
                printf "        a[i] += b[i] * %d;\n", r % 7 + 1
            } else {
                print "#pragma acc parallel loop copyin(a[0:n]) reduction(+:s)"
                print "    for (int i = 0; i < n; i++)"
                printf "        s += a[i] + %d;\n", r % 5
            }
            r++
        }
        print "    return s;\n}\n"
    }
    print "int main(void)\n{"
    print "    int n = 64;"
    print "    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *h = malloc(n * sizeof *h);"
    print "    double s = 0, t = 0;"
    print "    for (int i = 0; i < n; i++) a[i] = h[i] = b[i] = (i % 13) * 0.5;"
    for (f = 0; f < nf; f++) printf "    s += f%d(a, b, n);\n", f
    print "    for (int f = 0, r = 0; f < " nf "; f++)"
    print "        for (int k = 0; k < " per " && r < " n "; k++, r++)"
    print "            if (r % 2 == 0)"
    print "                for (int i = 0; i < n; i++) h[i] += b[i] * (r % 7 + 1);"
    print "            else"
    print "                for (int i = 0; i < n; i++) t += h[i] + r % 5;"
    print "    int bad = t != s;"
    print "    for (int i = 0; i < n; i++) bad |= a[i] != h[i];"
    print "    printf(\"%s regions: " n "\\n\", bad ? \"FAIL\" : \"PASS\");"
    print "    return bad;\n}"
}'
