//===- sycl/reduction.hpp - reducer and sycl::reduction --------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_REDUCTION_HPP
#define SYCL_REDUCTION_HPP

#include <sycl/functional.hpp>

namespace sycl {

// The per-work-item accumulator a reduction kernel receives.
template <typename T, typename Op> class reducer {
public:
  reducer(const T &identity, Op op) : value(identity), ident(identity), op(op) {}
  reducer &combine(const T &v) {
    value = op(value, v);
    return *this;
  }
  T identity() const { return ident; }
  friend reducer &operator+=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator*=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator&=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator|=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator^=(reducer &r, const T &v) { return r.combine(v); }
  friend reducer &operator++(reducer &r) { return r.combine(T(1)); }
  T value;

private:
  T ident;
  Op op;
};

namespace detail {
// What a reduction carries into the kernel: one partial result per
// work-item, folded on the host after the launch.
template <typename T, typename Op> struct reduction_state {
  T *partials;
  T identity;
  Op op;
};
template <typename T, typename Op> struct reduction_desc {
  using value_type = T;
  using op_type = Op;
  T *target;        // USM or buffer memory
  T identity;
  Op op;
  bool init_to_identity;
};
} // namespace detail

template <typename T, typename Op>
detail::reduction_desc<T, Op> reduction(T *target, Op op, const property_list &p = {}) {
  static_assert(has_known_identity_v<Op, T>, "a reduction with this operator needs an explicit identity");
  return {target, known_identity_v<Op, T>, op, p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, typename Op>
detail::reduction_desc<T, Op> reduction(T *target, const T &identity, Op op, const property_list &p = {}) {
  return {target, identity, op, p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, int D, typename A, typename Op>
detail::reduction_desc<T, Op> reduction(buffer<T, D, A> &buf, handler &, Op op, const property_list &p = {}) {
  static_assert(has_known_identity_v<Op, T>, "a reduction with this operator needs an explicit identity");
  detail::note_buffer_access(buf.storage(), true, false); // ordered like a write access
  return {static_cast<T *>(buf.data()), known_identity_v<Op, T>, op,
          p.has_property<property::reduction::initialize_to_identity>()};
}
template <typename T, int D, typename A, typename Op>
detail::reduction_desc<T, Op> reduction(buffer<T, D, A> &buf, handler &, const T &identity, Op op,
                                        const property_list &p = {}) {
  detail::note_buffer_access(buf.storage(), true, false); // ordered like a write access
  return {static_cast<T *>(buf.data()), identity, op, p.has_property<property::reduction::initialize_to_identity>()};
}

} // namespace sycl

#endif // SYCL_REDUCTION_HPP
