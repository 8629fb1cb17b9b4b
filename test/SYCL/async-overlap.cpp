// submit returns while its kernel still runs, and on an out-of-order queue
// an independent kernel runs while another one is executing: on each device,
// kernel A runs until the host lets it finish; the test waits until A has
// started, submits B and waits for B, then lets A finish. Where the device
// runs kernels concurrently (Intel's; PoCL runs one at a time), B must
// complete while A runs, and the device timestamps must show B inside A.
// The watchdog fails the test instead of hanging.
// RUN: %sycl-check %s %t
#include "Inputs/async-common.hpp"

int main() {
  start_watchdog();
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d, sycl::property::queue::enable_profiling());
    int *flags = sycl::malloc_shared<int>(2, q); // started, go
    int *out = sycl::malloc_shared<int>(64, q);
    std::memset(flags, 0, 2 * sizeof(int));
    std::memset(out, 0, 64 * sizeof(int));
    sycl::event a = q.single_task([=] {
      hold(&flags[0], &flags[1]);
      out[0] = 7;
    });
    // submit has returned and A cannot finish before the host sets go.
    if (is_complete(a)) {
      printf("FAIL %s: a held kernel completed\n", name.c_str());
      ++failures;
    }
    if (runs_kernels_concurrently(d)) {
      await_flag(&flags[0]);
      sycl::event b = q.parallel_for(sycl::range<1>(63), [=](sycl::id<1> i) { out[i[0] + 1] = int(i[0]) * 3; });
      b.wait();
      if (is_complete(a)) {
        printf("FAIL %s: the held kernel completed by itself\n", name.c_str());
        ++failures;
      }
      set_flag(&flags[1]);
      a.wait();
      uint64_t as = a.get_profiling_info<sycl::info::event_profiling::command_start>();
      uint64_t ae = a.get_profiling_info<sycl::info::event_profiling::command_end>();
      uint64_t bs = b.get_profiling_info<sycl::info::event_profiling::command_start>();
      uint64_t be = b.get_profiling_info<sycl::info::event_profiling::command_end>();
      if (!(as <= bs && bs <= be && be <= ae)) {
        printf("FAIL %s: B (%llu..%llu) is not inside A (%llu..%llu) in device time\n", name.c_str(),
               (unsigned long long)bs, (unsigned long long)be, (unsigned long long)as, (unsigned long long)ae);
        ++failures;
      }
      for (int i = 0; i < 63; ++i)
        if (out[i + 1] != i * 3) {
          printf("FAIL %s: out[%d] = %d\n", name.c_str(), i + 1, out[i + 1]);
          ++failures;
          break;
        }
      printf("%s: two kernels overlapped\n", name.c_str());
    } else {
      set_flag(&flags[1]);
      a.wait();
      printf("%s: runs one kernel at a time; submit returned before its kernel finished\n", name.c_str());
    }
    if (out[0] != 7 || !is_complete(a)) {
      printf("FAIL %s: the held kernel's result %d\n", name.c_str(), out[0]);
      ++failures;
    }
    sycl::free(flags, q);
    sycl::free(out, q);
  }
  return test_result();
}
