//===- sycl/platform.hpp - sycl::platform ----------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// The runtime offers one platform, whose devices are all the runtime's
// devices; every platform object refers to it.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PLATFORM_HPP
#define SYCL_PLATFORM_HPP

#include <sycl/device.hpp>

namespace sycl {

class platform {
public:
  // The platform of the device default_selector_v chooses (the one platform).
  platform() = default;
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit platform(const Selector &s) { (void)device(s); } // the one platform holds every device
  static std::vector<platform> get_platforms() { return {platform()}; }
  std::vector<device> get_devices(info::device_type t = info::device_type::all) const {
    return device::get_devices(t);
  }
  bool has(aspect a) const {
    for (const device &d : get_devices())
      if (!d.has(a))
        return false;
    return true;
  }
  bool has_extension(const std::string &name) const {
    std::vector<std::string> e = get_info<info::platform::extensions>();
    return std::find(e.begin(), e.end(), name) != e.end();
  }
  template <typename Param> typename Param::return_type get_info() const {
    if constexpr (std::is_same_v<Param, info::platform::name>)
      return "SPIR-V offload (Level Zero)";
    else if constexpr (std::is_same_v<Param, info::platform::vendor>)
      return "spirv-toolchain";
    else if constexpr (std::is_same_v<Param, info::platform::version>)
      return "Level Zero " + (detail::device_count() ? device(0).get_info<info::device::backend_version>() : "1.0");
    else if constexpr (std::is_same_v<Param, info::platform::profile>)
      return "FULL_PROFILE";
    else if constexpr (std::is_same_v<Param, info::platform::extensions>) {
      // The extensions every device has.
      std::vector<std::string> common;
      std::vector<device> devs = get_devices();
      if (!devs.empty())
        common = devs[0].get_info<info::device::extensions>();
      for (const device &d : devs)
        common.erase(std::remove_if(common.begin(), common.end(),
                                    [&](const std::string &e) { return !d.has_extension(e); }),
                     common.end());
      return common;
    } else
      static_assert(sizeof(Param) == 0, "not a platform information descriptor");
  }
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this platform has no backend-specific information");
  }
  backend get_backend() const noexcept { return backend::level_zero; }
  friend bool operator==(const platform &, const platform &) { return true; }
  friend bool operator!=(const platform &, const platform &) { return false; }
};

inline platform device::get_platform() const { return platform(); }

} // namespace sycl

template <> struct std::hash<sycl::platform> {
  size_t operator()(const sycl::platform &) const { return 0x5ec1; }
};

#endif // SYCL_PLATFORM_HPP
