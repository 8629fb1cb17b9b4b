#include <sycl/sycl.hpp>
int main() {
  sycl::queue q;
  q.single_task([=] { sycl::ext::oneapi::experimental::printf("%d\n", 1); });
}
