// Several kernels and queues with dependencies (depends_on, events),
// in-order queues, host_task, profiling information, event::wait.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q1{sycl::property::queue::enable_profiling()};
  sycl::queue q2{sycl::default_selector_v, sycl::property_list{sycl::property::queue::in_order()}};
  if (!q2.is_in_order() || !q1.has_property<sycl::property::queue::enable_profiling>()) { printf("FAIL props\n"); return 1; }
  const size_t n = 256;
  int *a = sycl::malloc_shared<int>(n, q1);
  int *b = sycl::malloc_shared<int>(n, q1);
  sycl::event e1 = q1.parallel_for(n, [=](sycl::id<1> i) { a[i] = int(i[0]); });
  sycl::event e2 = q2.submit([&](sycl::handler &h) {
    h.depends_on(e1);
    h.parallel_for(n, [=](sycl::id<1> i) { b[i] = a[i] * 2; });
  });
  int host_sum = 0;
  sycl::event e3 = q1.submit([&](sycl::handler &h) {
    h.depends_on({e1, e2});
    h.host_task([&] { for (size_t i = 0; i < n; ++i) host_sum += b[i]; });
  });
  e3.wait();
  q2.parallel_for(n, e3, [=](sycl::id<1> i) { a[i] += b[i]; });
  q2.wait();
  if (host_sum != int(n * (n - 1))) { printf("FAIL host_task %d\n", host_sum); return 1; }
  for (size_t i = 0; i < n; ++i) if (a[i] != 3 * int(i)) { printf("FAIL chain %zu\n", i); return 1; }
  uint64_t s = e1.get_profiling_info<sycl::info::event_profiling::command_submit>();
  uint64_t st = e1.get_profiling_info<sycl::info::event_profiling::command_start>();
  uint64_t en = e1.get_profiling_info<sycl::info::event_profiling::command_end>();
  if (!(s <= st && st <= en)) { printf("FAIL profiling order\n"); return 1; }
  bool threw = false;
  try {
    e2.get_profiling_info<sycl::info::event_profiling::command_end>();
  } catch (const sycl::exception &e) {
    threw = e.code() == sycl::errc::invalid;
  }
  if (!threw) { printf("FAIL profiling without enable_profiling must throw\n"); return 1; }
  if (e1.get_info<sycl::info::event::command_execution_status>() != sycl::info::event_command_status::complete) { printf("FAIL status\n"); return 1; }
  printf("PASS\n");
}
