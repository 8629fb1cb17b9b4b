//===- sycl/vec.hpp - sycl::vec and sycl::marray --------------------------===//
//
// Both are arrays of scalars with element-wise operators. They are plain
// aggregates on the device too (no ext_vector_type), so kernels that use them
// lower to scalar code. vec<T, 3> has the size of vec<T, 4>, as SYCL says.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_VEC_HPP
#define SYCL_VEC_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace sycl {

template <typename T, int N> class vec;
template <typename T, size_t N> class marray;

namespace detail {
template <typename T> struct is_vec_or_marray : std::false_type {};
template <typename T, int N> struct is_vec_or_marray<vec<T, N>> : std::true_type {};
template <typename T, size_t N> struct is_vec_or_marray<marray<T, N>> : std::true_type {};
// The signed integer of a type's size: what vec comparisons return.
template <size_t S> struct signed_of_size;
template <> struct signed_of_size<1> { using type = int8_t; };
template <> struct signed_of_size<2> { using type = int16_t; };
template <> struct signed_of_size<4> { using type = int32_t; };
template <> struct signed_of_size<8> { using type = int64_t; };
template <typename T> using rel_t = typename signed_of_size<sizeof(T)>::type;
} // namespace detail

// Element-wise operators shared by vec and marray. V is the class, Rel the
// type of a comparison's result.
#define __SYCL_ELEMENTWISE_OPS(V, Rel, TrueValue)                                                                      \
  __SYCL_EW_BINOP(V, +) __SYCL_EW_BINOP(V, -) __SYCL_EW_BINOP(V, *) __SYCL_EW_BINOP(V, /)                              \
  __SYCL_EW_INTOP(V, %) __SYCL_EW_INTOP(V, &) __SYCL_EW_INTOP(V, |) __SYCL_EW_INTOP(V, ^) __SYCL_EW_INTOP(V, <<)       \
  __SYCL_EW_INTOP(V, >>)                                                                                               \
  __SYCL_EW_CMP(V, Rel, TrueValue, ==) __SYCL_EW_CMP(V, Rel, TrueValue, !=) __SYCL_EW_CMP(V, Rel, TrueValue, <)        \
  __SYCL_EW_CMP(V, Rel, TrueValue, >) __SYCL_EW_CMP(V, Rel, TrueValue, <=) __SYCL_EW_CMP(V, Rel, TrueValue, >=)        \
  __SYCL_EW_CMP(V, Rel, TrueValue, &&) __SYCL_EW_CMP(V, Rel, TrueValue, ||)                                            \
  friend V operator-(const V &a) {                                                                                     \
    V r;                                                                                                               \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = -a[i];                                                                                                    \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend V operator+(const V &a) { return a; }                                                                         \
  template <typename U = DataT, typename = std::enable_if_t<std::is_integral_v<U>>> friend V operator~(const V &a) {   \
    V r;                                                                                                               \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = DataT(~a[i]);                                                                                             \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend Rel operator!(const V &a) {                                                                                   \
    Rel r;                                                                                                             \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = !a[i] ? TrueValue : 0;                                                                                    \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend V &operator++(V &a) { return a += DataT(1); }                                                                 \
  friend V &operator--(V &a) { return a -= DataT(1); }                                                                 \
  friend V operator++(V &a, int) {                                                                                     \
    V old = a;                                                                                                         \
    a += DataT(1);                                                                                                     \
    return old;                                                                                                        \
  }                                                                                                                    \
  friend V operator--(V &a, int) {                                                                                     \
    V old = a;                                                                                                         \
    a -= DataT(1);                                                                                                     \
    return old;                                                                                                        \
  }
#define __SYCL_EW_BINOP_BODY(V, op)                                                                                    \
  friend V operator op(const V &a, const V &b) {                                                                       \
    V r;                                                                                                               \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = a[i] op b[i];                                                                                             \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend V operator op(const V &a, const DataT &b) { return a op V(b); }                                               \
  friend V operator op(const DataT &a, const V &b) { return V(a) op b; }                                               \
  friend V &operator op##=(V &a, const V &b) { return a = a op b; }                                                    \
  friend V &operator op##=(V &a, const DataT &b) { return a = a op V(b); }
#define __SYCL_EW_BINOP(V, op) __SYCL_EW_BINOP_BODY(V, op)
// Integer-only operators are templates so that vec<float> does not form them.
#define __SYCL_EW_INTOP(V, op)                                                                                         \
  template <typename U = DataT, typename = std::enable_if_t<std::is_integral_v<U>>>                                    \
  friend V operator op(const V &a, const V &b) {                                                                       \
    V r;                                                                                                               \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = a[i] op b[i];                                                                                             \
    return r;                                                                                                          \
  }                                                                                                                    \
  template <typename U = DataT, typename = std::enable_if_t<std::is_integral_v<U>>>                                    \
  friend V operator op(const V &a, const DataT &b) {                                                                   \
    return a op V(b);                                                                                                  \
  }                                                                                                                    \
  template <typename U = DataT, typename = std::enable_if_t<std::is_integral_v<U>>>                                    \
  friend V &operator op##=(V &a, const V &b) {                                                                         \
    return a = a op b;                                                                                                 \
  }                                                                                                                    \
  template <typename U = DataT, typename = std::enable_if_t<std::is_integral_v<U>>>                                    \
  friend V &operator op##=(V &a, const DataT &b) {                                                                     \
    return a = a op V(b);                                                                                              \
  }
#define __SYCL_EW_CMP(V, Rel, TrueValue, op)                                                                           \
  friend Rel operator op(const V &a, const V &b) {                                                                     \
    Rel r;                                                                                                             \
    for (size_t i = 0; i < size(); ++i)                                                                                \
      r[i] = (a[i] op b[i]) ? TrueValue : 0;                                                                           \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend Rel operator op(const V &a, const DataT &b) { return a op V(b); }                                             \
  friend Rel operator op(const DataT &a, const V &b) { return V(a) op b; }

// vec comparisons give -1 for true in a vector of signed integers; marray
// comparisons give bools.

template <typename T, int N> class vec {
  static_assert(N == 1 || N == 2 || N == 3 || N == 4 || N == 8 || N == 16,
                "sycl::vec has 1, 2, 3, 4, 8 or 16 elements");
  T data[N == 3 ? 4 : N];

  template <typename... Args> static constexpr size_t count() { return (size_t(0) + ... + count_of<Args>()); }
  template <typename A> static constexpr size_t count_of() {
    if constexpr (detail::is_vec_or_marray<A>::value)
      return A::size();
    else
      return 1;
  }
  template <typename A> void put(size_t &at, const A &a) {
    if constexpr (detail::is_vec_or_marray<A>::value) {
      for (size_t i = 0; i < A::size(); ++i)
        data[at++] = T(a[i]);
    } else {
      data[at++] = T(a);
    }
  }

public:
  using element_type = T;
  using value_type = T;
  using DataT = T;
  static constexpr int dimensions = 1;
  static constexpr size_t size() noexcept { return N; }
  static constexpr size_t get_count() noexcept { return N; }
  static constexpr size_t byte_size() noexcept { return sizeof(T) * (N == 3 ? 4 : N); }
  static constexpr size_t get_size() noexcept { return byte_size(); }

  vec() : data{} {}
  explicit vec(const T &v) {
    for (int i = 0; i < N; ++i)
      data[i] = v;
  }
  template <typename A0, typename A1, typename... Args, typename = std::enable_if_t<count<A0, A1, Args...>() == N>>
  vec(const A0 &a0, const A1 &a1, const Args &...args) : data{} {
    size_t at = 0;
    put(at, a0);
    put(at, a1);
    (put(at, args), ...);
  }
  T &operator[](size_t i) { return data[i]; }
  const T &operator[](size_t i) const { return data[i]; }

  template <typename U, int M = N> vec<U, N> convert() const {
    vec<U, N> r;
    for (int i = 0; i < N; ++i)
      r[i] = U(data[i]);
    return r;
  }
  template <typename V> V as() const {
    static_assert(sizeof(V) == sizeof(vec), "vec::as needs a type of the same size");
    V r;
    std::memcpy(&r, this, sizeof(V));
    return r;
  }
  template <int... I> vec<T, int(sizeof...(I))> swizzle() const {
    static_assert(((I < N) && ...), "swizzle index beyond the vector's elements");
    return vec<T, int(sizeof...(I))>(data[I]...);
  }
  template <typename Ptr> void load(size_t offset, Ptr p) {
    for (int i = 0; i < N; ++i)
      data[i] = p[offset * N + i];
  }
  template <typename Ptr> void store(size_t offset, Ptr p) const {
    for (int i = 0; i < N; ++i)
      p[offset * N + i] = data[i];
  }

#define __SYCL_ELEM(name, i)                                                                                           \
  template <int M = N> std::enable_if_t<(i < M), T &> name() { return data[i]; }                                       \
  template <int M = N> std::enable_if_t<(i < M), const T &> name() const { return data[i]; }
  __SYCL_ELEM(x, 0) __SYCL_ELEM(y, 1) __SYCL_ELEM(z, 2) __SYCL_ELEM(w, 3)
  __SYCL_ELEM(r, 0) __SYCL_ELEM(g, 1) __SYCL_ELEM(b, 2) __SYCL_ELEM(a, 3)
  __SYCL_ELEM(s0, 0) __SYCL_ELEM(s1, 1) __SYCL_ELEM(s2, 2) __SYCL_ELEM(s3, 3)
  __SYCL_ELEM(s4, 4) __SYCL_ELEM(s5, 5) __SYCL_ELEM(s6, 6) __SYCL_ELEM(s7, 7)
#undef __SYCL_ELEM
  // Multi-element swizzles return copies (not assignable views).
#define __SYCL_SWZ(name, ...)                                                                                          \
  template <int M = N> auto name() const { return swizzle<__VA_ARGS__>(); }
#include "detail/swizzles.inc"
#undef __SYCL_SWZ
  auto lo() const { return half<0>(); }
  auto hi() const { return half<(N + 1) / 2>(); }

  using rel_type = vec<detail::rel_t<T>, N>;
  __SYCL_ELEMENTWISE_OPS(vec, rel_type, -1)

private:
  template <int From> vec<T, (N + 1) / 2> half() const {
    vec<T, (N + 1) / 2> r;
    for (int i = 0; i < (N + 1) / 2; ++i)
      r[i] = From + i < N ? data[From + i] : T();
    return r;
  }
};

template <typename T, typename... U> vec(T, U...) -> vec<T, int(1 + sizeof...(U))>;

template <typename T, size_t N> class marray {
  T data[N];

public:
  using value_type = T;
  using DataT = T;
  using reference = T &;
  using const_reference = const T &;
  using iterator = T *;
  using const_iterator = const T *;
  static constexpr size_t size() noexcept { return N; }

  constexpr marray() : data{} {}
  explicit constexpr marray(const T &v) : data{} {
    for (size_t i = 0; i < N; ++i)
      data[i] = v;
  }
  template <typename A0, typename A1, typename... Args>
  constexpr marray(const A0 &a0, const A1 &a1, const Args &...args) : data{T(a0), T(a1), T(args)...} {
    static_assert(2 + sizeof...(Args) == N, "marray: wrong number of elements");
  }
  T &operator[](size_t i) { return data[i]; }
  const T &operator[](size_t i) const { return data[i]; }
  T *begin() { return data; }
  T *end() { return data + N; }
  const T *begin() const { return data; }
  const T *end() const { return data + N; }

  using rel_type = marray<bool, N>;
  __SYCL_ELEMENTWISE_OPS(marray, rel_type, true)
};

#define __SYCL_VEC_ALIASES(prefix, T)                                                                                  \
  using prefix##1 = vec<T, 1>;                                                                                         \
  using prefix##2 = vec<T, 2>;                                                                                         \
  using prefix##3 = vec<T, 3>;                                                                                         \
  using prefix##4 = vec<T, 4>;                                                                                         \
  using prefix##8 = vec<T, 8>;                                                                                         \
  using prefix##16 = vec<T, 16>;                                                                                       \
  using m##prefix##2 = marray<T, 2>;                                                                                   \
  using m##prefix##3 = marray<T, 3>;                                                                                   \
  using m##prefix##4 = marray<T, 4>;                                                                                   \
  using m##prefix##8 = marray<T, 8>;                                                                                   \
  using m##prefix##16 = marray<T, 16>;
__SYCL_VEC_ALIASES(char, int8_t)
__SYCL_VEC_ALIASES(uchar, uint8_t)
__SYCL_VEC_ALIASES(short, int16_t)
__SYCL_VEC_ALIASES(ushort, uint16_t)
__SYCL_VEC_ALIASES(int, int32_t)
__SYCL_VEC_ALIASES(uint, uint32_t)
__SYCL_VEC_ALIASES(long, int64_t)
__SYCL_VEC_ALIASES(ulong, uint64_t)
__SYCL_VEC_ALIASES(float, float)
__SYCL_VEC_ALIASES(double, double)
#undef __SYCL_VEC_ALIASES

} // namespace sycl

#endif
