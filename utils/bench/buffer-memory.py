#!/usr/bin/env python3
"""Peak memory of a SYCL buffer program against the size of its data.

Builds (with clang++ -fsycl -O2) a program that fills a std::vector<int> of
N elements, makes a buffer of it, transforms it in place with a kernel,
reduces it into a second buffer with sycl::reduction, and checks the result
on the host through the vector while a host_accessor of the buffer exists
(the vector holds the buffer's data, as DPC++ users expect). It runs the
program on each device given and prints the peak resident memory of the
process (getrusage of the child) against the size of the data, as a ratio,
and the same for a run with almost no data, which shows what the runtime
itself holds (drivers, the device compiler).

On a device that shares the host's memory, the buffer uses the vector in
place, so the peak stays close to the data plus the runtime's own memory.

Usage: buffer-memory.py [--gib G] [--devices "pocl intel"] [--clangxx PATH]
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PROGRAM = r"""
#include <sycl/sycl.hpp>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  const size_t n = std::strtoull(argv[1], nullptr, 10);
  std::vector<int> v(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = int(i % 1000);
  sycl::queue q;
  long long sum = 0;
  {
    sycl::buffer<int> b(v);
    sycl::buffer<long long> s(&sum, sycl::range<1>(1));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h);
      h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { a[i] = 2 * a[i] + 1; });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(b, h, sycl::read_only);
      h.parallel_for(sycl::range<1>(n), sycl::reduction(s, h, sycl::plus<long long>()),
                     [=](sycl::id<1> i, auto &r) { r += a[i]; });
    });
    sycl::host_accessor r(b, sycl::read_only);
    for (size_t i = 0; i < n; i += 4099)
      if (v[i] != 2 * int(i % 1000) + 1 || r[i] != v[i]) {
        std::printf("FAIL v[%zu] = %d\n", i, v[i]);
        return 1;
      }
  }
  long long want = 0;
  for (size_t i = 0; i < n; ++i)
    want += 2 * (long long)(i % 1000) + 1;
  if (sum != want) {
    std::printf("FAIL sum %lld, want %lld\n", sum, want);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
"""


def peak_kib(cmd, env):
    """Runs cmd in a child of its own and returns (output, peak RSS in KiB)."""
    script = ("import resource, subprocess, sys\n"
              "r = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
              "sys.stdout.write(r.stdout + r.stderr)\n"
              "print('PEAK', resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
              "sys.exit(r.returncode)\n")
    r = subprocess.run([sys.executable, "-c", script] + cmd, capture_output=True, text=True, env=env)
    lines = r.stdout.strip().splitlines()
    peak = int(lines[-1].split()[1]) if lines and lines[-1].startswith("PEAK") else 0
    out = "\n".join(lines[:-1])
    if r.returncode != 0 or "PASS" not in out:
        sys.exit(f"buffer-memory: the program failed ({' '.join(cmd)}):\n{out}")
    return out, peak


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gib", type=float, default=1.0, help="size of the data in GiB (default 1)")
    ap.add_argument("--devices", default="pocl intel", help="SPIRV_OFFLOAD_DEVICE values to run on")
    ap.add_argument("--clangxx", default=os.path.join(ROOT, "build", "bin", "clang++"))
    args = ap.parse_args()

    n = int(args.gib * (1 << 30)) // 4
    data_kib = n * 4 // 1024
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "buffer-memory.cpp")
        exe = os.path.join(tmp, "buffer-memory")
        with open(src, "w") as f:
            f.write(PROGRAM)
        subprocess.run([args.clangxx, "-fsycl", "-O2", src, "-o", exe], check=True)
        print(f"data: {n} ints = {data_kib / 1024:.0f} MiB")
        print(f"{'device':10} {'peak (MiB)':>11} {'peak / data':>12} {'runtime alone (MiB)':>20}")
        for dev in args.devices.split():
            env = dict(os.environ, SPIRV_OFFLOAD_DEVICE=dev)
            _, base = peak_kib([exe, "1024"], env)
            _, peak = peak_kib([exe, str(n)], env)
            print(f"{dev:10} {peak / 1024:11.0f} {peak / data_kib:12.3f} {base / 1024:20.0f}")


if __name__ == "__main__":
    main()
