#!/usr/bin/env python3
"""summary.py TRACE [--from-kernel NAME] [--gaps US] [--last N]: what each device
did and where it idled, from gwtrace.c's timeline.  The window starts at the
last run of NAME's first launch (default: the first record) and ends at the
last device record; gaps of a device longer than --gaps us (default 5) are
listed with the operations on either side and the driver calls in between."""
import sys, argparse, collections

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('trace')
    ap.add_argument('--from-kernel', default=None, help='window starts at the Nth-last launch of this kernel')
    ap.add_argument('--skip', type=int, default=0, help='launches of --from-kernel to skip from the start')
    ap.add_argument('--gaps', type=float, default=5.0)
    ap.add_argument('--last', type=int, default=40, help='gaps listed per device')
    a = ap.parse_args()
    dev, host, waits = collections.defaultdict(list), [], []
    for line in open(a.trace):
        f = line.split()
        if not f: continue
        if f[0] == 'K':
            dev[int(f[1])].append((int(f[3]), int(f[4]), 'K s%s %s %s' % (f[2], f[7][:40], f[5])))
        elif f[0] in 'CPM':
            what = {'C': 'copy kind %s' % (f[6] if len(f) > 6 else '?'), 'P': 'peer %s->%s' % tuple(f[6:8]) if len(f) > 7 else 'peer', 'M': 'memset'}[f[0]]
            dev[int(f[1])].append((int(f[3]), int(f[4]), '%s s%s %s %sB' % (f[0], f[2], what, f[5])))
        elif f[0] == 'S':
            waits.append((int(f[3]), int(f[4]), 'wait type %s stream %s' % (f[1], f[2])))
        elif f[0] == 'D':
            host.append((int(f[1]), int(f[2]), f[4]))
    t0 = min(r[0] for d in dev.values() for r in d)
    if a.from_kernel:
        starts = sorted(r[0] for d in dev.values() for r in d if a.from_kernel in r[2])
        if len(starts) > a.skip: t0 = starts[a.skip]
    t1 = max(r[1] for d in dev.values() for r in d)
    host.sort(); waits.sort()
    print('window %.3f ms' % ((t1 - t0) / 1e6))
    for d in sorted(dev):
        ops = sorted(r for r in dev[d] if r[1] > t0)
        busy, end, gaps = 0, t0, []
        prev = None
        for s, e, w in ops:
            if s > end:
                if (s - end) / 1e3 > a.gaps: gaps.append((end, s, prev, w))
            busy += max(0, e - max(s, end)); end = max(end, e); prev = w
        print('device %d: %d ops, busy %.3f ms of %.3f (%.1f%%), %d gaps > %g us totalling %.3f ms' % (
            d, len(ops), busy / 1e6, (t1 - t0) / 1e6, 100.0 * busy / max(1, t1 - t0), len(gaps), a.gaps,
            sum(g[1] - g[0] for g in gaps) / 1e6))
        for g0, g1, p, n in gaps[:a.last]:
            calls = [h for h in host if h[0] < g1 and h[1] > g0 and h[1] - h[0] > 2000]
            cs = ', '.join('%s %.0fus' % (h[2], (h[1] - h[0]) / 1e3) for h in calls[:4])
            print('  +%9.1f us  gap %7.1f us  after [%s]  before [%s]%s' % ((g0 - t0) / 1e3, (g1 - g0) / 1e3, p, n,
                  ('  host: ' + cs) if cs else ''))
    tot = collections.defaultdict(lambda: [0, 0])
    for s, e, n in host:
        if e > t0 and s < t1: tot[n][0] += 1; tot[n][1] += e - s
    print('driver calls in the window (count, total ms):')
    for n, (c, t) in sorted(tot.items(), key=lambda x: -x[1][1])[:12]:
        print('  %-32s %7d %9.3f' % (n, c, t / 1e6))
    ws = [w for w in waits if w[1] > t0 and w[0] < t1]
    print('host waits in the window: %d, %.3f ms' % (len(ws), sum(w[1] - w[0] for w in ws) / 1e6))
    for s, e, w in sorted(ws, key=lambda x: x[0] - x[1])[:8]:
        print('  +%9.1f us  %8.1f us  %s' % ((s - t0) / 1e3, (e - s) / 1e3, w))

main()
