//===- sycl/buffer.hpp - sycl::buffer and the deduction guides of buffer and accessors ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BUFFER_HPP
#define SYCL_BUFFER_HPP

#include <sycl/local_accessor.hpp>

#include <atomic>

namespace sycl {

// ---------------------------------------------------------------- buffers
namespace detail {
// The memory of a buffer (or an image), shared by its copies and
// sub-buffers. `mem` is what kernels use:
// - on a device that shares the host's memory (integrated, every CPU
//   device), the host memory the buffer was made from, when its alignment
//   suits the elements (zero copy), else shared USM of the device;
// - on other devices, device USM: the host never touches it, driver copies
//   move the data.
// `host` is what host accessors and host work use: `mem` on an integrated
// device; elsewhere the host memory the buffer was made from, or a copy the
// library allocates, brought up to date by driver copies (runtime.cpp).
//
// The host data a buffer is made from is the runtime's for the buffer's
// lifetime, so data the buffer does not use in place is copied in when the
// first accessor needs the memory, not before (updates made under use_mutex
// until then count); and what no accessor could write is not written back
// to where it came from. Its accessors' commands are recorded here
// (runtime.cpp, under its submission lock): the last command that wrote it
// and those that read it since.
struct buffer_storage : std::enable_shared_from_this<buffer_storage> {
  void *mem = nullptr;
  size_t bytes = 0;
  size_t device = 0;
  size_t align = 64;           // of the library's allocations
  bool owns_mem = true;        // mem is the library's USM, freed with the storage
  bool integrated = true;      // the device shares the host's memory
  void *origin = nullptr;      // the writable host memory the buffer was made from
  void *host = nullptr;        // where host accessors point (mem when integrated)
  std::shared_ptr<void> host_copy; // host when the library allocated it
  std::function<void(const void *, size_t)> final_data;
  bool write_back = false;
  event_ptr last_writer;
  event_list readers;
  const void *init_from = nullptr;          // host data not copied in yet
  std::shared_ptr<const void> init_owner;   // a shared_ptr's, kept while the buffer needs it
  bool final_to_origin = false;             // final data is where origin is
  std::atomic<bool> written{false};         // a writing accessor was made
  std::mutex lock;                          // the copies below
  bool ready = false;                       // init_from copied in

  bool zero_copy() const { return origin && mem == origin; }
  // The memory for a device access, with the host data copied in; \p write:
  // the access may write.
  void *prepare(bool write);
  // A host accessor, once the commands before it have completed: the host
  // memory, up to date.
  void *host_access(bool write);
  // The host memory for host work that runs later (host_task accessors,
  // copies and fills through accessors). On an integrated device that is
  // mem, with the host data copied in now as for a device access (prepare);
  // elsewhere submit_host brings it up to date before the work
  // (host_access) and back after it (host_release). \p write: the work may
  // write.
  void *host_memory(bool write);
  void *host_memory_locked();
  // The end of a host access: on a device that does not share the host's
  // memory, what the host wrote goes to the device.
  void host_release(bool write);
  // handler::update_host: the final data gets the memory now.
  void update_final_data();
  // set_final_data / set_write_back(false): the memory the buffer was made
  // from no longer gets what the buffer's commands write, so a buffer that
  // used it in place moves to memory of its own.
  void leave_origin();
  // The final data gets the contents.
  void write_final();
  ~buffer_storage();
};
size_t default_device_index();
template <typename P> struct is_shared_or_weak_ptr : std::false_type {};
template <typename T> struct is_shared_or_weak_ptr<std::shared_ptr<T>> : std::true_type {};
template <typename T> struct is_shared_or_weak_ptr<std::weak_ptr<T>> : std::true_type {};
template <typename T> std::shared_ptr<T> lock_ptr(const std::shared_ptr<T> &p) { return p; }
template <typename T> std::shared_ptr<T> lock_ptr(const std::weak_ptr<T> &p) { return p.lock(); }
} // namespace detail

// The default allocator of buffers (SYCL 2020 4.7.2.1). Buffer memory is
// the user's memory or USM (buffer_storage), so it only serves the host
// copies a program asks for.
template <typename T> class buffer_allocator {
public:
  using value_type = T;
  template <typename U> struct rebind {
    using other = buffer_allocator<U>;
  };
  buffer_allocator() noexcept = default;
  template <typename U> buffer_allocator(const buffer_allocator<U> &) noexcept {}
  T *allocate(size_t n) { return std::allocator<T>().allocate(n); }
  void deallocate(T *p, size_t n) { std::allocator<T>().deallocate(p, n); }
  friend bool operator==(const buffer_allocator &, const buffer_allocator &) noexcept { return true; }
  friend bool operator!=(const buffer_allocator &, const buffer_allocator &) noexcept { return false; }
};

template <typename T, int D = 1, typename AllocatorT = buffer_allocator<std::remove_const_t<T>>> class buffer;
template <typename T, int D, typename AllocatorT> class buffer {
  using mutable_t = std::remove_const_t<T>;
  template <typename C>
  using if_container = std::enable_if_t<D == 1 && std::is_convertible_v<decltype(std::data(std::declval<C &>())), const T *> &&
                                        !std::is_same_v<std::decay_t<C>, buffer>>;
  template <typename It>
  using if_iterator = std::enable_if_t<D == 1 && !std::is_integral_v<It> && !std::is_same_v<std::decay_t<It>, range<D>> &&
                                       std::is_convertible_v<typename std::iterator_traits<It>::value_type, mutable_t>>;

public:
  using value_type = T;
  using reference = T &;
  using const_reference = const T &;
  using allocator_type = AllocatorT;
  static constexpr int dimensions = D;

  buffer(const range<D> &r, const property_list &p = {}) : r(r), props(p) { allocate(nullptr); }
  buffer(const range<D> &r, AllocatorT a, const property_list &p = {}) : r(r), alloc(a), props(p) { allocate(nullptr); }
  buffer(mutable_t *host, const range<D> &r, const property_list &p = {}) : r(r), props(p) { from_host(host); }
  buffer(mutable_t *host, const range<D> &r, AllocatorT a, const property_list &p = {}) : r(r), alloc(a), props(p) {
    from_host(host);
  }
  buffer(const mutable_t *host, const range<D> &r, const property_list &p = {}) : r(r), props(p) { allocate(host); }
  buffer(const mutable_t *host, const range<D> &r, AllocatorT a, const property_list &p = {})
      : r(r), alloc(a), props(p) {
    allocate(host);
  }
  buffer(const std::shared_ptr<T> &host, const range<D> &r, const property_list &p = {}) : r(r), props(p) {
    from_shared(host);
  }
  buffer(const std::shared_ptr<T> &host, const range<D> &r, AllocatorT a, const property_list &p = {})
      : r(r), alloc(a), props(p) {
    from_shared(host);
  }
  buffer(const std::shared_ptr<T[]> &host, const range<D> &r, const property_list &p = {}) : r(r), props(p) {
    from_shared(host);
  }
  buffer(const std::shared_ptr<T[]> &host, const range<D> &r, AllocatorT a, const property_list &p = {})
      : r(r), alloc(a), props(p) {
    from_shared(host);
  }
  template <typename It, typename = if_iterator<It>>
  buffer(It first, It last, const property_list &p = {}) : r(size_t(std::distance(first, last))), props(p) {
    from_range(first, last);
  }
  template <typename It, typename = if_iterator<It>>
  buffer(It first, It last, AllocatorT a, const property_list &p = {})
      : r(size_t(std::distance(first, last))), alloc(a), props(p) {
    from_range(first, last);
  }
  // Contiguous containers (std::vector, std::array, ...): written back.
  template <typename C, typename = if_container<C>>
  buffer(C &container, const property_list &p = {}) : r(std::size(container)), props(p) {
    from_container(container);
  }
  template <typename C, typename = if_container<C>>
  buffer(C &container, AllocatorT a, const property_list &p = {}) : r(std::size(container)), alloc(a), props(p) {
    from_container(container);
  }
  // A sub-buffer: a contiguous region of the parent.
  buffer(buffer &parent, const id<D> &offset, const range<D> &sub)
      : r(sub), alloc(parent.alloc), props(parent.props), store(parent.store) {
    for (int d = 1; d < D; ++d)
      if (offset[d] != 0 || sub[d] != parent.r[d])
        throw exception(errc::invalid, "a sub-buffer must be a contiguous region of its parent");
    for (int d = 0; d < D; ++d)
      if (offset[d] + sub[d] > parent.r[d])
        throw exception(errc::invalid, "the sub-buffer exceeds its parent");
    base = parent.base + detail::linearize<D>(offset, parent.r);
    is_sub = true;
  }

  range<D> get_range() const { return r; }
  size_t size() const noexcept { return r.size(); }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  size_t get_size() const noexcept { return byte_size(); }
  AllocatorT get_allocator() const { return alloc; }
  template <typename P> bool has_property() const noexcept { return props.template has_property<P>(); }
  template <typename P> P get_property() const { return props.template get_property<P>(); }

  // Where the contents go when the last buffer object is destroyed: a
  // pointer, a shared_ptr or weak_ptr (if still alive), an output iterator,
  // or nowhere (nullptr, also a null pointer).
  template <typename Destination = std::nullptr_t> void set_final_data(Destination dst = nullptr) {
    store->leave_origin();
    final_to(dst);
  }
  void set_write_back(bool w = true) {
    if (!w)
      store->leave_origin();
    store->write_back = w;
  }
  bool is_sub_buffer() const { return is_sub; }

  template <access_mode M = access_mode::read_write, target Tgt = target::device>
  accessor<T, D, M, Tgt> get_access(handler &h) {
    return accessor<T, D, M, Tgt>(*this, h);
  }
  template <access_mode M = access_mode::read_write, target Tgt = target::device>
  accessor<T, D, M, Tgt> get_access(handler &h, range<D> rr, id<D> o = {}) {
    return accessor<T, D, M, Tgt>(*this, h, rr, o);
  }
  // get_access(args...) is accessor{*this, args...}: tags, properties, ranges.
  template <typename A, typename... Ts, typename = std::enable_if_t<!std::is_same_v<std::decay_t<A>, range<D>>>>
  auto get_access(A &&a, Ts &&...ts) {
    return accessor{*this, std::forward<A>(a), std::forward<Ts>(ts)...};
  }
  template <typename... Ts> auto get_host_access(Ts &&...ts) { return host_accessor{*this, std::forward<Ts>(ts)...}; }
  // SYCL 1.2.1's host accessors.
  template <access_mode M = access_mode::read_write> accessor<T, D, M, target::host_buffer> get_access() {
    return accessor<T, D, M, target::host_buffer>(*this);
  }
  template <access_mode M = access_mode::read_write>
  accessor<T, D, M, target::host_buffer> get_access(range<D> rr, id<D> o = {}) {
    return accessor<T, D, M, target::host_buffer>(*this, rr, o);
  }

  // The same memory seen as other elements or another shape.
  template <typename U, int E = D,
            typename UA = typename std::allocator_traits<AllocatorT>::template rebind_alloc<std::remove_const_t<U>>>
  buffer<U, E, UA> reinterpret(range<E> nr) const {
    if (nr.size() * sizeof(U) != byte_size())
      throw exception(errc::invalid, "buffer::reinterpret: the new range has another size in bytes");
    return buffer<U, E, UA>(store, base * sizeof(T), nr, is_sub);
  }
  template <typename U, int E = D, typename = std::enable_if_t<E == 1 || sizeof(U) == sizeof(T)>>
  auto reinterpret() const {
    if constexpr (E == 1)
      return reinterpret<U, 1>(range<1>(byte_size() / sizeof(U)));
    else
      return reinterpret<U, E>(r);
  }

  friend bool operator==(const buffer &a, const buffer &b) { return a.store == b.store && a.base == b.base && a.r == b.r; }
  friend bool operator!=(const buffer &a, const buffer &b) { return !(a == b); }

  void *data() const { return static_cast<mutable_t *>(store->mem) + base; }
  // Internal: the memory for an accessor or a reduction (buffer_storage):
  // for the device, with the host data copied in; for a host accessor, the
  // host memory up to date; for host work (a host_task accessor), the host
  // memory the work will see. \p write: the access may write.
  void *access_data(bool write, detail::buffer_side where = detail::buffer_side::device) const {
    void *m = where == detail::buffer_side::device ? store->prepare(write)
              : where == detail::buffer_side::host ? store->host_access(write)
                                                   : store->host_memory(write);
    return static_cast<mutable_t *>(m) + base;
  }

  // Internal: another view of a buffer's storage (reinterpret).
  buffer(std::shared_ptr<detail::buffer_storage> s, size_t byte_base, range<D> nr, bool sub)
      : r(nr), store(std::move(s)), base(byte_base / sizeof(T)), is_sub(sub) {}
  // The storage shared with sub-buffers, whose accesses it records.
  const std::shared_ptr<detail::buffer_storage> &storage() const { return store; }

private:
  template <typename, int, typename> friend class buffer;
  // Where the contents go at the end (set_final_data, without leaving the
  // host memory the buffer was made from).
  template <typename Destination> void final_to(Destination dst) {
    store->final_to_origin = false;
    if constexpr (std::is_same_v<Destination, std::nullptr_t>) {
      store->final_data = nullptr;
    } else if constexpr (std::is_pointer_v<Destination>) {
      store->final_data = nullptr;
      if (dst)
        store->final_data = [dst](const void *mem, size_t bytes) { std::memcpy(dst, mem, bytes); };
    } else if constexpr (detail::is_shared_or_weak_ptr<Destination>::value) {
      store->final_data = [dst](const void *mem, size_t bytes) {
        if (auto p = detail::lock_ptr(dst))
          std::memcpy(p.get(), mem, bytes);
      };
    } else {
      store->final_data = [dst](const void *mem, size_t bytes) {
        const mutable_t *first = static_cast<const mutable_t *>(mem);
        std::copy(first, first + bytes / sizeof(T), dst);
      };
    }
    store->write_back = bool(store->final_data);
  }
  // \p init stays the program's until the first accessor (buffer_storage);
  // \p in_place: writable host memory the buffer may use as its own.
  void allocate(const mutable_t *init, mutable_t *in_place = nullptr) {
    store = std::make_shared<detail::buffer_storage>();
    store->bytes = r.size() * sizeof(T);
    store->device = detail::default_device_index();
    store->integrated = detail::device_props(store->device).integrated;
    store->align = alignof(T) < 64 ? 64 : alignof(T);
    store->origin = in_place;
    if (in_place && store->integrated && reinterpret_cast<uintptr_t>(in_place) % alignof(T) == 0) {
      store->mem = in_place; // zero copy
      store->owns_mem = false;
      store->ready = true;
    } else {
      store->mem = detail::usm_alloc(store->device, store->integrated ? detail::usm_kind::shared : detail::usm_kind::device,
                                     std::max<size_t>(store->bytes, 1), store->align);
      if (!store->mem)
        throw exception(errc::memory_allocation, "cannot allocate the buffer's memory");
      store->init_from = init;
    }
    store->host = store->integrated ? store->mem : in_place;
    detail::register_buffer(store);
  }
  void from_host(mutable_t *host) {
    if constexpr (std::is_const_v<T>) {
      allocate(host);
    } else {
      allocate(host, host);
      if (host) {
        final_to(host);
        store->final_to_origin = true;
      }
    }
  }
  template <typename P> void from_shared(const P &host) {
    using E = std::remove_extent_t<typename P::element_type>;
    if constexpr (std::is_const_v<E>)
      allocate(host.get());
    else
      allocate(host.get(), host.get());
    store->init_owner = host;
    if (host) {
      final_to(typename P::weak_type(host));
      store->final_to_origin = true;
    }
  }
  // The elements are copied now: the iterators need not stay valid.
  template <typename It> void from_range(It first, It last) {
    allocate(nullptr);
    if (store->integrated) {
      std::copy(first, last, static_cast<mutable_t *>(store->prepare(false)));
    } else {
      std::vector<mutable_t> staged(first, last);
      detail::copy_bytes(store->device, store->mem, staged.data(), store->bytes);
    }
  }
  template <typename C> void from_container(C &container) {
    if constexpr (!std::is_const_v<std::remove_pointer_t<decltype(std::data(container))>>) {
      allocate(std::data(container), std::data(container));
      if (std::data(container)) {
        final_to(std::data(container));
        store->final_to_origin = true;
      }
    } else {
      allocate(std::data(container));
    }
  }
  range<D> r;
  AllocatorT alloc;
  property_list props;
  std::shared_ptr<detail::buffer_storage> store;
  size_t base = 0; // first element, for sub-buffers
  bool is_sub = false;
};

// Deduction guides (SYCL 2020 4.7.2.1).
template <typename It, typename A>
buffer(It, It, A, const property_list & = {}) -> buffer<typename std::iterator_traits<It>::value_type, 1, A>;
template <typename It>
buffer(It, It, const property_list & = {}) -> buffer<typename std::iterator_traits<It>::value_type, 1>;
template <typename T, int D, typename A> buffer(const T *, const range<D> &, A, const property_list & = {}) -> buffer<T, D, A>;
template <typename T, int D> buffer(const T *, const range<D> &, const property_list & = {}) -> buffer<T, D>;
template <typename T, int D> buffer(T *, const range<D> &, const property_list & = {}) -> buffer<T, D>;
template <typename C, typename A>
buffer(C &, A, const property_list & = {}) -> buffer<std::remove_const_t<std::remove_pointer_t<decltype(std::data(std::declval<C &>()))>>, 1, A>;
template <typename C>
buffer(C &, const property_list & = {}) -> buffer<std::remove_const_t<std::remove_pointer_t<decltype(std::data(std::declval<C &>()))>>, 1>;
template <typename T, int D> buffer(const std::shared_ptr<T> &, const range<D> &, const property_list & = {}) -> buffer<T, D>;
// A range written as a braced list (`buffer b{ptr, {n}}`) deduces no
// dimensions: the constructors' implicit guides take the class's default, 1,
// but ours take `mutable_t *`, which deduces no T, so these say it.
template <typename T, typename A> buffer(const T *, const range<1> &, A, const property_list & = {}) -> buffer<T, 1, A>;
template <typename T, typename A> buffer(T *, const range<1> &, A, const property_list & = {}) -> buffer<T, 1, A>;
template <typename T> buffer(const T *, const range<1> &, const property_list & = {}) -> buffer<T, 1>;
template <typename T> buffer(T *, const range<1> &, const property_list & = {}) -> buffer<T, 1>;
template <typename T> buffer(const std::shared_ptr<T> &, const range<1> &, const property_list & = {}) -> buffer<T, 1>;

namespace detail {
template <typename M> constexpr access_mode mode_of() { return tag_traits<M>::mode; }
template <typename M> constexpr target target_of() { return tag_traits<M>::tgt; }
} // namespace detail
// Accessors: element type and dimensions from the buffer, mode and target
// from the tag (read-write on the device without one; a const element type
// reads).
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, const property_list & = {}) -> accessor<T, D>;
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, handler &, const property_list & = {}) -> accessor<T, D>;
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, range<D>, const property_list & = {}) -> accessor<T, D>;
template <typename T, int D, typename A> accessor(buffer<T, D, A> &, range<D>, id<D>, const property_list & = {}) -> accessor<T, D>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, handler &, range<D>, const property_list & = {}) -> accessor<T, D>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, handler &, range<D>, id<D>, const property_list & = {}) -> accessor<T, D>;
#define __SYCL_TAG_GUIDE(...)                                                                                          \
  template <typename T, int D, typename A, typename Tag, typename = detail::if_tag<Tag>>                                \
  accessor(buffer<T, D, A> &, __VA_ARGS__ Tag, const property_list & = {})                                             \
      -> accessor<T, D, detail::mode_of<Tag>(), detail::target_of<Tag>()>;
__SYCL_TAG_GUIDE()
__SYCL_TAG_GUIDE(handler &, )
__SYCL_TAG_GUIDE(range<D>, )
__SYCL_TAG_GUIDE(range<D>, id<D>, )
__SYCL_TAG_GUIDE(handler &, range<D>, )
__SYCL_TAG_GUIDE(handler &, range<D>, id<D>, )
#undef __SYCL_TAG_GUIDE

template <typename T, int D, typename A> host_accessor(buffer<T, D, A> &, const property_list & = {}) -> host_accessor<T, D>;
template <typename T, int D, typename A>
host_accessor(buffer<T, D, A> &, range<D>, const property_list & = {}) -> host_accessor<T, D>;
template <typename T, int D, typename A>
host_accessor(buffer<T, D, A> &, range<D>, id<D>, const property_list & = {}) -> host_accessor<T, D>;
#define __SYCL_TAG_GUIDE(...)                                                                                          \
  template <typename T, int D, typename A, typename Tag, typename = detail::if_tag<Tag>>                                \
  host_accessor(buffer<T, D, A> &, __VA_ARGS__ Tag, const property_list & = {})                                        \
      -> host_accessor<T, D, detail::mode_of<Tag>()>;
__SYCL_TAG_GUIDE()
__SYCL_TAG_GUIDE(range<D>, )
__SYCL_TAG_GUIDE(range<D>, id<D>, )
#undef __SYCL_TAG_GUIDE

} // namespace sycl

// Buffers and accessors hash as the memory they refer to (common-reference
// semantics: copies are equal and hash alike).
namespace std {
template <typename T, int D, typename A> struct hash<sycl::buffer<T, D, A>> {
  size_t operator()(const sycl::buffer<T, D, A> &b) const { return hash<const void *>()(b.data()); }
};
template <typename T, int D, sycl::access_mode M, sycl::target Tg, sycl::access::placeholder P>
struct hash<sycl::accessor<T, D, M, Tg, P>> {
  size_t operator()(const sycl::accessor<T, D, M, Tg, P> &a) const {
    return hash<const void *>()(a.get_raw_pointer());
  }
};
template <typename T, int D, sycl::access_mode M> struct hash<sycl::host_accessor<T, D, M>> {
  size_t operator()(const sycl::host_accessor<T, D, M> &a) const { return hash<const void *>()(a.get_raw_pointer()); }
};
template <typename T, int D> struct hash<sycl::local_accessor<T, D>> {
  size_t operator()(const sycl::local_accessor<T, D> &a) const { return hash<size_t>()(a.get_local_request()); }
};
} // namespace std

#endif // SYCL_BUFFER_HPP
