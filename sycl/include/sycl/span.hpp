//===- sycl/span.hpp - sycl::span ------------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md). SYCL 2020 provides sycl::span
// because programs may be C++17, which has no std::span.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SPAN_HPP
#define SYCL_SPAN_HPP

#include <sycl/detail/common.hpp>

namespace sycl {

inline constexpr size_t dynamic_extent = size_t(-1);

template <typename T, size_t Extent = dynamic_extent> class span {
public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = size_t;
  using pointer = T *;
  using reference = T &;
  using iterator = T *;
  static constexpr size_t extent = Extent;

  template <size_t E = Extent, typename = std::enable_if_t<E == 0 || E == dynamic_extent>>
  constexpr span() noexcept : p(nullptr), n(0) {}
  constexpr span(T *p, size_t count) : p(p), n(count) {}
  constexpr span(T *first, T *last) : p(first), n(size_t(last - first)) {}
  template <size_t N, typename = std::enable_if_t<Extent == dynamic_extent || Extent == N>>
  constexpr span(T (&a)[N]) noexcept : p(a), n(N) {}
  template <typename C, typename = std::enable_if_t<Extent == dynamic_extent &&
                                                    std::is_convertible_v<decltype(std::declval<C &>().data()), T *>>>
  constexpr span(C &c) : p(c.data()), n(c.size()) {}
  template <typename U, size_t E,
            typename = std::enable_if_t<(Extent == dynamic_extent || Extent == E) && std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr span(const span<U, E> &s) noexcept : p(s.data()), n(s.size()) {}

  constexpr T *data() const noexcept { return p; }
  constexpr size_t size() const noexcept { return n; }
  constexpr size_t size_bytes() const noexcept { return n * sizeof(T); }
  constexpr bool empty() const noexcept { return n == 0; }
  constexpr T &operator[](size_t i) const { return p[i]; }
  constexpr T &front() const { return p[0]; }
  constexpr T &back() const { return p[n - 1]; }
  constexpr T *begin() const noexcept { return p; }
  constexpr T *end() const noexcept { return p + n; }
  constexpr span<T> subspan(size_t offset, size_t count = dynamic_extent) const {
    return span<T>(p + offset, count == dynamic_extent ? n - offset : count);
  }
  constexpr span<T> first(size_t count) const { return span<T>(p, count); }
  constexpr span<T> last(size_t count) const { return span<T>(p + n - count, count); }

private:
  T *p;
  size_t n;
};

template <typename T, size_t N> span(T (&)[N]) -> span<T, N>;
template <typename C> span(C &) -> span<typename C::value_type>;

} // namespace sycl

#endif // SYCL_SPAN_HPP
