// The host data a buffer is made from belongs to the runtime for the buffer's
// lifetime: it is copied in when the first accessor needs it (updates made
// under the buffer's use_mutex before then count), it is written back only
// if an accessor could have written it (or set_final_data names another
// destination, which then gets the data even if no accessor touched it; a
// null pointer as final data is none), a buffer made from a shared_ptr keeps
// the data alive, and a buffer made from iterators copies them at once. On
// every device.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

using namespace sycl;

constexpr size_t n = 64;

static int run(queue &q) {
  std::mutex m;
  {
    // Updated under the mutex before the first access: the kernel sees it.
    std::vector<int> data(n, 1);
    {
      buffer<int> b(data.data(), range<1>(n), {property::buffer::use_mutex(m)});
      {
        std::lock_guard<std::mutex> g(m);
        std::iota(data.begin(), data.end(), 10);
      }
      q.submit([&](handler &h) {
        accessor a(b, h);
        h.parallel_for(range<1>(n), [=](id<1> i) { a[i] *= 2; });
      });
    }
    for (size_t i = 0; i < n; ++i)
      CHECK(data[i] == 2 * int(10 + i));
  }
  {
    // Never accessed: not written back over the program's update; another
    // final destination gets the data all the same.
    std::vector<int> data(n, 1), other(n, 0);
    {
      buffer<int> b(data.data(), range<1>(n), {property::buffer::use_mutex(m)});
      std::lock_guard<std::mutex> g(m);
      std::fill(data.begin(), data.end(), 7);
    }
    for (size_t i = 0; i < n; ++i)
      CHECK(data[i] == 7);
    {
      buffer<int> b(data.data(), range<1>(n));
      b.set_final_data(other.data());
    }
    for (size_t i = 0; i < n; ++i)
      CHECK(other[i] == 7);
    // A null pointer as final data is no final data, also after a write.
    {
      buffer<int> b(data.data(), range<1>(n));
      b.set_final_data(static_cast<int *>(nullptr));
      b.set_write_back(true);
      host_accessor a(b);
      a[0] = 8;
    }
    CHECK(data[0] == 7);
  }
  {
    // Read only: not written back.
    std::vector<int> data(n, 3);
    buffer<int> out{range<1>(1)};
    {
      buffer<int> b(data.data(), range<1>(n), {property::buffer::use_mutex(m)});
      q.submit([&](handler &h) {
        accessor a(b, h, read_only);
        accessor o(out, h, write_only);
        h.single_task([=] {
          int s = 0;
          for (size_t i = 0; i < n; ++i)
            s += a[i];
          o[0] = s;
        });
      }).wait();
      std::lock_guard<std::mutex> g(m);
      data[0] = 100;
    }
    CHECK(data[0] == 100);
    host_accessor o(out, read_only);
    CHECK(o[0] == 3 * int(n));
  }
  {
    // A shared_ptr's data lives as long as the buffer needs it.
    auto p = std::shared_ptr<int[]>(new int[n]);
    for (size_t i = 0; i < n; ++i)
      p[i] = int(i * i);
    buffer<int> b(p, range<1>(n));
    p.reset();
    // Iterators are copied at once.
    std::optional<buffer<int>> c;
    {
      std::vector<int> tmp(n, 5);
      c.emplace(tmp.begin(), tmp.end());
    }
    buffer<int> out{range<1>(n)};
    q.submit([&](handler &h) {
      accessor a(b, h, read_only);
      accessor t(*c, h, read_only);
      accessor o(out, h, write_only, no_init);
      h.parallel_for(range<1>(n), [=](id<1> i) { o[i] = a[i] + t[i]; });
    });
    host_accessor o(out, read_only);
    for (size_t i = 0; i < n; ++i)
      CHECK(o[i] == int(i * i) + 5);
  }
  return 0;
}

int main() { return run_on_every_device(run); }
