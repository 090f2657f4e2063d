"""mutate.py: gwcc's fuzzer's mutations of a C file with OpenACC directives.

mutate(rng, text, donors) applies one to four mutations, most of them aware of
'#pragma acc' lines (clauses dropped, duplicated, swapped, their arguments
replaced, subarrays reshaped, directives renamed or moved where they may not
stand), some to the C around them (types nvcc cannot take, braces deleted,
tokens changed).  It returns the new text and a list of what it did.  All
choices come from rng, so a mutant is a function of its seed.
"""

import re

# ---- C tokens ----

TOKEN = re.compile(r'''
  (?P<id>[A-Za-z_]\w*)
| (?P<num>(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[uUlLfF]*)
| (?P<str>"(?:\\.|[^"\\])*")
| (?P<chr>'(?:\\.|[^'\\])*')
| (?P<punct>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=
            |[][(){}.,;:?~\#+\-*/%&|^!<>=])
''', re.X)

KEYWORDS = set('''auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof static
struct switch typedef union unsigned void volatile while _Bool _Complex pragma acc
include define'''.split())

TYPE_WORDS = r'(?:unsigned\s+|signed\s+|const\s+)?(?:int|float|double|long long|long|' \
             r'short|char|size_t|_Bool|bool)'
DECL = re.compile(r'\b(' + TYPE_WORDS + r')(\s*\**\s*)([A-Za-z_]\w*)\s*(?=[=;,\[)])')
DIRECTIVE = re.compile(r'^(\s*#\s*pragma\s+(?:acc|pacc)\b)(.*)$')


def tokens(line):
    """The tokens of a line as (start, end, kind)."""
    return [(m.start(), m.end(), m.lastgroup) for m in TOKEN.finditer(line)]


# ---- pools of replacements ----

NUMBERS = ['0', '1', '-1', '2', '3', '1000', '-2147483648', '2147483647', '2147483648',
           '4294967296', '9223372036854775807', '18446744073709551615u', '1e308', '1.5',
           '0.0', '-0', '0x7fffffff', "'c'", '65536', '1024']
DIR_NAMES = ['parallel', 'kernels', 'serial', 'parallel loop', 'kernels loop', 'serial loop',
             'loop', 'data', 'enter data', 'exit data', 'host_data', 'update', 'wait',
             'cache', 'atomic', 'atomic update', 'atomic read', 'atomic write',
             'atomic capture', 'routine', 'routine seq', 'routine vector', 'routine gang',
             'declare', 'init', 'shutdown', 'set', 'wait(1)', 'cache(a[0:4])']
PACC_NAMES = ['init', 'pipeline', 'loop']
VAR_CLAUSES = ['copy', 'copyin', 'copyout', 'create', 'no_create', 'present', 'deviceptr',
               'attach', 'detach', 'delete', 'private', 'firstprivate', 'use_device', 'host',
               'self', 'device', 'device_resident', 'link', 'pcopy', 'present_or_copyin',
               'targetin', 'targetinout']
EXPR_CLAUSES = ['num_gangs', 'num_workers', 'vector_length', 'if', 'self', 'device_num',
                'default_async', 'async', 'wait', 'tile', 'collapse', 'gang', 'worker',
                'vector', 'dim', 'chunks', 'depth']
BARE_CLAUSES = ['seq', 'independent', 'auto', 'gang', 'worker', 'vector', 'finalize',
                'if_present', 'nohost', 'async', 'wait', 'pipeline', 'read', 'write',
                'update', 'capture']
RED_OPS = ['+', '*', 'max', 'min', '&', '|', '^', '&&', '||', '-', '/', 'foo']
_COMPUTE = ['async', 'wait', 'if', 'self', 'copy', 'copyin', 'copyout', 'create', 'no_create',
            'present', 'deviceptr', 'attach', 'default', 'device_type']
_LOOP = ['collapse', 'gang', 'worker', 'vector', 'seq', 'independent', 'auto', 'tile',
         'device_type', 'private', 'reduction']
# The clauses each directive takes (OpenACC 3.3), for mutations that mean to
# keep a directive valid; the others may add any clause.
ALLOWED = {
    'parallel': _COMPUTE + ['num_gangs', 'num_workers', 'vector_length', 'reduction', 'private',
                            'firstprivate'],
    'serial': _COMPUTE + ['reduction', 'private', 'firstprivate'],
    'kernels': _COMPUTE + ['num_gangs', 'num_workers', 'vector_length'],
    'loop': _LOOP,
    'data': ['if', 'async', 'wait', 'device_type', 'copy', 'copyin', 'copyout', 'create',
             'no_create', 'present', 'deviceptr', 'attach', 'default'],
    'enter data': ['if', 'async', 'wait', 'copyin', 'create', 'attach'],
    'exit data': ['if', 'async', 'wait', 'copyout', 'delete', 'detach', 'finalize'],
    'host_data': ['use_device', 'if', 'if_present'],
    'update': ['async', 'wait', 'device_type', 'if', 'if_present', 'self', 'host', 'device'],
    'wait': ['async', 'if'],
    'declare': ['copy', 'copyin', 'copyout', 'create', 'present', 'deviceptr', 'device_resident',
                'link'],
    'routine': ['gang', 'worker', 'vector', 'seq', 'bind', 'device_type', 'nohost'],
    'init': ['device_type', 'device_num', 'if'],
    'shutdown': ['device_type', 'device_num', 'if'],
    'set': ['default_async', 'device_num', 'device_type', 'if'],
}
for _k in ('parallel', 'serial', 'kernels'):
    ALLOWED[_k + ' loop'] = ALLOWED[_k] + _LOOP

TYPES = ['__fp16', '_Float16', '__bf16', 'long double', '__float128', '__int128',
         '_Complex double', 'float _Complex', 'struct { int a; float b; }',
         'union { int i; float f; }', '_Atomic int', 'volatile int', 'const int', 'char',
         '_Bool', 'void *', 'unsigned long long', 'signed char', 'enum { E0, E1 }',
         '__typeof__(1.0)', 'float', 'double', 'int', 'long', 'short', 'size_t']


class Mutant:
    """One file's lines and what is known about its names while mutating."""

    def __init__(self, rng, text, donors):
        self.rng = rng
        self.lines = text.split('\n')
        self.donors = donors
        words = set(re.findall(r'\b[A-Za-z_]\w*\b', text)) - KEYWORDS
        self.names = sorted(words) or ['x']
        self.vars = sorted({m.group(3) for m in DECL.finditer(text)}) or self.names
        self.log = []
        self.near = []
        self.gentle = False

    # -- choices --
    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def chance(self, p):
        return self.rng.random() < p

    def var(self):
        if self.near and self.chance(0.8):
            return self.pick(self.near)
        return self.pick(self.vars)

    def focus(self, i):
        """Names declared in the 80 lines above line i, or at file scope:
        likely in scope there, so that mutants are not all rejected."""
        near = set()
        for k, l in enumerate(self.lines[:i + 1]):
            if k >= i - 80 or not l[:1].isspace():
                near.update(m.group(3) for m in DECL.finditer(l))
        self.near = sorted(near)

    def valid_clause(self, name):
        """A clause the directive takes, with arguments of a likely form."""
        head = self.pick(ALLOWED.get(name, ['seq']))
        if head in ('copy', 'copyin', 'copyout', 'create', 'no_create', 'present', 'delete',
                    'private', 'firstprivate', 'self', 'host', 'device', 'device_resident',
                    'use_device', 'deviceptr', 'attach', 'detach', 'link'):
            v = self.var()
            return '%s(%s)' % (head, self.pick([v, v, v + '[0:%s]' % self.pick(self.near or
                                                                              ['1'])]))
        if head in ('async', 'wait'):
            return self.pick([head, '%s(%s)' % (head, self.pick(['1', '2', '0', self.var()]))])
        if head in ('num_gangs', 'num_workers', 'vector_length', 'device_num', 'default_async'):
            return '%s(%s)' % (head, self.pick(['1', '4', '32', '128', self.var()]))
        if head in ('if', 'self') and self.chance(0.7):
            return '%s(%s)' % (head, self.pick(['1', '0', self.var(), self.var() + ' > 1']))
        if head == 'reduction':
            return 'reduction(%s:%s)' % (self.pick(RED_OPS[:9]), self.var())
        if head in ('collapse', 'tile'):
            return '%s(%s)' % (head, self.pick(['1', '2', '3']))
        if head == 'default':
            return 'default(%s)' % self.pick(['none', 'present'])
        if head == 'device_type':
            return 'device_type(%s)' % self.pick(['nvidia', '*', 'host'])
        if head == 'bind':
            return 'bind(%s)' % self.pick(self.names)
        if head in ('gang', 'worker', 'vector') and self.chance(0.3):
            return '%s(%s)' % (head, self.pick(['4', '32', self.var()]))
        return head

    def directive_lines(self):
        return [i for i, l in enumerate(self.lines) if DIRECTIVE.match(l)]

    def code_lines(self):
        return [i for i, l in enumerate(self.lines)
                if l.strip() and not l.lstrip().startswith('#')]

    # -- generated pieces of directives --
    def expr(self):
        if self.gentle and self.chance(0.8):
            return self.pick(['1', '2', '4', '32', self.var(), self.var() + ' - 1'])
        r = self.rng.random()
        if r < 0.3:
            return self.pick(NUMBERS)
        if r < 0.55:
            return self.var()
        return self.pick([
            '', '-' + self.var(), self.var() + ' - 1', '(' + self.var() + ' > 0)',
            self.var() + '[0]', '*' + self.var(), '&' + self.var(), 'sizeof(int)',
            self.pick(self.names) + '()', '"str"', self.var() + ' ? 1 : 2',
            self.var() + '.m', self.var() + '->m', '(float)' + self.var(), 'zz_undeclared',
            'int', self.var() + ', ' + self.var(), '1, 2, 3, 4', '*', 'num: ' + self.var(),
            'length: -1', 'static: *', 'dim: 4', 'force: 2', 'devnum: 0: queues: 1'])

    def section(self):
        dims = self.pick([1, 1, 1, 2, 2, 3, 4])
        out = ''
        for _ in range(dims):
            out += self.pick(['[0:%s]' % self.expr(), '[%s:%s]' % (self.expr(), self.expr()),
                              '[:]', '[]', '[:%s]' % self.expr(), '[%s]' % self.expr(),
                              '[%s:]' % self.expr(), '[0:-1]', '[-1:4]', '[1:2:3]'])
        return out

    def item(self):
        if self.gentle and self.chance(0.8):
            v = self.var()
            return self.pick([v, v, v + '[0:%s]' % self.var(), v + '[1:%s - 1]' % self.var()])
        r = self.rng.random()
        if r < 0.45:
            return self.var()
        if r < 0.75:
            return self.var() + self.section()
        return self.pick([self.var() + '.m', self.var() + '->m[0:4]', '*' + self.var(),
                          self.var() + '[i]', self.pick(self.names), '1', 'zz_undeclared',
                          '(' + self.var() + ')', self.var() + '.' + self.var() + '[0:2]',
                          'readonly: ' + self.var(), 'zero: ' + self.var(), ''])

    def items(self):
        return ', '.join(self.item() for _ in range(self.pick([1, 1, 2, 3])))

    def clause(self):
        r = self.rng.random()
        if r < 0.35:
            return '%s(%s)' % (self.pick(VAR_CLAUSES), self.items())
        if r < 0.65:
            return '%s(%s)' % (self.pick(EXPR_CLAUSES), self.expr())
        if r < 0.8:
            return self.pick(BARE_CLAUSES)
        return self.pick([
            'reduction(%s:%s)' % (self.pick(RED_OPS), self.items()),
            'collapse(%s)' % self.pick(['1', '2', '3', '0', '-1', '64', 'n', '2.0', 'force:2']),
            'tile(%s)' % self.pick(['4', '*', '-1', '0', '4, 4', '*, *, *', '8, 8, 8, 8']),
            'device_type(%s)' % self.pick(['nvidia', '*', 'host', 'radeon', '', 'host, nvidia']),
            'dtype(*)', 'default(%s)' % self.pick(['none', 'present', 'shared', '']),
            'bind(%s)' % self.pick(['"f"', self.pick(self.names), '']),
            'wait(devnum: 0: queues: %s)' % self.expr(), 'async(%s)' % self.expr(),
            'num_gangs(%s, %s, %s)' % (self.expr(), self.expr(), self.expr()),
            'gang(num: %s, static: %s)' % (self.expr(), self.expr()),
            'size(%s)' % self.section(), 'halo(%s)' % self.section()])


# ---- directives as (prefix, name, clauses) ----

def split_directive(line):
    """'#pragma acc NAME(ARG)? CLAUSE...' as (prefix, name, clauses) or None."""
    m = DIRECTIVE.match(line)
    if not m:
        return None
    items, rest = [], m.group(2)
    pos = 0
    while True:
        w = re.compile(r'[\s,]*([A-Za-z_]\w*)\s*').match(rest, pos)
        if not w:
            break
        word, pos = w.group(1), w.end()
        if pos < len(rest) and rest[pos] == '(':
            end = balanced(rest, pos)
            if end < 0:
                return None
            word, pos = word + rest[pos:end], end
        items.append(word)
    if rest[pos:].strip() or not items:
        return None
    n = 1
    if len(items) > 1 and (items[0], items[1]) in (
            ('parallel', 'loop'), ('kernels', 'loop'), ('serial', 'loop'),
            ('enter', 'data'), ('exit', 'data')):
        n = 2
    return m.group(1), ' '.join(items[:n]), items[n:]


def balanced(s, i):
    """The index after the ')' that closes the '(' at i, or -1."""
    depth = 0
    for j in range(i, len(s)):
        depth += {'(': 1, ')': -1}.get(s[j], 0)
        if depth == 0:
            return j + 1
    return -1


def join_directive(prefix, name, clauses):
    return ' '.join([prefix, name] + clauses)


# ---- the mutations ----

def on_directive(f):
    """A mutation of one directive's clause list: picks the directive."""
    def wrapped(mu):
        idx = mu.directive_lines()
        if not idx:
            return False
        i = mu.pick(idx)
        parts = split_directive(mu.lines[i])
        if not parts:
            return False
        prefix, name, clauses = parts
        mu.focus(i)
        new = f(mu, name, list(clauses))
        if new is None:
            return False
        mu.lines[i] = join_directive(prefix, *new)
        mu.log.append('%s at line %d' % (f.__name__, i + 1))
        return True
    wrapped.__name__ = f.__name__
    return wrapped


@on_directive
def drop_clause(mu, name, cl):
    if not cl:
        return None
    del cl[mu.rng.randrange(len(cl))]
    return name, cl


@on_directive
def duplicate_clause(mu, name, cl):
    if not cl:
        return None
    c = mu.pick(cl)
    cl.insert(mu.rng.randrange(len(cl) + 1), c)
    return name, cl


@on_directive
def swap_clauses(mu, name, cl):
    if len(cl) < 2:
        return None
    mu.rng.shuffle(cl)
    return name, cl


@on_directive
def insert_clause(mu, name, cl):
    for _ in range(mu.pick([1, 1, 2])):
        valid = name in ALLOWED and mu.chance(0.9 if mu.gentle else 0.5)
        c = mu.valid_clause(name) if valid else mu.clause()
        cl.insert(mu.rng.randrange(len(cl) + 1), c)
    return name, cl


@on_directive
def replace_argument(mu, name, cl):
    with_args = [k for k, c in enumerate(cl) if '(' in c]
    if not with_args:
        return None
    k = mu.pick(with_args)
    head = cl[k][:cl[k].index('(')]
    arg = mu.items() if head in VAR_CLAUSES else mu.expr()
    if head == 'reduction' and mu.chance(0.7):
        arg = '%s:%s' % (mu.pick(RED_OPS), mu.items())
    cl[k] = '%s(%s)' % (head, arg)
    return name, cl


@on_directive
def replace_list_item(mu, name, cl):
    with_args = [k for k, c in enumerate(cl) if '(' in c]
    if not with_args:
        return None
    k = mu.pick(with_args)
    head, arg = cl[k][:cl[k].index('(')], cl[k][cl[k].index('(') + 1:-1]
    parts = split_commas(arg)
    j = mu.rng.randrange(len(parts))
    prefix = ''
    if ':' in parts[j] and '[' not in parts[j].split(':')[0]:
        prefix = parts[j][:parts[j].index(':') + 1]
    parts[j] = prefix + mu.pick([mu.item(), mu.expr(), mu.pick(NUMBERS), ''])
    if mu.chance(0.2):
        parts.append(mu.item())
    cl[k] = '%s(%s)' % (head, ', '.join(parts))
    return name, cl


def split_commas(s):
    """s split at the commas outside brackets."""
    out, depth, cur = [], 0, ''
    for ch in s:
        depth += {'(': 1, '[': 1, ')': -1, ']': -1}.get(ch, 0)
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    return out + [cur]


@on_directive
def reshape_subarray(mu, name, cl):
    with_sec = [k for k, c in enumerate(cl) if '[' in c]
    if not with_sec:
        return None
    k = mu.pick(with_sec)
    secs = list(re.finditer(r'\[[^\[\]]*\]', cl[k]))
    if not secs:
        return None
    s = mu.pick(secs)
    r = mu.rng.random()
    if r < 0.25:
        new = ''                                   # one dimension fewer
    elif r < 0.45:
        new = s.group(0) + mu.section()            # more dimensions
    elif r < 0.6:
        inner = s.group(0)[1:-1].split(':')        # lower bound and length swapped
        new = '[%s]' % ':'.join(reversed(inner))
    else:
        new = mu.section()[:mu.section().find(']') + 1] or '[0:-1]'
    cl[k] = cl[k][:s.start()] + new + cl[k][s.end():]
    return name, cl


@on_directive
def rename_directive(mu, name, cl):
    pacc = name in PACC_NAMES and mu.chance(0.5)
    return mu.pick(PACC_NAMES if pacc else DIR_NAMES), cl


def move_directive(mu):
    """A directive line moved elsewhere: another line, the middle of a
    statement, file scope, a function's declarator and body, a struct."""
    idx = mu.directive_lines()
    if not idx:
        return False
    i = mu.pick(idx)
    d = mu.lines.pop(i)
    where = mu.pick(['line', 'line', 'middle', 'middle', 'top', 'declarator', 'struct', 'near'])
    j = place_for(mu, where, i)
    if j is None:
        where, j = 'line', mu.rng.randrange(len(mu.lines) + 1)
    if where == 'middle' and j < len(mu.lines):
        line = mu.lines[j]
        toks = tokens(line)
        if len(toks) > 2:
            cut = mu.pick(toks[1:])[0]
            mu.lines[j:j + 1] = [line[:cut], d, line[cut:]]
            mu.log.append('move_directive %d into the middle of line %d' % (i + 1, j + 1))
            return True
    mu.lines.insert(j, d)
    mu.log.append('move_directive %d to line %d (%s)' % (i + 1, j + 1, where))
    return True


def place_for(mu, where, i):
    """The line index a moved directive goes to, or None."""
    n = len(mu.lines)
    if where == 'top':
        inc = [k for k, l in enumerate(mu.lines) if l.startswith('#include')]
        return (inc[-1] + 1) if inc else 0
    if where == 'near':
        return max(0, min(n, i + mu.pick([-3, -2, -1, 1, 2, 3])))
    if where == 'declarator':
        cands = [k for k, l in enumerate(mu.lines)
                 if re.match(r'^\w.*\)\s*$', l) and k + 1 < n and mu.lines[k + 1].startswith('{')]
        return mu.pick(cands) + 1 if cands else None
    if where == 'struct':
        cands = [k for k, l in enumerate(mu.lines) if re.search(r'\b(struct|union)\b[^;()]*\{', l)]
        return mu.pick(cands) + 1 if cands else None
    lines = mu.code_lines()
    return mu.pick(lines) if lines else None


def duplicate_directive(mu):
    idx = mu.directive_lines()
    if not idx:
        return False
    i = mu.pick(idx)
    mu.lines.insert(i + mu.pick([0, 1]), mu.lines[i])
    mu.log.append('duplicate_directive %d' % (i + 1))
    return True


def delete_directive(mu):
    idx = mu.directive_lines()
    if not idx:
        return False
    i = mu.pick(idx)
    del mu.lines[i]
    mu.log.append('delete_directive %d' % (i + 1))
    return True


def insert_directive(mu):
    """A new directive, made up or taken from another file, at any line."""
    lines = mu.code_lines()
    if not lines:
        return False
    j = mu.pick(lines)
    mu.focus(j)
    if mu.donors and mu.chance(0.4):
        d = mu.pick(mu.donors)
    elif mu.chance(0.4):
        name = mu.pick(sorted(ALLOWED))
        d = '#pragma acc %s %s' % (name, ' '.join(mu.valid_clause(name)
                                                  for _ in range(mu.pick([0, 1, 2]))))
    else:
        d = '#pragma acc %s %s' % (mu.pick(DIR_NAMES),
                                   ' '.join(mu.clause() for _ in range(mu.pick([0, 1, 2, 3]))))
    mu.lines.insert(j, d)
    mu.log.append('insert_directive at %d: %s' % (j + 1, d.strip()))
    return True


def unbrace_directive_body(mu):
    """The braces of the statement after a directive deleted, or the
    directive made the unbraced body of an if or for."""
    idx = mu.directive_lines()
    if not idx:
        return False
    i = mu.pick(idx)
    if mu.chance(0.5):
        mu.lines.insert(i, mu.pick(['if (%s)' % mu.var(), 'for (int q_ = 0; q_ < 2; q_++)',
                                    'while (0)', 'else', 'do']))
        mu.log.append('unbraced body before directive %d' % (i + 1))
        return True
    for k in range(i + 1, min(i + 4, len(mu.lines))):
        p = mu.lines[k].find('{')
        if p < 0:
            continue
        close = matching_close(mu.lines, k, p)
        if close is None:
            return False
        cl, cp = close
        mu.lines[cl] = mu.lines[cl][:cp] + mu.lines[cl][cp + 1:]
        mu.lines[k] = mu.lines[k][:p] + mu.lines[k][p + 1:]
        mu.log.append('braces after directive %d deleted' % (i + 1))
        return True
    return False


def matching_close(lines, k, p):
    """(line, column) of the '}' that closes the '{' at lines[k][p]."""
    depth = 0
    for j in range(k, len(lines)):
        start = p if j == k else 0
        for c in range(start, len(lines[j])):
            depth += {'{': 1, '}': -1}.get(lines[j][c], 0)
            if depth == 0:
                return j, c
    return None


def delete_brace(mu):
    cands = [k for k, l in enumerate(mu.lines)
             if ('{' in l or '}' in l) and not l.lstrip().startswith('#')]
    if not cands:
        return False
    k = mu.pick(cands)
    ch = mu.pick([c for c in '{}' if c in mu.lines[k]])
    mu.lines[k] = mu.lines[k].replace(ch, '', 1)
    mu.log.append('delete_brace %r at %d' % (ch, k + 1))
    return True


def change_type(mu):
    """A variable's declared type replaced: __fp16, _Complex, a struct, ..."""
    decls = [(k, m) for k, l in enumerate(mu.lines) if not l.lstrip().startswith('#')
             for m in DECL.finditer(l)]
    if not decls:
        return False
    k, m = mu.pick(decls)
    line, name = mu.lines[k], m.group(3)
    r = mu.rng.random()
    if r < 0.15:
        new = 'int (*%s)(int)' % name                      # a function pointer
    elif r < 0.25 and '*' not in m.group(2):
        new = '%s %s[%s]' % (m.group(1), name, mu.pick(mu.vars))   # a VLA
    elif r < 0.35:
        new = m.group(1) + m.group(2) + mu.pick(['restrict ', 'const ', 'volatile ']) + name \
            if '*' in m.group(2) else 'static ' + m.group(0)
    else:
        new = mu.pick(TYPES) + m.group(2) + name
    if r < 0.25 and line[m.end():].lstrip().startswith('='):
        return False
    mu.lines[k] = line[:m.start()] + new + line[m.end():]
    mu.log.append('change_type of %s at %d: %s' % (name, k + 1, new))
    return True


def token_mutation(mu):
    """Generic: one token deleted, doubled, replaced or swapped."""
    lines = [k for k in mu.code_lines()] + mu.directive_lines()
    if not lines:
        return False
    k = mu.pick(lines)
    line = mu.lines[k]
    toks = tokens(line)
    if not toks:
        return False
    t = mu.rng.randrange(len(toks))
    s, e, kind = toks[t]
    op = mu.pick(['delete', 'double', 'replace', 'replace', 'swap', 'number', 'insert'])
    if op == 'delete':
        new = line[:s] + line[e:]
    elif op == 'double':
        new = line[:e] + ' ' + line[s:e] + line[e:]
    elif op == 'replace':
        rep = mu.pick(mu.names) if kind == 'id' else mu.pick(
            ['+', '-', '*', '/', ',', ';', '(', ')', '[', ']', '{', '}', ':', '?', '.', '->',
             '&', '|', '==', '=', '++', '0', 'sizeof', 'return', 'static', 'float', '#'])
        new = line[:s] + rep + line[e:]
    elif op == 'swap' and t + 1 < len(toks):
        s2, e2, _ = toks[t + 1]
        new = line[:s] + line[s2:e2] + line[e:s2] + line[s:e] + line[e2:]
    elif op == 'number':
        nums = [x for x in toks if x[2] == 'num'] or [toks[t]]
        s, e, _ = mu.pick(nums)
        new = line[:s] + mu.pick(NUMBERS) + line[e:]
    else:
        ins = mu.pick(['(', ')', '*', '&', ',', ';', '[0]', '-', 'const ', 'x '])
        new = line[:s] + ins + line[s:]
    mu.lines[k] = new
    mu.log.append('token %s at %d' % (op, k + 1))
    return True


def line_mutation(mu):
    """Generic: a line deleted, doubled or swapped with the next."""
    n = len(mu.lines)
    if n < 2:
        return False
    k = mu.rng.randrange(n - 1)
    op = mu.pick(['delete', 'double', 'swap'])
    if op == 'delete':
        del mu.lines[k]
    elif op == 'double':
        mu.lines.insert(k, mu.lines[k])
    else:
        mu.lines[k], mu.lines[k + 1] = mu.lines[k + 1], mu.lines[k]
    mu.log.append('line %s at %d' % (op, k + 1))
    return True


# (mutation, weight): directive-aware ones first and most often.
MUTATIONS = [
    (drop_clause, 6), (duplicate_clause, 5), (swap_clauses, 3), (insert_clause, 12),
    (replace_argument, 10), (replace_list_item, 8), (reshape_subarray, 8),
    (rename_directive, 6), (move_directive, 8), (duplicate_directive, 3),
    (delete_directive, 2), (insert_directive, 8), (unbrace_directive_body, 4),
    (change_type, 7), (delete_brace, 2), (token_mutation, 6), (line_mutation, 2),
]


def join_continuations(text):
    """Directive lines continued with '\\' made one line, so mutations see
    all their clauses (the line count changes; that is fine for a mutant)."""
    return re.sub(r'(#\s*pragma[^\n]*?)\\\n', lambda m: m.group(1) + ' ', text)


def mutate(rng, text, donors):
    mu = Mutant(rng, join_continuations(text), donors)
    total = sum(w for _, w in MUTATIONS)
    # half the mutants gentle: fewer changes, arguments of likely forms, so
    # more of them get past the checks to the code gwcc writes
    mu.gentle = rng.random() < 0.5
    want = rng.choice([1, 1, 2] if mu.gentle else [1, 1, 1, 2, 2, 3, 4])
    tries = 0
    while len(mu.log) < want and tries < 40:
        tries += 1
        r = rng.uniform(0, total)
        for f, w in MUTATIONS:
            r -= w
            if r <= 0:
                break
        f(mu)
    return '\n'.join(mu.lines), mu.log


def directives_of(text):
    """The directive lines of a file, for other files' insert_directive."""
    return [l.strip() for l in join_continuations(text).split('\n') if DIRECTIVE.match(l)]
