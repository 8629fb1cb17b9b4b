//===- SPIRVISelLowering.h - SPIR-V lowering information -------*- C++ -*-===//
//
// GlobalISel still consults TargetLowering for value types and for how
// switches are lowered; SPIR-V needs no SelectionDAG lowering.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVISELLOWERING_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVISELLOWERING_H

#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class SPIRVSubtarget;

class SPIRVTargetLowering : public TargetLowering {
public:
  SPIRVTargetLowering(const TargetMachine &TM, const SPIRVSubtarget &STI);

  // Dense switches become jump tables, which the selector turns into
  // OpSwitch (the table is never emitted); sparse ones compare and branch.
  bool areJTsAllowed(const Function *) const override { return true; }
  // Keep fmuladd as a multiply and an add: OpenCL's fma is a builtin call.
  bool isFMAFasterThanFMulAndFAdd(const MachineFunction &, LLT) const override {
    return false;
  }
  // Every value is one id, whatever its type: call lowering's generic
  // return check must not ask SelectionDAG's register model, which has no
  // register for an i5 or an i129 (it would divide by a zero width).
  unsigned getNumRegistersForCallingConv(LLVMContext &, CallingConv::ID,
                                         EVT) const override {
    return 1;
  }
  MVT getRegisterTypeForCallingConv(LLVMContext &, CallingConv::ID,
                                    EVT VT) const override {
    return VT.isSimple() ? VT.getSimpleVT() : MVT(MVT::Untyped);
  }

  // AtomicExpand (docs/Design.md, "Atomics"): what the Level-Zero
  // environment has no atomic for becomes a compare-exchange loop on the
  // 32-bit word that holds it (8- and 16-bit values: the bits of the word
  // around them are written back unchanged) or on the bits of the value (a
  // <2 x half> fadd). Everything else stays as it is: scalar float
  // operations map to OpAtomicF*EXT, float and pointer loads, stores and
  // exchanges are atomic as they are.
  // With SPV_NV_shader_atomic_fp16_vector, an fadd, fmin or fmax of
  // <2 x half> or <4 x half> is one OpAtomicF*EXT.
  AtomicExpansionKind shouldExpandAtomicRMWInIR(AtomicRMWInst *RMW) const override;
  AtomicExpansionKind shouldExpandAtomicLoadInIR(LoadInst *LI) const override;
  AtomicExpansionKind shouldExpandAtomicStoreInIR(StoreInst *SI) const override;
  AtomicExpansionKind shouldCastAtomicLoadInIR(LoadInst *) const override {
    return AtomicExpansionKind::None;
  }
  AtomicExpansionKind shouldCastAtomicStoreInIR(StoreInst *) const override {
    return AtomicExpansionKind::None;
  }
  AtomicExpansionKind shouldCastAtomicRMWIInIR(AtomicRMWInst *) const override {
    return AtomicExpansionKind::None;
  }

private:
  const SPIRVSubtarget &ST;
};

} // namespace llvm

#endif
