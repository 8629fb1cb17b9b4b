// 2-D and 3-D ranges: SYCL dimension d of an N-d range is OpenCL dimension
// N-1-d, so the last dimension varies fastest; items, ids, offsets, ranges,
// and the handler's ranges written as an integer or a braced list.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t X = 3, Y = 5, Z = 7;
  int *out2 = sycl::malloc_shared<int>(X * Y, q);
  int *out3 = sycl::malloc_shared<int>(X * Y * Z, q);
  size_t *lin = sycl::malloc_shared<size_t>(X * Y * Z, q);
  q.parallel_for(sycl::range<2>(X, Y), [=](sycl::item<2> it) {
    out2[it[0] * Y + it[1]] = int(it.get_range(0) * 1000 + it.get_range(1) * 100 + it[0] * 10 + it[1]);
  }).wait();
  q.parallel_for(sycl::range<3>(X, Y, Z), [=](sycl::item<3> it) {
    out3[(it[0] * Y + it[1]) * Z + it[2]] = int(it[0] * 100 + it[1] * 10 + it[2]);
    lin[it.get_linear_id()] = (it[0] * Y + it[1]) * Z + it[2];
  }).wait();
  for (size_t i = 0; i < X; ++i)
    for (size_t j = 0; j < Y; ++j)
      if (out2[i * Y + j] != int(X * 1000 + Y * 100 + i * 10 + j)) { printf("FAIL 2d %zu %zu: %d\n", i, j, out2[i * Y + j]); return 1; }
  for (size_t i = 0; i < X; ++i)
    for (size_t j = 0; j < Y; ++j)
      for (size_t k = 0; k < Z; ++k) {
        size_t l = (i * Y + j) * Z + k;
        if (out3[l] != int(i * 100 + j * 10 + k) || lin[l] != l) { printf("FAIL 3d %zu\n", l); return 1; }
      }
  // nd_range in 3-D: group and local ids per dimension.
  int *g = sycl::malloc_shared<int>(4 * 6 * 8, q);
  q.parallel_for(sycl::nd_range<3>(sycl::range<3>(4, 6, 8), sycl::range<3>(2, 3, 4)), [=](sycl::nd_item<3> it) {
    size_t l = (it.get_global_id(0) * 6 + it.get_global_id(1)) * 8 + it.get_global_id(2);
    g[l] = int(it.get_group(0) * 100 + it.get_group(1) * 10 + it.get_group(2)) * 1000 +
           int(it.get_local_id(0) * 100 + it.get_local_id(1) * 10 + it.get_local_id(2));
  }).wait();
  for (size_t i = 0; i < 4; ++i)
    for (size_t j = 0; j < 6; ++j)
      for (size_t k = 0; k < 8; ++k) {
        int e = int((i / 2) * 100 + (j / 3) * 10 + k / 4) * 1000 + int((i % 2) * 100 + (j % 3) * 10 + k % 4);
        if (g[(i * 6 + j) * 8 + k] != e) { printf("FAIL nd3 %zu %zu %zu\n", i, j, k); return 1; }
      }
  // A range with an offset.
  int *o = sycl::malloc_shared<int>(10, q);
  for (int i = 0; i < 10; ++i) o[i] = 0;
  q.submit([&](sycl::handler &h) { h.parallel_for(sycl::range<1>(4), sycl::id<1>(3), [=](sycl::item<1> it) { o[it.get_id(0)] = int(it.get_id(0)); }); }).wait();
  for (int i = 0; i < 10; ++i) if (o[i] != (i >= 3 && i < 7 ? i : 0)) { printf("FAIL offset %d\n", i); return 1; }
  // The handler's ranges as an integer and braced lists.
  int *b = sycl::malloc_shared<int>(X * Y * Z, q);
  q.submit([&](sycl::handler &h) { h.parallel_for(X * Y * Z, [=](sycl::item<1> it) { b[it[0]] = 1; }); }).wait();
  q.submit([&](sycl::handler &h) { h.parallel_for({X, Y * Z}, [=](sycl::item<2> it) { b[it.get_linear_id()] += 10; }); }).wait();
  q.submit([&](sycl::handler &h) { h.parallel_for({X, Y, Z}, [=](sycl::item<3> it) { b[it.get_linear_id()] += 100; }); }).wait();
  for (size_t i = 0; i < X * Y * Z; ++i) if (b[i] != 111) { printf("FAIL braced range %zu: %d\n", i, b[i]); return 1; }
  printf("PASS\n");
}
