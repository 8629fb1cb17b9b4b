//===- SPIRVBuiltinsPrintf.cpp - printf -----------------------------------===//
//
// OpenCL C's printf (a variadic C function, unmangled) and the translator's
// __spirv_ocl_printf, as the OpenCL.std printf instruction. The OpenCL
// SPIR-V environment wants the format as a pointer to char in the
// UniformConstant storage class (a string literal in the constant address
// space); strings passed for %s are constant char pointers as well. A
// format that is no string literal may be in another storage class with
// SPV_EXT_relaxed_printf_string_address_space, which SPIRVRequirements
// declares (or reports as not enabled). Every
// other argument goes as the value it is: integers promoted by the caller,
// floats as double (default promotions), vectors as themselves (%v4f).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (N.Name != "printf" && N.Name != "__spirv_ocl_printf")
    return std::nullopt;
  // A user's own printf that is not C's is not the builtin.
  const Function &F = N.F;
  if (N.Name == "printf" && (N.Mangled || !F.isVarArg()))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Printf, PrintfFamily, N);
  const SPIRV::GrammarExtInst *Inst = SPIRV::lookupOpenCLStdInst("printf");
  if (!Inst) {
    D.Unsupported = "builtin printf (no OpenCL.std printf)";
    return D;
  }
  D.ExtInst = Inst->Opcode;
  if (F.arg_size() < 1 || !F.getArg(0)->getType()->isPointerTy() ||
      !F.getReturnType()->isIntegerTy(32)) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // A format in another address space needs
  // SPV_EXT_relaxed_printf_string_address_space (SPIRVRequirements).
  return D;
}

/// The SPIR-V type an argument of printf is passed as: a pointer as a
/// pointer to char in its own storage class (%s, %p), anything else as
/// itself.
static Type *printfOperandType(Type *IRTy) {
  if (IRTy->isPointerTy())
    return typedPointer(Type::getInt8Ty(IRTy->getContext()),
                        IRTy->getPointerAddressSpace());
  return spirvTypeOfIRValue(IRTy, nullptr);
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  for (const Use &Arg : Call.args()) {
    Type *T = Arg->getType();
    Type *Scalar = T->getScalarType();
    bool OK = Scalar->isPointerTy()
                  ? !T->isVectorTy() &&
                        storageClassForAddressSpace(T->getPointerAddressSpace())
                  : (Scalar->isIntegerTy() && !Scalar->isIntegerTy(1)) ||
                        Scalar->isFloatingPointTy();
    if (!OK)
      return (D.Name + " with an argument of type " + typeText(T)).str();
  }
  return "";
}

/// G_SPIRV_EXTINST_MEM (i32 result, printf, format, arguments...): it writes
/// the output.
static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  // printf returns 0 or -1 even when the IR ignores it.
  bool Unused = Info.OrigRet.Regs.empty() || Info.OrigRet.Ty->isVoidTy();
  Register Result = Unused ? MRI.createGenericVirtualRegister(LLT::scalar(32))
                           : Info.OrigRet.Regs[0];
  setSPIRVType(B, Result, Type::getInt32Ty(Ctx));
  SmallVector<Register, 8> Ops;
  for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
    Ops.push_back(typedOperand(B, Arg.Regs[0], printfOperandType(Arg.Ty)));
  auto MIB = B.buildInstr(SPIRV::G_SPIRV_EXTINST_MEM).addDef(Result).addImm(D.ExtInst);
  for (Register R : Ops)
    MIB.addUse(R);
  return true;
}

/// The one value stored to the local variable \p Load reads, when nothing
/// else writes it or takes its address (unoptimized code passes arguments
/// of inlined calls through such variables).
static Value *onlyValueStored(LoadInst &Load) {
  auto *Var = dyn_cast<AllocaInst>(Load.getPointerOperand()->stripPointerCasts());
  if (!Var)
    return nullptr;
  Value *Stored = nullptr;
  SmallVector<Value *, 4> Addresses = {Var};
  while (!Addresses.empty()) {
    Value *Address = Addresses.pop_back_val();
    for (User *U : Address->users()) {
      if (isa<LoadInst>(U))
        continue;
      if (isa<AddrSpaceCastInst>(U)) {
        Addresses.push_back(U);
        continue;
      }
      auto *Store = dyn_cast<StoreInst>(U);
      if (!Store || Store->getValueOperand() == Address || Stored ||
          Store->getValueOperand()->getType() != Load.getType())
        return nullptr;
      Stored = Store->getValueOperand();
    }
  }
  return Stored;
}

/// A copy in the constant address space of the string literal \p V points
/// to (through casts, zero indices and local variables written once), or
/// null when it is not one.
static GlobalVariable *
constantSpaceString(Value *V, DenseMap<GlobalVariable *, GlobalVariable *> &Copies) {
  for (unsigned Steps = 0; Steps < 8; ++Steps) {
    auto *Load = dyn_cast<LoadInst>(V->stripPointerCasts());
    Value *Stored = Load ? onlyValueStored(*Load) : nullptr;
    if (!Stored)
      break;
    V = Stored;
  }
  auto *GV = dyn_cast<GlobalVariable>(V->stripPointerCasts());
  if (!GV || !GV->isConstant() || !GV->hasDefinitiveInitializer())
    return nullptr;
  auto *Data = dyn_cast<ConstantDataArray>(GV->getInitializer());
  if (!Data || !Data->isString())
    return nullptr;
  GlobalVariable *&Copy = Copies[GV];
  if (!Copy) {
    Copy = new GlobalVariable(*GV->getParent(), GV->getValueType(), true,
                              GlobalValue::PrivateLinkage, Data,
                              GV->getName() + ".constant", nullptr,
                              GlobalValue::NotThreadLocal,
                              SPIRVAS::UniformConstant);
    Copy->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    Copy->setAlignment(GV->getAlign());
  }
  return Copy;
}

/// \p Format with C's length modifiers that OpenCL C's printf lacks spelled
/// as OpenCL's: ll (long long), j (intmax_t) and, where pointers have 64
/// bits, z (size_t) and t (ptrdiff_t) become l, OpenCL's 64-bit modifier;
/// with 32-bit pointers z and t go. Nothing when the format has none (PoCL
/// rejects "%zu" and "%lld" as format errors; Intel's runtime takes them).
static std::optional<std::string> openclLengthModifiers(StringRef Format, bool Pointer64) {
  std::string Out;
  bool Changed = false;
  for (size_t I = 0; I < Format.size();) {
    char C = Format[I++];
    Out += C;
    if (C != '%')
      continue;
    if (I < Format.size() && Format[I] == '%') {
      Out += Format[I++];
      continue;
    }
    // Flags, field width and precision; the conversion itself is copied as
    // an ordinary character. OpenCL's vector specifier (%v4hlf) is its own.
    while (I < Format.size() && StringRef("-+ #0123456789.*").contains(Format[I]))
      Out += Format[I++];
    if (Format.substr(I).starts_with("ll")) {
      Out += 'l';
      I += 2;
      Changed = true;
    } else if (I < Format.size() && StringRef("zjt").contains(Format[I])) {
      if (Format[I] == 'j' || Pointer64)
        Out += 'l';
      ++I;
      Changed = true;
    }
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

/// The format \p V (a string in the constant address space) with OpenCL's
/// length modifiers, as a new constant string, or null when it needs none.
static GlobalVariable *
openclFormat(Value *V, DenseMap<GlobalVariable *, GlobalVariable *> &Rewritten) {
  auto *GV = dyn_cast<GlobalVariable>(V->stripPointerCasts());
  if (!GV || !GV->isConstant() || !GV->hasDefinitiveInitializer() ||
      GV->getAddressSpace() != SPIRVAS::UniformConstant)
    return nullptr;
  auto It = Rewritten.find(GV);
  if (It != Rewritten.end())
    return It->second;
  GlobalVariable *&Copy = Rewritten[GV];
  auto *Data = dyn_cast<ConstantDataArray>(GV->getInitializer());
  if (!Data || !Data->isString())
    return nullptr;
  bool Pointer64 = GV->getParent()->getDataLayout().getPointerSizeInBits(SPIRVAS::UniformConstant) == 64;
  std::optional<std::string> Format = openclLengthModifiers(Data->getAsString(), Pointer64);
  if (!Format)
    return nullptr;
  Constant *Init = ConstantDataArray::getString(GV->getContext(), *Format, /*AddNull=*/false);
  Copy = new GlobalVariable(*GV->getParent(), Init->getType(), true, GlobalValue::PrivateLinkage, Init,
                            GV->getName() + ".opencl", nullptr, GlobalValue::NotThreadLocal,
                            SPIRVAS::UniformConstant);
  Copy->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  Copy->setAlignment(GV->getAlign());
  return Copy;
}

bool llvm::movePrintfStringsToConstantSpace(Module &M) {
  LLVMContext &Ctx = M.getContext();
  DenseMap<GlobalVariable *, GlobalVariable *> Copies, Formats;
  // The translator's spelling of printf with a constant format, declared
  // when a call needs it.
  FunctionCallee ConstantFormatPrintf;
  bool Changed = false;
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration() || !F.isVarArg())
      continue;
    std::optional<BuiltinDescription> D = describeBuiltin(F);
    if (!D || D->Family != BuiltinFamily::Printf)
      continue;
    bool MoveFormat = F.getArg(0)->getType()->getPointerAddressSpace() !=
                      SPIRVAS::UniformConstant;
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getCalledFunction() != &F)
        continue;
      SmallVector<Value *, 8> Args(Call->args());
      bool Moved = false;
      for (unsigned I = 0; I < Args.size(); ++I) {
        if (I > 0 && I < F.arg_size())
          continue; // a fixed parameter keeps its declared type
        Type *T = Args[I]->getType();
        if (!T->isPointerTy() ||
            T->getPointerAddressSpace() == SPIRVAS::UniformConstant)
          continue;
        if (GlobalVariable *Copy = constantSpaceString(Args[I], Copies)) {
          Args[I] = Copy;
          Moved = true;
        }
      }
      if (GlobalVariable *Format = openclFormat(Args[0], Formats)) {
        if (Args[0]->getType() == Format->getType()) {
          Args[0] = Format;
          Moved = true;
        }
      }
      if (!Moved || (MoveFormat && Args[0]->getType() == F.getArg(0)->getType()))
        continue; // nothing to move, or a format that is not a literal
      if (!MoveFormat) {
        Call->setArgOperand(0, Args[0]);
        for (unsigned I = F.arg_size(); I < Args.size(); ++I)
          Call->setArgOperand(I, Args[I]);
        Changed = true;
        continue;
      }
      if (!ConstantFormatPrintf)
        ConstantFormatPrintf = M.getOrInsertFunction(
            "_Z18__spirv_ocl_printfPU3AS2Kcz",
            FunctionType::get(Type::getInt32Ty(Ctx),
                              {PointerType::get(Ctx, SPIRVAS::UniformConstant)},
                              true));
      auto *NewCall = CallInst::Create(ConstantFormatPrintf, Args, "", Call->getIterator());
      NewCall->setCallingConv(CallingConv::SPIR_FUNC);
      NewCall->setDebugLoc(Call->getDebugLoc());
      NewCall->takeName(Call);
      Call->replaceAllUsesWith(NewCall);
      Call->eraseFromParent();
      Changed = true;
    }
    if (F.use_empty())
      F.eraseFromParent();
  }
  // A constant-space copy whose format was then respelled is unused.
  for (auto &[Original, Copy] : Copies)
    if (Copy->use_empty())
      Copy->eraseFromParent();
  return Changed;
}

const BuiltinFamilyImpl llvm::PrintfFamily = {describe, check, lower};
