#include <sycl/sycl.hpp>
int main() {
  sycl::vec<float, 5> v;
  return int(v[0]);
}
