// References bound to structure elements of accessors and USM memory
// (`P &p = acc[i]; p.field = ...`): at -O0 clang keeps the reference in a
// private slot and the accessor's operator[] returns it with an `align`
// attribute, whose GlobalISel hint must keep the struct pointee.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
struct Particle {
  float pos[3];
  int id;
  short flags;
  char tag;
};
int main() {
  const size_t n = 64;
  std::vector<Particle> ps(n);
  for (size_t i = 0; i < n; ++i) ps[i] = {{float(i), 1.0f, -2.0f}, int(i), short(i % 5), char('a' + i % 26)};
  sycl::queue q;
  {
    sycl::buffer<Particle> b(ps);
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h);
      h.parallel_for(n, [=](sycl::id<1> i) {
        Particle &p = a[i];
        for (int k = 0; k < 3; ++k) p.pos[k] = p.pos[k] * 2.0f + float(k);
        p.id = p.id * 3 + p.flags;
        p.flags = short(p.flags - 1);
        p.tag = char(p.tag - 'a' + 'A');
      });
    });
  }
  int *usm = sycl::malloc_shared<int>(n, q);
  Particle *dev = sycl::malloc_shared<Particle>(n, q);
  for (size_t i = 0; i < n; ++i) dev[i] = ps[i];
  q.parallel_for(n, [=](sycl::id<1> i) {
     Particle &p = dev[i];
     int &out = usm[i];
     out = p.id + int(p.pos[1]);
     p.tag = 'z';
   }).wait();
  for (size_t i = 0; i < n; ++i) {
    const Particle &g = ps[i];
    float e0 = float(i) * 2.0f, e1 = 1.0f * 2.0f + 1.0f, e2 = -2.0f * 2.0f + 2.0f;
    int id = int(i) * 3 + int(i % 5);
    if (g.pos[0] != e0 || g.pos[1] != e1 || g.pos[2] != e2 || g.id != id || g.flags != short(i % 5 - 1) ||
        g.tag != char('A' + i % 26) || usm[i] != id + int(e1) || dev[i].tag != 'z') {
      printf("FAIL element %zu\n", i);
      return 1;
    }
  }
  sycl::free(usm, q);
  sycl::free(dev, q);
  printf("PASS\n");
  return 0;
}
