//===- sycl/access.hpp - access modes, targets, address spaces and tags ----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESS_HPP
#define SYCL_ACCESS_HPP

#include <sycl/detail/common.hpp>

namespace sycl {

namespace access {
enum class mode { read, write, read_write, discard_write, discard_read_write, atomic };
// image, host_image and image_array are SYCL 1.2.1's image targets, which
// SYCL 2020 keeps deprecated; no accessor here takes them. global_buffer is
// an alias of device, last so that the others stay distinct.
enum class target { device, host_task, constant_buffer, local, host_buffer, image, host_image, image_array, global_buffer = device };
enum class placeholder { false_t, true_t };
enum class address_space { global_space, local_space, constant_space, private_space, generic_space };
enum class decorated { no, yes, legacy };
} // namespace access
using access_mode = access::mode;
using target = access::target;

// The tags of accessor constructors: the mode, and for host tasks the target.
template <access_mode M> struct mode_tag_t {
  explicit mode_tag_t() = default;
};
template <access_mode M, target T> struct mode_target_tag_t {
  explicit mode_target_tag_t() = default;
};
inline constexpr mode_tag_t<access_mode::read> read_only{};
inline constexpr mode_tag_t<access_mode::write> write_only{};
inline constexpr mode_tag_t<access_mode::read_write> read_write{};
inline constexpr mode_target_tag_t<access_mode::read, target::host_task> read_only_host_task{};
inline constexpr mode_target_tag_t<access_mode::write, target::host_task> write_only_host_task{};
inline constexpr mode_target_tag_t<access_mode::read_write, target::host_task> read_write_host_task{};

namespace detail {
// What a tag says: its mode and target.
template <typename Tag> struct tag_traits {
  static constexpr bool is_tag = false;
};
template <access_mode M> struct tag_traits<mode_tag_t<M>> {
  static constexpr bool is_tag = true;
  static constexpr access_mode mode = M;
  static constexpr target tgt = target::device;
};
template <access_mode M, target T> struct tag_traits<mode_target_tag_t<M, T>> {
  static constexpr bool is_tag = true;
  static constexpr access_mode mode = M;
  static constexpr target tgt = T;
};
template <typename Tag> using if_tag = std::enable_if_t<tag_traits<Tag>::is_tag>;
} // namespace detail

} // namespace sycl

#endif // SYCL_ACCESS_HPP
