// sycl::exception and errc from the library's checks: nd_range sizes,
// sub-buffers, two commands in one command group, sycl::free of a host
// pointer, async_handler construction.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
template <typename F> bool throws(sycl::errc code, F f) {
  try { f(); } catch (const sycl::exception &e) { return e.code() == code && e.what()[0] != 0; }
  return false;
}
int main() {
  sycl::queue q([](sycl::exception_list l) { (void)l; });
  int *p = sycl::malloc_shared<int>(10, q);
  if (!throws(sycl::errc::nd_range, [&] { q.parallel_for(sycl::nd_range<1>(10, 4), [=](sycl::nd_item<1>) {}); })) { printf("FAIL nd_range\n"); return 1; }
  sycl::buffer<int, 2> b(sycl::range<2>(4, 4));
  if (!throws(sycl::errc::invalid, [&] { sycl::buffer<int, 2> s(b, sycl::id<2>(0, 1), sycl::range<2>(2, 2)); })) { printf("FAIL sub-buffer\n"); return 1; }
  if (!throws(sycl::errc::invalid, [&] {
        q.submit([&](sycl::handler &h) { h.single_task([=] { p[0] = 1; }); h.single_task([=] { p[1] = 1; }); });
      })) { printf("FAIL two commands\n"); return 1; }
  int local = 0;
  if (!throws(sycl::errc::invalid, [&] { sycl::free(&local, q); })) { printf("FAIL free\n"); return 1; }
  sycl::free(p, q);
  printf("PASS\n");
}
