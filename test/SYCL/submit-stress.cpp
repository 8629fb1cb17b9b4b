// Submission from many threads at once (docs/SYCL.md, execution model):
// eight threads submit to an in-order and an out-of-order queue of every
// device the program sees, sharing the queues, a buffer and USM, with
// commands that wait for other devices' commands. Checked: in-order queues
// keep each thread's commands in order; every update of a buffer written
// from every queue and device is there once, each thread's in its order;
// a kernel that reads the buffer sees the writes submitted before it;
// copy and kernel chains across devices see their producers' results. Then
// a command that waits for a kernel of another device that has not
// finished is submitted: submitting returns at once, other submissions and
// commands go on meanwhile, and the command runs only after that kernel.
// lit runs it on each device alone and, where both CPU devices exist, on
// both at once (the cross-device case).
// RUN: %sycl-check %s %t
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=cpu %t-O0 | FileCheck %s %}
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=cpu %t-O2 | FileCheck %s %}
// CHECK: devices: 2
// CHECK-NOT: FAIL
// CHECK: PASS
#include "Inputs/async-common.hpp"
#include <algorithm>
#include <vector>

namespace {

constexpr int threads = 8, rounds = 10;
constexpr int commands = threads * rounds;

unsigned value(int t, int r) { return unsigned(t * 131 + r * 17 + 5); }

// Some work before a kernel's result, so that a consumer that does not
// wait for it would see the old value.
unsigned slow(unsigned v) {
  unsigned x = v;
  for (int i = 0; i < 2000; ++i)
    x = x * 1664525u + 1013904223u;
  return x == 12345u ? x : v; // v, after the loop (x is never 12345 for these v)
}

} // namespace

int main() {
  start_watchdog(300);
  std::vector<sycl::device> devs = sycl::device::get_devices();
  const int D = int(devs.size());
  printf("devices: %d\n", D);
  std::vector<sycl::queue> queues; // per device: in order, then out of order
  for (const sycl::device &d : devs) {
    queues.emplace_back(d, sycl::property::queue::in_order());
    queues.emplace_back(d);
  }
  auto in_order = [&](int d) -> sycl::queue & { return queues[2 * d]; };
  auto out_of_order = [&](int d) -> sycl::queue & { return queues[2 * d + 1]; };

  // Per device: in-order chains (a slot per thread), a stage in host USM
  // that another device's copy reads, where the copies land, per-thread
  // sums, and what readers of the buffer saw.
  std::vector<unsigned *> chain(D), stage(D), landed(D), sums(D), seen(D);
  for (int d = 0; d < D; ++d) {
    sycl::queue &q = in_order(d);
    chain[d] = sycl::malloc_shared<unsigned>(threads, q);
    stage[d] = sycl::malloc_host<unsigned>(commands, q);
    landed[d] = sycl::malloc_shared<unsigned>(commands, q);
    sums[d] = sycl::malloc_shared<unsigned>(threads, q);
    seen[d] = sycl::malloc_shared<unsigned>(commands, q);
    for (int t = 0; t < threads; ++t)
      chain[d][t] = unsigned(t + 1), sums[d][t] = 0;
    std::fill(seen[d], seen[d] + commands, 0u);
  }
  std::vector<int> reader_device(commands);

  // The log: [0] counts the entries, [1 + k] the k-th writer's id.
  std::vector<unsigned> log_data(commands + 1, 0);
  {
    sycl::buffer<unsigned> log(log_data.data(), sycl::range<1>(commands + 1));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        const int a = t % D, b = (t + 1) % D;
        unsigned *c = chain[a] + t, *sum = sums[b] + t;
        sycl::event previous_sum;
        for (int r = 0; r < rounds; ++r) {
          const int id = t * rounds + r;
          // In order, shared with the other threads of this device.
          in_order(a).single_task([=] { *c = *c * 3u + unsigned(r); });
          // Every queue of every device in turn writes the log.
          queues[(t + r) % (2 * D)].submit([&](sycl::handler &h) {
            sycl::accessor acc(log, h, sycl::read_write);
            h.single_task([=] {
              unsigned n = acc[0];
              acc[1 + n] = unsigned(id);
              acc[0] = n + 1;
            });
          });
          // A reader, submitted after this thread's write.
          const int rd = (t + r + 1) % D;
          reader_device[id] = rd;
          unsigned *saw = seen[rd] + id;
          queues[2 * rd + (r & 1)].submit([&](sycl::handler &h) {
            sycl::accessor acc(log, h, sycl::read_only);
            h.single_task([=] { *saw = acc[0]; });
          });
          // Produced on device a, copied by device b, summed on device b.
          unsigned *st = stage[a] + id, *ld = landed[b] + id;
          unsigned v = value(t, r);
          sycl::event made = out_of_order(a).single_task([=] { *st = slow(v); });
          sycl::event copied = out_of_order(b).memcpy(ld, st, sizeof(unsigned), made);
          previous_sum = out_of_order(b).submit([&](sycl::handler &h) {
            h.depends_on({copied, previous_sum});
            h.single_task([=] { *sum += *ld * unsigned(r + 1); });
          });
        }
        previous_sum.wait();
      });
    for (std::thread &th : pool)
      th.join();
    for (sycl::queue &q : queues)
      q.wait();
  }

  for (int t = 0; t < threads; ++t) {
    const int a = t % D, b = (t + 1) % D;
    unsigned c = unsigned(t + 1), s = 0;
    for (int r = 0; r < rounds; ++r) {
      c = c * 3u + unsigned(r);
      s += value(t, r) * unsigned(r + 1);
    }
    check(chain[a][t] == c, "thread " + std::to_string(t), "in-order queue: commands out of order");
    check(sums[b][t] == s, "thread " + std::to_string(t), "cross-device copy and kernel chain: wrong sum");
  }
  check(log_data[0] == unsigned(commands), "log", "a write of the buffer is lost");
  std::vector<int> position(commands, -1);
  for (int k = 0; k < commands && k < int(log_data[0]); ++k) {
    unsigned id = log_data[1 + k];
    if (id < unsigned(commands) && position[id] < 0)
      position[id] = k;
    else
      check(false, "log", "an entry is repeated or not an id");
  }
  for (int t = 0; t < threads; ++t)
    for (int r = 0; r < rounds; ++r) {
      int id = t * rounds + r;
      check(position[id] >= 0, "log", "a thread's write is missing");
      if (r > 0)
        check(position[id] > position[id - 1], "thread " + std::to_string(t), "its writes of the buffer out of order");
      check(seen[reader_device[id]][id] >= unsigned(position[id] + 1), "thread " + std::to_string(t),
            "a reader ran before the write submitted before it");
    }

  // A command waiting for a kernel of another device (another queue, with
  // one device) that runs until the host lets it finish.
  {
    const int a = 0, b = D - 1;
    int *started = sycl::malloc_shared<int>(2, in_order(a)), *go = started + 1;
    *started = *go = 0;
    unsigned *after = sycl::malloc_shared<unsigned>(2, in_order(b));
    after[0] = after[1] = 0;
    sycl::event held = out_of_order(a).single_task([=] { hold(started, go); });
    await_flag(started);
    std::atomic<bool> submitted{false};
    sycl::event waiting;
    std::thread submitter([&] {
      waiting = out_of_order(b).single_task(held, [=] { after[0] = 1; });
      submitted = true;
    });
    while (!submitted) // a submission that blocked would end here by the watchdog
      std::this_thread::yield();
    submitter.join();
    // Other submissions go on, and where the devices differ (or the device
    // runs kernels concurrently), their commands complete meanwhile.
    in_order(b).single_task([=] { after[1] = 7; });
    if (a != b || runs_kernels_concurrently(devs[a])) {
      in_order(b).wait();
      check(after[1] == 7, "cross-device", "an independent command did not run while another waited");
    }
    check(!is_complete(waiting) && after[0] == 0, "cross-device", "a command ran before the kernel it waits for");
    set_flag(go);
    waiting.wait();
    in_order(b).wait();
    check(after[0] == 1 && after[1] == 7, "cross-device", "the waiting command did not run");
    sycl::free(started, in_order(a));
    sycl::free(after, in_order(b));
  }

  for (int d = 0; d < D; ++d) {
    sycl::queue &q = in_order(d);
    for (unsigned *p : {chain[d], stage[d], landed[d], sums[d], seen[d]})
      sycl::free(p, q);
  }
  return test_result();
}
