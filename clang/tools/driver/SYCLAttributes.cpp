//===- SYCLAttributes.cpp - SYCL kernel attributes Clang 22 does not know -===//

#include "SYCLAttributes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

using namespace clang;

namespace {

/// The annotation that marks a function: the prefix, then the size.
constexpr llvm::StringLiteral Mark = "spirv.sycl.reqd_sub_group_size=";

struct ReqdSubGroupSizeAttrInfo : public ParsedAttrInfo {
  ReqdSubGroupSizeAttrInfo() {
    // Clang checks a plugin attribute's argument count against NumArgs before
    // parsing C++11 arguments; OptArgs lets the one argument through and
    // handleDeclAttribute checks it.
    OptArgs = 1;
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "sycl::reqd_sub_group_size"},
        // The parser asks for the name without its scope before it parses
        // a C++11 attribute's arguments.
        {ParsedAttr::AS_CXX11, "reqd_sub_group_size"}};
    Spellings = S;
  }

  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    S.Diag(Attr.getLoc(), diag::warn_attribute_wrong_decl_type_str)
        << Attr << Attr.isRegularKeywordAttribute() << "functions";
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    Expr *Arg = Attr.getNumArgs() == 1 && Attr.isArgExpr(0) ? Attr.getArgAsExpr(0) : nullptr;
    std::optional<llvm::APSInt> Size =
        Arg && !Arg->isValueDependent() ? Arg->getIntegerConstantExpr(S.Context)
                                        : std::nullopt;
    if (!Size || Size->isNegative() || Size->isZero() || Size->getActiveBits() > 32) {
      unsigned ID = S.getDiagnostics().getCustomDiagID(
          DiagnosticsEngine::Error,
          "'sycl::reqd_sub_group_size' needs a positive integer constant");
      S.Diag(Attr.getLoc(), ID);
      return AttributeNotApplied;
    }
    // The host compile only checks the attribute; device code carries it.
    if (S.getLangOpts().SYCLIsDevice)
      D->addAttr(AnnotateAttr::Create(
          S.Context, (Mark + llvm::Twine(Size->getZExtValue())).str(), nullptr,
          0, Attr.getRange()));
    return AttributeApplied;
  }
};

/// Gives each spir_kernel the size of the marked functions it reaches, and
/// removes the marks (annotations) so that the module keeps no trace of them.
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
    llvm::MapVector<llvm::Function *, uint32_t> Marked;
    for (llvm::Use &U : Entries->operands()) {
      auto *Entry = llvm::cast<llvm::ConstantStruct>(U.get());
      auto *F = llvm::dyn_cast<llvm::Function>(Entry->getOperand(0)->stripPointerCasts());
      auto *StrVar = llvm::dyn_cast<llvm::GlobalVariable>(
          Entry->getOperand(1)->stripPointerCasts());
      auto *Str = StrVar && StrVar->hasInitializer()
                      ? llvm::dyn_cast<llvm::ConstantDataArray>(StrVar->getInitializer())
                      : nullptr;
      llvm::StringRef Text = Str && Str->isCString() ? Str->getAsCString() : "";
      uint32_t Size;
      if (!F || !Text.consume_front(Mark) || Text.getAsInteger(10, Size)) {
        Kept.push_back(Entry);
        continue;
      }
      Marked[F] = Size;
    }
    if (Marked.empty())
      return llvm::PreservedAnalyses::all();
    for (auto [F, Size] : Marked)
      for (llvm::Function *Kernel : kernelsReaching(F))
        setSize(*Kernel, Size);
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

  static void setSize(llvm::Function &Kernel, uint32_t Size) {
    llvm::LLVMContext &Ctx = Kernel.getContext();
    if (llvm::MDNode *Old = Kernel.getMetadata("intel_reqd_sub_group_size")) {
      auto *C = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Old->getOperand(0));
      if (C && C->getZExtValue() != Size)
        Ctx.diagnose(llvm::DiagnosticInfoGeneric(
            (llvm::Twine("kernel ") + Kernel.getName() +
             " requires two sub-group sizes (" + llvm::Twine(C->getZExtValue()) +
             " and " + llvm::Twine(Size) + ")")
                .str()));
      return;
    }
    llvm::Metadata *Op = llvm::ConstantAsMetadata::get(
        llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), Size));
    Kernel.setMetadata("intel_reqd_sub_group_size", llvm::MDNode::get(Ctx, Op));
  }
};

} // namespace

static ParsedAttrInfoRegistry::Add<ReqdSubGroupSizeAttrInfo>
    RegisterReqdSubGroupSize("sycl::reqd_sub_group_size",
                             "SYCL's required sub-group size of a kernel");

void addSYCLKernelAttributePasses(CompilerInstance &CI) {
  if (!CI.getLangOpts().SYCLIsDevice)
    return;
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](llvm::PassBuilder &PB) {
    PB.registerPipelineStartEPCallback(
        [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
          MPM.addPass(SubGroupSizeMetadataPass());
        });
  });
}
