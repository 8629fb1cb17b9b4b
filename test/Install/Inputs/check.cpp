// Host code only: built without -fsycl by the CMake and Makefile projects.
#include <cstddef>
#include <cstdio>
#include <vector>

bool check(const std::vector<float> &y, float a) {
  for (std::size_t i = 0; i < y.size(); ++i)
    if (y[i] != a * float(i) + 1.0f) {
      std::printf("y[%zu] = %g, expected %g\n", i, double(y[i]), double(a * float(i) + 1.0f));
      return false;
    }
  return true;
}
