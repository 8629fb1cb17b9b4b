// Ranged accessors of 2-D buffers: acc[i][j] and acc[id] apply the offset in
// every dimension, and iterators (plain, const, reverse) visit the accessed
// region in row-major order, which is not contiguous in the buffer; on the
// device and on the host. Accessor properties: has_property/get_property of
// no_init (errc::invalid when absent). host_accessor::get_pointer is a plain
// pointer, and a 0-dimensional host_accessor assigns its element.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

using namespace sycl;

constexpr size_t rows = 4, cols = 5;
static int value(size_t i, size_t j) { return int(10 * i + j); }

static int run(queue &q) {
  std::vector<int> data(rows * cols);
  for (size_t i = 0; i < rows; ++i)
    for (size_t j = 0; j < cols; ++j)
      data[i * cols + j] = value(i, j);
  // The region: rows 1-2, columns 2-4.
  const range<2> r(2, 3);
  const id<2> o(1, 2);
  std::vector<int> expect;
  for (size_t i = 0; i < r[0]; ++i)
    for (size_t j = 0; j < r[1]; ++j)
      expect.push_back(value(i + o[0], j + o[1]));
  const int n = int(expect.size());
  {
    buffer<int, 2> buf(data.data(), range<2>(rows, cols));
    buffer<int> out{range<1>(4 * n)};
    q.submit([&](handler &h) {
      accessor a(buf, h, r, o, read_only);
      accessor b(out, h, write_only, no_init);
      h.single_task([=] {
        int k = 0;
        for (size_t i = 0; i < r[0]; ++i)
          for (size_t j = 0; j < r[1]; ++j) {
            b[k] = a[i][j];
            b[n + k] = a[id<2>(i, j)];
            ++k;
          }
        k = 2 * n;
        for (auto it = a.begin(); it != a.end(); ++it)
          b[k++] = *it;
        for (auto it = a.crbegin(); it != a.crend(); ++it)
          b[k++] = *it;
      });
    });
    host_accessor res(out, read_only);
    for (int k = 0; k < n; ++k) {
      CHECK(res[k] == expect[k]);
      CHECK(res[n + k] == expect[k]);
      CHECK(res[2 * n + k] == expect[k]);
      CHECK(res[4 * n - 1 - k] == expect[k]);
    }
  }
  {
    // The same on the host, with iterator arithmetic, and writes through a
    // ranged iterator touching the region only.
    buffer<int, 2> buf(data.data(), range<2>(rows, cols));
    {
      host_accessor a(buf, r, o);
      CHECK(a.end() - a.begin() == n);
      CHECK(std::equal(a.begin(), a.end(), expect.begin()));
      CHECK(a.begin()[4] == expect[4] && *(a.end() - 1) == expect[n - 1] && *(2 + a.cbegin()) == expect[2]);
      CHECK(a[1][1] == value(2, 3));
      std::fill(a.begin(), a.end(), -1);
    }
    host_accessor all(buf, read_only);
    int touched = 0;
    for (size_t i = 0; i < rows; ++i)
      for (size_t j = 0; j < cols; ++j) {
        bool in = i >= o[0] && i < o[0] + r[0] && j >= o[1] && j < o[1] + r[1];
        CHECK(all[i][j] == (in ? -1 : value(i, j)));
        touched += in;
      }
    CHECK(touched == n);
  }
  {
    // Properties.
    buffer<int> buf{range<1>(8)};
    host_accessor with(buf, write_only, property_list{no_init});
    CHECK(with.has_property<property::no_init>());
    (void)with.get_property<property::no_init>();
    static_assert(std::is_same_v<decltype(with.get_pointer()), int *>);
    CHECK(with.get_pointer() == &with[0]);
  }
  {
    buffer<int> buf{range<1>(8)};
    host_accessor without(buf, read_only);
    CHECK(!without.has_property<property::no_init>());
    CHECK(error_of([&] { without.get_property<property::no_init>(); }) == errc::invalid);
    static_assert(std::is_same_v<decltype(without.get_pointer()), const int *>);
  }
  {
    buffer<int> buf{range<1>(1)};
    bool has = false;
    q.submit([&](handler &h) {
      accessor a(buf, h, write_only, property_list{no_init});
      has = a.has_property<property::no_init>();
      h.single_task([=] { a[0] = 3; });
    }).wait();
    CHECK(has);
    {
      host_accessor<int, 0> zero(buf);
      CHECK(int(zero) == 3);
      zero = 9;
    }
    host_accessor back(buf, read_only);
    CHECK(back[0] == 9);
  }
  return 0;
}

int main() {
  for (const device &d : device::get_devices()) {
    queue q(d);
    if (run(q)) {
      printf("on %s\n", d.get_info<info::device::name>().c_str());
      return 1;
    }
  }
  printf("PASS\n");
  return 0;
}
