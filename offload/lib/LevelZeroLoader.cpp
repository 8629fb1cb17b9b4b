//===- LevelZeroLoader.cpp - How the Level-Zero loader finds drivers ------===//
//
// Debian's 1.8 loader loads either its default drivers or the list in
// ZE_ENABLE_ALT_DRIVERS, which it reads once, at the first zeInit; it has no
// call that adds a driver (zeInitDrivers, API 1.10 and absent here, takes
// driver types, not paths). So unless the user configured the loader, the
// variable lists the real drivers and the bundled CPU driver for that call
// only, and is removed after it: the program's getenv and its child
// processes never see it.
//
//===----------------------------------------------------------------------===//
#include "LevelZeroLoader.h"
#include "level_zero/L0Plugin.h"

#include <level_zero/ze_ddi.h>

#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <sys/stat.h>

namespace spvrt {
namespace {

bool fileExists(const std::string &P) {
  struct stat St;
  return stat(P.c_str(), &St) == 0;
}

/// The CPU driver sits next to this library (build/lib, or the install
/// libdir); SPIRV_OFFLOAD_CPU_DRIVER overrides. Empty when it is missing.
std::string cpuDriverPath(std::string &Why) {
  if (const char *E = getenv("SPIRV_OFFLOAD_CPU_DRIVER"); E && *E) {
    if (fileExists(E))
      return E;
    Why = std::string("CPU Level-Zero driver not found at ") + E + " (SPIRV_OFFLOAD_CPU_DRIVER)";
    return "";
  }
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&fileExists), &Info) && Info.dli_fname) {
    std::string Self = Info.dli_fname;
    size_t Slash = Self.rfind('/');
    std::string Candidate = (Slash == std::string::npos ? "." : Self.substr(0, Slash)) + "/libze_cpu_driver.so";
    if (fileExists(Candidate))
      return Candidate;
  }
  if (fileExists(SPVRT_DEFAULT_CPU_DRIVER))
    return SPVRT_DEFAULT_CPU_DRIVER;
  Why = "CPU Level-Zero driver not found at " SPVRT_DEFAULT_CPU_DRIVER " (set SPIRV_OFFLOAD_CPU_DRIVER)";
  return "";
}

} // namespace

std::string buildStamps() {
  std::string Stamps, Why;
  auto Stamp = [&](const std::string &Path) {
    struct stat St;
    if (!Path.empty() && stat(Path.c_str(), &St) == 0)
      Stamps += Path + ' ' + std::to_string(St.st_size) + ' ' + std::to_string(St.st_mtim.tv_sec) + '.' +
                std::to_string(St.st_mtim.tv_nsec) + '\n';
  };
  Dl_info Self;
  if (dladdr(reinterpret_cast<void *>(&fileExists), &Self) && Self.dli_fname)
    Stamp(Self.dli_fname);
  Stamp(cpuDriverPath(Why));
  return Stamps;
}

namespace {

/// The drivers the 1.8 loader loads by default that are installed and find
/// a device. Each is asked through its own zeInit (its global DDI table), as
/// the loader would: Intel's GPU driver is installed with Debian's
/// intel-opencl-icd on machines without a GPU, and the loader must not see
/// it there. A driver that fails its zeInit drops out of the loader's list,
/// but the loader has by then chosen to wrap every handle of the remaining
/// driver, and it does not wrap the build log of a failed zeModuleCreate:
/// reading that log crashes in the 1.8 loader.
std::vector<std::string> realDrivers() {
  std::vector<std::string> Found;
  for (const char *Lib : {"libze_intel_gpu.so.1", "libze_intel_vpu.so.1"}) {
    void *H = dlopen(Lib, RTLD_LAZY | RTLD_LOCAL);
    if (!H)
      continue;
    auto GetGlobal = reinterpret_cast<ze_pfnGetGlobalProcAddrTable_t>(dlsym(H, "zeGetGlobalProcAddrTable"));
    ze_global_dditable_t Global{};
    ze_result_t R = ZE_RESULT_ERROR_UNINITIALIZED;
    if (GetGlobal && GetGlobal(ZE_API_VERSION_CURRENT, &Global) == ZE_RESULT_SUCCESS && Global.pfnInit)
      R = Global.pfnInit(ze_init_flags_t(0));
    if (tracing())
      fprintf(stderr, "[ze] %s: zeInit -> %s%s\n", Lib, level_zero::zeResultName(R),
              R == ZE_RESULT_SUCCESS ? "" : " (no device: not given to the loader)");
    if (R == ZE_RESULT_SUCCESS)
      Found.push_back(Lib);
    else
      dlclose(H);
  }
  return Found;
}

} // namespace

Status withLevelZeroLoader(const std::function<Status(const LoaderSetup &)> &Init) {
  LoaderSetup Setup;
  std::string Why; // why the CPU driver is not among the drivers
  const char *User = getenv("ZE_ENABLE_ALT_DRIVERS");
  if (User) {
    Setup.Description = std::string("ZE_ENABLE_ALT_DRIVERS=") + User;
    Setup.SeveralDrivers = strchr(User, ',') != nullptr;
  } else {
    std::vector<std::string> Drivers = realDrivers();
    std::string Cpu = cpuDriverPath(Why);
    if (!Cpu.empty())
      Drivers.push_back(Cpu);
    if (Drivers.empty())
      return error(SPVRT_ERROR_NO_DEVICE, Why);
    std::string List;
    for (const std::string &D : Drivers)
      List += (List.empty() ? "" : ",") + D;
    Setup.Description = "drivers: " + List;
    Setup.SeveralDrivers = Drivers.size() > 1;
    if (tracing())
      fprintf(stderr, "[ze] drivers: %s\n", List.c_str());
    setenv("ZE_ENABLE_ALT_DRIVERS", List.c_str(), 1);
  }
  Setup.Description += "; the CPU driver needs PoCL or Intel's OpenCL runtime, a GPU driver its GPU";
  Status S = Init(Setup);
  if (!User)
    unsetenv("ZE_ENABLE_ALT_DRIVERS");
  // A missing CPU driver is the first thing to say when nothing else
  // found a device either (an installed GPU driver without its GPU).
  if (S.failed() && !Why.empty())
    return error(SPVRT_ERROR_NO_DEVICE, Why + "; no other Level-Zero driver found a device");
  return S;
}

} // namespace spvrt
