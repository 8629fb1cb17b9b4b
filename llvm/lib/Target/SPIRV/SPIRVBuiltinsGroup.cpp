//===- SPIRVBuiltinsGroup.cpp - Work-group and sub-group collectives ------===//
//
// The collectives whose shape is the same at both scopes: OpenCL C 2.0
// work_group_all / any / broadcast (1D, 2D, 3D) / reduce / scan_inclusive /
// scan_exclusive of add, min and max, and their cl_khr_subgroups (and
// cl_intel_subgroups_char/short/long) sub_group_* twins, as OpGroup* at
// Workgroup or Subgroup scope (capability Groups); the
// cl_khr_subgroup_non_uniform_arithmetic and clustered_reduce operations, as
// OpGroupNonUniform* at Subgroup scope. lowerGroupInstruction, shared with
// the sub-group family, emits any group instruction from its grammar.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
namespace GO = llvm::SPIRV::GroupOperation;

namespace {
/// An arithmetic operation: its opcode per kind of operand (float, signed,
/// unsigned; 0 where the kind has none).
struct GroupArithmetic {
  StringRef Name;
  unsigned Float, Signed, Unsigned;
  /// logical_*: OpenCL int predicates, booleans in SPIR-V.
  bool Logical = false;
};
} // namespace

/// OpGroup* (capability Groups): what OpenCL's uniform collectives have;
/// cl_khr_work_group_uniform_arithmetic's others are OpGroup*KHR of
/// SPV_KHR_uniform_group_instructions, which only --spirv-ext allows (the
/// Level-Zero SPIR-V programming guide does not).
static const GroupArithmetic UniformArithmetic[] = {
    {"add", SPIRV::OpGroupFAdd, SPIRV::OpGroupIAdd, SPIRV::OpGroupIAdd},
    {"min", SPIRV::OpGroupFMin, SPIRV::OpGroupSMin, SPIRV::OpGroupUMin},
    {"max", SPIRV::OpGroupFMax, SPIRV::OpGroupSMax, SPIRV::OpGroupUMax},
    {"mul", SPIRV::OpGroupFMulKHR, SPIRV::OpGroupIMulKHR, SPIRV::OpGroupIMulKHR},
    {"and", 0, SPIRV::OpGroupBitwiseAndKHR, SPIRV::OpGroupBitwiseAndKHR},
    {"or", 0, SPIRV::OpGroupBitwiseOrKHR, SPIRV::OpGroupBitwiseOrKHR},
    {"xor", 0, SPIRV::OpGroupBitwiseXorKHR, SPIRV::OpGroupBitwiseXorKHR},
    {"logical_and", 0, SPIRV::OpGroupLogicalAndKHR, 0, true},
    {"logical_or", 0, SPIRV::OpGroupLogicalOrKHR, 0, true},
    {"logical_xor", 0, SPIRV::OpGroupLogicalXorKHR, 0, true},
};

/// OpGroupNonUniform* (GroupNonUniformArithmetic / Clustered).
static const GroupArithmetic NonUniformArithmetic[] = {
    {"add", SPIRV::OpGroupNonUniformFAdd, SPIRV::OpGroupNonUniformIAdd, SPIRV::OpGroupNonUniformIAdd},
    {"mul", SPIRV::OpGroupNonUniformFMul, SPIRV::OpGroupNonUniformIMul, SPIRV::OpGroupNonUniformIMul},
    {"min", SPIRV::OpGroupNonUniformFMin, SPIRV::OpGroupNonUniformSMin, SPIRV::OpGroupNonUniformUMin},
    {"max", SPIRV::OpGroupNonUniformFMax, SPIRV::OpGroupNonUniformSMax, SPIRV::OpGroupNonUniformUMax},
    {"and", 0, SPIRV::OpGroupNonUniformBitwiseAnd, SPIRV::OpGroupNonUniformBitwiseAnd},
    {"or", 0, SPIRV::OpGroupNonUniformBitwiseOr, SPIRV::OpGroupNonUniformBitwiseOr},
    {"xor", 0, SPIRV::OpGroupNonUniformBitwiseXor, SPIRV::OpGroupNonUniformBitwiseXor},
    {"logical_and", 0, SPIRV::OpGroupNonUniformLogicalAnd, 0, true},
    {"logical_or", 0, SPIRV::OpGroupNonUniformLogicalOr, 0, true},
    {"logical_xor", 0, SPIRV::OpGroupNonUniformLogicalXor, 0, true},
};

namespace {
/// A spelling of collectives: the prefix of the names, the scope, and the
/// instructions it has.
struct CollectivePrefix {
  StringRef Prefix;
  uint32_t Scope;
  ArrayRef<GroupArithmetic> Arithmetic;
  bool Uniform;   // all / any / broadcast too
  bool Clustered; // reduce_<op>(x, cluster size)
};
} // namespace

static const CollectivePrefix Prefixes[] = {
    {"work_group_", SPIRV::Scope::Workgroup, UniformArithmetic, true, false},
    {"sub_group_non_uniform_", SPIRV::Scope::Subgroup, NonUniformArithmetic, false, false},
    {"sub_group_clustered_", SPIRV::Scope::Subgroup, NonUniformArithmetic, false, true},
    {"sub_group_", SPIRV::Scope::Subgroup, UniformArithmetic, true, false},
    {"intel_sub_group_", SPIRV::Scope::Subgroup, UniformArithmetic, true, false},
};

static const struct {
  StringRef Prefix;
  uint32_t Operation;
} Operations[] = {{"reduce_", GO::Reduce},
                  {"scan_inclusive_", GO::InclusiveScan},
                  {"scan_exclusive_", GO::ExclusiveScan}};

/// Whether \p T is a value the group instructions take: an integer of 8 to 64
/// bits, a half, float or double, or (\p AllowVector) a vector of those.
static bool isGroupValue(Type *T, bool AllowVector) {
  if (!T)
    return false;
  if (AllowVector && T->isVectorTy())
    T = cast<VectorType>(T)->getElementType();
  return T->isIntegerTy(8) || T->isIntegerTy(16) || T->isIntegerTy(32) ||
         T->isIntegerTy(64) || T->isHalfTy() || T->isFloatTy() || T->isDoubleTy();
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (!N.Mangled)
    return std::nullopt;
  const CollectivePrefix *P = nullptr;
  for (const CollectivePrefix &C : Prefixes)
    if (N.Name.starts_with(C.Prefix)) {
      P = &C;
      break;
    }
  if (!P)
    return std::nullopt;
  StringRef Rest = N.Name.drop_front(P->Prefix.size());
  BuiltinDescription D = newDescription(BuiltinFamily::Group, GroupFamily, N);
  D.GroupScope = P->Scope;
  Type *Ret = N.F.getReturnType();
  Type *Arg = N.Params.empty() ? nullptr : N.Params[0].Ty;
  if (P->Uniform && (Rest == "all" || Rest == "any")) {
    D.GroupOpcode = Rest == "all" ? SPIRV::OpGroupAll : SPIRV::OpGroupAny;
    D.PredicateOperands = 1;
    D.PredicateResult = true;
    if (N.Params.size() != 1 || !Arg || !Arg->isIntegerTy(32) || Ret != Arg)
      D.Unsupported = unsupportedSignature(N);
    return D;
  }
  if (P->Uniform && Rest == "broadcast") {
    D.GroupOpcode = SPIRV::OpGroupBroadcast;
    // The 2D and 3D work-group forms take a local id per dimension, which
    // OpGroupBroadcast takes as one vector.
    unsigned Dims = N.Params.size() - 1;
    bool IdsOK = Dims >= 1 && Dims <= (P->Scope == SPIRV::Scope::Workgroup ? 3u : 1u);
    for (unsigned I = 1; IdsOK && I <= Dims; ++I)
      IdsOK = N.Params[I].Ty && N.Params[I].Ty->isIntegerTy() &&
              N.Params[I].Ty == N.Params[1].Ty;
    if (!IdsOK || !isGroupValue(Arg, true) || Ret != Arg) {
      D.Unsupported = unsupportedSignature(N);
      return D;
    }
    Type *Id = N.Params[1].Ty;
    D.ParamTypes = {Arg, Dims == 1 ? Id : FixedVectorType::get(Id, Dims)};
    return D;
  }
  bool Clustered = P->Clustered;
  for (const auto &Op : Operations) {
    if (!Rest.starts_with(Op.Prefix) || (Clustered && Op.Operation != GO::Reduce))
      continue;
    const GroupArithmetic *A =
        findByName(P->Arithmetic, Rest.drop_front(Op.Prefix.size()));
    if (!A)
      break;
    D.GroupOperation = Clustered ? uint32_t(GO::ClusteredReduce) : Op.Operation;
    unsigned Arity = Clustered ? 2 : 1;
    D.GroupOpcode = !Arg                       ? 0
                    : Arg->isFloatingPointTy() ? A->Float
                    : N.Params[0].Signed       ? A->Signed
                                               : A->Unsigned;
    if (A->Logical)
      D.GroupOpcode = A->Signed;
    bool ClusterOK = !Clustered || (N.Params[1].Ty && N.Params[1].Ty->isIntegerTy(32));
    if (N.Params.size() != Arity || !isGroupValue(Arg, false) || Ret != Arg ||
        !D.GroupOpcode || !ClusterOK || (A->Logical && !Arg->isIntegerTy(32))) {
      D.Unsupported = unsupportedSignature(N);
      return D;
    }
    D.ParamTypes = {Arg};
    if (A->Logical) {
      D.PredicateOperands = 1;
      D.PredicateResult = true;
    }
    if (Clustered) {
      D.ParamTypes.push_back(N.Params[1].Ty);
      D.ConstantOperands = 1u << 1; // the cluster size
    }
    return D;
  }
  // Other work-group functions are not lowered; other sub-group functions
  // are the sub-group family's.
  if (P->Scope != SPIRV::Scope::Workgroup)
    return std::nullopt;
  D.Unsupported = ("builtin " + N.Name).str();
  return D;
}

//===----------------------------------------------------------------------===//
// Checking and lowering, shared with the sub-group family
//===----------------------------------------------------------------------===//

BuiltinCallProblem llvm::checkGroupCall(const BuiltinDescription &D, const CallBase &Call) {
  for (unsigned A = 0; A < Call.arg_size(); ++A)
    if ((D.ConstantOperands & (1u << A)) && !isa<ConstantInt>(Call.getArgOperand(A)))
      return (D.Name + " with operand " + Twine(A + 1) + " not a constant").str();
  // The scope and group operation (the translator's spellings name them),
  // and the cluster size, which must be a constant power of 2.
  uint64_t Scope = D.GroupScope, Operation = D.GroupOperation;
  bool HasScope = false, HasClusterSize = false;
  unsigned A = 0;
  for (const SPIRV::GrammarOperand &O :
       SPIRV::getGrammarInstruction(D.GroupOpcode)->operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType || O.Kind == SPIRV::OperandKind::IdResult)
      continue;
    bool FromCall = D.GroupOperandsInCall || (O.Kind != SPIRV::OperandKind::IdScope &&
                                              O.Kind != SPIRV::OperandKind::GroupOperation);
    if (!FromCall || A >= Call.arg_size())
      continue;
    const auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(A++));
    HasClusterSize |= O.Quant == SPIRV::Quantifier::Optional;
    if (O.Kind == SPIRV::OperandKind::IdScope)
      Scope = C->getZExtValue(), HasScope = true;
    else if (O.Kind == SPIRV::OperandKind::GroupOperation)
      Operation = C->getZExtValue();
    else if (O.Quant == SPIRV::Quantifier::Optional &&
             (Operation == GO::ClusteredReduce ||
              D.GroupOpcode == SPIRV::OpGroupNonUniformRotateKHR) &&
             (!C || C->isZero() || !C->getValue().isPowerOf2()))
      return (D.Name + " with a cluster size that is not a constant power of 2").str();
  }
  if (!D.GroupOperandsInCall)
    return "";
  if (HasScope && Scope != SPIRV::Scope::Workgroup && Scope != SPIRV::Scope::Subgroup)
    return (D.Name + " with execution scope " + Twine(Scope)).str();
  // SPV_NV_shader_subgroup_partitioned's operations take the partition
  // (OpGroupNonUniformPartitionNV's ballot) where the cluster size goes.
  bool Partitioned = Operation >= GO::PartitionedReduceNV &&
                     Operation <= GO::PartitionedExclusiveScanNV;
  if (Operation > GO::ClusteredReduce && !Partitioned)
    return (D.Name + " with group operation " + Twine(Operation)).str();
  if (Operation == GO::ClusteredReduce && Scope != SPIRV::Scope::Subgroup)
    return (D.Name + " clustered at work-group scope").str();
  if (Partitioned && Scope != SPIRV::Scope::Subgroup)
    return (D.Name + " partitioned at work-group scope").str();
  if (Partitioned && !HasClusterSize)
    return (D.Name + " partitioned without its partition").str();
  return "";
}

/// OpGroupNonUniformShuffle[Xor|Up|Down]: each lane of the result is the
/// same lane of the value in another invocation.
static bool isLaneShuffle(unsigned Opcode) {
  return Opcode == SPIRV::OpGroupNonUniformShuffle ||
         Opcode == SPIRV::OpGroupNonUniformShuffleXor ||
         Opcode == SPIRV::OpGroupNonUniformShuffleUp ||
         Opcode == SPIRV::OpGroupNonUniformShuffleDown;
}

bool llvm::lowerGroupInstruction(MachineIRBuilder &B,
                                 const CallLowering::CallLoweringInfo &Info,
                                 const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  const CallBase &Call = *Info.CB;
  auto ConstantArg = [&](unsigned A) {
    return uint32_t(cast<ConstantInt>(Call.getArgOperand(A))->getZExtValue());
  };
  // The operands, in the order of the instruction's grammar.
  const SPIRV::GrammarInstruction *GI = SPIRV::getGrammarInstruction(D.GroupOpcode);
  unsigned Arg = 0;
  struct Operand {
    bool IsImm;
    uint64_t Imm;
    Register Reg;
  };
  SmallVector<Operand, 6> Operands;
  bool HasResult = false;
  for (const SPIRV::GrammarOperand &O : GI->operands()) {
    switch (O.Kind) {
    case SPIRV::OperandKind::IdResultType:
      break;
    case SPIRV::OperandKind::IdResult:
      HasResult = true;
      break;
    case SPIRV::OperandKind::IdScope: {
      uint32_t Scope = D.GroupOperandsInCall ? ConstantArg(Arg++) : D.GroupScope;
      Operands.push_back({false, 0, B.buildConstant(LLT::scalar(32), Scope).getReg(0)});
      break;
    }
    case SPIRV::OperandKind::GroupOperation:
      Operands.push_back(
          {true, D.GroupOperandsInCall ? ConstantArg(Arg++) : D.GroupOperation, {}});
      break;
    default: {
      // An id: the next call operand (ClusterSize, optional, only if given).
      if (Arg >= Info.OrigArgs.size())
        break;
      Register R = Info.OrigArgs[Arg].Regs[0];
      auto *Gathered = dyn_cast<FixedVectorType>(D.ParamTypes[Arg]);
      if (Arg + 1 == D.ParamTypes.size() && Gathered &&
          Info.OrigArgs.size() == Arg + Gathered->getNumElements()) {
        // The last operand is a vector of the call's remaining scalars (the
        // local ids of a 2D / 3D work_group_broadcast).
        SmallVector<Register, 3> Elements;
        for (unsigned E = Arg; E < Info.OrigArgs.size(); ++E)
          Elements.push_back(typedOperand(B, Info.OrigArgs[E].Regs[0],
                                          Gathered->getElementType()));
        R = MRI.createGenericVirtualRegister(LLT::fixed_vector(
            Elements.size(), MRI.getType(Elements[0])));
        setSPIRVType(B, R, Gathered);
        B.buildBuildVector(R, Elements);
        Operands.push_back({false, 0, R});
        Arg = Info.OrigArgs.size();
        break;
      }
      if (D.PredicateOperands & (1u << Arg)) {
        LLT IntTy = MRI.getType(R);
        Register Bool = MRI.createGenericVirtualRegister(LLT::scalar(1));
        setSPIRVType(B, Bool, Type::getInt1Ty(Ctx));
        B.buildICmp(CmpInst::ICMP_NE, Bool, R, B.buildConstant(IntTy, 0));
        R = Bool;
      } else {
        R = typedOperand(B, R, D.ParamTypes[Arg]);
      }
      Operands.push_back({false, 0, R});
      ++Arg;
      break;
    }
    }
  }
  auto AddOperands = [&](MachineInstrBuilder &MIB) {
    for (const Operand &O : Operands)
      O.IsImm ? MIB.addImm(O.Imm) : MIB.addUse(O.Reg);
  };
  if (!HasResult) {
    auto MIB = B.buildInstr(D.GroupOpcode);
    AddOperands(MIB);
    return true;
  }
  Register Ret = Info.OrigRet.Regs[0];
  if (isLaneShuffle(D.GroupOpcode) && Info.OrigRet.Ty->isVectorTy()) {
    // A vector shuffles lane by lane: Intel's GPU compiler has the four
    // KHR shuffles of scalars only (OpenCL C's sub_group_shuffle*), and a
    // shuffle moves each lane on its own.
    auto *VT = cast<FixedVectorType>(Info.OrigRet.Ty);
    Type *Elem = VT->getElementType();
    LLT ElemLLT = MRI.getType(Ret).getElementType();
    Register Value = Operands[1].Reg; // (scope, value, id / mask / delta)
    SmallVector<Register, 16> Lanes;
    for (unsigned L = 0; L < VT->getNumElements(); ++L) {
      Register In = MRI.createGenericVirtualRegister(ElemLLT);
      setSPIRVType(B, In, Elem);
      B.buildExtractVectorElementConstant(In, Value, L);
      Register Out = MRI.createGenericVirtualRegister(ElemLLT);
      setSPIRVType(B, Out, Elem);
      Operands[1].Reg = In;
      auto MIB = buildInstruction(B, D.GroupOpcode, Out);
      AddOperands(MIB);
      Lanes.push_back(Out);
    }
    setSPIRVType(B, Ret, VT);
    B.buildBuildVector(Ret, Lanes);
    return true;
  }
  Register Def = Ret;
  if (D.PredicateResult) {
    Def = MRI.createGenericVirtualRegister(LLT::scalar(1));
    setSPIRVType(B, Def, Type::getInt1Ty(Ctx));
  } else {
    setSPIRVType(B, Def, Info.OrigRet.Ty);
  }
  auto MIB = buildInstruction(B, D.GroupOpcode, Def);
  AddOperands(MIB);
  if (D.PredicateResult) {
    // OpenCL's int predicate results are 1 / 0.
    LLT IntTy = MRI.getType(Ret);
    B.buildSelect(Ret, Def, B.buildConstant(IntTy, 1), B.buildConstant(IntTy, 0));
  }
  return true;
}

const BuiltinFamilyImpl llvm::GroupFamily = {describe, checkGroupCall,
                                             lowerGroupInstruction};
