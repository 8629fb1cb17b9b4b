// Queue and event API the SYCL-CTS found missing: info::queue, get_backend,
// std::hash of queues and events (copies hash alike), event::get_wait_list
// (the direct dependencies of a command, while they are pending), a queue
// made from a context without a handler reporting to the context's
// async_handler, and property lists holding values (context_bound,
// use_mutex) with is_property/is_property_of and get_property's errc::invalid.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>

static int failures = 0;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); ++failures; } } while (0)

static void one_device(const sycl::device &d) {
  sycl::queue q(d);
  CHECK(q.get_info<sycl::info::queue::device>() == d);
  CHECK(q.get_info<sycl::info::queue::context>() == q.get_context());
  CHECK(q.get_backend() == d.get_backend());
  sycl::queue copy = q;
  CHECK(std::hash<sycl::queue>()(copy) == std::hash<sycl::queue>()(q));

  // Two host tasks held until `go`, and a third that depends on both: its
  // wait list names them while they are pending.
  std::atomic<bool> go{false};
  auto held = [&] { return q.submit([&](sycl::handler &h) { h.host_task([&] { while (!go) std::this_thread::yield(); }); }); };
  sycl::event a = held(), b = held();
  int *p = sycl::malloc_shared<int>(1, q);
  *p = 0;
  sycl::event c = q.submit([&](sycl::handler &h) {
    h.depends_on({a, b});
    h.single_task([=] { *p = 42; });
  });
  std::vector<sycl::event> w = c.get_wait_list();
  CHECK(w.size() == 2);
  CHECK(std::find(w.begin(), w.end(), a) != w.end() && std::find(w.begin(), w.end(), b) != w.end());
  CHECK(a.get_wait_list().empty());
  sycl::event c2 = c;
  CHECK(std::hash<sycl::event>()(c2) == std::hash<sycl::event>()(c));
  CHECK(c.get_backend() == d.get_backend());
  go = true;
  c.wait();
  CHECK(*p == 42);
  sycl::free(p, q);

  // The context's handler takes the errors of a queue without one.
  int context_errors = 0, queue_errors = 0;
  sycl::context ctx(d, [&](sycl::exception_list l) { context_errors += int(l.size()); });
  {
    sycl::queue qc(ctx, d);
    qc.submit([&](sycl::handler &h) { h.host_task([] { throw sycl::exception(sycl::errc::accessor); }); });
    qc.wait_and_throw();
    sycl::queue qq(ctx, d, [&](sycl::exception_list l) { queue_errors += int(l.size()); });
    qq.submit([&](sycl::handler &h) { h.host_task([] { throw sycl::exception(sycl::errc::nd_range); }); });
    qq.wait_and_throw();
  }
  CHECK(context_errors == 1);
  CHECK(queue_errors == 1);
}

int main() {
  for (const sycl::device &d : sycl::device::get_devices())
    one_device(d);

  // Properties with values.
  sycl::context ctx;
  std::mutex m;
  sycl::buffer<int> b(sycl::range<1>(4), {sycl::property::buffer::context_bound(ctx), sycl::property::buffer::use_mutex(m)});
  static_assert(sycl::is_property_v<sycl::property::buffer::context_bound>);
  static_assert(sycl::is_property_of_v<sycl::property::buffer::context_bound, sycl::buffer<int>>);
  static_assert(sycl::is_property_of_v<sycl::property::queue::in_order, sycl::queue>);
  static_assert(sycl::is_property_of_v<sycl::property::no_init, sycl::accessor<int>>);
  static_assert(sycl::is_property_of_v<sycl::property::no_init,
                                       sycl::unsampled_image_accessor<sycl::float4, 2, sycl::access_mode::write>>);
  static_assert(sycl::is_property_of_v<sycl::property::no_init, sycl::host_unsampled_image_accessor<sycl::float4, 2>>);
  static_assert(!sycl::is_property_of_v<sycl::property::queue::in_order, sycl::buffer<int>>);
  static_assert(!sycl::is_property_v<int>);
  CHECK(b.has_property<sycl::property::buffer::context_bound>());
  CHECK(b.get_property<sycl::property::buffer::context_bound>().get_context() == ctx);
  CHECK(b.get_property<sycl::property::buffer::use_mutex>().get_mutex_ptr() == &m);
  CHECK(!b.has_property<sycl::property::buffer::use_host_ptr>());
  try {
    (void)b.get_property<sycl::property::buffer::use_host_ptr>();
    CHECK(!"get_property of a missing property");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::invalid);
  }
  sycl::queue q{sycl::property_list{sycl::property::queue::in_order()}};
  CHECK(q.is_in_order() && q.has_property<sycl::property::queue::in_order>());
  CHECK(!q.has_property<sycl::property::queue::enable_profiling>());
  (void)q.get_property<sycl::property::queue::in_order>();
  if (failures)
    return 1;
  printf("PASS\n");
}
