//===- SPIRVMemoryModel.h - OpenCL and LLVM orders and scopes ---*- C++ -*-===//
//
// The one mapping between the three vocabularies of the memory model
// (docs/Design.md, "Atomics"): OpenCL C's memory_order / memory_scope /
// cl_mem_fence_flags values, LLVM's orderings and syncscopes, and SPIR-V's
// Scope and MemorySemantics.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVMEMORYMODEL_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVMEMORYMODEL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/AtomicOrdering.h"
#include <cstdint>
#include <optional>

namespace llvm {
class LLVMContext;
namespace SyncScope {
typedef uint8_t ID;
}

/// OpenCL's cl_mem_fence_flags (opencl-c-base.h), OpenCL values rather than
/// SPIR-V ones: CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_FENCE, CLK_IMAGE_MEM_FENCE.
namespace CLFence {
enum : uint64_t { Local = 1, Global = 2, Image = 4 };
}

/// OpenCL's memory_order (opencl-c-base.h) has C11's values: relaxed 0,
/// acquire 2, release 3, acq_rel 4, seq_cst 5 (no consume).
std::optional<AtomicOrdering> openCLOrdering(uint64_t Order);

/// OpenCL's memory_scope (work_item, work_group, device, all_svm_devices,
/// sub_group, from 0) as the syncscope name Clang gives it in IR.
std::optional<StringRef> openCLSyncScopeName(uint64_t Scope);

/// OpenCL's memory_scope as a SPIR-V Scope.
std::optional<uint32_t> openCLScopeToSPIRV(uint64_t OpenCLScope);

/// The SPIR-V Scope of an LLVM syncscope: "" (system) is CrossDevice,
/// "device" Device, "workgroup" Workgroup, "subgroup" Subgroup,
/// "singlethread" Invocation (and OpenCL's names work_item and
/// all_svm_devices); std::nullopt for any other name.
std::optional<uint32_t> knownSpirvScope(LLVMContext &Ctx, SyncScope::ID Scope);
/// The same, with CrossDevice, the widest scope, for any other name: a
/// wider scope than a target-specific one only orders more (the translator
/// does the same), and spirv-check-module warns.
uint32_t spirvScope(LLVMContext &Ctx, SyncScope::ID Scope);

/// The MemorySemantics of an access with \p Ordering to memory in address
/// space \p AddrSpace: the ordering bit (none for relaxed) and, when there is
/// an ordering, the memory it orders (WorkgroupMemory for local,
/// CrossWorkgroupMemory for global, both for generic).
uint32_t spirvSemantics(AtomicOrdering Ordering, unsigned AddrSpace);

/// The ordering bit alone (0 for relaxed and unordered).
uint32_t spirvOrderingSemantics(AtomicOrdering Ordering);

} // namespace llvm

#endif
