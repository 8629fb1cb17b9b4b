//===- SPIRVMachineFunctionInfo.h - Per-function SPIR-V state --*- C++ -*-===//
//
// The SPIR-V type of every virtual register. GlobalISel's LLTs do not tell
// an integer from a float of the same width, nor what a pointer points to;
// SPIRVTypeInference fills this map and instruction selection extends it for
// the registers it creates. The module emitter reads it to write each
// instruction's result type. Types are IR types in which pointers are
// TypedPointerType. Also the decorations some registers carry from IR
// (an alloca's !spirv.Decorations, an annotated pointer).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVMACHINEFUNCTIONINFO_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVMACHINEFUNCTIONINFO_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MIRYamlMapping.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class MDNode;
class SPIRVMachineFunctionInfo;
class SPIRVModuleState;
class Type;
struct PerFunctionMIParsingState;
class SMDiagnostic;
class SMRange;

namespace yaml {
/// One register's SPIR-V type, as the IR prints it (pointers as
/// `typedptr(<pointee>, <address space>)`).
struct SPIRVRegisterType {
  StringValue Reg;
  StringValue Type;
};
template <> struct MappingTraits<SPIRVRegisterType> {
  static void mapping(IO &YamlIO, SPIRVRegisterType &R) {
    YamlIO.mapRequired("reg", R.Reg);
    YamlIO.mapRequired("type", R.Type);
  }
  static const bool flow = true;
};

struct SPIRVVariableAlignment {
  StringValue Reg;
  uint32_t Align = 0;
};
template <> struct MappingTraits<SPIRVVariableAlignment> {
  static void mapping(IO &YamlIO, SPIRVVariableAlignment &A) {
    YamlIO.mapRequired("reg", A.Reg);
    YamlIO.mapRequired("align", A.Align);
  }
  static const bool flow = true;
};
} // namespace yaml
} // namespace llvm

LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::SPIRVRegisterType)
LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::SPIRVVariableAlignment)

namespace llvm {
namespace yaml {
/// The MIR form of SPIRVMachineFunctionInfo (`machineFunctionInfo:`): the
/// registers' SPIR-V types, the parameters, the variables' alignments and
/// whether an error was reported. Decorations and the variables of stack
/// objects are not written: MIR tests of the selector do not need them.
struct SPIRVFunctionInfo final : public yaml::MachineFunctionInfo {
  std::vector<SPIRVRegisterType> RegisterTypes;
  std::vector<StringValue> Params;
  std::vector<SPIRVVariableAlignment> VariableAlignments;
  bool Failed = false;

  SPIRVFunctionInfo() = default;
  explicit SPIRVFunctionInfo(const llvm::SPIRVMachineFunctionInfo &Info);
  void mappingImpl(IO &YamlIO) override;
};
template <> struct MappingTraits<SPIRVFunctionInfo> {
  static void mapping(IO &YamlIO, SPIRVFunctionInfo &Info) {
    YamlIO.mapOptional("registerTypes", Info.RegisterTypes);
    YamlIO.mapOptional("params", Info.Params);
    YamlIO.mapOptional("variableAlignments", Info.VariableAlignments);
    YamlIO.mapOptional("failed", Info.Failed, false);
  }
};
} // namespace yaml

class SPIRVMachineFunctionInfo : public MachineFunctionInfo {
  friend struct yaml::SPIRVFunctionInfo;
  DenseMap<Register, Type *> VRegTypes;
  /// Decoration-lists (as in !spirv.Decorations) of registers whose IR
  /// value was decorated: an alloca's OpVariable, an annotated copy.
  DenseMap<Register, const MDNode *> VRegDecorations;
  /// The OpVariable of each stack object (for its debug information).
  DenseMap<int, Register> FrameVariables;
  /// Function-storage OpVariables aligned beyond their type's ABI alignment.
  DenseMap<Register, uint32_t> VariableAlignments;
  /// The OpFunctionParameter result of each IR argument, in order.
  SmallVector<Register, 8> Params;
  /// Set when an error was reported for this function; nothing is emitted.
  bool Failed = false;
  const SPIRVModuleState *State = nullptr;

public:
  SPIRVMachineFunctionInfo(const Function &, const TargetSubtargetInfo *) {}

  Type *getType(Register R) const { return VRegTypes.lookup(R); }
  void setType(Register R, Type *T) { VRegTypes[R] = T; }

  const MDNode *getDecorations(Register R) const {
    return VRegDecorations.lookup(R);
  }
  void setDecorations(Register R, const MDNode *List) {
    if (List)
      VRegDecorations[R] = List;
  }

  uint32_t getVariableAlignment(Register R) const {
    return VariableAlignments.lookup(R);
  }
  void setVariableAlignment(Register R, uint32_t A) { VariableAlignments[R] = A; }

  Register getFrameVariable(int FI) const { return FrameVariables.lookup(FI); }
  void setFrameVariable(int FI, Register R) { FrameVariables.try_emplace(FI, R); }
  void addParam(Register R) { Params.push_back(R); }
  ArrayRef<Register> params() const { return Params; }

  /// The module-wide decisions, made reachable from code that is not a
  /// pass (call lowering, instruction selection); set when IRTranslator
  /// starts (and by SPIRVTypeInference, for MIR that skipped it).
  const SPIRVModuleState &moduleState() const { return *State; }
  bool hasModuleState() const { return State; }
  void setModuleState(const SPIRVModuleState &S) { State = &S; }

  bool failed() const { return Failed; }
  void setFailed() { Failed = true; }

  /// Reads the MIR form; true, with \p Error set, on an error.
  bool initializeFromYAML(const yaml::SPIRVFunctionInfo &YamlInfo,
                          PerFunctionMIParsingState &PFS, SMDiagnostic &Error,
                          SMRange &SourceRange);
};

} // namespace llvm

#endif
