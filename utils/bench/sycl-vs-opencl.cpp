// The same algorithms through our clang++ -fsycl and as OpenCL C built by
// the device's own OpenCL compiler (through the ICD loader), on one device,
// in one run; utils/bench/sycl-vs-opencl.sh builds it and runs it per device.
//   sycl-vs-opencl <opencl platform substring> [repetitions=5] [kernels]
// (kernels: a comma-separated subset of vadd,reduction,nbody,matmul,stencil,
// histogram,scan,launch; default all).
// The SYCL side runs on the default SYCL device (choose it with
// SPIRV_OFFLOAD_DEVICE); the OpenCL side on the CPU device of the first
// platform whose name contains the substring. Both sides use fine-grained
// shared memory (SYCL's malloc_shared is clSVMAlloc on the CPU devices).
// Times are wall clock from the first submit until the last command has
// finished; the two sides run alternately (Bench::time_both), and each row
// gives the ratio of their best times and the median of the rounds' ratios,
// which holds better under load. Results are checked on both sides.
// Sizes the OpenCL C kernels take as arguments reach the SYCL kernels at run
// time too (captured variables, not constants): with a compile-time size
// both compilers, Intel's OpenCL C compiler included, turn the stencil's
// (i - 1) * N + j into forms in which neighbouring work-items no longer read
// neighbouring elements, and gather instead of loading vectors.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

static const char *OpenCLSource = R"CLC(
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
// Each group accumulates a contiguous block (its items strided by the group
// size), a tree in local memory, one partial per group, the last group
// combines the partials.
kernel void reduce(global const int *a, ulong n, global int *sum, global int *partials,
                   global volatile uint *counter, local int *scratch) {
  size_t lid = get_local_id(0), L = get_local_size(0), g = get_group_id(0), G = get_num_groups(0);
  size_t block = (n + G - 1) / G, end = min((size_t)n, (g + 1) * block);
  int v = 0;
  for (size_t i = g * block + lid; i < end; i += L)
    v += a[i];
  scratch[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = L / 2; s > 0; s /= 2) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  local int last;
  if (lid == 0) {
    partials[g] = scratch[0];
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    last = atomic_inc(counter) + 1 == G;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (last) {
    v = 0;
    for (size_t j = lid; j < G; j += L)
      v += partials[j];
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = L / 2; s > 0; s /= 2) {
      if (lid < s)
        scratch[lid] += scratch[lid + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
      *sum = scratch[0];
  }
}
// All pairs, softened gravity; positions and masses as four arrays.
kernel void nbody(global const float *x, global const float *y, global const float *z, global const float *m,
                  global float *ax, global float *ay, global float *az, int n) {
  size_t i = get_global_id(0);
  float px = x[i], py = y[i], pz = z[i], sx = 0, sy = 0, sz = 0;
  for (int j = 0; j < n; ++j) {
    float dx = x[j] - px, dy = y[j] - py, dz = z[j] - pz;
    float inv = rsqrt(dx * dx + dy * dy + dz * dz + 0.01f);
    float s = m[j] * inv * inv * inv;
    sx += dx * s, sy += dy * s, sz += dz * s;
  }
  ax[i] = sx, ay[i] = sy, az[i] = sz;
}
#define T 16
kernel void matmul(global const float *A, global const float *B, global float *C, int N) {
  local float ta[T][T], tb[T][T];
  int r = get_local_id(1), c = get_local_id(0), row = get_global_id(1), col = get_global_id(0);
  float s = 0;
  for (int t = 0; t < N; t += T) {
    ta[r][c] = A[row * N + t + c];
    tb[r][c] = B[(t + r) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < T; ++k)
      s += ta[r][k] * tb[k][c];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = s;
}
// One Jacobi step of the 5-point Laplace stencil; the border is copied.
kernel void stencil(global const float *in, global float *out, int N) {
  int i = get_global_id(1), j = get_global_id(0);
  float v = in[i * N + j];
  if (i > 0 && j > 0 && i < N - 1 && j < N - 1)
    v = 0.25f * (in[(i - 1) * N + j] + in[(i + 1) * N + j] + in[i * N + j - 1] + in[i * N + j + 1]);
  out[i * N + j] = v;
}
// 256 bins: each group counts in local memory, then adds its counts.
kernel void histogram(global const uchar *data, ulong n, global uint *bins) {
  local uint h[256];
  size_t lid = get_local_id(0), L = get_local_size(0);
  for (size_t b = lid; b < 256; b += L)
    h[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&h[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t b = lid; b < 256; b += L)
    atomic_add(&bins[b], h[b]);
}
// Inclusive scan in three passes: each group scans its items (Hillis-Steele
// in local memory) and leaves its total; one work-item scans the totals;
// each item adds the totals of the groups before its own.
kernel void scan_groups(global const int *in, global int *out, global int *sums, local int *s) {
  size_t lid = get_local_id(0), L = get_local_size(0), i = get_global_id(0);
  s[lid] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t off = 1; off < L; off *= 2) {
    int t = lid >= off ? s[lid - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[i] = s[lid];
  if (lid == L - 1)
    sums[get_group_id(0)] = s[lid];
}
kernel void scan_sums(global int *sums, int groups) {
  int run = 0;
  for (int g = 0; g < groups; ++g) {
    int v = sums[g];
    sums[g] = run;
    run += v;
  }
}
kernel void scan_add(global int *out, global const int *sums) {
  out[get_global_id(0)] += sums[get_group_id(0)];
}
kernel void empty(global int *p) {
  if (get_global_id(0) == 0)
    p[0] += 1;
}
)CLC";

using Clock = std::chrono::steady_clock;
static double since_us(Clock::time_point t0) {
  return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}
static double median_us(int reps, const std::function<void()> &f) {
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    auto t0 = Clock::now();
    f();
    t.push_back(since_us(t0));
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

static void check(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "OpenCL error %d: %s\n", err, what);
    std::exit(1);
  }
}

// Local memory of `bytes` as a kernel argument.
struct local_bytes {
  size_t bytes;
};

struct OpenCL {
  cl_context ctx;
  cl_command_queue q;
  cl_program prog;
  cl_device_id dev;
  std::string name;

  template <typename T> T *alloc(size_t n) {
    void *p = clSVMAlloc(ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, n * sizeof(T), 64);
    if (!p) {
      std::fprintf(stderr, "clSVMAlloc of %zu bytes failed\n", n * sizeof(T));
      std::exit(1);
    }
    return static_cast<T *>(p);
  }
  void free(void *p) { clSVMFree(ctx, p); }

  cl_kernel kernel(const char *name) {
    cl_int err;
    cl_kernel k = clCreateKernel(prog, name, &err);
    check(err, name);
    return k;
  }
  template <typename... A> static void set_args(cl_kernel k, const A &...a) {
    cl_uint i = 0;
    (set_arg(k, i++, a), ...);
  }
  template <typename T> static void set_arg(cl_kernel k, cl_uint i, T *p) {
    check(clSetKernelArgSVMPointer(k, i, p), "clSetKernelArgSVMPointer");
  }
  static void set_arg(cl_kernel k, cl_uint i, local_bytes l) {
    check(clSetKernelArg(k, i, l.bytes, nullptr), "clSetKernelArg (local)");
  }
  template <typename T> static void set_arg(cl_kernel k, cl_uint i, const T &v) {
    check(clSetKernelArg(k, i, sizeof(T), &v), "clSetKernelArg");
  }
  void enqueue(cl_kernel k, cl_uint dims, const size_t *global, const size_t *local) {
    check(clEnqueueNDRangeKernel(q, k, dims, nullptr, global, local, 0, nullptr, nullptr), "clEnqueueNDRangeKernel");
  }
  void finish() { check(clFinish(q), "clFinish"); }
};

static OpenCL open_platform(const char *want) {
  cl_uint np = 0;
  clGetPlatformIDs(0, nullptr, &np);
  std::vector<cl_platform_id> ps(np);
  clGetPlatformIDs(np, ps.data(), nullptr);
  for (cl_platform_id p : ps) {
    char name[256] = {};
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof(name), name, nullptr);
    if (!std::strstr(name, want))
      continue;
    OpenCL o;
    o.name = name;
    check(clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 1, &o.dev, nullptr), "clGetDeviceIDs");
    cl_int err;
    o.ctx = clCreateContext(nullptr, 1, &o.dev, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    o.q = clCreateCommandQueueWithProperties(o.ctx, o.dev, nullptr, &err);
    check(err, "clCreateCommandQueue");
    o.prog = clCreateProgramWithSource(o.ctx, 1, &OpenCLSource, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    if (clBuildProgram(o.prog, 1, &o.dev, "-cl-std=CL2.0", nullptr, nullptr) != CL_SUCCESS) {
      static char log[65536];
      clGetProgramBuildInfo(o.prog, o.dev, CL_PROGRAM_BUILD_LOG, sizeof(log), log, nullptr);
      std::fprintf(stderr, "OpenCL build failed:\n%s\n", log);
      std::exit(1);
    }
    return o;
  }
  std::fprintf(stderr, "no OpenCL platform named like '%s'\n", want);
  std::exit(1);
}

// Each benchmark fills its inputs on both sides, times both, checks both and
// reports one row.
struct Bench {
  OpenCL &cl;
  sycl::queue &q;
  int reps;
  std::vector<double> ratios, medians;
  bool failed = false;

  double pair_median = 0;

  // Runs both sides once untimed (the SYCL side's first run builds its
  // module), then alternately, each side first in every other round, so
  // that both meet the same load on a shared machine. Returns each side's
  // best time; pair_median is the median of the rounds' ratios.
  std::pair<double, double> time_both(const std::function<void()> &sycl_run, const std::function<void()> &cl_run) {
    sycl_run();
    cl_run();
    double best_s = 1e300, best_o = 1e300;
    std::vector<double> ratios_of_rounds;
    for (int r = 0; r < reps; ++r) {
      double t[2];
      for (int side : {r % 2, 1 - r % 2}) {
        auto t0 = Clock::now();
        (side ? cl_run : sycl_run)();
        t[side] = since_us(t0);
      }
      best_s = std::min(best_s, t[0]), best_o = std::min(best_o, t[1]);
      ratios_of_rounds.push_back(t[0] / t[1]);
    }
    std::sort(ratios_of_rounds.begin(), ratios_of_rounds.end());
    pair_median = ratios_of_rounds[ratios_of_rounds.size() / 2];
    return {best_s, best_o};
  }

  void row(const char *kernel, double sycl_us, double cl_us, bool ok) {
    std::printf("%-20s %12.1f %12.1f %8.2f %8.2f%s\n", kernel, sycl_us, cl_us, sycl_us / cl_us, pair_median,
                ok ? "" : "  WRONG RESULTS");
    std::fflush(stdout);
    ratios.push_back(sycl_us / cl_us);
    medians.push_back(pair_median);
    failed |= !ok;
  }
  template <typename T> T *shared(size_t n) {
    T *p = sycl::malloc_shared<T>(n, q);
    if (!p) {
      std::fprintf(stderr, "malloc_shared of %zu bytes failed\n", n * sizeof(T));
      std::exit(1);
    }
    return p;
  }

  void vector_add() {
    const size_t n = 10000000;
    float *a = shared<float>(n), *b = shared<float>(n), *c = shared<float>(n);
    float *A = cl.alloc<float>(n), *B = cl.alloc<float>(n), *C = cl.alloc<float>(n);
    for (size_t i = 0; i < n; ++i)
      A[i] = a[i] = float(i % 1000), B[i] = b[i] = float(i % 7);
    auto sycl_run = [&] { q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { c[i] = a[i] + b[i]; }).wait(); };
    cl_kernel k = cl.kernel("vadd");
    OpenCL::set_args(k, A, B, C);
    auto cl_run = [&] {
      cl.enqueue(k, 1, &n, nullptr);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = true;
    for (size_t i = 0; i < n; i += 997)
      ok &= c[i] == a[i] + b[i] && C[i] == A[i] + B[i];
    row("vector add 1e7", s, o, ok);
    clReleaseKernel(k);
    sycl::free(a, q), sycl::free(b, q), sycl::free(c, q), cl.free(A), cl.free(B), cl.free(C);
  }

  void reduction(size_t n, const char *label) {
    int *a = shared<int>(n), *sum = shared<int>(1);
    const size_t L = 256, G = 256, global = L * G;
    int *A = cl.alloc<int>(n), *S = cl.alloc<int>(1), *P = cl.alloc<int>(G);
    unsigned *counter = cl.alloc<unsigned>(1);
    long want = 0;
    for (size_t i = 0; i < n; ++i)
      want += A[i] = a[i] = int(i % 4);
    auto sycl_run = [&] {
      *sum = 0;
      q.parallel_for(sycl::range<1>(n), sycl::reduction(sum, sycl::plus<int>()), [=](sycl::id<1> i, auto &r) { r += a[i]; })
          .wait();
    };
    cl_kernel k = cl.kernel("reduce");
    OpenCL::set_args(k, A, cl_ulong(n), S, P, counter, local_bytes{L * sizeof(int)});
    auto cl_run = [&] {
      *counter = 0;
      cl.enqueue(k, 1, &global, &L);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    row(label, s, o, *sum == int(want) && *S == int(want));
    clReleaseKernel(k);
    sycl::free(a, q), sycl::free(sum, q), cl.free(A), cl.free(S), cl.free(P), cl.free(counter);
  }

  void nbody() {
    const int n = 8192;
    float *in = shared<float>(4 * n), *out = shared<float>(3 * n);
    float *IN = cl.alloc<float>(4 * n), *OUT = cl.alloc<float>(3 * n);
    for (int i = 0; i < 4 * n; ++i)
      IN[i] = in[i] = i < 3 * n ? float((i * 7919) % 1000) / 100.f : 1.f + float(i % 5);
    const float *x = in, *y = in + n, *z = in + 2 * n, *m = in + 3 * n;
    float *ax = out, *ay = out + n, *az = out + 2 * n;
    int n_arg = n;
    auto sycl_run = [&] {
      q.parallel_for(sycl::range<1>(n), [=, n = n_arg](sycl::id<1> id) {
         size_t i = id[0];
         float px = x[i], py = y[i], pz = z[i], sx = 0, sy = 0, sz = 0;
         for (int j = 0; j < n; ++j) {
           float dx = x[j] - px, dy = y[j] - py, dz = z[j] - pz;
           float inv = sycl::rsqrt(dx * dx + dy * dy + dz * dz + 0.01f);
           float s = m[j] * inv * inv * inv;
           sx += dx * s, sy += dy * s, sz += dz * s;
         }
         ax[i] = sx, ay[i] = sy, az[i] = sz;
       }).wait();
    };
    cl_kernel k = cl.kernel("nbody");
    OpenCL::set_args(k, IN, IN + n, IN + 2 * n, IN + 3 * n, OUT, OUT + n, OUT + 2 * n, n);
    size_t global = n;
    auto cl_run = [&] {
      cl.enqueue(k, 1, &global, nullptr);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = true;
    for (int i = 0; i < n; i += 1021)
      for (int d = 0; d < 3; ++d) {
        double want = 0;
        for (int j = 0; j < n; ++j) {
          double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
          double inv = 1 / std::sqrt(dx * dx + dy * dy + dz * dz + 0.01);
          want += (d == 0 ? dx : d == 1 ? dy : dz) * m[j] * inv * inv * inv;
        }
        double tol = 1e-3 * (1 + std::fabs(want));
        ok &= std::fabs(out[d * n + i] - want) <= tol && std::fabs(OUT[d * n + i] - want) <= tol;
      }
    row("n-body 8192", s, o, ok);
    clReleaseKernel(k);
    sycl::free(in, q), sycl::free(out, q), cl.free(IN), cl.free(OUT);
  }

  void matmul() {
    constexpr int N = 512, T = 16;
    float *a = shared<float>(N * N), *b = shared<float>(N * N), *c = shared<float>(N * N);
    float *A = cl.alloc<float>(N * N), *B = cl.alloc<float>(N * N), *C = cl.alloc<float>(N * N);
    for (int i = 0; i < N * N; ++i)
      A[i] = a[i] = float(i % 17) - 8, B[i] = b[i] = float(i % 13) - 6;
    int N_arg = N;
    auto sycl_run = [&] {
      q.submit([&](sycl::handler &h) {
         sycl::local_accessor<float, 2> ta(sycl::range<2>(T, T), h), tb(sycl::range<2>(T, T), h);
         h.parallel_for(sycl::nd_range<2>({N, N}, {T, T}), [=, N = N_arg](sycl::nd_item<2> it) {
           int r = it.get_local_id(0), c2 = it.get_local_id(1), row = it.get_global_id(0), col = it.get_global_id(1);
           float sum = 0;
           for (int t = 0; t < N; t += T) {
             ta[r][c2] = a[row * N + t + c2];
             tb[r][c2] = b[(t + r) * N + col];
             sycl::group_barrier(it.get_group());
             for (int k = 0; k < T; ++k)
               sum += ta[r][k] * tb[k][c2];
             sycl::group_barrier(it.get_group());
           }
           c[row * N + col] = sum;
         });
       }).wait();
    };
    cl_kernel k = cl.kernel("matmul");
    OpenCL::set_args(k, A, B, C, N);
    size_t global[2] = {N, N}, local[2] = {T, T};
    auto cl_run = [&] {
      cl.enqueue(k, 2, global, local);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = true; // small integers: every sum is exact
    for (int i = 0; i < N; i += 37)
      for (int j = 0; j < N; j += 41) {
        float want = 0;
        for (int k2 = 0; k2 < N; ++k2)
          want += a[i * N + k2] * b[k2 * N + j];
        ok &= c[i * N + j] == want && C[i * N + j] == want;
      }
    row("matmul 512 tiled", s, o, ok);
    clReleaseKernel(k);
    sycl::free(a, q), sycl::free(b, q), sycl::free(c, q), cl.free(A), cl.free(B), cl.free(C);
  }

  void stencil() {
    const int N = 4096;
    const size_t n = size_t(N) * N;
    float *in = shared<float>(n), *out = shared<float>(n);
    float *IN = cl.alloc<float>(n), *OUT = cl.alloc<float>(n);
    for (size_t i = 0; i < n; ++i)
      IN[i] = in[i] = float((i * 31) % 101);
    int N_arg = N;
    auto sycl_run = [&] {
      q.parallel_for(sycl::range<2>(N, N), [=, N = N_arg](sycl::id<2> id) {
         int i = id[0], j = id[1];
         float v = in[i * N + j];
         if (i > 0 && j > 0 && i < N - 1 && j < N - 1)
           v = 0.25f * (in[(i - 1) * N + j] + in[(i + 1) * N + j] + in[i * N + j - 1] + in[i * N + j + 1]);
         out[i * N + j] = v;
       }).wait();
    };
    cl_kernel k = cl.kernel("stencil");
    OpenCL::set_args(k, IN, OUT, N);
    size_t global[2] = {size_t(N), size_t(N)};
    auto cl_run = [&] {
      cl.enqueue(k, 2, global, nullptr);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = true;
    for (int i = 0; i < N; i += 7)
      for (int j = 0; j < N; j += 5) {
        float want = in[i * N + j];
        if (i > 0 && j > 0 && i < N - 1 && j < N - 1)
          want = 0.25f * (in[(i - 1) * N + j] + in[(i + 1) * N + j] + in[i * N + j - 1] + in[i * N + j + 1]);
        ok &= out[i * N + j] == want && OUT[i * N + j] == want;
      }
    row("stencil 4096^2", s, o, ok);
    clReleaseKernel(k);
    sycl::free(in, q), sycl::free(out, q), cl.free(IN), cl.free(OUT);
  }

  void histogram() {
    const size_t n = 10000000, L = 256, G = 64, global = L * G;
    unsigned char *data = shared<unsigned char>(n), *DATA = cl.alloc<unsigned char>(n);
    unsigned *bins = shared<unsigned>(256), *BINS = cl.alloc<unsigned>(256);
    std::vector<unsigned> want(256);
    for (size_t i = 0; i < n; ++i)
      ++want[DATA[i] = data[i] = (unsigned char)((i * 2654435761u) >> 24)];
    auto sycl_run = [&] {
      std::fill(bins, bins + 256, 0u);
      q.submit([&](sycl::handler &h) {
         sycl::local_accessor<unsigned, 1> hist(256, h);
         h.parallel_for(sycl::nd_range<1>(global, L), [=](sycl::nd_item<1> it) {
           size_t lid = it.get_local_id(0);
           for (size_t b = lid; b < 256; b += L)
             hist[b] = 0;
           sycl::group_barrier(it.get_group());
           for (size_t i = it.get_global_id(0); i < n; i += global)
             sycl::atomic_ref<unsigned, sycl::memory_order::relaxed, sycl::memory_scope::work_group,
                              sycl::access::address_space::local_space>(hist[data[i]])++;
           sycl::group_barrier(it.get_group());
           for (size_t b = lid; b < 256; b += L)
             sycl::atomic_ref<unsigned, sycl::memory_order::relaxed, sycl::memory_scope::device,
                              sycl::access::address_space::global_space>(bins[b]) += hist[b];
         });
       }).wait();
    };
    cl_kernel k = cl.kernel("histogram");
    OpenCL::set_args(k, DATA, cl_ulong(n), BINS);
    auto cl_run = [&] {
      std::fill(BINS, BINS + 256, 0u);
      cl.enqueue(k, 1, &global, &L);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = std::equal(want.begin(), want.end(), bins) && std::equal(want.begin(), want.end(), BINS);
    row("histogram 1e7", s, o, ok);
    clReleaseKernel(k);
    sycl::free(data, q), sycl::free(bins, q), cl.free(DATA), cl.free(BINS);
  }

  void scan() {
    const size_t n = size_t(1) << 22, L = 256, G = n / L;
    int *in = shared<int>(n), *out = shared<int>(n), *sums = shared<int>(G);
    int *IN = cl.alloc<int>(n), *OUT = cl.alloc<int>(n), *SUMS = cl.alloc<int>(G);
    for (size_t i = 0; i < n; ++i)
      IN[i] = in[i] = int(i % 5);
    auto sycl_run = [&] {
      sycl::event groups = q.submit([&](sycl::handler &h) {
        sycl::local_accessor<int, 1> sc(L, h);
        h.parallel_for(sycl::nd_range<1>(n, L), [=](sycl::nd_item<1> it) {
          size_t lid = it.get_local_id(0), i = it.get_global_id(0);
          sc[lid] = in[i];
          sycl::group_barrier(it.get_group());
          for (size_t off = 1; off < L; off *= 2) {
            int t = lid >= off ? sc[lid - off] : 0;
            sycl::group_barrier(it.get_group());
            sc[lid] += t;
            sycl::group_barrier(it.get_group());
          }
          out[i] = sc[lid];
          if (lid == L - 1)
            sums[it.get_group(0)] = sc[lid];
        });
      });
      sycl::event totals = q.single_task(groups, [=] {
        int run = 0;
        for (size_t g = 0; g < G; ++g) {
          int v = sums[g];
          sums[g] = run;
          run += v;
        }
      });
      q.parallel_for(sycl::nd_range<1>(n, L), totals, [=](sycl::nd_item<1> it) {
         out[it.get_global_id(0)] += sums[it.get_group(0)];
       }).wait();
    };
    cl_kernel k1 = cl.kernel("scan_groups"), k2 = cl.kernel("scan_sums"), k3 = cl.kernel("scan_add");
    OpenCL::set_args(k1, IN, OUT, SUMS, local_bytes{L * sizeof(int)});
    OpenCL::set_args(k2, SUMS, int(G));
    OpenCL::set_args(k3, OUT, SUMS);
    const size_t one = 1;
    auto cl_run = [&] {
      cl.enqueue(k1, 1, &n, &L);
      cl.enqueue(k2, 1, &one, &one);
      cl.enqueue(k3, 1, &n, &L);
      cl.finish();
    };
    auto [s, o] = time_both(sycl_run, cl_run);
    bool ok = true;
    int run = 0;
    for (size_t i = 0; i < n; ++i) {
      run += in[i];
      ok &= out[i] == run && OUT[i] == run;
    }
    row("prefix scan 4M", s, o, ok);
    clReleaseKernel(k1), clReleaseKernel(k2), clReleaseKernel(k3);
    sycl::free(in, q), sycl::free(out, q), sycl::free(sums, q), cl.free(IN), cl.free(OUT), cl.free(SUMS);
  }

  // One work-group of 64, submit and wait; the module is built before the
  // first launch is timed on both sides.
  void launch_latency() {
    int *p = shared<int>(1), *P = cl.alloc<int>(1);
    *p = *P = 0;
    auto launch = [&] { q.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) { if (i[0] == 0) p[0] += 1; }).wait(); };
    auto t0 = Clock::now();
    launch();
    double first = since_us(t0);
    double steady = median_us(200, launch);
    cl_kernel k = cl.kernel("empty");
    OpenCL::set_args(k, P);
    size_t n = 64;
    auto cl_launch = [&] {
      cl.enqueue(k, 1, &n, nullptr);
      cl.finish();
    };
    t0 = Clock::now();
    cl_launch();
    double cl_first = since_us(t0);
    double cl_steady = median_us(200, cl_launch);
    std::printf("launch latency: first %.0f us (includes building the module; OpenCL's program was built before: %.0f "
                "us); steady-state median %.1f us vs clEnqueueNDRangeKernel + clFinish %.1f us: %.2fx\n",
                first, cl_first, steady, cl_steady, steady / cl_steady);
    if (*p != 201 || *P != 201)
      std::printf("launch latency: WRONG RESULTS (%d and %d launches counted, 201 expected)\n", *p, *P), failed = true;
    clReleaseKernel(k);
    sycl::free(p, q), cl.free(P);
  }
};

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <opencl platform substring> [repetitions]\n", argv[0]);
    return 2;
  }
  int reps = argc > 2 ? std::atoi(argv[2]) : 5;
  OpenCL cl = open_platform(argv[1]);
  sycl::queue q;
  std::printf("SYCL device: %s\nOpenCL platform: %s\n", q.get_device().get_info<sycl::info::device::name>().c_str(),
              cl.name.c_str());
  std::printf("best of %d runs of each side after one untimed run, alternating; ratio of the bests, and the median "
              "of the ratios of the rounds\n",
              reps);
  std::printf("%-20s %12s %12s %8s %8s\n", "kernel", "SYCL us", "OpenCL us", "ratio", "median");
  Bench b{cl, q, std::max(reps, 2)};
  std::string only = argc > 3 ? "," + std::string(argv[3]) + "," : "";
  auto wanted = [&](const char *k) { return only.empty() || only.find("," + std::string(k) + ",") != std::string::npos; };
  if (wanted("vadd"))
    b.vector_add();
  if (wanted("reduction")) {
    b.reduction(10000000, "reduction 1e7");
    b.reduction(100000000, "reduction 1e8");
  }
  if (wanted("nbody"))
    b.nbody();
  if (wanted("matmul"))
    b.matmul();
  if (wanted("stencil"))
    b.stencil();
  if (wanted("histogram"))
    b.histogram();
  if (wanted("scan"))
    b.scan();
  auto geomean = [](const std::vector<double> &v) {
    double g = 0;
    for (double r : v)
      g += std::log(r);
    return std::exp(g / v.size());
  };
  if (!b.ratios.empty())
    std::printf("%-20s %12s %12s %8.2f %8.2f\n", "geometric mean", "", "", geomean(b.ratios), geomean(b.medians));
  if (wanted("launch"))
    b.launch_latency();
  return b.failed ? 1 : 0;
}
