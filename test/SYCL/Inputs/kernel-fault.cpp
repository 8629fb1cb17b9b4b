// A kernel that faults: `null` writes through a null pointer, `far` writes
// far beyond its allocation, `div` divides an integer by zero (with the
// divisor read from memory, so the compiler cannot fold it); `chain` writes
// through a null pointer in a kernel that depends on another, both submitted
// before any wait (the driver queues the second behind the first); `none`
// runs cleanly; `host` runs cleanly, then the host writes through a null
// pointer.
// Prints RESULT with the first element when the kernel completes.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <cstring>

class chain_first;
class chain_second;
void chain(sycl::queue &q, int *out, int *target) {
  sycl::event first = q.parallel_for<chain_first>(sycl::range<1>(1 << 20), [=](sycl::id<1> i) {
    out[i % 64] = int(i);
  });
  q.parallel_for<chain_second>(sycl::range<1>(64), first, [=](sycl::id<1> i) { target[i] = int(i); }).wait();
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "none";
  sycl::queue q;
  int *a = sycl::malloc_device<int>(64, q);
  int *out = sycl::malloc_shared<int>(64, q);
  int *zero = sycl::malloc_shared<int>(1, q);
  *zero = std::strcmp(mode, "div") == 0 ? 0 : 1;
  bool null = std::strcmp(mode, "null") == 0 || std::strcmp(mode, "chain") == 0;
  int *target = null ? nullptr : std::strcmp(mode, "far") == 0 ? a + (1L << 38) : a;
  std::printf("launching\n");
  std::fflush(stdout);
  if (std::strcmp(mode, "chain") == 0)
    chain(q, out, target);
  q.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) {
     target[i] = int(i);
     out[i] = 1000 / zero[0];
   }).wait();
  std::printf("RESULT %d\n", out[0]);
  std::fflush(stdout);
  if (std::strcmp(mode, "host") == 0)
    *reinterpret_cast<volatile int *>(uintptr_t(*zero - 1)) = 1; // *zero is 1: null, unknown to the compiler
  return 0;
}
