//===- sycl/context.hpp - sycl::context ------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_CONTEXT_HPP
#define SYCL_CONTEXT_HPP

#include <sycl/platform.hpp>

namespace sycl {

class context {
public:
  context() = default;
  explicit context(const device &) {}
  explicit context(const std::vector<device> &) {}
  std::vector<device> get_devices() const { return device::get_devices(); }
  platform get_platform() const { return platform(); }
};

} // namespace sycl

#endif // SYCL_CONTEXT_HPP
