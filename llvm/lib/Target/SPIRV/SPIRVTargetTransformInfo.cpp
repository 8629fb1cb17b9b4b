//===- SPIRVTargetTransformInfo.cpp - Address spaces for the optimizer ----===//
//
// What InferAddressSpaces asks of the target (the header says why).
//
//===----------------------------------------------------------------------===//

#include "SPIRVTargetTransformInfo.h"
#include "SPIRVTypeUtils.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

static constexpr unsigned NoAddressSpace = ~0u;

unsigned SPIRVTTIImpl::getFlatAddressSpace() const { return SPIRVAS::Generic; }

/// Private, local and global memory are disjoint, and a generic pointer
/// points into one of them; UniformConstant is not in Generic, but a
/// buffer may be bound as constant and global at once.
bool SPIRVTTIImpl::addrspacesMayAlias(unsigned AS0, unsigned AS1) const {
  if (AS0 == AS1)
    return true;
  if (AS0 == SPIRVAS::Generic || AS1 == SPIRVAS::Generic)
    return isInGeneric(AS0 == SPIRVAS::Generic ? AS1 : AS0);
  if (AS0 == SPIRVAS::Function || AS1 == SPIRVAS::Function ||
      AS0 == SPIRVAS::Workgroup || AS1 == SPIRVAS::Workgroup)
    return false;
  return true;
}

static unsigned argumentAddressSpace(const Argument &Arg, unsigned Depth);

/// The storage class every object V may be based on lies in, or
/// NoAddressSpace; null and undefined pointers fit any.
static unsigned tracedAddressSpace(const Value *V, unsigned Depth) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(V, Objects);
  unsigned Result = NoAddressSpace;
  for (const Value *Object : Objects) {
    if (isa<ConstantPointerNull>(Object) || isa<UndefValue>(Object))
      continue;
    unsigned AS = Object->getType()->getPointerAddressSpace();
    if (AS == SPIRVAS::Generic)
      if (const auto *Arg = dyn_cast<Argument>(Object))
        AS = argumentAddressSpace(*Arg, Depth + 1);
    if (!isInGeneric(AS) || (Result != NoAddressSpace && AS != Result))
      return NoAddressSpace;
    Result = AS;
  }
  return Result;
}

/// A generic parameter of a kernel holds what the host set, which can only
/// be global memory (local memory arguments have Workgroup parameters).
/// One of a function that only direct calls in this module reach points
/// where all of its arguments do; callers are followed a few levels up.
static unsigned argumentAddressSpace(const Argument &Arg, unsigned Depth) {
  const Function &F = *Arg.getParent();
  if (F.getCallingConv() == CallingConv::SPIR_KERNEL && F.use_empty())
    return SPIRVAS::CrossWorkgroup;
  constexpr unsigned MaxDepth = 4, MaxCalls = 64;
  if (!F.hasLocalLinkage() || Depth > MaxDepth || F.use_empty() ||
      F.getNumUses() > MaxCalls)
    return NoAddressSpace;
  unsigned Result = NoAddressSpace;
  for (const Use &U : F.uses()) {
    const auto *Call = dyn_cast<CallBase>(U.getUser());
    if (!Call || !Call->isCallee(&U) || Call->getFunction() == &F)
      return NoAddressSpace;
    unsigned AS = tracedAddressSpace(Call->getArgOperand(Arg.getArgNo()), Depth);
    if (AS == NoAddressSpace || (Result != NoAddressSpace && AS != Result))
      return NoAddressSpace;
    Result = AS;
  }
  return Result;
}

unsigned SPIRVTTIImpl::getAssumedAddrSpace(const Value *V) const {
  if (const auto *Arg = dyn_cast<Argument>(V))
    return argumentAddressSpace(*Arg, 0);
  // Constant memory is written by the host or by program-scope
  // initializers, neither of which has a private or local address.
  if (const auto *Load = dyn_cast<LoadInst>(V))
    if (Load->getPointerAddressSpace() == SPIRVAS::UniformConstant)
      return SPIRVAS::CrossWorkgroup;
  return NoAddressSpace;
}
