//===- SPIRVBuiltinsSync.cpp - Barriers and fences ------------------------===//
//
// barrier, work_group_barrier, sub_group_barrier, mem_fence, read/write_mem_fence,
// and atomic_work_item_fence, as OpControlBarrier / OpMemoryBarrier whose
// scope and semantics operands are i32 constants. (The translator's
// __spirv_ControlBarrier / __spirv_MemoryBarrier are the instructions
// themselves: SPIRVBuiltinsInstruction.cpp.)
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVMemoryModel.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
namespace MS = llvm::SPIRV::MemorySemantics;

static const SyncBuiltin SyncBuiltins[] = {
    // OpenCL C 6.15.8 and the OpenCL SPIR-V environment: a work-group
    // barrier is a control barrier whose memory semantics are sequentially
    // consistent for the memories its flags name.
    {"barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::Flags},
    {"work_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::Flags},
    {"work_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::FlagsScope},
    // cl_khr_subgroups: the same, among the work-items of a sub-group.
    {"sub_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::Flags, true},
    {"sub_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::FlagsScope, true},
    // Fences (OpenCL C 1.2 6.12.9): loads and stores, loads, stores.
    {"mem_fence", SPIRV::OpMemoryBarrier, MS::AcquireRelease, SyncBuiltin::Flags},
    {"read_mem_fence", SPIRV::OpMemoryBarrier, MS::Acquire, SyncBuiltin::Flags},
    {"write_mem_fence", SPIRV::OpMemoryBarrier, MS::Release, SyncBuiltin::Flags},
    // OpenCL C 2.0: the ordering is an operand.
    {"atomic_work_item_fence", SPIRV::OpMemoryBarrier, 0, SyncBuiltin::FlagsOrderScope},
};

static unsigned syncArity(const SyncBuiltin &B) {
  switch (B.Form) {
  case SyncBuiltin::Flags: return 1;
  case SyncBuiltin::FlagsScope: return 2;
  case SyncBuiltin::FlagsOrderScope: return 3;
  }
  return 0;
}

static const SyncBuiltin *lookupSyncBuiltin(StringRef Name, unsigned Arity) {
  for (const SyncBuiltin &B : SyncBuiltins)
    if (B.Name == Name && syncArity(B) == Arity)
      return &B;
  return nullptr;
}

static std::optional<SyncOperands> syncOperands(const BuiltinDescription &D,
                                                const CallBase &Call,
                                                std::string &Unsupported) {
  const SyncBuiltin &B = *D.Sync;
  SmallVector<uint64_t, 3> Args;
  for (const Value *Arg : Call.args()) {
    const auto *C = dyn_cast<ConstantInt>(Arg);
    if (!C) {
      Unsupported = (D.Name + " with operands that are not constants").str();
      return std::nullopt;
    }
    Args.push_back(C->getZExtValue());
  }
  SyncOperands Ops;
  uint64_t Flags = Args[0];
  if (Flags & ~uint64_t(CLFence::Local | CLFence::Global | CLFence::Image)) {
    Unsupported = (D.Name + " with fence flags " + Twine(Flags)).str();
    return std::nullopt;
  }
  Ops.Semantics = B.Ordering;
  if (B.Form == SyncBuiltin::FlagsOrderScope) {
    std::optional<AtomicOrdering> Order = openCLOrdering(Args[1]);
    if (!Order) {
      Unsupported = (D.Name + " with memory order " + Twine(Args[1])).str();
      return std::nullopt;
    }
    Ops.Semantics = spirvOrderingSemantics(*Order);
  }
  if (Flags & CLFence::Local)
    Ops.Semantics |= MS::WorkgroupMemory;
  if (Flags & CLFence::Global)
    Ops.Semantics |= MS::CrossWorkgroupMemory;
  if (Flags & CLFence::Image)
    Ops.Semantics |= MS::ImageMemory;
  // barrier(flags) is work_group_barrier(flags, memory_scope_work_group),
  // sub_group_barrier(flags) is sub_group_barrier(flags,
  // memory_scope_sub_group).
  uint32_t GroupScope = B.SubGroup ? SPIRV::Scope::Subgroup : SPIRV::Scope::Workgroup;
  Ops.MemoryScope = GroupScope;
  if (B.Form != SyncBuiltin::Flags) {
    uint64_t CLScope = Args[B.Form == SyncBuiltin::FlagsScope ? 1 : 2];
    std::optional<uint32_t> Scope = openCLScopeToSPIRV(CLScope);
    if (!Scope) {
      Unsupported = (D.Name + " with memory scope " + Twine(CLScope)).str();
      return std::nullopt;
    }
    Ops.MemoryScope = *Scope;
  }
  if (B.Opcode == SPIRV::OpControlBarrier)
    Ops.ExecutionScope = GroupScope;
  return Ops;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  bool Known = any_of(SyncBuiltins,
                      [&](const SyncBuiltin &B) { return B.Name == N.Name; });
  if (!Known)
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Sync, SyncFamily, N);
  D.Sync = lookupSyncBuiltin(N.Name, N.Params.size());
  if (!D.Sync)
    D.Unsupported = (N.Name + " with " + Twine(N.Params.size()) + " operands").str();
  else if (!N.F.getReturnType()->isVoidTy())
    D.Unsupported = (N.Name + " returning a value").str();
  for (const Argument &A : N.F.args())
    if (!A.getType()->isIntegerTy())
      D.Unsupported = (N.Name + " with a parameter of type " +
                       typeText(A.getType())).str();
  return D;
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  std::string Unsupported;
  syncOperands(D, Call, Unsupported);
  return Unsupported;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  std::string Unsupported;
  std::optional<SyncOperands> Ops = syncOperands(D, *Info.CB, Unsupported);
  if (!Ops)
    return false; // SPIRVCheckModule reported it
  // Scopes and semantics are ids of 32-bit integer constants.
  SmallVector<Register, 3> Operands;
  auto Constant = [&](uint32_t V) {
    Operands.push_back(B.buildConstant(LLT::scalar(32), V).getReg(0));
  };
  if (Ops->ExecutionScope)
    Constant(*Ops->ExecutionScope);
  Constant(Ops->MemoryScope);
  Constant(Ops->Semantics);
  auto MIB = B.buildInstr(D.Sync->Opcode);
  for (Register R : Operands)
    MIB.addUse(R);
  return true;
}

const BuiltinFamilyImpl llvm::SyncFamily = {describe, check, lower};
