// Fences in kernels: atomic_fence in each memory order and scope, and
// nd_item::mem_fence, around plain and atomic accesses. On PoCL a module
// with a fence used to fail to build (no mem_fence in its kernel library);
// the CPU driver now drops OpMemoryBarrier there (PoCL's atomics are
// acquire-release read-modify-writes).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

int main() {
  sycl::queue q;
  constexpr size_t n = 256, wg = 64;
  int *data = sycl::malloc_shared<int>(n, q);
  int *count = sycl::malloc_shared<int>(n / wg, q);
  int *seen = sycl::malloc_shared<int>(n / wg, q);
  for (size_t g = 0; g < n / wg; ++g)
    count[g] = 0;
  q.parallel_for(sycl::nd_range<1>{n, wg}, [=](sycl::nd_item<1> it) {
     size_t i = it.get_global_id(0), g = it.get_group(0);
     data[i] = int(i) * 3;
     sycl::atomic_fence(sycl::memory_order::release, sycl::memory_scope::device);
     sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> c(count[g]);
     c.fetch_add(1);
     sycl::atomic_fence(sycl::memory_order::acq_rel, sycl::memory_scope::work_group);
     it.mem_fence();
     sycl::group_barrier(it.get_group());
     sycl::atomic_fence(sycl::memory_order::acquire, sycl::memory_scope::device);
     sycl::atomic_fence(sycl::memory_order::seq_cst, sycl::memory_scope::system);
     if (it.get_local_id(0) == 0) {
       int sum = 0;
       for (size_t k = 0; k < wg; ++k)
         sum += data[g * wg + k];
       seen[g] = c.load() == int(wg) ? sum : -1;
     }
   }).wait();
  for (size_t g = 0; g < n / wg; ++g) {
    int want = 0;
    for (size_t k = 0; k < wg; ++k)
      want += int(g * wg + k) * 3;
    if (seen[g] != want) {
      std::printf("group %zu: %d, expected %d\n", g, seen[g], want);
      return 1;
    }
  }
  sycl::free(data, q);
  sycl::free(count, q);
  sycl::free(seen, q);
  std::puts("PASS");
  return 0;
}
