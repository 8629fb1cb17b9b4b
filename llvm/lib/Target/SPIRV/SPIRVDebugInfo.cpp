//===- SPIRVDebugInfo.cpp - Debug information as OpenCL.DebugInfo.100 -----===//

#include "SPIRVDebugInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleEmitter.h"
#include "SPIRVTypeUtils.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Path.h"

using namespace llvm;
namespace DI = SPIRV::OpenCLDebugInfo100;

std::unique_ptr<SPIRVDebugInfo> SPIRVDebugInfo::create(SPIRVModuleEmitter &E,
                                                       const Module &M) {
  for (const DICompileUnit *CU : M.debug_compile_units())
    if (CU->getEmissionKind() != DICompileUnit::NoDebug)
      return std::unique_ptr<SPIRVDebugInfo>(new SPIRVDebugInfo(E, M));
  return nullptr;
}

SPIRVDebugInfo::SPIRVDebugInfo(SPIRVModuleEmitter &E, const Module &M)
    : E(E), M(M), SetId(E.newId()) {
  for (const Function &F : M)
    if (!F.isDeclaration())
      if (const DISubprogram *SP = F.getSubprogram())
        Definitions.try_emplace(SP, &F);
}

SPIRVDebugInfo::~SPIRVDebugInfo() = default;

//===----------------------------------------------------------------------===//
// Instructions and operands
//===----------------------------------------------------------------------===//

uint32_t SPIRVDebugInfo::global(uint32_t Number, ArrayRef<uint32_t> Operands,
                                uint32_t Id) {
  if (!Id)
    Id = E.newId();
  SPIRVInst I{SPIRV::OpExtInst,
              {E.typeId(Type::getVoidTy(M.getContext())), Id, SetId, Number}};
  I.Words.append(Operands.begin(), Operands.end());
  if (fits(I))
    E.Globals.push_back(std::move(I));
  return Id;
}

/// Whether \p I, an instruction of the set, fits one instruction; else
/// the module is an error naming it (a DebugTypeComposite of 70000
/// members).
bool SPIRVDebugInfo::fits(const SPIRVInst &I) {
  if (I.Words.size() + 1 <= SPIRVModuleEmitter::MaxWords)
    return true;
  const SPIRV::GrammarExtInst *Inst =
      SPIRV::lookupExtInst(SPIRV::OpenCLDebugInfo100SetName, I.Words[3]);
  return E.fits(I, "debug information: " +
                       Twine(Inst ? Inst->Name : "an instruction") + " with " +
                       Twine(I.Words.size() - 4) + " operands");
}

void SPIRVDebugInfo::local(uint32_t Number, ArrayRef<uint32_t> Operands) {
  SPIRVInst I{SPIRV::OpExtInst,
              {E.typeId(Type::getVoidTy(M.getContext())), E.newId(), SetId,
               Number}};
  I.Words.append(Operands.begin(), Operands.end());
  if (fits(I))
    Body->push_back(std::move(I));
}

uint32_t SPIRVDebugInfo::none() {
  if (!NoneId)
    NoneId = global(DI::DebugInfoNone, {});
  return NoneId;
}

uint32_t SPIRVDebugInfo::string(StringRef S) {
  // A string longer than one OpString holds (65535 words with the opcode
  // and the id; OpenCL.DebugInfo.100 has no continuation) is left out, as
  // debug information is not the program (a name as OpName is).
  constexpr size_t MaxStringBytes = (SPIRVModuleEmitter::MaxWords - 2) * 4 - 1;
  if (S.size() > MaxStringBytes)
    S = "";
  auto [It, Inserted] = StringIds.try_emplace(S, 0);
  if (Inserted) {
    It->second = E.newId();
    SPIRVInst I{SPIRV::OpString, {It->second}};
    appendStringWords(S, I.Words);
    Strings.push_back(std::move(I));
  }
  return It->second;
}

/// Sizes, offsets and counts are ids of 32-bit integer constants.
uint32_t SPIRVDebugInfo::i32(uint64_t Value) {
  return E.intConstant(Type::getInt32Ty(M.getContext()), uint32_t(Value));
}

/// The path of \p S's file, as one string: the directory joined with a
/// relative file name.
uint32_t SPIRVDebugInfo::fileString(const DIFile *F) {
  if (!F)
    return string("");
  SmallString<128> Path;
  if (!F->getDirectory().empty() &&
      !sys::path::is_absolute(F->getFilename()))
    sys::path::append(Path, F->getDirectory(), F->getFilename());
  else
    Path = F->getFilename();
  return string(Path);
}

uint32_t SPIRVDebugInfo::source(const DIFile *F) {
  // One DebugSource per path (a unit's DIFile and its functions' may be
  // different nodes of the same file).
  uint32_t File = fileString(F);
  if (uint32_t Id = Sources.lookup(File))
    return Id;
  // The text is optional in the grammar, but LLVM 15's reader asserts on a
  // DebugSource without it: the file's embedded source, else "" (also for
  // one too long for an OpString: string()).
  std::optional<StringRef> Text = F ? F->getSource() : std::nullopt;
  uint32_t Id = global(DI::DebugSource, {File, string(Text.value_or(""))});
  Sources[File] = Id;
  return Id;
}

/// The SPIR-V source language of a compile unit: OpenCL C, C++ for OpenCL,
/// and C++ (SYCL device code) as OpenCL C++, which both readers map back to
/// C++; what SPIR-V has no name for is Unknown.
static uint32_t sourceLanguage(const DICompileUnit *CU) {
  DISourceLanguageName L = CU->getSourceLanguage();
  if (L.hasVersionedName()) {
    switch (L.getName()) {
    case dwarf::DW_LNAME_OpenCL_C:
      return SPIRV::SourceLanguage::OpenCL_C;
    case dwarf::DW_LNAME_CPP_for_OpenCL:
      return SPIRV::SourceLanguage::CPP_for_OpenCL;
    case dwarf::DW_LNAME_OpenCL_CPP:
    case dwarf::DW_LNAME_C_plus_plus:
    case dwarf::DW_LNAME_SYCL:
      return SPIRV::SourceLanguage::OpenCL_CPP;
    default:
      return SPIRV::SourceLanguage::Unknown;
    }
  }
  auto Lang = static_cast<dwarf::SourceLanguage>(L.getName());
  if (Lang == dwarf::DW_LANG_OpenCL)
    return SPIRV::SourceLanguage::OpenCL_C;
  if (Lang == dwarf::DW_LANG_CPP_for_OpenCL)
    return SPIRV::SourceLanguage::CPP_for_OpenCL;
  if (Lang == dwarf::DW_LANG_OpenCL_CPP || dwarf::isCPlusPlus(Lang))
    return SPIRV::SourceLanguage::OpenCL_CPP;
  return SPIRV::SourceLanguage::Unknown;
}

/// The module's one DebugCompilationUnit, described by its first unit with
/// debug information; every unit's entities hang from it. A SPIR-V module is
/// one unit to a reader, and LLVM 15's (PoCL's) gives each unit its own
/// module flags, which its verifier then rejects as duplicates.
uint32_t SPIRVDebugInfo::compileUnit() {
  if (UnitId)
    return UnitId;
  const DICompileUnit *CU = nullptr;
  for (const DICompileUnit *Each : M.debug_compile_units())
    if (!CU && Each->getEmissionKind() != DICompileUnit::NoDebug)
      CU = Each;
  uint32_t DwarfVersion = M.getDwarfVersion() ? M.getDwarfVersion() : 4;
  UnitId = global(DI::DebugCompilationUnit,
                  {SPIRV::OpenCLDebugInfo100GrammarVersion, DwarfVersion,
                   source(CU->getFile()), sourceLanguage(CU)});
  return UnitId;
}

//===----------------------------------------------------------------------===//
// Scopes
//===----------------------------------------------------------------------===//

/// DebugInfoFlags of a DINode's flags (and a subprogram's own).
static uint32_t debugFlags(DINode::DIFlags F) {
  namespace Flag = SPIRV::DebugInfoFlags;
  uint32_t Out = 0;
  switch (F & DINode::FlagAccessibility) {
  case DINode::FlagProtected: Out |= Flag::FlagIsProtected; break;
  case DINode::FlagPrivate: Out |= Flag::FlagIsPrivate; break;
  case DINode::FlagPublic: Out |= Flag::FlagIsPublic; break;
  default: break;
  }
  for (auto [From, To] :
       {std::pair(DINode::FlagFwdDecl, uint32_t(Flag::FlagFwdDecl)),
        std::pair(DINode::FlagArtificial, uint32_t(Flag::FlagArtificial)),
        std::pair(DINode::FlagExplicit, uint32_t(Flag::FlagExplicit)),
        std::pair(DINode::FlagPrototyped, uint32_t(Flag::FlagPrototyped)),
        std::pair(DINode::FlagObjectPointer, uint32_t(Flag::FlagObjectPointer)),
        std::pair(DINode::FlagStaticMember, uint32_t(Flag::FlagStaticMember)),
        std::pair(DINode::FlagLValueReference,
                  uint32_t(Flag::FlagLValueReference)),
        std::pair(DINode::FlagRValueReference,
                  uint32_t(Flag::FlagRValueReference)),
        std::pair(DINode::FlagEnumClass, uint32_t(Flag::FlagIsEnumClass)),
        std::pair(DINode::FlagTypePassByValue,
                  uint32_t(Flag::FlagTypePassByValue)),
        std::pair(DINode::FlagTypePassByReference,
                  uint32_t(Flag::FlagTypePassByReference))})
    if (F & From)
      Out |= To;
  return Out;
}

uint32_t SPIRVDebugInfo::scope(const DIScope *S) {
  // Files, modules and the unit itself are the compile unit's scope.
  if (!S || isa<DIFile>(S) || isa<DICompileUnit>(S) || isa<DIModule>(S))
    return compileUnit();
  if (const auto *SP = dyn_cast<DISubprogram>(S))
    return subprogram(SP);
  if (const auto *T = dyn_cast<DIType>(S))
    return type(T);
  // A change of file inside a block is the block itself to a reader.
  if (const auto *LBF = dyn_cast<DILexicalBlockFile>(S))
    return scope(LBF->getScope());
  if (uint32_t Id = NodeIds.lookup(S))
    return Id;
  uint32_t Id = 0;
  if (const auto *LB = dyn_cast<DILexicalBlock>(S)) {
    uint32_t Parent = scope(LB->getScope());
    Id = global(DI::DebugLexicalBlock,
                {source(LB->getFile()), LB->getLine(), LB->getColumn(), Parent});
  } else if (const auto *NS = dyn_cast<DINamespace>(S)) {
    // A namespace is a named lexical block.
    uint32_t Parent = scope(NS->getScope());
    Id = global(DI::DebugLexicalBlock,
                {source(NS->getFile()), 0, 0, Parent, string(NS->getName())});
  } else {
    // Other scopes (common blocks, labels' scopes) have no instruction:
    // their enclosing one stands for them.
    Id = scope(S->getScope());
  }
  NodeIds[S] = Id;
  return Id;
}

uint32_t SPIRVDebugInfo::subprogram(const DISubprogram *SP) {
  if (uint32_t Id = NodeIds.lookup(SP))
    return Id;
  // A subprogram without a type (artificial ones) is a function of no
  // parameters returning void, as DebugFunction needs a function type.
  uint32_t TypeId =
      SP->getType()
          ? type(SP->getType())
          : global(DI::DebugTypeFunction, {0, typeOrVoid(nullptr)});
  uint32_t Parent = scope(SP->getScope());
  uint32_t Fn = none();
  if (const Function *F = Definitions.lookup(SP))
    Fn = E.functionId(*F);
  uint32_t Flags = debugFlags(SP->getFlags());
  if (SP->isDefinition())
    Flags |= SPIRV::DebugInfoFlags::FlagIsDefinition;
  if (SP->isLocalToUnit())
    Flags |= SPIRV::DebugInfoFlags::FlagIsLocal;
  if (SP->isOptimized())
    Flags |= SPIRV::DebugInfoFlags::FlagIsOptimized;
  StringRef Linkage = SP->getLinkageName();
  uint32_t Id = global(DI::DebugFunction,
                       {string(SP->getName()), TypeId, source(SP->getFile()),
                        SP->getLine(), 0, Parent,
                        string(Linkage.empty() ? SP->getName() : Linkage),
                        Flags, SP->getScopeLine(), Fn});
  NodeIds[SP] = Id;
  return Id;
}

uint32_t SPIRVDebugInfo::inlinedAt(const DILocation *IA) {
  if (uint32_t Id = NodeIds.lookup(IA))
    return Id;
  SmallVector<uint32_t, 3> Ops{IA->getLine(), scope(IA->getScope())};
  if (const DILocation *Outer = IA->getInlinedAt())
    Ops.push_back(inlinedAt(Outer));
  uint32_t Id = global(DI::DebugInlinedAt, Ops);
  NodeIds[IA] = Id;
  return Id;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static uint32_t baseEncoding(unsigned Encoding) {
  namespace Enc = SPIRV::DebugBaseTypeAttributeEncoding;
  switch (Encoding) {
  case dwarf::DW_ATE_address: return Enc::Address;
  case dwarf::DW_ATE_boolean: return Enc::Boolean;
  case dwarf::DW_ATE_float: return Enc::Float;
  case dwarf::DW_ATE_signed: return Enc::Signed;
  case dwarf::DW_ATE_signed_char: return Enc::SignedChar;
  case dwarf::DW_ATE_unsigned: return Enc::Unsigned;
  case dwarf::DW_ATE_unsigned_char: return Enc::UnsignedChar;
  default: return Enc::Unspecified;
  }
}

/// The storage class of a pointer type's DWARF address space; Clang omits
/// it for address space 0, which is private (Function).
static uint32_t pointerStorageClass(const DIDerivedType *T) {
  if (std::optional<uint32_t> SC =
          storageClassForAddressSpace(T->getDWARFAddressSpace().value_or(0)))
    return *SC;
  return SPIRV::StorageClass::Function;
}

uint32_t SPIRVDebugInfo::typeOrVoid(const DIType *T) {
  return T ? type(T) : E.typeId(Type::getVoidTy(M.getContext()));
}

uint32_t SPIRVDebugInfo::type(const DIType *T) {
  // `void` (a pointer's pointee, a qualifier's base): SPIRV-Tools takes
  // neither DebugInfoNone nor OpTypeVoid there, so it is an unspecified
  // basic type, which the readers make DWARF's unspecified type.
  if (!T) {
    if (!VoidTypeId)
      VoidTypeId = global(DI::DebugTypeBasic,
                          {string("void"), i32(0),
                           SPIRV::DebugBaseTypeAttributeEncoding::Unspecified});
    return VoidTypeId;
  }
  if (uint32_t Id = NodeIds.lookup(T))
    return Id;
  // A type reached again while its operands were made (through a pointer
  // to a struct that contains it) is defined once.
  auto global = [&](uint32_t Number, ArrayRef<uint32_t> Ops) {
    if (uint32_t Known = NodeIds.lookup(T))
      return Known;
    return this->global(Number, Ops);
  };
  uint32_t Id = 0;
  if (const auto *BT = dyn_cast<DIBasicType>(T)) {
    Id = global(DI::DebugTypeBasic, {string(BT->getName()),
                                     i32(BT->getSizeInBits()),
                                     baseEncoding(BT->getEncoding())});
  } else if (const auto *DT = dyn_cast<DIDerivedType>(T)) {
    switch (DT->getTag()) {
    case dwarf::DW_TAG_pointer_type:
    case dwarf::DW_TAG_reference_type:
    case dwarf::DW_TAG_rvalue_reference_type: {
      uint32_t Flags = debugFlags(DT->getFlags());
      if (DT->getTag() == dwarf::DW_TAG_reference_type)
        Flags |= SPIRV::DebugInfoFlags::FlagLValueReference;
      else if (DT->getTag() == dwarf::DW_TAG_rvalue_reference_type)
        Flags |= SPIRV::DebugInfoFlags::FlagRValueReference;
      uint32_t Base = type(DT->getBaseType());
      Id = global(DI::DebugTypePointer, {Base, pointerStorageClass(DT), Flags});
      break;
    }
    case dwarf::DW_TAG_const_type:
    case dwarf::DW_TAG_volatile_type:
    case dwarf::DW_TAG_restrict_type:
    case dwarf::DW_TAG_atomic_type: {
      namespace Q = SPIRV::DebugTypeQualifier;
      uint32_t Qualifier =
          DT->getTag() == dwarf::DW_TAG_const_type      ? Q::ConstType
          : DT->getTag() == dwarf::DW_TAG_volatile_type ? Q::VolatileType
          : DT->getTag() == dwarf::DW_TAG_restrict_type ? Q::RestrictType
                                                        : Q::AtomicType;
      uint32_t Base = type(DT->getBaseType());
      Id = global(DI::DebugTypeQualifier, {Base, Qualifier});
      break;
    }
    case dwarf::DW_TAG_typedef: {
      // SPIRV-Tools (2025.5) accepts a DebugTypedef only of a
      // DebugTypeBasic; a typedef of another type is that type.
      const DIType *BaseTy = DT->getBaseType();
      if (!isa_and_nonnull<DIBasicType>(BaseTy)) {
        Id = type(BaseTy);
        break;
      }
      uint32_t Base = type(BaseTy);
      uint32_t Parent = scope(DT->getScope());
      Id = global(DI::DebugTypedef, {string(DT->getName()), Base, source(DT->getFile()),
                                     DT->getLine(), 0, Parent});
      break;
    }
    default:
      // Members, inheritance and the rest outside a composite, pointers to
      // members: not expressed.
      Id = unspecifiedType(T);
      break;
    }
  } else if (const auto *ST = dyn_cast<DISubroutineType>(T)) {
    SmallVector<uint32_t, 8> Ops{debugFlags(ST->getFlags())};
    DITypeRefArray Types = ST->getTypeArray();
    if (Types.size() == 0) {
      Ops.push_back(typeOrVoid(nullptr));
    } else {
      for (unsigned I = 0; I < Types.size(); ++I) {
        // A null parameter is C's `...`: it has no type to list.
        if (I > 0 && !Types[I])
          continue;
        Ops.push_back(typeOrVoid(Types[I]));
      }
    }
    Id = global(DI::DebugTypeFunction, Ops);
  } else if (isa<DICompositeType>(T)) {
    return compositeType(T);
  } else {
    Id = unspecifiedType(T);
  }
  NodeIds[T] = Id;
  return Id;
}

uint32_t SPIRVDebugInfo::compositeType(const MDNode *N) {
  const auto *CT = cast<DICompositeType>(N);
  uint32_t Id = 0;
  switch (CT->getTag()) {
  case dwarf::DW_TAG_array_type: {
    uint32_t Base = type(CT->getBaseType());
    SmallVector<uint64_t, 4> Counts;
    for (const DINode *Elt : CT->getElements()) {
      const auto *SR = dyn_cast_or_null<DISubrange>(Elt);
      auto *Count = SR ? dyn_cast_if_present<ConstantInt *>(SR->getCount())
                       : nullptr;
      // An unknown extent (a flexible array member) counts as 0.
      Counts.push_back(Count && !Count->isNegative() ? Count->getZExtValue()
                                                      : 0);
    }
    // OpenCL's vectors; the set's vectors hold at most 4 components, so
    // longer ones are arrays.
    if (CT->isVector() && Counts.size() == 1 && Counts[0] >= 2 &&
        Counts[0] <= 4) {
      Id = global(DI::DebugTypeVector, {Base, uint32_t(Counts[0])});
      break;
    }
    SmallVector<uint32_t, 5> Ops{Base};
    for (uint64_t C : Counts)
      Ops.push_back(i32(C));
    Id = global(DI::DebugTypeArray, Ops);
    break;
  }
  case dwarf::DW_TAG_enumeration_type: {
    uint32_t Underlying = type(CT->getBaseType());
    uint32_t Parent = scope(CT->getScope());
    SmallVector<uint32_t, 16> Ops{string(CT->getName()), Underlying,
                                  source(CT->getFile()), CT->getLine(), 0, Parent,
                                  i32(CT->getSizeInBits()),
                                  debugFlags(CT->getFlags())};
    for (const DINode *Elt : CT->getElements())
      if (const auto *En = dyn_cast_or_null<DIEnumerator>(Elt)) {
        Ops.push_back(i32(En->getValue().getZExtValue()));
        Ops.push_back(string(En->getName()));
      }
    Id = global(DI::DebugTypeEnum, Ops);
    break;
  }
  case dwarf::DW_TAG_structure_type:
  case dwarf::DW_TAG_class_type:
  case dwarf::DW_TAG_union_type: {
    namespace Tag = SPIRV::DebugCompositeType;
    uint32_t CompositeTag = CT->getTag() == dwarf::DW_TAG_structure_type
                                ? Tag::Structure
                            : CT->getTag() == dwarf::DW_TAG_class_type
                                ? Tag::Class
                                : Tag::Union;
    // The composite comes first and names its members by ids that follow
    // it (the one forward reference the set allows); the members name it
    // as their parent. A member whose type leads back here (a pointer to
    // the struct) finds its id already set.
    SmallVector<const DIDerivedType *, 8> Members;
    for (const DINode *Elt : CT->getElements())
      if (const auto *DT = dyn_cast_or_null<DIDerivedType>(Elt))
        if (DT->getTag() == dwarf::DW_TAG_member && !DT->isStaticMember())
          Members.push_back(DT);
    uint32_t Parent = scope(CT->getScope());
    uint32_t Size = CT->isForwardDecl() ? none() : i32(CT->getSizeInBits());
    StringRef Linkage = CT->getIdentifier();
    SmallVector<uint32_t, 16> Ops{
        string(CT->getName()),      CompositeTag,  source(CT->getFile()), CT->getLine(),
        0,                          Parent,
        string(Linkage.empty() ? CT->getName() : Linkage),
        Size,                       debugFlags(CT->getFlags())};
    if (uint32_t Known = NodeIds.lookup(CT))
      return Known; // Defined while its operands were made.
    SmallVector<uint32_t, 8> MemberIds;
    for (size_t I = 0; I < Members.size(); ++I)
      MemberIds.push_back(E.newId());
    Ops.append(MemberIds.begin(), MemberIds.end());
    Id = global(DI::DebugTypeComposite, Ops);
    NodeIds[CT] = Id;
    for (size_t I = 0; I < Members.size(); ++I) {
      const DIDerivedType *DT = Members[I];
      uint32_t MemberType = type(DT->getBaseType());
      global(DI::DebugTypeMember,
             {string(DT->getName()), MemberType, source(DT->getFile()), DT->getLine(), 0,
              Id, i32(DT->getOffsetInBits()), i32(DT->getSizeInBits()),
              debugFlags(DT->getFlags())},
             MemberIds[I]);
    }
    return Id;
  }
  default:
    Id = unspecifiedType(CT);
    break;
  }
  NodeIds[CT] = Id;
  return Id;
}

/// A type the set has no instruction for, as a basic type of its name and
/// size with no encoding: the validator wants a type wherever a variable,
/// member or pointer names one (DebugInfoNone is not one).
uint32_t SPIRVDebugInfo::unspecifiedType(const DIType *T) {
  return global(DI::DebugTypeBasic,
                {string(T->getName()), i32(T->getSizeInBits()),
                 SPIRV::DebugBaseTypeAttributeEncoding::Unspecified});
}

//===----------------------------------------------------------------------===//
// Variables and expressions
//===----------------------------------------------------------------------===//

/// The DebugOperation of a DWARF expression operation; none for those the
/// set has no operation for.
static std::optional<uint32_t> debugOperation(uint64_t Op) {
  namespace O = SPIRV::DebugOperation;
  switch (Op) {
  case dwarf::DW_OP_deref: return O::Deref;
  case dwarf::DW_OP_plus: return O::Plus;
  case dwarf::DW_OP_minus: return O::Minus;
  case dwarf::DW_OP_plus_uconst: return O::PlusUconst;
  case dwarf::DW_OP_bit_piece: return O::BitPiece;
  case dwarf::DW_OP_swap: return O::Swap;
  case dwarf::DW_OP_xderef: return O::Xderef;
  case dwarf::DW_OP_stack_value: return O::StackValue;
  case dwarf::DW_OP_constu: return O::Constu;
  case dwarf::DW_OP_LLVM_fragment: return O::Fragment;
  default: return std::nullopt;
  }
}

uint32_t SPIRVDebugInfo::expression(const DIExpression *Expr) {
  if (!Expr || Expr->getNumElements() == 0) {
    if (!EmptyExpressionId)
      EmptyExpressionId = global(DI::DebugExpression, {});
    return EmptyExpressionId;
  }
  if (uint32_t Id = NodeIds.lookup(Expr))
    return Id;
  SmallVector<uint32_t, 8> Operations;
  for (DIExpression::ExprOperand Op : Expr->expr_ops()) {
    std::optional<uint32_t> Code = debugOperation(Op.getOp());
    if (!Code)
      return 0;
    SmallVector<uint32_t, 3> Words{*Code};
    for (unsigned A = 0; A < Op.getNumArgs(); ++A)
      Words.push_back(uint32_t(Op.getArg(A)));
    Operations.push_back(global(DI::DebugOperation, Words));
  }
  uint32_t Id = global(DI::DebugExpression, Operations);
  NodeIds[Expr] = Id;
  return Id;
}

uint32_t SPIRVDebugInfo::localVariable(const DILocalVariable *V) {
  if (uint32_t Id = NodeIds.lookup(V))
    return Id;
  uint32_t TypeId = type(V->getType());
  uint32_t Parent = scope(V->getScope());
  SmallVector<uint32_t, 8> Ops{string(V->getName()), TypeId, source(V->getFile()),
                               V->getLine(), 0, Parent,
                               debugFlags(V->getFlags())};
  if (unsigned Arg = V->getArg())
    Ops.push_back(Arg);
  uint32_t Id = global(DI::DebugLocalVariable, Ops);
  NodeIds[V] = Id;
  return Id;
}

//===----------------------------------------------------------------------===//
// Function bodies
//===----------------------------------------------------------------------===//

void SPIRVDebugInfo::beginFunction(const MachineFunction &Fn, uint32_t FnId,
                                   std::vector<SPIRVInst> &Out,
                                   function_ref<uint32_t(Register)> Ids) {
  // A function without a subprogram gets no debug instructions: its
  // locations, if any, could not be placed in a scope.
  const DISubprogram *SP = Fn.getFunction().getSubprogram();
  MF = SP ? &Fn : nullptr;
  if (!MF)
    return;
  Body = &Out;
  IdOf = Ids;
  DomTree.reset();
  subprogram(SP);
  beginBlock();
}

void SPIRVDebugInfo::endFunction() {
  MF = nullptr;
  Body = nullptr;
  DomTree.reset();
}

void SPIRVDebugInfo::beginBlock() {
  // OpLine and DebugScope end with their block.
  LineActive = ScopeActive = false;
}

void SPIRVDebugInfo::locate(const DebugLoc &DL) {
  if (!MF)
    return;
  const DILocation *Loc = DL.get();
  if (!Loc) {
    if (ScopeActive)
      local(DI::DebugNoScope, {});
    if (LineActive)
      Body->push_back({SPIRV::OpNoLine, {}});
    ScopeActive = LineActive = false;
    return;
  }
  uint32_t S = scope(Loc->getScope());
  uint32_t IA = Loc->getInlinedAt() ? inlinedAt(Loc->getInlinedAt()) : 0;
  if (!ScopeActive || S != ScopeId || IA != InlinedId) {
    SmallVector<uint32_t, 2> Ops{S};
    if (IA)
      Ops.push_back(IA);
    local(DI::DebugScope, Ops);
    ScopeActive = true;
    ScopeId = S;
    InlinedId = IA;
  }
  uint32_t File = fileString(Loc->getFile());
  if (!LineActive || File != LineFile || Loc->getLine() != Line ||
      Loc->getColumn() != Column) {
    Body->push_back({SPIRV::OpLine, {File, Loc->getLine(), Loc->getColumn()}});
    LineActive = true;
    LineFile = File;
    Line = Loc->getLine();
    Column = Loc->getColumn();
  }
}

void SPIRVDebugInfo::declareStackVariables() {
  if (!MF)
    return;
  const auto &Info = *MF->getInfo<SPIRVMachineFunctionInfo>();
  for (const MachineFunction::VariableDbgInfo &V :
       MF->getInStackSlotVariableDbgInfo()) {
    Register Var = Info.getFrameVariable(V.getStackSlot());
    if (!Var)
      continue;
    uint32_t Expr = expression(V.Expr);
    if (!Expr)
      continue;
    uint32_t LocalVar = localVariable(V.Var);
    locate(DebugLoc(V.Loc));
    local(DI::DebugDeclare, {LocalVar, IdOf(Var), Expr});
  }
}

bool SPIRVDebugInfo::dominates(Register R, const MachineInstr &MI) {
  const MachineInstr *Def = MF->getRegInfo().getVRegDef(R);
  if (!Def)
    return false;
  const MachineBasicBlock *DefBB = Def->getParent();
  if (DefBB == MI.getParent() || DefBB == &MF->front())
    return true;
  if (!DomTree)
    DomTree = std::make_unique<MachineDominatorTree>(
        const_cast<MachineFunction &>(*MF));
  return DomTree->dominates(DefBB, MI.getParent());
}

void SPIRVDebugInfo::value(const MachineInstr &MI) {
  // DBG_VALUE_LIST (several locations) and DBG_LABEL have no instruction
  // in the set; such records are dropped.
  if (!MF || !MI.isNonListDebugValue())
    return;
  const DILocalVariable *Var = MI.getDebugVariable();
  uint32_t Expr = expression(MI.getDebugExpression());
  // An expression the set cannot write: the variable is left without this
  // location rather than given a wrong one.
  if (!Var || !Expr)
    return;
  const MachineOperand &Loc = MI.getDebugOperand(0);
  const auto &Info = *MF->getInfo<SPIRVMachineFunctionInfo>();
  uint32_t Opcode = MI.isIndirectDebugValue() ? DI::DebugDeclare
                                               : DI::DebugValue;
  uint32_t ValueId = 0;
  if (Loc.isReg() && Loc.getReg().isVirtual()) {
    Register R = Loc.getReg();
    // A value whose definition was removed, or is not available here, has
    // no id to name.
    if (!Info.getType(R) || !dominates(R, MI))
      return;
    ValueId = IdOf(R);
  } else if (Loc.isFI()) {
    Register Var = Info.getFrameVariable(Loc.getIndex());
    if (!Var)
      return;
    ValueId = IdOf(Var);
    Opcode = DI::DebugDeclare;
  } else if (Loc.isImm() || Loc.isCImm()) {
    APInt V = Loc.isImm() ? APInt(64, Loc.getImm(), /*isSigned=*/true)
                          : Loc.getCImm()->getValue();
    unsigned Bits = Var->getSizeInBits().value_or(V.getBitWidth());
    if (Bits == 0 || Bits > 64 || !isPowerOf2_32(Bits))
      return;
    Bits = std::max(Bits, 8u);
    ValueId = E.intConstant(Type::getIntNTy(M.getContext(), Bits),
                            V.zextOrTrunc(Bits).getZExtValue());
  } else if (Loc.isFPImm()) {
    ValueId = E.constantOf(Loc.getFPImm(), Loc.getFPImm()->getType());
  } else {
    return;
  }
  // DebugDeclare takes a variable's address only (an OpVariable or a
  // parameter); another address is described as a value.
  if (Opcode == DI::DebugDeclare && Loc.isReg()) {
    const MachineInstr *Def = MF->getRegInfo().getVRegDef(Loc.getReg());
    if (Def->getOpcode() != SPIRV::OpVariable &&
        Def->getOpcode() != SPIRV::OpFunctionParameter)
      return;
  }
  uint32_t LocalVar = localVariable(Var);
  locate(MI.getDebugLoc());
  local(Opcode, {LocalVar, ValueId, Expr});
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

/// Whether a global variable's location \p Expr is the variable itself:
/// none, or the address in its address space, as Clang writes it for
/// OpenCL (DW_OP_constu <space>, DW_OP_swap, DW_OP_xderef).
static bool isVariableItself(const DIExpression *Expr) {
  if (!Expr || Expr->getNumElements() == 0)
    return true;
  ArrayRef<uint64_t> Ops = Expr->getElements();
  return Ops.size() == 4 && Ops[0] == dwarf::DW_OP_constu &&
         Ops[2] == dwarf::DW_OP_swap && Ops[3] == dwarf::DW_OP_xderef;
}

/// A DebugGlobalVariable of each DIGlobalVariable of the module's units:
/// its OpVariable where the module has one for it, else DebugInfoNone (the
/// variable was optimized away, is not used here, or its location is
/// another expression: a constant folded into its uses, a fragment).
void SPIRVDebugInfo::globalVariables() {
  DenseMap<const DIGlobalVariable *, uint32_t> Variables;
  for (const GlobalVariable &GV : M.globals()) {
    SmallVector<DIGlobalVariableExpression *, 1> Infos;
    GV.getDebugInfo(Infos);
    uint32_t Id = E.GlobalIds.lookup(&GV);
    for (const DIGlobalVariableExpression *Info : Infos)
      if (Id && Info->getVariable() && isVariableItself(Info->getExpression()))
        Variables[Info->getVariable()] = Id;
  }
  for (const DICompileUnit *CU : M.debug_compile_units()) {
    if (CU->getEmissionKind() == DICompileUnit::NoDebug)
      continue;
    for (const DIGlobalVariableExpression *Info : CU->getGlobalVariables()) {
      const DIGlobalVariable *V = Info->getVariable();
      if (!V || NodeIds.count(V))
        continue;
      uint32_t Flags = 0;
      if (V->isDefinition())
        Flags |= SPIRV::DebugInfoFlags::FlagIsDefinition;
      if (V->isLocalToUnit())
        Flags |= SPIRV::DebugInfoFlags::FlagIsLocal;
      uint32_t Variable = Variables.lookup(V);
      NodeIds[V] = global(DI::DebugGlobalVariable,
                          {string(V->getName()), typeOrVoid(V->getType()),
                           source(V->getFile()), V->getLine(), 0,
                           scope(V->getScope()), string(V->getLinkageName()),
                           Variable ? Variable : none(), Flags});
    }
  }
}

void SPIRVDebugInfo::finish(std::vector<SPIRVInst> &Debug,
                            std::vector<SPIRVInst> &Imports) {
  // The unit is described also when all its functions were inlined.
  compileUnit();
  globalVariables();
  Debug.insert(Debug.begin(), std::make_move_iterator(Strings.begin()),
               std::make_move_iterator(Strings.end()));
  SPIRVInst I{SPIRV::OpExtInstImport, {SetId}};
  appendStringWords(SPIRV::OpenCLDebugInfo100SetName, I.Words);
  Imports.push_back(std::move(I));
}
