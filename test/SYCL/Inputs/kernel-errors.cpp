// Errors that name the kernel as the user wrote it: a named kernel and an
// unnamed one with a work-group beyond the device's limit, a global range
// that is not a multiple of the local range, and more local memory than the
// device has. Prints each exception's errc and message.
#include <sycl/sycl.hpp>
#include <cstdio>

class TooBig;
template <typename F> static void report(const char *what, F f) {
  try {
    f();
    std::printf("%s: no exception\n", what);
  } catch (const sycl::exception &e) {
    std::printf("%s: %s: %s\n", what, e.code().message().c_str(), e.what());
  }
}

int main() {
  sycl::queue q;
  size_t big = q.get_device().get_info<sycl::info::device::max_work_group_size>() * 2;
  report("named", [&] {
    q.parallel_for<TooBig>(sycl::nd_range<1>(big, big), [=](sycl::nd_item<1>) {}).wait();
  });
  report("unnamed", [&] {
    q.parallel_for(sycl::nd_range<1>(big, big), [=](sycl::nd_item<1>) {}).wait();
  });
  report("nd_range", [&] {
    q.parallel_for(sycl::nd_range<1>(10, 4), [=](sycl::nd_item<1>) {}).wait();
  });
  size_t local = q.get_device().get_info<sycl::info::device::local_mem_size>();
  report("local memory", [&] {
    q.submit([&](sycl::handler &h) {
      sycl::local_accessor<char, 1> scratch(sycl::range<1>(local + 1), h);
      h.parallel_for(sycl::nd_range<1>(64, 64), [=](sycl::nd_item<1> it) { scratch[it.get_local_id(0)] = 1; });
    }).wait();
  });
  return 0;
}
