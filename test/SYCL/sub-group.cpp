// Sub-groups: ids and ranges, broadcast, shuffles, reduce/scan over the
// sub-group, any_of/all_of. The CPU device's sub-groups have one work-item;
// the results are checked against that size, read from the device.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 64;
  int *out = sycl::malloc_shared<int>(n * 8, q);
  q.parallel_for(sycl::nd_range<1>(n, 16), [=](sycl::nd_item<1> it) {
    sycl::sub_group sg = it.get_sub_group();
    int x = int(it.get_global_id(0));
    int *o = out + it.get_global_id(0) * 8;
    o[0] = int(sg.get_local_range()[0]);
    o[1] = sycl::group_broadcast(sg, x, 0);
    o[2] = sycl::select_from_group(sg, x, sg.get_local_id());
    o[3] = sycl::reduce_over_group(sg, x, sycl::plus<int>());
    o[4] = sycl::inclusive_scan_over_group(sg, x, sycl::plus<int>());
    o[5] = sycl::exclusive_scan_over_group(sg, x, sycl::plus<int>());
    o[6] = sycl::any_of_group(sg, x % 2 == 0) + 2 * sycl::all_of_group(sg, x >= 0);
    o[7] = int(sg.get_local_id()[0]);
    sycl::group_barrier(sg);
  }).wait();
  for (size_t i = 0; i < n; ++i) {
    int *o = out + i * 8;
    int x = int(i);
    if (o[0] != 1 || o[1] != x || o[2] != x || o[3] != x || o[4] != x || o[5] != 0 || o[6] != (x % 2 == 0) + 2 || o[7] != 0) {
      printf("FAIL item %zu: %d %d %d %d %d %d %d %d\n", i, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
      return 1;
    }
  }
  printf("PASS\n");
}
