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

// The kernel's function object and how to call it for one work-item.
template <typename K> struct single_task_kernel {
  K k;
  void operator()(__SYCL_LOCAL char *) const { call_kernel(k); }
};

template <int D> id<D> global_id_of_item() {
  id<D> i;
#ifdef __SYCL_DEVICE_ONLY__
  for (int d = 0; d < D; ++d)
    i[d] = ocl::global_id(ocl_dim<D>(d));
#endif
  return i;
}

// A range parallel_for without reductions: one work-item per id.
template <int D, typename K> struct range_kernel {
  K k;
  range<D> r;
  id<D> off;

  void operator()(__SYCL_LOCAL char *) const {
    id<D> i = global_id_of_item<D>();
    if constexpr (invocable_v<K, item<D>>)
      call_kernel(k, item<D>(i, r, off));
    else if constexpr (invocable_v<K, item<D, false>>)
      call_kernel(k, item<D, false>(i, r)); // a range without an offset
    else
      call_kernel(k, i);
  }
};

// A range parallel_for with reductions, launched by the library as a 1-D
// nd_range (reduction_group_size/count): each work-group takes a contiguous
// block of the range, and its work-item l calls the user's function for the
// ids l, l + L, ... of the block, accumulating into one set of reducers;
// then the groups combine them (reduction.hpp). Neighbouring work-items
// read neighbouring elements (what Intel's runtime vectorizes), and a
// device that runs a group's work-items one after another (PoCL) finds the
// block in its cache after the first one; striding over the whole range
// made PoCL read each cache line from memory once per work-item.
template <int D, typename K, typename... R> struct range_reduction_kernel {
  K k;
  range<D> r;
  id<D> off;
  reduction_common common;
  pack<reduction_state<R>...> reductions;

  void operator()(__SYCL_LOCAL char *arena) const { run(arena, std::index_sequence_for<R...>()); }
  template <size_t... I> void run(__SYCL_LOCAL char *arena, std::index_sequence<I...> seq) const {
    size_t lid = 0, L = 1, group = 0, G = 1;
#ifdef __SYCL_DEVICE_ONLY__
    lid = ocl::local_id(0), L = ocl::local_size(0), group = ocl::group_id(0), G = ocl::num_groups(0);
#endif
    auto red = make_reducers(reductions);
    size_t n = r.size(), block = (n + G - 1) / G, end = std::min(n, (group + 1) * block);
    for (size_t lin = group * block + lid; lin < end; lin += L) {
      id<D> i = delinearize<D>(lin, r) + off;
      if constexpr (invocable_v<K, item<D>, decltype(pack_get<I>(red))...>)
        call_kernel(k, item<D>(i, r, off), pack_get<I>(red)...);
      else
        call_kernel(k, i, pack_get<I>(red)...);
    }
    finish_reductions(reductions, red, common, static_cast<char *>(arena), lid, L, group, seq);
  }
};

template <int D, typename K, typename... R> struct nd_range_kernel {
  K k;
  reduction_common common;
  pack<reduction_state<R>...> reductions;

  void operator()(__SYCL_LOCAL char *arena) const {
    nd_item<D> it = make_nd_item<D>();
    if constexpr (sizeof...(R) == 0)
      call_kernel(k, it);
    else
      run_with_reducers(it, arena, std::index_sequence_for<R...>());
  }
  template <size_t... I>
  void run_with_reducers(const nd_item<D> &it, __SYCL_LOCAL char *arena, std::index_sequence<I...> seq) const {
    auto red = make_reducers(reductions);
    call_kernel(k, it, pack_get<I>(red)...);
    finish_reductions(reductions, red, common, static_cast<char *>(arena), it.get_local_linear_id(),
                      it.get_local_range().size(), it.get_group_linear_id(), seq);
  }
};

// "{10}", "{4, 8}": a range in messages.
template <int D> std::string range_text(const range<D> &r) {
  std::string s = "{";
  for (int d = 0; d < D; ++d)
    s += (d ? ", " : "") + std::to_string(r[d]);
  return s + "}";
}

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

// Whether a kernel object may hold local_accessors or streams, whose copy
// constructors record them in the patches: one that is trivially copyable
// holds neither. Its entry point then neither writes into the kernel object
// nor loops over the patches for each work-item, which made PoCL keep a copy
// of the object per work-item and run a 2-D stencil 2.2x slower
// (docs/results/SYCL-benchmarks.md).
template <typename W> constexpr bool may_need_patches_v = !std::is_trivially_copyable_v<W>;

// The one kernel entry point of the library (see the top of this file).
template <typename Name, typename W>
[[clang::sycl_kernel_entry_point(Name)]] void kernel_entry(W w, __SYCL_LOCAL char *arena, kernel_patches patches) {
#ifdef __SYCL_DEVICE_ONLY__
  current_assert_record = reinterpret_cast<uintptr_t>(patches.assert_to);
#endif
  if constexpr (may_need_patches_v<W>)
    apply_local_patches(w, arena, patches);
  if constexpr (std::is_invocable_v<const W &, __SYCL_LOCAL char *>)
    w(arena); // wrappers that place reductions' scratch in the local arena
  else
    w();
  if constexpr (may_need_patches_v<W>)
    flush_streams(w, patches);
}

} // namespace detail

} // namespace sycl

#endif // SYCL_DETAIL_KERNEL_LAUNCH_HPP
