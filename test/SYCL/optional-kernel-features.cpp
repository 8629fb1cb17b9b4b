// SYCL 2020's optional kernel features (section 5.7): the device link finds
// the aspects each kernel's code uses (fp64 for double, fp16 for half,
// atomic64 for 64-bit atomics, image for image accessors), keeps kernels of different used aspects in
// different SPIR-V modules, and registers each kernel's aspects. A device
// without fp64 or atomic64 runs the program's other kernels; launching the
// kernel that needs it throws errc::kernel_not_supported naming the kernel
// and the aspect, before any build, and is_compatible and the application's
// kernel bundle leave it out. On a device with the aspect the kernel runs
// and its result is checked.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
//
// Only the double kernel's module declares Float64, only the half kernel's
// Float16, only the 64-bit atomic kernel's Int64Atomics (at -O0 too, where
// nothing is inlined).
// RUN: rm -f %t.m*.spv
// RUN: %sycl-cxx -fsycl -O0 %s -o %t.x -Xoffload-linker --spirv-output=%t.m.spv
// RUN: spirv-dis %t.m.spv | FileCheck %s --check-prefix=PLAIN
// RUN: spirv-dis %t.m.1.spv | FileCheck %s --check-prefix=FP64
// RUN: spirv-dis %t.m.2.spv | FileCheck %s --check-prefix=FP16
// RUN: spirv-dis %t.m.3.spv | FileCheck %s --check-prefix=ATOMIC64
// RUN: spirv-dis %t.m.4.spv | FileCheck %s --check-prefix=IMAGE
// RUN: not ls %t.m.5.spv
// PLAIN-NOT: OpCapability Float64
// PLAIN-NOT: OpCapability Float16
// PLAIN-NOT: OpCapability Int64Atomics
// PLAIN-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS4KInt"
// PLAIN-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS6KFloat"
// PLAIN-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS9KAtomic32"
// FP64: OpCapability Float64
// FP64-NOT: OpCapability Int64Atomics
// FP64: OpEntryPoint Kernel %{{.*}} "_ZTS7KDouble"
// FP64-NOT: OpEntryPoint
// FP16: OpCapability Float16
// FP16-NOT: OpCapability Float64
// FP16: OpEntryPoint Kernel %{{.*}} "_ZTS5KHalf"
// FP16-NOT: OpEntryPoint
// ATOMIC64: OpCapability Int64Atomics
// ATOMIC64-NOT: OpCapability Float64
// ATOMIC64: OpEntryPoint Kernel %{{.*}} "_ZTS9KAtomic64"
// ATOMIC64-NOT: OpEntryPoint
// IMAGE-NOT: OpCapability Float64
// IMAGE: OpEntryPoint Kernel %{{.*}} "_ZTS4KImg"
// IMAGE-NOT: OpEntryPoint
//
// The registration names each kernel's used aspects by their values (fp16 6,
// fp64 7, atomic64 8, image 9); a kernel with a host_task image accessor's
// host task is no kernel.
// RUN: grep -a -o '__sycl_uses_aspects[_0-9]*___ZTS[A-Za-z0-9]*' %t.x | sort -u | FileCheck %s --check-prefix=ENTRIES
// ENTRIES: __sycl_uses_aspects_6___ZTS5KHalf
// ENTRIES-NEXT: __sycl_uses_aspects_7___ZTS7KDouble
// ENTRIES-NEXT: __sycl_uses_aspects_8___ZTS9KAtomic64
// ENTRIES-NEXT: __sycl_uses_aspects_9___ZTS4KImg
// ENTRIES-NOT: __sycl_uses_aspects
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

#include <string>

class KInt;
class KFloat;
class KAtomic32;
class KDouble;
class KHalf;
class KAtomic64;
class KImg;

constexpr size_t N = 64;

// Launches K through f on q where dev has aspect A and checks its result
// (ok), or checks that the launch throws kernel_not_supported naming K and
// A where dev lacks it, and that bundles and is_compatible agree.
template <typename K, typename Launch, typename Ok>
bool optional_kernel(sycl::queue &q, sycl::aspect a, const char *kernel, const char *aspect, Launch launch,
                     Ok ok) {
  sycl::device dev = q.get_device();
  sycl::context ctx = q.get_context();
  bool has = dev.has(a);
  if (sycl::is_compatible<K>(dev) != has) {
    printf("FAIL: is_compatible<%s> is not dev.has(%s)\n", kernel, aspect);
    return false;
  }
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev});
  if (bundle.has_kernel<K>() != has) {
    printf("FAIL: the application's bundle %s %s\n", has ? "lacks" : "holds", kernel);
    return false;
  }
  if (has) {
    launch();
    q.wait();
    if (!ok()) {
      printf("FAIL: %s computed a wrong result\n", kernel);
      return false;
    }
    return true;
  }
  try {
    launch();
    q.wait();
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    if (e.code() != sycl::errc::kernel_not_supported || what.find(kernel) == std::string::npos ||
        what.find(std::string("aspect::") + aspect) == std::string::npos) {
      printf("FAIL: launching %s threw '%s'\n", kernel, e.what());
      return false;
    }
    return true;
  }
  printf("FAIL: %s launched on a device without %s\n", kernel, aspect);
  return false;
}

void times(sycl::queue &q, int *ints, int m) {
  q.parallel_for<KInt>(sycl::range<1>(N), [=](sycl::id<1> i) { ints[i] = int(i[0]) * m; });
}

int run(sycl::queue &q) {
  int *ints = sycl::malloc_shared<int>(N, q);
  float *floats = sycl::malloc_shared<float>(N, q);
  double *doubles = sycl::malloc_shared<double>(N, q);
  sycl::half *halves = sycl::malloc_shared<sycl::half>(N, q);
  unsigned long long *counter64 = sycl::malloc_shared<unsigned long long>(1, q);
  int *counter32 = sycl::malloc_shared<int>(1, q);
  *counter64 = 0;
  *counter32 = 0;

  // What every device runs.
  times(q, ints, 3);
  q.parallel_for<KFloat>(sycl::range<1>(N), [=](sycl::id<1> i) { floats[i] = float(i[0]) * 0.25f + 1.0f; });
  q.parallel_for<KAtomic32>(sycl::range<1>(N), [=](sycl::id<1> i) {
    sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> a(*counter32);
    a.fetch_add(int(i[0]));
  });
  q.wait();
  for (size_t i = 0; i < N; ++i) {
    CHECK(ints[i] == int(i) * 3);
    CHECK(floats[i] == float(i) * 0.25f + 1.0f);
  }
  CHECK(*counter32 == int(N * (N - 1) / 2));

  CHECK(optional_kernel<KDouble>(
      q, sycl::aspect::fp64, "KDouble", "fp64",
      [&] {
        q.parallel_for<KDouble>(sycl::range<1>(N), [=](sycl::id<1> i) {
          doubles[i] = double(i[0]) / 3.0 + 1e-300 * double(i[0]);
        });
      },
      [&] {
        for (size_t i = 0; i < N; ++i)
          if (doubles[i] != double(i) / 3.0 + 1e-300 * double(i))
            return false;
        return true;
      }));
  // Half kernels run on PoCL, which builds Float16 modules without
  // reporting fp16 (docs/SYCL.md): no device here refuses them.
  q.parallel_for<KHalf>(sycl::range<1>(N), [=](sycl::id<1> i) {
     sycl::half h = sycl::half(float(i[0] % 16));
     halves[i] = h * sycl::half(2.0f) + sycl::half(0.5f);
   }).wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(float(halves[i]) == float(i % 16) * 2.0f + 0.5f);
  CHECK(optional_kernel<KAtomic64>(
      q, sycl::aspect::atomic64, "KAtomic64", "atomic64",
      [&] {
        q.parallel_for<KAtomic64>(sycl::range<1>(N), [=](sycl::id<1> i) {
          sycl::atomic_ref<unsigned long long, sycl::memory_order::relaxed, sycl::memory_scope::device> a(
              *counter64);
          a.fetch_add((1ull << 40) + i[0]);
        });
      },
      [&] { return *counter64 == N * (1ull << 40) + N * (N - 1) / 2; }));

  // A kernel with an image accessor needs aspect::image. The image is read
  // on the host afterwards through a host_task accessor.
  {
    std::vector<float> pixels(N * 4, 0.0f);
    float *seen = sycl::malloc_shared<float>(1, q);
    *seen = 0;
    {
      sycl::unsampled_image<1> img(pixels.data(), sycl::image_format::r32g32b32a32_sfloat, sycl::range<1>(N));
      CHECK(optional_kernel<KImg>(
          q, sycl::aspect::image, "KImg", "image",
          [&] {
            q.submit([&](sycl::handler &h) {
              sycl::unsampled_image_accessor<sycl::float4, 1, sycl::access_mode::write> w(img, h);
              h.parallel_for<KImg>(sycl::range<1>(N), [=](sycl::id<1> i) {
                w.write(int(i[0]), sycl::float4(float(i[0]), 1.0f, 2.0f, 3.0f));
              });
            });
          },
          [&] { return true; }));
      q.submit([&](sycl::handler &h) {
        sycl::unsampled_image_accessor<sycl::float4, 1, sycl::access_mode::read, sycl::image_target::host_task> r(
            img, h);
        h.host_task([=] { *seen = r.read(int(N - 1))[0]; });
      });
      q.wait();
    }
    CHECK(!q.get_device().has(sycl::aspect::image) || (*seen == float(N - 1) && pixels[4 * (N - 1) + 3] == 3.0f));
    sycl::free(seen, q);
  }

  // The other kernels still run after a refusal.
  times(q, ints, 5);
  q.wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(ints[i] == int(i) * 5);

  // Markers are no kernels of the application.
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    CHECK(std::string(id.get_name()).find("__sycl_uses_aspects") == std::string::npos);
  CHECK(sycl::get_kernel_ids().size() == 7);

  sycl::free(ints, q);
  sycl::free(floats, q);
  sycl::free(doubles, q);
  sycl::free(halves, q);
  sycl::free(counter64, q);
  sycl::free(counter32, q);
  return 0;
}

int main() { return run_on_every_device(run); }
