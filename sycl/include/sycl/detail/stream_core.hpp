//===- sycl/detail/stream_core.hpp - sycl::stream on the device -----------===//
//
// What a sycl::stream is inside a kernel. The stream's text lives in one
// buffer of shared USM that the handler allocates: a 32-bit count of bytes
// used, then the text. Each work-item formats into a line buffer of its own
// (part of its copy of the kernel object) and appends it whole, with one
// atomic reservation, at sycl::endl or sycl::flush, when the line is full,
// and when the kernel function returns. So lines of different work-items do
// not mix. The handler prints the text once the kernel has completed; text
// beyond the buffer's size is dropped, as SYCL allows.
//
// The formatting is std::ostream's: integers in dec / hex / oct with
// showbase and showpos, floating-point numbers in the default, fixed or
// scientific notation with setprecision, and setw for the next item. It is
// written out here because device code has no C library; floating-point
// values are formatted in double precision, so printing one needs a device
// with fp64.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_STREAM_CORE_HPP
#define SYCL_DETAIL_STREAM_CORE_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace sycl {
inline namespace _V1 {}
enum class stream_manipulator {
  dec,
  hex,
  oct,
  noshowbase,
  showbase,
  noshowpos,
  showpos,
  endl,
  flush,
  fixed,
  scientific,
  hexfloat,
  defaultfloat
};
inline constexpr stream_manipulator dec = stream_manipulator::dec, hex = stream_manipulator::hex,
                                    oct = stream_manipulator::oct, noshowbase = stream_manipulator::noshowbase,
                                    showbase = stream_manipulator::showbase,
                                    noshowpos = stream_manipulator::noshowpos,
                                    showpos = stream_manipulator::showpos, endl = stream_manipulator::endl,
                                    flush = stream_manipulator::flush, fixed = stream_manipulator::fixed,
                                    scientific = stream_manipulator::scientific,
                                    hexfloat = stream_manipulator::hexfloat,
                                    defaultfloat = stream_manipulator::defaultfloat;
struct __precision_manipulator__ {
  int precision;
};
struct __width_manipulator__ {
  int width;
};
inline __precision_manipulator__ setprecision(int precision) { return {precision}; }
inline __width_manipulator__ setw(int width) { return {width}; }

namespace detail {

class stream_core {
public:
  static constexpr unsigned line_size = 256;

  stream_core() = default;
  stream_core(char *storage, uint32_t capacity, uint32_t line_limit)
      : storage(storage), capacity(capacity),
        // A work-item buffer of 0 still holds one character at a time.
        line_limit(line_limit == 0 ? 1 : line_limit < line_size ? line_limit : line_size) {}

  void put_text(const char *s) const {
    size_t n = 0;
    while (s[n])
      ++n;
    pad(n);
    for (size_t i = 0; i < n; ++i)
      put(s[i]);
  }
  void put_char(char c) const {
    pad(1);
    put(c);
  }
  void put_bool(bool b) const { put_text(b ? "true" : "false"); }
  void put_integer(uint64_t magnitude, bool negative) const {
    char digits[32];
    unsigned n = 0, base = unsigned(int_base);
    do {
      unsigned d = unsigned(magnitude % base);
      digits[n++] = char(d < 10 ? '0' + d : 'a' + d - 10);
      magnitude /= base;
    } while (magnitude);
    char prefix[3];
    unsigned p = 0;
    if (negative)
      prefix[p++] = '-';
    else if (show_pos && base == 10)
      prefix[p++] = '+';
    if (show_base && base == 16 && (n > 1 || digits[0] != '0')) {
      prefix[p++] = '0';
      prefix[p++] = 'x';
    } else if (show_base && base == 8 && digits[n - 1] != '0') {
      prefix[p++] = '0';
    }
    pad(p + n);
    for (unsigned i = 0; i < p; ++i)
      put(prefix[i]);
    while (n)
      put(digits[--n]);
  }
  template <typename T> void put_int(T v) const {
    if constexpr (std::is_signed_v<T>)
      put_integer(v < 0 ? 0 - uint64_t(int64_t(v)) : uint64_t(v), v < 0);
    else
      put_integer(uint64_t(v), false);
  }
  void put_pointer(const void *p) const {
    char saved_base = int_base;
    bool saved_show = show_base;
    int_base = 16;
    show_base = true;
    put_integer(uint64_t(reinterpret_cast<uintptr_t>(p)), false);
    int_base = saved_base;
    show_base = saved_show;
  }
  void put_floating(double v) const;

  // What operator<< prints, by type.
  template <typename T> void write(const T &v) const {
    using U = std::decay_t<T>;
    if constexpr (std::is_same_v<U, bool>)
      put_bool(v);
    else if constexpr (std::is_same_v<U, char> || std::is_same_v<U, signed char> ||
                       std::is_same_v<U, unsigned char>)
      put_char(char(v)); // as std::ostream prints them
    else if constexpr (std::is_integral_v<U>)
      put_int(v);
    else if constexpr (std::is_floating_point_v<U>)
      put_floating(double(v));
    else if constexpr (std::is_same_v<U, const char *> || std::is_same_v<U, char *>)
      put_text(v);
    else if constexpr (std::is_pointer_v<U>)
      put_pointer(v);
    else if constexpr (std::is_same_v<U, stream_manipulator>)
      manipulate(v);
    else if constexpr (std::is_same_v<U, __precision_manipulator__>)
      set_precision(v.precision);
    else if constexpr (std::is_same_v<U, __width_manipulator__>)
      set_width(v.width);
    else
      static_assert(sizeof(U) == 0, "sycl::stream cannot print this type");
  }

  void manipulate(stream_manipulator m) const {
    switch (m) {
    case stream_manipulator::dec: int_base = 10; break;
    case stream_manipulator::hex: int_base = 16; break;
    case stream_manipulator::oct: int_base = 8; break;
    case stream_manipulator::noshowbase: show_base = false; break;
    case stream_manipulator::showbase: show_base = true; break;
    case stream_manipulator::noshowpos: show_pos = false; break;
    case stream_manipulator::showpos: show_pos = true; break;
    case stream_manipulator::endl:
      put('\n');
      flush();
      break;
    case stream_manipulator::flush: flush(); break;
    case stream_manipulator::fixed: float_notation = notation::fixed; break;
    case stream_manipulator::scientific: float_notation = notation::scientific; break;
    case stream_manipulator::hexfloat: // not offered: the default notation
    case stream_manipulator::defaultfloat: float_notation = notation::general; break;
    }
  }
  void set_precision(int p) const { precision = p < 0 ? 6 : p; }
  void set_width(int w) const { width = w < 0 ? 0 : w; }

  // Appends the line to the stream's text (see the top of this file).
  void flush() const {
    if (!line_used)
      return;
#ifdef __SYCL_DEVICE_ONLY__
    auto *used = (__attribute__((opencl_global)) uint32_t *)storage;
#else
    auto *used = reinterpret_cast<uint32_t *>(storage);
#endif
    uint32_t at = __scoped_atomic_fetch_add(used, line_used, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    char *text = storage + sizeof(uint32_t);
    for (uint32_t i = 0; i < line_used && at + i < capacity; ++i)
      text[at + i] = line[i];
    line_used = 0;
  }

protected:
  char *storage = nullptr;
  uint32_t capacity = 0;
  uint32_t line_limit = line_size;

private:
  enum class notation : char { general, fixed, scientific };
  void put(char c) const {
    if (line_used == line_limit)
      flush();
    line[line_used++] = c;
  }
  // Spaces before an item of n characters (setw, right-justified); the
  // width applies to one item.
  void pad(size_t n) const {
    for (size_t i = n; i < size_t(width); ++i)
      put(' ');
    width = 0;
  }
  // "<int_part>.<fraction>", the fraction with that many decimals.
  static unsigned fixed_text(char *out, uint64_t int_part, uint64_t fraction, int decimals);

  mutable uint32_t line_used = 0;
  mutable int precision = 6, width = 0;
  mutable char int_base = 10;
  mutable bool show_base = false, show_pos = false;
  mutable notation float_notation = notation::general;
  mutable char line[line_size];
};

// 10^n for 0 <= n: exact up to 10^22, then within double's precision.
inline double power_of_ten(int n) {
  double r = 1.0, base = 10.0;
  for (unsigned e = unsigned(n); e; e >>= 1, base *= base)
    if (e & 1)
      r *= base;
  return r;
}

// m * 10^d; in two steps for the smallest subnormals, so that 10^d stays
// finite.
inline double times_power_of_ten(double m, int d) {
  if (d < 0)
    return m / power_of_ten(-d);
  if (d > 300)
    return m * power_of_ten(300) * power_of_ten(d - 300);
  return m * power_of_ten(d);
}

// m * 10^d rounded to an integer, ties to even as C's printf rounds; exact
// where 10^d is (0 <= d <= 22), within one unit otherwise. The result must
// be below 2^64.
inline uint64_t scaled_to_integer(double m, int d) {
  double r = __builtin_floor(times_power_of_ten(m, d)), rest;
  uint64_t n = uint64_t(r); // exact where r is not (beyond 2^53)
  if (d >= 0 && d <= 22) {
    // What the rounded product lost, from one fused multiply-add.
    rest = __builtin_elementwise_fma(m, power_of_ten(d), -r);
    if (rest < 0) {
      n -= 1;
      rest += 1;
    } else if (rest >= 1) {
      n += 1;
      rest -= 1;
    }
  } else {
    rest = times_power_of_ten(m, d) - r;
  }
  return n + ((rest > 0.5 || (rest == 0.5 && (n & 1))) ? 1 : 0);
}

inline unsigned stream_core::fixed_text(char *out, uint64_t int_part, uint64_t fraction, int decimals) {
  unsigned len = 0;
  char digits[24];
  unsigned n = 0;
  do {
    digits[n++] = char('0' + int_part % 10);
    int_part /= 10;
  } while (int_part);
  while (n)
    out[len++] = digits[--n];
  if (decimals > 0) {
    out[len++] = '.';
    for (int i = decimals - 1; i >= 0; --i)
      out[len + unsigned(i)] = char('0' + fraction % 10), fraction /= 10;
    len += unsigned(decimals);
  }
  return len;
}

inline void stream_core::put_floating(double v) const {
  char text[64];
  unsigned len = 0;
  bool negative = __builtin_signbit(v);
  double m = negative ? -v : v;
  if (negative)
    text[len++] = '-';
  else if (show_pos)
    text[len++] = '+';
  if (m != m || m == __builtin_inf()) {
    for (const char *s = m != m ? "nan" : "inf"; *s; ++s)
      text[len++] = *s;
  } else {
    // m = d.ddd * 10^e.
    int e = 0;
    if (m >= 1)
      while (e < 308 && m >= power_of_ten(e + 1))
        ++e;
    else if (m != 0)
      while (e > -330 && times_power_of_ten(m, -e) < 1)
        --e;
    int p = precision > 17 ? 17 : precision;
    notation form = float_notation;
    if (form == notation::general) {
      p = p == 0 ? 1 : p;
      // Rounding to p significant digits may carry into the next power.
      if (m != 0 && scaled_to_integer(m, p - 1 - e) >= uint64_t(power_of_ten(p)))
        ++e;
      form = (e < -4 || e >= p) ? notation::scientific : notation::fixed;
      p = form == notation::scientific ? p - 1 : p - 1 - e;
    }
    if (form == notation::fixed && m >= 1e18) // more digits than 64 bits hold
      form = notation::scientific;
    if (form == notation::fixed) {
      // Without decimals a tie rounds to an even integer part.
      uint64_t int_part = p == 0 ? scaled_to_integer(m, 0) : uint64_t(m);
      uint64_t fraction = p == 0 ? 0 : scaled_to_integer(m - double(int_part), p);
      if (fraction >= uint64_t(power_of_ten(p))) {
        ++int_part;
        fraction -= uint64_t(power_of_ten(p));
      }
      len += fixed_text(text + len, int_part, fraction, p);
    } else {
      uint64_t digits = m == 0 ? 0 : scaled_to_integer(m, p - e);
      if (digits >= uint64_t(power_of_ten(p + 1))) {
        ++e;
        digits = scaled_to_integer(m, p - e);
      }
      uint64_t unit = uint64_t(power_of_ten(p));
      len += fixed_text(text + len, digits / unit, digits % unit, p);
    }
    // The default notation drops trailing zeros of the fraction.
    if (float_notation == notation::general) {
      bool has_dot = false;
      for (unsigned i = 0; i < len; ++i)
        has_dot |= text[i] == '.';
      while (has_dot && text[len - 1] == '0')
        --len;
      if (has_dot && text[len - 1] == '.')
        --len;
    }
    if (form == notation::scientific) {
      text[len++] = 'e';
      text[len++] = e < 0 ? '-' : '+';
      unsigned a = unsigned(e < 0 ? -e : e);
      if (a >= 100)
        text[len++] = char('0' + a / 100);
      text[len++] = char('0' + a / 10 % 10);
      text[len++] = char('0' + a % 10);
    }
  }
  pad(len);
  for (unsigned i = 0; i < len; ++i)
    put(text[i]);
}

} // namespace detail
} // namespace sycl

#endif
