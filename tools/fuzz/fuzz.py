#!/usr/bin/env python3
"""fuzz.py: gwcc's fuzzer (make fuzz; the short run of make check's fuzz group).

Each mutant is a seed program (the project's tests, the benchmarks) changed by
mutate.py, a function of (--seed, its index) alone, so a run is reproducible
whatever -j is.  gwcc runs it three ways, each under --timeout:
  syntax  gwcc -fsyntax-only
  gpu     gwcc -c --keep --gpu-arch=sm_90, with GWCC_NVCC a stub that records
          the nvcc command gwcc builds; that command then runs with the real
          nvcc (its own timeout), so a slow nvcc is not taken for a gwcc hang
  host    gwcc -c --keep -acc=host
and the mutant gets one outcome, the worst of:
  crash            a signal, a sanitizer's report, or gwcc's internal error
  hang             gwcc ran past --timeout
  bad-rejection    exit status not 0, no translated file, and no
                   'file:line:col: error:' line (or a status other than 1)
  mode-mismatch    syntax and gpu disagree on whether the input is accepted,
                   or host rejects what gpu accepts (host may accept what
                   only the device cannot take)
  accepted-fails   translated (STEM.gw.c written) but the host C or the CUDA
                   then fails to compile
  nvcc-timeout     nvcc ran past its timeout on the translated CUDA
  accepted         translated and compiled
  rejected         a located error and exit status 1
  cc-rejects-input translated, and the host C failed to compile, but so does
                   the input itself with cc -fsyntax-only: C that libclang
                   takes and gcc does not (__fp16 on x86, an enum declared in
                   a for's first clause); cc's errors come out at the
                   user's lines, through the #line markers
  fuzzer-error     this script failed (its traceback is the signature)
The bad ones (all but accepted, rejected and cc-rejects-input) are saved under
--out/OUTCOME/ with a .txt saying why.  Exit status 1 when there is any.
"""

import argparse
import collections
import concurrent.futures as cf
import glob
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEED_GLOBS = ['tests/exec/*.c', 'tests/conformance/*.c', 'tests/c99/*.c',
              'tests/translate/*.c', 'tests/diag/*.c']
SHARED_GLOBS = ['../shared/bench/acc/*.c']
BAD = ['fuzzer-error', 'crash', 'hang', 'bad-rejection', 'mode-mismatch', 'accepted-fails',
       'nvcc-timeout']
OUTCOMES = BAD + ['accepted', 'rejected', 'cc-rejects-input']
# file:line:col: error: (gcc's preprocessor gives some without a column)
LOCATED = re.compile(r'^(\S[^:\n]*):(-?\d+):(?:(\d+):)? (?:fatal )?error: ', re.M)
CRASHED = re.compile(r'AddressSanitizer|LeakSanitizer|runtime error:|internal error at|'
                     r'terminated by signal|Segmentation fault|libclang crashed', re.I)
NVCC_STUB = '''#!/bin/sh
# records the nvcc command gwcc built; writes an empty fatbin
printf '%s\\n' "$@" > "$GWFUZZ_NVCC_ARGS"
while [ $# -gt 1 ]; do [ "$1" = -o ] && : > "$2"; shift; done
exit 0
'''

# Set in each worker by init_worker.
CFG = None


def seeds_and_donors(extra):
    files = []
    for g in SEED_GLOBS + (SHARED_GLOBS if extra else []):
        files += sorted(glob.glob(os.path.join(ROOT, g)))
    seeds, donors = [], []
    for f in files:
        with open(f, errors='replace') as fh:
            text = fh.read()
        if '#pragma acc' in text or '#pragma pacc' in text:
            seeds.append((f, text))
            donors += mutate.directives_of(text)
    return seeds, sorted(set(donors))


def run(cmd, env, cwd, timeout):
    """(status, output, timed_out); status < 0: killed by that signal."""
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out.decode(errors='replace'), False
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return None, out.decode(errors='replace'), True


def located(out):
    """A 'file:line:col: error:' line that is not about gwcc's own output."""
    for m in LOCATED.finditer(out):
        f = m.group(1)
        if not re.search(r'\.gw\.(c|cu)$|\.i$', f):
            return True
    return False


def classify_mode(name, st, out, timed_out, translated):
    """One way's verdict: (outcome or None, accepted?)."""
    if timed_out:
        return 'hang', translated
    if (st is not None and st < 0) or CRASHED.search(out):
        return 'crash', translated
    if translated or (name == 'syntax' and st == 0):
        return None, True
    if st == 1 and located(out):
        return None, False
    return 'bad-rejection', False


def one_mutant(index):
    try:
        return try_mutant(index)
    except Exception:
        import traceback
        last = traceback.format_exc().strip().split('\n')[-1]
        return index, 'fuzzer-error', 'fuzzer-error: ' + last


def try_mutant(index):
    cfg = CFG
    rng = random.Random('%s:%d' % (cfg.seed, index))
    seed_path, seed_text = cfg.seeds[rng.randrange(len(cfg.seeds))]
    text, log = mutate.mutate(rng, seed_text, cfg.donors)
    work = os.path.join(cfg.tmp, 'm%d' % index)
    os.makedirs(work)
    stem = os.path.splitext(os.path.basename(seed_path))[0]
    src = os.path.join(work, stem + '.c')
    with open(src, 'w') as fh:
        fh.write(text)
    env = dict(os.environ, TMPDIR=work, GWCC_NVCC=cfg.stub,
               GWFUZZ_NVCC_ARGS=os.path.join(work, 'nvcc.args'))
    env.setdefault('ASAN_OPTIONS', 'detect_leaks=0')
    inc = '-I' + os.path.dirname(seed_path)
    gw = [cfg.gwcc_run, inc, '--gpu-arch=sm_90']
    ways = [('syntax', gw + ['-fsyntax-only', src], None),
            ('gpu', gw + ['-c', '--keep', src,
                          '-o', os.path.join(work, 'gpu', stem + '.o')], 'gpu'),
            ('host', gw + ['-acc=host', '-c', '--keep', src,
                           '-o', os.path.join(work, 'host', stem + '.o')], 'host')]
    report, outcomes, verdicts = [], [], {}
    for name, cmd, sub in ways:
        if sub:
            os.makedirs(os.path.join(work, sub))
        st, out, to = run(cmd, env, work, cfg.timeout)
        translated = bool(sub) and os.path.exists(os.path.join(work, sub, stem + '.gw.c'))
        bad, acc = classify_mode(name, st, out, to, translated)
        verdicts[name] = acc
        status = 'timed out' if to else 'exit %s' % st
        report.append('--- %s: %s\n%s' % (name, ' '.join(cmd), status))
        report.append(out[-4000:])
        if bad:
            outcomes.append(bad)
        elif translated and st != 0:
            outcomes.append('accepted-fails')
            report.append('(%s: translated, then the host C failed to compile)' % name)
    outcomes += nvcc_check(cfg, env, work, report, verdicts)
    if disagree(verdicts):
        outcomes.append('mode-mismatch')
        report.append('accepted: %s' % verdicts)
    if 'accepted-fails' in outcomes and cc_rejects(cfg, env, work, src, inc, report):
        outcomes = [o if o != 'accepted-fails' else 'cc-rejects-input' for o in outcomes]
    if not outcomes:
        outcomes.append('accepted' if verdicts.get('gpu') else 'rejected')
    outcome = min(outcomes, key=OUTCOMES.index)
    sig = signature(outcome, report)
    if outcome in BAD:
        save(cfg, index, outcome, seed_path, text, log, report)
    shutil.rmtree(work, ignore_errors=True)
    return index, outcome, sig


def disagree(verdicts):
    """-fsyntax-only and the GPU build must agree; -acc=host may accept
    what only the device cannot take (a __float128, an atomic bit-field),
    but never reject what the GPU build accepts."""
    return verdicts['syntax'] != verdicts['gpu'] or (verdicts['gpu'] and not verdicts['host'])


def cc_rejects(cfg, env, work, src, inc, report):
    """The host compiler rejects the user's file itself (C that libclang
    takes and gcc does not, such as __fp16 on x86): the error it printed
    through gwcc is in the user's coordinates, as cc's own would be."""
    cc = os.environ.get('GWCC_CC', 'cc').split()
    gw_inc = '-I' + os.path.join(os.path.dirname(os.path.dirname(cfg.gwcc)), 'include')
    cmd = cc + ['-fsyntax-only', '-w', '-D_OPENACC=202211', '-D__GANGWAY__=1', gw_inc, inc, src]
    st, out, to = run(cmd, env, work, cfg.timeout)
    report.append('--- the input with cc alone: %s\n%s' % ('timed out' if to else 'exit %s' % st,
                                                         out[-2000:]))
    return not to and st != 0


def nvcc_check(cfg, env, work, report, verdicts):
    """The real nvcc on the CUDA gwcc wrote, with the command gwcc built."""
    args_file = os.path.join(work, 'nvcc.args')
    if not verdicts.get('gpu') or not os.path.exists(args_file):
        return []
    if not cfg.nvcc:
        return []
    with open(args_file) as fh:
        cmd = [cfg.nvcc] + fh.read().split('\n')[:-1]
    st, out, to = run(cmd, env, work, cfg.nvcc_timeout)
    report.append('--- nvcc: %s\n%s\n%s' % (' '.join(cmd), 'timed out' if to else 'exit %s' % st,
                                            out[-4000:]))
    if to:
        return ['nvcc-timeout']
    return [] if st == 0 else ['accepted-fails']


def signature(outcome, report):
    """A short key grouping mutants that likely share a cause."""
    if outcome not in BAD and outcome != 'rejected':
        return outcome
    text = '\n'.join(report)
    m = re.search(r'(?:error|runtime error|internal error at)[: ][^\n]*', text)
    key = m.group(0) if m else text.strip().split('\n')[-1]
    key = re.sub(r"'[^']*'|\"[^\"]*\"|\d+", '_', key)
    return '%s: %s' % (outcome, key[:110])


def save(cfg, index, outcome, seed_path, text, log, report):
    d = os.path.join(cfg.out, outcome)
    os.makedirs(d, exist_ok=True)
    name = 'm%06d-%s' % (index, os.path.splitext(os.path.basename(seed_path))[0])
    with open(os.path.join(d, name + '.c'), 'w') as fh:
        fh.write(text)
    with open(os.path.join(d, name + '.txt'), 'w') as fh:
        fh.write('outcome: %s\nseed: %s\nmutant: --seed %s --index %d\nmutations:\n  %s\n\n%s\n'
                 % (outcome, os.path.relpath(seed_path, ROOT), cfg.seed, index,
                    '\n  '.join(log), '\n'.join(report).replace(cfg.gwcc_run, cfg.gwcc)))


def init_worker(cfg):
    global CFG
    CFG = cfg
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def snapshot(gwcc, tmp):
    """A copy of gwcc beside links to its include and lib folders (it finds
    them from its own path), so that a rebuild during a long run does not
    change or remove the gwcc the run is testing."""
    top = os.path.join(tmp, 'gw')
    os.makedirs(os.path.join(top, 'bin'))
    shutil.copy2(gwcc, os.path.join(top, 'bin', 'gwcc'))
    for d in ('include', 'lib'):
        there = os.path.join(os.path.dirname(os.path.dirname(gwcc)), d)
        if os.path.isdir(there):
            os.symlink(there, os.path.join(top, d))
    return os.path.join(top, 'bin', 'gwcc')


def find_nvcc():
    for c in (os.environ.get('GWCC_NVCC'), shutil.which('nvcc'),
              os.path.join(os.environ.get('CUDA_HOME', '/nonexistent'), 'bin/nvcc'),
              '/usr/local/cuda/bin/nvcc'):
        if c and os.access(c, os.X_OK):
            return c
    return None


def main():
    ap = argparse.ArgumentParser(description='mutate OpenACC programs and run gwcc on them')
    ap.add_argument('--gwcc', default=os.environ.get('GWCC', os.path.join(ROOT, 'build/bin/gwcc')))
    ap.add_argument('--seed', default='1', help='the run\'s seed (default 1)')
    ap.add_argument('--count', type=int, help='run this many mutants (deterministic)')
    ap.add_argument('--seconds', type=float, help='or run until this much time has passed')
    ap.add_argument('--start', type=int, default=0, help='index of the first mutant')
    ap.add_argument('--index', type=int, help='run only the mutant with this index')
    ap.add_argument('-j', '--jobs', type=int, default=1)
    ap.add_argument('--out', default='fuzz-out', help='where bad mutants go (default fuzz-out)')
    ap.add_argument('--timeout', type=float, default=30, help='seconds per gwcc run (30)')
    ap.add_argument('--nvcc-timeout', type=float, default=120)
    ap.add_argument('--no-shared', action='store_true',
                    help='seeds from tests/ only, not ../shared/bench/acc')
    ap.add_argument('--print-mutant', action='store_true',
                    help='with --index: print the mutant and its mutations, run nothing')
    ap.add_argument('-q', '--quiet', action='store_true')
    ap.add_argument('-v', '--verbose', action='store_true', help='list the rejections\' errors too')
    cfg = ap.parse_args()
    cfg.gwcc = os.path.abspath(cfg.gwcc)
    cfg.out = os.path.abspath(cfg.out)
    cfg.seeds, cfg.donors = seeds_and_donors(not cfg.no_shared)
    if cfg.index is not None:
        cfg.start, cfg.count = cfg.index, 1
    if cfg.print_mutant:
        rng = random.Random('%s:%d' % (cfg.seed, cfg.start))
        path, text = cfg.seeds[rng.randrange(len(cfg.seeds))]
        text, log = mutate.mutate(rng, text, cfg.donors)
        print('// seed: %s\n// %s\n%s' % (os.path.relpath(path, ROOT), '\n// '.join(log), text))
        return 0
    if not os.access(cfg.gwcc, os.X_OK):
        sys.exit('fuzz.py: %s not found: build it first' % cfg.gwcc)
    if cfg.count is None and cfg.seconds is None:
        cfg.count = 100
    cfg.nvcc = find_nvcc()
    cfg.tmp = tempfile.mkdtemp(prefix='gwfuzz-')
    try:
        cfg.gwcc_run = snapshot(cfg.gwcc, cfg.tmp)
        cfg.stub = os.path.join(cfg.tmp, 'nvcc-stub')
        with open(cfg.stub, 'w') as fh:
            fh.write(NVCC_STUB)
        os.chmod(cfg.stub, 0o755)
        return drive(cfg)
    finally:
        shutil.rmtree(cfg.tmp, ignore_errors=True)


def stop(signum, frame):
    raise KeyboardInterrupt


def drive(cfg):
    signal.signal(signal.SIGTERM, stop)         # kill or timeout: the counts so far, then exit
    counts, sigs = collections.Counter(), collections.Counter()
    t0, cpu0 = time.time(), os.times()
    deadline = t0 + cfg.seconds if cfg.seconds else None
    end = cfg.start + cfg.count if cfg.count is not None else None
    nxt, done = cfg.start, 0
    if not cfg.quiet:
        print('fuzz: %d seeds, gwcc %s, nvcc %s, seed %s, %d job(s), bad mutants to %s'
              % (len(cfg.seeds), cfg.gwcc, cfg.nvcc or '(none: CUDA not compiled)', cfg.seed,
                 cfg.jobs, cfg.out), flush=True)
    with cf.ProcessPoolExecutor(cfg.jobs, initializer=init_worker, initargs=(cfg,)) as ex:
        pending = set()
        try:
            while True:
                while len(pending) < 2 * cfg.jobs and (end is None or nxt < end) and \
                        (deadline is None or time.time() < deadline):
                    pending.add(ex.submit(one_mutant, nxt))
                    nxt += 1
                if not pending:
                    break
                fin, pending = cf.wait(pending, timeout=1, return_when=cf.FIRST_COMPLETED)
                for f in fin:
                    index, outcome, sig = f.result()
                    counts[outcome] += 1
                    sigs[sig] += 1
                    done += 1
                    if outcome in BAD and not cfg.quiet:
                        print('  %s: mutant %d' % (outcome, index), flush=True)
                if fin and not cfg.quiet and done % 200 < len(fin):
                    print('fuzz: %d mutants, %.0f s' % (done, time.time() - t0), flush=True)
        except KeyboardInterrupt:
            for f in pending:
                f.cancel()
            print('fuzz: interrupted')
    cpu = os.times()
    cpu_s = sum(cpu[i] - cpu0[i] for i in range(4))
    print('fuzz: %d mutants (seed %s, indices %d..%d) in %.0f s wall, %.0f s CPU'
          % (done, cfg.seed, cfg.start, nxt - 1, time.time() - t0, cpu_s))
    for o in OUTCOMES:
        print('  %-15s %d' % (o, counts[o]))
    for s, n in sigs.most_common():
        if s.split(':')[0] in BAD or (cfg.verbose and s.startswith('rejected')):
            print('  %5d  %s' % (n, s))
    nbad = sum(counts[o] for o in BAD)
    if nbad:
        print('fuzz: %d bad mutants, saved in %s' % (nbad, cfg.out))
    return 1 if nbad else 0


if __name__ == '__main__':
    sys.exit(main())
