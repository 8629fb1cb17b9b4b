#include <sycl/sycl.hpp>
struct point {
  float x, y;
};
int main() {
  sycl::queue q;
  q.submit([&](sycl::handler &h) {
    sycl::stream out(1024, 256, h);
    h.single_task([=] { out << point{1.0f, 2.0f} << sycl::endl; });
  });
}
