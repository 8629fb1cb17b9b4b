// Vector add with device, host and shared USM, queue::memcpy/copy/memset/fill.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  sycl::queue q;
  const size_t n = 513;
  int *d = sycl::malloc_device<int>(n, q);
  int *h = sycl::malloc_host<int>(n, q);
  int *s = static_cast<int *>(sycl::malloc(n * sizeof(int), q, sycl::usm::alloc::shared));
  std::vector<int> in(n), out(n);
  for (size_t i = 0; i < n; ++i) { in[i] = int(i) * 7 - 100; h[i] = int(i); }
  q.copy(in.data(), d, n).wait();
  q.fill(s, 5, n).wait();
  q.parallel_for(n, [=](sycl::id<1> i) { s[i] += d[i] + h[i]; }).wait();
  q.memset(d, 0, n * sizeof(int)).wait();
  q.memcpy(out.data(), d, n * sizeof(int)).wait();
  for (size_t i = 0; i < n; ++i) {
    if (s[i] != 5 + int(i) * 7 - 100 + int(i)) { printf("FAIL s[%zu]=%d\n", i, s[i]); return 1; }
    if (out[i] != 0) { printf("FAIL memset\n"); return 1; }
  }
  if (sycl::get_pointer_type(d, q.get_context()) != sycl::usm::alloc::device ||
      sycl::get_pointer_type(h, q.get_context()) != sycl::usm::alloc::host ||
      sycl::get_pointer_type(out.data(), q.get_context()) != sycl::usm::alloc::unknown) { printf("FAIL pointer type\n"); return 1; }
  sycl::free(d, q); sycl::free(h, q); sycl::free(s, q.get_context());
  printf("PASS\n");
}
