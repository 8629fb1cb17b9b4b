// Programs written for SYCL 1.2.1 and early DPC++, through <CL/sycl.hpp> and
// cl::sycl: get_access<mode>(h), local accessors (target::local, also in
// the atomic mode), atomic accessors with the atomic_* free functions,
// get_pointer() as a plain pointer, buffers from (pointer, size), and
// sycl::ext::oneapi::atomic_ref; 0- and 2-dimensional local accessors (a
// 0-dimensional one is its element); acc[i][j] of 2-dimensional atomic
// accessors, buffer and local, gives sycl::atomic elements. On every device.
// RUN: %sycl-check %s %t
#include <CL/sycl.hpp>

using namespace cl::sycl;

static bool local_shapes(queue &q) {
  buffer<int> b{range<1>(4)};
  int counts[2][3] = {};
  {
    buffer<int, 2> c(&counts[0][0], range<2>(2, 3));
    q.submit([&](handler &h) {
      accessor<int, 0, access::mode::read_write, access::target::local> l0(h);
      accessor<int, 1, access::mode::atomic, access::target::local> la(range<1>(1), h);
      accessor<int, 2, access::mode::read_write, access::target::local> l2(range<2>(2, 2), h);
      // acc[i][j] of 2-dimensional atomic accessors gives atomics too.
      accessor<int, 2, access::mode::atomic, access::target::local> la2(range<2>(2, 3), h);
      auto ca = c.get_access<access::mode::atomic>(h);
      auto o = b.get_access<access::mode::write>(h);
      h.parallel_for(nd_range<1>(4, 4), [=](nd_item<1> it) {
        size_t i = it.get_local_id(0);
        if (i == 0) {
          int &e = l0;
          e = 5;
          la[0].store(0);
          for (int r = 0; r < 2; ++r)
            for (int k = 0; k < 3; ++k)
              la2[r][k].store(0);
        }
        l2[i / 2][i % 2] = int(i);
        it.barrier();
        la[0].fetch_add(1);
        // Work-item i adds i + 1 to row i % 2, column i % 3.
        atomic<int, access::address_space::local_space> cell = la2[i % 2][i % 3];
        cell.fetch_add(int(i) + 1);
        it.barrier();
        o[i] = int(l0) + la[0].load() * 10 + l2[id<2>(i % 2, i / 2)] * 100;
        if (i < 2)
          for (int k = 0; k < 3; ++k)
            ca[i][k].fetch_add(la2[i][k].load() * (k + 1));
      });
    });
  }
  host_accessor res(b);
  bool ok = true;
  for (int i = 0; i < 4; ++i)
    ok &= res[i] == 45 + 100 * ((i % 2) * 2 + i / 2);
  int want[2][3] = {};
  for (int i = 0; i < 4; ++i)
    want[i % 2][i % 3] += i + 1;
  for (int r = 0; r < 2; ++r)
    for (int k = 0; k < 3; ++k)
      ok &= counts[r][k] == want[r][k] * (k + 1);
  return ok;
}

static bool run(queue &q) {
  constexpr size_t n = 64, wg = 16;
  std::vector<int> v(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = int(i % 5);
  int total = 0;
  {
    buffer<int, 1> b(v.data(), v.size());
    buffer<int, 1> t(&total, 1);
    q.submit([&](handler &h) {
      auto a = b.get_access<access::mode::read_write>(h);
      auto ta = t.get_access<access::mode::atomic>(h);
      accessor<int, 1, access::mode::read_write, access::target::local> tile(range<1>(wg), h);
      accessor<int, 1, access::mode::atomic, access::target::local> group_sum(range<1>(1), h);
      h.parallel_for<class sycl121>(nd_range<1>(n, wg), [=](nd_item<1> it) {
        size_t l = it.get_local_id(0), g = it.get_global_id(0);
        if (l == 0)
          group_sum[0].store(0);
        tile[l] = a[g] * 2;
        it.barrier(access::fence_space::local_space);
        group_sum[0].fetch_add(tile[(l + 1) % wg]);
        it.barrier(access::fence_space::local_space);
        if (l == 0)
          atomic_fetch_add(ta[0], atomic_load(group_sum[0]));
        int *raw = a.get_pointer();
        raw[g] += 100;
      });
    });
  }
  int want = 0;
  for (size_t i = 0; i < n; ++i)
    want += int(i % 5) * 2;
  bool ok = total == want;
  for (size_t i = 0; i < n; ++i)
    ok &= v[i] == int(i % 5) + 100;
  sycl::ext::oneapi::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> r(total);
  r.fetch_add(1);
  return ok && total == want + 1 && local_shapes(q);
}

int main() {
  for (const device &d : device::get_devices()) {
    queue q(d);
    if (!run(q)) {
      std::cout << "FAIL on " << d.get_info<info::device::name>() << std::endl;
      return 1;
    }
  }
  std::cout << "PASS" << std::endl;
}
