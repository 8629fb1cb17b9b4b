// DPC++'s ext::oneapi::dot_acc (every overload: vec<[u]int8_t, 4> and
// packed 32-bit lanes, signed and unsigned), checked in a kernel against
// the host's byte arithmetic; and queues made with DPC++'s extension
// properties (priorities, discard_events, Intel's command-list hints),
// which the queue accepts and which change nothing.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <sycl/ext/oneapi/dot_product.hpp>
#include "Inputs/check.hpp"

namespace oneapi = sycl::ext::oneapi;
constexpr int n = 64, outs = 6;

static int32_t ref(uint32_t a, uint32_t b, bool sa, bool sb) {
  int32_t r = 0;
  for (int i = 0; i < 4; ++i) {
    uint32_t x = (a >> (8 * i)) & 0xff, y = (b >> (8 * i)) & 0xff;
    r += (sa ? int32_t(int8_t(x)) : int32_t(x)) * (sb ? int32_t(int8_t(y)) : int32_t(y));
  }
  return r;
}

static int run(sycl::queue &dq) {
  sycl::queue q(dq.get_device(), {sycl::property::queue::in_order(), oneapi::property::queue::priority_high(),
                                   oneapi::property::queue::discard_events(),
                                   sycl::ext::intel::property::queue::no_immediate_command_list()});
  CHECK(q.is_in_order());
  uint32_t *in = sycl::malloc_shared<uint32_t>(2 * n, q);
  int32_t *out = sycl::malloc_shared<int32_t>(n * outs, q);
  for (int i = 0; i < 2 * n; ++i)
    in[i] = uint32_t(i) * 2654435761u ^ 0x80ff7f01u;
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> id) {
    int i = int(id[0]);
    uint32_t a = in[2 * i], b = in[2 * i + 1];
    int32_t *o = out + i * outs;
    o[0] = oneapi::dot_acc(int32_t(a), int32_t(b), int32_t(i));
    o[1] = oneapi::dot_acc(int32_t(a), b, 0);
    o[2] = oneapi::dot_acc(a, int32_t(b), 0);
    o[3] = int32_t(oneapi::dot_acc(a, b, 7u));
    sycl::vec<int8_t, 4> va = sycl::bit_cast<sycl::vec<int8_t, 4>>(a);
    sycl::vec<uint8_t, 4> vb = sycl::bit_cast<sycl::vec<uint8_t, 4>>(b);
    o[4] = oneapi::dot_acc(va, vb, -5);
    o[5] = oneapi::dot_acc(vb, va, 0) + oneapi::dot_acc(va, va, 0) - oneapi::dot_acc(vb, vb, 0);
  });
  q.wait();
  for (int i = 0; i < n; ++i) {
    uint32_t a = in[2 * i], b = in[2 * i + 1];
    const int32_t *o = out + i * outs;
    CHECK(o[0] == i + ref(a, b, true, true));
    CHECK(o[1] == ref(a, b, true, false));
    CHECK(o[2] == ref(a, b, false, true));
    CHECK(o[3] == 7 + ref(a, b, false, false));
    CHECK(o[4] == -5 + ref(a, b, true, false));
    CHECK(o[5] == ref(b, a, false, true) + ref(a, a, true, true) - ref(b, b, false, false));
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return 0;
}

int main() { return run_on_every_device(run); }
