/* mpi_jacobi.c: MPI + OpenACC, one rank per GPU.  Laplace's equation on a
 * rectangular plate (NX rows by NY columns, fixed edges: the top edge follows
 * sin(pi x), the others are cold), solved by Jacobi sweeps.
 *
 * The interior rows are split over the ranks in blocks (the first NINT % P
 * ranks get one row more).  Each rank keeps its slab plus one halo row above
 * and below on its GPU for the whole solve (an `acc data` region), and per
 * sweep:
 *   1. exchanges halo rows with its neighbours (MPI_Sendrecv), by one of
 *      (a) `update self` of its two boundary rows, MPI on host memory, then
 *          `update device` of the two halo rows it received (the default);
 *      (b) `host_data use_device`: MPI reads and writes device memory
 *          directly; only for a CUDA-aware MPI (MPIX_Query_cuda_support says
 *          so, or MPI_CUDA_AWARE=1 in the environment; MPI_CUDA_AWARE=0 forces (a));
 *   2. updates its slab (`parallel loop collapse(2)`) and finds the largest
 *      change there (`reduction(max:)`), combined over ranks by MPI_Allreduce;
 *   3. swaps the two grids.
 * It stops after ITERS sweeps or when the largest change is below TOL.  Rank 0
 * then gathers the grid and prints the sweeps, the last residual and two
 * checksums; with --check it also solves the whole plate alone on the host
 * (plain C loops, the same sweeps) and prints PASS or FAIL.
 *
 * Device selection: the node-local rank (MPI_Comm_split_type with
 * MPI_COMM_TYPE_SHARED) modulo the GPUs the node has, acc_set_device_num.
 *
 *   make mpi-example        (GWCC_CC=mpicc build/bin/gwcc -O2 examples/mpi_jacobi.c ...)
 *   mpirun -np 2 build/examples/mpi_jacobi --check [NX NY ITERS [TOL]]
 */
#include <math.h>
#include <mpi.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(OPEN_MPI) && OPEN_MPI
#include <mpi-ext.h>            /* MPIX_CUDA_AWARE_SUPPORT, MPIX_Query_cuda_support */
#endif

#define IDX(i, j) ((size_t)(i) * ny + (j))

/* The plate's starting value at global row gi, column j: the fixed edges, and
 * zero inside. */
static double initial(int gi, int j, int ny)
{
    if (gi == 0)
        return sin(M_PI * j / (ny - 1));
    return 0.0;
}

/* Does this MPI take device addresses?  MPI_CUDA_AWARE=0/1 overrides. */
static int mpi_cuda_aware(void)
{
    const char *e = getenv("MPI_CUDA_AWARE");
    if (e && *e)
        return atoi(e) != 0;
#if defined(MPIX_CUDA_AWARE_SUPPORT) && MPIX_CUDA_AWARE_SUPPORT
    return MPIX_Query_cuda_support();           /* Open MPI built with CUDA */
#elif defined(MPICH_NUMVERSION) && MPICH_NUMVERSION >= 40000000
    return MPIX_Query_cuda_support();           /* MPICH 4: built with CUDA and enabled */
#else
    return 0;
#endif
}

/* The serial solver on the host: the whole plate, `sweeps` sweeps.  Returns
 * the grid after them; *res gets the last sweep's largest change. */
static double *solve_host(int nx, int ny, int sweeps, double *res)
{
    size_t n = (size_t)nx * ny;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    if (!a || !b) {
        fprintf(stderr, "mpi_jacobi: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++)
            a[IDX(i, j)] = b[IDX(i, j)] = initial(i, j, ny);
    *res = 0.0;
    for (int s = 0; s < sweeps; s++) {
        double r = 0.0;
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++) {
                double v = 0.25 * (a[IDX(i - 1, j)] + a[IDX(i + 1, j)] + a[IDX(i, j - 1)] + a[IDX(i, j + 1)]);
                double d = fabs(v - a[IDX(i, j)]);
                b[IDX(i, j)] = v;
                if (d > r)
                    r = d;
            }
        double *t = a;
        a = b;
        b = t;
        *res = r;
    }
    free(b);
    return a;
}

int main(int argc, char **argv)
{
    int check = 0, nargs = 0;
    int nx = 1026, ny = 1026;   /* the whole plate, edges included */
    int iters = 1000;
    double tol = 0.0;           /* 0: always ITERS sweeps */
    MPI_Init(&argc, &argv);
    int rank, nranks;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    for (int k = 1; k < argc; k++) {
        if (strcmp(argv[k], "--check") == 0)
            check = 1;
        else if (nargs == 0 && ++nargs)
            nx = atoi(argv[k]);
        else if (nargs == 1 && ++nargs)
            ny = atoi(argv[k]);
        else if (nargs == 2 && ++nargs)
            iters = atoi(argv[k]);
        else if (nargs == 3 && ++nargs)
            tol = atof(argv[k]);
    }
    const int nint = nx - 2;    /* interior rows, split over the ranks */
    if (nint < nranks || ny < 3 || iters < 1) {
        if (rank == 0)
            fprintf(stderr, "usage: mpi_jacobi [--check] [NX NY ITERS [TOL]]: NX - 2 >= ranks (%d), NY >= 3, "
                    "ITERS >= 1\n", nranks);
        MPI_Finalize();
        return 2;
    }

    /* One rank per GPU: the node-local rank picks the device. */
    MPI_Comm node;
    int local_rank, local_size;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &local_rank);
    MPI_Comm_size(node, &local_size);
    int ngpu = acc_get_num_devices(acc_device_nvidia), dev = -1;
    if (ngpu > 0) {
        dev = local_rank % ngpu;
        acc_set_device_num(dev, acc_device_nvidia);
    }
    const int aware = mpi_cuda_aware();

    /* My rows: global rows first .. first+rows-1, with halo rows first-1 and
     * first+rows at local rows 0 and rows+1. */
    const int base = nint / nranks, extra = nint % nranks;
    const int rows = base + (rank < extra);
    const int first = 1 + rank * base + (rank < extra ? rank : extra);
    const int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    const int down = rank < nranks - 1 ? rank + 1 : MPI_PROC_NULL;
    const size_t n = (size_t)(rows + 2) * ny;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    if (!a || !b) {
        fprintf(stderr, "mpi_jacobi: rank %d: out of memory\n", rank);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int i = 0; i < rows + 2; i++)
        for (int j = 0; j < ny; j++)
            a[IDX(i, j)] = b[IDX(i, j)] = initial(first - 1 + i, j, ny);

    {   /* who runs where, in rank order */
        int mine[4] = {local_rank, local_size, dev, ngpu}, *all = NULL;
        if (rank == 0)
            all = malloc(4 * sizeof *all * nranks);
        MPI_Gather(mine, 4, MPI_INT, all, 4, MPI_INT, 0, MPI_COMM_WORLD);
        if (rank == 0) {
            printf("mpi_jacobi: %d x %d plate, %d ranks, halo exchange: %s\n", nx, ny, nranks,
                   aware ? "device addresses (host_data use_device, CUDA-aware MPI)"
                         : "host copies (update self / update device)");
            for (int r = 0; r < nranks; r++) {
                int rr = base + (r < extra);
                if (all[4 * r + 2] >= 0)
                    printf("  rank %d: node-local rank %d of %d, GPU %d of %d, %d rows\n", r, all[4 * r],
                           all[4 * r + 1], all[4 * r + 2], all[4 * r + 3], rr);
                else
                    printf("  rank %d: node-local rank %d of %d, no GPU (host), %d rows\n", r, all[4 * r],
                           all[4 * r + 1], rr);
            }
            free(all);
        }
    }

    double res = 0.0, t0 = MPI_Wtime();
    int sweeps = 0;
#pragma acc data copyin(a[0:n], b[0:n])
    {
        while (sweeps < iters) {
            /* 1. halo rows: my row 1 up, my row `rows` down */
            if (aware) {
#pragma acc host_data use_device(a)
                {
                    MPI_Sendrecv(&a[IDX(1, 0)], ny, MPI_DOUBLE, up, 0, &a[IDX(rows + 1, 0)], ny, MPI_DOUBLE, down, 0,
                                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    MPI_Sendrecv(&a[IDX(rows, 0)], ny, MPI_DOUBLE, down, 1, &a[IDX(0, 0)], ny, MPI_DOUBLE, up, 1,
                                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                }
            } else {
#pragma acc update self(a[ny:ny], a[rows * ny:ny])
                MPI_Sendrecv(&a[IDX(1, 0)], ny, MPI_DOUBLE, up, 0, &a[IDX(rows + 1, 0)], ny, MPI_DOUBLE, down, 0,
                             MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Sendrecv(&a[IDX(rows, 0)], ny, MPI_DOUBLE, down, 1, &a[IDX(0, 0)], ny, MPI_DOUBLE, up, 1,
                             MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                /* only the halos a neighbour sent: the plate's edges stay as they are */
#pragma acc update device(a[0:ny]) if(up != MPI_PROC_NULL)
#pragma acc update device(a[(rows + 1) * ny:ny]) if(down != MPI_PROC_NULL)
            }

            /* 2. the sweep over my slab, and its largest change */
            double r = 0.0;
#pragma acc parallel loop collapse(2) present(a[0:n], b[0:n]) reduction(max:r)
            for (int i = 1; i <= rows; i++)
                for (int j = 1; j < ny - 1; j++) {
                    double v = 0.25 * (a[IDX(i - 1, j)] + a[IDX(i + 1, j)] + a[IDX(i, j - 1)] + a[IDX(i, j + 1)]);
                    double d = fabs(v - a[IDX(i, j)]);
                    b[IDX(i, j)] = v;
                    if (d > r)
                        r = d;
                }
            MPI_Allreduce(&r, &res, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

            /* 3. swap: the next sweep reads what this one wrote */
            double *t = a;
            a = b;
            b = t;
            sweeps++;
            if (res < tol)
                break;
        }
#pragma acc update self(a[ny:rows * ny])
    }
    double secs = MPI_Wtime() - t0, slowest;
    MPI_Reduce(&secs, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

    /* Rank 0 gathers the interior rows into the whole plate. */
    double *g = NULL;
    int *counts = NULL, *displs = NULL;
    if (rank == 0) {
        g = malloc((size_t)nx * ny * sizeof *g);
        counts = malloc(nranks * sizeof *counts);
        displs = malloc(nranks * sizeof *displs);
        if (!g || !counts || !displs) {
            fprintf(stderr, "mpi_jacobi: out of memory\n");
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        for (int r = 0; r < nranks; r++) {
            counts[r] = (base + (r < extra)) * ny;
            displs[r] = (1 + r * base + (r < extra ? r : extra)) * ny;
        }
        for (int j = 0; j < ny; j++) {
            g[IDX(0, j)] = initial(0, j, ny);
            g[IDX(nx - 1, j)] = initial(nx - 1, j, ny);
        }
    }
    MPI_Gatherv(&a[IDX(1, 0)], rows * ny, MPI_DOUBLE, g, counts, displs, MPI_DOUBLE, 0, MPI_COMM_WORLD);

    int ok = 1;
    if (rank == 0) {
        /* the sum, and a sum weighted by position (catches rows out of place) */
        double sum = 0.0, wsum = 0.0;
        for (int i = 0; i < nx; i++)
            for (int j = 0; j < ny; j++) {
                sum += g[IDX(i, j)];
                wsum += g[IDX(i, j)] * (double)(i + 1) * (double)(2 * j + 1);
            }
        printf("sweeps %d\nresidual %.17g\nchecksum %.17g\nweighted %.17g\n", sweeps, res, sum, wsum);
        printf("time %.3f s (%.1f Mcell-sweeps/s)\n", slowest,
               (double)(nx - 2) * (ny - 2) * sweeps / (slowest > 0 ? slowest : 1e-9) / 1e6);
        if (check) {
            /* Jacobi's sweeps give the same arithmetic whatever the split: the
             * host's only differences are contractions into fused multiply-adds
             * (a few ulps a sweep on values of at most 1). */
            double hres;
            double *h = solve_host(nx, ny, sweeps, &hres);
            double maxdiff = 0.0, hsum = 0.0;
            for (size_t k = 0; k < (size_t)nx * ny; k++) {
                double d = fabs(g[k] - h[k]);
                if (d > maxdiff || d != d)
                    maxdiff = d;
                hsum += h[k];
            }
            ok = maxdiff <= 1e-9 && fabs(hres - res) <= 1e-9 && fabs(hsum - sum) <= 1e-9 * nx * ny;
            printf("host: residual %.17g, checksum %.17g, max difference %.3g: %s\n", hres, hsum, maxdiff,
                   ok ? "PASS" : "FAIL");
            free(h);
        }
        free(g);
        free(counts);
        free(displs);
    }
    MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
    free(a);
    free(b);
    MPI_Comm_free(&node);
    MPI_Finalize();
    return ok ? 0 : 1;
}
