// Histogram with per-work-group bins in local memory (local atomics), merged
// into the global histogram with global atomics.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  sycl::queue q;
  const size_t n = 4096, wg = 64, bins = 16;
  std::vector<unsigned> data(n), hist(bins, 0);
  for (size_t i = 0; i < n; ++i) data[i] = (i * 2654435761u) >> 7;
  {
    sycl::buffer<unsigned> bd(data), bh(hist);
    q.submit([&](sycl::handler &h) {
      sycl::accessor in(bd, h, sycl::read_only);
      sycl::accessor out(bh, h, sycl::read_write);
      sycl::local_accessor<unsigned, 1> local(sycl::range<1>(bins), h);
      h.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
        size_t l = it.get_local_id(0);
        if (l < bins) local[l] = 0;
        it.barrier(sycl::access::fence_space::local_space);
        sycl::atomic_ref<unsigned, sycl::memory_order::relaxed, sycl::memory_scope::work_group,
                         sycl::access::address_space::local_space>
            lb(local[in[it.get_global_id()] % bins]);
        lb++;
        it.barrier(sycl::access::fence_space::local_space);
        if (l < bins) {
          sycl::atomic_ref<unsigned, sycl::memory_order::relaxed, sycl::memory_scope::device,
                           sycl::access::address_space::global_space>
              gb(out[l]);
          gb += local[l];
        }
      });
    });
  }
  std::vector<unsigned> expect(bins, 0);
  for (size_t i = 0; i < n; ++i) expect[data[i] % bins]++;
  for (size_t b = 0; b < bins; ++b)
    if (hist[b] != expect[b]) { printf("FAIL bin %zu: %u vs %u\n", b, hist[b], expect[b]); return 1; }
  printf("PASS\n");
}
