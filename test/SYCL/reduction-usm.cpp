// sycl::reduction with plus and maximum (two reductions in one kernel) and a global atomic counter;
// a reducer can be neither copied nor moved (SYCL 2020 4.9.2.3).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 1000;
  int *a = sycl::malloc_shared<int>(n, q);
  int *sum = sycl::malloc_shared<int>(1, q), *mx = sycl::malloc_shared<int>(1, q);
  for (size_t i = 0; i < n; ++i) a[i] = (i * 37) % 101;
  *sum = 5; *mx = 0;
  q.parallel_for(sycl::range<1>(n), sycl::reduction(sum, sycl::plus<int>()), sycl::reduction(mx, sycl::maximum<int>()),
                 [=](sycl::id<1> i, auto &s, auto &m) {
                   using reducer_t = std::remove_reference_t<decltype(s)>;
                   static_assert(!std::is_copy_constructible_v<reducer_t> && !std::is_move_constructible_v<reducer_t> &&
                                 !std::is_copy_assignable_v<reducer_t> && !std::is_move_assignable_v<reducer_t>);
                   s += a[i];
                   m.combine(a[i]);
                 }).wait();
  int es = 5, em = 0;
  for (size_t i = 0; i < n; ++i) { es += a[i]; em = std::max(em, a[i]); }
  if (*sum != es || *mx != em) { printf("FAIL %d %d vs %d %d\n", *sum, *mx, es, em); return 1; }
  int *cnt = sycl::malloc_shared<int>(1, q); *cnt = 0;
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
    sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*cnt);
    if (a[i] % 2) r.fetch_add(1);
  }).wait();
  int ec = 0; for (size_t i = 0; i < n; ++i) ec += a[i] % 2;
  if (*cnt != ec) { printf("FAIL atomic %d vs %d\n", *cnt, ec); return 1; }
  printf("PASS\n");
}
