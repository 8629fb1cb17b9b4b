//===- SPIRVBuiltinsMatrix.cpp - Matrices of a sub-group ------------------===//
//
// The translator's spellings of the instructions that work on a matrix a
// sub-group holds together:
//  - SPV_KHR_cooperative_matrix: values of target("spirv.CooperativeMatrixKHR",
//    <component>, Scope, Rows, Columns, Use) (OpTypeCooperativeMatrixKHR),
//    made by __spirv_CooperativeMatrixLoadKHR, __spirv_CompositeConstruct
//    (every element one value) and __spirv_CooperativeMatrixMulAddKHR
//    (DPC++'s __spirv_CooperativeMatrixMadKHR), stored by
//    __spirv_CooperativeMatrixStoreKHR, counted by
//    __spirv_CooperativeMatrixLengthKHR, and given element by element to the
//    arithmetic and conversions the extension lets take them (__spirv_FAdd,
//    __spirv_ConvertFToU_R..._rtp...);
//  - SPV_INTEL_2d_block_io: __spirv_Subgroup2DBlock{Load,LoadTransform,
//    LoadTranspose,Prefetch,Store}INTEL;
//  - SPV_INTEL_subgroup_matrix_multiply_accumulate:
//    __spirv_SubgroupMatrixMultiplyAccumulateINTEL on vectors.
// Each call is its one instruction, its operands in the grammar's order, one
// call argument each: ids are values, the enumerant masks (MemoryAccess,
// CooperativeMatrixOperands, MatrixMultiplyAccumulateOperands) constant i32
// arguments emitted as literals. The family is asked before the one of any
// instruction (SPIRVBuiltinsInstruction.cpp), whose rules know no matrix.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include <functional>

using namespace llvm;
using SPIRV::GrammarInstruction;
using SPIRV::OperandKind;

namespace {
/// What a call is, kept in BuiltinDescription::Rule.
enum class MatrixForm : uint8_t {
  Load,        // (pointer, layout, [stride], [memory access])
  Store,       // (pointer, matrix, layout, [stride], [memory access])
  MulAdd,      // (A, B, C, [CooperativeMatrixOperands])
  Length,      // (matrix): the number of its elements a work-item holds
  Construct,   // (element): a matrix of it
  Elementwise, // arithmetic: matrices of the result's type
  Convert,     // a matrix of another component type, same shape
  BlockIO,     // the 2-D block loads, prefetch and store
  SubgroupMMA, // (K, A, B, C, [MatrixMultiplyAccumulateOperands])
  AccessChain, // (pointer to a matrix, index): a pointer to that element
  Other,       // any other instruction with a matrix in the call: refused
};
} // namespace

static const auto *asMatrix(const Type *T) {
  return isCooperativeMatrixType(T) ? cast<TargetExtType>(T) : nullptr;
}

static Type *componentOf(const Type *T) {
  return cast<TargetExtType>(T)->getTypeParameter(0);
}

/// Whether matrix types \p A and \p B have one scope, shape and use.
static bool sameShape(const Type *A, const Type *B) {
  return cast<TargetExtType>(A)->int_params() ==
         cast<TargetExtType>(B)->int_params();
}

std::string llvm::cooperativeMatrixTypeProblem(const Type *T, const Module *M) {
  const auto *TT = cast<TargetExtType>(T);
  Type *C = TT->getTypeParameter(0);
  bool Number = C->isHalfTy() || C->isBFloatTy() || C->isFloatTy() || C->isDoubleTy() ||
                (C->isIntegerTy() && isLegalIntegerWidth(C->getIntegerBitWidth()));
  if (!Number)
    return C->isIntegerTy(4)
               ? "the component type must be an integer of 8 to 64 bits, "
                 "half, bfloat, float or double; SPV_INTEL_int4's i4 is "
                 "OpTypeInt 4, which SPIRV-Tools 2025.5 rejects"
               : "the component type must be an integer of 8 to 64 bits, "
                 "half, bfloat, float or double";
  if (!SPIRV::lookupEnumerant(OperandKind::Scope,
                              TT->getIntParameter(CooperativeMatrixParam::Scope)))
    return "the scope must be one of Scope";
  // SPIR-V ties a Workgroup matrix to the entry points' LocalSize, which
  // reqd_work_group_size gives.
  if (TT->getIntParameter(CooperativeMatrixParam::Scope) == SPIRV::Scope::Workgroup &&
      (!M || any_of(*M, [](const Function &K) {
        return K.getCallingConv() == CallingConv::SPIR_KERNEL &&
               !K.getMetadata("reqd_work_group_size");
      })))
    return "a Workgroup matrix needs reqd_work_group_size on every kernel";
  if (!TT->getIntParameter(CooperativeMatrixParam::Rows) ||
      !TT->getIntParameter(CooperativeMatrixParam::Columns))
    return "a matrix has at least one row and one column";
  if (!SPIRV::lookupEnumerant(OperandKind::CooperativeMatrixUse,
                              TT->getIntParameter(CooperativeMatrixParam::Use)))
    return "the use must be one of CooperativeMatrixUse";
  return "";
}

/// The form of instruction \p GI as function \p F calls it; none when it is
/// not this family's.
static std::optional<MatrixForm> formOf(const GrammarInstruction &GI,
                                        const Function &F) {
  using F_ = MatrixForm;
  switch (GI.Opcode) {
  case SPIRV::Op::OpCooperativeMatrixLoadKHR:
    return F_::Load;
  case SPIRV::Op::OpCooperativeMatrixStoreKHR:
    return F_::Store;
  case SPIRV::Op::OpCooperativeMatrixMulAddKHR:
    return F_::MulAdd;
  case SPIRV::Op::OpCooperativeMatrixLengthKHR:
    return F_::Length;
  case SPIRV::Op::OpSubgroup2DBlockLoadINTEL:
  case SPIRV::Op::OpSubgroup2DBlockLoadTransformINTEL:
  case SPIRV::Op::OpSubgroup2DBlockLoadTransposeINTEL:
  case SPIRV::Op::OpSubgroup2DBlockPrefetchINTEL:
  case SPIRV::Op::OpSubgroup2DBlockStoreINTEL:
    return F_::BlockIO;
  case SPIRV::Op::OpSubgroupMatrixMultiplyAccumulateINTEL:
    return F_::SubgroupMMA;
  case SPIRV::Op::OpAccessChain:
    // The only form a call gives it (the instruction family has none).
    return F_::AccessChain;
  default:
    break;
  }
  // Other instructions only where a matrix is in the call.
  bool Matrix = asMatrix(F.getReturnType());
  for (const Argument &A : F.args())
    Matrix |= bool(asMatrix(A.getType()));
  if (!Matrix)
    return std::nullopt;
  switch (GI.Opcode) {
  case SPIRV::Op::OpCompositeConstruct:
    return F_::Construct;
  // The arithmetic SPV_KHR_cooperative_matrix defines on matrices.
  case SPIRV::Op::OpSNegate: case SPIRV::Op::OpFNegate:
  case SPIRV::Op::OpIAdd: case SPIRV::Op::OpFAdd:
  case SPIRV::Op::OpISub: case SPIRV::Op::OpFSub:
  case SPIRV::Op::OpIMul: case SPIRV::Op::OpFMul:
  case SPIRV::Op::OpUDiv: case SPIRV::Op::OpSDiv: case SPIRV::Op::OpFDiv:
    return F_::Elementwise;
  case SPIRV::Op::OpConvertFToU: case SPIRV::Op::OpConvertFToS:
  case SPIRV::Op::OpConvertSToF: case SPIRV::Op::OpConvertUToF:
  case SPIRV::Op::OpUConvert: case SPIRV::Op::OpSConvert:
  case SPIRV::Op::OpFConvert:
    return F_::Convert;
  default:
    // Claimed, to say why: the other families know no matrix.
    return F_::Other;
  }
}

/// The translator's postfixes: _R<type> disambiguates, _sat and _rt*
/// decorate a conversion.
static bool readPostfixes(StringRef Rest, BuiltinDescription &D) {
  SmallVector<StringRef, 4> Parts;
  Rest.split(Parts, '_', -1, /*KeepEmpty=*/false);
  // The type after _R is mangled, '_' and all (_RPU3AS144__spirv_...).
  bool InType = false;
  for (StringRef P : Parts) {
    if (P == "sat")
      D.Saturate = true;
    else if (std::optional<uint32_t> M = roundingModeSuffix(("_" + P).str()))
      D.RoundingMode = M;
    else if (P.size() > 1 && P[0] == 'R')
      InType = true;
    else if (!InType)
      return false;
  }
  return true;
}

/// Whether \p T is a scalar or vector of numbers SPIR-V kernels have.
static bool isNumbers(Type *T) {
  return isLegalValueType(T) && !T->getScalarType()->isIntegerTy(1);
}

/// Why the declaration of \p D, of form \p Form, cannot be lowered ("" when
/// it can); fills D.ParamTypes with the pointee of each pointer argument.
static std::string signatureProblem(BuiltinDescription &D, MatrixForm Form,
                                    const Function &F) {
  Type *Ret = F.getReturnType();
  unsigned N = F.arg_size();
  auto arg = [&](unsigned I) { return I < N ? F.getArg(I)->getType() : nullptr; };
  auto isPtr = [&](unsigned I) { return I < N && arg(I)->isPointerTy(); };
  auto isInt = [&](unsigned I) { return I < N && arg(I)->isIntegerTy(); };
  StringRef Op = StringRef(D.Instruction->Name);
  D.ParamTypes.assign(N, nullptr);
  switch (Form) {
  case MatrixForm::Load:
  case MatrixForm::Store: {
    bool Load = Form == MatrixForm::Load;
    unsigned Layout = Load ? 1 : 2;
    Type *M = Load ? Ret : arg(1);
    if (!asMatrix(M) || (!Load && !Ret->isVoidTy()))
      return Load ? "a cooperative matrix result" : "a cooperative matrix operand 2";
    if (!isPtr(0) || N < Layout + 1 || N > Layout + 3 || !arg(Layout)->isIntegerTy(32) ||
        (N > Layout + 1 && !isInt(Layout + 1)) ||
        (N > Layout + 2 && !arg(Layout + 2)->isIntegerTy(32)))
      return "(pointer, " + std::string(Load ? "" : "matrix, ") +
             "i32 layout, [integer stride], [i32 memory access]) operands";
    // Memory holds the components.
    D.ParamTypes[0] = componentOf(M);
    return "";
  }
  case MatrixForm::MulAdd:
    if (N < 3 || N > 4 || !asMatrix(arg(0)) || !asMatrix(arg(1)) ||
        arg(2) != Ret || !asMatrix(Ret) || (N == 4 && !arg(3)->isIntegerTy(32)))
      return "(matrix A, matrix B, accumulator of the result's type, [i32 "
             "CooperativeMatrixOperands]) operands";
    return "";
  case MatrixForm::Length:
    if (N != 1 || !asMatrix(arg(0)) || !Ret->isIntegerTy(32))
      return "an i32 result of one cooperative matrix operand";
    return "";
  case MatrixForm::Construct:
    if (N != 1 || !asMatrix(Ret) || arg(0) != componentOf(Ret))
      return "one operand of the matrix's component type";
    return "";
  case MatrixForm::Other:
    return "no cooperative matrix (SPV_KHR_cooperative_matrix gives them "
           "negation, +, -, *, / and conversions)";
  case MatrixForm::Elementwise: {
    StringRef Name = Op.drop_front(2);
    unsigned Arity = Name.ends_with("Negate") ? 1 : 2;
    bool Float = Name.starts_with("F");
    if (!asMatrix(Ret) || N != Arity || arg(0) != Ret || (Arity == 2 && arg(1) != Ret) ||
        componentOf(Ret)->isFloatingPointTy() != Float)
      return (Twine(Arity) + " operands of the result's type, a matrix of " +
              (Float ? "floats" : "integers")).str();
    return "";
  }
  case MatrixForm::Convert: {
    bool FromFloat = Op == "OpConvertFToU" || Op == "OpConvertFToS" || Op == "OpFConvert";
    bool ToFloat = Op == "OpConvertSToF" || Op == "OpConvertUToF" || Op == "OpFConvert";
    if (N != 1 || !asMatrix(Ret) || !asMatrix(arg(0)) || !sameShape(Ret, arg(0)) ||
        componentOf(arg(0))->isFloatingPointTy() != FromFloat ||
        componentOf(Ret)->isFloatingPointTy() != ToFloat)
      return (Twine("a matrix result and a matrix operand of one shape, from ") +
              (FromFloat ? "float" : "integer") + " to " +
              (ToFloat ? "float" : "integer") + " components").str();
    return "";
  }
  case MatrixForm::BlockIO: {
    // (element size, block width, block height, block count, [source
    // pointer,] [destination pointer,] width, height, pitch, coordinate
    // [, destination pointer]), as the grammar orders them.
    bool Store = D.Instruction->Opcode == SPIRV::Op::OpSubgroup2DBlockStoreINTEL;
    bool Prefetch = D.Instruction->Opcode == SPIRV::Op::OpSubgroup2DBlockPrefetchINTEL;
    unsigned Count = Prefetch ? 9 : 10;
    unsigned Base = 4, Private = Store ? 4 : 9;
    bool OK = N == Count && Ret->isVoidTy() && isPtr(Base + Store);
    for (unsigned I = 0; OK && I < 4; ++I)
      OK = arg(I)->isIntegerTy(32);
    for (unsigned I = 5 + Store; OK && I < 8 + Store; ++I)
      OK = arg(I)->isIntegerTy(32);
    auto *Coord = dyn_cast_or_null<FixedVectorType>(arg(8 + Store));
    OK = OK && Coord && Coord->getNumElements() == 2 &&
         Coord->getElementType()->isIntegerTy(32);
    if (OK && !Prefetch)
      OK = isPtr(Private);
    if (!OK)
      return "the grammar's operands: i32 sizes, pointers, i32 width, height "
             "and pitch, a <2 x i32> coordinate";
    return "";
  }
  case MatrixForm::AccessChain:
    if (N != 2 || !isPtr(0) || !isInt(1) || !Ret->isPointerTy() ||
        Ret->getPointerAddressSpace() != arg(0)->getPointerAddressSpace())
      return "a pointer to a cooperative matrix and an index, for a pointer "
             "in the same address space";
    return "";
  case MatrixForm::SubgroupMMA:
    if (N < 4 || N > 5 || !arg(0)->isIntegerTy(32) || !isNumbers(arg(1)) ||
        !isNumbers(arg(2)) || arg(3) != Ret || !isNumbers(Ret) ||
        (N == 5 && !arg(4)->isIntegerTy(32)))
      return "(i32 K, A, B, accumulator of the result's type, [i32 "
             "MatrixMultiplyAccumulateOperands]) operands, scalars or vectors";
    return "";
  }
  return "";
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  StringRef Rest = N.Name;
  if (!Rest.consume_front("__spirv_"))
    return std::nullopt;
  auto [OpName, Postfixes] = Rest.split('_');
  // DPC++'s name of the multiply-add.
  if (OpName == "CooperativeMatrixMadKHR")
    OpName = "CooperativeMatrixMulAddKHR";
  const GrammarInstruction *GI = SPIRV::lookupInstruction(("Op" + OpName).str());
  if (!GI)
    return std::nullopt;
  std::optional<MatrixForm> Form = formOf(*GI, N.F);
  if (!Form)
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Matrix, MatrixFamily, N);
  D.Instruction = GI;
  D.Rule = static_cast<uint8_t>(*Form);
  if (!readPostfixes(Postfixes, D) ||
      ((D.Saturate || D.RoundingMode) && *Form != MatrixForm::Convert)) {
    D.Unsupported = ("builtin " + N.Name + " (an unknown postfix)").str();
    return D;
  }
  std::string Problem = signatureProblem(D, *Form, N.F);
  if (!Problem.empty())
    D.Unsupported = ("builtin " + N.Name + " (" + GI->Name + " takes " +
                     Problem + ")")
                        .str();
  return D;
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

namespace {
/// One call argument as an operand: an id, or a literal of its value.
struct MatrixOperand {
  OperandKind Kind;
  bool Literal;
  uint32_t Value = 0;
};
} // namespace

/// The matrix the first operand of an access chain points to: the alloca or
/// global variable it is; null when it is none of a matrix.
static Type *chainedMatrix(const CallBase &Call) {
  const Value *V = Call.getArgOperand(0)->stripPointerCasts();
  Type *T = nullptr;
  if (const auto *AI = dyn_cast<AllocaInst>(V))
    T = AI->getAllocatedType();
  else if (const auto *GV = dyn_cast<GlobalVariable>(V))
    T = GV->getValueType();
  return T && isCooperativeMatrixType(T) ? T : nullptr;
}

/// The operands of a call of \p D in the grammar's order, or the problem
/// with them.
static BuiltinCallProblem layOut(const BuiltinDescription &D, const CallBase &Call,
                                 SmallVectorImpl<MatrixOperand> &Out) {
  unsigned Next = 0;
  std::function<BuiltinCallProblem(OperandKind)> Consume =
      [&](OperandKind Kind) -> BuiltinCallProblem {
    unsigned Arg = Next++;
    const auto *CI = dyn_cast<ConstantInt>(Call.getArgOperand(Arg));
    SPIRV::OperandCategory Cat = SPIRV::operandKindInfo(Kind).Category;
    if (Cat == SPIRV::OperandCategory::Id) {
      Out.push_back({Kind, false});
      return {};
    }
    std::string What = (Twine("a constant i32 ") +
                         (Cat == SPIRV::OperandCategory::BitEnum ? "mask of " : "") +
                         SPIRV::operandKindInfo(Kind).Name)
                           .str();
    if (!CI || CI->getBitWidth() > 32)
      return misuse(D, Arg, Kind, What);
    uint32_t V = CI->getZExtValue();
    Out.push_back({Kind, true, V});
    if (Cat != SPIRV::OperandCategory::BitEnum && Cat != SPIRV::OperandCategory::ValueEnum)
      return {};
    SmallVector<uint32_t, 4> Values;
    for (unsigned Bit = 0; Cat == SPIRV::OperandCategory::BitEnum && Bit < 32; ++Bit)
      if (V & (1u << Bit))
        Values.push_back(1u << Bit);
    if (Cat == SPIRV::OperandCategory::ValueEnum)
      Values.push_back(V);
    for (uint32_t E : Values) {
      const SPIRV::GrammarEnumerant *G = SPIRV::lookupEnumerant(Kind, E);
      if (!G)
        return misuse(D, Arg, Kind, What + " the grammar has");
      // The enumerant's parameters follow it (Aligned's alignment).
      for (const SPIRV::GrammarOperand &P : G->parameters()) {
        if (Next >= Call.arg_size())
          return misuse(D, Next, P.Kind, "given");
        if (BuiltinCallProblem Problem = Consume(P.Kind); !Problem.empty())
          return Problem;
      }
    }
    return {};
  };
  for (const SPIRV::GrammarOperand &O : D.Instruction->operands()) {
    if (O.Kind == OperandKind::IdResultType || O.Kind == OperandKind::IdResult)
      continue;
    if (Next >= Call.arg_size()) {
      if (O.Quant == SPIRV::Quantifier::One)
        return misuse(D, Next, O.Kind, "given");
      break;
    }
    if (BuiltinCallProblem P = Consume(O.Kind); !P.empty())
      return P;
  }
  if (Next < Call.arg_size()) {
    BuiltinCallProblem P;
    P.Text = (D.Name + ": operand " + Twine(Next + 1) + " must be left out").str();
    P.Misuse = true;
    return P;
  }
  return {};
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  SmallVector<MatrixOperand, 12> Ops;
  if (BuiltinCallProblem P = layOut(D, Call, Ops); !P.empty())
    return P;
  auto Form = static_cast<MatrixForm>(D.Rule);
  auto constantArg = [&](unsigned I) {
    return dyn_cast<ConstantInt>(Call.getArgOperand(I));
  };
  if (Form == MatrixForm::Load || Form == MatrixForm::Store) {
    // The layout is an id of a constant, one of CooperativeMatrixLayout's
    // values.
    unsigned I = Form == MatrixForm::Load ? 1 : 2;
    const ConstantInt *L = constantArg(I);
    if (!L || !SPIRV::lookupEnumerant(OperandKind::CooperativeMatrixLayout,
                                      L->getZExtValue()))
      return misuse(D, I, OperandKind::CooperativeMatrixLayout,
                    "a constant i32 of CooperativeMatrixLayout (SPV_INTEL_joint_"
                    "matrix's packed layout is not in the grammar)");
  }
  if (Form == MatrixForm::AccessChain && !chainedMatrix(Call))
    return misuse(D, 0, OperandKind::IdRef,
                  "an alloca or variable of a cooperative matrix");
  if (Form == MatrixForm::BlockIO || Form == MatrixForm::SubgroupMMA) {
    // The element size, block shape and K are constants.
    for (unsigned I = 0; I < (Form == MatrixForm::BlockIO ? 4u : 1u); ++I)
      if (!constantArg(I))
        return misuse(D, I, OperandKind::IdRef, "a constant i32");
  }
  return {};
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  const CallBase &Call = *Info.CB;
  SmallVector<MatrixOperand, 12> Ops;
  layOut(D, Call, Ops);
  auto Form = static_cast<MatrixForm>(D.Rule);
  LLVMContext &Ctx = Call.getContext();
  Register Ret;
  if (!Call.getType()->isVoidTy()) {
    Ret = Info.OrigRet.Regs[0];
    Type *T = spirvTypeOfIRValue(Call.getType(), nullptr);
    if (Form == MatrixForm::AccessChain)
      T = typedPointer(componentOf(chainedMatrix(Call)),
                       Call.getType()->getPointerAddressSpace());
    setSPIRVType(B, Ret, T);
  }
  SmallVector<MachineOperand, 12> MOs;
  for (unsigned I = 0; I < Ops.size(); ++I) {
    if (Ops[I].Literal) {
      MOs.push_back(MachineOperand::CreateImm(Ops[I].Value));
      continue;
    }
    Type *ArgTy = Info.OrigArgs[I].Ty;
    Type *T;
    if (ArgTy->isPointerTy()) {
      // Block IO moves elements of the size its first operand gives.
      Type *Pointee =
          Form == MatrixForm::AccessChain ? chainedMatrix(Call) : D.ParamTypes[I];
      if (Form == MatrixForm::BlockIO) {
        uint64_t Size = cast<ConstantInt>(Call.getArgOperand(0))->getZExtValue();
        Pointee = Type::getIntNTy(Ctx, isLegalIntegerWidth(8 * Size) ? 8 * Size : 8);
      }
      T = typedPointer(Pointee ? Pointee : Type::getInt8Ty(Ctx),
                       ArgTy->getPointerAddressSpace());
    } else {
      T = spirvTypeOfIRValue(ArgTy, nullptr);
    }
    MOs.push_back(MachineOperand::CreateReg(
        typedOperand(B, Info.OrigArgs[I].Regs[0], T), false));
  }
  unsigned Opcode = SPIRV::getTargetOpcode(*D.Instruction);
  // A statement has effects: the target instruction itself.
  MachineInstrBuilder MIB = Ret ? buildInstruction(B, Opcode, Ret) : B.buildInstr(Opcode);
  for (const MachineOperand &MO : MOs)
    MIB.add(MO);
  if (Ret && Form == MatrixForm::Convert) {
    if (D.Saturate && D.Instruction->Opcode != SPIRV::Op::OpFConvert)
      B.buildInstr(SPIRV::OpDecorate)
          .addUse(Ret)
          .addImm(SPIRV::Decoration::SaturatedConversion);
    if (D.RoundingMode && componentOf(Call.getType())->isFloatingPointTy() !=
                              componentOf(Call.getArgOperand(0)->getType())
                                  ->isFloatingPointTy())
      B.buildInstr(SPIRV::OpDecorate)
          .addUse(Ret)
          .addImm(SPIRV::Decoration::FPRoundingMode)
          .addImm(*D.RoundingMode);
  }
  return true;
}

const BuiltinFamilyImpl llvm::MatrixFamily = {describe, check, lower};
