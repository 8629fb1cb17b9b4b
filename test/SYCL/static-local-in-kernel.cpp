// A kernel that uses a static local of the host function it is written in:
// Clang 22 emits that host function into the device compile, with what it
// calls (a singleton's dynamic initializer, __cxa_atexit, a throw), typed as
// host code. The device compile's bitcode must still read back (it failed
// with "Incorrect type in struct initializer", then "Invalid record"), and
// the host code's constructor list must not reach the device link. The
// SYCL-CTS's full_feature_set writes kernels like these.
// RUN: %sycl-check %s %t
// RUN: %sycl-cxx -fsycl -fsycl-device-only -O0 -c %s -o %t.bc
// RUN: %opt -passes=verify -S %t.bc -o - | FileCheck %s
// CHECK-NOT: @llvm.global_ctors
// CHECK: call spir_func i32 @__cxa_atexit(ptr addrspace(4) addrspacecast (ptr @
#include <sycl/sycl.hpp>
#include <memory>

#include "Inputs/check.hpp"

template <typename T> struct singleton {
  static std::unique_ptr<T> instance;
  static T &get() {
    if (!instance)
      instance.reset(new T());
    return *instance;
  }
};
template <typename T> std::unique_ptr<T> singleton<T>::instance;

struct settings {
  int scale = 3;
};

int main() {
  static const int offset = 42;
  static constexpr int table[4] = {5, 7, 11, 13};
  return run_on_every_device([](sycl::queue &q) {
    int scale = singleton<settings>::get().scale;
    if (scale != 3)
      throw std::runtime_error("singleton");
    constexpr size_t n = 64;
    std::vector<int> out(n);
    {
      sycl::buffer<int> buf(out.data(), sycl::range<1>(n));
      q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::write_only);
        h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
          const int *p = &offset;
          a[i] = *p + table[i % 4] * scale * int(i);
        });
      });
    }
    for (size_t i = 0; i < n; ++i)
      CHECK(out[i] == 42 + table[i % 4] * 3 * int(i));
    return 0;
  });
}
