// 2-D buffers, ranged accessors with offsets, sub-buffers, handler::copy
// (accessor to host, accessor to accessor of another dimension) and
// handler::fill on accessors, buffers from iterators and set_final_data.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  sycl::queue q;
  const size_t R = 6, C = 8;
  std::vector<int> m(R * C, 0);
  {
    sycl::buffer<int, 2> b(m.data(), sycl::range<2>(R, C));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h, sycl::read_write);
      h.parallel_for(sycl::range<2>(R, C), [=](sycl::id<2> i) { a[i] = int(i[0] * 100 + i[1]); });
    });
    // Rows 2..3 only, through a ranged accessor with an offset.
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h, sycl::range<2>(2, C), sycl::id<2>(2, 0));
      h.parallel_for(sycl::range<2>(2, C), [=](sycl::id<2> i) { a[i] += 10000; });
    });
  }
  for (size_t i = 0; i < R; ++i)
    for (size_t j = 0; j < C; ++j) {
      int e = int(i * 100 + j) + (i == 2 || i == 3 ? 10000 : 0);
      if (m[i * C + j] != e) { printf("FAIL m[%zu][%zu]=%d\n", i, j, m[i * C + j]); return 1; }
    }
  std::vector<float> v(100, 1.0f), copy_out(40, 0.0f);
  {
    sycl::buffer<float> whole(v);
    sycl::buffer<float> sub(whole, sycl::id<1>(20), sycl::range<1>(40));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(sub, h, sycl::write_only);
      h.parallel_for(sub.get_range(), [=](sycl::id<1> i) { a[i] = float(i[0]) + 0.5f; });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(sub, h, sycl::read_only);
      h.copy(a, copy_out.data());
    });
  }
  for (size_t i = 0; i < 100; ++i) {
    float e = (i >= 20 && i < 60) ? float(i - 20) + 0.5f : 1.0f;
    if (v[i] != e) { printf("FAIL sub-buffer v[%zu]=%f\n", i, v[i]); return 1; }
  }
  for (size_t i = 0; i < 40; ++i) if (copy_out[i] != float(i) + 0.5f) { printf("FAIL copy\n"); return 1; }
  std::vector<int> src{1, 2, 3, 4, 5}, dst(5, 0);
  {
    sycl::buffer<int> b(src.begin(), src.end());
    b.set_final_data(dst.data());
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h);
      h.parallel_for(5, [=](sycl::id<1> i) { a[i] *= 3; });
    });
  }
  for (int i = 0; i < 5; ++i) if (dst[i] != 3 * (i + 1) || src[i] != i + 1) { printf("FAIL final data\n"); return 1; }
  std::vector<int> f(16, 0);
  {
    sycl::buffer<int> b(f);
    q.submit([&](sycl::handler &h) { sycl::accessor a(b, h, sycl::write_only); h.fill(a, 7); });
  }
  for (int x : f) if (x != 7) { printf("FAIL fill\n"); return 1; }
  // Accessor to accessor: a ranged 1-D source into a ranged 2-D destination
  // (element i in row-major order to element i), and a destination too small.
  std::vector<int> lin(20), grid(5 * 6, -1);
  for (int i = 0; i < 20; ++i) lin[i] = i * 3;
  {
    sycl::buffer<int> bl(lin);
    sycl::buffer<int, 2> bg(grid.data(), sycl::range<2>(5, 6));
    q.submit([&](sycl::handler &h) {
      sycl::accessor from(bl, h, sycl::range<1>(12), sycl::id<1>(4), sycl::read_only);
      sycl::accessor to(bg, h, sycl::range<2>(3, 4), sycl::id<2>(1, 2), sycl::write_only);
      h.copy(from, to);
    });
    bool refused = false;
    try {
      q.submit([&](sycl::handler &h) {
        sycl::accessor from(bl, h, sycl::read_only);
        sycl::accessor to(bg, h, sycl::range<2>(2, 2), sycl::write_only);
        h.copy(from, to);
      });
    } catch (const sycl::exception &e) {
      refused = e.code() == sycl::errc::invalid;
    }
    if (!refused) { printf("FAIL small destination accepted\n"); return 1; }
  }
  for (size_t r = 0; r < 5; ++r)
    for (size_t c = 0; c < 6; ++c) {
      bool inside = r >= 1 && r < 4 && c >= 2 && c < 6;
      int want = inside ? int(4 + (r - 1) * 4 + (c - 2)) * 3 : -1;
      if (grid[r * 6 + c] != want) { printf("FAIL copy to 2-D at %zu,%zu: %d\n", r, c, grid[r * 6 + c]); return 1; }
    }
  printf("PASS\n");
}
