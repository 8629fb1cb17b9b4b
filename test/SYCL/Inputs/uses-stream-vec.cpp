#include <sycl/sycl.hpp>
int main() {
  sycl::queue q;
  q.submit([&](sycl::handler &h) {
    sycl::stream out(1024, 256, h);
    h.single_task([=] { out << sycl::vec<float, 2>(1.0f, 2.0f) << sycl::endl; });
  });
}
