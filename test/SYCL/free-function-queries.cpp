// DPC++'s free-function queries: a helper called from an nd_range kernel
// reaches its work-item with ext::oneapi::this_work_item::get_nd_item<D>()
// and get_work_group<D>() (and the older experimental::this_nd_item<D>(),
// this_group<D>()), in one and two dimensions.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

namespace fq = sycl::ext::oneapi::this_work_item;
namespace fqx = sycl::ext::oneapi::experimental;
static_assert(std::is_same_v<decltype(fq::get_sub_group()), sycl::sub_group>);
static_assert(std::is_same_v<decltype(fqx::this_sub_group()), sycl::sub_group>);

static void record(int *out) {
  sycl::nd_item<1> it = fq::get_nd_item<1>();
  sycl::group<1> g = fq::get_work_group<1>();
  out[it.get_global_id(0)] = int(it.get_local_id(0)) + 100 * int(g.get_group_id(0)) +
                             10000 * int(fqx::this_nd_item<1>().get_local_range(0));
}

static void record2(int *out) {
  sycl::nd_item<2> it = fqx::this_nd_item<2>();
  out[it.get_global_linear_id()] = int(fqx::this_group<2>().get_group_linear_id()) * 100 + int(it.get_local_linear_id());
}

int main() {
  sycl::queue q;
  const size_t n = 64, wg = 16;
  int *out = sycl::malloc_shared<int>(n, q);
  q.parallel_for(sycl::nd_range<1>{n, wg}, [=](sycl::nd_item<1>) { record(out); }).wait();
  int bad = 0;
  for (size_t i = 0; i < n; ++i)
    if (out[i] != int(i % wg) + 100 * int(i / wg) + 10000 * int(wg)) {
      std::printf("1-D %zu: %d\n", i, out[i]);
      ++bad;
    }
  q.parallel_for(sycl::nd_range<2>{{8, 8}, {4, 2}}, [=](sycl::nd_item<2>) { record2(out); }).wait();
  for (size_t r = 0; r < 8; ++r)
    for (size_t c = 0; c < 8; ++c) {
      int want = int((r / 4) * 4 + c / 2) * 100 + int((r % 4) * 2 + c % 2);
      if (out[r * 8 + c] != want) {
        std::printf("2-D (%zu, %zu): %d, expected %d\n", r, c, out[r * 8 + c], want);
        ++bad;
      }
    }
  sycl::free(out, q);
  if (bad)
    return 1;
  std::puts("PASS");
  return 0;
}
