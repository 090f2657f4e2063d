/* xfer_repeat: copies that repeat, which the runtime page-locks once they pay for it
 * (runtime/pin.c, docs/async-plan.md 3.1): update self/device of a present array in a time
 * loop, with host edits between; data regions entered each iteration (the same array, and a
 * fresh malloc each time, freed after its region: a registration must never outlive it);
 * acc_update_* and acc_memcpy_* of present data; small updates of a section.  Each step
 * against the same loop on the host, bit for bit (products by 0.5 are exact). */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (2 * 1024 * 1024)     /* 16 MiB of doubles: locked after a few copies */
#define STEPS 12
#define SEC 8192                /* 64 KiB sections */

static double *fresh(void)
{
    double *a = malloc(N * sizeof(double));
    if (!a) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return a;
}

static void half_plus(double *a, double t, int n)
{
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + t;
}

static void half_plus_host(double *a, double t, int n)
{
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + t;
}

static long diff(const double *a, const double *b, int n)
{
    long bad = 0;
    for (int i = 0; i < n; i++)
        bad += a[i] != b[i];
    return bad;
}

int main(void)
{
    double *a = fresh(), *ha = fresh(), *b = fresh(), *hb = fresh();
    srand(33);
    for (int i = 0; i < N; i++) {
        a[i] = ha[i] = 1 + rand() % 1000 / 8.0;
        b[i] = hb[i] = 2 + rand() % 1000 / 16.0;
    }
    long bad = 0;
    int apart;                  /* the device copy is not the host's (not host fallback) */

    /* update self and device of a present array, every step */
#pragma acc enter data copyin(a[0:N])
    apart = acc_deviceptr(a) != (void *)a;
    for (int t = 0; t < STEPS; t++) {
        half_plus(a, t, N);
        half_plus_host(ha, t, N);
        if (apart)      /* poisoned: the update must bring it back */
            memset(a, 0xff, N * sizeof(double));
#pragma acc update self(a[0:N])
        bad += diff(a, ha, N);
        for (int i = t; i < N; i += 4099)
            a[i] = ha[i] = -t - i / 8.0;
#pragma acc update device(a[0:N])
    }

    /* small updates of one section: below the copies that count */
    for (int t = 0; t < 40; t++) {
        int lo = (t * 7919) % (N - SEC);
        half_plus(a, 1, N);
        half_plus_host(ha, 1, N);
#pragma acc update self(a[lo:SEC])
        bad += diff(a + lo, ha + lo, SEC);
    }
#pragma acc update self(a[0:N])
    bad += diff(a, ha, N);

    /* the API on present data */
    for (int t = 0; t < STEPS; t++) {
        for (int i = t; i < N; i += 511)
            a[i] = ha[i] = t + i / 4.0;
        acc_update_device(a, N * sizeof(double));
        half_plus(a, 2, N);
        half_plus_host(ha, 2, N);
        acc_update_self(a, N * sizeof(double));
        bad += diff(a, ha, N);
        ha[t] = a[t] = 7.5 * t;
        acc_memcpy_to_device(acc_deviceptr(a), a, N * sizeof(double));
        if (apart)
            memset(a, 0, N * sizeof(double));
        acc_memcpy_from_device(a, acc_deviceptr(a), N * sizeof(double));
        bad += diff(a, ha, N);
    }
#pragma acc exit data copyout(a[0:N])
    bad += diff(a, ha, N);

    /* a data region each iteration, on the same array */
    for (int it = 0; it < 6; it++) {
#pragma acc data copy(b[0:N])
        {
            half_plus(b, it, N);
        }
        half_plus_host(hb, it, N);
        bad += diff(b, hb, N);
        for (int i = it; i < N; i += 1021)
            b[i] = hb[i] = it - i / 2.0;
    }

    /* a fresh array each iteration, freed after its region */
    for (int it = 0; it < 6; it++) {
        double *c = fresh();
        for (int i = 0; i < N; i++)
            c[i] = hb[i] + it;
#pragma acc data copy(c[0:N])
        {
            half_plus(c, 1, N);
        }
        for (int i = 0; i < N; i++)
            bad += c[i] != (hb[i] + it) * 0.5 + 1;
        free(c);
    }

    if (bad) {
        printf("FAIL: %ld elements differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    free(a);
    free(ha);
    free(b);
    free(hb);
    return 0;
}
