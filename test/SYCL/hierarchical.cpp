// Hierarchical parallelism on every device: parallel_for_work_group with and
// without a work-group size (handler and queue forms, lambda and function
// object), work-group scope variables shared by the group's work-items
// (written in one parallel_for_work_item, read by the group scope and by
// the next one), work-group scope code run once per group (an atomic count),
// private_memory across phases, logical ranges larger and smaller than the
// group's, h_item's ids in 1 and 2 dimensions, a kernel_handler parameter
// (a specialization constant), and the refusal of a group
// larger than the implementation's limit. All checked against the host.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <string>

constexpr size_t groups = 6, local = 8;
constexpr sycl::specialization_id<int> group_bias(0);

struct functor_kernel {
  int *out;
  void operator()(sycl::group<1> g) const {
    g.parallel_for_work_item([&](sycl::h_item<1> it) { out[it.get_global_id(0)] = int(it.get_local_id(0) * 10 + g.get_group_id(0)); });
  }
};

static bool check(sycl::device dev) {
  std::string name = dev.get_info<sycl::info::device::name>();
  sycl::queue q(dev);
  bool ok = true;
  auto expect = [&](bool c, const char *what, size_t i, long got, long want) {
    if (!c) {
      printf("FAIL %s: %s at %zu: %ld, expected %ld\n", name.c_str(), what, i, got, want);
      ok = false;
    }
  };
  int *in = sycl::malloc_shared<int>(groups * local, q);
  int *sums = sycl::malloc_shared<int>(groups, q);
  int *scan = sycl::malloc_shared<int>(groups * local, q);
  int *ids = sycl::malloc_shared<int>((groups * local + 8) * 6, q);
  int *wide = sycl::malloc_shared<int>(groups * local * 3, q);
  int *count = sycl::malloc_shared<int>(1, q);
  for (size_t i = 0; i < groups * local; ++i)
    in[i] = int((i * 13 + 5) % 17) - 4;
  *count = 0;
  q.submit([&](sycl::handler &h) {
    h.parallel_for_work_group(sycl::range<1>(groups), sycl::range<1>(local), [=](sycl::group<1> g) {
      int shared[local]; // one per group, written by every work-item
      sycl::private_memory<int> doubled(g);
      sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> c(*count);
      c.fetch_add(1);
      g.parallel_for_work_item([&](sycl::h_item<1> it) {
        doubled(it) = 2 * in[it.get_global_id(0)];
        shared[it.get_local_id(0)] = in[it.get_global_id(0)];
      });
      int total = 0;
      for (size_t i = 0; i < local; ++i)
        total += shared[i];
      sums[g.get_group_linear_id()] = total;
      g.parallel_for_work_item([&](sycl::h_item<1> it) {
        int prefix = 0;
        for (size_t i = 0; i <= it.get_local_id(0); ++i)
          prefix += shared[i];
        scan[it.get_global_id(0)] = prefix + doubled(it);
      });
      // A logical range larger than the group: ids wrap onto the physical ones.
      g.parallel_for_work_item(sycl::range<1>(local * 3), [&](sycl::h_item<1> it) {
        size_t l = it.get_logical_local_id(0);
        wide[g.get_group_id(0) * local * 3 + l] = int(it.get_physical_local_id(0) * 1000 + it.get_global_id(0) * 10 +
                                                      it.get_logical_local_range(0) / local);
      });
    });
  }).wait();
  expect(*count == int(groups), "work-group scope runs", 0, *count, groups);
  for (size_t g = 0; g < groups; ++g) {
    int total = 0, prefix = 0;
    for (size_t i = 0; i < local; ++i)
      total += in[g * local + i];
    expect(sums[g] == total, "group sum", g, sums[g], total);
    for (size_t i = 0; i < local; ++i) {
      prefix += in[g * local + i];
      int want = prefix + 2 * in[g * local + i];
      expect(scan[g * local + i] == want, "scan + private_memory", g * local + i, scan[g * local + i], want);
    }
    for (size_t l = 0; l < local * 3; ++l) {
      int want = int((l % local) * 1000 + (g * local + l % local) * 10 + 3);
      expect(wide[g * local * 3 + l] == want, "wide logical range", l, wide[g * local * 3 + l], want);
    }
  }

  // 2-D, through the queue, with ids of every kind and a logical range
  // smaller than the group's.
  const size_t gx = 3, gy = 2, lx = 2, ly = 4;
  for (size_t i = 0; i < (groups * local + 8) * 6; ++i)
    ids[i] = -1;
  q.parallel_for_work_group(sycl::range<2>(gx, gy), sycl::range<2>(lx, ly), [=](sycl::group<2> g) {
    g.parallel_for_work_item([&](sycl::h_item<2> it) {
      size_t lin = it.get_global().get_linear_id();
      int *o = ids + lin * 6;
      o[0] = int(it.get_global_id(0) * 100 + it.get_global_id(1));
      o[1] = int(it.get_local_id(0) * 100 + it.get_local_id(1));
      o[2] = int(it.get_global_range(0) * 100 + it.get_global_range(1));
      o[3] = int(g.get_group_id(0) * 100 + g.get_group_id(1));
      o[4] = int(g.get_group_range(0) * 100 + g.get_group_range(1));
      o[5] = int(g.get_local_range(0) * 100 + g.get_local_range(1));
    });
    g.parallel_for_work_item(sycl::range<2>(1, 2), [&](sycl::h_item<2> it) {
      ids[(g.get_group_linear_id() + gx * gy * lx * ly) * 6 + it.get_local().get_linear_id()] =
          int(it.get_physical_local().get_linear_id() + 10 * it.get_logical_local_range(1));
    });
  }).wait();
  for (size_t x = 0; x < gx * lx; ++x)
    for (size_t y = 0; y < gy * ly; ++y) {
      size_t lin = x * gy * ly + y;
      int want[6] = {int(x * 100 + y), int((x % lx) * 100 + y % ly), int(gx * lx * 100 + gy * ly),
                     int((x / lx) * 100 + y / ly), int(gx * 100 + gy), int(lx * 100 + ly)};
      for (int f = 0; f < 6; ++f)
        expect(ids[lin * 6 + f] == want[f], "2-D ids", lin * 6 + f, ids[lin * 6 + f], want[f]);
    }
  for (size_t g = 0; g < gx * gy; ++g)
    for (size_t l = 0; l < 2; ++l) {
      int got = ids[(g + gx * gy * lx * ly) * 6 + l];
      expect(got == int(l + 20), "small logical range", g, got, int(l + 20));
    }

  // A function object, and no work-group size (the implementation picks).
  q.submit([&](sycl::handler &h) { h.parallel_for_work_group(sycl::range<1>(groups), functor_kernel{scan}); }).wait();
  q.submit([&](sycl::handler &h) {
    h.parallel_for_work_group(sycl::range<1>(groups), [=](sycl::group<1> g) {
      size_t n = g.get_local_range(0);
      g.parallel_for_work_item([&](sycl::h_item<1> it) { sums[g.get_group_id(0)] = int(n * 100 + it.get_global_range(0)); });
    });
  }).wait();
  for (size_t g = 0; g < groups; ++g) {
    size_t n = size_t(sums[g] / 100);
    expect(n >= 1 && sums[g] == int(n * 100 + n * groups), "default group size", g, sums[g], int(n * 100 + n * groups));
    for (size_t i = 0; i < n; ++i)
      expect(scan[g * n + i] == int(i * 10 + g), "function object", g * n + i, scan[g * n + i], int(i * 10 + g));
  }

  // A kernel_handler after the group: a specialization constant set for
  // this command.
  q.submit([&](sycl::handler &h) {
    h.set_specialization_constant<group_bias>(7);
    h.parallel_for_work_group(sycl::range<1>(groups), sycl::range<1>(local), [=](sycl::group<1> g, sycl::kernel_handler kh) {
      int bias = kh.get_specialization_constant<group_bias>();
      g.parallel_for_work_item([&](sycl::h_item<1> it) { scan[it.get_global_id(0)] = int(g.get_group_id(0)) + bias; });
    });
  }).wait();
  for (size_t i = 0; i < groups * local; ++i)
    expect(scan[i] == int(i / local) + 7, "kernel_handler", i, scan[i], int(i / local) + 7);

  // Work-groups beyond the limit are refused when the command is submitted.
  bool refused = false;
  try {
    q.parallel_for_work_group(sycl::range<1>(1), sycl::range<1>(100000), [=](sycl::group<1>) {}).wait();
  } catch (const sycl::exception &e) {
    refused = e.code() == sycl::errc::nd_range;
  }
  expect(refused, "oversized group refused", 0, refused, 1);

  for (void *p : {(void *)in, (void *)sums, (void *)scan, (void *)ids, (void *)wide, (void *)count})
    sycl::free(p, q);
  return ok;
}

int main() { return check_every_device(check); }
