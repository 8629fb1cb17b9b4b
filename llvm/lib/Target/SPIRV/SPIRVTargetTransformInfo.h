//===- SPIRVTargetTransformInfo.h - What the optimizer asks of SPIR-V -*- C++ -*-===//
//
// LLVM's generic cost model, except that a kernel has no vector registers
// for the optimizer to fill: the consumer (Level-Zero and OpenCL drivers)
// vectorizes each kernel across work-items, and vector code formed from one
// work-item's scalars defeats that. With no vector registers, the SLP and
// loop vectorizers leave kernels alone; vectors the source wrote stay.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVTARGETTRANSFORMINFO_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVTARGETTRANSFORMINFO_H

#include "llvm/CodeGen/BasicTTIImpl.h"

namespace llvm {

class SPIRVTTIImpl final : public BasicTTIImpl {
public:
  SPIRVTTIImpl(const TargetMachine *TM, const Function &F)
      : BasicTTIImpl(TM, F) {}

  unsigned getNumberOfRegisters(unsigned ClassID) const override {
    bool Vector = ClassID == getRegisterClassForType(/*Vector=*/true);
    return Vector ? 0 : BasicTTIImpl::getNumberOfRegisters(ClassID);
  }
};

} // namespace llvm

#endif
