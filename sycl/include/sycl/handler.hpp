//===- sycl/handler.hpp - sycl::handler ------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HANDLER_HPP
#define SYCL_HANDLER_HPP

#include <sycl/ext/oneapi/experimental/printf.hpp>
#include <sycl/hierarchical.hpp>
#include <sycl/kernel_bundle.hpp>

#include <mutex>

namespace sycl {

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

// A queue's state, shared by its copies and referred to by its commands.
struct queue_state : std::enable_shared_from_this<queue_state> {
  size_t device = 0;
  context ctx = context::platform_default();
  async_handler handler;
  bool in_order = false, profiling = false;
  // The runtime's records (runtime.cpp, under its submission lock): the last
  // command (in-order queues) and the commands not yet known complete.
  event_ptr last;
  event_list outstanding;
  std::mutex error_lock;
  std::vector<std::exception_ptr> errors; // asynchronous errors not yet reported
  queue_state() = default;
  queue_state(const queue_state &) = delete;
  queue_state &operator=(const queue_state &) = delete;
  ~queue_state() { release_queue(*this); }
};

// host_task functions may take one (SYCL 2020); there is no native object
// to hand out here.
} // namespace detail
class interop_handle {
public:
  backend get_backend() const noexcept { return backend::level_zero; }
};
namespace detail {
template <typename W>
inline constexpr kernel_object_ops kernel_object_ops_of = {
    sizeof(W), alignof(W), [](void *to, const void *from) { new (to) W(*static_cast<const W *>(from)); },
    [](void *object) { static_cast<W *>(object)->~W(); }};
// An nd_range's global range must be a multiple of its local range.
template <int D> void check_nd_range(const char *kernel_name, const range<D> &g, const range<D> &l) {
  for (int d = 0; d < D; ++d)
    if (l[d] == 0 || g[d] % l[d])
      throw exception(errc::nd_range, "kernel '" + kernel_display_name(kernel_name) + "': the global range " +
                                          range_text(g) + " is not a multiple of the local range " + range_text(l));
}
template <typename K> void run_host_task(K &k) {
  if constexpr (std::is_invocable_v<K &, interop_handle>)
    k(interop_handle());
  else
    k();
}
} // namespace detail

// ---------------------------------------------------------------- handler
class handler {
public:
  // Out of line (handler.cpp), as finish is: every queue::submit makes and
  // destroys a handler, and inlined copies of these would grow each one.
  explicit handler(std::shared_ptr<detail::queue_state> q);
  ~handler();
  handler(const handler &) = delete;
  handler &operator=(const handler &) = delete;

  template <typename Name = void, typename K> void single_task(const K &k) {
    launch<detail::kernel_name_t<Name, detail::single_task_kernel<K>>>(
        detail::single_task_kernel<K>{k}, 1, range<1>(1), static_cast<const range<1> *>(nullptr), id<1>(), false);
  }

  // parallel_for(range, [offset,] [reductions...,] kernel). One overload per
  // dimension, so that integers and braced lists (1024, {n, m}, {n, m, k})
  // work, as they do for the queue's shortcuts.
#define __SYCL_HANDLER_PARALLEL_FOR(D)                                                                                 \
  template <typename Name = void, typename... Rest> void parallel_for(range<D> r, Rest &&...rest) {                  \
    parallel_for_range<Name>(r, id<D>(), std::forward<Rest>(rest)...);                                                 \
  }                                                                                                                    \
  template <typename Name = void, typename... Rest> void parallel_for(range<D> r, id<D> offset, Rest &&...rest) {    \
    parallel_for_range<Name>(r, offset, std::forward<Rest>(rest)...);                                                 \
  }
  __SYCL_HANDLER_PARALLEL_FOR(1)
  __SYCL_HANDLER_PARALLEL_FOR(2)
  __SYCL_HANDLER_PARALLEL_FOR(3)
#undef __SYCL_HANDLER_PARALLEL_FOR
  template <typename Name = void, int D, typename... Rest> void parallel_for(nd_range<D> ndr, Rest &&...rest) {
    auto split = split_last(std::forward<Rest>(rest)...);
    auto &reds = split.first;
    auto &k = split.second;
    using K = std::decay_t<decltype(k)>;
    range<D> g = ndr.get_global_range(), l = ndr.get_local_range();
    std::apply(
        [&](auto &...rd) {
          using W = detail::nd_range_kernel<D, K, std::decay_t<decltype(rd)>...>;
          using N = detail::kernel_name_t<Name, W>;
          detail::check_nd_range(__builtin_sycl_unique_stable_name(N), g, l);
          // Reductions combine on the device (reduction.hpp).
          auto res = reductions(g.size() / std::max<size_t>(1, l.size()), l.size(), rd...);
          launch<N>(W{k, res.first, res.second}, D, g, &l, ndr.get_offset(), true);
        },
        reds);
  }

  // Hierarchical parallelism (hierarchical.hpp): one device work-item per
  // work-group runs the group.
  template <typename Name = void, int D, typename K> void parallel_for_work_group(range<D> groups, const K &k) {
    parallel_for_work_group<Name>(groups, detail::ones<D>(), k);
  }
  template <typename Name = void, int D, typename K>
  void parallel_for_work_group(range<D> groups, range<D> local, const K &k) {
    using W = detail::hierarchical_kernel<D, K>;
    range<D> one = detail::ones<D>();
    launch<detail::kernel_name_t<Name, W>>(W{k, detail::checked_hierarchical_local(local)}, D, groups, &one, id<D>(),
                                           false);
  }

  // Runs on a host thread when the command's dependencies have completed.
  template <typename K> void host_task(const K &k) {
    host_command([k]() mutable { detail::run_host_task(k); });
  }

  // Copies, fills and USM operations.
  void memcpy(void *dst, const void *src, size_t bytes) {
    command([=](detail::queue_state &q, const detail::command_group &g) {
      return detail::submit_copy(q, dst, src, bytes, g);
    });
  }
  template <typename T> void copy(const T *src, T *dst, size_t count) { memcpy(dst, src, count * sizeof(T)); }
  void memset(void *dst, int value, size_t bytes) {
    unsigned char v = static_cast<unsigned char>(value);
    command([=](detail::queue_state &q, const detail::command_group &g) {
      return detail::submit_fill(q, dst, &v, 1, bytes, g);
    });
  }
  template <typename T> void fill(void *dst, const T &pattern, size_t count) {
    command([=](detail::queue_state &q, const detail::command_group &g) {
      return detail::submit_fill(q, dst, &pattern, sizeof(T), count * sizeof(T), g);
    });
  }
  // Copies and fills through accessors. A contiguous region of a buffer on
  // a device that does not share the host's memory is a driver copy or fill;
  // other regions are host work, which on such a device gets the buffer's
  // host memory (on_host). On an integrated device the host works on the
  // buffer's memory itself.
  template <typename T, int D, access_mode M, target Tg, access::placeholder P>
  void fill(accessor<T, D, M, Tg, P> acc, const T &value) {
    require(acc);
    if (device_side(acc)) {
      command([dst = acc.get_raw_pointer(), value, n = acc.size()](detail::queue_state &q, const detail::command_group &g) {
        return detail::submit_fill(q, dst, &value, sizeof(T), n * sizeof(T), g);
      });
      return;
    }
    host_command([acc = on_host(acc, true), value]() mutable { fill_region(acc, value); });
  }
  template <typename T, int D, access_mode M, target Tg, access::placeholder P, typename U>
  void copy(accessor<T, D, M, Tg, P> src, U *dst) {
    require(src);
    if (std::is_same_v<std::remove_const_t<T>, U> && device_side(src)) {
      memcpy(dst, src.get_raw_pointer(), src.byte_size());
      return;
    }
    host_command([src = on_host(src, false), dst]() mutable { region_copy(src, dst, true); });
  }
  template <typename U, typename T, int D, access_mode M, target Tg, access::placeholder P>
  void copy(const U *src, accessor<T, D, M, Tg, P> dst) {
    require(dst);
    if (std::is_same_v<std::remove_const_t<T>, std::remove_const_t<U>> && device_side(dst)) {
      memcpy(dst.get_raw_pointer(), src, dst.byte_size());
      return;
    }
    host_command([dst = on_host(dst, true), src]() mutable { region_copy(dst, const_cast<U *>(src), false); });
  }
  template <typename U, typename T, int D, access_mode M, target Tg, access::placeholder P>
  void copy(std::shared_ptr<U> src, accessor<T, D, M, Tg, P> dst) {
    copy(static_cast<const U *>(src.get()), dst);
  }
  template <typename T, int D, access_mode M, target Tg, access::placeholder P, typename U>
  void copy(accessor<T, D, M, Tg, P> src, std::shared_ptr<U> dst) {
    copy(src, dst.get());
  }
  // Element i of src, in row-major order over its range, goes to element i
  // of dst; the accessors may differ in dimensions, dst may be larger.
  template <typename T, int D1, access_mode M1, target T1, access::placeholder P1, int D2, access_mode M2, target T2,
            access::placeholder P2>
  void copy(accessor<T, D1, M1, T1, P1> src, accessor<std::remove_const_t<T>, D2, M2, T2, P2> dst) {
    if (src.size() > dst.size())
      throw exception(errc::invalid, "handler::copy: the destination accessor has fewer elements than the source");
    require(src);
    require(dst);
    if (device_side(src) && device_side(dst)) {
      memcpy(dst.get_raw_pointer(), src.get_raw_pointer(), src.byte_size());
      return;
    }
    host_command([src = on_host(src, false), dst = on_host(dst, true)] {
      for (size_t i = 0; i < src.size(); ++i)
        dst[detail::delinearize<D2>(i, dst.get_range())] = src[detail::delinearize<D1>(i, src.get_range())];
    });
  }
  // Memory is where the device uses it: these only order.
  void prefetch(const void *, size_t) { host_command([] {}); }
  void mem_advise(const void *, size_t, int) { host_command([] {}); }
  void depends_on(const event &e) { group.events.push_back(detail::event_access::get(e)); }
  void depends_on(const std::vector<event> &events) {
    for (const event &e : events)
      depends_on(e);
  }
  // DPC++'s barrier (sycl_ext_oneapi_enqueue_barrier): the command group
  // does nothing, and completes when the given events (or every command
  // submitted to the queue before it: queue.hpp) have.
  void ext_oneapi_barrier();
  void ext_oneapi_barrier(const std::vector<event> &events) { depends_on(events); }
  // Accessors record their buffers when they are created in the command
  // group; placeholders created elsewhere join it here.
  template <typename A> void require(const A &acc) {
    detail::note_pointer_access(acc.get_raw_pointer(), !std::is_const_v<typename A::value_type>);
  }
  // A buffer's memory is not its host data (that is copied in at the first
  // access and out when the buffer goes): the final data gets the whole
  // buffer once the writers before this command are done (SYCL 2020 allows
  // more than the accessor's range to be updated). The command holds the
  // storage by plain pointer: the buffer's destruction waits for it (one of
  // the buffer's readers), while a reference held here would let the storage,
  // and its write-back, outlive the buffer and its host data.
  template <typename A> void update_host(const A &acc) {
    require(acc);
    host_command([b = detail::buffer_at(acc.get_raw_pointer()).get()] {
      if (b)
        b->update_final_data(); // through a driver copy where the device has its own memory
    });
  }

  // Internal: the text buffer of a stream, local memory of the command's
  // kernel, and its result.
  char *allocate_stream(size_t bytes) {
    // A size of 0 is valid (the CTS makes such streams): nothing is kept.
    if (bytes > UINT32_MAX - 64)
      throw exception(errc::invalid, "sycl::stream: the buffer size must be less than 4 GiB");
    auto buffer = std::make_shared<detail::stream_buffer>(q->device, uint32_t(bytes));
    // The text is printed when the command completes (and freed with it).
    group.on_complete.push_back([buffer] { buffer->print(); });
    return buffer->storage;
  }
  size_t allocate_local(size_t bytes, size_t align) {
    local_bytes = (local_bytes + align - 1) / align * align;
    size_t at = local_bytes;
    local_bytes += bytes;
    return at;
  }
  // local_accessors' memory (local_accessor.hpp request_local/place_local).
  size_t request_local(size_t bytes, size_t align) {
    local_requests.push_back({bytes, align, detail::no_local_request});
    return local_requests.size() - 1;
  }
  size_t place_local(size_t request) {
    if (request >= local_requests.size()) // default-constructed, or another command group's
      return 0;
    local_request &r = local_requests[request];
    if (r.offset == detail::no_local_request)
      r.offset = allocate_local(r.bytes, r.align);
    return r.offset;
  }
  // Submits the command group's command (queue::submit, once the command
  // group function has returned) and returns its event.
  detail::event_ptr finish();
  // The dependencies and completion work the command group collects.
  detail::command_group group;

private:
  using submit_fn = std::function<detail::event_ptr(detail::queue_state &, const detail::command_group &)>;
  void command(submit_fn f) {
    if (submit_command)
      throw exception(errc::invalid, "a command group holds more than one command");
    submit_command = std::move(f);
  }
  // Not a template: the work's type gives one std::function, not one more
  // command closure and std::function per type.
  void host_command(std::function<void()> f) {
    command([f = std::move(f)](detail::queue_state &q, const detail::command_group &g) {
      return detail::submit_host(q, f, g);
    });
  }
  // The buffer of a device accessor, when its memory is the device's own
  // (not the host's) and on this queue's device; else null.
  template <typename A> std::shared_ptr<detail::buffer_storage> own_memory(const A &acc) const {
    // Host accessors point to host memory, which is no buffer's here.
    std::shared_ptr<detail::buffer_storage> b = detail::buffer_at(acc.get_raw_pointer());
    return b && !b->integrated && b->device == q->device ? b : nullptr;
  }
  // Whether a device command can do an access through the accessor: its
  // buffer's memory is the device's own and its region is contiguous.
  template <typename A> bool device_side(const A &acc) const {
    if constexpr (A::dimensions == 0) {
      return bool(own_memory(acc));
    } else {
      // Contiguous: below the outermost dimension the region differs from
      // the buffer in, every dimension is whole; above it, every extent is 1.
      bool partial = false;
      for (int d = A::dimensions - 1; d >= 0; --d) {
        if (partial && acc.get_range()[d] != 1)
          return false;
        partial |= acc.get_range()[d] != acc.get_buffer_range()[d];
      }
      return bool(own_memory(acc));
    }
  }
  // Host work on an accessor's elements: on a device with memory of its
  // own, the accessor moves to the buffer's host memory, which the runtime
  // brings up to date before the work and copies back after it (a write).
  template <typename A> A on_host(A acc, bool write) {
    if constexpr (A::dimensions > 0)
      if (std::shared_ptr<detail::buffer_storage> b = own_memory(acc)) {
        group.buffers.push_back({b, write, true});
        acc.rebase(b->mem, b->host_memory(write));
      }
    return acc;
  }
  template <typename A, typename T> static void fill_region(A &acc, const T &value) {
    for (size_t i = 0; i < acc.size(); ++i)
      acc[detail::delinearize<A::dimensions>(i, acc.get_range())] = value;
  }
  template <typename A, typename U> static void region_copy(A &acc, U *host, bool to_host) {
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
  // The kernel state of a launch's reductions; their memory lives until the
  // command has completed.
  template <typename... R> auto reductions(size_t groups, size_t local_size, const R &...rd) {
    auto res = std::make_shared<detail::reduction_resources>(q->device, groups);
    detail::reduction_common common{};
    if constexpr (sizeof...(R) > 0) {
      common = res->common(*this, local_size, rd...);
      group.on_complete.push_back([res] {});
    }
    return std::make_pair(common, res->states(rd...));
  }

  template <typename Name, int D, typename... Rest> void parallel_for_range(range<D> r, id<D> off, Rest &&...rest) {
    auto split = split_last(std::forward<Rest>(rest)...);
    auto &reds = split.first;
    auto &k = split.second;
    using K = std::decay_t<decltype(k)>;
    std::apply(
        [&](auto &...rd) {
          if constexpr (sizeof...(rd) == 0) {
            using W = detail::range_kernel<D, K>;
            launch<detail::kernel_name_t<Name, W>>(W{k, r, off}, D, r, static_cast<const range<D> *>(nullptr), off,
                                                   true);
          } else {
            // The library picks the nd_range; see range_reduction_kernel.
            using W = detail::range_reduction_kernel<D, K, std::decay_t<decltype(rd)>...>;
            size_t L = detail::reduction_group_size(q->device), G = detail::reduction_group_count(r.size(), L);
            auto res = reductions(G, L, rd...);
            range<1> l(L);
            launch<detail::kernel_name_t<Name, W>>(W{k, r, off, res.first, res.second}, 1, range<1>(G * L), &l, id<1>(),
                                                   false, /*user_groups=*/false);
          }
        },
        reds);
  }

  // A kernel launch. Only what depends on the kernel object's type is a
  // template: the geometry, the kernel's name and entry point, and the
  // object's size, copy and destruction (kernel_object_ops); the rest is
  // launch_object, compiled once in the library. Each kernel of a program
  // would otherwise bring its own copy of the launch code, its closures and
  // their std::function instantiations to every host compile.
  // user_groups: the user's kernel has work-groups (a range reduction's
  // launch has them only for the library's combining step).
  template <typename Name, typename W, int D>
  void launch(const W &w, unsigned dims, range<D> global, const range<D> *local, id<D> offset, bool has_offset,
              bool user_groups = true) {
#ifdef __SYCL_ID_QUERIES_FIT_IN_INT__
    // Device code assumes every id fits in int (device_builtins.hpp).
    for (int d = 0; d < D && global.size() != 0; ++d)
      if (global[d] + offset[d] > size_t(2147483647))
        throw exception(errc::nd_range, "the range or offset of dimension " + std::to_string(d) +
                                            " does not fit in int; pass -fno-sycl-id-queries-fit-in-int to remove "
                                            "this limit");
#endif
    // Instantiates the device kernel; its host body is empty.
    detail::kernel_entry<Name>(w, nullptr, detail::kernel_patches{});
    detail::launch_args a{};
    a.kernel_name = __builtin_sycl_unique_stable_name(Name);
    a.dims = dims;
    for (int d = 0; d < D; ++d) {
      a.global[detail::ocl_dim<D>(d)] = global[d];
      a.local[detail::ocl_dim<D>(d)] = local ? (*local)[d] : 0;
      a.offset[detail::ocl_dim<D>(d)] = offset[d];
    }
    a.has_local = local != nullptr;
    a.has_offset = has_offset && offset != id<D>();
    launch_object(a, &w, detail::kernel_object_ops_of<W>, user_groups);
  }
  // Copies the kernel object into launch storage (local_accessors and
  // streams copied into it report their offsets) and makes the command
  // (handler.cpp). A launch over an empty range is an empty command.
  void launch_object(detail::launch_args a, const void *object, const detail::kernel_object_ops &ops,
                     bool user_groups);

public:
  // Specialization constants and kernel bundles (kernel_bundle.hpp).
  template <auto &SpecName> void set_specialization_constant(detail::spec_value_t<SpecName> value) {
    if (bundle)
      throw exception(errc::invalid, "set_specialization_constant after use_kernel_bundle");
    detail::set_spec_constant<SpecName>(spec_constants, value);
  }
  template <auto &SpecName> detail::spec_value_t<SpecName> get_specialization_constant() {
    if (bundle)
      throw exception(errc::invalid, "get_specialization_constant after use_kernel_bundle");
    return detail::get_spec_constant<SpecName>(spec_constants);
  }
  void use_kernel_bundle(const kernel_bundle<bundle_state::executable> &b) {
    if (b.get_context() != q->ctx)
      throw exception(errc::invalid, "the kernel bundle's context is not the queue's");
    if (!spec_constants.empty())
      throw exception(errc::invalid, "use_kernel_bundle after set_specialization_constant");
    bundle = b.get_data();
  }

private:
  // The kernel's specialization constants; the bound bundle's kernels only.
  std::shared_ptr<const detail::spec_constant_set> launch_spec_constants(const std::string &name) const;

  std::shared_ptr<detail::queue_state> q;
  submit_fn submit_command;
  detail::spec_constant_set spec_constants;
  detail::bundle_ptr bundle;
  size_t local_bytes = 0;
  struct local_request {
    size_t bytes, align, offset;
  };
  std::vector<local_request> local_requests;
};

namespace detail {
inline size_t allocate_local(handler &h, size_t bytes, size_t align) { return h.allocate_local(bytes, align); }
inline size_t request_local(handler &h, size_t bytes, size_t align) { return h.request_local(bytes, align); }
inline size_t place_local(handler &h, size_t request) { return h.place_local(request); }
} // namespace detail

} // namespace sycl

#endif // SYCL_HANDLER_HPP
