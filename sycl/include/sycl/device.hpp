//===- sycl/device.hpp - sycl::device and its get_info ---------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_HPP
#define SYCL_DEVICE_HPP

#include <sycl/info/info_desc.hpp>

namespace sycl {

// ---------------------------------------------------------------- devices
class platform;
class device {
public:
  device();
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit device(const Selector &s);
  static std::vector<device> get_devices(info::device_type t = info::device_type::all) {
    std::vector<device> r;
    for (size_t i = 0; i < detail::device_count(); ++i) {
      device d(i);
      if (t == info::device_type::all || (t == info::device_type::gpu && d.is_gpu()) ||
          (t == info::device_type::cpu && d.is_cpu()))
        r.push_back(d);
    }
    return r;
  }
  bool is_gpu() const { return detail::device_props(index).is_gpu; }
  bool is_cpu() const { return detail::device_props(index).is_cpu; }
  bool is_accelerator() const { return !is_gpu() && !is_cpu(); }
  bool has(aspect a) const {
    switch (a) {
    case aspect::gpu:
      return is_gpu();
    case aspect::cpu:
      return is_cpu();
    case aspect::accelerator:
      return is_accelerator();
    case aspect::fp64:
      return detail::device_props(index).fp64;
    case aspect::atomic64:
    case aspect::usm_device_allocations:
    case aspect::usm_host_allocations:
    case aspect::usm_shared_allocations:
      return true;
    default:
      return false;
    }
  }
  template <typename Param> typename Param::return_type get_info() const;
  platform get_platform() const;
  backend get_backend() const { return backend::level_zero; }
  explicit device(size_t index) : index(index) {}
  size_t get_index() const { return index; }
  friend bool operator==(const device &a, const device &b) { return a.index == b.index; }
  friend bool operator!=(const device &a, const device &b) { return a.index != b.index; }

private:
  size_t index = 0;
};


template <typename Param> typename Param::return_type device::get_info() const {
  const detail::device_properties &p = detail::device_props(index);
  if constexpr (std::is_same_v<Param, info::device::device_type>)
    return p.is_gpu ? info::device_type::gpu : p.is_cpu ? info::device_type::cpu : info::device_type::accelerator;
  else if constexpr (std::is_same_v<Param, info::device::name>)
    return p.name;
  else if constexpr (std::is_same_v<Param, info::device::vendor>)
    return "Level Zero";
  else if constexpr (std::is_same_v<Param, info::device::driver_version> ||
                     std::is_same_v<Param, info::device::version>)
    return "1.0";
  else if constexpr (std::is_same_v<Param, info::device::max_compute_units>)
    return p.compute_units;
  else if constexpr (std::is_same_v<Param, info::device::max_work_group_size>)
    return p.max_group_size;
  else if constexpr (std::is_same_v<Param, info::device::max_work_item_sizes<1>>)
    return range<1>(p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, info::device::max_work_item_sizes<2>>)
    return range<2>(p.max_group_size_dim[1], p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, info::device::max_work_item_sizes<3>>)
    return range<3>(p.max_group_size_dim[2], p.max_group_size_dim[1], p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, info::device::max_work_item_dimensions>)
    return 3;
  else if constexpr (std::is_same_v<Param, info::device::global_mem_size>)
    return p.global_mem_size;
  else if constexpr (std::is_same_v<Param, info::device::local_mem_size>)
    return p.local_mem_size;
  else if constexpr (std::is_same_v<Param, info::device::max_mem_alloc_size>)
    return p.max_alloc_size;
  else if constexpr (std::is_same_v<Param, info::device::sub_group_sizes>)
    return std::vector<size_t>(p.sub_group_sizes.begin(), p.sub_group_sizes.end());
  else if constexpr (std::is_same_v<Param, info::device::max_num_sub_groups>)
    return p.max_group_size;
  else if constexpr (std::is_same_v<Param, info::device::vendor_id>)
    return 0;
  else if constexpr (std::is_same_v<Param, info::device::max_clock_frequency>)
    return 0;
  else
    static_assert(sizeof(Param) == 0, "this device information query is not supported");
}

} // namespace sycl

#endif // SYCL_DEVICE_HPP
