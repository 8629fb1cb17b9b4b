#!/usr/bin/env python3
"""Host reference for the execution tests.

reference.py <case> <prefix> [<parameters>] writes the inputs <prefix>.in0, <prefix>.in1, ...
and the expected output <prefix>.out (raw little-endian arrays), computed
here on the host, for the kernel of that test.
"""
import math
import random
import struct
import sys


def write(path, fmt, values):
    with open(path, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def matmul(prefix, n=16):
    rng = random.Random(1)
    a = [f32(rng.uniform(-1, 1)) for _ in range(n * n)]
    b = [f32(rng.uniform(-1, 1)) for _ in range(n * n)]
    c = [sum(a[i * n + k] * b[k * n + j] for k in range(n)) for i in range(n) for j in range(n)]
    write(prefix + ".in0", "f", a)
    write(prefix + ".in1", "f", b)
    write(prefix + ".out", "f", c)


def stencil(prefix):
    n = 1000
    rng = random.Random(2)
    x = [f32(rng.uniform(-10, 10)) for _ in range(n)]
    y = [0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1] if 0 < i < n - 1 else x[i]
         for i in range(n)]
    write(prefix + ".in0", "f", x)
    write(prefix + ".out", "f", y)


def intops(prefix):
    n = 512
    rng = random.Random(3)
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    out = []
    for i in range(n):
        x, y = a[i], b[i]
        r = (x ^ ((y << 3) & 0xffffffff)) % 1000
        r = (r + (x >> 7)) & 0xffffffff
        s = x - (1 << 32) if x >= 1 << 31 else x          # as int
        r = (r + ((s >> 3) & 0xffffffff)) & 0xffffffff   # arithmetic shift
        r = (r * 2654435761) & 0xffffffff
        if (x & 1) and y > x:
            r ^= 0xdeadbeef
        out.append(r)
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


def convert(prefix):
    n = 256
    rng = random.Random(4)
    d = [rng.uniform(-300, 300) for _ in range(n)]
    out = []
    for v in d:
        c = int(v) & 0xff                      # (uchar)(int)v
        s = int(v * 3)                         # (short)(v * 3), in range
        l = (c * 1000003 + s)                  # long arithmetic
        out.append(f32(float(l) / 7.0 + (c if v > 0 else -s)))
    write(prefix + ".in0", "d", d)
    write(prefix + ".out", "f", out)


def reduce(prefix):
    n, group = 1024, 64
    rng = random.Random(5)
    x = [rng.randrange(0, 1 << 20) for _ in range(n)]
    sums = [sum(x[g:g + group]) & 0xffffffff for g in range(0, n, group)]
    write(prefix + ".in0", "I", x)
    write(prefix + ".out", "I", sums)


def atomics(prefix):
    n = 4096
    rng = random.Random(6)
    x = [rng.randrange(0, 1 << 30) for _ in range(n)]
    hist = [0] * 16
    for v in x:
        hist[v % 16] += 1
    write(prefix + ".in0", "I", x)
    write(prefix + ".out1", "I", hist)
    write(prefix + ".out3", "I", [sum(v & 0xff for v in x) & 0xffffffff])
    write(prefix + ".out4", "I", [max(x)])


def math_(prefix):
    n = 256
    rng = random.Random(6)
    x = [f32(rng.uniform(-10, 10)) for _ in range(n)]
    k = [rng.randrange(-3000, 3000) for _ in range(n)]
    y = []
    for v in x:
        r = math.sqrt(abs(v)) * min(max(v, -2.0), 3.0) + max(v, 0.5)
        w = [max(v, 0.25), max(-v, 0.25), 1.0, 0.25]
        y.append(f32(r + sum(w)))
    m = [min(a, 1000) + abs(a + 7) + max(min(max(a, -50), 50), -10) for a in k]
    write(prefix + ".in0", "f", x)
    write(prefix + ".in1", "i", k)
    write(prefix + ".out", "f", y)
    write(prefix + ".out1", "i", m)


def vectors(prefix):
    n = 64
    rng = random.Random(7)
    x = [f32(rng.uniform(-8, 8)) for _ in range(4 * n)]
    for i in range(0, 4 * n, 7):
        x[i] = float("nan")
    y, d, m = [], [], []
    for i in range(n):
        v = x[4 * i:4 * i + 4]
        isnan = [math.isnan(e) for e in v]
        clean = [0.0 if bad else e for e, bad in zip(v, isnan)]
        y += [f32(2.0 * e) for e in clean]
        d.append(f32(sum(e * e for e in clean)))
        r = (1 if any(isnan) else 0) + (2 if all(e < 5.0 for e in clean) else 0)
        r += 4 * isnan[0] + 8 * (math.copysign(1.0, clean[1]) < 0)
        r += 16 * (clean[2] > clean[3]) - (1 if clean[0] < 0 else 0)
        m.append(r)
    write(prefix + ".in0", "f", x)
    write(prefix + ".out", "f", y)
    write(prefix + ".out1", "f", d)
    write(prefix + ".out2", "i", m)


def switches(prefix):
    n = 512
    rng = random.Random(9)
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    m = 0xffffffff
    out = []
    for x, y in zip(a, b):
        k = x % 12
        if k == 0:
            r = y + 1
        elif k == 1:
            r = y * 3
        elif k in (2, 5, 9):
            r = y ^ x
        elif k == 3:
            r = y - x
        elif k == 4:
            r = y >> 2
        elif k in (6, 7):
            r = x
        elif k == 8:
            r = y << 1
        else:
            r = 7
        r &= m
        k = (y * x) % 9
        if k == 0:
            r += 100
        elif k == 1:
            r += 200
        elif k == 2:
            r ^= 0x55
        elif k == 3:
            r -= 3
        elif k == 5:
            r *= 5
        elif k in (6, 7):
            r = ~r
        r &= m
        k = y >> 28
        if k in (1, 7, 12):
            r += x
        elif k == 3:
            r -= y
        r &= m
        r = (r + {0: 1, 3: 3, 7: 7}.get(y & 7, 0)) & m
        out.append(r)
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


def intrinsics(prefix):
    """Saturating and overflow arithmetic, a funnel shift and vector
    reductions, as LLVM's intrinsics define them (intrinsics.cl)."""
    n = 512
    m = 0xffffffff
    rng = random.Random(5)
    # Edge values first: wrap-arounds, the signed limits, zero, shifts of 0.
    edges = [0, 1, m, 0x7fffffff, 0x80000000, 0x80000001, 31, 32, 33, 63]
    a = edges + [rng.randrange(0, 1 << 32) for _ in range(n - len(edges))]
    b = list(reversed(edges)) + [rng.randrange(0, 1 << 32) for _ in range(n - len(edges))]
    signed = lambda v: v - (1 << 32) if v >= 1 << 31 else v
    out = []
    for x, y in zip(a, b):
        sx, sy = signed(x), signed(y)
        sat = min(x + y, m) ^ (max(-(1 << 31), min((1 << 31) - 1, sx - sy)) & m)
        add = sx + sy
        ov_add = not -(1 << 31) <= add < (1 << 31)
        ov_sub = x < y
        ov_mul = x * y > m
        flags = int(ov_add) | int(ov_sub) << 1 | int(ov_mul) << 2
        flags ^= (add & m) ^ ((x - y) & m) ^ ((x * y) & m)
        k = (y & 63) % 32
        fshl = x if k == 0 else ((x << k) | (y >> (32 - k))) & m
        v = [sx, sy, signed(x ^ y), signed(x ^ 7)]
        red = (sum(v) & m) ^ (max(v) & m)
        out += [sat, flags, fshl, red]
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


def bitint(prefix):
    """_BitInt(N) arithmetic in C's semantics (bitint.cl's CASE)."""
    n = 64
    rng = random.Random(11)
    a = [rng.randrange(0, 1 << 64) for _ in range(n)]
    b = [rng.randrange(0, 1 << 64) for _ in range(n)]
    a[0], b[0] = 0, 0                     # zero divisors
    a[1], b[1] = (1 << 64) - 1, 1 << 63   # extremes
    m64 = (1 << 64) - 1

    def signed(v, w):
        v &= (1 << w) - 1
        return v - (1 << w) if v >> (w - 1) else v

    def tdiv(p, q):                       # C division truncates
        r = abs(p) // abs(q)
        return r if (p < 0) == (q < 0) else -r

    out = []
    for x, y in zip(a, b):
        for w in (3, 7, 17, 33, 48, 128):
            mask = (1 << w) - 1
            fold = lambda v: ((v & mask) + 3 * ((v & mask) >> (w // 2))) & m64
            ux = ((x << (w // 2)) ^ y) & mask
            uy = ((y << (w // 2 - 1)) ^ ((x * 3) & m64)) & mask
            sx, sy = signed(ux, w), signed(uy, w)
            k = y % w
            o = [fold(ux + uy), fold(ux - uy), fold(ux * uy), fold(ux << k),
                 fold(ux >> k), fold(sx >> k),
                 fold(ux // uy) if uy else 0, fold(ux % uy) if uy else 0]
            ok = sy != 0 and sy != -1
            q = tdiv(sx, sy) if ok else 0
            o += [fold(q) if ok else 0, fold(sx - q * sy) if ok else 0]
            o.append((sx < sy) | (ux < uy) << 1 | (sx == sy) << 2 | (sx >= sy) << 3 |
                     (ux > uy) << 4)
            o += [sx & m64, ux & m64,
                  signed(signed(x, 32), w) & 0xffffffff]
            if w <= 48:
                o += [signed(int(float(sx) * 0.5), w) & m64, int(float(ux) * 0.25) & m64]
            else:
                o += [0, 0]
            out += o
        s7 = signed(x, 7)
        u17 = (s7 * y) & ((1 << 17) - 1)
        s33 = signed(u17, 17)
        u48 = (s33 + x) & ((1 << 48) - 1)
        out += [u17, s33 & m64, u48, int(u48 > (y & ((1 << 48) - 1)))]
    write(prefix + ".in0", "Q", a)
    write(prefix + ".in1", "Q", b)
    write(prefix + ".out", "Q", out)


def masks(prefix):
    """masks.cl: lane compares reduced with and, sums, maxima."""
    n = 256
    rng = random.Random(12)
    a, b, out = [], [], []
    for i in range(n):
        y = [rng.randrange(-1000, 1000) for _ in range(4)]
        # Every other element has all four lanes greater.
        x = [v + rng.randrange(1, 50) if i % 2 else rng.randrange(-1000, 1000) for v in y]
        a += x
        b += y
        c = [-1 if p > q else 0 for p, q in zip(x, y)]
        every = (c[0] & c[1] & c[2] & c[3]) & 1
        dot = sum(p * q for p, q in zip(x, y))
        r = every ^ dot ^ (max(x) << 4) ^ ((c[0] & c[1] & c[2] & c[3]) << 8)
        out.append(((r + (1 << 31)) & 0xffffffff) - (1 << 31))
    write(prefix + ".in0", "i", a)
    write(prefix + ".in1", "i", b)
    write(prefix + ".out", "i", out)


def rounded(prefix):
    """rounded-conversions.ll: i32 to float toward zero, up and down, exact
    here (Python ints and floats are exact for these values)."""
    n = 256
    rng = random.Random(13)
    edges = [0, 1, -1, (1 << 24) + 1, -(1 << 24) - 1, (1 << 31) - 1, -(1 << 31), 16777219, -16777219]
    a = edges + [rng.randrange(-(1 << 31), 1 << 31) for _ in range(n - len(edges))]

    out = []
    for x in a:
        out += [to_f32(x, "rtz"), to_f32(x, "rtp"), to_f32(x, "rtn")]
    write(prefix + ".in0", "i", a)
    write(prefix + ".out", "f", out)


def bitcasts(prefix):
    """bitcast-lanes.ll: bitcasts through lanes, in LLVM's layout (lane I
    in bits I*K..)."""
    n = 256
    m = 0xffffffff
    rng = random.Random(17)
    a = [0, m, 0x12345678, 0x80000001] + [rng.randrange(0, 1 << 32) for _ in range(n - 4)]
    out = []
    for x in a:
        byte = x & 0xff
        swapped = ((byte & 15) << 4) | (byte >> 4)
        out.append(((x >> 4) & 15) | (swapped << 8))
        out.append((x & 0xffff00) | 7)
        out.append((3 * x + 5) & m)
        out.append((((x >> 3) & 1) | (x << 1)) & m)
    write(prefix + ".in0", "I", a)
    write(prefix + ".out", "I", out)


def generic_cast(prefix):
    """generic-cast.cl: a global, local or private int (by i % 3) reached
    through the cast of a generic pointer back to its address space, plus
    7, plus 1 for the same address."""
    n = 96
    rng = random.Random(13)
    x = [rng.randrange(0, 1000) for _ in range(n)]
    out = [v + 1000 * (i % 3 + 1) + 7 + 1 for i, v in enumerate(x)]
    write(prefix + ".in0", "i", x)
    write(prefix + ".out", "i", out)


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f32_from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xffffffff))[0]


def next_f32(x, up):
    """The float after (up) or before the float x."""
    if x == 0:
        return f32_from_bits(1) if up else -f32_from_bits(1)
    b = f32_bits(x)
    return f32_from_bits(b + 1 if (x > 0) == up else b - 1)


def to_f32(v, mode):
    """v (an int or a double, exactly) as a float, rounded by mode."""
    try:
        r = struct.unpack("<f", struct.pack("<f", float(v)))[0]  # to nearest even
    except OverflowError:
        r = math.copysign(math.inf, v)
    if mode == "rte" or r == v:
        return r
    if mode == "rtz":
        return next_f32(r, r < 0) if abs(r) > abs(v) else r
    if mode == "rtp":
        return next_f32(r, True) if r < v else r
    return next_f32(r, False) if r > v else r    # rtn


def round_mode(x, mode):
    if mode == "rtz":
        return math.trunc(x)
    if mode == "rtp":
        return math.ceil(x)
    if mode == "rtn":
        return math.floor(x)
    return round(x)   # Python rounds ties to even


def sat_int(x, mode, lo, hi):
    """convert_<int type>_sat_<mode>(x) of a float x."""
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    return max(lo, min(hi, round_mode(x, mode)))


def wrap(v, bits, signed=True):
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v


def convert_modes(prefix):
    """convert-modes.cl: 40 results per input element."""
    n = 64
    rng = random.Random(14)
    edges = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.7, 255.5, 256.0, -129.5,
             2147483520.0, 2147483648.0, -2147483648.0, -3.0e9, 3.0e9, 1.0e20, -1.0e20,
             math.inf, -math.inf, math.nan, -0.0, 65535.5, 32767.5, -32768.5, 1.0e-30]
    f = [f32(v) for v in edges] + [f32(rng.uniform(-300, 300)) for _ in range(n - len(edges))]
    ledges = [16777217, -16777217, 2**31 - 1, -2**31, 2**53 + 1, -(2**62) - 3, 2**63 - 1,
              33554435, 70000, -70000, 255, 256, -129, 65536 + 65535, 0, 1]
    l = ledges + [rng.randrange(-2**40, 2**40) for _ in range(n - len(ledges))]
    nedges = [16777217, -16777217, 2**31 - 1, -2**31, 300, -300, 127, 128, -128, -129, 255,
              256, 65535, 65536, -1, 0, 0x7f800001, 0x3f800000]
    ni = nedges + [rng.randrange(-2**31, 2**31) for _ in range(n - len(nedges))]
    d = [1.0 + 2.0**-30, -(1.0 + 2.0**-30), 1.0 + 3 * 2.0**-24, 1.0e39, -1.0e39, 0.1, -0.1,
         3.4028235677973366e38, 1.0e-50, -1.0e-50] + \
        [rng.uniform(-1e6, 1e6) for _ in range(n - 10)]
    out = []
    i32 = (-2**31, 2**31 - 1)
    for i in range(n):
        x, li, v, di = f[i], l[i], ni[i], d[i]
        r = [sat_int(x, m, *i32) for m in ("rte", "rtz", "rtp", "rtn")]
        r.append(sat_int(x, "rtz", *i32))
        r.append(sat_int(x, "rte", 0, 255))
        r.append(sat_int(x, "rtn", -32768, 32767))
        r.append(wrap(sat_int(x, "rtp", 0, 2**32 - 1), 32))
        r.append(wrap(sat_int(f32(x * 65536.0), "rtz", -2**63, 2**63 - 1), 32))
        r += [sat_int(f32(e), "rte", *i32) for e in (x, -x, x * 2.0, x * 0.5)]
        y = 0.0 if math.isnan(x) else max(-1.0e9, min(1.0e9, x))
        y = f32(y)
        r += [round_mode(y, m) for m in ("rte", "rtz", "rtp", "rtn")]
        r += [wrap(f32_bits(to_f32(li, m)), 32) for m in ("rte", "rtz", "rtp", "rtn")]
        r.append(wrap(f32_bits(to_f32(v, "rtz")), 32))
        r.append(wrap(f32_bits(to_f32(v & 0xffffffff, "rtp")), 32))
        r.append(wrap(f32_bits(to_f32(v, "rte")), 32))
        r += [wrap(f32_bits(to_f32(di, m)), 32) for m in ("rte", "rtz", "rtp", "rtn")]
        r.append(max(0, min(255, v)))
        r.append(max(-128, min(127, v)))
        r.append(max(-32768, min(32767, li)))
        r.append(max(-2**31, min(2**31 - 1, li)))
        r.append(wrap(max(0, v), 32))
        r.append(min(2**31 - 1, v & 0xffffffff))
        r.append(max(0, min(65535, v)))
        r.append(wrap(li, 32))
        r.append(wrap(v, 8))
        r.append(wrap(v + 1, 32))
        r.append((v & 0xff) + 256 * ((v >> 24) & 0xff))
        r.append(wrap(li >> 32, 32))
        assert len(r) == 40
        out += r
    write(prefix + ".in0", "f", f)
    write(prefix + ".in1", "d", d)
    write(prefix + ".in2", "q", l)
    write(prefix + ".in3", "i", ni)
    write(prefix + ".out", "i", out)


def async_copy(prefix):
    """async-copy.cl: 2 groups of 64; float4 neighbours combined, ints
    gathered with stride 2 and scattered to the odd places."""
    groups, n = 2, 64
    rng = random.Random(15)
    x = [f32(rng.uniform(-100, 100)) for _ in range(groups * n * 4)]
    ints = [rng.randrange(-10000, 10000) for _ in range(groups * 2 * n)]
    y, out = [], [0] * (groups * 2 * n)
    for g in range(groups):
        lx = [x[(g * n + j) * 4:(g * n + j) * 4 + 4] for j in range(n)]
        li = [ints[g * 2 * n + 2 * j] for j in range(n)]
        for j in range(n):
            y += [f32(a + f32(b * 0.5)) for a, b in zip(lx[j], lx[(j + 1) % n])]
            out[g * 2 * n + 1 + 2 * j] = li[j] * 3 + li[n - 1 - j]
    write(prefix + ".in0", "f", x)
    write(prefix + ".in1", "i", ints)
    write(prefix + ".out", "f", y)
    write(prefix + ".out1", "i", out)


def subgroups(prefix, n=128, size=8, group=32, fields=16):
    """subgroups.cl: sub-groups of `size` work-items (intel_reqd_sub_group_size)
    in groups of `group`; sub-group j of a group holds local ids
    j*size .. j*size+size-1."""
    rng = random.Random(13)
    x = [rng.randrange(0, 100) for _ in range(n)]
    out = []
    for i in range(n):
        lane = i % size
        base = i - lane
        sg = x[base:base + size]
        row = [size, lane, (i % group) // size, group // size,
               sum(sg), sum(sg[:lane + 1]), max(sg[:lane]) if lane else -(1 << 31),
               sg[3], sg[(lane + 1) % size], sg[lane ^ 1],
               sg[lane + 1] if lane + 1 < size else 0,
               sum(1 for w in sg if w & 1), min(sg),
               sum(sg[lane // 4 * 4:lane // 4 * 4 + 4]),
               int(all(w > 0 for w in sg)) + 2 * int(any(w == 5 for w in sg)),
               sg[lane ^ 2]]
        assert len(row) == fields
        out += row
    write(prefix + ".in0", "i", x)
    write(prefix + ".out", "i", out)


def workgroup(prefix, n=256, group=64):
    """workgroup.cl: work-group collectives over groups of `group` work-items
    of a 1-D range, on ints (8 fields per work-item) and floats (3)."""
    rng = random.Random(17)
    x = [rng.randrange(-50, 100) for _ in range(n)]
    f = [rng.randrange(0, 64) / 4.0 for _ in range(n)]  # sums stay exact
    out, outf = [], []
    for i in range(n):
        lid = i % group
        base = i - lid
        g, gf = x[base:base + group], f[base:base + group]
        out += [sum(g), min(g), max(g), sum(g[:lid + 1]), sum(g[:lid]),
                max(g[:lid]) if lid else -(1 << 31),
                int(all(v > -50 for v in g)) + 2 * int(any(v == 7 for v in g)),
                g[5]]
        outf += [f32(sum(gf)), f32(sum(gf[:lid + 1])), f32(max(gf))]
    write(prefix + ".in0", "i", x)
    write(prefix + ".in1", "f", f)
    write(prefix + ".out", "i", out)
    write(prefix + ".outf", "f", outf)


def sampler_fetch(texels, size, pos, addressing):
    """The RGBA texel at integer coordinates pos, after OpenCL's addressing
    (pos already wrapped for repeat modes); the border colour (0,0,0,0) of
    an RGBA image outside it for clamp."""
    clamped = []
    for p, n in zip(pos, size):
        if addressing == "clamp_to_edge":
            p = min(max(p, 0), n - 1)
        if p < 0 or p >= n:
            return [0.0] * 4  # clamp's border; none and repeat modes stay inside
        clamped.append(p)
    index = 0
    for p, n in reversed(list(zip(clamped, size))):
        index = index * n + p
    return texels[index * 4:index * 4 + 4]


def sample(texels, size, coord, addressing, filt, normalized):
    """read_imagef(image, sampler, coord) of an RGBA float image of the given
    size (1 to 3 dimensions), following OpenCL 3.0's addressing and
    filtering rules (section 8.2)."""
    lo, frac = [], []
    for s, n in zip(coord, size):
        if addressing == "repeat":
            u = (s - math.floor(s)) * n
        elif addressing == "mirrored_repeat":
            u = abs(s - 2.0 * round(0.5 * s)) * n  # round: ties to even, like rint
        else:
            u = s * n if normalized else s
        if filt == "nearest":
            i = math.floor(u)
            if addressing == "repeat" and i > n - 1:
                i -= n
            if addressing == "mirrored_repeat":
                i = min(i, n - 1)
            lo.append((i, i))
            frac.append(0.0)
            continue
        i0 = math.floor(u - 0.5)
        i1 = i0 + 1
        if addressing == "repeat":
            i0 = i0 + n if i0 < 0 else i0
            i1 = i1 - n if i1 > n - 1 else i1
        if addressing == "mirrored_repeat":
            i0, i1 = max(i0, 0), min(i1, n - 1)
        lo.append((i0, i1))
        frac.append(u - 0.5 - math.floor(u - 0.5))
    out = [0.0] * 4
    for corner in range(1 << len(size)):
        weight, pos = 1.0, []
        for d in range(len(size)):
            upper = (corner >> d) & 1
            pos.append(lo[d][upper])
            weight *= frac[d] if upper else 1.0 - frac[d]
        if weight:
            texel = sampler_fetch(texels, size, pos, addressing)
            out = [o + weight * t for o, t in zip(out, texel)]
    return out


# Every sampler OpenCL allows, in this order (image-samplers.cl numbers its
# literal samplers the same way): addressing x filter x coordinates; repeat
# modes only with normalized coordinates.
SAMPLERS = [(a, f, c) for a in ["none", "clamp_to_edge", "clamp", "repeat", "mirrored_repeat"]
            for f in ["nearest", "linear"] for c in ["normalized", "unnormalized"]
            if c == "normalized" or a in ("none", "clamp_to_edge", "clamp")]


def sampling_data(dims, addressing, filt, coords):
    """An RGBA float image of 8, 8x4 or 8x4x2 distinct texels, 15**dims
    coordinates (`dims` floats each) and what sampling gives there.
    Coordinates cover the inside, the edges and far outside the image,
    except where the mode leaves that undefined (none reads only inside);
    they are whole quarter pixels, so the device rounds nothing."""
    normalized = coords == "normalized"
    size = [8, 4, 2][:dims]
    texels = [f32(0.0625 * i + 0.5 * (i % 4)) for i in range(4 * math.prod(size))]
    per_axis = []
    for n in size:
        units = [-2 * n - 0.75, -n + 0.25, -1.25, -0.5, 0.0, 0.25, 0.5, 1.75, n / 2 + 0.5, n - 0.5, n - 0.25,
                 n, n + 1.5, 2 * n + 0.75, 3 * n + 0.25]
        if addressing == "none":  # inside only
            low, high = (0.5, n - 0.5) if filt == "linear" else (0.0, n - 0.25)
            units = [low + round((high - low) * j / 14 * 4) / 4 for j in range(15)]
        per_axis.append([u / n if normalized else u for u in units])
    grid = [[]]
    for axis in per_axis:
        grid = [p + [v] for p in grid for v in axis]
    points, out = [], []
    for p in grid:
        points += p
        out += sample(texels, size, p, addressing, filt, normalized)
    return texels, points, out


def sampling(prefix, dims, addressing, filt, coords):
    """One sampler: the image (in0), the coordinates (in1) and the sampled
    values (out)."""
    texels, points, out = sampling_data(int(dims), addressing, filt, coords)
    write(prefix + ".in0", "f", texels)
    write(prefix + ".in1", "f", points)
    write(prefix + ".out", "f", out)


def sampler_modes(prefix, dims):
    """Every sampler of SAMPLERS in turn, on the same image: their
    coordinates (in1) and results (out) one sampler after another."""
    points, out = [], []
    for mode in SAMPLERS:
        texels, p, o = sampling_data(int(dims), *mode)
        points += p
        out += o
    write(prefix + ".in0", "f", texels)
    write(prefix + ".in1", "f", points)
    write(prefix + ".out", "f", out)


def bitops(prefix, n=256):
    """cl_khr_extended_bit_ops (Execution/bitops.cl)."""
    rng = random.Random(11)
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    a[:4] = [0xffffffff, 0x80000001, 0x12345678, 0]   # counts of 32 and 0
    b[:4] = [0, 0x20, 0x1f, 0xffffffff]

    def ones(count):
        return (1 << count) - 1

    def insert(base, ins, off, cnt, w):
        mask = ones(cnt) << off
        return (base & ~mask | (ins << off) & mask) & ones(w)

    def extract(base, off, cnt, w, signed):
        v = (base >> off) & ones(cnt)
        if signed and cnt and v >> (cnt - 1):
            v -= 1 << cnt
        return v & ones(w)

    def reverse(v, w):
        return int(format(v, "0%db" % w)[::-1], 2)

    out = []
    for x, y in zip(a, b):
        off = y & 31
        cnt = (x >> 8) % (33 - off)
        off8 = y & 7
        cnt8 = (x >> 3) % (9 - off8)
        lanes = [insert((x >> s) & 255, (y >> s) & 255, off8, cnt8, 8) << s
                 for s in (0, 8, 16, 24)]
        r = reverse(x << 32 | y, 64)
        out += [insert(x, y, off, cnt, 32), extract(x, off, cnt, 32, False),
                extract(x, off, cnt, 32, True), reverse(x, 32),
                reverse(x & 255, 8) | reverse(y & 0xffff, 16) << 8,
                sum(lanes), r & 0xffffffff,
                (r >> 32) ^ extract(x << 32 | y, off + 16, cnt, 64, True) & 0xffffffff]
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


def dot_product(prefix, n=256):
    """cl_khr_integer_dot_product (Execution/dot-product.cl)."""
    rng = random.Random(12)
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    # Accumulators near 0, near INT_MAX / INT_MIN and near UINT_MAX.
    acc = [rng.choice([rng.randrange(0, 1 << 16), 0x7fffffff - rng.randrange(0, 1 << 18),
                       0x80000000 + rng.randrange(0, 1 << 18),
                       0xffffffff - rng.randrange(0, 1 << 18)]) for _ in range(n)]

    def lanes(v, signed):
        return [((v >> s) & 255) - (256 if signed and (v >> s) & 128 else 0)
                for s in (0, 8, 16, 24)]

    def dot(x, y, sx, sy):
        return sum(p * q for p, q in zip(lanes(x, sx), lanes(y, sy)))

    def sat(v, signed):
        lo, hi = (-(1 << 31), (1 << 31) - 1) if signed else (0, (1 << 32) - 1)
        return min(max(v, lo), hi)

    def as_int(v):
        return v - (1 << 32) if v >> 31 else v

    u32 = 0xffffffff
    out = []
    for x, y, c in zip(a, b, acc):
        out += [dot(x, y, False, False), dot(x, y, True, True) & u32,
                dot(x, y, False, True) & u32, dot(x, y, True, False) & u32,
                sat(dot(x, y, False, False) + c, False),
                sat(dot(x, y, True, False) + as_int(c), True) & u32,
                sat(dot(x, y, False, False) + c, False) ^ (dot(x, y, True, False) & u32),
                (sat(dot(x, y, True, True) + as_int(c), True) & u32) ^
                (dot(x, y, False, True) & u32)]
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".in2", "I", acc)
    write(prefix + ".out", "I", out)


def bf16_bits(x):
    """A float's nearest bfloat16 (ties to even), as its 16 bits."""
    b = f32_bits(x)
    return ((b + 0x7fff + ((b >> 16) & 1)) >> 16) & 0xffff


def bfloat16(prefix, n=64):
    """bfloat16-conversion.cl: each input and 3 variants rounded to bfloat16
    (bits) and back (floats). The inputs include ties (low 16 bits 0x8000)
    of even and odd neighbours and signed zeros; no NaN, infinity or
    denormal."""
    rng = random.Random(7)
    x = [0.0, -0.0, 1.0, -2.5, f32_from_bits(0x3f808000), f32_from_bits(0x3f818000),
         f32_from_bits(0xc0408000), f32_from_bits(0x3f80ffff), f32_from_bits(0x3f807fff)]
    while len(x) < n:
        x.append(f32(rng.uniform(-1000, 1000)))
    bits, back = [], []
    for v in x:
        for w in (v, -v, f32(v * 2), f32(v * 0.5)):
            bits.append(bf16_bits(w))
            back.append(f32_from_bits(bf16_bits(w) << 16))
    write(prefix + ".in0", "f", x)
    write(prefix + ".out", "H", bits)
    write(prefix + ".out1", "f", back)


def extended_arith(prefix, n=256, words=8):
    """extended-arithmetic.ll: per pair (a, b) of u32, IAddCarry's sum and
    carry, ISubBorrow's difference and borrow, UMulExtended's and
    SMulExtended's low and high words (the first `words` of those 8)."""
    rng = random.Random(13)
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    a[:4] = [0xffffffff, 0, 0x80000000, 0x7fffffff]   # carries, borrows, signs
    b[:4] = [1, 1, 0x80000000, 0xffffffff]
    u32 = 0xffffffff

    def signed(v):
        return v - (1 << 32) if v >> 31 else v

    out = []
    for x, y in zip(a, b):
        s = signed(x) * signed(y)
        out += [(x + y) & u32, (x + y) >> 32, (x - y) & u32, int(x < y),
                (x * y) & u32, (x * y) >> 32, s & u32, (s >> 32) & u32][:words]
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


CASES = {"extended_arith": extended_arith,
         "extended_carry": lambda prefix: extended_arith(prefix, words=4), "bfloat16": bfloat16, "dot_product": dot_product, "bitops": bitops, "sampling": sampling, "sampler_modes": sampler_modes, "subgroups": subgroups, "workgroup": workgroup, "async_copy": async_copy, "convert_modes": convert_modes, "generic_cast": generic_cast, "bitcasts": bitcasts, "rounded": rounded, "bitint": bitint, "masks": masks, "switches": switches, "intrinsics": intrinsics, "atomics": atomics, "matmul": matmul, "matmul32": lambda prefix: matmul(prefix, 32), "stencil": stencil, "intops": intops, "convert": convert,
         "reduce": reduce, "math": math_,
         "vectors": vectors}


def odd_width_arith(prefix, n=256):
    """intrinsics-odd-widths.ll: per pair (a, b) of u32 taken as i24,
    sadd.sat and ssub.sat (sign-extended), uadd.sat and usub.sat, and
    umul / smul.with.overflow (the low 24 bits, the overflow in bit 31); then
    ctpop of the pair as an i1 and the i33 sadd.sat of a and b sign-extended
    from bit 23, shifted to overflow (its low 32 bits)."""
    rng = random.Random(24)
    m = (1 << 24) - 1
    lo, hi = -(1 << 23), (1 << 23) - 1
    a = [rng.randrange(0, 1 << 32) for _ in range(n)]
    b = [rng.randrange(0, 1 << 32) for _ in range(n)]
    edges = [0, 1, m, 1 << 23, (1 << 23) - 1, m - 1, 2, 0x1000]
    for i, x in enumerate(edges):
        for j, y in enumerate(edges):
            if i * len(edges) + j < n // 2:
                a[i * len(edges) + j], b[i * len(edges) + j] = x, y

    def s24(v):
        v &= m
        return v - (1 << 24) if v >> 23 else v

    out = []
    for x, y in zip(a, b):
        sx, sy, ux, uy = s24(x), s24(y), x & m, y & m
        p, q = ux * uy, sx * sy
        # i33: x and y sign-extended from 24 bits, times 2^9.
        bx, by = sx << 9, sy << 9
        s33 = max(-(1 << 32), min((1 << 32) - 1, bx + by))
        out += [max(lo, min(hi, sx + sy)) & 0xffffffff,
                max(lo, min(hi, sx - sy)) & 0xffffffff,
                min(m, ux + uy), max(0, ux - uy),
                (p & m) | (int(p > m) << 31),
                (q & m) | (int(not lo <= q <= hi) << 31),
                (x ^ y) & 1, s33 & 0xffffffff]
    write(prefix + ".in0", "I", a)
    write(prefix + ".in1", "I", b)
    write(prefix + ".out", "I", out)


def float_intrinsics(prefix):
    """intrinsics-float.ll: per float x (NaN, infinities, zeros, the edges
    of i32 and u8, fractions) and int k in -10..10: fptosi.sat to i32,
    fptoui.sat to i8, is.fpclass(x, nan|inf), frexp's fraction bits and
    exponent (0 where x is not finite: LLVM leaves them unspecified there),
    ldexp(x, k) when finite, else 0; and fshl on i24 of the bits of x, k and
    their sum."""
    special = [float("nan"), float("inf"), -float("inf"), 0.0, -0.0, 0.5, -0.5,
               1.0, -1.0, 2147483520.0, 2147483648.0, -2147483648.0,
               -2147483904.0, 255.0, 255.5, 256.0, -0.75, 3.0e9, -3.0e9,
               1.5e-3, 123456.789]
    rng = random.Random(31)
    xs = [f32(v) for v in special] + [f32(rng.uniform(-3e5, 3e5)) for _ in range(43)]
    ks = [rng.randrange(-10, 11) for _ in xs]
    m24 = (1 << 24) - 1
    out = []
    for x, k in zip(xs, ks):
        finite = math.isfinite(x)
        si = 0 if math.isnan(x) else max(-(1 << 31), min((1 << 31) - 1, int(x) if finite else
                                                         (1 << 40 if x > 0 else -(1 << 40))))
        ui = 0 if math.isnan(x) else max(0, min(255, int(x) if finite else (1 << 40 if x > 0 else 0)))
        cls = int(not finite)
        if finite:
            frac, exp = math.frexp(x)
            frac_bits, exp = f32_bits(f32(frac)), exp & 0xffffffff
            ld = f32_bits(f32(math.ldexp(x, k)))
        else:
            frac_bits = exp = ld = 0
        a, b = f32_bits(x) & m24, k & m24
        c = ((a + b) & m24) % 24
        fsh = a if c == 0 else ((a << c) | (b >> (24 - c))) & m24
        out += [si & 0xffffffff, ui, cls, frac_bits, exp, ld, fsh, 0]
    write(prefix + ".in0", "f", xs)
    write(prefix + ".in1", "i", ks)
    write(prefix + ".out", "I", out)


CASES["odd_width_arith"] = odd_width_arith
CASES["float_intrinsics"] = float_intrinsics


def fpbuiltins(prefix, n=64):
    """fpbuiltins.ll: Intel's accuracy-annotated intrinsics on x in
    [0.5, 4) and y in [0.25, 2): x*y, x/y, sqrt, sin, exp, log1p, hypot,
    pow and ldexp(x, 3), each as the exact function (the kernel's bounds
    are checked by a relative tolerance)."""
    rng = random.Random(15)
    xs = [f32(rng.uniform(0.5, 4)) for _ in range(n)]
    ys = [f32(rng.uniform(0.25, 2)) for _ in range(n)]
    out = []
    for x, y in zip(xs, ys):
        out += [f32(v) for v in (x * y, x / y, math.sqrt(x), math.sin(x), math.exp(x),
                                 math.log1p(x), math.hypot(x, y), math.pow(x, y),
                                 math.ldexp(x, 3))]
    write(prefix + ".in0", "f", xs)
    write(prefix + ".in1", "f", ys)
    write(prefix + ".out", "f", out)


CASES["fpbuiltins"] = fpbuiltins


def fixed_point(prefix, n=64):
    """intrinsics-fixed-point.ll: per pair (a, b) of i32, smul.fix and
    umul.fix at scale 16 on small values (the plain forms are undefined on
    overflow), smul.fix.sat / umul.fix.sat on i16 at scale 8 and
    smul.fix.sat on i32 at scale 31 on any values, and on i64 smul.fix at
    scale 32 and smul.fix.sat at scale 63 (out1); rounding toward negative
    infinity, as the target documents it."""
    rng = random.Random(16)
    edges = [(-(1 << 31), -(1 << 31)), ((1 << 31) - 1, (1 << 31) - 1), (-(1 << 31), 1),
             (-1, -1), (0, 5), (1 << 16, -(1 << 16)), (-3, 7), (32767, -32768)]
    pairs = edges + [(rng.randrange(-(1 << 31), 1 << 31), rng.randrange(-(1 << 31), 1 << 31))
                     for _ in range(n - len(edges))]
    def clamp(v, lo, hi):
        return max(lo, min(hi, v))
    def s16(v):
        v &= 0xffff
        return v - (1 << 16) if v >= 1 << 15 else v
    out = []
    for a, b in pairs:
        sa, sb = a % (1 << 16) - (1 << 15), b % (1 << 16) - (1 << 15)
        ua, ub = a % (1 << 16), b % (1 << 16)
        out.append((sa * sb) >> 16)
        out.append((ua * ub) >> 16)
        out.append(clamp((s16(a) * s16(b)) >> 8, -(1 << 15), (1 << 15) - 1))
        out.append(clamp(((a & 0xffff) * (b & 0xffff)) >> 8, 0, 0xffff))
        out.append(clamp((a * b) >> 31, -(1 << 31), (1 << 31) - 1))
        out.append(0)
    # i64: a*b*2^31 at scale 32 (no overflow), and (a*2^32+b)^2 clamped at
    # scale 63.
    wide = []
    for a, b in pairs:
        wide.append((a * (b << 31)) >> 32)
        x = (a << 32) + (b & 0xffffffff)
        wide.append(clamp((x * x) >> 63, -(1 << 63), (1 << 63) - 1))
    write(prefix + ".in0", "i", [a for a, _ in pairs])
    write(prefix + ".in1", "i", [b for _, b in pairs])
    write(prefix + ".out", "I", [v & 0xffffffff for v in out])
    write(prefix + ".out1", "Q", [v & 0xffffffffffffffff for v in wide])


CASES["fixed_point"] = fixed_point


def wide_ints(prefix, n=256):
    """wide-integers-memory.ll: i99 and <3 x i33> in 16-byte slots."""
    rng = random.Random(15)
    m99 = (1 << 99) - 1
    m33 = (1 << 33) - 1

    def s(v, bits):
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v

    words, out = [], []
    for i in range(n):
        slot = rng.getrandbits(128)
        if i % 4 == 0:
            slot |= 1 << 98  # negative as i99
        words += [slot & (2**64 - 1), slot >> 64]
        x = slot & m99
        p = (x * (x + 7)) & m99
        q = p >> 13
        out += [s(x, 99) >> 70, q, q >> 64, int(x < p)]
        lanes = [(((x >> (33 * j)) + g) & m33) for j, g in enumerate([1, -2, 1 << 32])]
        out += [lanes[0], lanes[1], s(lanes[2], 33)]
        packed = lanes[0] | lanes[1] << 33 | lanes[2] << 66
        nibbles = 5 | (-6 & 15) << 4
        out.append((packed >> 40) & (2**56 - 1) | nibbles << 56)
    write(prefix + ".in0", "Q", words)
    write(prefix + ".out", "Q", [v & (2**64 - 1) for v in out])


CASES["wide_ints"] = wide_ints


def integer_dot(prefix, n=256):
    """integer-dot.ll: the translator's __spirv_*Dot*KHR and OpenCL's dot of
    short2, exact products summed, low bits or clamped accumulation."""
    rng = random.Random(16)

    def s(v, bits):
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v

    def lanes(word, bits, signed):
        count = 32 // bits
        return [s(word >> (bits * j), bits) if signed else (word >> (bits * j)) & ((1 << bits) - 1)
                for j in range(count)]

    def dot(a, b, bits, sa, sb):
        return sum(x * y for x, y in zip(lanes(a, bits, sa), lanes(b, bits, sb)))

    def clamp(v, lo, hi):
        return max(lo, min(hi, v))

    a_words, b_words, accs, out = [], [], [], []
    for i in range(n):
        a, b = rng.getrandbits(32), rng.getrandbits(32)
        if i % 8 == 0:
            a = b = 0x80008000 if i % 16 == 0 else 0x7fff7fff  # the extremes
        acc = rng.getrandbits(32)
        a_words.append(a)
        b_words.append(b)
        accs.append(acc)
        out.append(dot(a, b, 16, True, True))
        out.append(dot(a, b, 16, False, False))
        out.append(dot(a, b, 16, True, False))
        out.append(clamp(dot(a, b, 16, True, True) + s(acc, 16), -(1 << 15), (1 << 15) - 1))
        out.append(clamp(dot(a, b, 8, False, False) + (acc & 0xff), 0, 255))
        out.append(clamp(dot(a, b, 16, True, True) + s(acc, 32), -(1 << 31), (1 << 31) - 1))
        out.append(dot(a, b, 8, True, True) & 0xff)
        out.append(0)
    write(prefix + ".in0", "I", a_words)
    write(prefix + ".in1", "I", b_words)
    write(prefix + ".in2", "I", accs)
    write(prefix + ".out", "I", [v & 0xffffffff for v in out])


CASES["integer_dot"] = integer_dot


def regroup_bitcasts(prefix, n=256):
    """bitcast-lengths.ll: bitcasts between vectors of lengths SPIR-V lacks,
    on six words w0..w5 per work-item, in LLVM's layout (lane I in bits
    I*K..)."""
    m = 0xffffffff
    rng = random.Random(23)
    words = [rng.getrandbits(32) for _ in range(6 * n)]
    out = []
    for i in range(n):
        w = words[6 * i:6 * i + 6]
        b = [(w[k // 4] >> (8 * (k % 4))) & 0xff for k in range(24)]
        out.append(b[17] | b[3] << 8 | b[19] << 16 | b[0] << 24)
        out.append((w[5] - w[2]) & m)
        out.append(((w[1] >> 16) | (w[1] << 16)) & m)
        out.append(((w[4] >> 16) | (w[5] << 16)) & m)
    write(prefix + ".in0", "I", words)
    write(prefix + ".out", "I", out)


CASES["regroup_bitcasts"] = regroup_bitcasts


def odd_stores(prefix, n=256):
    """odd-width-stores.ll: stores of i24, i40 and i99 (the last through
    calls) into 32 bytes of 0xAA per work-item, touching their store size
    only (3, 5 and 13 bytes, little-endian)."""
    out = []
    for i in range(n):
        slot = [0xAA] * 32
        a24 = (0x123456 + 3 * i) & 0xffffff
        a40 = (0x123456789A + i * 0x100000001) & ((1 << 40) - 1)
        v99 = (i << 70) | ((i * 0x9E3779B97F4A7C15) & ((1 << 64) - 1))
        r99 = (2 * v99 + 1) & ((1 << 99) - 1)
        for off, value, size in ((0, a24, 3), (4, a40, 5), (16, r99, 13)):
            for k in range(size):
                slot[off + k] = (value >> (8 * k)) & 0xff
        out += slot
    write(prefix + ".out", "B", out)


CASES["odd_stores"] = odd_stores


def wide_intrinsics(prefix, n=256):
    """intrinsics-i128.ll: saturating arithmetic, ctpop, bitreverse,
    bswap and multiplication with overflow on i128, and ctlz / cttz of
    <3 x i33>, on pairs of i128 (the edges among them); 16 u64 words per
    pair."""
    m128 = (1 << 128) - 1
    smin, smax = -(1 << 127), (1 << 127) - 1
    rng = random.Random(29)
    edges = [0, 1, m128, 1 << 127, (1 << 127) - 1, 1 << 64, (1 << 64) - 1]
    pairs = [(x, y) for x in edges for y in edges]
    while len(pairs) < n:
        pairs.append((rng.getrandbits(128), rng.getrandbits(128) >> rng.randrange(0, 128)))
    pairs = pairs[:n]

    def s(v):
        return v - (1 << 128) if v >> 127 else v

    def words(v):
        v &= m128
        return [v & (2**64 - 1), v >> 64]

    def clz(v, w):
        return w - v.bit_length()

    def ctz(v, w):
        return w if v == 0 else (v & -v).bit_length() - 1

    ins_a, ins_b, out = [], [], []
    for a, b in pairs:
        ins_a += words(a)
        ins_b += words(b)
        out += words(max(smin, min(smax, s(a) + s(b))))
        out += words(max(smin, min(smax, s(a) - s(b))))
        out += words(min(m128, a + b))
        out += words(max(0, a - b))
        out.append(bin(a).count("1"))
        out += words(int(format(a, "0128b")[::-1], 2))
        out += words(int.from_bytes(a.to_bytes(16, "little"), "big"))
        lanes = [a & (2**33 - 1), (a >> 33) & (2**33 - 1), b & (2**33 - 1)]
        out.append(clz(lanes[0], 33) | clz(lanes[1], 33) << 8 | ctz(lanes[2], 33) << 16)
        p = (a * b) & m128
        out.append((p & (2**64 - 1)) ^ (p >> 64))
        sp = s(a) * s(b)
        out.append(int(a * b > m128) | int(not smin <= sp <= smax) << 1)
    write(prefix + ".in0", "Q", ins_a)
    write(prefix + ".in1", "Q", ins_b)
    write(prefix + ".out", "Q", out)


CASES["wide_intrinsics"] = wide_intrinsics

if __name__ == "__main__":
    CASES[sys.argv[1]](*sys.argv[2:])
