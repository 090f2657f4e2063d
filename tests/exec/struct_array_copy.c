/* Covers: an array of structs in copy/copyin clauses: fields read and written per element (particles), including a nested array field. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { double pos[3]; double vel[3]; int id; float mass; } particle_t;

static unsigned int seed = 0x9A271C1Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static double drand(void) { return (double)(xrand() % 2000001u) / 1000000.0 - 1.0; }

int main(void)
{
    int n = 100000;
    particle_t *p = malloc(sizeof(particle_t) * n), *r = malloc(sizeof(particle_t) * n);
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++) { p[i].pos[k] = drand(); p[i].vel[k] = drand(); }
        p[i].id = -1;
        p[i].mass = (float)(xrand() % 100u + 1u);
        r[i] = p[i];
    }
    double dt = 0.01;
    for (int step = 0; step < 3; step++) {
#pragma acc parallel loop copy(p[0:n])
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < 3; k++) {
                p[i].vel[k] += dt * (-p[i].pos[k]) / p[i].mass;
                p[i].pos[k] += dt * p[i].vel[k];
            }
            p[i].id = i * 10 + step;
        }
    }
    for (int step = 0; step < 3; step++)
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < 3; k++) {
                r[i].vel[k] += dt * (-r[i].pos[k]) / r[i].mass;
                r[i].pos[k] += dt * r[i].vel[k];
            }
            r[i].id = i * 10 + step;
        }
    for (int i = 0; i < n; i++) {
        if (p[i].id != r[i].id) { printf("FAIL: p[%d].id = %d, expected %d\n", i, p[i].id, r[i].id); return 1; }
        if (p[i].mass != r[i].mass) { printf("FAIL: p[%d].mass = %g, expected %g\n", i, p[i].mass, r[i].mass); return 1; }
        for (int k = 0; k < 3; k++) {
            if (fabs(p[i].pos[k] - r[i].pos[k]) > 1e-12 * (1.0 + fabs(r[i].pos[k])) ||
                fabs(p[i].vel[k] - r[i].vel[k]) > 1e-12 * (1.0 + fabs(r[i].vel[k]))) {
                printf("FAIL: p[%d] pos[%d]/vel[%d] = %.17g/%.17g, expected %.17g/%.17g\n", i, k, k, p[i].pos[k], p[i].vel[k], r[i].pos[k], r[i].vel[k]);
                return 1;
            }
        }
    }
    /* copyin of structs, reading fields into a plain array */
    double *ke = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) ke[i] = -1.0;
#pragma acc parallel loop copyin(p[0:n]) copyout(ke[0:n])
    for (int i = 0; i < n; i++)
        ke[i] = 0.5 * p[i].mass * (p[i].vel[0] * p[i].vel[0] + p[i].vel[1] * p[i].vel[1] + p[i].vel[2] * p[i].vel[2]);
    for (int i = 0; i < n; i++) {
        double e = 0.5 * p[i].mass * (p[i].vel[0] * p[i].vel[0] + p[i].vel[1] * p[i].vel[1] + p[i].vel[2] * p[i].vel[2]);
        if (fabs(ke[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: ke[%d] = %.17g, expected %.17g\n", i, ke[i], e); return 1; }
    }
    free(p); free(r); free(ke);
    printf("PASS\n");
    return 0;
}
