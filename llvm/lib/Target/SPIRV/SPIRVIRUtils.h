//===- SPIRVIRUtils.h - Helpers of the IR-level passes ---------*- C++ -*-===//
//
// What more than one of the target's IR passes needs.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVIRUTILS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVIRUTILS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Alignment.h"
#include <cstdint>
#include <string>

namespace llvm {
class CallInst;
class DataLayout;
class Function;
class IRBuilderBase;
class Module;
class SPIRVModuleState;
class Type;
class Value;

/// The functions of @llvm.global_ctors (\p Finalizers false) or
/// @llvm.global_dtors (true), in the list's order: the entry points that
/// core SPIR-V's Initializer / Finalizer execution modes mark. Entries
/// that are not functions are left out (spirv-check-module refuses them).
SmallVector<Function *, 2> moduleInitializers(const Module &M, bool Finalizers);

/// The IR spelling of \p Ty, for messages.
std::string typeName(Type *Ty);

/// The type that every access through \p Ptr uses, if they all agree and it
/// is a scalar or vector of non-boolean values: loads and stores through it,
/// and getelementptrs that index it by a non-byte type.
Type *commonAccessType(Value *Ptr);

/// A call of a target marker that call lowering turns into the core
/// instruction \p Opcode (a SPIRV:: opcode) with result type \p Ret and
/// operands \p Ops: how an IR pass asks for an instruction LLVM IR lacks.
CallInst *createCoreInstruction(IRBuilderBase &B, unsigned Opcode, Type *Ret,
                                ArrayRef<Value *> Ops);

/// The Alignment decoration a variable of type \p Ty placed at \p Given
/// needs, or 0 for none: a consumer places a variable at its type's ABI
/// alignment, so only an alignment beyond that must be stated (PoCL's aligned
/// vector moves fault on an `align 64` copy of a vec<float, 16> placed at 8).
uint32_t alignmentBeyondABI(const DataLayout &DL, Type *Ty, MaybeAlign Given);

/// The object \p P points into, through casts (address space casts too),
/// getelementptrs and the access-chain markers spirv-access-chains makes of
/// them, as far as the offsets are constants; adds the byte offset to
/// \p Offset.
const Value *stripConstantOffsets(const Value *P, const DataLayout &DL,
                                  int64_t &Offset);

/// After an error nothing of the module is emitted: marks the module failed
/// and drops every body, so no later pass meets what was rejected.
void abandonModule(Module &M, SPIRVModuleState &State);

} // namespace llvm

#endif
