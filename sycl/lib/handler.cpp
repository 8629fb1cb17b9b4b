//===- handler.cpp - libspirv_sycl: the handler's code that is not a template ---===//
//
// handler::launch (handler.hpp) keeps in the headers only what depends on the
// kernel object's type; every kernel of every program shares this code, so
// that a host compile does not get a copy of it, its closures and their
// std::function instantiations per kernel. The same goes for making,
// finishing and destroying the handler of each queue::submit.
//
//===----------------------------------------------------------------------===//

#include "sycl/sycl.hpp"

namespace sycl {

handler::handler(std::shared_ptr<detail::queue_state> q) : q(std::move(q)) {}
handler::~handler() = default;

detail::event_ptr handler::finish() {
  if (!submit_command) // no command: an event for the dependencies
    host_command([] {});
  return submit_command(*q, group);
}

void handler::launch_object(detail::launch_args a, const void *object, const detail::kernel_object_ops &ops,
                            bool user_groups) {
  for (unsigned d = 0; d < a.dims; ++d)
    if (a.global[d] == 0) {
      host_command([] {});
      return;
    }
  // Copy the kernel object into launch storage; local_accessors and streams
  // copied into it report their offsets. The runtime captures its bytes when
  // the command is submitted; the storage lives until then.
  void *storage = ::operator new(ops.size, std::align_val_t(ops.align));
  auto patches = std::make_shared<detail::kernel_patches>();
  detail::capture_region region{static_cast<const char *>(storage), static_cast<const char *>(storage) + ops.size,
                                patches.get(), this};
  // Failed assertions of the kernel go to this record, which is looked at
  // when the command has completed (detail/assert.hpp).
  auto asserts = std::make_shared<detail::assert_check>(q->device, a.dims);
  patches->assert_to = asserts->record;
  detail::current_capture() = &region;
  try {
    ops.copy(storage, object);
  } catch (...) {
    detail::current_capture() = nullptr;
    ::operator delete(storage, std::align_val_t(ops.align));
    throw;
  }
  detail::current_capture() = nullptr;
  std::shared_ptr<void> copy(storage, [destroy = ops.destroy, align = ops.align](void *p) {
    destroy(p);
    ::operator delete(p, std::align_val_t(align));
  });
  // Local memory belongs to work-groups, which single_task and a plain
  // range do not have (SYCL 2020 local_accessor).
  if ((!a.has_local || !user_groups) && patches->local_count)
    throw exception(errc::kernel_argument, "a local_accessor is used in a kernel without work-groups (single_task "
                                           "or parallel_for over a range)");
  a.kernel_object_size = ops.size;
  a.local_bytes = local_bytes ? local_bytes : 16;
  a.patches_size = sizeof(detail::kernel_patches);
  // The command may run after the handler is gone: it keeps its constants.
  std::shared_ptr<const detail::spec_constant_set> spec = launch_spec_constants(a.kernel_name);
  command([a, copy, patches, spec](detail::queue_state &q, const detail::command_group &g) mutable {
    a.kernel_object = copy.get();
    a.patches = patches.get();
    a.spec_constants = spec.get();
    return detail::submit_launch(q, a, g);
  });
  group.on_complete.push_back([asserts, name = a.kernel_name] { asserts->check(name); });
}

std::shared_ptr<const detail::spec_constant_set> handler::launch_spec_constants(const std::string &name) const {
  if (!bundle)
    return spec_constants.empty() ? nullptr : std::make_shared<detail::spec_constant_set>(spec_constants);
  if (!std::binary_search(bundle->kernels.begin(), bundle->kernels.end(), name))
    throw exception(errc::kernel_not_supported, "kernel " + name + " is not in the bound kernel bundle");
  if (std::find(bundle->devices.begin(), bundle->devices.end(), device(q->device)) == bundle->devices.end())
    throw exception(errc::invalid, "the bound kernel bundle is not for the queue's device");
  if (!bundle->has_kernel_for(name, device(q->device)))
    throw exception(errc::kernel_not_supported,
                    "kernel " + name + " of the bound kernel bundle is not compatible with the queue's device");
  if (bundle->spec_values.empty())
    return nullptr;
  return std::shared_ptr<const detail::spec_constant_set>(bundle, &bundle->spec_values);
}

} // namespace sycl
