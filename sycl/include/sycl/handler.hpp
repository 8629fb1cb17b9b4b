//===- sycl/handler.hpp - sycl::handler ------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HANDLER_HPP
#define SYCL_HANDLER_HPP

#include <sycl/ext/oneapi/experimental/printf.hpp>

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

} // namespace sycl

#endif // SYCL_HANDLER_HPP
