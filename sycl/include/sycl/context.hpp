//===- sycl/context.hpp - sycl::context ------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A context is shared state (its devices and asynchronous handler): copies
// compare equal, separately constructed contexts do not. Queues made without
// a context share the platform's default context, which holds every device.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_CONTEXT_HPP
#define SYCL_CONTEXT_HPP

#include <sycl/platform.hpp>

namespace sycl {

namespace detail {
struct context_state {
  std::vector<device> devices;
  async_handler handler;
  property_list props;
};
} // namespace detail

class context {
public:
  explicit context(const property_list &p = {}) : context(std::vector<device>{device()}, async_handler(), p) {}
  explicit context(async_handler h, const property_list &p = {}) : context(std::vector<device>{device()}, h, p) {}
  explicit context(const device &d, const property_list &p = {}) : context(std::vector<device>{d}, async_handler(), p) {}
  explicit context(const device &d, async_handler h, const property_list &p = {})
      : context(std::vector<device>{d}, h, p) {}
  explicit context(const platform &pl, const property_list &p = {}) : context(pl.get_devices(), async_handler(), p) {}
  explicit context(const platform &pl, async_handler h, const property_list &p = {})
      : context(pl.get_devices(), h, p) {}
  explicit context(const std::vector<device> &devs, const property_list &p = {}) : context(devs, async_handler(), p) {}
  explicit context(const std::vector<device> &devs, async_handler h, const property_list &p = {})
      : state(std::make_shared<detail::context_state>()) {
    if (devs.empty())
      throw exception(errc::invalid, "a context needs at least one device");
    for (const device &d : devs)
      if (std::find(state->devices.begin(), state->devices.end(), d) == state->devices.end())
        state->devices.push_back(d);
    state->handler = std::move(h);
    state->props = p;
  }

  backend get_backend() const noexcept { return backend::level_zero; }
  platform get_platform() const { return platform(); }
  std::vector<device> get_devices() const { return state->devices; }
  template <typename Param> typename Param::return_type get_info() const {
    namespace c = info::context;
    if constexpr (std::is_same_v<Param, c::platform>)
      return get_platform();
    else if constexpr (std::is_same_v<Param, c::devices>)
      return get_devices();
    else if constexpr (std::is_same_v<Param, c::atomic_memory_order_capabilities> ||
                       std::is_same_v<Param, c::atomic_fence_order_capabilities>)
      return detail::atomic_memory_orders(); // what every device supports
    else if constexpr (std::is_same_v<Param, c::atomic_memory_scope_capabilities> ||
                       std::is_same_v<Param, c::atomic_fence_scope_capabilities>)
      return detail::atomic_memory_scopes();
    else if constexpr (std::is_same_v<Param, c::reference_count>)
      return uint32_t(state.use_count());
    else
      static_assert(sizeof(Param) == 0, "not a context information descriptor");
  }
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this context has no backend-specific information");
  }
  template <typename P> bool has_property() const noexcept { return state->props.has_property<P>(); }
  template <typename P> P get_property() const { return state->props.get_property<P>(); }

  friend bool operator==(const context &a, const context &b) { return a.state == b.state; }
  friend bool operator!=(const context &a, const context &b) { return a.state != b.state; }

  // Library internals.
  const async_handler &get_async_handler() const { return state->handler; }
  const void *get_impl() const { return state.get(); }
  static context platform_default();

private:
  std::shared_ptr<detail::context_state> state;
};

namespace detail {
class context_property {
public:
  context_property(context c) : c(std::move(c)) {}
  context get_context() const { return c; }

private:
  context c;
};
} // namespace detail
namespace property {
// Buffers and images here live in shared USM that every device of the
// platform reaches, so the context they are bound to changes nothing else.
namespace buffer {
class context_bound : public detail::context_property {
public:
  using context_property::context_property;
};
} // namespace buffer
namespace image {
class context_bound : public detail::context_property {
public:
  using context_property::context_property;
};
} // namespace image
} // namespace property
template <> struct is_property<property::buffer::context_bound> : std::true_type {};
template <> struct is_property<property::image::context_bound> : std::true_type {};
template <typename T, int D, typename A>
struct is_property_of<property::buffer::context_bound, buffer<T, D, A>> : std::true_type {};
template <int D, typename A>
struct is_property_of<property::image::context_bound, unsampled_image<D, A>> : std::true_type {};
template <int D, typename A> struct is_property_of<property::image::context_bound, sampled_image<D, A>> : std::true_type {};

inline exception::exception(context c, std::error_code ec, const std::string &what) : exception(ec, what) {
  ctx = std::make_shared<context>(std::move(c));
}
inline exception::exception(context c, std::error_code ec, const char *what) : exception(ec, what) {
  ctx = std::make_shared<context>(std::move(c));
}
inline exception::exception(context c, std::error_code ec) : exception(ec) {
  ctx = std::make_shared<context>(std::move(c));
}
inline exception::exception(context c, int ev, const std::error_category &cat, const std::string &what)
    : exception(std::move(c), std::error_code(ev, cat), what) {}
inline exception::exception(context c, int ev, const std::error_category &cat, const char *what)
    : exception(std::move(c), std::error_code(ev, cat), what) {}
inline exception::exception(context c, int ev, const std::error_category &cat)
    : exception(std::move(c), std::error_code(ev, cat)) {}
inline context exception::get_context() const {
  if (!ctx)
    throw exception(errc::invalid, "the exception has no context");
  return *ctx;
}

inline context context::platform_default() {
  static const context c(platform().get_devices());
  return c;
}

} // namespace sycl

template <> struct std::hash<sycl::context> {
  size_t operator()(const sycl::context &c) const { return std::hash<const void *>()(c.get_impl()); }
};

#endif // SYCL_CONTEXT_HPP
