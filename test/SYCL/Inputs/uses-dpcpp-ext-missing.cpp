// DPC++ extensions the library does not provide, each behind a macro so
// that unsupported.test compiles one at a time: the error names it.
#include <sycl/sycl.hpp>
using sycl::ext::oneapi::bfloat16;

void f(sycl::queue &q, bfloat16 *p, float *fp) {
  q.parallel_for(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1> it) {
#if defined(BF16_MATH)
    p[0] = sycl::ext::oneapi::experimental::fabs(p[1]);
#elif defined(BALLOT_GROUP)
    p[0] = float(sycl::ext::oneapi::group_ballot(it.get_group(), true).count());
#elif defined(REDUCER_OP)
    (void)it;
#endif
  });
#if defined(REDUCER_OP)
  q.parallel_for(sycl::range<1>(8), sycl::reduction(fp, sycl::maximum<float>()), [=](sycl::id<1>, auto &r) { r += 1.0f; });
#endif
}
