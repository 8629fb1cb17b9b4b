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

// ---------------------------------------------------------------- queue
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
    state->in_order = p.in_order;
    state->profiling = p.profiling;
  }
  queue(const context &, const device &d, const property_list &p = {}) : queue(d, p) {}

  device get_device() const { return device(state->device); }
  context get_context() const { return context(); }
  bool is_in_order() const { return state->in_order; }
  template <typename P> bool has_property() const {
    if constexpr (std::is_same_v<P, property::queue::in_order>)
      return state->in_order;
    else if constexpr (std::is_same_v<P, property::queue::enable_profiling>)
      return state->profiling;
    else
      return false;
  }

  template <typename CGF> event submit(CGF &&cgf) {
    handler h(state);
    cgf(h);
    auto e = std::make_shared<detail::event_state>();
    e->times = h.times;
    e->profiling = state->profiling;
    return event(e);
  }
  template <typename CGF> event submit(CGF &&cgf, queue &) { return submit(std::forward<CGF>(cgf)); }

  void wait() {}
  void wait_and_throw() { throw_asynchronous(); }
  void throw_asynchronous() {}

  // Shortcuts.
  template <typename Name = void, typename K> event single_task(const K &k) {
    return submit([&](handler &h) { h.single_task<Name>(k); });
  }
  template <typename Name = void, typename K> event single_task(event, const K &k) { return single_task<Name>(k); }
  template <typename Name = void, typename K> event single_task(const std::vector<event> &, const K &k) {
    return single_task<Name>(k);
  }
  // parallel_for(range, [event or events,] [reductions...,] kernel).
  template <typename Name = void, typename R, typename A, typename... Rest> event parallel_for(R &&r, A &&a, Rest &&...rest) {
    return submit([&](handler &h) {
      if constexpr (std::is_same_v<std::decay_t<A>, event> || std::is_same_v<std::decay_t<A>, std::vector<event>>)
        h.parallel_for<Name>(r, rest...);
      else
        h.parallel_for<Name>(r, a, rest...);
    });
  }
  event memcpy(void *dst, const void *src, size_t bytes, const std::vector<event> & = {}) {
    return submit([&](handler &h) { h.memcpy(dst, src, bytes); });
  }
  event memcpy(void *dst, const void *src, size_t bytes, event) { return memcpy(dst, src, bytes); }
  template <typename T> event copy(const T *src, T *dst, size_t count, const std::vector<event> & = {}) {
    return memcpy(dst, src, count * sizeof(T));
  }
  template <typename T> event copy(const T *src, T *dst, size_t count, event) { return copy(src, dst, count); }
  event memset(void *dst, int value, size_t bytes, const std::vector<event> & = {}) {
    return submit([&](handler &h) { h.memset(dst, value, bytes); });
  }
  event memset(void *dst, int value, size_t bytes, event) { return memset(dst, value, bytes); }
  template <typename T> event fill(void *dst, const T &pattern, size_t count, const std::vector<event> & = {}) {
    return submit([&](handler &h) { h.fill(dst, pattern, count); });
  }
  template <typename T> event fill(void *dst, const T &pattern, size_t count, event) {
    return fill(dst, pattern, count);
  }
  event prefetch(const void *p, size_t bytes, const std::vector<event> & = {}) {
    return submit([&](handler &h) { h.prefetch(p, bytes); });
  }
  event mem_advise(const void *p, size_t bytes, int advice, const std::vector<event> & = {}) {
    return submit([&](handler &h) { h.mem_advise(p, bytes, advice); });
  }

private:
  std::shared_ptr<detail::queue_state> state;
};

} // namespace sycl

#endif // SYCL_QUEUE_HPP
