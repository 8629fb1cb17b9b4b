//===- SPIRVDecorationMetadata.cpp - Decorations given in IR metadata -----===//

#include "SPIRVDecorationMetadata.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVModuleEmitter.h"
#include "SPIRVRequirements.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;
using namespace llvm::SPIRV;

/// A 32-bit literal from an integer operand; nullopt if it is not one.
static std::optional<uint32_t> literalWord(const MDOperand &Op) {
  auto *C = mdconst::dyn_extract_or_null<ConstantInt>(Op);
  if (!C || !C->getValue().isIntN(32))
    return std::nullopt;
  return uint32_t(C->getZExtValue());
}

/// Encodes one extra operand of kind \p Kind; false (with \p What set) if
/// the operand does not fit the kind or the kind is not a literal one.
static bool encodeOperand(OperandKind Kind, const MDOperand &Op,
                          StringRef Decoration, SPIRVDecorationWords &Out,
                          std::string &What) {
  const OperandKindInfo &Info = operandKindInfo(Kind);
  auto Fail = [&](const Twine &Why) {
    What = ("decoration " + Decoration + " with " + Why).str();
    return false;
  };
  switch (Info.Category) {
  case OperandCategory::Id:
    return Fail("an id operand");
  case OperandCategory::Composite:
    return Fail("a " + Twine(Info.Name) + " operand");
  case OperandCategory::Literal:
    if (Kind == OperandKind::LiteralString) {
      auto *S = dyn_cast_or_null<MDString>(Op);
      if (!S)
        return Fail("a non-string operand where the grammar wants a string");
      appendStringWords(S->getString(), Out);
      return true;
    }
    // A 32-bit float literal (FPMaxErrorDecorationINTEL's bound) is its
    // bits.
    if (Kind == OperandKind::LiteralFloat) {
      auto *F = mdconst::dyn_extract_or_null<ConstantFP>(Op);
      if (!F || !F->getType()->isFloatTy())
        return Fail("an operand that is not a float where the grammar wants "
                    "a float");
      Out.push_back(uint32_t(F->getValueAPF().bitcastToAPInt().getZExtValue()));
      return true;
    }
    if (Kind != OperandKind::LiteralInteger)
      return Fail("a " + Twine(Info.Name) + " operand");
    if (std::optional<uint32_t> W = literalWord(Op)) {
      Out.push_back(*W);
      return true;
    }
    return Fail("an operand that is not a 32-bit integer where the grammar "
                "wants an integer");
  case OperandCategory::ValueEnum:
  case OperandCategory::BitEnum: {
    // SPIRV-Tools 2025.5's validator stops with an internal error on this
    // kind (InitModeALTERA's operand), so no module holding it is judged.
    if (Kind == OperandKind::InitializationModeQualifier)
      return Fail("a " + Twine(Info.Name) +
                  " operand (SPIRV-Tools 2025.5 cannot validate it)");
    std::optional<uint32_t> W = literalWord(Op);
    if (!W)
      return Fail("a " + Twine(Info.Name) + " operand that is not an integer");
    // Each enumerant used must be known and take no operands of its own.
    SmallVector<uint32_t, 4> Used;
    if (Info.Category == OperandCategory::ValueEnum || *W == 0)
      Used.push_back(*W);
    else
      for (unsigned Bit = 0; Bit < 32; ++Bit)
        if (*W & (1u << Bit))
          Used.push_back(1u << Bit);
    for (uint32_t V : Used) {
      const GrammarEnumerant *E = lookupEnumerant(Kind, V);
      if (!E)
        return Fail(Twine(Info.Name) + " " + Twine(V));
      if (!E->parameters().empty())
        return Fail(Twine(Info.Name) + " " + E->Name +
                    ", which takes operands of its own");
    }
    Out.push_back(*W);
    return true;
  }
  }
  return Fail("an operand of unknown kind");
}

static bool decodeNode(const MDNode *N, SPIRVDecorationWords &Out,
                       std::string &What) {
  if (!N || N->getNumOperands() == 0) {
    What = "a decoration-list entry that is not a decoration-node";
    return false;
  }
  std::optional<uint32_t> Value = literalWord(N->getOperand(0));
  if (!Value) {
    What = "a decoration-node whose first operand is not an i32 decoration";
    return false;
  }
  const GrammarEnumerant *E = lookupEnumerant(OperandKind::Decoration, *Value);
  if (!E) {
    What = ("decoration " + Twine(*Value)).str();
    return false;
  }
  // (Uniform, RelaxedPrecision, Location... would declare Shader.)
  if (!SPIRVRequirements::isInKernelEnvironment(E->Avail)) {
    const GrammarEnumerant *C = lookupEnumerant(OperandKind::Capability,
                                                E->Avail.capabilities().front());
    What = ("decoration " + Twine(E->Name) + " (it needs " +
            (C ? C->Name : "a capability") +
            ", which the Kernel environment does not have)")
               .str();
    return false;
  }
  unsigned NumExtra = N->getNumOperands() - 1, Idx = 1;
  // A decoration without operands may carry the translator's boolean, as
  // SYCL properties give it (`conduit = true` is !{i32 6175, i32 1}): 1
  // writes the decoration, 0 leaves it out (no words).
  if (E->parameters().empty() && NumExtra == 1)
    if (std::optional<uint32_t> Flag = literalWord(N->getOperand(1));
        Flag && *Flag <= 1) {
      if (*Flag)
        Out.push_back(*Value);
      return true;
    }
  Out.push_back(*Value);
  unsigned Min = 0, Max = 0;
  bool Unbounded = false;
  for (const GrammarOperand &P : E->parameters()) {
    Max += 1;
    if (P.Quant == Quantifier::One)
      ++Min;
    if (P.Quant == Quantifier::Variadic)
      Unbounded = true;
  }
  if (NumExtra < Min || (!Unbounded && NumExtra > Max)) {
    std::string Expected = Unbounded    ? "at least " + std::to_string(Min)
                           : Min == Max ? std::to_string(Min)
                                        : std::to_string(Min) + " to " +
                                              std::to_string(Max);
    What = ("decoration " + Twine(E->Name) + " with " + Twine(NumExtra) +
            " extra operand" + (NumExtra == 1 ? "" : "s") +
            " (the grammar gives " + Expected + ")")
               .str();
    return false;
  }
  for (const GrammarOperand &P : E->parameters()) {
    unsigned Count = P.Quant == Quantifier::Variadic ? NumExtra + 1 - Idx
                     : Idx <= NumExtra                ? 1
                                                      : 0;
    for (unsigned I = 0; I < Count; ++I, ++Idx)
      if (!encodeOperand(P.Kind, N->getOperand(Idx), E->Name, Out, What))
        return false;
  }
  return true;
}

std::string llvm::decorationTargetProblem(uint32_t Decoration,
                                          DecorationTarget Target, Type *Ty) {
  using T = DecorationTarget;
  const GrammarEnumerant *E = lookupEnumerant(OperandKind::Decoration, Decoration);
  StringRef Name = E ? StringRef(E->Name) : "?";
  auto Only = [&](const Twine &What) {
    return ("decoration " + Name + " (it decorates " + What + " only)").str();
  };
  switch (Decoration) {
  case Decoration::Restrict:
  case Decoration::Aliased:
  case Decoration::Volatile:
  case Decoration::Coherent:
    if (Target == T::Function || (Target == T::Parameter && !Ty->isPointerTy()))
      return Only("pointers");
    return "";
  case Decoration::SpecId:
    return Only("specialization constants");
  case Decoration::CPacked:
    return Only("struct types");
  case Decoration::NoSignedWrap:
  case Decoration::NoUnsignedWrap:
    return Only("instructions");
  case Decoration::BuiltIn:
  case Decoration::Constant:
    return Target == T::GlobalVariable ? "" : Only("variables");
  case Decoration::NonWritable:
  case Decoration::NonReadable:
    // Storage images, uniform blocks and storage buffers: graphics
    // objects, none of them a kernel's.
    return Only("storage images and buffers");
  case Decoration::LinkageAttributes:
    // A function's linkage is its IR linkage's.
    return Target == T::Function ? Only("variables here") : "";
  default:
    // SPV_QCOM_image_processing's WeightTextureQCOM, BlockMatchTextureQCOM
    // and BlockMatchSamplerQCOM, SPV_NV_bindless_texture's Bindless* and
    // Bound* (which also need an addressing mode the target does not
    // write); named, as older grammars lack them.
    if (Name.ends_with("TextureQCOM") || Name.ends_with("SamplerQCOM") ||
        ((Name.starts_with("Bindless") || Name.starts_with("Bound")) &&
         Name.ends_with("NV")))
      return Only("textures and samplers");
    return "";
  }
}

bool llvm::isCacheControl(uint32_t Decoration) {
  return Decoration == Decoration::CacheControlLoadINTEL ||
         Decoration == Decoration::CacheControlStoreINTEL;
}

bool llvm::decodeDecorationList(const MDNode *List,
                                SmallVectorImpl<SPIRVDecorationWords> &Out,
                                std::string &What) {
  if (!List) {
    What = "a decoration-list that is not a metadata node";
    return false;
  }
  size_t First = Out.size();
  for (const MDOperand &Op : List->operands()) {
    SPIRVDecorationWords Words;
    if (!decodeNode(dyn_cast_or_null<MDNode>(Op), Words, What))
      return false;
    if (Words.empty())
      continue; // a boolean decoration given as false
    // An id has each decoration once, except UserSemantic and the cache
    // controls, once per cache level (their first operand).
    for (size_t I = First; I < Out.size(); ++I)
      if (Out[I][0] == Words[0] && Words[0] != Decoration::UserSemantic &&
          !(isCacheControl(Words[0]) && Out[I][1] != Words[1])) {
        const GrammarEnumerant *E =
            lookupEnumerant(OperandKind::Decoration, Words[0]);
        What = ("decoration " + Twine(E->Name) +
                " twice on one object (SPIR-V allows it once)")
                   .str();
        return false;
      }
    Out.push_back(std::move(Words));
  }
  return true;
}
