//===- SPIRVModuleEmitter.h - Ids and logical layout of a module -*- C++ -*-===//
//
// The one registry of module-level entities. Types, constants, global
// variables, functions and imports are created here on first use, each
// defined exactly once, and numbered from one id counter in the order the
// module is visited (functions in module order, instructions in order), so
// the same input always gives the same bytes. Functions are encoded as they
// are selected; the sections are put in SPIR-V's logical layout at the end,
// together with the capabilities, extensions and version that what was
// emitted requires.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVMODULEEMITTER_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVMODULEEMITTER_H

#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVDecorationMetadata.h"
#include "SPIRVRequirements.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <map>
#include <memory>
#include <vector>

namespace llvm {
class Constant;
class Function;
class GlobalValue;
class GlobalVariable;
class MachineBasicBlock;
class MachineFunction;
class MachineInstr;
class MCInstrInfo;
class MDNode;
class Module;
class SPIRVDebugInfo;
class SPIRVModuleState;
class SPIRVSubtarget;
class Type;

/// One SPIR-V instruction: its target opcode and the words after the
/// opcode word.
struct SPIRVInst {
  unsigned Opcode;
  SmallVector<uint32_t, 6> Words;
};

class SPIRVModuleEmitter {
public:
  SPIRVModuleEmitter(const Module &M, const SPIRVSubtarget &ST,
                     const SPIRVModuleState &State, const MCInstrInfo &MII);
  ~SPIRVModuleEmitter();

  /// Encodes a selected machine function; returns false if an error was
  /// reported (the module is then not written).
  bool addFunction(const MachineFunction &MF);

  /// Completes the module: declarations, entry points, requirements. The
  /// result is the whole module in logical layout order; \p Error is set
  /// (and the result empty) if the module cannot be written.
  std::vector<SPIRVInst> finish(SPIRV::VersionWord &Version, uint32_t &Bound,
                                std::string &Error);

private:
  /// What the instructions of \p Sections need (capabilities, extensions,
  /// version); \p IsLibrary: the module has no entry points.
  SPIRVRequirements::Result
  requirements(ArrayRef<std::vector<SPIRVInst> *> Sections, bool IsLibrary) const;
  // Writes debug information through the registry's ids and sections.
  friend class SPIRVDebugInfo;
  const Module &M;
  const SPIRVSubtarget &ST;
  const SPIRVModuleState &State;
  const MCInstrInfo &MII;
  uint32_t NextId = 1;

  std::vector<SPIRVInst> Names, Decorations, Globals, FunctionDecls, FunctionDefs;
  DenseMap<Type *, uint32_t> TypeIds;
  /// Structs whose member types are being defined (to detect recursion).
  SmallPtrSet<Type *, 8> StructsInProgress;
  std::map<std::vector<uint32_t>, uint32_t> FunctionTypeIds;
  std::map<std::vector<uint32_t>, uint32_t> ConstantIds;
  DenseMap<const GlobalValue *, uint32_t> GlobalIds;
  std::vector<const GlobalVariable *> InputVariables;
  uint32_t OpenCLStdId = 0;
  /// Whether the module has no kernels (set by finish): its external
  /// functions are then its interface.
  bool IsLibrary = false;
  /// The LinkageAttributes type of \p GV's definition or declaration, if it
  /// has one (Import, Export, LinkOnceODR).
  std::optional<uint32_t> linkageType(const GlobalValue &GV) const;
  /// Appends to \p Modes the execution modes of \p Asked (mode, literals)
  /// that kernel \p Kernel may have: modes the grammar describes with
  /// these literals, whose extension or version the user enabled.
  void addRequestedModes(uint32_t Kernel, ArrayRef<SmallVector<uint32_t, 4>> Asked,
                         std::vector<SPIRVInst> &Modes);
  /// The module's debug information; null without any.
  std::unique_ptr<SPIRVDebugInfo> DebugInfo;
  /// The id of the OpenCL.std import, created on first use.
  uint32_t openCLStdId();
  uint32_t AsmTargetId = 0;
  std::map<std::tuple<StringRef, StringRef, uint32_t>, uint32_t> InlineAsmIds;
  bool Failed = false;
  /// The global variable whose initializer is being written, which an
  /// error names.
  const GlobalVariable *Initializing = nullptr;
  /// The function and instruction being encoded, which an error names.
  const Function *EncodingFunction = nullptr;
  const MachineInstr *EncodingInstr = nullptr;
  /// The global variable being declared (its decorations), which an error
  /// names.
  const GlobalVariable *Declaring = nullptr;
  /// Reports that \p What cannot be written, naming what is being encoded
  /// (a global variable's initializer or declaration, else a function's
  /// instruction and its source position), and marks the module failed.
  void fail(const Twine &What);
  /// The words of the longest instruction: the first word holds the word
  /// count in its high 16 bits.
  static constexpr size_t MaxWords = 0xFFFF;
  /// Whether \p I fits one instruction (its word count is 16 bits); if not,
  /// fails naming \p What, the construct it encodes.
  bool fits(const SPIRVInst &I, const Twine &What);
  /// fits, where naming the construct costs more than the size test: \p What
  /// makes the name only when the instruction does not fit.
  bool fits(const SPIRVInst &I, function_ref<std::string()> What);
  /// The construct machine instruction \p MI encodes, as an error names it.
  std::string constructOf(const MachineInstr &MI) const;

  uint32_t newId() { return NextId++; }
  void add(std::vector<SPIRVInst> &Section, unsigned Opcode,
           std::initializer_list<uint32_t> Words);

  uint32_t typeId(Type *T);
  uint32_t functionTypeId(Type *Ret, ArrayRef<Type *> Params);
  uint32_t constant(unsigned Opcode, uint32_t Type, ArrayRef<uint32_t> Words);
  uint32_t intConstant(Type *T, uint64_t Value);
  /// The specialization constant \p Opcode (OpSpecConstant[True|False]) of
  /// type \p Type, default \p Words and \p SpecId: one per type, default
  /// and SpecId, decorated with it.
  uint32_t specConstant(unsigned Opcode, uint32_t Type, ArrayRef<uint32_t> Words,
                        uint32_t SpecId);
  uint32_t constantOf(const Constant *C, Type *T);
  uint32_t reshapedConstant(const Constant *C, Type *T);
  /// An address in a global initializer (a global variable, or a constant
  /// expression of one): its id and SPIR-V pointer type; {0, null} after
  /// reporting what cannot be written.
  std::pair<uint32_t, Type *> addressConstant(const Constant *C);
  /// \p Id, of pointer type \p From, as a constant of pointer type \p To.
  uint32_t castAddress(uint32_t Id, Type *From, Type *To);
  uint32_t globalVariableId(const GlobalVariable &GV);
  /// Global variables whose initializer is being written (a cycle through
  /// initializers cannot be written).
  SmallPtrSet<const GlobalVariable *, 4> InitializersInProgress;
  /// The ids of the global variables that are not BuiltIn inputs, in the
  /// order they were created.
  SmallVector<uint32_t, 16> OtherVariables;
  uint32_t functionId(const Function &F);
  Type *returnType(const Function &F) const;
  void declareFunction(const Function &F);
  void addName(uint32_t Id, StringRef Name);
  void addWrapDecorations(uint32_t Id, const MachineInstr &MI);
  void addFastMathDecoration(uint32_t Id, const MachineInstr &MI,
                             ArrayRef<SPIRVDecorationWords> Given);
  /// Decorations given through metadata (validated by SPIRVCheckModule).
  SmallVector<SPIRVDecorationWords, 4> metadataDecorations(const MDNode *List);
  /// Adds a decoration the emitter itself derives, unless \p FromMetadata
  /// already has the same one, or (for LinkageAttributes) any linkage.
  void decorate(uint32_t Id, ArrayRef<uint32_t> Words,
                ArrayRef<SPIRVDecorationWords> FromMetadata);
  void addDecorations(uint32_t Id, ArrayRef<SPIRVDecorationWords> List);
  /// The decoration-lists of F's parameters; empty lists if there are none.
  SmallVector<SmallVector<SPIRVDecorationWords, 4>, 8>
  parameterDecorations(const Function &F);

  // Per function being encoded.
  struct FunctionContext;
  /// The OpAsmINTEL of inline assembly \p Asm (!{!"instructions",
  /// !"constraints"[, !"sideeffect"]}) with the result and operand types of \p Call, and
  /// the module's one OpAsmTargetINTEL before it.
  uint32_t inlineAsmId(FunctionContext &FC, const MachineInstr &Call, const MDNode *Asm);
  uint32_t idOf(FunctionContext &FC, Register R);
  uint32_t moduleLevelId(FunctionContext &FC, const MachineInstr &MI);
  void encode(FunctionContext &FC, const MachineInstr &MI,
              std::vector<SPIRVInst> &Out);
};

/// Packs a string as SPIR-V literal words (NUL-terminated, zero-padded).
void appendStringWords(StringRef S, SmallVectorImpl<uint32_t> &Words);

} // namespace llvm

#endif
