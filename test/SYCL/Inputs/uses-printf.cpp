#include <sycl/sycl.hpp>
int main(int argc, char **) {
  sycl::queue q;
  bool verbose = argc > 1;
  // A format chosen at run time is not a string literal.
  q.single_task([=] { sycl::ext::oneapi::experimental::printf(verbose ? "long %d\n" : "%d\n", 1); });
}
