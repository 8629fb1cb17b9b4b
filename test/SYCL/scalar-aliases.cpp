// SYCL 1.2.1's scalar aliases, which DPC++ keeps and programs written for it
// use (HeCBench's merkle-sycl: sycl::ulong): each names the C++ type of
// that name, and kernels compute with them as the host does.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <type_traits>

static_assert(std::is_same_v<sycl::schar, signed char>);
static_assert(std::is_same_v<sycl::uchar, unsigned char>);
static_assert(std::is_same_v<sycl::ushort, unsigned short>);
static_assert(std::is_same_v<sycl::uint, unsigned int>);
static_assert(std::is_same_v<sycl::ulong, unsigned long>);
static_assert(std::is_same_v<sycl::longlong, long long>);
static_assert(std::is_same_v<sycl::ulonglong, unsigned long long>);

// Wrap-around arithmetic in each type: the host computes the same.
sycl::ulong mix(sycl::uint i) {
  sycl::uchar c = sycl::uchar(i * 37u);
  sycl::schar s = sycl::schar(c ^ 0x5a);
  sycl::ushort u = sycl::ushort(i * 40503u);
  sycl::ulong l = (sycl::ulong(i) << 40) + u;
  sycl::longlong ll = sycl::longlong(s) * 1000003;
  sycl::ulonglong ull = sycl::ulonglong(ll) ^ l;
  return sycl::ulong(ull + c);
}

int main() {
  constexpr size_t N = 1024;
  sycl::queue q;
  sycl::ulong *out = sycl::malloc_shared<sycl::ulong>(N, q);
  q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> i) { out[i] = mix(sycl::uint(i[0])); }).wait();
  int errors = 0;
  for (size_t i = 0; i < N; ++i)
    if (out[i] != mix(sycl::uint(i)) && errors++ < 5)
      printf("FAIL at %zu: %lu, expected %lu\n", i, out[i], mix(sycl::uint(i)));
  sycl::free(out, q);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
