// sycl::vec (constructors, swizzles, element-wise operators, convert) and
// math/common/geometric/relational builtins, checked against the host.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 64;
  float *in = sycl::malloc_shared<float>(n, q);
  float *out = sycl::malloc_shared<float>(n * 12, q);
  for (size_t i = 0; i < n; ++i) in[i] = 0.25f + float(i) * 0.125f;
  q.parallel_for(n, [=](sycl::id<1> id) {
    size_t i = id;
    float x = in[i];
    sycl::float4 v(x, 2.0f * x, 3.0f, -x);
    sycl::float4 w = v * 2.0f + sycl::float4(1.0f);
    sycl::float2 s = w.zy();
    float *o = out + i * 12;
    o[0] = sycl::sqrt(x);
    o[1] = sycl::exp(x) + sycl::log(x);
    o[2] = sycl::sin(x) * sycl::cos(x);
    o[3] = sycl::pow(x, 1.5f);
    o[4] = sycl::fmax(x, 2.0f) + sycl::fmin(x, 2.0f) + sycl::floor(x * 3.0f);
    o[5] = sycl::dot(v, w);
    o[6] = sycl::length(sycl::float3(x, 1.0f, 2.0f));
    o[7] = s.x() - s.y();
    o[8] = sycl::clamp(x, 1.0f, 3.0f) + sycl::mix(0.0f, 10.0f, 0.25f);
    o[9] = float(sycl::isnan(x)) + float(sycl::isinf(x / 0.0f)) + float(sycl::any(v < sycl::float4(0.0f)));
    sycl::int4 iv = v.convert<int>();
    o[10] = float(iv.x() + iv.y() + iv.z() + iv.w());
    o[11] = sycl::fabs(-x) + sycl::rsqrt(x) + float(sycl::abs(-3)) + float(sycl::popcount(unsigned(i)));
  }).wait();
  for (size_t i = 0; i < n; ++i) {
    float x = in[i];
    float v[4] = {x, 2 * x, 3, -x}, w[4];
    for (int k = 0; k < 4; ++k) w[k] = v[k] * 2 + 1;
    float e[12] = {std::sqrt(x), std::exp(x) + std::log(x), std::sin(x) * std::cos(x), std::pow(x, 1.5f),
                   std::fmax(x, 2.0f) + std::fmin(x, 2.0f) + std::floor(x * 3.0f),
                   v[0] * w[0] + v[1] * w[1] + v[2] * w[2] + v[3] * w[3], std::sqrt(x * x + 5.0f), w[2] - w[1],
                   std::min(std::max(x, 1.0f), 3.0f) + 2.5f, 2.0f, float(std::nearbyint(x) + std::nearbyint(2 * x) + 3 + std::nearbyint(-x)),
                   x + 1.0f / std::sqrt(x) + 3.0f + float(__builtin_popcount(unsigned(i)))};
    for (int k = 0; k < 12; ++k) {
      float got = out[i * 12 + k];
      if (std::fabs(got - e[k]) > 1e-4f * std::fmax(1.0f, std::fabs(e[k]))) {
        printf("FAIL item %zu result %d: %f, expected %f\n", i, k, got, e[k]);
        return 1;
      }
    }
  }
  printf("PASS\n");
}
