//===- SPIRVDiagnostics.cpp - User-facing errors of the target ------------===//

#include "SPIRVDiagnostics.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

namespace {
class DiagnosticInfoSPIRV : public DiagnosticInfo {
  std::string Message;

public:
  explicit DiagnosticInfoSPIRV(std::string Message)
      : DiagnosticInfo(DK_Generic, DS_Error), Message(std::move(Message)) {}
  void print(DiagnosticPrinter &DP) const override { DP << Message; }
};
} // namespace

void llvm::reportUnsupported(const Function &F, const Twine &What) {
  F.getContext().diagnose(DiagnosticInfoSPIRV(
      (What + " is not supported (in function @" + F.getName() + ")").str()));
}

void llvm::reportUnsupported(LLVMContext &Ctx, const Twine &What) {
  Ctx.diagnose(DiagnosticInfoSPIRV((What + " is not supported").str()));
}

void llvm::reportError(LLVMContext &Ctx, const Twine &Message) {
  Ctx.diagnose(DiagnosticInfoSPIRV(Message.str()));
}
