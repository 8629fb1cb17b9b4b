// The index classes' wider API on every device: item<D, false> and its
// conversion to item<D>, nd_item::get_nd_range and the linear queries,
// group::async_work_group_copy (plain and strided, from global to local
// memory and back) with wait_for and device_event::wait, equality of ids,
// items, nd_items, groups and nd_ranges; and sycl::stream printing vectors,
// swizzles, marrays, half, items, nd_items, groups, nd_ranges and h_items,
// which the host predicts line by line.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check --expect-output %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <fstream>
#include <string>

constexpr size_t gx = 4, gy = 6, lx = 2, ly = 3, nfields = 12;

static bool check(sycl::device dev) {
  std::string name = dev.get_info<sycl::info::device::name>();
  sycl::queue q(dev);
  bool ok = true;
  int *out = sycl::malloc_shared<int>(gx * gy * nfields, q);
  int *src = sycl::malloc_shared<int>(gx * gy * 2, q);
  int *back = sycl::malloc_shared<int>(gx * gy * 2, q);
  for (size_t i = 0; i < gx * gy * 2; ++i)
    src[i] = int(i * 7 % 23), back[i] = -1;
  q.submit([&](sycl::handler &h) {
    sycl::local_accessor<int, 1> tile(sycl::range<1>(lx * ly * 2), h);
    h.parallel_for(sycl::nd_range<2>({gx, gy}, {lx, ly}), [=](sycl::nd_item<2> it) {
      sycl::group<2> g = it.get_group();
      size_t lin = it.get_global_linear_id(), grp = it.get_group_linear_id(), items = lx * ly;
      int *o = out + lin * nfields;
      sycl::nd_range<2> r = it.get_nd_range();
      o[0] = int(r.get_global_range()[0] * 100 + r.get_global_range()[1] * 10 + r.get_local_range()[1]);
      o[1] = int(it.get_group_linear_range() * 100 + it.get_local_linear_range() * 10 + it.get_group_id()[1]);
      o[2] = int(it.get_global_linear_range());
      o[3] = (it == it) + 2 * (g == it.get_group()) + 4 * (r == sycl::nd_range<2>({gx, gy}, {lx, ly})) +
             8 * (it.get_global_id() != sycl::id<2>(0, 0));
      // Each group copies its 2 * items elements of src to local memory,
      // strided (every other element) and plain, and writes them back.
      int *mine = src + grp * items * 2;
      auto e1 = g.async_work_group_copy(&tile[0], mine, items, 2); // tile[i] = mine[2 i]
      auto e2 = it.async_work_group_copy(&tile[items], mine + 1, items, 2);
      g.wait_for(e1, e2);
      o[4] = tile[it.get_local_linear_id()] + 1000 * tile[items + it.get_local_linear_id()];
      auto e3 = g.async_work_group_copy(back + grp * items * 2, &tile[0], items * 2);
      e3.wait();
      sycl::item<2, false> nf(it.get_local_id(), it.get_local_range());
      sycl::item<2> wo = nf;
      o[5] = int(nf.get_linear_id() * 10 + wo.get_linear_id());
      o[6] = int(wo.get_offset()[0] + wo.get_offset()[1]) + 10 * (nf == sycl::item<2, false>(it.get_local_id(), it.get_local_range()));
    });
  }).wait();
  for (size_t x = 0; x < gx; ++x)
    for (size_t y = 0; y < gy; ++y) {
      size_t lin = x * gy + y, grp = (x / lx) * (gy / ly) + y / ly, l = (x % lx) * ly + y % ly, items = lx * ly;
      const int *s = src + grp * items * 2;
      int want[7] = {int(gx * 100 + gy * 10 + ly), int((gx / lx) * (gy / ly) * 100 + items * 10 + y / ly),
                     int(gx * gy), 1 + 2 + 4 + 8 * (lin != 0), s[2 * l] + 1000 * s[2 * l + 1], int(l * 11), 10};
      for (int f = 0; f < 7; ++f)
        if (out[lin * nfields + f] != want[f]) {
          printf("FAIL %s: work-item %zu field %d: %d, expected %d\n", name.c_str(), lin, f, out[lin * nfields + f], want[f]);
          ok = false;
        }
    }
  for (size_t grp = 0; grp < gx * gy / (lx * ly); ++grp)
    for (size_t i = 0; i < lx * ly * 2; ++i) {
      size_t items = lx * ly;
      int want = i < items ? src[grp * items * 2 + 2 * i] : src[grp * items * 2 + 2 * (i - items) + 1];
      if (back[grp * items * 2 + i] != want) {
        printf("FAIL %s: copied back %zu: %d, expected %d\n", name.c_str(), grp * items * 2 + i, back[grp * items * 2 + i], want);
        ok = false;
      }
    }
  sycl::free(out, q);
  sycl::free(src, q);
  sycl::free(back, q);
  return ok;
}

static int run_test(int argc, char **argv) {
  if (argc != 2)
    return 2;
  bool ok = true;
  for (const sycl::device &dev : sycl::device::get_devices())
    ok &= check(dev);

  // Printing, on the default device.
  sycl::queue q;
  q.submit([&](sycl::handler &h) {
    sycl::stream os(8192, 512, h);
    h.parallel_for(sycl::nd_range<2>({2, 4}, {1, 2}), [=](sycl::nd_item<2> it) {
      size_t l = it.get_global_linear_id();
      sycl::float4 v(float(l), 0.5f, -2.0f, 1e3f);
      os << l << ' ' << v << ' ' << v.zx() << ' ' << sycl::int3(int(l), -1, 7) << ' '
         << sycl::marray<int, 2>(int(l), 2) << ' ' << sycl::half(0.25f * float(l)) << sycl::endl;
      os << l << ' ' << it << ' ' << it.get_group() << ' ' << it.get_nd_range() << sycl::endl;
    });
  }).wait();
  q.submit([&](sycl::handler &h) {
    sycl::stream os(8192, 512, h);
    h.parallel_for(sycl::range<1>(3), [=](sycl::item<1> it) { os << it << sycl::endl; });
  }).wait();
  q.submit([&](sycl::handler &h) {
    sycl::stream os(8192, 512, h);
    h.parallel_for_work_group(sycl::range<1>(2), sycl::range<1>(2), [=](sycl::group<1> g) {
      g.parallel_for_work_item(sycl::range<1>(3), [&](sycl::h_item<1> it) { os << it << sycl::endl; });
    });
  }).wait();

  std::ofstream expected(argv[1]);
  char line[512];
  for (size_t l = 0; l < 8; ++l) {
    size_t x = l / 4, y = l % 4;
    std::snprintf(line, sizeof line, "%zu {%zu, 0.5, -2, 1000} {-2, %zu} {%zu, -1, 7} {%zu, 2} %g", l, l, l, l, l,
                  0.25 * double(l));
    expected << line << "\n";
    std::snprintf(line, sizeof line,
                  "%zu nd_item(global_id: {%zu, %zu}, local_id: {0, %zu}, group: {%zu, %zu}) group(id: {%zu, %zu}, "
                  "range: {2, 2}, local_range: {1, 2}) nd_range(global_range: {2, 4}, local_range: {1, 2}, offset: {0, 0})",
                  l, x, y, y % 2, x, y / 2, x, y / 2);
    expected << line << "\n";
  }
  for (size_t i = 0; i < 3; ++i)
    expected << "item(id: {" << i << "}, range: {3}, offset: {0})\n";
  for (size_t g = 0; g < 2; ++g)
    for (size_t l = 0; l < 3; ++l)
      expected << "h_item(global: item(id: {" << g * 2 + l % 2 << "}, range: {4}), logical_local: item(id: {" << l
               << "}, range: {3}), physical_local: item(id: {" << l % 2 << "}, range: {2}))\n";
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}

int main(int argc, char **argv) {
  return main_using_fp64([&] { return run_test(argc, argv); }, argc == 2 ? argv[1] : nullptr);
}
