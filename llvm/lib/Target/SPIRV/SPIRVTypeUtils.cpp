//===- SPIRVTypeUtils.cpp - The SPIR-V view of LLVM types -----------------===//

#include "SPIRVTypeUtils.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "llvm/ADT/SmallVector.h"
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

Type *llvm::withDefaultPointees(Type *Ty) {
  LLVMContext &Ctx = Ty->getContext();
  if (auto *PT = dyn_cast<PointerType>(Ty))
    return typedPointer(Type::getInt8Ty(Ctx), PT->getAddressSpace());
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return ArrayType::get(withDefaultPointees(AT->getElementType()),
                          AT->getNumElements());
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    bool HasPointers = false;
    SmallVector<Type *, 8> Elements;
    for (Type *E : ST->elements()) {
      Elements.push_back(withDefaultPointees(E));
      HasPointers |= Elements.back() != E;
    }
    if (!HasPointers)
      return Ty;
    // A literal struct keeps the structure; the name does not matter to
    // SPIR-V (OpName is optional).
    return StructType::get(Ctx, Elements, ST->isPacked());
  }
  return Ty;
}
