// The same algorithms through our clang++ -fsycl and as OpenCL C built by
// the device's own OpenCL compiler (through the ICD loader), on one device,
// in one run; utils/bench/sycl-vs-opencl.sh builds it and runs it per device.
//   sycl-vs-opencl <opencl platform substring> [repetitions=5]
// The SYCL side runs on the default SYCL device (choose it with
// ONEAPI_DEVICE_SELECTOR); the OpenCL side on the CPU device of the first
// platform whose name contains the substring. Times are the best of the
// repetitions, each launch waited for; results are checked on both sides.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static const char *OpenCLSource = R"CLC(
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
// As sycl::reduction does it: strided accumulation, a tree in local memory,
// one partial per group, the last group combines the partials.
kernel void reduce(global const int *a, ulong n, global int *sum, global int *partials,
                   global volatile uint *counter, local int *scratch) {
  size_t lid = get_local_id(0), L = get_local_size(0), g = get_group_id(0), G = get_num_groups(0);
  int v = 0;
  for (size_t i = g * L + lid; i < n; i += G * L)
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
kernel void empty(global int *p) {
  if (get_global_id(0) == 0)
    p[0] += 1;
}
)CLC";

using Clock = std::chrono::steady_clock;
template <typename F> static double best_us(int reps, F f) {
  double best = 1e300;
  for (int r = 0; r < reps; ++r) {
    auto t0 = Clock::now();
    f();
    best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
  }
  return best;
}
static double median_us(int reps, const std::function<void()> &f) {
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    auto t0 = Clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
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

struct OpenCL {
  cl_context ctx;
  cl_command_queue q;
  cl_program prog;
  cl_device_id dev;
  std::string name;
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
      char log[8192] = {};
      clGetProgramBuildInfo(o.prog, o.dev, CL_PROGRAM_BUILD_LOG, sizeof(log), log, nullptr);
      std::fprintf(stderr, "OpenCL build failed:\n%s\n", log);
      std::exit(1);
    }
    return o;
  }
  std::fprintf(stderr, "no OpenCL platform named like '%s'\n", want);
  std::exit(1);
}

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
  std::printf("%-22s %12s %12s %8s\n", "kernel", "SYCL us", "OpenCL us", "ratio");
  std::vector<double> ratios;
  auto row = [&](const char *k, double s, double o) {
    std::printf("%-22s %12.1f %12.1f %8.2f\n", k, s, o, s / o);
    ratios.push_back(s / o);
  };
  cl_int err;

  // Vector add, 1e7 floats.
  {
    const size_t n = 10000000;
    float *a = sycl::malloc_shared<float>(n, q), *b = sycl::malloc_shared<float>(n, q),
          *c = sycl::malloc_shared<float>(n, q);
    for (size_t i = 0; i < n; ++i)
      a[i] = float(i % 1000), b[i] = float(i % 7);
    double s = best_us(reps, [&] { q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { c[i] = a[i] + b[i]; }).wait(); });
    bool ok = c[n - 1] == a[n - 1] + b[n - 1];
    cl_mem A = clCreateBuffer(cl.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, a, &err);
    cl_mem B = clCreateBuffer(cl.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, b, &err);
    cl_mem C = clCreateBuffer(cl.ctx, CL_MEM_WRITE_ONLY, n * 4, nullptr, &err);
    cl_kernel k = clCreateKernel(cl.prog, "vadd", &err);
    clSetKernelArg(k, 0, sizeof(A), &A), clSetKernelArg(k, 1, sizeof(B), &B), clSetKernelArg(k, 2, sizeof(C), &C);
    double o = best_us(reps, [&] {
      check(clEnqueueNDRangeKernel(cl.q, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr), "vadd");
      clFinish(cl.q);
    });
    float last;
    clEnqueueReadBuffer(cl.q, C, CL_TRUE, (n - 1) * 4, 4, &last, 0, nullptr, nullptr);
    ok = ok && last == a[n - 1] + b[n - 1];
    if (!ok)
      std::printf("FAIL: vector add results\n");
    row("vector add 1e7", s, o);
    clReleaseKernel(k), clReleaseMemObject(A), clReleaseMemObject(B), clReleaseMemObject(C);
    sycl::free(a, q), sycl::free(b, q), sycl::free(c, q);
  }

  // Reductions, 1e7 and 1e8 ints.
  for (size_t n : {size_t(10000000), size_t(100000000)}) {
    int *a = sycl::malloc_shared<int>(n, q), *sum = sycl::malloc_shared<int>(1, q);
    long want = 0;
    for (size_t i = 0; i < n; ++i)
      want += a[i] = int(i % 4);
    double s = best_us(reps, [&] {
      *sum = 0;
      q.parallel_for(sycl::range<1>(n), sycl::reduction(sum, sycl::plus<int>()), [=](sycl::id<1> i, auto &r) { r += a[i]; })
          .wait();
    });
    bool ok = *sum == int(want);
    const size_t L = 256, G = 256, global = L * G;
    cl_mem A = clCreateBuffer(cl.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, a, &err);
    cl_mem S = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, 4, nullptr, &err);
    cl_mem P = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, G * 4, nullptr, &err);
    cl_mem N = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, 4, nullptr, &err);
    cl_kernel k = clCreateKernel(cl.prog, "reduce", &err);
    cl_ulong nn = n;
    clSetKernelArg(k, 0, sizeof(A), &A), clSetKernelArg(k, 1, sizeof(nn), &nn), clSetKernelArg(k, 2, sizeof(S), &S);
    clSetKernelArg(k, 3, sizeof(P), &P), clSetKernelArg(k, 4, sizeof(N), &N), clSetKernelArg(k, 5, L * 4, nullptr);
    int zero = 0, got = 0;
    double o = best_us(reps, [&] {
      clEnqueueFillBuffer(cl.q, N, &zero, 4, 0, 4, 0, nullptr, nullptr);
      check(clEnqueueNDRangeKernel(cl.q, k, 1, nullptr, &global, &L, 0, nullptr, nullptr), "reduce");
      clFinish(cl.q);
    });
    clEnqueueReadBuffer(cl.q, S, CL_TRUE, 0, 4, &got, 0, nullptr, nullptr);
    if (!ok || got != int(want))
      std::printf("FAIL: reduction results %d %d, expected %ld\n", *sum, got, want);
    row(n == 10000000 ? "reduction 1e7" : "reduction 1e8", s, o);
    clReleaseKernel(k), clReleaseMemObject(A), clReleaseMemObject(S), clReleaseMemObject(P), clReleaseMemObject(N);
    sycl::free(a, q), sycl::free(sum, q);
  }

  double g = 0;
  for (double r : ratios)
    g += std::log(r);
  std::printf("%-22s %12s %12s %8.2f\n", "geometric mean", "", "", std::exp(g / ratios.size()));

  // Launch latency: one work-item group of 64, submit and wait.
  {
    int *p = sycl::malloc_shared<int>(1, q);
    *p = 0;
    auto launch = [&] { q.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) { if (i[0] == 0) p[0] += 1; }).wait(); };
    auto t0 = Clock::now();
    launch();
    double first = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
    double steady = median_us(200, launch);
    cl_mem M = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, 4, nullptr, &err);
    cl_kernel k = clCreateKernel(cl.prog, "empty", &err);
    clSetKernelArg(k, 0, sizeof(M), &M);
    size_t n = 64;
    auto cl_launch = [&] {
      clEnqueueNDRangeKernel(cl.q, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr);
      clFinish(cl.q);
    };
    t0 = Clock::now();
    cl_launch();
    double cl_first = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
    double cl_steady = median_us(200, cl_launch);
    std::printf("launch latency: first %.0f us (OpenCL, program already built: %.0f us); steady-state median %.1f us "
                "vs clEnqueueNDRangeKernel + clFinish %.1f us: %.2fx\n",
                first, cl_first, steady, cl_steady, steady / cl_steady);
    clReleaseKernel(k), clReleaseMemObject(M);
    sycl::free(p, q);
  }
  return 0;
}
