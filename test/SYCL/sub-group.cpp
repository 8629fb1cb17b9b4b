// Sub-groups on every device: queries, broadcast, shuffles, reduce / scans
// with each operator, any/all/none_of_group, barrier, in a kernel that
// requires sub-groups of 8 ([[sycl::reqd_sub_group_size(8)]] in SYCL 2020's
// position, after the lambda's parameters; sub-group j of
// a work-group of 32 holds local ids 8j..8j+7). Results are compared with
// values computed here. A device without sub-groups (PoCL 3.1) must refuse
// the kernel with an exception that says so. Fields 20-30 come from DPC++'s
// deprecated sub_group members (shuffle*, broadcast, reduce, scans), which
// samples still use.
// PVC has no sub-groups of 8, which a kernel asks for:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

constexpr size_t n = 128, wg = 32, sg_size = 8, fields = 31;

static bool check(sycl::device dev) {
  sycl::queue q(dev);
  std::vector<size_t> sizes = dev.get_info<sycl::info::device::sub_group_sizes>();
  bool has8 = std::find(sizes.begin(), sizes.end(), sg_size) != sizes.end();
  int *in = sycl::malloc_shared<int>(n, q);
  int *out = sycl::malloc_shared<int>(n * fields, q);
  for (size_t i = 0; i < n; ++i)
    in[i] = int((i * 37 + 11) % 23) - 5;
  try {
    q.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(8)]] {
      sycl::sub_group sg = it.get_sub_group();
      int x = in[it.get_global_id(0)];
      int *o = out + it.get_global_id(0) * fields;
      unsigned lane = sg.get_local_linear_id();
      o[0] = int(sg.get_local_range()[0]);
      o[1] = int(sg.get_local_id()[0]);
      o[2] = int(sg.get_group_id()[0]);
      o[3] = int(sg.get_group_range()[0]);
      o[4] = sycl::group_broadcast(sg, x, 2);
      o[5] = sycl::select_from_group(sg, x, sycl::id<1>((lane + 3) % 8));
      o[6] = sycl::permute_group_by_xor(sg, x, 1);
      int left = sycl::shift_group_left(sg, x, 2);
      o[7] = lane + 2 < 8 ? left : 0;
      int right = sycl::shift_group_right(sg, x, 1);
      o[8] = lane >= 1 ? right : 0;
      o[9] = sycl::reduce_over_group(sg, x, sycl::plus<int>());
      o[10] = sycl::inclusive_scan_over_group(sg, x, sycl::plus<int>());
      o[11] = sycl::exclusive_scan_over_group(sg, x, sycl::plus<int>());
      o[12] = sycl::reduce_over_group(sg, x, sycl::maximum<int>());
      o[13] = sycl::inclusive_scan_over_group(sg, x, sycl::minimum<int>());
      o[14] = sycl::reduce_over_group(sg, x | 1, sycl::multiplies<int>());
      o[15] = sycl::reduce_over_group(sg, x, sycl::bit_xor<int>());
      o[16] = sycl::reduce_over_group(sg, x > -4, sycl::logical_and<bool>());
      o[17] = sycl::any_of_group(sg, x == 7) + 2 * sycl::all_of_group(sg, x > -6) + 4 * sycl::none_of_group(sg, x > 20);
      o[18] = sycl::exclusive_scan_over_group(sg, x, 100, sycl::plus<int>());
      sycl::group_barrier(sg);
      o[19] = sg.leader();
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
      o[20] = sg.broadcast(x, 2);
      o[21] = sg.shuffle(x, sycl::id<1>((lane + 3) % 8));
      o[22] = sg.shuffle_xor(x, 1);
      left = sg.shuffle_down(x, 2);
      o[23] = lane + 2 < 8 ? left : 0;
      right = sg.shuffle_up(x, 1);
      o[24] = lane >= 1 ? right : 0;
      o[25] = sg.reduce(x, sycl::plus<int>());
      o[26] = sg.inclusive_scan(x, sycl::plus<int>());
      o[27] = sg.exclusive_scan(x, sycl::plus<int>());
      o[28] = sg.reduce(x, 5, sycl::maximum<int>());
      o[29] = sg.exclusive_scan(x, 100, sycl::plus<int>());
      o[30] = sg.inclusive_scan(x, sycl::plus<int>(), 100);
#pragma clang diagnostic pop
    }).wait();
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    // The refusal names the device and the reason.
    bool ok = sizes.empty() && what.find("uses sub-groups") != std::string::npos &&
              what.find("which " + std::string(dev.get_info<sycl::info::device::name>()) + " does not have") != std::string::npos;
    printf("%s: %s kernel refused: %s\n", dev.get_info<sycl::info::device::name>().c_str(), ok ? "expected" : "UNEXPECTED", what.c_str());
    sycl::free(in, q);
    sycl::free(out, q);
    return ok;
  }
  if (!has8) {
    printf("%s: ran a kernel requiring sub-groups of 8, which it does not have\n", dev.get_info<sycl::info::device::name>().c_str());
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < n && ok; ++i) {
    size_t lane = i % sg_size, base = i - lane;
    const int *s = in + base;
    int sum = 0, incl = 0, excl = 0, mx = s[0], mn = s[0], prod = 1, xr = 0, all = 1;
    int any7 = 0, allgt = 1, anygt20 = 0;
    for (size_t k = 0; k < sg_size; ++k) {
      sum += s[k];
      if (k <= lane) incl += s[k], mn = k == 0 ? s[k] : std::min(mn, s[k]);
      if (k < lane) excl += s[k];
      mx = std::max(mx, s[k]);
      prod *= s[k] | 1;
      xr ^= s[k];
      all &= s[k] > -4;
      any7 |= s[k] == 7;
      allgt &= s[k] > -6;
      anygt20 |= s[k] > 20;
    }
    int want[fields] = {int(sg_size), int(lane), int((i % wg) / sg_size), int(wg / sg_size), s[2],
                        s[(lane + 3) % 8], s[lane ^ 1], lane + 2 < 8 ? s[lane + 2] : 0, lane >= 1 ? s[lane - 1] : 0,
                        sum, incl, excl, mx, mn, prod, xr, all, any7 + 2 * allgt + 4 * !anygt20, 100 + excl, lane == 0,
                        s[2], s[(lane + 3) % 8], s[lane ^ 1], lane + 2 < 8 ? s[lane + 2] : 0, lane >= 1 ? s[lane - 1] : 0,
                        sum, incl, excl, std::max(mx, 5), 100 + excl, 100 + incl};
    for (size_t f = 0; f < fields; ++f)
      if (out[i * fields + f] != want[f]) {
        printf("FAIL %s: item %zu field %zu: %d, expected %d\n", dev.get_info<sycl::info::device::name>().c_str(), i, f,
               out[i * fields + f], want[f]);
        ok = false;
      }
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return ok;
}

int main() { return check_every_device(check); }
