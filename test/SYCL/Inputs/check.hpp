// CHECK(condition) for the test programs: prints the failed condition and
// its line, and returns 1 from the calling function.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <vector>

#define CHECK(...)                                                \
  do {                                                            \
    if (!(__VA_ARGS__)) {                                         \
      printf("FAIL line %d: %s\n", __LINE__, #__VA_ARGS__);       \
      return 1;                                                   \
    }                                                             \
  } while (0)

// The errc of the sycl::exception f throws, success if none.
template <typename F> sycl::errc error_of(F f) {
  try {
    f();
  } catch (const sycl::exception &e) {
    return sycl::errc(e.code().value());
  }
  return sycl::errc::success;
}

// main() of a test that checks each device the program sees (each lit run
// sees one): check(device) returns false after printing what failed. With no
// device nothing was checked, which fails.
template <typename F> int check_every_device(F check) {
  std::vector<sycl::device> devices = sycl::device::get_devices();
  if (devices.empty()) {
    printf("FAIL: no SYCL device to check\n");
    return 1;
  }
  bool ok = true;
  for (const sycl::device &dev : devices)
    ok &= check(dev);
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}

// The same for a test whose run(queue &) returns 0 when its CHECKs pass; a
// failure names the device.
template <typename F> int run_on_every_device(F run) {
  return check_every_device([&](const sycl::device &dev) {
    sycl::queue q(dev);
    if (!run(q))
      return true;
    printf("on %s\n", dev.get_info<sycl::info::device::name>().c_str());
    return false;
  });
}

// Runs launch(), which launches kernels written with double, and returns
// true when they ran. On a device without aspect::fp64 a kernel that still
// uses double after optimization must be refused with
// errc::kernel_not_supported naming the aspect (SYCL 2020's optional kernel
// features): then it returns false, and the caller skips checking results.
template <typename F> bool run_if_fp64(sycl::queue &q, F launch) {
  try {
    launch();
    return true;
  } catch (const sycl::exception &e) {
    if (q.get_device().has(sycl::aspect::fp64) || e.code() != sycl::errc::kernel_not_supported ||
        !std::strstr(e.what(), "aspect::fp64"))
      throw;
    return false;
  }
}

// main() of a test whose kernels use double, which needs aspect::fp64 (SYCL
// 2020's optional kernel features). On a device without it (the GPU
// profiles of Gen12 and Arc) the launch of the first kernel using double
// must throw errc::kernel_not_supported naming the aspect, and that is what
// the test checks there; a test with --expect-output then expects no line
// (expect_file). Elsewhere run() is the whole test.
template <typename F> int main_using_fp64(F run, const char *expect_file = nullptr) {
  bool has = sycl::device(sycl::default_selector_v).has(sycl::aspect::fp64);
  try {
    int result = run();
    if (has)
      return result;
    printf("FAIL: kernels using double ran on a device without aspect::fp64\n");
    return 1;
  } catch (const sycl::exception &e) {
    if (has || e.code() != sycl::errc::kernel_not_supported || !std::strstr(e.what(), "aspect::fp64"))
      throw;
  }
  if (expect_file)
    std::ofstream(expect_file, std::ios::trunc);
  printf("PASS\n");
  return 0;
}
