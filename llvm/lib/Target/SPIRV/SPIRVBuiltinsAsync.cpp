//===- SPIRVBuiltinsAsync.cpp - Async work-group copies and events --------===//
//
// async_work_group_copy, async_work_group_strided_copy and
// wait_group_events (OpenCL C 6.15.11), and the translator's
// __spirv_GroupAsyncCopy / __spirv_GroupWaitEvents, as OpGroupAsyncCopy /
// OpGroupWaitEvents at Workgroup scope (the only execution scope the Level-Zero SPIR-V programming guide
// allows for them). Events are target("spirv.Event") values, OpTypeEvent.
// (prefetch is OpenCL.std's, in SPIRVBuiltinsExtInst.cpp.)
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

/// The form of each name: OpenCL C's operands, or the translator's, which
/// start with the execution scope.
static const AsyncBuiltin AsyncBuiltins[] = {
    {"async_work_group_copy", SPIRV::OpGroupAsyncCopy, false, false},
    {"async_work_group_strided_copy", SPIRV::OpGroupAsyncCopy, true, false},
    {"wait_group_events", SPIRV::OpGroupWaitEvents, false, false},
    {"__spirv_GroupAsyncCopy", SPIRV::OpGroupAsyncCopy, true, true},
    {"__spirv_GroupWaitEvents", SPIRV::OpGroupWaitEvents, false, true},
};

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const AsyncBuiltin *A = findByName(AsyncBuiltins, N.Name);
  if (!A || (!A->Translator && !N.Mangled))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Async, AsyncFamily, N);
  D.Async = A;
  const Function &F = N.F;
  LLVMContext &Ctx = F.getContext();
  unsigned First = A->Translator; // after the scope
  auto arg = [&](unsigned I) { return F.getArg(I)->getType(); };
  bool OK;
  if (A->Opcode == SPIRV::OpGroupAsyncCopy) {
    // (dst, src, n, [stride,] event) returning an event; the pointers
    // point to the elements n counts, known from the mangled name.
    unsigned Count = First + (A->Strided ? 5 : 4);
    OK = N.Mangled && F.arg_size() == Count && N.Params.size() == Count &&
         isEventType(F.getReturnType()) && isEventType(arg(Count - 1)) &&
         arg(First + 2)->isIntegerTy() &&
         (!A->Strided || arg(First + 3) == arg(First + 2));
    for (unsigned I = First; OK && I < First + 2; ++I) {
      auto *P = dyn_cast_or_null<TypedPointerType>(N.Params[I].Ty);
      OK = P && arg(I)->isPointerTy() &&
           arg(I)->getPointerAddressSpace() == P->getAddressSpace();
      if (OK)
        D.ParamTypes.push_back(P);
    }
    if (OK) {
      D.ParamTypes.push_back(arg(First + 2));
      D.ParamTypes.push_back(arg(First + 2));
      D.ParamTypes.push_back(eventType(Ctx));
    }
  } else {
    // (num_events, event_t *list).
    OK = F.arg_size() == First + 2u && F.getReturnType()->isVoidTy() &&
         arg(First)->isIntegerTy(32) && arg(First + 1)->isPointerTy();
    if (OK)
      D.ParamTypes = {arg(First), typedPointer(eventType(Ctx),
                                               arg(First + 1)->getPointerAddressSpace())};
  }
  for (unsigned I = 0; OK && I < First; ++I)
    OK = arg(I)->isIntegerTy(32);
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  if (!D.Async->Translator)
    return "";
  // The translator's scope operand: the only one Level-Zero allows.
  auto *Scope = dyn_cast<ConstantInt>(Call.getArgOperand(0));
  if (!Scope || Scope->getZExtValue() != SPIRV::Scope::Workgroup)
    return (D.Name + " with an execution scope other than Workgroup").str();
  return "";
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  const AsyncBuiltin &A = *D.Async;
  unsigned First = A.Translator;
  Register Scope = B.buildConstant(LLT::scalar(32), SPIRV::Scope::Workgroup).getReg(0);
  auto operand = [&](unsigned I) { return Info.OrigArgs[First + I].Regs[0]; };
  if (A.Opcode == SPIRV::OpGroupWaitEvents) {
    unsigned AS;
    Register List = bypassGenericCast(B, operand(1), AS);
    Type *Event = cast<TypedPointerType>(D.ParamTypes[1])->getElementType();
    Register Count = typedOperand(B, operand(0), D.ParamTypes[0]);
    List = typedOperand(B, List, typedPointer(Event, AS));
    B.buildInstr(SPIRV::OpGroupWaitEvents).addUse(Scope).addUse(Count).addUse(List);
    return true;
  }
  Register Dst = typedOperand(B, operand(0), D.ParamTypes[0]);
  Register Src = typedOperand(B, operand(1), D.ParamTypes[1]);
  // Num Elements and Stride are as wide as the addressing model's pointers
  // (64-bit under Physical64); SPIR 1.2 IR passes a 32-bit size_t, whose
  // instruction the readers would turn into a builtin no library has.
  unsigned SizeBits = B.getDataLayout().getPointerSizeInBits(0);
  Type *SizeT = IntegerType::get(D.ParamTypes[2]->getContext(), SizeBits);
  auto size = [&](Register R) {
    R = B.buildZExtOrTrunc(LLT::scalar(SizeBits), R).getReg(0);
    return typedOperand(B, R, SizeT);
  };
  Register Count = size(operand(2));
  Register Stride = A.Strided
                        ? size(operand(3))
                        : B.buildConstant(LLT::scalar(SizeBits), 1).getReg(0);
  // OpenCL's 0 event, no event to join, is the null-event marker's
  // OpConstantNull (spirv-expand-constant-exprs).
  unsigned EventArg = First + (A.Strided ? 4 : 3);
  Register Event = typedOperand(B, Info.OrigArgs[EventArg].Regs[0], D.ParamTypes[4]);
  Register Ret = Info.OrigRet.Regs[0];
  setSPIRVType(B, Ret, D.ParamTypes[4]);
  B.buildInstr(SPIRV::OpGroupAsyncCopy)
      .addDef(Ret)
      .addUse(Scope)
      .addUse(Dst)
      .addUse(Src)
      .addUse(Count)
      .addUse(Stride)
      .addUse(Event);
  return true;
}

const BuiltinFamilyImpl llvm::AsyncFamily = {describe, check, lower};
