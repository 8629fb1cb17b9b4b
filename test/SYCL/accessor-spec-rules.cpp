// What SYCL 2020 requires of accessors beyond element access: get_pointer and
// get_multi_ptr of a ranged accessor point to the start of the buffer (on the
// host and in a kernel); a range plus offset beyond the buffer and no_init on
// a read-only accessor are errc::invalid; an accessor made without a handler
// is a placeholder until handler::require; a default-constructed or
// zero-length 0-dimensional accessor (buffer or local) is empty; a
// local_accessor in a kernel without work-groups (single_task, parallel_for
// over a range, also with a reduction) is errc::kernel_argument; local accessors compare and hash
// as their place in local memory (also on the host); accessors of const T
// read by default and accessors convert implicitly to read-only ones of T or
// const T; a sub-buffer at offset 0 is a sub-buffer.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

using namespace sycl;

static int run(queue &q) {
  std::vector<int> data(12);
  std::iota(data.begin(), data.end(), 100);
  buffer<int, 2> buf(data.data(), range<2>(3, 4));
  {
    // Ranged accessors: elements from the offset, pointers from the start.
    host_accessor<int, 2> h(buf, range<2>(2, 2), id<2>(1, 2));
    CHECK(h[0][0] == 106);
    CHECK(*h.begin() == 106);
    CHECK(h.get_pointer() == &h[0][0] - 6);
    CHECK(*h.get_pointer() == 100);
    CHECK(!h.is_placeholder());
  }
  {
    buffer<int> out{range<1>(4)};
    bool placeholder = true;
    q.submit([&](handler &cgh) {
      accessor a(buf, cgh, range<2>(2, 2), id<2>(1, 1), read_only);
      accessor o(out, cgh, write_only, no_init);
      placeholder = a.is_placeholder();
      cgh.single_task([=] {
        o[0] = *a.get_pointer();
        o[1] = *a.get_multi_ptr<access::decorated::no>();
        o[2] = a[0][0];
        o[3] = int(a.get_multi_ptr<access::decorated::yes>().get_raw() == &a[0][0] - 5);
      });
    });
    host_accessor r(out, read_only);
    CHECK(!placeholder);
    CHECK(r[0] == 100 && r[1] == 100 && r[2] == 105 && r[3] == 1);
  }
  // Placeholders: made without a handler, joined to a command by require.
  {
    buffer<int> out{range<1>(1)};
    accessor<int, 1, access_mode::write> p(out);
    CHECK(p.is_placeholder());
    accessor<int, 1> dflt;
    CHECK(!dflt.is_placeholder() && dflt.empty() && dflt.size() == 0);
    q.submit([&](handler &cgh) {
      cgh.require(p);
      cgh.single_task([=] { p[0] = 42; });
    });
    host_accessor r(out, read_only);
    CHECK(r[0] == 42);
  }
  // errc::invalid: the region exceeds the buffer, or no_init on a read-only accessor.
  CHECK(error_of([&] { host_accessor<int, 2> a(buf, range<2>(3, 5)); }) == errc::invalid);
  CHECK(error_of([&] { host_accessor<int, 2> a(buf, range<2>(2, 2), id<2>(2, 0)); }) == errc::invalid);
  CHECK(error_of([&] { host_accessor a(buf, read_only, property_list{no_init}); }) == errc::invalid);
  CHECK(error_of([&] {
          q.submit([&](handler &cgh) {
            accessor a(buf, cgh, range<2>(1, 1), id<2>(3, 0));
            cgh.single_task([=] { a[0][0] = 1; });
          });
        }) == errc::invalid);
  CHECK(error_of([&] {
          q.submit([&](handler &cgh) {
            accessor<int, 2, access_mode::read> a(buf, cgh, property_list{no_init});
            cgh.single_task([=] { (void)a[0][0]; });
          });
        }) == errc::invalid);
  // 0-dimensional accessors: empty when default-constructed or of an empty buffer.
  {
    host_accessor<int, 0> none;
    CHECK(none.empty() && none.size() == 0 && none.byte_size() == 0 && none.begin() == none.end());
    buffer<int> empty_buf{range<1>(0)};
    host_accessor<int, 0> of_empty(empty_buf);
    CHECK(of_empty.empty() && of_empty.begin() == of_empty.end());
    buffer<int> one{range<1>(1)};
    host_accessor<int, 0> elem(one);
    CHECK(!elem.empty() && elem.size() == 1 && elem.byte_size() == sizeof(int) && elem.end() - elem.begin() == 1);
  }
  // local_accessor needs work-groups.
  {
    buffer<int> out{range<1>(1)};
    auto use_local = [&](int how) {
      q.submit([&](handler &cgh) {
        local_accessor<int, 1> l(range<1>(4), cgh);
        accessor o(out, cgh, write_only);
        if (how == 0)
          cgh.single_task([=] { o[0] = int(l.size()); });
        else if (how == 1)
          cgh.parallel_for(range<1>(4), [=](id<1> i) { o[0] = int(l.size()); });
        else if (how == 3)
          // The library gives a range reduction work-groups; the user's
          // kernel still has none.
          cgh.parallel_for(range<1>(4), reduction(out, cgh, plus<int>()),
                           [=](id<1>, auto &sum) { sum += int(l.size()); });
        else {
          local_accessor<int, 0> total(cgh);
          cgh.parallel_for(nd_range<1>(range<1>(4), range<1>(4)), [=](nd_item<1> it) {
            l[it.get_local_id(0)] = int(it.get_local_id(0));
            group_barrier(it.get_group());
            if (it.get_local_id(0) == 0) {
              total = l[0] + l[1] + l[2] + l[3];
              o[0] = int(total.size()) * 100 + *total.begin();
            }
          });
        }
      }).wait_and_throw();
    };
    // A default-constructed 0-dimensional local_accessor has no element either.
    local_accessor<int, 0> none;
    CHECK(none.empty() && none.size() == 0 && none.begin() == none.end() && none.rbegin() == none.rend());
    // Two local accessors of a command group differ, also in their hashes
    // (on the host they have no memory yet); a copy equals its original.
    bool distinct = false;
    q.submit([&](handler &cgh) {
      local_accessor<int, 0> a(cgh), b(cgh);
      local_accessor<int, 0> c = a;
      std::hash<local_accessor<int, 0>> h;
      distinct = a != b && h(a) != h(b) && a == c && h(a) == h(c);
    });
    CHECK(distinct);
    CHECK(error_of([&] { use_local(0); }) == errc::kernel_argument);
    CHECK(error_of([&] { use_local(1); }) == errc::kernel_argument);
    CHECK(error_of([&] { use_local(3); }) == errc::kernel_argument);
    CHECK(error_of([&] { use_local(2); }) == errc::success);
    host_accessor r(out, read_only);
    CHECK(r[0] == 106);
  }
  // Accessors of const T read by default.
  static_assert(std::is_same_v<host_accessor<const int>, host_accessor<const int, 1, access_mode::read>>);
  static_assert(std::is_same_v<accessor<const int>, accessor<const int, 1, access_mode::read>>);
  // Implicit conversions: to read-only accessors of T or const T.
  static_assert(std::is_convertible_v<accessor<int, 2>, accessor<const int, 2, access_mode::read>>);
  static_assert(std::is_convertible_v<accessor<int, 1, access_mode::read>, accessor<const int, 1, access_mode::read>>);
  static_assert(std::is_convertible_v<accessor<const int, 0, access_mode::read>, accessor<int, 0, access_mode::read>>);
  static_assert(!std::is_convertible_v<accessor<int, 1, access_mode::write>, accessor<const int, 1, access_mode::read>>);
  static_assert(!std::is_convertible_v<accessor<const int, 1, access_mode::read>, accessor<int, 1>>);
  static_assert(std::is_convertible_v<host_accessor<int, 1>, host_accessor<const int, 1, access_mode::read>>);
  static_assert(std::is_convertible_v<local_accessor<int, 2>, local_accessor<const int, 2>>);
  static_assert(std::is_convertible_v<local_accessor<int, 0>, local_accessor<const int, 0>>);
  static_assert(!std::is_convertible_v<local_accessor<const int, 1>, local_accessor<int, 1>>);
  {
    buffer<int> out{range<1>(3)};
    q.submit([&](handler &cgh) {
      accessor<int, 2> rw(buf, cgh, range<2>(1, 2), id<2>(2, 1));
      accessor<const int, 2, access_mode::read> ro = rw;
      accessor o(out, cgh, write_only);
      local_accessor<int, 1> l(range<1>(1), cgh);
      cgh.parallel_for(nd_range<1>(range<1>(1), range<1>(1)), [=](nd_item<1>) {
        l[0] = 7;
        local_accessor<const int, 1> lc = l;
        o[0] = ro[0][0];
        o[1] = ro[0][1];
        o[2] = lc[0];
      });
    });
    host_accessor<int, 2> hw(buf);
    host_accessor<const int, 2, access_mode::read> hr = hw;
    CHECK(hr[2][1] == 109 && hr.get_offset() == id<2>());
    host_accessor r(out, read_only);
    CHECK(r[0] == 109 && r[1] == 110 && r[2] == 7);
  }
  // A sub-buffer is one even where it starts with its parent.
  {
    buffer<int> parent{range<1>(8)};
    buffer<int> head(parent, id<1>(0), range<1>(4));
    CHECK(head.is_sub_buffer() && !parent.is_sub_buffer());
  }
  return 0;
}

int main() { return run_on_every_device(run); }
