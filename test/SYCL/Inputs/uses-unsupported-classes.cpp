// Classes that are not provided (docs/SYCL.md, "Not supported"); each -D uses one,
// as HeCBench's graphExecution and opticalFlow do (LAUNCH: sycl_ext_oneapi_root_group's query).
#include <sycl/sycl.hpp>
namespace syclex = sycl::ext::oneapi::experimental;
class K;
#ifdef GRAPH
void f(sycl::queue &q) { syclex::command_graph Graph{q.get_context(), q.get_device()}; }
#endif
#ifdef SAMPLER
void g(sycl::sampler s) {}
void h() { auto s = sycl::sampler(sycl::coordinate_normalization_mode::unnormalized, sycl::addressing_mode::clamp, sycl::filtering_mode::linear); }
#endif
#ifdef IMAGE
void h(float *p) { sycl::image<2> i(p, sycl::range<2>(4, 4)); }
#endif
#ifdef LAUNCH
void k(sycl::queue &q) {
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  auto kernel = bundle.get_kernel<K>();
  size_t n = kernel.template ext_oneapi_get_info<syclex::info::kernel_queue_specific::max_num_work_group_sync>(q);
  q.single_task<K>([] {});
}
#endif
int main() {}
