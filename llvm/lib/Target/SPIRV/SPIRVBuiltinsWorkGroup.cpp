//===- SPIRVBuiltinsWorkGroup.cpp - Work-group collective functions -------===//
//
// OpenCL C 2.0 work-group functions (6.13.15): work_group_all / any,
// work_group_broadcast (1D), work_group_reduce / scan_inclusive /
// scan_exclusive of add, min and max, as OpGroup* at Workgroup scope
// (G_SPIRV_INST).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;
namespace GO = llvm::SPIRV::GroupOperation;

namespace {
/// A collective: its opcode per kind of operand (float, signed, unsigned).
struct WorkGroupBuiltin {
  StringRef Name;
  unsigned Float, Signed, Unsigned;
};
} // namespace

static const WorkGroupBuiltin Arithmetic[] = {
    {"add", SPIRV::OpGroupFAdd, SPIRV::OpGroupIAdd, SPIRV::OpGroupIAdd},
    {"min", SPIRV::OpGroupFMin, SPIRV::OpGroupSMin, SPIRV::OpGroupUMin},
    {"max", SPIRV::OpGroupFMax, SPIRV::OpGroupSMax, SPIRV::OpGroupUMax},
};

static const struct {
  StringRef Prefix;
  uint32_t Operation;
} Operations[] = {{"work_group_reduce_", GO::Reduce},
                  {"work_group_scan_inclusive_", GO::InclusiveScan},
                  {"work_group_scan_exclusive_", GO::ExclusiveScan}};

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (!N.Mangled || !N.Name.starts_with("work_group_") ||
      N.Name == "work_group_barrier")
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::WorkGroup, WorkGroupFamily, N);
  Type *Ret = N.F.getReturnType();
  Type *Arg = N.Params.empty() ? nullptr : N.Params[0].Ty;
  bool Scalar = Arg && (Arg->isIntegerTy(32) || Arg->isIntegerTy(64) ||
                        Arg->isHalfTy() || Arg->isFloatTy() || Arg->isDoubleTy());
  if (N.Name == "work_group_all" || N.Name == "work_group_any") {
    D.GroupOpcode = N.Name == "work_group_all" ? SPIRV::OpGroupAll : SPIRV::OpGroupAny;
    if (N.Params.size() != 1 || !Arg || !Arg->isIntegerTy(32) || Ret != Arg)
      D.Unsupported = unsupportedSignature(N);
    return D;
  }
  if (N.Name == "work_group_broadcast") {
    D.GroupOpcode = SPIRV::OpGroupBroadcast;
    // The 2D and 3D forms take a local id per dimension.
    if (N.Params.size() != 2 || !Scalar || Ret != Arg || !N.Params[1].Ty ||
        !N.Params[1].Ty->isIntegerTy())
      D.Unsupported = unsupportedSignature(N);
    else
      D.ParamTypes = {Arg, N.Params[1].Ty};
    return D;
  }
  for (const auto &Op : Operations) {
    if (!N.Name.starts_with(Op.Prefix))
      continue;
    const WorkGroupBuiltin *B =
        findByName(Arithmetic, N.Name.drop_front(Op.Prefix.size()));
    if (!B)
      break; // the cl_khr_work_group_uniform_arithmetic operations
    D.GroupOperation = Op.Operation;
    if (N.Params.size() != 1 || !Scalar || Ret != Arg) {
      D.Unsupported = unsupportedSignature(N);
      return D;
    }
    D.GroupOpcode = Arg->isFloatingPointTy() ? B->Float
                    : N.Params[0].Signed     ? B->Signed
                                             : B->Unsigned;
    D.ParamTypes = {Arg};
    return D;
  }
  D.Unsupported = ("builtin " + N.Name).str();
  return D;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  Register Ret = Info.OrigRet.Regs[0];
  Register X = Info.OrigArgs[0].Regs[0];
  Register Scope = B.buildConstant(LLT::scalar(32), SPIRV::Scope::Workgroup).getReg(0);
  if (D.GroupOpcode == SPIRV::OpGroupAll || D.GroupOpcode == SPIRV::OpGroupAny) {
    // OpenCL's int predicate is a boolean in SPIR-V, and the result 1 / 0.
    LLT IntTy = MRI.getType(X);
    auto Zero = B.buildConstant(IntTy, 0);
    Register Pred = B.buildICmp(CmpInst::ICMP_NE, LLT::scalar(1), X, Zero).getReg(0);
    Register Bool = MRI.createGenericVirtualRegister(LLT::scalar(1));
    setSPIRVType(B, Bool, Type::getInt1Ty(Ctx));
    B.buildInstr(SPIRV::G_SPIRV_INST).addDef(Bool).addImm(D.GroupOpcode)
        .addUse(Scope).addUse(Pred);
    B.buildSelect(Ret, Bool, B.buildConstant(IntTy, 1), Zero);
    return true;
  }
  SmallVector<Register, 2> Typed;
  for (unsigned A = 0; A < D.ParamTypes.size(); ++A)
    Typed.push_back(typedOperand(B, Info.OrigArgs[A].Regs[0], D.ParamTypes[A]));
  setSPIRVType(B, Ret, D.ParamTypes[0]);
  auto MIB = B.buildInstr(SPIRV::G_SPIRV_INST).addDef(Ret).addImm(D.GroupOpcode)
                 .addUse(Scope);
  if (D.GroupOpcode != SPIRV::OpGroupBroadcast)
    MIB.addImm(D.GroupOperation);
  for (Register R : Typed)
    MIB.addUse(R);
  return true;
}

const BuiltinFamilyImpl llvm::WorkGroupFamily = {describe, nullptr, lower};
