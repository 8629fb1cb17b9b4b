//===- sycl/properties.hpp - property_list and the standard properties -----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PROPERTIES_HPP
#define SYCL_PROPERTIES_HPP

#include <sycl/exception.hpp>
#include <sycl/detail/runtime.hpp>
#include <sycl/detail/stream_core.hpp>

namespace sycl {

// ---------------------------------------------------------------- properties
namespace property {
namespace queue {
struct in_order {};
struct enable_profiling {};
} // namespace queue
namespace buffer {
struct use_host_ptr {};
} // namespace buffer
struct no_init {};
namespace reduction {
struct initialize_to_identity {};
} // namespace reduction
} // namespace property
inline constexpr property::no_init no_init{};

namespace detail {
template <typename P>
constexpr bool is_property_v =
    std::is_same_v<P, property::queue::in_order> || std::is_same_v<P, property::queue::enable_profiling> ||
    std::is_same_v<P, property::buffer::use_host_ptr> || std::is_same_v<P, property::no_init> ||
    std::is_same_v<P, property::reduction::initialize_to_identity>;
} // namespace detail

class property_list {
public:
  template <typename... P, typename = std::enable_if_t<(detail::is_property_v<P> && ...)>> property_list(P...) {
    in_order = (std::is_same_v<P, property::queue::in_order> || ...);
    profiling = (std::is_same_v<P, property::queue::enable_profiling> || ...);
    init_identity = (std::is_same_v<P, property::reduction::initialize_to_identity> || ...);
    noinit = (std::is_same_v<P, property::no_init> || ...);
  }
  template <typename P> bool has_property() const {
    if constexpr (std::is_same_v<P, property::queue::in_order>)
      return in_order;
    else if constexpr (std::is_same_v<P, property::queue::enable_profiling>)
      return profiling;
    else if constexpr (std::is_same_v<P, property::reduction::initialize_to_identity>)
      return init_identity;
    else if constexpr (std::is_same_v<P, property::no_init>)
      return noinit;
    else
      return false;
  }
  bool in_order = false, profiling = false, init_identity = false, noinit = false;
};

} // namespace sycl

#endif // SYCL_PROPERTIES_HPP
