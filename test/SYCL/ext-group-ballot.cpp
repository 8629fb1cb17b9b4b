// DPC++'s ext::oneapi::group_ballot and sub_group_mask (every member, bits
// past the sub-group's size staying zero) and the ext::oneapi function
// object aliases in a group reduction and a sycl::reduction; each
// work-item's results are checked against the host. On a device without
// sub-groups (PoCL 3.1) only the reduction runs (sub-group-load-joint.cpp
// checks that such a device refuses sub-group kernels).
// PVC has no sub-groups of 8, which a kernel asks for:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <string>
#include <vector>

namespace oneapi = sycl::ext::oneapi;
constexpr size_t n = 64, wg = 32, sg_size = 8, fields = 14;

static_assert(std::is_same_v<oneapi::plus<int>, sycl::plus<int>> && std::is_same_v<oneapi::maximum<>, sycl::maximum<>>);
static_assert(sycl::has_known_identity_v<oneapi::minimum<int>, int>);

// What work-item `lane` of a sub-group of `size` whose predicate bits are
// `pred` computes, on the host.
static void expect(uint32_t pred, uint32_t lane, uint32_t size, uint32_t *o) {
  uint32_t all = (1u << size) - 1;
  auto pop = [](uint32_t x) { return uint32_t(__builtin_popcount(x)); };
  o[0] = pred;
  o[1] = pop(pred);
  o[2] = size;
  o[3] = (pred >> lane) & 1;
  o[4] = pred == all ? 1 : 0;
  o[5] = (pred ? 2 : 0) + (pred ? 0 : 4);
  o[6] = pred ? __builtin_ctz(pred) : size;
  o[7] = pred ? 31 - __builtin_clz(pred) : size;
  o[8] = ~pred & all;
  o[9] = (pred << 2) & all;
  o[10] = (((pred | (1u << lane)) & ~1u) ^ 0x3u) & all;
  uint32_t r = pred;
  if (r)
    r &= ~(1u << __builtin_ctz(r)); // reset_low
  if (r)
    r &= ~(1u << (31 - __builtin_clz(r))); // reset_high
  o[11] = r;
  o[12] = ((pred >> 1) & 0x5u) | 0x8u; // extract from bit 1, insert at bit 3
  o[13] = 0x5u;
}

static bool check(sycl::device dev) {
  std::string name = dev.get_info<sycl::info::device::name>();
  sycl::queue q(dev);
  std::vector<size_t> sizes = dev.get_info<sycl::info::device::sub_group_sizes>();
  uint32_t *out = sycl::malloc_shared<uint32_t>(n * fields, q);
  int *sums = sycl::malloc_shared<int>(3, q);
  sums[0] = 0, sums[1] = -1000, sums[2] = 0;
  q.parallel_for(sycl::range<1>(n), sycl::reduction(sums + 2, oneapi::plus<int>()),
                 [=](sycl::id<1> i, auto &r) { r += int(i[0]); }).wait();
  if (sizes.empty()) {
    bool ok = sums[2] == int(n * (n - 1) / 2);
    if (!ok)
      printf("FAIL on %s: reduction %d\n", name.c_str(), sums[2]);
    sycl::free(out, q);
    sycl::free(sums, q);
    return ok;
  }
  {
    q.parallel_for(sycl::nd_range<1>(n, wg), [=] [[sycl::reqd_sub_group_size(8)]] (sycl::nd_item<1> it) {
      sycl::sub_group sg = it.get_sub_group();
      uint32_t lane = sg.get_local_linear_id();
      size_t gid = it.get_global_id(0);
      bool p = (gid * 7 + gid / 8) % 3 == 0 || gid / 8 == 5; // sub-group 5: all set
      oneapi::sub_group_mask m = oneapi::group_ballot(sg, p);
      uint32_t *o = out + gid * fields;
      uint32_t bits = 0;
      m.extract_bits(bits);
      o[0] = bits;
      o[1] = m.count();
      o[2] = m.size();
      o[3] = m[lane];
      o[4] = m.all();
      o[5] = 2 * m.any() + 4 * m.none();
      o[6] = uint32_t(m.find_low()[0]);
      o[7] = uint32_t(m.find_high()[0]);
      (~m).extract_bits(o[8]);
      (m << 2).extract_bits(o[9]);
      oneapi::sub_group_mask x = m;
      x[lane] = true;
      x.reset(0);
      x ^= oneapi::group_ballot(sg, lane < 2);
      x.extract_bits(o[10]);
      oneapi::sub_group_mask y = m;
      y.reset_low();
      y.reset_high();
      y.extract_bits(o[11]);
      uint8_t field = 0;
      m.extract_bits(field, 1);
      oneapi::sub_group_mask z = oneapi::group_ballot(sg, false);
      z.insert_bits(uint8_t(field & 0x5), 0);
      z.set(3);
      z.extract_bits(o[12]);
      oneapi::sub_group_mask w = m;
      w.insert_bits(uint8_t(0x5), 0); // 8 bits wide: the whole sub-group's
      w.extract_bits(o[13]);
      int v = int(gid % 13);
      sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> s0(sums[0]), s1(sums[1]);
      int sum = sycl::reduce_over_group(sg, v, oneapi::plus<int>());
      int max = sycl::reduce_over_group(sg, v, oneapi::maximum<>());
      if (lane == 0) {
        s0 += sum;
        s1.fetch_max(max);
      }
    }).wait();
  }
  bool ok = true;
  for (size_t base = 0; base < n; base += sg_size) {
    uint32_t pred = 0;
    for (size_t l = 0; l < sg_size; ++l) {
      size_t gid = base + l;
      if ((gid * 7 + gid / 8) % 3 == 0 || gid / 8 == 5)
        pred |= 1u << l;
    }
    for (uint32_t l = 0; l < sg_size; ++l) {
      uint32_t want[fields];
      expect(pred, l, sg_size, want);
      for (size_t f = 0; f < fields; ++f)
        if (out[(base + l) * fields + f] != want[f]) {
          printf("FAIL on %s: work-item %zu field %zu: %u, expected %u\n", name.c_str(), base + l, f,
                 out[(base + l) * fields + f], want[f]);
          ok = false;
        }
    }
  }
  int es = 0, em = 0, ei = 0;
  for (size_t g = 0; g < n; ++g) {
    es += int(g % 13);
    ei += int(g);
  }
  for (size_t g = 0; g < n; g += sg_size) {
    int mx = 0;
    for (size_t l = 0; l < sg_size; ++l)
      mx = std::max(mx, int((g + l) % 13));
    em = std::max(em, mx);
  }
  if (sums[0] != es || sums[1] != em || sums[2] != ei) {
    printf("FAIL on %s: sums %d %d %d, expected %d %d %d\n", name.c_str(), sums[0], sums[1], sums[2], es, em, ei);
    ok = false;
  }
  sycl::free(out, q);
  sycl::free(sums, q);
  return ok;
}

int main() {
  return check_every_device(check);
}
