// DPC++'s ext::oneapi::bfloat16: conversions from float round to nearest
// even (ties, NaN, infinities, overflow, subnormals), to float exactly, from
// half and integers; arithmetic, compound assignment, increments, negation
// and comparisons; on the host and in a kernel, which must give the same
// bits for the same inputs (the device computes through float too). The
// kernel uses no double, so it runs on devices without fp64 too.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using sycl::ext::oneapi::bfloat16;

static uint16_t bits_of(float f) { return sycl::bit_cast<uint16_t>(bfloat16(f)); }
static float from_bits(uint32_t b) { return sycl::bit_cast<float>(b); }

constexpr int n = 64, outs = 12;

// The same computation on the host and on the device: results as bits.
static void compute(const float *in, uint16_t *out, int i) {
  bfloat16 a = in[i], b = in[(i * 7 + 3) % n];
  bfloat16 r[outs] = {a + b, a - b, a * b, a / b, -a, a * 2, 3.5f - a, a};
  r[7] += b;
  r[7] *= 0.5f;
  bfloat16 c = a;
  r[8] = c++;
  r[9] = ++c;
  r[10] = bfloat16(int(i) - 20) + bfloat16(sycl::half(0.25f));
  r[11] = (a < b) + 2 * (a == b) + 4 * (a >= 1.0f) + 8 * bool(a);
  for (int k = 0; k < outs; ++k)
    out[i * outs + k] = sycl::bit_cast<uint16_t>(r[k]);
}

static int check_host() {
  // Exact values, halfway cases (ties to even), rounding up and down.
  CHECK(bits_of(1.0f) == 0x3f80);
  CHECK(bits_of(-2.0f) == 0xc000);
  CHECK(bits_of(from_bits(0x3f808000)) == 0x3f80); // tie, even below
  CHECK(bits_of(from_bits(0x3f818000)) == 0x3f82); // tie, even above
  CHECK(bits_of(from_bits(0x3f808001)) == 0x3f81); // just over half
  CHECK(bits_of(from_bits(0x3f807fff)) == 0x3f80); // just under half
  CHECK(bits_of(from_bits(0x7f7fffff)) == 0x7f80); // overflow to infinity
  CHECK(bits_of(std::numeric_limits<float>::infinity()) == 0x7f80);
  CHECK(bits_of(-std::numeric_limits<float>::infinity()) == 0xff80);
  CHECK(bits_of(from_bits(0x00010000)) == 0x0001); // subnormal
  CHECK(bits_of(-0.0f) == 0x8000);
  bfloat16 nan = std::numeric_limits<float>::quiet_NaN();
  CHECK(std::isnan(float(nan)) && nan != nan);
  CHECK(std::isnan(float(bfloat16(from_bits(0x7f800001))))); // a NaN whose payload is in the cut bits
  // To float and back, half and integers.
  CHECK(float(bfloat16(3.140625f)) == 3.140625f);
  CHECK(float(bfloat16(sycl::half(1.5f))) == 1.5f);
  CHECK(sycl::half(bfloat16(0.75f)) == sycl::half(0.75f));
  CHECK(float(bfloat16(257)) == 256.0f && float(bfloat16(259)) == 260.0f);
  CHECK(int(bfloat16(-7.0)) == -7);
  bfloat16 x = 1.0f;
  x = 2.5;
  bfloat16 y = 3.0f;
  y *= 0.5;
  CHECK(y == 1.5f && bfloat16(1.0f) + 0.25 == 1.25f);
  CHECK(x == 2.5f && 2.5f == x && x > 2 && !(x < 2.5) && x != bfloat16(2.0f));
  CHECK(!bool(bfloat16(-0.0f)) && bool(bfloat16(0.5f)));
  CHECK(std::numeric_limits<bfloat16>::max() == from_bits(0x7f7f0000));
  CHECK(float(std::numeric_limits<bfloat16>::epsilon()) == 0.0078125f);
  CHECK(sizeof(bfloat16) == 2 && std::is_trivially_copyable_v<bfloat16>);
  // Arithmetic goes through float and rounds once: 1 + 2^-9 is 1.
  CHECK(bfloat16(1.0f) + bfloat16(0.001953125f) == 1.0f);
  return 0;
}

static bool check(sycl::device dev) {
  if (check_host())
    return false;
  sycl::queue q(dev);
  std::vector<float> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i % 5 == 0) ? float(i) * 0.5f : std::ldexp(float(i * 37 % 101) - 50.0f, i % 9 - 4) + 0.3f;
  in[3] = 0.0f;
  std::vector<uint16_t> want(n * outs);
  for (int i = 0; i < n; ++i)
    compute(in.data(), want.data(), i);
  float *din = sycl::malloc_shared<float>(n, q);
  uint16_t *dout = sycl::malloc_shared<uint16_t>(n * outs, q);
  bfloat16 *dbf = sycl::malloc_shared<bfloat16>(n, q);
  std::memcpy(din, in.data(), n * sizeof(float));
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> id) {
     int i = int(id[0]);
     compute(din, dout, i);
     dbf[i] = din[i];
   }).wait();
  bool ok = true;
  for (int i = 0; i < n * outs && ok; ++i)
    if (dout[i] != want[i]) {
      printf("FAIL: element %d result %d: device %#x, host %#x\n", i / outs, i % outs, dout[i], want[i]);
      ok = false;
    }
  for (int i = 0; i < n && ok; ++i)
    if (dbf[i] != bfloat16(in[i]) || sycl::bit_cast<uint16_t>(dbf[i]) != bits_of(in[i])) {
      printf("FAIL: conversion of %g on the device\n", in[i]);
      ok = false;
    }
  sycl::free(din, q);
  sycl::free(dout, q);
  sycl::free(dbf, q);
  return ok;
}

int main() { return check_every_device(check); }
