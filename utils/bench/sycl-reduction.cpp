// Reduction speed on the current device: sycl::reduction (combined on the
// device, reduction.hpp) against the library's former approach, in the same
// run: every work-item stores its partial result in memory allocated for
// the launch, and the host folds them.
//   build/bin/clang++ -fsycl -O2 utils/bench/sycl-reduction.cpp -o sycl-reduction
//   ./sycl-reduction [elements=100000000] [repetitions=3]
// Prints the best time of each and their ratio; both results are checked.
#include <sycl/sycl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

template <typename F> static double best_ms(int reps, F f) {
  double best = 1e300;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? size_t(std::atof(argv[1])) : 100000000;
  int reps = argc > 2 ? std::atoi(argv[2]) : 3;
  sycl::queue q;
  int *a = sycl::malloc_shared<int>(n, q);
  int *sum = sycl::malloc_shared<int>(1, q);
  long want = 0;
  for (size_t i = 0; i < n; ++i)
    want += a[i] = int(i % 4);

  int device_result = 0, host_result = 0;
  double device_ms = best_ms(reps, [&] {
    *sum = 0;
    q.parallel_for(sycl::range<1>(n), sycl::reduction(sum, sycl::plus<int>()),
                   [=](sycl::id<1> i, auto &s) { s += a[i]; })
        .wait();
    device_result = *sum;
  });
  // The former library: for each launch, a shared allocation of one
  // partial per work-item, which the kernel fills and the host folds once
  // the kernel has completed, then frees.
  double host_ms = best_ms(reps, [&] {
    int *partials = sycl::malloc_shared<int>(n, q);
    q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
       int r = 0;
       r = r + a[i];
       partials[i] = r;
     }).wait();
    int acc = 0;
    for (size_t i = 0; i < n; ++i)
      acc = acc + partials[i];
    host_result = acc;
    sycl::free(partials, q);
  });
  std::printf("device: %s\n%zu elements: on the device %.1f ms, host-combined %.1f ms, %.2fx faster\n",
              q.get_device().get_info<sycl::info::device::name>().c_str(), n, device_ms, host_ms, host_ms / device_ms);
  sycl::free(a, q);
  sycl::free(sum, q);
  if (device_result != int(want) || host_result != int(want)) {
    std::printf("FAIL: sums %d and %d, expected %ld\n", device_result, host_result, want);
    return 1;
  }
  return 0;
}
