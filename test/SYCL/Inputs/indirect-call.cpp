// A kernel calling through a function pointer (our target refuses indirect calls).
#include <sycl/sycl.hpp>
int twice(int x) { return 2 * x; }
int thrice(int x) { return 3 * x; }
int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(4, q);
  q.parallel_for<class calls_through_pointer>(4, [=](sycl::id<1> i) {
    int (*f)(int) = i[0] % 2 ? twice : thrice;
    p[i] = f(int(i[0]));
  }).wait();
}
