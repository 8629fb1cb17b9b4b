// unsampled_image and sampled_image with their device and host accessors:
// every image format (conversion, rounding, saturation, BGRA order, half),
// 1-, 2- and 3-D images, pitches, write-back to the host pointer, sampling
// with each addressing mode, nearest and linear filtering, normalized and
// unnormalized coordinates (expected values worked out by hand from the
// OpenCL rules), and common reference semantics.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <unordered_set>
#include "Inputs/check.hpp"

using sycl::float4;
using sycl::int4;
using sycl::uint4;

bool near(float a, float b) { return a == b || (a - b < 1e-4f && b - a < 1e-4f); }
bool near4(const float4 &a, float x, float y, float z, float w) {
  return near(a[0], x) && near(a[1], y) && near(a[2], z) && near(a[3], w);
}

int run(sycl::queue &q) {
  // 2-D float image: a kernel reads it and writes twice each pixel into a
  // second image, which is written back to its host pointer.
  constexpr int W = 5, H = 3;
  std::vector<float> in(W * H * 4), out(W * H * 4, -1.0f);
  for (int i = 0; i < W * H * 4; ++i)
    in[i] = float(i) * 0.25f;
  {
    sycl::unsampled_image<2> src(in.data(), sycl::image_format::r32g32b32a32_sfloat, sycl::range<2>(W, H));
    sycl::unsampled_image<2> dst(out.data(), sycl::image_format::r32g32b32a32_sfloat, sycl::range<2>(W, H));
    CHECK(src.get_range() == sycl::range<2>(W, H) && src.size() == W * H && src.byte_size() == W * H * 16);
    CHECK(src.get_pitch()[0] == W * 16);
    q.submit([&](sycl::handler &h) {
      sycl::unsampled_image_accessor<float4, 2, sycl::access_mode::read> r(src, h);
      auto w = dst.get_access<float4, sycl::access_mode::write>(h);
      h.parallel_for(sycl::range<2>(W, H), [=](sycl::item<2> it) {
        sycl::int2 c{int(it[0]), int(it[1])};
        float4 v = r.read(c);
        w.write(c, float4(v[0] * 2, v[1] * 2, v[2] * 2, v[3] * 2));
      });
    }).wait();
    auto ha = dst.get_host_access<float4, sycl::access_mode::read>();
    CHECK(near4(ha.read(sycl::int2(4, 2)), in[(2 * W + 4) * 4] * 2, in[(2 * W + 4) * 4 + 1] * 2,
                in[(2 * W + 4) * 4 + 2] * 2, in[(2 * W + 4) * 4 + 3] * 2));
  }
  for (int i = 0; i < W * H * 4; ++i)
    CHECK(out[i] == in[i] * 2);

  // Formats: what a kernel writes, as bytes, and read back.
  {
    sycl::unsampled_image<1> unorm(sycl::image_format::r8g8b8a8_unorm, sycl::range<1>(2));
    sycl::unsampled_image<1> bgra(sycl::image_format::b8g8r8a8_unorm, sycl::range<1>(1));
    sycl::unsampled_image<1> sint16(sycl::image_format::r16g16b16a16_sint, sycl::range<1>(1));
    sycl::unsampled_image<1> uint8(sycl::image_format::r8g8b8a8_uint, sycl::range<1>(1));
    sycl::unsampled_image<1> half(sycl::image_format::r16b16g16a16_sfloat, sycl::range<1>(1));
    sycl::unsampled_image<1> unorm16(sycl::image_format::r16g16b16a16_unorm, sycl::range<1>(1));
    q.submit([&](sycl::handler &h) {
      sycl::unsampled_image_accessor<float4, 1, sycl::access_mode::write> a(unorm, h), b(bgra, h), f(half, h), u16(unorm16, h);
      sycl::unsampled_image_accessor<int4, 1, sycl::access_mode::write> s(sint16, h);
      sycl::unsampled_image_accessor<uint4, 1, sycl::access_mode::write> u(uint8, h);
      h.single_task([=] {
        a.write(0, float4(0.0f, 1.0f, 0.5f, 2.0f)); // 0.5 * 255 = 127.5 rounds to even: 128
        a.write(1, float4(-1.0f, 0.25f, 3.5f / 255, 1.0f / 255));
        b.write(0, float4(1.0f, 0.0f, 0.2f, 1.0f));
        s.write(0, int4(40000, -40000, -7, 32767));
        u.write(0, uint4(300, 255, 0, 17));
        f.write(0, float4(1.5f, -2.0f, 65504.0f, 1e-7f));
        u16.write(0, float4(1.0f, 0.5f, 0.0f, 1.0f / 65535));
      });
    }).wait();
    auto ua = unorm.get_host_access<float4>();
    float4 p0 = ua.read(0), p1 = ua.read(1);
    CHECK(near4(p0, 0.0f, 1.0f, 128.0f / 255, 1.0f) && near4(p1, 0.0f, 64.0f / 255, 4.0f / 255, 1.0f / 255));
    CHECK(near4(bgra.get_host_access<float4>().read(0), 1.0f, 0.0f, 51.0f / 255, 1.0f));
    int4 si = sint16.get_host_access<int4>().read(0);
    CHECK(si[0] == 32767 && si[1] == -32768 && si[2] == -7 && si[3] == 32767);
    uint4 ui = uint8.get_host_access<uint4>().read(0);
    CHECK(ui[0] == 255 && ui[1] == 255 && ui[2] == 0 && ui[3] == 17);
    float4 hf = half.get_host_access<float4>().read(0);
    CHECK(hf[0] == 1.5f && hf[1] == -2.0f && hf[2] == 65504.0f && near(hf[3], 1.1920929e-7f)); // nearest half subnormal
    CHECK(near4(unorm16.get_host_access<float4>().read(0), 1.0f, 32768.0f / 65535, 0.0f, 1.0f / 65535));
  }
  {
    // The bytes of the formats with a host pointer: BGRA storage order.
    unsigned char px[4] = {10, 20, 30, 40}; // B G R A
    sycl::unsampled_image<1> bgra(px, sycl::image_format::b8g8r8a8_unorm, sycl::range<1>(1));
    CHECK(near4(bgra.get_host_access<float4>().read(0), 30.0f / 255, 20.0f / 255, 10.0f / 255, 40.0f / 255));
    bgra.get_host_access<float4, sycl::access_mode::write>().write(0, float4(1.0f, 0.0f, 0.0f, 1.0f));
  }

  // 3-D image with explicit pitches (padding between rows and slices).
  {
    constexpr int X = 3, Y = 2, Z = 2, Row = X * 16 + 16, Slice = Row * Y + 32;
    std::vector<unsigned char> bytes(Slice * Z, 0);
    sycl::unsampled_image<3> img(bytes.data(), sycl::image_format::r32b32g32a32_sint, sycl::range<3>(X, Y, Z),
                                 sycl::range<2>(Row, Slice));
    CHECK(img.get_pitch()[0] == Row && img.get_pitch()[1] == Slice && img.byte_size() == Slice * Z);
    q.submit([&](sycl::handler &h) {
      sycl::unsampled_image_accessor<int4, 3, sycl::access_mode::write> w(img, h);
      h.parallel_for(sycl::range<3>(X, Y, Z), [=](sycl::item<3> it) {
        int x = int(it[0]), y = int(it[1]), z = int(it[2]);
        w.write(int4(x, y, z, 0), int4(x, y, z, 100 * z + 10 * y + x));
      });
    }).wait();
    auto r = img.get_host_access<int4, sycl::access_mode::read>();
    for (int z = 0; z < Z; ++z)
      for (int y = 0; y < Y; ++y)
        for (int x = 0; x < X; ++x) {
          int4 v = r.read(int4(x, y, z, 0));
          CHECK(v[0] == x && v[1] == y && v[2] == z && v[3] == 100 * z + 10 * y + x);
        }
  }

  // Sampling a 1-D image of 4 pixels: red = 0, 10, 20, 30.
  float row[16] = {0, 1, 0, 1, 10, 1, 0, 1, 20, 1, 0, 1, 30, 1, 0, 1};
  auto sample = [&](sycl::addressing_mode a, sycl::coordinate_normalization_mode c, sycl::filtering_mode f,
                    std::vector<float> coords) {
    sycl::sampled_image<1> img(row, sycl::image_format::r32g32b32a32_sfloat, sycl::image_sampler{a, c, f},
                               sycl::range<1>(4));
    float *res = sycl::malloc_shared<float>(coords.size(), q);
    float *cs = sycl::malloc_shared<float>(coords.size(), q);
    std::copy(coords.begin(), coords.end(), cs);
    q.submit([&](sycl::handler &h) {
      sycl::sampled_image_accessor<float4, 1> acc(img, h);
      h.parallel_for(sycl::range<1>(coords.size()), [=](sycl::id<1> i) { res[i] = acc.read(cs[i])[0]; });
    }).wait();
    // The host accessor samples the same way.
    sycl::host_sampled_image_accessor<float4, 1> host(img);
    std::vector<float> r(res, res + coords.size());
    for (size_t i = 0; i < coords.size(); ++i)
      if (host.read(coords[i])[0] != r[i])
        r[i] = -12345;
    sycl::free(res, q);
    sycl::free(cs, q);
    return r;
  };
  using am = sycl::addressing_mode;
  using cn = sycl::coordinate_normalization_mode;
  using fm = sycl::filtering_mode;
  CHECK(sample(am::clamp_to_edge, cn::unnormalized, fm::nearest, {0.5f, 1.99f, 3.2f, -5.0f, 9.0f}) ==
        std::vector<float>({0, 10, 30, 0, 30}));
  CHECK(sample(am::clamp, cn::unnormalized, fm::nearest, {-0.5f, 2.5f, 4.0f}) == std::vector<float>({0, 20, 0}));
  CHECK(sample(am::clamp_to_edge, cn::unnormalized, fm::linear, {1.5f, 2.0f, 0.25f, 3.75f}) ==
        std::vector<float>({10, 15, 0, 30}));
  CHECK(sample(am::clamp, cn::unnormalized, fm::linear, {0.25f, 4.0f}) == std::vector<float>({0, 15}));
  CHECK(sample(am::clamp_to_edge, cn::normalized, fm::nearest, {0.0f, 0.3f, 0.99f}) == std::vector<float>({0, 10, 30}));
  CHECK(sample(am::repeat, cn::normalized, fm::nearest, {1.125f, -0.125f, 2.6f}) == std::vector<float>({0, 30, 20}));
  CHECK(sample(am::repeat, cn::normalized, fm::linear, {1.125f, 1.0f, 0.5f}) == std::vector<float>({0, 15, 15}));
  CHECK(sample(am::mirrored_repeat, cn::normalized, fm::nearest, {-0.1f, 1.1f, 1.9f}) ==
        std::vector<float>({0, 30, 0}));
  CHECK(sample(am::mirrored_repeat, cn::normalized, fm::linear, {0.0625f, -0.125f}) == std::vector<float>({0, 0}));

  // 2-D linear sampling: the weighted sum of four pixels.
  {
    float quad[16] = {0, 0, 0, 0, 100, 0, 0, 0, 200, 0, 0, 0, 300, 0, 0, 0}; // (0,0) (1,0) (0,1) (1,1)
    sycl::sampled_image<2> img(quad, sycl::image_format::r32g32b32a32_sfloat,
                               sycl::image_sampler{am::clamp_to_edge, cn::unnormalized, fm::linear},
                               sycl::range<2>(2, 2));
    float *res = sycl::malloc_shared<float>(2, q);
    q.submit([&](sycl::handler &h) {
      auto acc = img.get_access<float4>(h);
      h.single_task([=] {
        res[0] = acc.read(sycl::float2(1.0f, 1.0f))[0];  // the middle: the mean
        res[1] = acc.read(sycl::float2(0.75f, 1.5f))[0]; // x weight 0.25, on row 1
      });
    }).wait();
    CHECK(res[0] == 150.0f && res[1] == 225.0f);
    sycl::free(res, q);
  }

  // A host accessor waits for the kernel that writes the image (no wait()).
  {
    sycl::unsampled_image<1> img(sycl::image_format::r32b32g32a32_uint, sycl::range<1>(64));
    q.submit([&](sycl::handler &h) {
      sycl::unsampled_image_accessor<uint4, 1, sycl::access_mode::write> w(img, h);
      h.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) { w.write(int(i[0]), uint4(unsigned(i[0]) * 3)); });
    });
    sycl::host_unsampled_image_accessor<uint4, 1, sycl::access_mode::read> r(img);
    for (int i = 0; i < 64; ++i)
      CHECK(r.read(i)[1] == unsigned(i) * 3);
  }

  // Common reference semantics.
  {
    sycl::unsampled_image<1> a(sycl::image_format::r8g8b8a8_uint, sycl::range<1>(1));
    sycl::unsampled_image<1> b(sycl::image_format::r8g8b8a8_uint, sycl::range<1>(1));
    sycl::unsampled_image<1> a2 = a;
    CHECK(a == a2 && a != b && std::hash<sycl::unsampled_image<1>>()(a) == std::hash<sycl::unsampled_image<1>>()(a2));
    a2.get_host_access<uint4>().write(0, uint4(1, 2, 3, 4));
    CHECK(a.get_host_access<uint4>().read(0)[2] == 3);
    std::unordered_set<sycl::unsampled_image<1>> set{a, a2, b};
    CHECK(set.size() == 2);
    auto h1 = a.get_host_access<uint4>();
    auto h2 = h1;
    CHECK(h1 == h2);
  }
  return 0;
}

int main() {
  for (const sycl::device &d : sycl::device::get_devices()) {
    sycl::queue q(d);
    if (int e = run(q))
      return e;
  }
  printf("PASS\n");
  return 0;
}
