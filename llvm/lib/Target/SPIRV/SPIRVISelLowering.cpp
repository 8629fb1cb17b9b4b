//===- SPIRVISelLowering.cpp - SPIR-V lowering information ----------------===//

#include "SPIRVISelLowering.h"
#include "SPIRVSubtarget.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

SPIRVTargetLowering::SPIRVTargetLowering(const TargetMachine &TM,
                                         const SPIRVSubtarget &STI)
    : TargetLowering(TM, STI), ST(STI) {
  // Division and float conversions of integers wider than 64 bits become
  // IR loops (ExpandLargeDivRem, ExpandFp) whose pieces the legalizer splits.
  setMaxDivRemBitWidthSupported(64);
  setMaxLargeFPConvertBitWidthSupported(64);
  // Level-Zero's atomics are 32- and 64-bit.
  setMinCmpXchgSizeInBits(32);
  // Wider atomics reach the legalizer, which refuses them by name, instead
  // of becoming library calls.
  setMaxAtomicSizeInBitsSupported(1024);
}

/// Whether the environment has no atomic of \p Ty's width: narrower than
/// 32 bits, or a vector.
static bool needsWordAtomic(const DataLayout &DL, Type *Ty) {
  return Ty->isVectorTy() || DL.getTypeStoreSizeInBits(Ty) < 32;
}

TargetLowering::AtomicExpansionKind
SPIRVTargetLowering::shouldExpandAtomicRMWInIR(AtomicRMWInst *RMW) const {
  // A scalar float operation is OpAtomicF*EXT where its extension is
  // enabled, and refused by name where not (the legalizer's rule).
  Type *Ty = RMW->getValOperand()->getType();
  if (RMW->isFloatingPointOperation() && !Ty->isVectorTy())
    return AtomicExpansionKind::None;
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (VT && VT->getElementType()->isHalfTy() &&
      (VT->getNumElements() == 2 || VT->getNumElements() == 4) &&
      (RMW->getOperation() == AtomicRMWInst::FAdd ||
       RMW->getOperation() == AtomicRMWInst::FMin ||
       RMW->getOperation() == AtomicRMWInst::FMax) &&
      ST.canUseExtension(SPIRV::Extension::SPV_NV_shader_atomic_fp16_vector))
    return AtomicExpansionKind::None;
  if (needsWordAtomic(RMW->getDataLayout(), Ty))
    return AtomicExpansionKind::CmpXChg;
  // Operations SPIR-V has no OpAtomic* for (nand, uinc_wrap, usub_sat...)
  // compute in a compare-exchange loop.
  switch (RMW->getOperation()) {
  case AtomicRMWInst::Xchg: case AtomicRMWInst::Add: case AtomicRMWInst::Sub:
  case AtomicRMWInst::And: case AtomicRMWInst::Or: case AtomicRMWInst::Xor:
  case AtomicRMWInst::Max: case AtomicRMWInst::Min: case AtomicRMWInst::UMax:
  case AtomicRMWInst::UMin:
    return AtomicExpansionKind::None;
  default:
    return Ty->isIntegerTy() ? AtomicExpansionKind::CmpXChg
                             : AtomicExpansionKind::None;
  }
}

TargetLowering::AtomicExpansionKind
SPIRVTargetLowering::shouldExpandAtomicLoadInIR(LoadInst *LI) const {
  return needsWordAtomic(LI->getDataLayout(), LI->getType())
             ? AtomicExpansionKind::CmpXChg
             : AtomicExpansionKind::None;
}

TargetLowering::AtomicExpansionKind
SPIRVTargetLowering::shouldExpandAtomicStoreInIR(StoreInst *SI) const {
  return needsWordAtomic(SI->getDataLayout(), SI->getValueOperand()->getType())
             ? AtomicExpansionKind::Expand
             : AtomicExpansionKind::None;
}
