//===- SPIRVCheckModule.cpp - What the target cannot lower ----------------===//
//
// The first of the target's IR passes: rejects, with one clear error per
// problem, every construct the later stages cannot lower (types, exception
// handling, atomic syncscopes, builtins in forms without a SPIR-V
// equivalent, intrinsics, global initializers, decoration metadata). When
// anything is rejected the module is abandoned (SPIRVIRUtils.h), so later
// passes meet only what they can lower.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDecorationMetadata.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVIntrinsics.h"
#include "SPIRVMemoryModel.h"
#include "SPIRVModuleState.h"
#include "SPIRVRequirements.h"
#include "SPIRVTargetMachine.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include <set>

using namespace llvm;

/// Whether every decoration of \p List is FPFastMathMode, a hint.
static bool isOnlyFastMathHint(const MDNode *List) {
  SmallVector<SPIRVDecorationWords, 4> Decorations;
  std::string What;
  return decodeDecorationList(List, Decorations, What) && !Decorations.empty() &&
         all_of(Decorations, [](const SPIRVDecorationWords &D) {
           return D[0] == SPIRV::Decoration::FPFastMathMode;
         });
}

#define DEBUG_TYPE "spirv-check-module"

/// An instruction using \p GV, directly or through constant expressions;
/// null if none does.
static const Instruction *firstInstructionUser(const GlobalVariable &GV) {
  SmallVector<const User *, 8> Work(GV.users());
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (auto *I = dyn_cast<Instruction>(U))
      return I;
    if (isa<ConstantExpr>(U))
      append_range(Work, U->users());
  }
  return nullptr;
}

/// Refuses \p GV for \p What, in the function of an instruction using it
/// where there is one (the message then names the function).
static void reportAtFirstUse(const GlobalVariable &GV, const std::string &What) {
  if (const Instruction *Use = firstInstructionUser(GV))
    reportUnsupported(*Use->getFunction(), What, Use->getDebugLoc());
  else
    reportUnsupported(GV, What);
}

/// Replaces every load of constant variable \p GV (at a constant offset) by
/// the value its initializer has there; whether no use of \p GV is left.
static bool foldLoadsOfConstant(GlobalVariable &GV) {
  const DataLayout &DL = GV.getDataLayout();
  SmallVector<User *, 8> Work(GV.users());
  SmallSetVector<Instruction *, 8> Dead;
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (isa<ConstantExpr, GetElementPtrInst, AddrSpaceCastInst>(U)) {
      append_range(Work, U->users());
      if (auto *I = dyn_cast<Instruction>(U))
        Dead.insert(I);
      continue;
    }
    auto *L = dyn_cast<LoadInst>(U);
    if (!L || !L->isSimple())
      continue;
    APInt Offset(DL.getIndexTypeSizeInBits(L->getPointerOperand()->getType()), 0);
    if (L->getPointerOperand()->stripAndAccumulateConstantOffsets(
            DL, Offset, /*AllowNonInbounds=*/true) != &GV)
      continue;
    if (Constant *C = ConstantFoldLoadFromConst(GV.getInitializer(),
                                                L->getType(), Offset, DL)) {
      L->replaceAllUsesWith(C);
      L->eraseFromParent();
    }
  }
  // The address computations nothing uses any more, last first.
  for (Instruction *I : reverse(Dead))
    if (I->use_empty())
      I->eraseFromParent();
  GV.removeDeadConstantUsers();
  return GV.use_empty();
}

namespace {

/// Reports each problem once, at the source position of the instruction
/// being checked. The same construct at the same position is one problem
/// even when it appears in two functions (clang's kernel and the body it
/// outlines, after inlining). Without debug information each function's
/// problems are its own, and only the same message twice (in one function,
/// or in a kernel and the body clang outlines, which messages name alike)
/// is one problem. A problem of a function's signature, or of an
/// instruction without a position (an alloca), is at the function's own
/// position.
class ProblemReporter {
  std::set<std::string> Reported;

public:
  const Instruction *At = nullptr;

  /// \p Misuse: \p What is the whole sentence of a misused call, not the
  /// construct that "is not supported".
  void operator()(const Function &F, const Twine &What, bool Misuse = false) {
    DebugLoc Loc = At ? At->getDebugLoc() : DebugLoc();
    std::string Key = What.str();
    if (Loc)
      Key += (" at " + Loc->getFilename() + ":" + Twine(Loc.getLine()) + ":" +
              Twine(Loc.getCol()))
                 .str();
    else if (const DISubprogram *SP = F.getSubprogram())
      Key += (" at " + SP->getFilename() + ":" + Twine(SP->getLine())).str();
    else
      Key += (" in @" + sourceFunctionName(F)).str();
    if (!Reported.insert(Key).second)
      return;
    if (Misuse)
      reportMisuse(F, What, Loc);
    else
      reportUnsupported(F, What, Loc);
  }
};

class SPIRVCheckModule : public ModulePass {
  const SPIRVSubtarget *ST = nullptr;
  BuiltinCatalog *Builtins = nullptr;
  ProblemReporter Report;
  /// Whether the module is linked in full (FullyLinkedModuleFlag), so that
  /// a function it only declares can be imported from nowhere.
  bool FullyLinked = false;
  /// Whether the module is OpenCL C (its opencl.ocl.version), and the
  /// functions a call imports that a warning has named.
  bool OpenCLC = false;
  /// Whether a hint was dropped (FPFastMathMode decorations).
  bool DroppedHints = false;
  SmallPtrSet<const Function *, 4> WarnedImports;
  /// The types the function being checked has been refused for.
  SmallPtrSet<Type *, 4> BadTypes;

public:
  static char ID;
  SPIRVCheckModule() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V check module"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
    AU.addRequired<TargetPassConfig>();
  }
  bool runOnModule(Module &M) override;

private:
  bool checkFunction(Function &F);
  /// Reports the first problem of \p I, if any; whether it has none.
  bool checkInstruction(Function &F, Instruction &I);
  bool checkInitializerList(const GlobalVariable &GV);
  /// Whether function pointers may be used; if not, reports \p What (in
  /// \p F, or in the module when null) as needing their extension.
  bool canUseFunctionPointers(const Twine &What, const Function *F,
                              LLVMContext &Ctx);
  /// Whether \p Ty has a SPIR-V form; if not, reports it (\p Context says
  /// where it is), once per function.
  bool checkType(const Function *F, Type *Ty, const Twine &Context);
  /// checkType's check, without remembering what it refused.
  bool checkTypeForm(const Function *F, Type *Ty, const Twine &Context);
  bool checkSignatureWidth(const Function &F, Type *Ty, const Twine &Context);
  bool isInvokeOperand(const Use &U);
};

} // namespace

char SPIRVCheckModule::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVCheckModule, DEBUG_TYPE, "SPIR-V check module",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(SPIRVCheckModule, DEBUG_TYPE, "SPIR-V check module", false,
                    false)

ModulePass *llvm::createSPIRVCheckModulePass() { return new SPIRVCheckModule(); }

/// A function whose address \p V is or holds in a constant expression.
static const Function *functionAddressIn(const Value *V) {
  if (const auto *F = dyn_cast<Function>(V))
    return F;
  if (const auto *GA = dyn_cast<GlobalAlias>(V))
    return functionAddressIn(GA->getAliasee());
  if (const auto *CE = dyn_cast<ConstantExpr>(V))
    for (const Use &Op : CE->operands())
      if (const Function *F = functionAddressIn(Op.get()))
        return F;
  return nullptr;
}

/// Whether \p U is the block invoke function of a call of a device-side
/// enqueue builtin, which names the function rather than its address.
bool SPIRVCheckModule::isInvokeOperand(const Use &U) {
  const auto *Call = dyn_cast<CallBase>(U.getUser());
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  const BuiltinDescription *D = Callee ? Builtins->describe(*Callee) : nullptr;
  return D && D->Family == BuiltinFamily::Enqueue &&
         isBlockInvokeOperand(*D, U.getOperandNo());
}

/// The extension that instruction \p GI needs and \p ST does not allow: when
/// only extensions provide the instruction, or each capability it may be
/// declared with; none when it can be used.
static std::optional<SPIRV::Extension> missingExtension(const SPIRVSubtarget &ST,
                                                        const SPIRV::Availability &A) {
  if (A.MinVersion != SPIRV::NoVersion || A.extensions().empty() ||
      any_of(A.extensions(), [&](SPIRV::Extension E) { return ST.canUseExtension(E); }))
    return std::nullopt;
  return A.extensions().front();
}

static std::optional<SPIRV::Extension> missingExtension(const SPIRVSubtarget &ST,
                                                        const SPIRV::GrammarInstruction &GI) {
  auto Missing = [&](const SPIRV::Availability &A) { return missingExtension(ST, A); };
  if (std::optional<SPIRV::Extension> E = Missing(GI.Avail))
    return E;
  std::optional<SPIRV::Extension> Needed;
  for (uint32_t Cap : GI.Avail.capabilities()) {
    // Shader (OpBitFieldInsert's other capability) is no alternative here.
    if (!SPIRVRequirements::isKernelEnvironmentCapability(Cap))
      continue;
    const SPIRV::GrammarEnumerant *C =
        SPIRV::lookupEnumerant(SPIRV::OperandKind::Capability, Cap);
    std::optional<SPIRV::Extension> E = C ? Missing(C->Avail) : std::nullopt;
    if (!E)
      return std::nullopt; // a capability the module can declare
    Needed = E;
  }
  return Needed;
}

/// The GroupOperation a call gives \p GI as a constant operand, if any (the
/// call's operands are the instruction's after its result, one for one).
static const SPIRV::GrammarEnumerant *groupOperationOf(const SPIRV::GrammarInstruction &GI,
                                                       const CallBase &Call) {
  unsigned A = 0;
  for (const SPIRV::GrammarOperand &O : GI.operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType || O.Kind == SPIRV::OperandKind::IdResult)
      continue;
    if (A >= Call.arg_size())
      break;
    if (O.Kind == SPIRV::OperandKind::GroupOperation) {
      const auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(A));
      return C ? SPIRV::lookupEnumerant(SPIRV::OperandKind::GroupOperation, C->getZExtValue())
               : nullptr;
    }
    ++A;
  }
  return nullptr;
}

/// Reports against the function when there is one, else the module.
static void reportUnsupportedIn(ProblemReporter &Report, const Function *F,
                                LLVMContext &Ctx, const Twine &What) {
  if (F)
    Report(*F, What);
  else
    reportUnsupported(Ctx, What);
}

/// Why an image or sampled image type cannot be in a module for \p ST (""
/// when it can). The Level-Zero SPIR-V environment specification's table:
/// 1D, 2D and 3D images, 1D and 2D arrays, 2D depth images and arrays,
/// buffers; a void sampled type, single-sampled, Sampled 0 (known at run
/// time), format Unknown and an access qualifier. The OpenCL environment
/// (-spirv-environment=opencl) widens it by what its extensions bring:
/// multisampled 2D images and arrays (cl_khr_gl_msaa_sharing), 64-bit
/// integer texels with the R64i / R64ui formats or Unknown
/// (SPV_EXT_shader_image_int64, where enabled) and Sampled 2 (an image never
/// used with a sampler, which those images declare; core SPIR-V).
static std::string imageTypeProblem(Type *Ty, const SPIRVSubtarget &ST) {
  auto P = [&](unsigned Param) { return imageParam(Ty, Param); };
  bool LevelZero = ST.targetsLevelZero();
  auto Rule = [&](StringRef R) {
    return (Twine(LevelZero ? LevelZeroEnvironment : OpenCLEnvironment) +
            ": " + R)
        .str();
  };
  Type *Texel = cast<TargetExtType>(Ty)->getTypeParameter(0);
  bool Int64Texel = !LevelZero && Texel->isIntegerTy(64);
  if (!Texel->isVoidTy() && !Int64Texel)
    return Rule(LevelZero ? "the sampled type must be void"
                          : "the sampled type must be void, or a 64-bit "
                            "integer with SPV_EXT_shader_image_int64");
  if (Int64Texel &&
      !ST.canUseExtension(SPIRV::Extension::SPV_EXT_shader_image_int64))
    return "a 64-bit integer sampled type needs Int64ImageEXT, of "
           "SPV_EXT_shader_image_int64, which is not enabled: --spirv-ext";
  unsigned Dim = P(ImageParam::Dim);
  if (Dim != SPIRV::Dim::Dim1D && Dim != SPIRV::Dim::Dim2D &&
      Dim != SPIRV::Dim::Dim3D && Dim != SPIRV::Dim::Buffer)
    return Rule("images are 1D, 2D, 3D or buffers");
  if (P(ImageParam::Depth) > 1 ||
      (P(ImageParam::Depth) == 1 && Dim != SPIRV::Dim::Dim2D))
    return Rule("only 2D images may be depth images");
  if (P(ImageParam::Arrayed) > 1 ||
      (P(ImageParam::Arrayed) == 1 && Dim != SPIRV::Dim::Dim1D &&
       Dim != SPIRV::Dim::Dim2D))
    return Rule("only 1D and 2D images may be arrayed");
  if (P(ImageParam::MS) != 0 && (LevelZero || P(ImageParam::MS) > 1))
    return Rule("images must be single-sampled");
  if (P(ImageParam::MS) != 0 && Dim != SPIRV::Dim::Dim2D)
    return Rule("only 2D images may be multisampled (cl_khr_gl_msaa_sharing)");
  unsigned Sampled = P(ImageParam::Sampled);
  if (Sampled != 0 && (LevelZero || Sampled != 2))
    return Rule(LevelZero ? "Sampled must be 0"
                          : "Sampled must be 0 (known at run time) or 2 "
                            "(never used with a sampler)");
  // SPIRV-Tools 2025.5: "Sampled image type requires an image type with
  // "Sampled" operand set to 0 or 1".
  if (Sampled == 2 && isSampledImageType(Ty))
    return "a sampled image of an image whose Sampled is 2 (never used "
           "with a sampler)";
  unsigned Format = P(ImageParam::Format);
  bool Int64Format = Format == SPIRV::ImageFormat::R64i ||
                     Format == SPIRV::ImageFormat::R64ui;
  if (Format != SPIRV::ImageFormat::Unknown && !(Int64Texel && Int64Format))
    return Rule(LevelZero ? "the image format must be Unknown"
                          : "the image format must be Unknown, or R64i / "
                            "R64ui for 64-bit integer texels");
  unsigned Access = P(ImageParam::Access);
  if (Access != SPIRV::AccessQualifier::ReadOnly &&
      Access != SPIRV::AccessQualifier::WriteOnly &&
      Access != SPIRV::AccessQualifier::ReadWrite)
    return Rule("the access qualifier must be read-only, write-only or "
                "read-write");
  return "";
}

/// Why Intel's opaque types in the translator's spelling (target("spirv.
/// <Name>") for the grammar's OpType<Name>) have no module SPIRV-Tools
/// 2025.5 accepts ("" for any other type): the validator's module layout
/// does not count the vector-compute buffer surfaces and the AVC
/// motion-estimation types among the types, so their declarations "must
/// appear in a block"; and it refuses OpTaskSequenceCreateINTEL's Function
/// operand ("Invalid use of function result id"), the only way to make a
/// task sequence.
static std::string unvalidatedIntelTypeProblem(Type *Ty) {
  auto *TT = dyn_cast<TargetExtType>(Ty);
  StringRef Name = TT ? TT->getName() : "";
  if (!Name.consume_front("spirv."))
    return "";
  const SPIRV::GrammarInstruction *GI =
      SPIRV::lookupInstruction(("OpType" + Name).str());
  if (!GI)
    return "";
  if (Name == "TaskSequenceINTEL")
    return "SPIRV-Tools 2025.5 rejects the function operand of "
           "OpTaskSequenceCreateINTEL, the only way to make a task sequence";
  if (Name == "BufferSurfaceINTEL" || Name.starts_with("Avc"))
    return (Twine("SPIRV-Tools 2025.5 does not count ") + GI->Name +
            " among the types a module declares")
        .str();
  return "";
}

bool SPIRVCheckModule::checkType(const Function *F, Type *Ty,
                                 const Twine &Context) {
  if (F && BadTypes.count(Ty))
    return false;
  bool Ok = checkTypeForm(F, Ty, Context);
  if (!Ok && F)
    BadTypes.insert(Ty);
  return Ok;
}

bool SPIRVCheckModule::checkTypeForm(const Function *F, Type *Ty,
                                     const Twine &Context) {
  // Integer widths and vector lengths are the legalizer's business; only
  // kinds of type SPIR-V kernels have no form for stop here.
  if (Ty->isIntegerTy() || Ty->isHalfTy() || Ty->isFloatTy() ||
      Ty->isDoubleTy() || Ty->isPointerTy() || Ty->isVoidTy() ||
      Ty->isLabelTy() || Ty->isMetadataTy())
    return true;
  if (isEventType(Ty) || isSamplerType(Ty))
    return true;
  // spirv-promote-bfloat has computed bfloat arithmetic in float.
  if (Ty->isBFloatTy() &&
      ST->canUseExtension(SPIRV::Extension::SPV_KHR_bfloat16))
    return true;
  if (isImageType(Ty) || isSampledImageType(Ty)) {
    std::string Problem = imageTypeProblem(Ty, *ST);
    if (Problem.empty())
      return true;
    reportUnsupportedIn(Report, F, Ty->getContext(),
                        "type " + typeName(Ty) + Context + " (" + Problem + ")");
    return false;
  }
  if (isCooperativeMatrixType(Ty)) {
    std::string Problem = cooperativeMatrixTypeProblem(Ty, F ? F->getParent() : nullptr);
    if (Problem.empty())
      return true;
    reportUnsupportedIn(Report, F, Ty->getContext(),
                        "type " + typeName(Ty) + Context + " (" + Problem + ")");
    return false;
  }
  if (isPipeOrEnqueueType(Ty)) {
    // OpenCL C's pipes are read_only or write_only, and each pipe
    // instruction takes one of the two.
    unsigned Access = isPipeType(Ty) ? cast<TargetExtType>(Ty)->getIntParameter(0)
                                     : SPIRV::AccessQualifier::ReadOnly;
    std::string Problem =
        ST->targetsLevelZero() ? PipesAndEnqueueRefusal
        : Access != SPIRV::AccessQualifier::ReadOnly &&
                Access != SPIRV::AccessQualifier::WriteOnly
            ? "the access qualifier of a pipe must be read-only or write-only"
            : "";
    if (Problem.empty())
      return true;
    reportUnsupportedIn(Report, F, Ty->getContext(),
                        "type " + typeName(Ty) + Context + " (" + Problem + ")");
    return false;
  }
  if (std::string Problem = unvalidatedIntelTypeProblem(Ty); !Problem.empty()) {
    reportUnsupportedIn(Report, F, Ty->getContext(),
                        "type " + typeName(Ty) + Context + " (" + Problem + ")");
    return false;
  }
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return checkType(F, VT->getElementType(), Context);
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return checkType(F, AT->getElementType(), Context);
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    if (ST->isOpaque()) {
      reportUnsupportedIn(Report, F, Ty->getContext(), "opaque struct type " + typeName(Ty) + Context);
      return false;
    }
    for (Type *E : ST->elements())
      if (!checkType(F, E, Context))
        return false;
    return true;
  }
  reportUnsupportedIn(Report, F, Ty->getContext(),
                      "type " + typeName(Ty) + Context +
                          (Ty->isBFloatTy()
                               ? " (it needs SPV_KHR_bfloat16, which is not "
                                 "enabled: --spirv-ext)"
                               : ""));
  return false;
}

/// An atomic instruction's syncscope that SPIR-V has no Scope for (a
/// target-specific one) is CrossDevice, the widest (spirvScope); the user
/// is warned, as the operation may order more than it needs to.
static void checkAtomicScope(Function &F, Instruction &I) {
  std::optional<SyncScope::ID> Scope = getAtomicSyncScopeID(&I);
  if (!Scope || knownSpirvScope(F.getContext(), *Scope))
    return;
  std::string What;
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    What = ("atomicrmw " + AtomicRMWInst::getOperationName(RMW->getOperation())).str();
  else
    What = (Twine(isa<LoadInst>(I) || isa<StoreInst>(I) ? "atomic " : "") +
            I.getOpcodeName()).str();
  std::optional<StringRef> Name = F.getContext().getSyncScopeName(*Scope);
  reportWarning(F, What + " with syncscope(\"" + Name.value_or("?") +
                       "\"), which SPIR-V has no Scope for, is given the "
                       "widest, CrossDevice", I.getDebugLoc());
}

/// Decorations given through metadata (the translator's convention) must
/// be ones the emitter can encode: known decorations whose extra operands
/// are the literals the grammar asks for.
static bool checkDecorationList(const MDNode *List, std::string &What) {
  SmallVector<SPIRVDecorationWords, 4> Words;
  return decodeDecorationList(List, Words, What);
}

/// Decodes \p List for an object of kind \p Target (IR type \p Ty);
/// false, with \p What set, if a decoration cannot be written on it.
static bool checkDecorationsOf(const MDNode *List, DecorationTarget Target,
                               Type *Ty, std::string &What) {
  SmallVector<SPIRVDecorationWords, 4> Decorations;
  if (!decodeDecorationList(List, Decorations, What))
    return false;
  for (const SPIRVDecorationWords &D : Decorations) {
    What = decorationTargetProblem(D[0], Target, Ty);
    if (!What.empty())
      return false;
  }
  return true;
}

static bool checkDecorationMetadata(ProblemReporter &Report, Function &F) {
  if (MDNode *List = F.getMetadata("spirv.Decorations")) {
    std::string What;
    if (!checkDecorationsOf(List, DecorationTarget::Function, nullptr, What)) {
      Report(F, What + " in !spirv.Decorations of a function");
      return false;
    }
  }
  MDNode *Params = F.getMetadata("spirv.ParameterDecorations");
  if (!Params)
    return true;
  if (Params->getNumOperands() != F.arg_size()) {
    Report(F, "!spirv.ParameterDecorations with " +
                             Twine(Params->getNumOperands()) +
                             " decoration-lists for " + Twine(F.arg_size()) +
                             " parameters");
    return false;
  }
  for (unsigned A = 0; A < F.arg_size(); ++A) {
    std::string What;
    if (!checkDecorationsOf(dyn_cast_or_null<MDNode>(Params->getOperand(A)),
                            DecorationTarget::Parameter,
                            F.getArg(A)->getType(), What)) {
      Report(F, What + " in !spirv.ParameterDecorations of parameter " +
                    Twine(A));
      return false;
    }
  }
  return true;
}

/// Integers wider than 128 bits cannot cross a function boundary: GlobalISel's
/// call lowering has no register split for them (i129 or i1024 would stop it
/// before any legalizer rule could report them).
bool SPIRVCheckModule::checkSignatureWidth(const Function &F, Type *Ty,
                                           const Twine &Context) {
  Type *Scalar = Ty->getScalarType();
  if (!Scalar->isIntegerTy() || Scalar->getIntegerBitWidth() <= 128)
    return true;
  Report(F, "type " + typeName(Ty) + Context);
  return false;
}

/// Every problem of \p F is reported, not only the first: those of its
/// signature, then the first of each instruction (an instruction's later
/// problems would mostly follow from its first).
bool SPIRVCheckModule::checkFunction(Function &F) {
  Report.At = nullptr;
  BadTypes.clear();
  bool Ok = true;
  // A variadic declaration is reported where it is called.
  if (F.isVarArg() && !F.isDeclaration()) {
    Report(F, "variadic function");
    Ok = false;
  }
  Ok &= checkType(&F, F.getReturnType(), " as return type") &&
        checkSignatureWidth(F, F.getReturnType(), " as return type");
  for (Argument &A : F.args())
    Ok &= checkType(&F, A.getType(), " as parameter type") &&
          checkSignatureWidth(F, A.getType(), " as parameter type");
  if (F.getCallingConv() == CallingConv::SPIR_KERNEL &&
      !F.getReturnType()->isVoidTy()) {
    Report(F, "a kernel returning a value");
    Ok = false;
  }
  Ok &= checkDecorationMetadata(Report, F);
  for (Instruction &I : instructions(F))
    Ok &= checkInstruction(F, I);
  return Ok;
}

bool SPIRVCheckModule::checkInstruction(Function &F, Instruction &I) {
  Report.At = &I;
  if (!checkType(&F, I.getType(), " in '" + Twine(I.getOpcodeName()) + "'"))
    return false;
  // A sampled image must be used where OpSampledImage makes it: by the
  // instructions of builtin calls in its block, never through memory, a
  // phi, a select or a function's parameter.
  if (auto *Cell = dyn_cast<AllocaInst>(&I);
      Cell && isSampledImageType(Cell->getAllocatedType())) {
    Report(F, "a sampled image in memory ('alloca')");
    return false;
  }
  if (isSampledImageType(I.getType())) {
    const Instruction *Bad = isa<PHINode, SelectInst, LoadInst>(I) ? &I : nullptr;
    for (const User *U : I.users()) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Bad && (!Call || Call->getParent() != I.getParent() ||
                   !Call->getCalledFunction() ||
                   !Call->getCalledFunction()->isDeclaration()))
        Bad = cast<Instruction>(U);
    }
    // The loads and stores of a sampled image's alloca are that alloca's
    // problem, reported there.
    const Value *Cell = Bad ? getLoadStorePointerOperand(Bad) : nullptr;
    if (const auto *AI = Cell ? dyn_cast<AllocaInst>(Cell->stripPointerCasts()) : nullptr;
        AI && isSampledImageType(AI->getAllocatedType()))
      return false;
    if (Bad) {
      Report(F, "a sampled image in '" + Twine(Bad->getOpcodeName()) + "'" +
                    (isa<CallBase>(Bad) ? " (a sampled image is used only by "
                                          "builtin calls in the block that "
                                          "makes it)"
                                        : ""));
      return false;
    }
  }
  // Machine instructions keep no link to the IR instruction they came
  // from, so a decoration given on one would be lost: refuse it, except
  // on an alloca (its OpVariable knows it), on a scalar getelementptr (its
  // access chain is the pointer decorated), on the target's markers for
  // one instruction (annotated copies, rounded conversions) and on an
  // OpenCL.std call whose result call lowering defines as it is (an
  // accuracy bound, FPMaxErrorDecorationINTEL).
  if (MDNode *List = I.getMetadata("spirv.Decorations");
      List && isOnlyFastMathHint(List)) {
    // FPFastMathMode only relaxes what the instruction's fast-math flags
    // already say (as the translator reads it); without it the result is
    // computed as strictly as ever.
    I.setMetadata("spirv.Decorations", nullptr);
    DroppedHints = true;
  }
  if (MDNode *List = I.getMetadata("spirv.Decorations")) {
    auto *CI = dyn_cast<CallInst>(&I);
    Function *Callee = CI ? CI->getCalledFunction() : nullptr;
    const BuiltinDescription *D = Callee ? Builtins->describe(*Callee) : nullptr;
    bool Carried = isa<AllocaInst>(I) || (Callee && isInstructionMarker(*Callee)) ||
                   (isa<GetElementPtrInst>(I) && !I.getType()->isVectorTy()) ||
                   (D && D->Family == BuiltinFamily::ExtInst &&
                    isLegalValueType(CI->getType()));
    if (!Carried) {
      Report(F, "!spirv.Decorations on a '" +
                    Twine(I.getOpcodeName()) + "' instruction");
      return false;
    }
    std::string What;
    if (!checkDecorationList(List, What)) {
      Report(F, What + " in !spirv.Decorations of an '" +
                    Twine(I.getOpcodeName()) + "'");
      return false;
    }
  }
  for (Value *Op : I.operands())
    if (!isa<BasicBlock>(Op) && !isa<MetadataAsValue>(Op) &&
        !checkType(&F, Op->getType(),
                   " in '" + Twine(I.getOpcodeName()) + "'"))
      return false;
  // A function's address, other than as the callee of a call or the
  // Invoke operand of device-side enqueue (an OpFunction).
  for (const Use &U : I.operands())
    if (const Function *Fn = functionAddressIn(U.get());
        Fn && !isTargetMarker(*Fn) &&
        !(isa<CallBase>(I) && cast<CallBase>(I).isCallee(&U)) &&
        !isInvokeOperand(U) &&
        !canUseFunctionPointers("taking the address of function @" +
                                Fn->getName(), &F, F.getContext()))
      return false;

  switch (I.getOpcode()) {
  case Instruction::Invoke:
  case Instruction::CallBr:
  case Instruction::LandingPad:
  case Instruction::Resume:
  case Instruction::CleanupPad:
  case Instruction::CatchPad:
  case Instruction::CatchSwitch:
  case Instruction::CatchRet:
  case Instruction::CleanupRet:
    Report(F, "exception handling ('" + Twine(I.getOpcodeName()) + "')");
    return false;
  case Instruction::IndirectBr:
    Report(F, "indirectbr");
    return false;
  case Instruction::AtomicRMW:
    // 16-bit atomics on bfloat are SPV_INTEL_16bit_atomics', which the
    // grammar the target is built from does not describe.
    if (I.getType()->isBFloatTy()) {
      Report(F, "atomicrmw on bfloat (it needs SPV_INTEL_16bit_atomics, "
                "which the SPIR-V grammar the target is built from does "
                "not describe)");
      return false;
    }
    [[fallthrough]];
  case Instruction::AtomicCmpXchg:
  case Instruction::Fence:
    checkAtomicScope(F, I);
    break;
  case Instruction::VAArg:
    Report(F, "va_arg");
    return false;
  case Instruction::Load:
  case Instruction::Store:
    if (cast<Instruction>(I).isAtomic())
      checkAtomicScope(F, I);
    break;
  case Instruction::Alloca: {
    auto &AI = cast<AllocaInst>(I);
    if (!AI.isStaticAlloca() && !specConstantArraySize(AI) &&
        !ST->canUseExtension(
            SPIRV::Extension::SPV_INTEL_variable_length_array)) {
      Report(F, "dynamic alloca (needs SPV_INTEL_variable_length_array, "
                "which is not enabled)");
      return false;
    }
    // Private memory can be cast to generic only (spirv-private-allocas).
    if (AI.getAddressSpace() != SPIRVAS::Function &&
        AI.getAddressSpace() != SPIRVAS::Generic) {
      Report(F, "alloca in address space " + Twine(AI.getAddressSpace()));
      return false;
    }
    // The variable's type becomes a SPIR-V type too.
    if (!checkType(&F, AI.getAllocatedType(), " in 'alloca'"))
      return false;
    break;
  }
  case Instruction::GetElementPtr:
    // The source element type is what the access chain indexes.
    if (!checkType(&F, cast<GetElementPtrInst>(I).getSourceElementType(),
                   " in 'getelementptr'"))
      return false;
    break;
  case Instruction::Call: {
    auto &CI = cast<CallInst>(I);
    if (CI.isInlineAsm()) {
      Report(F, inlineAsmRefusal(CI, *ST));
      return false;
    }
    Function *Callee = CI.getCalledFunction();
    if (!Callee) {
      if (!canUseFunctionPointers("indirect call", &F, F.getContext()))
        return false;
      break;
    }
    if (isFPBuiltin(*Callee)) {
      Report(F, fpBuiltinRefusal(CI, *ST));
      return false;
    }
    if (Callee->isIntrinsic() && !isIntrinsicKeptForMachinePipeline(Callee->getIntrinsicID())) {
      Report(F, "intrinsic @" + Callee->getName());
      return false;
    }
    if (CI.getFunctionType() != Callee->getFunctionType() &&
        !isTargetMarker(*Callee) && !Callee->isIntrinsic() &&
        !Builtins->describe(*Callee) &&
        !canUseFunctionPointers("a call of @" + Callee->getName() +
                                    " with another function type",
                                &F, F.getContext()))
      return false;
    if (Callee->getCallingConv() == CallingConv::SPIR_KERNEL) {
      Report(F, "calling kernel @" + Callee->getName());
      return false;
    }
    // Known builtins in forms that cannot be lowered are reported here,
    // once; call lowering then meets only forms it can lower. printf is
    // the one variadic function a builtin family lowers.
    const BuiltinDescription *D = Builtins->describe(*Callee);
    if (D) {
      BuiltinCallProblem Problem = checkBuiltinCall(*D, CI, ST->getEnvironment());
      if (!Problem.empty()) {
        Report(F, Problem.Text, Problem.Misuse);
        return false;
      }
      if ((D->Family == BuiltinFamily::Pipe ||
           D->Family == BuiltinFamily::Enqueue) &&
          ST->targetsLevelZero()) {
        Report(F, "builtin " + D->Name + " (" + PipesAndEnqueueRefusal + ")");
        return false;
      }
      // An instruction that only an extension provides needs it allowed
      // (sub_group_rotate: SPV_KHR_subgroup_rotate;
      // intel_convert_bfloat16_as_ushort: SPV_INTEL_bfloat16_conversion),
      // which is said here, per call, rather than once for the module.
      unsigned Opcode = D->GrammarOrder    ? D->GrammarOrder->Opcode
                        : D->GroupOpcode   ? D->GroupOpcode
                        : D->ConvertOpcode ? D->ConvertOpcode
                        : D->Image         ? D->Image->Opcode
                                           : 0;
      const SPIRV::GrammarInstruction *GI =
          D->Instruction ? D->Instruction
          : Opcode       ? SPIRV::getGrammarInstruction(Opcode)
                         : nullptr;
      if (std::optional<SPIRV::Extension> E = GI ? missingExtension(*ST, *GI) : std::nullopt) {
        Report(F, "builtin " + D->Name + " (" + GI->Name + " needs " +
                      SPIRV::extensionName(*E) + ", which is not enabled: --spirv-ext)");
        return false;
      }
      // So may the group operation a translator spelling names
      // (PartitionedReduceNV: SPV_NV_shader_subgroup_partitioned).
      if (const SPIRV::GrammarEnumerant *Op = D->GroupOperandsInCall ? groupOperationOf(*GI, CI) : nullptr)
        if (std::optional<SPIRV::Extension> E = missingExtension(*ST, Op->Avail)) {
          Report(F, "builtin " + D->Name + " (group operation " + Op->Name + " needs " +
                        SPIRV::extensionName(*E) + ", which is not enabled: --spirv-ext)");
          return false;
        }
    }
    if (Callee->isVarArg() && !isTargetMarker(*Callee) &&
        (!D || D->Family != BuiltinFamily::Printf)) {
      Report(F, "call to variadic function @" + Callee->getName());
      return false;
    }
    if (!D && Callee->isDeclaration() && !Callee->isIntrinsic() &&
        !isTargetMarker(*Callee)) {
      if (FullyLinked) {
        Report(F, "call to undefined function @" + Callee->getName());
        return false;
      }
      // OpenCL C is usually built alone: an import no module supplies
      // fails only when a device builds the program.
      if (OpenCLC && WarnedImports.insert(Callee).second)
        reportWarning(F,
                      "call to undefined function @" + Callee->getName() +
                          ": the module imports it, and a device builds it "
                          "only if it is linked with a module that defines it",
                      I.getDebugLoc());
    }
    break;
  }
  default:
    break;
  }
  return true;
}

/// Initializers the module emitter can write: numbers, zeros, undef,
/// addresses of global variables and constant expressions of them (casts,
/// getelementptr with constant indices, inttoptr, ptrtoint), and
/// arrays/structs/vectors of those. Sets \p What to what cannot be written.
static bool isWritableInitializer(const Constant *C, std::string &What,
                                  bool FunctionPointers) {
  if (isa<ConstantData>(C))
    return true;
  if (auto *GV = dyn_cast<GlobalVariable>(C)) {
    if (isBuiltinVariable(*GV)) {
      What = "the address of builtin variable @" + GV->getName().str();
      return false;
    }
    return true;
  }
  if (auto *F = dyn_cast<Function>(C)) {
    if (FunctionPointers)
      return true;
    What = "taking the address of function @" + F->getName().str() +
           " (it needs SPV_INTEL_function_pointers, which is not enabled: "
           "--spirv-ext)";
    return false;
  }
  if (auto *CE = dyn_cast<ConstantExpr>(C)) {
    switch (CE->getOpcode()) {
    case Instruction::AddrSpaceCast:
    case Instruction::BitCast:
    case Instruction::GetElementPtr:
    case Instruction::IntToPtr:
    case Instruction::PtrToInt:
      break;
    default:
      What = (Twine("constant expression '") + CE->getOpcodeName() + "'").str();
      return false;
    }
  } else if (!isa<ConstantAggregate>(C)) {
    What = "this constant";
    return false;
  }
  return all_of(C->operands(), [&](const Use &U) {
    return isWritableInitializer(cast<Constant>(U), What, FunctionPointers);
  });
}

/// OpenCL C and the Level-Zero environment forbid recursion: each
/// cycle of the static call graph is reported once, at a call that closes
/// it. (The module would be valid SPIR-V that no Level-Zero driver runs.)
static bool checkRecursion(ProblemReporter &Report, Module &M) {
  CallGraph CG(M);
  bool Ok = true;
  for (auto SCC = scc_begin(&CG); !SCC.isAtEnd(); ++SCC) {
    if (!SCC.hasCycle())
      continue;
    SmallPtrSet<const Function *, 4> Members;
    for (const CallGraphNode *N : *SCC)
      if (const Function *F = N->getFunction())
        Members.insert(F);
    // The first function of the module in the cycle, for a stable message.
    const Function *First = nullptr;
    for (const Function &F : M)
      if (Members.count(&F)) {
        First = &F;
        break;
      }
    if (!First)
      continue;
    std::string Through;
    for (const Function &F : M)
      if (Members.count(&F) && &F != First)
        Through += (Through.empty() ? " through @" : ", @") + F.getName().str();
    Report.At = nullptr;
    for (const Instruction &I : instructions(*First))
      if (const auto *CI = dyn_cast<CallBase>(&I))
        if (Members.count(CI->getCalledFunction())) {
          Report.At = &I;
          break;
        }
    Report(*First, "recursion (@" + First->getName() + " calls itself" +
                       Through + ")");
    Ok = false;
  }
  Report.At = nullptr;
  return Ok;
}

/// @llvm.global_ctors / global_dtors: each function becomes an entry point
/// of its own with core SPIR-V's Initializer / Finalizer execution mode,
/// which the consumer runs when the program is loaded / released. An entry
/// point takes no arguments, returns nothing and is not called.
bool SPIRVCheckModule::checkInitializerList(const GlobalVariable &GV) {
  auto *Entries = dyn_cast<ConstantArray>(GV.getInitializer());
  if (!Entries)
    return GV.getInitializer()->isNullValue() ||
           isa<UndefValue>(GV.getInitializer());
  bool Ok = true;
  for (const Use &U : Entries->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(U.get());
    if (!Entry || Entry->getNumOperands() < 2 ||
        Entry->getOperand(1)->isNullValue())
      continue;
    auto *F = dyn_cast<Function>(Entry->getOperand(1));
    std::string Problem;
    if (!F)
      Problem = "an entry that is not a function";
    else if (F->isDeclaration())
      Problem = "@" + F->getName().str() + ", which the module does not define";
    else if (!F->getReturnType()->isVoidTy() || F->arg_size() != 0)
      Problem = "@" + F->getName().str() + ", which is not a 'void()' function";
    else if (F->getCallingConv() == CallingConv::SPIR_KERNEL || !F->hasOneUse())
      Problem = "@" + F->getName().str() +
                ", which is also a kernel or used otherwise (an entry point is "
                "not called)";
    else if (Entry->getNumOperands() > 2 && !Entry->getOperand(2)->isNullValue())
      Problem = "@" + F->getName().str() + " with associated data";
    if (!Problem.empty()) {
      reportUnsupported(GV.getContext(),
                        "@" + GV.getName() + " entry " + Problem);
      Ok = false;
    }
  }
  return Ok;
}

bool SPIRVCheckModule::canUseFunctionPointers(const Twine &What,
                                              const Function *F,
                                              LLVMContext &Ctx) {
  if (ST->canUseExtension(SPIRV::Extension::SPV_INTEL_function_pointers))
    return true;
  std::string Message = (What + " (it needs SPV_INTEL_function_pointers, "
                                "which is not enabled: --spirv-ext)")
                            .str();
  if (F)
    Report(*F, Message);
  else
    reportUnsupported(Ctx, Message);
  return false;
}

bool SPIRVCheckModule::runOnModule(Module &M) {
  SPIRVModuleState &State = getAnalysis<SPIRVModuleState>();
  State.clear();
  Builtins = &State.builtins();
  Report = ProblemReporter();
  auto *Flag = mdconst::extract_or_null<ConstantInt>(
      M.getModuleFlag(SPIRV::FullyLinkedModuleFlag));
  FullyLinked = Flag && !Flag->isZero();
  OpenCLC = M.getNamedMetadata("opencl.ocl.version");
  WarnedImports.clear();
  ST = &getAnalysis<TargetPassConfig>()
            .getTM<SPIRVTargetMachine>()
            .getSubtarget();

  if (!ST->getOptionError().empty()) {
    reportError(M.getContext(), ST->getOptionError());
    abandonModule(M, State);
    return true;
  }
  for (const std::string &Warning : ST->getOptionWarnings())
    reportWarning(M.getContext(), Warning);
  bool Ok = true;
  for (Function &F : M)
    if (!F.isIntrinsic())
      Ok &= checkFunction(F);
  Ok &= checkRecursion(Report, M);
  for (GlobalVariable &GV : M.globals()) {
    if (isTargetMarker(GV))
      continue;
    // LLVM's own globals: lists of what must be kept (nothing is dropped
    // here anyway) and annotations (made decorations by
    // spirv-lower-intrinsics) are not module content; constructors would be.
    if (GV.getName().starts_with("llvm.")) {
      if (GV.getName() == "llvm.global_ctors" ||
          GV.getName() == "llvm.global_dtors")
        Ok &= checkInitializerList(GV);
      continue;
    }
    // Clang makes each direct use of a program-scope sampler a
    // __translate_sampler_initializer call; any other use (through ?:)
    // loads a variable it declares without a value.
    // OpenCL C's work-group pipe reservations are made into a __local
    // reserve_id_t, a Workgroup variable without initial value.
    bool WorkgroupReservation =
        isPlainTargetType(GV.getValueType(), ReserveIdTypeName) &&
        GV.getAddressSpace() == SPIRVAS::Workgroup &&
        (!GV.hasInitializer() || isa<UndefValue>(GV.getInitializer()));
    if (isOpaqueHandleType(GV.getValueType()) && !WorkgroupReservation) {
      reportUnsupported(
          M.getContext(),
          isSamplerType(GV.getValueType())
              ? "program-scope sampler @" + GV.getName() +
                    " used other than as a builtin's argument (Clang gives "
                    "the variable no value)"
              : "global variable @" + GV.getName() + " of type " +
                    typeName(GV.getValueType()));
      Ok = false;
      continue;
    }
    // A work-item is the thread of thread_local: private memory (address
    // space 0) is per work-item, any other is shared by work-items.
    if (GV.isThreadLocal() && GV.getAddressSpace() != SPIRVAS::Function) {
      std::string What = ("thread-local variable @" + GV.getName() +
                          " in address space " + Twine(GV.getAddressSpace()) +
                          " (only private memory, address space 0, is per "
                          "work-item)")
                             .str();
      reportAtFirstUse(GV, What);
      Ok = false;
      continue;
    }
    if (!checkType(nullptr, GV.getValueType(),
                   " as the type of global variable @" + GV.getName())) {
      Ok = false;
      continue;
    }
    if (MDNode *List = GV.getMetadata("spirv.Decorations")) {
      std::string What;
      if (!checkDecorationsOf(List, DecorationTarget::GlobalVariable,
                              GV.getType(), What)) {
        reportUnsupported(M.getContext(),
                          What + " in !spirv.Decorations of global variable @" +
                              GV.getName());
        Ok = false;
        continue;
      }
    }
    // Workgroup memory has no initial value: OpenCL C forbids initializing
    // local variables, and the device gives each work-group fresh memory,
    // so the emitter writes no initializer (undef and zero mean nothing
    // here). A constant one's loads are its value, as LLVM's optimizers
    // fold them; a value still read through its address would be lost.
    if (GV.getAddressSpace() == SPIRVAS::Workgroup && GV.hasInitializer() &&
        !isa<UndefValue>(GV.getInitializer()) &&
        !GV.getInitializer()->isNullValue() &&
        !(GV.isConstant() && foldLoadsOfConstant(GV))) {
      std::string What = ("the initial value of Workgroup variable @" +
                          GV.getName() + " (Workgroup memory has no initial value)")
                             .str();
      reportAtFirstUse(GV, What);
      Ok = false;
      continue;
    }
    std::string What;
    if (GV.hasInitializer() && !isWritableInitializer(GV.getInitializer(), What,
                              ST->canUseExtension(
                                  SPIRV::Extension::SPV_INTEL_function_pointers))) {
      reportUnsupported(GV, What + " in the initializer of global variable @" +
                                GV.getName());
      Ok = false;
    }
  }
  if (!Ok) {
    abandonModule(M, State);
    return true;
  }
  return DroppedHints;
}
