// CHECK(condition) for the test programs: prints the failed condition and
// its line, and returns 1 from the calling function.
#include <cstdio>
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
