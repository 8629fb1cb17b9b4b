// Kernel launch latency of the SYCL library on the current device:
//   build/bin/clang++ -fsycl -O2 utils/bench/sycl-launch.cpp -o sycl-launch && ./sycl-launch [N]
// Prints the first launch (builds the module: registration is lazy) and the
// median and minimum of N further launches of the same small kernel, each
// timed from submit until its event's wait returns.
#include <sycl/sycl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double microseconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 200;
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(64, q);
  std::fill(p, p + 64, 0); // USM memory starts undefined
  auto launch = [&] { q.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) { p[i] += 1; }).wait(); };
  auto t0 = std::chrono::steady_clock::now();
  launch();
  double first = microseconds_since(t0);
  std::vector<double> times;
  for (int i = 0; i < n; ++i) {
    t0 = std::chrono::steady_clock::now();
    launch();
    times.push_back(microseconds_since(t0));
  }
  std::sort(times.begin(), times.end());
  if (p[0] != n + 1) {
    std::printf("FAIL: %d launches counted, expected %d\n", p[0], n + 1);
    return 1;
  }
  std::printf("device: %s\nfirst launch: %.0f us\nsteady state (%d launches): median %.1f us, min %.1f us\n",
              q.get_device().get_info<sycl::info::device::name>().c_str(), first, n, times[times.size() / 2],
              times.front());
  sycl::free(p, q);
}
