//===- Validate.h - What the CPU driver checks before a backend sees SPIR-V ===//
//
// No OpenCL implementation behind the driver may see a module that is not
// valid SPIR-V for its device: Intel's runtime crashes on malformed input and
// ignores the header version. validateModule runs SPIRV-Tools' validator
// (in process, for the module's own SPIR-V version), checks the version
// against what the device reads, and checks the Level-Zero execution
// environment's rules (the Level-Zero SPIR-V programming guide: kernels only, Physical64 + OpenCL, no
// signedness, kernel argument types, atomic widths and storage classes,
// scopes, no recursion, image rules), and that the device has what the
// module uses (fp64, sub-groups, images).
//
//===----------------------------------------------------------------------===//
#ifndef ZE_CPU_DRIVER_VALIDATE_H
#define ZE_CPU_DRIVER_VALIDATE_H

#include <cstdint>
#include <string>
#include <vector>

namespace zecpu {

struct DeviceLimits {
  /// The device's Level-Zero name, which refusals name.
  std::string Name;
  uint32_t SpirvVersion; // highest version the device reads, 0x00MMmm00
  bool Fp64;
  /// The sub-group sizes the device has; none on PoCL 3.1.
  std::vector<uint32_t> SubGroupSizes;
  bool Images; // CL_DEVICE_IMAGE_SUPPORT
  /// Floating-point atomic min / max (cl_ext_float_atomics); PoCL 3.1's
  /// library has none.
  bool FloatAtomicMinMax;
  /// What the OpenCL device reports through cl_khr_spirv_queries (null
  /// where it reports nothing): a module may declare only those extensions,
  /// and those capabilities or the ones the Level-Zero environment requires
  /// for what the device has.
  const std::vector<std::string> *Extensions = nullptr;
  const std::vector<uint32_t> *Capabilities = nullptr;
};

/// True when Words is a module the device may be given; otherwise Log says
/// why, one problem per line.
bool validateModule(const std::vector<uint32_t> &Words, const DeviceLimits &Limits, std::string &Log);

} // namespace zecpu

#endif
