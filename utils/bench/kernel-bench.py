#!/usr/bin/env python3
"""Kernel-speed benchmark: how fast is the code our compiler emits?

Every kernel of kernel-bench/*.cl is built three ways and timed on each OpenCL
CPU device the machine has (Intel's OpenCL CPU runtime, which reads SPIR-V
itself, and PoCL, which reads it through llvm-spirv-15 -r):

  device  the device's own compiler, from the OpenCL C source
  ours    SPIR-V from our clang (build/bin/clang)
  clang22 SPIR-V from clang-22's own SPIR-V backend

Kernel times come from OpenCL profiling events (median of --runs launches
after a warm-up). Every variant's output is compared with the device
compiler's. Printed: milliseconds and ours/device, clang22/device ratios
(lower is better), and the geometric mean of ours/device per device.

  utils/bench/kernel-bench.py [--build build] [--runs 7] [--device intel|pocl]
                              [--kernel NAME]...
"""
import argparse
import ctypes as C
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kernel-bench")

# OpenCL constants (CL/cl.h).
CL_DEVICE_TYPE_CPU = 1 << 1
CL_PLATFORM_NAME = 0x0902
CL_DEVICE_NAME = 0x102B
CL_QUEUE_PROPERTIES = 0x1093
CL_QUEUE_PROFILING_ENABLE = 1 << 1
CL_MEM_READ_WRITE = 1 << 0
CL_MEM_COPY_HOST_PTR = 1 << 5
CL_PROGRAM_BUILD_LOG = 0x1183
CL_PROFILING_COMMAND_START = 0x1282
CL_PROFILING_COMMAND_END = 0x1283

cl = C.CDLL("libOpenCL.so.1")
P = C.c_void_p
for name, res, args in [
    ("clGetPlatformIDs", C.c_int, [C.c_uint, C.POINTER(P), C.POINTER(C.c_uint)]),
    ("clGetPlatformInfo", C.c_int, [P, C.c_uint, C.c_size_t, P, C.POINTER(C.c_size_t)]),
    ("clGetDeviceIDs", C.c_int, [P, C.c_ulong, C.c_uint, C.POINTER(P), C.POINTER(C.c_uint)]),
    ("clGetDeviceInfo", C.c_int, [P, C.c_uint, C.c_size_t, P, C.POINTER(C.c_size_t)]),
    ("clCreateContext", P, [P, C.c_uint, C.POINTER(P), P, P, C.POINTER(C.c_int)]),
    ("clCreateCommandQueueWithProperties", P, [P, P, C.POINTER(C.c_ulong), C.POINTER(C.c_int)]),
    ("clCreateProgramWithSource", P, [P, C.c_uint, C.POINTER(C.c_char_p), C.POINTER(C.c_size_t), C.POINTER(C.c_int)]),
    ("clCreateProgramWithIL", P, [P, C.c_char_p, C.c_size_t, C.POINTER(C.c_int)]),
    ("clCreateProgramWithBinary", P, [P, C.c_uint, C.POINTER(P), C.POINTER(C.c_size_t), C.POINTER(C.c_char_p),
                                       C.POINTER(C.c_int), C.POINTER(C.c_int)]),
    ("clBuildProgram", C.c_int, [P, C.c_uint, C.POINTER(P), C.c_char_p, P, P]),
    ("clGetProgramBuildInfo", C.c_int, [P, P, C.c_uint, C.c_size_t, P, C.POINTER(C.c_size_t)]),
    ("clCreateKernel", P, [P, C.c_char_p, C.POINTER(C.c_int)]),
    ("clCreateBuffer", P, [P, C.c_ulong, C.c_size_t, P, C.POINTER(C.c_int)]),
    ("clSetKernelArg", C.c_int, [P, C.c_uint, C.c_size_t, P]),
    ("clEnqueueNDRangeKernel", C.c_int, [P, P, C.c_uint, P, C.POINTER(C.c_size_t), C.POINTER(C.c_size_t),
                                         C.c_uint, P, C.POINTER(P)]),
    ("clEnqueueReadBuffer", C.c_int, [P, P, C.c_uint, C.c_size_t, C.c_size_t, P, C.c_uint, P, P]),
    ("clEnqueueWriteBuffer", C.c_int, [P, P, C.c_uint, C.c_size_t, C.c_size_t, P, C.c_uint, P, P]),
    ("clWaitForEvents", C.c_int, [C.c_uint, C.POINTER(P)]),
    ("clGetEventProfilingInfo", C.c_int, [P, C.c_uint, C.c_size_t, P, C.POINTER(C.c_size_t)]),
    ("clReleaseEvent", C.c_int, [P]),
    ("clReleaseMemObject", C.c_int, [P]),
    ("clReleaseKernel", C.c_int, [P]),
    ("clReleaseProgram", C.c_int, [P]),
    ("clReleaseCommandQueue", C.c_int, [P]),
    ("clReleaseContext", C.c_int, [P]),
]:
    f = getattr(cl, name)
    f.restype, f.argtypes = res, args


class CLError(Exception):
    pass


def ok(err, what):
    if err:
        raise CLError("%s failed with %d" % (what, err))


def info_str(fn, obj, param):
    size = C.c_size_t()
    fn(obj, param, 0, None, C.byref(size))
    buf = C.create_string_buffer(size.value)
    fn(obj, param, size, buf, None)
    return buf.value.decode(errors="replace")


# --- Kernels: inputs, launch geometry, which output to compare -------------
def lcg(n, seed, lo, hi, fmt):
    """Deterministic pseudo-random values packed as `fmt` ('f', 'I', 'd')."""
    out, s = [], seed
    for _ in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        out.append(lo + (hi - lo) * (s / 2**32) if fmt != "I" else s)
    return struct.pack("%d%s" % (n, fmt), *out)


def kernels():
    n = 256
    w = h = 1024
    m = 96
    nb = 2048
    big = 1 << 22
    return [
        # name, args, global, local, output index, element format
        ("matmul_naive", [lcg(n * n, 1, -1, 1, "f"), lcg(n * n, 2, -1, 1, "f"), n * n * 4, ("i", n)],
         (n, n), (16, 16), 2, "f"),
        ("matmul_tiled", [lcg(n * n, 1, -1, 1, "f"), lcg(n * n, 2, -1, 1, "f"), n * n * 4, ("i", n)],
         (n, n), (16, 16), 2, "f"),
        ("stencil2d", [lcg(w * h, 3, 0, 1, "f"), w * h * 4, ("i", w), ("i", h)], (w, h), (64, 4), 1, "f"),
        ("stencil3d", [lcg(m * m * m, 4, 0, 1, "f"), m * m * m * 4, ("i", m)], (m, m, m), (32, 4, 2), 1, "f"),
        ("reduce", [lcg(big, 5, 0, 1, "f"), big // 1024 * 4, ("local", 256 * 4)], (big // 4,), (256,), 1, "f"),
        ("histogram", [lcg(big, 6, 0, 0, "I"), 256 * 4, ("i", 256)], (big,), (256,), 1, "I"),
        ("nbody", [lcg(nb * 4, 7, -1, 1, "f"), nb * 16, ("i", nb), ("f", 0.01)], (nb,), (64,), 1, "f"),
        ("poly_double", [lcg(1 << 20, 8, -2, 2, "d"), (1 << 20) * 8], (1 << 20,), (256,), 1, "d"),
        ("bitops", [lcg(big, 9, 0, 0, "I"), big * 4], (big,), (256,), 1, "I"),
    ]


# --- Compilers ---------------------------------------------------------------
def compile_spirv(tool, source, out):
    """SPIR-V bytes, or None and the compiler's first error line."""
    cmd = [tool, "--target=spirv64", "-cl-std=CL2.0", "-O2", "-c", source, "-o", out]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        lines = r.stderr.strip().splitlines()
        return None, lines[0] if lines else "exit code %d" % r.returncode
    with open(out, "rb") as f:
        return f.read(), None


def spirv_to_bitcode(spv, tmp, label):
    """PoCL reads SPIR bitcode: SPIR-V goes through llvm-spirv-15 -r."""
    src, dst = os.path.join(tmp, label + ".spv"), os.path.join(tmp, label + ".bc")
    with open(src, "wb") as f:
        f.write(spv)
    r = subprocess.run(["llvm-spirv-15", "-r", src, "-o", dst], capture_output=True, text=True)
    if r.returncode:
        return None, r.stderr.strip().splitlines()[0] if r.stderr.strip() else "llvm-spirv-15 -r failed"
    with open(dst, "rb") as f:
        return f.read(), None


# --- OpenCL device ------------------------------------------------------------
class Device:
    def __init__(self, plat, dev, label):
        self.label = label
        self.dev = dev
        self.name = info_str(cl.clGetDeviceInfo, self.dev, CL_DEVICE_NAME)
        err = C.c_int()
        self.ctx = cl.clCreateContext(None, 1, C.byref(self.dev), None, None, C.byref(err))
        ok(err.value, "clCreateContext")
        props = (C.c_ulong * 3)(CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0)
        self.queue = cl.clCreateCommandQueueWithProperties(self.ctx, self.dev, props, C.byref(err))
        ok(err.value, "clCreateCommandQueueWithProperties")

    def program(self, kind, data):
        err = C.c_int()
        if kind == "source":
            src = C.c_char_p(data)
            prog = cl.clCreateProgramWithSource(self.ctx, 1, C.byref(src), None, C.byref(err))
        elif kind == "il":
            prog = cl.clCreateProgramWithIL(self.ctx, data, len(data), C.byref(err))
        else:
            buf = C.c_char_p(data)
            size = C.c_size_t(len(data))
            status = C.c_int()
            prog = cl.clCreateProgramWithBinary(self.ctx, 1, C.byref(self.dev), C.byref(size), C.byref(buf),
                                                C.byref(status), C.byref(err))
        ok(err.value, "clCreateProgramWith" + kind)
        # The device compiler gets what a Level-Zero build gets: no options.
        berr = cl.clBuildProgram(prog, 1, C.byref(self.dev), b"", None, None)
        if berr:
            log = info_str(lambda o, p, s, v, r: cl.clGetProgramBuildInfo(o, self.dev, p, s, v, r), prog,
                           CL_PROGRAM_BUILD_LOG)
            raise CLError("clBuildProgram failed with %d: %s" % (berr, log.strip()[:400]))
        return prog

    def run(self, prog, spec, runs):
        name, args, glob, loc, out_index, fmt = spec
        err = C.c_int()
        k = cl.clCreateKernel(prog, name.encode(), C.byref(err))
        ok(err.value, "clCreateKernel(%s)" % name)
        bufs, keep = [], []
        for i, a in enumerate(args):
            if isinstance(a, (bytes, int)):
                data = a if isinstance(a, bytes) else bytes(a)
                host = C.create_string_buffer(data, len(data))
                keep.append(host)
                b = cl.clCreateBuffer(self.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, len(data), host,
                                      C.byref(err))
                ok(err.value, "clCreateBuffer")
                bufs.append((b, data))
                hb = P(b)
                keep.append(hb)
                ok(cl.clSetKernelArg(k, i, C.sizeof(P), C.byref(hb)), "clSetKernelArg")
            elif a[0] == "local":
                ok(cl.clSetKernelArg(k, i, a[1], None), "clSetKernelArg")
            else:
                v = C.c_int(a[1]) if a[0] == "i" else C.c_float(a[1])
                keep.append(v)
                ok(cl.clSetKernelArg(k, i, C.sizeof(v), C.byref(v)), "clSetKernelArg")
        dims = len(glob)
        g = (C.c_size_t * dims)(*glob)
        l = (C.c_size_t * dims)(*loc)
        times = []
        for r in range(runs + 1):
            for b, data in bufs:  # every launch starts from the same inputs
                host = C.create_string_buffer(data, len(data))
                ok(cl.clEnqueueWriteBuffer(self.queue, b, 1, 0, len(data), host, 0, None, None), "write")
            ev = P()
            ok(cl.clEnqueueNDRangeKernel(self.queue, k, dims, None, g, l, 0, None, C.byref(ev)), "launch")
            ok(cl.clWaitForEvents(1, C.byref(ev)), "clWaitForEvents")
            t0, t1 = C.c_ulong(), C.c_ulong()
            cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, C.byref(t0), None)
            cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, C.byref(t1), None)
            cl.clReleaseEvent(ev)
            if r:  # the first launch is a warm-up
                times.append((t1.value - t0.value) / 1e6)
        out_buf, out_data = bufs[[i for i, a in enumerate(args) if isinstance(a, (bytes, int))].index(out_index)]
        result = C.create_string_buffer(len(out_data))
        ok(cl.clEnqueueReadBuffer(self.queue, out_buf, 1, 0, len(out_data), result, 0, None, None), "read")
        for b, _ in bufs:
            cl.clReleaseMemObject(b)
        cl.clReleaseKernel(k)
        times.sort()
        return times[len(times) // 2], struct.unpack("%d%s" % (len(out_data) // struct.calcsize(fmt), fmt),
                                                     result.raw)


def same(a, b, fmt):
    if fmt == "I":
        return a == b
    return all(abs(x - y) <= 1e-3 * max(1.0, abs(y)) for x, y in zip(a, b))


def make_icd_dir(tmp):
    """The installed ICDs plus Intel's runtime from the project's venv."""
    icd = os.path.join(tmp, "icd")
    os.makedirs(icd)
    vendors = "/etc/OpenCL/vendors"
    for f in os.listdir(vendors) if os.path.isdir(vendors) else []:
        shutil.copy(os.path.join(vendors, f), icd)
    intel = os.path.join(ROOT, ".venv-intel-ocl", "lib", "libintelocl.so")
    if os.path.exists(intel):
        with open(os.path.join(icd, "intel-project-venv.icd"), "w") as f:
            f.write(intel + "\n")
    os.environ["OCL_ICD_VENDORS"] = icd  # read at the first OpenCL call


def find_devices(which):
    """CPU devices of the Intel and PoCL platforms."""
    n = C.c_uint()
    cl.clGetPlatformIDs(0, None, C.byref(n))
    plats = (P * n.value)()
    cl.clGetPlatformIDs(n.value, plats, None)
    found = []
    for p in plats:
        pname = info_str(cl.clGetPlatformInfo, P(p), CL_PLATFORM_NAME)
        label = "intel" if "Intel" in pname else "pocl" if "Portable" in pname else None
        if not label or (which and label != which):
            continue
        d = P()
        if cl.clGetDeviceIDs(P(p), CL_DEVICE_TYPE_CPU, 1, C.byref(d), None) == 0:
            found.append(Device(p, d, label))
    order = {"intel": 0, "pocl": 1}
    return sorted(found, key=lambda d: order[d.label])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--device", choices=["intel", "pocl"])
    ap.add_argument("--kernel", action="append", metavar="NAME",
                    help="only this kernel (repeatable; default: all)")
    opts = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="kernel-bench-")
    try:
        compilers = {"ours": os.path.join(opts.build, "bin", "clang"), "clang22": shutil.which("clang-22") or "clang-22"}
        specs = [s for s in kernels() if not opts.kernel or s[0] in opts.kernel]
        if not specs:
            print("kernel-bench: no kernel named %s" % ", ".join(opts.kernel))
            return 1
        # Each kernel compiled on its own, so that one a compiler refuses does
        # not hide the others.
        spirv, notes = {}, []
        for spec in specs:
            source = os.path.join(KERNELS, spec[0] + ".cl")
            for label, tool in compilers.items():
                spv, why = compile_spirv(tool, source, os.path.join(tmp, "%s.%s.spv" % (spec[0], label)))
                spirv[spec[0], label] = spv
                if spv is None:
                    notes.append("%s: %s cannot compile it: %s" % (spec[0], label, why))
        make_icd_dir(tmp)
        devices = find_devices(opts.device)
        if not devices:
            print("kernel-bench: no Intel or PoCL OpenCL CPU device (run utils/install-deps.sh)")
            return 1
        failed = False
        for d in devices:
            print("\n== %s device: %s (median of %d runs)" % (d.label, d.name, opts.runs))
            print("%-13s %10s %10s %10s %9s %9s" % ("kernel", "device ms", "ours ms", "clang22 ms", "ours/dev",
                                                 "c22/dev"))
            ratios = []
            for spec in specs:
                res = {}
                with open(os.path.join(KERNELS, spec[0] + ".cl"), "rb") as f:
                    variants = {"device": ("source", f.read())}
                for label in ("ours", "clang22"):
                    spv = spirv[spec[0], label]
                    if spv is None:
                        continue
                    if d.label == "intel":
                        variants[label] = ("il", spv)
                        continue
                    bc, why = spirv_to_bitcode(spv, tmp, "%s.%s" % (spec[0], label))
                    if bc is None:
                        notes.append("%s: %s SPIR-V does not apply on PoCL: %s" % (spec[0], label, why))
                    else:
                        variants[label] = ("binary", bc)
                for label, (kind, data) in variants.items():
                    try:
                        prog = d.program(kind, data)
                        res[label] = d.run(prog, spec, opts.runs)
                        cl.clReleaseProgram(prog)
                    except CLError as e:
                        notes.append("%s: %s on %s: %s" % (spec[0], label, d.label, e))
                ref = res.get("device")
                cells = []
                for label in ("device", "ours", "clang22"):
                    if label not in res:
                        cells.append("n/a")
                        continue
                    if ref and label != "device" and not same(res[label][1], ref[1], spec[5]):
                        print("error: %s: %s results differ from the device compiler's" % (spec[0], label))
                        failed = True
                    cells.append("%.3f" % res[label][0])
                rat = []
                for label in ("ours", "clang22"):
                    if ref and label in res and ref[0] > 0:
                        rat.append("%.2fx" % (res[label][0] / ref[0]))
                        if label == "ours":
                            ratios.append(res[label][0] / ref[0])
                    else:
                        rat.append("n/a")
                print("%-13s %10s %10s %10s %9s %9s" % (spec[0], *cells, *rat))
            if ratios:
                gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
                print("geometric mean ours/device on %s: %.2fx over %d kernels (worst %.2fx)" %
                      (d.label, gm, len(ratios), max(ratios)))
        for n in dict.fromkeys(notes):
            print("note: " + (n if len(n) < 200 else n[:197] + "..."))
        return 1 if failed else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
