// Helpers of the asynchronous SYCL tests: a watchdog that turns a hang (a
// call that waits when it must not, or a command that never runs) into a
// failure, a wait for a flag that a kernel sets, and kernels that run until
// the host lets them finish.
#include <sycl/sycl.hpp>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <thread>
#include <unistd.h>

inline void start_watchdog(unsigned seconds = 120) {
  std::signal(SIGALRM, [](int) {
    static const char m[] = "FAIL: timed out: a command that should have run did not\n";
    if (write(1, m, sizeof(m) - 1) < 0)
      _exit(2);
    _exit(1);
  });
  alarm(seconds);
}

// Waits until a kernel has set *flag (USM shared memory).
inline void await_flag(int *flag) {
  while (!sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::system>(*flag).load(
      sycl::memory_order::acquire))
    std::this_thread::yield();
}
inline void set_flag(int *flag, int v = 1) {
  sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::system>(*flag).store(
      v, sycl::memory_order::release);
}

// In device code: sets *started, then spins until *go is set.
inline void hold(int *started, int *go) {
  sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> s(*started), g(*go);
  s.store(1, sycl::memory_order::release);
  while (g.load(sycl::memory_order::acquire) == 0) {
  }
}

// PoCL's device runs one kernel at a time (the CPU driver gives PoCL one
// worker thread, docs/Runtime.md), so two kernels cannot overlap there.
inline bool runs_kernels_concurrently(const sycl::device &d) {
  return d.get_info<sycl::info::device::name>().find("PoCL") == std::string::npos;
}

// Failed checks, from any thread; the test passes when there is none.
inline std::atomic<int> failures{0};
inline void check(bool ok, const std::string &device, const char *what) {
  if (!ok) {
    printf("FAIL %s: %s\n", device.c_str(), what);
    ++failures;
  }
}
// The tests check each device sycl::device::get_devices() returns: with none,
// nothing was checked, which fails.
inline int test_result() {
  if (sycl::device::get_devices().empty()) {
    printf("FAIL: no SYCL device to check\n");
    return 1;
  }
  if (failures)
    return 1;
  printf("PASS\n");
  return 0;
}

inline bool is_complete(const sycl::event &e) {
  return e.get_info<sycl::info::event::command_execution_status>() == sycl::info::event_command_status::complete;
}
