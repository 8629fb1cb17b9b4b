//===- SPIRVModuleState.h - Decisions shared across the pipeline -*- C++ -*-===//
//
// SPIR-V pointers are typed; LLVM IR pointers are not. SPIRVDecidePointees
// decides, once per module, the pointee type of every pointer that enters a
// function from outside (arguments, call results) and records it here. The
// machine passes read these decisions; nobody re-derives them.
//
// Pointee types are IR types in which nested pointers are TypedPointerType
// (so "pointer to pointer to float" is representable).
//
// It also keeps the builtin catalog, so that each declaration is described
// as a builtin once for the whole pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVMODULESTATE_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVMODULESTATE_H

#include "SPIRVBuiltins.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Pass.h"

namespace llvm {
class Argument;
class Function;
class Type;
class Value;

class SPIRVModuleState : public ImmutablePass {
  DenseMap<const Value *, Type *> Pointees;
  mutable BuiltinCatalog Builtins;
  bool Failed = false;

public:
  static char ID;
  SPIRVModuleState();

  /// The pointee decided for a pointer-typed argument, or for the pointer
  /// returned by a function (keyed by the Function). Null if undecided.
  Type *getPointee(const Value *V) const { return Pointees.lookup(V); }
  void setPointee(const Value *V, Type *Pointee) { Pointees[V] = Pointee; }
  void clear() {
    Pointees.clear();
    Builtins.clear();
    Failed = false;
  }

  /// What each declaration is as a builtin, described once per module.
  BuiltinCatalog &builtins() const { return Builtins; }

  /// Set once an error has been reported for the module: no module is
  /// written, whatever later passes do.
  bool failed() const { return Failed; }
  void setFailed() { Failed = true; }
};

} // namespace llvm

#endif
