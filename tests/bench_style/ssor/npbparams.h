/* npbparams.h: problem size of the ssor program (class S of this test) */
#define CLASS 'S'
#define ISIZ1 24
#define ISIZ2 24
#define ISIZ3 24
#define ITMAX_DEFAULT 20
#define DT_DEFAULT 0.05
#define COMPILETIME "(test)"
#define NPBVERSION "bench-style"
