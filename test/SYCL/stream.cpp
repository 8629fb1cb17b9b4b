// sycl::stream in a 2-D kernel: integers in each base with showbase, floats
// in the default and scientific notations with setprecision, setw, ids,
// bools and chars; lines end with sycl::endl, and the last one with '\n'
// is flushed when the kernel returns. The host computes every line with
// snprintf; lines of different work-items must not mix. A stream of size 0
// is valid and prints nothing; one of 4 GiB or more is errc::invalid.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check --expect-output %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <fstream>

static int run_test(int argc, char **argv) {
  if (argc != 2)
    return 2;
  constexpr size_t rows = 3, cols = 5;
  auto x = [](size_t lin) { return float(lin) * 1.25f - 3.0f; };
  auto y = [](size_t lin) { return 1.5e-3 * double(lin + 1); };
  sycl::queue q;
  q.submit([&](sycl::handler &h) {
    sycl::stream out(8192, 256, h);
    h.parallel_for(sycl::range<2>(rows, cols), [=](sycl::item<2> it) {
      size_t lin = it.get_linear_id();
      int v = int(lin) * 300 - 1000;
      out << "wi " << it.get_id() << " x=" << sycl::setprecision(4) << x(lin) << " y=" << sycl::scientific
          << y(lin) << sycl::defaultfloat << " h=" << sycl::hex << sycl::showbase << unsigned(lin * 4099)
          << sycl::dec << sycl::noshowbase << " w=[" << sycl::setw(6) << v << "]" << sycl::endl;
      out << (lin % 2 == 0) << ' ' << char('a' + lin) << ' ' << -42 - int64_t(lin) * 100000000000LL << ' '
          << sycl::showpos << lin << sycl::noshowpos << '\n';
    });
  }).wait();

  size_t empty_size = 1, empty_statement = 1;
  q.submit([&](sycl::handler &h) {
    sycl::stream empty(0, 0, h);
    empty_size = empty.size();
    empty_statement = empty.get_max_statement_size();
    h.single_task([=] { empty << "dropped" << sycl::endl; });
  }).wait();
  if (empty_size != 0 || empty_statement != 0)
    return 1;
  bool refused = false;
  try {
    q.submit([&](sycl::handler &h) {
      sycl::stream huge(size_t(1) << 33, 256, h);
      h.single_task([=] { huge << 'x'; });
    });
  } catch (const sycl::exception &e) {
    refused = e.code() == sycl::errc::invalid;
  }
  if (!refused)
    return 1;

  std::ofstream expected(argv[1]);
  char line[256];
  for (size_t lin = 0; lin < rows * cols; ++lin) {
    int v = int(lin) * 300 - 1000;
    std::snprintf(line, sizeof line, "wi {%zu, %zu} x=%.4g y=%.4e h=%#x w=[%6d]", lin / cols, lin % cols,
                  double(x(lin)), y(lin), unsigned(lin * 4099), v);
    expected << line << "\n";
    std::snprintf(line, sizeof line, "%s %c %lld +%zu", lin % 2 == 0 ? "true" : "false", char('a' + lin),
                  -42 - (long long)lin * 100000000000LL, lin);
    expected << line << "\n";
  }
  std::printf("PASS\n");
  return 0;
}

int main(int argc, char **argv) {
  return main_using_fp64([&] { return run_test(argc, argv); }, argc == 2 ? argv[1] : nullptr);
}
