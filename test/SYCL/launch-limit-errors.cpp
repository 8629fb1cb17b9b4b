// A launch the device cannot run is a sycl::exception with errc::nd_range
// whose what() gives the reason and names the limit, never a crash:
// - a work-group above the device's largest;
// - a work-group above the kernel's largest, for a kernel whose work-items
//   each keep 64 KiB in private memory. The driver's reason reaches what().
//   The kernel's limit is kernel_device_specific::work_group_size, below the
//   device's; a group of that size runs and computes. (PoCL gives each
//   work-item of a group its own copy on one thread's stack: a group of the
//   device's largest size used to overflow it.)
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>

#include <string>

#include "Inputs/check.hpp"

class big_private;
class small;

constexpr int Table = 16384; // 64 KiB of uint32_t

// The what() of the nd_range exception launch() throws; "" if none or
// another error.
template <typename F> static std::string nd_range_error(F launch) {
  try {
    launch();
  } catch (const sycl::exception &e) {
    if (e.code() == sycl::errc::nd_range)
      return e.what();
    printf("unexpected error %d: %s\n", e.code().value(), e.what());
  }
  return "";
}

// Whether what names limit as a number of its own.
static bool names(const std::string &what, size_t limit) {
  const std::string n = std::to_string(limit);
  for (size_t at = what.find(n); at != std::string::npos; at = what.find(n, at + 1))
    if ((at == 0 || !isdigit((unsigned char)what[at - 1])) &&
        (at + n.size() == what.size() || !isdigit((unsigned char)what[at + n.size()])))
      return true;
  printf("'%s' does not name %zu\n", what.c_str(), limit);
  return false;
}

static int run(sycl::queue &q) {
  sycl::device dev = q.get_device();
  const size_t dev_max = dev.get_info<sycl::info::device::max_work_group_size>();
  uint32_t *sum = sycl::malloc_shared<uint32_t>(1, q);

  // Above the device's largest work-group.
  std::string what = nd_range_error([&] {
    q.parallel_for<small>(sycl::nd_range<1>(2 * dev_max, 2 * dev_max), [=](sycl::nd_item<1>) { *sum = 1; }).wait();
  });
  CHECK(!what.empty() && names(what, dev_max));

  auto launch = [&](size_t wg) {
    *sum = 0;
    q.parallel_for<big_private>(sycl::nd_range<1>(wg, wg), [=](sycl::nd_item<1> it) {
       volatile uint32_t t[Table];
       for (int i = 0; i < Table; ++i)
         t[i] = uint32_t(i) + uint32_t(it.get_global_id(0));
       uint32_t s = t[(it.get_global_id(0) * 7919) % Table];
       sycl::atomic_ref<uint32_t, sycl::memory_order::relaxed, sycl::memory_scope::device> a(*sum);
       a += s;
     }).wait();
  };
  launch(1);
  CHECK(*sum == 0);
  sycl::kernel k = sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context()).get_kernel<big_private>();
  const size_t wg = k.get_info<sycl::info::kernel_device_specific::work_group_size>(dev);
  // 64 KiB per work-item: every device here gives the kernel fewer
  // work-items than its other kernels.
  CHECK(wg >= 1 && wg < dev_max);
  launch(wg);
  uint32_t expect = 0;
  for (size_t g = 0; g < wg; ++g)
    expect += uint32_t((g * 7919) % Table + g);
  CHECK(*sum == expect);

  // Above the kernel's largest, within the device's.
  what = nd_range_error([&] { launch(wg + 1); });
  CHECK(!what.empty() && names(what, wg) && what.find("private memory") != std::string::npos);
  what = nd_range_error([&] { launch(dev_max); });
  CHECK(!what.empty() && names(what, wg));
  sycl::free(sum, q);
  return 0;
}

int main() { return run_on_every_device(run); }
