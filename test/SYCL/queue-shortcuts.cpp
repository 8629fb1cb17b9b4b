// Every queue constructor, and every queue shortcut with its event and
// event-list forms: single_task, parallel_for over ranges (also braced and
// integer ones) and nd_ranges, memcpy, copy, memset, fill, prefetch,
// mem_advise and ext_oneapi_submit_barrier (also the handler's
// ext_oneapi_barrier), ordered on an out-of-order queue only by the events
// they are given.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

static int failures = 0;
static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    ++failures;
  }
}

int main() {
  sycl::device dev;
  sycl::context ctx(dev);
  auto handler = [](sycl::exception_list) {};
  sycl::property_list in_order{sycl::property::queue::in_order()};
  sycl::queue qs[] = {sycl::queue(),
                      sycl::queue(in_order),
                      sycl::queue(handler),
                      sycl::queue(handler, in_order),
                      sycl::queue(sycl::default_selector_v),
                      sycl::queue([](const sycl::device &) { return 1; }, in_order), // a selector of any device
                      sycl::queue(sycl::default_selector_v, handler),
                      sycl::queue(sycl::default_selector_v, handler, in_order),
                      sycl::queue(dev),
                      sycl::queue(dev, in_order),
                      sycl::queue(dev, handler),
                      sycl::queue(dev, handler, in_order),
                      sycl::queue(ctx, sycl::default_selector_v),
                      sycl::queue(ctx, sycl::default_selector_v, in_order),
                      sycl::queue(ctx, sycl::default_selector_v, handler),
                      sycl::queue(ctx, sycl::default_selector_v, handler, in_order),
                      sycl::queue(ctx, dev),
                      sycl::queue(ctx, dev, in_order),
                      sycl::queue(ctx, dev, handler),
                      sycl::queue(ctx, dev, handler, in_order)};
  int k = 0;
  for (sycl::queue &q : qs) {
    check(q.is_in_order() == (k % 2 == 1), "in_order property of a constructor");
    int *p = sycl::malloc_shared<int>(1, q);
    q.single_task([=] { *p = 7; }).wait();
    check(*p == 7, "a kernel on each constructed queue");
    sycl::free(p, q);
    ++k;
  }
  check(qs[0] == qs[0] && qs[0] != qs[1], "queue equality");

  sycl::queue q; // out of order: only the events below order the commands
  const size_t n = 64;
  int *a = sycl::malloc_device<int>(n, q), *b = sycl::malloc_device<int>(n, q);
  int *h = sycl::malloc_host<int>(n, q), *s = sycl::malloc_shared<int>(n * 4, q);
  sycl::event e1 = q.memset(a, 0, n * sizeof(int));
  sycl::event e2 = q.fill(b, 3, n);
  sycl::event e3 = q.parallel_for(sycl::range<1>(n), {e1, e2}, [=](sycl::id<1> i) { a[i] = b[i] + int(i[0]); });
  sycl::event e4 = q.parallel_for(n, e3, [=](sycl::id<1> i) { a[i] *= 2; });
  sycl::event e5 = q.single_task(e4, [=] { a[0] += 1000; });
  sycl::event e6 = q.single_task({e5}, [=] { a[1] += 2000; });
  sycl::event e7 = q.copy(a, h, n, e6);
  e7.wait();
  for (size_t i = 0; i < n; ++i)
    check(h[i] == 2 * (3 + int(i)) + (i == 0 ? 1000 : i == 1 ? 2000 : 0), "memset/fill -> parallel_for -> single_task -> copy");

  sycl::event f1 = q.memcpy(b, h, n * sizeof(int));
  sycl::event f2 = q.fill(s, 1, n * 4, f1);
  sycl::event f3 = q.memset(s, 0, n * sizeof(int), {f2});
  sycl::event f4 = q.parallel_for({n, 4}, {f3}, [=](sycl::item<2> it) { s[it.get_linear_id()] += int(it[1]); });
  sycl::event f5 = q.parallel_for(sycl::nd_range<1>(n, 16), f4, [=](sycl::nd_item<1> it) {
    s[it.get_global_id(0)] += b[it.get_global_id(0)];
  });
  sycl::event f6 = q.parallel_for(sycl::nd_range<2>({n, 4}, {16, 4}), std::vector<sycl::event>{f5},
                                  [=](sycl::nd_item<2> it) { s[it.get_global_linear_id()] += 1; });
  sycl::event f7 = q.prefetch(s, n, f6);
  sycl::event f8 = q.mem_advise(s, n, 0, {f7});
  sycl::event f9 = q.copy(b, a, n, {f8});
  sycl::event f10 = q.memcpy(h, a, n * sizeof(int), f9);
  sycl::event f11 = q.fill(a, 9, n, {f10});
  sycl::event f12 = q.memset(b, 0, n, f11);
  q.ext_oneapi_submit_barrier({f12}).wait();
  for (size_t i = 0; i < n * 4; ++i) {
    size_t row = i / 4, col = i % 4;
    int want = (row < n / 4 ? 0 : 1) + int(col) + 1; // memset cleared the first n ints
    if (i < n)
      want = int(col) + h[i] + 1;
    check(s[i] == want, "fill/memset -> 2-D range -> nd_ranges");
    if (s[i] != want)
      break;
  }
  int again[n];
  q.ext_oneapi_submit_barrier();
  q.memcpy(again, a, sizeof(again)).wait();
  for (size_t i = 0; i < n; ++i)
    check(again[i] == 9, "fill after the copies");
  // The handler's forms of the barrier.
  int *flag = sycl::malloc_shared<int>(1, q);
  sycl::event g1 = q.single_task([=] { *flag = 1; });
  q.submit([&](sycl::handler &cgh) { cgh.ext_oneapi_barrier({g1}); }).wait();
  check(*flag == 1, "handler barrier on an event");
  q.single_task([=] { *flag += 1; });
  q.submit([&](sycl::handler &cgh) { cgh.ext_oneapi_barrier(); }).wait();
  check(*flag == 2, "handler barrier on the queue's commands");
  sycl::free(flag, q);
  sycl::free(a, q);
  sycl::free(b, q);
  sycl::free(h, q);
  sycl::free(s, q);
  if (failures)
    return 1;
  printf("PASS\n");
}
