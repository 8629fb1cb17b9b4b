//===- SPIRVDebugInfo.h - Debug information as OpenCL.DebugInfo.100 -*- C++ -*-===//
//
// The IR's debug information (DICompileUnit, DISubprogram, DIType,
// DILocation, #dbg_declare / #dbg_value) written as the extended instruction
// set OpenCL.DebugInfo.100, with OpString and OpLine from the core
// (docs/Design.md, "Debug information"). The module emitter owns one per
// module that has debug information and calls it as it encodes: module-level
// debug instructions join the types-and-constants section as they are
// created, function-level ones (DebugScope, DebugNoScope, OpLine, OpNoLine,
// DebugDeclare, DebugValue) go into the body being encoded.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVDEBUGINFO_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVDEBUGINFO_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/IR/DebugLoc.h"
#include <memory>
#include <vector>

namespace llvm {
class DIExpression;
class DIFile;
class DILocalVariable;
class DILocation;
class DINode;
class DIScope;
class DISubprogram;
class DIType;
class Function;
class MachineDominatorTree;
class MachineFunction;
class MachineInstr;
class MDNode;
class Module;
class SPIRVModuleEmitter;
struct SPIRVInst;

class SPIRVDebugInfo {
public:
  /// The debug information of \p M, or null when it has none to emit (no
  /// compile unit, or only NoDebug ones).
  static std::unique_ptr<SPIRVDebugInfo> create(SPIRVModuleEmitter &E,
                                                const Module &M);
  ~SPIRVDebugInfo();

  /// Starts the body of \p MF's function (id \p FnId) into \p Body.
  /// \p IdOf gives the id of a virtual register of the function.
  void beginFunction(const MachineFunction &MF, uint32_t FnId,
                     std::vector<SPIRVInst> &Body,
                     function_ref<uint32_t(Register)> IdOf);
  /// A new block starts: no line and no scope are in effect.
  void beginBlock();
  /// After the entry block's variables: the DebugDeclare of each variable
  /// the function keeps on its stack (a #dbg_declare of a static alloca).
  void declareStackVariables();
  /// Before an instruction at \p DL: the DebugScope and OpLine (or
  /// DebugNoScope and OpNoLine) that it needs.
  void locate(const DebugLoc &DL);
  /// A DBG_VALUE: DebugValue or DebugDeclare, or nothing when the set cannot
  /// say it (documented in docs/Design.md).
  void value(const MachineInstr &MI);
  void endFunction();

  /// The OpString, OpSource and the import of the set, once the module's
  /// functions are encoded.
  void finish(std::vector<SPIRVInst> &Debug, std::vector<SPIRVInst> &Imports);

private:
  SPIRVDebugInfo(SPIRVModuleEmitter &E, const Module &M);

  SPIRVModuleEmitter &E;
  const Module &M;
  uint32_t SetId;
  std::vector<SPIRVInst> Strings;
  StringMap<uint32_t> StringIds;
  /// Debug instructions of metadata nodes (types, scopes, sources, units,
  /// expressions, variables, inlined-at locations).
  DenseMap<const MDNode *, uint32_t> NodeIds;
  /// The function of each subprogram that has a body here.
  DenseMap<const DISubprogram *, const Function *> Definitions;
  /// The DebugSource of each file path's OpString.
  DenseMap<uint32_t, uint32_t> Sources;
  uint32_t NoneId = 0, EmptyExpressionId = 0, VoidTypeId = 0;

  // The function being encoded.
  const MachineFunction *MF = nullptr;
  std::vector<SPIRVInst> *Body = nullptr;
  function_ref<uint32_t(Register)> IdOf;
  std::unique_ptr<MachineDominatorTree> DomTree;
  /// The OpVariable of each stack object.
  DenseMap<int, Register> FrameVariables;
  /// What the last OpLine / DebugScope of the current block said.
  uint32_t LineFile = 0, Line = 0, Column = 0, ScopeId = 0, InlinedId = 0;
  bool LineActive = false, ScopeActive = false;
  /// The module's DebugCompilationUnit, once made.
  uint32_t UnitId = 0;

  /// An OpExtInst of the set into the types-and-constants section.
  uint32_t global(uint32_t Number, ArrayRef<uint32_t> Operands,
                  uint32_t Id = 0);
  void local(uint32_t Number, ArrayRef<uint32_t> Operands);
  uint32_t none();
  uint32_t string(StringRef S);
  bool fits(const SPIRVInst &I);
  uint32_t i32(uint64_t Value);
  uint32_t source(const DIFile *F);
  uint32_t fileString(const DIFile *F);
  uint32_t compileUnit();
  uint32_t scope(const DIScope *S);
  uint32_t subprogram(const DISubprogram *SP);
  uint32_t inlinedAt(const DILocation *IA);
  uint32_t type(const DIType *T);
  uint32_t typeOrVoid(const DIType *T);
  uint32_t compositeType(const MDNode *CT);
  uint32_t unspecifiedType(const DIType *T);
  uint32_t expression(const DIExpression *Expr);
  uint32_t localVariable(const DILocalVariable *V);
  void globalVariables();
  /// Whether the definition of \p R is available at \p MI.
  bool dominates(Register R, const MachineInstr &MI);
};

} // namespace llvm

#endif
