//===- Backends.cpp - PoCL and Intel OpenCL backends of the CPU driver ----===//
//
// PoCL: Debian's PoCL 3.1 reports no IL support (CL_DEVICE_IL_VERSION is
// empty) but accepts SPIR bitcode through clCreateProgramWithBinary, so
// SPIR-V goes through the Khronos reader (llvm-spirv-15 -r) first. PoCL must
// never see anything but bitcode (raw SPIR-V crashes it).
//
// Intel: Intel's OpenCL CPU runtime (PyPI intel-opencl-rt) reads SPIR-V
// 1.0-1.4 itself through clCreateProgramWithIL. It does not validate its
// input (a truncated module crashes clBuildProgram), which is why every
// module is validated before a backend sees it. It is reached through the
// OpenCL ICD loader: if no installed ICD names it, the driver loads
// libintelocl.so and asks it for its platform (clIcdGetPlatformIDsKHR), after
// which every call dispatches through the ICD loader as for any platform.
//
//===----------------------------------------------------------------------===//
#include "Backend.h"
#include "SPIRVGrammarEnums.inc"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace zecpu {

std::string clDeviceString(cl_device_id D, cl_device_info I) {
  size_t N = 0;
  if (clGetDeviceInfo(D, I, 0, nullptr, &N) != CL_SUCCESS || !N)
    return "";
  std::string S(N, '\0');
  clGetDeviceInfo(D, I, N, &S[0], nullptr);
  S.resize(strlen(S.c_str()));
  return S;
}

static std::string platformName(cl_platform_id P) {
  char Name[256] = {0};
  clGetPlatformInfo(P, CL_PLATFORM_NAME, sizeof(Name) - 1, Name, nullptr);
  return Name;
}

template <typename T> static T clValue(cl_device_id D, cl_device_info I) {
  T V{};
  clGetDeviceInfo(D, I, sizeof(T), &V, nullptr);
  return V;
}

/// Level-Zero's image limits from the OpenCL device's.
static void imageLimits(ClDevice &CL) {
  cl_device_id D = CL.Dev;
  ze_device_image_properties_t &I = CL.Images;
  if (!clValue<cl_bool>(D, CL_DEVICE_IMAGE_SUPPORT))
    return;
  auto U32 = [](size_t V) { return uint32_t(std::min<size_t>(V, UINT32_MAX)); };
  size_t W2 = clValue<size_t>(D, CL_DEVICE_IMAGE2D_MAX_WIDTH), H2 = clValue<size_t>(D, CL_DEVICE_IMAGE2D_MAX_HEIGHT);
  I.maxImageDims1D = U32(W2); // OpenCL bounds 1D images by the 2D width
  I.maxImageDims2D = U32(std::min(W2, H2));
  I.maxImageDims3D = U32(std::min({clValue<size_t>(D, CL_DEVICE_IMAGE3D_MAX_WIDTH),
                                   clValue<size_t>(D, CL_DEVICE_IMAGE3D_MAX_HEIGHT),
                                   clValue<size_t>(D, CL_DEVICE_IMAGE3D_MAX_DEPTH)}));
  // Pixels in OpenCL, bytes in Level-Zero: a pixel has at least one byte.
  I.maxImageBufferSize = std::min<uint64_t>(clValue<size_t>(D, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE), CL.MaxAllocSize);
  I.maxImageArraySlices = U32(clValue<size_t>(D, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE));
  I.maxSamplers = clValue<cl_uint>(D, CL_DEVICE_MAX_SAMPLERS);
  I.maxReadImageArgs = clValue<cl_uint>(D, CL_DEVICE_MAX_READ_IMAGE_ARGS);
  I.maxWriteImageArgs = clValue<cl_uint>(D, CL_DEVICE_MAX_WRITE_IMAGE_ARGS);
}

/// Measures the offset between the OpenCL device timer and the host clock:
/// the reading with the narrowest bracket of host times, trying until one
/// is narrow (a reading is about 100 ns; a preempted one is milliseconds).
static void calibrateDeviceTimer(ClDevice &CL) {
  constexpr uint64_t NarrowNs = 2000;
  uint64_t Narrowest = UINT64_MAX;
  for (int Try = 0; Try < 64 && !(Try >= 4 && Narrowest <= NarrowNs); ++Try) {
    cl_ulong DeviceNs = 0, HostNs = 0;
    uint64_t Before = nowNs();
    if (clGetDeviceAndHostTimer(CL.Dev, &DeviceNs, &HostNs) != CL_SUCCESS)
      return; // the device has no timer: events keep per-launch anchors
    uint64_t After = nowNs();
    if (After - Before < Narrowest) {
      Narrowest = After - Before;
      CL.HostMinusDeviceNs = int64_t(Before + (After - Before) / 2) - int64_t(DeviceNs);
    }
  }
  CL.HasDeviceTimer = true;
}

/// cl_khr_spirv_queries (its enumerants, absent from the OpenCL headers
/// installed here): the extensions and capabilities the device's SPIR-V
/// reader accepts.
static void spirvQueries(ClDevice &CL) {
  constexpr cl_device_info SpirvExtensions = 0x12BA, SpirvCapabilities = 0x12BB;
  if ((" " + clDeviceString(CL.Dev, CL_DEVICE_EXTENSIONS) + " ").find(" cl_khr_spirv_queries ") == std::string::npos)
    return;
  size_t Bytes = 0;
  if (clGetDeviceInfo(CL.Dev, SpirvExtensions, 0, nullptr, &Bytes) != CL_SUCCESS)
    return;
  std::vector<const char *> Names(Bytes / sizeof(const char *));
  if (clGetDeviceInfo(CL.Dev, SpirvExtensions, Bytes, Names.data(), nullptr) != CL_SUCCESS ||
      clGetDeviceInfo(CL.Dev, SpirvCapabilities, 0, nullptr, &Bytes) != CL_SUCCESS)
    return;
  CL.SpirvCapabilities.resize(Bytes / sizeof(cl_uint));
  if (clGetDeviceInfo(CL.Dev, SpirvCapabilities, Bytes, CL.SpirvCapabilities.data(), nullptr) != CL_SUCCESS)
    return;
  CL.SpirvExtensions.assign(Names.begin(), Names.end());
  CL.SpirvQueried = true;
}

TempDir::TempDir() {
  const char *Tmp = getenv("TMPDIR");
  Path = std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/ze-cpu-XXXXXX";
  if (!mkdtemp(&Path[0])) {
    Error = "cannot create a temporary directory: " + std::string(strerror(errno));
    Path.clear();
  }
}

TempDir::~TempDir() {
  if (Path.empty())
    return;
  if (DIR *D = opendir(Path.c_str())) {
    while (dirent *E = readdir(D))
      if (strcmp(E->d_name, ".") && strcmp(E->d_name, ".."))
        unlink(file(E->d_name).c_str());
    closedir(D);
  }
  rmdir(Path.c_str());
}

bool TempDir::ok(std::string &Log) const {
  if (Path.empty())
    Log += Error + "\n";
  return !Path.empty();
}

bool runProgram(const std::vector<std::string> &Args, std::string &Output, std::string &Error) {
  TempDir Dir;
  if (!Dir.ok(Error))
    return false;
  std::string Log = Dir.file("output.log");
  std::vector<std::string> Copy = Args;
  std::vector<char *> Argv;
  for (std::string &A : Copy)
    Argv.push_back(&A[0]);
  Argv.push_back(nullptr);
  posix_spawn_file_actions_t FA;
  posix_spawn_file_actions_init(&FA);
  posix_spawn_file_actions_addopen(&FA, 1, Log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&FA, 1, 2);
  pid_t Pid;
  int SpawnErr = posix_spawn(&Pid, Args[0].c_str(), &FA, nullptr, Argv.data(), environ);
  posix_spawn_file_actions_destroy(&FA);
  if (SpawnErr) {
    Error = "cannot run '" + Args[0] + "': " + strerror(SpawnErr);
    return false;
  }
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (FILE *F = fopen(Log.c_str(), "rb")) {
    char Buf[4096];
    size_t N;
    while ((N = fread(Buf, 1, sizeof(Buf), F)) > 0)
      Output.append(Buf, N);
    fclose(F);
  }
  if (WIFEXITED(Status) && WEXITSTATUS(Status) == 0)
    return true;
  Error = "'" + Args[0] + "' " +
          (WIFEXITED(Status) ? "exited with " + std::to_string(WEXITSTATUS(Status))
                             : "ended by signal " + std::to_string(WTERMSIG(Status)));
  return false;
}

bool initClDevice(ClDevice &CL, cl_platform_id P, cl_device_id D, std::string &Why) {
  // Level-Zero allocations must be usable by the host and by kernels at the
  // same address.
  if (!(clValue<cl_device_svm_capabilities>(D, CL_DEVICE_SVM_CAPABILITIES) & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)) {
    Why = "no fine-grained buffer SVM";
    return false;
  }
  cl_int Err;
  CL.Ctx = clCreateContext(nullptr, 1, &D, nullptr, nullptr, &Err);
  if (!CL.Ctx) {
    Why = "clCreateContext failed with " + std::to_string(Err);
    return false;
  }
  CL.Plat = P;
  CL.Dev = D;
  CL.DeviceName = clDeviceString(D, CL_DEVICE_NAME);
  calibrateDeviceTimer(CL);
  CL.MaxGroupSize = clValue<size_t>(D, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  clGetDeviceInfo(D, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof(CL.MaxItemSizes), CL.MaxItemSizes, nullptr);
  CL.LocalMemSize = clValue<cl_ulong>(D, CL_DEVICE_LOCAL_MEM_SIZE);
  CL.GlobalMemSize = clValue<cl_ulong>(D, CL_DEVICE_GLOBAL_MEM_SIZE);
  CL.MaxAllocSize = clValue<cl_ulong>(D, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  CL.ComputeUnits = clValue<cl_uint>(D, CL_DEVICE_MAX_COMPUTE_UNITS);
  CL.ClockMHz = clValue<cl_uint>(D, CL_DEVICE_MAX_CLOCK_FREQUENCY);
  CL.Fp64 = clValue<cl_device_fp_config>(D, CL_DEVICE_DOUBLE_FP_CONFIG) != 0;
  const std::string Extensions = " " + clDeviceString(D, CL_DEVICE_EXTENSIONS) + " ";
  CL.FloatAtomics = Extensions.find(" cl_ext_float_atomics ") != std::string::npos;
  // Both backends build Float16 modules, but only a device with cl_khr_fp16
  // (Intel's, not PoCL 3.1) says it supports half precision.
  if (Extensions.find(" cl_khr_fp16 ") != std::string::npos)
    CL.HalfConfig = clValue<cl_device_fp_config>(D, CL_DEVICE_HALF_FP_CONFIG);
  // Intel's runtime lists its sub-group sizes; PoCL 3.1 has no sub-groups
  // (CL_DEVICE_MAX_NUM_SUB_GROUPS is 0, its kernel library has none of the
  // functions).
  size_t Bytes = 0;
  if (clValue<cl_uint>(D, CL_DEVICE_MAX_NUM_SUB_GROUPS) != 0 &&
      clGetDeviceInfo(D, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr, &Bytes) == CL_SUCCESS) {
    std::vector<size_t> Sizes(Bytes / sizeof(size_t));
    clGetDeviceInfo(D, CL_DEVICE_SUB_GROUP_SIZES_INTEL, Bytes, Sizes.data(), nullptr);
    CL.SubGroupSizes.assign(Sizes.begin(), Sizes.end());
  }
  imageLimits(CL);
  spirvQueries(CL);
  return true;
}

/// CPU devices of the platforms the ICD loader lists whose platform name
/// contains Name.
static bool findListed(const char *Name, cl_platform_id &P, cl_device_id &D) {
  cl_uint N = 0;
  if (clGetPlatformIDs(0, nullptr, &N) != CL_SUCCESS || !N)
    return false;
  std::vector<cl_platform_id> Plats(N);
  clGetPlatformIDs(N, Plats.data(), nullptr);
  for (cl_platform_id Plat : Plats) {
    if (platformName(Plat).find(Name) == std::string::npos)
      continue;
    if (clGetDeviceIDs(Plat, CL_DEVICE_TYPE_CPU, 1, &D, nullptr) == CL_SUCCESS) {
      P = Plat;
      return true;
    }
  }
  return false;
}

ze_result_t buildProgram(ClDevice &CL, cl_program Program, const std::string &Options, std::string &Log) {
  cl_int Err = clBuildProgram(Program, 1, &CL.Dev, Options.c_str(), nullptr, nullptr);
  size_t N = 0;
  clGetProgramBuildInfo(Program, CL.Dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &N);
  if (N > 1) {
    std::string CLLog(N, '\0');
    clGetProgramBuildInfo(Program, CL.Dev, CL_PROGRAM_BUILD_LOG, N, &CLLog[0], nullptr);
    CLLog.resize(strlen(CLLog.c_str()));
    Log += CLLog;
    if (!CLLog.empty() && CLLog.back() != '\n')
      Log += "\n";
  }
  if (Err == CL_SUCCESS)
    return ZE_RESULT_SUCCESS;
  if (Err == CL_INVALID_BUILD_OPTIONS)
    Log += "invalid build options: '" + Options + "'\n";
  Log += "OpenCL build failed (clBuildProgram error " + std::to_string(Err) + ")\n";
  return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
}

bool programBinary(ClDevice &CL, cl_program Program, std::vector<uint8_t> &Out) {
  size_t Size = 0;
  if (clGetProgramInfo(Program, CL_PROGRAM_BINARY_SIZES, sizeof(Size), &Size, nullptr) != CL_SUCCESS || !Size)
    return false;
  Out.resize(Size);
  unsigned char *Ptr = Out.data();
  return clGetProgramInfo(Program, CL_PROGRAM_BINARIES, sizeof(Ptr), &Ptr, nullptr) == CL_SUCCESS;
}

/// A program from a binary this backend made itself (or PoCL's SPIR
/// bitcode).
static ze_result_t programFromBinary(ClDevice &CL, const std::vector<uint8_t> &Bin, cl_program &Program,
                                     std::string &Log) {
  const unsigned char *Ptr = Bin.data();
  size_t Len = Bin.size();
  cl_int BinStatus = CL_SUCCESS, Err = CL_SUCCESS;
  Program = clCreateProgramWithBinary(CL.Ctx, 1, &CL.Dev, &Len, &Ptr, &BinStatus, &Err);
  if (Program && Err == CL_SUCCESS)
    return ZE_RESULT_SUCCESS;
  Log += "OpenCL rejected the binary (clCreateProgramWithBinary error " + std::to_string(Err) + ")\n";
  return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
}

//===--- PoCL -------------------------------------------------------------===//

namespace {

bool readFile(const std::string &Path, std::vector<uint8_t> &Out) {
  FILE *F = fopen(Path.c_str(), "rb");
  if (!F)
    return false;
  Out.clear();
  uint8_t Buf[65536];
  size_t N;
  while ((N = fread(Buf, 1, sizeof(Buf), F)) > 0)
    Out.insert(Out.end(), Buf, Buf + N);
  fclose(F);
  return true;
}

bool writeFile(const std::string &Path, const void *Data, size_t Size) {
  FILE *F = fopen(Path.c_str(), "wb");
  if (!F)
    return false;
  bool Ok = fwrite(Data, 1, Size, F) == Size;
  return fclose(F) == 0 && Ok;
}

bool isBitcode(const std::vector<uint8_t> &B) {
  return B.size() >= 4 && B[0] == 'B' && B[1] == 'C' && B[2] == 0xC0 && B[3] == 0xDE;
}

class PoclBackend : public Backend {
public:
  const char *name() const override { return "PoCL"; }
  bool compilesPerGroupSize() const override { return true; }
  const char *nativeMagic() const override { return "ZECPUBC1"; }

  // PoCL 3.1 runs a work-group on one worker thread, each work-item with its
  // own copy of the kernel's private variables on that thread's stack; it
  // reports 1024 bytes as every kernel's CL_KERNEL_PRIVATE_MEM_SIZE and
  // allows the device's largest group whatever the kernel needs, so a kernel
  // with a 64 KiB private array overflowed the 8 MiB stack (a segmentation
  // fault) from 128 work-items on. Its worker threads have the process's
  // default thread stack size (PoCL has no option for it); a MiB of it is
  // left to the frames around the work-items.
  uint64_t groupStackBytes() const override {
    size_t Stack = 0;
    pthread_attr_t A;
    if (pthread_getattr_default_np(&A) == 0) {
      pthread_attr_getstacksize(&A, &Stack);
      pthread_attr_destroy(&A);
    }
    const uint64_t Frames = 1 << 20;
    return Stack > 2 * Frames ? Stack - Frames : Stack / 2;
  }

  bool pick(ClDevice &CL, std::string &Why) override {
    // PoCL 3.1 gives each concurrently running work-group its own copy of a
    // kernel's local variables only when the kernel itself uses them; when a
    // called function does (every kernel at -O0), concurrent work-groups
    // share them and race. One PoCL thread runs work-groups one after
    // another, which is correct for every kernel; a user who knows better
    // can still set it. PoCL has no API for its thread count: a sub-device
    // of one compute unit would do, but PoCL 3.1 asserts in
    // clEnqueueWriteImage and clEnqueueMapImage on any image of a context
    // holding a sub-device (even with its parent in the context too). PoCL
    // reads the variable once, when its devices are initialized (in
    // findListed below): it is set for that and removed after.
    struct ScopedThreadCount {
      bool Set = !getenv("POCL_MAX_PTHREAD_COUNT");
      ScopedThreadCount() {
        if (Set)
          setenv("POCL_MAX_PTHREAD_COUNT", "1", 0);
      }
      ~ScopedThreadCount() {
        if (Set)
          unsetenv("POCL_MAX_PTHREAD_COUNT");
      }
    } ThreadCount;
    const char *Reader = getenv("ZE_CPU_LLVM_SPIRV");
    LlvmSpirv = Reader && *Reader ? Reader : ZE_CPU_DEFAULT_LLVM_SPIRV;
    cl_platform_id P;
    cl_device_id D;
    if (!findListed("Portable Computing Language", P, D)) {
      Why = "no PoCL CPU device (is pocl-opencl-icd installed?)";
      return false;
    }
    if (!initClDevice(CL, P, D, Why))
      return false;
    CL.SpirvVersion = 0x00010400; // what llvm-spirv-15 reads
    debug("PoCL device '%s', SPIR-V reader %s", CL.DeviceName.c_str(), LlvmSpirv.c_str());
    return true;
  }

  ze_result_t build(ClDevice &CL, const std::vector<uint32_t> &Words, const std::string &Options,
                    cl_program &Program, std::vector<uint8_t> &Payload, std::string &Log) override {
    // PoCL must inline every function that reads work-item ids or meets a
    // barrier into its kernel; DontInline is only a hint.
    std::vector<uint32_t> Copy = Words;
    spirv_info::clearDontInline(Copy);
    spirv_info::dropMemoryBarriers(Copy);
    spirv_info::shortenEntryPointNames(Copy, MaxKernelName);
    // Where the CPU fuses in hardware, mad is fma, as Intel's runtime and
    // PoCL's own OpenCL C compiler make a * b + c (n-body: 1.16x the OpenCL
    // C time unfused). Elsewhere fma would be a software routine.
    if (__builtin_cpu_supports("fma"))
      spirv_info::madAsFma(Copy);
    if (!translate(Copy, Payload, Log))
      return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    return buildNative(CL, Payload, Options, Program, Log);
  }

  std::string clKernelName(const std::string &Name) const override {
    return spirv_info::shortName(Name, MaxKernelName);
  }

  ze_result_t buildNative(ClDevice &CL, const std::vector<uint8_t> &Bitcode, const std::string &Options,
                          cl_program &Program, std::string &Log) override {
    if (!isBitcode(Bitcode)) {
      Log += "not LLVM bitcode\n";
      return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
    }
    ze_result_t R = programFromBinary(CL, Bitcode, Program, Log);
    if (R != ZE_RESULT_SUCCESS)
      return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    return buildProgram(CL, Program, Options, Log);
  }

private:
  /// PoCL names a directory of its cache after each kernel, and a file in it
  /// after the kernel too (with a suffix): names stay well below the 255
  /// bytes of a file name.
  static constexpr size_t MaxKernelName = 200;

  /// Runs the Khronos reader on the SPIR-V; its diagnostics become the log.
  bool translate(const std::vector<uint32_t> &Words, std::vector<uint8_t> &Bitcode, std::string &Log) {
    TempDir Dir;
    if (!Dir.ok(Log))
      return false;
    std::string In = Dir.file("module.spv"), Out = Dir.file("module.bc");
    if (!writeFile(In, Words.data(), Words.size() * 4)) {
      Log += "cannot write " + In + "\n";
      return false;
    }
    std::string ReaderLog, Err;
    if (!runProgram({LlvmSpirv, "-r", In, "-o", Out}, ReaderLog, Err)) {
      if (ReaderLog.empty() && Err.find("cannot run") == 0)
        Log += "cannot run the SPIR-V reader: " + Err + " (install llvm-spirv-15 or set ZE_CPU_LLVM_SPIRV)\n";
      else
        Log += "SPIR-V reader (" + LlvmSpirv + " -r) failed:\n" + ReaderLog;
      return false;
    }
    if (!readFile(Out, Bitcode) || !isBitcode(Bitcode)) {
      Log += ReaderLog + "SPIR-V reader produced no LLVM bitcode\n";
      return false;
    }
    Log += ReaderLog;
    return true;
  }

  std::string LlvmSpirv;
};

//===--- Intel ------------------------------------------------------------===//

class IntelBackend : public Backend {
public:
  const char *name() const override { return "Intel OpenCL"; }
  const char *nativeMagic() const override { return "ZECPUIN1"; }

  bool pick(ClDevice &CL, std::string &Why) override {
    cl_platform_id P;
    cl_device_id D;
    if (!findListed("Intel(R) OpenCL", P, D) && !loadDirectly(P, D, Why))
      return false;
    if (!initClDevice(CL, P, D, Why))
      return false;
    // Extensions (and their capabilities) its reader reads but its
    // cl_khr_spirv_queries omits, each run by an execution test: reported
    // too.
    namespace Cap = llvm::SPIRV::Capability;
    const std::pair<const char *, uint32_t> Unlisted[] = {
        {"SPV_INTEL_bfloat16_conversion", Cap::BFloat16ConversionINTEL}, // bfloat16-conversion.cl
        {"SPV_INTEL_cache_controls", Cap::CacheControlsINTEL},           // cache-controls.ll
        {"SPV_INTEL_variable_length_array", Cap::VariableLengthArrayINTEL}, // variable-length-array.ll
    };
    if (CL.SpirvQueried)
      for (auto [E, C] : Unlisted) {
        CL.SpirvExtensions.push_back(E);
        CL.SpirvCapabilities.push_back(C);
      }
    CL.SpirvVersion = highestIL(D);
    if (!CL.SpirvVersion) {
      Why = "the Intel OpenCL device reads no SPIR-V";
      return false;
    }
    debug("Intel OpenCL device '%s', SPIR-V up to %s", CL.DeviceName.c_str(),
          spirv_info::versionString(CL.SpirvVersion).c_str());
    return true;
  }

  ze_result_t build(ClDevice &CL, const std::vector<uint32_t> &Words, const std::string &Options,
                    cl_program &Program, std::vector<uint8_t> &Payload, std::string &Log) override {
    // The runtime refuses Image1D and ImageBuffer, which Level-Zero modules declare.
    std::vector<uint32_t> Copy = Words;
    spirv_info::declareSampledImageCapabilities(Copy);
    cl_int Err = CL_SUCCESS;
    Program = clCreateProgramWithIL(CL.Ctx, Copy.data(), Copy.size() * 4, &Err);
    if (!Program || Err != CL_SUCCESS) {
      Log += "OpenCL rejected the SPIR-V (clCreateProgramWithIL error " + std::to_string(Err) + ")\n";
      return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    }
    ze_result_t R = buildProgram(CL, Program, Options, Log);
    if (R == ZE_RESULT_SUCCESS && !programBinary(CL, Program, Payload))
      Payload.clear(); // a native binary then rebuilds from its SPIR-V
    return R;
  }

  ze_result_t buildNative(ClDevice &CL, const std::vector<uint8_t> &Bin, const std::string &Options,
                          cl_program &Program, std::string &Log) override {
    ze_result_t R = programFromBinary(CL, Bin, Program, Log);
    return R != ZE_RESULT_SUCCESS ? R : buildProgram(CL, Program, Options, Log);
  }

private:
  static uint32_t highestIL(cl_device_id D) {
    std::string IL = clDeviceString(D, CL_DEVICE_IL_VERSION); // "SPIR-V_1.0 SPIR-V_1.1 ..."
    uint32_t Best = 0;
    for (size_t At = IL.find("SPIR-V_"); At != std::string::npos; At = IL.find("SPIR-V_", At + 1)) {
      unsigned Major = 0, Minor = 0;
      if (sscanf(IL.c_str() + At, "SPIR-V_%u.%u", &Major, &Minor) == 2 && Major < 256 && Minor < 256)
        Best = std::max(Best, (Major << 16) | (Minor << 8));
    }
    return Best;
  }

  /// Loads libintelocl.so from ZE_CPU_INTEL_OCL (a file or a directory) or
  /// the venv the project's install script made, and takes its platform.
  static bool loadDirectly(cl_platform_id &P, cl_device_id &D, std::string &Why) {
    const char *Env = getenv("ZE_CPU_INTEL_OCL");
    std::string Path = Env && *Env ? Env : ZE_CPU_DEFAULT_INTEL_OCL;
    if (Path.empty()) {
      Why = "Intel's OpenCL CPU runtime is not installed (utils/install-deps.sh installs it)";
      return false;
    }
    if (Path.size() < 3 || Path.compare(Path.size() - 3, 3, ".so") != 0)
      Path += "/libintelocl.so";
    if (access(Path.c_str(), R_OK) != 0) {
      Why = Path + " not found (utils/install-deps.sh installs Intel's OpenCL CPU runtime)";
      return false;
    }
    // Never unloaded: its platform lives as long as the process.
    void *H = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!H) {
      Why = std::string("cannot load ") + dlerror();
      return false;
    }
    using GetAddress = void *(*)(const char *);
    using GetPlatforms = cl_int (*)(cl_uint, cl_platform_id *, cl_uint *);
    auto Addr = reinterpret_cast<GetAddress>(dlsym(H, "clGetExtensionFunctionAddress"));
    auto Get = Addr ? reinterpret_cast<GetPlatforms>(Addr("clIcdGetPlatformIDsKHR")) : nullptr;
    cl_uint N = 0;
    if (!Get || Get(1, &P, &N) != CL_SUCCESS || !N) {
      Why = Path + " offers no OpenCL platform";
      return false;
    }
    if (clGetDeviceIDs(P, CL_DEVICE_TYPE_CPU, 1, &D, nullptr) != CL_SUCCESS) {
      Why = Path + " has no CPU device";
      return false;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Backend> createPoclBackend() { return std::make_unique<PoclBackend>(); }
std::unique_ptr<Backend> createIntelBackend() { return std::make_unique<IntelBackend>(); }

} // namespace zecpu
