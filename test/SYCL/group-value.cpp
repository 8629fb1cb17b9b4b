// sycl::group is a value (SYCL 2020 by-value semantics): a group taken out
// of an nd_range or a hierarchical kernel keeps its id and ranges, so copies
// read later on the host or in another kernel answer them and compare equal
// only to the same group. Every group of both launches is stored; the host
// checks each against its expected id and ranges and compares them with each
// other, and a single_task makes the same comparisons on the device.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

constexpr size_t gx = 4, gy = 6, lx = 2, ly = 3, ngroups = (gx / lx) * (gy / ly);

template <typename G> static bool expected(const G &g, size_t n, const sycl::range<2> &local, const char *what) {
  size_t want0 = n / (gy / ly), want1 = n % (gy / ly);
  if (g.get_group_id() == sycl::id<2>(want0, want1) && g.get_local_range() == local &&
      g.get_group_range() == sycl::range<2>(gx / lx, gy / ly) && g.get_group_linear_id() == n &&
      g.get_global_range() == sycl::range<2>(gx / lx * local[0], gy / ly * local[1]))
    return true;
  printf("FAIL: %s group %zu: id {%zu, %zu}, local range {%zu, %zu}, group range {%zu, %zu}\n", what, n,
         g.get_group_id()[0], g.get_group_id()[1], g.get_local_range()[0], g.get_local_range()[1],
         g.get_group_range()[0], g.get_group_range()[1]);
  return false;
}

// 1 when every group equals itself and its copy and differs from the others.
template <typename G> static int compare_all(const G *gs) {
  for (size_t i = 0; i < ngroups; ++i)
    for (size_t j = 0; j < ngroups; ++j) {
      G copy = gs[j];
      if ((gs[i] == copy) != (i == j) || (gs[i] != copy) != (i != j))
        return 0;
    }
  return 1;
}

int main() {
  static_assert(!std::is_default_constructible_v<sycl::group<2>>, "groups are made for kernels only");
  bool ok = true;
  for (const sycl::device &dev : sycl::device::get_devices()) {
    sycl::queue q(dev);
    auto *nd = static_cast<sycl::group<2> *>(sycl::malloc_shared(sizeof(sycl::group<2>) * ngroups, q));
    auto *hier = static_cast<sycl::group<2> *>(sycl::malloc_shared(sizeof(sycl::group<2>) * ngroups, q));
    int *same = sycl::malloc_shared<int>(2, q);
    q.parallel_for(sycl::nd_range<2>({gx, gy}, {lx, ly}), [=](sycl::nd_item<2> it) {
       if (it.get_local_linear_id() == 0)
         nd[it.get_group_linear_id()] = it.get_group();
     }).wait();
    q.submit([&](sycl::handler &h) {
       h.parallel_for_work_group(sycl::range<2>(gx / lx, gy / ly), sycl::range<2>(5, 7),
                                 [=](sycl::group<2> g) { hier[g.get_group_linear_id()] = g; });
     }).wait();
    q.single_task([=] {
       same[0] = compare_all(nd);
       same[1] = compare_all(hier);
     }).wait();
    for (size_t n = 0; n < ngroups; ++n) {
      ok &= expected(nd[n], n, sycl::range<2>(lx, ly), "nd_range");
      ok &= expected(hier[n], n, sycl::range<2>(5, 7), "hierarchical");
    }
    if (!compare_all(nd) || !compare_all(hier) || !same[0] || !same[1]) {
      printf("FAIL: group equality on the host (%d, %d) or the device (%d, %d)\n", compare_all(nd),
             compare_all(hier), same[0], same[1]);
      ok = false;
    }
    sycl::free(nd, q);
    sycl::free(hier, q);
    sycl::free(same, q);
  }
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}
