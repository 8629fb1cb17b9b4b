// Prints the devices SYCL sees and the one each selector picks, or the
// exception a selector throws; with an argument, also runs a kernel that
// needs sub-groups on the default device.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <string>

template <typename S> static void pick(const char *what, const S &selector) {
  try {
    sycl::device d(selector);
    std::printf("%s: %s\n", what, d.get_info<sycl::info::device::name>().c_str());
  } catch (const sycl::exception &e) {
    std::printf("%s: exception (%s): %s\n", what, e.code().message().c_str(), e.what());
  }
}

int main(int argc, char **) {
  try {
    std::vector<sycl::device> all = sycl::device::get_devices();
    for (size_t i = 0; i < all.size(); ++i)
      std::printf("device %zu: %s\n", i, all[i].get_info<sycl::info::device::name>().c_str());
  } catch (const sycl::exception &e) {
    std::printf("get_devices: exception (%s): %s\n", e.code().message().c_str(), e.what());
    return 0;
  }
  pick("default", sycl::default_selector_v);
  pick("cpu", sycl::cpu_selector_v);
  pick("gpu", sycl::gpu_selector_v);
  try {
    sycl::platform p(sycl::gpu_selector_v);
    std::printf("gpu platform: %zu devices\n", p.get_devices().size());
  } catch (const sycl::exception &e) {
    std::printf("gpu platform: exception (%s): %s\n", e.code().message().c_str(), e.what());
  }
  if (argc > 1) {
    sycl::queue q;
    int *out = sycl::malloc_shared<int>(64, q);
    q.parallel_for(sycl::nd_range<1>(64, 16), [=](sycl::nd_item<1> it) {
      out[it.get_global_id(0)] = sycl::reduce_over_group(it.get_sub_group(), 1, sycl::plus<int>());
    }).wait();
    bool ok = true;
    size_t sg = out[0];
    for (size_t i = 0; i < 64; ++i)
      ok = ok && size_t(out[i]) == sg;
    std::printf("sub-group kernel on %s: sub-group size %zu, %s\n",
                q.get_device().get_info<sycl::info::device::name>().c_str(), sg, ok ? "PASS" : "FAIL");
    sycl::free(out, q);
  }
  return 0;
}
