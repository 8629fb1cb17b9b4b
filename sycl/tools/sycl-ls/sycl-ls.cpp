//===- sycl-ls.cpp - list the SYCL devices ---------------------------------===//
//
// DPC++'s device lister, in its output format: one line per device,
//   [<backend>:<type>][<backend>:<index>] <platform>, <device> <version> [<driver>]
// where <index> counts the backend's devices from 0 in SPIRV_OFFLOAD_DEVICE's
// order. --verbose adds each platform's and device's details and what the
// standard selectors choose. Exit code 1 when there is no device.
//
//===----------------------------------------------------------------------===//
#include <sycl/sycl.hpp>

#include <cstring>
#include <iostream>
#include <string>

namespace {

const char *backendName(sycl::backend b) {
  switch (b) {
  case sycl::backend::level_zero: return "level_zero";
  case sycl::backend::opencl: return "opencl";
  case sycl::backend::host: return "host";
  }
  return "unknown";
}

const char *typeName(sycl::info::device_type t) {
  switch (t) {
  case sycl::info::device_type::cpu: return "cpu";
  case sycl::info::device_type::gpu: return "gpu";
  case sycl::info::device_type::accelerator: return "fpga";
  case sycl::info::device_type::custom: return "custom";
  default: return "unknown";
  }
}

const char *aspectName(sycl::aspect a) {
  switch (a) {
  case sycl::aspect::cpu: return "cpu";
  case sycl::aspect::gpu: return "gpu";
  case sycl::aspect::accelerator: return "accelerator";
  case sycl::aspect::custom: return "custom";
  case sycl::aspect::emulated: return "emulated";
  case sycl::aspect::host_debuggable: return "host_debuggable";
  case sycl::aspect::fp16: return "fp16";
  case sycl::aspect::fp64: return "fp64";
  case sycl::aspect::atomic64: return "atomic64";
  case sycl::aspect::image: return "image";
  case sycl::aspect::online_compiler: return "online_compiler";
  case sycl::aspect::online_linker: return "online_linker";
  case sycl::aspect::queue_profiling: return "queue_profiling";
  case sycl::aspect::usm_device_allocations: return "usm_device_allocations";
  case sycl::aspect::usm_host_allocations: return "usm_host_allocations";
  case sycl::aspect::usm_atomic_host_allocations: return "usm_atomic_host_allocations";
  case sycl::aspect::usm_shared_allocations: return "usm_shared_allocations";
  case sycl::aspect::usm_atomic_shared_allocations: return "usm_atomic_shared_allocations";
  case sycl::aspect::usm_system_allocations: return "usm_system_allocations";
  }
  return "unknown";
}

constexpr sycl::aspect AllAspects[] = {
    sycl::aspect::cpu, sycl::aspect::gpu, sycl::aspect::accelerator, sycl::aspect::custom,
    sycl::aspect::emulated, sycl::aspect::host_debuggable, sycl::aspect::fp16, sycl::aspect::fp64,
    sycl::aspect::atomic64, sycl::aspect::image, sycl::aspect::online_compiler,
    sycl::aspect::online_linker, sycl::aspect::queue_profiling, sycl::aspect::usm_device_allocations,
    sycl::aspect::usm_host_allocations, sycl::aspect::usm_atomic_host_allocations,
    sycl::aspect::usm_shared_allocations, sycl::aspect::usm_atomic_shared_allocations,
    sycl::aspect::usm_system_allocations};

// "<platform>, <device> <version> [<driver>]", the tail of a device's line.
std::string describe(const sycl::device &d) {
  return d.get_platform().get_info<sycl::info::platform::name>() + ", " +
         d.get_info<sycl::info::device::name>() + " " + d.get_info<sycl::info::device::version>() +
         " [" + d.get_info<sycl::info::device::driver_version>() + "]";
}

template <typename Selector> void printSelected(const char *label, const Selector &s) {
  std::cout << label;
  try {
    sycl::device d(s);
    std::cout << backendName(d.get_backend()) << ":"
              << typeName(d.get_info<sycl::info::device::device_type>()) << ", " << describe(d) << "\n";
  } catch (const sycl::exception &) {
    std::cout << "No device of requested type available.\n";
  }
}

void printVerbose(const std::vector<sycl::platform> &platforms) {
  std::cout << "\nPlatforms: " << platforms.size() << "\n";
  unsigned pi = 0;
  for (const sycl::platform &p : platforms) {
    std::vector<sycl::device> devices = p.get_devices();
    std::cout << "Platform [#" << ++pi << "]:\n"
              << "    Version  : " << p.get_info<sycl::info::platform::version>() << "\n"
              << "    Name     : " << p.get_info<sycl::info::platform::name>() << "\n"
              << "    Vendor   : " << p.get_info<sycl::info::platform::vendor>() << "\n"
              << "    Devices  : " << devices.size() << "\n";
    unsigned di = 0;
    for (const sycl::device &d : devices) {
      std::cout << "        Device [#" << di++ << "]:\n"
                << "        Type              : " << typeName(d.get_info<sycl::info::device::device_type>()) << "\n"
                << "        Version           : " << d.get_info<sycl::info::device::version>() << "\n"
                << "        Name              : " << d.get_info<sycl::info::device::name>() << "\n"
                << "        Vendor            : " << d.get_info<sycl::info::device::vendor>() << "\n"
                << "        Driver            : " << d.get_info<sycl::info::device::driver_version>() << "\n"
                << "        Max compute units : " << d.get_info<sycl::info::device::max_compute_units>() << "\n"
                << "        Aspects           :";
      for (sycl::aspect a : AllAspects)
        if (d.has(a))
          std::cout << " " << aspectName(a);
      std::cout << "\n";
    }
  }
  printSelected("default_selector()      : ", sycl::default_selector_v);
  printSelected("accelerator_selector()  : ", sycl::accelerator_selector_v);
  printSelected("cpu_selector()          : ", sycl::cpu_selector_v);
  printSelected("gpu_selector()          : ", sycl::gpu_selector_v);
}

} // namespace

int main(int argc, char **argv) {
  bool verbose = false;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--verbose") || !strcmp(argv[i], "-v")) {
      verbose = true;
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      std::cout << "Usage: sycl-ls [--verbose]\n"
                   "Lists the SYCL devices; SPIRV_OFFLOAD_DEVICE restricts them.\n";
      return 0;
    } else {
      std::cerr << "sycl-ls: error: unknown argument '" << argv[i] << "' (usage: sycl-ls [--verbose])\n";
      return 1;
    }
  }
  try {
    std::vector<sycl::platform> platforms = sycl::platform::get_platforms();
    size_t count = 0;
    for (const sycl::platform &p : platforms) {
      unsigned index = 0;
      for (const sycl::device &d : p.get_devices()) {
        const char *b = backendName(d.get_backend());
        std::cout << "[" << b << ":" << typeName(d.get_info<sycl::info::device::device_type>()) << "]["
                  << b << ":" << index++ << "] " << describe(d) << "\n";
        ++count;
      }
    }
    if (verbose)
      printVerbose(platforms);
    if (!count) {
      std::cerr << "sycl-ls: error: no SYCL device found\n";
      return 1;
    }
  } catch (const sycl::exception &e) {
    std::cerr << "sycl-ls: error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
