//===- SPIRVBuiltinsAtomic.cpp - OpenCL C atomic functions ----------------===//
//
// OpenCL C 1.x atomic_* / atom_* and 2.0 atomic_*[_explicit] functions, as
// the generic MIR that IRTranslator makes from LLVM's atomic instructions:
// one selection path for both kinds of atomics.
//
//===----------------------------------------------------------------------===//

#include "SPIRVBuiltinFamilies.h"
#include "SPIRVMemoryModel.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace TO = llvm::TargetOpcode;

static const AtomicBuiltin AtomicBuiltins[] = {
    // OpenCL C 1.x (6.12.11) on volatile global / local int and uint, and
    // cl_khr_*_atomics' atom_* spellings (long and ulong as well).
    {"atomic_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Legacy},
    {"atomic_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Legacy},
    {"atomic_xchg", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Legacy},
    {"atomic_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Legacy},
    {"atomic_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Legacy},
    {"atomic_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Legacy},
    {"atomic_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Legacy},
    {"atomic_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Legacy},
    {"atomic_inc", TO::G_ATOMICRMW_ADD, AtomicBuiltin::LegacyUnary},
    {"atomic_dec", TO::G_ATOMICRMW_SUB, AtomicBuiltin::LegacyUnary},
    {"atomic_cmpxchg", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::LegacyCmpxchg},
    {"atom_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Legacy},
    {"atom_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Legacy},
    {"atom_xchg", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Legacy},
    {"atom_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Legacy},
    {"atom_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Legacy},
    {"atom_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Legacy},
    {"atom_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Legacy},
    {"atom_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Legacy},
    {"atom_inc", TO::G_ATOMICRMW_ADD, AtomicBuiltin::LegacyUnary},
    {"atom_dec", TO::G_ATOMICRMW_SUB, AtomicBuiltin::LegacyUnary},
    {"atom_cmpxchg", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::LegacyCmpxchg},
    // OpenCL C 2.0 (6.13.11), with and without _explicit.
    {"atomic_fetch_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Fetch},
    {"atomic_fetch_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Fetch},
    {"atomic_fetch_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Fetch},
    {"atomic_fetch_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Fetch},
    {"atomic_fetch_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Fetch},
    {"atomic_fetch_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Fetch},
    {"atomic_fetch_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Fetch},
    {"atomic_exchange", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Fetch},
    {"atomic_load", TO::G_LOAD, AtomicBuiltin::Load},
    {"atomic_store", TO::G_STORE, AtomicBuiltin::Store},
    {"atomic_init", TO::G_STORE, AtomicBuiltin::Init},
    {"atomic_compare_exchange_strong", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::CompareExchange},
    // SPIR-V has no weak form; the strong one never fails spuriously.
    {"atomic_compare_exchange_weak", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::CompareExchange},
    // atomic_flag is an atomic_int: set is 1, clear 0.
    {"atomic_flag_test_and_set", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::FlagTestAndSet},
    {"atomic_flag_clear", TO::G_STORE, AtomicBuiltin::FlagClear},
};

static const AtomicBuiltin *lookupAtomicBuiltin(StringRef Name, bool &Explicit) {
  Explicit = Name.consume_back("_explicit");
  return findByName(AtomicBuiltins, Name);
}

/// How many operands come before the memory order, and the most there are.
static std::pair<unsigned, unsigned> atomicArity(const AtomicBuiltin &B) {
  switch (B.Form) {
  case AtomicBuiltin::Legacy: return {2, 2};
  case AtomicBuiltin::LegacyUnary: return {1, 1};
  case AtomicBuiltin::LegacyCmpxchg: return {3, 3};
  case AtomicBuiltin::Fetch:
  case AtomicBuiltin::Store: return {2, 4};
  case AtomicBuiltin::Load: return {1, 3};
  case AtomicBuiltin::Init: return {2, 2};
  case AtomicBuiltin::CompareExchange: return {3, 6};
  case AtomicBuiltin::FlagTestAndSet:
  case AtomicBuiltin::FlagClear: return {1, 3};
  }
  return {0, 0};
}

static std::optional<AtomicOperands> atomicOperands(const BuiltinDescription &D,
                                                    const CallBase &Call,
                                                    std::string &Unsupported) {
  const AtomicBuiltin &B = *D.Atomic;
  LLVMContext &Ctx = Call.getContext();
  AtomicOperands Ops;
  bool Legacy = B.Form == AtomicBuiltin::Legacy ||
                B.Form == AtomicBuiltin::LegacyUnary ||
                B.Form == AtomicBuiltin::LegacyCmpxchg;
  // 1.x atomics order nothing; 2.0's default is seq_cst. Both act on the
  // device's memory.
  Ops.Ordering = Legacy ? AtomicOrdering::Monotonic
                        : AtomicOrdering::SequentiallyConsistent;
  Ops.FailureOrdering = AtomicOrdering::NotAtomic;
  Ops.Scope = Ctx.getOrInsertSyncScopeID("device");
  if (B.Form == AtomicBuiltin::Init) {
    Ops.Ordering = AtomicOrdering::NotAtomic;
    return Ops;
  }
  unsigned First = atomicArity(B).first;
  SmallVector<uint64_t, 3> Args;
  for (unsigned I = First; I < Call.arg_size(); ++I) {
    const auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(I));
    if (!C) {
      Unsupported = (D.Name + " with a memory order or scope that is not a "
                              "constant").str();
      return std::nullopt;
    }
    Args.push_back(C->getZExtValue());
  }
  unsigned NumOrders = B.Form == AtomicBuiltin::CompareExchange ? 2 : 1;
  if (!Args.empty()) {
    std::optional<AtomicOrdering> Order = openCLOrdering(Args[0]);
    if (!Order) {
      Unsupported = (D.Name + " with memory order " + Twine(Args[0])).str();
      return std::nullopt;
    }
    Ops.Ordering = *Order;
  }
  if (B.Form == AtomicBuiltin::CompareExchange) {
    // The failure order defaults to the success order, without its
    // release part.
    Ops.FailureOrdering =
        AtomicCmpXchgInst::getStrongestFailureOrdering(Ops.Ordering);
    if (Args.size() > 1) {
      std::optional<AtomicOrdering> Order = openCLOrdering(Args[1]);
      if (!Order || *Order == AtomicOrdering::Release ||
          *Order == AtomicOrdering::AcquireRelease ||
          isStrongerThan(*Order, Ops.Ordering)) {
        Unsupported = (D.Name + " with failure memory order " + Twine(Args[1]))
                          .str();
        return std::nullopt;
      }
      Ops.FailureOrdering = *Order;
    }
  }
  bool Releases = Ops.Ordering == AtomicOrdering::Release ||
                  Ops.Ordering == AtomicOrdering::AcquireRelease;
  bool Acquires = Ops.Ordering == AtomicOrdering::Acquire ||
                  Ops.Ordering == AtomicOrdering::AcquireRelease;
  bool Stores = B.Form == AtomicBuiltin::Store || B.Form == AtomicBuiltin::FlagClear;
  if ((B.Form == AtomicBuiltin::Load && Releases) || (Stores && Acquires)) {
    Unsupported = (D.Name + " with memory order " + Twine(Args[0])).str();
    return std::nullopt;
  }
  if (Args.size() > NumOrders) {
    std::optional<StringRef> Name = openCLSyncScopeName(Args[NumOrders]);
    if (!Name) {
      Unsupported =
          (D.Name + " with memory scope " + Twine(Args[NumOrders])).str();
      return std::nullopt;
    }
    Ops.Scope = Name->empty() ? SyncScope::System
                              : Ctx.getOrInsertSyncScopeID(*Name);
  }
  return Ops;
}

/// The description of an atomic function \p B, called with \p Params.
static BuiltinDescription describeAtomic(const BuiltinName &Callee,
                                         const AtomicBuiltin &B, bool Explicit) {
  const Function &F = Callee.F;
  StringRef Name = Callee.Name;
  ArrayRef<DemangledType> Params = Callee.Params;
  BuiltinDescription D = newDescription(BuiltinFamily::Atomic, AtomicFamily, Callee);
  D.Atomic = &B;
  D.AtomicOpcode = B.Opcode;
  auto [First, Most] = atomicArity(B);
  unsigned N = Params.size();
  bool OK = F.arg_size() == N && N >= 1 &&
            (Explicit ? N > First && N <= Most : N == First);
  // The object is a pointer; the value (if any) is what it points to.
  auto *Ptr = OK ? dyn_cast_or_null<TypedPointerType>(Params[0].Ty) : nullptr;
  Type *Value = Ptr ? Ptr->getElementType() : nullptr;
  OK = OK && Value && F.getArg(0)->getType()->isPointerTy();
  if (OK) {
    unsigned AS = F.getArg(0)->getType()->getPointerAddressSpace();
    OK = castsTo(AS, SPIRVAS::Generic);
  }
  bool IsInt = Value && (Value->isIntegerTy(32) || Value->isIntegerTy(64));
  bool IsFloat = Value && (Value->isFloatTy() || Value->isDoubleTy());
  // Float and double: exchange, load and store; cl_ext_float_atomics' add
  // and sub (OpAtomicFAddEXT, of the negated value for sub), min and max
  // (OpAtomicFMinEXT / FMaxEXT); a compare-exchange compares the bits, as
  // an integer.
  bool FloatArith = B.Form == AtomicBuiltin::Fetch &&
                    (B.Opcode == TO::G_ATOMICRMW_ADD || B.Opcode == TO::G_ATOMICRMW_SUB ||
                     B.Opcode == TO::G_ATOMICRMW_MIN || B.Opcode == TO::G_ATOMICRMW_MAX);
  bool FloatOK = B.Opcode == TO::G_ATOMICRMW_XCHG || B.Opcode == TO::G_LOAD ||
                 B.Opcode == TO::G_STORE || B.Form == AtomicBuiltin::CompareExchange ||
                 FloatArith;
  OK = OK && (IsInt || (IsFloat && FloatOK));
  Type *Ret = F.getReturnType();
  if (OK) {
    switch (B.Form) {
    case AtomicBuiltin::Legacy:
    case AtomicBuiltin::Fetch:
    case AtomicBuiltin::Store:
    case AtomicBuiltin::Init:
      OK = Params[1].Ty == Value && F.getArg(1)->getType() == Value;
      break;
    case AtomicBuiltin::LegacyCmpxchg:
      OK = Params[1].Ty == Value && Params[2].Ty == Value &&
           F.getArg(1)->getType() == Value && F.getArg(2)->getType() == Value;
      break;
    case AtomicBuiltin::CompareExchange: {
      auto *Expected = dyn_cast_or_null<TypedPointerType>(Params[1].Ty);
      OK = Expected && Expected->getElementType() == Value &&
           F.getArg(1)->getType()->isPointerTy() &&
           Params[2].Ty == Value && F.getArg(2)->getType() == Value &&
           Ret->isIntegerTy(1);
      break;
    }
    case AtomicBuiltin::FlagTestAndSet:
      OK = IsInt && Ret->isIntegerTy(1);
      break;
    case AtomicBuiltin::FlagClear:
      OK = IsInt;
      break;
    default:
      break;
    }
    bool Stores = B.Form == AtomicBuiltin::Store ||
                  B.Form == AtomicBuiltin::Init ||
                  B.Form == AtomicBuiltin::FlagClear;
    if (B.Form != AtomicBuiltin::CompareExchange &&
        B.Form != AtomicBuiltin::FlagTestAndSet)
      OK = OK && (Stores ? Ret->isVoidTy() : Ret == Value);
  }
  if (!OK) {
    D.Unsupported = ("builtin " + Name + " with this signature (@" +
                     F.getName() + ")").str();
    return D;
  }
  for (const DemangledType &P : Params)
    D.ParamTypes.push_back(P.Ty);
  // min and max by the signedness of the value.
  bool Unsigned = N > 1 && !Params[1].Signed;
  if (B.Opcode == TO::G_ATOMICRMW_MIN && Unsigned)
    D.AtomicOpcode = TO::G_ATOMICRMW_UMIN;
  if (B.Opcode == TO::G_ATOMICRMW_MAX && Unsigned)
    D.AtomicOpcode = TO::G_ATOMICRMW_UMAX;
  if (IsFloat && FloatArith)
    D.AtomicOpcode = B.Opcode == TO::G_ATOMICRMW_ADD   ? TO::G_ATOMICRMW_FADD
                     : B.Opcode == TO::G_ATOMICRMW_SUB ? TO::G_ATOMICRMW_FSUB
                     : B.Opcode == TO::G_ATOMICRMW_MIN ? TO::G_ATOMICRMW_FMIN
                                                       : TO::G_ATOMICRMW_FMAX;
  return D;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  bool Explicit;
  const AtomicBuiltin *A = N.Mangled ? lookupAtomicBuiltin(N.Name, Explicit) : nullptr;
  if (!A)
    return std::nullopt;
  return describeAtomic(N, *A, Explicit);
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  std::string Unsupported;
  atomicOperands(D, Call, Unsupported);
  return Unsupported;
}

/// An OpenCL atomic function becomes the generic MIR IRTranslator makes from
/// LLVM's atomic instructions (G_ATOMICRMW_*, G_ATOMIC_CMPXCHG, atomic
/// G_LOAD / G_STORE), its order and scope in the memory operand as LLVM's
/// ordering and syncscope: selection then maps both kinds of atomics to
/// SPIR-V in one place.
static bool lower(MachineIRBuilder &MIRBuilder,
                  const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineFunction &MF = MIRBuilder.getMF();
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  std::string Unsupported;
  std::optional<AtomicOperands> Ops = atomicOperands(D, *Info.CB, Unsupported);
  if (!Ops)
    return false; // SPIRVCheckModule reported it
  const AtomicBuiltin &B = *D.Atomic;
  auto Arg = [&](unsigned I) { return Info.OrigArgs[I].Regs[0]; };
  Register Ptr = Arg(0);
  // OpenCL 2.0 code passes the object as a generic pointer, cast from its
  // own address space for the call; the atomic takes it in that space, as
  // vloadn does: the semantics then name exactly that memory, and readers
  // map each storage class to the overload OpenCL 1.2 libraries have.
  if (const MachineInstr *Cast = MRI.getVRegDef(Ptr);
      Cast && Cast->getOpcode() == TargetOpcode::G_ADDRSPACE_CAST &&
      MRI.getType(Ptr).getAddressSpace() == SPIRVAS::Generic) {
    unsigned SrcAS = MRI.getType(Cast->getOperand(1).getReg()).getAddressSpace();
    if (SrcAS == SPIRVAS::CrossWorkgroup || SrcAS == SPIRVAS::Workgroup)
      Ptr = Cast->getOperand(1).getReg();
  }
  unsigned AS = MRI.getType(Ptr).getAddressSpace();
  // The value type: the result's, or the stored value's (a flag is an int).
  LLT ValTy;
  if (B.Form == AtomicBuiltin::FlagTestAndSet || B.Form == AtomicBuiltin::FlagClear)
    ValTy = LLT::scalar(32);
  else if (B.Form == AtomicBuiltin::Load || B.Form == AtomicBuiltin::LegacyUnary)
    ValTy = MRI.getType(Info.OrigRet.Regs[0]);
  else
    ValTy = MRI.getType(Arg(B.Form == AtomicBuiltin::CompareExchange ? 2 : 1));
  Register Ret = Info.OrigRet.Regs.empty() ? Register() : Info.OrigRet.Regs[0];
  if (!Ret)
    Ret = MRI.createGenericVirtualRegister(ValTy);
  Align A(ValTy.getSizeInBytes());
  auto Flags = MachineMemOperand::MOLoad | MachineMemOperand::MOStore;
  if (B.Form == AtomicBuiltin::Load)
    Flags = MachineMemOperand::MOLoad;
  else if (B.Form == AtomicBuiltin::Store || B.Form == AtomicBuiltin::Init ||
           B.Form == AtomicBuiltin::FlagClear)
    Flags = MachineMemOperand::MOStore;
  MachineMemOperand *MMO = MF.getMachineMemOperand(
      MachinePointerInfo(AS), Flags, ValTy, A,
      AAMDNodes(), nullptr, Ops->Scope, Ops->Ordering, Ops->FailureOrdering);
  switch (B.Form) {
  case AtomicBuiltin::Legacy:
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Ret, Ptr, Arg(1), *MMO);
    return true;
  case AtomicBuiltin::Fetch:
    if (D.AtomicOpcode == TO::G_ATOMICRMW_FSUB) {
      // SPIR-V has no atomic float subtraction: add the negated value.
      auto Negated = MIRBuilder.buildFNeg(ValTy, Arg(1));
      MIRBuilder.buildAtomicRMW(TO::G_ATOMICRMW_FADD, Ret, Ptr, Negated.getReg(0), *MMO);
      return true;
    }
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Ret, Ptr, Arg(1), *MMO);
    return true;
  case AtomicBuiltin::LegacyUnary: {
    auto One = MIRBuilder.buildConstant(ValTy, 1);
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Ret, Ptr, One.getReg(0), *MMO);
    return true;
  }
  case AtomicBuiltin::LegacyCmpxchg:
    MIRBuilder.buildAtomicCmpXchg(Ret, Ptr, Arg(1), Arg(2), *MMO);
    return true;
  case AtomicBuiltin::Load:
    MIRBuilder.buildLoad(Ret, Ptr, *MMO);
    return true;
  case AtomicBuiltin::Store:
  case AtomicBuiltin::Init:
    MIRBuilder.buildStore(Arg(1), Ptr, *MMO);
    return true;
  case AtomicBuiltin::FlagTestAndSet: {
    auto One = MIRBuilder.buildConstant(ValTy, 1);
    Register Old = MRI.createGenericVirtualRegister(ValTy);
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Old, Ptr, One.getReg(0), *MMO);
    auto Zero = MIRBuilder.buildConstant(ValTy, 0);
    MIRBuilder.buildICmp(CmpInst::ICMP_NE, Ret, Old, Zero);
    return true;
  }
  case AtomicBuiltin::FlagClear: {
    auto Zero = MIRBuilder.buildConstant(ValTy, 0);
    MIRBuilder.buildStore(Zero.getReg(0), Ptr, *MMO);
    return true;
  }
  case AtomicBuiltin::CompareExchange: {
    // old = cmpxchg(p, *expected, desired); *expected = old (unchanged when
    // the exchange succeeded); the result is old == *expected.
    Register ExpectedPtr = Arg(1);
    unsigned ExpectedAS = MRI.getType(ExpectedPtr).getAddressSpace();
    auto Plain = [&](MachineMemOperand::Flags F) {
      return MF.getMachineMemOperand(MachinePointerInfo(ExpectedAS), F, ValTy, A);
    };
    // A float or double is exchanged as the integer of its bits
    // (OpAtomicCompareExchange takes integers only).
    auto Expected =
        MIRBuilder.buildLoad(ValTy, ExpectedPtr, *Plain(MachineMemOperand::MOLoad));
    Register ExpectedValue = Expected.getReg(0), Desired = Arg(2);
    Register Old = MRI.createGenericVirtualRegister(ValTy);
    Type *Value = D.ParamTypes[2];
    if (Value->isFloatingPointTy()) {
      Type *Bits = IntegerType::get(MF.getFunction().getContext(),
                                    ValTy.getSizeInBits());
      ExpectedValue = typedOperand(MIRBuilder, ExpectedValue, Bits);
      Desired = typedOperand(MIRBuilder, Desired, Bits);
      setSPIRVType(MIRBuilder, Old, Bits);
    }
    MIRBuilder.buildAtomicCmpXchg(Old, Ptr, ExpectedValue, Desired, *MMO);
    MIRBuilder.buildICmp(CmpInst::ICMP_EQ, Ret, Old, ExpectedValue);
    Register OldValue =
        Value->isFloatingPointTy() ? typedOperand(MIRBuilder, Old, Value) : Old;
    MIRBuilder.buildStore(OldValue, ExpectedPtr, *Plain(MachineMemOperand::MOStore));
    return true;
  }
  }
  return false;
}

const BuiltinFamilyImpl llvm::AtomicFamily = {describe, check, lower};
