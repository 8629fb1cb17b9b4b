// atomic_ref: integer and float read-modify-write, min/max, compare-exchange,
// different memory orders and scopes, on global memory.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const int n = 1024;
  int *ival = sycl::malloc_shared<int>(4, q);
  float *fval = sycl::malloc_shared<float>(1, q);
  unsigned *bits = sycl::malloc_shared<unsigned>(1, q);
  ival[0] = 0; ival[1] = 1 << 30; ival[2] = -(1 << 30); ival[3] = 0;
  *fval = 0.0f; *bits = 0;
  q.parallel_for(sycl::range<1>(n), [=](sycl::item<1> it) {
    int i = int(it.get_linear_id());
    using namespace sycl;
    atomic_ref<int, memory_order::relaxed, memory_scope::device> sum(ival[0]);
    atomic_ref<int, memory_order::acq_rel, memory_scope::device> mn(ival[1]);
    atomic_ref<int, memory_order::seq_cst, memory_scope::system> mx(ival[2]);
    atomic_ref<float, memory_order::relaxed, memory_scope::device> f(*fval);
    atomic_ref<unsigned, memory_order::relaxed, memory_scope::work_group> b(*bits);
    sum.fetch_add(i);
    sum -= 1;
    mn.fetch_min(i * 3 - 500);
    mx.fetch_max(i * 3 - 500);
    f.fetch_add(0.5f);
    b.fetch_or(1u << (i % 32));
    atomic_ref<int, memory_order::relaxed, memory_scope::device> c(ival[3]);
    int old = c.load();
    while (!c.compare_exchange_weak(old, old + 2)) {
    }
  }).wait();
  int esum = 0; for (int i = 0; i < n; ++i) esum += i - 1;
  if (ival[0] != esum) { printf("FAIL sum %d %d\n", ival[0], esum); return 1; }
  if (ival[1] != -500 || ival[2] != (n - 1) * 3 - 500) { printf("FAIL min/max %d %d\n", ival[1], ival[2]); return 1; }
  if (*fval != 0.5f * n) { printf("FAIL float %f\n", *fval); return 1; }
  if (*bits != 0xffffffffu) { printf("FAIL or %x\n", *bits); return 1; }
  if (ival[3] != 2 * n) { printf("FAIL cas %d\n", ival[3]); return 1; }
  printf("PASS\n");
}
