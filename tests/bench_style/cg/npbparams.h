/* npbparams.h: problem size of the cg program (class S of this test) */
#define CLASS 'S'
#define NA 1400
#define NONZER 7
#define NITER 15
#define SHIFT 10.0
#define CGITMAX 25
#define COMPILETIME "(test)"
#define NPBVERSION "bench-style"
