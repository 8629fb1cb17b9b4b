// Work-group reduce and scans with the operations OpenCL has no work-group
// function for (multiplies, bit_and, bit_or, bit_xor, logical_and,
// logical_or), which combine sub-group collectives, over 1-D and 2-D
// work-groups of several sub-groups; and group algorithms on sycl::half
// (work-group and sub-group). Results are compared with values computed
// here in the work-items' linear order. A device without sub-groups (PoCL
// 3.1) must refuse the kernel with an exception that says so.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

constexpr size_t n = 192, wg = 48, fields = 15;

template <int D> static bool check(sycl::device dev, sycl::nd_range<D> ndr) {
  sycl::queue q(dev);
  std::string name = dev.get_info<sycl::info::device::name>();
  std::vector<size_t> sizes = dev.get_info<sycl::info::device::sub_group_sizes>();
  int *in = sycl::malloc_shared<int>(n, q);
  long *out = sycl::malloc_shared<long>(n * fields, q);
  for (size_t i = 0; i < n; ++i)
    in[i] = int((i * 29 + 5) % 13) - 4;
  try {
    q.parallel_for(ndr, [=](sycl::nd_item<D> it) {
      sycl::group<D> g = it.get_group();
      size_t i = it.get_global_linear_id();
      int x = in[i];
      long *o = out + i * fields;
      // Multiplies of values of magnitude 1 and 2 (at most a few 2s), so
      // that products stay small.
      int m = (x & 3) == 1 ? 2 : ((x & 1) ? -1 : 1);
      o[0] = sycl::reduce_over_group(g, m, sycl::multiplies<int>());
      o[1] = sycl::inclusive_scan_over_group(g, m, sycl::multiplies<int>());
      o[2] = sycl::exclusive_scan_over_group(g, m, sycl::multiplies<int>());
      o[3] = sycl::reduce_over_group(g, unsigned(x + 8) | 64u, sycl::bit_and<unsigned>());
      o[4] = sycl::inclusive_scan_over_group(g, x, sycl::bit_or<int>());
      o[5] = sycl::exclusive_scan_over_group(g, long(x) << 33, sycl::bit_xor<long>());
      o[6] = sycl::reduce_over_group(g, x > -4, sycl::logical_and<bool>());
      o[7] = sycl::inclusive_scan_over_group(g, x == 8, sycl::logical_or<bool>());
      o[8] = sycl::exclusive_scan_over_group(g, x != 3, sycl::logical_and<bool>());
      o[9] = sycl::reduce_over_group(g, char(x), sycl::bit_xor<char>());
      o[10] = long(sycl::reduce_over_group(g, sycl::half(float(x) * 0.5f), sycl::plus<sycl::half>()) * 2);
      o[11] = long(sycl::inclusive_scan_over_group(g, sycl::half(float(x)), sycl::maximum<sycl::half>()));
      o[12] = long(sycl::exclusive_scan_over_group(it.get_sub_group(), sycl::half(float(x)), sycl::plus<sycl::half>()));
      o[13] = long(sycl::reduce_over_group(g, sycl::half(float(m)), sycl::multiplies<sycl::half>()));
      o[14] = long(it.get_sub_group().get_local_linear_id());
    }).wait();
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    bool ok = sizes.empty() && what.find("uses sub-groups") != std::string::npos;
    printf("%s: %s kernel refused: %s\n", name.c_str(), ok ? "expected" : "UNEXPECTED", what.c_str());
    sycl::free(in, q);
    sycl::free(out, q);
    return ok;
  }
  bool ok = true;
  size_t items = ndr.get_local_range().size();
  for (size_t grp = 0; grp < n / items; ++grp) {
    // Work-items of a group in linear order: with D = 2 and a local range
    // (a, b), group (gx, gy) holds global linear ids of rows gx*a.. and
    // columns gy*b.., which the kernel read in[] with.
    std::vector<size_t> ids;
    if constexpr (D == 1) {
      for (size_t l = 0; l < items; ++l)
        ids.push_back(grp * items + l);
    } else {
      size_t a = ndr.get_local_range()[0], b = ndr.get_local_range()[1], cols = ndr.get_global_range()[1];
      size_t gx = grp / (cols / b), gy = grp % (cols / b);
      for (size_t r = 0; r < a; ++r)
        for (size_t c = 0; c < b; ++c)
          ids.push_back((gx * a + r) * cols + gy * b + c);
    }
    long prod = 1, band = ~0L, hsum = 0, hmax = -1000;
    bool land = true;
    char cx = 0;
    for (size_t id : ids) {
      int x = in[id];
      int m = (x & 3) == 1 ? 2 : ((x & 1) ? -1 : 1);
      prod *= m;
      band &= long(unsigned(x + 8) | 64u);
      land = land && x > -4;
      cx ^= char(x);
      hsum += x;
    }
    long iprod = 1, eprod, ibor = 0, exor = 0;
    bool ilor = false, eland = true;
    for (size_t k = 0; k < ids.size(); ++k) {
      size_t id = ids[k];
      int x = in[id];
      int m = (x & 3) == 1 ? 2 : ((x & 1) ? -1 : 1);
      const long *o = out + id * fields;
      eprod = iprod;
      iprod *= m;
      ibor |= x;
      ilor = ilor || x == 8;
      hmax = std::max(hmax, long(x));
      long want[12] = {prod, iprod, eprod, band, ibor, exor, land, ilor, eland, cx, hsum, hmax};
      for (int f = 0; f < 12; ++f)
        if (o[f] != want[f]) {
          printf("FAIL %s: %d-D work-item %zu field %d: %ld, expected %ld\n", name.c_str(), D, id, f, o[f], want[f]);
          ok = false;
        }
      // Sub-groups hold consecutive linear ids: the sub-group's exclusive
      // sum covers the previous `lane` work-items.
      long lane = o[14], esub = 0;
      for (long j = 1; j <= lane && j <= long(k); ++j)
        esub += in[ids[k - j]];
      if (o[12] != esub || o[13] != prod) {
        printf("FAIL %s: %d-D work-item %zu half: sub-group scan %ld, expected %ld; product %ld, expected %ld\n",
               name.c_str(), D, id, o[12], esub, o[13], prod);
        ok = false;
      }
      exor ^= long(x) << 33;
      eland = eland && x != 3;
    }
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return ok;
}

int main() {
  bool ok = true;
  for (const sycl::device &dev : sycl::device::get_devices()) {
    ok &= check<1>(dev, sycl::nd_range<1>(n, wg));
    ok &= check<2>(dev, sycl::nd_range<2>({4, n / 4}, {2, wg / 2}));
  }
  if (!ok)
    return 1;
  printf("PASS\n");
}
