//===- SPIRVDiagnostics.cpp - User-facing errors of the target ------------===//

#include "SPIRVDiagnostics.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

namespace {
/// An unsupported construct in a function. The message is the whole
/// sentence, so that clang, which prints getMessage() at the source
/// location, and llc, which prints print(), say the same thing.
class DiagnosticInfoSPIRVUnsupported : public DiagnosticInfoUnsupported {
public:
  DiagnosticInfoSPIRVUnsupported(const Function &F, const Twine &Message,
                                 const DebugLoc &Loc)
      : DiagnosticInfoUnsupported(F, Message, DiagnosticLocation(Loc)) {}
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
  explicit DiagnosticInfoSPIRV(std::string Message)
      : DiagnosticInfo(DK_Generic, DS_Error), Message(std::move(Message)) {}
  void print(DiagnosticPrinter &DP) const override { DP << Message; }
};
} // namespace

/// The function the user wrote: clang puts an OpenCL kernel's body in
/// __clang_ocl_kern_imp_<kernel>, which the kernel calls.
static StringRef sourceFunctionName(const Function &F) {
  StringRef Name = F.getName();
  Name.consume_front("__clang_ocl_kern_imp_");
  return Name;
}

void llvm::reportUnsupported(const Function &F, const Twine &What,
                             const DebugLoc &Loc) {
  // DiagnosticInfoUnsupported keeps a reference to its message.
  std::string Message = (What + " is not supported (in function @" +
                         sourceFunctionName(F) + ")")
                            .str();
  F.getContext().diagnose(DiagnosticInfoSPIRVUnsupported(F, Message, Loc));
}

void llvm::reportMisuse(const Function &F, const Twine &Message,
                        const DebugLoc &Loc) {
  std::string Text =
      (Message + " (in function @" + sourceFunctionName(F) + ")").str();
  F.getContext().diagnose(DiagnosticInfoSPIRVUnsupported(F, Text, Loc));
}

void llvm::reportUnsupported(LLVMContext &Ctx, const Twine &What) {
  Ctx.diagnose(DiagnosticInfoSPIRV((What + " is not supported").str()));
}

void llvm::reportError(LLVMContext &Ctx, const Twine &Message) {
  Ctx.diagnose(DiagnosticInfoSPIRV(Message.str()));
}
