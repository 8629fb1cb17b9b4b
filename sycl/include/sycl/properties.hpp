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
// Buffers here never touch the host memory behind the user's back, so the
// mutex is only held for get_mutex_ptr().
class use_mutex {
public:
  use_mutex(std::mutex &m) : m(&m) {}
  std::mutex *get_mutex_ptr() const { return m; }

private:
  std::mutex *m;
};
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
    std::is_same_v<P, property::reduction::initialize_to_identity> || std::is_same_v<P, property::buffer::use_mutex>;
} // namespace detail
template <typename P> struct is_property : std::bool_constant<detail::is_property_v<P>> {};
template <typename P> inline constexpr bool is_property_v = is_property<P>::value;
template <typename P, typename SyclObject> struct is_property_of : is_property<P> {};
template <typename P, typename SyclObject> inline constexpr bool is_property_of_v = is_property_of<P, SyclObject>::value;

class property_list {
public:
  template <typename... P, typename = std::enable_if_t<(detail::is_property_v<P> && ...)>> property_list(P... p) {
    (take(p), ...);
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
    else if constexpr (std::is_same_v<P, property::buffer::use_host_ptr>)
      return use_host_ptr;
    else if constexpr (std::is_same_v<P, property::buffer::use_mutex>)
      return mutex != nullptr;
    else
      return false;
  }
  template <typename P> P get_property() const {
    if (!has_property<P>())
      throw exception(errc::invalid, "the object does not have the property asked for");
    if constexpr (std::is_same_v<P, property::buffer::use_mutex>)
      return P(*mutex);
    else
      return P{};
  }
  bool in_order = false, profiling = false, init_identity = false, noinit = false, use_host_ptr = false;
  std::mutex *mutex = nullptr;

private:
  template <typename P> void take(const P &p) {
    if constexpr (std::is_same_v<P, property::buffer::use_mutex>)
      mutex = p.get_mutex_ptr();
    else if constexpr (std::is_same_v<P, property::buffer::use_host_ptr>)
      use_host_ptr = true;
  }
};

} // namespace sycl

#endif // SYCL_PROPERTIES_HPP
