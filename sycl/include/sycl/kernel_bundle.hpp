//===- sycl/kernel_bundle.hpp - kernel ids, kernels and kernel bundles ----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// The application's kernels are those of the SPIR-V images the program
// registered (offload/lib/SYCLRegistration.cpp); a kernel_id is a kernel's
// name (the unique stable name of its kernel name type). A bundle is a
// context, devices and a set of kernels; its device images are one per
// kernel, so that joining bundles or selecting images keeps the images
// (an image is equal to another of the same kernel and devices). Building a
// bundle (build, link, or asking for an executable bundle) builds the
// kernels' SPIR-V modules for its devices; a kernel is compatible with a
// device when its module builds for it (a kernel using fp64 does not build
// for a device without it, for example).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_BUNDLE_HPP
#define SYCL_KERNEL_BUNDLE_HPP

#include <sycl/device_selector.hpp>
#include <sycl/detail/unsupported.hpp>
#include <sycl/specialization_id.hpp>

#include <map>

namespace sycl {

enum class bundle_state { input, object, executable };

class kernel_id;
namespace detail {
// sycl/lib/kernel_bundle.cpp.
std::vector<std::string> registered_kernel_names();
bool kernel_registered(const std::string &name);
// Builds the image holding `name` for a device; false (and the build log in
// `log`) when it does not build there.
bool kernel_builds(size_t device, const std::string &name, std::string *log = nullptr,
                   const spec_constant_set *spec_constants = nullptr);
struct kernel_properties {
  uint32_t required_group_size[3] = {0, 0, 0}; // OpenCL order; 0: none
  size_t max_group_size = 1;                    // what the kernel's build allows on the device
  size_t local_mem_size = 0;                    // of the kernel's own local variables
  uint32_t max_sub_group_size = 1;
};
kernel_properties kernel_props(size_t device, const std::string &name);
// Whether the device has every aspect of the kernel's [[sycl::device_has]].
bool device_has_kernel_aspects(const device &dev, const std::string &name);
// Whether each kernel is compatible with one of the devices at least: the
// device has the kernel's aspects, the kernel builds for it and fits it (its
// required work-group size, if any, is one the device can run).
bool kernels_compatible(const std::vector<device> &devs, const std::vector<std::string> &names);

struct bundle_data {
  context ctx;
  std::vector<device> devices;
  std::vector<std::string> kernels;                // names, sorted
  std::vector<std::vector<device>> kernel_devices; // those each kernel is compatible with
  bundle_state state;
  spec_constant_set spec_values; // set on the bundle

  // The devices of the bundle's kernel `name`; null when it has no such kernel.
  const std::vector<device> *devices_of(const std::string &name) const {
    auto it = std::lower_bound(kernels.begin(), kernels.end(), name);
    return it != kernels.end() && *it == name ? &kernel_devices[size_t(it - kernels.begin())] : nullptr;
  }
  bool has_kernel_for(const std::string &name, const device &dev) const {
    const std::vector<device> *devs = devices_of(name);
    return devs && std::find(devs->begin(), devs->end(), dev) != devs->end();
  }
};
using bundle_ptr = std::shared_ptr<const bundle_data>;
inline const std::string &name_of(const kernel_id &id);
// The SpecIds the kernels read, sorted, each once (sycl/lib/kernel_bundle.cpp).
std::vector<uint32_t> spec_ids_of(const std::vector<std::string> &kernels) noexcept;
} // namespace detail

class kernel_id {
public:
  kernel_id() = delete;
  const char *get_name() const noexcept { return name.c_str(); }
  friend bool operator==(const kernel_id &a, const kernel_id &b) { return a.name == b.name; }
  friend bool operator!=(const kernel_id &a, const kernel_id &b) { return a.name != b.name; }
  explicit kernel_id(std::string name) : name(std::move(name)) {} // library internal

private:
  friend const std::string &detail::name_of(const kernel_id &);
  std::string name;
};
inline const std::string &detail::name_of(const kernel_id &id) { return id.name; }

template <typename KernelName> kernel_id get_kernel_id() {
  std::string name = __builtin_sycl_unique_stable_name(KernelName);
  if (!detail::kernel_registered(name))
    throw exception(errc::runtime, "no kernel of the application is named " + name);
  return kernel_id(name);
}
inline std::vector<kernel_id> get_kernel_ids() {
  std::vector<kernel_id> r;
  for (std::string &n : detail::registered_kernel_names())
    r.emplace_back(std::move(n));
  return r;
}

template <bundle_state State> class kernel_bundle;

class kernel {
public:
  kernel() = delete;
  backend get_backend() const noexcept { return backend::level_zero; }
  context get_context() const { return bundle->ctx; }
  kernel_bundle<bundle_state::executable> get_kernel_bundle() const;

  template <typename Param> typename Param::return_type get_info() const {
    namespace k = info::kernel;
    // SYCL 2020 allows num_args only for kernels made through interop and
    // built-in kernels, neither of which this implementation has.
    if constexpr (std::is_same_v<Param, k::num_args>)
      throw exception(errc::invalid, "info::kernel::num_args: '" + name +
                                         "' is neither an interop kernel nor a built-in kernel");
    else if constexpr (std::is_same_v<Param, k::attributes>)
      return std::string();
    else if constexpr (std::is_same_v<Param, k::function_name>)
      return name;
    else if constexpr (std::is_same_v<Param, k::reference_count>)
      return 1u;
    else
      static_assert(sizeof(Param) == 0, "not a kernel information descriptor");
  }
  template <typename Param> typename Param::return_type get_info(const device &dev) const {
    namespace k = info::kernel_device_specific;
    check_device(dev);
    const detail::kernel_properties p = detail::kernel_props(dev.get_index(), name);
    const uint32_t *req = p.required_group_size;
    std::vector<size_t> sizes = dev.get_info<info::device::sub_group_sizes>();
    size_t min_sg = sizes.empty() ? 1 : *std::min_element(sizes.begin(), sizes.end());
    size_t max_sg = p.max_sub_group_size;
    size_t group = req[0] ? size_t(req[0]) * req[1] * req[2] : p.max_group_size;
    if constexpr (std::is_same_v<Param, k::global_work_size>) {
      throw exception(errc::invalid, "global_work_size is only defined for built-in kernels and custom devices");
      return range<3>(0, 0, 0);
    } else if constexpr (std::is_same_v<Param, k::work_group_size>)
      return group;
    else if constexpr (std::is_same_v<Param, k::compile_work_group_size>)
      return req[0] ? range<3>(req[2], req[1], req[0]) : range<3>(0, 0, 0);
    else if constexpr (std::is_same_v<Param, k::preferred_work_group_size_multiple>)
      return max_sg;
    else if constexpr (std::is_same_v<Param, k::private_mem_size>)
      return size_t(0); // the runtime does not report it
    else if constexpr (std::is_same_v<Param, k::max_num_sub_groups>)
      return uint32_t((group + min_sg - 1) / min_sg);
    else if constexpr (std::is_same_v<Param, k::compile_num_sub_groups>)
      return 0u;
    else if constexpr (std::is_same_v<Param, k::max_sub_group_size>)
      return uint32_t(max_sg);
    else if constexpr (std::is_same_v<Param, k::compile_sub_group_size>)
      return 0u;
    else
      static_assert(sizeof(Param) == 0, "not a kernel_device_specific information descriptor");
  }
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this kernel has no backend-specific information");
  }
  // sycl_ext_oneapi_launch_queries: defined with its descriptors in
  // sycl/ext/oneapi/experimental/launch_queries.hpp.
  template <typename Param> typename Param::return_type ext_oneapi_get_info(const queue &q) const;
  template <typename Param> typename Param::return_type ext_oneapi_get_info(const queue &q, const range<1> &r) const;
  template <typename Param> typename Param::return_type ext_oneapi_get_info(const queue &q, const range<2> &r) const;
  template <typename Param> typename Param::return_type ext_oneapi_get_info(const queue &q, const range<3> &r) const;
  template <typename Param>
  typename Param::return_type ext_oneapi_get_info(const queue &q, const range<1> &r, size_t local_bytes) const;
  template <typename Param>
  typename Param::return_type ext_oneapi_get_info(const queue &q, const range<2> &r, size_t local_bytes) const;
  template <typename Param>
  typename Param::return_type ext_oneapi_get_info(const queue &q, const range<3> &r, size_t local_bytes) const;

  friend bool operator==(const kernel &a, const kernel &b) { return a.bundle == b.bundle && a.name == b.name; }
  friend bool operator!=(const kernel &a, const kernel &b) { return !(a == b); }

  // Library internals.
  kernel(detail::bundle_ptr b, std::string n) : bundle(std::move(b)), name(std::move(n)) {}
  const std::string &get_name() const { return name; }
  const void *get_impl() const { return bundle.get(); }

private:
  template <typename Param, int D>
  typename Param::return_type launch_query(const queue &q, const range<D> *r, const size_t *local_bytes) const;
  void check_device(const device &dev) const {
    if (!bundle->has_kernel_for(name, dev))
      throw exception(errc::invalid, "the kernel's bundle has it for other devices than this one");
  }
  detail::bundle_ptr bundle;
  std::string name;
};

template <bundle_state State> class device_image {
public:
  device_image() = delete;
  bool has_kernel(const kernel_id &id) const noexcept { return kernel == detail::name_of(id); }
  bool has_kernel(const kernel_id &id, const device &dev) const noexcept {
    return has_kernel(id) && bundle->has_kernel_for(kernel, dev);
  }
  friend bool operator==(const device_image &a, const device_image &b) {
    return a.kernel == b.kernel && *a.bundle->devices_of(a.kernel) == *b.bundle->devices_of(b.kernel);
  }
  friend bool operator!=(const device_image &a, const device_image &b) { return !(a == b); }

  // Library internals.
  device_image(detail::bundle_ptr b, std::string k) : bundle(std::move(b)), kernel(std::move(k)) {}
  const std::string &get_kernel_name() const { return kernel; }

private:
  detail::bundle_ptr bundle; // for the kernel's devices
  std::string kernel;
};

template <bundle_state State> class kernel_bundle {
public:
  using device_image_iterator = const device_image<State> *;

  kernel_bundle() = delete;
  bool empty() const noexcept { return data->kernels.empty(); }
  backend get_backend() const noexcept { return backend::level_zero; }
  context get_context() const noexcept { return data->ctx; }
  std::vector<device> get_devices() const noexcept { return data->devices; }
  bool has_kernel(const kernel_id &id) const noexcept { return has_name(detail::name_of(id)); }
  bool has_kernel(const kernel_id &id, const device &dev) const noexcept {
    return data->has_kernel_for(detail::name_of(id), dev);
  }
  template <typename KernelName> bool has_kernel() const noexcept {
    return has_name(__builtin_sycl_unique_stable_name(KernelName));
  }
  template <typename KernelName> bool has_kernel(const device &dev) const noexcept {
    return data->has_kernel_for(__builtin_sycl_unique_stable_name(KernelName), dev);
  }
  std::vector<kernel_id> get_kernel_ids() const {
    std::vector<kernel_id> r;
    for (const std::string &n : data->kernels)
      r.emplace_back(n);
    return r;
  }

  // Specialization constants are set when a module is built (Level-Zero
  // specialization constants), so every image supports them natively. The
  // runtime tells which constants a kernel reads; every read of a constant
  // reads the word saying whether it was set.
  bool contains_specialization_constants() const noexcept { return !detail::spec_ids_of(data->kernels).empty(); }
  bool native_specialization_constant() const noexcept { return contains_specialization_constants(); }
  template <auto &SpecName> bool has_specialization_constant() const noexcept {
    std::vector<uint32_t> ids = detail::spec_ids_of(data->kernels);
    return std::binary_search(ids.begin(), ids.end(), detail::spec_set_id<SpecName>());
  }
  template <auto &SpecName, bundle_state S = State, typename = std::enable_if_t<S == bundle_state::input>>
  void set_specialization_constant(typename std::remove_reference_t<decltype(SpecName)>::value_type value) {
    detail::set_spec_constant<SpecName>(mutable_data().spec_values, value);
  }
  template <auto &SpecName> typename std::remove_reference_t<decltype(SpecName)>::value_type
  get_specialization_constant() const {
    return detail::get_spec_constant<SpecName>(data->spec_values);
  }

  template <bundle_state S = State, typename = std::enable_if_t<S == bundle_state::executable>>
  kernel get_kernel(const kernel_id &id) const {
    if (!has_kernel(id))
      throw exception(errc::invalid, std::string("the kernel bundle does not contain kernel ") + id.get_name());
    return kernel(data, detail::name_of(id));
  }
  template <typename KernelName, bundle_state S = State, typename = std::enable_if_t<S == bundle_state::executable>>
  kernel get_kernel() const {
    return get_kernel(kernel_id(__builtin_sycl_unique_stable_name(KernelName)));
  }

  device_image_iterator begin() const { return images.data(); }
  device_image_iterator end() const { return images.data() + images.size(); }

  friend bool operator==(const kernel_bundle &a, const kernel_bundle &b) { return a.data == b.data; }
  friend bool operator!=(const kernel_bundle &a, const kernel_bundle &b) { return a.data != b.data; }

  // Library internals.
  explicit kernel_bundle(detail::bundle_ptr d) : data(std::move(d)) {
    for (const std::string &k : data->kernels)
      images.emplace_back(data, k);
  }
  const detail::bundle_ptr &get_data() const { return data; }

private:
  bool has_name(const std::string &n) const { return data->devices_of(n) != nullptr; }
  // Setting a constant changes this bundle and its copies (common reference
  // semantics), not the bundles it was made from.
  detail::bundle_data &mutable_data() { return const_cast<detail::bundle_data &>(*data); }
  detail::bundle_ptr data;
  std::vector<device_image<State>> images;
};

inline kernel_bundle<bundle_state::executable> kernel::get_kernel_bundle() const {
  return kernel_bundle<bundle_state::executable>(bundle);
}

namespace detail {
// Checks the devices against the context, builds the bundle and, for
// executable bundles, its image for every device.
bundle_ptr make_bundle(const context &ctx, const std::vector<device> &devs, std::vector<std::string> names,
                       bundle_state state, const spec_constant_set &spec_values = {});
std::vector<std::string> compatible_kernels(const std::vector<device> &devs);
std::vector<std::string> names_of(const std::vector<kernel_id> &ids);
} // namespace detail

template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  return kernel_bundle<State>(detail::make_bundle(ctx, devs, detail::compatible_kernels(devs), State));
}
template <bundle_state State> kernel_bundle<State> get_kernel_bundle(const context &ctx) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices());
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx, const std::vector<device> &devs,
                                       const std::vector<kernel_id> &ids) {
  return kernel_bundle<State>(detail::make_bundle(ctx, devs, detail::names_of(ids), State));
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx, const std::vector<kernel_id> &ids) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices(), ids);
}
template <typename KernelName, bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  return get_kernel_bundle<State>(ctx, devs, {get_kernel_id<KernelName>()});
}
template <typename KernelName, bundle_state State> kernel_bundle<State> get_kernel_bundle(const context &ctx) {
  return get_kernel_bundle<KernelName, State>(ctx, ctx.get_devices());
}
template <bundle_state State, typename Selector,
          typename = std::enable_if_t<std::is_invocable_r_v<bool, Selector, const device_image<State> &>>>
kernel_bundle<State> get_kernel_bundle(const context &ctx, const std::vector<device> &devs, Selector selector) {
  std::vector<std::string> selected;
  for (const device_image<State> &image : get_kernel_bundle<State>(ctx, devs))
    if (selector(image))
      selected.push_back(image.get_kernel_name());
  return kernel_bundle<State>(detail::make_bundle(ctx, devs, selected, State));
}
template <bundle_state State, typename Selector,
          typename = std::enable_if_t<std::is_invocable_r_v<bool, Selector, const device_image<State> &>>>
kernel_bundle<State> get_kernel_bundle(const context &ctx, Selector selector) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices(), selector);
}

namespace detail {
// The ids' names; unlike names_of, no check that they are registered (an
// unknown kernel is simply not compatible).
inline std::vector<std::string> plain_names_of(const std::vector<kernel_id> &ids) {
  std::vector<std::string> names;
  for (const kernel_id &id : ids)
    names.push_back(name_of(id));
  return names;
}
} // namespace detail

inline bool is_compatible(const std::vector<kernel_id> &ids, const device &dev) {
  return detail::kernels_compatible({dev}, detail::plain_names_of(ids));
}
template <typename KernelName> bool is_compatible(const device &dev) {
  return is_compatible({get_kernel_id<KernelName>()}, dev);
}

// Our devices compile and link online (aspect::online_compiler and
// online_linker), so every state is available where a kernel is compatible.
template <bundle_state State> bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  (void)detail::make_bundle(ctx, devs, {}, bundle_state::input); // checks the devices
  return !detail::compatible_kernels(devs).empty();
}
template <bundle_state State> bool has_kernel_bundle(const context &ctx) {
  return has_kernel_bundle<State>(ctx, ctx.get_devices());
}
// True where get_kernel_bundle would succeed: each kernel is compatible with
// one of the devices at least.
template <bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs, const std::vector<kernel_id> &ids) {
  (void)detail::make_bundle(ctx, devs, {}, bundle_state::input);
  return detail::kernels_compatible(devs, detail::plain_names_of(ids));
}
template <bundle_state State> bool has_kernel_bundle(const context &ctx, const std::vector<kernel_id> &ids) {
  return has_kernel_bundle<State>(ctx, ctx.get_devices(), ids);
}
template <typename KernelName, bundle_state State> bool has_kernel_bundle(const context &ctx) {
  return has_kernel_bundle<State>(ctx, {get_kernel_id<KernelName>()});
}
template <typename KernelName, bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  return has_kernel_bundle<State>(ctx, devs, {get_kernel_id<KernelName>()});
}

template <bundle_state State> kernel_bundle<State> join(const std::vector<kernel_bundle<State>> &bundles) {
  if (bundles.empty()) { // an empty bundle of the default context
    context ctx;
    return kernel_bundle<State>(detail::make_bundle(ctx, ctx.get_devices(), {}, State));
  }
  const detail::bundle_data &first = *bundles[0].get_data();
  std::vector<std::string> names;
  detail::spec_constant_set values;
  for (const kernel_bundle<State> &b : bundles) {
    const detail::bundle_data &d = *b.get_data();
    if (d.ctx != first.ctx || d.devices != first.devices)
      throw exception(errc::invalid, "joined kernel bundles must have the same context and devices");
    names.insert(names.end(), d.kernels.begin(), d.kernels.end());
    values.insert(d.spec_values.begin(), d.spec_values.end());
  }
  return kernel_bundle<State>(detail::make_bundle(first.ctx, first.devices, names, State, values));
}

namespace detail {
template <bundle_state To, bundle_state From>
kernel_bundle<To> convert_bundle(const kernel_bundle<From> &b, const std::vector<device> &devs) {
  const bundle_data &d = *b.get_data();
  for (const device &dev : devs)
    if (std::find(d.devices.begin(), d.devices.end(), dev) == d.devices.end())
      throw exception(errc::invalid, "a device is not one of the kernel bundle's devices");
  return kernel_bundle<To>(make_bundle(d.ctx, devs, d.kernels, To, d.spec_values));
}
} // namespace detail

inline kernel_bundle<bundle_state::object> compile(const kernel_bundle<bundle_state::input> &b,
                                                   const std::vector<device> &devs, const property_list & = {}) {
  return detail::convert_bundle<bundle_state::object>(b, devs);
}
inline kernel_bundle<bundle_state::object> compile(const kernel_bundle<bundle_state::input> &b,
                                                   const property_list &p = {}) {
  return compile(b, b.get_devices(), p);
}
inline kernel_bundle<bundle_state::executable> link(const std::vector<kernel_bundle<bundle_state::object>> &bs,
                                                    const std::vector<device> &devs, const property_list & = {}) {
  return detail::convert_bundle<bundle_state::executable>(join(bs), devs);
}
inline kernel_bundle<bundle_state::executable> link(const kernel_bundle<bundle_state::object> &b,
                                                    const std::vector<device> &devs, const property_list &p = {}) {
  return link(std::vector<kernel_bundle<bundle_state::object>>{b}, devs, p);
}
inline kernel_bundle<bundle_state::executable> link(const std::vector<kernel_bundle<bundle_state::object>> &bs,
                                                    const property_list &p = {}) {
  if (bs.empty())
    throw exception(errc::invalid, "link needs at least one kernel bundle");
  return link(bs, bs[0].get_devices(), p);
}
inline kernel_bundle<bundle_state::executable> link(const kernel_bundle<bundle_state::object> &b,
                                                    const property_list &p = {}) {
  return link(b, b.get_devices(), p);
}
inline kernel_bundle<bundle_state::executable> build(const kernel_bundle<bundle_state::input> &b,
                                                     const std::vector<device> &devs, const property_list & = {}) {
  return detail::convert_bundle<bundle_state::executable>(b, devs);
}
inline kernel_bundle<bundle_state::executable> build(const kernel_bundle<bundle_state::input> &b,
                                                     const property_list &p = {}) {
  return build(b, b.get_devices(), p);
}

} // namespace sycl

template <> struct std::hash<sycl::kernel_id> {
  size_t operator()(const sycl::kernel_id &k) const { return std::hash<std::string>()(k.get_name()); }
};
template <> struct std::hash<sycl::kernel> {
  size_t operator()(const sycl::kernel &k) const {
    return std::hash<const void *>()(k.get_impl()) ^ std::hash<std::string>()(k.get_name());
  }
};
template <sycl::bundle_state State> struct std::hash<sycl::kernel_bundle<State>> {
  size_t operator()(const sycl::kernel_bundle<State> &b) const { return std::hash<const void *>()(b.get_data().get()); }
};
template <sycl::bundle_state State> struct std::hash<sycl::device_image<State>> {
  size_t operator()(const sycl::device_image<State> &i) const { return std::hash<std::string>()(i.get_kernel_name()); }
};

#endif // SYCL_KERNEL_BUNDLE_HPP
