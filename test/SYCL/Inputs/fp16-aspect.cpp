// Prints whether the device has aspect::fp16 and its half_fp_config, and on
// a device with fp16 runs a half kernel and checks it (fp16-aspect.test).
#include <sycl/sycl.hpp>
#include <cstdio>

int main() {
  sycl::queue q;
  sycl::device d = q.get_device();
  bool fp16 = d.has(sycl::aspect::fp16);
  auto config = d.get_info<sycl::info::device::half_fp_config>();
  bool nearest = std::find(config.begin(), config.end(), sycl::info::fp_config::round_to_nearest) != config.end();
  std::printf("fp16 %d, round to nearest %d\n", int(fp16), int(nearest));
  if (!fp16)
    return 0;
  constexpr int n = 32; // (i/4)^2 + 1 is exact in half for i < 32
  sycl::half *p = sycl::malloc_shared<sycl::half>(n, q);
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
     sycl::half x = sycl::half(float(i[0]) * 0.25f);
     p[i] = x * x + sycl::half(1);
   }).wait();
  for (int i = 0; i < n; ++i) {
    float want = (i * 0.25f) * (i * 0.25f) + 1.0f;
    if (float(p[i]) != want) {
      std::printf("FAIL at %d: %f, expected %f\n", i, float(p[i]), want);
      return 1;
    }
  }
  sycl::free(p, q);
  std::printf("half kernel PASS\n");
}
