// Work-group algorithms through OpenCL's work-group functions (OpGroup* at
// Workgroup scope): reduce and scans with plus / minimum / maximum on int,
// unsigned, long, float and double, group_broadcast, any/all/none_of_group,
// compared with values computed here. PoCL 3.1's kernel library has no
// work-group functions: there the kernel must be refused with an exception
// naming one of them.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <algorithm>
#include <cstdio>
#include <string>

constexpr size_t n = 256, wg = 64, fields = 12;

static bool check(sycl::device dev) {
  sycl::queue q(dev);
  std::string name = dev.get_info<sycl::info::device::name>();
  int *in = sycl::malloc_shared<int>(n, q);
  double *out = sycl::malloc_shared<double>(n * fields, q);
  for (size_t i = 0; i < n; ++i)
    in[i] = int((i * 53 + 7) % 41) - 20;
  try {
    q.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      sycl::group<1> g = it.get_group();
      int x = in[it.get_global_id(0)];
      double *o = out + it.get_global_id(0) * fields;
      o[0] = sycl::reduce_over_group(g, x, sycl::plus<int>());
      o[1] = sycl::inclusive_scan_over_group(g, x, sycl::plus<int>());
      o[2] = sycl::exclusive_scan_over_group(g, unsigned(x + 20), sycl::plus<unsigned>());
      o[3] = sycl::reduce_over_group(g, long(x) * 1000000000L, sycl::minimum<long>());
      o[4] = sycl::inclusive_scan_over_group(g, float(x) * 0.5f, sycl::maximum<float>());
      o[5] = sycl::reduce_over_group(g, double(x) * 0.25, sycl::plus<double>());
      o[6] = sycl::group_broadcast(g, x, 5);
      o[7] = sycl::any_of_group(g, x == 20) + 2 * sycl::all_of_group(g, x >= -20) + 4 * sycl::none_of_group(g, x > 20);
      o[8] = sycl::reduce_over_group(g, x, 1000, sycl::plus<int>());
      o[9] = sycl::exclusive_scan_over_group(g, x, sycl::maximum<int>());
      o[10] = double(sycl::reduce_over_group(g, long(x) * 1000000000L, sycl::minimum<long>()) / 1000000000L);
      o[11] = sycl::inclusive_scan_over_group(g, x, sycl::minimum<int>());
    }).wait();
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    // PoCL lacks the work-group functions; a device without fp64 (the GPU
    // profile) refuses the kernel, which uses double.
    bool ok = (name.find("PoCL") != std::string::npos && what.find("work_group_") != std::string::npos) ||
              (!dev.has(sycl::aspect::fp64) && e.code() == sycl::errc::kernel_not_supported &&
               what.find("aspect::fp64") != std::string::npos);
    printf("%s: %s kernel refused: %s\n", name.c_str(), ok ? "expected" : "UNEXPECTED", what.c_str());
    return ok;
  }
  bool ok = true;
  for (size_t i = 0; i < n && ok; ++i) {
    size_t l = i % wg;
    const int *s = in + (i - l);
    double sum = 0, incl = 0, excl = 0, mn = 1e300, fmx = -1e300, dsum = 0, any = 0, all = 1, none = 1, emx = -2147483648.0,
           imn = 1e300;
    for (size_t k = 0; k < wg; ++k) {
      sum += s[k];
      if (k <= l) incl += s[k], fmx = std::max(fmx, s[k] * 0.5), imn = std::min(imn, double(s[k]));
      if (k < l) excl += s[k] + 20, emx = std::max(emx, double(s[k]));
      mn = std::min(mn, s[k] * 1e9);
      dsum += s[k] * 0.25;
      any = any || s[k] == 20;
      all = all && s[k] >= -20;
      none = none && !(s[k] > 20);
    }
    double want[fields] = {sum, incl, excl, mn, fmx, dsum, double(s[5]), any + 2 * all + 4 * none, 1000 + sum, emx,
                           mn / 1e9, imn};
    for (size_t f = 0; f < fields; ++f)
      if (out[i * fields + f] != want[f]) {
        printf("FAIL %s: item %zu field %zu: %g, expected %g\n", name.c_str(), i, f, out[i * fields + f], want[f]);
        ok = false;
      }
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return ok;
}

int main() { return check_every_device(check); }
