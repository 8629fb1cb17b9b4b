// multi_ptr conversions the SYCL-CTS checks: the legacy form compared with a
// plain pointer (the built-in comparison, not an ambiguity), legacy void
// pointers from accessors of any element type and from constant-buffer
// accessors (whose get_pointer is a constant_ptr), the explicit conversion
// of a generic pointer to a named space and the implicit one back, the
// raw_/decorated_generic_ptr aliases and the SYCL 1.2.1 reference_t names;
// multi_ptr(acc) deduced from device and local accessors (const elements for
// read-only ones); operator-> returning `pointer`; on every device.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

using namespace sycl;

static_assert(std::is_same_v<raw_generic_ptr<int>, multi_ptr<int, access::address_space::generic_space, access::decorated::no>>);
static_assert(std::is_same_v<decorated_generic_ptr<int>, multi_ptr<int, access::address_space::generic_space, access::decorated::yes>>);
static_assert(std::is_same_v<global_ptr<float>::reference_t, float &>);
static_assert(std::is_same_v<global_ptr<float>::const_reference_t, const float &>);
static_assert(std::is_same_v<decltype(std::declval<accessor<int, 1, access_mode::read, target::constant_buffer>>().get_pointer()),
                             constant_ptr<int>>);
static_assert(!std::is_convertible_v<raw_generic_ptr<int>, raw_global_ptr<int>>, "generic to global is explicit");
// operator-> returns `pointer`, like get(): raw for decorated::no.
static_assert(std::is_same_v<decltype(std::declval<raw_global_ptr<int>>().operator->()), int *>);
static_assert(std::is_same_v<decltype(std::declval<decorated_global_ptr<int>>().operator->()),
                             decorated_global_ptr<int>::pointer>);

static int run(queue &q) {
  constexpr size_t n = 16;
  std::vector<int> in(n), out(n, 0);
  for (size_t i = 0; i < n; ++i)
    in[i] = int(i * 3 + 1);
  {
    buffer<int> bin(in.data(), range<1>(n));
    buffer<int> bout(out.data(), range<1>(n));
    q.submit([&](handler &h) {
      accessor<int, 1, access_mode::read, target::constant_buffer> c(bin, h);
      accessor o(bout, h, write_only);
      h.parallel_for(range<1>(n), [=](id<1> i) {
        int *raw = &o[0];
        global_ptr<int> g(raw);
        multi_ptr<void, access::address_space::global_space, access::decorated::legacy> vg(o);
        multi_ptr<const void, access::address_space::constant_space, access::decorated::legacy> vc(c.get_pointer());
        // Legacy pointers compare with plain ones.
        bool same = g == raw && vg == static_cast<void *>(raw) && vc != nullptr;
        // Generic to global, explicitly.
        raw_generic_ptr<int> gen = address_space_cast<access::address_space::generic_space, access::decorated::no>(raw);
        raw_global_ptr<int> back(gen);
        // And back to generic, implicitly (assignment).
        raw_generic_ptr<int> gen2;
        gen2 = back;
        // multi_ptr(acc) deduces the accessor's value_type, undecorated.
        auto deduced = multi_ptr(o);
        static_assert(std::is_same_v<decltype(deduced), raw_global_ptr<int>>);
        same = same && deduced.get_raw() == raw && deduced.operator->() == raw;
        back[i] = same && back.get_raw() == raw && gen2.get_raw() == raw ? c[i] * 2 : -1;
      });
    });
    // For a read-only accessor the elements are const; in local memory the
    // pointer is a local one.
    buffer<int> bsum(range<1>(1));
    q.submit([&](handler &h) {
      accessor r(bin, h, read_only);
      accessor s(bsum, h, write_only);
      local_accessor<int, 1> l(range<1>(n), h);
      h.parallel_for(nd_range<1>(range<1>(n), range<1>(n)), [=](nd_item<1> it) {
        auto rp = multi_ptr(r);
        auto lp = multi_ptr(l);
        static_assert(std::is_same_v<decltype(rp), raw_global_ptr<const int>>);
        static_assert(std::is_same_v<decltype(lp), raw_local_ptr<int>>);
        size_t i = it.get_local_id(0);
        lp[i] = rp[i];
        group_barrier(it.get_group());
        if (i == 0) {
          int t = 0;
          for (size_t k = 0; k < n; ++k)
            t += lp[k];
          s[0] = t;
        }
      });
    });
    int expected = 0;
    for (size_t i = 0; i < n; ++i)
      expected += in[i];
    host_accessor hs(bsum, read_only);
    if (hs[0] != expected) {
      printf("FAIL sum through deduced multi_ptrs = %d, expected %d\n", hs[0], expected);
      return 1;
    }
  }
  int bad = 0;
  for (size_t i = 0; i < n; ++i)
    if (out[i] != in[i] * 2) {
      printf("FAIL out[%zu] = %d, expected %d\n", i, out[i], in[i] * 2);
      ++bad;
    }
  return bad;
}

int main() {
  int bad = 0;
  for (const device &d : device::get_devices()) {
    queue q(d);
    bad += run(q);
  }
  if (bad)
    return 1;
  printf("PASS\n");
}
