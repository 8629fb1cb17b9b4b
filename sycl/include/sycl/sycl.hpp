//===- sycl/sycl.hpp - this project's SYCL 2020 library -------------------===//
//
// A SYCL 2020 subset on Clang 22's [[clang::sycl_kernel_entry_point]] and
// the SPIR-V offload runtime (docs/SYCL.md). Each kernel is one entry point
// named by __builtin_sycl_unique_stable_name(KernelName):
//
//   spir_kernel void <name>(Wrapper byval kernel_object,
//                           local char *local_arena,
//                           local_patches patches)
//
// The wrapper holds the user's function object (and reduction state); the
// host launches the kernel by name with the bytes of that object. Buffer
// accessors are pointers into shared USM; local_accessors hold offsets into
// the one local arena, which the entry point turns into pointers at the
// offsets listed in `patches` (found on the host when the kernel object is
// copied). Commands complete before submit returns.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SYCL_HPP
#define SYCL_SYCL_HPP

#include "detail/device_builtins.hpp"
#include "detail/index.hpp"
#include "math.hpp"
#include "vec.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <system_error>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define SYCL_EXTERNAL
#define __SYCL2020 1

namespace sycl {
inline namespace _V1 {}

// ---------------------------------------------------------------- errors
enum class errc {
  success = 0,
  runtime,
  kernel,
  accessor,
  nd_range,
  event,
  kernel_argument,
  build,
  invalid,
  memory_allocation,
  platform,
  profiling,
  feature_not_supported,
  kernel_not_supported,
  backend_mismatch
};
const std::error_category &sycl_category() noexcept;
inline std::error_code make_error_code(errc e) noexcept { return {int(e), sycl_category()}; }

class exception : public std::exception {
public:
  exception(std::error_code ec, const std::string &what = "") : ec(ec), msg(what) {}
  exception(errc e, const std::string &what = "") : exception(make_error_code(e), what) {}
  const char *what() const noexcept override { return msg.c_str(); }
  const std::error_code &code() const noexcept { return ec; }
  const std::error_category &category() const noexcept { return ec.category(); }

private:
  std::error_code ec;
  std::string msg;
};

class exception_list {
public:
  using value_type = std::exception_ptr;
  using const_iterator = std::vector<std::exception_ptr>::const_iterator;
  size_t size() const { return list.size(); }
  const_iterator begin() const { return list.begin(); }
  const_iterator end() const { return list.end(); }
  std::vector<std::exception_ptr> list;
};
using async_handler = std::function<void(exception_list)>;

} // namespace sycl

namespace std {
template <> struct is_error_code_enum<sycl::errc> : true_type {};
} // namespace std

#include "detail/runtime.hpp"
#include "detail/stream_core.hpp"

namespace sycl {

// ---------------------------------------------------------------- properties
namespace property {
namespace queue {
struct in_order {};
struct enable_profiling {};
} // namespace queue
namespace buffer {
struct use_host_ptr {};
} // namespace buffer
struct no_init {};
namespace reduction {
struct initialize_to_identity {};
} // namespace reduction
} // namespace property
inline constexpr property::no_init no_init{};

namespace detail {
template <typename P>
constexpr bool is_property_v =
    std::is_same_v<P, property::queue::in_order> || std::is_same_v<P, property::queue::enable_profiling> ||
    std::is_same_v<P, property::buffer::use_host_ptr> || std::is_same_v<P, property::no_init> ||
    std::is_same_v<P, property::reduction::initialize_to_identity>;
} // namespace detail

class property_list {
public:
  template <typename... P, typename = std::enable_if_t<(detail::is_property_v<P> && ...)>> property_list(P...) {
    in_order = (std::is_same_v<P, property::queue::in_order> || ...);
    profiling = (std::is_same_v<P, property::queue::enable_profiling> || ...);
    init_identity = (std::is_same_v<P, property::reduction::initialize_to_identity> || ...);
    noinit = (std::is_same_v<P, property::no_init> || ...);
  }
  template <typename P> bool has_property() const {
    if constexpr (std::is_same_v<P, property::queue::in_order>)
      return in_order;
    else if constexpr (std::is_same_v<P, property::queue::enable_profiling>)
      return profiling;
    else if constexpr (std::is_same_v<P, property::reduction::initialize_to_identity>)
      return init_identity;
    else if constexpr (std::is_same_v<P, property::no_init>)
      return noinit;
    else
      return false;
  }
  bool in_order = false, profiling = false, init_identity = false, noinit = false;
};

// ---------------------------------------------------------------- info
namespace info {
enum class device_type { cpu, gpu, accelerator, custom, automatic, host, all };
namespace device {
struct device_type { using return_type = info::device_type; };
struct name { using return_type = std::string; };
struct vendor { using return_type = std::string; };
struct driver_version { using return_type = std::string; };
struct version { using return_type = std::string; };
struct max_compute_units { using return_type = uint32_t; };
struct max_work_group_size { using return_type = size_t; };
template <int D = 3> struct max_work_item_sizes { using return_type = range<D>; };
struct max_work_item_dimensions { using return_type = uint32_t; };
struct global_mem_size { using return_type = uint64_t; };
struct local_mem_size { using return_type = uint64_t; };
struct max_mem_alloc_size { using return_type = uint64_t; };
struct sub_group_sizes { using return_type = std::vector<size_t>; };
struct max_num_sub_groups { using return_type = uint32_t; };
struct vendor_id { using return_type = uint32_t; };
struct max_clock_frequency { using return_type = uint32_t; };
} // namespace device
namespace platform {
struct name { using return_type = std::string; };
struct vendor { using return_type = std::string; };
struct version { using return_type = std::string; };
struct profile { using return_type = std::string; };
} // namespace platform
namespace event_profiling {
struct command_submit { using return_type = uint64_t; };
struct command_start { using return_type = uint64_t; };
struct command_end { using return_type = uint64_t; };
} // namespace event_profiling
enum class event_command_status { submitted, running, complete };
namespace event {
struct command_execution_status { using return_type = event_command_status; };
} // namespace event
} // namespace info

enum class aspect { cpu, gpu, accelerator, custom, emulated, host_debuggable, fp16, fp64, atomic64, usm_device_allocations,
                    usm_host_allocations, usm_shared_allocations, usm_system_allocations };

enum class backend { level_zero, opencl, host };

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

class platform {
public:
  platform() = default;
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit platform(const Selector &) {}
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

class context {
public:
  context() = default;
  explicit context(const device &) {}
  explicit context(const std::vector<device> &) {}
  std::vector<device> get_devices() const { return device::get_devices(); }
  platform get_platform() const { return platform(); }
};

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
inline platform device::get_platform() const { return platform(); }

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

// ---------------------------------------------------------------- access
namespace access {
enum class mode { read, write, read_write, discard_write, discard_read_write, atomic };
enum class target { device, host_task, global_buffer = device, constant_buffer, local, host_buffer };
enum class placeholder { false_t, true_t };
enum class address_space { global_space, local_space, constant_space, private_space, generic_space };
enum class decorated { no, yes, legacy };
} // namespace access
using access_mode = access::mode;
using target = access::target;

template <access_mode M> struct mode_tag_t {};
inline constexpr mode_tag_t<access_mode::read> read_only{};
inline constexpr mode_tag_t<access_mode::write> write_only{};
inline constexpr mode_tag_t<access_mode::read_write> read_write{};

class handler;
class queue;
template <typename T, int D, typename AllocatorT> class buffer;

namespace detail {
template <typename B> struct is_buffer : std::false_type {};
template <typename T, int D, typename A> struct is_buffer<buffer<T, D, A>> : std::true_type {};
template <typename B> using if_buffer = std::enable_if_t<is_buffer<B>::value>;

// The pointer of an accessor row for multi-dimensional subscripts: acc[i][j].
template <typename Ref, int D> struct accessor_row {
  using T = std::remove_reference_t<Ref>;
  T *base;
  const size_t *dims; // the remaining dimensions' extents
  size_t linear;
  accessor_row<Ref, D - 1> operator[](size_t i) const { return {base, dims + 1, linear * dims[0] + i}; }
};
template <typename Ref> struct accessor_row<Ref, 1> {
  using T = std::remove_reference_t<Ref>;
  T *base;
  const size_t *dims;
  size_t linear;
  Ref operator[](size_t i) const { return base[linear * dims[0] + i]; }
};
} // namespace detail

// A buffer accessor: the buffer's memory, its range (for linear indices) and
// the accessed region.
template <typename T, int D = 1, access_mode M = (std::is_const_v<T> ? access_mode::read : access_mode::read_write),
          target Tgt = target::device, access::placeholder P = access::placeholder::false_t>
class accessor {
public:
  using value_type = std::conditional_t<M == access_mode::read, const std::remove_const_t<T>, T>;
  using reference = value_type &;
  using const_reference = const std::remove_const_t<T> &;
  using element_type = value_type;
  static constexpr int dimensions = D;

  accessor() = default;
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, const property_list & = {}) { init(buf, buf.get_range(), {}); }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>>
  accessor(B &buf, handler &, mode_tag_t<TM>, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>>
  accessor(B &buf, handler &, mode_tag_t<TM>, property::no_init) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, const property_list & = {}) { init(buf, r, {}); }
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, id<D> o, const property_list & = {}) {
    init(buf, r, o);
  }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, mode_tag_t<TM>) { init(buf, r, {}); }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, id<D> o, mode_tag_t<TM>) {
    init(buf, r, o);
  }
  // Placeholder-style construction (no handler): used by host_accessor.
  template <typename B, typename = detail::if_buffer<B>> explicit accessor(B &buf) { init(buf, buf.get_range(), {}); }

  reference operator[](id<D> i) const { return ptr[detail::linearize<D>(i + off, mem)]; }
  // Integer subscripts are templates: an item<1> converts to both id<1> and
  // size_t, and must pick the id overload.
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  reference operator[](I i) const {
    return ptr[size_t(i) + off[0]];
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    // Rows index the whole buffer; the region offset applies to the first
    // dimension only, which is what ranged accessors over rows need.
    return detail::accessor_row<reference, D - 1>{ptr, &mem.v[1], size_t(i) + off[0]};
  }
  template <int E = D, typename = std::enable_if_t<E == 1>> reference operator*() const { return ptr[off[0]]; }
  range<D> get_range() const { return acc; }
  id<D> get_offset() const { return off; }
  size_t size() const noexcept { return acc.size(); }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  value_type *get_pointer() const noexcept { return ptr + detail::linearize<D>(off, mem); }
  value_type *get_multi_ptr() const noexcept { return get_pointer(); }
  template <access::decorated = access::decorated::no> value_type *get_multi_ptr() const noexcept {
    return get_pointer();
  }
  value_type *begin() const noexcept { return get_pointer(); }
  value_type *end() const noexcept { return get_pointer() + size(); }
  bool empty() const noexcept { return size() == 0; }

private:
  template <typename B> void init(B &buf, range<D> r, id<D> o) {
#ifndef __SYCL_DEVICE_ONLY__
    ptr = static_cast<value_type *>(buf.data());
    mem = buf.get_range();
    acc = r;
    off = o;
    for (int d = 0; d < D; ++d)
      if (o[d] + r[d] > mem[d])
        throw exception(errc::accessor, "accessor range exceeds the buffer");
#endif
  }
  value_type *ptr = nullptr;
  range<D> mem, acc;
  id<D> off;
};

template <typename T, int D = 1, access_mode M = access_mode::read_write>
class host_accessor : public accessor<T, D, M, target::host_buffer> {
  using base = accessor<T, D, M, target::host_buffer>;

public:
  template <typename B, typename = detail::if_buffer<B>> host_accessor(B &buf, const property_list & = {}) : base(buf) {}
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> host_accessor(B &buf, mode_tag_t<TM>, const property_list & = {}) : base(buf) {}
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> host_accessor(B &buf, mode_tag_t<TM>, property::no_init) : base(buf) {}
};

// ---------------------------------------------------------------- local memory
namespace detail {
// The first fields of every local_accessor: the entry point sets ptr to the
// local arena plus byte_offset.
struct local_accessor_header {
  void *ptr;
  size_t byte_offset;
};
constexpr unsigned max_local_accessors = 15, max_streams = 4;
// Where the kernel object holds what the entry point must see to: the
// local_accessors it points into the local arena, and the streams it flushes
// when the user's function returns.
struct kernel_patches {
  uint32_t local_count;
  uint32_t local_offsets[max_local_accessors];
  uint32_t stream_count;
  uint32_t stream_offsets[max_streams];
};
// While the handler copies a kernel object into its launch storage, the
// copies of local_accessors and streams inside it record where they are.
struct capture_region {
  const char *begin, *end;
  kernel_patches *patches;
};
// The calling thread's region (null when no kernel object is being copied).
capture_region *&current_capture();
// Records \p self in \p offsets when it is being copied into a kernel
// object; \p what names the object for the error when there are too many.
template <unsigned N>
void record_capture(const void *self, uint32_t kernel_patches::*member_count, uint32_t (kernel_patches::*offsets)[N],
                    const char *what) {
#ifndef __SYCL_DEVICE_ONLY__
  capture_region *c = current_capture();
  const char *at = static_cast<const char *>(self);
  if (!c || at < c->begin || at >= c->end)
    return;
  uint32_t &count = c->patches->*member_count;
  if (count == N)
    throw exception(errc::kernel_argument,
                    "a kernel captures more than " + std::to_string(N) + " " + what);
  (c->patches->*offsets)[count++] = uint32_t(at - c->begin);
#endif
}
size_t allocate_local(handler &h, size_t bytes, size_t align);
} // namespace detail

template <typename T, int D = 1> class local_accessor {
public:
  using value_type = T;
  using reference = T &;
  static constexpr int dimensions = D;

  local_accessor() = default;
  local_accessor(range<D> r, handler &h) : r(r) {
    header.byte_offset = detail::allocate_local(h, r.size() * sizeof(T), alignof(T));
  }
  local_accessor(const local_accessor &o) : header(o.header), r(o.r) {
    detail::record_capture(this, &detail::kernel_patches::local_count, &detail::kernel_patches::local_offsets,
                           "local_accessors");
  }
  local_accessor &operator=(const local_accessor &) = default;

  T &operator[](id<D> i) const { return data()[detail::linearize<D>(i, r)]; }
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  T &operator[](I i) const {
    return data()[i];
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    return detail::accessor_row<T &, D - 1>{data(), &r.v[1], size_t(i)};
  }
  range<D> get_range() const { return r; }
  size_t size() const noexcept { return r.size(); }
  T *get_pointer() const { return data(); }
  T *get_multi_ptr() const { return data(); }
  template <access::decorated = access::decorated::no> T *get_multi_ptr() const { return data(); }

private:
  T *data() const { return static_cast<T *>(header.ptr); }
  detail::local_accessor_header header{nullptr, 0};
  range<D> r;
};

// ---------------------------------------------------------------- buffers
namespace detail {
// The memory of a buffer: shared USM of the default device, written back to
// the host pointer (if any) when the last buffer object goes away.
struct buffer_storage {
  void *mem = nullptr;
  size_t bytes = 0;
  void *write_back_to = nullptr;
  bool write_back = false;
  size_t device = 0;
  ~buffer_storage() {
    if (write_back && write_back_to)
      std::memcpy(write_back_to, mem, bytes);
    usm_free(mem);
  }
};
size_t default_device_index();
} // namespace detail

template <typename T, int D = 1, typename AllocatorT = std::allocator<std::remove_const_t<T>>> class buffer;
template <typename T, int D, typename AllocatorT> class buffer {
public:
  using value_type = T;
  using reference = T &;
  using const_reference = const T &;
  static constexpr int dimensions = D;

  buffer(const range<D> &r, const property_list & = {}) : r(r) { allocate(nullptr); }
  buffer(T *host, const range<D> &r, const property_list & = {}) : r(r) {
    allocate(host);
    store->write_back_to = const_cast<std::remove_const_t<T> *>(host);
    store->write_back = !std::is_const_v<T>;
  }
  buffer(const T *host, const range<D> &r, const property_list & = {}) : r(r) { allocate(host); }
  buffer(const std::shared_ptr<T> &host, const range<D> &r, const property_list & = {}) : r(r) {
    allocate(host.get());
    store->write_back_to = host.get();
    store->write_back = true;
  }
  template <typename It, int E = D, typename = std::enable_if_t<E == 1 && !std::is_pointer_v<It> && !std::is_integral_v<It>>>
  buffer(It first, It last, const property_list & = {}) : r(size_t(std::distance(first, last))) {
    std::vector<std::remove_const_t<T>> tmp(first, last);
    allocate(tmp.data());
  }
  // Contiguous containers (std::vector, std::array, ...): written back.
  template <typename C, int E = D,
            typename = std::enable_if_t<E == 1 && std::is_convertible_v<decltype(std::declval<C &>().data()), const T *>>,
            typename = decltype(std::declval<C &>().size())>
  buffer(C &container, const property_list & = {}) : r(container.size()) {
    allocate(container.data());
    if constexpr (!std::is_const_v<std::remove_pointer_t<decltype(container.data())>>) {
      store->write_back_to = container.data();
      store->write_back = true;
    }
  }
  // A sub-buffer: a contiguous region of the parent.
  buffer(buffer &parent, const id<D> &offset, const range<D> &sub) : r(sub), store(parent.store) {
    for (int d = 1; d < D; ++d)
      if (offset[d] != 0 || sub[d] != parent.r[d])
        throw exception(errc::invalid, "a sub-buffer must be a contiguous region of its parent");
    for (int d = 0; d < D; ++d)
      if (offset[d] + sub[d] > parent.r[d])
        throw exception(errc::invalid, "the sub-buffer exceeds its parent");
    base = parent.base + detail::linearize<D>(offset, parent.r);
  }

  range<D> get_range() const { return r; }
  size_t size() const noexcept { return r.size(); }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  void set_final_data(std::nullptr_t) { store->write_back_to = nullptr; }
  template <typename U> void set_final_data(U *p) {
    store->write_back_to = p;
    store->write_back = true;
  }
  void set_write_back(bool w = true) { store->write_back = w; }
  bool is_sub_buffer() const { return base != 0; }

  template <access_mode M = access_mode::read_write, target Tgt = target::device>
  accessor<T, D, M, Tgt> get_access(handler &h) {
    return accessor<T, D, M, Tgt>(*this, h);
  }
  template <access_mode M, target Tgt = target::device>
  accessor<T, D, M, Tgt> get_access(handler &h, range<D> rr, id<D> o = {}) {
    return accessor<T, D, M, Tgt>(*this, h, rr, o);
  }
  template <access_mode TM> accessor<T, D, TM> get_access(handler &h, mode_tag_t<TM>) {
    return accessor<T, D, TM>(*this, h);
  }
  template <access_mode M = access_mode::read_write> host_accessor<T, D, M> get_host_access() {
    return host_accessor<T, D, M>(*this);
  }
  template <access_mode TM> host_accessor<T, D, TM> get_host_access(mode_tag_t<TM>) {
    return host_accessor<T, D, TM>(*this);
  }
  template <access_mode M = access_mode::read_write> host_accessor<T, D, M> get_access() {
    return host_accessor<T, D, M>(*this);
  }

  void *data() const { return static_cast<std::remove_const_t<T> *>(store->mem) + base; }

private:
  void allocate(const T *init) {
    store = std::make_shared<detail::buffer_storage>();
    store->bytes = r.size() * sizeof(T);
    store->device = detail::default_device_index();
    store->mem = detail::usm_alloc(store->device, detail::usm_kind::shared, std::max<size_t>(store->bytes, 1),
                                   alignof(T) < 64 ? 64 : alignof(T));
    if (!store->mem)
      throw exception(errc::memory_allocation, "cannot allocate the buffer's memory");
    if (init)
      std::memcpy(store->mem, init, store->bytes);
  }
  range<D> r;
  std::shared_ptr<detail::buffer_storage> store;
  size_t base = 0; // first element, for sub-buffers
};
template <typename T, int D> buffer(T *, range<D>) -> buffer<T, D>;
template <typename T, int D> buffer(const T *, range<D>) -> buffer<T, D>;
template <typename C> buffer(C &) -> buffer<typename C::value_type, 1>;
template <typename It> buffer(It, It) -> buffer<typename std::iterator_traits<It>::value_type, 1>;

template <typename T, int D, typename A> accessor(buffer<T, D, A> &, handler &) -> accessor<T, D>;
template <typename T, int D, typename A, access_mode M>
accessor(buffer<T, D, A> &, handler &, mode_tag_t<M>) -> accessor<T, D, M>;
template <typename T, int D, typename A, access_mode M>
accessor(buffer<T, D, A> &, handler &, mode_tag_t<M>, property::no_init) -> accessor<T, D, M>;
template <typename T, int D, typename A, access_mode M>
accessor(buffer<T, D, A> &, handler &, mode_tag_t<M>, property_list) -> accessor<T, D, M>;
template <typename T, int D, typename A, access_mode M>
accessor(buffer<T, D, A> &, handler &, range<D>, mode_tag_t<M>) -> accessor<T, D, M>;
template <typename T, int D, typename A, access_mode M>
accessor(buffer<T, D, A> &, handler &, range<D>, id<D>, mode_tag_t<M>) -> accessor<T, D, M>;
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, handler &, range<D>) -> accessor<T, D>;
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, handler &, range<D>, id<D>) -> accessor<T, D>;
template <typename T, int D, typename A> host_accessor(buffer<T, D, A> &) -> host_accessor<T, D>;
template <typename T, int D, typename A, access_mode M>
host_accessor(buffer<T, D, A> &, mode_tag_t<M>) -> host_accessor<T, D, M>;
template <typename T, int D, typename A, access_mode M>
host_accessor(buffer<T, D, A> &, mode_tag_t<M>, property::no_init) -> host_accessor<T, D, M>;

// ---------------------------------------------------------------- atomics
enum class memory_order { relaxed, acquire, release, acq_rel, seq_cst };
enum class memory_scope { work_item, sub_group, work_group, device, system };
inline constexpr auto memory_order_relaxed = memory_order::relaxed;
inline constexpr auto memory_order_acquire = memory_order::acquire;
inline constexpr auto memory_order_release = memory_order::release;
inline constexpr auto memory_order_acq_rel = memory_order::acq_rel;
inline constexpr auto memory_order_seq_cst = memory_order::seq_cst;

namespace detail {
constexpr int gcc_order(memory_order o) {
  return o == memory_order::relaxed   ? __ATOMIC_RELAXED
         : o == memory_order::acquire ? __ATOMIC_ACQUIRE
         : o == memory_order::release ? __ATOMIC_RELEASE
         : o == memory_order::acq_rel ? __ATOMIC_ACQ_REL
                                      : __ATOMIC_SEQ_CST;
}
constexpr int load_order(memory_order o) {
  return o == memory_order::release ? __ATOMIC_RELAXED : o == memory_order::acq_rel ? __ATOMIC_ACQUIRE : gcc_order(o);
}
constexpr int store_order(memory_order o) {
  return o == memory_order::acquire ? __ATOMIC_RELAXED : o == memory_order::acq_rel ? __ATOMIC_RELEASE : gcc_order(o);
}
#define __SYCL_SCOPE(s)                                                                                                \
  ((s) == memory_scope::work_item    ? __MEMORY_SCOPE_SINGLE                                                           \
   : (s) == memory_scope::sub_group  ? __MEMORY_SCOPE_WVFRNT                                                           \
   : (s) == memory_scope::work_group ? __MEMORY_SCOPE_WRKGRP                                                           \
   : (s) == memory_scope::device     ? __MEMORY_SCOPE_DEVICE                                                           \
                                     : __MEMORY_SCOPE_SYSTEM)
} // namespace detail

// atomic_ref on integers, floats and pointers-sized values in any address
// space (pointers are generic on the device). Floating-point read-modify-write
// operations are compare-exchange loops, which every device supports.
template <typename T, memory_order DefaultOrder = memory_order::relaxed,
          memory_scope DefaultScope = memory_scope::device,
          access::address_space Space = access::address_space::generic_space>
class atomic_ref {
  static_assert(std::is_integral_v<T> || std::is_floating_point_v<T> || std::is_pointer_v<T>,
                "sycl::atomic_ref supports integer, floating-point and pointer types");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "sycl::atomic_ref supports 32- and 64-bit types");
  T *p;
#ifdef __SYCL_DEVICE_ONLY__
  // The devices' OpenCL libraries have no atomics on generic pointers, so
  // the address space parameter picks global or local ones; a generic
  // atomic_ref is taken to refer to global memory (docs/SYCL.md).
  template <typename U = T> auto ap() const {
    if constexpr (Space == access::address_space::local_space)
      return (__attribute__((opencl_local)) U *)p;
    else
      return (__attribute__((opencl_global)) U *)p;
  }
#else
  template <typename U = T> U *ap() const { return reinterpret_cast<U *>(p); }
#endif
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  static Bits to_bits(T v) { return __builtin_bit_cast(Bits, v); }
  static T from_bits(Bits b) { return __builtin_bit_cast(T, b); }

  template <typename F> T update(F f, memory_order o, memory_scope s) const {
    T old = load(memory_order::relaxed, s);
    while (!compare_exchange_weak(old, f(old), o, memory_order::relaxed, s)) {
    }
    return old;
  }

public:
  using value_type = T;
  static constexpr memory_order default_read_order =
      DefaultOrder == memory_order::acq_rel || DefaultOrder == memory_order::release ? memory_order::acquire
                                                                                    : DefaultOrder;
  static constexpr memory_order default_write_order =
      DefaultOrder == memory_order::acq_rel || DefaultOrder == memory_order::acquire ? memory_order::release
                                                                                    : DefaultOrder;
  static constexpr memory_order default_read_modify_write_order = DefaultOrder;
  static constexpr memory_scope default_scope = DefaultScope;
  static constexpr size_t required_alignment = sizeof(T);
  static constexpr bool is_always_lock_free = true;

  explicit atomic_ref(T &ref) : p(&ref) {}
  atomic_ref(const atomic_ref &) = default;
  bool is_lock_free() const noexcept { return true; }

  T load(memory_order o = default_read_order, memory_scope s = default_scope) const {
    return from_bits(__scoped_atomic_load_n(ap<Bits>(), detail::load_order(o), __SYCL_SCOPE(s)));
  }
  void store(T v, memory_order o = default_write_order, memory_scope s = default_scope) const {
    __scoped_atomic_store_n(ap<Bits>(), to_bits(v), detail::store_order(o), __SYCL_SCOPE(s));
  }
  operator T() const { return load(); }
  T operator=(T v) const {
    store(v);
    return v;
  }
  T exchange(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    return from_bits(__scoped_atomic_exchange_n(ap<Bits>(), to_bits(v), detail::gcc_order(o), __SYCL_SCOPE(s)));
  }
  bool compare_exchange_strong(T &expected, T desired, memory_order success, memory_order failure,
                               memory_scope s = default_scope) const {
    Bits e = to_bits(expected);
    bool ok = __scoped_atomic_compare_exchange_n(ap<Bits>(), &e, to_bits(desired), false, detail::gcc_order(success),
                                                 detail::load_order(failure), __SYCL_SCOPE(s));
    expected = from_bits(e);
    return ok;
  }
  bool compare_exchange_strong(T &expected, T desired, memory_order o = default_read_modify_write_order,
                               memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, o, o == memory_order::acq_rel ? memory_order::acquire : o, s);
  }
  bool compare_exchange_weak(T &expected, T desired, memory_order success, memory_order failure,
                             memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, success, failure, s);
  }
  bool compare_exchange_weak(T &expected, T desired, memory_order o = default_read_modify_write_order,
                             memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, o, s);
  }

#define __SYCL_ATOMIC_INT_OP(name, builtin, op)                                                                        \
  T name(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {                \
    if constexpr (std::is_integral_v<T>)                                                                               \
      return builtin(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));                                                     \
    else                                                                                                               \
      return update([v](T old) { return T(old op v); }, o, s);                                                         \
  }
  __SYCL_ATOMIC_INT_OP(fetch_add, __scoped_atomic_fetch_add, +)
  __SYCL_ATOMIC_INT_OP(fetch_sub, __scoped_atomic_fetch_sub, -)
#undef __SYCL_ATOMIC_INT_OP
#define __SYCL_ATOMIC_BIT_OP(name, builtin)                                                                            \
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>>                                        \
  T name(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {                \
    return builtin(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));                                                       \
  }
  __SYCL_ATOMIC_BIT_OP(fetch_and, __scoped_atomic_fetch_and)
  __SYCL_ATOMIC_BIT_OP(fetch_or, __scoped_atomic_fetch_or)
  __SYCL_ATOMIC_BIT_OP(fetch_xor, __scoped_atomic_fetch_xor)
#undef __SYCL_ATOMIC_BIT_OP
  T fetch_min(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    if constexpr (std::is_integral_v<T>)
      return __scoped_atomic_fetch_min(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));
    else
      return update([v](T old) { return v < old ? v : old; }, o, s);
  }
  T fetch_max(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    if constexpr (std::is_integral_v<T>)
      return __scoped_atomic_fetch_max(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));
    else
      return update([v](T old) { return v > old ? v : old; }, o, s);
  }
  T operator+=(T v) const { return fetch_add(v) + v; }
  T operator-=(T v) const { return fetch_sub(v) - v; }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator&=(T v) const {
    return fetch_and(v) & v;
  }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator|=(T v) const {
    return fetch_or(v) | v;
  }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator^=(T v) const {
    return fetch_xor(v) ^ v;
  }
  T operator++() const { return fetch_add(T(1)) + T(1); }
  T operator++(int) const { return fetch_add(T(1)); }
  T operator--() const { return fetch_sub(T(1)) - T(1); }
  T operator--(int) const { return fetch_sub(T(1)); }
};

inline void atomic_fence(memory_order o, memory_scope s) {
  __scoped_atomic_thread_fence(detail::gcc_order(o), __SYCL_SCOPE(s));
}

// ---------------------------------------------------------------- groups
template <typename G> void group_barrier(G g, memory_scope = memory_scope::work_group) {
#ifdef __SYCL_DEVICE_ONLY__
  constexpr unsigned flags = detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE;
  if constexpr (std::is_same_v<G, sub_group>)
    detail::ocl::sub_group_barrier(flags);
  else
    detail::ocl::barrier(flags);
#endif
}

// Function objects of the standard reductions.
template <typename T = void> struct plus {
  T operator()(const T &a, const T &b) const { return a + b; }
};
template <typename T = void> struct multiplies {
  T operator()(const T &a, const T &b) const { return a * b; }
};
template <typename T = void> struct minimum {
  T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <typename T = void> struct maximum {
  T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <typename T = void> struct bit_and {
  T operator()(const T &a, const T &b) const { return a & b; }
};
template <typename T = void> struct bit_or {
  T operator()(const T &a, const T &b) const { return a | b; }
};
template <typename T = void> struct bit_xor {
  T operator()(const T &a, const T &b) const { return a ^ b; }
};
template <typename T = void> struct logical_and {
  T operator()(const T &a, const T &b) const { return a && b; }
};
template <typename T = void> struct logical_or {
  T operator()(const T &a, const T &b) const { return a || b; }
};
#define __SYCL_TRANSPARENT(name)                                                                                       \
  template <> struct name<void> {                                                                                      \
    template <typename T> T operator()(const T &a, const T &b) const { return name<T>()(a, b); }                       \
  };
__SYCL_TRANSPARENT(plus)
__SYCL_TRANSPARENT(multiplies)
__SYCL_TRANSPARENT(minimum)
__SYCL_TRANSPARENT(maximum)
__SYCL_TRANSPARENT(bit_and)
__SYCL_TRANSPARENT(bit_or)
__SYCL_TRANSPARENT(bit_xor)
__SYCL_TRANSPARENT(logical_and)
__SYCL_TRANSPARENT(logical_or)
#undef __SYCL_TRANSPARENT

namespace detail {
template <typename Op> struct op_kind { static constexpr int value = 0; };
template <typename T> struct op_kind<plus<T>> { static constexpr int value = 1; };
template <typename T> struct op_kind<multiplies<T>> { static constexpr int value = 2; };
template <typename T> struct op_kind<minimum<T>> { static constexpr int value = 3; };
template <typename T> struct op_kind<maximum<T>> { static constexpr int value = 4; };
template <typename T> struct op_kind<bit_and<T>> { static constexpr int value = 5; };
template <typename T> struct op_kind<bit_or<T>> { static constexpr int value = 6; };
template <typename T> struct op_kind<bit_xor<T>> { static constexpr int value = 7; };
template <typename T> struct op_kind<logical_and<T>> { static constexpr int value = 8; };
template <typename T> struct op_kind<logical_or<T>> { static constexpr int value = 9; };
template <typename T> struct op_kind<std::plus<T>> { static constexpr int value = 1; };
template <typename T> struct op_kind<std::multiplies<T>> { static constexpr int value = 2; };
template <typename T> struct op_kind<std::bit_and<T>> { static constexpr int value = 5; };
template <typename T> struct op_kind<std::bit_or<T>> { static constexpr int value = 6; };
template <typename T> struct op_kind<std::bit_xor<T>> { static constexpr int value = 7; };
template <typename T> struct op_kind<std::logical_and<T>> { static constexpr int value = 8; };
template <typename T> struct op_kind<std::logical_or<T>> { static constexpr int value = 9; };
} // namespace detail

namespace detail {
template <typename Op, typename T> constexpr T identity_of() {
  constexpr int kind = op_kind<Op>::value;
  if constexpr (kind == 1 || kind == 6 || kind == 7 || kind == 9)
    return T(0);
  else if constexpr (kind == 2)
    return T(1);
  else if constexpr (kind == 3)
    return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max();
  else if constexpr (kind == 4)
    return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                : std::numeric_limits<T>::lowest();
  else if constexpr (kind == 5)
    return T(~T(0));
  else if constexpr (kind == 8)
    return T(true);
  else
    return T();
}
} // namespace detail

template <typename Op, typename T> struct known_identity {
  static constexpr bool has = detail::op_kind<Op>::value != 0;
  static constexpr T value = detail::identity_of<Op, T>();
};
template <typename Op, typename T> inline constexpr T known_identity_v = known_identity<Op, T>::value;
template <typename Op, typename T> inline constexpr bool has_known_identity_v = known_identity<Op, T>::has;

// The per-work-item accumulator a reduction kernel receives.
template <typename T, typename Op> class reducer {
public:
  reducer(const T &identity, Op op) : value(identity), ident(identity), op(op) {}
  reducer &combine(const T &v) {
    value = op(value, v);
    return *this;
  }
  T identity() const { return ident; }
  friend reducer &operator+=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator*=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator&=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator|=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator^=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator++(reducer &r) { return r.combine(T(1)); }
  T value;

private:
  T ident;
  Op op;
};

namespace detail {
// What a reduction carries into the kernel: one partial result per
// work-item, folded on the host after the launch.
template <typename T, typename Op> struct reduction_state {
  T *partials;
  T identity;
  Op op;
};
template <typename T, typename Op> struct reduction_desc {
  using value_type = T;
  using op_type = Op;
  T *target;        // USM or buffer memory
  T identity;
  Op op;
  bool init_to_identity;
};
} // namespace detail

template <typename T, typename Op>
detail::reduction_desc<T, Op> reduction(T *target, Op op, const property_list &p = {}) {
  static_assert(has_known_identity_v<Op, T>, "a reduction with this operator needs an explicit identity");
  return {target, known_identity_v<Op, T>, op, p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, typename Op>
detail::reduction_desc<T, Op> reduction(T *target, const T &identity, Op op, const property_list &p = {}) {
  return {target, identity, op, p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, int D, typename A, typename Op>
detail::reduction_desc<T, Op> reduction(buffer<T, D, A> &buf, handler &, Op op, const property_list &p = {}) {
  static_assert(has_known_identity_v<Op, T>, "a reduction with this operator needs an explicit identity");
  return {static_cast<T *>(buf.data()), known_identity_v<Op, T>, op,
          p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, int D, typename A, typename Op>
detail::reduction_desc<T, Op> reduction(buffer<T, D, A> &buf, handler &, const T &identity, Op op,
                                        const property_list &p = {}) {
  return {static_cast<T *>(buf.data()), identity, op, p.has_property<property::reduction::initialize_to_identity>()};
}

// ---------------------------------------------------------------- sub-groups
// Sub-groups are the device's (cl_khr_subgroups): their size is the one the
// device's compiler picks, or the kernel's [[sycl::reqd_sub_group_size(N)]].
// Queries, barriers and group algorithms are the OpenCL C sub-group and
// work-group functions, which our target lowers to OpGroup* and
// OpGroupNonUniform* instructions. A device without sub-groups (PoCL 3.1)
// refuses kernels that use them when their module is built.
class sub_group {
public:
  static constexpr int dimensions = 1;
  using id_type = id<1>;
  using range_type = range<1>;
  using linear_id_type = uint32_t;
#ifdef __SYCL_DEVICE_ONLY__
  id<1> get_local_id() const { return detail::ocl::sub_group_local_id(); }
  range<1> get_local_range() const { return detail::ocl::sub_group_size(); }
  range<1> get_max_local_range() const { return detail::ocl::max_sub_group_size(); }
  id<1> get_group_id() const { return detail::ocl::sub_group_id(); }
  range<1> get_group_range() const { return detail::ocl::num_sub_groups(); }
#else
  // Kernels run on devices only; the host compile just type-checks them.
  id<1> get_local_id() const { return 0; }
  range<1> get_local_range() const { return 1; }
  range<1> get_max_local_range() const { return 1; }
  id<1> get_group_id() const { return 0; }
  range<1> get_group_range() const { return 1; }
#endif
  uint32_t get_local_linear_id() const { return uint32_t(get_local_id()[0]); }
  uint32_t get_local_linear_range() const { return uint32_t(get_local_range()[0]); }
  uint32_t get_group_linear_id() const { return uint32_t(get_group_id()[0]); }
  uint32_t get_group_linear_range() const { return uint32_t(get_group_range()[0]); }
  bool leader() const { return get_local_linear_id() == 0; }
  void barrier() const { group_barrier(*this); }
};
template <int D> sub_group nd_item<D>::get_sub_group() const { return sub_group(); }

namespace detail {
template <typename G> inline constexpr bool is_work_group_v = false;
template <int D> inline constexpr bool is_work_group_v<group<D>> = true;
template <typename G>
inline constexpr bool is_group_v = std::is_same_v<G, sub_group> || is_work_group_v<G>;
template <typename T>
inline constexpr bool is_group_scalar_v = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;
enum class group_operation { reduce, inclusive_scan, exclusive_scan };

// x combined by Op over the group G: one OpenCL C group function.
template <group_operation O, typename G, typename Op, typename T> T group_collective(T x) {
  static_assert(is_group_v<G>, "group algorithms take a sycl::group or a sycl::sub_group");
  constexpr int k = op_kind<Op>::value;
  static_assert(k != 0, "group algorithms support sycl::plus, multiplies, minimum, maximum, bit_and, bit_or, "
                        "bit_xor, logical_and and logical_or");
  static_assert(is_group_scalar_v<T> || ((k == 8 || k == 9) && std::is_same_v<T, bool>),
                "group algorithms take scalar arithmetic values");
  static_assert(!(k >= 5 && k <= 7) || std::is_integral_v<T>, "bitwise group operations need integers");
  static_assert(!is_work_group_v<G> || k == 1 || k == 3 || k == 4,
                "work-group algorithms support sycl::plus, minimum and maximum only (OpenCL's work-group functions "
                "have no other operation)");
#ifdef __SYCL_DEVICE_ONLY__
  constexpr bool R = O == group_operation::reduce, I = O == group_operation::inclusive_scan;
#define __SYCL_PICK(prefix, op, v)                                                                                     \
  (R ? ocl::prefix##reduce_##op(v) : I ? ocl::prefix##scan_inclusive_##op(v) : ocl::prefix##scan_exclusive_##op(v))
  if constexpr (is_work_group_v<G>) {
    if constexpr (k == 1) return __SYCL_PICK(work_group_, add, x);
    else if constexpr (k == 3) return __SYCL_PICK(work_group_, min, x);
    else return __SYCL_PICK(work_group_, max, x);
  } else if constexpr (k == 1) {
    return __SYCL_PICK(sub_group_, add, x);
  } else if constexpr (k == 2) {
    return __SYCL_PICK(sub_group_non_uniform_, mul, x);
  } else if constexpr (k == 3) {
    return __SYCL_PICK(sub_group_, min, x);
  } else if constexpr (k == 4) {
    return __SYCL_PICK(sub_group_, max, x);
  } else if constexpr (k == 5) {
    return __SYCL_PICK(sub_group_non_uniform_, and, x);
  } else if constexpr (k == 6) {
    return __SYCL_PICK(sub_group_non_uniform_, or, x);
  } else if constexpr (k == 7) {
    return __SYCL_PICK(sub_group_non_uniform_, xor, x);
  } else {
    // Logical operations on OpenCL's int predicates.
    int p = x ? 1 : 0;
    if constexpr (k == 8)
      return T(__SYCL_PICK(sub_group_non_uniform_, logical_and, p));
    else
      return T(__SYCL_PICK(sub_group_non_uniform_, logical_or, p));
  }
#undef __SYCL_PICK
#else
  return x;
#endif
}
} // namespace detail

template <typename G, typename T, typename Op> T reduce_over_group(G, T x, Op) {
  return detail::group_collective<detail::group_operation::reduce, G, Op>(x);
}
template <typename G, typename V, typename T, typename Op> T reduce_over_group(G g, V x, T init, Op op) {
  return op(init, reduce_over_group(g, T(x), op));
}
template <typename G, typename T, typename Op> T inclusive_scan_over_group(G, T x, Op) {
  return detail::group_collective<detail::group_operation::inclusive_scan, G, Op>(x);
}
template <typename G, typename V, typename Op, typename T> T inclusive_scan_over_group(G g, V x, Op op, T init) {
  return op(init, inclusive_scan_over_group(g, T(x), op));
}
template <typename G, typename T, typename Op> T exclusive_scan_over_group(G, T x, Op) {
  return detail::group_collective<detail::group_operation::exclusive_scan, G, Op>(x);
}
template <typename G, typename V, typename T, typename Op> T exclusive_scan_over_group(G g, V x, T init, Op op) {
  // The first work-item's exclusive scan is the identity, so op(init, .) is
  // init there.
  return op(init, exclusive_scan_over_group(g, T(x), op));
}

namespace detail {
// Whether p holds for any (All: every) work-item of the group G.
template <bool All, typename G> bool group_vote(bool p) {
  static_assert(is_group_v<G>, "group algorithms take a sycl::group or a sycl::sub_group");
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<G, sub_group>)
    return (All ? ocl::sub_group_all(p) : ocl::sub_group_any(p)) != 0;
  else
    return (All ? ocl::work_group_all(p) : ocl::work_group_any(p)) != 0;
#else
  return p;
#endif
}
} // namespace detail
template <typename G> bool any_of_group(G, bool p) { return detail::group_vote<false, G>(p); }
template <typename G> bool all_of_group(G, bool p) { return detail::group_vote<true, G>(p); }
template <typename G> bool none_of_group(G g, bool p) { return !any_of_group(g, p); }

// The value of the work-item with local id `local` (default: the leader).
template <typename G, typename T> T group_broadcast(G, T x, typename G::id_type local = {}) {
  static_assert(detail::is_group_scalar_v<T>, "group_broadcast takes scalar arithmetic values");
  static_assert(std::is_same_v<G, sub_group> || G::dimensions == 1,
                "group_broadcast over a 2- or 3-dimensional work-group is not supported");
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<G, sub_group>)
    return detail::ocl::sub_group_broadcast(x, unsigned(local[0]));
  else
    return detail::ocl::work_group_broadcast(x, size_t(local[0]));
#else
  (void)local;
  return x;
#endif
}
template <typename G, typename T> T group_broadcast(G g, T x, typename G::linear_id_type local) {
  return group_broadcast(g, x, typename G::id_type(local));
}

// Sub-group shuffles.
namespace detail {
inline size_t linear_index(size_t n) { return n; }
inline size_t linear_index(id<1> n) { return n[0]; }
} // namespace detail
#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_SHUFFLE(name, ocl_name, arg)                                                                            \
  template <typename T> T name(sub_group, T x, arg) {                                                                  \
    static_assert(detail::is_group_scalar_v<T>, #name " takes scalar arithmetic values");                            \
    return detail::ocl::ocl_name(x, unsigned(detail::linear_index(n)));                                                                      \
  }
#else
#define __SYCL_SHUFFLE(name, ocl_name, arg)                                                                            \
  template <typename T> T name(sub_group, T x, arg) {                                                                  \
    static_assert(detail::is_group_scalar_v<T>, #name " takes scalar arithmetic values");                            \
    (void)n;                                                                                                           \
    return x;                                                                                                          \
  }
#endif
__SYCL_SHUFFLE(select_from_group, sub_group_shuffle, sub_group::id_type n)
__SYCL_SHUFFLE(permute_group_by_xor, sub_group_shuffle_xor, size_t n)
__SYCL_SHUFFLE(shift_group_left, sub_group_shuffle_down, size_t n = 1)
__SYCL_SHUFFLE(shift_group_right, sub_group_shuffle_up, size_t n = 1)
#undef __SYCL_SHUFFLE

// ---------------------------------------------------------------- kernels
namespace detail {

template <typename K, typename... A> constexpr bool invocable_v = std::is_invocable_v<const K &, A...>;

// A minimal tuple for kernel state. Its accessors are always inlined, so
// that device code compiled at -O0 has no functions returning references
// into it (std::get's helpers); our SPIR-V target mistypes those returns.
template <typename... T> struct pack {};
template <typename H, typename... T> struct pack<H, T...> {
  H head;
  pack<T...> tail;
};
inline pack<> make_pack() { return {}; }
template <typename H, typename... T> pack<H, T...> make_pack(const H &h, const T &...t) { return {h, make_pack(t...)}; }
template <size_t I, typename P> __attribute__((always_inline)) inline auto &pack_get(P &p) {
  if constexpr (I == 0)
    return p.head;
  else
    return pack_get<I - 1>(p.tail);
}

// The kernel's function object and how to call it for one work-item.
template <typename K> struct single_task_kernel {
  K k;
  void operator()() const { k(); }
};

template <int D> id<D> global_id_of_item() {
  id<D> i;
#ifdef __SYCL_DEVICE_ONLY__
  for (int d = 0; d < D; ++d)
    i[d] = ocl::global_id(ocl_dim<D>(d));
#endif
  return i;
}

template <int D, typename K, typename... R> struct range_kernel {
  K k;
  range<D> r;
  id<D> off;
  pack<reduction_state<typename R::value_type, typename R::op_type>...> reductions;

  void operator()() const {
    id<D> i = global_id_of_item<D>();
    item<D> it(i, r, off);
    if constexpr (sizeof...(R) == 0) {
      if constexpr (invocable_v<K, item<D>>)
        k(it);
      else
        k(i);
    } else {
      run_with_reducers(it, std::index_sequence_for<R...>());
    }
  }
  template <size_t... I> void run_with_reducers(const item<D> &it, std::index_sequence<I...>) const {
    auto red = make_pack(reducer<typename R::value_type, typename R::op_type>(
        pack_get<I>(reductions).identity, pack_get<I>(reductions).op)...);
    if constexpr (invocable_v<K, item<D>, decltype(pack_get<I>(red))...>)
      k(it, pack_get<I>(red)...);
    else
      k(it.get_id(), pack_get<I>(red)...);
    size_t lin = it.get_linear_id();
    ((pack_get<I>(reductions).partials[lin] = pack_get<I>(red).value), ...);
  }
};

template <int D, typename K, typename... R> struct nd_range_kernel {
  K k;
  pack<reduction_state<typename R::value_type, typename R::op_type>...> reductions;

  void operator()() const {
    nd_item<D> it;
    if constexpr (sizeof...(R) == 0)
      k(it);
    else
      run_with_reducers(it, std::index_sequence_for<R...>());
  }
  template <size_t... I> void run_with_reducers(const nd_item<D> &it, std::index_sequence<I...>) const {
    auto red = make_pack(reducer<typename R::value_type, typename R::op_type>(
        pack_get<I>(reductions).identity, pack_get<I>(reductions).op)...);
    k(it, pack_get<I>(red)...);
    size_t lin = it.get_global_linear_id();
    ((pack_get<I>(reductions).partials[lin] = pack_get<I>(red).value), ...);
  }
};

// Kernels named by the user are named by their type; unnamed ones by the
// kernel wrapper's type, which holds the lambda's unique type.
template <typename W> class auto_name;
template <typename Name, typename W> using kernel_name_t = std::conditional_t<std::is_void_v<Name>, auto_name<W>, Name>;

template <typename W> void apply_local_patches(W &w, __SYCL_LOCAL char *arena, const kernel_patches &p) {
  char *base = reinterpret_cast<char *>(&w);
  for (uint32_t i = 0; i < p.local_count && i < max_local_accessors; ++i) {
    auto *h = reinterpret_cast<local_accessor_header *>(base + p.local_offsets[i]);
    h->ptr = static_cast<char *>(arena) + h->byte_offset;
  }
}
template <typename W> void flush_streams(W &w, const kernel_patches &p) {
  char *base = reinterpret_cast<char *>(&w);
  for (uint32_t i = 0; i < p.stream_count && i < max_streams; ++i)
    reinterpret_cast<stream_core *>(base + p.stream_offsets[i])->flush();
}

// The one kernel entry point of the library (see the top of this file).
template <typename Name, typename W>
[[clang::sycl_kernel_entry_point(Name)]] void kernel_entry(W w, __SYCL_LOCAL char *arena, kernel_patches patches) {
  apply_local_patches(w, arena, patches);
  w();
  flush_streams(w, patches);
}

} // namespace detail

namespace ext::oneapi {
using sycl::sub_group;
namespace experimental {
// OpenCL's printf. The format (and %s strings) must be string literals:
// the target gives them copies in the constant address space that OpenCL
// printf reads; inlined even at -O0 so that the target sees the literals.
// float arguments go as double, so the device needs fp64.
template <typename FormatT, typename... A>
__attribute__((always_inline)) inline int printf(const FormatT *format, A... args) {
  static_assert(std::is_same_v<std::remove_cv_t<FormatT>, char>, "printf takes a string literal as its format");
#ifdef __SYCL_DEVICE_ONLY__
  return detail::ocl::printf(format, args...);
#else
  return std::printf(format, args...);
#endif
}
} // namespace experimental
} // namespace ext::oneapi

namespace detail {
// The text buffer of a sycl::stream (stream_core.hpp), owned by the handler
// of its command group.
struct stream_buffer {
  char *storage;
  uint32_t capacity;
  stream_buffer(size_t device, uint32_t capacity)
      : storage(static_cast<char *>(usm_alloc(device, usm_kind::shared, sizeof(uint32_t) + capacity, 64))),
        capacity(capacity) {
    std::memset(storage, 0, sizeof(uint32_t));
  }
  stream_buffer(const stream_buffer &) = delete;
  stream_buffer &operator=(const stream_buffer &) = delete;
  ~stream_buffer() { usm_free(storage); }
  // Prints what the kernel wrote and empties the buffer.
  void print() {
    uint32_t used;
    std::memcpy(&used, storage, sizeof used);
    std::fwrite(storage + sizeof used, 1, used < capacity ? used : capacity, stdout);
    std::fflush(stdout);
    std::memset(storage, 0, sizeof used);
  }
};

struct queue_state {
  size_t device;
  async_handler handler;
  bool in_order = false, profiling = false;
};
} // namespace detail

// ---------------------------------------------------------------- handler
class handler {
public:
  explicit handler(std::shared_ptr<detail::queue_state> q) : q(std::move(q)) {}

  template <typename Name = void, typename K> void single_task(const K &k) {
    launch<detail::kernel_name_t<Name, detail::single_task_kernel<K>>>(
        detail::single_task_kernel<K>{k}, 1, range<1>(1), static_cast<const range<1> *>(nullptr), id<1>(), false);
  }

  template <typename Name = void, int D, typename... Rest> void parallel_for(range<D> r, Rest &&...rest) {
    parallel_for_range<Name>(r, id<D>(), std::forward<Rest>(rest)...);
  }
  template <typename Name = void, int D, typename... Rest> void parallel_for(range<D> r, id<D> offset, Rest &&...rest) {
    parallel_for_range<Name>(r, offset, std::forward<Rest>(rest)...);
  }
  // parallel_for(1024, ...) and parallel_for({n, m}, ...).
  template <typename Name = void, typename... Rest> void parallel_for(size_t n, Rest &&...rest) {
    parallel_for_range<Name>(range<1>(n), id<1>(), std::forward<Rest>(rest)...);
  }
  template <typename Name = void, int D, typename... Rest> void parallel_for(nd_range<D> ndr, Rest &&...rest) {
    auto [reds, k] = split_last(std::forward<Rest>(rest)...);
    using K = std::decay_t<decltype(k)>;
    std::apply(
        [&](auto &...rd) {
          using W = detail::nd_range_kernel<D, K, std::decay_t<decltype(rd)>...>;
          W w{k, detail::make_pack(make_state(rd)...)};
          range<D> g = ndr.get_global_range(), l = ndr.get_local_range();
          for (int d = 0; d < D; ++d)
            if (l[d] == 0 || g[d] % l[d])
              throw exception(errc::nd_range, "the global range must be a multiple of the local range");
          size_t items = g.size();
          auto partials = allocate_partials(items, rd...);
          fill_partials(w.reductions, partials, std::index_sequence_for<decltype(rd)...>());
          launch<detail::kernel_name_t<Name, W>>(w, D, g, &l, ndr.get_offset(), true);
          finish_reductions(partials, items, rd...);
        },
        reds);
  }

  template <typename K> void host_task(const K &k) {
    once();
    times.submit = times.start = detail::now_ns();
    k();
    times.end = detail::now_ns();
  }

  // Copies, fills and USM operations.
  void memcpy(void *dst, const void *src, size_t bytes) {
    once();
    timed([&] { detail::copy_bytes(q->device, dst, src, bytes); });
  }
  template <typename T> void copy(const T *src, T *dst, size_t count) { memcpy(dst, src, count * sizeof(T)); }
  void memset(void *dst, int value, size_t bytes) {
    once();
    unsigned char v = static_cast<unsigned char>(value);
    timed([&] { detail::fill_bytes(q->device, dst, &v, 1, bytes); });
  }
  template <typename T> void fill(void *dst, const T &pattern, size_t count) {
    once();
    timed([&] { detail::fill_bytes(q->device, dst, &pattern, sizeof(T), count * sizeof(T)); });
  }
  template <typename T, int D, access_mode M, target Tg, access::placeholder P>
  void fill(accessor<T, D, M, Tg, P> acc, const T &value) {
    once();
    timed([&] { fill_region(acc, value); });
  }
  template <typename T, int D, access_mode M, target Tg, access::placeholder P, typename U>
  void copy(accessor<T, D, M, Tg, P> src, U *dst) {
    once();
    timed([&] { region_copy(src, dst, true); });
  }
  template <typename U, typename T, int D, access_mode M, target Tg, access::placeholder P>
  void copy(const U *src, accessor<T, D, M, Tg, P> dst) {
    once();
    timed([&] { region_copy(dst, const_cast<U *>(src), false); });
  }
  template <typename U, typename T, int D, access_mode M, target Tg, access::placeholder P>
  void copy(std::shared_ptr<U> src, accessor<T, D, M, Tg, P> dst) {
    copy(static_cast<const U *>(src.get()), dst);
  }
  template <typename T, int D, access_mode M, target Tg, access::placeholder P, typename U>
  void copy(accessor<T, D, M, Tg, P> src, std::shared_ptr<U> dst) {
    copy(src, dst.get());
  }
  template <typename T, int D, access_mode M1, target T1, access::placeholder P1, access_mode M2, target T2,
            access::placeholder P2>
  void copy(accessor<T, D, M1, T1, P1> src, accessor<std::remove_const_t<T>, D, M2, T2, P2> dst) {
    once();
    timed([&] {
      if (src.size() != dst.size())
        throw exception(errc::invalid, "handler::copy: accessors of different sizes");
      for (size_t i = 0; i < src.size(); ++i)
        dst[detail::delinearize<D>(i, dst.get_range())] = src[detail::delinearize<D>(i, src.get_range())];
    });
  }
  void prefetch(const void *, size_t) { once(); }
  void mem_advise(const void *, size_t, int) { once(); }
  // Commands run in submission order and complete before submit returns.
  void depends_on(const event &) {}
  void depends_on(const std::vector<event> &) {}
  template <typename A> void require(const A &) {}
  template <typename A> void update_host(const A &) { once(); }

  // Internal: the text buffer of a stream, local memory of the command's
  // kernel, and its result.
  char *allocate_stream(size_t bytes) {
    if (bytes == 0 || bytes > UINT32_MAX - 64)
      throw exception(errc::invalid, "sycl::stream: the buffer size must be between 1 and 4 GiB");
    streams.push_back(std::make_unique<detail::stream_buffer>(q->device, uint32_t(bytes)));
    return streams.back()->storage;
  }
  size_t allocate_local(size_t bytes, size_t align) {
    local_bytes = (local_bytes + align - 1) / align * align;
    size_t at = local_bytes;
    local_bytes += bytes;
    return at;
  }
  detail::command_times times;

private:
  void once() {
    if (used)
      throw exception(errc::invalid, "a command group holds more than one command");
    used = true;
  }
  template <typename F> void timed(F f) {
    times.submit = times.start = detail::now_ns();
    f();
    times.end = detail::now_ns();
  }
  template <typename A, typename T> void fill_region(A &acc, const T &value) {
    for (size_t i = 0; i < acc.size(); ++i)
      acc[detail::delinearize<A::dimensions>(i, acc.get_range())] = value;
  }
  template <typename A, typename U> void region_copy(A &acc, U *host, bool to_host) {
    constexpr int D = A::dimensions;
    for (size_t i = 0; i < acc.size(); ++i) {
      id<D> at = detail::delinearize<D>(i, acc.get_range());
      if (to_host)
        host[i] = acc[at];
      else
        const_cast<std::remove_const_t<std::remove_reference_t<decltype(acc[at])>> &>(acc[at]) = host[i];
    }
  }

  // Splits (reductions..., kernel) into a tuple of reductions and the kernel.
  template <typename... A> static auto split_last(A &&...a) {
    auto all = std::forward_as_tuple(a...);
    constexpr size_t N = sizeof...(A);
    static_assert(N >= 1, "parallel_for needs a kernel function");
    return std::make_pair(head<N - 1>(all, std::make_index_sequence<N - 1>()), std::get<N - 1>(all));
  }
  template <size_t N, typename Tup, size_t... I> static auto head(Tup &t, std::index_sequence<I...>) {
    return std::make_tuple(std::get<I>(t)...);
  }
  template <typename R> static auto make_state(const R &rd) {
    return detail::reduction_state<typename R::value_type, typename R::op_type>{nullptr, rd.identity, rd.op};
  }
  template <typename... R> std::tuple<typename R::value_type *...> allocate_partials(size_t items, const R &...) {
    return std::tuple<typename R::value_type *...>(static_cast<typename R::value_type *>(detail::usm_alloc(
        q->device, detail::usm_kind::shared, items * sizeof(typename R::value_type), 64))...);
  }
  template <typename States, typename Partials, size_t... I>
  static void fill_partials(States &s, Partials &p, std::index_sequence<I...>) {
    ((detail::pack_get<I>(s).partials = std::get<I>(p)), ...);
  }
  template <typename Partials, typename... R> void finish_reductions(Partials &p, size_t items, const R &...rd) {
    finish_each(p, items, std::index_sequence_for<R...>(), rd...);
  }
  template <typename Partials, size_t... I, typename... R>
  void finish_each(Partials &p, size_t items, std::index_sequence<I...>, const R &...rd) {
    (finish_one(std::get<I>(p), items, rd), ...);
  }
  template <typename T, typename R> void finish_one(T *partials, size_t items, const R &rd) {
    T acc = rd.identity;
    if (!rd.init_to_identity)
      detail::copy_bytes(q->device, &acc, rd.target, sizeof(T));
    for (size_t i = 0; i < items; ++i)
      acc = rd.op(acc, partials[i]);
    detail::copy_bytes(q->device, rd.target, &acc, sizeof(T));
    detail::usm_free(partials);
  }

  template <typename Name, int D, typename... Rest> void parallel_for_range(range<D> r, id<D> off, Rest &&...rest) {
    auto [reds, k] = split_last(std::forward<Rest>(rest)...);
    using K = std::decay_t<decltype(k)>;
    std::apply(
        [&](auto &...rd) {
          using W = detail::range_kernel<D, K, std::decay_t<decltype(rd)>...>;
          W w{k, r, off, detail::make_pack(make_state(rd)...)};
          size_t items = r.size();
          auto partials = allocate_partials(items, rd...);
          fill_partials(w.reductions, partials, std::index_sequence_for<decltype(rd)...>());
          launch<detail::kernel_name_t<Name, W>>(w, D, r, static_cast<const range<D> *>(nullptr), off, true);
          finish_reductions(partials, items, rd...);
        },
        reds);
  }

  template <typename Name, typename W, int D>
  void launch(const W &w, unsigned dims, range<D> global, const range<D> *local, id<D> offset, bool has_offset) {
    once();
    if (global.size() == 0)
      return;
    // Copy the kernel object into launch storage; local_accessors copied
    // into it report their offsets.
    alignas(W) unsigned char storage[sizeof(W)];
    detail::kernel_patches patches{};
    detail::capture_region region{reinterpret_cast<const char *>(storage),
                                  reinterpret_cast<const char *>(storage) + sizeof(W), &patches};
    detail::current_capture() = &region;
    W *copy;
    try {
      copy = new (storage) W(w);
    } catch (...) {
      detail::current_capture() = nullptr;
      throw;
    }
    detail::current_capture() = nullptr;
    // Instantiates the device kernel; its host body is empty.
    detail::kernel_entry<Name>(*copy, nullptr, patches);

    detail::launch_args a{};
    a.kernel_name = __builtin_sycl_unique_stable_name(Name);
    a.kernel_object = copy;
    a.kernel_object_size = sizeof(W);
    a.local_bytes = local_bytes ? local_bytes : 16;
    a.patches = &patches;
    a.patches_size = sizeof(patches);
    a.dims = dims;
    for (int d = 0; d < D; ++d) {
      a.global[detail::ocl_dim<D>(d)] = global[d];
      a.local[detail::ocl_dim<D>(d)] = local ? (*local)[d] : 0;
      a.offset[detail::ocl_dim<D>(d)] = offset[d];
    }
    a.has_local = local != nullptr;
    a.has_offset = has_offset && offset != id<D>();
    try {
      detail::launch(q->device, a, times);
    } catch (...) {
      copy->~W();
      throw;
    }
    copy->~W();
    for (auto &s : streams)
      s->print();
  }

  std::shared_ptr<detail::queue_state> q;
  std::vector<std::unique_ptr<detail::stream_buffer>> streams;
  size_t local_bytes = 0;
  bool used = false;
};

namespace detail {
inline size_t allocate_local(handler &h, size_t bytes, size_t align) { return h.allocate_local(bytes, align); }
} // namespace detail

// ---------------------------------------------------------------- stream
// sycl::stream: formatting and line buffering in stream_core.hpp; the text
// buffer belongs to the handler, which prints it when the kernel completes.
class stream : public detail::stream_core {
public:
  stream(size_t total_size, size_t work_item_size, handler &h, const property_list & = {})
      : stream_core(h.allocate_stream(total_size), uint32_t(total_size),
                    uint32_t(work_item_size < UINT32_MAX ? work_item_size : UINT32_MAX)),
        work_item_size(work_item_size) {}
  stream(const stream &o) : stream_core(o), work_item_size(o.work_item_size) {
    detail::record_capture(this, &detail::kernel_patches::stream_count, &detail::kernel_patches::stream_offsets,
                           "streams");
  }
  stream &operator=(const stream &) = default;
  size_t size() const noexcept { return capacity; }
  size_t get_size() const { return capacity; }
  size_t get_work_item_buffer_size() const { return work_item_size; }
  size_t get_max_statement_size() const { return work_item_size; }
  bool operator==(const stream &o) const { return storage == o.storage; }
  bool operator!=(const stream &o) const { return !(*this == o); }

private:
  size_t work_item_size;
};

template <typename T> const stream &operator<<(const stream &os, const T &v) {
  os.write(v);
  return os;
}
// id and range print as {x, y, z}.
namespace detail {
template <typename I> const stream &print_index(const stream &os, const I &v) {
  os << '{';
  for (int d = 0; d < I::dimensions; ++d)
    os << (d ? ", " : "") << v[d];
  return os << '}';
}
} // namespace detail
template <int D> const stream &operator<<(const stream &os, const id<D> &v) { return detail::print_index(os, v); }
template <int D> const stream &operator<<(const stream &os, const range<D> &v) { return detail::print_index(os, v); }

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

// ---------------------------------------------------------------- USM
namespace usm {
enum class alloc { host, device, shared, unknown };
}
namespace detail {
inline usm_kind kind_of(usm::alloc a) {
  return a == usm::alloc::host ? usm_kind::host : a == usm::alloc::device ? usm_kind::device : usm_kind::shared;
}
} // namespace detail
#define __SYCL_USM_KIND(name, kind)                                                                                    \
  inline void *name(size_t bytes, const device &d, const context & = context(), const property_list & = {}) {          \
    return detail::usm_alloc(d.get_index(), detail::usm_kind::kind, bytes, 64);                                        \
  }                                                                                                                    \
  inline void *name(size_t bytes, const queue &q, const property_list & = {}) { return name(bytes, q.get_device()); }  \
  template <typename T> T *name(size_t count, const queue &q, const property_list & = {}) {                            \
    return static_cast<T *>(detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::kind, count * sizeof(T),   \
                                              alignof(T) < 64 ? 64 : alignof(T)));                                     \
  }                                                                                                                    \
  template <typename T>                                                                                                \
  T *name(size_t count, const device &d, const context & = context(), const property_list & = {}) {                   \
    return static_cast<T *>(                                                                                           \
        detail::usm_alloc(d.get_index(), detail::usm_kind::kind, count * sizeof(T), alignof(T) < 64 ? 64 : alignof(T))); \
  }
__SYCL_USM_KIND(malloc_device, device)
__SYCL_USM_KIND(malloc_host, host)
__SYCL_USM_KIND(malloc_shared, shared)
#undef __SYCL_USM_KIND
inline void *malloc(size_t bytes, const queue &q, usm::alloc kind, const property_list & = {}) {
  return detail::usm_alloc(q.get_device().get_index(), detail::kind_of(kind), bytes, 64);
}
template <typename T> T *malloc(size_t count, const queue &q, usm::alloc kind, const property_list & = {}) {
  return static_cast<T *>(malloc(count * sizeof(T), q, kind));
}
inline void *aligned_alloc_device(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::device, bytes, align);
}
inline void *aligned_alloc_shared(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::shared, bytes, align);
}
inline void *aligned_alloc_host(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::host, bytes, align);
}
inline void free(void *p, const context & = context()) { detail::usm_free(p); }
inline void free(void *p, const queue &) { detail::usm_free(p); }
inline usm::alloc get_pointer_type(const void *p, const context &) {
  detail::usm_kind k;
  size_t d;
  if (!detail::usm_lookup(p, k, d))
    return usm::alloc::unknown;
  return k == detail::usm_kind::host ? usm::alloc::host
         : k == detail::usm_kind::device ? usm::alloc::device
                                         : usm::alloc::shared;
}

template <typename T, usm::alloc Kind, size_t Align = 64> class usm_allocator {
  static_assert(Kind != usm::alloc::device, "usm_allocator cannot allocate device memory (the host cannot use it)");

public:
  using value_type = T;
  template <typename U> struct rebind {
    using other = usm_allocator<U, Kind, Align>;
  };
  usm_allocator(const queue &q) : q(q) {}
  template <typename U> usm_allocator(const usm_allocator<U, Kind, Align> &o) : q(o.q) {}
  T *allocate(size_t n) {
    T *p = static_cast<T *>(detail::usm_alloc(q.get_device().get_index(), detail::kind_of(Kind), n * sizeof(T),
                                              Align < alignof(T) ? alignof(T) : Align));
    if (!p)
      throw std::bad_alloc();
    return p;
  }
  void deallocate(T *p, size_t) { detail::usm_free(p); }
  template <typename U> bool operator==(const usm_allocator<U, Kind, Align> &) const { return true; }
  template <typename U> bool operator!=(const usm_allocator<U, Kind, Align> &) const { return false; }
  queue q;
};

} // namespace sycl

#undef __SYCL_SCOPE

#endif
