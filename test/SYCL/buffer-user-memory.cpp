// Buffers over the user's memory, as DPC++ makes them. On a device that
// shares the host's memory (host_unified_memory: every CPU device), a buffer
// made from writable host memory uses it in place: accessors point into it,
// and what kernels write is in the user's memory without a copy. On any
// device, a host_accessor of such a buffer shows the data in the user's
// memory, so the vector behind the buffer holds the result while the host
// accessor exists. set_final_data, set_write_back(false), sub-buffers,
// use_host_ptr, const host data, handler copies and fills, and reductions
// keep their meaning.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

using namespace sycl;

constexpr size_t n = 256;

static int run(queue &q) {
  const bool unified = q.get_device().get_info<info::device::host_unified_memory>();
  {
    // The vector holds the kernel's result while the host accessor exists.
    std::vector<int> v(n, 1);
    buffer<int> b(v);
    const int *device_ptr = nullptr;
    q.submit([&](handler &h) {
      accessor a(b, h);
      device_ptr = a.get_pointer();
      h.parallel_for(range<1>(n), [=](id<1> i) { a[i] = a[i] * 3 + int(i); });
    });
    host_accessor r(b, read_only);
    for (size_t i = 0; i < n; ++i)
      CHECK(v[i] == 3 + int(i) && r[i] == v[i]);
    CHECK(r.get_pointer() == v.data());
    // In place where the device shares the host's memory, not elsewhere.
    CHECK((device_ptr == v.data()) == unified);
  }
  {
    // Host accessors write into the user's memory; the next kernel sees it.
    std::vector<float> v(n, 2.f);
    {
      buffer<float> b(v.data(), range<1>(n));
      {
        host_accessor w(b);
        CHECK(w.get_pointer() == v.data());
        for (size_t i = 0; i < n; ++i)
          w[i] = float(i);
      }
      q.submit([&](handler &h) {
        accessor a(b, h);
        h.parallel_for(range<1>(n), [=](id<1> i) { a[i] += 0.5f; });
      });
      host_accessor r(b, read_only);
      for (size_t i = 0; i < n; ++i)
        CHECK(v[i] == float(i) + 0.5f);
    }
  }
  {
    // A 2-D buffer and its sub-buffer: the rows are the user's rows.
    std::vector<int> v(8 * 16, 0);
    buffer<int, 2> b(v.data(), range<2>(8, 16));
    buffer<int, 2> s(b, id<2>(2, 0), range<2>(3, 16));
    q.submit([&](handler &h) {
      accessor a(s, h, write_only);
      h.parallel_for(range<2>(3, 16), [=](id<2> i) { a[i] = int(i[0] * 100 + i[1]); });
    });
    host_accessor r(s, read_only);
    CHECK(r.get_pointer() == v.data() + 2 * 16);
    for (size_t i = 0; i < 3; ++i)
      for (size_t j = 0; j < 16; ++j)
        CHECK(v[(2 + i) * 16 + j] == int(i * 100 + j));
    CHECK(v[0] == 0 && v[5 * 16] == 0);
  }
  {
    // set_write_back(false) and set_final_data keep the user's memory out
    // of it, also for a buffer that used it in place.
    std::vector<int> v(n, 5), other(n, 0);
    {
      buffer<int> b(v);
      b.set_write_back(false);
      q.submit([&](handler &h) {
        accessor a(b, h);
        h.parallel_for(range<1>(n), [=](id<1> i) { a[i] = 9; });
      });
      host_accessor r(b, read_only);
      CHECK(r[0] == 9 && r.get_pointer() != v.data());
    }
    CHECK(v[0] == 5 && v[n - 1] == 5);
    {
      buffer<int> b(v);
      b.set_final_data(other.data());
      q.submit([&](handler &h) {
        accessor a(b, h);
        h.parallel_for(range<1>(n), [=](id<1> i) { a[i] += int(i); });
      });
    }
    CHECK(v[1] == 5 && other[0] == 5 && other[n - 1] == 5 + int(n - 1));
  }
  {
    // use_host_ptr and a shared_ptr: the same memory; const data: a copy
    // the kernel may write without changing it.
    std::vector<int> v(n, 1);
    auto p = std::shared_ptr<int[]>(new int[n]);
    for (size_t i = 0; i < n; ++i)
      p[i] = int(i);
    const std::vector<int> c(n, 4);
    buffer<int> used(v.data(), range<1>(n), {property::buffer::use_host_ptr()});
    buffer<int> shared(p, range<1>(n));
    buffer<int> copied(c.data(), range<1>(n));
    q.submit([&](handler &h) {
      accessor a(used, h), s(shared, h), k(copied, h);
      h.parallel_for(range<1>(n), [=](id<1> i) {
        a[i] += s[i] + k[i];
        k[i] = -1;
        s[i] *= 2;
      });
    });
    host_accessor ra(used, read_only), rs(shared, read_only), rk(copied, read_only);
    CHECK(ra.get_pointer() == v.data() && rs.get_pointer() == p.get() && rk.get_pointer() != c.data());
    for (size_t i = 0; i < n; ++i)
      CHECK(v[i] == 5 + int(i) && p[i] == 2 * int(i) && rk[i] == -1 && c[i] == 4);
  }
  {
    // Copies and fills through accessors, whole and ranged, and a reduction
    // into a buffer made from the user's memory.
    std::vector<int> v(n, 0), out(n, 0), sum(1, 10);
    {
      buffer<int> b(v), s(sum);
      q.submit([&](handler &h) { h.fill(accessor(b, h, write_only), 7); });
      q.submit([&](handler &h) { h.fill(accessor(b, h, range<1>(16), id<1>(32), write_only), -2); });
      q.submit([&](handler &h) { h.copy(accessor(b, h, read_only), out.data()); });
      q.submit([&](handler &h) {
        accessor a(b, h, read_only);
        h.parallel_for(range<1>(n), reduction(s, h, plus<int>()), [=](id<1> i, auto &r) { r += a[i]; });
      });
      q.wait();
      host_accessor r(b, read_only);
      CHECK(v[0] == 7 && v[32] == -2 && v[47] == -2 && v[48] == 7);
    }
    CHECK(out[31] == 7 && out[40] == -2 && out[n - 1] == 7);
    CHECK(sum[0] == 10 + 7 * int(n - 16) - 2 * 16);
  }
  return 0;
}

int main() { return run_on_every_device(run); }
