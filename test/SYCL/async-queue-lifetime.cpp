// Queue and event lifetimes (SYCL 2020): destroying a queue does not wait
// for its commands, which run on (a host task still waiting, and a kernel
// after it); what is still running at exit is waited for, so a kernel's
// stream output is printed; an error of a command that fails after its
// queue was destroyed is printed on stderr (the queue's async_handler may be
// gone), while errors of commands complete at destruction reach it.
// Default-constructed events are complete and each an object of its own.
// event::wait_and_throw passes errors of the commands the event waited for
// to their own queues' handlers.
// RUN: %sycl-check %s %t
// RUN: %sycl-cxx -fsycl %s -o %t.modes
// RUN: %t.modes exit | FileCheck %s --check-prefix=EXIT
// RUN: %t.modes error 2>&1 | FileCheck %s --check-prefix=ERROR
// EXIT: queue destroyed
// EXIT-NEXT: kernel ran after its queue was destroyed
// ERROR: queue destroyed
// ERROR-NOT: handler
// ERROR: sycl: asynchronous error of a command whose queue was destroyed: late failure
// ERROR-NOT: handler
#include "Inputs/async-common.hpp"
#include <future>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// An async_handler that counts the errors it receives, by message.
struct counting_handler {
  std::shared_ptr<std::vector<std::string>> seen = std::make_shared<std::vector<std::string>>();
  void operator()(sycl::exception_list l) const {
    for (const std::exception_ptr &p : l) {
      try {
        std::rethrow_exception(p);
      } catch (const std::exception &e) {
        seen->push_back(e.what());
      }
    }
  }
};

int run_mode(const std::string &mode) {
  std::promise<void> go;
  std::shared_future<void> released = go.get_future().share();
  {
    sycl::queue q([](sycl::exception_list) { std::fprintf(stderr, "handler called\n"); }, sycl::property::queue::in_order());
    if (mode == "exit") {
      q.submit([&](sycl::handler &h) { h.host_task([=] { released.wait(); }); });
      q.submit([&](sycl::handler &h) {
        sycl::stream os(1024, 128, h);
        h.single_task([=] { os << "kernel ran after its queue was destroyed\n"; });
      });
    } else {
      q.submit([&](sycl::handler &h) {
        h.host_task([=] {
          released.wait();
          throw std::runtime_error("late failure");
        });
      });
    }
  }
  std::printf("queue destroyed\n");
  std::fflush(stdout);
  go.set_value();
  return 0; // exit waits for what the destroyed queue left running
}

void default_events(const std::string &name, sycl::queue &q, int *out) {
  sycl::event a, b;
  sycl::event copy = a;
  check(a != b && !(a == b), name, "two default-constructed events compare equal");
  check(copy == a && !(copy != a), name, "a copy of an event differs from it");
  check(std::hash<sycl::event>()(copy) == std::hash<sycl::event>()(a), name, "a copy hashes differently");
  check(is_complete(a) && is_complete(b), name, "a default-constructed event is not complete");
  check(a.get_wait_list().empty(), name, "a default-constructed event waits for something");
  a.wait();
  a.wait_and_throw();
  sycl::event::wait({a, b});
  *out = 0;
  q.single_task(a, [=] { *out = 3; }).wait();
  check(*out == 3, name, "a kernel depending on a default-constructed event did not run");
}

void destroy_while_running(const std::string &name, const sycl::device &d, int *out) {
  std::promise<void> go;
  std::shared_future<void> released = go.get_future().share();
  sycl::event held, kernel;
  *out = 0;
  {
    sycl::queue q(d, sycl::property::queue::in_order());
    held = q.submit([&](sycl::handler &h) { h.host_task([=] { released.wait(); }); });
    kernel = q.single_task([=] { *out = 7; });
  } // does not wait: the host task cannot finish before go is set (else the watchdog fires)
  check(!is_complete(held) && !is_complete(kernel), name, "a command completed before its dependency could");
  go.set_value();
  kernel.wait();
  check(is_complete(held), name, "the host task is not complete after the kernel behind it");
  check(*out == 7, name, "the kernel of a destroyed queue did not run");
}

void errors_at_destruction(const std::string &name, const sycl::device &d) {
  counting_handler h;
  {
    sycl::queue q(d, h);
    q.submit([&](sycl::handler &cgh) { cgh.host_task([] { throw std::runtime_error("completed failure"); }); });
    q.wait();
    check(h.seen->empty(), name, "queue::wait called the async_handler");
  }
  check(h.seen->size() == 1 && (*h.seen)[0] == "completed failure", name,
        "a completed command's error did not reach the handler when its queue was destroyed");
}

void errors_of_dependencies(const std::string &name, const sycl::device &d) {
  counting_handler h1, h2;
  sycl::queue q1(d, h1), q2(d, h2);
  sycl::event e1 = q1.submit([&](sycl::handler &h) { h.host_task([] { throw std::runtime_error("first"); }); });
  sycl::event e2 = q2.submit([&](sycl::handler &h) {
    h.depends_on(e1);
    h.host_task([] { throw std::runtime_error("second"); });
  });
  e2.wait_and_throw();
  check(h2.seen->size() == 1 && (*h2.seen)[0] == "second", name, "the event's own queue's error was not reported");
  check(h1.seen->size() == 1 && (*h1.seen)[0] == "first", name,
        "the error of the command the event waited for did not reach its queue's handler");
  e1.wait_and_throw(); // already reported: nothing more
  check(h1.seen->size() == 1, name, "an error was reported twice");
}

} // namespace

int main(int argc, char **argv) {
  start_watchdog();
  if (argc == 2)
    return run_mode(argv[1]);
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d);
    int *out = sycl::malloc_shared<int>(1, q);
    default_events(name, q, out);
    destroy_while_running(name, d, out);
    errors_at_destruction(name, d);
    errors_of_dependencies(name, d);
    sycl::free(out, q);
  }
  return test_result();
}
