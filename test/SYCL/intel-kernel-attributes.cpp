// DPC++'s intel:: kernel attributes. [[intel::max_work_group_size(z, y, x)]]
// is a promise the library holds launches to: work-groups beyond it throw
// errc::nd_range naming the kernel, smaller ones run. The FPGA attributes
// (num_simd_work_items, max_global_work_dim, no_global_work_offset,
// scheduler_target_fmax_mhz) and kernel_args_restrict mean nothing for a
// SPIR-V device, as in DPC++: they are accepted, on a function object's
// operator() and after a lambda's parameters, and the kernels compute as
// without them. (intel::reqd_sub_group_size is in reqd-sub-group-size.test.)
// Arguments that are not constants are errors naming the attribute.
// RUN: %sycl-check %s %t
// RUN: not %sycl-cxx -fsycl -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD-DAG: error: 'intel::num_simd_work_items' needs an integer constant
// BAD-DAG: error: 'intel::max_work_group_size' needs one to three positive integer constants
// BAD-DAG: error: 'intel::kernel_args_restrict' attribute takes no arguments
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

#include <string>

struct Fpga {
  int *p;
  [[intel::kernel_args_restrict]] [[intel::num_simd_work_items(4)]] [[intel::max_global_work_dim(1)]]
  [[intel::no_global_work_offset]] [[intel::scheduler_target_fmax_mhz(300)]] void
  operator()(sycl::id<1> i) const {
    p[i] = int(i[0]) + 1;
  }
};

template <size_t Max> struct Bounded {
  int *p;
  [[intel::max_work_group_size(1, 2, Max)]] void operator()(sycl::nd_item<2> it) const {
    p[it.get_global_linear_id()] = int(it.get_local_linear_id());
  }
};

#ifdef BAD
int n = 4;
[[intel::num_simd_work_items(n)]] void bad_simd();
[[intel::max_work_group_size(0)]] void bad_max();
[[intel::kernel_args_restrict(1)]] void bad_restrict();
#endif

class Lambda;

int run(sycl::queue &q) {
  constexpr size_t N = 256;
  int *p = sycl::malloc_shared<int>(N, q);
  q.parallel_for(sycl::range<1>(N), Fpga{p}).wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(p[i] == int(i) + 1);
  q.parallel_for<Lambda>(sycl::range<1>(N), [=](sycl::id<1> i) [[intel::kernel_args_restrict]] [[
                                                intel::no_global_work_offset(1)]] { p[i] = 2 * int(i[0]); })
      .wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(p[i] == 2 * int(i));

  // Work-groups of {2, 16} and {1, 32} fit a maximum of {2, 32}; {1, 64}
  // does not, and the launch throws before anything runs.
  q.parallel_for(sycl::nd_range<2>({4, 64}, {2, 16}), Bounded<32>{p}).wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(p[i] == int((i / 64) % 2 * 16 + i % 16));
  q.parallel_for(sycl::nd_range<2>({4, 64}, {1, 32}), Bounded<32>{p}).wait();
  for (size_t i = 0; i < N; ++i)
    CHECK(p[i] == int(i % 32));
  std::fill(p, p + N, -1);
  try {
    q.parallel_for(sycl::nd_range<2>({4, 64}, {1, 64}), Bounded<32>{p}).wait();
    CHECK(!"a launch beyond intel::max_work_group_size ran");
  } catch (const sycl::exception &e) {
    std::string what = e.what();
    CHECK(e.code() == sycl::errc::nd_range);
    CHECK(what.find("Bounded<32") != std::string::npos && what.find("{1, 64}") != std::string::npos &&
          what.find("{1, 2, 32}") != std::string::npos);
  }
  CHECK(p[0] == -1);
  sycl::free(p, q);
  return 0;
}

int main() { return run_on_every_device(run); }
