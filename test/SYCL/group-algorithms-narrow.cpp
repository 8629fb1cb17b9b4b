// Work-group reduce and scans on 8- and 16-bit integers (char, signed char,
// unsigned char, short, unsigned short) with plus, minimum and maximum,
// which OpenCL C's work-group functions do not take: the library computes
// them in 32 bits. Intel's compiler crashed on the 8- and 16-bit forms of
// minimum and maximum (every SYCL-CTS group_functions case failed with it).
// Sums wrap as the element type does. Results are compared with values
// computed here; PoCL 3.1 has no work-group functions and must refuse the
// kernel naming one.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <algorithm>
#include <cstdio>
#include <string>

constexpr size_t n = 128, wg = 32;

// Field f's value for work-item l of a group whose inputs start at s.
template <typename T> long expected(int kind, const int *s, size_t l) {
  T acc = kind % 3 == 0 ? T(0) : kind % 3 == 1 ? std::numeric_limits<T>::max() : std::numeric_limits<T>::lowest();
  size_t end = kind / 3 == 0 ? wg : kind / 3 == 1 ? l + 1 : l;
  for (size_t k = 0; k < end; ++k) {
    T x = T(s[k]);
    acc = kind % 3 == 0 ? T(acc + x) : kind % 3 == 1 ? std::min(acc, x) : std::max(acc, x);
  }
  return long(acc);
}

template <typename T> struct narrow_kernel;

template <typename T> static bool check_type(sycl::queue &q, const std::string &name, const char *type) {
  int *in = sycl::malloc_shared<int>(n, q);
  long *out = sycl::malloc_shared<long>(n * 9, q);
  for (size_t i = 0; i < n; ++i)
    in[i] = int((i * 89 + 11) % 251) - 120; // sums of a group overflow 8 bits
  try {
    q.parallel_for<narrow_kernel<T>>(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      sycl::group<1> g = it.get_group();
      T x = T(in[it.get_global_id(0)]);
      long *o = out + it.get_global_id(0) * 9;
      o[0] = sycl::reduce_over_group(g, x, sycl::plus<T>());
      o[1] = sycl::reduce_over_group(g, x, sycl::minimum<T>());
      o[2] = sycl::reduce_over_group(g, x, sycl::maximum<T>());
      o[3] = sycl::inclusive_scan_over_group(g, x, sycl::plus<T>());
      o[4] = sycl::inclusive_scan_over_group(g, x, sycl::minimum<T>());
      o[5] = sycl::inclusive_scan_over_group(g, x, sycl::maximum<T>());
      o[6] = sycl::exclusive_scan_over_group(g, x, sycl::plus<T>());
      o[7] = sycl::exclusive_scan_over_group(g, x, sycl::minimum<T>());
      o[8] = sycl::exclusive_scan_over_group(g, x, sycl::maximum<T>());
    }).wait();
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    bool ok = name.find("PoCL") != std::string::npos && what.find("work_group_") != std::string::npos;
    printf("%s: %s: %s kernel refused: %s\n", name.c_str(), type, ok ? "expected" : "UNEXPECTED", what.c_str());
    sycl::free(in, q);
    sycl::free(out, q);
    return ok;
  }
  bool ok = true;
  for (size_t i = 0; i < n; ++i) {
    size_t l = i % wg;
    for (int f = 0; f < 9; ++f) {
      long want = expected<T>(f, in + (i - l), l);
      if (out[i * 9 + f] != want) {
        printf("FAIL %s: %s item %zu field %d: %ld, expected %ld\n", name.c_str(), type, i, f, out[i * 9 + f], want);
        ok = false;
      }
    }
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return ok;
}

static bool check(sycl::device dev) {
  sycl::queue q(dev);
  std::string name = dev.get_info<sycl::info::device::name>();
  bool ok = check_type<char>(q, name, "char");
  ok &= check_type<signed char>(q, name, "signed char");
  ok &= check_type<unsigned char>(q, name, "unsigned char");
  ok &= check_type<short>(q, name, "short");
  ok &= check_type<unsigned short>(q, name, "unsigned short");
  return ok;
}

int main() { return check_every_device(check); }
