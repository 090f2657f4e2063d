/* the body of the time loop as gwcc would compile it: each pacc nest as a
   parallel loop gang collapse(2) present(...) + loop vector */
void body(int nz, int ny, int nx, double (*p1)[ny][nx], double (*p2)[ny][nx], const double (*v)[ny][nx], int t)
{
#pragma acc parallel loop gang collapse(2) present(p1[0:nz], p2[0:nz], v[0:nz])
    for (int z = 4; z < nz - 4; z++)
        for (int y = 4; y < ny - 4; y++)
#pragma acc loop vector
            for (int x = 4; x < nx - 4; x++)
                p2[z][y][x] = 0.5 * p1[z][y][x] + v[z][y][x] * (p1[z-4][y][x] + p1[z+4][y][x] + p1[z-1][y][x]
                              + p1[z+1][y][x] + p1[z][y-4][x] + p1[z][y+4][x] + p1[z][y][x-4] + p1[z][y][x+4]) + 0.001 * t;
#pragma acc parallel loop gang collapse(2) present(p1[0:nz], p2[0:nz])
    for (int z = 4; z < nz - 4; z++)
        for (int y = 4; y < ny - 4; y++)
#pragma acc loop vector
            for (int x = 4; x < nx - 4; x++)
                p1[z][y][x] = p2[z][y][x];
}
