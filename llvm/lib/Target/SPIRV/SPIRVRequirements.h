//===- SPIRVRequirements.h - Capabilities, extensions, version -*- C++ -*-===//
//
// A module's OpCapability/OpExtension set and its version are derived from
// what it contains: every emitted instruction is walked with the grammar,
// and each opcode and enumerant contributes its availability. A few rules
// the grammar does not encode (type widths) are added here.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVREQUIREMENTS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVREQUIREMENTS_H

#include "MCTargetDesc/SPIRVGrammar.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace llvm {

class Function;

class SPIRVRequirements {
  /// Each set of alternatives that something needs, with what needed it.
  std::map<std::vector<uint32_t>, std::string> CapabilityAlternatives;
  std::map<std::vector<SPIRV::Extension>, std::string> ExtensionAlternatives;
  /// Content that is core from a version on and available before it through
  /// an extension: the version if the cap allows it, else the extension.
  std::map<std::pair<SPIRV::VersionWord, std::vector<SPIRV::Extension>>,
           std::string>
      VersionOrExtension;
  SPIRV::VersionWord MinVersion = SPIRV::makeVersion(1, 0);
  /// What the type-width rules need to know of the ids seen so far: the
  /// width of each integer and float type, the result type of each value.
  DenseMap<uint32_t, uint32_t> IntTypeWidth, FloatTypeWidth, ResultType;
  DenseMap<uint32_t, uint32_t> VectorComponent; // vector type -> component type
  /// The storage class of each OpTypePointer.
  DenseMap<uint32_t, uint32_t> PointerStorageClass;
  /// The OpTypeFloat ids with the BFloat16KHR encoding.
  DenseSet<uint32_t> BFloatTypes;
  /// The OpTypeVector ids of four 8-bit integers.
  DenseSet<uint32_t> FourByteVectors;
  /// The grammar entries' availabilities already added.
  SmallPtrSet<const SPIRV::Availability *, 32> SeenAvailabilities;
  /// The name of each imported extended instruction set, by id.
  std::map<uint32_t, std::string> ExtInstSets;
  std::string MinVersionReason;
  /// Where the instructions being added are (" in function @f"), which
  /// errors name after what needs a version or an extension.
  std::string Where;

  void addAvailability(const SPIRV::Availability &A, const Twine &What);
  /// Adds what enumerant \p Value of \p Kind needs; the enumerant, null if
  /// the grammar does not know it.
  const SPIRV::GrammarEnumerant *addEnumerant(SPIRV::OperandKind Kind,
                                              uint32_t Value);
  /// Consumes the words at \p Idx of one operand of kind \p Kind (and its
  /// enumerants' parameters), adding what its enumerants need; false where
  /// the walk cannot go on (a literal whose width depends on a type).
  bool consumeOperand(SPIRV::OperandKind Kind, ArrayRef<uint32_t> Words,
                      size_t &Idx);
  /// consumeOperand for each of \p Operands in turn; an extended
  /// instruction's number continues with that instruction's operands.
  bool consumeOperands(ArrayRef<SPIRV::GrammarOperand> Operands,
                       ArrayRef<uint32_t> Words, size_t &Idx);

public:
  /// Records what the instruction with these operand words needs.
  void addInstruction(uint16_t Opcode, ArrayRef<uint32_t> Words);
  /// The function whose instructions are added next (null: module level).
  void setFunction(const Function *F);
  /// Whether the Kernel environment may declare \p Capability: one the
  /// Level-Zero SPIR-V environment specification requires (with the
  /// sub-group ones of OpenCL 3.0, and the OpenCL SPIR-V environment's
  /// Pipes, PipeStorage and DeviceEnqueue), or one an extension brings whose
  /// dependencies it may declare (whether the extension is enabled is
  /// --spirv-ext's, checked where it is used). Not Shader's family.
  static bool isKernelEnvironmentCapability(uint32_t Capability);
  /// Whether content available as \p A needs no capability or one of them
  /// is a Kernel environment capability.
  static bool isInKernelEnvironment(const SPIRV::Availability &A);
  /// Whether content available as \p A can be written under \p MaxVersion
  /// with the \p Allowed extensions (for what is optional to write).
  static bool canWrite(const SPIRV::Availability &A,
                       SPIRV::VersionWord MaxVersion,
                       const SPIRV::ExtensionSet &Allowed);
  /// Whether the user enabled what enumerant \p E (an execution mode the
  /// source asks for) comes with: an extension it or one of its
  /// capabilities lists, even where the version has it in core, else its
  /// version; and a capability of the Kernel environment.
  static bool isEnabled(const SPIRV::GrammarEnumerant &E,
                        SPIRV::VersionWord MaxVersion,
                        const SPIRV::ExtensionSet &Allowed);
  /// Records a capability that the module as a whole needs (not implied by
  /// any one instruction).
  void addCapability(uint32_t Capability, const std::string &What) {
    CapabilityAlternatives.emplace(std::vector<uint32_t>{Capability}, What);
  }

  struct Result {
    std::vector<uint32_t> Capabilities; // minimal, sorted
    std::vector<std::string> Extensions; // sorted
    SPIRV::VersionWord Version;
    /// Non-empty if the content needs more than the version cap or an
    /// extension that is not allowed.
    std::string Error;
  };
  Result finalize(SPIRV::VersionWord MaxVersion,
                  const SPIRV::ExtensionSet &Allowed) const;
};

} // namespace llvm

#endif
