// Integers of widths SPIR-V lacks (_BitInt(3), 7, 17, 33, 48, 128): the
// legalizer widens i3..i48 to the next power of two and splits i128 into
// 64-bit halves. Each width goes through add, mul, shifts, division and
// remainder, comparisons and conversions; results compared with a host
// reference.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %reference bitint %t
// The kernel uses double: it runs on the devices with fp64, not on the GPU
// profile (dg2 has none).
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --arg=buffer:u64:64:file=%t.in0 --arg=buffer:u64:64:file=%t.in1 \
// RUN:   --arg=buffer:u64:6400 --global=64 --expect=2=file:%t.out
// CHECK: argument 2: all 6400 elements match

// The low 64 bits of v plus three times the bits above its middle: for
// i128 that adds the high half.
#define FOLD(N, v) ((ulong)(v) + 3 * (ulong)((v) >> ((N) / 2)))

#define CASE(N, o)                                                             \
  {                                                                            \
    typedef unsigned _BitInt(N) U;                                             \
    typedef _BitInt(N) S;                                                      \
    U ux = ((U)x << ((N) / 2)) ^ (U)y, uy = ((U)y << ((N) / 2 - 1)) ^ (U)(x * 3); \
    S sx = (S)ux, sy = (S)uy;                                                  \
    unsigned n = (unsigned)(y % (N));                                          \
    o[0] = FOLD(N, (U)(ux + uy));                                              \
    o[1] = FOLD(N, (U)(ux - uy));                                              \
    o[2] = FOLD(N, (U)(ux * uy));                                              \
    o[3] = FOLD(N, (U)(ux << n));                                              \
    o[4] = FOLD(N, ux >> n);                                                   \
    o[5] = FOLD(N, (U)(sx >> n));                                              \
    o[6] = uy ? FOLD(N, ux / uy) : 0;                                          \
    o[7] = uy ? FOLD(N, ux % uy) : 0;                                          \
    o[8] = sy && ~sy ? FOLD(N, (U)(sx / sy)) : 0;                              \
    o[9] = sy && ~sy ? FOLD(N, (U)(sx % sy)) : 0;                              \
    o[10] = (sx < sy) | (ux < uy) << 1 | (sx == sy) << 2 | (sx >= sy) << 3 |   \
            (ux > uy) << 4;                                                    \
    o[11] = (ulong)(long)sx;                                                   \
    o[12] = (ulong)ux;                                                         \
    o[13] = (ulong)(uint)(S)(int)x;                                            \
    o[14] = (N) <= 48 ? (ulong)(long)(S)((double)sx * 0.5) : 0;                \
    o[15] = (N) <= 48 ? (ulong)(long)((double)ux * 0.25) : 0;                  \
    o += 16;                                                                   \
  }

kernel void bitint(global const ulong *a, global const ulong *b,
                   global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = a[i], y = b[i];
  global ulong *o = out + i * 100;
  CASE(3, o)
  CASE(7, o)
  CASE(17, o)
  CASE(33, o)
  CASE(48, o)
  CASE(128, o)
  // Values converted from one width to the next.
  _BitInt(7) s7 = (_BitInt(7))x;
  unsigned _BitInt(17) u17 = (unsigned _BitInt(17))s7 * (unsigned _BitInt(17))y;
  _BitInt(33) s33 = (_BitInt(33))(_BitInt(17))u17;
  unsigned _BitInt(48) u48 = (unsigned _BitInt(48))s33 + (unsigned _BitInt(48))x;
  o[0] = (ulong)u17;
  o[1] = (ulong)(long)s33;
  o[2] = (ulong)u48;
  o[3] = (ulong)(u48 > (unsigned _BitInt(48))y);
}
