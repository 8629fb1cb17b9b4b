//===- SYCLDeviceGlobal.cpp - DPC++'s device_global in both compiles ------===//
//
// sycl/include/sycl/ext/oneapi/experimental/device_global.hpp describes the
// scheme. A device_global variable is known by its linkage name, which the
// host and the device compile give it alike; the SpecIds of its storage's
// address are 0x80000000 | (hash(name) << 1) and the next (low and high
// word): specialization_id's constants stay below 0x80000000.
//
//===----------------------------------------------------------------------===//

#include "SYCLDeviceGlobal.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <map>

using namespace llvm;

namespace {

constexpr StringLiteral ClassPrefix =
    "class.sycl::ext::oneapi::experimental::device_global";

uint32_t fnv1a(StringRef S) {
  uint32_t H = 2166136261u;
  for (char C : S)
    H = (H ^ static_cast<unsigned char>(C)) * 16777619u;
  return H;
}

uint32_t specIdOf(StringRef Name) {
  return 0x80000000u | ((fnv1a(Name) & 0x3FFFFFFFu) << 1);
}

// The bytes of C in memory, or false for what has no fixed bytes
// (addresses).
bool constantBytes(const Constant *C, const DataLayout &DL,
                   MutableArrayRef<uint8_t> Out) {
  if (isa<ConstantAggregateZero>(C) || isa<UndefValue>(C) ||
      isa<ConstantPointerNull>(C))
    return true; // Out is zero-filled
  if (const auto *I = dyn_cast<ConstantInt>(C)) {
    APInt V = I->getValue();
    for (unsigned B = 0; B < Out.size() && B * 8 < V.getBitWidth(); ++B)
      Out[B] = uint8_t(V.extractBitsAsZExtValue(
          std::min(8u, V.getBitWidth() - B * 8), B * 8));
    return true;
  }
  if (const auto *F = dyn_cast<ConstantFP>(C))
    return constantBytes(ConstantInt::get(C->getContext(),
                                          F->getValueAPF().bitcastToAPInt()),
                         DL, Out);
  if (const auto *Seq = dyn_cast<ConstantDataSequential>(C)) {
    StringRef Raw = Seq->getRawDataValues();
    std::copy(Raw.begin(), Raw.begin() + std::min(Raw.size(), Out.size()),
              Out.begin());
    return true;
  }
  if (const auto *S = dyn_cast<ConstantStruct>(C)) {
    const StructLayout *SL = DL.getStructLayout(S->getType());
    for (unsigned I = 0; I < S->getNumOperands(); ++I) {
      uint64_t Off = SL->getElementOffset(I);
      if (!constantBytes(S->getOperand(I), DL, Out.drop_front(Off)))
        return false;
    }
    return true;
  }
  if (const auto *A = dyn_cast<ConstantArray>(C)) {
    uint64_t Size = DL.getTypeAllocSize(A->getType()->getElementType());
    for (unsigned I = 0; I < A->getNumOperands(); ++I)
      if (!constantBytes(A->getOperand(I), DL, Out.drop_front(I * Size)))
        return false;
    return true;
  }
  return false;
}

// The device_global variable V points to: through casts and zero offsets,
// and, at -O0, through the local variables the inlined member functions
// keep `this` in (an alloca stored once).
GlobalVariable *deviceGlobalOf(Value *V) {
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    V = V->stripPointerCasts();
    if (auto *GV = dyn_cast<GlobalVariable>(V))
      return GV;
    auto *Load = dyn_cast<LoadInst>(V);
    auto *Slot = Load ? dyn_cast<AllocaInst>(
                            Load->getPointerOperand()->stripPointerCasts())
                      : nullptr;
    if (!Slot)
      return nullptr;
    // The slot's uses, through the casts to the generic address space.
    StoreInst *Only = nullptr;
    SmallVector<Value *, 4> Addresses{Slot};
    while (!Addresses.empty()) {
      Value *Address = Addresses.pop_back_val();
      for (User *U : Address->users()) {
        if (isa<AddrSpaceCastInst>(U) || isa<BitCastInst>(U)) {
          Addresses.push_back(U);
          continue;
        }
        if (isa<LoadInst>(U) || isa<LifetimeIntrinsic>(U))
          continue;
        auto *Store = dyn_cast<StoreInst>(U);
        if (!Store || Store->getPointerOperand() != Address || Only)
          return nullptr;
        Only = Store;
      }
    }
    if (!Only)
      return nullptr;
    V = Only->getValueOperand();
  }
  return nullptr;
}

} // namespace

PreservedAnalyses DeviceGlobalRegistrationPass::run(Module &M,
                                                     ModuleAnalysisManager &) {
  SmallVector<GlobalVariable *, 4> Vars;
  for (GlobalVariable &GV : M.globals()) {
    auto *Ty = dyn_cast<StructType>(GV.getValueType());
    if (!GV.isDeclaration() && Ty && Ty->hasName() &&
        Ty->getName().starts_with(ClassPrefix))
      Vars.push_back(&GV);
  }
  if (Vars.empty())
    return PreservedAnalyses::all();
  LLVMContext &Ctx = M.getContext();
  auto *Ptr = PointerType::get(Ctx, 0);
  FunctionCallee Register = M.getOrInsertFunction(
      "__sycl_register_device_global", Type::getVoidTy(Ctx), Ptr, Ptr);
  auto *Ctor = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                GlobalValue::InternalLinkage,
                                "__sycl_register_device_globals", M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "", Ctor));
  for (GlobalVariable *GV : Vars)
    B.CreateCall(Register,
                 {GV, B.CreateGlobalString(GV->getName(), "", 0, &M)});
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, 65535);
  return PreservedAnalyses::none();
}

Expected<std::vector<std::string>> lowerDeviceGlobals(Module &M) {
  std::vector<std::string> Entries;
  Function *Access = M.getFunction("__sycl_device_global_ptr");
  if (!Access)
    return Entries;
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  FunctionCallee Spec = M.getOrInsertFunction("_Z20__spirv_SpecConstantii",
                                              I32, I32, I32);
  if (auto *F = dyn_cast<Function>(Spec.getCallee()))
    F->setCallingConv(CallingConv::SPIR_FUNC);
  std::map<std::string, uint32_t> IdOfName;
  SmallVector<CallBase *, 8> Calls;
  for (User *U : Access->users()) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call || Call->getCalledOperand() != Access)
      return createStringError("__sycl_device_global_ptr is used other than "
                               "by a call");
    Calls.push_back(Call);
  }
  SetVector<GlobalVariable *> Vars;
  for (CallBase *Call : Calls) {
    GlobalVariable *GV = deviceGlobalOf(Call->getArgOperand(0));
    if (!GV)
      return createStringError(
          ("device_global accessed through a pointer or reference is not "
           "supported (in function @" +
           Call->getFunction()->getName() + ")")
              .str());
    Vars.insert(GV);
    uint32_t Id = specIdOf(GV->getName());
    auto [It, New] = IdOfName.try_emplace(GV->getName().str(), Id);
    (void)It;
    if (New)
      for (const auto &[Other, OtherId] : IdOfName)
        if (OtherId == Id && Other != GV->getName())
          return createStringError(
              ("device_globals " + GV->getName() + " and " + Other +
               " have one SpecId; rename one of them")
                  .str());
    IRBuilder<> B(Call);
    CallInst *Lo = B.CreateCall(Spec, {B.getInt32(Id), B.getInt32(0)});
    CallInst *Hi = B.CreateCall(Spec, {B.getInt32(Id + 1), B.getInt32(0)});
    Lo->setCallingConv(CallingConv::SPIR_FUNC);
    Hi->setCallingConv(CallingConv::SPIR_FUNC);
    Value *Address = B.CreateOr(B.CreateZExt(Lo, I64),
                                B.CreateShl(B.CreateZExt(Hi, I64), 32));
    Value *Storage = B.CreateIntToPtr(
        Address, PointerType::get(Ctx, GV->getAddressSpace()));
    Call->replaceAllUsesWith(
        B.CreatePointerBitCastOrAddrSpaceCast(Storage, Call->getType()));
    Call->eraseFromParent();
  }
  Access->eraseFromParent();
  // __sycl_device_global_<id>_<size>_<initial bytes in hex, or z for
  // zeros>__<name>.
  for (GlobalVariable *GV : Vars) {
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    std::vector<uint8_t> Bytes(Size, 0);
    if (GV->hasInitializer() &&
        !constantBytes(GV->getInitializer(), DL, Bytes))
      return createStringError(
          ("device_global " + GV->getName() +
           " initialized with an address is not supported")
              .str());
    bool Zero = llvm::all_of(Bytes, [](uint8_t B) { return B == 0; });
    Entries.push_back("__sycl_device_global_" +
                      std::to_string(specIdOf(GV->getName())) + "_" +
                      std::to_string(Size) + "_" +
                      (Zero ? std::string("z") : toHex(Bytes, true)) + "__" +
                      GV->getName().str());
  }
  return Entries;
}
