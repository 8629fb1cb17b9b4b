//===- sycl/ext/oneapi/sub_group_mask.hpp - sub_group_mask, group_ballot ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s sub_group_mask and group_ballot (sycl_ext_oneapi_sub_group_mask):
// one bit per work-item of a sub-group, bit i for local id i. The ballot is
// a sub-group sum of each work-item's own bit (the bits are distinct, so
// the sum is their union): it needs only cl_khr_subgroups, which every
// device with sub-groups has. Sub-groups have at most 64 work-items here.
// Bits at or above size() are always zero.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_SUB_GROUP_MASK_HPP
#define SYCL_EXT_ONEAPI_SUB_GROUP_MASK_HPP

#include <sycl/group_algorithm.hpp>
#include <climits>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace sycl::ext::oneapi {
struct sub_group_mask;
template <typename Group> sub_group_mask group_ballot(Group g, bool predicate = true);

struct sub_group_mask {
  using bits_type = uint64_t;
  static constexpr size_t max_bits = sizeof(bits_type) * CHAR_BIT;

  // A proxy of one bit, as std::bitset's.
  class reference {
  public:
    reference &operator=(bool x) {
      m->set(pos, x);
      return *this;
    }
    reference &operator=(const reference &x) { return *this = bool(x); }
    bool operator~() const { return !m->test(pos); }
    operator bool() const { return m->test(pos); }
    reference &flip() {
      m->flip(pos);
      return *this;
    }

  private:
    friend struct sub_group_mask;
    reference(sub_group_mask *m, id<1> pos) : m(m), pos(pos) {}
    sub_group_mask *m;
    id<1> pos;
  };

  bool operator[](id<1> i) const { return test(i); }
  reference operator[](id<1> i) { return reference(this, i); }
  bool test(id<1> i) const { return i[0] < bits_size && ((bits >> i[0]) & 1); }
  bool all() const { return count() == bits_size; }
  bool any() const { return bits != 0; }
  bool none() const { return bits == 0; }
  uint32_t count() const { return uint32_t(__builtin_popcountll(bits)); }
  uint32_t size() const { return bits_size; }
  id<1> find_low() const { return bits ? size_t(__builtin_ctzll(bits)) : size_t(bits_size); }
  id<1> find_high() const { return bits ? size_t(63 - __builtin_clzll(bits)) : size_t(bits_size); }

  // Bits pos, pos + 1, ... from or into an integer (or any trivially
  // copyable object, bit 0 its lowest); bits past size() read as zero.
  template <typename T> void insert_bits(const T &x, id<1> pos = 0) {
    static_assert(std::is_trivially_copyable_v<T>, "insert_bits takes a trivially copyable value");
    bits_type in = 0;
    std::memcpy(&in, &x, sizeof(T) < sizeof(in) ? sizeof(T) : sizeof(in));
    size_t width = sizeof(T) * CHAR_BIT;
    if (pos[0] >= bits_size)
      return;
    bits_type field = (width >= max_bits ? ~bits_type(0) : (bits_type(1) << width) - 1) << pos[0];
    bits = ((bits & ~field) | ((in << pos[0]) & field)) & valid();
  }
  template <typename T> void extract_bits(T &out, id<1> pos = 0) const {
    static_assert(std::is_trivially_copyable_v<T>, "extract_bits takes a trivially copyable value");
    bits_type v = pos[0] >= max_bits ? 0 : bits >> pos[0];
    out = T();
    std::memcpy(&out, &v, sizeof(T) < sizeof(v) ? sizeof(T) : sizeof(v));
  }

  void set() { bits = valid(); }
  void set(id<1> i, bool value = true) {
    if (i[0] >= bits_size)
      return;
    bits = value ? bits | (bits_type(1) << i[0]) : bits & ~(bits_type(1) << i[0]);
  }
  void reset() { bits = 0; }
  void reset(id<1> i) { set(i, false); }
  void reset_low() { reset(find_low()); }
  void reset_high() { reset(find_high()); }
  void flip() { bits = ~bits & valid(); }
  void flip(id<1> i) { set(i, !test(i)); }

  bool operator==(const sub_group_mask &o) const { return bits == o.bits && bits_size == o.bits_size; }
  bool operator!=(const sub_group_mask &o) const { return !(*this == o); }
  sub_group_mask &operator&=(const sub_group_mask &o) {
    bits &= o.bits;
    return *this;
  }
  sub_group_mask &operator|=(const sub_group_mask &o) {
    bits = (bits | o.bits) & valid();
    return *this;
  }
  sub_group_mask &operator^=(const sub_group_mask &o) {
    bits = (bits ^ o.bits) & valid();
    return *this;
  }
  sub_group_mask &operator<<=(size_t n) {
    bits = n >= max_bits ? 0 : (bits << n) & valid();
    return *this;
  }
  sub_group_mask &operator>>=(size_t n) {
    bits = n >= max_bits ? 0 : bits >> n;
    return *this;
  }
  sub_group_mask operator~() const {
    sub_group_mask r = *this;
    r.flip();
    return r;
  }
  sub_group_mask operator<<(size_t n) const { return sub_group_mask(*this) <<= n; }
  sub_group_mask operator>>(size_t n) const { return sub_group_mask(*this) >>= n; }
  friend sub_group_mask operator&(const sub_group_mask &a, const sub_group_mask &b) { return sub_group_mask(a) &= b; }
  friend sub_group_mask operator|(const sub_group_mask &a, const sub_group_mask &b) { return sub_group_mask(a) |= b; }
  friend sub_group_mask operator^(const sub_group_mask &a, const sub_group_mask &b) { return sub_group_mask(a) ^= b; }

private:
  template <typename Group> friend sub_group_mask group_ballot(Group, bool);
  sub_group_mask(bits_type bits, uint32_t size) : bits(bits), bits_size(size) {}
  bits_type valid() const { return bits_size >= max_bits ? ~bits_type(0) : (bits_type(1) << bits_size) - 1; }
  bits_type bits;
  uint32_t bits_size;
};

template <typename Group> sub_group_mask group_ballot(Group g, bool predicate) {
  static_assert(std::is_same_v<Group, sycl::sub_group>, "group_ballot takes a sub_group");
  uint32_t lane = g.get_local_linear_id();
  uint64_t own = predicate ? uint64_t(1) << lane : uint64_t(0);
  return sub_group_mask(reduce_over_group(g, own, sycl::plus<uint64_t>()), g.get_local_linear_range());
}
} // namespace sycl::ext::oneapi

#endif // SYCL_EXT_ONEAPI_SUB_GROUP_MASK_HPP
