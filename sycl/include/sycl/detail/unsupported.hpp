//===- sycl/detail/unsupported.hpp - Names this library does not provide --===//
//
// Classes of SYCL 1.2.1 and DPC++ extensions that programs use but this
// library does not provide (docs/SYCL.md, "Not supported"). They are declared
// so that a use is a compile error naming what is missing, rather than
// "no type named ..." for a name the user is sure exists.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_UNSUPPORTED_HPP
#define SYCL_DETAIL_UNSUPPORTED_HPP

namespace sycl {
namespace detail {
// False, but only once instantiated: static_assert(unsupported<T>, ...)
// fires where the program uses the class, not where it is declared.
template <auto...> inline constexpr bool unsupported_value = false;
template <typename...> inline constexpr bool unsupported_type = false;

template <typename = void> class sampler_1_2_1 {
  static_assert(unsupported_type<>,
                "sycl::sampler (SYCL 1.2.1 images) is not supported: use SYCL 2020's image_sampler with "
                "sampled_image");

public:
  template <typename... Args> sampler_1_2_1(Args &&...) {}
};
} // namespace detail

// SYCL 1.2.1's image and sampler, deprecated by SYCL 2020's unsampled_image,
// sampled_image and image_sampler (sycl/image.hpp), which are provided.
template <int Dimensions, typename AllocatorT = void> class image {
  static_assert(detail::unsupported_value<Dimensions>,
                "sycl::image (SYCL 1.2.1 images) is not supported: use SYCL 2020's unsampled_image or sampled_image");

public:
  template <typename... Args> image(Args &&...) {}
};
using sampler = detail::sampler_1_2_1<>;

namespace ext::oneapi::experimental {
// sycl_ext_oneapi_graph.
enum class graph_state { modifiable, executable };
template <graph_state State = graph_state::modifiable> class command_graph {
  static_assert(detail::unsupported_value<State>,
                "sycl_ext_oneapi_graph (command_graph) is not supported: submit the commands to a queue");

public:
  template <typename... Args> command_graph(Args &&...) {}
};

// sycl_ext_oneapi_root_group's query: kernel::ext_oneapi_get_info refuses it
// (sycl/ext/oneapi/experimental/launch_queries.hpp).
namespace info::kernel_queue_specific {
struct max_num_work_group_sync {
  using return_type = size_t;
};
} // namespace info::kernel_queue_specific
} // namespace ext::oneapi::experimental
} // namespace sycl

#endif
