/* main.c: gwcc, the driver: preprocess, translate, build kernels and host code, link. */
#include "gangway.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define DEFAULT_GPU_ARCH "sm_90"
#define PROBE_TIMEOUT_MS 3000       /* nvidia-smi, nvcc --version */

/* ---- argument vectors ---- */

/* A growable argv, always NULL-terminated. */
typedef struct StrList {
    const char **v;
    int n, cap;
} StrList;

static void list_add(StrList *l, const char *s)
{
    if (l->n + 2 > l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
        if (!l->v) gw_bug("out of memory");
    }
    l->v[l->n++] = s;
    l->v[l->n] = NULL;
}

static void list_add_all(StrList *l, const StrList *from)
{
    for (int i = 0; i < from->n; i++) list_add(l, from->v[i]);
}

static void list_release(StrList *l)
{
    free(l->v);
    *l = (StrList){0};
}

/* ---- the driver's state ---- */

typedef enum InputKind { IN_C, IN_PP, IN_ASM, IN_ASM_CPP, IN_CUDA, IN_LINK } InputKind;

typedef struct Input {
    const char *path;
    InputKind kind;
    int link_slot;              /* its place in Driver.link, for the object */
} Input;

typedef enum Mode {
    MODE_LINK,                  /* default: build a program */
    MODE_COMPILE,               /* -c */
    MODE_ASM,                   /* -S */
    MODE_PREPROCESS,            /* -E, -M, -MM */
    MODE_SYNTAX                 /* -fsyntax-only, --dump-ir */
} Mode;

typedef struct Driver {
    Arena *arena;
    Mode mode;
    const char *out;            /* -o */
    Options opts;
    bool acc_host;              /* -acc=host */
    bool print_version;         /* --version, or -v alone */
    bool deps;                  /* -MD / -MMD */
    bool deps_file, deps_target;    /* -MF, -MT / -MQ given */
    StrList cc;                 /* the inner C compiler: GWCC_CC's words, or cc */
    StrList pp_flags;           /* to `cc -E` */
    StrList cc_flags;           /* to `cc -c` of the generated host C */
    StrList link;               /* objects, libraries and link flags, in order */
    StrList clang_args;         /* Options.clang_args */
    Input *inputs;
    int ninputs;
    bool compiled_cuda;         /* a .cu became an object: link cudart */
    bool fp_contract_given;     /* -ffp-contract= (in Options.fp_contract) */
    const char *nvcc;           /* NULL: build for the host only */
    const char *inc_dir, *lib_dir;
    char *tmp_dir;
} Driver;

/* The signal handler must find the temporaries, so their folder is the one
 * piece of state outside the Driver (and outside its arena). */
static char tmp_dir_to_remove[PATH_MAX];

static void error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gwcc: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void warning(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gwcc: warning: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* ---- paths ---- */

static bool has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static bool starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* "dir/foo.c" -> "foo" */
static char *stem(Arena *a, const char *path)
{
    const char *b = base_name(path);
    const char *dot = strrchr(b, '.');
    return arena_strndup(a, b, dot && dot != b ? (size_t)(dot - b) : strlen(b));
}

/* "dir/foo.o" -> absolute "dir" (the folder must exist) */
static char *abs_dir_of(Arena *a, const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = slash ? arena_strndup(a, path, slash == path ? 1 : (size_t)(slash - path))
                      : arena_strdup(a, ".");
    char buf[PATH_MAX];
    return realpath(dir, buf) ? arena_strdup(a, buf) : dir;
}

/* "dir/foo.o" -> "dir/foo" + ext */
static char *swap_ext(Arena *a, const char *path, const char *ext)
{
    const char *b = base_name(path);
    const char *dot = strrchr(b, '.');
    size_t n = dot && dot != b ? (size_t)(dot - path) : strlen(path);
    return arena_printf(a, "%.*s%s", (int)n, path, ext);
}

static bool is_executable(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

/* The first executable `name` on $PATH, or NULL. */
static char *search_path(Arena *a, const char *name)
{
    const char *path = getenv("PATH");
    if (!path) return NULL;
    for (const char *p = path; ; ) {
        const char *end = strchr(p, ':');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char *cand = arena_printf(a, "%.*s/%s", (int)len, len ? p : ".", name);
        if (is_executable(cand)) return cand;
        if (!end) return NULL;
        p = end + 1;
    }
}

/* ---- running sub-commands ---- */

static void print_command(const StrList *cmd)
{
    static const char safe[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                               "0123456789-_./=,:+@%";
    for (int i = 0; i < cmd->n; i++) {
        const char *s = cmd->v[i];
        if (i) fputc(' ', stderr);
        if (*s && strspn(s, safe) == strlen(s)) {
            fputs(s, stderr);
            continue;
        }
        fputc('\'', stderr);
        for (; *s; s++) {
            if (*s == '\'') fputs("'\\''", stderr);
            else fputc(*s, stderr);
        }
        fputc('\'', stderr);
    }
    fputc('\n', stderr);
}

/* Why a finished child failed, when it cannot have said so itself. */
static bool child_ok(const char *name, int status)
{
    if (WIFEXITED(status)) return WEXITSTATUS(status) == 0;
    if (WIFSIGNALED(status))
        error("'%s' terminated by signal %d (%s)", name, WTERMSIG(status),
              strsignal(WTERMSIG(status)));
    return false;
}

/* Run cmd with fork/execvp (no shell, so no quoting); true when it exits 0.
 * The command reports its own errors; we add one line only when it could
 * not start or died of a signal. */
static bool run(const Driver *d, const StrList *cmd)
{
    if (d->opts.verbose) print_command(cmd);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        error("cannot fork: %s", strerror(errno));
        return false;
    }
    if (pid == 0) {
        execvp(cmd->v[0], (char **)cmd->v);
        fprintf(stderr, "gwcc: error: cannot run '%s': %s\n", cmd->v[0], strerror(errno));
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return false;
    return child_ok(cmd->v[0], status);
}

static long elapsed_ms(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (t.tv_sec - t0->tv_sec) * 1000 + (t.tv_nsec - t0->tv_nsec) / 1000000;
}

/* Run a probe such as nvidia-smi and keep its stdout in out (NUL-ended);
 * false if it cannot run, fails, or takes longer than PROBE_TIMEOUT_MS. */
static bool probe(const char *const *argv, char *out, size_t size)
{
    int fd[2];
    if (pipe(fd) < 0) return false;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return false;
    }
    if (pid == 0) {
        int devnull = open("/dev/null", O_RDWR);
        dup2(fd[1], 1);
        if (devnull >= 0) dup2(devnull, 2);
        close(fd[0]);
        execvp(argv[0], (char **)argv);
        _exit(127);
    }
    close(fd[1]);
    size_t len = 0;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    bool timed_out = false;
    for (;;) {
        long left = PROBE_TIMEOUT_MS - elapsed_ms(&t0);
        struct pollfd p = {fd[0], POLLIN, 0};
        if (left <= 0 || poll(&p, 1, (int)left) == 0) {
            timed_out = true;
            break;
        }
        char tmp[512];
        ssize_t n = read(fd[0], tmp, sizeof tmp);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        size_t keep = (size_t)n < size - 1 - len ? (size_t)n : size - 1 - len;
        memcpy(out + len, tmp, keep);
        len += keep;
    }
    out[len] = '\0';
    close(fd[0]);
    if (timed_out) kill(pid, SIGKILL);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return false;
    return !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* ---- temporaries ---- */

static void remove_tmp_dir(void)
{
    char *dir = tmp_dir_to_remove;
    if (!*dir) return;
    DIR *dp = opendir(dir);
    if (dp) {
        char path[PATH_MAX + NAME_MAX + 2];
        for (struct dirent *e; (e = readdir(dp)); ) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            unlink(path);
        }
        closedir(dp);
    }
    rmdir(dir);
    *dir = '\0';
}

static void on_signal(int sig)
{
    remove_tmp_dir();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Make the private folder for this run's temporaries, removed at exit. */
static bool make_tmp_dir(Driver *d)
{
    const char *base = getenv("TMPDIR");
    char buf[PATH_MAX];
    if (!base || !*base || !realpath(base, buf)) base = "/tmp";
    else base = buf;
    char *dir = arena_printf(d->arena, "%s/gwcc-XXXXXX", base);
    if (!mkdtemp(dir)) {
        error("cannot create a temporary folder in %s: %s", base, strerror(errno));
        return false;
    }
    d->tmp_dir = dir;
    snprintf(tmp_dir_to_remove, sizeof tmp_dir_to_remove, "%s", dir);
    atexit(remove_tmp_dir);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    return true;
}

/* ---- the command line ---- */

/* Where an ordinary compiler flag goes. */
enum {
    TO_PP = 1 << 0,             /* preprocessing of the user's source */
    TO_CC = 1 << 1,             /* compiling the generated host C */
    TO_LD = 1 << 2,             /* linking, in command-line order */
    TO_CLANG = 1 << 3,          /* libclang, via Options.clang_args */
};

typedef struct FlagRule {
    const char *name;
    bool prefix;                /* name is a prefix: -I<dir>, -O2, -Wall */
    bool takes_arg;             /* the argument may be the next word: -I dir */
    unsigned to;
} FlagRule;

/* First match wins, so -Wl, comes before -W. Anything unknown goes to both
 * the host compile and the link, as with gcc. */
static const FlagRule flag_rules[] = {
    {"-I", true, true, TO_PP},          {"-D", true, true, TO_PP},
    {"-U", true, true, TO_PP},          {"-include", false, true, TO_PP},
    {"-imacros", false, true, TO_PP},   {"-isystem", true, true, TO_PP},
    {"-iquote", true, true, TO_PP},     {"-idirafter", true, true, TO_PP},
    {"-nostdinc", false, false, TO_PP}, {"-undef", false, false, TO_PP},
    {"-Wp,", true, false, TO_PP},       {"-MP", false, false, TO_PP},
    {"-L", true, true, TO_LD},          {"-l", true, true, TO_LD},
    {"-Wl,", true, false, TO_LD},       {"-Xlinker", false, true, TO_LD},
    {"-z", false, true, TO_LD},         {"-T", true, true, TO_LD},
    {"-u", true, true, TO_LD},          {"-shared", false, false, TO_LD},
    {"-static", true, false, TO_LD},    {"-rdynamic", false, false, TO_LD},
    {"-nostdlib", false, false, TO_LD}, {"-nostartfiles", false, false, TO_LD},
    {"-s", false, false, TO_LD},
    {"-Wa,", true, false, TO_CC},       {"-Xassembler", false, true, TO_CC},
    {"-std=", true, false, TO_PP | TO_CC}, {"-ansi", false, false, TO_PP | TO_CC | TO_CLANG},
    {"-O", true, false, TO_PP | TO_CC | TO_LD},
    {"-g", true, false, TO_CC},
    {"-W", true, false, TO_CC | TO_CLANG}, {"-w", false, false, TO_CC | TO_CLANG},
    {"-pedantic", true, false, TO_CC | TO_CLANG},
    {"-fgnu89-inline", false, false, TO_PP | TO_CC | TO_LD | TO_CLANG},
    {"-fno-gnu89-inline", false, false, TO_PP | TO_CC | TO_LD | TO_CLANG},
    {"-f", true, false, TO_PP | TO_CC | TO_LD},
    {"-m", true, false, TO_PP | TO_CC | TO_LD},
    {"-pthread", false, false, TO_PP | TO_CC | TO_LD},
};

static const FlagRule *find_rule(const char *arg)
{
    for (size_t i = 0; i < sizeof flag_rules / sizeof *flag_rules; i++) {
        const FlagRule *r = &flag_rules[i];
        if (r->prefix ? starts_with(arg, r->name) : !strcmp(arg, r->name)) return r;
    }
    return NULL;
}

static InputKind kind_of(const char *path)
{
    if (has_suffix(path, ".c")) return IN_C;
    if (has_suffix(path, ".i")) return IN_PP;
    if (has_suffix(path, ".s")) return IN_ASM;
    if (has_suffix(path, ".S")) return IN_ASM_CPP;
    if (has_suffix(path, ".cu")) return IN_CUDA;
    return IN_LINK;
}

/* -x LANG: -1 for "none", -2 for a language gwcc does not take. */
static int kind_of_lang(const char *lang)
{
    static const struct { const char *name; int kind; } langs[] = {
        {"c", IN_C}, {"cpp-output", IN_PP}, {"assembler", IN_ASM},
        {"assembler-with-cpp", IN_ASM_CPP}, {"cu", IN_CUDA}, {"cuda", IN_CUDA},
        {"none", -1},
    };
    for (size_t i = 0; i < sizeof langs / sizeof *langs; i++)
        if (!strcmp(lang, langs[i].name)) return langs[i].kind;
    return -2;
}

static void add_input(Driver *d, const char *path, int forced_kind)
{
    d->inputs = realloc(d->inputs, (size_t)(d->ninputs + 1) * sizeof *d->inputs);
    if (!d->inputs) gw_bug("out of memory");
    Input *in = &d->inputs[d->ninputs++];
    in->path = path;
    in->kind = forced_kind >= 0 ? (InputKind)forced_kind : kind_of(path);
    in->link_slot = d->link.n;
    list_add(&d->link, path);           /* becomes the object's path later */
}

/* One ordinary flag, with its argument when that is the next word. */
static void add_flag(Driver *d, const char *flag, const char *arg, unsigned to)
{
    StrList *lists[] = {&d->pp_flags, &d->cc_flags, &d->link, &d->clang_args};
    unsigned bits[] = {TO_PP, TO_CC, TO_LD, TO_CLANG};
    for (int i = 0; i < 4; i++) {
        if (!(to & bits[i])) continue;
        list_add(lists[i], flag);
        if (arg) list_add(lists[i], arg);
    }
    if (starts_with(flag, "-std=")) d->opts.clang_std = flag + strlen("-std=");
}

static void print_help(void)
{
    puts("usage: gwcc [options] file...\n"
         "Compile C with OpenACC directives for NVIDIA GPUs (OpenACC 3.3).\n"
         "Files: .c sources, .i preprocessed C, .s/.S assembly, .cu CUDA,\n"
         "anything else (.o, .a, .so) is handed to the linker.\n"
         "\n"
         "  -c / -S / -E          compile to .o / to host assembly / preprocess only\n"
         "  -o FILE               output (default a.out, or FILE.o per source with -c)\n"
         "  -fsyntax-only         check the source and the directives, write nothing\n"
         "  -acc=host             host code only: no CUDA, regions run on the CPU\n"
         "  --gpu-arch=sm_XX      GPU to build for (default: the installed one, else "
         DEFAULT_GPU_ARCH ")\n"
         "  --info                report how each loop is scheduled, on stderr\n"
         "  --dump-ir             print the translator's IR on stdout and stop\n"
         "  --dump-ir=accesses    the same, with each construct's array accesses\n"
         "  -fno-gw-readonly      no read-only cache hints for copyin data\n"
         "  -fno-gw-nests         no multi-dimensional grids for tight loop nests\n"
         "  --reproducible-reductions  the same reduction results, bit for bit, run after run\n"
         "  -fgw-jit              compile kernels again at run time, specialised to the values\n"
         "                        of their arguments (GANGWAY_JIT=1 by default; docs/jit-plan.md)\n"
         "  -fno-gw-jit-source    leave the kernels' CUDA text out of the object (no run-time\n"
         "                        compilation, even with GANGWAY_JIT)\n"
         "  -ffp-contract=on|off|fast  fused multiply-adds in device code: only within an\n"
         "                        expression, none, or where nvcc likes (default)\n"
         "  -ferror-limit=N       stop after N errors (0: never; default 20; gcc's -fmax-errors=N too)\n"
         "  --keep                keep STEM.gw.c, STEM.gw.cu and STEM.gw.fatbin beside the output\n"
         "  -v                    print each command before running it\n"
         "  --version, --help\n"
         "Other flags are gcc's: -I -D -U -include -std= -O -g -W -f -m -l -L -Wl, ...\n"
         "Unknown flags go to the host compiler and the linker.\n"
         "Environment: GWCC_CC (host C compiler, default cc), GWCC_NVCC (nvcc),\n"
         "CUDA_HOME (where to look for nvcc after $PATH).");
}

/* gwcc's own options; true when arg was one. */
static bool own_option(Driver *d, const char *arg)
{
    if (!strcmp(arg, "-c")) d->mode = MODE_COMPILE;
    else if (!strcmp(arg, "-S")) d->mode = MODE_ASM;
    else if (!strcmp(arg, "-E")) d->mode = MODE_PREPROCESS;
    else if (!strcmp(arg, "-fsyntax-only")) d->mode = MODE_SYNTAX;
    else if (!strcmp(arg, "--dump-ir")) d->opts.dump_ir = true, d->mode = MODE_SYNTAX;
    else if (!strcmp(arg, "--dump-ir=accesses"))
        d->opts.dump_ir = d->opts.dump_accesses = true, d->mode = MODE_SYNTAX;
    else if (!strcmp(arg, "-v")) d->opts.verbose = true;
    else if (!strcmp(arg, "--version")) d->print_version = true;
    else if (!strcmp(arg, "--keep")) d->opts.keep = true;
    else if (!strcmp(arg, "--info")) d->opts.info = true;
    else if (!strcmp(arg, "-fno-gw-readonly")) d->opts.readonly = false;
    else if (!strcmp(arg, "-fgw-readonly")) d->opts.readonly = true;
    else if (!strcmp(arg, "-fno-gw-nests")) d->opts.nests = false;
    else if (!strcmp(arg, "-fgw-nests")) d->opts.nests = true;
    else if (!strcmp(arg, "--reproducible-reductions")) d->opts.reproducible = true;
    else if (!strcmp(arg, "-fgw-jit")) d->opts.jit = true;
    else if (!strcmp(arg, "-fno-gw-jit")) d->opts.jit = false;
    else if (!strcmp(arg, "-fgw-jit-source")) d->opts.jit_source = true;
    else if (!strcmp(arg, "-fno-gw-jit-source")) d->opts.jit_source = false;
    else if (!strcmp(arg, "-acc=host")) d->acc_host = true;
    else if (!strcmp(arg, "-acc") || !strcmp(arg, "-acc=gpu")) d->acc_host = false;
    else if (starts_with(arg, "-fopenacc")) ;     /* always on */
    /* other OpenACC compilers' flags, as benchmark Makefiles pass them:
       -Minfo=accel asks for the schedule report; target choices are ours */
    else if (!strcmp(arg, "-Minfo") || starts_with(arg, "-Minfo=")) d->opts.info = true;
    else if (!strcmp(arg, "-acc=multicore") || !strcmp(arg, "-ta=host") || !strcmp(arg, "-ta=multicore"))
        d->acc_host = true;
    else if (starts_with(arg, "-ta=") || starts_with(arg, "-gpu=") || starts_with(arg, "-acc=")) ;
    else if (starts_with(arg, "--gpu-arch=")) d->opts.gpu_arch = arg + strlen("--gpu-arch=");
    else return false;
    return true;
}

/* Dependency output flags: -M/-MM print only, -MD/-MMD also compile. */
static bool deps_option(Driver *d, const char *arg)
{
    if (!strcmp(arg, "-M") || !strcmp(arg, "-MM")) d->mode = MODE_PREPROCESS;
    else if (!strcmp(arg, "-MD") || !strcmp(arg, "-MMD")) d->deps = true;
    else return false;
    list_add(&d->pp_flags, arg);
    return true;
}

/* -MF file, -MT target, -MQ target. */
static bool deps_arg_option(Driver *d, const char *arg, const char *next)
{
    if (!next || (strcmp(arg, "-MF") && strcmp(arg, "-MT") && strcmp(arg, "-MQ"))) return false;
    if (!strcmp(arg, "-MF")) d->deps_file = true;
    else d->deps_target = true;
    list_add(&d->pp_flags, arg);
    list_add(&d->pp_flags, next);
    return true;
}

/* Other OpenACC compilers' flags that benchmark Makefiles pass (NVHPC's
 * -fast, -Mlarge_arrays, -Mvect=...): the nearest gcc flag, or nothing.  gcc's
 * own -M flags are upper case after the M. */
static bool vendor_option(Driver *d, const char *arg)
{
    if (!strcmp(arg, "-fast")) add_flag(d, "-O3", NULL, TO_PP | TO_CC | TO_LD);
    else if (!strcmp(arg, "-Mlarge_arrays")) add_flag(d, "-mcmodel=medium", NULL, TO_PP | TO_CC | TO_LD);
    else if (!(arg[1] == 'M' && arg[2] >= 'a' && arg[2] <= 'z')) return false;
    return true;
}

/* Options whose argument may be the next word: -o out, -I dir, -MF f. */
static bool takes_next_word(const char *arg, const FlagRule *r)
{
    static const char *const ours[] = {"-o", "-x", "-MF", "-MT", "-MQ"};
    for (size_t i = 0; i < sizeof ours / sizeof *ours; i++)
        if (!strcmp(arg, ours[i])) return true;
    return r && r->takes_arg && !strcmp(arg, r->name);
}

/* -ffp-contract=on|off|fast: recorded for the device code, and left for the
 * host compiler too (gcc's flag); false after an error. */
static bool fp_contract_option(Driver *d, const char *arg)
{
    static const char *const names[] = {[FP_CONTRACT_FAST] = "fast", [FP_CONTRACT_ON] = "on",
                                        [FP_CONTRACT_OFF] = "off"};
    const char *v = arg + strlen("-ffp-contract=");
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        if (strcmp(v, names[i])) continue;
        d->opts.fp_contract = (FpContract)i;
        d->fp_contract_given = true;
        return true;
    }
    error("unrecognized argument in option '%s' (valid: 'on', 'off', 'fast')", arg);
    return false;
}

/* The device's contraction: -ffp-contract= as given; else on under
 * -fgw-jit, so that a kernel specialised at run time rounds as the generic
 * one (docs/jit-plan.md 3.6), unless -ffast-math licenses more; else fast,
 * gcc's default in GNU C. */
static FpContract fp_contract_effective(const Driver *d)
{
    if (d->fp_contract_given) return d->opts.fp_contract;
    return d->opts.jit && !d->opts.fast_math ? FP_CONTRACT_ON : FP_CONTRACT_FAST;
}

/* -ferror-limit=N (clang's, ours only) or -fmax-errors=N (gcc's, which the
 * host compiler gets too): the error limit; false after an error. */
static bool error_limit_option(Driver *d, const char *arg)
{
    const char *v = strchr(arg, '=') + 1;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < 0 || n > INT_MAX || errno) {
        error("invalid integral value '%s' in '%s'", v, arg);
        return false;
    }
    d->opts.error_limit = (int)n;
    error_limit_set((int)n);
    return true;
}

/* One option at argv[*i], and its argument (advancing *i) if it takes the
 * next word.  Returns -1 to go on, else the exit status. */
static int parse_option(Driver *d, char **argv, int argc, int *i, int *forced_kind)
{
    const char *arg = argv[*i];
    if (own_option(d, arg) || deps_option(d, arg) || vendor_option(d, arg)) return -1;
    if (starts_with(arg, "-ferror-limit=") || starts_with(arg, "-fmax-errors=")) {
        if (!error_limit_option(d, arg)) return 1;
        if (arg[2] == 'e') return -1;
    }
    if (starts_with(arg, "-ffp-contract=") && !fp_contract_option(d, arg)) return 1;
    const FlagRule *r = find_rule(arg);
    const char *next = NULL;
    if (takes_next_word(arg, r)) {
        if (*i + 1 >= argc) {
            error("missing argument to '%s'", arg);
            return 1;
        }
        next = argv[++*i];
    }
    if (!strcmp(arg, "-o")) {
        d->out = next;
    } else if (!strcmp(arg, "-x")) {
        *forced_kind = kind_of_lang(next);
        if (*forced_kind == -2) {
            error("language '%s' not recognized", next);
            return 1;
        }
    } else if (!deps_arg_option(d, arg, next)) {
        add_flag(d, arg, next, r ? r->to : TO_CC | TO_LD);
    }
    return -1;
}

/* Sort the command line into gwcc's options, flag groups and inputs.
 * Returns -1 to go on, else the exit status. */
static int parse_args(Driver *d, int argc, char **argv)
{
    int forced_kind = -1;       /* -x */
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--help") || !strcmp(arg, "-help")) {
            print_help();
            return 0;
        }
        if (arg[0] != '-' || !arg[1]) {
            add_input(d, arg, forced_kind);
            continue;
        }
        int status = parse_option(d, argv, argc, &i, &forced_kind);
        if (status >= 0) return status;
    }
    return -1;
}

/* The rules on the command line as a whole, as gcc has them. */
static int check_args(Driver *d)
{
    if (d->print_version) return -1;
    if (d->ninputs == 0) {
        fprintf(stderr, "gwcc: fatal error: no input files\ncompilation terminated.\n");
        return 1;
    }
    int nsources = 0;
    for (int i = 0; i < d->ninputs; i++) nsources += d->inputs[i].kind != IN_LINK;
    bool one_output = d->mode == MODE_COMPILE || d->mode == MODE_ASM ||
                      (d->mode == MODE_PREPROCESS && d->out);
    if (one_output && nsources > 1 && d->out) {
        fprintf(stderr, "gwcc: fatal error: cannot specify '-o' with '-c', '-S' or '-E' "
                        "with multiple files\ncompilation terminated.\n");
        return 1;
    }
    const char *arch = d->opts.gpu_arch;
    if (arch && (!starts_with(arch, "sm_") || !arch[3] || arch[3] < '0' || arch[3] > '9')) {
        error("'--gpu-arch=%s': expected sm_XX, for example sm_90", arch);
        return 1;
    }
    return -1;
}

/* ---- finding the tools ---- */

/* Our headers and libgangway.a: the build tree and an install both keep them
 * beside bin/, as <exe_dir>/../include and <exe_dir>/../lib. */
static bool find_gangway_dirs(Driver *d)
{
    char exe[PATH_MAX], buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        error("cannot find gwcc's own path: %s", strerror(errno));
        return false;
    }
    exe[n] = '\0';
    char *bin = abs_dir_of(d->arena, exe);
    char *inc = arena_printf(d->arena, "%s/../include", bin);
    char *lib = arena_printf(d->arena, "%s/../lib", bin);
    d->inc_dir = realpath(inc, buf) ? arena_strdup(d->arena, buf) : inc;
    d->lib_dir = realpath(lib, buf) ? arena_strdup(d->arena, buf) : lib;
    return access(d->inc_dir, R_OK) == 0;
}

/* $GWCC_CC's words, else cc (never $CC: users run CC=gwcc make). */
static void find_cc(Driver *d)
{
    const char *env = getenv("GWCC_CC");
    if (!env || !*env) {
        list_add(&d->cc, "cc");
        return;
    }
    char *words = arena_strdup(d->arena, env);
    for (char *w = strtok(words, " \t"); w; w = strtok(NULL, " \t")) list_add(&d->cc, w);
}

/* $GWCC_NVCC, else nvcc on $PATH, in $CUDA_HOME/bin, in /usr/local/cuda/bin. */
static const char *find_nvcc(Arena *a)
{
    const char *env = getenv("GWCC_NVCC");
    if (env && *env) return is_executable(env) ? env : NULL;
    char *p = search_path(a, "nvcc");
    if (p) return p;
    const char *home = getenv("CUDA_HOME");
    if (home && *home && is_executable(p = arena_printf(a, "%s/bin/nvcc", home))) return p;
    if (is_executable("/usr/local/cuda/bin/nvcc")) return "/usr/local/cuda/bin/nvcc";
    return NULL;
}

/* The installed GPU's compute capability as sm_XX, else the default. */
static const char *installed_gpu_arch(Arena *a)
{
    static const char *const cmd[] = {"nvidia-smi", "--query-gpu=compute_cap",
                                      "--format=csv,noheader", NULL};
    char out[256];
    int major, minor;
    if (probe(cmd, out, sizeof out) && sscanf(out, "%d.%d", &major, &minor) == 2)
        return arena_printf(a, "sm_%d%d", major, minor);
    return DEFAULT_GPU_ARCH;
}

static bool needs_translator(const Driver *d)
{
    if (d->mode == MODE_PREPROCESS) return false;
    for (int i = 0; i < d->ninputs; i++)
        if (d->inputs[i].kind == IN_C || d->inputs[i].kind == IN_PP) return true;
    return false;
}

/* -g (not -g0) among the host compiler's flags: line information on the
 * device too. */
static bool wants_debug_info(const Driver *d)
{
    for (int i = 0; i < d->cc_flags.n; i++)
        if (starts_with(d->cc_flags.v[i], "-g") && strcmp(d->cc_flags.v[i], "-g0")) return true;
    return false;
}

/* What the host compiler's flags ask of the device code too, decided once
 * for nvcc (build_fatbin) and the run-time compiler (Options). */
static void device_options(Driver *d)
{
    d->opts.lineinfo = wants_debug_info(d);
    for (int i = 0; i < d->cc_flags.n; i++)
        if (!strcmp(d->cc_flags.v[i], "-ffast-math") || !strcmp(d->cc_flags.v[i], "-Ofast"))
            d->opts.fast_math = true;
}

/* The compilers, the GPU to build for and our own headers and library. */
static bool find_tools(Driver *d)
{
    find_cc(d);
    bool found_dirs = find_gangway_dirs(d);
    d->nvcc = find_nvcc(d->arena);
    d->opts.host_only = d->acc_host || !d->nvcc;
    if (!d->acc_host && !d->nvcc && needs_translator(d) && d->mode != MODE_SYNTAX &&
        !d->print_version)
        warning("nvcc not found; building for the host only");
    if (!d->opts.gpu_arch)
        d->opts.gpu_arch = d->opts.host_only || d->mode == MODE_PREPROCESS
                               ? DEFAULT_GPU_ARCH : installed_gpu_arch(d->arena);
    d->opts.clang_args = d->clang_args.v;
    d->opts.openacc_h = arena_printf(d->arena, "%s/openacc.h", d->inc_dir);
    d->opts.syntax_only = d->mode == MODE_SYNTAX && !d->opts.dump_ir;
    device_options(d);
    d->opts.fp_contract = fp_contract_effective(d);     /* after jit and fast_math */
    if (found_dirs || d->print_version) return true;
    error("cannot find gangway's headers in %s", d->inc_dir);
    return false;
}

/* ---- --version ---- */

/* libclang's CXString, mirrored so that only the front end includes
 * clang-c/Index.h; looked up at run time so a gwcc without libclang works. */
typedef struct ClangString {
    const void *data;
    unsigned private_flags;
} ClangString;

static void print_libclang_version(void)
{
    ClangString (*get_version)(void) = (ClangString (*)(void))dlsym(RTLD_DEFAULT, "clang_getClangVersion");
    const char *(*get_cstring)(ClangString) = (const char *(*)(ClangString))dlsym(RTLD_DEFAULT, "clang_getCString");
    void (*dispose)(ClangString) = (void (*)(ClangString))dlsym(RTLD_DEFAULT, "clang_disposeString");
    if (!get_version || !get_cstring || !dispose) return;
    ClangString s = get_version();
    printf("libclang: %s\n", get_cstring(s));
    dispose(s);
}

static void print_nvcc_version(const char *nvcc)
{
    if (!nvcc) {
        puts("nvcc: not found (host only)");
        return;
    }
    const char *const cmd[] = {nvcc, "--version", NULL};
    char out[2048];
    char *rel = probe(cmd, out, sizeof out) ? strstr(out, "release ") : NULL;
    if (!rel) return;
    rel[strcspn(rel, "\n")] = '\0';
    printf("nvcc: %s (%s)\n", rel, nvcc);
}

static void print_version(const Driver *d)
{
    printf("gwcc (Gangway) %s\n", GANGWAY_VERSION);
    printf("OpenACC %d; default GPU %s\n", GW_OPENACC_VERSION, d->opts.gpu_arch);
    print_libclang_version();
    print_nvcc_version(d->nvcc);
}

/* ---- one source file ---- */

/* Where one source's intermediate files go. */
typedef struct Paths {
    const char *pp;             /* cc -E output */
    const char *host_c;         /* translated host C */
    const char *dev_cu;         /* translated CUDA */
    const char *fatbin;         /* nvcc's output, embedded by host_c (absolute) */
} Paths;

/* What an input becomes: with -c or -S beside the user's files (or -o);
 * when linking, a temporary object. */
static const char *output_of(Driver *d, const Input *in, int index)
{
    if (d->mode == MODE_PREPROCESS) return d->out;      /* NULL: stdout */
    if (d->mode == MODE_SYNTAX) return NULL;
    if (d->mode == MODE_COMPILE || d->mode == MODE_ASM) {
        if (d->out) return d->out;
        return arena_printf(d->arena, "%s%s", stem(d->arena, in->path),
                            d->mode == MODE_ASM ? ".s" : ".o");
    }
    return arena_printf(d->arena, "%s/%d-%s.o", d->tmp_dir, index, stem(d->arena, in->path));
}

/* Temporaries in the private folder; with --keep the translator's output and
 * the fatbin go beside the output as STEM.gw.c, STEM.gw.cu, STEM.gw.fatbin. */
static Paths paths_for(Driver *d, const Input *in, int index, const char *output)
{
    Arena *a = d->arena;
    const char *s = stem(a, in->path);
    const char *tmp = arena_printf(a, "%s/%d-%s", d->tmp_dir, index, s);
    const char *kept = NULL;
    if (d->opts.keep && d->mode != MODE_SYNTAX) {
        const char *beside = d->mode == MODE_LINK ? (d->out ? d->out : "a.out") : output;
        kept = arena_printf(a, "%s/%s", abs_dir_of(a, beside), s);
    }
    const char *gen = kept ? kept : tmp;
    return (Paths){
        .pp = arena_printf(a, "%s.i", tmp),
        .host_c = arena_printf(a, "%s.gw.c", gen),
        .dev_cu = arena_printf(a, "%s.gw.cu", gen),
        .fatbin = arena_printf(a, "%s.gw.fatbin", gen),
    };
}

/* -MD / -MMD: the dependency file and its target name the object, as gcc's
 * would, not our temporary.  When linking, the object gcc would not keep. */
static void add_deps_flags(Driver *d, StrList *cmd, const char *src, const char *obj)
{
    if (!d->deps || d->mode == MODE_PREPROCESS) return;
    if (d->mode == MODE_LINK || d->mode == MODE_SYNTAX || !obj)
        obj = arena_printf(d->arena, "%s.o", stem(d->arena, src));
    if (!d->deps_file) {
        list_add(cmd, "-MF");
        list_add(cmd, swap_ext(d->arena, obj, ".d"));
    }
    if (!d->deps_target) {
        list_add(cmd, "-MT");
        list_add(cmd, obj);
    }
}

/* gcc needs -fopenacc to expand macros inside #pragma acc; clang keeps the
 * pragmas without it, and before version 19 rejects the flag. */
static bool cc_wants_fopenacc(const Driver *d)
{
    for (int i = 0; i < d->cc.n; i++)
        if (strstr(base_name(d->cc.v[i]), "clang")) return false;
    return true;
}

/* cc -E with _OPENACC set to our version; -fopenacc makes gcc expand macros
 * inside #pragma acc.  out NULL: to stdout. */
static bool preprocess(Driver *d, const char *src, const char *out, const char *obj)
{
    StrList cmd = {0};
    list_add_all(&cmd, &d->cc);
    list_add(&cmd, "-E");
    if (cc_wants_fopenacc(d)) list_add(&cmd, "-fopenacc");
    list_add(&cmd, "-U_OPENACC");
    list_add(&cmd, arena_printf(d->arena, "-D_OPENACC=%d", GW_OPENACC_VERSION));
    list_add(&cmd, "-D__GANGWAY__=1");  /* gwcc's extensions (data ... pipeline) may be guarded by it */
    list_add(&cmd, arena_printf(d->arena, "-I%s", d->inc_dir));
    list_add_all(&cmd, &d->pp_flags);
    list_add(&cmd, "-x");               /* the user may have said -x c */
    list_add(&cmd, "c");
    list_add(&cmd, src);
    add_deps_flags(d, &cmd, src, obj);
    if (out) {
        list_add(&cmd, "-o");
        list_add(&cmd, out);
    }
    bool ok = run(d, &cmd);
    list_release(&cmd);
    return ok;
}

/* The translator: host C, and CUDA when the file has compute regions. */
static bool translate(Driver *d, const Input *in, const Paths *p, bool *has_kernels, bool *rdc)
{
    bool check_only = d->mode == MODE_SYNTAX && !d->opts.dump_ir;
    if (d->opts.verbose)
        fprintf(stderr, "gwcc: translate %s -> %s\n", p->pp,
                check_only ? "(check only)" : d->opts.host_only ? p->host_c
                : arena_printf(d->arena, "%s + %s", p->host_c, p->dev_cu));
    error_reset();
    *has_kernels = false;
    int rc = translate_file(&d->opts, in->path, p->pp, check_only ? NULL : p->host_c,
                            p->dev_cu, p->fatbin, has_kernels, rdc);
    if (rc != 0 || check_only) {
        unlink(p->host_c);      /* no code after errors, not even with --keep */
        unlink(p->dev_cu);
    }
    return rc == 0;
}

static void add_gencode(Driver *d, StrList *cmd)
{
    const char *sm = d->opts.gpu_arch + strlen("sm_");
    list_add(cmd, "-gencode");
    list_add(cmd, arena_printf(d->arena, "arch=compute_%s,code=[sm_%s,compute_%s]", sm, sm, sm));
}

/* nvcc: the kernels to a fatbin for the host C to embed; relocatable
 * (-rdc=true) when the unit calls or defines routines that cross files,
 * for the runtime to link with the program's other such units. */
static bool build_fatbin(Driver *d, const Paths *p, bool rdc)
{
    StrList cmd = {0};
    list_add(&cmd, d->nvcc);
    list_add(&cmd, "-fatbin");
    if (rdc) list_add(&cmd, "-rdc=true");
    list_add(&cmd, "-O3");
    list_add(&cmd, "-std=c++17");
    add_gencode(d, &cmd);
    if (d->opts.lineinfo) list_add(&cmd, "-lineinfo");
    /* -ffast-math: the same licence on the device (rsqrt, fast division) */
    if (d->opts.fast_math) list_add(&cmd, "--use_fast_math");
    /* -ffp-contract=on and off: nvcc contracts nothing itself (on: cxx_fma.c
       wrote the contractions C allows as calls) */
    if (d->opts.fp_contract != FP_CONTRACT_FAST) list_add(&cmd, "-fmad=false");
    /* unused-variable warnings about parameters every kernel of a construct gets */
    list_add(&cmd, "-diag-suppress=177,550");
    /* C's and, or, not, xor... are names, not operators (cxx.c) */
    list_add(&cmd, "-Xcudafe");
    list_add(&cmd, "--no_alternative_tokens");
    list_add(&cmd, arena_printf(d->arena, "-I%s", d->inc_dir));
    list_add(&cmd, p->dev_cu);
    list_add(&cmd, "-o");
    list_add(&cmd, p->fatbin);
    bool ok = run(d, &cmd);
    list_release(&cmd);
    return ok;
}

/* cc -c (or -S) of host code: the translator's output, or the user's assembly. */
static bool compile_host(Driver *d, const char *src, const char *out, bool with_pp_flags)
{
    StrList cmd = {0};
    list_add_all(&cmd, &d->cc);
    list_add(&cmd, d->mode == MODE_ASM ? "-S" : "-c");
    list_add_all(&cmd, &d->cc_flags);
    if (with_pp_flags) list_add_all(&cmd, &d->pp_flags);
    list_add(&cmd, arena_printf(d->arena, "-I%s", d->inc_dir));
    list_add(&cmd, src);
    list_add(&cmd, "-o");
    list_add(&cmd, out);
    bool ok = run(d, &cmd);
    list_release(&cmd);
    return ok;
}

/* A .cu file of the user's: nvcc -c. */
static bool compile_cuda(Driver *d, const Input *in, const char *out)
{
    if (!d->nvcc) {
        error("%s: nvcc not found (looked on $PATH, in $CUDA_HOME/bin and "
              "/usr/local/cuda/bin)", in->path);
        return false;
    }
    StrList cmd = {0};
    list_add(&cmd, d->nvcc);
    list_add(&cmd, d->mode == MODE_ASM ? "-ptx" : "-c");
    list_add(&cmd, "-O3");
    add_gencode(d, &cmd);
    list_add(&cmd, arena_printf(d->arena, "-I%s", d->inc_dir));
    for (int i = 0; i < d->pp_flags.n; i++)
        if (starts_with(d->pp_flags.v[i], "-I") || starts_with(d->pp_flags.v[i], "-D") ||
            starts_with(d->pp_flags.v[i], "-U"))
            list_add(&cmd, d->pp_flags.v[i]);
    list_add(&cmd, in->path);
    list_add(&cmd, "-o");
    list_add(&cmd, out);
    bool ok = run(d, &cmd);
    list_release(&cmd);
    d->compiled_cuda = true;
    return ok;
}

/* A C source: preprocess, translate, build the kernels, compile the host C. */
static bool compile_c(Driver *d, const Input *in, int index, const char *out)
{
    Paths p = paths_for(d, in, index, out);
    /* cc -E: the user's flags, _OPENACC defined, #line markers kept */
    if (in->kind == IN_C && !preprocess(d, in->path, p.pp, out)) return false;
    if (in->kind == IN_PP) p.pp = in->path;
    /* translate_file: host C always, CUDA when there are compute regions */
    bool has_kernels, rdc;
    if (!translate(d, in, &p, &has_kernels, &rdc)) return false;
    if (d->mode == MODE_SYNTAX) return true;
    /* nvcc: the fatbin must exist before the host C that embeds it compiles */
    if (has_kernels && !build_fatbin(d, &p, rdc)) return false;
    /* cc -c: the host C, with the user's code-generation flags */
    return compile_host(d, p.host_c, out, false);
}

/* One input, whatever it is; its object (if any) takes its link slot. */
static bool compile_input(Driver *d, Input *in, int index)
{
    const char *out = output_of(d, in, index);
    bool ok = true;
    switch (in->kind) {
    case IN_C:
    case IN_PP:
        if (d->mode == MODE_PREPROCESS)
            ok = in->kind == IN_C ? preprocess(d, in->path, out, NULL) : true;
        else
            ok = compile_c(d, in, index, out);
        break;
    case IN_ASM:
    case IN_ASM_CPP:
        if (d->mode == MODE_PREPROCESS || d->mode == MODE_SYNTAX) return true;
        ok = compile_host(d, in->path, out, in->kind == IN_ASM_CPP);
        break;
    case IN_CUDA:
        if (d->mode == MODE_PREPROCESS || d->mode == MODE_SYNTAX) return true;
        ok = compile_cuda(d, in, out);
        break;
    case IN_LINK:
        if (d->mode == MODE_COMPILE || d->mode == MODE_ASM)
            warning("%s: linker input file unused because linking not done", in->path);
        return true;
    }
    if (ok && d->mode == MODE_LINK) d->link.v[in->link_slot] = out;
    return ok;
}

/* ---- linking ---- */

/* cc <objects and link flags in order> libgangway.a -ldl -lpthread -lm -o out */
static bool link_program(Driver *d)
{
    const char *lib = arena_printf(d->arena, "%s/libgangway.a", d->lib_dir);
    if (access(lib, R_OK) != 0) {
        error("cannot find the runtime library %s", lib);
        return false;
    }
    StrList cmd = {0};
    list_add_all(&cmd, &d->cc);
    list_add_all(&cmd, &d->link);
    list_add(&cmd, lib);
    if (d->compiled_cuda) {
        list_add(&cmd, arena_printf(d->arena, "-L%s/../lib64", abs_dir_of(d->arena, d->nvcc)));
        list_add(&cmd, "-lcudart_static");
        list_add(&cmd, "-lstdc++");
        list_add(&cmd, "-lrt");
    }
    list_add(&cmd, "-ldl");
    list_add(&cmd, "-lpthread");
    list_add(&cmd, "-lm");
    list_add(&cmd, "-o");
    list_add(&cmd, d->out ? d->out : "a.out");
    bool ok = run(d, &cmd);
    list_release(&cmd);
    return ok;
}

static void driver_release(Driver *d)
{
    list_release(&d->cc);
    list_release(&d->pp_flags);
    list_release(&d->cc_flags);
    list_release(&d->link);
    list_release(&d->clang_args);
    free(d->inputs);
    arena_free(d->arena);
}

/* -dumpversion, -dumpmachine, -print-*: questions about the host compiler. */
static bool forward_query(int argc, char **argv, int *status)
{
    if (argc != 2 || (!starts_with(argv[1], "-dump") && !starts_with(argv[1], "-print-")))
        return false;
    Driver d = {0};
    d.arena = arena_new();
    find_cc(&d);
    list_add(&d.cc, argv[1]);
    *status = run(&d, &d.cc) ? 0 : 1;
    driver_release(&d);
    return true;
}

/* The steps; each returns -1 to go on, else gwcc's exit status. */
static int drive(Driver *d, int argc, char **argv)
{
    int status;

    /* Sort the command line into our options, flag groups and inputs. */
    if ((status = parse_args(d, argc, argv)) >= 0) return status;
    if (d->opts.verbose && d->ninputs == 0) d->print_version = true;
    if ((status = check_args(d)) >= 0) return status;

    /* Find cc, nvcc (else host only), the GPU arch, our headers and library. */
    if (!find_tools(d)) return 1;
    if (d->print_version) {
        print_version(d);
        return 0;
    }
    if (!make_tmp_dir(d)) return 1;

    /* Each input to an object (or .s, .i, nothing), carrying on after errors
     * as gcc does so that one run reports every broken file. */
    bool ok = true;
    for (int i = 0; i < d->ninputs; i++)
        ok &= compile_input(d, &d->inputs[i], i);

    /* Link the objects, the user's libraries and libgangway into the program. */
    if (ok && d->mode == MODE_LINK) ok = link_program(d);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    int status;
    if (forward_query(argc, argv, &status)) return status;
    Driver d = {.arena = arena_new(), .opts = {.readonly = true, .nests = true, .jit_source = true,
                                               .error_limit = 20}};
    status = drive(&d, argc, argv);
    remove_tmp_dir();
    driver_release(&d);
    return status;
}
