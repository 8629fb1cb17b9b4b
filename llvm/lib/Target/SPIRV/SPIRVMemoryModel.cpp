//===- SPIRVMemoryModel.cpp - OpenCL and LLVM orders and scopes in SPIR-V -===//

#include "SPIRVMemoryModel.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/LLVMContext.h"
#include <iterator>

using namespace llvm;
namespace MS = llvm::SPIRV::MemorySemantics;

std::optional<AtomicOrdering> llvm::openCLOrdering(uint64_t Order) {
  switch (Order) {
  case 0: return AtomicOrdering::Monotonic;
  case 2: return AtomicOrdering::Acquire;
  case 3: return AtomicOrdering::Release;
  case 4: return AtomicOrdering::AcquireRelease;
  case 5: return AtomicOrdering::SequentiallyConsistent;
  default: return std::nullopt;
  }
}

std::optional<StringRef> llvm::openCLSyncScopeName(uint64_t Scope) {
  static const StringRef Names[] = {"singlethread", "workgroup", "device", "",
                                    "subgroup"};
  if (Scope >= std::size(Names))
    return std::nullopt;
  return Names[Scope];
}

std::optional<uint32_t> llvm::openCLScopeToSPIRV(uint64_t OpenCLScope) {
  namespace Sc = SPIRV::Scope;
  static const uint32_t Scopes[] = {Sc::Invocation, Sc::Workgroup, Sc::Device,
                                    Sc::CrossDevice, Sc::Subgroup};
  if (OpenCLScope >= std::size(Scopes))
    return std::nullopt;
  return Scopes[OpenCLScope];
}

uint32_t llvm::spirvScope(LLVMContext &Ctx, SyncScope::ID Scope) {
  return knownSpirvScope(Ctx, Scope).value_or(SPIRV::Scope::CrossDevice);
}

std::optional<uint32_t> llvm::knownSpirvScope(LLVMContext &Ctx,
                                              SyncScope::ID Scope) {
  namespace Sc = SPIRV::Scope;
  if (Scope == SyncScope::System)
    return Sc::CrossDevice;
  if (Scope == SyncScope::SingleThread)
    return Sc::Invocation;
  std::optional<StringRef> Name = Ctx.getSyncScopeName(Scope);
  if (!Name)
    return std::nullopt;
  // OpenCL's names of the same scopes, as the translator's IR spells
  // memory_scope_work_item and memory_scope_all_svm_devices.
  return StringSwitch<std::optional<uint32_t>>(*Name)
      .Case("device", Sc::Device)
      .Case("workgroup", Sc::Workgroup)
      .Case("subgroup", Sc::Subgroup)
      .Case("work_item", Sc::Invocation)
      .Case("all_svm_devices", Sc::CrossDevice)
      .Default(std::nullopt);
}

uint32_t llvm::spirvOrderingSemantics(AtomicOrdering Ordering) {
  switch (Ordering) {
  case AtomicOrdering::Acquire: return MS::Acquire;
  case AtomicOrdering::Release: return MS::Release;
  case AtomicOrdering::AcquireRelease: return MS::AcquireRelease;
  case AtomicOrdering::SequentiallyConsistent: return MS::SequentiallyConsistent;
  default: return MS::None;
  }
}

uint32_t llvm::spirvSemantics(AtomicOrdering Ordering, unsigned AddrSpace) {
  uint32_t Semantics = spirvOrderingSemantics(Ordering);
  if (Semantics == MS::None)
    return Semantics;
  if (AddrSpace == SPIRVAS::Workgroup || AddrSpace == SPIRVAS::Generic)
    Semantics |= MS::WorkgroupMemory;
  if (AddrSpace == SPIRVAS::CrossWorkgroup || AddrSpace == SPIRVAS::Generic)
    Semantics |= MS::CrossWorkgroupMemory;
  return Semantics;
}
