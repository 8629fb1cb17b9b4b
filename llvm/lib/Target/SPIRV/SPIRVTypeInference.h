//===- SPIRVTypeInference.h - SPIR-V types for virtual registers -*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVTYPEINFERENCE_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVTYPEINFERENCE_H

#include "llvm/CodeGenTypes/LowLevelType.h"

namespace llvm {
class Function;
class FunctionType;
class LLVMContext;
class SPIRVModuleState;
class MachineInstr;
class MachineRegisterInfo;
class Type;

/// The SPIR-V type that a register of \p Ty holds when nothing more is known
/// (integers, or floats when \p IsFloat; pointers to i8).
Type *spirvTypeFromLLT(LLT Ty, bool IsFloat, LLVMContext &Ctx);

/// The SPIR-V type of an IR value of type \p IRTy; \p Pointee is used when
/// it is a pointer (null means i8).
Type *spirvTypeOfIRValue(Type *IRTy, Type *Pointee);

/// The SPIR-V type in which an IR value of type \p IRTy crosses a function
/// boundary (parameter, argument, result): spirvTypeOfIRValue's, with every
/// array in it a struct of as many members of the element type (the same
/// composite indices). Intel's GPU compiler aborts on a function parameter
/// that is or holds an array.
Type *spirvTypeAtBoundary(Type *IRTy, Type *Pointee);

/// The SPIR-V type of the address of \p F (SPV_INTEL_function_pointers):
/// a pointer, in F's address space (SPIRVAS::CodeSection), to the
/// OpTypeFunction its OpFunction has.
Type *functionPointerType(const Function &F, const SPIRVModuleState &State);
/// The same for a call through a pointer in address space \p AS of IR
/// function type \p FT, whose pointer parameters and result have no
/// decided pointee (i8).
Type *functionPointerType(FunctionType *FT, unsigned AS);

/// The element type an access chain \p MI reaches from \p Source, or null
/// if an index cannot be followed (a non-constant struct index).
Type *indexedAccessChainType(Type *Source, const MachineInstr &MI,
                             const MachineRegisterInfo &MRI);

} // namespace llvm

#endif
