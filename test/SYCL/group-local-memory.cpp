// DPC++'s sycl_ext_oneapi_local_memory: group_local_memory_for_overwrite<T>(g)
// and group_local_memory<T>(g, args...) give each work-group a T in local
// memory, one per call site: two calls for one type, and a helper called
// twice, give different memory (the device link inlines the functions
// between each call and its kernel, then gives each call a Workgroup
// variable). group_local_memory constructs T from the arguments once per
// group, before every work-item sees it; arrays, a 2-D group and the result
// of one group never seen by another are checked against the host.
// RUN: %sycl-check %s %t
//
// Five calls in the first kernel and one in the second: six Workgroup
// variables, even at -O0.
// RUN: %sycl-cxx -fsycl -O0 %s -o %t.x -Xoffload-linker --spirv-output=%t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// CHECK-COUNT-6: %__sycl_group_local{{[_0-9]*}} = OpVariable %{{.*}} Workgroup
// CHECK-NOT: %__sycl_group_local{{[_0-9]*}} = OpVariable
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

namespace ext = sycl::ext::oneapi;

constexpr int WG = 16;

struct Pair {
  int a;
  float b;
  Pair(int a, float b) : a(a), b(b) {}
};

// Called twice per work-item: two allocations.
int *scratch(sycl::group<1> g) { return *ext::group_local_memory_for_overwrite<int[WG]>(g); }

class Groups1;
class Groups2;

int run(sycl::queue &q) {
  constexpr int N = 64;
  int *out = sycl::malloc_shared<int>(N * 4, q);
  q.parallel_for<Groups1>(sycl::nd_range<1>(N, WG), [=](sycl::nd_item<1> it) {
     sycl::group<1> g = it.get_group();
     int(*a)[WG] = &*ext::group_local_memory_for_overwrite<int[WG]>(g);
     int *b = *ext::group_local_memory_for_overwrite<int[WG]>(g);
     int *c = scratch(g), *d = scratch(g);
     auto p = ext::group_local_memory<Pair>(g, 7 + int(g.get_group_id(0)), 2.5f);
     size_t l = it.get_local_id(0);
     (*a)[l] = int(l);
     b[l] = int(l) * 10;
     c[l] = 100;
     d[l] = 1000;
     sycl::group_barrier(g);
     size_t r = WG - 1 - l, i = it.get_global_id(0);
     out[i * 4] = (*a)[r];
     out[i * 4 + 1] = b[r];
     out[i * 4 + 2] = c[r] + d[r];
     out[i * 4 + 3] = p->a + int(p->b * 2);
   }).wait();
  for (int i = 0; i < N; ++i) {
    int r = WG - 1 - i % WG;
    CHECK(out[i * 4] == r && out[i * 4 + 1] == r * 10 && out[i * 4 + 2] == 1100 &&
          out[i * 4 + 3] == 7 + i / WG + 5);
  }

  // A 2-D group sums its work-items' values in local memory.
  constexpr int H = 8, W = 8;
  int *sums = sycl::malloc_shared<int>(4, q);
  q.parallel_for<Groups2>(sycl::nd_range<2>({2 * H, 2 * W}, {H, W}), [=](sycl::nd_item<2> it) {
     sycl::group<2> g = it.get_group();
     int *sum = &*ext::group_local_memory<int>(g, 0);
     sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::work_group,
                      sycl::access::address_space::local_space>(*sum)
         .fetch_add(int(it.get_global_linear_id()));
     sycl::group_barrier(g);
     if (g.leader())
       sums[g.get_group_linear_id()] = *sum;
   }).wait();
  int want[4] = {};
  for (int y = 0; y < 2 * H; ++y)
    for (int x = 0; x < 2 * W; ++x)
      want[(y / H) * 2 + x / W] += y * 2 * W + x;
  for (int k = 0; k < 4; ++k)
    CHECK(sums[k] == want[k]);
  sycl::free(out, q);
  sycl::free(sums, q);
  return 0;
}

int main() { return run_on_every_device(run); }
