// joint_inclusive_scan and joint_exclusive_scan over a work-group, in place
// (result == first, which std's scans allow and samples use to scan block
// sums) and out of place, over ranges shorter and longer than the group and
// not a multiple of it; checked against std::inclusive_scan/exclusive_scan.
// Work-group joint scans need no group collective, so every device runs them.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <numeric>
#include <vector>

static int run(sycl::queue &q) {
  for (size_t n : {size_t(5), size_t(32), size_t(781)}) {
    std::vector<int> in(n);
    for (size_t i = 0; i < n; ++i)
      in[i] = int(i % 7) - 3;
    std::vector<int> inc(n), exc(n);
    std::inclusive_scan(in.begin(), in.end(), inc.begin());
    std::exclusive_scan(in.begin(), in.end(), exc.begin(), 10);
    int *a = sycl::malloc_shared<int>(n, q), *b = sycl::malloc_shared<int>(n, q), *c = sycl::malloc_shared<int>(n, q);
    std::copy(in.begin(), in.end(), a);
    std::copy(in.begin(), in.end(), b);
    q.parallel_for(sycl::nd_range<1>(32, 32), [=](sycl::nd_item<1> it) {
      auto g = it.get_group();
      sycl::joint_exclusive_scan(g, b, b + n, c, 10, sycl::plus<int>()); // out of place, reads b first
      sycl::joint_inclusive_scan(g, a, a + n, a, sycl::plus<int>());
      sycl::joint_exclusive_scan(g, b, b + n, b, 10, sycl::plus<int>());
    }).wait();
    for (size_t i = 0; i < n; ++i) {
      CHECK(a[i] == inc[i]);
      CHECK(b[i] == exc[i]);
      CHECK(c[i] == exc[i]);
    }
    sycl::free(a, q);
    sycl::free(b, q);
    sycl::free(c, q);
  }
  return 0;
}

int main() { return run_on_every_device(run); }
