// Copies, fills and memsets of 0 bytes do nothing, also through the null
// pointer a 0-element malloc_device gives (as with DPC++, programs copy to
// and from it when a test case has no rows); their events still complete
// after what they depend on, and the queue keeps working.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

static int run(sycl::queue &q) {
  int *none = sycl::malloc_device<int>(0, q);
  CHECK(none == nullptr);
  int host = 7;
  int *d = sycl::malloc_device<int>(1, q);
  CHECK(d);
  sycl::event fill = q.single_task([=] { *d = 5; });
  // Empty commands, in order after the fill on any queue.
  q.memcpy(none, &host, 0).wait();
  q.memcpy(&host, none, 0).wait();
  q.copy(none, none, 0).wait();
  q.memset(none, 0, 0).wait();
  q.fill(none, 1, 0).wait();
  sycl::event after = q.memcpy(nullptr, nullptr, 0, fill);
  after.wait();
  CHECK(fill.get_info<sycl::info::event::command_execution_status>() ==
        sycl::info::event_command_status::complete);
  q.submit([&](sycl::handler &h) { h.memcpy(none, d, 0); }).wait();
  q.memcpy(&host, d, sizeof(int)).wait();
  CHECK(host == 5);
  // A non-empty copy through null is still an error.
  CHECK(error_of([&] { q.memcpy(none, &host, sizeof(int)).wait(); }) != sycl::errc::success);
  sycl::free(d, q);
  sycl::free(none, q);
  return 0;
}

int main() { return run_on_every_device(run); }
