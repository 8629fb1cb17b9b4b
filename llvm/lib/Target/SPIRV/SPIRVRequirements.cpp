//===- SPIRVRequirements.cpp - Capabilities, extensions, version ----------===//

#include "SPIRVRequirements.h"
#include "llvm/IR/Function.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::SPIRV;

static std::string versionText(VersionWord V) {
  return (Twine(V >> 16) + "." + Twine((V >> 8) & 0xff)).str();
}

void SPIRVRequirements::setFunction(const Function *F) {
  Where = F ? (" in function @" + F->getName()).str() : std::string();
}

void SPIRVRequirements::addAvailability(const Availability &A,
                                        const Twine &Construct) {
  // Each grammar entry owns its availability, and what it adds is added by
  // its first use (the maps keep the first reason): a module's thousands of
  // instructions reach a few hundred of them.
  if (!SeenAvailabilities.insert(&A).second)
    return;
  ArrayRef<uint32_t> Caps = A.capabilities();
  ArrayRef<Extension> Exts = A.extensions();
  bool InCore = A.MinVersion != NoVersion;
  if (Caps.empty() && Exts.empty() && (!InCore || A.MinVersion <= MinVersion))
    return;
  std::string What = (Construct + Where).str();
  if (!Caps.empty())
    CapabilityAlternatives.emplace(std::vector<uint32_t>(Caps.begin(), Caps.end()),
                                   What);
  if (!Exts.empty() && !InCore)
    ExtensionAlternatives.emplace(std::vector<Extension>(Exts.begin(), Exts.end()),
                                  What);
  if (!Exts.empty() && InCore) {
    VersionOrExtension.emplace(
        std::make_pair(A.MinVersion,
                       std::vector<Extension>(Exts.begin(), Exts.end())),
        What);
    return;
  }
  if (InCore && A.MinVersion > MinVersion) {
    MinVersion = A.MinVersion;
    MinVersionReason = What;
  }
}

const GrammarEnumerant *SPIRVRequirements::addEnumerant(OperandKind Kind,
                                                        uint32_t Value) {
  const GrammarEnumerant *E = lookupEnumerant(Kind, Value);
  if (E)
    addAvailability(E->Avail, Twine(operandKindInfo(Kind).Name) + " " + E->Name);
  return E;
}

bool SPIRVRequirements::consumeOperand(OperandKind Kind,
                                       ArrayRef<uint32_t> Words, size_t &Idx) {
  if (Idx >= Words.size())
    return false;
  switch (operandKindInfo(Kind).Category) {
  case OperandCategory::Id:
    ++Idx;
    return true;
  case OperandCategory::Literal:
    if (Kind == OperandKind::LiteralContextDependentNumber)
      return false;
    if (Kind == OperandKind::LiteralString) {
      while (Idx < Words.size() && (Words[Idx] >> 24) != 0)
        ++Idx;
      ++Idx;
      return true;
    }
    ++Idx;
    return true;
  case OperandCategory::Composite:
    if (Kind == OperandKind::PairLiteralIntegerIdRef)
      return false;
    Idx += 2;
    return true;
  case OperandCategory::ValueEnum:
    if (const GrammarEnumerant *E = addEnumerant(Kind, Words[Idx++]))
      for (const GrammarOperand &P : E->parameters())
        if (!consumeOperand(P.Kind, Words, Idx))
          return false;
    return true;
  case OperandCategory::BitEnum: {
    uint32_t Mask = Words[Idx++];
    for (unsigned Bit = 0; Bit < 32; ++Bit) {
      if (!(Mask & (1u << Bit)))
        continue;
      if (const GrammarEnumerant *E = addEnumerant(Kind, 1u << Bit))
        for (const GrammarOperand &P : E->parameters())
          if (!consumeOperand(P.Kind, Words, Idx))
            return false;
    }
    return true;
  }
  }
  return false;
}

bool SPIRVRequirements::consumeOperands(ArrayRef<GrammarOperand> Operands,
                                        ArrayRef<uint32_t> Words, size_t &Idx) {
  for (const GrammarOperand &Op : Operands) {
    if (Op.Kind == OperandKind::LiteralExtInstInteger) {
      // The imported set's grammar describes the operands after the number
      // (OpenCL.DebugInfo.100's StorageClass operands need their
      // capabilities like any other). The set is the word before it.
      if (Idx == 0 || Idx >= Words.size())
        return false;
      auto Set = ExtInstSets.find(Words[Idx - 1]);
      const GrammarExtInst *E =
          Set == ExtInstSets.end() ? nullptr
                                   : lookupExtInst(Set->second, Words[Idx]);
      ++Idx;
      return E && consumeOperands(E->operands(), Words, Idx);
    }
    bool More = true;
    switch (Op.Quant) {
    case Quantifier::One:
    case Quantifier::Optional:
      More = consumeOperand(Op.Kind, Words, Idx);
      break;
    case Quantifier::Variadic:
      while (Idx < Words.size() && (More = consumeOperand(Op.Kind, Words, Idx)))
        ;
      break;
    }
    if (!More && Idx < Words.size())
      return false;
  }
  return true;
}

void SPIRVRequirements::addInstruction(uint16_t Opcode, ArrayRef<uint32_t> Words) {
  const GrammarInstruction *Inst = lookupInstruction(Opcode);
  if (!Inst)
    return;
  StringRef Name = Inst->Name;
  // SPV_NV_shader_atomic_fp16_vector: OpAtomicFAddEXT, OpAtomicFMinEXT,
  // OpAtomicFMaxEXT and OpAtomicExchange on vectors of half need its
  // capability alone (the grammar also ties OpAtomicFAddEXT to
  // SPV_EXT_shader_atomic_float_add, which only its scalar capabilities
  // need).
  bool HalfVectorAtomic = false;
  if ((Name == "OpAtomicFAddEXT" || Name == "OpAtomicFMinEXT" ||
       Name == "OpAtomicFMaxEXT" || Name == "OpAtomicExchange") && !Words.empty())
    if (auto V = VectorComponent.find(Words[0]); V != VectorComponent.end()) {
      auto Component = FloatTypeWidth.find(V->second);
      HalfVectorAtomic = Component != FloatTypeWidth.end() && Component->second == 16;
    }
  if (HalfVectorAtomic)
    addEnumerant(OperandKind::Capability, Capability::AtomicFloat16VectorNV);
  else
    addAvailability(Inst->Avail, Inst->Name);

  // Rules about types that the grammar leaves to the validation rules.
  auto Need = [&](uint32_t Cap, const char *What) {
    CapabilityAlternatives.emplace(std::vector<uint32_t>{Cap}, What + Where);
  };
  if (Name == "OpTypeInt" && Words.size() >= 2) {
    switch (Words[1]) {
    case 8: Need(Capability::Int8, "8-bit integers"); break;
    case 16: Need(Capability::Int16, "16-bit integers"); break;
    case 64: Need(Capability::Int64, "64-bit integers"); break;
    }
  } else if (Name == "OpTypeFloat" && Words.size() >= 2) {
    // An encoding operand (bfloat) brings its own capability.
    if (Words[1] == 16 && Words.size() == 2)
      Need(Capability::Float16, "half-precision floats");
    else if (Words[1] == 64)
      Need(Capability::Float64, "double-precision floats");
  } else if (Name == "OpTypeVector" && Words.size() >= 3) {
    if (Words[2] == 8 || Words[2] == 16)
      Need(Capability::Vector16, "8- and 16-component vectors");
  }
  // Images follow the OpenCL environment: every image needs ImageBasic,
  // read-write ones ImageReadWrite; 1D and buffer images that are written
  // Image1D / ImageBuffer (the grammar gives every 1D / buffer image
  // Sampled1D / SampledBuffer, which is enough for images only read).
  if (Name == "OpTypeImage" && Words.size() >= 9) {
    Need(Capability::ImageBasic, "images");
    uint32_t Dim = Words[2], Access = Words[8];
    if (Access == AccessQualifier::ReadWrite)
      Need(Capability::ImageReadWrite, "read-write images");
    if (Access != AccessQualifier::ReadOnly && Dim == Dim::Dim1D)
      Need(Capability::Image1D, "written 1D images");
    if (Access != AccessQualifier::ReadOnly && Dim == Dim::Buffer)
      Need(Capability::ImageBuffer, "written buffer images");
    // SPV_EXT_shader_image_int64: 64-bit integer texels, whatever the format.
    if (auto Int = IntTypeWidth.find(Words[1]);
        Int != IntTypeWidth.end() && Int->second == 64)
      Need(Capability::Int64ImageEXT, "64-bit integer texels");
  }
  if (Name == "OpExtInstImport" && !Words.empty()) {
    size_t Pos = 1;
    ExtInstSets[Words[0]] = decodeString(Words, Pos);
  }
  if (Name == "OpTypeInt" && Words.size() >= 2)
    IntTypeWidth[Words[0]] = Words[1];
  if (Name == "OpTypeFloat" && Words.size() >= 2)
    FloatTypeWidth[Words[0]] = Words[1];
  if (Name == "OpTypeVector" && Words.size() >= 2)
    VectorComponent[Words[0]] = Words[1];
  if (Name == "OpTypeFloat" && Words.size() >= 3 &&
      Words[2] == FPEncoding::BFloat16KHR)
    BFloatTypes.insert(Words[0]);
  if (Name == "OpTypePointer" && Words.size() >= 2)
    PointerStorageClass[Words[0]] = Words[1];
  // OpenCL.std's printf takes its format from UniformConstant; from any
  // other storage class with SPV_EXT_relaxed_printf_string_address_space.
  if (Name == "OpExtInst" && Words.size() >= 5) {
    auto Set = ExtInstSets.find(Words[2]);
    static const GrammarExtInst *Printf = lookupOpenCLStdInst("printf");
    auto FormatTy = ResultType.find(Words[4]);
    if (Set != ExtInstSets.end() && Set->second == "OpenCL.std" && Printf &&
        Words[3] == Printf->Opcode && FormatTy != ResultType.end()) {
      auto SC = PointerStorageClass.find(FormatTy->second);
      if (SC != PointerStorageClass.end() &&
          SC->second != StorageClass::UniformConstant)
        ExtensionAlternatives.emplace(
            std::vector<Extension>{
                Extension::SPV_EXT_relaxed_printf_string_address_space},
            "a printf format string outside the constant address space" +
                Where);
    }
  }
  if (Name == "OpTypeVector" && Words.size() >= 3 && Words[2] == 4) {
    auto Int = IntTypeWidth.find(Words[1]);
    if (Int != IntTypeWidth.end() && Int->second == 8)
      FourByteVectors.insert(Words[0]);
  }
  // SPV_KHR_integer_dot_product: the capability of the operands' form, by
  // the extension's validation rules (result type, result, vector 1, vector
  // 2[, accumulator][, packed vector format]).
  if (Name.contains("Dot") && Inst->Class == InstructionClass::Arithmetic &&
      Name != "OpDot" && Words.size() >= 4) {
    bool Packed = Words.size() == (Name.ends_with("AccSat") ? 6u : 5u);
    auto Operand = ResultType.find(Words[2]);
    if (Packed)
      Need(Capability::DotProductInput4x8BitPacked, "packed integer dot products");
    else if (Operand != ResultType.end() && FourByteVectors.count(Operand->second))
      Need(Capability::DotProductInput4x8Bit, "dot products of four 8-bit integers");
    else
      Need(Capability::DotProductInputAll, "integer dot products");
  }
  // SPV_KHR_bfloat16: OpDot on bfloat vectors has a capability of its own.
  if (Name == "OpDot" && !Words.empty() && BFloatTypes.count(Words[0]))
    Need(Capability::BFloat16DotProductKHR, "bfloat dot products");
  // ... and so does a cooperative matrix of bfloat (result, component type).
  if (Name == "OpTypeCooperativeMatrixKHR" && Words.size() >= 2 && BFloatTypes.count(Words[1]))
    Need(Capability::BFloat16CooperativeMatrixKHR, "bfloat cooperative matrices");
  ArrayRef<GrammarOperand> Ops = Inst->operands();
  bool HasResultType = !Ops.empty() && Ops[0].Kind == OperandKind::IdResultType;
  if (HasResultType && Words.size() >= 2)
    ResultType[Words[1]] = Words[0];
  if (Name.starts_with("OpAtomic")) {
    // The atomic's value type: its result type, or (OpAtomicStore) the type
    // of the value stored, its last operand.
    uint32_t Ty = 0;
    if (HasResultType && !Words.empty())
      Ty = Words[0];
    else if (!Words.empty())
      if (auto It = ResultType.find(Words.back()); It != ResultType.end())
        Ty = It->second;
    auto Int = IntTypeWidth.find(Ty);
    if (Int != IntTypeWidth.end() && Int->second == 64)
      Need(Capability::Int64Atomics, "64-bit integer atomics");
    // OpAtomicFAddEXT, OpAtomicFMinEXT / FMaxEXT: one capability per width
    // (and its extension).
    if (HalfVectorAtomic)
      Need(Capability::AtomicFloat16VectorNV, "atomics on vectors of half");
    bool MinMax = Name == "OpAtomicFMinEXT" || Name == "OpAtomicFMaxEXT";
    auto Float = FloatTypeWidth.find(Ty);
    if ((Name == "OpAtomicFAddEXT" || MinMax) && Float != FloatTypeWidth.end()) {
      unsigned W = Float->second;
      uint32_t Cap =
          MinMax ? (W == 16   ? Capability::AtomicFloat16MinMaxEXT
                    : W == 32 ? Capability::AtomicFloat32MinMaxEXT
                              : Capability::AtomicFloat64MinMaxEXT)
                 : (W == 16   ? Capability::AtomicFloat16AddEXT
                    : W == 32 ? Capability::AtomicFloat32AddEXT
                              : Capability::AtomicFloat64AddEXT);
      Need(Cap, MinMax ? "floating-point atomic min / max"
                       : "floating-point atomic add");
      addEnumerant(OperandKind::Capability, Cap);
    }
  }

  // Walk the operands to find every enumerant the instruction uses. Walking
  // stops at the first literal whose width depends on a type (the value of
  // OpConstant, the cases of OpSwitch): nothing after it is an enumerant.
  size_t Idx = 0;
  consumeOperands(Ops, Words, Idx);
}

/// Every capability that declaring \p Cap declares too, transitively.
static void addImplied(uint32_t Cap, std::set<uint32_t> &Out) {
  for (uint32_t Implied : impliedCapabilities(Cap))
    if (Out.insert(Implied).second)
      addImplied(Implied, Out);
}

static bool anyAllowed(ArrayRef<Extension> Exts, const ExtensionSet &Allowed) {
  return std::any_of(Exts.begin(), Exts.end(), [&](Extension E) {
    return Allowed.test(static_cast<unsigned>(E));
  });
}

bool SPIRVRequirements::canWrite(const Availability &A, VersionWord MaxVersion,
                                 const ExtensionSet &Allowed) {
  bool InCore = A.MinVersion != NoVersion;
  if (InCore && A.MinVersion <= MaxVersion)
    return true;
  return anyAllowed(A.extensions(), Allowed);
}

bool SPIRVRequirements::isEnabled(const GrammarEnumerant &E,
                                  VersionWord MaxVersion,
                                  const ExtensionSet &Allowed) {
  const Availability &A = E.Avail;
  if (!A.extensions().empty() ? !anyAllowed(A.extensions(), Allowed)
                              : A.MinVersion != NoVersion && A.MinVersion > MaxVersion)
    return false;
  ArrayRef<uint32_t> Caps = A.capabilities();
  return Caps.empty() || any_of(Caps, [&](uint32_t C) {
           const GrammarEnumerant *Cap =
               lookupEnumerant(OperandKind::Capability, C);
           return Cap && isKernelEnvironmentCapability(C) &&
                  isEnabled(*Cap, MaxVersion, Allowed);
         });
}

SPIRVRequirements::Result
SPIRVRequirements::finalize(VersionWord MaxVersion,
                            const ExtensionSet &Allowed) const {
  Result R;
  R.Version = MinVersion;
  if (MinVersion > MaxVersion)
    R.Error = MinVersionReason + " needs SPIR-V " + versionText(MinVersion) +
              ", but the version is capped at " + versionText(MaxVersion);

  // Single alternatives first; then, for each choice, keep one already
  // declared if there is one, else take the first the grammar lists.
  std::set<uint32_t> Declared;
  for (const auto &[Alternatives, What] : CapabilityAlternatives)
    if (Alternatives.size() == 1)
      Declared.insert(Alternatives.front());
  std::set<uint32_t> Covered = Declared;
  for (uint32_t C : Declared)
    addImplied(C, Covered);
  for (const auto &[Alternatives, What] : CapabilityAlternatives) {
    if (Alternatives.size() == 1 ||
        std::any_of(Alternatives.begin(), Alternatives.end(),
                    [&](uint32_t C) { return Covered.count(C); }))
      continue;
    // The first the module can declare under the cap and the allowed
    // extensions (SubgroupEqMask: GroupNonUniformBallot, not
    // SubgroupBallotKHR of SPV_KHR_shader_ballot; BitInstructions, not
    // Shader).
    auto It = std::find_if(Alternatives.begin(), Alternatives.end(), [&](uint32_t C) {
      const GrammarEnumerant *E = lookupEnumerant(OperandKind::Capability, C);
      return E && isKernelEnvironmentCapability(C) &&
             canWrite(E->Avail, MaxVersion, Allowed);
    });
    uint32_t Chosen = It != Alternatives.end() ? *It : Alternatives.front();
    Declared.insert(Chosen);
    Covered.insert(Chosen);
    addImplied(Chosen, Covered);
  }
  // Everything something needs directly is declared, even when another
  // declared capability implies it: drivers in the field look for Kernel and
  // Addresses by name.
  R.Capabilities.assign(Declared.begin(), Declared.end());

  // The first allowed alternative of each; content that only a disallowed
  // extension provides is an error, like content above the version cap. A
  // declared capability may need an extension of its own (the grammar gives
  // OpVariableLengthArrayINTEL only its capability, and the capability the
  // extension).
  std::set<std::string> Exts;
  // The version where the cap allows it (a newer module is what consumers
  // expect), else the extension.
  std::map<std::vector<Extension>, std::string> NeededExtensions =
      ExtensionAlternatives;
  for (const auto &[Need, What] : VersionOrExtension) {
    if (Need.first <= MaxVersion)
      R.Version = std::max(R.Version, Need.first);
    else
      NeededExtensions.emplace(Need.second, What);
  }
  for (uint32_t C : Declared)
    if (const GrammarEnumerant *E = lookupEnumerant(OperandKind::Capability, C);
        E && E->Avail.MinVersion == NoVersion && !E->Avail.extensions().empty())
      NeededExtensions.emplace(
          std::vector<Extension>(E->Avail.extensions().begin(),
                                 E->Avail.extensions().end()),
          std::string("Capability ") + E->Name);
  for (const auto &[Alternatives, What] : NeededExtensions) {
    auto It = std::find_if(Alternatives.begin(), Alternatives.end(),
                           [&](Extension E) {
                             return Allowed.test(static_cast<unsigned>(E));
                           });
    if (It != Alternatives.end()) {
      Exts.insert(extensionName(*It).str());
      continue;
    }
    if (R.Error.empty()) {
      std::string Names;
      for (Extension E : Alternatives)
        Names += (Names.empty() ? "" : " or ") + extensionName(E).str();
      R.Error = What + " needs the extension " + Names +
                ", which is not enabled (--spirv-ext)";
    }
  }
  R.Extensions.assign(Exts.begin(), Exts.end());
  return R;
}

bool SPIRVRequirements::isKernelEnvironmentCapability(uint32_t Cap) {
  namespace C = SPIRV::Capability;
  switch (Cap) {
  case C::Addresses: case C::Float16Buffer: case C::Int64: case C::Int16:
  case C::Int8: case C::Kernel: case C::Linkage: case C::Vector16:
  case C::GenericPointer: case C::Groups: case C::ImageBasic:
  case C::Float16: case C::Float64: case C::Int64Atomics:
  case C::LiteralSampler: case C::Sampled1D: case C::Image1D:
  case C::SampledBuffer: case C::ImageBuffer: case C::ImageReadWrite:
  case C::GroupNonUniform: case C::GroupNonUniformVote:
  case C::GroupNonUniformArithmetic: case C::GroupNonUniformBallot:
  case C::GroupNonUniformShuffle: case C::GroupNonUniformShuffleRelative:
  case C::GroupNonUniformClustered:
  // SPV_EXT_shader_image_int64's: the grammar lists Shader as its
  // dependency, but SPIRV-Tools 2025.5 accepts it in a Kernel module, where
  // it gives images 64-bit integer texels.
  case C::Int64ImageEXT:
  // The OpenCL SPIR-V environment's pipes and device-side enqueue, which
  // SPIRVCheckModule refuses under -spirv-environment=level-zero.
  case C::Pipes: case C::PipeStorage: case C::DeviceEnqueue:
    return true;
  default:
    break;
  }
  const SPIRV::GrammarEnumerant *E =
      SPIRV::lookupEnumerant(SPIRV::OperandKind::Capability, Cap);
  return E && !E->Avail.extensions().empty() &&
         all_of(E->Avail.capabilities(), isKernelEnvironmentCapability);
}

bool SPIRVRequirements::isInKernelEnvironment(const SPIRV::Availability &A) {
  ArrayRef<uint32_t> Caps = A.capabilities();
  return Caps.empty() || any_of(Caps, isKernelEnvironmentCapability);
}
