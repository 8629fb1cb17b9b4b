//===- SPIRVTargetTransformInfo.h - What the optimizer asks of SPIR-V -*- C++ -*-===//
//
// LLVM's generic cost model, except that a kernel has no vector registers
// for the optimizer to fill: the consumer (Level-Zero and OpenCL drivers)
// vectorizes each kernel across work-items, and vector code formed from one
// work-item's scalars defeats that. With no vector registers, the SLP and
// loop vectorizers leave kernels alone; vectors the source wrote stay.
//
// The address spaces follow the OpenCL memory model that SPIR-V's Kernel
// storage classes express: Generic (4) is the flat one, which holds
// pointers into Function (0), Workgroup (3) and CrossWorkgroup (1) memory,
// so InferAddressSpaces rewrites a generic access whose object it can trace
// into an access of that storage class. A consumer (Intel's GPU compiler)
// otherwise resolves each generic access at run time.
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

  unsigned getFlatAddressSpace() const override;
  /// No cast between storage classes is a no-op: SPIR-V converts with
  /// OpPtrCastToGeneric and OpGenericCastToPtr and leaves the bits of a
  /// generic pointer to the consumer (which may tag them).
  bool isNoopAddrSpaceCast(unsigned FromAS, unsigned ToAS) const override {
    return false;
  }
  bool addrspacesMayAlias(unsigned AS0, unsigned AS1) const override;
  unsigned getAssumedAddrSpace(const Value *V) const override;
};

} // namespace llvm

#endif
