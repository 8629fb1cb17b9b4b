// assert() in device code, on every device: assertions that hold cost
// nothing visible; a failed one prints the expression, file, line, function,
// kernel and work-item on stderr and aborts the program when the kernel has
// completed (FAIL). NDEBUG removes the assertions, as on the host.
// RUN: %sycl-check %s %t
// RUN: %sycl-check %s %t.ndebug -DFAIL -DNDEBUG
// RUN: %sycl-cxx -fsycl -O2 -DFAIL %s -o %t.fail
// RUN: not --crash %t.fail 2>&1 | FileCheck %s
// CHECK: before the failing kernel
// CHECK-NEXT: {{.*}}device-assert.cpp:[[#@LINE+24]]: {{.*}}: Assertion `it.get_global_id(1) != 5 || it.get_global_id(0) != 2' failed in kernel main::failing, work-item global id [2, 5], local id [0, 1]
// CHECK-NOT: PASS
#include <sycl/sycl.hpp>

int main() {
  for (const sycl::device &d : sycl::device::get_devices()) {
    sycl::queue q(d);
    constexpr size_t n = 64;
    int *out = sycl::malloc_shared<int>(n, q);
    // Assertions that hold, in a range kernel and in a function it calls.
    auto twice = [](int v) {
      assert(v >= 0 && "non-negative input");
      return 2 * v;
    };
    q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
      assert(i[0] < n);
      out[i] = twice(int(i[0]));
    }).wait();
    for (size_t i = 0; i < n; ++i)
      if (out[i] != int(2 * i))
        return 1;
#ifdef FAIL
    std::printf("before the failing kernel\n");
    q.parallel_for<class failing>(sycl::nd_range<2>({4, 8}, {2, 4}), [=](sycl::nd_item<2> it) {
      assert(it.get_global_id(1) != 5 || it.get_global_id(0) != 2);
    }).wait();
#endif
    sycl::free(out, q);
  }
  std::printf("PASS\n");
}
