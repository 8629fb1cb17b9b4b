// [[sycl::reqd_work_group_size]] and [[sycl::work_group_size_hint]] on a
// lambda (before its parameters, C++23's position, and after them, SYCL
// 2020's) and on a function object's operator() (before the declaration and
// after the parameters and const): the kernels get the LocalSize / LocalSizeHint
// execution modes, with SYCL's dimensions reversed (SYCL's last dimension
// varies fastest, like OpenCL's first), and run on every device with those
// work-group sizes. Values that depend on a template parameter (Strip<N>)
// are taken per instantiation. Named local constants of a function template
// (Fixed, PerType in rows<T>) leave no capture in the device compile: the
// kernel object keeps the host's layout (a capture made the launch fail on
// Intel's device with "takes 40 bytes, got 32"). Errors: reqd-sub-group-size.test. Kernels
// of different required sizes get different modules (device-code-split.cpp).
// RUN: %sycl-check %s %t
// RUN: bash -c 'for f in %t-O2.spv %t-O2.[0-9]*.spv; do spirv-dis "$f"; done' | FileCheck %s
// RUN: bash -c 'for f in %t-O0.spv %t-O0.[0-9]*.spv; do spirv-dis "$f"; done' | FileCheck %s
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 8 2 1
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSizeHint 16 1 1
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 4 2 2
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 4 1 1
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 32 1 1
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 8 1 1
// CHECK-DAG: OpExecutionMode %{{[0-9a-zA-Z_]+}} LocalSize 16 1 1
#include <sycl/sycl.hpp>

struct Tile {
  int *out;
  [[sycl::reqd_work_group_size(2, 8)]] void operator()(sycl::nd_item<2> it) const {
    out[it.get_global_linear_id()] = int(it.get_local_linear_id());
  }
};

template <size_t N> struct Strip {
  int *out;
  void operator()(sycl::nd_item<1> it) const [[sycl::reqd_work_group_size(N)]] {
    out[it.get_global_id(0)] = int(it.get_local_range(0) * 100 + it.get_local_id(0));
  }
};

template <typename T> void rows(sycl::queue &q, T *fixed, T *per_type) {
  constexpr size_t Fixed = 8;
  constexpr size_t PerType = sizeof(T) * 4;
  q.parallel_for(sycl::nd_range<1>(64, Fixed), [=](sycl::nd_item<1> it) [[sycl::reqd_work_group_size(Fixed)]] {
    fixed[it.get_global_id(0)] = T(it.get_local_range(0) * 100 + it.get_local_id(0));
  });
  q.parallel_for(sycl::nd_range<1>(64, PerType), [=](sycl::nd_item<1> it) [[sycl::reqd_work_group_size(PerType)]] {
    per_type[it.get_global_id(0)] = T(it.get_local_range(0) * 100 + it.get_local_id(0));
  });
  q.wait();
}

int main() {
  for (const sycl::device &d : sycl::device::get_devices()) {
    sycl::queue q(d);
    constexpr size_t n = 64;
    int *a = sycl::malloc_shared<int>(n, q), *b = sycl::malloc_shared<int>(n, q), *c = sycl::malloc_shared<int>(n, q);
    int *s4 = sycl::malloc_shared<int>(n, q), *s32 = sycl::malloc_shared<int>(n, q);
    int *r8 = sycl::malloc_shared<int>(n, q), *r16 = sycl::malloc_shared<int>(n, q);
    rows(q, r8, r16);
    q.parallel_for(sycl::nd_range<1>(n, 4), Strip<4>{s4});
    q.parallel_for(sycl::nd_range<1>(n, 32), Strip<32>{s32});
    q.wait();
    q.parallel_for(sycl::nd_range<1>(n, 16), [=] [[sycl::work_group_size_hint(16)]] (sycl::nd_item<1> it) {
      a[it.get_global_id(0)] = int(it.get_local_id(0));
    }).wait();
    q.parallel_for(sycl::nd_range<2>({4, 16}, {2, 8}), Tile{b}).wait();
    q.parallel_for(sycl::nd_range<3>({2, 4, 8}, {2, 2, 4}), [=](sycl::nd_item<3> it)
                   [[sycl::reqd_work_group_size(2, 2, 4)]] {
      c[it.get_global_linear_id()] = int(it.get_local_linear_id());
    }).wait();
    for (size_t i = 0; i < n; ++i) {
      size_t row = i / 16, col = i % 16;
      size_t z = i % 8, y = (i / 8) % 4, x = i / 32;
      if (a[i] != int(i % 16) || b[i] != int((row % 2) * 8 + col % 8) ||
          c[i] != int((x % 2) * 8 + (y % 2) * 4 + z % 4) || s4[i] != int(400 + i % 4) ||
          s32[i] != int(3200 + i % 32) || r8[i] != int(800 + i % 8) || r16[i] != int(1600 + i % 16)) {
        std::printf("FAIL at %zu on %s: %d %d %d\n", i, d.get_info<sycl::info::device::name>().c_str(), a[i], b[i], c[i]);
        return 1;
      }
    }
    sycl::free(a, q);
    sycl::free(b, q);
    sycl::free(c, q);
    sycl::free(s4, q);
    sycl::free(s32, q);
    sycl::free(r8, q);
    sycl::free(r16, q);
  }
  std::printf("PASS\n");
}
