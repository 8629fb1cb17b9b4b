// multi_ptr in its decorated, raw and legacy forms (global_ptr, local_ptr,
// private_ptr, address_space_cast, get_multi_ptr of accessors and
// local_accessors, arithmetic and comparisons), and SYCL 1.2.1's atomics:
// atomic accessors and sycl::atomic with its free functions.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>

using namespace sycl;

static_assert(std::is_same_v<global_ptr<int, access::decorated::no>::pointer, int *>);
static_assert(std::is_same_v<decltype(std::declval<accessor<int, 1>>().get_multi_ptr<access::decorated::yes>()),
                             multi_ptr<int, access::address_space::global_space, access::decorated::yes>>);
static_assert(std::is_same_v<std::iterator_traits<local_ptr<float>>::iterator_category, std::random_access_iterator_tag>);

static int run(queue &q) {
  constexpr size_t n = 64, wg = 16;
  std::vector<int> out(n, 0), sums(4, 0);
  int counter = 0, maximum = 0;
  {
    buffer bout(out);
    buffer bsum(sums);
    buffer bcount(&counter, range<1>(1));
    buffer bmax(&maximum, range<1>(1));
    q.submit([&](handler &h) {
      accessor o(bout, h, write_only, no_init);
      accessor s(bsum, h);
      local_accessor<int, 1> tile(range<1>(wg), h);
      accessor<int, 1, access_mode::atomic> count(bcount, h);
      auto mx = bmax.get_access<access_mode::atomic>(h);
      h.parallel_for(nd_range<1>(n, wg), [=](nd_item<1> it) {
        size_t g = it.get_global_id(0), l = it.get_local_id(0);
        // Decorated and raw pointers into local memory.
        local_ptr<int, access::decorated::yes> lp = tile.get_multi_ptr<access::decorated::yes>();
        auto raw = tile.get_multi_ptr<access::decorated::no>();
        lp[l] = int(g);
        it.barrier(access::fence_space::local_space);
        int *generic = raw.get();
        auto back = address_space_cast<access::address_space::local_space, access::decorated::no>(generic);
        int neighbour = *(back + (l + 1) % wg);
        // A private pointer, incremented and compared.
        int priv[2] = {neighbour, 1};
        private_ptr<int, access::decorated::no> pp = address_space_cast<access::address_space::private_space,
                                                                        access::decorated::no>(&priv[0]);
        auto pp2 = pp;
        ++pp2;
        int sum = *pp + *pp2 + int(pp2 - pp) + (pp < pp2 ? 1 : 0) + (pp != nullptr ? 1 : 0);
        // Global pointers from an accessor: decorated, raw and legacy.
        global_ptr<int, access::decorated::yes> gp = o.get_multi_ptr<access::decorated::yes>();
        global_ptr<int> legacy = o.get_pointer();
        int *plain = legacy;
        gp[g] = sum;
        if (plain + g != gp.get_raw() + g)
          gp[g] = -1;
        // SYCL 1.2.1 atomics: an atomic accessor, sycl::atomic and free functions.
        count[0].fetch_add(1);
        atomic_fetch_max(mx[0], int(g));
        atomic<int> a(s.get_multi_ptr<access::decorated::no>() + int(it.get_group(0)));
        a.fetch_add(int(g));
      });
    });
  }
  int failures = 0;
  for (size_t g = 0; g < n; ++g) {
    size_t l = g % wg, base = g - l;
    int want = int(base + (l + 1) % wg) + 1 + 1 + 1 + 1;
    if (out[g] != want && failures++ < 5)
      std::cout << "out[" << g << "] = " << out[g] << ", expected " << want << "\n";
  }
  for (size_t gr = 0; gr < 4; ++gr) {
    int want = 0;
    for (size_t l = 0; l < wg; ++l)
      want += int(gr * wg + l);
    if (sums[gr] != want && failures++ < 10)
      std::cout << "sums[" << gr << "] = " << sums[gr] << ", expected " << want << "\n";
  }
  if (counter != int(n) || maximum != int(n - 1)) {
    std::cout << "counter " << counter << ", maximum " << maximum << "\n";
    ++failures;
  }
  // Host-side multi_ptr: null, conversions and arithmetic.
  int arr[3] = {5, 6, 7};
  global_ptr<int, access::decorated::no> hp(arr);
  global_ptr<const int, access::decorated::no> cp = hp;
  multi_ptr<void, access::address_space::global_space, access::decorated::no> vp = hp;
  global_ptr<int> np = nullptr;
  if (cp[2] != 7 || *(hp + 1) != 6 || vp.get() != arr || np != nullptr || hp == nullptr)
    ++failures, std::cout << "host multi_ptr\n";
  return failures;
}

// Every device runs the program.
int main() {
  for (const device &d : device::get_devices()) {
    queue q(d);
    if (run(q)) {
      std::cout << "on " << d.get_info<info::device::name>() << std::endl;
      return 1;
    }
  }
  std::cout << "PASS" << std::endl;
}
