// -fsycl-id-queries-fit-in-int, the default as in DPC++: device code knows
// that ids and ranges fit in int, and a launch whose range does not is
// refused at submission with errc::nd_range. The kernel is the pattern of
// HeCBench's groupnorm: `int w = get_local_id(0) / 64` indexes local memory
// that sub-group sums are stored to. Without the assumption its index was
// (id << 26) >> 32, which Intel's CPU compiler turns into a wild address.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

static int run(sycl::queue &q) {
  const int groups = 4, size = 256, slots = size / 64;
  // PoCL has no sub-groups: there the module is refused.
  bool sub_groups = !q.get_device().get_info<sycl::info::device::sub_group_sizes>().empty();
  float *x = sycl::malloc_shared<float>(groups * size, q);
  float *sums = sycl::malloc_shared<float>(groups, q);
  int *width = sycl::malloc_shared<int>(1, q);
  for (int i = 0; i < groups * size; ++i)
    x[i] = float(i / 64 % 7 + 1); // the same in each chunk of 64
  auto launch = [&] {
    q.submit([&](sycl::handler &h) {
       sycl::local_accessor<float, 1> part(sycl::range<1>(slots), h);
       h.parallel_for(sycl::nd_range<1>(groups * size, size), [=](sycl::nd_item<1> it) {
         float *p = part.get_multi_ptr<sycl::access::decorated::no>().get();
         int w = it.get_local_id(0) / 64;
         int lane = it.get_local_id(0) % 64;
         // Every sub-group of chunk w has the same sum, which they all
         // store to slot w (HeCBench's groupnorm stores so).
         auto sg = it.get_sub_group();
         float v = sycl::reduce_over_group(sg, x[it.get_global_id(0)], sycl::plus<float>{});
         p[w] = v;
         if (lane == 0)
           *width = sg.get_local_range()[0];
         it.barrier(sycl::access::fence_space::local_space);
         if (it.get_local_id(0) == 0) {
           float s = 0;
           for (int i = 0; i < slots; ++i)
             s += p[i];
           sums[it.get_group(0)] = s;
         }
       });
     }).wait();
  };
  if (!sub_groups) {
    CHECK(error_of(launch) != sycl::errc::success);
  } else {
    launch();
    CHECK(*width >= 1 && 64 % *width == 0);
    for (int g = 0; g < groups; ++g) {
      float want = 0;
      for (int w = 0; w < slots; ++w)
        want += *width * x[g * size + w * 64];
      CHECK(sums[g] == want);
    }
  }
  // A range past INT_MAX is refused before anything runs (built with
  // -fno-sycl-id-queries-fit-in-int, it would run).
  size_t huge = size_t(1) << 31;
  CHECK(error_of([&] { q.parallel_for(sycl::range<1>(huge), [=](sycl::id<1>) {}); }) == sycl::errc::nd_range);
  CHECK(error_of([&] {
          q.parallel_for(sycl::nd_range<2>({2, huge}, {1, 64}), [=](sycl::nd_item<2>) {});
        }) == sycl::errc::nd_range);
  sycl::free(x, q);
  sycl::free(sums, q);
  sycl::free(width, q);
  return 0;
}

int main() { return run_on_every_device(run); }
