// A host_task accessor that is a buffer's first access sees the data the
// buffer was made from, and what the host task writes reaches the buffer's
// final data, also where the buffer does not use the host memory in place:
// a buffer of const T (its data is copied in when the first accessor needs
// it), a buffer of const host data with set_final_data, and host memory not
// aligned for the element type. The host task reads through the accessor
// and through its implicit conversions to read-only accessors (T to
// const T, const T to T, read_write to read), 0- and 1-dimensional, as the
// SYCL-CTS accessor_basic category does for target::host_task. A host
// task's accessor is no constant_buffer accessor (the targets are distinct)
// and its get_pointer is a plain pointer to its value_type, as the SYCL-CTS
// accessor_generic category checks.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstring>

using namespace sycl;
template <typename T, int D, access_mode M> using task_acc = accessor<T, D, M, target::host_task>;
static_assert(target::host_task != target::constant_buffer && target::host_task != target::device &&
              target::constant_buffer != target::local && target::global_buffer == target::device);
static_assert(std::is_same_v<decltype(task_acc<int, 1, access_mode::read>().get_pointer()), const int *>);
static_assert(std::is_same_v<decltype(task_acc<int, 0, access_mode::read_write>().get_pointer()), int *>);
static_assert(std::is_same_v<decltype(task_acc<const int, 2, access_mode::read>().get_pointer()), const int *>);

// Runs f(cgh, ok) in a host task's command group, where ok is a host_task
// accessor of one bool that f's host task sets; returns it.
template <typename F> static bool in_host_task(queue &q, F f) {
  bool ok = false;
  {
    buffer<bool> res(&ok, range<1>(1));
    q.submit([&](handler &cgh) {
       task_acc<bool, 1, access_mode::read_write> r(res, cgh);
       f(cgh, r);
     }).wait_and_throw();
  }
  return ok;
}

static int run(queue &q) {
  const int value = 42;
  // Buffers of const int: read, converted from const T to T and to
  // themselves, 1- and 0-dimensional.
  {
    buffer<const int> b(&value, range<1>(1));
    CHECK(in_host_task(q, [&](handler &cgh, auto r) {
      task_acc<const int, 1, access_mode::read> a(b, cgh);
      cgh.host_task([=] { r[0] = a[0] == 42 && *a.get_pointer() == 42; });
    }));
  }
  {
    buffer<const int> b(&value, range<1>(1));
    CHECK(in_host_task(q, [&](handler &cgh, auto r) {
      task_acc<const int, 1, access_mode::read> a(b, cgh);
      cgh.host_task([=] {
        task_acc<int, 1, access_mode::read> c = a;
        r[0] = c[0] == 42 && c.get_range() == range<1>(1);
      });
    }));
  }
  {
    buffer<const int> b(&value, range<1>(1));
    CHECK(in_host_task(q, [&](handler &cgh, auto r) {
      task_acc<const int, 0, access_mode::read> a(b, cgh);
      cgh.host_task([=] {
        task_acc<int, 0, access_mode::read> c = a;
        const int &v = c;
        r[0] = v == 42;
      });
    }));
  }
  // A buffer of int over const data, written by the host task through a
  // read_write accessor after reading it through a read-only conversion;
  // the result goes to the final data.
  {
    int out[2] = {0, 0};
    const int in[2] = {5, 6};
    {
      buffer<int> b(in, range<1>(2));
      b.set_final_data(out);
      CHECK(in_host_task(q, [&](handler &cgh, auto r) {
        task_acc<int, 1, access_mode::read_write> a(b, cgh);
        cgh.host_task([=] {
          task_acc<const int, 1, access_mode::read> c = a;
          r[0] = c[0] == 5 && c[1] == 6;
          a[0] += 10;
          a[1] += 10;
        });
      }));
    }
    CHECK(out[0] == 15 && out[1] == 16);
  }
  {
    int out = 0;
    {
      buffer<int> b(&value, range<1>(1));
      b.set_final_data(&out);
      CHECK(in_host_task(q, [&](handler &cgh, auto r) {
        task_acc<int, 0, access_mode::read_write> a(b, cgh);
        cgh.host_task([=] {
          task_acc<const int, 0, access_mode::read> c = a;
          const int &v = c;
          r[0] = v == 42;
          int &w = a;
          w = 7;
        });
      }));
    }
    CHECK(out == 7);
  }
  // Host memory not aligned for double: the buffer uses memory of its own,
  // and writes back to the host memory it was made from.
  {
    alignas(8) unsigned char raw[8 + 2 * sizeof(double)];
    double *unaligned = reinterpret_cast<double *>(raw + 4);
    const double init[2] = {1.5, 2.5};
    std::memcpy(raw + 4, init, sizeof(init));
    {
      buffer<double> b(unaligned, range<1>(2));
      CHECK(in_host_task(q, [&](handler &cgh, auto r) {
        task_acc<double, 1, access_mode::read_write> a(b, cgh);
        cgh.host_task([=] {
          r[0] = a[0] == 1.5 && a[1] == 2.5;
          a[0] = 3.5;
          a[1] = 4.5;
        });
      }));
    }
    double back[2];
    std::memcpy(back, raw + 4, sizeof(back));
    CHECK(back[0] == 3.5 && back[1] == 4.5);
  }
  return 0;
}

int main() { return run_on_every_device(run); }
