// The USM allocation functions in every SYCL 2020 form (device and context,
// queue, typed, aligned, by kind), their failures (zero size and an
// alignment that is not a power of two give nullptr, a device outside the
// context is errc::invalid), get_pointer_type/get_pointer_device and
// usm_allocator's constructors and equality; on every device, each
// allocation written by a kernel and read back on the host.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdint>
#include <cstdio>
#include <vector>

static int failures = 0;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); ++failures; } } while (0)

// A kernel writes n ints at p; the host reads them back through a copy.
static void fill_and_check(sycl::queue &q, int *p, size_t n, int base) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { p[i] = base + int(i[0]); }).wait();
  std::vector<int> h(n);
  q.memcpy(h.data(), p, n * sizeof(int)).wait();
  for (size_t i = 0; i < n; ++i)
    CHECK(h[i] == base + int(i));
}

static void one_device(const sycl::device &d) {
  sycl::context c(d);
  sycl::queue q(c, d);
  const size_t n = 100;
  struct allocation { int *p; sycl::usm::alloc kind; size_t align; };
  std::vector<allocation> all = {
      {static_cast<int *>(sycl::malloc_device(n * sizeof(int), d, c)), sycl::usm::alloc::device, 0},
      {static_cast<int *>(sycl::malloc_device(n * sizeof(int), q)), sycl::usm::alloc::device, 0},
      {sycl::malloc_device<int>(n, d, c), sycl::usm::alloc::device, 0},
      {sycl::malloc_shared<int>(n, q), sycl::usm::alloc::shared, 0},
      {static_cast<int *>(sycl::malloc_host(n * sizeof(int), c)), sycl::usm::alloc::host, 0},
      {sycl::malloc_host<int>(n, q), sycl::usm::alloc::host, 0},
      {static_cast<int *>(sycl::aligned_alloc_device(256, n * sizeof(int), d, c)), sycl::usm::alloc::device, 256},
      {sycl::aligned_alloc_shared<int>(512, n, q), sycl::usm::alloc::shared, 512},
      {sycl::aligned_alloc_host<int>(1024, n, c), sycl::usm::alloc::host, 1024},
      {static_cast<int *>(sycl::malloc(n * sizeof(int), d, c, sycl::usm::alloc::shared)), sycl::usm::alloc::shared, 0},
      {sycl::malloc<int>(n, q, sycl::usm::alloc::host), sycl::usm::alloc::host, 0},
      {sycl::aligned_alloc<int>(128, n, d, c, sycl::usm::alloc::device), sycl::usm::alloc::device, 128},
      {static_cast<int *>(sycl::aligned_alloc(4096, n * sizeof(int), q, sycl::usm::alloc::shared)), sycl::usm::alloc::shared, 4096},
  };
  int base = 0;
  for (const allocation &a : all) {
    if (!a.p) {
      printf("FAIL allocation %d on %s\n", int(&a - all.data()), d.get_info<sycl::info::device::name>().c_str());
      ++failures;
      continue;
    }
    CHECK(a.align == 0 || reinterpret_cast<uintptr_t>(a.p) % a.align == 0);
    CHECK(sycl::get_pointer_type(a.p, c) == a.kind);
    CHECK(sycl::get_pointer_type(a.p + n / 2, c) == a.kind); // inside the allocation
    CHECK(sycl::get_pointer_device(a.p, c) == d);            // c holds d alone
    fill_and_check(q, a.p, n, base += 1000);
    sycl::free(a.p, c);
  }
  int local = 0;
  CHECK(sycl::get_pointer_type(&local, c) == sycl::usm::alloc::unknown);

  // Failures: nullptr, or errc::invalid for a device outside the context.
  CHECK(sycl::malloc_shared(0, q) == nullptr);
  CHECK(sycl::aligned_alloc_device(3, 64, q) == nullptr);
  for (const sycl::device &other : sycl::device::get_devices()) {
    if (other == d)
      continue;
    try {
      (void)sycl::malloc_device(64, other, c);
      CHECK(!"a device outside the context");
    } catch (const sycl::exception &e) {
      CHECK(e.code() == sycl::errc::invalid);
    }
  }

  // usm_allocator: both constructors, copies, rebinding and equality.
  using A = sycl::usm_allocator<int, sycl::usm::alloc::shared>;
  A a1(c, d), a2(q);
  sycl::usm_allocator<double, sycl::usm::alloc::shared> a3(a1);
  sycl::usm_allocator<int, sycl::usm::alloc::host> a4(q);
  CHECK(a1 == a2 && !(a1 != a2));
  CHECK(a3 == a1);
  CHECK(a4 != a1); // another kind
  A a5(sycl::context(d), d);
  CHECK(a5 != a1); // another context
  std::vector<int, A> v(n, 7, a1);
  fill_and_check(q, v.data(), n, 5);
  int *p = a4.allocate(n);
  CHECK(sycl::get_pointer_type(p, c) == sycl::usm::alloc::host);
  fill_and_check(q, p, n, 9);
  a4.deallocate(p, n);
}

int main() {
  for (const sycl::device &d : sycl::device::get_devices())
    one_device(d);
  if (failures)
    return 1;
  printf("PASS\n");
}
