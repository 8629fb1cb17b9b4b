//===- sycl/event.hpp - sycl::event ----------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EVENT_HPP
#define SYCL_EVENT_HPP

#include <sycl/device_selector.hpp>

namespace sycl {

// ---------------------------------------------------------------- events
class event;
namespace detail {
// The runtime's record of an event's command (runtime.cpp).
struct event_access {
  static const event_ptr &get(const event &e);
};
} // namespace detail

// The completion of a command. A default-constructed event is complete, and
// an object of its own (it equals only its copies).
class event {
public:
  event() : state(detail::complete_event()) {}
  explicit event(detail::event_ptr s) : state(std::move(s)) {}
  void wait() { detail::wait_event(state); }
  void wait_and_throw() {
    wait();
    detail::throw_event_errors(state);
  }
  static void wait(const std::vector<event> &events) {
    for (const event &e : events)
      detail::wait_event(e.state);
  }
  static void wait_and_throw(const std::vector<event> &events) {
    wait(events);
    for (const event &e : events)
      detail::throw_event_errors(e.state);
  }
  template <typename Param> typename Param::return_type get_info() const {
    static_assert(std::is_same_v<Param, info::event::command_execution_status>, "unsupported event query");
    return info::event_command_status(detail::event_status(state));
  }
  // Waits for the command to complete.
  template <typename Param> typename Param::return_type get_profiling_info() const {
    if constexpr (std::is_same_v<Param, info::event_profiling::command_submit>)
      return detail::event_profiling(state, 0);
    else if constexpr (std::is_same_v<Param, info::event_profiling::command_start>)
      return detail::event_profiling(state, 1);
    else {
      static_assert(std::is_same_v<Param, info::event_profiling::command_end>, "unsupported profiling query");
      return detail::event_profiling(state, 2);
    }
  }
  // The commands this one waits for that are still known (those not yet
  // complete always are).
  std::vector<event> get_wait_list() {
    std::vector<event> r;
    for (detail::event_ptr &d : detail::event_dependencies(state))
      r.emplace_back(std::move(d));
    return r;
  }
  backend get_backend() const noexcept { return backend::level_zero; }
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this event has no backend-specific information");
  }
  bool operator==(const event &o) const { return state == o.state; }
  bool operator!=(const event &o) const { return state != o.state; }

private:
  friend struct detail::event_access;
  detail::event_ptr state;
};

inline const detail::event_ptr &detail::event_access::get(const event &e) { return e.state; }

} // namespace sycl

// Copies of an event share its command, so they hash alike.
template <> struct std::hash<sycl::event> {
  size_t operator()(const sycl::event &e) const {
    return std::hash<const void *>()(sycl::detail::event_access::get(e).get());
  }
};

#endif // SYCL_EVENT_HPP
