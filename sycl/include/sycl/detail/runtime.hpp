//===- sycl/detail/runtime.hpp - the library's interface to libspirv_sycl -===//
//
// What the headers need from libspirv_sycl.so, which implements it on the C
// API of libspirv_offload.so (spirv_offload.h). Host-only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_RUNTIME_HPP
#define SYCL_DETAIL_RUNTIME_HPP

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <map>
#include <string>
#include <vector>

namespace sycl::detail {

// Errors of the runtime become sycl::exception (errc::runtime, or the errc
// given) with the runtime's message.
[[noreturn]] void throw_error(int errc_value, const std::string &message);

size_t device_count();
struct device_properties {
  std::string name;
  bool is_gpu, is_cpu;
  uint32_t max_group_size;
  uint32_t max_group_size_dim[3];
  uint64_t local_mem_size, max_alloc_size, global_mem_size;
  uint32_t compute_units;
  std::vector<uint32_t> sub_group_sizes; // none on a device without sub-groups
  std::string plugin;                    // the runtime's plugin: "level_zero"
  bool fp64 = false, images = false, float_atomics = false;
  uint32_t vendor_id, clock_mhz, timer_resolution_ns;
  uint64_t max_param_size, printf_buffer_size;
  uint32_t fp16_config, fp32_config, fp64_config; // Level-Zero's fp flag bits; 0: unsupported
  bool int64_atomics, usm_host_atomics, usm_shared_atomics, usm_system_allocations;
  // The device shares the host's memory: the host may touch its device
  // allocations. Never assume it of a discrete device.
  bool integrated;
  // Image limits in pixels; all 0 on a device without images.
  uint64_t image_width_1d, image_size_2d, image_size_3d, image_array_size, image_buffer_size;
  uint32_t max_samplers;
  std::string driver_version, api_version;
  // The host's caches for CPU devices, 0 when unknown.
  uint32_t cache_line_size;
  uint64_t cache_size;
};
const device_properties &device_props(size_t device);
// A kernel's name as users wrote it (its name type, or the function object
// of an unnamed kernel), from __builtin_sycl_unique_stable_name's; and a
// message with every such name in it shown that way.
std::string kernel_display_name(const char *unique_stable_name);
std::string with_kernel_names_demangled(const std::string &message);
// Throws errc::runtime: `what` found no device; the message lists the devices
// found and those ONEAPI_DEVICE_SELECTOR excluded.
[[noreturn]] void throw_no_device(const std::string &what);

enum class usm_kind { device = 0, host = 1, shared = 2 };
void *usm_alloc(size_t device, usm_kind kind, size_t bytes, size_t alignment);
void usm_free(void *ptr);
// Shared USM for one launch's records (assertions), reused from launch to
// launch: allocating per launch costs microseconds, and every allocation
// changes the set of allocations the device gives its kernels.
void *acquire_launch_record(size_t device, size_t bytes);
void release_launch_record(size_t device, void *record, size_t bytes);
// The kind of a USM pointer, and whether it is one (for get_pointer_type).
bool usm_lookup(const void *ptr, usm_kind &kind, size_t &device);

// Timestamps of a command, in nanoseconds of its device's clock.
struct command_times {
  uint64_t submit = 0, start = 0, end = 0;
};
uint64_t now_ns();

// The kernel object, local memory and launch geometry of one launch. The
// sizes are already in OpenCL dimension order.
struct launch_args {
  const char *kernel_name;
  const void *kernel_object;
  size_t kernel_object_size;
  size_t local_bytes;
  const void *patches;
  size_t patches_size;
  unsigned dims;
  uint64_t global[3], local[3], offset[3];
  bool has_local, has_offset;
  // Specialization constants to build the kernel's module with (SpecId ->
  // 32-bit word); none if null.
  const std::map<uint32_t, uint32_t> *spec_constants = nullptr;
};

// What a launch needs of its kernel object's type (handler::launch): its
// size and alignment, and how to copy-construct and destroy one.
struct kernel_object_ops {
  size_t size, align;
  void (*copy)(void *to, const void *from);
  void (*destroy)(void *object);
};

// Asynchronous commands (runtime.cpp). A command is submitted to a queue
// after what it depends on: the events of its command group, the queue's
// previous command on an in-order queue, and the commands that last wrote
// (or, for a write, also read) the buffers it accesses. Submission returns
// the command's event at once and records it in the queue, for
// queue::wait, and in the buffers. Errors found at submission are thrown;
// errors of the execution become asynchronous errors of the queue.
struct queue_state;
struct event_state;
struct buffer_storage;
using event_ptr = std::shared_ptr<event_state>;
using event_list = std::vector<event_ptr>;
struct buffer_access {
  std::shared_ptr<buffer_storage> buffer;
  bool write;
  // Host work accesses the buffer's host memory (buffer_storage::host),
  // brought up to date before it and copied back after it.
  bool host_work = false;
};
// Which memory of a buffer an access gets (buffer_storage): the device's,
// the host's now (host accessors), or the host's when host work runs.
enum class buffer_side { device, host, host_work };
// What a command group adds to its command: dependencies, and work for when
// it completes (stream output).
struct command_group {
  event_list events;
  std::vector<buffer_access> buffers;
  std::vector<std::function<void()>> on_complete;
};
// While a command group function runs, the accessors it creates record
// their buffers in its command group (note_buffer_access).
class command_group_scope {
public:
  explicit command_group_scope(command_group &g);
  ~command_group_scope();
  command_group_scope(const command_group_scope &) = delete;
  command_group_scope &operator=(const command_group_scope &) = delete;

private:
  std::vector<buffer_access> *saved;
};
// An accessor of buffer b: device accessors join the command group being
// built on this thread; host accessors wait for the buffer's last writer
// (and its readers, to write).
void note_buffer_access(const std::shared_ptr<buffer_storage> &b, bool write, bool host, bool host_work = false);
// A buffer is going away: waits for every command that uses it.
void wait_buffer(buffer_storage &b);
// Buffers by memory, for accessors that reach a command group through
// handler::require (placeholders): the buffer whose memory holds p joins the
// command group being built.
void register_buffer(const std::shared_ptr<buffer_storage> &b);
void unregister_buffer(buffer_storage &b);
void note_pointer_access(const void *p, bool write);
// The live buffer whose memory holds p, or null.
std::shared_ptr<buffer_storage> buffer_at(const void *p);

event_ptr submit_launch(queue_state &q, const launch_args &args, const command_group &g);
event_ptr submit_copy(queue_state &q, void *dst, const void *src, size_t bytes, const command_group &g);
event_ptr submit_fill(queue_state &q, void *dst, const void *pattern, size_t pattern_size, size_t bytes,
                      const command_group &g);
// Host work (host_task, copies through accessors): runs on a host thread of
// its own once its dependencies have completed; an exception it throws is an
// asynchronous error of the queue.
event_ptr submit_host(queue_state &q, std::function<void()> work, const command_group &g);

// Waits for an event: its command has completed and its completion work is
// done. An error of the command is recorded for its queue, not thrown.
void wait_event(const event_ptr &e);
// A new event with no command: complete (default-constructed sycl::event).
event_ptr complete_event();
bool event_complete(const event_ptr &e);
// 0 submitted, 1 running, 2 complete (info::event_command_status).
int event_status(const event_ptr &e);
event_list event_dependencies(const event_ptr &e);
// 0 submit, 1 start, 2 end; waits for completion. Throws errc::invalid when
// the queue has no enable_profiling.
uint64_t event_profiling(const event_ptr &e, int which);
// throw_asynchronous for the event's queue and its dependencies' queues.
void throw_event_errors(const event_ptr &e);
// Waits for every command submitted to the queue so far.
void wait_queue(queue_state &q);
// Passes the queue's asynchronous errors to its async_handler, or to the
// default one, which reports them and terminates the program.
void throw_asynchronous(queue_state &q);
// The queue is going away: reports the errors of its commands that have
// completed; the others run on without it (runtime.cpp, orphans).
void release_queue(queue_state &q);

// A copy that completes on return (reductions' host step; it is not ordered
// with asynchronous commands).
void copy_bytes(size_t device, void *dst, const void *src, size_t bytes);

} // namespace sycl::detail

#endif
