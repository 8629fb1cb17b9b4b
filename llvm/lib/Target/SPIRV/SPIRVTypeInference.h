//===- SPIRVTypeInference.h - SPIR-V types for virtual registers -*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVTYPEINFERENCE_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVTYPEINFERENCE_H

#include "llvm/CodeGenTypes/LowLevelType.h"

namespace llvm {
class LLVMContext;
class MachineInstr;
class MachineRegisterInfo;
class Type;

/// The SPIR-V type that a register of \p Ty holds when nothing more is known
/// (integers, or floats when \p IsFloat; pointers to i8).
Type *spirvTypeFromLLT(LLT Ty, bool IsFloat, LLVMContext &Ctx);

/// The SPIR-V type of an IR value of type \p IRTy; \p Pointee is used when
/// it is a pointer (null means i8).
Type *spirvTypeOfIRValue(Type *IRTy, Type *Pointee);

/// The element type an access chain \p MI reaches from \p Source, or null
/// if an index cannot be followed (a non-constant struct index).
Type *indexedAccessChainType(Type *Source, const MachineInstr &MI,
                             const MachineRegisterInfo &MRI);

} // namespace llvm

#endif
