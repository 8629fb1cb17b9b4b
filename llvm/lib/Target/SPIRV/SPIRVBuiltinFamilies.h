//===- SPIRVBuiltinFamilies.h - One interface per builtin family -*- C++ -*-===//
//
// Each family of builtins (SPIRVBuiltins<Family>.cpp) provides:
//  - describe: whether a declaration belongs to the family, and what it is
//    (its table entry, its SPIR-V parameter types, or why it cannot be
//    lowered);
//  - check: what a call must satisfy beyond its declaration (operands that
//    must be constants), reported once by SPIRVCheckModule;
//  - lower: the generic MIR call lowering emits for a checked call.
// SPIRVBuiltins.cpp asks the families in turn; nothing else knows them.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINFAMILIES_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINFAMILIES_H

#include "SPIRVBuiltins.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVDemangler.h"
#include "llvm/CodeGen/GlobalISel/CallLowering.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"

namespace llvm {
class MachineIRBuilder;

/// A declaration as the families see it.
struct BuiltinName {
  const Function &F;
  /// The source-level name: get_global_id, atomic_add, __spirv_ocl_sqrt.
  StringRef Name;
  /// Demangled, or taken from the IR for unmangled names (pointees are then
  /// unknown).
  ArrayRef<DemangledType> Params;
  /// Whether the name is Itanium-mangled (OpenCL C builtins always are).
  bool Mangled;
};

struct BuiltinFamilyImpl {
  std::optional<BuiltinDescription> (*Describe)(const BuiltinName &N);
  /// Null when a lowerable declaration is all a call needs.
  BuiltinCallProblem (*Check)(const BuiltinDescription &D, const CallBase &Call);
  bool (*Lower)(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                const BuiltinDescription &D);
};

#define BUILTIN_FAMILY(Name, CNames) extern const BuiltinFamilyImpl Name##Family;
#include "SPIRVBuiltinFamilies.def"

/// Lowers a call of the builtin \p D that SPIRVCheckModule accepted.
bool lowerBuiltinCall(MachineIRBuilder &B,
                      const CallLowering::CallLoweringInfo &Info,
                      const BuiltinDescription &D);

//===----------------------------------------------------------------------===//
// Helpers the families share
//===----------------------------------------------------------------------===//

/// A description of family \p Impl for \p N, with no entry yet.
BuiltinDescription newDescription(BuiltinFamily Family,
                                  const BuiltinFamilyImpl &Impl,
                                  const BuiltinName &N);

/// "builtin <name> with this signature (@<mangled>)".
std::string unsupportedSignature(const BuiltinName &N);

/// A misused call of \p D: "<name>: operand <Operand + 1> (<Kind>) must be
/// <Must>" (operands count from 1, as the call's arguments).
BuiltinCallProblem misuse(const BuiltinDescription &D, unsigned Operand,
                          SPIRV::OperandKind Kind, const Twine &Must);

/// An IR type as the IR prints it.
std::string typeText(Type *T);

/// Sets the SPIR-V type of \p R, a register call lowering defines, so that
/// type inference keeps it.
void setSPIRVType(MachineIRBuilder &B, Register R, Type *T);

/// Starts SPIR-V instruction \p Opcode (SPIRV::OpXxx) defining \p Def, as
/// the target generic opcode of its effects (SPIRV::genericInstOpcode);
/// the operands follow.
MachineInstrBuilder buildInstruction(MachineIRBuilder &B, unsigned Opcode,
                                     Register Def);

/// \p R as an operand of SPIR-V type \p T: a COPY whose result has that
/// type, which selection turns into the cast if \p R's type differs.
Register typedOperand(MachineIRBuilder &B, Register R, Type *T);

/// \p Arg, or the pointer it was cast to generic from (OpenCL 2.0 code
/// calls the generic overload; readers map a pointer in its own storage
/// class to that address space's overload, and OpenCL 1.2 libraries have no
/// generic one). Sets \p AS to the address space of what it returns.
Register bypassGenericCast(MachineIRBuilder &B, Register Arg, unsigned &AS);

/// The FPRoundingMode a name suffix _rte / _rtz / _rtp / _rtn stands for.
std::optional<uint32_t> roundingModeSuffix(StringRef Suffix);

/// What a call of a group instruction (GroupOpcode set) cannot have:
/// operands that must be constants and are not, scopes and group operations
/// the translator's spellings may not name.
BuiltinCallProblem checkGroupCall(const BuiltinDescription &D, const CallBase &Call);

/// Emits the group instruction of \p D, its operands in the grammar's
/// order: the Scope and GroupOperation of the description (or the call's
/// first operands), then the call's operands as ids of their parameter
/// types (predicates compared with 0), an OpenCL int for a boolean result.
bool lowerGroupInstruction(MachineIRBuilder &B,
                           const CallLowering::CallLoweringInfo &Info,
                           const BuiltinDescription &D);

/// Describes a call of \p E whose operands are its instruction's id
/// operands in the grammar's order (a fixed execution scope left out).
/// \p OperandType gives the SPIR-V type of id operand \p Operand (counted
/// from 0 without the scope; GrammarOrderResult for the result) of IR type
/// \p T, or null when the instruction cannot take it there. Sets
/// Unsupported for any other signature.
constexpr unsigned GrammarOrderResult = ~0u;
BuiltinDescription describeInGrammarOrder(
    BuiltinFamily Family, const BuiltinFamilyImpl &Impl, const BuiltinName &N,
    const GrammarOrderBuiltin &E,
    Type *(*OperandType)(const GrammarOrderBuiltin &E, unsigned Operand, Type *T));

/// What a call described by describeInGrammarOrder cannot have: an
/// execution scope operand other than a constant Workgroup or Subgroup.
BuiltinCallProblem checkGrammarOrderCall(const BuiltinDescription &D,
                                         const CallBase &Call);

/// Emits the instruction of \p D (describeInGrammarOrder) with the call's
/// operands in the grammar's order, each of its ParamTypes.
bool lowerInGrammarOrder(MachineIRBuilder &B,
                         const CallLowering::CallLoweringInfo &Info,
                         const BuiltinDescription &D);

/// The entry of a builtin family table with this source-level name.
template <typename Entry>
const Entry *findByName(ArrayRef<Entry> Table, StringRef Name) {
  for (const Entry &E : Table)
    if (E.Name == Name)
      return &E;
  return nullptr;
}
template <typename Entry, size_t N>
const Entry *findByName(const Entry (&Table)[N], StringRef Name) {
  return findByName(ArrayRef<Entry>(Table), Name);
}

} // namespace llvm

#endif
