//===- sycl/multi_ptr.hpp - multi_ptr, global_ptr/local_ptr/private_ptr ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A multi_ptr holds a pointer to its address space. On the device a
// decorated pointer is an OpenCL address-space pointer (global, local,
// private) and a raw one is generic; on the host both are plain pointers.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MULTI_PTR_HPP
#define SYCL_MULTI_PTR_HPP

#include <sycl/access.hpp>

namespace sycl {

template <typename T, int D, access_mode M, target Tgt, access::placeholder P> class accessor;
template <typename T, int D> class local_accessor;

namespace detail {
template <typename T, access::address_space S> struct decorated_pointer {
  using type = T *;
};
#ifdef __SYCL_DEVICE_ONLY__
template <typename T> struct decorated_pointer<T, access::address_space::global_space> {
  using type = __attribute__((opencl_global)) T *;
};
// The constant space is deprecated; its pointers are global ones.
template <typename T> struct decorated_pointer<T, access::address_space::constant_space> {
  using type = __attribute__((opencl_global)) T *;
};
template <typename T> struct decorated_pointer<T, access::address_space::local_space> {
  using type = __attribute__((opencl_local)) T *;
};
template <typename T> struct decorated_pointer<T, access::address_space::private_space> {
  using type = __attribute__((opencl_private)) T *;
};
#endif
} // namespace detail

template <typename ElementType, access::address_space Space, access::decorated Decorated = access::decorated::legacy>
class multi_ptr {
  using decorated_type = typename detail::decorated_pointer<ElementType, Space>::type;
  template <typename U> using non_void = std::enable_if_t<!std::is_void_v<U>>;
  static constexpr bool implicit_raw = Decorated != access::decorated::yes;
  template <typename P> static constexpr bool from_pointer() {
    if constexpr (std::is_pointer_v<P>)
      return std::is_convertible_v<P, decorated_type> ||
             std::is_convertible_v<std::remove_pointer_t<P> *, std::remove_const_t<ElementType> *> ||
             std::is_convertible_v<std::remove_pointer_t<P> *, ElementType *>;
    return false;
  }

public:
  static constexpr bool is_decorated = Decorated == access::decorated::yes;
  static constexpr access::address_space address_space = Space;
  using value_type = ElementType;
  using element_type = ElementType;
  using difference_type = std::ptrdiff_t;
  using pointer = std::conditional_t<Decorated == access::decorated::no, ElementType *, decorated_type>;
  using reference = std::conditional_t<std::is_void_v<ElementType>, void, std::add_lvalue_reference_t<ElementType>>;
  using iterator_category = std::random_access_iterator_tag;
  // SYCL 1.2.1 names, kept by the legacy form.
  using pointer_t = pointer;
  using const_pointer_t = typename detail::decorated_pointer<const ElementType, Space>::type;
  using reference_t = std::add_lvalue_reference_t<ElementType>;
  using const_reference_t = std::add_lvalue_reference_t<const ElementType>;

  multi_ptr() = default;
  multi_ptr(const multi_ptr &) = default;
  multi_ptr(std::nullptr_t) {}
  // From a pointer (decorated, or generic on the device); implicit in the
  // legacy form, as in SYCL 1.2.1.
  template <typename P, typename = std::enable_if_t<from_pointer<P>() && Decorated == access::decorated::legacy>>
  multi_ptr(P q) : p(cast(q)) {}
  template <typename P, typename = std::enable_if_t<from_pointer<P>() && Decorated != access::decorated::legacy>,
            typename = void>
  explicit multi_ptr(P q) : p(cast(q)) {}
  // From accessors to this space whose elements this points to (a void
  // pointer takes any).
  template <typename T> static constexpr bool from_elements() {
    return std::is_same_v<std::remove_const_t<T>, std::remove_const_t<ElementType>> || std::is_void_v<ElementType>;
  }
  template <typename T, int D, access_mode M, access::placeholder P,
            typename = std::enable_if_t<(Space == access::address_space::global_space ||
                                         Space == access::address_space::generic_space) &&
                                        from_elements<T>()>>
  multi_ptr(accessor<T, D, M, target::device, P> a) : p(cast(a.get_raw_pointer())) {}
  template <typename T, int D, access_mode M, access::placeholder P,
            typename = std::enable_if_t<Space == access::address_space::constant_space && from_elements<T>()>>
  multi_ptr(accessor<T, D, M, target::constant_buffer, P> a) : p(cast(a.get_raw_pointer())) {}
  template <typename T, int D,
            typename = std::enable_if_t<(Space == access::address_space::local_space ||
                                         Space == access::address_space::generic_space) &&
                                        from_elements<T>()>>
  multi_ptr(local_accessor<T, D> a) : p(cast(a.get_raw_pointer())) {}
  // A pointer to a named space is a generic pointer (and so assigns to one).
  template <typename U, access::address_space OS, access::decorated OD, access::address_space S = Space,
            typename = std::enable_if_t<S == access::address_space::generic_space &&
                                        OS != access::address_space::generic_space &&
                                        OS != access::address_space::constant_space &&
                                        (std::is_same_v<U, ElementType> || std::is_same_v<const U, ElementType>)>>
  multi_ptr(const multi_ptr<U, OS, OD> &o) : p(cast(o.get_raw())) {}
  // A generic pointer to a named space must be asked for.
  template <typename U, access::decorated OD, access::address_space S = Space,
            typename = std::enable_if_t<S != access::address_space::generic_space &&
                                        (std::is_same_v<U, ElementType> || std::is_same_v<const U, ElementType>)>>
  explicit multi_ptr(const multi_ptr<U, access::address_space::generic_space, OD> &o) : p(cast(o.get_raw())) {}
  // The same space with another decoration, or a non-const to a const pointer.
  template <typename U, access::decorated OD,
            typename = std::enable_if_t<(std::is_same_v<U, ElementType> && OD != Decorated) ||
                                        (std::is_same_v<const U, ElementType> && !std::is_const_v<U>) ||
                                        (std::is_void_v<ElementType> && std::is_const_v<ElementType> >= std::is_const_v<U>)>>
  multi_ptr(const multi_ptr<U, Space, OD> &o) : p(cast(o.get_raw())) {}

  multi_ptr &operator=(const multi_ptr &) = default;
  multi_ptr &operator=(std::nullptr_t) {
    p = nullptr;
    return *this;
  }

  template <typename U = ElementType, typename = non_void<U>> U &operator*() const { return *p; }
  template <typename U = ElementType, typename = non_void<U>> pointer operator->() const { return p; }
  template <typename U = ElementType, typename = non_void<U>> U &operator[](difference_type i) const { return p[i]; }

  pointer get() const { return p; }
  decorated_type get_decorated() const { return p; }
  ElementType *get_raw() const { return p; }
  explicit operator bool() const { return p != nullptr; }
  // The legacy and raw forms convert to a plain pointer, as SYCL 1.2.1 code
  // (float *f = acc.get_pointer();) expects.
  template <bool B = implicit_raw, typename = std::enable_if_t<B>> operator ElementType *() const { return p; }
  // A typed pointer from a void one must be asked for.
  template <typename U, access::decorated OD, typename E = ElementType, typename = std::enable_if_t<std::is_void_v<E>>>
  explicit operator multi_ptr<U, Space, OD>() const {
    return multi_ptr<U, Space, OD>(static_cast<typename detail::decorated_pointer<U, Space>::type>(p));
  }

  template <typename U = ElementType, typename = non_void<U>> multi_ptr &operator++() { return ++p, *this; }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr operator++(int) { return multi_ptr(p++); }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr &operator--() { return --p, *this; }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr operator--(int) { return multi_ptr(p--); }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr &operator+=(difference_type r) {
    return p += r, *this;
  }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr &operator-=(difference_type r) {
    return p -= r, *this;
  }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr operator+(difference_type r) const {
    return multi_ptr(p + r);
  }
  template <typename U = ElementType, typename = non_void<U>> multi_ptr operator-(difference_type r) const {
    return multi_ptr(p - r);
  }
  template <typename U = ElementType, typename = non_void<U>> friend difference_type operator-(const multi_ptr &a, const multi_ptr &b) {
    return a.p - b.p;
  }
  void prefetch(size_t) const {}

private:
  // Generic to the named space: an address-space cast on the device.
  template <typename P> static decorated_type cast(P raw) { return (decorated_type)raw; }
  decorated_type p = nullptr;
};

// multi_ptr(acc) points to the accessor's elements: const ones for a
// read-only accessor (its value_type), undecorated (SYCL 2020 deduction
// guides).
template <typename T, int D, access_mode M, access::placeholder P>
multi_ptr(accessor<T, D, M, target::device, P>)
    -> multi_ptr<typename accessor<T, D, M, target::device, P>::value_type, access::address_space::global_space,
                 access::decorated::no>;
template <typename T, int D>
multi_ptr(local_accessor<T, D>) -> multi_ptr<T, access::address_space::local_space, access::decorated::no>;

// Comparisons are templates, so that they take multi_ptrs alone: the legacy
// form also converts to and from plain pointers, and `mp == p` must then be
// the built-in comparison of pointers rather than ambiguous.
#define SYCL_DETAIL_MULTI_PTR_COMPARE(op)                                                                              \
  template <typename T, access::address_space S, access::decorated D>                                                 \
  bool operator op(const multi_ptr<T, S, D> &a, const multi_ptr<T, S, D> &b) {                                        \
    return a.get_decorated() op b.get_decorated();                                                                     \
  }                                                                                                                    \
  template <typename T, access::address_space S, access::decorated D>                                                 \
  bool operator op(const multi_ptr<T, S, D> &a, std::nullptr_t) {                                                      \
    return a.get_decorated() op decltype(a.get_decorated())();                                                         \
  }                                                                                                                    \
  template <typename T, access::address_space S, access::decorated D>                                                 \
  bool operator op(std::nullptr_t, const multi_ptr<T, S, D> &a) {                                                      \
    return decltype(a.get_decorated())() op a.get_decorated();                                                         \
  }
SYCL_DETAIL_MULTI_PTR_COMPARE(==)
SYCL_DETAIL_MULTI_PTR_COMPARE(!=)
SYCL_DETAIL_MULTI_PTR_COMPARE(<)
SYCL_DETAIL_MULTI_PTR_COMPARE(>)
SYCL_DETAIL_MULTI_PTR_COMPARE(<=)
SYCL_DETAIL_MULTI_PTR_COMPARE(>=)
#undef SYCL_DETAIL_MULTI_PTR_COMPARE

template <typename T, access::decorated D = access::decorated::legacy>
using global_ptr = multi_ptr<T, access::address_space::global_space, D>;
template <typename T, access::decorated D = access::decorated::legacy>
using local_ptr = multi_ptr<T, access::address_space::local_space, D>;
template <typename T, access::decorated D = access::decorated::legacy>
using private_ptr = multi_ptr<T, access::address_space::private_space, D>;
template <typename T> using constant_ptr = multi_ptr<T, access::address_space::constant_space, access::decorated::legacy>;
template <typename T, access::decorated D = access::decorated::legacy>
using generic_ptr = multi_ptr<T, access::address_space::generic_space, D>;
template <typename T> using raw_global_ptr = global_ptr<T, access::decorated::no>;
template <typename T> using raw_generic_ptr = generic_ptr<T, access::decorated::no>;
template <typename T> using decorated_generic_ptr = generic_ptr<T, access::decorated::yes>;
template <typename T> using raw_local_ptr = local_ptr<T, access::decorated::no>;
template <typename T> using raw_private_ptr = private_ptr<T, access::decorated::no>;
template <typename T> using decorated_global_ptr = global_ptr<T, access::decorated::yes>;
template <typename T> using decorated_local_ptr = local_ptr<T, access::decorated::yes>;
template <typename T> using decorated_private_ptr = private_ptr<T, access::decorated::yes>;

// A generic pointer as a pointer to \p Space. The CPU devices' casts do not
// check the space (docs/SYCL.md), so a pointer elsewhere is not made null.
template <access::address_space Space, access::decorated D, typename T>
multi_ptr<T, Space, D> address_space_cast(T *p) {
  return multi_ptr<T, Space, D>((typename detail::decorated_pointer<T, Space>::type)p);
}
template <typename T, access::address_space Space, access::decorated D = access::decorated::legacy>
multi_ptr<T, Space, D> make_ptr(T *p) {
  return address_space_cast<Space, D>(p);
}

} // namespace sycl

#endif // SYCL_MULTI_PTR_HPP
