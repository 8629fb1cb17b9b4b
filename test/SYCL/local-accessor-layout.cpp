// Local memory goes to the local_accessors a kernel captures, laid out when
// the kernel object is copied for the launch: accessors a command group makes
// but does not capture take none (the SYCL-CTS's accessor_constructors_local
// makes many large ones for a kernel that uses none), copies of one accessor
// share its memory, and == compares accessors as their memory. Also kernels
// over an empty range and host tasks, which go through the same launch code.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

struct two_views {
  sycl::local_accessor<int, 1> a, b; // the same accessor, captured twice
};

static bool check(const sycl::device &dev) {
  sycl::queue q(dev);
  const size_t local_mem = dev.get_info<sycl::info::device::local_mem_size>();
  // More than the device has, in accessors the kernel does not capture.
  const size_t big = local_mem / sizeof(int) / 2 + 1;
  int *out = sycl::malloc_shared<int>(8, q);
  bool ok = true;
  try {
    q.submit([&](sycl::handler &h) {
       sycl::local_accessor<int, 1> unused1(big, h), unused2(big, h), unused3(big, h);
       sycl::local_accessor<int, 1> used(4, h);
       two_views v{used, used};
       // Distinct accessors compare unequal, copies equal.
       out[6] = unused1 != unused2 && unused2 != used && v.a == used;
       h.parallel_for(sycl::nd_range<1>(4, 4), [=](sycl::nd_item<1> it) {
         size_t i = it.get_local_id(0);
         v.a[i] = int(i) + 10;
         sycl::group_barrier(it.get_group());
         out[i] = v.b[3 - i]; // written through the other copy
       });
     }).wait_and_throw();
  } catch (const sycl::exception &e) {
    printf("FAIL: %s\n", e.what());
    return false;
  }
  for (int i = 0; i < 4; ++i)
    if (out[i] != 13 - i) {
      printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], 13 - i);
      ok = false;
    }
  if (!out[6]) {
    printf("FAIL: local_accessor == and != do not compare as the accessors' memory\n");
    ok = false;
  }
  // Captured accessors still add up: two halves plus one element is too much.
  sycl::errc e = error_of([&] {
    q.submit([&](sycl::handler &h) {
       sycl::local_accessor<int, 1> x(big, h), y(big, h);
       h.parallel_for(sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) { x[0] = y[0]; });
     }).wait_and_throw();
  });
  if (e != sycl::errc::memory_allocation) {
    printf("FAIL: kernel capturing %zu bytes of local memory of %zu gave errc %d\n", 2 * big * sizeof(int), local_mem,
           int(e));
    ok = false;
  }
  // An empty range runs nothing; a host task after it sees the memory.
  out[7] = 0;
  q.parallel_for(sycl::range<1>(0), [=](sycl::id<1>) { out[7] = 1; }).wait();
  int seen = -1;
  q.submit([&](sycl::handler &h) { h.host_task([&] { seen = out[7] + out[0]; }); }).wait();
  if (seen != 13) {
    printf("FAIL: host task saw %d, expected 13\n", seen);
    ok = false;
  }
  sycl::free(out, q);
  return ok;
}

int main() { return check_every_device(check); }
