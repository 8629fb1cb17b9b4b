// A type that is not trivially copyable but that sycl::is_device_copyable
// names (SYCL 2020 3.13.1) is passed to kernels as a capture and held in
// buffers: kernel objects and buffer contents reach the device as bytes, so
// SYCL_DEVICE_COPYABLE is defined to 1 (SYCL 2020 5.6).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

#if !defined(SYCL_DEVICE_COPYABLE) || SYCL_DEVICE_COPYABLE != 1
#error "SYCL_DEVICE_COPYABLE must be 1"
#endif

struct Tagged {
  Tagged() = default;
  Tagged(int v, float w) : v(v), w(w) {}
  Tagged(const Tagged &o) : v(o.v), w(o.w) {}
  Tagged &operator=(const Tagged &o) {
    v = o.v;
    w = o.w;
    return *this;
  }
  int v = 0;
  float w = 0;
};
template <> struct sycl::is_device_copyable<Tagged> : std::true_type {};
static_assert(!std::is_trivially_copyable_v<Tagged> && sycl::is_device_copyable_v<Tagged>);
static_assert(sycl::is_device_copyable_v<std::pair<Tagged, int>>);

int main() {
  sycl::queue q;
  const Tagged captured(7, 0.5f);
  std::vector<Tagged> data(16);
  for (int i = 0; i < 16; ++i)
    data[i] = Tagged(i, float(i) / 4);
  {
    sycl::buffer<Tagged> buf(data.data(), sycl::range<1>(16));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(buf, h);
      h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) {
        Tagged t = a[i];
        a[i] = Tagged(t.v * captured.v, t.w + captured.w);
      });
    });
  }
  for (int i = 0; i < 16; ++i)
    CHECK(data[i].v == 7 * i && data[i].w == float(i) / 4 + 0.5f);
  printf("PASS\n");
}
