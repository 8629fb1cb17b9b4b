// Kernels whose names are longer than a file name may be (255 bytes), as
// SYCL's names of kernels in nested templates are: PoCL names a directory of
// its cache after each kernel, so the CPU driver gives it shortened names.
// Two such kernels differ only after their first 255 bytes.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

#include "Inputs/check.hpp"

struct a_kernel_name_type_whose_name_alone_is_longer_than_any_file_name_may_be_as_the_names_of_sycl_kernels_in_nested_templates_often_are_since_each_template_argument_adds_its_own_mangled_name_to_the_name_of_the_kernel_and_the_cpu_driver_must_shorten_it_for_pocl_which_makes_a_directory__one {};
struct a_kernel_name_type_whose_name_alone_is_longer_than_any_file_name_may_be_as_the_names_of_sycl_kernels_in_nested_templates_often_are_since_each_template_argument_adds_its_own_mangled_name_to_the_name_of_the_kernel_and_the_cpu_driver_must_shorten_it_for_pocl_which_makes_a_directory__two {};
using long_one = a_kernel_name_type_whose_name_alone_is_longer_than_any_file_name_may_be_as_the_names_of_sycl_kernels_in_nested_templates_often_are_since_each_template_argument_adds_its_own_mangled_name_to_the_name_of_the_kernel_and_the_cpu_driver_must_shorten_it_for_pocl_which_makes_a_directory__one;
using long_two = a_kernel_name_type_whose_name_alone_is_longer_than_any_file_name_may_be_as_the_names_of_sycl_kernels_in_nested_templates_often_are_since_each_template_argument_adds_its_own_mangled_name_to_the_name_of_the_kernel_and_the_cpu_driver_must_shorten_it_for_pocl_which_makes_a_directory__two;

// 0 when the kernel wrote what it should (CHECK returns 1).
template <typename Name> int fill(sycl::queue &q, int value) {
  std::vector<int> out(64, 0);
  {
    sycl::buffer<int> b(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h, sycl::write_only);
      h.parallel_for<Name>(sycl::nd_range<1>(64, 8), [=](sycl::nd_item<1> it) {
        a[it.get_global_id(0)] = value + int(it.get_global_id(0));
      });
    });
  }
  for (int i = 0; i < 64; ++i)
    CHECK(out[i] == value + i);
  return 0;
}

int main() {
  CHECK(std::string(typeid(long_one).name()).size() > 255);
  return check_every_device([](const sycl::device &dev) {
    sycl::queue q(dev);
    // Both kernels run, each its own: the shortened names stay distinct.
    if (!fill<long_one>(q, 100) && !fill<long_two>(q, 200))
      return true;
    printf("on %s\n", dev.get_info<sycl::info::device::name>().c_str());
    return false;
  });
}
