/* test_directive.c: unit tests for the OpenACC directive parser (directive.c). */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int npass, nfail;
static Arena *arena;

static void check(bool ok, const char *what, int line)
{
    if (ok) {
        npass++;
        return;
    }
    nfail++;
    printf("test_directive.c:%d: FAILED: %s\n", line, what);
}

static void check_str(const char *got, const char *want, const char *what, int line)
{
    bool ok = got == want || (got && want && !strcmp(got, want));
    if (ok) {
        npass++;
        return;
    }
    nfail++;
    printf("test_directive.c:%d: FAILED: %s is '%s', want '%s'\n", line, what,
           got ? got : "(null)", want ? want : "(null)");
}

#define CHECK(cond) check((cond), #cond, __LINE__)
#define CHECK_STR(got, want) check_str((got), (want), #got, __LINE__)
#define ETEXT(e) ((e) ? (e)->text : NULL)
#define CHECK_INT(got, want) \
    check((got) == (want), #got " == " #want, __LINE__)

/* Parse text as line 1 of t.c (indented by indent blanks), capturing what
 * the parser writes to stderr into *diag (malloc'd). */
static Directive *parse_capture(const char *text, int indent, char **diag)
{
    char line[1024];
    snprintf(line, sizeof line, "%*s%s", indent, "", text);
    Loc loc = {"t.c", 1, indent + 1, line, NULL};
    fflush(stderr);
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    error_reset();
    Directive *d = dir_parse(arena, text, loc);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    long n = ftell(tmp);
    *diag = calloc(1, (size_t)(n > 0 ? n : 0) + 1);
    rewind(tmp);
    if (n > 0 && fread(*diag, 1, (size_t)n, tmp) != (size_t)n) (*diag)[0] = '\0';
    fclose(tmp);
    return d;
}

/* Expect text to parse cleanly. */
static Directive *ok_at(const char *text, int line)
{
    char *diag;
    Directive *d = parse_capture(text, 0, &diag);
    bool ok = d && !*diag && error_count() == 0;
    check(ok, text, line);
    if (!ok) printf("    got: %s", *diag ? diag : "NULL without a message\n");
    free(diag);
    if (d) return d;
    static Directive empty;     /* lets the caller's field checks fail, not crash */
    return &empty;
}

/* Expect text (indented by indent) to give no directive and one diagnostic
 * of kind ("error": counted; "warning": ignored, no error) with msg at col. */
static void diag_at(const char *text, int indent, int col, const char *kind, const char *msg, int line)
{
    char *diag, want[512];
    Directive *d = parse_capture(text, indent, &diag);
    snprintf(want, sizeof want, "t.c:1:%d: %s: %s\n", col, kind, msg);
    bool ok = !d && (error_count() > 0) == !strcmp(kind, "error") && !strncmp(diag, want, strlen(want));
    check(ok, text, line);
    if (!ok) printf("    want: %s    got:  %.*s\n", want, (int)strcspn(diag, "\n") + 1, diag);
    free(diag);
}

#define OK(text) ok_at((text), __LINE__)
#define ERR(text, col, msg) diag_at((text), 0, (col), "error", (msg), __LINE__)
#define IGNORED(text, col, msg) diag_at((text), 0, (col), "warning", (msg), __LINE__)

/* The n-th clause (0-based), or a zeroed one so field checks fail safely. */
static Clause *nth(const Directive *d, int n)
{
    static Clause none = {.kind = CL__COUNT};
    Clause *c = d->clauses;
    while (c && n--) c = c->next;
    return c ? c : &none;
}

static int count(const Directive *d)
{
    int n = 0;
    for (Clause *c = d->clauses; c; c = c->next) n++;
    return n;
}

/* ---- good directives ---- */

static void test_compute(void)
{
    Directive *d = OK("#pragma acc parallel");
    CHECK_INT(d->kind, DIR_PARALLEL);
    CHECK(d->clauses == NULL);
    CHECK_STR(d->text, "#pragma acc parallel");
    CHECK_INT(d->loc.line, 1);
    d = OK("#  pragma   acc    kernels");
    CHECK_INT(d->kind, DIR_KERNELS);
    d = OK("#pragma acc serial loop");
    CHECK_INT(d->kind, DIR_SERIAL_LOOP);
    d = OK("#pragma acc kernels loop independent");
    CHECK_INT(d->kind, DIR_KERNELS_LOOP);
    CHECK_INT(nth(d, 0)->kind, CL_INDEPENDENT);

    d = OK("#pragma acc parallel loop gang vector reduction(+:sum) present(a[0:n], b[0:n])");
    CHECK_INT(d->kind, DIR_PARALLEL_LOOP);
    CHECK_INT(count(d), 4);
    CHECK_INT(nth(d, 0)->kind, CL_GANG);
    CHECK_INT(nth(d, 0)->col, 27);
    CHECK(!nth(d, 0)->has_arg);
    CHECK_INT(nth(d, 1)->kind, CL_VECTOR);
    CHECK_INT(nth(d, 2)->kind, CL_REDUCTION);
    CHECK_INT(nth(d, 2)->op, RED_ADD);
    CHECK_INT(nth(d, 2)->nvars, 1);
    CHECK_STR(nth(d, 2)->vars[0].text, "sum");
    CHECK_INT(nth(d, 2)->vars[0].nsub, 0);
    Clause *c = nth(d, 3);
    CHECK_INT(c->kind, CL_PRESENT);
    CHECK_INT(c->nvars, 2);
    CHECK_STR(c->vars[1].text, "b[0:n]");
    CHECK_STR(c->vars[1].base, "b");
    CHECK_INT(c->vars[1].nsub, 1);
    CHECK_STR(c->vars[1].subs[0].lb, "0");
    CHECK_STR(c->vars[1].subs[0].len, "n");
    CHECK(!c->vars[1].subs[0].is_index);
    CHECK_INT(c->vars[0].col, 64);
    CHECK_INT(c->vars[1].col, 72);

    d = OK("#pragma acc parallel num_gangs(1, 2, n+1) num_workers(w) vector_length(128) "
           "async(q) wait if(n > 100) self default(none) private(i) firstprivate(x)");
    CHECK_INT(count(d), 10);
    CHECK_INT(nth(d, 0)->nexprs, 3);
    CHECK_STR(nth(d, 0)->exprs[2].text, "n+1");
    CHECK_INT(nth(d, 0)->exprs[2].col, 38);
    CHECK_STR(nth(d, 1)->exprs[0].text, "w");
    CHECK_STR(nth(d, 2)->exprs[0].text, "128");
    CHECK(nth(d, 3)->has_arg);
    CHECK_STR(nth(d, 3)->exprs[0].text, "q");
    CHECK_INT(nth(d, 4)->kind, CL_WAIT);
    CHECK(!nth(d, 4)->has_arg);
    CHECK_STR(nth(d, 5)->exprs[0].text, "n > 100");
    CHECK_INT(nth(d, 6)->kind, CL_SELF);
    CHECK(!nth(d, 6)->has_arg);
    CHECK_INT(nth(d, 7)->dflt, DEFAULT_NONE);
    CHECK_INT(nth(d, 9)->kind, CL_FIRSTPRIVATE);

    d = OK("#pragma acc serial self(on_host) default(present)");
    CHECK(nth(d, 0)->has_arg);
    CHECK_STR(nth(d, 0)->exprs[0].text, "on_host");
    CHECK_INT(nth(d, 1)->dflt, DEFAULT_PRESENT);

    d = OK("#pragma acc kernels loop private(t) reduction(max:m) num_gangs(4)");
    CHECK_INT(nth(d, 1)->op, RED_MAX);
    /* commas between clauses, comments and blanks everywhere */
    d = OK("#pragma acc parallel loop gang, vector /* why */ , copy( a ) // done");
    CHECK_INT(count(d), 3);
    CHECK_STR(nth(d, 2)->vars[0].text, "a");
    CHECK(dir_is_compute(DIR_KERNELS_LOOP) && dir_is_combined(DIR_SERIAL_LOOP));
    CHECK(!dir_is_compute(DIR_LOOP) && !dir_is_combined(DIR_PARALLEL));
    CHECK(dir_is_executable(DIR_UPDATE) && !dir_is_executable(DIR_DATA));
}

static void test_loop(void)
{
    Directive *d = OK("#pragma acc loop collapse(2) gang(num: 8, static: *) worker(4) vector(128)");
    CHECK_INT(d->kind, DIR_LOOP);
    Clause *c = nth(d, 0);
    CHECK_STR(c->exprs[0].text, "2");
    CHECK(!c->force);
    c = nth(d, 1);
    CHECK(c->has_arg);
    CHECK_STR(ETEXT(c->gang_num), "8");
    CHECK_STR(ETEXT(c->gang_static), "*");
    CHECK(c->gang_static_star);
    CHECK(c->gang_dim == NULL);
    CHECK_STR(nth(d, 2)->exprs[0].text, "4");
    CHECK_STR(nth(d, 3)->exprs[0].text, "128");

    d = OK("#pragma acc loop collapse(force: 3) gang(32) worker(num: w) vector(length: 64)");
    CHECK(nth(d, 0)->force);
    CHECK_STR(nth(d, 0)->exprs[0].text, "3");
    CHECK_STR(ETEXT(nth(d, 1)->gang_num), "32");
    CHECK(!nth(d, 1)->gang_static_star);
    CHECK_STR(nth(d, 2)->exprs[0].text, "w");
    CHECK_STR(nth(d, 3)->exprs[0].text, "64");

    d = OK("#pragma acc loop gang(dim: 2, static: chunk) worker");
    CHECK_STR(ETEXT(nth(d, 0)->gang_dim), "2");
    CHECK_STR(ETEXT(nth(d, 0)->gang_static), "chunk");
    CHECK(!nth(d, 0)->gang_static_star);
    d = OK("#pragma acc loop gang(static: *) independent tile(8, *) private(t, u)");
    CHECK(nth(d, 0)->gang_static_star && !nth(d, 0)->gang_num);
    CHECK_INT(nth(d, 2)->nexprs, 2);
    CHECK_STR(nth(d, 2)->exprs[1].text, "*");
    CHECK_INT(nth(d, 3)->nvars, 2);
    d = OK("#pragma acc loop auto vector");
    CHECK_INT(nth(d, 0)->kind, CL_AUTO);
    d = OK("#pragma acc loop seq");
    CHECK_INT(nth(d, 0)->kind, CL_SEQ);
    d = OK("#pragma acc loop collapse(N)");
    CHECK_STR(nth(d, 0)->exprs[0].text, "N");
    /* seq for one device type, gang for the rest: no conflict */
    d = OK("#pragma acc loop gang device_type(host) seq");
    CHECK_STR(nth(d, 2)->dtype, "host");
}

static void test_reduction_ops(void)
{
    static const struct { const char *text; RedOp op; } ops[] = {
        {"+", RED_ADD}, {"*", RED_MUL}, {"max", RED_MAX}, {"min", RED_MIN},
        {"&", RED_BITAND}, {"|", RED_BITOR}, {"^", RED_BITXOR},
        {"&&", RED_LOGAND}, {"||", RED_LOGOR},
    };
    for (int i = 0; i < (int)(sizeof ops / sizeof ops[0]); i++) {
        char text[128];
        snprintf(text, sizeof text, "#pragma acc parallel reduction( %s : s, t)", ops[i].text);
        Directive *d = OK(text);
        CHECK_INT(nth(d, 0)->op, ops[i].op);
        CHECK_INT(nth(d, 0)->nvars, 2);
        CHECK_STR(redop_name(ops[i].op), ops[i].text);
    }
}

static void test_data_clauses(void)
{
    Directive *d = OK("#pragma acc data copy(a) pcopy(b) present_or_copy(c) copyin(readonly: d) "
                      "pcopyin(e) present_or_copyin(f) copyout(zero: g) pcopyout(h) "
                      "present_or_copyout(i) create(zero: j) pcreate(k) present_or_create(l) "
                      "no_create(m) present(n) deviceptr(o) attach(p)");
    static const ClauseKind kinds[] = {
        CL_COPY, CL_COPY, CL_COPY, CL_COPYIN, CL_COPYIN, CL_COPYIN, CL_COPYOUT,
        CL_COPYOUT, CL_COPYOUT, CL_CREATE, CL_CREATE, CL_CREATE, CL_NO_CREATE,
        CL_PRESENT, CL_DEVICEPTR, CL_ATTACH,
    };
    CHECK_INT(count(d), 16);
    for (int i = 0; i < 16; i++) CHECK_INT(nth(d, i)->kind, kinds[i]);
    CHECK(nth(d, 3)->readonly && !nth(d, 4)->readonly);
    CHECK(nth(d, 6)->zero && !nth(d, 7)->zero);
    CHECK(nth(d, 9)->zero);
    CHECK_STR(nth(d, 3)->vars[0].text, "d");

    d = OK("#pragma acc data default(present) async(1) wait(2)");
    CHECK_INT(d->kind, DIR_DATA);
    d = OK("#pragma acc enter data copyin(a[0:n]) create(b) attach(p) async wait(1) if(go)");
    CHECK_INT(d->kind, DIR_ENTER_DATA);
    CHECK_INT(count(d), 6);
    d = OK("#pragma acc   exit   data copyout(a[0:n]) delete(b) detach(p) finalize");
    CHECK_INT(d->kind, DIR_EXIT_DATA);
    CHECK_INT(nth(d, 1)->kind, CL_DELETE);
    CHECK_INT(nth(d, 3)->kind, CL_FINALIZE);
    d = OK("#pragma acc host_data use_device(p, q) if_present if(x)");
    CHECK_INT(d->kind, DIR_HOST_DATA);
    CHECK_INT(nth(d, 0)->nvars, 2);
    d = OK("#pragma acc update self(a[0:n]) host(b) device(c[1:2]) if_present async(1) self(d)");
    CHECK_INT(d->kind, DIR_UPDATE);
    CHECK_INT(nth(d, 0)->kind, CL_SELF);
    CHECK_STR(nth(d, 0)->vars[0].base, "a");
    CHECK_INT(nth(d, 1)->kind, CL_HOST);
    CHECK_INT(nth(d, 2)->kind, CL_DEVICE);
    d = OK("#pragma acc declare create(x) device_resident(y) link(z) copyin(w) deviceptr(p)");
    CHECK_INT(d->kind, DIR_DECLARE);
    CHECK_INT(nth(d, 1)->kind, CL_DEVICE_RESIDENT);
    CHECK_INT(nth(d, 2)->kind, CL_LINK);
}

static void test_subscripts(void)
{
    Directive *d = OK("#pragma acc parallel copy(a[lo:len], b[lo:], c[:len], d[:], e[i], "
                      "f[1:2][0:m], s.p[lo:n], s->p[0:n], p[i].q, p[i].q[0:n], s.arr)");
    Clause *c = nth(d, 0);
    CHECK_INT(c->nvars, 11);
    if (c->nvars != 11) return;
    VarItem *v = c->vars;
    CHECK_STR(v[0].subs[0].lb, "lo");
    CHECK_STR(v[0].subs[0].len, "len");
    CHECK_STR(v[1].subs[0].lb, "lo");
    CHECK_STR(v[1].subs[0].len, NULL);
    CHECK_STR(v[2].subs[0].lb, NULL);
    CHECK_STR(v[2].subs[0].len, "len");
    CHECK(!v[3].subs[0].lb && !v[3].subs[0].len && !v[3].subs[0].is_index);
    CHECK(v[4].subs[0].is_index);
    CHECK_STR(v[4].subs[0].lb, "i");
    CHECK_INT(v[5].nsub, 2);
    CHECK_STR(v[5].subs[1].len, "m");
    CHECK_STR(v[6].base, "s.p");
    CHECK_INT(v[6].nsub, 1);
    CHECK_STR(v[7].base, "s->p");
    CHECK_STR(v[8].base, "p[i].q");
    CHECK_INT(v[8].nsub, 0);
    CHECK_STR(v[9].base, "p[i].q");
    CHECK_INT(v[9].nsub, 1);
    CHECK_STR(v[9].text, "p[i].q[0:n]");
    CHECK_STR(v[10].base, "s.arr");

    /* nested brackets, ternaries, literals, blanks */
    d = OK("#pragma acc parallel copyin( a [ f(x, y) : n[2] ] , b[c ? 1 : 2 : (n)], "
           "g[h[':']:2])");
    v = nth(d, 0)->vars;
    CHECK_STR(v[0].text, "a [ f(x, y) : n[2] ]");
    CHECK_STR(v[0].base, "a");
    CHECK_INT(v[0].col, 30);
    CHECK_STR(v[0].subs[0].lb, "f(x, y)");
    CHECK_STR(v[0].subs[0].len, "n[2]");
    CHECK_STR(v[1].subs[0].lb, "c ? 1 : 2");
    CHECK_STR(v[1].subs[0].len, "(n)");
    CHECK_STR(v[2].subs[0].lb, "h[':']");
    d = OK("#pragma acc parallel if(strcmp(s, \")\") == 0)");
    CHECK_STR(nth(d, 0)->exprs[0].text, "strcmp(s, \")\") == 0");
}

static void test_dtype(void)
{
    Directive *d = OK("#pragma acc parallel num_gangs(1) device_type(nvidia) num_gangs(2) "
                      "vector_length(128) device_type(*) num_gangs(3) dtype(host) async(4)");
    CHECK_STR(nth(d, 0)->dtype, NULL);
    CHECK_INT(nth(d, 1)->kind, CL_DEVICE_TYPE);
    CHECK_STR(nth(d, 1)->exprs[0].text, "nvidia");
    CHECK_STR(nth(d, 2)->dtype, "nvidia");
    CHECK_STR(nth(d, 3)->dtype, "nvidia");
    CHECK_STR(nth(d, 5)->dtype, "*");
    CHECK_INT(nth(d, 6)->kind, CL_DEVICE_TYPE);
    CHECK_STR(nth(d, 7)->dtype, "host");
    CHECK(dir_find(d, CL_NUM_GANGS) == nth(d, 2));
    CHECK(dir_find(d, CL_VECTOR_LENGTH) == nth(d, 3));
    CHECK(dir_find(d, CL_ASYNC) == NULL);
    CHECK(dir_find(d, CL_NUM_WORKERS) == NULL);

    d = OK("#pragma acc parallel vector_length(64) device_type(host) vector_length(1)");
    CHECK(dir_find(d, CL_VECTOR_LENGTH) == nth(d, 0));
    d = OK("#pragma acc parallel num_workers(2) device_type(*) num_workers(4)");
    CHECK(dir_find(d, CL_NUM_WORKERS) == nth(d, 2));
    d = OK("#pragma acc parallel device_type(radeon, nvidia) num_workers(8)");
    CHECK_STR(nth(d, 1)->dtype, "radeon,nvidia");
    CHECK_INT(nth(d, 0)->nexprs, 2);
    CHECK(dir_find(d, CL_NUM_WORKERS) == nth(d, 1));
    /* '*' covers only the device types no other device_type clause names */
    d = OK("#pragma acc parallel device_type(nvidia) async(1) device_type(*) num_workers(2)");
    CHECK(dir_find(d, CL_NUM_WORKERS) == NULL);
    CHECK(dir_find(d, CL_ASYNC) == nth(d, 1));
    d = OK("#pragma acc loop device_type(default) vector(32) device_type(host) seq");
    CHECK(dir_find(d, CL_VECTOR) == nth(d, 1));
    CHECK(dir_find(d, CL_SEQ) == NULL);
    /* on init and set, device_type names a device and opens no group */
    d = OK("#pragma acc init device_type(nvidia) device_num(0) if(go)");
    CHECK_INT(d->kind, DIR_INIT);
    CHECK_STR(nth(d, 1)->dtype, NULL);
    CHECK_STR(nth(d, 1)->exprs[0].text, "0");
}

static void test_wait_cache_atomic(void)
{
    Directive *d = OK("#pragma acc wait");
    CHECK_INT(d->kind, DIR_WAIT);
    CHECK(d->args == NULL);
    d = OK("#pragma acc wait(1, q + 1) async");
    CHECK(d->args && d->args->kind == CL_WAIT && d->args->nexprs == 2);
    if (d->args) CHECK_STR(d->args->exprs[1].text, "q + 1");
    CHECK_INT(nth(d, 0)->kind, CL_ASYNC);
    d = OK("#pragma acc wait(devnum: 0: queues: 1, 2) async(3) if(x)");
    if (d->args) {
        CHECK_STR(ETEXT(d->args->wait_devnum), "0");
        CHECK(d->args->wait_queues_kw);
        CHECK_INT(d->args->nexprs, 2);
    }
    CHECK_INT(count(d), 2);
    d = OK("#pragma acc wait(devnum: dev ? 1 : 0: 5)");
    if (d->args) {
        CHECK_STR(ETEXT(d->args->wait_devnum), "dev ? 1 : 0");
        CHECK(!d->args->wait_queues_kw);
        CHECK_STR(d->args->exprs[0].text, "5");
    }
    d = OK("#pragma acc parallel wait(queues: 7) wait(devnum: 1: 2, 3) wait(4)");
    CHECK(nth(d, 0)->wait_queues_kw && nth(d, 0)->has_arg);
    CHECK_STR(ETEXT(nth(d, 1)->wait_devnum), "1");
    CHECK_INT(nth(d, 1)->nexprs, 2);
    CHECK_INT(count(d), 3);

    d = OK("#pragma acc cache(a[i:4], b[0:n])");
    CHECK_INT(d->kind, DIR_CACHE);
    CHECK(d->args && d->args->nvars == 2 && !d->args->readonly);
    d = OK("#pragma acc cache(readonly: a[i-1:3])");
    CHECK(d->args && d->args->readonly);
    if (d->args) CHECK_STR(d->args->vars[0].subs[0].lb, "i-1");

    static const struct { const char *text; AtomicKind kind; } atomics[] = {
        {"#pragma acc atomic", ATOMIC_UPDATE}, {"#pragma acc atomic read", ATOMIC_READ},
        {"#pragma acc atomic write", ATOMIC_WRITE}, {"#pragma acc atomic update", ATOMIC_UPDATE},
        {"#pragma acc atomic capture", ATOMIC_CAPTURE},
    };
    for (int i = 0; i < 5; i++) {
        d = OK(atomics[i].text);
        CHECK_INT(d->kind, DIR_ATOMIC);
        CHECK_INT(d->atomic, atomics[i].kind);
    }
    d = OK("#pragma acc atomic capture if(n > 0)");
    CHECK_INT(d->atomic, ATOMIC_CAPTURE);
    CHECK_INT(nth(d, 0)->kind, CL_IF);
    d = OK("#pragma acc atomic if(c)");
    CHECK_INT(d->atomic, ATOMIC_UPDATE);
}

static void test_routine_and_runtime(void)
{
    Directive *d = OK("#pragma acc routine seq");
    CHECK_INT(d->kind, DIR_ROUTINE);
    CHECK(d->routine_name == NULL);
    d = OK("#pragma acc routine( saxpy ) vector nohost");
    CHECK_STR(d->routine_name, "saxpy");
    CHECK_INT(nth(d, 1)->kind, CL_NOHOST);
    d = OK("#pragma acc routine gang(dim: 2) bind(dev_f)");
    CHECK_STR(ETEXT(nth(d, 0)->gang_dim), "2");
    CHECK_STR(nth(d, 1)->exprs[0].text, "dev_f");
    d = OK("#pragma acc routine worker bind(\"dev_f\") device_type(host) seq");
    CHECK_STR(nth(d, 1)->exprs[0].text, "\"dev_f\"");
    CHECK_STR(nth(d, 3)->dtype, "host");

    d = OK("#pragma acc shutdown device_type(nvidia, host)");
    CHECK_INT(d->kind, DIR_SHUTDOWN);
    CHECK_INT(nth(d, 0)->nexprs, 2);
    d = OK("#pragma acc shutdown");
    CHECK(d->clauses == NULL);
    d = OK("#pragma acc set device_num(1) default_async(2) device_type(nvidia) if(x)");
    CHECK_INT(d->kind, DIR_SET);
    CHECK_INT(nth(d, 1)->kind, CL_DEFAULT_ASYNC);

    CHECK_STR(dir_name(DIR_ENTER_DATA), "enter data");
    CHECK_STR(dir_name(DIR_KERNELS_LOOP), "kernels loop");
    CHECK_STR(clause_name(CL_NUM_GANGS), "num_gangs");
    CHECK_STR(clause_name(CL_DEFAULT_ASYNC), "default_async");
    CHECK_STR(redop_name(RED_LOGOR), "||");
}

/* ---- errors: message and column ---- */

static void test_errors_names(void)
{
    /* ignored with a warning, as gcc does (-Wunknown-pragmas) */
    IGNORED("#pragma acc paralel loop", 13,
            "ignoring '#pragma acc paralel': unknown OpenACC directive; did you mean 'parallel'?");
    IGNORED("#pragma acc enterdata copyin(a)", 13,
            "ignoring '#pragma acc enterdata': unknown OpenACC directive; did you mean 'enter data'?");
    IGNORED("#pragma acc frobnicate", 13, "ignoring '#pragma acc frobnicate': unknown OpenACC directive");
    IGNORED("#pragma acc end parallel", 13, "ignoring '#pragma acc end': unknown OpenACC directive");
    IGNORED("#pragma acc", 12, "ignoring '#pragma acc' without a directive name");
    ERR("#pragma pacc pipelin", 14, "unknown pacc directive 'pipelin'; did you mean 'pipeline'?");
    ERR("#pragma acc enter copyin(a)", 19, "expected 'data' after 'enter'");
    ERR("#pragma acc parallel loop copyn(a[0:n])", 27,
        "unknown clause 'copyn'; did you mean 'copyin'?");
    ERR("#pragma acc loop gnag", 18, "unknown clause 'gnag'; did you mean 'gang'?");
    ERR("#pragma acc parallel xyzzy", 22, "unknown clause 'xyzzy'");
    ERR("#pragma acc atomic updat", 20, "unknown atomic kind 'updat'; did you mean 'update'?");
    ERR("#pragma acc atomic swap", 20,
        "unknown atomic kind 'swap'; expected 'read', 'write', 'update' or 'capture'");
    /* columns count from the '#', wherever it is on the line */
    diag_at("#pragma acc loop seqq", 4, 22, "error", "unknown clause 'seqq'; did you mean 'seq'?", __LINE__);
}

static void test_errors_allowed(void)
{
    ERR("#pragma acc loop num_gangs(4)", 18,
        "clause 'num_gangs' is not allowed on the 'loop' construct");
    ERR("#pragma acc serial num_workers(4)", 20,
        "clause 'num_workers' is not allowed on the 'serial' construct");
    ERR("#pragma acc kernels reduction(+:s)", 21,
        "clause 'reduction' is not allowed on the 'kernels' construct");
    ERR("#pragma acc kernels loop firstprivate(x)", 26,
        "clause 'firstprivate' is not allowed on the 'kernels loop' construct");
    ERR("#pragma acc parallel gang", 22, "clause 'gang' is not allowed on the 'parallel' construct");
    ERR("#pragma acc enter data copyout(a)", 24,
        "clause 'copyout' is not allowed on the 'enter data' directive");
    ERR("#pragma acc exit data copyin(a)", 23,
        "clause 'copyin' is not allowed on the 'exit data' directive");
    ERR("#pragma acc data finalize copy(a)", 18,
        "clause 'finalize' is not allowed on the 'data' construct");
    ERR("#pragma acc declare no_create(a)", 21,
        "clause 'no_create' is not allowed on the 'declare' directive");
    ERR("#pragma acc cache(a[0:4]) async", 27, "clause 'async' is not allowed on the 'cache' directive");
    ERR("#pragma acc routine seq copy(a)", 25, "clause 'copy' is not allowed on the 'routine' directive");
    ERR("#pragma acc update self(a) device_num(0)", 28,
        "clause 'device_num' is not allowed on the 'update' directive");
    ERR("#pragma acc parallel device_type(nvidia) copy(a)", 42,
        "clause 'copy' may not follow 'device_type' on the 'parallel' construct");
    ERR("#pragma acc loop device_type(*) private(x)", 33,
        "clause 'private' may not follow 'device_type' on the 'loop' construct");
}

static void test_errors_args(void)
{
    ERR("#pragma acc parallel copyin", 22, "clause 'copyin' requires a parenthesised variable list");
    ERR("#pragma acc loop collapse", 18, "clause 'collapse' requires a parenthesised argument");
    ERR("#pragma acc parallel num_gangs()", 32, "expected an expression in clause 'num_gangs'");
    ERR("#pragma acc parallel num_gangs(1, 2, 3, 4)", 41, "clause 'num_gangs' takes at most 3 arguments");
    ERR("#pragma acc parallel if(a, b)", 28, "clause 'if' takes one argument");
    ERR("#pragma acc kernels num_gangs(1, 2)", 34,
        "the 'kernels' construct takes only one 'num_gangs' argument");
    ERR("#pragma acc parallel copy()", 27, "empty variable list in clause 'copy'");
    ERR("#pragma acc parallel reduction(+)", 33, "expected ':' after reduction operator '+'");
    ERR("#pragma acc parallel reduction(sum)", 32,
        "clause 'reduction' needs an operator and a colon, as in 'reduction(+:sum)'");
    ERR("#pragma acc parallel reduction(-:x)", 32,
        "invalid reduction operator '-'; expected one of + * max min & | ^ && ||");
    ERR("#pragma acc parallel reduction(avg:x)", 32,
        "invalid reduction operator 'avg'; expected one of + * max min & | ^ && ||");
    ERR("#pragma acc loop collapse(0)", 27,
        "the argument of 'collapse' must be a positive integer constant, not '0'");
    ERR("#pragma acc loop collapse(-2)", 27,
        "the argument of 'collapse' must be a positive integer constant, not '-2'");
    ERR("#pragma acc loop collapse(1.5)", 27,
        "the argument of 'collapse' must be a positive integer constant, not '1.5'");
    ERR("#pragma acc loop collapse(always: 2)", 27,
        "unknown modifier 'always' on clause 'collapse'; expected 'force'");
    ERR("#pragma acc parallel default(shared)", 30,
        "invalid default 'shared'; expected 'none' or 'present'");
    ERR("#pragma acc parallel default", 22,
        "clause 'default' requires a parenthesised 'none' or 'present'");
    ERR("#pragma acc loop gang(foo: 1)", 23,
        "unknown gang argument 'foo'; expected 'num', 'static' or 'dim'");
    ERR("#pragma acc loop gang(4, num: 5)", 26, "gang argument 'num' appears more than once");
    ERR("#pragma acc loop worker(length: 4)", 25, "unknown worker argument 'length'; expected 'num'");
    ERR("#pragma acc loop vector(num: 4)", 25, "unknown vector argument 'num'; expected 'length'");
    ERR("#pragma acc loop seq(1)", 21, "clause 'seq' takes no arguments");
    ERR("#pragma acc exit data delete(a) finalize()", 41, "clause 'finalize' takes no arguments");
    ERR("#pragma acc parallel device_type()", 34,
        "expected a device type name or '*' in clause 'device_type'");
    ERR("#pragma acc routine bind(1)", 26, "expected a name or a string in clause 'bind'");
    ERR("#pragma acc routine bind(\"f)", 26, "unterminated string literal");
    ERR("#pragma acc routine(1) seq", 21, "expected a function name in 'routine(...)'");
    ERR("#pragma acc cache", 13, "'cache' requires a parenthesised variable list");
}

static void test_errors_syntax(void)
{
    ERR("#pragma acc parallel copyin(a[0:n]", 35, "expected ')'");
    ERR("#pragma acc parallel if((x)", 28, "expected ')'");
    ERR("#pragma acc parallel if(f(x]))", 28, "expected ')'");
    ERR("#pragma acc parallel async(1) )", 31, "expected a clause, found ')'");
    ERR("#pragma acc parallel loop gang 42", 32, "expected a clause, found '42'");
    ERR("#pragma acc parallel loop gang,", 32, "expected a clause after ','");
    ERR("#pragma acc parallel copyin(a[0:n)", 34, "expected ']'");
    ERR("#pragma acc parallel copyin(a[0:n:2])", 34, "expected ']'");
    ERR("#pragma acc parallel copyin(a[i, j])", 32, "expected ':' or ']'");
    ERR("#pragma acc parallel copyin(a[])", 31, "expected an index or a range in '[]'");
    ERR("#pragma acc parallel copyin(a+1)", 29, "'a+1' in clause 'copyin' is not a variable or subarray");
    ERR("#pragma acc parallel copyin(3)", 29, "'3' in clause 'copyin' is not a variable or subarray");
    ERR("#pragma acc parallel present(a, *p)", 33,
        "'*p' in clause 'present' is not a variable or subarray");
    ERR("#pragma acc parallel copy(a, )", 30, "expected a variable in clause 'copy'");
    ERR("#pragma acc parallel copy(p[0:n].x)", 33, "a subarray range must come last in a variable");
    ERR("#pragma acc parallel copyin(zero: a)", 29, "modifier 'zero' is not allowed on clause 'copyin'");
    ERR("#pragma acc parallel copyout(readonly: a)", 30,
        "modifier 'readonly' is not allowed on clause 'copyout'");
    ERR("#pragma acc parallel copy(always: a)", 27, "unknown modifier 'always' on clause 'copy'");
    ERR("#pragma acc cache(zero: a[0:4])", 19, "modifier 'zero' is not allowed on the 'cache' directive");
    ERR("#pragma acc wait(devnum: )", 26, "expected an expression after 'devnum:'");
    ERR("#pragma acc wait(devnum: 1)", 27, "expected ':' after the 'devnum' expression");
    ERR("#pragma acc wait(queues: )", 26, "expected an expression in the 'wait' directive");
    ERR("#pragma acc parallel wait(dev: 1)", 27, "unknown wait argument 'dev'; expected 'devnum' or 'queues'");
    ERR("#pragma acc parallel wait()", 27, "expected an expression in clause 'wait'");
    ERR("#pragma acc wait(1) copy(a)", 21, "clause 'copy' is not allowed on the 'wait' directive");
    ERR("#pragma omp parallel", 9, "expected '#pragma acc'");
}

static void test_errors_semantic(void)
{
    ERR("#pragma acc loop gang seq", 23, "clause 'seq' conflicts with 'gang'");
    ERR("#pragma acc loop seq vector", 22, "clause 'vector' conflicts with 'seq'");
    ERR("#pragma acc parallel loop seq independent", 31, "clause 'independent' conflicts with 'seq'");
    ERR("#pragma acc loop independent auto", 30, "clause 'auto' conflicts with 'independent'");
    ERR("#pragma acc routine gang worker", 26, "clause 'worker' conflicts with 'gang'");
    ERR("#pragma acc routine(f) seq vector", 28, "clause 'vector' conflicts with 'seq'");
    ERR("#pragma acc parallel if(1) if(2)", 28, "clause 'if' appears more than once");
    ERR("#pragma acc parallel default(none) default(present)", 36, "clause 'default' appears more than once");
    ERR("#pragma acc parallel num_gangs(1) num_gangs(2)", 35, "clause 'num_gangs' appears more than once");
    ERR("#pragma acc kernels num_workers(1) num_workers(2)", 36,
        "clause 'num_workers' appears more than once");
    ERR("#pragma acc parallel vector_length(1) vector_length(2)", 39,
        "clause 'vector_length' appears more than once");
    ERR("#pragma acc loop collapse(2) collapse(3)", 30, "clause 'collapse' appears more than once");
    ERR("#pragma acc update self(a) async async(2)", 34, "clause 'async' appears more than once");
    ERR("#pragma acc set device_num(0) device_num(1)", 31, "clause 'device_num' appears more than once");
    ERR("#pragma acc enter data", 13, "'enter data' needs at least one data clause");
    ERR("#pragma acc exit data finalize async", 13, "'exit data' needs at least one data clause");
    ERR("#pragma acc update if_present", 13, "'update' needs at least one 'self', 'host' or 'device' clause");
    ERR("#pragma acc data if(x)", 13, "'data' needs at least one data clause or a 'default' clause");
    ERR("#pragma acc host_data if_present", 13, "'host_data' needs a 'use_device' clause");
    ERR("#pragma acc set if(x)", 13, "'set' needs a 'default_async', 'device_num' or 'device_type' clause");
    ERR("#pragma acc declare", 13, "'declare' needs at least one clause");
    /* a separate device_type group may repeat the clause; the same one may not */
    OK("#pragma acc parallel num_gangs(1) device_type(nvidia) num_gangs(2)");
    ERR("#pragma acc parallel device_type(host) async(1) async(2)", 49,
        "clause 'async' appears more than once");
}

/* ExprFacts: what the analyses read instead of the clause's text. */
static bool names_are(const ExprFacts *f, const char *want)
{
    char got[256] = "";
    for (int i = 0; i < f->nnames; i++)
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", i ? " " : "", f->names[i]);
    if (strcmp(got, want)) printf("names: got '%s', want '%s'\n", got, want);
    return !strcmp(got, want);
}

static void test_expr_facts(void)
{
    Directive *d = OK("#pragma acc parallel num_gangs(n * sizeof(double) + s.n + p->m[k] + n) vector_length(0x20u)");
    Clause *c = dir_find(d, CL_NUM_GANGS);
    CHECK(c && names_are(&c->exprs[0].facts, "n double s p k") && !c->exprs[0].facts.is_const);
    c = dir_find(d, CL_VECTOR_LENGTH);
    CHECK(c && c->exprs[0].facts.is_const && c->exprs[0].facts.value == 32 && names_are(&c->exprs[0].facts, ""));
    d = OK("#pragma acc loop gang(num: f(L'x', \"a b\", 1.5e+3f), static: -4, dim: 2) worker(w) tile(8, *)");
    c = dir_find(d, CL_GANG);
    CHECK(c && names_are(&c->gang_num->facts, "f") && !c->gang_num->facts.is_const);
    CHECK(c && c->gang_static->facts.is_const && c->gang_static->facts.value == -4);
    CHECK(c && c->gang_dim->facts.is_const && c->gang_dim->facts.value == 2);
    c = dir_find(d, CL_TILE);
    CHECK(c && c->exprs[0].facts.value == 8 && !c->exprs[1].facts.is_const);
    d = OK("#pragma acc loop vector(v /* not w */ + 1)");
    CHECK(names_are(&dir_find(d, CL_VECTOR)->exprs[0].facts, "v"));
    d = OK("#pragma acc cache(a[i*m+lo:010], b[(k):n])");
    CHECK(names_are(&d->args->vars[0].subs[0].lb_facts, "i m lo"));
    CHECK(d->args->vars[0].subs[0].len_facts.is_const && d->args->vars[0].subs[0].len_facts.value == 8);
    CHECK(names_are(&d->args->vars[1].subs[0].lb_facts, "k") && !d->args->vars[1].subs[0].len_facts.is_const);
}

/* #pragma pacc (docs/pacc.md): its directives and clauses, apart from acc's */
static void test_pacc(void)
{
    Directive *d = OK("#pragma pacc init");
    CHECK_INT(d->kind, DIR_PACC_INIT);
    CHECK_INT(count(d), 0);
    d = OK("#pragma pacc pipeline targetinout(p1, p2) targetin(v) size([0:nz][0:ny][0:nx]) "
           "halo([4:4][4:4][2:3]) async chunks(4) depth(2)");
    CHECK_INT(d->kind, DIR_PACC_PIPELINE);
    CHECK_STR(dir_name(d->kind), "pacc pipeline");
    CHECK_INT(count(d), 7);
    CHECK_INT(nth(d, 0)->kind, CL_TARGETINOUT);
    CHECK_INT(nth(d, 0)->nvars, 2);
    CHECK_STR(nth(d, 0)->nvars == 2 ? nth(d, 0)->vars[1].text : NULL, "p2");
    CHECK_INT(nth(d, 1)->kind, CL_TARGETIN);
    CHECK_INT(nth(d, 2)->kind, CL_SIZE);
    CHECK_INT(nth(d, 2)->nexprs, 6);
    CHECK_STR(nth(d, 2)->nexprs == 6 ? nth(d, 2)->exprs[3].text : NULL, "ny");
    CHECK_INT(nth(d, 3)->kind, CL_HALO);
    CHECK_STR(nth(d, 3)->nexprs == 6 ? nth(d, 3)->exprs[5].text : NULL, "3");
    CHECK(nth(d, 3)->nexprs == 6 && nth(d, 3)->exprs[4].facts.is_const && nth(d, 3)->exprs[4].facts.value == 2);
    CHECK_INT(nth(d, 4)->kind, CL_ASYNC);
    CHECK_STR(ETEXT(nth(d, 5)->exprs), "4");
    CHECK_INT(nth(d, 6)->kind, CL_DEPTH);
    d = OK("#pragma pacc loop dim(3)");
    CHECK_INT(d->kind, DIR_PACC_LOOP);
    CHECK_STR(ETEXT(nth(d, 0)->exprs), "3");
    CHECK(dir_is_pacc(DIR_PACC_LOOP) && !dir_is_pacc(DIR_LOOP));
    /* acc's own names are untouched by pacc's: 'loop' and 'init' stay acc's */
    CHECK_INT(OK("#pragma acc loop seq")->kind, DIR_LOOP);
    CHECK_INT(OK("#pragma acc init")->kind, DIR_INIT);
    ERR("#pragma pacc pipelin targetin(a) size([0:n])", 14,
        "unknown pacc directive 'pipelin'; did you mean 'pipeline'?");
    ERR("#pragma pacc", 13,
        "expected 'init', 'pipeline' or 'loop' after '#pragma pacc'");
    ERR("#pragma pacc pipeline targetin(a)", 14,
        "'pacc pipeline' needs a 'size' clause: each dimension's [lo:len], outermost first");
    ERR("#pragma pacc pipeline size([0:n])", 14,
        "'pacc pipeline' needs its arrays in 'targetin' or 'targetinout'");
    ERR("#pragma pacc pipeline targetin(a) size([0:n][0:m]) halo([1:1])", 52,
        "'halo' gives 1 range but 'size' gives 2");
    ERR("#pragma pacc pipeline targetin(a[0:n]) size([0:n])", 32,
        "'a[0:n]' in 'targetin' must be a whole array: 'size' gives its ranges");
    ERR("#pragma pacc pipeline targetin(a) targetinout(b, a) size([0:n])", 50,
        "'a' is named twice in the pipeline's array lists");
    ERR("#pragma pacc pipeline targetin(a) size([0 n])", 44,
        "expected ':' between the two bounds of a range in clause 'size'");
    ERR("#pragma pacc pipeline targetin(a) size(0:n)", 40,
        "expected '[' to begin a range in clause 'size'");
    ERR("#pragma pacc pipeline targetin(a) size", 35,
        "clause 'size' requires a parenthesised list of '[lo:len]' ranges");
    ERR("#pragma pacc loop", 14,
        "'pacc loop' needs a 'dim' clause: its loop's level, 1 innermost");
    ERR("#pragma pacc loop dim(0)", 23,
        "the argument of 'dim' must be a positive integer constant, not '0'");
    ERR("#pragma pacc loop dim(n)", 23,
        "the argument of 'dim' must be a positive integer constant, not 'n'");
    ERR("#pragma pacc loop dim(1) dim(2)", 26,
        "clause 'dim' appears more than once");
    ERR("#pragma pacc pipeline targetin(a) size([0:n]) chunks(0)", 54,
        "the argument of 'chunks' must be a positive integer, not '0'");
    ERR("#pragma pacc loop gang", 19,
        "unknown clause 'gang'");
    ERR("#pragma pacc loop halo([1:1])", 19,
        "clause 'halo' is not allowed on the 'pacc loop' directive");
    ERR("#pragma acc parallel size([0:n])", 22,
        "unknown clause 'size'; did you mean 'tile'?");
    ERR("#pragma acc data targetin(a)", 18,
        "unknown clause 'targetin'");
}

int main(void)
{
    arena = arena_new();
    test_expr_facts();
    test_compute();
    test_loop();
    test_reduction_ops();
    test_data_clauses();
    test_subscripts();
    test_dtype();
    test_wait_cache_atomic();
    test_routine_and_runtime();
    test_errors_names();
    test_errors_allowed();
    test_errors_args();
    test_errors_syntax();
    test_errors_semantic();
    test_pacc();
    arena_free(arena);
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail > 0;
}
