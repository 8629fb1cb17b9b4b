//===- SPIRVBuiltinsEnqueue.cpp - OpenCL 2.x device-side enqueue ----------===//
//
// Device-side enqueue of OpenCL C 2.0 (6.13.17) as Clang writes it, and the
// translator's __spirv_ spellings of its instructions:
//  - get_default_queue, enqueue_marker and the device events
//    (create_user_event, retain_event, release_event, set_user_event_status,
//    is_valid_event, capture_event_profiling_info): their instruction, the
//    call's operands in the grammar's order;
//  - ndrange_1D / 2D / 3D (sret ndrange_t, [offset,] global [, local]):
//    OpBuildNDRange of the sizes (size_t scalars, or arrays of 2 or 3 read
//    from the pointers given), stored through the sret pointer;
//  - __enqueue_kernel_basic / _basic_events / _varargs / _events_varargs:
//    OpEnqueueKernel of the ndrange_t read from its pointer, the block's
//    invoke function (Clang's __<kernel>_block_invoke_N_kernel), the block
//    literal and its size and alignment, and the local memory sizes read
//    from Clang's array;
//  - the kernel queries (__get_kernel_work_group_size_impl...): the
//    OpGetKernel* instruction of the same operands.
// Queues are target("spirv.Queue") values (a pointer in IR from before
// target types), device events target("spirv.DeviceEvent"). The Level-Zero
// SPIR-V environment has no device-side enqueue: SPIRVCheckModule refuses
// these calls under -spirv-environment=level-zero.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVIRUtils.h"
#include "SPIRVRegisterInfo.h"
#include "SPIRVTypeUtils.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {
/// GrammarOrderBuiltin::Form of this family.
enum Form : uint8_t {
  Plain,
  NDRange1D,
  NDRange2D,
  NDRange3D,
  Enqueue,           // (queue, flags, ndrange *, invoke, block)
  EnqueueEvents,     // (queue, flags, ndrange *, n, wait *, ret *, invoke, block)
  EnqueueLocal,      // Enqueue, then (n, size_t *sizes)
  EnqueueEventsLocal, // EnqueueEvents, then (n, size_t *sizes)
  KernelQuery,       // (invoke, block)
  KernelNDRangeQuery, // (ndrange *, invoke, block)
};
} // namespace

static const GrammarOrderBuiltin EnqueueBuiltins[] = {
    {"get_default_queue", SPIRV::OpGetDefaultQueue},
    {"enqueue_marker", SPIRV::OpEnqueueMarker},
    {"create_user_event", SPIRV::OpCreateUserEvent},
    {"retain_event", SPIRV::OpRetainEvent},
    {"release_event", SPIRV::OpReleaseEvent},
    {"set_user_event_status", SPIRV::OpSetUserEventStatus},
    {"is_valid_event", SPIRV::OpIsValidEvent},
    {"capture_event_profiling_info", SPIRV::OpCaptureEventProfilingInfo},
    {"ndrange_1D", SPIRV::OpBuildNDRange, GrammarOrderBuiltin::NoScope, NDRange1D},
    {"ndrange_2D", SPIRV::OpBuildNDRange, GrammarOrderBuiltin::NoScope, NDRange2D},
    {"ndrange_3D", SPIRV::OpBuildNDRange, GrammarOrderBuiltin::NoScope, NDRange3D},
    // Clang's, unmangled.
    {"__enqueue_kernel_basic", SPIRV::OpEnqueueKernel, GrammarOrderBuiltin::NoScope, Enqueue},
    {"__enqueue_kernel_basic_events", SPIRV::OpEnqueueKernel, GrammarOrderBuiltin::NoScope, EnqueueEvents},
    {"__enqueue_kernel_varargs", SPIRV::OpEnqueueKernel, GrammarOrderBuiltin::NoScope, EnqueueLocal},
    {"__enqueue_kernel_events_varargs", SPIRV::OpEnqueueKernel, GrammarOrderBuiltin::NoScope, EnqueueEventsLocal},
    {"__get_kernel_work_group_size_impl", SPIRV::OpGetKernelWorkGroupSize, GrammarOrderBuiltin::NoScope, KernelQuery},
    {"__get_kernel_preferred_work_group_size_multiple_impl", SPIRV::OpGetKernelPreferredWorkGroupSizeMultiple, GrammarOrderBuiltin::NoScope, KernelQuery},
    {"__get_kernel_sub_group_count_for_ndrange_impl", SPIRV::OpGetKernelNDrangeSubGroupCount, GrammarOrderBuiltin::NoScope, KernelNDRangeQuery},
    {"__get_kernel_max_sub_group_size_for_ndrange_impl", SPIRV::OpGetKernelNDrangeMaxSubGroupSize, GrammarOrderBuiltin::NoScope, KernelNDRangeQuery},
    // The translator's.
    {"__spirv_GetDefaultQueue", SPIRV::OpGetDefaultQueue},
    {"__spirv_EnqueueMarker", SPIRV::OpEnqueueMarker},
    {"__spirv_CreateUserEvent", SPIRV::OpCreateUserEvent},
    {"__spirv_RetainEvent", SPIRV::OpRetainEvent},
    {"__spirv_ReleaseEvent", SPIRV::OpReleaseEvent},
    {"__spirv_SetUserEventStatus", SPIRV::OpSetUserEventStatus},
    {"__spirv_IsValidEvent", SPIRV::OpIsValidEvent},
    {"__spirv_CaptureEventProfilingInfo", SPIRV::OpCaptureEventProfilingInfo},
};

static bool isClangName(StringRef Name) { return Name.starts_with("__") && !Name.starts_with("__spirv_"); }

/// OpenCL C's queue_t: target("spirv.Queue"), or a pointer in IR from
/// before target types (Clang's %opencl.queue_t *), which check() accepts
/// only as get_default_queue's result.
static bool isQueue(Type *T) {
  return isPlainTargetType(T, QueueTypeName) || T->isPointerTy();
}
static Type *queueType(LLVMContext &Ctx) { return TargetExtType::get(Ctx, QueueTypeName); }
static Type *deviceEventType(LLVMContext &Ctx) {
  return TargetExtType::get(Ctx, DeviceEventTypeName);
}
/// A generic pointer to device events (the wait list and returned event).
static Type *deviceEventPointer(LLVMContext &Ctx) {
  return typedPointer(deviceEventType(Ctx), SPIRVAS::Generic);
}
static Type *bytePointer(LLVMContext &Ctx, unsigned AS = SPIRVAS::Generic) {
  return typedPointer(Type::getInt8Ty(Ctx), AS);
}

/// The operand types of the instructions of events and queues.
static Type *operandType(const GrammarOrderBuiltin &E, unsigned Operand, Type *T) {
  LLVMContext &Ctx = T->getContext();
  bool Event = isPlainTargetType(T, DeviceEventTypeName);
  switch (E.Opcode) {
  case SPIRV::OpGetDefaultQueue:
    return Operand == GrammarOrderResult && isQueue(T) ? queueType(Ctx) : nullptr;
  case SPIRV::OpCreateUserEvent:
    return Operand == GrammarOrderResult && Event ? T : nullptr;
  case SPIRV::OpRetainEvent:
  case SPIRV::OpReleaseEvent:
    return Event ? T : nullptr;
  case SPIRV::OpIsValidEvent:
    if (Operand == GrammarOrderResult)
      return T->isIntegerTy(1) ? T : nullptr;
    return Event ? T : nullptr;
  case SPIRV::OpSetUserEventStatus:
    return Operand == 0 ? (Event ? T : nullptr) : (T->isIntegerTy(32) ? T : nullptr);
  case SPIRV::OpCaptureEventProfilingInfo:
    // (event, profiling info, global pointer to the values): OpenCL C's
    // parameter is global, and Intel's GPU compiler has that form only.
    if (Operand == 0)
      return Event ? T : nullptr;
    if (Operand == 1)
      return T->isIntegerTy(32) ? T : nullptr;
    return T->isPointerTy() ? bytePointer(Ctx, SPIRVAS::CrossWorkgroup) : nullptr;
  case SPIRV::OpEnqueueMarker:
    // (queue, number of events, wait list, returned event): an i32 result.
    if (Operand == GrammarOrderResult || Operand == 1)
      return T->isIntegerTy(32) ? T : nullptr;
    if (Operand == 0)
      return isQueue(T) ? queueType(Ctx) : nullptr;
    return T->isPointerTy() ? deviceEventPointer(Ctx) : nullptr;
  default:
    return nullptr;
  }
}

/// The call operand each Form starts its parts at.
namespace {
struct EnqueueLayout {
  unsigned NDRange, Events = ~0u, Invoke, Block, Locals = ~0u, Count;
};
} // namespace

static std::optional<EnqueueLayout> layoutOf(uint8_t F) {
  switch (F) {
  case Enqueue: return EnqueueLayout{2, ~0u, 3, 4, ~0u, 5};
  case EnqueueEvents: return EnqueueLayout{2, 3, 6, 7, ~0u, 8};
  case EnqueueLocal: return EnqueueLayout{2, ~0u, 3, 4, 5, 7};
  case EnqueueEventsLocal: return EnqueueLayout{2, 3, 6, 7, 8, 10};
  case KernelQuery: return EnqueueLayout{~0u, ~0u, 0, 1, ~0u, 2};
  case KernelNDRangeQuery: return EnqueueLayout{0, ~0u, 1, 2, ~0u, 3};
  default: return std::nullopt;
  }
}

/// The size_t of the module (Physical32 / Physical64).
static Type *sizeType(const Module &M) {
  return Type::getIntNTy(M.getContext(), M.getDataLayout().getPointerSizeInBits(0));
}

/// OpenCL's ndrange_t as OpBuildNDRange makes it: the dimensions, then the
/// offsets, global and local sizes of three dimensions.
static Type *ndrangeType(const Module &M) {
  Type *Sizes = ArrayType::get(sizeType(M), 3);
  LLVMContext &Ctx = M.getContext();
  return StructType::get(Ctx, {Type::getInt32Ty(Ctx), Sizes, Sizes, Sizes});
}

static unsigned dimensions(uint8_t F) { return F - NDRange1D + 1; }

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const GrammarOrderBuiltin *E = findByName(EnqueueBuiltins, N.Name);
  if (!E || (!N.Name.starts_with("__spirv_") && isClangName(N.Name) == N.Mangled))
    return std::nullopt;
  if (E->Form == Plain)
    return describeInGrammarOrder(BuiltinFamily::Enqueue, EnqueueFamily, N, *E, operandType);
  BuiltinDescription D = newDescription(BuiltinFamily::Enqueue, EnqueueFamily, N);
  D.GrammarOrder = E;
  const Function &F = N.F;
  auto arg = [&](unsigned I) { return F.getArg(I)->getType(); };
  // The block literal, the wait list and the returned event are generic
  // pointers in the instruction.
  auto genericPointer = [&](unsigned I) {
    return arg(I)->isPointerTy() &&
           castsTo(arg(I)->getPointerAddressSpace(), SPIRVAS::Generic);
  };
  bool OK;
  if (E->Form >= NDRange1D && E->Form <= NDRange3D) {
    // (sret ndrange_t *, [offset,] global [, local]): size_t values for 1D,
    // pointers to arrays of them otherwise.
    unsigned Sizes = F.arg_size() - 1;
    OK = F.getReturnType()->isVoidTy() && F.arg_size() >= 2 && Sizes <= 3 &&
         F.hasParamAttribute(0, Attribute::StructRet);
    for (unsigned I = 1; OK && I < F.arg_size(); ++I)
      OK = E->Form == NDRange1D ? arg(I)->isIntegerTy(32) || arg(I)->isIntegerTy(64)
                                : arg(I)->isPointerTy();
  } else {
    std::optional<EnqueueLayout> L = layoutOf(E->Form);
    OK = F.arg_size() == L->Count && F.getReturnType()->isIntegerTy(32) &&
         arg(L->Invoke)->isPointerTy() && genericPointer(L->Block) &&
         (L->NDRange == ~0u || arg(L->NDRange)->isPointerTy());
    if (OK && E->Form <= EnqueueEventsLocal)
      OK = isQueue(arg(0)) && arg(1)->isIntegerTy(32);
    if (OK && L->Events != ~0u)
      OK = arg(L->Events)->isIntegerTy(32) && genericPointer(L->Events + 1) &&
           genericPointer(L->Events + 2);
    if (OK && L->Locals != ~0u)
      OK = arg(L->Locals)->isIntegerTy(32) && arg(L->Locals + 1)->isPointerTy();
  }
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

/// The function a block's invoke operand names (Clang's
/// __<kernel>_block_invoke_N_kernel), through casts.
static const Function *invokeFunction(const Value *V) {
  return dyn_cast<Function>(V->stripPointerCasts());
}

/// The 32-bit value the stores of its function put at \p At bytes into \p AI: the
/// one value of the constant integer stores covering those bytes, none if
/// any other store reaches them or the stores disagree.
static std::optional<uint64_t> storedField(const AllocaInst &AI, uint64_t At,
                                           const DataLayout &DL) {
  std::optional<uint64_t> Found;
  for (const BasicBlock &BB : *AI.getFunction())
    for (const Instruction &I : BB) {
      const auto *SI = dyn_cast<StoreInst>(&I);
      if (!SI)
        continue;
      int64_t Offset = 0;
      if (stripConstantOffsets(SI->getPointerOperand(), DL, Offset) != &AI ||
          Offset < 0)
        continue;
      uint64_t From = Offset;
      uint64_t Size = DL.getTypeStoreSize(SI->getValueOperand()->getType());
      if (From >= At + 4 || From + Size <= At)
        continue;
      // Clang stores the field as an i32; optimizers may merge it with its
      // neighbour into a wider integer (little-endian, as SPIR-V's Physical
      // addressing models are).
      const auto *C = dyn_cast<ConstantInt>(SI->getValueOperand());
      if (!C || From > At || From + Size < At + 4 || C->getBitWidth() > 64)
        return std::nullopt;
      uint64_t Field = (C->getZExtValue() >> (8 * (At - From))) & 0xffffffffu;
      if (Found && *Found != Field)
        return std::nullopt;
      Found = Field;
    }
  return Found;
}

/// The size and alignment the enqueued kernel's parameter has: those the
/// block literal \p V says it has (Clang's <{ i32 size, i32 align, invoke,
/// captures... }>: a constant variable's initializer, or the constants a
/// function stores into them), else those of the variable the literal is
/// in, from the literal on. None if the literal is not at a constant offset
/// in a variable of the module or the function.
static std::optional<std::pair<uint64_t, uint64_t>> blockLiteralLayout(const Value *V,
                                                                       const DataLayout &DL) {
  int64_t Offset = 0;
  const Value *Object = stripConstantOffsets(V, DL, Offset);
  uint64_t At = Offset;
  uint64_t Size;
  Align Alignment;
  std::optional<uint64_t> SizeField, AlignField;
  if (const auto *GV = dyn_cast<GlobalVariable>(Object)) {
    Size = DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
    Alignment = GV->getPointerAlignment(DL);
    auto Field = [&](uint64_t FieldAt) -> std::optional<uint64_t> {
      auto *C = dyn_cast_or_null<ConstantInt>(ConstantFoldLoadFromConst(
          const_cast<Constant *>(GV->getInitializer()), Type::getInt32Ty(GV->getContext()),
          APInt(DL.getIndexTypeSizeInBits(GV->getType()), FieldAt), DL));
      return C ? std::optional(C->getZExtValue()) : std::nullopt;
    };
    if (GV->isConstant() && GV->hasDefinitiveInitializer()) {
      SizeField = Field(At);
      AlignField = Field(At + 4);
    }
  } else if (const auto *AI = dyn_cast<AllocaInst>(Object); AI && AI->isStaticAlloca()) {
    Size = AI->getAllocationSize(DL)->getFixedValue();
    Alignment = AI->getAlign();
    SizeField = storedField(*AI, At, DL);
    AlignField = storedField(*AI, At + 4, DL);
  } else {
    return std::nullopt;
  }
  if (Offset < 0 || At >= Size)
    return std::nullopt;
  // Fields that fit the variable and name a power of two.
  if (SizeField && AlignField && *SizeField && *SizeField <= Size - At &&
      isPowerOf2_64(*AlignField))
    return std::pair(*SizeField, *AlignField);
  return std::pair(Size - At, commonAlignment(Alignment, At).value());
}

/// Whether \p V is a call of get_default_queue (or its translator spelling).
static bool isDefaultQueue(const Value *V) {
  const auto *Call = dyn_cast<CallBase>(V);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  std::optional<BuiltinDescription> D =
      Callee ? describeBuiltin(*Callee) : std::nullopt;
  return D && D->Family == BuiltinFamily::Enqueue && D->GrammarOrder &&
         D->GrammarOrder->Opcode == SPIRV::OpGetDefaultQueue;
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  const GrammarOrderBuiltin &E = *D.GrammarOrder;
  // A queue passed as a pointer (IR from before target types) is one only as
  // get_default_queue's result, which call lowering makes an OpTypeQueue; a
  // pointer from a parameter or from memory is an address.
  bool TakesQueue = E.Opcode == SPIRV::OpEnqueueMarker || E.Opcode == SPIRV::OpEnqueueKernel;
  if (TakesQueue && Call.getArgOperand(0)->getType()->isPointerTy() &&
      !isDefaultQueue(Call.getArgOperand(0)))
    return (D.Name + " with a queue (argument 1) that is a pointer other than "
                     "get_default_queue's result (in IR from before target "
                     "types; a queue_t parameter or a queue_t in memory must "
                     "be target(\"spirv.Queue\"))")
        .str();
  std::optional<EnqueueLayout> L = layoutOf(E.Form);
  if (!L)
    return "";
  const Function *Invoke = invokeFunction(Call.getArgOperand(L->Invoke));
  // The Invoke operand: a function of void result whose first parameter is
  // the block literal (a generic pointer) and whose others point to local
  // memory.
  bool OK = Invoke && Invoke->getReturnType()->isVoidTy() && Invoke->arg_size() >= 1;
  for (unsigned I = 0; OK && I < Invoke->arg_size(); ++I) {
    Type *T = Invoke->getArg(I)->getType();
    OK = T->isPointerTy() &&
         T->getPointerAddressSpace() == (I ? SPIRVAS::Workgroup : SPIRVAS::Generic);
  }
  if (!OK)
    return (D.Name + " of a block whose invoke function is not a known function "
                     "of a generic block pointer and local pointers")
        .str();
  if (!blockLiteralLayout(Call.getArgOperand(L->Block), Call.getDataLayout()))
    return (D.Name + " of a block literal that is not at a constant offset in "
                     "a variable of the module or the function")
        .str();
  if (L->Locals != ~0u) {
    auto *Count = dyn_cast<ConstantInt>(Call.getArgOperand(L->Locals));
    if (!Count || Count->getZExtValue() + 1 != Invoke->arg_size())
      return (D.Name + " whose number of local memory sizes is not a constant "
                       "matching the block's local pointers")
          .str();
  }
  return "";
}

/// A register of SPIR-V type \p T that no generic instruction defines
/// (aggregates: the ndrange_t, arrays of sizes).
static Register newIdRegister(MachineIRBuilder &B, Type *T) {
  Register R = B.getMRI()->createVirtualRegister(&SPIRV::IDRegClass);
  setSPIRVType(B, R, T);
  return R;
}

/// The value of type \p T that pointer \p Ptr points to (OpLoad).
static Register loadValue(MachineIRBuilder &B, Register Ptr, Type *T) {
  unsigned AS = B.getMRI()->getType(Ptr).getAddressSpace();
  Register Typed = typedOperand(B, Ptr, typedPointer(T, AS));
  Register R = newIdRegister(B, T);
  B.buildInstr(SPIRV::OpLoad).addDef(R).addUse(Typed);
  return R;
}

/// A constant \p Value of size_t, or the null array of \p T.
static Register zeroOf(MachineIRBuilder &B, Type *T) {
  if (T->isIntegerTy())
    return typedOperand(
        B, B.buildConstant(LLT::scalar(T->getIntegerBitWidth()), 0).getReg(0), T);
  Register R = newIdRegister(B, T);
  B.buildInstr(SPIRV::OpConstantNull).addDef(R);
  return R;
}

static Register i32Constant(MachineIRBuilder &B, uint64_t V) {
  return typedOperand(B, B.buildConstant(LLT::scalar(32), V).getReg(0),
                      Type::getInt32Ty(B.getMF().getFunction().getContext()));
}

static bool lowerNDRange(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                         const BuiltinDescription &D) {
  const Module &M = *Info.CB->getModule();
  unsigned Dims = dimensions(D.GrammarOrder->Form);
  Type *Size = sizeType(M);
  Type *SizeOperand = Dims == 1 ? Size : ArrayType::get(Size, Dims);
  // (global), (global, local) or (offset, global, local).
  unsigned Given = Info.OrigArgs.size() - 1;
  auto size = [&](unsigned Arg) {
    Register R = Info.OrigArgs[Arg].Regs[0];
    if (Dims != 1)
      return loadValue(B, R, SizeOperand);
    // SPIR 1.2 IR of another pointer width passes its own size_t.
    R = B.buildZExtOrTrunc(LLT::scalar(Size->getIntegerBitWidth()), R).getReg(0);
    return typedOperand(B, R, Size);
  };
  Register Offset = Given == 3 ? size(1) : zeroOf(B, SizeOperand);
  Register Global = size(Given == 3 ? 2 : 1);
  Register Local = Given >= 2 ? size(Given) : zeroOf(B, SizeOperand);
  Type *NDRange = ndrangeType(M);
  // The pointer first: the readers make OpBuildNDRange a call of ndrange_ND
  // with the pointer the next OpStore stores to, where the instruction is.
  Register Ret = Info.OrigArgs[0].Regs[0];
  Register Ptr = typedOperand(
      B, Ret, typedPointer(NDRange, B.getMRI()->getType(Ret).getAddressSpace()));
  Register Result = newIdRegister(B, NDRange);
  B.buildInstr(SPIRV::OpBuildNDRange).addDef(Result).addUse(Global).addUse(Local).addUse(Offset);
  B.buildInstr(SPIRV::OpStore).addUse(Ptr).addUse(Result);
  return true;
}

static bool lowerKernelCall(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                            const BuiltinDescription &D) {
  const GrammarOrderBuiltin &E = *D.GrammarOrder;
  const CallBase &Call = *Info.CB;
  LLVMContext &Ctx = Call.getContext();
  const Module &M = *Call.getModule();
  EnqueueLayout L = *layoutOf(E.Form);
  auto operand = [&](unsigned I) { return Info.OrigArgs[I].Regs[0]; };
  SmallVector<Register, 12> Operands;
  if (E.Form <= EnqueueEventsLocal) {
    Operands.push_back(typedOperand(B, operand(0), queueType(Ctx)));
    Operands.push_back(typedOperand(B, operand(1), Type::getInt32Ty(Ctx)));
  }
  if (L.NDRange != ~0u)
    Operands.push_back(loadValue(B, operand(L.NDRange), ndrangeType(M)));
  if (E.Form <= EnqueueEventsLocal) {
    if (L.Events != ~0u) {
      Operands.push_back(typedOperand(B, operand(L.Events), Type::getInt32Ty(Ctx)));
      for (unsigned I = L.Events + 1; I <= L.Events + 2; ++I)
        Operands.push_back(typedOperand(B, operand(I), deviceEventPointer(Ctx)));
    } else {
      // No events to wait for, none returned.
      Operands.push_back(i32Constant(B, 0));
      for (int I = 0; I < 2; ++I) {
        Register Null = newIdRegister(B, deviceEventPointer(Ctx));
        B.buildInstr(SPIRV::OpConstantNull).addDef(Null);
        Operands.push_back(Null);
      }
    }
  }
  // Invoke, Param, Param Size, Param Align.
  auto [Size, Align] = *blockLiteralLayout(Call.getArgOperand(L.Block), Call.getDataLayout());
  Register Block = operand(L.Block);
  unsigned InvokeAt = Operands.size();
  Operands.push_back(typedOperand(B, Block, bytePointer(Ctx)));
  Operands.push_back(i32Constant(B, Size));
  Operands.push_back(i32Constant(B, Align));
  // The local memory sizes: the elements of Clang's array.
  if (L.Locals != ~0u) {
    unsigned Count = cast<ConstantInt>(Call.getArgOperand(L.Locals))->getZExtValue();
    Type *Size = sizeType(M);
    Register Sizes = loadValue(B, operand(L.Locals + 1), ArrayType::get(Size, Count));
    for (unsigned I = 0; I < Count; ++I) {
      Register Element = newIdRegister(B, Size);
      B.buildInstr(SPIRV::OpCompositeExtract).addDef(Element).addUse(Sizes).addImm(I);
      Operands.push_back(Element);
    }
  }
  Register Ret = Info.OrigRet.Regs[0];
  setSPIRVType(B, Ret, Type::getInt32Ty(Ctx));
  auto MIB = B.buildInstr(E.Opcode).addDef(Ret);
  // Invoke is a function, which the module emitter names by its OpFunction,
  // wherever the module defines it: the core specification allows forward
  // references to an OpFunction, and SPIRV-Tools 2025.5 accepts them in the
  // Invoke operand of OpEnqueueKernel and the kernel queries, so blocks
  // that enqueue each other, or themselves, need no order of functions.
  const Function *Invoke = invokeFunction(Call.getArgOperand(L.Invoke));
  for (unsigned I = 0; I < Operands.size(); ++I) {
    if (I == InvokeAt)
      MIB.addGlobalAddress(Invoke);
    MIB.addUse(Operands[I]);
  }
  return true;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  uint8_t F = D.GrammarOrder->Form;
  if (F == Plain)
    return lowerInGrammarOrder(B, Info, D);
  if (F >= NDRange1D && F <= NDRange3D)
    return lowerNDRange(B, Info, D);
  return lowerKernelCall(B, Info, D);
}

const BuiltinFamilyImpl llvm::EnqueueFamily = {describe, check, lower};

bool llvm::isBlockInvokeOperand(const BuiltinDescription &D, unsigned Operand) {
  std::optional<EnqueueLayout> L =
      D.GrammarOrder ? layoutOf(D.GrammarOrder->Form) : std::nullopt;
  return L && Operand == L->Invoke;
}

bool llvm::isEnqueuedBlockInvoke(const Function &F, BuiltinCatalog &Builtins) {
  SmallVector<const Value *, 4> Work{&F};
  for (size_t I = 0; I < Work.size(); ++I)
    for (const Use &U : Work[I]->uses()) {
      // Cast constants, or the instructions spirv-expand-constant-exprs
      // makes of them.
      if (const auto *Cast = dyn_cast<Operator>(U.getUser());
          Cast && Instruction::isCast(Cast->getOpcode())) {
        Work.push_back(Cast);
        continue;
      }
      const auto *Call = dyn_cast<CallBase>(U.getUser());
      const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      const BuiltinDescription *D = Callee ? Builtins.describe(*Callee) : nullptr;
      if (D && D->Family == BuiltinFamily::Enqueue &&
          isBlockInvokeOperand(*D, U.getOperandNo()))
        return true;
    }
  return false;
}

/// Whether \p T is the type of a block literal as Clang lays it out for
/// OpenCL C: <{ i32 size, i32 align, ptr invoke, captures... }>.
static bool isBlockLiteralType(Type *T) {
  auto *ST = dyn_cast<StructType>(T);
  return ST && ST->getNumElements() >= 3 && ST->getElementType(0)->isIntegerTy(32) &&
         ST->getElementType(1)->isIntegerTy(32) && ST->getElementType(2)->isPointerTy();
}
static constexpr unsigned BlockInvokeField = 2;

/// Whether \p P is the invoke field of a block literal in a local variable,
/// addressed by member or (optimized) by offset.
static bool isBlockInvokeField(const Value *P, const DataLayout &DL) {
  APInt Offset(DL.getIndexTypeSizeInBits(P->getType()), 0);
  const Value *Base = P->stripAndAccumulateConstantOffsets(DL, Offset, true);
  const auto *AI = dyn_cast<AllocaInst>(Base);
  auto *ST = AI ? dyn_cast<StructType>(AI->getAllocatedType()) : nullptr;
  return ST && isBlockLiteralType(ST) &&
         Offset ==
             DL.getStructLayout(ST)->getElementOffset(BlockInvokeField).getFixedValue();
}

bool llvm::prepareDeviceSideEnqueue(Module &M, bool FunctionPointers) {
  bool Changed = false;
  if (FunctionPointers || !M.getNamedMetadata("opencl.ocl.version"))
    return false;
  // Without function pointers no block literal may hold its invoke
  // function's address; nothing reads it, as OpenCL C calls blocks
  // directly and OpEnqueueKernel names the function. Block literals without
  // captures are constant variables (Clang's __block_literal_global), the
  // others local variables that the invoke field is stored into.
  for (GlobalVariable &GV : M.globals()) {
    auto *Init = GV.hasInitializer() ? dyn_cast<ConstantStruct>(GV.getInitializer())
                                     : nullptr;
    if (!Init || !isBlockLiteralType(Init->getType()) ||
        !isa<Function>(Init->getOperand(BlockInvokeField)->stripPointerCasts()))
      continue;
    SmallVector<Constant *, 4> Fields;
    for (unsigned I = 0; I < Init->getNumOperands(); ++I)
      Fields.push_back(Init->getOperand(I));
    Fields[BlockInvokeField] = Constant::getNullValue(Fields[BlockInvokeField]->getType());
    GV.setInitializer(ConstantStruct::get(Init->getType(), Fields));
    Changed = true;
  }
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *SI = dyn_cast<StoreInst>(&I);
            SI && isa<Function>(SI->getValueOperand()->stripPointerCasts()) &&
            isBlockInvokeField(SI->getPointerOperand(), M.getDataLayout())) {
          SI->setOperand(0, Constant::getNullValue(SI->getValueOperand()->getType()));
          Changed = true;
        }
  return Changed;
}
