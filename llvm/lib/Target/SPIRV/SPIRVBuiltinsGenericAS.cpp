//===- SPIRVBuiltinsGenericAS.cpp - Generic address space functions -------===//
//
// to_global / to_local / to_private (OpenCL C 6.15.10, which Clang emits as
// the unmangled __to_global...), as OpGenericCastToPtrExplicit (a null
// pointer when the generic pointer is not in that storage class); get_fence
// as OpGenericPtrMemSemantics and OpenCL's fence flags of its result. (The
// translator's __spirv_GenericCastToPtrExplicit_To* and
// __spirv_GenericPtrMemSemantics are the instructions themselves:
// SPIRVBuiltinsInstruction.cpp.)
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVMemoryModel.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/bit.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;
namespace MS = llvm::SPIRV::MemorySemantics;

static const GenericASBuiltin GenericASBuiltins[] = {
    {"__to_global", SPIRVAS::CrossWorkgroup},
    {"__to_local", SPIRVAS::Workgroup},
    {"__to_private", SPIRVAS::Function},
    {"get_fence", std::nullopt},
};

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const GenericASBuiltin *B = findByName(GenericASBuiltins, N.Name);
  // Clang's __to_* are C names; get_fence is overloadable.
  if (!B || (N.Name == "get_fence" && !N.Mangled))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::GenericAS, GenericASFamily, N);
  D.GenericAS = B;
  const Function &F = N.F;
  Type *Ret = F.getReturnType();
  bool OK = F.arg_size() == 1 && F.getArg(0)->getType()->isPointerTy() &&
            F.getArg(0)->getType()->getPointerAddressSpace() == SPIRVAS::Generic &&
            (B->AS ? Ret->isPointerTy() && Ret->getPointerAddressSpace() == *B->AS
                   : Ret->isIntegerTy(32));
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  Type *Char = Type::getInt8Ty(Ctx);
  Register Ret = Info.OrigRet.Regs[0];
  // Both instructions take the pointer as it is; char is as good a pointee
  // as any (uses cast the result to theirs).
  Register Ptr = typedOperand(B, Info.OrigArgs[0].Regs[0],
                              typedPointer(Char, SPIRVAS::Generic));
  const GenericASBuiltin &G = *D.GenericAS;
  if (G.AS) {
    setSPIRVType(B, Ret, typedPointer(Char, *G.AS));
    buildInstruction(B, SPIRV::OpGenericCastToPtrExplicit, Ret)
        .addUse(Ptr)
        .addImm(*storageClassForAddressSpace(*G.AS));
    return true;
  }
  Register Semantics = MRI.createGenericVirtualRegister(LLT::scalar(32));
  setSPIRVType(B, Semantics, Type::getInt32Ty(Ctx));
  buildInstruction(B, SPIRV::OpGenericPtrMemSemantics, Semantics)
      .addUse(Ptr);
  // OpenCL's CLK_LOCAL_MEM_FENCE / CLK_GLOBAL_MEM_FENCE are the
  // WorkgroupMemory / CrossWorkgroupMemory bits, shifted down.
  static_assert(MS::CrossWorkgroupMemory == MS::WorkgroupMemory << 1 &&
                    CLFence::Global == CLFence::Local << 1,
                "fence flags and memory semantics in the same order");
  LLT S32 = LLT::scalar(32);
  auto Shift = B.buildConstant(S32, countr_zero(uint32_t(MS::WorkgroupMemory)));
  auto Shifted = B.buildLShr(S32, Semantics, Shift);
  B.buildAnd(Ret, Shifted, B.buildConstant(S32, CLFence::Local | CLFence::Global));
  return true;
}

const BuiltinFamilyImpl llvm::GenericASFamily = {describe, nullptr, lower};
