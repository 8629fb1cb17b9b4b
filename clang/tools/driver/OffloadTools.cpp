//===- OffloadTools.cpp - SYCL device link, linker wrapper, offload binary -===//
//
// The programs Clang's -fsycl pipeline spawns, implemented in-process so that
// the device code goes through our SPIR-V target (never LLVM's SPIR-V backend,
// never clang-tools' clang-sycl-linker or clang-linker-wrapper):
//
//   llvm-offload-binary   packages device bitcode for -fembed-offload-object;
//   clang-linker-wrapper  extracts the sycl images of the link inputs, links
//                         them, splits the kernels into SPIR-V modules (one
//                         per translation unit by default), wraps those
//                         with wrapSYCLBinaries (a constructor that calls
//                         __sycl_register_lib), compiles the wrapper for the
//                         host and runs the system linker;
//   clang --sycl-link     the device link alone.
//
//===----------------------------------------------------------------------===//

#include "OffloadTools.h"
#include "GPUAheadOfTime.h"
#include "SYCLDeviceGlobal.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Frontend/Offloading/OffloadWrapper.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/OffloadBinary.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/IPO/GlobalOpt.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <list>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::object;

extern "C" void LLVMInitializeSPIRVTargetInfo();
extern "C" void LLVMInitializeSPIRVTarget();
extern "C" void LLVMInitializeSPIRVTargetMC();
extern "C" void LLVMInitializeSPIRVAsmPrinter();
extern "C" void LLVMInitializeX86TargetInfo();
extern "C" void LLVMInitializeX86Target();
extern "C" void LLVMInitializeX86TargetMC();
extern "C" void LLVMInitializeX86AsmPrinter();
extern "C" void LLVMInitializeX86AsmParser();

void initTargets() {
  static bool Done = false;
  if (Done)
    return;
  Done = true;
  LLVMInitializeSPIRVTargetInfo();
  LLVMInitializeSPIRVTarget();
  LLVMInitializeSPIRVTargetMC();
  LLVMInitializeSPIRVAsmPrinter();
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
  LLVMInitializeX86AsmParser();
}

namespace {

constexpr const char *DeviceTriple = "spirv64-unknown-unknown";
constexpr const char *NativeTriple = "spir64_gen-unknown-unknown";

int fail(StringRef Tool, const Twine &Message) {
  WithColor::error(errs(), Tool) << Message << "\n";
  return 1;
}

int fail(StringRef Tool, Error E) {
  return fail(Tool, toString(std::move(E)));
}

// Prints backend diagnostics as "<tool>: error: ..." and remembers errors. A
// diagnostic about a kernel also names the kernel in source terms.
struct DeviceLinkDiagnostics : DiagnosticHandler {
  StringRef Tool;
  bool HadError = false;
  explicit DeviceLinkDiagnostics(StringRef Tool) : Tool(Tool) {}

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Remark || DI.getSeverity() == DS_Note)
      return true;
    HadError |= DI.getSeverity() == DS_Error;
    raw_ostream &OS = errs();
    OS << Tool << ": ";
    if (DI.getSeverity() == DS_Error)
      WithColor::error(OS, "", false);
    else
      WithColor::warning(OS, "", false);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    OS << "\n";
    return true;
  }
};

// Kernel names in the order of the module, for the "symbols" string.
std::vector<std::string> kernelNames(const Module &M) {
  std::vector<std::string> Names;
  for (const Function &F : M)
    if (!F.isDeclaration() && F.getCallingConv() == CallingConv::SPIR_KERNEL)
      Names.push_back(F.getName().str());
  return Names;
}

struct DeviceImage {
  SmallString<0> SPIRV;
  std::vector<std::string> Kernels;
  // The same kernels compiled ahead of time for GPUs (spir64_gen).
  std::vector<NativeGPUImage> Native;
};

// Compiles M for TripleName into an object file written to OS.
Error emitObjectFile(Module &M, StringRef TripleName,
                     std::optional<Reloc::Model> Reloc, CodeGenOptLevel OptLevel,
                     raw_pwrite_stream &OS) {
  Triple TT(TripleName);
  std::string LookupError;
  const Target *T = TargetRegistry::lookupTarget(TT, LookupError);
  if (!T)
    return createStringError(LookupError);
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, "", "", TargetOptions(), Reloc, std::nullopt, OptLevel));
  M.setTargetTriple(TT);
  M.setDataLayout(TM->createDataLayout());
  legacy::PassManager PM;
  // The SPIR-V pipeline verifies the device module after the target's IR
  // passes, which covers what this tool changed after its own check of the
  // linked module.
  if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::ObjectFile,
                              /*DisableVerify=*/!TT.isSPIRV()))
    return createStringError("the %s target cannot emit an object file",
                             TripleName.str().c_str());
  PM.run(M);
  return Error::success();
}

// Kernel names are __builtin_sycl_unique_stable_name strings, i.e. the
// mangled type-info names (_ZTS...) of the kernel name types; users know
// the type.
std::string kernelTypeName(StringRef Kernel) {
  std::string Demangled = demangle(Kernel.str());
  StringRef Type = StringRef(Demangled).trim();
  Type.consume_front("typeinfo name for ");
  return Type.str();
}

// Kernel objects are passed byval, so the captures show in the byval
// types' sizes rather than in the function type.
bool sameKernelParameters(const Function &A, const Function &B) {
  if (A.getFunctionType() != B.getFunctionType())
    return false;
  const DataLayout &LayoutA = A.getDataLayout(), &LayoutB = B.getDataLayout();
  for (unsigned I = 0, E = A.arg_size(); I != E; ++I) {
    Type *ByValA = A.getParamByValType(I), *ByValB = B.getParamByValType(I);
    if (!ByValA != !ByValB ||
        (ByValA && LayoutA.getTypeAllocSize(ByValA) !=
                       LayoutB.getTypeAllocSize(ByValB)))
      return false;
  }
  return true;
}

// Clang defines a SYCL kernel strongly in every translation unit that
// instantiates it, but its name is the kernel name type's unique stable
// name, and SYCL requires one kernel per name in a program: a kernel
// template instantiated in two files is one kernel (ODR). Each copy becomes
// weak_odr so the link keeps one. Two different kernels under one name are
// the user's error, shown by different parameters (a different capture
// list changes the kernel object's size).
Error mergeableKernels(Module &Incoming, const Module &LinkedSoFar) {
  for (Function &F : Incoming) {
    if (F.getCallingConv() != CallingConv::SPIR_KERNEL || F.isDeclaration() ||
        F.getLinkage() != GlobalValue::ExternalLinkage)
      continue;
    const Function *Earlier = LinkedSoFar.getFunction(F.getName());
    if (Earlier && !Earlier->isDeclaration() &&
        !sameKernelParameters(*Earlier, F)) {
      return createStringError(
          "two different SYCL kernels are named %s (%s); a kernel name must "
          "identify one kernel in the program",
          kernelTypeName(F.getName()).c_str(), F.getName().str().c_str());
    }
    F.setLinkage(GlobalValue::WeakODRLinkage);
  }
  return Error::success();
}

// After the device link only the kernels are entry points: every other
// definition becomes internal, so that GlobalOpt removes what no kernel
// needs. Each translation unit had to keep the library's inline variables,
// as another one might read them; the assertion record, which every
// work-item stores and only a failing assert() reads, costs its store (a
// cache line written by every core) in every kernel of a program without
// device assertions.
void internalizeDeviceModule(Module &M) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  MPM.addPass(InternalizePass([](const GlobalValue &GV) {
    const auto *F = dyn_cast<Function>(&GV);
    return F && F->getCallingConv() == CallingConv::SPIR_KERNEL;
  }));
  MPM.addPass(GlobalOptPass());
  MPM.addPass(GlobalDCEPass());
  MPM.run(M, MAM);
}

// DPC++'s group_local_memory (sycl/include/sycl/ext/oneapi/
// group_local_memory.hpp): each call of __sycl_group_local_memory(size,
// alignment) becomes a Workgroup variable of its own. A call is one
// allocation per kernel, so every function between it and the kernels is
// inlined first (at -O0 nothing else inlines them): a helper called twice,
// or the library's function called for two variables of one type, gives
// two allocations, as source code reads.
Error lowerGroupLocalMemory(Module &M) {
  Function *Alloc = M.getFunction("__sycl_group_local_memory");
  if (!Alloc)
    return Error::success();
  auto unsupported = [](const Twine &What, const Function &F) {
    return createStringError(("group_local_memory " + What +
                              " is not supported (in function @" +
                              F.getName() + ")")
                                 .str());
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    SetVector<Function *> Holders;
    for (User *U : Alloc->users()) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Call || Call->getCalledOperand() != Alloc)
        return createStringError("__sycl_group_local_memory is used other "
                                 "than by a call");
      if (Call->getFunction()->getCallingConv() != CallingConv::SPIR_KERNEL)
        Holders.insert(Call->getFunction());
    }
    for (Function *F : Holders) {
      SmallVector<CallBase *, 4> Calls;
      for (User *U : F->users()) {
        auto *Call = dyn_cast<CallBase>(U);
        if (!Call || Call->getCalledOperand() != F)
          return unsupported("in a function whose address is taken", *F);
        if (Call->getFunction() == F)
          return unsupported("in a recursive function", *F);
        Calls.push_back(Call);
      }
      for (CallBase *Call : Calls) {
        InlineFunctionInfo IFI;
        InlineResult Result = InlineFunction(*Call, IFI);
        if (!Result.isSuccess())
          return unsupported(Twine("in a function that cannot be inlined (") +
                                 Result.getFailureReason() + ")",
                             *F);
      }
      // No kernel reaches it any more.
      F->dropAllReferences();
      Changed = true;
    }
    for (Function *F : Holders)
      if (F->use_empty())
        F->eraseFromParent();
  }
  SmallVector<CallBase *, 8> Calls;
  for (User *U : Alloc->users())
    Calls.push_back(cast<CallBase>(U));
  for (CallBase *Call : Calls) {
    auto *Size = dyn_cast<ConstantInt>(Call->getArgOperand(0));
    auto *Alignment = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    if (!Size || !Alignment || !isPowerOf2_64(Alignment->getZExtValue()))
      return unsupported("of a size or alignment that is not a constant",
                         *Call->getFunction());
    Type *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()),
                              std::max<uint64_t>(Size->getZExtValue(), 1));
    auto *Var = new GlobalVariable(
        M, Ty, false, GlobalValue::InternalLinkage, UndefValue::get(Ty),
        "__sycl_group_local", nullptr, GlobalValue::NotThreadLocal,
        Call->getType()->getPointerAddressSpace());
    Var->setAlignment(Align(Alignment->getZExtValue()));
    Var->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    Call->replaceAllUsesWith(Var);
    Call->eraseFromParent();
  }
  Alloc->eraseFromParent();
  return Error::success();
}

// Which kernels share a SPIR-V module (DPC++'s -fsycl-device-code-split).
// A device builds a whole module when its first kernel is needed, so one
// module of every kernel of a large program costs the build of all of them
// before the first launch; one module per translation unit bounds that by
// the file, as DPC++ does by default.
enum class DeviceCodeSplit { PerSource, PerKernel, Off };

std::optional<DeviceCodeSplit> parseDeviceCodeSplit(StringRef Mode) {
  if (Mode == "per_source" || Mode == "auto")
    return DeviceCodeSplit::PerSource;
  if (Mode == "per_kernel")
    return DeviceCodeSplit::PerKernel;
  if (Mode == "off")
    return DeviceCodeSplit::Off;
  return std::nullopt;
}

// The globals M's definitions of Roots use, transitively, Roots included.
SmallPtrSet<const GlobalValue *, 32>
reachableGlobals(ArrayRef<const Function *> Roots) {
  SmallPtrSet<const GlobalValue *, 32> Reached;
  SmallVector<const GlobalValue *, 32> Work;
  SmallPtrSet<const Constant *, 32> SeenConstants;
  auto visitOperand = [&](const Value *V, auto &Self) -> void {
    if (const auto *GV = dyn_cast<GlobalValue>(V)) {
      if (Reached.insert(GV).second)
        Work.push_back(GV);
      return;
    }
    const auto *C = dyn_cast<Constant>(V);
    if (!C || !SeenConstants.insert(C).second)
      return;
    for (const Use &Op : C->operands())
      Self(Op.get(), Self);
  };
  for (const Function *F : Roots)
    if (Reached.insert(F).second)
      Work.push_back(F);
  while (!Work.empty()) {
    const GlobalValue *GV = Work.pop_back_val();
    if (const auto *F = dyn_cast<Function>(GV)) {
      for (const Instruction &I : instructions(*F))
        for (const Use &Op : I.operands())
          visitOperand(Op.get(), visitOperand);
    } else if (const auto *Var = dyn_cast<GlobalVariable>(GV)) {
      if (Var->hasInitializer())
        visitOperand(Var->getInitializer(), visitOperand);
    } else if (const auto *Alias = dyn_cast<GlobalAlias>(GV)) {
      visitOperand(Alias->getAliasee(), visitOperand);
    }
  }
  return Reached;
}

// A module of Kernels and what they use, cloned from the linked program M.
std::unique_ptr<Module> extractKernels(const Module &M,
                                       ArrayRef<const Function *> Kernels) {
  SmallPtrSet<const GlobalValue *, 32> Needed = reachableGlobals(Kernels);
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Part = CloneModule(
      M, VMap, [&](const GlobalValue *GV) { return Needed.count(GV) != 0; });
  // CloneModule leaves the rest as declarations (and llvm.used-style
  // arrays of other parts' globals): unused by construction, they go.
  SmallVector<GlobalValue *, 32> Unused;
  for (GlobalValue &GV : Part->global_values()) {
    GV.removeDeadConstantUsers();
    if (GV.isDeclaration() && GV.use_empty())
      Unused.push_back(&GV);
  }
  for (const GlobalVariable &Var : M.globals())
    if (Var.hasAppendingLinkage() && !Needed.count(&Var))
      if (GlobalValue *Copy = Part->getNamedValue(Var.getName()))
        if (!is_contained(Unused, Copy))
          Unused.push_back(Copy);
  for (GlobalValue *GV : Unused) {
    GV->replaceAllUsesWith(PoisonValue::get(GV->getType()));
    GV->eraseFromParent();
  }
  return Part;
}

// The kernel a [[sycl::device_has]] marker kernel stands beside
// (__sycl_device_has_<aspect>_<aspect>...__<kernel>, SYCLAttributes.cpp), or
// null for other kernels.
const Function *markedKernel(const Function &F) {
  StringRef Name = F.getName();
  if (!Name.consume_front("__sycl_device_has"))
    return nullptr;
  while (Name.consume_front("_") && !Name.empty() && isDigit(Name.front()))
    Name = Name.drop_while(isDigit);
  if (!Name.consume_front("_"))
    return nullptr;
  const Function *Kernel = F.getParent()->getFunction(Name);
  return Kernel && !Kernel->isDeclaration() ? Kernel : nullptr;
}

// SYCL 2020's optional kernel features that a kernel's code shows (section
// 5.7 of the specification), as values of sycl::aspect
// (sycl/include/sycl/info/info_desc.hpp; the library checks them there).
enum : unsigned { AspectFP16 = 6, AspectFP64 = 7, AspectAtomic64 = 8, AspectImage = 9 };
using AspectSet = std::set<unsigned>;

// The aspects the types and operations of Kernel and of everything it
// calls need: half (fp16) and double (fp64) anywhere in a value, memory or
// aggregate type, and atomic operations on 64-bit values (atomic64). These
// are what our target turns into the Float16, Float64 and Int64Atomics
// capabilities, which a device without the aspect refuses to build. And
// image: SYCL 2020 ties it to the image accessors, which reach a kernel as
// fields of its kernel object (its byval argument), so their class types
// (sycl/include/sycl/image.hpp) appear in the kernel's types.
class UsedAspects {
public:
  AspectSet of(const Function &Kernel) {
    AspectSet Result;
    for (const GlobalValue *GV : reachableGlobals({&Kernel})) {
      if (const auto *Var = dyn_cast<GlobalVariable>(GV)) {
        addType(Var->getValueType(), Result);
        continue;
      }
      const auto *F = dyn_cast<Function>(GV);
      if (!F)
        continue;
      addType(F->getFunctionType(), Result);
      for (const Argument &A : F->args())
        if (Type *ByVal = F->getParamByValType(A.getArgNo()))
          addType(ByVal, Result);
      for (const Instruction &I : instructions(*F))
        addInstruction(I, Result);
    }
    return Result;
  }

private:
  // Bit 0: half, bit 1: double, bit 2: an image accessor, by type
  // (aggregates are walked once).
  DenseMap<Type *, unsigned> TypeBits;

  // The device image accessors' classes; a linked module may have numbered
  // copies of a name (".1") and one per template instance.
  static bool isImageAccessor(const StructType *S) {
    if (!S->hasName())
      return false;
    StringRef Name = S->getName();
    for (StringRef Class : {"class.sycl::unsampled_image_accessor", "class.sycl::sampled_image_accessor"})
      if (Name.consume_front(Class))
        return Name.empty() || (Name.consume_front(".") && !Name.empty() && all_of(Name, isDigit));
    return false;
  }
  unsigned typeBits(Type *T) {
    if (T->isHalfTy())
      return 1;
    if (T->isDoubleTy())
      return 2;
    if (T->getNumContainedTypes() == 0)
      return 0;
    auto [It, New] = TypeBits.try_emplace(T, 0);
    if (!New)
      return It->second;
    unsigned Bits = 0;
    if (auto *S = dyn_cast<StructType>(T); S && isImageAccessor(S))
      Bits |= 4;
    for (Type *Sub : T->subtypes())
      Bits |= typeBits(Sub);
    TypeBits[T] = Bits;
    return Bits;
  }
  void addType(Type *T, AspectSet &Result) {
    unsigned Bits = typeBits(T);
    if (Bits & 1)
      Result.insert(AspectFP16);
    if (Bits & 2)
      Result.insert(AspectFP64);
    if (Bits & 4)
      Result.insert(AspectImage);
  }
  void addInstruction(const Instruction &I, AspectSet &Result) {
    addType(I.getType(), Result);
    for (const Use &Op : I.operands())
      addType(Op->getType(), Result);
    if (const auto *Alloca = dyn_cast<AllocaInst>(&I))
      addType(Alloca->getAllocatedType(), Result);
    else if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      addType(GEP->getSourceElementType(), Result);
    const DataLayout &DL = I.getDataLayout();
    Type *Atomic = nullptr;
    if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      Atomic = RMW->getValOperand()->getType();
    else if (const auto *CmpXchg = dyn_cast<AtomicCmpXchgInst>(&I))
      Atomic = CmpXchg->getNewValOperand()->getType();
    else if (const auto *Load = dyn_cast<LoadInst>(&I); Load && Load->isAtomic())
      Atomic = Load->getType();
    else if (const auto *Store = dyn_cast<StoreInst>(&I); Store && Store->isAtomic())
      Atomic = Store->getValueOperand()->getType();
    if (Atomic && DL.getTypeSizeInBits(Atomic) == 64)
      Result.insert(AspectAtomic64);
  }
};

// The registration's name for a kernel's used aspects: an entry named
// __sycl_uses_aspects_<aspect>_<aspect>...__<kernel> beside the kernel's
// own (sycl/lib/kernel_bundle.cpp reads it; no function has that name).
std::string usedAspectsEntry(StringRef Kernel, const AspectSet &Aspects) {
  std::string Name = "__sycl_uses_aspects";
  for (unsigned A : Aspects)
    Name += "_" + std::to_string(A);
  return Name + "__" + Kernel.str();
}

// What a device must offer to build a kernel: the sub-group and work-group
// sizes it requires, the aspects it is marked with and those it uses. A module's build
// fails when one of its kernels asks what the device lacks, so kernels with
// different requirements get different modules (as DPC++ splits by
// optional kernel features): the module a device cannot build then holds
// only kernels that device cannot run anyway.
std::string kernelRequirements(const Function &Kernel,
                               StringRef DeviceHasMarker,
                               const AspectSet &Used) {
  std::string Key;
  raw_string_ostream OS(Key);
  for (StringRef Kind : {"intel_reqd_sub_group_size", "reqd_work_group_size"})
    if (const MDNode *MD = Kernel.getMetadata(Kind)) {
      OS << Kind;
      for (const MDOperand &Op : MD->operands())
        if (auto *C = mdconst::dyn_extract<ConstantInt>(Op))
          OS << ' ' << C->getZExtValue();
      OS << ';';
    }
  if (!DeviceHasMarker.empty())
    OS << DeviceHasMarker.drop_back(Kernel.getName().size()) << ';';
  if (!Used.empty())
    OS << usedAspectsEntry("", Used) << ';';
  return Key;
}

// Kernels by module: each kernel with the first input that defines it and
// the kernels of equal requirements (per_source), alone (per_kernel) or all
// together (off), in the order of the linked module. A device_has marker
// goes with the kernel it marks.
std::vector<std::vector<const Function *>>
groupKernels(const Module &Linked, const StringMap<unsigned> &KernelInput,
             const StringMap<AspectSet> &Used, DeviceCodeSplit Split) {
  std::vector<std::vector<const Function *>> Groups;
  std::map<std::string, size_t> GroupOfKey;
  DenseMap<const Function *, StringRef> MarkerOf; // kernel -> its marker's name
  for (const Function &F : Linked)
    if (const Function *Kernel = markedKernel(F))
      MarkerOf[Kernel] = F.getName();
  for (const Function &F : Linked) {
    if (F.isDeclaration() || F.getCallingConv() != CallingConv::SPIR_KERNEL)
      continue;
    const Function *Kernel = markedKernel(F);
    if (!Kernel)
      Kernel = &F;
    std::string Key;
    if (Split == DeviceCodeSplit::PerKernel)
      Key = Kernel->getName().str();
    else if (Split == DeviceCodeSplit::PerSource)
      Key = std::to_string(KernelInput.lookup(Kernel->getName())) + "|" +
            kernelRequirements(*Kernel, MarkerOf.lookup(Kernel),
                               Used.lookup(Kernel->getName()));
    auto [It, New] = GroupOfKey.try_emplace(Key, Groups.size());
    if (New)
      Groups.emplace_back();
    Groups[It->second].push_back(&F);
  }
  return Groups;
}

// Compiles one module of kernels with our SPIR-V target. The registration
// lists its kernels and their used aspects (Used).
Expected<DeviceImage> compileDeviceModule(Module &M,
                                          DeviceLinkDiagnostics &Handler,
                                          CodeGenOptLevel OptLevel,
                                          const StringMap<AspectSet> &Used) {
  DeviceImage Result;
  Result.Kernels = kernelNames(M);
  {
    raw_svector_ostream OS(Result.SPIRV);
    if (Error E = emitObjectFile(M, DeviceTriple, std::nullopt, OptLevel, OS))
      return std::move(E);
  }
  if (Handler.HadError) {
    std::string Names;
    for (const std::string &K : Result.Kernels)
      Names += "\n  " + kernelTypeName(K) + " (" + K + ")";
    return createStringError("SYCL device code could not be compiled for "
                             "SPIR-V; its kernels:" +
                             Names);
  }
  for (size_t I = 0, E = Result.Kernels.size(); I != E; ++I) {
    StringRef Name = Result.Kernels[I];
    auto It = Used.find(Name);
    if (It != Used.end())
      Result.Kernels.push_back(usedAspectsEntry(Name, It->second));
    // [[intel::max_work_group_size]] (SYCLAttributes.cpp), in OpenCL's
    // order, for the library's launch check: an entry named
    // __sycl_max_work_group_size_<x>_<y>_<z>__<kernel>.
    const Function *Kernel = M.getFunction(Name);
    if (const MDNode *MD =
            Kernel ? Kernel->getMetadata("max_work_group_size") : nullptr) {
      std::string Entry = "__sycl_max_work_group_size";
      for (const MDOperand &Op : MD->operands())
        if (auto *C = mdconst::dyn_extract<ConstantInt>(Op))
          Entry += "_" + std::to_string(C->getZExtValue());
      Result.Kernels.push_back(Entry + "__" + Name.str());
    }
  }
  return Result;
}

// The SYCL device link: links the bitcode inputs (one per translation
// unit) and compiles them with our SPIR-V target into one module per group
// of kernels that Split chooses.
Expected<std::vector<DeviceImage>>
linkSYCLDevice(StringRef Tool, ArrayRef<MemoryBufferRef> Bitcode,
               CodeGenOptLevel OptLevel, DeviceCodeSplit Split) {
  LLVMContext Ctx;
  auto HandlerOwner = std::make_unique<DeviceLinkDiagnostics>(Tool);
  DeviceLinkDiagnostics &Handler = *HandlerOwner;
  Ctx.setDiagnosticHandler(std::move(HandlerOwner));

  auto Linked = std::make_unique<Module>("sycl-device-link", Ctx);
  Linker L(*Linked);
  StringMap<unsigned> KernelInput; // the first input defining each kernel
  for (auto [Index, Buffer] : enumerate(Bitcode)) {
    Expected<std::unique_ptr<Module>> M = parseBitcodeFile(Buffer, Ctx);
    if (!M)
      return M.takeError();
    for (const Function &F : **M)
      if (F.getCallingConv() == CallingConv::SPIR_KERNEL && !F.isDeclaration())
        KernelInput.try_emplace(F.getName(), unsigned(Index));
    if (Error E = mergeableKernels(**M, *Linked))
      return std::move(E);
    if (L.linkInModule(std::move(*M)))
      return createStringError("cannot link the device code of %s",
                               Buffer.getBufferIdentifier().str().c_str());
  }
  // Back to one ordinary definition per kernel, as a single translation
  // unit would have given.
  for (Function &F : *Linked)
    if (F.getCallingConv() == CallingConv::SPIR_KERNEL && !F.isDeclaration())
      F.setLinkage(GlobalValue::ExternalLinkage);
  if (verifyModule(*Linked, &errs()))
    return createStringError("the linked device module is broken");
  if (Error E = lowerGroupLocalMemory(*Linked))
    return std::move(E);
  Expected<std::vector<std::string>> DeviceGlobals = lowerDeviceGlobals(*Linked);
  if (!DeviceGlobals)
    return DeviceGlobals.takeError();
  internalizeDeviceModule(*Linked);

  // Nothing is linked after this: our target then refuses calls of
  // functions no device module defines, which would otherwise be imports
  // that fail only when a device builds the module ("spirv.fully-linked",
  // docs/Design.md).
  Linked->addModuleFlag(Module::Max, "spirv.fully-linked", 1);

  StringMap<AspectSet> Used;
  {
    UsedAspects Scan;
    for (const Function &F : *Linked)
      if (F.getCallingConv() == CallingConv::SPIR_KERNEL && !F.isDeclaration())
        if (AspectSet Aspects = Scan.of(F); !Aspects.empty())
          Used[F.getName()] = std::move(Aspects);
  }
  std::vector<std::vector<const Function *>> Groups =
      groupKernels(*Linked, KernelInput, Used, Split);
  std::vector<DeviceImage> Images;
  if (Groups.size() <= 1) {
    // A program without kernels still gets its (empty) module.
    Expected<DeviceImage> Image = compileDeviceModule(*Linked, Handler, OptLevel, Used);
    if (!Image)
      return Image.takeError();
    Images.push_back(std::move(*Image));
    append_range(Images.front().Kernels, *DeviceGlobals);
    return Images;
  }
  for (const std::vector<const Function *> &Group : Groups) {
    std::unique_ptr<Module> Part = extractKernels(*Linked, Group);
    Expected<DeviceImage> Image = compileDeviceModule(*Part, Handler, OptLevel, Used);
    if (!Image)
      return Image.takeError();
    Images.push_back(std::move(*Image));
  }
  // The program's device_globals, registered once (SYCLDeviceGlobal.cpp).
  append_range(Images.front().Kernels, *DeviceGlobals);
  return Images;
}

// Where --spirv-output=<path> writes module I of N: the path itself for the
// first, <stem>.<I><ext> for the others.
std::string spirvOutputPath(StringRef Path, size_t I) {
  if (I == 0)
    return Path.str();
  SmallString<128> Numbered(Path);
  std::string Ext = sys::path::extension(Path).str();
  sys::path::replace_extension(Numbered, "." + std::to_string(I) + Ext);
  return Numbered.str().str();
}

// Offload binaries are concatenated at their alignment.
void appendOffloadBinary(SmallString<0> &Result,
                         const OffloadBinary::OffloadingImage &Image) {
  SmallString<0> One = OffloadBinary::write(Image);
  Result.append(One.begin(), One.end());
  while (Result.size() % OffloadBinary::getAlignment())
    Result.push_back(0);
}

// The offload binaries of the device images, concatenated at their
// alignment: per image kind sycl, the raw SPIR-V, and the kernel names as
// newline-separated "symbols". wrapSYCLBinaries registers each as one image.
SmallString<0> syclOffloadBinaries(ArrayRef<DeviceImage> Images) {
  SmallString<0> Result;
  std::list<std::string> Targets; // the native images' triples, while written
  for (const DeviceImage &Device : Images) {
    OffloadBinary::OffloadingImage Image;
    Image.TheImageKind = IMG_SPIRV;
    Image.TheOffloadKind = OFK_SYCL;
    Image.StringData["triple"] = DeviceTriple;
    Image.StringData["arch"] = "generic";
    std::string Symbols = join(Device.Kernels, "\n");
    Image.StringData["symbols"] = Symbols;
    Image.Image = MemoryBuffer::getMemBuffer(
        StringRef(Device.SPIRV.data(), Device.SPIRV.size()), "", false);
    appendOffloadBinary(Result, Image);
    // Each native image after its SPIR-V, with the same kernels, as
    // "spir64_gen-unknown-unknown:<arch>", the GPU's IP version (or PCI
    // device id): the registration keeps the triple and not the arch.
    for (const NativeGPUImage &Native : Device.Native) {
      Image.TheImageKind = IMG_Object;
      Targets.push_back(std::string(NativeTriple) + ":" + Native.Arch);
      Image.StringData["triple"] = Targets.back();
      Image.StringData["arch"] = Native.Arch;
      Image.Image = MemoryBuffer::getMemBuffer(Native.Binary, "", false);
      appendOffloadBinary(Result, Image);
    }
  }
  return Result;
}

// Appends the bitcode of every sycl/spirv64 image in File (an offload binary,
// or an object or archive with an offloading section) to Images.
Error collectDeviceImages(StringRef File, SmallVectorImpl<OffloadFile> &Images,
                          std::vector<std::unique_ptr<MemoryBuffer>> &Owned) {
  auto Buffer = MemoryBuffer::getFile(File);
  if (!Buffer)
    return createStringError(Buffer.getError(), "%s: %s", File.str().c_str(),
                             Buffer.getError().message().c_str());
  SmallVector<OffloadFile, 4> Found;
  if (Error E = extractOffloadBinaries((*Buffer)->getMemBufferRef(), Found))
    return E;
  for (OffloadFile &F : Found) {
    const OffloadBinary &B = *F.getBinary();
    if (B.getOffloadKind() == OFK_SYCL && Triple(B.getTriple()).isSPIRV())
      Images.push_back(std::move(F));
  }
  Owned.push_back(std::move(*Buffer));
  return Error::success();
}

// The archive that -l<Name> names, found as the linker finds it: in the
// first -L directory that has lib<Name>.so (unless the link is static at
// that point) or lib<Name>.a; -l:<file> names the file. Empty when a shared
// library comes first or nothing is found: only archives bring device images
// into this link (a shared library registers its own).
std::string findArchive(StringRef Name, ArrayRef<std::string> Dirs,
                        bool Static) {
  bool Exact = Name.consume_front(":");
  for (const std::string &Dir : Dirs) {
    SmallString<256> Path(Dir);
    if (Exact) {
      sys::path::append(Path, Name);
      if (sys::fs::is_regular_file(Path))
        return Name.ends_with(".a") ? std::string(Path) : std::string();
      continue;
    }
    sys::path::append(Path, "lib" + Name + ".so");
    if (!Static && sys::fs::exists(Path))
      return std::string();
    sys::path::replace_extension(Path, "a");
    if (sys::fs::is_regular_file(Path))
      return std::string(Path);
  }
  return std::string();
}

CodeGenOptLevel optLevel(StringRef Digit) {
  if (Digit == "0")
    return CodeGenOptLevel::None;
  if (Digit == "1")
    return CodeGenOptLevel::Less;
  if (Digit == "3")
    return CodeGenOptLevel::Aggressive;
  return CodeGenOptLevel::Default;
}

// Compiles the registration module for the host into an object file.
Error emitHostObject(Module &M, StringRef HostTriple, StringRef Path) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return createStringError(EC, "%s: %s", Path.str().c_str(),
                             EC.message().c_str());
  return emitObjectFile(M, HostTriple, Reloc::PIC_, CodeGenOptLevel::Default,
                        OS);
}

int writeFile(StringRef Tool, StringRef Path, StringRef Data) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return fail(Tool, Path + ": " + EC.message());
  OS << Data;
  return 0;
}

// Writes each module to spirvOutputPath(Path, I).
int writeSPIRVModules(StringRef Tool, StringRef Path,
                      ArrayRef<DeviceImage> Images) {
  for (auto [I, Image] : enumerate(Images))
    if (writeFile(Tool, spirvOutputPath(Path, I),
                  StringRef(Image.SPIRV.data(), Image.SPIRV.size())))
      return 1;
  return 0;
}

void printCommand(ArrayRef<StringRef> Argv) {
  for (StringRef A : Argv)
    errs() << " \"" << A << "\"";
  errs() << "\n";
}

} // namespace

std::string deviceCodeSplitError(StringRef Mode) {
  if (parseDeviceCodeSplit(Mode))
    return "";
  return ("invalid value '" + Mode + "' in '-fsycl-device-code-split=" + Mode +
          "' (per_source, per_kernel, off or auto)")
      .str();
}

int offloadBinaryMain(ArrayRef<const char *> Args) {
  const char *Tool = "llvm-offload-binary";
  std::string Output;
  std::vector<std::unique_ptr<MemoryBuffer>> Inputs;
  SmallString<0> Result;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "-o" && I + 1 < Args.size()) {
      Output = Args[++I];
      continue;
    }
    if (!A.consume_front("--image="))
      return fail(Tool, "unsupported argument '" + A + "' (expected -o <file> "
                        "or --image=file=<f>,triple=<t>,arch=<a>,kind=<k>)");
    OffloadBinary::OffloadingImage Image;
    SmallVector<StringRef, 8> Fields;
    A.split(Fields, ',');
    StringRef File;
    for (StringRef Field : Fields) {
      auto [Key, Value] = Field.split('=');
      if (Key == "file")
        File = Value;
      else if (Key == "kind")
        Image.TheOffloadKind = getOffloadKind(Value);
      else
        Image.StringData[Key] = Value;
    }
    auto Buffer = MemoryBuffer::getFileOrSTDIN(File);
    if (!Buffer)
      return fail(Tool, File + ": " + Buffer.getError().message());
    Image.TheImageKind = getImageKind(sys::path::extension(File).drop_front());
    if (Image.TheImageKind == IMG_None && (*Buffer)->getBuffer().starts_with("BC"))
      Image.TheImageKind = IMG_Bitcode;
    Image.Image = MemoryBuffer::getMemBuffer((*Buffer)->getMemBufferRef());
    appendOffloadBinary(Result, Image);
    Inputs.push_back(std::move(*Buffer));
  }
  if (Output.empty())
    return fail(Tool, "no output file (-o)");
  std::error_code EC;
  raw_fd_ostream OS(Output, EC, sys::fs::OF_None);
  if (EC)
    return fail(Tool, Output + ": " + EC.message());
  OS << Result;
  return 0;
}

int syclLinkMain(ArrayRef<const char *> Args) {
  initTargets();
  const char *Tool = "clang";
  std::string Output = "a.out";
  CodeGenOptLevel OptLevel = CodeGenOptLevel::Default;
  // One module unless asked: the usual output is one .spv file.
  DeviceCodeSplit Split = DeviceCodeSplit::Off;
  SmallVector<OffloadFile, 4> Images;
  std::vector<std::unique_ptr<MemoryBuffer>> Owned;
  SmallVector<MemoryBufferRef, 4> Bitcode;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "-o" && I + 1 < Args.size()) {
      Output = Args[++I];
    } else if (A.starts_with("-O")) {
      OptLevel = optLevel(A.drop_front(2));
    } else if (A.consume_front("-fsycl-device-code-split=")) {
      std::optional<DeviceCodeSplit> Mode = parseDeviceCodeSplit(A);
      if (!Mode)
        return fail(Tool, deviceCodeSplitError(A));
      Split = *Mode;
    } else if (A == "--sycl-link" || A.starts_with("--target=") ||
               A.starts_with("-target")) {
      if (A == "-target")
        ++I;
    } else if (A.starts_with("-")) {
      return fail(Tool, "--sycl-link: unsupported argument '" + A + "'");
    } else {
      auto Buffer = MemoryBuffer::getFile(A);
      if (!Buffer)
        return fail(Tool, A + ": " + Buffer.getError().message());
      if (identify_magic((*Buffer)->getBuffer()) == file_magic::bitcode) {
        Bitcode.push_back((*Buffer)->getMemBufferRef());
        Owned.push_back(std::move(*Buffer));
      } else if (Error E = collectDeviceImages(A, Images, Owned)) {
        return fail(Tool, std::move(E));
      }
    }
  }
  for (const OffloadFile &F : Images)
    Bitcode.push_back(MemoryBufferRef(F.getBinary()->getImage(),
                                      F.getBinary()->getMemoryBufferRef()
                                          .getBufferIdentifier()));
  if (Bitcode.empty())
    return fail(Tool, "--sycl-link: no device code in the inputs");
  Expected<std::vector<DeviceImage>> Device =
      linkSYCLDevice(Tool, Bitcode, OptLevel, Split);
  if (!Device)
    return fail(Tool, Device.takeError());
  // A .spv output is the SPIR-V modules themselves (spirvOutputPath);
  // anything else the offload binaries the linker wrapper would embed.
  if (sys::path::extension(Output) == ".spv")
    return writeSPIRVModules(Tool, Output, *Device);
  return writeFile(Tool, Output, syclOffloadBinaries(*Device));
}

int linkerWrapperMain(ArrayRef<const char *> Args) {
  initTargets();
  const char *Tool = "clang-linker-wrapper";
  std::string HostTriple, LinkerPath;
  CodeGenOptLevel OptLevel = CodeGenOptLevel::Default;
  bool DryRun = false, Verbose = false, SaveTemps = false, TempsByOutput = false;
  std::string SPIRVOutput;
  std::vector<std::string> GPUToolArgs;
  DeviceCodeSplit Split = DeviceCodeSplit::PerSource;
  std::vector<std::string> LinkerArgs;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A.consume_front("--host-triple="))
      HostTriple = A.str();
    else if (A.consume_front("--linker-path="))
      LinkerPath = A.str();
    else if (A == "--dry-run")
      DryRun = true;
    else if (A == "--wrapper-verbose" || A == "-v")
      Verbose = true;
    else if (A == "--save-temps")
      SaveTemps = true;
    else if (A.consume_front("--opt-level=O"))
      OptLevel = optLevel(A);
    else if (A.consume_front("--device-compiler=") ||
             A.consume_front("--device-linker=")) {
      // "[<triple>=]<option>", from -Xoffload-linker and the -O level. Our
      // device link takes the -O level and --spirv-output=<file> (a copy of
      // the SPIR-V module, for spirv-val and inspection).
      if (!A.starts_with("-"))
        A = A.split('=').second;
      if (A.starts_with("-O"))
        OptLevel = optLevel(A.drop_front(2));
      else if (A.consume_front("--spirv-output="))
        SPIRVOutput = A.str();
      else if (A.starts_with("-spirv-environment=")) {
        // The SPIR-V environment the device modules follow (the driver
        // gives level-zero for SYCL): the target's option of that name.
        std::string Option = A.str();
        const char *Argv[] = {Tool, Option.c_str()};
        if (!cl::ParseCommandLineOptions(2, Argv, "", &errs()))
          return 1;
      }
      else if (A.consume_front("--gpu-tool-arg="))
        GPUToolArgs.push_back(A.str()); // ocloc's, for spir64_gen
      else if (A.consume_front("-fsycl-device-code-split=")) {
        std::optional<DeviceCodeSplit> Mode = parseDeviceCodeSplit(A);
        if (!Mode)
          return fail(Tool, deviceCodeSplitError(A));
        Split = *Mode;
      }
      else if (A.starts_with("-save-temps")) {
        // clang -save-temps[=cwd|obj]: keep what the link makes, in the
        // current directory or (=obj) next to the output.
        SaveTemps = true;
        TempsByOutput = A == "-save-temps=obj";
      }
      else if (A == "-v")
        Verbose = true; // clang -v: the device tools' command lines too
      else if (A.starts_with("-g"))
        ; // -g: the device IR already has the compile step's debug information,
          // which the target writes (docs/Design.md, "Debug information").
      else
        return fail(Tool, "unsupported device option '" + A + "'");
    } else if (A.starts_with("--wrapper-jobs="))
      ;
    else if (A == "--")
      ;
    else
      LinkerArgs.push_back(Args[I]);
  }
  if (LinkerPath.empty())
    return fail(Tool, "no linker (--linker-path=)");
  if (HostTriple.empty())
    return fail(Tool, "no host triple (--host-triple=)");

  // Device images come from the object files and archives of the link,
  // named by path or by -l (a CMake static library: -L<dir> -l<name>).
  SmallVector<OffloadFile, 8> Images;
  std::vector<std::unique_ptr<MemoryBuffer>> Owned;
  std::vector<std::string> LibDirs;
  for (size_t I = 0; I < LinkerArgs.size(); ++I) {
    StringRef A = LinkerArgs[I];
    if (A == "-L" && I + 1 < LinkerArgs.size())
      LibDirs.push_back(LinkerArgs[I + 1]);
    else if (A.consume_front("-L"))
      LibDirs.push_back(A.str());
  }
  bool Static = false;
  for (size_t I = 0; I < LinkerArgs.size(); ++I) {
    StringRef A = LinkerArgs[I];
    if (A == "-o" || A == "-m" || A == "-dynamic-linker" || A == "-L") {
      ++I;
      continue;
    }
    if (A == "-Bstatic" || A == "-static")
      Static = true;
    else if (A == "-Bdynamic")
      Static = false;
    std::string Archive;
    if (A == "-l" && I + 1 < LinkerArgs.size())
      Archive = findArchive(LinkerArgs[++I], LibDirs, Static);
    else if (A.starts_with("-l"))
      Archive = findArchive(A.drop_front(2), LibDirs, Static);
    else if (!A.starts_with("-") && sys::fs::is_regular_file(A))
      Archive = A.str();
    if (Archive.empty())
      continue;
    if (Error E = collectDeviceImages(Archive, Images, Owned))
      return fail(Tool, std::move(E));
  }

  std::vector<std::string> Temps;
  std::string WrapperObject;
  if (!Images.empty()) {
    SmallVector<MemoryBufferRef, 8> Bitcode;
    for (const OffloadFile &F : Images)
      Bitcode.push_back(MemoryBufferRef(F.getBinary()->getImage(), "device"));
    Expected<std::vector<DeviceImage>> Device =
        linkSYCLDevice(Tool, Bitcode, OptLevel, Split);
    if (!Device)
      return fail(Tool, Device.takeError());
    if (!SPIRVOutput.empty() && writeSPIRVModules(Tool, SPIRVOutput, *Device))
      return 1;
    if (!GPUToolArgs.empty()) {
      Expected<GPUAheadOfTimeOptions> GPUs = parseGPUBackendOptions(GPUToolArgs);
      if (!GPUs)
        return fail(Tool, GPUs.takeError());
      for (DeviceImage &Image : *Device) {
        Expected<std::vector<NativeGPUImage>> Native = compileForGPUs(
            ArrayRef<char>(Image.SPIRV.data(), Image.SPIRV.size()), *GPUs,
            Verbose || DryRun);
        if (!Native)
          return fail(Tool, Native.takeError());
        Image.Native = std::move(*Native);
      }
    }
    // -save-temps keeps the device modules and the registration object,
    // named after the output as Clang names its own temporaries:
    // <output>-sycl-spirv64.spv (.1.spv, ... when split), the offload
    // binaries registered <output>-sycl-device.out, and <output>-sycl-wrapper.o.
    std::string TempStem;
    if (SaveTemps) {
      StringRef Output = "a.out";
      for (size_t I = 0; I + 1 < LinkerArgs.size(); ++I)
        if (LinkerArgs[I] == "-o")
          Output = LinkerArgs[I + 1];
      SmallString<128> Stem(TempsByOutput ? sys::path::parent_path(Output) : "");
      sys::path::append(Stem, sys::path::stem(Output));
      TempStem = Stem.str().str();
      if (writeSPIRVModules(Tool, TempStem + "-sycl-spirv64.spv", *Device))
        return 1;
    }
    SmallString<0> Binary = syclOffloadBinaries(*Device);

    LLVMContext Ctx;
    Module Wrapper("sycl.wrapper", Ctx);
    // No compile options, not even -ze-opt-disable at -O0 (DPC++ passes
    // -cl-opt-disable there): with it Intel's CPU runtime runs kernels with
    // sub-groups of one work-item, a size the device does not report, and
    // code sized by the reported sub-group sizes breaks
    // (test/SYCL/opt-level.test).
    if (Error E = offloading::wrapSYCLBinaries(
            Wrapper, ArrayRef<char>(Binary.data(), Binary.size())))
      return fail(Tool, std::move(E));
    SmallString<128> Path(TempStem + "-sycl-wrapper.o");
    if (!SaveTemps)
      if (std::error_code EC =
              sys::fs::createTemporaryFile("sycl-wrapper", "o", Path))
        return fail(Tool, "cannot create a temporary file: " + EC.message());
    WrapperObject = Path.str().str();
    Temps.push_back(WrapperObject);
    if (Error E = emitHostObject(Wrapper, HostTriple, WrapperObject))
      return fail(Tool, std::move(E));
    if (SaveTemps && writeFile(Tool, TempStem + "-sycl-device.out", Binary))
      return 1;
  }

  // The registration object goes before the first library, so that
  // __sycl_register_lib resolves against the SYCL runtime the link names.
  std::vector<StringRef> Argv{LinkerPath};
  bool Placed = WrapperObject.empty();
  for (const std::string &A : LinkerArgs) {
    if (!Placed && StringRef(A).starts_with("-l")) {
      Argv.push_back(WrapperObject);
      Placed = true;
    }
    Argv.push_back(A);
  }
  if (!Placed)
    Argv.push_back(WrapperObject);
  if (Verbose || DryRun)
    printCommand(Argv);
  int Result = 0;
  if (!DryRun) {
    std::string ErrMsg;
    Result = sys::ExecuteAndWait(LinkerPath, Argv, std::nullopt, {}, 0, 0,
                                 &ErrMsg);
    if (Result < 0)
      Result = fail(Tool, "cannot run " + LinkerPath + ": " + ErrMsg);
  }
  if (!SaveTemps)
    for (const std::string &T : Temps)
      sys::fs::remove(T);
  return Result;
}
