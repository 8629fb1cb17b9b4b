// atomic_ref<T*>: fetch_add/fetch_sub and the operators step by elements
// (difference_type is ptrdiff_t), as built-in pointer arithmetic does. Each
// work-item claims a distinct slot of a shared array by bumping one pointer,
// so every slot is claimed exactly once; += and -= cancel; ++/-- return the
// pointer after/before the step.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <type_traits>
static_assert(std::is_same_v<sycl::atomic_ref<float *, sycl::memory_order::relaxed,
                                              sycl::memory_scope::device>::difference_type,
                             std::ptrdiff_t>);
int main() {
  sycl::queue q;
  constexpr int n = 256;
  float *slots = sycl::malloc_shared<float>(n, q);
  float **next = sycl::malloc_shared<float *>(3, q);
  bool *ops_ok = sycl::malloc_shared<bool>(n, q);
  next[0] = slots;
  next[1] = slots + 10;
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
    using ptr_ref = sycl::atomic_ref<float *, sycl::memory_order::relaxed, sycl::memory_scope::device,
                                     sycl::access::address_space::global_space>;
    float *mine = ptr_ref(next[0]).fetch_add(1);
    *mine = float(i[0]);
    ptr_ref other(next[1]);
    float *after = (other += 3);
    float *before = (other -= 3);
    ops_ok[i] = after >= slots + 13 && after <= slots + 10 + 3 * n && before >= slots + 10;
    ++other;
    other--;
  }).wait();
  // One work-item: every return value is exact.
  int *exact = sycl::malloc_shared<int>(1, q);
  q.single_task([=] {
    using ptr_ref = sycl::atomic_ref<float *, sycl::memory_order::acq_rel, sycl::memory_scope::device>;
    next[2] = slots;
    ptr_ref r(next[2]);
    bool ok = r.fetch_add(5) == slots && r.load() == slots + 5;
    ok = ok && r.fetch_sub(2) == slots + 5 && (r += 4) == slots + 7 && (r -= 7) == slots;
    ok = ok && ++r == slots + 1 && r++ == slots + 1 && r-- == slots + 2 && --r == slots;
    *exact = ok;
  }).wait();
  if (!*exact) { printf("FAIL single work-item pointer arithmetic\n"); return 1; }
  std::vector<int> seen(n, 0);
  for (int k = 0; k < n; ++k) {
    int v = int(slots[k]);
    if (v < 0 || v >= n || seen[v]++) { printf("FAIL slot %d holds %g\n", k, double(slots[k])); return 1; }
    if (!ops_ok[k]) { printf("FAIL operators of item %d\n", k); return 1; }
  }
  if (next[0] != slots + n || next[1] != slots + 10) {
    printf("FAIL pointers end at %td and %td\n", next[0] - slots, next[1] - slots);
    return 1;
  }
  printf("PASS\n");
}
