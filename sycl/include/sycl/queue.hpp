//===- sycl/queue.hpp - sycl::queue ----------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_QUEUE_HPP
#define SYCL_QUEUE_HPP

#include <sycl/stream.hpp>

namespace sycl {
namespace ext::oneapi::experimental {
template <typename T, typename Properties> class device_global; // device_global.hpp
}

// ---------------------------------------------------------------- queue
namespace detail {
template <typename A> struct is_accessor : std::false_type {};
template <typename T, int D, access_mode M, target Tg, access::placeholder P>
struct is_accessor<accessor<T, D, M, Tg, P>> : std::true_type {};
template <typename A> constexpr bool is_accessor_v = is_accessor<A>::value;
template <typename T> constexpr bool is_event_list_v =
    std::is_same_v<std::decay_t<T>, event> || std::is_same_v<std::decay_t<T>, std::vector<event>>;
} // namespace detail

// Commands are submitted asynchronously: submit returns once the command is
// on its way, and its event tells when it has completed (runtime.cpp).
class queue {
public:
  explicit queue(const property_list &p = {}) : queue(default_selector_v, async_handler(), p) {}
  explicit queue(const async_handler &h, const property_list &p = {}) : queue(default_selector_v, h, p) {}
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit queue(const Selector &s, const property_list &p = {}) : queue(device(s), async_handler(), p) {}
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  queue(const Selector &s, const async_handler &h, const property_list &p = {}) : queue(device(s), h, p) {}
  explicit queue(const device &d, const property_list &p = {}) : queue(d, async_handler(), p) {}
  queue(const device &d, const async_handler &h, const property_list &p = {})
      : state(std::make_shared<detail::queue_state>()) {
    state->device = d.get_index();
    state->handler = h;
    state->in_order = p.has_property<property::queue::in_order>();
    state->profiling = p.has_property<property::queue::enable_profiling>();
  }
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  queue(const context &c, const Selector &s, const property_list &p = {}) : queue(c, device(s), p) {}
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  queue(const context &c, const Selector &s, const async_handler &h, const property_list &p = {})
      : queue(c, device(s), h, p) {}
  // Without a handler of its own, a queue reports to its context's.
  queue(const context &c, const device &d, const property_list &p = {}) : queue(d, c.get_async_handler(), p) {
    state->ctx = c;
  }
  queue(const context &c, const device &d, const async_handler &h, const property_list &p = {}) : queue(d, h, p) {
    state->ctx = c;
  }

  device get_device() const { return device(state->device); }
  context get_context() const { return state->ctx; }
  bool is_in_order() const { return state->in_order; }
  template <typename P> bool has_property() const {
    if constexpr (std::is_same_v<P, property::queue::in_order>)
      return state->in_order;
    else if constexpr (std::is_same_v<P, property::queue::enable_profiling>)
      return state->profiling;
    else
      return false;
  }
  template <typename P> P get_property() const {
    if (!has_property<P>())
      throw exception(errc::invalid, "the queue does not have the property asked for");
    return P{}; // the queue properties hold nothing
  }
  template <typename Param> typename Param::return_type get_info() const {
    if constexpr (std::is_same_v<Param, info::queue::context>)
      return get_context();
    else if constexpr (std::is_same_v<Param, info::queue::device>)
      return get_device();
    else if constexpr (std::is_same_v<Param, info::queue::reference_count>)
      return uint32_t(state.use_count());
    else
      static_assert(sizeof(Param) == 0, "not a queue information descriptor");
  }
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this queue has no backend-specific information");
  }
  backend get_backend() const noexcept { return backend::level_zero; }
  const void *get_impl() const { return state.get(); } // library internal
  bool operator==(const queue &o) const { return state == o.state; }
  bool operator!=(const queue &o) const { return state != o.state; }

  template <typename CGF> event submit(CGF &&cgf) {
    handler h(state);
    {
      detail::command_group_scope scope(h.group); // accessors record their buffers
      cgf(h);
    }
    return event(h.finish());
  }
  // There is one device per queue here, so the secondary queue is never needed.
  template <typename CGF> event submit(CGF &&cgf, queue &) { return submit(std::forward<CGF>(cgf)); }

  // Waits for every command submitted so far; wait_and_throw then passes
  // the asynchronous errors to the async_handler, as throw_asynchronous does.
  void wait() { detail::wait_queue(*state); }
  void wait_and_throw() {
    wait();
    throw_asynchronous();
  }
  void throw_asynchronous() { detail::throw_asynchronous(*state); }

  // Shortcuts: each is a command group of one command, with an optional
  // event or list of events to depend on first.
  template <typename Name = void, typename K> event single_task(const K &k) {
    return submit([&](handler &h) { h.single_task<Name>(k); });
  }
  template <typename Name = void, typename K> event single_task(event dep, const K &k) {
    return submit([&](handler &h) {
      h.depends_on(dep);
      h.single_task<Name>(k);
    });
  }
  template <typename Name = void, typename K> event single_task(const std::vector<event> &deps, const K &k) {
    return submit([&](handler &h) {
      h.depends_on(deps);
      h.single_task<Name>(k);
    });
  }
  // parallel_for_work_group(groups, [group size,] kernel).
  template <typename Name = void, int D, typename... Rest> event parallel_for_work_group(range<D> groups, Rest &&...rest) {
    return submit([&](handler &h) { h.parallel_for_work_group<Name>(groups, rest...); });
  }
  // parallel_for(range or nd_range, [event or events,] [offset,] [reductions...,] kernel).
  // Ranges have one overload per dimension, so that braced lists and
  // integers ({n, m}, 1024) work; nd_ranges are deduced.
#define __SYCL_QUEUE_PARALLEL_FOR(DIMS, R)                                                                             \
  template <typename Name = void, DIMS typename... Rest> event parallel_for(R r, Rest &&...rest) {                    \
    return parallel_for_with<Name>(r, std::forward<Rest>(rest)...);                                                    \
  }                                                                                                                    \
  template <typename Name = void, DIMS typename... Rest> event parallel_for(R r, event dep, Rest &&...rest) {         \
    return parallel_for_with<Name>(r, dep, std::forward<Rest>(rest)...);                                               \
  }                                                                                                                    \
  template <typename Name = void, DIMS typename... Rest>                                                               \
  event parallel_for(R r, const std::vector<event> &deps, Rest &&...rest) {                                            \
    return parallel_for_with<Name>(r, deps, std::forward<Rest>(rest)...);                                              \
  }
  __SYCL_QUEUE_PARALLEL_FOR(, range<1>)
  __SYCL_QUEUE_PARALLEL_FOR(, range<2>)
  __SYCL_QUEUE_PARALLEL_FOR(, range<3>)
#define __SYCL_COMMA ,
  __SYCL_QUEUE_PARALLEL_FOR(int D __SYCL_COMMA, nd_range<D>)
#undef __SYCL_COMMA
#undef __SYCL_QUEUE_PARALLEL_FOR

  // memcpy, copy, memset, fill, prefetch and mem_advise, each also after an
  // event or a list of events.
#define __SYCL_QUEUE_SHORTCUT(TEMPLATE, NAME, PARAMS, ARGS)                                                           \
  TEMPLATE event NAME PARAMS { return submit([&](handler &h) { h.NAME ARGS; }); }                                     \
  TEMPLATE event NAME(__SYCL_UNPAREN PARAMS, event dep) {                                                             \
    return submit([&](handler &h) {                                                                                    \
      h.depends_on(dep);                                                                                               \
      h.NAME ARGS;                                                                                                     \
    });                                                                                                                \
  }                                                                                                                    \
  TEMPLATE event NAME(__SYCL_UNPAREN PARAMS, const std::vector<event> &deps) {                                        \
    return submit([&](handler &h) {                                                                                    \
      h.depends_on(deps);                                                                                              \
      h.NAME ARGS;                                                                                                     \
    });                                                                                                                \
  }
#define __SYCL_UNPAREN(...) __VA_ARGS__
  __SYCL_QUEUE_SHORTCUT(, memcpy, (void *dst, const void *src, size_t bytes), (dst, src, bytes))
  __SYCL_QUEUE_SHORTCUT(template <typename T>, copy, (const T *src, T *dst, size_t count), (src, dst, count))
  __SYCL_QUEUE_SHORTCUT(, memset, (void *dst, int value, size_t bytes), (dst, value, bytes))
  __SYCL_QUEUE_SHORTCUT(template <typename T>, fill, (void *dst, const T &pattern, size_t count),
                        (dst, pattern, count))
  __SYCL_QUEUE_SHORTCUT(, prefetch, (const void *p, size_t bytes), (p, bytes))
  __SYCL_QUEUE_SHORTCUT(, mem_advise, (const void *p, size_t bytes, int advice), (p, bytes, advice))
#undef __SYCL_QUEUE_SHORTCUT
#undef __SYCL_UNPAREN

  // Copies to and from a device_global (ext/oneapi/experimental/device_global.hpp).
  template <typename T, typename P>
  event memcpy(ext::oneapi::experimental::device_global<T, P> &dst, const void *src, size_t bytes = sizeof(T),
               size_t offset = 0, const std::vector<event> &deps = {});
  template <typename T, typename P>
  event memcpy(void *dst, const ext::oneapi::experimental::device_global<T, P> &src, size_t bytes = sizeof(T),
               size_t offset = 0, const std::vector<event> &deps = {});
  template <typename T, typename P>
  event copy(const std::remove_all_extents_t<T> *src, ext::oneapi::experimental::device_global<T, P> &dst,
             size_t count = sizeof(T) / sizeof(std::remove_all_extents_t<T>), size_t start = 0,
             const std::vector<event> &deps = {});
  template <typename T, typename P>
  event copy(const ext::oneapi::experimental::device_global<T, P> &src, std::remove_all_extents_t<T> *dst,
             size_t count = sizeof(T) / sizeof(std::remove_all_extents_t<T>), size_t start = 0,
             const std::vector<event> &deps = {});

  // Explicit copies and fills through accessors (placeholders included).
  template <typename Src, typename Dst,
            typename = std::enable_if_t<detail::is_accessor_v<Src> || detail::is_accessor_v<Dst>>>
  event copy(Src src, Dst dst) {
    return submit([&](handler &h) { h.copy(src, dst); });
  }
  template <typename A, typename = std::enable_if_t<detail::is_accessor_v<A>>> event update_host(A acc) {
    return submit([&](handler &h) { h.update_host(acc); });
  }
  template <typename A, typename T, typename = std::enable_if_t<detail::is_accessor_v<A>>>
  event fill(A acc, const T &value) {
    return submit([&](handler &h) { h.fill(acc, value); });
  }

  // DPC++'s barrier: an event that completes when the given events (or every
  // command submitted so far) have.
  event ext_oneapi_submit_barrier() {
    return submit([&](handler &h) { h.depends_on(outstanding_events()); });
  }
  event ext_oneapi_submit_barrier(const std::vector<event> &deps) {
    return submit([&](handler &h) { h.depends_on(deps); });
  }

private:
  template <typename Name, typename R, typename First, typename... Rest>
  event parallel_for_with(R r, First &&first, Rest &&...rest) {
    return submit([&](handler &h) {
      if constexpr (detail::is_event_list_v<First>) {
        h.depends_on(first);
        h.parallel_for<Name>(r, std::forward<Rest>(rest)...);
      } else
        h.parallel_for<Name>(r, std::forward<First>(first), std::forward<Rest>(rest)...);
    });
  }
  std::vector<event> outstanding_events() const; // runtime.cpp
  friend class handler;
  explicit queue(std::shared_ptr<detail::queue_state> s) : state(std::move(s)) {}
  std::shared_ptr<detail::queue_state> state;
};

// Every command submitted to the handler's queue before this one.
inline void handler::ext_oneapi_barrier() { depends_on(queue(q).outstanding_events()); }

} // namespace sycl

// Copies of a queue share its state, so they hash alike.
template <> struct std::hash<sycl::queue> {
  size_t operator()(const sycl::queue &q) const { return std::hash<const void *>()(q.get_impl()); }
};

#endif // SYCL_QUEUE_HPP
