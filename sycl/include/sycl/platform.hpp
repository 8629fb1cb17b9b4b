//===- sycl/platform.hpp - sycl::platform ----------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PLATFORM_HPP
#define SYCL_PLATFORM_HPP

#include <sycl/device.hpp>

namespace sycl {

class platform {
public:
  platform() = default;
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit platform(const Selector &s) { (void)device(s); } // the one platform holds every device
  static std::vector<platform> get_platforms() { return {platform()}; }
  std::vector<device> get_devices(info::device_type t = info::device_type::all) const {
    return device::get_devices(t);
  }
  template <typename Param> typename Param::return_type get_info() const {
    if constexpr (std::is_same_v<Param, info::platform::name>)
      return "SPIR-V offload (Level Zero)";
    else if constexpr (std::is_same_v<Param, info::platform::vendor>)
      return "spirv-toolchain";
    else if constexpr (std::is_same_v<Param, info::platform::version>)
      return "SYCL 2020 subset";
    else
      return "FULL_PROFILE";
  }
  backend get_backend() const { return backend::level_zero; }
};

inline platform device::get_platform() const { return platform(); }

} // namespace sycl

#endif // SYCL_PLATFORM_HPP
