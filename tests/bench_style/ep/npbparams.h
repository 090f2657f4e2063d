/* npbparams.h: problem size of the ep program (class S of this test) */
#define CLASS 'S'
#define M 20                    /* 2^M Gaussian pairs tried in all */
#define MK 10                   /* 2^MK pairs a batch */
#define COMPILETIME "(test)"
#define NPBVERSION "bench-style"
