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
// A property is a class for which is_property is true; is_property_of says
// which SYCL classes take it. context_bound (buffer and image) is declared in
// context.hpp, which defines the context it holds.
template <typename P> struct is_property : std::false_type {};
template <typename P> inline constexpr bool is_property_v = is_property<P>::value;
template <typename P, typename SyclObject> struct is_property_of : std::false_type {};
template <typename P, typename SyclObject> inline constexpr bool is_property_of_v = is_property_of<P, SyclObject>::value;

template <typename T, int D, typename AllocatorT> class buffer;
template <int D, typename AllocatorT> class unsampled_image;
template <int D, typename AllocatorT> class sampled_image;
class queue;
class context;

namespace detail {
// The host memory behind a buffer or image is only touched when the
// specification says so, so the mutex is only held for get_mutex_ptr().
class mutex_property {
public:
  mutex_property(std::mutex &m) : m(&m) {}
  std::mutex *get_mutex_ptr() const { return m; }

private:
  std::mutex *m;
};
} // namespace detail

namespace property {
namespace queue {
struct in_order {};
struct enable_profiling {};
} // namespace queue
namespace buffer {
struct use_host_ptr {};
class use_mutex : public detail::mutex_property {
public:
  using mutex_property::mutex_property;
};
} // namespace buffer
namespace image {
struct use_host_ptr {};
class use_mutex : public detail::mutex_property {
public:
  using mutex_property::mutex_property;
};
} // namespace image
struct no_init {};
namespace reduction {
struct initialize_to_identity {};
} // namespace reduction
} // namespace property
inline constexpr property::no_init no_init{};

#define SYCL_DETAIL_PROPERTY(P) \
  template <> struct is_property<P> : std::true_type {};
SYCL_DETAIL_PROPERTY(property::queue::in_order)
SYCL_DETAIL_PROPERTY(property::queue::enable_profiling)
SYCL_DETAIL_PROPERTY(property::buffer::use_host_ptr)
SYCL_DETAIL_PROPERTY(property::buffer::use_mutex)
SYCL_DETAIL_PROPERTY(property::image::use_host_ptr)
SYCL_DETAIL_PROPERTY(property::image::use_mutex)
SYCL_DETAIL_PROPERTY(property::no_init)
SYCL_DETAIL_PROPERTY(property::reduction::initialize_to_identity)
#undef SYCL_DETAIL_PROPERTY
template <> struct is_property_of<property::queue::in_order, queue> : std::true_type {};
template <> struct is_property_of<property::queue::enable_profiling, queue> : std::true_type {};
template <typename T, int D, typename A>
struct is_property_of<property::buffer::use_host_ptr, buffer<T, D, A>> : std::true_type {};
template <typename T, int D, typename A>
struct is_property_of<property::buffer::use_mutex, buffer<T, D, A>> : std::true_type {};
template <int D, typename A> struct is_property_of<property::image::use_host_ptr, unsampled_image<D, A>> : std::true_type {};
template <int D, typename A> struct is_property_of<property::image::use_mutex, unsampled_image<D, A>> : std::true_type {};
template <int D, typename A> struct is_property_of<property::image::use_host_ptr, sampled_image<D, A>> : std::true_type {};
template <int D, typename A> struct is_property_of<property::image::use_mutex, sampled_image<D, A>> : std::true_type {};
// no_init belongs to the accessor classes (declared by accessor.hpp and image.hpp).

namespace detail {
// One address per property type identifies it in a property_list.
template <typename P> inline const char property_key = 0;
} // namespace detail

class property_list {
public:
  template <typename... P, typename = std::enable_if_t<(is_property_v<P> && ...)>> property_list(P... p) {
    (add(std::move(p)), ...);
  }
  template <typename P> bool has_property() const noexcept { return find<P>() != nullptr; }
  template <typename P> P get_property() const {
    if (const void *p = find<P>())
      return *static_cast<const P *>(p);
    throw exception(errc::invalid, "the object does not have the property asked for");
  }

private:
  template <typename P> void add(P p) {
    for (auto &e : props)
      if (e.first == &detail::property_key<P>) {
        e.second = std::make_shared<const P>(std::move(p));
        return;
      }
    props.emplace_back(&detail::property_key<P>, std::make_shared<const P>(std::move(p)));
  }
  template <typename P> const void *find() const noexcept {
    for (const auto &e : props)
      if (e.first == &detail::property_key<P>)
        return e.second.get();
    return nullptr;
  }
  std::vector<std::pair<const void *, std::shared_ptr<const void>>> props;
};

} // namespace sycl

#endif // SYCL_PROPERTIES_HPP
