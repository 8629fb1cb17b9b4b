//===- SPIRVTypeUtils.cpp - The SPIR-V view of LLVM types -----------------===//

#include "SPIRVTypeUtils.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalValue.h"

using namespace llvm;

std::optional<uint32_t> llvm::storageClassForAddressSpace(unsigned AS) {
  switch (AS) {
  case SPIRVAS::Function:
    return SPIRV::StorageClass::Function;
  case SPIRVAS::CrossWorkgroup:
    return SPIRV::StorageClass::CrossWorkgroup;
  case SPIRVAS::UniformConstant:
    return SPIRV::StorageClass::UniformConstant;
  case SPIRVAS::Workgroup:
    return SPIRV::StorageClass::Workgroup;
  case SPIRVAS::Generic:
    return SPIRV::StorageClass::Generic;
  case SPIRVAS::DeviceOnly:
    return SPIRV::StorageClass::DeviceOnlyINTEL;
  case SPIRVAS::HostOnly:
    return SPIRV::StorageClass::HostOnlyINTEL;
  case SPIRVAS::Input:
    return SPIRV::StorageClass::Input;
  case SPIRVAS::CodeSection:
    return SPIRV::StorageClass::CodeSectionINTEL;
  default:
    return std::nullopt;
  }
}

bool llvm::isBuiltinVariable(const GlobalValue &GV) {
  return GV.getName().starts_with(BuiltinVariablePrefix);
}

bool llvm::isTargetMarker(const GlobalValue &GV) {
  return GV.getName().starts_with(TargetMarkerPrefix);
}

bool llvm::isAnnotatedCopyMarker(const GlobalValue &GV) {
  return GV.getName().starts_with(AnnotatedCopyMarkerPrefix);
}

bool llvm::isInstructionMarker(const GlobalValue &GV) {
  return isAnnotatedCopyMarker(GV) || GV.getName() == VariableLengthArrayMarker ||
         GV.getName() == SpecConstantLengthArrayMarker ||
         GV.getName().starts_with(CoreInstructionMarkerPrefix);
}

bool llvm::isPackedInMemory(const FixedVectorType *VT) {
  auto *IT = dyn_cast<IntegerType>(VT->getElementType());
  return IT && VT->getNumElements() > 1 && isPackedLaneWidth(IT->getBitWidth());
}

Type *llvm::withDefaultPointees(Type *Ty, bool InMemory) {
  LLVMContext &Ctx = Ty->getContext();
  if (auto *PT = dyn_cast<PointerType>(Ty))
    return typedPointer(Type::getInt8Ty(Ctx), PT->getAddressSpace());
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    unsigned Bits = IT->getBitWidth();
    if (Bits == 1 || isLegalIntegerWidth(Bits))
      return Ty;
    if (Bits < 64)
      return Type::getIntNTy(Ctx, std::max<uint64_t>(8, PowerOf2Ceil(Bits)));
    return ArrayType::get(Type::getInt64Ty(Ctx), divideCeil(Bits, 64));
  }
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    unsigned N = VT->getNumElements();
    Type *Elem = VT->getElementType();
    if (N == 1)
      return withDefaultPointees(Elem, InMemory);
    if (InMemory && isPackedInMemory(VT))
      return withDefaultPointees(
          Type::getIntNTy(Ctx, N * Elem->getIntegerBitWidth()), InMemory);
    Elem = withDefaultPointees(Elem, InMemory);
    if (isa<TypedPointerType>(Elem) || !Elem->isSingleValueType())
      return ArrayType::get(Elem, PowerOf2Ceil(N));
    if (isLegalVectorLength(N))
      return FixedVectorType::get(Elem, N);
    if (N < 16)
      return FixedVectorType::get(Elem, N < 8 ? 8 : 16);
    return ArrayType::get(FixedVectorType::get(Elem, 16), PowerOf2Ceil(N) / 16);
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return ArrayType::get(withDefaultPointees(AT->getElementType(), InMemory),
                          AT->getNumElements());
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    bool Changed = false;
    SmallVector<Type *, 8> Elements;
    for (Type *E : ST->elements()) {
      Elements.push_back(withDefaultPointees(E, InMemory));
      Changed |= Elements.back() != E;
    }
    if (!Changed)
      return Ty;
    // A literal struct keeps the structure; the name does not matter to
    // SPIR-V (OpName is optional).
    return StructType::get(Ctx, Elements, ST->isPacked());
  }
  return Ty;
}
