//===- Backend.h - OpenCL implementations behind the CPU driver's devices -===//
//
// Each OpenCL CPU implementation the driver can reach becomes one Level-Zero
// device. What differs between them sits behind Backend: finding the OpenCL
// device, the SPIR-V versions it reads, how a validated SPIR-V module becomes
// a built cl_program, and what a native binary holds. Engines, events, SVM
// memory and the kernel interface are shared.
//
//===----------------------------------------------------------------------===//
#ifndef ZE_CPU_DRIVER_BACKEND_H
#define ZE_CPU_DRIVER_BACKEND_H

#include "Driver.h"

namespace zecpu {

class Backend {
public:
  virtual ~Backend() = default;
  /// Shown in the device name and matched by SPIRV_OFFLOAD_DEVICE ("PoCL").
  virtual const char *name() const = 0;
  /// Finds this backend's OpenCL device and fills CL (context included);
  /// false with a reason when the implementation is absent or unusable.
  virtual bool pick(ClDevice &CL, std::string &Why) = 0;
  /// Whether the implementation compiles a kernel anew for each group size
  /// (then suggested groups stay moderate; zeKernelSuggestGroupSize).
  virtual bool compilesPerGroupSize() const { return false; }
  /// The bytes the private memory of a work-group's work-items may take
  /// where the implementation gives each work-item of a group its own copy
  /// on one thread's stack and neither limits the group for it nor reports
  /// the kernel's private memory (0: the implementation limits the group
  /// itself, through CL_KERNEL_WORK_GROUP_SIZE).
  virtual uint64_t groupStackBytes() const { return 0; }
  /// The name under which OpenCL knows the kernel Name of a module this
  /// backend built (build() may rename kernels).
  virtual std::string clKernelName(const std::string &Name) const { return Name; }
  /// Eight bytes that start this backend's native binaries.
  virtual const char *nativeMagic() const = 0;
  /// Builds a validated SPIR-V module (SPIR-V words, host byte order).
  /// Payload receives what a native binary keeps besides the SPIR-V.
  virtual ze_result_t build(ClDevice &CL, const std::vector<uint32_t> &Words, const std::string &Options,
                            cl_program &Program, std::vector<uint8_t> &Payload, std::string &Log) = 0;
  /// Rebuilds from the payload of a native binary of this backend.
  virtual ze_result_t buildNative(ClDevice &CL, const std::vector<uint8_t> &Payload, const std::string &Options,
                                  cl_program &Program, std::string &Log) = 0;
};

std::unique_ptr<Backend> createPoclBackend();
std::unique_ptr<Backend> createIntelBackend();

/// Shared by the backends.
std::string clDeviceString(cl_device_id D, cl_device_info I);
/// Fills CL from the OpenCL device D of platform P and creates its context;
/// false when D lacks what Level-Zero memory needs (fine-grained SVM).
bool initClDevice(ClDevice &CL, cl_platform_id P, cl_device_id D, std::string &Why);
/// clBuildProgram, with OpenCL's build log appended to Log.
ze_result_t buildProgram(ClDevice &CL, cl_program Program, const std::string &Options, std::string &Log);
/// The program's binary (CL_PROGRAM_BINARIES) for CL's device.
bool programBinary(ClDevice &CL, cl_program Program, std::vector<uint8_t> &Out);

/// A temporary directory, removed with the files in it.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  /// False, with the reason appended to Log, if it could not be created.
  bool ok(std::string &Log) const;
  std::string file(const std::string &Name) const { return Path + "/" + Name; }

private:
  std::string Path, Error;
};

/// Runs Args[0] (a path) with Args; its stdout and stderr go to Output.
/// False, with Error saying why, unless it exits with 0.
bool runProgram(const std::vector<std::string> &Args, std::string &Output, std::string &Error);

/// Makes D, a device of Intel's backend, present itself as the GPU P.
void applyGpuProfile(Device &D, const GpuProfile &P);

/// The profile's GPU compiler check: Intel's offline compiler (ocloc, where
/// installed) must build the module for the profile's GPU. False, with the
/// compiler's messages in Log, when it does not.
bool gpuCompilerAccepts(const GpuProfile &P, const std::vector<uint32_t> &Words, std::string &Log);

} // namespace zecpu

#endif
