// Kernel objects holding structs, arrays and mixed scalar types by value
// (passed as the bytes of the kernel object), and buffers of structs.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <vector>
struct Particle {
  float pos[3];
  float vel[3];
  int id;
  short flags;
  char tag;
};
struct Params {
  double dt;
  float gravity;
  int steps;
  char name[5];
  unsigned long mask;
};
static int run_test() {
  const size_t n = 100;
  std::vector<Particle> ps(n);
  for (size_t i = 0; i < n; ++i) ps[i] = {{float(i), 0, 0}, {1, 2, 3}, int(i), short(i % 3), char('a' + i % 26)};
  Params prm{0.5, -9.5f, 3, {'k', 'e', 'r', 'n', 0}, 0xF0F0F0F0F0ull};
  float table[4] = {1.0f, 10.0f, 100.0f, 1000.0f};
  sycl::queue q;
  {
    sycl::buffer<Particle> b(ps);
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h);
      h.parallel_for(n, [=](sycl::id<1> i) {
        // A copy, updated and stored back (references to elements:
        // accessor-struct-ref.cpp).
        Particle p = a[i];
        for (int s = 0; s < prm.steps; ++s) {
          for (int k = 0; k < 3; ++k) p.pos[k] += float(prm.dt) * p.vel[k];
          p.vel[1] += prm.gravity * float(prm.dt);
        }
        p.id = p.id * 2 + int(prm.mask & 0xF0) + prm.name[2];
        p.flags = short(p.flags + table[p.flags]);
        p.tag = char(p.tag - 'a' + 'A');
        a[i] = p;
      });
    });
  }
  for (size_t i = 0; i < n; ++i) {
    Particle e = {{float(i), 0, 0}, {1, 2, 3}, int(i), short(i % 3), char('a' + i % 26)};
    for (int s = 0; s < 3; ++s) {
      for (int k = 0; k < 3; ++k) e.pos[k] += 0.5f * e.vel[k];
      e.vel[1] += -9.5f * 0.5f;
    }
    e.id = e.id * 2 + 0xF0 + 'r';
    e.flags = short(e.flags + table[e.flags]);
    e.tag = char(e.tag - 'a' + 'A');
    const Particle &g = ps[i];
    if (g.pos[0] != e.pos[0] || g.pos[1] != e.pos[1] || g.vel[1] != e.vel[1] || g.id != e.id || g.flags != e.flags ||
        g.tag != e.tag) {
      printf("FAIL particle %zu\n", i);
      return 1;
    }
  }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
