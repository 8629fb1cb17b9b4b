// Asynchronous errors: an exception thrown by a host_task reaches the
// queue's async_handler at wait_and_throw / throw_asynchronous /
// event::wait_and_throw (not at wait, not at submit), once; commands after
// it still run. A queue without a handler of its own reports to its
// context's. Without any async_handler, the default one reports the
// error and terminates the program, as the specification requires (here at
// wait_and_throw, or when the queue is destroyed).
// RUN: %sycl-check %s %t
// RUN: %sycl-cxx -fsycl %s -o %t.default
// RUN: not --crash %t.default default 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not --crash %t.default destroy 2>&1 | FileCheck %s --check-prefix=DESTROY
// DEFAULT: sycl: asynchronous error with no async_handler: host task failed: 1
// DEFAULT-NOT: not reached
// DESTROY: reached the end of the queue's scope
// DESTROY-NEXT: sycl: asynchronous error with no async_handler: host task failed: 2
#include "Inputs/async-common.hpp"
#include <stdexcept>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  start_watchdog();
  if (argc == 2) {
    sycl::queue q;
    bool destroy = std::string(argv[1]) == "destroy";
    q.submit([&](sycl::handler &h) {
      h.host_task([=] { throw std::runtime_error(std::string("host task failed: ") + (destroy ? "2" : "1")); });
    });
    if (!destroy)
      q.wait_and_throw();
    else
      q.wait(); // reported when the queue goes away
    fprintf(stderr, destroy ? "reached the end of the queue's scope\n" : "not reached\n");
    return 0;
  }
  std::vector<std::string> seen;
  auto handler = [&](sycl::exception_list l) {
    for (const std::exception_ptr &p : l) {
      try {
        std::rethrow_exception(p);
      } catch (const std::exception &e) {
        seen.push_back(e.what());
      }
    }
  };
  for (const sycl::device &d : sycl::device::get_devices()) {
    seen.clear();
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d, handler);
    int *out = sycl::malloc_shared<int>(1, q);
    *out = 0;
    sycl::event bad = q.submit([&](sycl::handler &h) { h.host_task([] { throw std::runtime_error("boom"); }); });
    // Errors are asynchronous: submit returned, wait records them only.
    q.single_task(bad, [=] { *out = 5; }).wait();
    q.wait();
    if (!seen.empty() || *out != 5) {
      printf("FAIL %s: the handler ran at wait (%zu), or the next command did not run (%d)\n", name.c_str(),
             seen.size(), *out);
      ++failures;
    }
    q.wait_and_throw();
    if (seen.size() != 1 || seen[0] != "boom") {
      printf("FAIL %s: wait_and_throw delivered %zu errors\n", name.c_str(), seen.size());
      ++failures;
    }
    q.throw_asynchronous(); // delivered once
    sycl::event e2 = q.submit([&](sycl::handler &h) { h.host_task([] { throw sycl::exception(sycl::errc::runtime, "second"); }); });
    e2.wait_and_throw();
    q.throw_asynchronous();
    if (seen.size() != 2 || seen[1] != "second") {
      printf("FAIL %s: event::wait_and_throw delivered %zu errors\n", name.c_str(), seen.size());
      ++failures;
    }
    // Without a handler of its own, a queue reports to its context's.
    sycl::context ctx(d, handler);
    auto only_d = [&](const sycl::device &x) { return x == d ? 1 : -1; };
    for (sycl::queue cq : {sycl::queue(ctx, d), sycl::queue(ctx, only_d)}) {
      size_t before = seen.size();
      cq.submit([&](sycl::handler &h) { h.host_task([] { throw std::runtime_error("to the context"); }); });
      cq.wait_and_throw();
      if (seen.size() != before + 1 || seen.back() != "to the context") {
        printf("FAIL %s: a queue without a handler did not report to its context's\n", name.c_str());
        ++failures;
      }
    }
    sycl::free(out, q);
    printf("%s: host task errors reached the async_handler\n", name.c_str());
  }
  return test_result();
}
