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

// Selectors (SYCL 2020: callables scoring devices; negative means never).
inline int default_selector_v(const device &d) { return d.is_gpu() ? 2 : 1; }
inline int gpu_selector_v(const device &d) { return d.is_gpu() ? 1 : -1; }
inline int cpu_selector_v(const device &d) { return d.is_cpu() ? 1 : -1; }
inline int accelerator_selector_v(const device &d) { return d.is_accelerator() ? 1 : -1; }
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
inline auto aspect_selector(std::vector<aspect> want) {
  return [want](const device &d) {
    for (aspect a : want)
      if (!d.has(a))
        return -1;
    return 1;
  };
}

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
    throw exception(errc::runtime, "no SYCL device matches the selector");
}
inline device::device() : device(default_selector_v) {}

} // namespace sycl

#endif // SYCL_DEVICE_SELECTOR_HPP
