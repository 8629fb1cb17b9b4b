//===- SPIRVExtract.h - One kernel of a SPIR-V module ----------*- C++ -*-===//
//
// A device builds every kernel of a module it is given. A SYCL translation
// unit's module may hold hundreds of kernels, and each distinct set of
// specialization constants needs a build of its own; the runtime then builds
// the launched kernel alone (docs/Runtime.md, "Specialization constants").
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_COMMON_SPIRVEXTRACT_H
#define SPIRV_OFFLOAD_COMMON_SPIRVEXTRACT_H

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace spirv_info {

/// Writes to \p Out the little-endian module \p In with only the kernel
/// entry point \p Name: the other entry points, their execution modes, the
/// functions the kernel does not reach and the names and decorations of what
/// they define are left out; everything at module scope stays. Returns false,
/// leaving \p Out empty, when \p In is not a little-endian module this reads
/// or has no kernel of that name.
bool extractKernel(const std::vector<uint32_t> &In, const std::string &Name, std::vector<uint32_t> &Out);

/// The SpecIds, in increasing order, of the specialization constants each
/// kernel of \p In reads: in the functions it reaches, directly or through
/// OpSpecConstantOp and OpSpecConstantComposite. All kernels at once: the
/// module is read once. Returns false when \p In is not a little-endian
/// module this reads.
bool kernelSpecIds(const std::vector<uint32_t> &In, std::map<std::string, std::vector<uint32_t>> &ByKernel);

} // namespace spirv_info

#endif
