// [[sycl::reqd_sub_group_size]] misuse: a size that is not a positive
// constant (BAD_SIZE), two sizes reaching one kernel (TWO_SIZES), the
// attribute after a lambda's parameters written through a macro, which the
// driver cannot move before them (AFTER_PARAMS, AFTER_PARAMS_WG); the same
// for the work-group attributes (BAD_WG, TWO_WG); sizes that depend on a
// template parameter and are not positive in the instantiation the kernel
// uses (BAD_DEPENDENT). Not an error: a size no device has (HUGE_WG), a
// named constant (HUGE_WG), DPC++'s intel:: spelling after the parameters
// and noexcept (INTEL_SPELLING).
#include <sycl/sycl.hpp>
struct Half {
  int *p;
  [[sycl::reqd_sub_group_size(16)]] void operator()(sycl::nd_item<1> it) const { p[it.get_global_id(0)] = 1; }
};
struct Wide {
  int *p;
  [[sycl::reqd_work_group_size(4, 8)]] void operator()(sycl::nd_item<2> it) const { p[it.get_global_linear_id()] = 1; }
};
template <int N> struct Dependent {
  int *p;
  [[sycl::reqd_sub_group_size(N)]] void operator()(sycl::nd_item<1> it) const { p[it.get_global_id(0)] = 1; }
};
int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(64, q);
#ifdef BAD_SIZE
  q.parallel_for(sycl::nd_range<1>(64, 32), [=] [[sycl::reqd_sub_group_size(0)]] (sycl::nd_item<1> it) {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef TWO_SIZES
  Half h{p};
  q.parallel_for<class two_sizes>(sycl::nd_range<1>(64, 32), [=] [[sycl::reqd_sub_group_size(8)]] (sycl::nd_item<1> it) {
    h(it);
  });
#endif
#ifdef AFTER_PARAMS
#define SUB_GROUP_8 [[sycl::reqd_sub_group_size(8)]]
  q.parallel_for(sycl::nd_range<1>(64, 32), [=](sycl::nd_item<1> it) SUB_GROUP_8 {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef AFTER_PARAMS_WG
#define HINT_32 [[sycl::work_group_size_hint(32)]]
  q.parallel_for(sycl::nd_range<1>(64, 32), [=](sycl::nd_item<1> it) HINT_32 {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef INTEL_SPELLING
  q.parallel_for(sycl::nd_range<1>(64, 32), [=](sycl::nd_item<1> it) noexcept [[intel::reqd_sub_group_size(16)]] {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef BAD_WG
  q.parallel_for(sycl::nd_range<1>(64, 32), [=] [[sycl::reqd_work_group_size(32, 0)]] (sycl::nd_item<1> it) {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef TWO_WG
  Wide w{p};
  q.parallel_for<class two_wg>(sycl::nd_range<2>({8, 8}, {4, 8}), [=] [[sycl::reqd_work_group_size(8)]] (sycl::nd_item<2> it) {
    w(it);
  });
#endif
#ifdef HUGE_WG
  constexpr size_t Huge = SIZE_MAX;
  q.parallel_for(sycl::nd_range<1>(64, 32), [=] [[sycl::reqd_work_group_size(Huge)]] (sycl::nd_item<1> it) {
    p[it.get_global_id(0)] = 0;
  });
#endif
#ifdef BAD_DEPENDENT
  q.parallel_for(sycl::nd_range<1>(64, 32), Dependent<-8>{p});
#endif
  sycl::free(p, q);
}
