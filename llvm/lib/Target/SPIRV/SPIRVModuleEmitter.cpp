//===- SPIRVModuleEmitter.cpp - Ids and logical layout of a module --------===//

#include "SPIRVModuleEmitter.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDebugInfo.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleState.h"
#include "SPIRVRequirements.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/MC/MCInstrInfo.h"

using namespace llvm;

/// An execution mode the IR asks of a kernel: the mode, then its literals.
using ModeWords = SmallVector<uint32_t, 4>;

void llvm::appendStringWords(StringRef S, SmallVectorImpl<uint32_t> &Words) {
  for (size_t I = 0; I <= S.size(); I += 4) {
    uint32_t W = 0;
    for (size_t B = 0; B < 4 && I + B < S.size(); ++B)
      W |= uint32_t(static_cast<unsigned char>(S[I + B])) << (8 * B);
    Words.push_back(W);
  }
}

struct SPIRVModuleEmitter::FunctionContext {
  const MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const SPIRVMachineFunctionInfo &Info;
  DenseMap<Register, uint32_t> Ids;
  DenseMap<const MachineBasicBlock *, uint32_t> Labels;

  FunctionContext(const MachineFunction &MF,
                  const SPIRVMachineFunctionInfo &Info)
      : MF(MF), MRI(MF.getRegInfo()), Info(Info) {}
};

SPIRVModuleEmitter::SPIRVModuleEmitter(const Module &M, const SPIRVSubtarget &ST,
                                       const SPIRVModuleState &State,
                                       const MCInstrInfo &MII)
    : M(M), ST(ST), State(State), MII(MII),
      DebugInfo(SPIRVDebugInfo::create(*this, M)) {}

SPIRVModuleEmitter::~SPIRVModuleEmitter() = default;

void SPIRVModuleEmitter::fail(const Twine &What) {
  Failed = true;
  if (Initializing)
    reportUnsupported(*Initializing, What +
                                         " in the initializer of global "
                                         "variable @" +
                                         Initializing->getName());
  else if (Declaring)
    reportUnsupported(*Declaring,
                      What + " of global variable @" + Declaring->getName());
  else if (EncodingFunction)
    reportUnsupported(*EncodingFunction, What,
                      EncodingInstr ? EncodingInstr->getDebugLoc() : DebugLoc());
  else
    reportUnsupported(M.getContext(), What);
}

bool SPIRVModuleEmitter::fits(const SPIRVInst &I, const Twine &What) {
  return fits(I, [&] { return What.str(); });
}

bool SPIRVModuleEmitter::fits(const SPIRVInst &I,
                              function_ref<std::string()> What) {
  size_t Words = I.Words.size() + 1;
  if (Words <= MaxWords)
    return true;
  // SPV_INTEL_long_composites continues these in further instructions, but
  // SPIRV-Tools 2025.5 accepts none of its continuations (it places
  // OpConstantCompositeContinuedINTEL outside the module's sections and
  // reads OpTypeStructContinuedINTEL's member types as values).
  bool Composite = I.Opcode == SPIRV::OpTypeStruct ||
                   I.Opcode == SPIRV::OpConstantComposite ||
                   I.Opcode == SPIRV::OpSpecConstantComposite ||
                   I.Opcode == SPIRV::OpCompositeConstruct;
  fail(What() + " (" + Twine(Words) +
       " words; one SPIR-V instruction holds at most " + Twine(MaxWords) +
       (Composite && ST.canUseExtension(SPIRV::Extension::SPV_INTEL_long_composites)
            ? ", and SPIRV-Tools 2025.5 accepts no continuation instruction of "
              "SPV_INTEL_long_composites"
            : "") +
       ")");
  return false;
}

std::string SPIRVModuleEmitter::constructOf(const MachineInstr &MI) const {
  unsigned Blocks = 0, Regs = 0;
  for (const MachineOperand &MO : MI.operands()) {
    Blocks += MO.isMBB();
    Regs += MO.isReg() && !MO.isDef();
  }
  switch (MI.getOpcode()) {
  case SPIRV::OpSwitch:
    return ("a switch of " + Twine(Blocks - 1) + " cases").str();
  case SPIRV::OpPhi:
    return ("a phi of " + Twine(Blocks) + " incoming values").str();
  case SPIRV::OpFunctionCall:
    return ("a call with " + Twine(Regs) + " arguments").str();
  case SPIRV::OpDecorate:
    if (const SPIRV::GrammarEnumerant *E = SPIRV::lookupEnumerant(
            SPIRV::OperandKind::Decoration, MI.getOperand(1).getImm()))
      return ("decoration " + Twine(E->Name)).str();
    break;
  }
  return ("instruction " + MII.getName(MI.getOpcode())).str();
}

/// The name of decoration \p D, as an error names it.
static std::string decorationName(uint32_t D) {
  const SPIRV::GrammarEnumerant *E =
      SPIRV::lookupEnumerant(SPIRV::OperandKind::Decoration, D);
  return ("decoration " + Twine(E ? E->Name : "?")).str();
}

void SPIRVModuleEmitter::add(std::vector<SPIRVInst> &Section, unsigned Opcode,
                             std::initializer_list<uint32_t> Words) {
  Section.push_back({Opcode, SmallVector<uint32_t, 6>(Words)});
}

void SPIRVModuleEmitter::addName(uint32_t Id, StringRef Name) {
  if (Name.empty())
    return;
  SPIRVInst I{SPIRV::OpName, {Id}};
  appendStringWords(Name, I.Words);
  // Names are optional: one too long for an instruction is left out.
  if (I.Words.size() < MaxWords)
    Names.push_back(std::move(I));
}

SmallVector<SPIRVDecorationWords, 4>
SPIRVModuleEmitter::metadataDecorations(const MDNode *List) {
  SmallVector<SPIRVDecorationWords, 4> Out;
  std::string What;
  if (List && !decodeDecorationList(List, Out, What))
    llvm_unreachable("decoration metadata not checked by SPIRVCheckModule");
  return Out;
}

void SPIRVModuleEmitter::decorate(uint32_t Id, ArrayRef<uint32_t> Words,
                                  ArrayRef<SPIRVDecorationWords> FromMetadata) {
  for (const SPIRVDecorationWords &D : FromMetadata) {
    if (ArrayRef<uint32_t>(D) == Words)
      return;
    // An id has one linkage and one alignment: the one the metadata states
    // explicitly wins.
    if (D[0] == Words[0] && (D[0] == SPIRV::Decoration::LinkageAttributes ||
                             D[0] == SPIRV::Decoration::Alignment))
      return;
  }
  SPIRVInst I{SPIRV::OpDecorate, {Id}};
  I.Words.append(Words.begin(), Words.end());
  if (fits(I, [&] { return decorationName(Words[0]); }))
    Decorations.push_back(std::move(I));
}

void SPIRVModuleEmitter::addDecorations(uint32_t Id,
                                        ArrayRef<SPIRVDecorationWords> List) {
  SmallVector<uint32_t, 4> CacheControls;
  for (const SPIRVDecorationWords &D : List) {
    // SPV_INTEL_cache_controls gives an id one cache control per cache
    // level, but SPIRV-Tools (2025.5) rejects a second OpDecorate of one
    // decoration on one id: each further level decorates it through a
    // decoration group of its own, which it accepts and the readers apply.
    uint32_t Target = Id;
    if (isCacheControl(D[0])) {
      if (is_contained(CacheControls, D[0]))
        Target = newId();
      CacheControls.push_back(D[0]);
    }
    SPIRVInst I{SPIRV::OpDecorate, {Target}};
    I.Words.append(D.begin(), D.end());
    if (!fits(I, [&] { return decorationName(D[0]); }))
      continue;
    Decorations.push_back(std::move(I));
    if (Target != Id) {
      Decorations.push_back({SPIRV::OpDecorationGroup, {Target}});
      Decorations.push_back({SPIRV::OpGroupDecorate, {Target, Id}});
    }
  }
}

SmallVector<SmallVector<SPIRVDecorationWords, 4>, 8>
SPIRVModuleEmitter::parameterDecorations(const Function &F) {
  SmallVector<SmallVector<SPIRVDecorationWords, 4>, 8> Out(F.arg_size());
  if (MDNode *N = F.getMetadata("spirv.ParameterDecorations"))
    for (unsigned A = 0; A < F.arg_size() && A < N->getNumOperands(); ++A)
      Out[A] = metadataDecorations(cast<MDNode>(N->getOperand(A)));
  return Out;
}

//===----------------------------------------------------------------------===//
// Types and constants
//===----------------------------------------------------------------------===//

/// A null pointer seen through casts (`addrspacecast (ptr addrspace(4) null
/// to ptr addrspace(1))`, which Clang writes for a program-scope pointer):
/// null in every address space of a kernel.
static bool isNullAddress(const Constant *C) {
  if (isa<ConstantPointerNull>(C))
    return true;
  auto *CE = dyn_cast<ConstantExpr>(C);
  return CE &&
         (CE->getOpcode() == Instruction::AddrSpaceCast ||
          CE->getOpcode() == Instruction::BitCast) &&
         isNullAddress(CE->getOperand(0));
}

uint32_t SPIRVModuleEmitter::typeId(Type *T) {
  if (uint32_t Id = TypeIds.lookup(T))
    return Id;
  SPIRVInst I{0, {}};
  if (T->isVoidTy()) {
    I.Opcode = SPIRV::OpTypeVoid;
  } else if (T->isIntegerTy(1)) {
    I.Opcode = SPIRV::OpTypeBool;
  } else if (auto *IT = dyn_cast<IntegerType>(T)) {
    I = {SPIRV::OpTypeInt, {0, IT->getBitWidth(), 0}};
  } else if (T->isHalfTy() || T->isFloatTy() || T->isDoubleTy()) {
    I = {SPIRV::OpTypeFloat, {0, unsigned(T->getPrimitiveSizeInBits())}};
  } else if (T->isBFloatTy()) {
    I = {SPIRV::OpTypeFloat, {0, 16, SPIRV::FPEncoding::BFloat16KHR}};
  } else if (isEventType(T)) {
    I.Opcode = SPIRV::OpTypeEvent;
  } else if (isSamplerType(T)) {
    I.Opcode = SPIRV::OpTypeSampler;
  } else if (isPipeType(T)) {
    I = {SPIRV::OpTypePipe, {0, cast<TargetExtType>(T)->getIntParameter(0)}};
  } else if (isPlainTargetType(T, PipeStorageTypeName)) {
    I.Opcode = SPIRV::OpTypePipeStorage;
  } else if (isPlainTargetType(T, QueueTypeName)) {
    I.Opcode = SPIRV::OpTypeQueue;
  } else if (isPlainTargetType(T, ReserveIdTypeName)) {
    I.Opcode = SPIRV::OpTypeReserveId;
  } else if (isPlainTargetType(T, DeviceEventTypeName)) {
    I.Opcode = SPIRV::OpTypeDeviceEvent;
  } else if (isImageType(T)) {
    // Sampled type, then Dim ... Access as the type lists them
    // (SPIRVCheckModule accepted only what the Level-Zero SPIR-V programming guide allows).
    auto *TT = cast<TargetExtType>(T);
    I = {SPIRV::OpTypeImage, {0, typeId(TT->getTypeParameter(0))}};
    for (unsigned P : TT->int_params())
      I.Words.push_back(P);
  } else if (isSampledImageType(T)) {
    auto *TT = cast<TargetExtType>(T);
    I = {SPIRV::OpTypeSampledImage,
         {0, typeId(TargetExtType::get(T->getContext(), ImageTypeName,
                                       TT->type_params(), TT->int_params()))}};
  } else if (isSpecConstantLengthArrayType(T)) {
    // (element type; SpecId, width, default's low and high words): the
    // length is the OpSpecConstant __spirv_SpecConstant defines too.
    auto *TT = cast<TargetExtType>(T);
    ArrayRef<unsigned> P = TT->int_params();
    uint32_t Elem = typeId(TT->getTypeParameter(0));
    uint32_t LenTy = typeId(IntegerType::get(T->getContext(), P[1]));
    SmallVector<uint32_t, 2> Default{P[2]};
    if (P[1] > 32)
      Default.push_back(P[3]);
    I = {SPIRV::OpTypeArray, {0, Elem, specConstant(SPIRV::OpSpecConstant, LenTy, Default, P[0])}};
  } else if (isCooperativeMatrixType(T)) {
    // Component type, then Scope, Rows, Columns and Use as ids of constants.
    auto *TT = cast<TargetExtType>(T);
    I = {SPIRV::OpTypeCooperativeMatrixKHR, {0, typeId(TT->getTypeParameter(0))}};
    for (unsigned P : TT->int_params())
      I.Words.push_back(intConstant(Type::getInt32Ty(T->getContext()), P));
  } else if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    I = {SPIRV::OpTypeVector, {0, typeId(VT->getElementType()), VT->getNumElements()}};
  } else if (auto *AT = dyn_cast<ArrayType>(T)) {
    if (AT->getNumElements() == 0) {
      fail("zero-length array type");
      return 0;
    }
    uint32_t Elem = typeId(AT->getElementType());
    Type *LenTy = AT->getNumElements() > UINT32_MAX
                      ? Type::getInt64Ty(T->getContext())
                      : Type::getInt32Ty(T->getContext());
    I = {SPIRV::OpTypeArray, {0, Elem, intConstant(LenTy, AT->getNumElements())}};
  } else if (auto *STy = dyn_cast<StructType>(T)) {
    // A struct reached again while its members are being defined refers to
    // itself through a pointer; that needs OpTypeForwardPointer.
    if (!StructsInProgress.insert(T).second) {
      fail("self-referential struct type " +
           (STy->hasName() ? STy->getName() : ""));
      return 0;
    }
    I = {SPIRV::OpTypeStruct, {0}};
    for (Type *E : STy->elements())
      I.Words.push_back(typeId(E));
    StructsInProgress.erase(T);
    if (!fits(I, "a struct type of " + Twine(STy->getNumElements()) + " members"))
      return 0;
  } else if (auto *FT = dyn_cast<FunctionType>(T)) {
    // The pointee of a function pointer: the OpTypeFunction of the
    // functions it may point to.
    uint32_t Id = functionTypeId(FT->getReturnType(), FT->params());
    TypeIds[T] = Id;
    return Id;
  } else if (auto *PT = dyn_cast<TypedPointerType>(T)) {
    std::optional<uint32_t> SC = storageClassForAddressSpace(PT->getAddressSpace());
    if (!SC) {
      fail("address space " + Twine(PT->getAddressSpace()));
      return 0;
    }
    I = isUntypedPointer(T)
            ? SPIRVInst{SPIRV::OpTypeUntypedPointerKHR, {0, *SC}}
            : SPIRVInst{SPIRV::OpTypePointer, {0, *SC, typeId(PT->getElementType())}};
  } else {
    fail("a value of type " + typeName(T));
    return 0;
  }
  // Another path may have defined it while the operands were made.
  if (uint32_t Id = TypeIds.lookup(T))
    return Id;
  uint32_t Id = newId();
  if (I.Words.empty())
    I.Words.push_back(Id);
  else
    I.Words[0] = Id;
  Globals.push_back(std::move(I));
  TypeIds[T] = Id;
  if (auto *STy = dyn_cast<StructType>(T)) {
    if (STy->isPacked())
      add(Decorations, SPIRV::OpDecorate, {Id, SPIRV::Decoration::CPacked});
    if (STy->hasName())
      addName(Id, STy->getName());
  }
  return Id;
}

uint32_t SPIRVModuleEmitter::functionTypeId(Type *Ret, ArrayRef<Type *> Params) {
  std::vector<uint32_t> Key{typeId(Ret)};
  for (Type *P : Params)
    Key.push_back(typeId(P));
  auto [It, Inserted] = FunctionTypeIds.try_emplace(Key, 0);
  if (!Inserted)
    return It->second;
  It->second = newId();
  SPIRVInst I{SPIRV::OpTypeFunction, {It->second}};
  I.Words.append(Key.begin(), Key.end());
  if (fits(I, "a function type of " + Twine(Params.size()) + " parameters"))
    Globals.push_back(std::move(I));
  return It->second;
}

uint32_t SPIRVModuleEmitter::inlineAsmId(FunctionContext &FC, const MachineInstr &Call,
                                         const MDNode *Asm) {
  Type *Ret = FC.Info.getType(Call.getOperand(0).getReg());
  SmallVector<Type *, 4> Params;
  for (const MachineOperand &MO : drop_begin(Call.operands()))
    if (MO.isReg())
      Params.push_back(FC.Info.getType(MO.getReg()));
  uint32_t FnType = functionTypeId(Ret, Params);
  StringRef Text = cast<MDString>(Asm->getOperand(0))->getString();
  StringRef Constraints = cast<MDString>(Asm->getOperand(1))->getString();
  auto [It, Inserted] = InlineAsmIds.try_emplace({Text, Constraints, FnType}, 0);
  if (!Inserted)
    return It->second;
  if (!AsmTargetId) {
    // The target the assembly is written for: the module's triple.
    AsmTargetId = newId();
    SPIRVInst T{SPIRV::OpAsmTargetINTEL, {AsmTargetId}};
    appendStringWords(M.getTargetTriple().str(), T.Words);
    Globals.push_back(std::move(T));
  }
  It->second = newId();
  // One OpAsmINTEL whether or not a call has side effects (a decoration of
  // the call): the first two operands.
  SPIRVInst I{SPIRV::OpAsmINTEL, {typeId(Ret), It->second, FnType, AsmTargetId}};
  appendStringWords(Text, I.Words);
  appendStringWords(Constraints, I.Words);
  if (fits(I, "inline assembly"))
    Globals.push_back(std::move(I));
  return It->second;
}

uint32_t SPIRVModuleEmitter::constant(unsigned Opcode, uint32_t Type,
                                      ArrayRef<uint32_t> Words) {
  std::vector<uint32_t> Key{Opcode, Type};
  Key.insert(Key.end(), Words.begin(), Words.end());
  auto [It, Inserted] = ConstantIds.try_emplace(Key, 0);
  if (!Inserted)
    return It->second;
  It->second = newId();
  SPIRVInst I{Opcode, {Type, It->second}};
  I.Words.append(Words.begin(), Words.end());
  if (fits(I, Opcode == SPIRV::OpConstantComposite
                  ? "a constant of " + Twine(Words.size()) + " elements"
                  : "constant " + MII.getName(Opcode)))
    Globals.push_back(std::move(I));
  return It->second;
}

uint32_t SPIRVModuleEmitter::intConstant(Type *T, uint64_t Value) {
  uint32_t Ty = typeId(T);
  if (T->getIntegerBitWidth() > 32)
    return constant(SPIRV::OpConstant, Ty, {uint32_t(Value), uint32_t(Value >> 32)});
  return constant(SPIRV::OpConstant, Ty, {uint32_t(Value)});
}

/// A constant of an integer or vector type that the type mapping reshapes
/// (docs/Design.md, section 4), in the shape of \p T: an integer wider
/// than 64 bits as its 64-bit words, low first; <N x i1> and vectors of odd
/// integers as their packed bits (isPackedInMemory);
/// other vectors lane by lane in the longer vector, array of vectors or
/// array that holds them, extra lanes zero.
uint32_t SPIRVModuleEmitter::reshapedConstant(const Constant *C, Type *T) {
  Type *IRTy = C->getType();
  auto *VT = dyn_cast<FixedVectorType>(IRTy);
  if (!VT) {
    auto *AT = cast<ArrayType>(T);
    APInt V = cast<ConstantInt>(C)->getValue().zext(AT->getNumElements() * 64);
    SmallVector<uint32_t, 4> Words;
    for (unsigned W = 0; W < AT->getNumElements(); ++W)
      Words.push_back(intConstant(AT->getElementType(),
                                  V.extractBitsAsZExtValue(64, 64 * W)));
    return constant(SPIRV::OpConstantComposite, typeId(T), Words);
  }
  unsigned N = VT->getNumElements();
  SmallVector<const Constant *, 16> Lanes;
  for (unsigned I = 0; I < N; ++I) {
    const Constant *E = C->getAggregateElement(I);
    if (!E) {
      fail("this vector constant");
      return 0;
    }
    Lanes.push_back(isa<UndefValue>(E) ? Constant::getNullValue(E->getType()) : E);
  }
  if (N == 1)
    return constantOf(Lanes[0], T);
  if (isPackedInMemory(VT) && !T->isVectorTy()) {
    unsigned K = VT->getElementType()->getIntegerBitWidth();
    APInt Bits(N * K, 0);
    for (unsigned I = 0; I < N; ++I)
      Bits.insertBits(cast<ConstantInt>(Lanes[I])->getValue(), I * K);
    return constantOf(ConstantInt::get(M.getContext(), Bits), T);
  }
  auto *AT = dyn_cast<ArrayType>(T);
  Type *Part = AT ? AT->getElementType() : T;
  auto *PartVT = dyn_cast<FixedVectorType>(Part);
  unsigned PerPart = PartVT ? PartVT->getNumElements() : 1;
  Type *Elem = PartVT ? PartVT->getElementType() : Part;
  Constant *Zero = Constant::getNullValue(VT->getElementType());
  SmallVector<uint32_t, 4> Parts;
  for (unsigned P = 0; P < (AT ? AT->getNumElements() : 1); ++P) {
    SmallVector<uint32_t, 16> Ids;
    for (unsigned L = 0; L < PerPart; ++L) {
      unsigned I = P * PerPart + L;
      Ids.push_back(constantOf(I < N ? Lanes[I] : Zero, Elem));
    }
    Parts.push_back(PartVT ? constant(SPIRV::OpConstantComposite, typeId(Part), Ids)
                           : Ids[0]);
  }
  return AT ? constant(SPIRV::OpConstantComposite, typeId(T), Parts) : Parts[0];
}

uint32_t SPIRVModuleEmitter::constantOf(const Constant *C, Type *T) {
  if (isa<UndefValue>(C))
    return constant(SPIRV::OpUndef, typeId(T), {});
  if (Type *IRTy = C->getType();
      !isa<ConstantAggregateZero>(C) &&
      ((isa<ConstantInt>(C) && IRTy->getIntegerBitWidth() > 64) ||
       (isa<FixedVectorType>(IRTy) &&
        (!isa<FixedVectorType>(T) ||
         cast<FixedVectorType>(T)->getNumElements() !=
             cast<FixedVectorType>(IRTy)->getNumElements()))))
    return reshapedConstant(C, T);
  if (auto *CI = dyn_cast<ConstantInt>(C)) {
    if (CI->getBitWidth() == 1)
      return constant(CI->isOne() ? SPIRV::OpConstantTrue : SPIRV::OpConstantFalse,
                      typeId(T), {});
    return intConstant(T, CI->getZExtValue());
  }
  if (auto *CF = dyn_cast<ConstantFP>(C)) {
    uint64_t Bits = CF->getValueAPF().bitcastToAPInt().getZExtValue();
    if (T->isDoubleTy())
      return constant(SPIRV::OpConstant, typeId(T), {uint32_t(Bits), uint32_t(Bits >> 32)});
    return constant(SPIRV::OpConstant, typeId(T), {uint32_t(Bits)});
  }
  if (auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    Type *Elem = withDefaultPointees(CDS->getElementType());
    SmallVector<uint32_t, 16> Elements;
    for (unsigned I = 0; I < CDS->getNumElements(); ++I)
      Elements.push_back(constantOf(CDS->getElementAsConstant(I), Elem));
    return constant(SPIRV::OpConstantComposite, typeId(T), Elements);
  }
  if (isa<ConstantAggregate>(C)) {
    // Constituents must be constants: undefined elements become zeros.
    SmallVector<uint32_t, 16> Elements;
    for (unsigned I = 0; I < C->getNumOperands(); ++I) {
      const auto *E = cast<Constant>(C->getOperand(I));
      Type *ElemTy = withDefaultPointees(E->getType());
      if (isa<UndefValue>(E))
        E = Constant::getNullValue(E->getType());
      Elements.push_back(constantOf(E, ElemTy));
    }
    return constant(SPIRV::OpConstantComposite, typeId(T), Elements);
  }
  if (isa<ConstantExpr>(C) && isNullAddress(C))
    return constantOf(Constant::getNullValue(C->getType()), T);
  if (isa<GlobalValue>(C) || isa<ConstantExpr>(C)) {
    if (auto *CE = dyn_cast<ConstantExpr>(C);
        CE && CE->getOpcode() == Instruction::PtrToInt && T->isIntegerTy()) {
      auto [Id, From] = addressConstant(CE->getOperand(0));
      return Id ? constant(SPIRV::OpSpecConstantOp, typeId(T),
                           {SPIRV::Op::OpConvertPtrToU, Id})
                : 0;
    }
    if (!isa<TypedPointerType>(T)) {
      fail("this constant expression");
      return 0;
    }
    auto [Id, From] = addressConstant(C);
    return Id ? castAddress(Id, From, T) : 0;
  }
  if (isa<ConstantAggregateZero>(C) || isa<ConstantPointerNull>(C)) {
    // Older consumers read scalar zeros as OpConstant only.
    if (T->isIntegerTy(1))
      return constant(SPIRV::OpConstantFalse, typeId(T), {});
    if (T->isIntegerTy() || T->isFloatingPointTy())
      return constant(SPIRV::OpConstant, typeId(T),
                      T->getPrimitiveSizeInBits() > 32 ? ArrayRef<uint32_t>({0u, 0u})
                                                       : ArrayRef<uint32_t>({0u}));
    return constant(SPIRV::OpConstantNull, typeId(T), {});
  }
  fail("this constant");
  return 0;
}

//===----------------------------------------------------------------------===//
// Globals and functions
//===----------------------------------------------------------------------===//

uint32_t SPIRVModuleEmitter::castAddress(uint32_t Id, Type *From, Type *To) {
  auto *FromPT = cast<TypedPointerType>(From), *ToPT = cast<TypedPointerType>(To);
  if ((FromPT->getAddressSpace() == SPIRVAS::CodeSection) !=
      (ToPT->getAddressSpace() == SPIRVAS::CodeSection)) {
    // A function's address as data: through its integer value, as the
    // selector's casts do.
    Type *IntPtr = Type::getIntNTy(
        M.getContext(), M.getDataLayout().getPointerSizeInBits(SPIRVAS::Function));
    Id = constant(SPIRV::OpSpecConstantOp, typeId(IntPtr),
                  {SPIRV::Op::OpConvertPtrToU, Id});
    return constant(SPIRV::OpSpecConstantOp, typeId(To),
                    {SPIRV::Op::OpConvertUToPtr, Id});
  }
  if (FromPT->getAddressSpace() != ToPT->getAddressSpace()) {
    if (ToPT->getAddressSpace() != SPIRVAS::Generic) {
      fail("an address cast from address space " +
           Twine(FromPT->getAddressSpace()) + " to " +
           Twine(ToPT->getAddressSpace()));
      return 0;
    }
    From = typedPointer(FromPT->getElementType(), SPIRVAS::Generic);
    Id = constant(SPIRV::OpSpecConstantOp, typeId(From),
                  {SPIRV::Op::OpPtrCastToGeneric, Id});
  }
  if (From == To)
    return Id;
  return constant(SPIRV::OpSpecConstantOp, typeId(To),
                  {SPIRV::Op::OpBitcast, Id});
}

std::pair<uint32_t, Type *>
SPIRVModuleEmitter::addressConstant(const Constant *C) {
  auto Fail = [&](const Twine &What) -> std::pair<uint32_t, Type *> {
    fail(What);
    return {0, nullptr};
  };
  if (auto *GV = dyn_cast<GlobalVariable>(C)) {
    if (InitializersInProgress.count(GV))
      return Fail("a cycle through the initializer of global variable @" +
                  GV->getName());
    uint32_t Id = globalVariableId(*GV);
    return {Id, typedPointer(withDefaultPointees(GV->getValueType()),
                             GV->getAddressSpace())};
  }
  if (auto *F = dyn_cast<Function>(C)) {
    Type *T = functionPointerType(*F, State);
    return {constant(SPIRV::OpConstantFunctionPointerINTEL, typeId(T),
                     {functionId(*F)}),
            T};
  }
  auto *CE = dyn_cast<ConstantExpr>(C);
  if (!CE)
    return Fail("this address");
  switch (CE->getOpcode()) {
  case Instruction::AddrSpaceCast:
  case Instruction::BitCast: {
    auto [Id, From] = addressConstant(CE->getOperand(0));
    if (!Id)
      return {0, nullptr};
    // A function's address cast to data memory points to bytes there.
    Type *To = typedPointer(
        isFunctionPointerType(From)
            ? Type::getInt8Ty(C->getContext())
            : cast<TypedPointerType>(From)->getElementType(),
        CE->getType()->getPointerAddressSpace());
    if (isFunctionPointerType(From) &&
        CE->getType()->getPointerAddressSpace() ==
            cast<TypedPointerType>(From)->getAddressSpace())
      return {Id, From};
    Id = castAddress(Id, From, To);
    return {Id, Id ? To : nullptr};
  }
  case Instruction::GetElementPtr: {
    auto *GEP = cast<GEPOperator>(CE);
    auto [Base, From] = addressConstant(cast<Constant>(GEP->getPointerOperand()));
    if (!Base)
      return {0, nullptr};
    unsigned AS = GEP->getPointerAddressSpace();
    Type *Source = withDefaultPointees(GEP->getSourceElementType());
    Base = castAddress(Base, From, typedPointer(Source, AS));
    if (!Base)
      return {0, nullptr};
    Type *Result =
        typedPointer(withDefaultPointees(GEP->getResultElementType()), AS);
    SmallVector<uint32_t, 6> Words{
        GEP->isInBounds() ? uint32_t(SPIRV::Op::OpInBoundsPtrAccessChain)
                          : uint32_t(SPIRV::Op::OpPtrAccessChain),
        Base};
    for (const Use &Index : GEP->indices()) {
      auto *CI = dyn_cast<ConstantInt>(Index);
      if (!CI)
        return Fail("a non-integer index");
      Words.push_back(intConstant(CI->getType(), CI->getZExtValue()));
    }
    return {constant(SPIRV::OpSpecConstantOp, typeId(Result), Words), Result};
  }
  case Instruction::IntToPtr: {
    Type *IntTy = CE->getOperand(0)->getType();
    uint32_t Int = constantOf(CE->getOperand(0), IntTy);
    if (!Int)
      return {0, nullptr};
    Type *Result = typedPointer(Type::getInt8Ty(M.getContext()),
                                CE->getType()->getPointerAddressSpace());
    return {constant(SPIRV::OpSpecConstantOp, typeId(Result),
                     {SPIRV::Op::OpConvertUToPtr, Int}),
            Result};
  }
  default:
    return Fail(Twine("constant expression '") + CE->getOpcodeName() + "'");
  }
}

uint32_t SPIRVModuleEmitter::globalVariableId(const GlobalVariable &GV) {
  if (uint32_t Id = GlobalIds.lookup(&GV))
    return Id;
  Type *ValueTy = withDefaultPointees(GV.getValueType());
  bool Builtin = isBuiltinVariable(GV);
  unsigned AS = Builtin ? unsigned(SPIRVAS::Input) : GV.getAddressSpace();
  std::optional<uint32_t> SC = storageClassForAddressSpace(AS);
  if (!SC || AS == SPIRVAS::Function || AS == SPIRVAS::Generic) {
    // spirv-private-globals made Function variables of the private ones or
    // refused them, spirv-expand-constant-exprs CrossWorkgroup ones of the
    // generic ones.
    fail("global variable @" + GV.getName() + " in address space " + Twine(AS));
    return 0;
  }
  const WorkItemBuiltin *BI = nullptr;
  if (Builtin) {
    BI = lookupBuiltinVariable(GV.getName().drop_front(BuiltinVariablePrefix.size()));
    if (!BI) {
      fail("builtin variable @" + GV.getName());
      return 0;
    }
    // Core in SPIR-V 1.3, but Intel's GPU compiler stops at it: only where
    // the user asks for the extension.
    if (BI->BuiltIn == SPIRV::BuiltIn::DeviceIndex &&
        !ST.canUseExtension(SPIRV::Extension::SPV_KHR_device_group)) {
      fail("builtin variable @" + GV.getName() +
           " (it needs SPV_KHR_device_group, which is not enabled: --spirv-ext)");
      return 0;
    }
  }
  uint32_t PtrTy = typeId(typedPointer(ValueTy, AS));
  uint32_t Init = 0;
  if (!Builtin && GV.hasInitializer() && *SC != SPIRV::StorageClass::Workgroup) {
    // A definition whose value is undefined is written as zero: the GPU
    // compiler takes a variable without an initializer for one defined in
    // another module, whatever its linkage, and fails with "undefined
    // reference". Clang gives OpenCL C's program-scope variables zero too.
    const Constant *C = GV.getInitializer();
    if (isa<UndefValue>(C))
      C = Constant::getNullValue(GV.getValueType());
    InitializersInProgress.insert(&GV);
    const GlobalVariable *Outer = Initializing;
    Initializing = &GV;
    Init = constantOf(C, ValueTy);
    Initializing = Outer;
    InitializersInProgress.erase(&GV);
  }
  uint32_t Id = newId();
  GlobalIds[&GV] = Id;
  const GlobalVariable *Outer = Declaring;
  Declaring = &GV;
  scope_exit Restore([&] { Declaring = Outer; });
  SPIRVInst I{SPIRV::OpVariable, {PtrTy, Id, *SC}};
  if (Init)
    I.Words.push_back(Init);
  Globals.push_back(std::move(I));
  addName(Id, GV.getName());
  SmallVector<SPIRVDecorationWords, 4> Given =
      metadataDecorations(GV.getMetadata("spirv.Decorations"));
  if (Builtin) {
    decorate(Id, {SPIRV::Decoration::BuiltIn, BI->BuiltIn}, Given);
    decorate(Id, {SPIRV::Decoration::Constant}, Given);
    InputVariables.push_back(&GV);
  } else {
    OtherVariables.push_back(Id);
    if (GV.isConstant())
      decorate(Id, {SPIRV::Decoration::Constant}, Given);
    // Without the IR's alignment a consumer may place shared and global
    // variables at any byte (Intel's runtime packs `local char; local
    // float2;` so that the float2 is at an odd address).
    if ((*SC == SPIRV::StorageClass::Workgroup ||
         *SC == SPIRV::StorageClass::CrossWorkgroup) &&
        GV.getAlign().valueOrOne().value() > 1)
      decorate(Id, {SPIRV::Decoration::Alignment,
                    uint32_t(GV.getAlign()->value())},
               Given);
    // Program-scope variables are shared between modules by name: a
    // declaration imports one, an external definition exports it (so that
    // spirv-link, clLinkProgram or zeModuleDynamicLink resolve `extern`),
    // a linkonce_odr one is LinkOnceODR where the user enabled
    // SPV_KHR_linkonce_odr.
    if (std::optional<uint32_t> Linkage = linkageType(GV)) {
      SPIRVDecorationWords D{SPIRV::Decoration::LinkageAttributes};
      appendStringWords(GV.getName(), D);
      D.push_back(*Linkage);
      decorate(Id, D, Given);
    }
  }
  addDecorations(Id, Given);
  return Id;
}

void SPIRVModuleEmitter::addRequestedModes(uint32_t Kernel,
                                           ArrayRef<ModeWords> Asked,
                                           std::vector<SPIRVInst> &Modes) {
  for (const ModeWords &Words : Asked) {
    const SPIRV::GrammarEnumerant *E =
        SPIRV::lookupEnumerant(SPIRV::OperandKind::ExecutionMode, Words[0]);
    // A mode the kernel has already (LocalSize of !reqd_work_group_size
    // given twice) is written once.
    bool Given = any_of(Modes, [&](const SPIRVInst &I) {
      return I.Words[0] == Kernel && I.Words[1] == Words[0];
    });
    if (!E || Given || E->parameters().size() != Words.size() - 1 ||
        any_of(E->parameters(), [](const SPIRV::GrammarOperand &P) {
          return P.Kind != SPIRV::OperandKind::LiteralInteger;
        }))
      continue;
    // What the user did not enable (--spirv-ext) is left out, as the
    // translator leaves it: these modes are requests of the source, not
    // content the module needs.
    if (!SPIRVRequirements::isEnabled(*E, ST.getMaxVersion(),
                                      ST.getAllowedExtensions()))
      continue;
    SPIRVInst I{SPIRV::OpExecutionMode, {Kernel}};
    I.Words.append(Words.begin(), Words.end());
    Modes.push_back(std::move(I));
  }
}

std::optional<uint32_t>
SPIRVModuleEmitter::linkageType(const GlobalValue &GV) const {
  if (GV.isDeclaration())
    return SPIRV::LinkageType::Import;
  if (GV.hasLinkOnceODRLinkage() &&
      ST.canUseExtension(SPIRV::Extension::SPV_KHR_linkonce_odr))
    return SPIRV::LinkageType::LinkOnceODR;
  // Functions of a module with kernels: the entry points are its interface.
  if (GV.hasExternalLinkage() && (isa<GlobalVariable>(GV) || IsLibrary))
    return SPIRV::LinkageType::Export;
  return std::nullopt;
}

uint32_t SPIRVModuleEmitter::openCLStdId() {
  if (!OpenCLStdId)
    OpenCLStdId = newId();
  return OpenCLStdId;
}

uint32_t SPIRVModuleEmitter::functionId(const Function &F) {
  uint32_t &Id = GlobalIds[&F];
  if (!Id)
    Id = newId();
  return Id;
}

Type *SPIRVModuleEmitter::returnType(const Function &F) const {
  return spirvTypeAtBoundary(F.getReturnType(), State.getPointee(&F));
}

/// Inline / DontInline from the IR's attributes, and OptNone for `optnone`
/// where the user enabled SPV_EXT_optnone or SPV_INTEL_optnone (the same
/// bit and capability under either name).
static uint32_t functionControl(const Function &F, const SPIRVSubtarget &ST) {
  uint32_t Control = SPIRV::FunctionControl::None;
  if (F.hasFnAttribute(Attribute::AlwaysInline))
    Control = SPIRV::FunctionControl::Inline;
  else if (F.hasFnAttribute(Attribute::NoInline))
    Control = SPIRV::FunctionControl::DontInline;
  if (F.hasFnAttribute(Attribute::OptimizeNone) &&
      (ST.canUseExtension(SPIRV::Extension::SPV_EXT_optnone) ||
       ST.canUseExtension(SPIRV::Extension::SPV_INTEL_optnone)))
    Control |= SPIRV::FunctionControl::OptNoneEXT;
  return Control;
}

void SPIRVModuleEmitter::declareFunction(const Function &F) {
  EncodingFunction = &F;
  scope_exit Reset([&] { EncodingFunction = nullptr; });
  // A function with no body here is imported: the consumer links it.
  SmallVector<Type *, 8> Params;
  for (const Argument &A : F.args())
    Params.push_back(spirvTypeAtBoundary(A.getType(), State.getPointee(&A)));
  Type *Ret = returnType(F);
  uint32_t FnType = functionTypeId(Ret, Params);
  uint32_t Id = functionId(F);
  add(FunctionDecls, SPIRV::OpFunction,
      {typeId(Ret), Id, SPIRV::FunctionControl::None, FnType});
  addDecorations(Id, metadataDecorations(F.getMetadata("spirv.Decorations")));
  auto ParamDecorations = parameterDecorations(F);
  for (unsigned A = 0; A < Params.size(); ++A) {
    uint32_t ParamId = newId();
    add(FunctionDecls, SPIRV::OpFunctionParameter, {typeId(Params[A]), ParamId});
    addDecorations(ParamId, ParamDecorations[A]);
  }
  add(FunctionDecls, SPIRV::OpFunctionEnd, {});
  addName(Id, F.getName());
  SPIRVInst D{SPIRV::OpDecorate, {Id, SPIRV::Decoration::LinkageAttributes}};
  appendStringWords(F.getName(), D.Words);
  D.Words.push_back(SPIRV::LinkageType::Import);
  if (fits(D, "a linkage name of " + Twine(F.getName().size()) + " bytes"))
    Decorations.push_back(std::move(D));
}

//===----------------------------------------------------------------------===//
// Function bodies
//===----------------------------------------------------------------------===//

static bool isModuleLevel(unsigned Opcode) {
  switch (Opcode) {
  case SPIRV::OpConstant:
  case SPIRV::OpConstantTrue:
  case SPIRV::OpConstantFalse:
  case SPIRV::OpConstantNull:
  case SPIRV::OpConstantComposite:
  case SPIRV::OpConstantSampler:
  case SPIRV::OpSpecConstant:
  case SPIRV::OpSpecConstantTrue:
  case SPIRV::OpSpecConstantFalse:
  case SPIRV::OpSpecConstantComposite:
  case SPIRV::OpUndef:
  case SPIRV::SPV_GLOBAL_REF:
  case SPIRV::OpConstantFunctionPointerINTEL:
    return true;
  default:
    return false;
  }
}

uint32_t SPIRVModuleEmitter::moduleLevelId(FunctionContext &FC,
                                           const MachineInstr &MI) {
  if (MI.getOpcode() == SPIRV::SPV_GLOBAL_REF)
    return globalVariableId(*cast<GlobalVariable>(MI.getOperand(1).getGlobal()));
  Type *T = FC.Info.getType(MI.getOperand(0).getReg());
  uint32_t TypeId = typeId(T);
  SmallVector<uint32_t, 8> Words;
  for (const MachineOperand &MO : llvm::drop_begin(MI.operands()))
    Words.push_back(MO.isReg()      ? idOf(FC, MO.getReg())
                    : MO.isGlobal() ? functionId(*cast<Function>(MO.getGlobal()))
                                    : uint32_t(MO.getImm()));
  // OpConstant holds numbers only: a null pointer (IR's `null`, a zero
  // constant of pointer type in MIR) is OpConstantNull.
  if (MI.getOpcode() == SPIRV::OpConstant && isa<TypedPointerType>(T)) {
    if (any_of(Words, [](uint32_t W) { return W != 0; })) {
      fail("a pointer constant other than null");
      return 0;
    }
    return constant(SPIRV::OpConstantNull, TypeId, {});
  }
  unsigned Opc = MI.getOpcode();
  if (Opc == SPIRV::OpSpecConstant || Opc == SPIRV::OpSpecConstantTrue ||
      Opc == SPIRV::OpSpecConstantFalse) {
    // The last operand is the SpecId (SPIRVBuiltinsSpecConstant.cpp).
    uint32_t SpecId = Words.pop_back_val();
    return specConstant(Opc, TypeId, Words, SpecId);
  }
  return constant(Opc, TypeId, Words);
}

uint32_t SPIRVModuleEmitter::specConstant(unsigned Opc, uint32_t TypeId,
                                          ArrayRef<uint32_t> Words,
                                          uint32_t SpecId) {
  std::vector<uint32_t> Key{Opc, TypeId};
  Key.insert(Key.end(), Words.begin(), Words.end());
  Key.push_back(SpecId);
  auto [It, Inserted] = ConstantIds.try_emplace(Key, 0);
  if (Inserted) {
    It->second = newId();
    SPIRVInst I{Opc, {TypeId, It->second}};
    I.Words.append(Words.begin(), Words.end());
    Globals.push_back(std::move(I));
    add(Decorations, SPIRV::OpDecorate,
        {It->second, SPIRV::Decoration::SpecId, SpecId});
  }
  return It->second;
}

uint32_t SPIRVModuleEmitter::idOf(FunctionContext &FC, Register R) {
  if (uint32_t Id = FC.Ids.lookup(R))
    return Id;
  uint32_t Id;
  const MachineInstr *Def = FC.MRI.getVRegDef(R);
  if (!Def)
    Id = constant(SPIRV::OpUndef, typeId(FC.Info.getType(R)), {});
  else if (isModuleLevel(Def->getOpcode()))
    Id = moduleLevelId(FC, *Def);
  else
    Id = newId();
  FC.Ids[R] = Id;
  return Id;
}

/// nsw/nuw as NoSignedWrap/NoUnsignedWrap, which let consumers widen 32-bit
/// index arithmetic without sign extension (vectorizers need that to see
/// consecutive addresses). They are hints: written only where the version cap
/// or the allowed extensions permit them.
void SPIRVModuleEmitter::addWrapDecorations(uint32_t Id, const MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case SPIRV::OpIAdd:
  case SPIRV::OpISub:
  case SPIRV::OpIMul:
  case SPIRV::OpShiftLeftLogical:
  case SPIRV::OpSNegate:
    break;
  default:
    return;
  }
  for (auto [Flag, Decoration] :
       {std::pair(MachineInstr::NoSWrap, SPIRV::Decoration::NoSignedWrap),
        std::pair(MachineInstr::NoUWrap, SPIRV::Decoration::NoUnsignedWrap)}) {
    if (!MI.getFlag(Flag))
      continue;
    const SPIRV::GrammarEnumerant *E =
        SPIRV::lookupEnumerant(SPIRV::OperandKind::Decoration, Decoration);
    if (E && SPIRVRequirements::canWrite(E->Avail, ST.getMaxVersion(),
                                         ST.getAllowedExtensions()))
      add(Decorations, SPIRV::OpDecorate, {Id, Decoration});
  }
}

/// LLVM's fast-math flags as FPFastMathMode, where SPV_KHR_float_controls2
/// is enabled: nnan NotNaN, ninf NotInf, nsz NSZ, arcp AllowRecip, contract
/// AllowContract, reassoc AllowReassoc, and afn AllowTransform where the
/// other two are given too (the extension requires them with it). The last
/// three bits need FloatControls2, which SPIRVRequirements then declares;
/// under it an instruction without AllowContract is not contracted, as in
/// LLVM IR. Without the extension the flags stay unwritten: the Kernel
/// environment's default already lets consumers contract, and no reader
/// needs them.
void SPIRVModuleEmitter::addFastMathDecoration(uint32_t Id, const MachineInstr &MI,
                                               ArrayRef<SPIRVDecorationWords> Given) {
  if (!ST.canUseExtension(SPIRV::Extension::SPV_KHR_float_controls2))
    return;
  switch (MI.getOpcode()) {
  case SPIRV::OpFAdd: case SPIRV::OpFSub: case SPIRV::OpFMul:
  case SPIRV::OpFDiv: case SPIRV::OpFRem: case SPIRV::OpFMod:
  case SPIRV::OpFNegate:
  case SPIRV::OpFOrdEqual: case SPIRV::OpFOrdNotEqual:
  case SPIRV::OpFOrdLessThan: case SPIRV::OpFOrdLessThanEqual:
  case SPIRV::OpFOrdGreaterThan: case SPIRV::OpFOrdGreaterThanEqual:
  case SPIRV::OpFUnordEqual: case SPIRV::OpFUnordNotEqual:
  case SPIRV::OpFUnordLessThan: case SPIRV::OpFUnordLessThanEqual:
  case SPIRV::OpFUnordGreaterThan: case SPIRV::OpFUnordGreaterThanEqual:
  case SPIRV::OpOrdered: case SPIRV::OpUnordered:
    break;
  default:
    return;
  }
  namespace FM = SPIRV::FPFastMathMode;
  uint32_t Mask = 0;
  for (auto [Flag, Bit] : {std::pair(MachineInstr::FmNoNans, FM::NotNaN),
                           std::pair(MachineInstr::FmNoInfs, FM::NotInf),
                           std::pair(MachineInstr::FmNsz, FM::NSZ),
                           std::pair(MachineInstr::FmArcp, FM::AllowRecip),
                           std::pair(MachineInstr::FmContract, FM::AllowContract),
                           std::pair(MachineInstr::FmReassoc, FM::AllowReassoc)})
    if (MI.getFlag(Flag))
      Mask |= Bit;
  if (MI.getFlag(MachineInstr::FmAfn) && (Mask & FM::AllowContract) &&
      (Mask & FM::AllowReassoc))
    Mask |= FM::AllowTransform;
  bool Decorated = any_of(Given, [](const SPIRVDecorationWords &D) {
    return D[0] == SPIRV::Decoration::FPFastMathMode;
  });
  if (Mask && !Decorated)
    decorate(Id, {SPIRV::Decoration::FPFastMathMode, Mask}, Given);
}

void SPIRVModuleEmitter::encode(FunctionContext &FC, const MachineInstr &MI,
                                std::vector<SPIRVInst> &Out) {
  EncodingInstr = &MI;
  const MCInstrDesc &Desc = MII.get(MI.getOpcode());
  SPIRVInst I{MI.getOpcode(), {}};
  unsigned NumDefs = MI.getNumExplicitDefs();
  if (SPIRV::hasResultType(Desc))
    I.Words.push_back(typeId(FC.Info.getType(MI.getOperand(0).getReg())));
  if (NumDefs) {
    Register Def = MI.getOperand(0).getReg();
    I.Words.push_back(idOf(FC, Def));
    SmallVector<SPIRVDecorationWords, 4> Given;
    if (const MDNode *List = FC.Info.getDecorations(Def)) {
      Given = metadataDecorations(List);
      addDecorations(I.Words.back(), Given);
    }
    if (uint32_t Align = FC.Info.getVariableAlignment(Def))
      decorate(I.Words.back(), {SPIRV::Decoration::Alignment, Align}, Given);
    addWrapDecorations(I.Words.back(), MI);
    addFastMathDecoration(I.Words.back(), MI, Given);
  }
  for (unsigned Op = NumDefs; Op < MI.getNumOperands(); ++Op) {
    const MachineOperand &MO = MI.getOperand(Op);
    // OpCooperativeMatrixLengthKHR counts a type: its operand's;
    // OpUntypedAccessChainKHR's base type is what its base points to (the
    // base is given twice).
    if (MO.isReg() && MI.getOpcode() == SPIRV::OpCooperativeMatrixLengthKHR)
      I.Words.push_back(typeId(FC.Info.getType(MO.getReg())));
    else if (MO.isReg() && MI.getOpcode() == SPIRV::OpUntypedAccessChainKHR &&
             Op == NumDefs)
      I.Words.push_back(typeId(
          cast<TypedPointerType>(FC.Info.getType(MO.getReg()))->getElementType()));
    else if (MO.isReg())
      I.Words.push_back(idOf(FC, MO.getReg()));
    else if (MO.isImm())
      I.Words.push_back(uint32_t(MO.getImm()));
    else if (MO.isMBB())
      I.Words.push_back(FC.Labels.lookup(MO.getMBB()));
    else if (MO.isMetadata()) { // OpAsmCallINTEL's assembly
      I.Words.push_back(inlineAsmId(FC, MI, MO.getMetadata()));
      // A third operand: the assembly has side effects.
      if (MO.getMetadata()->getNumOperands() > 2)
        add(Decorations, SPIRV::OpDecorate, {I.Words[1], SPIRV::Decoration::SideEffectsINTEL});
    }
    else if (MO.isSymbol()) {
      // The only symbol operand: the instruction set of an OpExtInst.
      assert(StringRef(MO.getSymbolName()) == OpenCLStdSetName);
      I.Words.push_back(openCLStdId());
    }
    else if (MO.isGlobal()) {
      if (const auto *F = dyn_cast<Function>(MO.getGlobal()))
        I.Words.push_back(functionId(*F));
      else
        I.Words.push_back(globalVariableId(*cast<GlobalVariable>(MO.getGlobal())));
    }
  }
  if (fits(I, [&] { return constructOf(MI); }))
    Out.push_back(std::move(I));
}

/// The name of parameter \p A: its IR name, else the source name OpenCL's
/// kernel argument info gives it (kernel_arg_name, -cl-kernel-arg-info), as
/// Clang's kernel stubs leave their parameters unnamed.
static StringRef parameterName(const Function &F, unsigned A) {
  StringRef Name = F.getArg(A)->getName();
  if (!Name.empty())
    return Name;
  if (MDNode *N = F.getMetadata("kernel_arg_name"))
    if (A < N->getNumOperands())
      if (auto *S = dyn_cast<MDString>(N->getOperand(A)))
        return S->getString();
  return "";
}

/// The FuncParamAttr decorations of parameter \p A: ByVal, and for other
/// pointers what the consumer's alias analysis can use, from LLVM's
/// attributes (noalias, captures(none), readonly) and OpenCL's qualifiers
/// (kernel_arg_type_qual restrict / const, which name the pointee).
static SmallVector<uint32_t, 3> parameterAttributes(const Function &F,
                                                   unsigned A) {
  using namespace SPIRV::FunctionParameterAttribute;
  const Argument *Arg = F.getArg(A);
  if (Arg->hasByValAttr())
    return {ByVal};
  if (!Arg->getType()->isPointerTy())
    return {};
  StringRef Qualifiers;
  if (MDNode *N = F.getMetadata("kernel_arg_type_qual"))
    if (A < N->getNumOperands())
      if (auto *S = dyn_cast<MDString>(N->getOperand(A)))
        Qualifiers = S->getString();
  SmallVector<StringRef, 3> Words;
  Qualifiers.split(Words, ' ', -1, /*KeepEmpty=*/false);
  auto Qualified = [&](StringRef Q) { return is_contained(Words, Q); };
  SmallVector<uint32_t, 3> Attrs;
  if (Arg->hasNoAliasAttr() || Qualified("restrict"))
    Attrs.push_back(NoAlias);
  if (Arg->hasNoCaptureAttr())
    Attrs.push_back(NoCapture);
  if (Arg->onlyReadsMemory() || Qualified("const"))
    Attrs.push_back(NoWrite);
  return Attrs;
}

bool SPIRVModuleEmitter::addFunction(const MachineFunction &MF) {
  const auto &Info = *MF.getInfo<SPIRVMachineFunctionInfo>();
  if (Info.failed()) {
    Failed = true;
    return false;
  }
  const Function &F = MF.getFunction();
  FunctionContext FC(MF, Info);
  EncodingFunction = &F;
  scope_exit Reset([&] {
    EncodingFunction = nullptr;
    EncodingInstr = nullptr;
  });

  SmallVector<Type *, 8> ParamTypes;
  for (Register P : Info.params())
    ParamTypes.push_back(Info.getType(P));
  Type *Ret = returnType(F);
  uint32_t FnType = functionTypeId(Ret, ParamTypes);
  uint32_t FnId = functionId(F);
  addName(FnId, F.getName());

  std::vector<SPIRVInst> Body;
  add(Body, SPIRV::OpFunction, {typeId(Ret), FnId, functionControl(F, ST), FnType});
  addDecorations(FnId, metadataDecorations(F.getMetadata("spirv.Decorations")));
  auto ParamDecorations = parameterDecorations(F);
  for (unsigned A = 0; A < Info.params().size(); ++A) {
    Register P = Info.params()[A];
    uint32_t ParamId = idOf(FC, P);
    add(Body, SPIRV::OpFunctionParameter, {typeId(Info.getType(P)), ParamId});
    addName(ParamId, parameterName(F, A));
    for (uint32_t Attr : parameterAttributes(F, A))
      decorate(ParamId, {SPIRV::Decoration::FuncParamAttr, Attr},
               ParamDecorations[A]);
    // The copy of a byval aggregate is placed at its type's alignment: Clang
    // gives an over-aligned member's struct a packed type (alignment 1) and
    // the parameter `align 32`, and PoCL, placing a SYCL kernel object
    // that holds a vec<double, 3> anywhere, faulted on its aligned moves.
    const Argument *Arg = F.getArg(A);
    if (Arg->hasByValAttr())
      if (uint32_t Align =
              alignmentBeyondABI(F.getDataLayout(), Arg->getParamByValType(),
                                 Arg->getParamAlign()))
        decorate(ParamId, {SPIRV::Decoration::Alignment, Align},
                 ParamDecorations[A]);
    addDecorations(ParamId, ParamDecorations[A]);
  }
  // SPIR-V wants every block after the blocks that dominate it; IR layout
  // does not promise that, reverse post-order does.
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  for (const MachineBasicBlock *MBB : RPOT)
    FC.Labels[MBB] = newId();
  if (DebugInfo)
    DebugInfo->beginFunction(MF, FnId, Body,
                             [&](Register R) { return idOf(FC, R); });
  scope_exit EndDebug([&] {
    if (DebugInfo)
      DebugInfo->endFunction();
  });

  for (const MachineBasicBlock *BlockPtr : RPOT) {
    const MachineBasicBlock &MBB = *BlockPtr;
    add(Body, SPIRV::OpLabel, {FC.Labels[&MBB]});
    if (DebugInfo)
      DebugInfo->beginBlock();
    if (&MBB == &MF.front()) {
      // Function-scope variables must open the first block.
      for (const MachineBasicBlock &B : MF)
        for (const MachineInstr &MI : B)
          if (MI.getOpcode() == SPIRV::OpVariable)
            encode(FC, MI, Body);
      if (DebugInfo)
        DebugInfo->declareStackVariables();
    }
    bool Terminated = false;
    for (const MachineInstr &MI : MBB) {
      unsigned Opc = MI.getOpcode();
      if (MI.isDebugValue() && DebugInfo) {
        DebugInfo->value(MI);
        continue;
      }
      if (Opc == SPIRV::OpFunctionParameter || Opc == SPIRV::OpVariable ||
          isModuleLevel(Opc) || MI.isDebugInstr())
        continue;
      // Decorations of results (a conversion's rounding mode) are
      // annotations of the module.
      if (Opc == SPIRV::OpDecorate) {
        encode(FC, MI, Decorations);
        continue;
      }
      // Lines and scopes may not come before a block's phis.
      if (DebugInfo && Opc != SPIRV::OpPhi)
        DebugInfo->locate(MI.getDebugLoc());
      encode(FC, MI, Body);
      Terminated = MI.isTerminator();
    }
    if (!Terminated) {
      // IRTranslator leaves fallthroughs and `unreachable` implicit.
      if (MBB.succ_size() == 1)
        add(Body, SPIRV::OpBranch, {FC.Labels[*MBB.succ_begin()]});
      else
        add(Body, SPIRV::OpUnreachable, {});
    }
  }
  add(Body, SPIRV::OpFunctionEnd, {});
  if (Failed)
    return false;
  FunctionDefs.insert(FunctionDefs.end(), std::make_move_iterator(Body.begin()),
                      std::make_move_iterator(Body.end()));
  return true;
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

static std::optional<std::array<uint32_t, 3>> workGroupSize(const Function &F,
                                                            StringRef Kind) {
  MDNode *N = F.getMetadata(Kind);
  if (!N || N->getNumOperands() != 3)
    return std::nullopt;
  std::array<uint32_t, 3> Size;
  for (unsigned I = 0; I < 3; ++I) {
    auto *C = mdconst::dyn_extract<ConstantInt>(N->getOperand(I));
    if (!C)
      return std::nullopt;
    Size[I] = C->getZExtValue();
  }
  return Size;
}

/// The constant integers of \p N from operand \p First on; nothing if one
/// is not a constant integer.
static std::optional<ModeWords> integerOperands(const MDNode &N,
                                                unsigned First = 0) {
  ModeWords Words;
  for (unsigned I = First; I < N.getNumOperands(); ++I) {
    auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N.getOperand(I));
    if (!C)
      return std::nullopt;
    Words.push_back(C->getZExtValue());
  }
  return Words;
}

/// The execution modes of SPV_INTEL_kernel_attributes that SYCL's kernel
/// attributes give as kernel metadata, in the translator's IR conventions:
/// !max_work_group_size (1 to 3 sizes, the missing ones 1),
/// !max_global_work_dim, !no_global_work_offset, !num_simd_work_items,
/// !scheduler_target_fmax_mhz, and !ip_interface ("streaming" with an
/// optional "stall_free_return", "csr" with an optional
/// "wait_for_done_write").
static SmallVector<ModeWords, 4> kernelAttributeModes(const Function &F) {
  namespace EM = SPIRV::ExecutionMode;
  SmallVector<ModeWords, 4> Modes;
  auto Literals = [&](StringRef Kind, uint32_t Mode, unsigned Min,
                      unsigned Max) {
    MDNode *N = F.getMetadata(Kind);
    if (!N || N->getNumOperands() < Min || N->getNumOperands() > Max)
      return;
    std::optional<ModeWords> Words = integerOperands(*N);
    if (!Words)
      return;
    Words->resize(Max, 1);
    Words->insert(Words->begin(), Mode);
    Modes.push_back(*Words);
  };
  Literals("max_work_group_size", EM::MaxWorkgroupSizeINTEL, 1, 3);
  Literals("max_global_work_dim", EM::MaxWorkDimINTEL, 1, 1);
  Literals("no_global_work_offset", EM::NoGlobalOffsetINTEL, 0, 0);
  Literals("num_simd_work_items", EM::NumSIMDWorkitemsINTEL, 1, 1);
  Literals("scheduler_target_fmax_mhz", EM::SchedulerTargetFmaxMhzINTEL, 1, 1);
  if (MDNode *N = F.getMetadata("ip_interface"); N && N->getNumOperands() >= 1) {
    auto Text = [&](unsigned I) {
      auto *S = I < N->getNumOperands() ? dyn_cast<MDString>(N->getOperand(I))
                                        : nullptr;
      return S ? S->getString() : StringRef();
    };
    if (Text(0) == "streaming")
      Modes.push_back({EM::StreamingInterfaceINTEL,
                       uint32_t(Text(1) == "stall_free_return")});
    else if (Text(0) == "csr")
      Modes.push_back({EM::RegisterMapInterfaceINTEL,
                       uint32_t(Text(1) == "wait_for_done_write")});
  }
  return Modes;
}

/// The execution modes the translator's !spirv.ExecutionMode asks of each
/// function: operands !{ptr @kernel, i32 mode, i32 literal...} (how
/// front ends give float controls, SPV_KHR_float_controls and
/// SPV_INTEL_float_controls2, and the vector-compute modes). Modes with id
/// operands (FPFastMathDefault) have no literal form and are not read.
static DenseMap<const Function *, SmallVector<ModeWords, 4>>
metadataExecutionModes(const Module &M) {
  DenseMap<const Function *, SmallVector<ModeWords, 4>> Modes;
  NamedMDNode *List = M.getNamedMetadata("spirv.ExecutionMode");
  if (!List)
    return Modes;
  for (const MDNode *N : List->operands()) {
    if (N->getNumOperands() < 2)
      continue;
    auto *F = mdconst::dyn_extract_or_null<Function>(N->getOperand(0));
    std::optional<ModeWords> Words = integerOperands(*N, 1);
    if (F && Words)
      Modes[F].push_back(*Words);
  }
  return Modes;
}

/// The VecTypeHint operand of !vec_type_hint: the component count in the
/// high 16 bits, the component type in the low 16 (0-3: i8-i64, 4-6: half,
/// float, double), as the SPIR-V specification encodes it.
static std::optional<uint32_t> vecTypeHint(const Function &F) {
  MDNode *N = F.getMetadata("vec_type_hint");
  if (!N || N->getNumOperands() < 1)
    return std::nullopt;
  auto *Hint = dyn_cast<ValueAsMetadata>(N->getOperand(0));
  if (!Hint)
    return std::nullopt;
  Type *T = Hint->getType();
  uint32_t Count = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    Count = VT->getNumElements();
    T = VT->getElementType();
  }
  uint32_t Kind;
  if (T->isIntegerTy(8)) Kind = 0;
  else if (T->isIntegerTy(16)) Kind = 1;
  else if (T->isIntegerTy(32)) Kind = 2;
  else if (T->isIntegerTy(64)) Kind = 3;
  else if (T->isHalfTy()) Kind = 4;
  else if (T->isFloatTy()) Kind = 5;
  else if (T->isDoubleTy()) Kind = 6;
  else
    return std::nullopt;
  return Count << 16 | Kind;
}

/// Renumbers the ids of a laid-out module densely, in the order they first
/// appear (as spirv-opt --compact-ids does): module-scope objects get the
/// small ids, and the bound is one more than the number of ids. The emitter
/// hands out ids as it visits functions, so a module-scope object first
/// used deep in a large module would otherwise carry a large id, and
/// Intel's GPU compiler misreads entry points whose interface holds ids
/// beyond 16 bits. Operands are told apart by the grammar: ids, literals of
/// their type's width, strings, enumerants and the operands they imply,
/// extended instructions' own operands.
/// \p IdBound is one more than the largest id the module uses.
static uint32_t compactIds(std::vector<SPIRVInst> &Module, const MCInstrInfo &MII,
                           uint32_t IdBound) {
  using namespace SPIRV;
  // Ids are dense: tables indexed by id, not maps.
  std::vector<uint32_t> NewId(IdBound, 0);  // old id -> new id, 0 if none yet
  std::vector<uint32_t> TypeOf(IdBound, 0); // value id -> type id
  DenseMap<uint32_t, uint32_t> Width;      // numeric type id -> bits
  DenseMap<uint32_t, std::string> SetName; // OpExtInstImport's new id -> name
  uint32_t Next = 1;
  auto Renumber = [&](uint32_t &W) {
    if (W >= NewId.size())
      NewId.resize(W + 1, 0);
    if (!NewId[W])
      NewId[W] = Next++;
    W = NewId[W];
  };
  auto TypeOfId = [&](uint32_t Id) { return Id < TypeOf.size() ? TypeOf[Id] : 0; };
  for (SPIRVInst &I : Module) {
    const GrammarInstruction *GI = lookupInstruction(getSPIRVOpcode(MII.get(I.Opcode)));
    if (!GI)
      continue;
    MutableArrayRef<uint32_t> Words(I.Words);
    // Facts later operands need, read from the old ids.
    ArrayRef<GrammarOperand> Ops = GI->operands();
    bool Typed = Ops.size() >= 2 && Ops[0].Kind == OperandKind::IdResultType;
    if (Typed && Words.size() >= 2) {
      if (Words[1] >= TypeOf.size())
        TypeOf.resize(Words[1] + 1, 0);
      TypeOf[Words[1]] = Words[0];
    }
    if ((I.Opcode == OpTypeInt || I.Opcode == OpTypeFloat) && Words.size() >= 2)
      Width[Words[0]] = Words[1];
    // Context-dependent literals are as wide as the result type or, in
    // OpSwitch, the selector's type.
    uint32_t Context = I.Opcode == OpSwitch && !Words.empty() ? TypeOfId(Words[0])
                       : Typed && !Words.empty()               ? Words[0]
                                                               : 0;
    unsigned NumberWords = Width.lookup(Context) > 32 ? 2 : 1;
    SmallVector<GrammarOperand, 16> Pending(Ops.begin(), Ops.end());
    size_t Pos = 0;
    auto Skip = [&](unsigned N) { Pos = std::min(Pos + N, Words.size()); };
    for (size_t K = 0; K < Pending.size() && Pos < Words.size();) {
      GrammarOperand Op = Pending[K];
      size_t After = Op.Quant == Quantifier::Variadic ? K : K + 1;
      switch (Op.Kind) {
      case OperandKind::IdResultType:
      case OperandKind::IdResult:
      case OperandKind::IdRef:
      case OperandKind::IdMemorySemantics:
      case OperandKind::IdScope:
        Renumber(Words[Pos++]);
        break;
      case OperandKind::LiteralString:
        decodeString(Words, Pos);
        break;
      case OperandKind::LiteralContextDependentNumber:
        Skip(NumberWords);
        break;
      case OperandKind::LiteralExtInstInteger: {
        // The set is the id just before; its grammar describes the rest.
        const GrammarExtInst *E =
            Pos > 0 ? lookupExtInst(SetName.lookup(Words[Pos - 1]), Words[Pos]) : nullptr;
        ++Pos;
        Pending.erase(Pending.begin() + After, Pending.end());
        if (E)
          Pending.append(E->operands().begin(), E->operands().end());
        else // an unknown instruction: its operands are ids
          Pending.push_back({OperandKind::IdRef, Quantifier::Variadic});
        break;
      }
      case OperandKind::LiteralSpecConstantOpInteger: {
        const GrammarInstruction *Inner = lookupInstruction(Words[Pos++]);
        Pending.erase(Pending.begin() + After, Pending.end());
        if (Inner)
          for (const GrammarOperand &O : Inner->operands())
            if (O.Kind != OperandKind::IdResultType && O.Kind != OperandKind::IdResult)
              Pending.push_back(O);
        break;
      }
      case OperandKind::PairLiteralIntegerIdRef:
        Skip(NumberWords);
        if (Pos < Words.size())
          Renumber(Words[Pos++]);
        break;
      case OperandKind::PairIdRefLiteralInteger:
        Renumber(Words[Pos++]);
        Skip(1);
        break;
      case OperandKind::PairIdRefIdRef:
        Renumber(Words[Pos++]);
        if (Pos < Words.size())
          Renumber(Words[Pos++]);
        break;
      default: {
        // An enumerant (or a mask of them, lowest bit first) may imply
        // operands of its own; they come next.
        uint32_t V = Words[Pos++];
        OperandCategory Cat = operandKindInfo(Op.Kind).Category;
        SmallVector<GrammarOperand, 4> Params;
        if (Cat == OperandCategory::ValueEnum) {
          if (const GrammarEnumerant *E = lookupEnumerant(Op.Kind, V))
            Params.append(E->parameters().begin(), E->parameters().end());
        } else if (Cat == OperandCategory::BitEnum) {
          for (unsigned B = 0; B < 32; ++B)
            if (V & (1u << B))
              if (const GrammarEnumerant *E = lookupEnumerant(Op.Kind, 1u << B))
                Params.append(E->parameters().begin(), E->parameters().end());
        }
        Pending.insert(Pending.begin() + After, Params.begin(), Params.end());
        break;
      }
      }
      K = After;
    }
    if (I.Opcode == OpExtInstImport && !Words.empty()) {
      size_t At = 1;
      SetName[Words[0]] = decodeString(Words, At);
    }
  }
  return Next;
}

SPIRVRequirements::Result
SPIRVModuleEmitter::requirements(ArrayRef<std::vector<SPIRVInst> *> Sections,
                                 bool IsLibrary) const {
  SPIRVRequirements Reqs;
  if (IsLibrary)
    Reqs.addCapability(SPIRV::Capability::Linkage, "a module without kernels");
  // What a function's instruction needs is named with the function.
  DenseMap<uint32_t, const Function *> Definitions;
  for (const Function &F : M)
    if (!F.isDeclaration())
      if (uint32_t Id = GlobalIds.lookup(&F))
        Definitions[Id] = &F;
  for (const auto *Section : Sections)
    for (const SPIRVInst &I : *Section) {
      if (Section == &FunctionDefs && I.Opcode == SPIRV::OpFunction)
        Reqs.setFunction(Definitions.lookup(I.Words[1]));
      Reqs.addInstruction(SPIRV::getSPIRVOpcode(MII.get(I.Opcode)), I.Words);
    }
  return Reqs.finalize(ST.getMaxVersion(), ST.getAllowedExtensions());
}

std::vector<SPIRVInst> SPIRVModuleEmitter::finish(SPIRV::VersionWord &Version,
                                                  uint32_t &Bound,
                                                  std::string &Error) {
  if (Failed || State.failed())
    return {};
  // An exported program-scope variable is part of the module's interface
  // (another module or the host may use it by name) even where no function
  // here uses it.
  for (const GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && linkageType(GV) && !isTargetMarker(GV) &&
        !GV.getName().starts_with("llvm.") && !isBuiltinVariable(GV) &&
        (GV.getAddressSpace() == SPIRVAS::CrossWorkgroup ||
         GV.getAddressSpace() == SPIRVAS::UniformConstant))
      globalVariableId(GV);
  if (Failed)
    return {};
  for (const Function &F : M)
    if (F.isDeclaration() && GlobalIds.count(&F) && !isTargetMarker(F))
      declareFunction(F);

  std::vector<SPIRVInst> EntryPoints, ExecutionModes;
  SmallVector<const Function *, 8> Kernels;
  auto MetadataModes = metadataExecutionModes(M);
  for (const Function &F : M) {
    if (F.getCallingConv() != CallingConv::SPIR_KERNEL || F.isDeclaration() ||
        !GlobalIds.count(&F))
      continue;
    uint32_t Id = GlobalIds.lookup(&F);
    SPIRVInst EP{SPIRV::OpEntryPoint, {SPIRV::ExecutionModel::Kernel, Id}};
    appendStringWords(F.getName(), EP.Words);
    for (const GlobalVariable *GV : InputVariables)
      EP.Words.push_back(GlobalIds.lookup(GV));
    EntryPoints.push_back(std::move(EP));
    Kernels.push_back(&F);
    if (auto Size = workGroupSize(F, "reqd_work_group_size"))
      add(ExecutionModes, SPIRV::OpExecutionMode,
          {Id, SPIRV::ExecutionMode::LocalSize, (*Size)[0], (*Size)[1], (*Size)[2]});
    if (auto Size = workGroupSize(F, "work_group_size_hint"))
      add(ExecutionModes, SPIRV::OpExecutionMode,
          {Id, SPIRV::ExecutionMode::LocalSizeHint, (*Size)[0], (*Size)[1], (*Size)[2]});
    if (auto Hint = vecTypeHint(F))
      add(ExecutionModes, SPIRV::OpExecutionMode,
          {Id, SPIRV::ExecutionMode::VecTypeHint, *Hint});
    // __attribute__((intel_reqd_sub_group_size(N))), [[sycl::reqd_sub_group_size(N)]].
    if (MDNode *N = F.getMetadata("intel_reqd_sub_group_size"))
      if (auto *C = N->getNumOperands() == 1
                        ? mdconst::dyn_extract<ConstantInt>(N->getOperand(0))
                        : nullptr)
        add(ExecutionModes, SPIRV::OpExecutionMode,
            {Id, SPIRV::ExecutionMode::SubgroupSize, uint32_t(C->getZExtValue())});
    SmallVector<ModeWords, 4> Asked = kernelAttributeModes(F);
    if (auto It = MetadataModes.find(&F); It != MetadataModes.end())
      Asked.append(It->second);
    addRequestedModes(Id, Asked, ExecutionModes);
  }

  // A module without kernels is a library: its external functions are its
  // interface, and SPIR-V allows a module without entry points only when
  // it declares Linkage. (With kernels, the entry points are the interface.)
  IsLibrary = EntryPoints.empty();
  // Constructors and destructors (spirv-check-module): entry points the
  // consumer runs when it loads or releases the program.
  for (bool Finalizers : {false, true})
    for (const Function *F : moduleInitializers(M, Finalizers)) {
      uint32_t Id = GlobalIds.lookup(F);
      if (!Id)
        continue;
      SPIRVInst EP{SPIRV::OpEntryPoint, {SPIRV::ExecutionModel::Kernel, Id}};
      appendStringWords(F->getName(), EP.Words);
      for (const GlobalVariable *GV : InputVariables)
        EP.Words.push_back(GlobalIds.lookup(GV));
      EntryPoints.push_back(std::move(EP));
      Kernels.push_back(F);
      add(ExecutionModes, SPIRV::OpExecutionMode,
          {Id, Finalizers ? SPIRV::ExecutionMode::Finalizer
                          : SPIRV::ExecutionMode::Initializer});
    }

  // An entry point may not have linkage attributes.
  for (const Function &F : M)
    if (!F.isDeclaration() && GlobalIds.count(&F) &&
        F.getCallingConv() != CallingConv::SPIR_KERNEL)
      if (std::optional<uint32_t> Linkage = linkageType(F)) {
        SPIRVInst D{SPIRV::OpDecorate,
                    {GlobalIds.lookup(&F), SPIRV::Decoration::LinkageAttributes}};
        appendStringWords(F.getName(), D.Words);
        D.Words.push_back(*Linkage);
        EncodingFunction = &F;
        if (fits(D, "a linkage name of " + Twine(F.getName().size()) + " bytes"))
          Decorations.push_back(std::move(D));
        EncodingFunction = nullptr;
      }

  std::vector<SPIRVInst> Debug;
  if (NamedMDNode *Ver = M.getNamedMetadata("opencl.ocl.version");
      Ver && Ver->getNumOperands() > 0 && Ver->getOperand(0)->getNumOperands() == 2) {
    MDNode *N = Ver->getOperand(0);
    auto *Major = mdconst::dyn_extract<ConstantInt>(N->getOperand(0));
    auto *Minor = mdconst::dyn_extract<ConstantInt>(N->getOperand(1));
    if (Major && Minor)
      add(Debug, SPIRV::OpSource,
          {SPIRV::SourceLanguage::OpenCL_C,
           uint32_t(Major->getZExtValue() * 100000 + Minor->getZExtValue() * 1000)});
  }

  std::vector<SPIRVInst> Imports;
  if (OpenCLStdId) {
    SPIRVInst I{SPIRV::OpExtInstImport, {OpenCLStdId}};
    appendStringWords("OpenCL.std", I.Words);
    Imports.push_back(std::move(I));
  }
  if (DebugInfo)
    DebugInfo->finish(Debug, Imports);
  std::vector<SPIRVInst> MemoryModel;
  add(MemoryModel, SPIRV::OpMemoryModel,
      {ST.is64Bit() ? uint32_t(SPIRV::AddressingModel::Physical64)
                    : uint32_t(SPIRV::AddressingModel::Physical32),
       SPIRV::MemoryModel::OpenCL});

  // Requirements come from everything the module contains.
  std::vector<SPIRVInst> *Sections[] = {
      &Imports, &MemoryModel, &EntryPoints, &ExecutionModes, &Debug, &Names,
      &Decorations, &Globals, &FunctionDecls, &FunctionDefs};
  SPIRVRequirements::Result R = requirements(Sections, IsLibrary);
  if (!R.Error.empty()) {
    Error = R.Error;
    return {};
  }
  // From SPIR-V 1.4 an entry point's interface lists every global variable
  // its call tree uses, not only the Input ones; listing all of them is the
  // simple superset.
  if (R.Version >= SPIRV::makeVersion(1, 4))
    for (SPIRVInst &EP : EntryPoints)
      EP.Words.append(OtherVariables.begin(), OtherVariables.end());
  for (unsigned K = 0; K < Kernels.size(); ++K) {
    EncodingFunction = Kernels[K];
    fits(EntryPoints[K], "an entry point (a " +
                             Twine(Kernels[K]->getName().size()) +
                             "-byte name, " +
                             Twine(EntryPoints[K].Words.size() - 2 -
                                   (Kernels[K]->getName().size() / 4 + 1)) +
                             " interface variables)");
  }
  EncodingFunction = nullptr;
  if (Failed)
    return {};

  std::vector<SPIRVInst> Out;
  for (uint32_t Cap : R.Capabilities)
    add(Out, SPIRV::OpCapability, {Cap});
  for (const std::string &Ext : R.Extensions) {
    SPIRVInst I{SPIRV::OpExtension, {}};
    appendStringWords(Ext, I.Words);
    Out.push_back(std::move(I));
  }
  // The sections are no longer needed: their instructions move.
  for (auto *Section : Sections) {
    Out.insert(Out.end(), std::make_move_iterator(Section->begin()),
               std::make_move_iterator(Section->end()));
    Section->clear();
  }
  Version = R.Version;
  Bound = compactIds(Out, MII, NextId);
  return Out;
}
