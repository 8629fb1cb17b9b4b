//===- sycl/buffer.hpp - sycl::buffer and the deduction guides of buffer and accessors ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BUFFER_HPP
#define SYCL_BUFFER_HPP

#include <sycl/local_accessor.hpp>

namespace sycl {

// ---------------------------------------------------------------- buffers
namespace detail {
// The memory of a buffer: shared USM of the default device, written back to
// the host pointer (if any) when the last buffer object goes away, once the
// commands that use it have completed. Its accessors' commands are recorded
// here (runtime.cpp, under its submission lock): the last command that
// wrote it and those that read it since.
struct buffer_storage {
  void *mem = nullptr;
  size_t bytes = 0;
  void *write_back_to = nullptr;
  bool write_back = false;
  size_t device = 0;
  event_ptr last_writer;
  event_list readers;
  ~buffer_storage() {
    unregister_buffer(*this);
    wait_buffer(*this);
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
  // The storage shared with sub-buffers, whose accesses it records.
  const std::shared_ptr<detail::buffer_storage> &storage() const { return store; }

private:
  void allocate(const T *init) {
    store = std::make_shared<detail::buffer_storage>();
    store->bytes = r.size() * sizeof(T);
    store->device = detail::default_device_index();
    store->mem = detail::usm_alloc(store->device, detail::usm_kind::shared, std::max<size_t>(store->bytes, 1),
                                   alignof(T) < 64 ? 64 : alignof(T));
    if (!store->mem)
      throw exception(errc::memory_allocation, "cannot allocate the buffer's memory");
    detail::register_buffer(store);
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

} // namespace sycl

#endif // SYCL_BUFFER_HPP
