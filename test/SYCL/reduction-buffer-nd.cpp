// Reductions over buffers and in nd_range kernels: multiplies, minimum,
// bit_or, an explicit identity with a user operator, initialize_to_identity.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <vector>
static int run_test() {
  sycl::queue q;
  const size_t n = 512;
  std::vector<int> data(n);
  for (size_t i = 0; i < n; ++i) data[i] = int((i * 7919) % 1000) - 300;
  int mn = 0, orv = 0;
  double prod = 1.0;
  {
    sycl::buffer<int> bd(data);
    sycl::buffer<int> bmin(&mn, 1), bor(&orv, 1);
    q.submit([&](sycl::handler &h) {
      sycl::accessor d(bd, h, sycl::read_only);
      auto rmin = sycl::reduction(bmin, h, sycl::minimum<int>(), sycl::property::reduction::initialize_to_identity());
      auto ror = sycl::reduction(bor, h, sycl::bit_or<int>());
      h.parallel_for(sycl::nd_range<1>(n, 32), rmin, ror, [=](sycl::nd_item<1> it, auto &m, auto &o) {
        int x = d[it.get_global_id(0)];
        m.combine(x);
        o |= x & 0xff;
      });
    });
  }
  double *pp = sycl::malloc_shared<double>(1, q);
  *pp = 2.0;
  q.parallel_for(sycl::range<1>(20), sycl::reduction(pp, sycl::multiplies<double>()),
                 [=](sycl::id<1> i, auto &p) { p *= 1.0 + double(i[0]) / 100.0; }).wait();
  long *mx = sycl::malloc_shared<long>(1, q);
  *mx = 0;
  auto absmax = [](long a, long b) { return (a < 0 ? -a : a) > (b < 0 ? -b : b) ? a : b; };
  q.parallel_for(sycl::range<1>(n), sycl::reduction(mx, 0L, absmax), [=](sycl::id<1> i, auto &r) {
    r.combine(long(i[0]) - 400);
  }).wait();
  int emin = 1 << 30, eor = 0;
  for (int x : data) { emin = std::min(emin, x); eor |= x & 0xff; }
  double eprod = 2.0;
  for (int i = 0; i < 20; ++i) eprod *= 1.0 + i / 100.0;
  if (mn != emin || orv != eor) { printf("FAIL min/or %d %d vs %d %d\n", mn, orv, emin, eor); return 1; }
  if (*pp < eprod * (1 - 1e-12) || *pp > eprod * (1 + 1e-12)) { printf("FAIL prod %f %f\n", *pp, eprod); return 1; }
  if (*mx != -400) { printf("FAIL absmax %ld\n", *mx); return 1; }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
