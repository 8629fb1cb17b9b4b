// [[sycl::device_has(aspects...)]] on a kernel's function: the kernel is
// compatible only with devices that have every aspect. is_compatible and
// has_kernel_bundle say so, bundles of the application's kernels leave it
// out, asking for a bundle holding it throws errc::invalid and launching it
// throws errc::kernel_not_supported. Aspects given through a template
// parameter, several attributes and a function the kernel calls count too;
// device_has() with no aspect and aspects the device has leave a kernel
// usable; on a lambda it goes after the parameters, as SYCL 2020 writes it.
// (Our devices are CPUs: gpu is an aspect none has.)
// The device compile names each kernel's aspects (their values: gpu is 1,
// accelerator 2) in an empty kernel beside it, which the library reads.
// Arguments that are not aspects are an error.
// On the CPU devices only: its kernels need aspect::cpu, and aspect::gpu is the one no device has.
// RUN: env SYCL_CHECK_DEVICES=%cpu-check-devices %sycl-check %s %t
// RUN: %sycl-cxx -fsycl -fsycl-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR-DAG: define {{.*}}spir_kernel void @__sycl_device_has_1___ZTS5OnGpu()
// IR-DAG: define {{.*}}spir_kernel void @__sycl_device_has_0_1___ZTS7Several()
// IR-DAG: define {{.*}}spir_kernel void @__sycl_device_has_2___ZTS11CallsMarked()
// IR-DAG: define {{.*}}spir_kernel void @__sycl_device_has_1_{{.*}}GpuLambda()
// IR-NOT: __sycl_device_has{{.*}}NoAspects
// RUN: not %sycl-cxx -fsycl -fsyntax-only -DBAD_ASPECT %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: 'sycl::device_has' needs sycl::aspect values
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

struct OnGpu {
  int *p;
  [[sycl::device_has(sycl::aspect::gpu)]] void operator()() const { *p = 1; }
};
template <sycl::aspect A> struct Needs {
  int *p;
  [[sycl::device_has(A)]] void operator()() const { *p = 2; }
};
struct Several {
  int *p;
  [[sycl::device_has(sycl::aspect::cpu)]] [[sycl::device_has(sycl::aspect::gpu, sycl::aspect::cpu)]] void
  operator()() const {
    *p = 3;
  }
};
[[sycl::device_has(sycl::aspect::accelerator)]] void on_accelerator(int *p) { *p = 4; }
struct CallsMarked {
  int *p;
  void operator()() const { on_accelerator(p); }
};
#ifdef BAD_ASPECT
[[sycl::device_has(1)]] void not_an_aspect();
#endif
struct NoAspects {
  int *p;
  [[sycl::device_has()]] void operator()() const { *p = 5; }
};

class CpuLambda;
class GpuLambda;

int main() {
  sycl::queue q;
  sycl::device dev = q.get_device();
  sycl::context ctx = q.get_context();
  int *p = sycl::malloc_shared<int>(1, q);
  CHECK(dev.is_cpu() && !dev.has(sycl::aspect::gpu));

  q.single_task<NoAspects>(NoAspects{p}).wait();
  CHECK(*p == 5);
  q.single_task<Needs<sycl::aspect::cpu>>(Needs<sycl::aspect::cpu>{p}).wait();
  CHECK(*p == 2);
  CHECK(sycl::is_compatible<Needs<sycl::aspect::cpu>>(dev));
  CHECK(sycl::is_compatible<NoAspects>(dev));
  CHECK((sycl::has_kernel_bundle<Needs<sycl::aspect::cpu>, sycl::bundle_state::executable>(ctx)));

  auto unusable = [&](auto k) {
    using K = decltype(k);
    *p = 0;
    return !sycl::is_compatible<K>(dev) && !sycl::has_kernel_bundle<K, sycl::bundle_state::executable>(ctx) &&
           error_of([&] { sycl::get_kernel_bundle<K, sycl::bundle_state::executable>(ctx); }) == sycl::errc::invalid &&
           error_of([&] { q.single_task<K>(k).wait(); }) == sycl::errc::kernel_not_supported && *p == 0;
  };
  CHECK(unusable(OnGpu{p}));
  CHECK(unusable(Needs<sycl::aspect::gpu>{p}));
  CHECK(unusable(Several{p}));
  CHECK(unusable(CallsMarked{p}));

  // SYCL 2020's position on a lambda, after its parameters.
  q.single_task<CpuLambda>([=]() [[sycl::device_has(sycl::aspect::cpu)]] { *p = 7; }).wait();
  CHECK(*p == 7 && sycl::is_compatible<CpuLambda>(dev));
  *p = 0;
  CHECK(error_of([&] {
          q.single_task<GpuLambda>([=]() [[sycl::device_has(sycl::aspect::gpu)]] { *p = 8; }).wait();
        }) == sycl::errc::kernel_not_supported);
  CHECK(*p == 0 && !sycl::is_compatible<GpuLambda>(dev));

  // The application's bundle holds the usable kernels only, and no markers.
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx);
  CHECK(bundle.has_kernel<NoAspects>() && bundle.has_kernel<Needs<sycl::aspect::cpu>>());
  CHECK(!bundle.has_kernel<OnGpu>() && !bundle.has_kernel<Several>() && !bundle.has_kernel<CallsMarked>());
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    CHECK(std::string(id.get_name()).find("device_has") == std::string::npos);
  CHECK(sycl::get_kernel_ids().size() == 8);
  sycl::free(p, q);
  printf("PASS\n");
}
