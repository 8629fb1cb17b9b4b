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
namespace detail {
struct event_state {
  command_times times;
  bool profiling = false;
};
} // namespace detail

class event {
public:
  event() : state(std::make_shared<detail::event_state>()) {}
  explicit event(std::shared_ptr<detail::event_state> s) : state(std::move(s)) {}
  // Commands complete before submit returns.
  void wait() {}
  void wait_and_throw() {}
  static void wait(const std::vector<event> &) {}
  static void wait_and_throw(const std::vector<event> &) {}
  template <typename Param> typename Param::return_type get_info() const {
    static_assert(std::is_same_v<Param, info::event::command_execution_status>, "unsupported event query");
    return info::event_command_status::complete;
  }
  template <typename Param> typename Param::return_type get_profiling_info() const {
    if (!state->profiling)
      throw exception(errc::invalid, "profiling information needs a queue with property::queue::enable_profiling");
    if constexpr (std::is_same_v<Param, info::event_profiling::command_submit>)
      return state->times.submit;
    else if constexpr (std::is_same_v<Param, info::event_profiling::command_start>)
      return state->times.start;
    else
      return state->times.end;
  }

private:
  std::shared_ptr<detail::event_state> state;
};

} // namespace sycl

#endif // SYCL_EVENT_HPP
