//===- sycl/detail/kernel_launch.hpp - kernel wrappers and the one kernel entry point ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_KERNEL_LAUNCH_HPP
#define SYCL_DETAIL_KERNEL_LAUNCH_HPP

#include <sycl/group_algorithm.hpp>
#include <sycl/kernel_handler.hpp>

namespace sycl {

// ---------------------------------------------------------------- kernels
namespace detail {

// Whether K takes these arguments, with or without a trailing kernel_handler.
template <typename K, typename... A>
constexpr bool invocable_v = std::is_invocable_v<const K &, A...> || std::is_invocable_v<const K &, A..., kernel_handler>;

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
  void operator()() const { call_kernel(k); }
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
        call_kernel(k, it);
      else
        call_kernel(k, i);
    } else {
      run_with_reducers(it, std::index_sequence_for<R...>());
    }
  }
  template <size_t... I> void run_with_reducers(const item<D> &it, std::index_sequence<I...>) const {
    auto red = make_pack(reducer<typename R::value_type, typename R::op_type>(
        pack_get<I>(reductions).identity, pack_get<I>(reductions).op)...);
    if constexpr (invocable_v<K, item<D>, decltype(pack_get<I>(red))...>)
      call_kernel(k, it, pack_get<I>(red)...);
    else
      call_kernel(k, it.get_id(), pack_get<I>(red)...);
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
      call_kernel(k, it);
    else
      run_with_reducers(it, std::index_sequence_for<R...>());
  }
  template <size_t... I> void run_with_reducers(const nd_item<D> &it, std::index_sequence<I...>) const {
    auto red = make_pack(reducer<typename R::value_type, typename R::op_type>(
        pack_get<I>(reductions).identity, pack_get<I>(reductions).op)...);
    call_kernel(k, it, pack_get<I>(red)...);
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
#ifdef __SYCL_DEVICE_ONLY__
  current_assert_record = patches.assert_to;
#endif
  apply_local_patches(w, arena, patches);
  w();
  flush_streams(w, patches);
}

} // namespace detail

} // namespace sycl

#endif // SYCL_DETAIL_KERNEL_LAUNCH_HPP
