// DPC++'s sycl_ext_oneapi_device_global: program-scope variables in device
// memory that every kernel reads and writes, one per device, shared by
// kernels of different SPIR-V modules (per_kernel split here) and kept
// from launch to launch, with their initial values, and copied to and from
// by queue::memcpy and queue::copy. The device link reads each variable's
// storage address from specialization constants; the library sets them.
// RUN: %sycl-check %s %t -fsycl-device-code-split=per_kernel
// RUN: %sycl-cxx -fsycl -O0 %s -o %t.x -Xoffload-linker --spirv-output=%t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// CHECK: OpDecorate %{{.*}} SpecId {{[2-4][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]}}
// RUN: llvm-as-22 %S/Inputs/device-global-by-pointer.ll -o %t.bc
// RUN: not %sycl-cxx --target=spirv64 --sycl-link %t.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: device_global accessed through a pointer or reference is not supported (in function @helper)
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

namespace sx = sycl::ext::oneapi::experimental;

struct Stats {
  int runs;
  float last;
};

sx::device_global<int> counter;
static sx::device_global<const int[4]> table{10, 20, 30, 40};
namespace ns {
sx::device_global<Stats> stats;
sx::device_global<long[8]> slots;
} // namespace ns

class AddOne;
class AddTable;
class Record;
class Fill;

void add_one(sycl::queue &q) { q.single_task<AddOne>([=] { counter = counter + 1; }).wait(); }

int run(sycl::queue &q) {
  int *out = sycl::malloc_shared<int>(4, q);
  // Each queue's device has storage of its own, zero at first.
  add_one(q);
  q.single_task<AddTable>([=] {
     counter = counter + table[2];
     out[0] = counter;
   }).wait();
  CHECK(out[0] == 31);
  int value = 0;
  q.memcpy(&value, counter).wait();
  CHECK(value == 31);
  value = 100;
  q.memcpy(counter, &value).wait();
  add_one(q);
  q.memcpy(&value, counter).wait();
  CHECK(value == 101);

  q.single_task<Record>([=] {
     ns::stats->runs += 1;
     ns::stats->last = 2.5f;
     out[1] = ns::stats.get().runs;
   }).wait();
  Stats s{};
  q.memcpy(&s, ns::stats).wait();
  CHECK(out[1] == 1 && s.runs == 1 && s.last == 2.5f);

  long init[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  q.copy(init, ns::slots).wait();
  q.parallel_for<Fill>(sycl::range<1>(8), [=](sycl::id<1> i) { ns::slots[i[0]] *= 3; }).wait();
  long back[8] = {};
  q.copy(ns::slots, back).wait();
  for (int i = 0; i < 8; ++i)
    CHECK(back[i] == 3 * (i + 1));
  // Part of it, from an offset.
  long two[2] = {};
  q.copy(ns::slots, two, 2, 5).wait();
  CHECK(two[0] == 18 && two[1] == 21);
  sycl::free(out, q);
  return 0;
}

int main() { return run_on_every_device(run); }
