// The formatter behind sycl::stream (sycl/detail/stream_core.hpp), run on
// the host against std::ostream on the same values and manipulators:
// floating-point values in the default, fixed and scientific notations at
// several precisions (ties round to even, carries into a new power of ten),
// integers in each base with showbase, showpos and setw.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-cxx -fsycl %s -o %t
// RUN: %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <iomanip>
#include <sstream>

struct capture : sycl::detail::stream_core {
  explicit capture(char *storage, uint32_t capacity) : stream_core(storage, capacity, line_size) {}
};

int main() {
  static char storage[1 << 16];
  capture out(storage, sizeof storage - sizeof(uint32_t));
  std::ostringstream want;
  const double values[] = {0,       1,        -1,          0.1,       1.5,        2.5,       3.14159265358979,
                           -0.0,    1e-5,     1.234e-7,    9.9999999, 99999.95,   999999.5,  123456789.0,
                           0.0001,  0.00001,  100000,      1000000,   123.456,    1 / 3.0,   2.0 / 3,
                           65536.125, 1e21,   -4.5e-20,    6.02214076e23, 0.5,    1e15 + 0.1};
  const int precisions[] = {6, 0, 1, 3, 10, 15};
  for (int p : precisions)
    for (int notation = 0; notation < 3; ++notation)
      for (double v : values) {
        if (notation == 1 && v >= 1e18)
          continue; // fixed notation beyond 64-bit integers prints scientific
        out.set_precision(p);
        want << std::setprecision(p);
        out.manipulate(notation == 0 ? sycl::defaultfloat : notation == 1 ? sycl::fixed : sycl::scientific);
        want << (notation == 0 ? std::defaultfloat : notation == 1 ? std::fixed : std::scientific);
        out.put_floating(v);
        out.put_char('\n');
        want << v << '\n';
      }
  out.manipulate(sycl::defaultfloat);
  want << std::defaultfloat << std::setprecision(6);
  out.set_precision(6);
  const long long ints[] = {0, 1, -1, 255, -255, 9223372036854775807LL, -9223372036854775807LL - 1};
  for (int base = 0; base < 3; ++base)
    for (int show = 0; show < 2; ++show)
      for (long long v : ints) {
        out.manipulate(base == 0 ? sycl::dec : base == 1 ? sycl::hex : sycl::oct);
        out.manipulate(show ? sycl::showbase : sycl::noshowbase);
        want << (base == 0 ? std::dec : base == 1 ? std::hex : std::oct) << (show ? std::showbase : std::noshowbase);
        if (base != 0 && v < 0) { // std::ostream prints negative values of signed types in hex as unsigned
          out.put_int((unsigned long long)v);
          want << (unsigned long long)v;
        } else {
          out.put_int(v);
          want << v;
        }
        out.put_char('\n');
        want << '\n';
      }
  out.manipulate(sycl::dec);
  out.manipulate(sycl::showpos);
  want << std::dec << std::showpos;
  out.put_int(5);
  out.put_floating(2.5);
  want << 5 << 2.5;
  out.manipulate(sycl::noshowpos);
  want << std::noshowpos;
  out.set_width(8);
  out.put_int(-42);
  out.set_width(6);
  out.put_text("ab");
  out.put_int(7);
  want << std::setw(8) << -42 << std::setw(6) << "ab" << 7;
  out.manipulate(sycl::endl);
  want << '\n';

  uint32_t used;
  std::memcpy(&used, storage, sizeof used);
  std::istringstream got_lines(std::string(storage + sizeof used, used)), want_lines(want.str());
  std::string got, expected;
  int failures = 0;
  for (int line = 1; std::getline(want_lines, expected); ++line)
    if (!std::getline(got_lines, got) || got != expected) {
      std::printf("line %d: got '%s', std::ostream gives '%s'\n", line, got.c_str(), expected.c_str());
      ++failures;
    }
  if (failures)
    return 1;
  std::printf("PASS\n");
}
