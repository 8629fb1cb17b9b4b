//===- kernel_bundle.cpp - kernel ids, kernel bundles and capability lists ===//
//
// The application's kernels come from the images the program registers
// (program_manager.cpp); building a bundle for a device builds the image
// holding its kernels (program_manager::get_kernel, which caches the module).
//
//===----------------------------------------------------------------------===//

#include "sycl/sycl.hpp"

#include "internal.h"
#include "program_manager.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <cstring>
#include <set>

namespace sycl::detail {

namespace {
// The registered images' kernel names, the device_has markers included.
std::vector<std::string> image_kernel_names() { return program_manager::kernel_names(); }

// A kernel whose function has [[sycl::device_has(a, b)]] comes with an empty
// kernel named __sycl_device_has_<a>_<b>__<kernel> (the aspects' values),
// which the device compile adds (clang/tools/driver/SYCLAttributes.cpp).
// The device link adds an entry named __sycl_uses_aspects_<a>_<b>__<kernel>
// for the optional features the kernel's code uses (SYCL 2020 section 5.7;
// clang/tools/driver/OffloadTools.cpp, UsedAspects), which names no function.
constexpr char device_has_prefix[] = "__sycl_device_has";
constexpr char uses_aspects_prefix[] = "__sycl_uses_aspects";
// The values the device link writes.
static_assert(int(aspect::fp16) == 6 && int(aspect::fp64) == 7 && int(aspect::atomic64) == 8 &&
              int(aspect::image) == 9);

// The kernel a marker name (of the kind that starts with prefix) stands
// for, with its aspects; nullopt for other names.
// The device link's entry for each device_global (SYCLDeviceGlobal.cpp in
// clang/tools/driver): __sycl_device_global_<specid>_<size>_<initial bytes
// in hex, or z for zeros>__<name>.
constexpr char device_global_prefix[] = "__sycl_device_global_";

// The device link's entry for [[intel::max_work_group_size(...)]]:
// __sycl_max_work_group_size_<x>_<y>_<z>__<kernel>, in OpenCL's order.
constexpr char max_work_group_size_prefix[] = "__sycl_max_work_group_size";

// The kernel a marker name (of the kind that starts with prefix) stands
// for, with its values; nullopt for other names.
template <typename V = aspect, size_t N>
std::optional<std::pair<std::string, std::vector<V>>> parse_aspect_marker(const std::string &name,
                                                                         const char (&prefix)[N]) {
  if (name.compare(0, N - 1, prefix) != 0)
    return std::nullopt;
  std::vector<V> values;
  size_t pos = N - 1;
  while (pos < name.size() && name[pos] == '_' && pos + 1 < name.size() && name[pos + 1] != '_') {
    size_t end = name.find('_', pos + 1);
    values.push_back(V(std::stoull(name.substr(pos + 1, end - pos - 1))));
    pos = end;
  }
  if (name.compare(pos, 2, "__") != 0)
    return std::nullopt;
  return std::make_pair(name.substr(pos + 2), std::move(values));
}

// The aspect's name, as SYCL 2020 spells it, for messages.
std::string aspect_name(aspect a) {
  static const char *names[] = {"cpu",
                                "gpu",
                                "accelerator",
                                "custom",
                                "emulated",
                                "host_debuggable",
                                "fp16",
                                "fp64",
                                "atomic64",
                                "image",
                                "online_compiler",
                                "online_linker",
                                "queue_profiling",
                                "usm_device_allocations",
                                "usm_host_allocations",
                                "usm_atomic_host_allocations",
                                "usm_shared_allocations",
                                "usm_atomic_shared_allocations",
                                "usm_system_allocations"};
  static_assert(sizeof(names) / sizeof(names[0]) == size_t(aspect::usm_system_allocations) + 1);
  size_t i = size_t(a);
  return "aspect::" + std::string(i < sizeof(names) / sizeof(names[0]) ? names[i] : std::to_string(i).c_str());
}

// What in a kernel's code needs an aspect the device link finds used.
const char *aspect_use(aspect a) {
  switch (a) {
  case aspect::fp16:
    return "sycl::half";
  case aspect::fp64:
    return "double";
  case aspect::atomic64:
    return "64-bit atomic operations";
  case aspect::image:
    return "image accessors";
  default:
    return "it";
  }
}
} // namespace

namespace {
// The registered kernels and the aspects their [[sycl::device_has]] markers
// require, read once: a program may have thousands of kernels, and asking
// the runtime for every name once per kernel made selecting bundles cubic.
struct kernel_table {
  std::vector<std::string> kernels;
  std::map<std::string, std::vector<aspect>> required_aspects, used_aspects;
  std::map<std::string, std::vector<uint64_t>> max_work_group_size; // OpenCL's order

  kernel_table() {
    for (std::string &n : image_kernel_names()) {
      if (auto marker = parse_aspect_marker(n, device_has_prefix))
        required_aspects[marker->first] = std::move(marker->second);
      else if (auto used = parse_aspect_marker(n, uses_aspects_prefix))
        used_aspects[used->first] = std::move(used->second);
      else if (auto max = parse_aspect_marker<uint64_t>(n, max_work_group_size_prefix))
        max_work_group_size[max->first] = std::move(max->second);
      else if (n.compare(0, sizeof(device_global_prefix) - 1, device_global_prefix) == 0)
        continue; // device_global_table's
      else
        kernels.push_back(std::move(n));
    }
  }

  // Why dev cannot run kernel (naming the first aspect it lacks), or empty.
  std::string missing_aspect(const device &dev, const std::string &kernel) const {
    for (const auto *table : {&used_aspects, &required_aspects}) {
      auto it = table->find(kernel);
      if (it == table->end())
        continue;
      for (aspect a : it->second)
        // A used fp16 is not refused: both CPU backends build and run
        // Float16 modules, PoCL's without reporting cl_khr_fp16 (so without
        // the aspect), and half kernels computed right there before the
        // device link found uses. [[sycl::device_has(aspect::fp16)]] is.
        if (!dev.has(a) && !(table == &used_aspects && a == aspect::fp16))
          return table == &used_aspects
                     ? std::string("uses ") + aspect_use(a) + " (" + aspect_name(a) + "),"
                     : "needs " + aspect_name(a) + " ([[sycl::device_has]]),";
    }
    return "";
  }
  bool device_has_aspects(const device &dev, const std::string &kernel) const {
    return missing_aspect(dev, kernel).empty();
  }

  bool compatible(const device &dev, const std::string &kernel) const;
  bool compatible_with_any(const std::vector<device> &devs, const std::string &kernel) const {
    return std::any_of(devs.begin(), devs.end(), [&](const device &d) { return compatible(d, kernel); });
  }
};
} // namespace

// The table of the images registered now. Every launch consults it, and a
// program may have thousands of kernels each launched once: it is read again
// only when a program or library registers or withdraws images.
std::shared_ptr<const kernel_table> current_kernel_table() {
  static std::mutex lock;
  static std::shared_ptr<const kernel_table> table;
  static uint64_t read_at = 0;
  std::lock_guard<std::mutex> g(lock);
  // Read before the names: a registration in between makes the next call
  // read them again.
  uint64_t now = program_manager::registration_count();
  if (!table || now != read_at) {
    table = std::make_shared<const kernel_table>();
    read_at = now;
  }
  return table;
}

std::vector<std::string> registered_kernel_names() { return current_kernel_table()->kernels; }

bool device_has_kernel_aspects(const device &dev, const std::string &kernel) {
  return current_kernel_table()->device_has_aspects(dev, kernel);
}

void check_kernel_launch(size_t device_index, const launch_args &a) {
  check_kernel_aspects(device_index, a.kernel_name);
  if (!a.has_local)
    return;
  std::shared_ptr<const kernel_table> table = current_kernel_table();
  const auto &maxima = table->max_work_group_size; // most kernels have none
  auto it = maxima.find(a.kernel_name);
  if (it == maxima.end())
    return;
  bool fits = true;
  std::string size, max;
  for (unsigned d = a.dims; d-- > 0;) { // SYCL's order in the message
    fits &= d >= it->second.size() || a.local[d] <= it->second[d];
    size += (size.empty() ? "" : ", ") + std::to_string(a.local[d]);
  }
  for (size_t d = it->second.size(); d-- > 0;)
    max += (max.empty() ? "" : ", ") + std::to_string(it->second[d]);
  if (!fits)
    throw exception(errc::nd_range, "kernel " + kernel_display_name(a.kernel_name) + " is launched with work-groups of {" +
                                        size + "}, beyond its [[intel::max_work_group_size]] of {" + max + "}");
}

void check_kernel_aspects(size_t device_index, const char *kernel) {
  // A program launches the same kernels again and again: each is looked up
  // once per device.
  static std::mutex lock;
  static std::set<std::pair<size_t, std::string>> supported;
  std::pair<size_t, std::string> key(device_index, kernel);
  {
    std::lock_guard<std::mutex> g(lock);
    if (supported.count(key))
      return;
  }
  device dev(device_index);
  std::string missing = current_kernel_table()->missing_aspect(dev, kernel);
  if (!missing.empty())
    throw exception(errc::kernel_not_supported, "kernel " + kernel_display_name(kernel) + " " + missing +
                                                    " which device '" + dev.get_info<info::device::name>() +
                                                    "' does not have");
  std::lock_guard<std::mutex> g(lock);
  supported.insert(std::move(key));
}

bool kernel_registered(const std::string &name) {
  std::shared_ptr<const kernel_table> table = current_kernel_table();
  return std::find(table->kernels.begin(), table->kernels.end(), name) != table->kernels.end();
}

namespace {
// The program's device_globals: what the device link registered, the
// host objects the host compile registered, and each one's storage on each
// device, made when first needed and kept for the program's life.
struct device_global_data {
  uint32_t spec_id = 0;
  std::vector<unsigned char> initial; // size bytes
  std::map<size_t, void *> storage;   // by device
};
struct device_global_registry {
  std::mutex lock;
  bool read = false;
  std::map<std::string, device_global_data> by_name;
  std::map<uint32_t, std::string> name_of_id;
  std::map<const void *, std::string> name_of_host;

  // Reads the device link's entries once (under lock).
  void read_entries() {
    if (read)
      return;
    read = true;
    for (const std::string &n : image_kernel_names()) {
      if (n.compare(0, sizeof(device_global_prefix) - 1, device_global_prefix) != 0)
        continue;
      size_t id_end = n.find('_', sizeof(device_global_prefix) - 1);
      size_t size_end = n.find('_', id_end + 1);
      size_t bytes_end = n.find("__", size_end + 1);
      if (id_end == std::string::npos || size_end == std::string::npos || bytes_end == std::string::npos)
        continue;
      device_global_data d;
      d.spec_id = uint32_t(std::stoul(n.substr(sizeof(device_global_prefix) - 1, id_end)));
      d.initial.assign(std::stoull(n.substr(id_end + 1, size_end - id_end - 1)), 0);
      std::string hex = n.substr(size_end + 1, bytes_end - size_end - 1);
      for (size_t i = 0; hex != "z" && 2 * i + 1 < hex.size() && i < d.initial.size(); ++i)
        d.initial[i] = static_cast<unsigned char>(std::stoi(hex.substr(2 * i, 2), nullptr, 16));
      std::string name = n.substr(bytes_end + 2);
      name_of_id[d.spec_id] = name;
      by_name.emplace(name, std::move(d));
    }
  }
  // The variable's storage on the device (under lock).
  void *storage(size_t device, const std::string &name) {
    read_entries();
    auto it = by_name.find(name);
    if (it == by_name.end())
      throw exception(errc::invalid, "device_global " + name + " is used by no kernel of the program");
    void *&p = it->second.storage[device];
    if (!p) {
      // Shared USM: the host writes its initial value on any device.
      p = usm_alloc(device, usm_kind::shared, std::max<size_t>(it->second.initial.size(), 1), 64);
      std::memcpy(p, it->second.initial.data(), it->second.initial.size());
    }
    return p;
  }
};
device_global_registry &device_globals() {
  static device_global_registry *r = new device_global_registry; // used from static constructors
  return *r;
}
} // namespace

void *device_global_storage(size_t device, const void *host_object) {
  device_global_registry &r = device_globals();
  std::lock_guard<std::mutex> g(r.lock);
  auto it = r.name_of_host.find(host_object);
  if (it == r.name_of_host.end())
    throw exception(errc::invalid, "this device_global was not registered by the host compile");
  return r.storage(device, it->second);
}

spvrt_result sycl_kernel(size_t device, const char *name, const spec_constant_set *spec, spvrt_kernel *kernel) {
  std::vector<spvrt_spec_constant> constants;
  if (spec)
    for (const auto &[id, word] : *spec)
      constants.push_back({id, sizeof(word), &word});
  // The addresses of the device_globals the kernel uses (SpecIds from
  // 0x80000000: low word, high word).
  std::vector<std::pair<uint32_t, uint32_t>> address_words;
  for (uint32_t id : spec_ids_of({name}))
    if (id & 0x80000000u) {
      device_global_registry &r = device_globals();
      std::lock_guard<std::mutex> g(r.lock);
      r.read_entries();
      auto it = r.name_of_id.find(id & ~1u);
      if (it == r.name_of_id.end())
        continue;
      uint64_t address = reinterpret_cast<uintptr_t>(r.storage(device, it->second));
      address_words.emplace_back(id, uint32_t(id & 1 ? address >> 32 : address));
    }
  for (const auto &[id, word] : address_words)
    constants.push_back({id, sizeof(word), &word});
  return program_manager::get_kernel(device_handle(device), name, uint32_t(constants.size()), constants.data(), kernel);
}

bool kernel_builds(size_t device, const std::string &name, std::string *log, const spec_constant_set *spec) {
  spvrt_kernel k = nullptr;
  if (sycl_kernel(device, name.c_str(), spec, &k) == SPVRT_SUCCESS)
    return true;
  if (log)
    *log = program_manager::last_error() + "\n" + spvrt_last_build_log();
  return false;
}

kernel_properties kernel_props(size_t device, const std::string &name) {
  spvrt_kernel k = nullptr;
  if (sycl_kernel(device, name.c_str(), nullptr, &k) != SPVRT_SUCCESS)
    throw_error(int(errc::build), program_manager::last_error() + "\n" + spvrt_last_build_log());
  kernel_properties p;
  spvrt_kernel_limits limits;
  if (spvrt_kernel_required_group_size(k, p.required_group_size) != SPVRT_SUCCESS ||
      spvrt_kernel_get_limits(k, &limits) != SPVRT_SUCCESS)
    throw_error(int(errc::runtime), spvrt_last_error());
  p.max_group_size = size_t(limits.max_group_size);
  p.local_mem_size = size_t(limits.local_mem_size);
  p.max_sub_group_size = std::max(limits.max_sub_group_size, 1u);
  return p;
}

bool kernels_compatible(const std::vector<device> &devs, const std::vector<std::string> &names) {
  const std::shared_ptr<const kernel_table> held = current_kernel_table();
  const kernel_table &table = *held;
  return std::all_of(names.begin(), names.end(),
                     [&](const std::string &name) { return table.compatible_with_any(devs, name); });
}

bool kernel_table::compatible(const device &dev, const std::string &name) const {
  if (!device_has_aspects(dev, name) || !kernel_builds(dev.get_index(), name))
    return false;
  // A required work-group size the device cannot run (SIZE_MAX reaches us as
  // 4294967295 per dimension) makes the kernel unusable there.
  const kernel_properties props = kernel_props(dev.get_index(), name);
  const uint32_t *req = props.required_group_size;
  if (!req[0])
    return true;
  range<3> max_items = dev.get_info<info::device::max_work_item_sizes<3>>(); // SYCL order
  size_t total = 1;
  for (int d = 0; d < 3; ++d) {
    if (req[d] > max_items[2 - d])
      return false;
    total *= req[d];
  }
  return total <= dev.get_info<info::device::max_work_group_size>();
}

std::vector<std::string> compatible_kernels(const std::vector<device> &devs) {
  const std::shared_ptr<const kernel_table> held = current_kernel_table();
  const kernel_table &table = *held;
  std::vector<std::string> r;
  for (const std::string &name : table.kernels)
    if (table.compatible_with_any(devs, name))
      r.push_back(name);
  return r;
}

std::vector<uint32_t> spec_ids_of(const std::vector<std::string> &kernels) noexcept {
  // A kernel's constants are those of the program's images, which stay
  // registered while it runs: each kernel is asked once.
  static std::mutex lock;
  static std::map<std::string, std::vector<uint32_t>> known;
  std::set<uint32_t> all;
  try {
    std::lock_guard<std::mutex> g(lock);
    for (const std::string &k : kernels) {
      auto it = known.find(k);
      if (it == known.end())
        it = known.emplace(k, program_manager::kernel_spec_ids(k)).first;
      all.insert(it->second.begin(), it->second.end());
    }
  } catch (...) { // out of memory: what was found so far
  }
  return std::vector<uint32_t>(all.begin(), all.end());
}

std::vector<std::string> names_of(const std::vector<kernel_id> &ids) {
  const std::shared_ptr<const kernel_table> held = current_kernel_table();
  const kernel_table &table = *held;
  std::set<std::string> known(table.kernels.begin(), table.kernels.end());
  std::vector<std::string> r;
  for (const kernel_id &id : ids) {
    if (!known.count(id.get_name()))
      throw exception(errc::invalid, std::string("no kernel of the application is named ") + id.get_name());
    r.push_back(id.get_name());
  }
  return r;
}

bundle_ptr make_bundle(const context &ctx, const std::vector<device> &given, std::vector<std::string> names,
                       bundle_state state, const spec_constant_set &spec_values) {
  if (given.empty())
    throw exception(errc::invalid, "a kernel bundle needs at least one device");
  // A device given twice is one device of the bundle.
  std::vector<device> devs;
  for (const device &d : given)
    if (std::find(devs.begin(), devs.end(), d) == devs.end())
      devs.push_back(d);
  std::vector<device> in_ctx = ctx.get_devices();
  for (const device &d : devs)
    if (std::find(in_ctx.begin(), in_ctx.end(), d) == in_ctx.end())
      throw exception(errc::invalid, "device '" + d.get_info<info::device::name>() +
                                         "' is not one of the context's devices");
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  // Each kernel is for the bundle's devices it is compatible with, and an
  // executable bundle builds it for those only.
  const std::shared_ptr<const kernel_table> held = current_kernel_table();
  const kernel_table &table = *held;
  std::vector<std::vector<device>> kernel_devices(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    for (const device &d : devs)
      if (table.compatible(d, names[i]))
        kernel_devices[i].push_back(d);
    if (kernel_devices[i].empty())
      throw exception(errc::invalid, "kernel " + names[i] + " is not compatible with any of the bundle's devices");
    if (state == bundle_state::executable)
      for (const device &d : kernel_devices[i]) {
        std::string log;
        if (!kernel_builds(d.get_index(), names[i], &log, &spec_values))
          throw exception(errc::build, "kernel " + names[i] + " does not build for device '" +
                                           d.get_info<info::device::name>() + "': " + log);
      }
  }
  auto b = std::make_shared<bundle_data>();
  b->ctx = ctx;
  b->devices = devs;
  b->kernel_devices = std::move(kernel_devices);
  b->kernels = std::move(names);
  b->state = state;
  b->spec_values = spec_values;
  return b;
}

// Our atomics take every memory order and scope: the target lowers each
// to the matching SPIR-V memory semantics and scope.
std::vector<memory_order> atomic_memory_orders() {
  return {memory_order::relaxed, memory_order::acquire, memory_order::release, memory_order::acq_rel,
          memory_order::seq_cst};
}
std::vector<memory_scope> atomic_memory_scopes() {
  return {memory_scope::work_item, memory_scope::sub_group, memory_scope::work_group, memory_scope::device,
          memory_scope::system};
}

std::vector<info::fp_config> fp_configs(uint32_t flags) {
  // Level-Zero's ze_device_fp_flag_t bits, in fp_config's order.
  static const info::fp_config order[] = {
      info::fp_config::denorm,        info::fp_config::inf_nan, info::fp_config::round_to_nearest,
      info::fp_config::round_to_zero, info::fp_config::round_to_inf, info::fp_config::fma,
      info::fp_config::correctly_rounded_divide_sqrt, info::fp_config::soft_float};
  std::vector<info::fp_config> r;
  for (unsigned bit = 0; bit < 8; ++bit)
    if (flags & (1u << bit))
      r.push_back(order[bit]);
  return r;
}

} // namespace sycl::detail

// The host compile's constructor of each translation unit with
// device_globals (SYCLDeviceGlobal.cpp in clang/tools/driver).
extern "C" void __sycl_register_device_global(const void *host_object, const char *name) {
  sycl::detail::device_global_registry &r = sycl::detail::device_globals();
  std::lock_guard<std::mutex> g(r.lock);
  r.name_of_host[host_object] = name;
}
