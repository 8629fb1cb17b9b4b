// What a kernel's entry point does besides calling the user's function
// (detail/kernel_launch.hpp, detail/assert.hpp), and that kernels still work
// with each of those parts:
//  - a kernel object that is trivially copyable holds no local_accessor and
//    no stream: its entry point neither patches local memory into the object
//    nor flushes streams, so it writes nothing but what the user writes (the
//    loops over the patches made PoCL keep a copy of the object per
//    work-item);
//  - the launch's assertion record is stored by every work-item only in
//    programs with device assertions: the device link makes the library's
//    variable internal and drops it when nothing reads it.
// RUN: %sycl-check %s %t
// RUN: spirv-dis %t-O2.spv | FileCheck %s --check-prefix=PLAIN
// RUN: %sycl-check %s %t.asserts -DASSERTS
// RUN: spirv-dis %t.asserts-O2.spv | FileCheck %s --check-prefix=ASSERTS
// PLAIN-NOT: current_assert_record
// PLAIN-LABEL: %_ZTSZ4mainE5plain = OpFunction
// PLAIN-NOT: OpPhi
// PLAIN: OpStore
// PLAIN-NOT: OpStore
// PLAIN: OpFunctionEnd
// PLAIN-NOT: current_assert_record
// ASSERTS: current_assert_record
#include <sycl/sycl.hpp>

int main() {
  for (const sycl::device &d : sycl::device::get_devices()) {
    sycl::queue q(d);
    constexpr size_t n = 256, L = 64;
    int *in = sycl::malloc_shared<int>(n, q), *out = sycl::malloc_shared<int>(n, q),
        *sums = sycl::malloc_shared<int>(n / L, q);
    for (size_t i = 0; i < n; ++i)
      in[i] = int(i * 7 % 31);
    static_assert(sycl::detail::may_need_patches_v<sycl::local_accessor<int, 1>>);
    // Trivially copyable: the entry point only calls the function.
    q.parallel_for<class plain>(sycl::range<1>(n), [=](sycl::id<1> i) {
#ifdef ASSERTS
      assert(in[i] < 31);
#endif
      out[i] = 3 * in[i];
    }).wait();
    // A local_accessor: the entry point points it into the local arena.
    q.submit([&](sycl::handler &h) {
      sycl::local_accessor<int, 1> tile(L, h);
      h.parallel_for<class tiled>(sycl::nd_range<1>(n, L), [=](sycl::nd_item<1> it) {
        size_t l = it.get_local_id(0);
        tile[l] = in[it.get_global_id(0)];
        sycl::group_barrier(it.get_group());
        if (l == 0) {
          int s = 0;
          for (size_t k = 0; k < L; ++k)
            s += tile[k];
          sums[it.get_group(0)] = s;
        }
      });
    }).wait();
    for (size_t g = 0; g < n / L; ++g) {
      int s = 0;
      for (size_t k = 0; k < L; ++k) {
        s += in[g * L + k];
        if (out[g * L + k] != 3 * in[g * L + k]) {
          std::printf("FAIL: out[%zu] = %d\n", g * L + k, out[g * L + k]);
          return 1;
        }
      }
      if (sums[g] != s) {
        std::printf("FAIL: sums[%zu] = %d, expected %d\n", g, sums[g], s);
        return 1;
      }
    }
    sycl::free(in, q), sycl::free(out, q), sycl::free(sums, q);
  }
  std::printf("PASS\n");
}
