// Specialization constants: specialization_id of scalars and a struct,
// set through handler::set_specialization_constant and through an input
// kernel bundle (build + use_kernel_bundle), read in kernels through
// kernel_handler (OpSpecConstant set when the runtime builds the module),
// defaults when unset, the host-side getters, which constants a bundle's
// kernels read (has_specialization_constant), and the errors the spec
// requires.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

struct coeffs {
  float scale;
  int offset;
  short small[3];
  char flag;
};

constexpr sycl::specialization_id<int> int_id(42);
constexpr sycl::specialization_id<double> double_id(0.5);
constexpr sycl::specialization_id<bool> bool_id(true);
constexpr sycl::specialization_id<coeffs> coeffs_id(coeffs{2.0f, -3, {1, 2, 3}, 'a'});
namespace other {
constexpr sycl::specialization_id<unsigned long long> wide_id(1ull << 40);
}
constexpr sycl::specialization_id<int> unread_id(7); // no kernel reads it

class read_all;
class read_bundle;
class read_one;
class read_none;

struct results {
  int i;
  double d;
  bool b;
  coeffs c;
  unsigned long long w;
};

template <typename Name> void submit_reader(sycl::queue &q, results *r, sycl::handler &h) {
  h.single_task<Name>([=](sycl::kernel_handler kh) {
    r->i = kh.get_specialization_constant<int_id>();
    r->d = kh.get_specialization_constant<double_id>();
    r->b = kh.get_specialization_constant<bool_id>();
    r->c = kh.get_specialization_constant<coeffs_id>();
    r->w = kh.get_specialization_constant<other::wide_id>();
  });
}

bool same(const coeffs &a, const coeffs &b) {
  return a.scale == b.scale && a.offset == b.offset && a.small[0] == b.small[0] && a.small[1] == b.small[1] &&
         a.small[2] == b.small[2] && a.flag == b.flag;
}

int run(sycl::queue &q) {
  results *r = sycl::malloc_shared<results>(1, q);
  // Defaults.
  q.submit([&](sycl::handler &h) { submit_reader<read_all>(q, r, h); }).wait();
  CHECK(r->i == 42 && r->d == 0.5 && r->b && same(r->c, coeffs{2.0f, -3, {1, 2, 3}, 'a'}) && r->w == 1ull << 40);
  // Set through the handler (the same kernel, rebuilt with other values).
  coeffs c{-1.5f, 7, {-4, 5, -6}, 'z'};
  q.submit([&](sycl::handler &h) {
    h.set_specialization_constant<int_id>(-5);
    h.set_specialization_constant<double_id>(3.25);
    h.set_specialization_constant<bool_id>(false);
    h.set_specialization_constant<coeffs_id>(c);
    h.set_specialization_constant<other::wide_id>(0x123456789abcdefull);
    if (h.get_specialization_constant<int_id>() != -5 || h.get_specialization_constant<bool_id>())
      throw std::runtime_error("handler getters");
    submit_reader<read_all>(q, r, h);
  }).wait();
  CHECK(r->i == -5 && r->d == 3.25 && !r->b && same(r->c, c) && r->w == 0x123456789abcdefull);
  // Only some set: the others keep their defaults.
  q.submit([&](sycl::handler &h) {
    CHECK(h.get_specialization_constant<int_id>() == 42);
    h.set_specialization_constant<int_id>(9);
    submit_reader<read_all>(q, r, h);
    return 0;
  }).wait();
  CHECK(r->i == 9 && r->d == 0.5 && r->b && r->w == 1ull << 40);

  // Through a kernel bundle.
  sycl::context ctx = q.get_context();
  auto input = sycl::get_kernel_bundle<read_bundle, sycl::bundle_state::input>(ctx, {q.get_device()});
  CHECK(input.get_specialization_constant<int_id>() == 42);
  input.set_specialization_constant<int_id>(1000);
  input.set_specialization_constant<coeffs_id>(c);
  CHECK(input.get_specialization_constant<int_id>() == 1000 && same(input.get_specialization_constant<coeffs_id>(), c));
  auto exe = sycl::build(input);
  CHECK(exe.get_specialization_constant<int_id>() == 1000);
  CHECK(exe.native_specialization_constant());
  q.submit([&](sycl::handler &h) {
    h.use_kernel_bundle(exe);
    submit_reader<read_bundle>(q, r, h);
  }).wait();
  CHECK(r->i == 1000 && same(r->c, c) && r->d == 0.5);

  // Which constants a bundle's kernels read.
  q.single_task<read_one>([=](sycl::kernel_handler kh) { r->i = kh.get_specialization_constant<double_id>() > 1; }).wait();
  q.single_task<read_none>([=] { r->i = 3; }).wait();
  CHECK(r->i == 3);
  CHECK(input.contains_specialization_constants() && input.has_specialization_constant<int_id>());
  CHECK(input.has_specialization_constant<coeffs_id>() && input.has_specialization_constant<other::wide_id>());
  CHECK(!input.has_specialization_constant<unread_id>());
  CHECK(exe.has_specialization_constant<bool_id>() && !exe.has_specialization_constant<unread_id>());
  auto one = sycl::compile(sycl::get_kernel_bundle<read_one, sycl::bundle_state::input>(ctx));
  CHECK(one.has_specialization_constant<double_id>() && !one.has_specialization_constant<int_id>());
  CHECK(one.contains_specialization_constants() && one.native_specialization_constant());
  auto none = sycl::get_kernel_bundle<read_none, sycl::bundle_state::executable>(ctx);
  CHECK(!none.contains_specialization_constants() && !none.native_specialization_constant());
  CHECK(!none.has_specialization_constant<int_id>() && !none.has_specialization_constant<unread_id>());
  auto both = sycl::join(std::vector<decltype(none)>{none, sycl::link(one)});
  CHECK(both.has_specialization_constant<double_id>() && !both.has_specialization_constant<bool_id>());

  // Errors: the handler's constants cannot be used with a bound bundle, a
  // bundle of another context is refused, and a kernel outside the bundle
  // cannot run with it.
  CHECK(error_of([&] {
          q.submit([&](sycl::handler &h) {
            h.use_kernel_bundle(exe);
            h.set_specialization_constant<int_id>(1);
          });
        }) == sycl::errc::invalid);
  CHECK(error_of([&] {
          q.submit([&](sycl::handler &h) {
            h.set_specialization_constant<int_id>(1);
            h.use_kernel_bundle(exe);
          });
        }) == sycl::errc::invalid);
  sycl::context other_ctx(q.get_device());
  auto foreign = sycl::get_kernel_bundle<sycl::bundle_state::executable>(other_ctx);
  CHECK(error_of([&] { q.submit([&](sycl::handler &h) { h.use_kernel_bundle(foreign); }); }) == sycl::errc::invalid);
  CHECK(error_of([&] {
          q.submit([&](sycl::handler &h) {
            h.use_kernel_bundle(exe);
            submit_reader<read_all>(q, r, h);
          });
        }) == sycl::errc::kernel_not_supported);
  sycl::free(r, q);
  return 0;
}

int main() {
  for (const sycl::device &d : sycl::device::get_devices()) {
    if (!d.has(sycl::aspect::fp64))
      continue;
    sycl::queue q(d);
    if (int e = run(q))
      return e;
  }
  printf("PASS\n");
  return 0;
}
