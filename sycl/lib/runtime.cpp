//===- runtime.cpp - libspirv_sycl: the SYCL library on spirv_offload.h ---===//
//
// The non-template half of our SYCL library: devices, USM bookkeeping, and
// the asynchronous execution of commands over an event graph, through the
// offload runtime's C API (spirv_offload.h). Device commands become
// spvrt_*_async submissions whose wait lists are their dependencies; host
// work (host_task, copies through accessors) runs on a thread of its own
// once its dependencies have completed, and device commands that depend on
// it wait for a user event it signals. The dependency records of each queue
// and buffer have locks of their own, held while a command that uses them
// is submitted, so commands of different queues on different buffers are
// submitted concurrently; waiting never takes them.
//
//===----------------------------------------------------------------------===//

#include "sycl/sycl.hpp"

#include "device_selection.h"
#include "program_manager.h"
#include "internal.h"

#include <chrono>
#include <condition_variable>
#include <memory>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace sycl::detail {
namespace {

struct Devices {
  std::vector<spvrt_device> handles;
  std::vector<device_properties> props;
};

Devices &devices() {
  static Devices *D = [] {
    auto R = std::make_unique<Devices>();
    uint32_t n = 0;
    std::string why;
    if (spvrt_device_count(&n) != SPVRT_SUCCESS)
      why = spvrt_last_error();
    for (uint32_t i = 0; i < n; ++i) {
      spvrt_device d = nullptr;
      device_properties p;
      if (spvrt_device_get(i, &d) != SPVRT_SUCCESS || !read_device_properties(d, p))
        continue;
      R->handles.push_back(d);
      R->props.push_back(p);
    }
    // ONEAPI_DEVICE_SELECTOR narrows what SYCL sees (device_selection.cpp).
    std::vector<size_t> kept = apply_device_selector(R->props, why);
    Devices *S = new Devices;
    for (size_t i : kept) {
      S->handles.push_back(R->handles[i]);
      S->props.push_back(R->props[i]);
    }
    return S;
  }();
  return *D;
}

spvrt_device handle(size_t device) {
  Devices &D = devices();
  if (device >= D.handles.size())
    throw_error(int(errc::invalid), "no SYCL device " + std::to_string(device));
  return D.handles[device];
}

void check(spvrt_result r) {
  if (r != SPVRT_SUCCESS)
    throw_error(int(r == SPVRT_ERROR_INVALID_LAUNCH ? errc::nd_range : errc::runtime), spvrt_last_error());
}

struct Allocation {
  size_t device;
  usm_kind kind;
  size_t bytes;
  void *base; // what the runtime allocated (below the pointer for large alignments)
};
std::mutex usm_lock;
std::map<const char *, Allocation> &allocations() {
  static auto *M = new std::map<const char *, Allocation>;
  return *M;
}

} // namespace

void throw_error(int errc_value, const std::string &message) {
  throw sycl::exception(make_error_code(errc(errc_value)), with_kernel_names_demangled(message));
}

size_t device_count() { return devices().handles.size(); }

spvrt_device device_handle(size_t device) { return handle(device); }

const device_properties &device_props(size_t device) {
  handle(device);
  return devices().props[device];
}

void *usm_alloc(size_t device, usm_kind kind, size_t bytes, size_t alignment) {
  if (bytes == 0)
    return nullptr;
  // A device may refuse an alignment beyond what its allocations have
  // natively (an OpenCL device, beyond its largest type): such a block is
  // carved out of a larger one of the device's default alignment.
  void *base = nullptr;
  size_t extra = 0;
  if (spvrt_mem_alloc(handle(device), spvrt_mem_kind(kind), bytes, alignment, &base) != SPVRT_SUCCESS) {
    extra = alignment > 1 ? alignment : 0;
    if (!extra || spvrt_mem_alloc(handle(device), spvrt_mem_kind(kind), bytes + extra, 0, &base) != SPVRT_SUCCESS)
      return nullptr; // SYCL's malloc_* report failure with nullptr.
  }
  char *p = static_cast<char *>(base);
  if (extra)
    p += (alignment - reinterpret_cast<uintptr_t>(p) % alignment) % alignment;
  std::lock_guard<std::mutex> G(usm_lock);
  allocations()[p] = {device, kind, bytes, base};
  return p;
}

void usm_free(void *ptr) {
  if (!ptr)
    return;
  size_t device;
  void *base;
  {
    std::lock_guard<std::mutex> G(usm_lock);
    auto It = allocations().find(static_cast<const char *>(ptr));
    if (It == allocations().end())
      throw_error(int(errc::invalid), "sycl::free: pointer was not allocated by sycl::malloc_*");
    device = It->second.device;
    base = It->second.base;
    allocations().erase(It);
  }
  check(spvrt_mem_free(handle(device), base));
}

namespace {
constexpr size_t launch_record_bytes = 2048;
std::mutex launch_records_lock;
std::map<size_t, std::vector<void *>> &free_launch_records() {
  static auto *M = new std::map<size_t, std::vector<void *>>;
  return *M;
}
} // namespace

void *acquire_launch_record(size_t device, size_t bytes) {
  if (bytes > launch_record_bytes)
    return usm_alloc(device, usm_kind::shared, bytes, 64);
  {
    std::lock_guard<std::mutex> G(launch_records_lock);
    std::vector<void *> &free = free_launch_records()[device];
    if (!free.empty()) {
      void *r = free.back();
      free.pop_back();
      return r;
    }
  }
  return usm_alloc(device, usm_kind::shared, launch_record_bytes, 64);
}

void release_launch_record(size_t device, void *record, size_t bytes) {
  if (!record)
    return;
  if (bytes <= launch_record_bytes) {
    std::lock_guard<std::mutex> G(launch_records_lock);
    std::vector<void *> &free = free_launch_records()[device];
    if (free.size() < 256) {
      free.push_back(record);
      return;
    }
  }
  usm_free(record);
}

bool usm_lookup(const void *ptr, usm_kind &kind, size_t &device) {
  std::lock_guard<std::mutex> G(usm_lock);
  auto &M = allocations();
  auto It = M.upper_bound(static_cast<const char *>(ptr));
  if (It == M.begin())
    return false;
  --It;
  if (static_cast<const char *>(ptr) >= It->first + It->second.bytes)
    return false;
  kind = It->second.kind;
  device = It->second.device;
  return true;
}

uint64_t now_ns() {
  return uint64_t(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

void copy_bytes(size_t device, void *dst, const void *src, size_t bytes) {
  if (bytes)
    check(spvrt_memcpy(handle(device), dst, src, bytes));
}

// ------------------------------------------------------------ commands

// An asynchronous command: a device command (dev) or host work (host).
struct event_state {
  size_t device = 0;
  std::weak_ptr<queue_state> queue; // where its error goes
  bool profiling = false, kernel = false;
  command_times times;
  spvrt_event dev = nullptr;
  bool host = false;
  std::vector<std::function<void()>> on_complete; // stream output and the like
  // Its direct dependencies, weakly: holding them would keep every command
  // ever submitted alive through chains of dependencies.
  std::vector<std::weak_ptr<event_state>> deps;

  std::mutex m;
  std::condition_variable cv;
  int host_status = 0;                  // host work: 0 submitted, 1 running, 2 complete
  std::vector<spvrt_event> user_events; // signalled when the host work completes
  // Device commands of other devices that wait for this one wait for a user
  // event of their device (one per device), which a thread signals when
  // this command has completed: submitting them never blocks.
  std::map<size_t, spvrt_event> bridges;
  int finish_state = 0;                 // 0 not finished, 1 finishing, 2 finished
  std::exception_ptr error;
  bool error_reported = false;

  ~event_state() {
    if (dev)
      spvrt_event_release(dev);
    for (spvrt_event u : user_events)
      spvrt_event_release(u);
    for (auto &b : bridges)
      spvrt_event_release(b.second);
  }
};

namespace {

// The locks of the dependency records: a queue's last command and
// outstanding commands, a buffer's last writer and readers. A mutex per
// record would be a member of the queue and buffer states; a fixed set,
// chosen by address, serves them all. A command takes the locks of its
// queue and buffers together, in index order, so that two commands sharing
// a buffer are recorded (and depend on each other) in one order, and
// commands that share nothing are submitted concurrently.
constexpr size_t record_lock_count = 64;
std::mutex *record_locks() {
  static auto *M = new std::mutex[record_lock_count]; // outlives static destructors
  return M;
}
size_t lock_index(const void *p, size_t n) { return (reinterpret_cast<uintptr_t>(p) >> 6) % n; }

std::vector<const void *> records_of(const queue_state &q, const command_group &g) {
  std::vector<const void *> r{&q};
  for (const buffer_access &a : g.buffers)
    r.push_back(a.buffer.get());
  return r;
}

// A kernel handle holds its arguments until launch and is shared by every
// queue of its device: setting them and launching is one step under the
// handle's lock (innermost: nothing else is taken under it).
std::mutex &kernel_lock(spvrt_kernel k) {
  constexpr size_t n = 32;
  static auto *M = new std::mutex[n];
  return M[lock_index(k, n)];
}

} // namespace

class record_guard {
public:
  record_guard(std::initializer_list<const void *> records) : record_guard(std::vector<const void *>(records)) {}
  explicit record_guard(const std::vector<const void *> &records) {
    for (const void *r : records)
      held.push_back(lock_index(r, record_lock_count));
    std::sort(held.begin(), held.end());
    held.erase(std::unique(held.begin(), held.end()), held.end());
    for (size_t i : held)
      record_locks()[i].lock();
  }
  ~record_guard() {
    for (auto i = held.rbegin(); i != held.rend(); ++i)
      record_locks()[*i].unlock();
  }
  record_guard(const record_guard &) = delete;
  record_guard &operator=(const record_guard &) = delete;

private:
  std::vector<size_t> held;
};

namespace {

uint64_t device_time(size_t device) {
  uint64_t ns = 0;
  if (spvrt_device_timestamp(handle(device), &ns) != SPVRT_SUCCESS)
    ns = now_ns();
  return ns;
}

// Records an error in the event's queue; false when the queue is gone.
bool report(event_state &e) {
  if (!e.error || e.error_reported)
    return true;
  std::shared_ptr<queue_state> q = e.queue.lock();
  if (!q)
    return false;
  std::lock_guard<std::mutex> G(q->error_lock);
  q->errors.push_back(e.error);
  e.error_reported = true;
  return true;
}

// Waits for the command, then (once, by whichever thread gets there first)
// takes its error and timestamps and runs its completion work.
void finish(event_state &e) {
  {
    std::unique_lock<std::mutex> L(e.m);
    if (e.finish_state == 1)
      e.cv.wait(L, [&] { return e.finish_state == 2; });
    if (e.finish_state == 2)
      return;
    e.finish_state = 1;
    if (e.host)
      e.cv.wait(L, [&] { return e.host_status == 2; });
  }
  if (e.dev) {
    if (spvrt_event_wait(1, &e.dev) != SPVRT_SUCCESS)
      e.error = std::make_exception_ptr(sycl::exception(make_error_code(errc::runtime), spvrt_last_error()));
    else if (e.profiling)
      spvrt_event_times(e.dev, &e.times.start, &e.times.end);
  }
  if (e.kernel)
    std::fflush(stdout); // the kernel's printf output before what the host prints next
  for (auto &f : e.on_complete)
    f();
  e.on_complete.clear();
  report(e);
  std::lock_guard<std::mutex> L(e.m);
  e.finish_state = 2;
  e.cv.notify_all();
}

// Whether the command has completed, without finishing it (its completion
// work may take locks). Does not block.
bool completed(event_state &e) {
  {
    std::lock_guard<std::mutex> L(e.m);
    if (e.finish_state == 2)
      return true;
    if (e.host && e.host_status != 2)
      return false;
  }
  int done = 1;
  if (e.dev && spvrt_event_query(e.dev, &done) != SPVRT_SUCCESS)
    done = 1; // failed: complete, and finish reports it
  return done != 0;
}

// Whether the command has completed; finishes it if so. Does not block.
bool poll(event_state &e) {
  if (!completed(e))
    return false;
  finish(e);
  return true;
}

// The spvrt events a device command on `device` waits for: device events as
// they are, host work not yet complete through a user event it signals.
std::vector<spvrt_event> wait_list(const event_list &deps, size_t device) {
  std::vector<spvrt_event> w;
  for (const event_ptr &d : deps) {
    if (d->dev && d->device == device) {
      w.push_back(d->dev);
      continue;
    }
    std::lock_guard<std::mutex> L(d->m);
    if (d->dev) {
      if (d->finish_state == 2)
        continue;
      spvrt_event &b = d->bridges[device];
      if (!b) {
        check(spvrt_event_create_user(handle(device), &b));
        // The thread holds the command's state, and with it its event.
        std::thread([d, b] {
          spvrt_event_wait(1, &d->dev); // a failure is for the command's own waiters to report
          spvrt_event_signal(b);
        }).detach();
      }
      w.push_back(b);
      continue;
    }
    if (d->host_status == 2)
      continue;
    spvrt_event u = nullptr;
    check(spvrt_event_create_user(handle(device), &u));
    d->user_events.push_back(u);
    w.push_back(u);
  }
  return w;
}

// The dependencies of a command group on queue q: its explicit events, the
// queue's last command (in order), and for each buffer access the buffer's
// last writer and, for writes, its readers since.
event_list gather(queue_state &q, const command_group &g) {
  event_list deps;
  for (const event_ptr &e : g.events)
    if (e)
      deps.push_back(e);
  if (q.in_order && q.last)
    deps.push_back(q.last);
  for (const buffer_access &a : g.buffers) {
    if (a.buffer->last_writer)
      deps.push_back(a.buffer->last_writer);
    if (a.write)
      deps.insert(deps.end(), a.buffer->readers.begin(), a.buffer->readers.end());
  }
  return deps;
}

// Records a submitted command in its queue and buffers, and its
// dependencies (under the records' locks). The commands found complete on
// the way leave the records for done_list, to be finished without the locks.
void record(queue_state &q, const command_group &g, const event_ptr &e, const event_list &deps,
            event_list &done_list) {
  {
    std::lock_guard<std::mutex> L(e->m);
    for (const event_ptr &d : deps)
      if (std::find_if(e->deps.begin(), e->deps.end(),
                       [&](const std::weak_ptr<event_state> &x) { return x.lock() == d; }) == e->deps.end())
        e->deps.push_back(d);
  }
  if (q.in_order)
    q.last = e;
  auto done = [&](const event_ptr &x) {
    if (!completed(*x))
      return false;
    done_list.push_back(x);
    return true;
  };
  q.outstanding.erase(std::remove_if(q.outstanding.begin(), q.outstanding.end(), done), q.outstanding.end());
  q.outstanding.push_back(e);
  for (const buffer_access &a : g.buffers) {
    buffer_storage &b = *a.buffer;
    if (a.write) {
      b.last_writer = e;
      b.readers.clear();
    } else {
      b.readers.erase(std::remove_if(b.readers.begin(), b.readers.end(), done), b.readers.end());
      b.readers.push_back(e);
    }
  }
}

event_ptr new_event(queue_state &q, const command_group &g) {
  auto e = std::make_shared<event_state>();
  e->device = q.device;
  e->queue = q.weak_from_this();
  e->profiling = q.profiling;
  e->on_complete = g.on_complete;
  if (q.profiling)
    e->times.submit = device_time(q.device);
  return e;
}

// Submits a device command: Submit(wait list, &event) makes the spvrt call.
template <typename SubmitFn> event_ptr submit_device(queue_state &q, const command_group &g, SubmitFn Submit) {
  event_ptr e = new_event(q, g);
  event_list done;
  {
    record_guard G(records_of(q, g));
    const event_list deps = gather(q, g);
    std::vector<spvrt_event> w = wait_list(deps, q.device);
    check(Submit(uint32_t(w.size()), w.empty() ? nullptr : w.data(), &e->dev));
    record(q, g, e, deps, done);
  }
  for (const event_ptr &d : done)
    finish(*d);
  return e;
}

} // namespace

event_ptr submit_launch(queue_state &q, const launch_args &a, const command_group &g) {
  const device_properties &p = device_props(q.device);
  if (a.local_bytes > p.local_mem_size)
    throw_error(int(errc::memory_allocation), "kernel '" + kernel_display_name(a.kernel_name) + "' needs " +
                                                  std::to_string(a.local_bytes) +
                                                  " bytes of local memory (local_accessors and reductions); " +
                                                  p.name + " has " + std::to_string(p.local_mem_size));
  check_kernel_launch(q.device, a);
  spvrt_kernel k = nullptr;
  // Builds the module on first use, outside the lock.
  if (sycl_kernel(q.device, a.kernel_name, a.spec_constants, &k) != SPVRT_SUCCESS)
    throw_error(int(errc::runtime), program_manager::last_error());
  return submit_device(q, g, [&](uint32_t n, const spvrt_event *w, spvrt_event *out) {
    std::lock_guard<std::mutex> K(kernel_lock(k));
    spvrt_result r;
    if ((r = spvrt_kernel_set_arg_value(k, 0, a.kernel_object_size, a.kernel_object)) ||
        (r = spvrt_kernel_set_arg_local(k, 1, a.local_bytes)) ||
        (r = spvrt_kernel_set_arg_value(k, 2, a.patches_size, a.patches)))
      return r;
    // Kernel printf output reaches stdout through the device's C library:
    // what the host printed goes first.
    std::fflush(stdout);
    r = spvrt_kernel_launch_async(k, a.dims, a.global, a.has_local ? a.local : nullptr,
                                  a.has_offset ? a.offset : nullptr, n, w, out);
    return r;
  });
}

event_ptr submit_copy(queue_state &q, void *dst, const void *src, size_t bytes, const command_group &g) {
  return submit_device(q, g, [&](uint32_t n, const spvrt_event *w, spvrt_event *out) {
    return spvrt_memcpy_async(handle(q.device), dst, src, bytes, n, w, out);
  });
}

event_ptr submit_fill(queue_state &q, void *dst, const void *pattern, size_t pattern_size, size_t bytes,
                      const command_group &g) {
  // The runtime fills with power-of-two patterns up to 128 bytes; others
  // are expanded here and copied, the copy keeping the expansion alive.
  if (pattern_size & (pattern_size - 1) || pattern_size > 128) {
    auto full = std::make_shared<std::vector<char>>(bytes);
    for (size_t i = 0; i < bytes; ++i)
      (*full)[i] = static_cast<const char *>(pattern)[i % pattern_size];
    command_group keep = g;
    keep.on_complete.push_back([full] {});
    return submit_copy(q, dst, full->data(), bytes, keep);
  }
  return submit_device(q, g, [&](uint32_t n, const spvrt_event *w, spvrt_event *out) {
    return spvrt_memfill_async(handle(q.device), dst, pattern, pattern_size, bytes, n, w, out);
  });
}

event_ptr submit_host(queue_state &q, std::function<void()> work, const command_group &g) {
  event_ptr e = new_event(q, g);
  e->host = true;
  event_list deps, done;
  {
    record_guard G(records_of(q, g));
    deps = gather(q, g);
    record(q, g, e, deps, done);
  }
  for (const event_ptr &d : done)
    finish(*d);
  // A thread per command: a shared pool could fill up with work waiting for
  // work still queued behind it.
  // Buffers the work reaches through host memory: up to date before it,
  // copied back to the device after it (buffer_storage::host_access). Held
  // by plain pointer: a buffer's destruction waits for the work, while a
  // reference held here would let the storage outlive the buffer.
  std::vector<std::pair<buffer_storage *, bool>> host_side;
  for (const buffer_access &a : g.buffers)
    if (a.host_work && !a.buffer->integrated)
      host_side.emplace_back(a.buffer.get(), a.write);
  std::thread([e, deps, host_side, work = std::move(work)] {
    for (const event_ptr &d : deps)
      finish(*d);
    {
      std::lock_guard<std::mutex> L(e->m);
      e->host_status = 1;
    }
    if (e->profiling)
      e->times.start = device_time(e->device);
    try {
      for (auto [b, write] : host_side)
        b->host_access(write);
      work();
      for (auto [b, write] : host_side)
        b->host_release(write);
    } catch (...) {
      e->error = std::current_exception();
    }
    if (e->profiling)
      e->times.end = device_time(e->device);
    std::lock_guard<std::mutex> L(e->m);
    e->host_status = 2;
    for (spvrt_event u : e->user_events)
      spvrt_event_signal(u);
    e->cv.notify_all();
  }).detach();
  return e;
}

void wait_event(const event_ptr &e) {
  if (e)
    finish(*e);
}

bool event_complete(const event_ptr &e) { return !e || poll(*e); }

event_list event_dependencies(const event_ptr &e) {
  event_list r;
  if (!e)
    return r;
  std::lock_guard<std::mutex> L(e->m);
  for (const std::weak_ptr<event_state> &d : e->deps)
    if (event_ptr p = d.lock())
      r.push_back(std::move(p));
  return r;
}

int event_status(const event_ptr &e) {
  if (event_complete(e))
    return 2;
  std::lock_guard<std::mutex> L(e->m);
  return e->host && e->host_status == 1 ? 1 : 0;
}

uint64_t event_profiling(const event_ptr &e, int which) {
  if (!e || !e->profiling)
    throw_error(int(errc::invalid), "profiling information needs a queue with property::queue::enable_profiling");
  finish(*e);
  return which == 0 ? e->times.submit : which == 1 ? e->times.start : e->times.end;
}

event_ptr complete_event() {
  auto e = std::make_shared<event_state>();
  e->host = true;
  e->host_status = 2;
  e->finish_state = 2;
  return e;
}

void throw_event_errors(const event_ptr &e) {
  if (!e)
    return;
  // The unconsumed errors of the queues of the command and of the commands
  // it waited for (SYCL 2020 event::wait_and_throw).
  std::vector<std::shared_ptr<queue_state>> queues;
  auto add = [&](const event_state &x) {
    if (std::shared_ptr<queue_state> q = x.queue.lock())
      if (std::find(queues.begin(), queues.end(), q) == queues.end())
        queues.push_back(std::move(q));
  };
  for (const event_ptr &d : event_dependencies(e))
    add(*d);
  add(*e);
  for (const std::shared_ptr<queue_state> &q : queues)
    throw_asynchronous(*q);
}

void wait_queue(queue_state &q) {
  event_list pending;
  {
    record_guard G({&q});
    pending = q.outstanding;
  }
  for (const event_ptr &e : pending)
    finish(*e);
  // What other threads submitted meanwhile and has not completed stays.
  event_list done;
  {
    record_guard G({&q});
    q.outstanding.erase(std::remove_if(q.outstanding.begin(), q.outstanding.end(),
                                       [&](const event_ptr &x) {
                                         if (!completed(*x))
                                           return false;
                                         done.push_back(x);
                                         return true;
                                       }),
                        q.outstanding.end());
  }
  for (const event_ptr &e : done)
    finish(*e);
}

namespace {

// Passes errors to an async_handler; without one, does what the
// specification's default handler does: reports them and terminates.
void deliver(const async_handler &handler, exception_list &errors) {
  if (errors.size() == 0)
    return;
  if (handler) {
    handler(errors);
    return;
  }
  for (const std::exception_ptr &p : errors) {
    try {
      std::rethrow_exception(p);
    } catch (const std::exception &x) {
      std::fprintf(stderr, "sycl: asynchronous error with no async_handler: %s\n", x.what());
    } catch (...) {
      std::fprintf(stderr, "sycl: asynchronous error with no async_handler (not a std::exception)\n");
    }
  }
  std::fflush(stderr);
  std::terminate();
}

// Commands still running when their queue was destroyed (which does not
// wait for them, SYCL 2020 4.6.5): kept here, with what they hold (stream
// buffers, reduction memory, fill patterns), until found complete, and
// waited for at exit so that their completion work is done. Their queue's
// async_handler may capture objects that die with the queue, so an error
// of such a command is printed on stderr instead. Under orphans_lock.
std::mutex orphans_lock;
event_list &orphans() {
  static auto *L = new event_list;
  return *L;
}

// Drops the orphans that have completed; with `all`, waits for the others.
void collect_orphans(bool all) {
  event_list done;
  {
    std::lock_guard<std::mutex> G(orphans_lock);
    event_list &O = orphans();
    event_list pending;
    for (event_ptr &e : O)
      (!all && !completed(*e) ? pending : done).push_back(std::move(e));
    O = std::move(pending);
  }
  for (const event_ptr &e : done) {
    finish(*e);
    std::lock_guard<std::mutex> L(e->m);
    if (e->error && !report(*e)) {
      e->error_reported = true;
      try {
        std::rethrow_exception(e->error);
      } catch (const std::exception &x) {
        std::fprintf(stderr, "sycl: asynchronous error of a command whose queue was destroyed: %s\n", x.what());
      } catch (...) {
        std::fprintf(stderr, "sycl: asynchronous error of a command whose queue was destroyed\n");
      }
    }
  }
}

} // namespace

void throw_asynchronous(queue_state &q) {
  exception_list errors;
  {
    std::lock_guard<std::mutex> G(q.error_lock);
    errors.list.swap(q.errors);
  }
  deliver(q.handler, errors);
}

void release_queue(queue_state &q) {
  // Destruction does not wait for the queue's commands: those complete now
  // report their errors to the queue's handler (the queue's own weak
  // references are gone, so here), the others become orphans.
  bool first_orphan = false;
  event_list mine;
  {
    record_guard G({&q});
    mine.swap(q.outstanding);
    q.last.reset();
  }
  for (const event_ptr &e : mine) {
    if (!poll(*e)) {
      std::lock_guard<std::mutex> G(orphans_lock);
      static bool registered = false;
      first_orphan |= !registered;
      registered = true;
      orphans().push_back(e);
      continue;
    }
    std::lock_guard<std::mutex> L(e->m);
    if (e->error && !e->error_reported) {
      e->error_reported = true;
      std::lock_guard<std::mutex> E(q.error_lock);
      q.errors.push_back(e->error);
    }
  }
  if (first_orphan)
    std::atexit([] { collect_orphans(true); });
  else
    collect_orphans(false);
  throw_asynchronous(q);
}

} // namespace sycl::detail

std::vector<sycl::event> sycl::queue::outstanding_events() const {
  detail::record_guard G({state.get()});
  return std::vector<event>(state->outstanding.begin(), state->outstanding.end());
}

namespace sycl::detail {

namespace {
std::vector<buffer_access> *&current_accesses_slot() {
  static thread_local std::vector<buffer_access> *Accesses = nullptr;
  return Accesses;
}
} // namespace

command_group_scope::command_group_scope(command_group &g) : saved(current_accesses_slot()) {
  current_accesses_slot() = &g.buffers;
}
command_group_scope::~command_group_scope() { current_accesses_slot() = saved; }

void note_buffer_access(const std::shared_ptr<buffer_storage> &b, bool write, bool host, bool host_work) {
  if (!host) {
    if (std::vector<buffer_access> *a = current_accesses_slot())
      a->push_back({b, write, host_work});
    return;
  }
  event_list deps;
  {
    record_guard G({b.get()});
    if (b->last_writer)
      deps.push_back(b->last_writer);
    if (write)
      deps.insert(deps.end(), b->readers.begin(), b->readers.end());
  }
  for (const event_ptr &e : deps)
    finish(*e);
}

namespace {
std::mutex buffers_lock;
// A buffer by its memory; the plain pointer tells whose entry it is when a
// buffer that used the same host memory in place is going away.
struct registered_buffer {
  const buffer_storage *owner;
  std::weak_ptr<buffer_storage> storage;
};
std::map<const char *, registered_buffer> &buffers_by_memory() {
  static auto *M = new std::map<const char *, registered_buffer>;
  return *M;
}
} // namespace

void register_buffer(const std::shared_ptr<buffer_storage> &b) {
  std::lock_guard<std::mutex> G(buffers_lock);
  buffers_by_memory()[static_cast<const char *>(b->mem)] = {b.get(), b};
}

void unregister_buffer(buffer_storage &b) {
  std::lock_guard<std::mutex> G(buffers_lock);
  auto &M = buffers_by_memory();
  auto It = M.find(static_cast<const char *>(b.mem));
  if (It != M.end() && It->second.owner == &b)
    M.erase(It);
}

std::shared_ptr<buffer_storage> buffer_at(const void *p) {
  std::lock_guard<std::mutex> G(buffers_lock);
  auto &M = buffers_by_memory();
  auto It = M.upper_bound(static_cast<const char *>(p));
  if (It == M.begin())
    return nullptr;
  --It;
  std::shared_ptr<buffer_storage> b = It->second.storage.lock();
  if (!b || static_cast<const char *>(p) >= It->first + std::max<size_t>(b->bytes, 1))
    return nullptr;
  return b;
}

void note_pointer_access(const void *p, bool write) {
  if (std::shared_ptr<buffer_storage> b = buffer_at(p))
    note_buffer_access(b, write, false);
}

// ------------------------------------------------------------ buffer memory

void *buffer_storage::prepare(bool write) {
  {
    std::lock_guard<std::mutex> L(lock);
    if (!ready) {
      // A driver copy: on a device that does not share the host's memory,
      // the host never touches mem.
      if (init_from)
        copy_bytes(device, mem, init_from, bytes);
      init_from = nullptr;
      init_owner.reset();
      ready = true;
    }
  }
  if (write)
    written = true;
  return mem;
}

void *buffer_storage::host_memory_locked() {
  if (integrated)
    return mem;
  if (!host) {
    host_copy = std::shared_ptr<void>(::operator new(std::max<size_t>(bytes, 1), std::align_val_t(align)),
                                      [a = align](void *p) { ::operator delete(p, std::align_val_t(a)); });
    host = host_copy.get();
  }
  return host;
}

void *buffer_storage::host_memory(bool write) {
  if (integrated)
    return prepare(write);
  std::lock_guard<std::mutex> L(lock);
  return host_memory_locked();
}

void *buffer_storage::host_access(bool write) {
  prepare(write);
  std::lock_guard<std::mutex> L(lock);
  void *h = host_memory_locked();
  if (h != mem)
    copy_bytes(device, h, mem, bytes);
  return h;
}

void buffer_storage::host_release(bool write) {
  std::lock_guard<std::mutex> L(lock);
  if (write && host && host != mem)
    copy_bytes(device, mem, host, bytes);
}

void buffer_storage::leave_origin() {
  if (!origin)
    return;
  bool in_place = zero_copy();
  if (in_place)
    wait_buffer(*this); // the commands that use the memory in place
  std::lock_guard<std::mutex> L(lock);
  if (host == origin && !integrated)
    host = nullptr; // host accessors get a copy of the library's
  if (!in_place)
    return;
  void *own = usm_alloc(device, usm_kind::shared, std::max<size_t>(bytes, 1), align);
  if (!own)
    throw_error(int(errc::memory_allocation), "cannot allocate the buffer's memory");
  unregister_buffer(*this);
  mem = host = own;
  owns_mem = true;
  // The data moves when an accessor needs it: the program's updates made
  // under use_mutex until then count, as for a buffer that never used it.
  init_from = origin;
  ready = false;
  register_buffer(shared_from_this());
}

void buffer_storage::write_final() {
  std::lock_guard<std::mutex> L(lock);
  if (init_from && !ready) { // never accessed
    final_data(init_from, bytes);
    return;
  }
  if (zero_copy())
    return; // the final data is the memory itself
  const void *src = mem;
  if (!integrated) {
    void *h = host_memory_locked();
    copy_bytes(device, h, mem, bytes);
    src = h;
  }
  if (!(final_to_origin && src == origin))
    final_data(src, bytes);
}

void buffer_storage::update_final_data() {
  if (final_data)
    write_final();
}

buffer_storage::~buffer_storage() {
  unregister_buffer(*this);
  wait_buffer(*this);
  if (write_back && final_data && (written || !final_to_origin))
    write_final();
  if (owns_mem)
    usm_free(mem);
}

void wait_buffer(buffer_storage &b) {
  event_list deps;
  {
    record_guard G({&b});
    deps = b.readers;
    if (b.last_writer)
      deps.push_back(b.last_writer);
    b.readers.clear();
    b.last_writer.reset();
  }
  for (const event_ptr &e : deps)
    finish(*e);
}

} // namespace sycl::detail

namespace sycl::detail {

capture_region *&current_capture() {
  static thread_local capture_region *Region = nullptr;
  return Region;
}

size_t default_device_index() { return device(default_selector_v).get_index(); }

} // namespace sycl::detail

namespace sycl {

const std::error_category &sycl_category() noexcept {
  struct category : std::error_category {
    const char *name() const noexcept override { return "sycl"; }
    std::string message(int e) const override {
      static const char *names[] = {"success",
                                    "runtime",
                                    "kernel",
                                    "accessor",
                                    "nd_range",
                                    "event",
                                    "kernel_argument",
                                    "build",
                                    "invalid",
                                    "memory_allocation",
                                    "platform",
                                    "profiling",
                                    "feature_not_supported",
                                    "kernel_not_supported",
                                    "backend_mismatch"};
      return e >= 0 && e < int(sizeof(names) / sizeof(names[0])) ? names[e] : "unknown";
    }
  };
  static const category C;
  return C;
}

} // namespace sycl
