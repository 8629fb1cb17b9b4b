// A kernel object holding over-aligned members (vec<double, 3> and
// vec<float, 16>, aligned to 32 and 64 bytes, and a user's alignas(64)
// struct): Clang gives such a lambda a packed LLVM type and the kernel's
// byval parameter `align 64`. Without an Alignment decoration on that
// parameter PoCL placed the object at its packed type's alignment and the
// kernel's aligned copies of the members faulted at -O0 (SYCL-CTS
// math_builtin_api's local-pointer checks). Results are checked on the host.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

struct alignas(64) Wide {
  float v[3];
};

int run(sycl::queue &q) {
  sycl::vec<float, 16> f;
  for (int i = 0; i < 16; ++i)
    f[i] = float(i) * 0.5f;
  Wide w{{1.5f, 2.5f, 3.5f}};
  float *out = sycl::malloc_shared<float>(20, q);
  q.submit([&](sycl::handler &h) {
     sycl::local_accessor<sycl::vec<float, 16>, 1> tmp(1, h);
     h.parallel_for(sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
       tmp[0] = f;
       sycl::vec<float, 16> g = tmp[0] * 2.0f;
       for (int i = 0; i < 16; ++i)
         out[i] = g[i];
       Wide copy = w;
       for (int i = 0; i < 3; ++i)
         out[16 + i] = copy.v[i];
     });
   }).wait();
  for (int i = 0; i < 16; ++i)
    CHECK(out[i] == float(i));
  for (int i = 0; i < 3; ++i)
    CHECK(out[16 + i] == w.v[i]);

  if (q.get_device().has(sycl::aspect::fp64)) {
    sycl::vec<double, 3> d(0.25, 1.75, -2.5);
    double *dout = sycl::malloc_shared<double>(3, q);
    q.submit([&](sycl::handler &h) {
       sycl::local_accessor<sycl::vec<double, 3>, 1> tmp(1, h);
       h.parallel_for(sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
         tmp[0] = d;
         sycl::vec<double, 3> e = tmp[0] + d;
         for (int i = 0; i < 3; ++i)
           dout[i] = e[i];
       });
     }).wait();
    for (int i = 0; i < 3; ++i)
      CHECK(dout[i] == 2.0 * d[i]);
    sycl::free(dout, q);
  }
  sycl::free(out, q);
  return 0;
}

int main() { return run_on_every_device(run); }
