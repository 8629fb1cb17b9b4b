//===- sycl/device_selector.hpp - device selectors and device(selector) ----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_SELECTOR_HPP
#define SYCL_DEVICE_SELECTOR_HPP

#include <sycl/context.hpp>

namespace sycl {

namespace detail {
// Among devices of one type, the one with more of what programs need:
// sub-groups, fp64, images, native float atomics (of the CPU devices here,
// Intel's runtime before PoCL).
inline int capability_score(const device &d) {
  const device_properties &p = device_props(d.get_index());
  return int(!p.sub_group_sizes.empty()) + p.fp64 + p.images + p.float_atomics;
}
} // namespace detail

// Selectors (SYCL 2020: callables scoring devices; negative means never).
// The default prefers GPUs, then CPUs, then the most capable device.
inline int default_selector_v(const device &d) {
  return (d.is_gpu() ? 1000 : d.is_cpu() ? 500 : 100) + detail::capability_score(d);
}
inline int gpu_selector_v(const device &d) { return d.is_gpu() ? detail::capability_score(d) : -1; }
inline int cpu_selector_v(const device &d) { return d.is_cpu() ? detail::capability_score(d) : -1; }
inline int accelerator_selector_v(const device &d) { return d.is_accelerator() ? detail::capability_score(d) : -1; }
// The SYCL 1.2.1 selector classes.
struct default_selector {
  int operator()(const device &d) const { return default_selector_v(d); }
};
struct gpu_selector {
  int operator()(const device &d) const { return gpu_selector_v(d); }
};
struct cpu_selector {
  int operator()(const device &d) const { return cpu_selector_v(d); }
};
struct accelerator_selector {
  int operator()(const device &d) const { return accelerator_selector_v(d); }
};
// Devices with every required aspect and none of the denied ones, ranked as
// default_selector_v ranks them.
inline auto aspect_selector(const std::vector<aspect> &require, const std::vector<aspect> &deny = {}) {
  return [require, deny](const device &d) {
    for (aspect a : require)
      if (!d.has(a))
        return -1;
    for (aspect a : deny)
      if (d.has(a))
        return -1;
    return default_selector_v(d);
  };
}
template <typename A0, typename... A,
          typename = std::enable_if_t<std::is_same_v<A0, aspect> && (std::is_same_v<A, aspect> && ...)>>
auto aspect_selector(A0 a0, A... rest) {
  return aspect_selector(std::vector<aspect>{a0, rest...});
}
template <aspect... Require> auto aspect_selector() { return aspect_selector(std::vector<aspect>{Require...}); }

template <typename Selector, typename> device::device(const Selector &s) {
  int best = -1;
  for (size_t i = 0; i < detail::device_count(); ++i) {
    int score = s(device(i));
    if (score > best) {
      best = score;
      index = i;
    }
  }
  if (best < 0)
    detail::throw_no_device("no SYCL device matches the selector");
}
inline device::device() : device(default_selector_v) {}

} // namespace sycl

#endif // SYCL_DEVICE_SELECTOR_HPP
