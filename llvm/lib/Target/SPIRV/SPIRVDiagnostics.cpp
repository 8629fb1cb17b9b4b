//===- SPIRVDiagnostics.cpp - User-facing errors of the target ------------===//

#include "SPIRVDiagnostics.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

namespace {
/// An unsupported construct in a function. The message is the whole
/// sentence, so that clang, which prints getMessage() at the source
/// location, and llc, which prints print(), say the same thing.
class DiagnosticInfoSPIRVUnsupported : public DiagnosticInfoUnsupported {
public:
  /// At \p Loc, else (an instruction without a position) at the function's
  /// own line when the IR has debug information.
  DiagnosticInfoSPIRVUnsupported(const Function &F, const Twine &Message,
                                 const DebugLoc &Loc,
                                 DiagnosticSeverity Severity = DS_Error)
      : DiagnosticInfoUnsupported(F, Message,
                                  Loc ? DiagnosticLocation(Loc)
                                      : DiagnosticLocation(F.getSubprogram()),
                                  Severity) {}
  void print(DiagnosticPrinter &DP) const override {
    if (isLocationAvailable())
      DP << getLocationStr() << ": ";
    DP << getMessage();
  }
};

/// Module-level errors have no function or location.
class DiagnosticInfoSPIRV : public DiagnosticInfo {
  std::string Message;

public:
  explicit DiagnosticInfoSPIRV(std::string Message,
                               DiagnosticSeverity Severity = DS_Error)
      : DiagnosticInfo(DK_Generic, Severity), Message(std::move(Message)) {}
  void print(DiagnosticPrinter &DP) const override { DP << Message; }
};
} // namespace

StringRef llvm::sourceFunctionName(const Function &F) {
  StringRef Name = F.getName();
  Name.consume_front("__clang_ocl_kern_imp_");
  return Name;
}

/// \p Message followed by the function it is about, as every message of
/// the target ends.
static std::string inFunction(const Function &F, const Twine &Message) {
  return (Message + " (in function @" + sourceFunctionName(F) + ")").str();
}

void llvm::reportUnsupported(const Function &F, const Twine &What,
                             const DebugLoc &Loc) {
  // DiagnosticInfoUnsupported keeps a reference to its message.
  std::string Message = inFunction(F, What + " is not supported");
  F.getContext().diagnose(DiagnosticInfoSPIRVUnsupported(F, Message, Loc));
}

void llvm::reportMisuse(const Function &F, const Twine &Message,
                        const DebugLoc &Loc) {
  F.getContext().diagnose(
      DiagnosticInfoSPIRVUnsupported(F, inFunction(F, Message), Loc));
}

void llvm::reportWarning(const Function &F, const Twine &What,
                         const DebugLoc &Loc) {
  F.getContext().diagnose(DiagnosticInfoSPIRVUnsupported(
      F, inFunction(F, What), Loc, DS_Warning));
}

void llvm::reportUnsupported(LLVMContext &Ctx, const Twine &What) {
  Ctx.diagnose(DiagnosticInfoSPIRV((What + " is not supported").str()));
}

void llvm::reportUnsupported(const GlobalVariable &GV, const Twine &What) {
  SmallVector<DIGlobalVariableExpression *, 1> Info;
  GV.getDebugInfo(Info);
  std::string Where;
  if (!Info.empty() && Info[0]->getVariable() && Info[0]->getVariable()->getLine())
    Where = (Info[0]->getVariable()->getFilename() + ":" +
             Twine(Info[0]->getVariable()->getLine()) + ": ")
                .str();
  reportUnsupported(GV.getContext(), Where + What);
}

void llvm::reportError(LLVMContext &Ctx, const Twine &Message) {
  Ctx.diagnose(DiagnosticInfoSPIRV(Message.str()));
}

void llvm::reportWarning(LLVMContext &Ctx, const Twine &Message) {
  Ctx.diagnose(DiagnosticInfoSPIRV(Message.str(), DS_Warning));
}
