//===- SYCLAttributes.cpp - SYCL kernel attributes Clang 22 does not know -===//

#include "SYCLAttributes.h"
#include "SYCLDeviceGlobal.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <set>

using namespace clang;

namespace {

/// The SYCL 2020 kernel attributes Clang 22 does not know, and the OpenCL
/// kernel metadata each becomes (which our target turns into execution
/// modes: SubgroupSize, LocalSize, LocalSizeHint), and DPC++'s
/// intel::max_work_group_size, whose metadata the device link registers
/// for the library's launch check (SPIR-V's MaxWorkgroupSizeINTEL needs
/// SPV_INTEL_kernel_attributes, which the Level-Zero environment does not
/// allow).
struct KernelAttr {
  llvm::StringLiteral Name;     // after "sycl::" or "intel::"
  llvm::StringLiteral Metadata; // on the spir_kernel
  unsigned MaxArgs;             // 1, or 3 for work-group sizes
  llvm::StringLiteral What;     // for the two-values error
  bool IntelOnly = false;       // spelled intel:: only
};
constexpr KernelAttr KernelAttrs[] = {
    {"reqd_sub_group_size", "intel_reqd_sub_group_size", 1, "sub-group sizes"},
    {"reqd_work_group_size", "reqd_work_group_size", 3, "work-group sizes"},
    {"work_group_size_hint", "work_group_size_hint", 3, "work-group size hints"},
    {"max_work_group_size", "max_work_group_size", 3,
     "maximum work-group sizes", true},
};

/// The annotation that marks a function: the prefix and the attribute's
/// name; the annotation's arguments are the values.
constexpr llvm::StringLiteral Mark = "spirv.sycl.";

/// A size is positive. Sizes beyond 32 bits compile: no device has them, so
/// the kernel is one that no device supports (SYCL reports that when the
/// kernel is used), and its metadata says UINT32_MAX.
bool isValidSize(const llvm::APSInt &V) {
  return !V.isNegative() && !V.isZero() && V.getActiveBits() <= 64;
}

/// What the values of \p A must be, for the errors.
llvm::StringRef neededValues(const KernelAttr &A) {
  return A.MaxArgs == 1 ? "a positive integer constant"
                        : "one to three positive integer constants";
}

unsigned invalidValueDiag(DiagnosticsEngine &Diags) {
  // getCustomDiagID takes only literal format strings.
  return Diags.getCustomDiagID(DiagnosticsEngine::Error, "'%0' needs %1");
}

/// Argument \p Arg as an expression. The parser keeps a lone identifier
/// argument of an attribute it does not know (a template parameter, a
/// constant) as an identifier, so it is looked up here, where the scope of
/// the declaration is still the parser's current one.
Expr *argAsExpr(Sema &S, const ParsedAttr &Attr, unsigned Arg) {
  if (Attr.isArgExpr(Arg))
    return Attr.getArgAsExpr(Arg);
  IdentifierLoc *Id = Attr.getArgAsIdent(Arg);
  if (!Id)
    return nullptr;
  LookupResult R(S, Id->getIdentifierInfo(), Id->getLoc(),
                 Sema::LookupOrdinaryName);
  if (!S.LookupName(R, S.getCurScope()) || !R.isSingleResult())
    return nullptr;
  ExprResult E = S.BuildDeclarationNameExpr(CXXScopeSpec(), R,
                                            /*NeedsADL=*/false);
  return E.isUsable() ? E.get() : nullptr;
}

/// Argument \p E as the device annotation keeps it, without a reference to
/// a local variable. `constexpr int SG = 8;` in a function template that
/// holds the kernel lambda, used as `[[sycl::reqd_sub_group_size(SG)]]`:
/// Clang instantiates the annotation's arguments with the lambda, and a
/// reference to SG there makes the lambda capture SG in the device compile
/// only (the host compile keeps no annotation), so the kernel object's
/// layout on the device differs from the host's and the launch fails. A value
/// known now (\p V) becomes a literal; a value that depends on a template
/// parameter through local constants becomes the innermost initializer.
Expr *withoutLocalReferences(Sema &S, Expr *E,
                             const std::optional<llvm::APSInt> &V) {
  if (V && E->getType()->isIntegerType() && !E->getType()->isBooleanType() &&
      !E->getType()->isEnumeralType())
    return IntegerLiteral::Create(S.Context, *V, E->getType(),
                                  E->getExprLoc());
  while (auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())) {
    auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->isLocalVarDecl() || !Var->getInit())
      break;
    E = Var->getInit();
  }
  return E;
}

/// Our attributes appertain to functions.
struct FunctionAttrInfo : public ParsedAttrInfo {
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    S.Diag(Attr.getLoc(), diag::warn_attribute_wrong_decl_type_str)
        << Attr << Attr.isRegularKeywordAttribute() << "functions";
    return false;
  }
};

template <unsigned I> struct KernelAttrInfo : public FunctionAttrInfo {
  static constexpr const KernelAttr &A = KernelAttrs[I];
  std::string FullName = ("sycl::" + A.Name).str();
  // DPC++'s older spelling of the sub-group size, which samples still use.
  std::string IntelName = ("intel::" + A.Name).str();
  Spelling S[3];

  KernelAttrInfo() {
    // Clang checks a plugin attribute's argument count against NumArgs before
    // parsing C++11 arguments; OptArgs lets the arguments through and
    // handleDeclAttribute checks them.
    OptArgs = A.MaxArgs;
    unsigned N = 0;
    // The parser asks for the name without its scope before it parses a
    // C++11 attribute's arguments.
    S[N++] = {ParsedAttr::AS_CXX11, A.Name.data()};
    if (A.IntelOnly)
      FullName = IntelName;
    else if (A.Name == "reqd_sub_group_size")
      S[N++] = {ParsedAttr::AS_CXX11, IntelName.c_str()};
    S[N++] = {ParsedAttr::AS_CXX11, FullName.c_str()};
    Spellings = llvm::ArrayRef(S, N);
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    unsigned N = Attr.getNumArgs();
    llvm::SmallVector<Expr *, 3> Args;
    bool OK = N >= 1 && N <= A.MaxArgs;
    for (unsigned Arg = 0; OK && Arg < N; ++Arg) {
      Expr *E = argAsExpr(S, Attr, Arg);
      // A value that depends on a template parameter is checked per
      // instantiation, by SubGroupSizeMetadataPass.
      if (E && (E->isValueDependent() || E->isTypeDependent())) {
        Args.push_back(withoutLocalReferences(S, E, std::nullopt));
        continue;
      }
      std::optional<llvm::APSInt> V =
          E ? E->getIntegerConstantExpr(S.Context) : std::nullopt;
      OK = V && isValidSize(*V);
      Args.push_back(OK ? withoutLocalReferences(S, E, V) : E);
    }
    if (!OK) {
      S.Diag(Attr.getLoc(), invalidValueDiag(S.getDiagnostics()))
          << FullName << neededValues(A);
      return AttributeNotApplied;
    }
    // The host compile only checks the attribute; device code carries it as
    // an annotation whose arguments are the values. Clang instantiates an
    // annotation's arguments with the function (member functions of class
    // templates), and emits them into llvm.global.annotations.
    if (!S.getLangOpts().SYCLIsDevice)
      return AttributeApplied;
    if (!S.ConstantFoldAttrArgs(Attr, Args))
      return AttributeNotApplied;
    D->addAttr(AnnotateAttr::Create(S.Context, (Mark + A.Name).str(),
                                    Args.data(), Args.size(), Attr));
    return AttributeApplied;
  }
};

static ParsedAttrInfoRegistry::Add<KernelAttrInfo<0>>
    RegisterReqdSubGroupSize("sycl::reqd_sub_group_size",
                             "SYCL's required sub-group size of a kernel");
static ParsedAttrInfoRegistry::Add<KernelAttrInfo<1>>
    RegisterReqdWorkGroupSize("sycl::reqd_work_group_size",
                              "SYCL's required work-group size of a kernel");
static ParsedAttrInfoRegistry::Add<KernelAttrInfo<2>>
    RegisterWorkGroupSizeHint("sycl::work_group_size_hint",
                              "SYCL's work-group size hint of a kernel");
static ParsedAttrInfoRegistry::Add<KernelAttrInfo<3>>
    RegisterMaxWorkGroupSize("intel::max_work_group_size",
                             "DPC++'s maximum work-group size of a kernel");

/// DPC++'s intel:: kernel attributes that mean nothing for a SPIR-V device
/// and that DPC++ drops there too: FPGA tuning (num_simd_work_items,
/// max_global_work_dim, no_global_work_offset, scheduler_target_fmax_mhz;
/// the SPIR-V forms need the FPGA extensions) and kernel_args_restrict,
/// whose promise concerns kernel parameters, which our kernels pass inside
/// one kernel object. Their arguments must still be integer constants.
struct IgnoredIntelAttr {
  llvm::StringLiteral Name;
  unsigned MinArgs, MaxArgs;
};
constexpr IgnoredIntelAttr IgnoredIntelAttrs[] = {
    {"kernel_args_restrict", 0, 0},  {"num_simd_work_items", 1, 1},
    {"max_global_work_dim", 1, 1},   {"no_global_work_offset", 0, 1},
    {"scheduler_target_fmax_mhz", 1, 1},
};

template <unsigned I> struct IgnoredIntelAttrInfo : public FunctionAttrInfo {
  static constexpr const IgnoredIntelAttr &A = IgnoredIntelAttrs[I];
  std::string FullName = ("intel::" + A.Name).str();
  Spelling S[2];
  IgnoredIntelAttrInfo() {
    OptArgs = A.MaxArgs;
    S[0] = {ParsedAttr::AS_CXX11, A.Name.data()};
    S[1] = {ParsedAttr::AS_CXX11, FullName.c_str()};
    Spellings = S;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    unsigned N = Attr.getNumArgs();
    bool OK = N >= A.MinArgs && N <= A.MaxArgs;
    for (unsigned Arg = 0; OK && Arg < N; ++Arg) {
      Expr *E = argAsExpr(S, Attr, Arg);
      OK = E && (E->isValueDependent() || E->isTypeDependent() ||
                 E->getIntegerConstantExpr(S.Context));
    }
    if (!OK) {
      S.Diag(Attr.getLoc(), invalidValueDiag(S.getDiagnostics()))
          << FullName
          << (A.MinArgs ? "an integer constant"
                        : "no argument or an integer constant");
      return AttributeNotApplied;
    }
    return AttributeApplied;
  }
};
static ParsedAttrInfoRegistry::Add<IgnoredIntelAttrInfo<0>>
    RegisterKernelArgsRestrict("intel::kernel_args_restrict", "");
static ParsedAttrInfoRegistry::Add<IgnoredIntelAttrInfo<1>>
    RegisterNumSimdWorkItems("intel::num_simd_work_items", "");
static ParsedAttrInfoRegistry::Add<IgnoredIntelAttrInfo<2>>
    RegisterMaxGlobalWorkDim("intel::max_global_work_dim", "");
static ParsedAttrInfoRegistry::Add<IgnoredIntelAttrInfo<3>>
    RegisterNoGlobalWorkOffset("intel::no_global_work_offset", "");
static ParsedAttrInfoRegistry::Add<IgnoredIntelAttrInfo<4>>
    RegisterSchedulerTargetFmaxMhz("intel::scheduler_target_fmax_mhz", "");

/// __attribute__((sycl_device)): DPC++'s spelling of SYCL_EXTERNAL, which
/// the library's SYCL_EXTERNAL uses. Clang 22's own, [[clang::sycl_external]],
/// has no GNU spelling, and a C++11 attribute cannot come before a linkage
/// specification: `SYCL_EXTERNAL extern "C" double f(double);` is SYCL code
/// that DPC++ builds.
struct SYCLDeviceAttrInfo : public FunctionAttrInfo {
  Spelling S[1] = {{ParsedAttr::AS_GNU, "sycl_device"}};
  SYCLDeviceAttrInfo() { Spellings = S; }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    D->addAttr(SYCLExternalAttr::Create(S.Context, Attr));
    return AttributeApplied;
  }
};
static ParsedAttrInfoRegistry::Add<SYCLDeviceAttrInfo>
    RegisterSYCLDevice("sycl_device", "SYCL_EXTERNAL, before a linkage specification too");

/// [[sycl::device_has(aspect, ...)]]: the optional features a kernel
/// needs. Its arguments are aspects (any number, constant expressions); in
/// device code it becomes an annotation of their values, like the sizes
/// above, and the pass below gives each kernel that reaches the function an
/// empty kernel whose name lists them (addDeviceHasMarker).
constexpr llvm::StringLiteral DeviceHas = "device_has";
/// What ParsedAttrInfo can count; several attributes on one function add up.
constexpr unsigned MaxAspects = 15;

struct DeviceHasAttrInfo : public FunctionAttrInfo {
  Spelling S[2] = {{ParsedAttr::AS_CXX11, "sycl::device_has"},
                   {ParsedAttr::AS_CXX11, "device_has"}};
  DeviceHasAttrInfo() {
    OptArgs = MaxAspects;
    Spellings = S;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    llvm::SmallVector<Expr *, 4> Args;
    for (unsigned Arg = 0; Arg < Attr.getNumArgs(); ++Arg) {
      Expr *E = argAsExpr(S, Attr, Arg);
      bool Dependent = E && (E->isValueDependent() || E->isTypeDependent());
      if (!E || (!Dependent && !E->getType()->isEnumeralType())) {
        S.Diag(Attr.getLoc(), invalidValueDiag(S.getDiagnostics()))
            << "sycl::device_has" << "sycl::aspect values";
        return AttributeNotApplied;
      }
      Args.push_back(E);
    }
    if (!S.getLangOpts().SYCLIsDevice || Args.empty())
      return AttributeApplied;
    if (!S.ConstantFoldAttrArgs(Attr, Args))
      return AttributeNotApplied;
    D->addAttr(AnnotateAttr::Create(S.Context, (Mark + DeviceHas).str(),
                                    Args.data(), Args.size(), Attr));
    return AttributeApplied;
  }
};
static ParsedAttrInfoRegistry::Add<DeviceHasAttrInfo>
    RegisterDeviceHas("sycl::device_has",
                      "the optional features (aspects) a SYCL kernel needs");

/// A function marked with a kernel attribute.
struct Marked {
  llvm::Function *F;
  const KernelAttr *A;
  llvm::SmallVector<uint32_t, 3> Values; // as written (SYCL's order)
};

/// Gives each spir_kernel the size of the marked functions it reaches (and
/// the device_has marker of their aspects), and removes the marks (annotations) so that the module keeps no trace of them.
class SubGroupSizeMetadataPass
    : public llvm::PassInfoMixin<SubGroupSizeMetadataPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    llvm::GlobalVariable *Annotations = M.getNamedGlobal("llvm.global.annotations");
    if (!Annotations || !Annotations->hasInitializer())
      return llvm::PreservedAnalyses::all();
    auto *Entries = llvm::dyn_cast<llvm::ConstantArray>(Annotations->getInitializer());
    if (!Entries)
      return llvm::PreservedAnalyses::all();
    std::vector<llvm::Constant *> Kept;
    std::vector<Marked> Marks;
    // The aspects each kernel needs ([[sycl::device_has]]), in a stable order.
    llvm::MapVector<llvm::Function *, std::set<uint32_t>> Aspects;
    for (llvm::Use &U : Entries->operands()) {
      auto *Entry = llvm::cast<llvm::ConstantStruct>(U.get());
      auto *F = llvm::dyn_cast<llvm::Function>(Entry->getOperand(0)->stripPointerCasts());
      auto *StrVar = llvm::dyn_cast<llvm::GlobalVariable>(
          Entry->getOperand(1)->stripPointerCasts());
      auto *Str = StrVar && StrVar->hasInitializer()
                      ? llvm::dyn_cast<llvm::ConstantDataArray>(StrVar->getInitializer())
                      : nullptr;
      llvm::StringRef Text = Str && Str->isCString() ? Str->getAsCString() : "";
      std::optional<Marked> M;
      if (F && Text.consume_front(Mark)) {
        if (Text == DeviceHas) {
          for (llvm::Function *Kernel : kernelsReaching(F))
            for (uint32_t Aspect : annotationValues(Entry))
              Aspects[Kernel].insert(Aspect);
          continue;
        }
        M = parseMark(F, Text, Entry);
      }
      if (!M) {
        Kept.push_back(Entry);
        continue;
      }
      Marks.push_back(std::move(*M));
    }
    if (Kept.size() == Entries->getNumOperands())
      return llvm::PreservedAnalyses::all();
    for (const Marked &M : Marks)
      for (llvm::Function *Kernel : kernelsReaching(M.F))
        setMetadata(*Kernel, *M.A, M.Values);
    for (const auto &[Kernel, Set] : Aspects)
      addDeviceHasMarker(*Kernel, Set);
    // Drop the consumed entries (and the annotations global if none is left).
    if (Kept.empty()) {
      Annotations->eraseFromParent();
    } else {
      auto *Ty = llvm::ArrayType::get(Entries->getType()->getElementType(), Kept.size());
      auto *NewInit = llvm::ConstantArray::get(Ty, Kept);
      auto *New = new llvm::GlobalVariable(M, Ty, Annotations->isConstant(),
                                           Annotations->getLinkage(), NewInit, "",
                                           Annotations);
      New->setSection(Annotations->getSection());
      New->takeName(Annotations);
      Annotations->eraseFromParent();
    }
    return llvm::PreservedAnalyses::none();
  }

private:
  /// An annotation's arguments: operand 4 of the entry, a global holding a
  /// struct of constants (zeroinitializer when all are 0).
  static std::optional<llvm::SmallVector<llvm::Constant *, 4>>
  annotationArgs(llvm::ConstantStruct *Entry) {
    auto *ArgsVar = Entry->getNumOperands() > 4
                        ? llvm::dyn_cast<llvm::GlobalVariable>(
                              Entry->getOperand(4)->stripPointerCasts())
                        : nullptr;
    if (!ArgsVar || !ArgsVar->hasInitializer())
      return std::nullopt;
    llvm::Constant *Init = ArgsVar->getInitializer();
    auto *Ty = llvm::dyn_cast<llvm::StructType>(Init->getType());
    if (!Ty)
      return std::nullopt;
    llvm::SmallVector<llvm::Constant *, 4> Args;
    for (unsigned I = 0; I < Ty->getNumElements(); ++I)
      Args.push_back(Init->getAggregateElement(I));
    return Args;
  }
  static llvm::SmallVector<uint32_t, 4> annotationValues(llvm::ConstantStruct *Entry) {
    llvm::SmallVector<uint32_t, 4> Values;
    if (auto Args = annotationArgs(Entry))
      for (llvm::Constant *Arg : *Args)
        if (auto *C = llvm::dyn_cast_or_null<llvm::ConstantInt>(Arg))
          Values.push_back(uint32_t(C->getZExtValue()));
    return Values;
  }

  /// The application learns a kernel's aspects from the names of the
  /// image's kernels, which the registration lists: an empty kernel named
  /// __sycl_device_has_<aspect>_<aspect>...__<kernel> stands beside it
  /// (sycl/lib/kernel_bundle.cpp reads it).
  static void addDeviceHasMarker(llvm::Function &Kernel, const std::set<uint32_t> &Set) {
    std::string Name = "__sycl_device_has";
    for (uint32_t Aspect : Set)
      Name += "_" + std::to_string(Aspect);
    Name += "__" + Kernel.getName().str();
    llvm::Module &M = *Kernel.getParent();
    if (M.getFunction(Name))
      return;
    auto *Ty = llvm::FunctionType::get(llvm::Type::getVoidTy(M.getContext()), false);
    auto *Marker = llvm::Function::Create(Ty, Kernel.getLinkage(), Name, M);
    Marker->setCallingConv(llvm::CallingConv::SPIR_KERNEL);
    Marker->setVisibility(Kernel.getVisibility());
    if (Kernel.hasComdat())
      Marker->setComdat(M.getOrInsertComdat(Name));
    llvm::ReturnInst::Create(M.getContext(),
                             llvm::BasicBlock::Create(M.getContext(), "", Marker));
  }

  /// The attribute named by an annotation (after the prefix), with the
  /// values of the annotation's arguments (operand 4 of the entry: a global
  /// holding a struct of constants). Values that depended on a template
  /// parameter are checked here, per instantiation.
  static std::optional<Marked> parseMark(llvm::Function *F, llvm::StringRef Name,
                                         llvm::ConstantStruct *Entry) {
    for (const KernelAttr &A : KernelAttrs) {
      if (Name != A.Name)
        continue;
      Marked M{F, &A, {}};
      auto Args = annotationArgs(Entry);
      bool OK = Args && Args->size() >= 1 && Args->size() <= A.MaxArgs;
      for (unsigned I = 0; OK && I < Args->size(); ++I) {
        auto *C = llvm::dyn_cast_or_null<llvm::ConstantInt>((*Args)[I]);
        // The IR keeps only widths: 64-bit values were size_t, narrower
        // ones int.
        OK = C && isValidSize(llvm::APSInt(C->getValue(), C->getBitWidth() == 64));
        if (OK)
          M.Values.push_back(uint32_t(std::min<uint64_t>(C->getZExtValue(), UINT32_MAX)));
      }
      if (!OK) {
        F->getContext().diagnose(llvm::DiagnosticInfoGeneric(
            (llvm::Twine(A.IntelOnly ? "'intel::" : "'sycl::") + A.Name +
             "' needs " + neededValues(A) +
             " (in " + F->getName() + ")")
                .str()));
        return std::nullopt;
      }
      return M;
    }
    return std::nullopt;
  }

  /// The spir_kernel functions from which \p F is reachable by calls.
  static std::vector<llvm::Function *> kernelsReaching(llvm::Function *F) {
    llvm::SetVector<llvm::Function *> Work;
    Work.insert(F);
    std::vector<llvm::Function *> Kernels;
    for (size_t I = 0; I < Work.size(); ++I) {
      llvm::Function *G = Work[I];
      if (G->getCallingConv() == llvm::CallingConv::SPIR_KERNEL)
        Kernels.push_back(G);
      for (llvm::User *U : G->users())
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(U);
            CB && CB->getCalledFunction() == G)
          Work.insert(CB->getFunction());
    }
    return Kernels;
  }

  /// The kernel's metadata for \p A: OpenCL's operands, {x, y, z} with x
  /// varying fastest, are SYCL's values reversed (SYCL's last dimension
  /// varies fastest), 1 for the dimensions not given.
  static void setMetadata(llvm::Function &Kernel, const KernelAttr &A,
                          llvm::ArrayRef<uint32_t> Values) {
    llvm::SmallVector<uint32_t, 3> Operands(Values.rbegin(), Values.rend());
    if (A.MaxArgs == 3)
      Operands.resize(3, 1);
    llvm::LLVMContext &Ctx = Kernel.getContext();
    // In SYCL's order, a size of several dimensions in braces.
    auto Text = [](llvm::ArrayRef<uint32_t> Ops) {
      std::string S;
      for (uint32_t V : llvm::reverse(Ops))
        S += (S.empty() ? "" : ", ") + std::to_string(V);
      return Ops.size() > 1 ? "{" + S + "}" : S;
    };
    if (llvm::MDNode *Old = Kernel.getMetadata(A.Metadata)) {
      llvm::SmallVector<uint32_t, 3> OldOps;
      for (const llvm::MDOperand &Op : Old->operands())
        if (auto *C = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Op))
          OldOps.push_back(uint32_t(C->getZExtValue()));
      if (OldOps != Operands)
        Ctx.diagnose(llvm::DiagnosticInfoGeneric(
            (llvm::Twine("kernel ") + Kernel.getName() + " requires two " +
             A.What + " (" + Text(OldOps) + " and " + Text(Operands) + ")")
                .str()));
      return;
    }
    llvm::SmallVector<llvm::Metadata *, 3> Ops;
    for (uint32_t V : Operands)
      Ops.push_back(llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), V)));
    Kernel.setMetadata(A.Metadata, llvm::MDNode::get(Ctx, Ops));
  }
};

} // namespace


namespace {
/// Whether \p Name (after `sycl::`) is one of our attributes that SYCL 2020
/// writes after a lambda's parameters: the kernel attributes and device_has.
bool isLambdaAttribute(llvm::StringRef Name) {
  return Name == DeviceHas ||
         llvm::any_of(KernelAttrs, [&](const KernelAttr &A) { return A.Name == Name; });
}

/// SYCL 2020 writes kernel attributes after a lambda's parameters
/// (`[=](nd_item<1> it) [[sycl::reqd_sub_group_size(8)]] {...}`), where
/// C++ (and Clang 22) make an attribute one of the call operator's type,
/// and Clang refuses ours before any code of ours sees it. So the sources a
/// SYCL compile reads are given with each such run of attribute blocks moved
/// before the parameter list, to the declarator-id's position, where it
/// appertains to the call operator itself: what SYCL means. The move
/// rotates the text between the parameters' `(` and the run's end, so the
/// file keeps its size and its line breaks (unless the run itself spans
/// lines); only columns on that line shift.
class AttributePositionRewriter {
public:
  AttributePositionRewriter(llvm::StringRef Text, const LangOptions &LO)
      : Text(Text) {
    Lexer Raw(SourceLocation::getFromRawEncoding(1), LO, Text.begin(),
              Text.begin(), Text.end());
    Token Tok;
    for (bool AtEnd = false; !AtEnd;) {
      AtEnd = Raw.LexFromRawLexer(Tok);
      if (Tok.is(tok::eof))
        break;
      Toks.push_back({Tok.getKind(), size_t(Tok.getLocation().getRawEncoding() - 1),
                      Tok.getLength()});
    }
  }

  /// The rewritten text, or nothing if no attribute is out of place.
  std::optional<std::string> rewrite() {
    std::string Out;
    for (size_t I = 0; I + 4 < Toks.size(); ++I) {
      if (!isOurAttributeBlock(I))
        continue;
      size_t First = I, Last = blockEnd(I);
      while (First >= 2 && blockStart(First - 1) != npos)
        First = blockStart(First - 1);
      while (Last + 2 < Toks.size() && blockEnd(Last + 1) != npos)
        Last = blockEnd(Last + 1);
      size_t Open = parametersOpenBefore(First);
      I = Last;
      if (Open == npos || Open == 0)
        continue;
      if (Out.empty())
        Out = Text.str();
      size_t S = Toks[Open].Offset, A = Toks[First].Offset,
             E = Toks[Last].Offset + Toks[Last].Length;
      std::string Moved = Text.substr(A, E - A).str() + Text.substr(S, A - S).str();
      Out.replace(S, E - S, Moved);
    }
    if (Out.empty())
      return std::nullopt;
    return Out;
  }

private:
  struct Tk {
    tok::TokenKind Kind;
    size_t Offset;
    unsigned Length;
  };
  static constexpr size_t npos = ~size_t(0);
  llvm::StringRef Text;
  std::vector<Tk> Toks;

  llvm::StringRef text(size_t I) const {
    return Text.substr(Toks[I].Offset, Toks[I].Length);
  }
  bool is(size_t I, tok::TokenKind K) const {
    return I < Toks.size() && Toks[I].Kind == K;
  }
  /// `[[sycl::<one of ours>(` or `[[intel::reqd_sub_group_size(` at I.
  bool isOurAttributeBlock(size_t I) const {
    if (!is(I, tok::l_square) || !is(I + 1, tok::l_square) ||
        !is(I + 2, tok::raw_identifier) || !is(I + 3, tok::coloncolon) ||
        !is(I + 4, tok::raw_identifier))
      return false;
    llvm::StringRef Scope = text(I + 2), Name = text(I + 4);
    if (Scope == "intel")
      return Name == "reqd_sub_group_size" || Name == "max_work_group_size" ||
             llvm::any_of(IgnoredIntelAttrs, [&](const IgnoredIntelAttr &A) {
               return A.Name == Name;
             });
    return Scope == "sycl" && isLambdaAttribute(Name);
  }
  /// The index of the second `]` closing the attribute block that opens at
  /// I (`[[`), or npos.
  size_t blockEnd(size_t I) const {
    if (!is(I, tok::l_square) || !is(I + 1, tok::l_square))
      return npos;
    int Depth = 0;
    for (size_t J = I + 2; J < Toks.size(); ++J) {
      tok::TokenKind K = Toks[J].Kind;
      if (Depth == 0 && K == tok::r_square)
        return is(J + 1, tok::r_square) ? J + 1 : npos;
      if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
        ++Depth;
      else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace)
        --Depth;
      if (Depth < 0)
        return npos;
    }
    return npos;
  }
  /// The index of `[[` opening the block whose closing `]]` ends at I.
  size_t blockStart(size_t I) const {
    if (!is(I, tok::r_square) || I == 0 || !is(I - 1, tok::r_square))
      return npos;
    size_t Open = matchBackward(I - 1);
    return Open != npos && Open > 0 && is(Open - 1, tok::l_square) &&
                   blockEnd(Open - 1) == I
               ? Open - 1
               : npos;
  }
  /// The opening bracket matching the closing one at I.
  size_t matchBackward(size_t I) const {
    int Depth = 0;
    for (size_t J = I + 1; J-- > 0;) {
      tok::TokenKind K = Toks[J].Kind;
      if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace)
        ++Depth;
      else if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
        if (--Depth == 0)
          return J;
    }
    return npos;
  }
  /// Walking back from the attribute run at First over what may stand
  /// between a parameter list and its attributes (specifiers, cv- and
  /// ref-qualifiers, noexcept/throw(...)), the index of the parameter list's
  /// `(`, or npos when the run does not follow one.
  size_t parametersOpenBefore(size_t First) const {
    for (size_t K = First; K-- > 0;) {
      if (Toks[K].Kind == tok::raw_identifier &&
          llvm::is_contained({"mutable", "constexpr", "consteval", "static",
                              "const", "volatile", "noexcept"},
                             text(K)))
        continue;
      if (Toks[K].Kind == tok::amp || Toks[K].Kind == tok::ampamp)
        continue;
      if (Toks[K].Kind != tok::r_paren)
        return npos;
      size_t Open = matchBackward(K);
      if (Open == npos)
        return npos;
      if (Open > 0 && Toks[Open - 1].Kind == tok::raw_identifier &&
          (text(Open - 1) == "noexcept" || text(Open - 1) == "throw")) {
        K = Open - 1;
        continue;
      }
      return Open;
    }
    return npos;
  }
};

/// A file whose buffer is the rewritten text when it has attributes to move.
class AttributePositionFile : public llvm::vfs::File {
public:
  AttributePositionFile(std::unique_ptr<llvm::vfs::File> Real,
                        std::shared_ptr<const LangOptions> LO)
      : Real(std::move(Real)), LO(std::move(LO)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return Real->status(); }
  llvm::ErrorOr<std::string> getName() override { return Real->getName(); }
  std::error_code close() override { return Real->close(); }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t FileSize, bool RequiresNullTerminator,
            bool IsVolatile) override {
    auto Buffer = Real->getBuffer(Name, FileSize, RequiresNullTerminator, IsVolatile);
    if (!Buffer)
      return Buffer;
    llvm::StringRef Text = (*Buffer)->getBuffer();
    // Cheap test first: most files (all system headers) name none of them.
    if (!Text.contains(DeviceHas) &&
        !Text.contains("intel::") &&
        !llvm::any_of(KernelAttrs, [&](const KernelAttr &A) { return Text.contains(A.Name); }))
      return Buffer;
    std::optional<std::string> New = AttributePositionRewriter(Text, *LO).rewrite();
    if (!New)
      return Buffer;
    return llvm::MemoryBuffer::getMemBufferCopy(*New, (*Buffer)->getBufferIdentifier());
  }

private:
  std::unique_ptr<llvm::vfs::File> Real;
  std::shared_ptr<const LangOptions> LO;
};

class AttributePositionFS : public llvm::vfs::ProxyFileSystem {
public:
  AttributePositionFS(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                      const LangOptions &LO)
      : ProxyFileSystem(std::move(FS)), LO(std::make_shared<LangOptions>(LO)) {}
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &Path) override {
    auto File = ProxyFileSystem::openFileForRead(Path);
    if (!File)
      return File;
    return std::unique_ptr<llvm::vfs::File>(new AttributePositionFile(std::move(*File), LO));
  }

private:
  std::shared_ptr<const LangOptions> LO;
};
} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withSYCLAttributePositions(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                           const LangOptions &LO) {
  if (!LO.SYCLIsDevice && !LO.SYCLIsHost)
    return FS;
  return llvm::makeIntrusiveRefCnt<AttributePositionFS>(std::move(FS), LO);
}

namespace {
/// An attribute of ours that stays after a lambda's parameters (written
/// through a macro, which the move above does not see) is one of the
/// lambda's type to Clang 22, which refuses it ("cannot be applied to
/// types"). This consumer words that error so that it names the position
/// that works.
class KernelAttrPositionConsumer : public DiagnosticConsumer {
public:
  KernelAttrPositionConsumer(DiagnosticConsumer *Next,
                             std::unique_ptr<DiagnosticConsumer> Owned)
      : Next(Next), Owned(std::move(Owned)) {}
  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Next->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Next->EndSourceFile(); }
  void finish() override { Next->finish(); }
  void clear() override {
    DiagnosticConsumer::clear();
    Next->clear();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Next->IncludeInDiagnosticCounts();
  }
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Info.getID() == diag::err_attribute_not_type_attr) {
      llvm::SmallString<128> Text;
      Info.FormatDiagnostic(Text);
      llvm::StringRef Name = Text.str();
      if (Name.consume_front("'sycl::"))
        Name = Name.take_until([](char C) { return C == '\''; });
      if (isLambdaAttribute(Name)) {
        std::string Message =
            "'sycl::" + Name.str() +
            "' cannot follow a lambda's parameters with Clang 22, which "
            "applies it to the lambda's type there; put it before the "
            "parameters: [=] [[sycl::" +
            Name.str() + "(...)]] (auto item) {...}";
        DiagnosticStorage NoArgs;
        Next->HandleDiagnostic(Level, Diagnostic(Info.getDiags(), Info.getLocation(),
                                                 Info.getID(), NoArgs, Message));
        return;
      }
    }
    Next->HandleDiagnostic(Level, Info);
  }

private:
  DiagnosticConsumer *Next;
  std::unique_ptr<DiagnosticConsumer> Owned;
};
} // namespace

void addSYCLKernelAttributePasses(CompilerInstance &CI) {
  if (CI.getLangOpts().SYCLIsHost || CI.getLangOpts().SYCLIsDevice) {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    DiagnosticConsumer *Next = Diags.getClient();
    std::unique_ptr<DiagnosticConsumer> Owned = Diags.takeClient();
    Diags.setClient(new KernelAttrPositionConsumer(Next, std::move(Owned)));
  }
  if (CI.getLangOpts().SYCLIsHost)
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](llvm::PassBuilder &PB) {
      PB.registerPipelineStartEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
            MPM.addPass(DeviceGlobalRegistrationPass());
          });
    });
  if (!CI.getLangOpts().SYCLIsDevice)
    return;
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](llvm::PassBuilder &PB) {
    PB.registerPipelineStartEPCallback(
        [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
          MPM.addPass(SubGroupSizeMetadataPass());
        });
  });
}
