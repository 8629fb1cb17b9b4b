//===- SPIRVTargetMachine.cpp - The SPIR-V target machine -----------------===//
//
// The pipeline: LLVM's IR passes and the target's (one job each, see
// SPIRV.h) -> IRTranslator ->
// Legalizer -> RegBankSelect -> type inference -> InstructionSelect ->
// SPIRVAsmPrinter, which writes the whole module at the end. Values stay in
// virtual registers: SPIR-V ids are unlimited and SSA, so there is no
// register allocation, no frame and no late machine optimization.
//
//===----------------------------------------------------------------------===//

#include "SPIRVTargetMachine.h"
#include "SPIRVTargetTransformInfo.h"
#include "GISel/SPIRVLegalizerInfo.h"
#include "SPIRV.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleState.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "llvm/MC/MCStreamer.h"
#include "TargetInfo/SPIRVTargetInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/GlobalISel/IRTranslator.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelect.h"
#include "llvm/CodeGen/GlobalISel/Legalizer.h"
#include "llvm/CodeGen/GlobalISel/RegBankSelect.h"
#include "llvm/CodeGen/MIRParser/MIParser.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCSectionSPIRV.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Pass.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Transforms/Scalar.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"

using namespace llvm;

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializeSPIRVTarget() {
  RegisterTargetMachine<SPIRVTargetMachine> X(getTheSPIRV32Target());
  RegisterTargetMachine<SPIRVTargetMachine> Y(getTheSPIRV64Target());

  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeGlobalISel(PR);
  initializeSPIRVModuleStatePass(PR);
  initializeSPIRVInlineDefinitionsPass(PR);
  initializeSPIRVPromoteBFloatPass(PR);
  initializeSPIRVLowerIntrinsicsPass(PR);
  initializeSPIRVCheckModulePass(PR);
  initializeSPIRVPrivateGlobalsPass(PR);
  initializeSPIRVExpandConstantExprsPass(PR);
  initializeSPIRVPrivateAllocasPass(PR);
  initializeSPIRVLowerMemIntrinsicsPass(PR);
  initializeSPIRVSplitSwitchEdgesPass(PR);
  initializeSPIRVAlignAtomicsPass(PR);
  initializeSPIRVExpandHandleSelectsPass(PR);
  initializeSPIRVLegacyHandlesPass(PR);
  initializeSPIRVUnwrapBuiltinValuesPass(PR);
  initializeSPIRVLowerWorkItemsPass(PR);
  initializeSPIRVDecidePointeesPass(PR);
  initializeSPIRVAccessChainsPass(PR);
  initializeSPIRVTypeInferencePass(PR);
}

/// The data layouts Clang uses for these triples, so that its IR needs no
/// change.
static std::string computeDataLayout(const Triple &TT) {
  std::string Pointers = TT.getArch() == Triple::spirv32 ? "-p:32:32" : "";
  return "e" + Pointers +
         "-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-"
         "v512:512-v1024:1024-n8:16:32:64-G1";
}

namespace {
/// SPIR-V has no sections; every global goes to the one text section.
class SPIRVTargetObjectFile : public TargetLoweringObjectFile {
public:
  MCSection *getExplicitSectionGlobal(const GlobalObject *, SectionKind,
                                      const TargetMachine &) const override {
    return TextSection;
  }
  MCSection *SelectSectionForGlobal(const GlobalObject *, SectionKind,
                                    const TargetMachine &) const override {
    return TextSection;
  }
};
} // namespace

SPIRVTargetMachine::SPIRVTargetMachine(const Target &T, const Triple &TT,
                                       StringRef CPU, StringRef FS,
                                       const TargetOptions &Options,
                                       std::optional<Reloc::Model> RM,
                                       std::optional<CodeModel::Model> CM,
                                       CodeGenOptLevel OL, bool JIT)
    : CodeGenTargetMachineImpl(T, computeDataLayout(TT), TT, CPU, FS, Options,
                               RM.value_or(Reloc::PIC_),
                               getEffectiveCodeModel(CM, CodeModel::Small), OL),
      TLOF(std::make_unique<SPIRVTargetObjectFile>()),
      Subtarget(TT, CPU.empty() ? "generic" : CPU, FS, *this) {
  initAsmInfo();
  // GlobalISel is the only instruction selector; its failures must not fall
  // back to SelectionDAG, which this target does not have.
  setGlobalISel(true);
  setFastISel(false);
  setO0WantsFastISel(false);
  setGlobalISelAbort(GlobalISelAbortMode::Enable);
  setRequiresStructuredCFG(false);
}

SPIRVTargetMachine::~SPIRVTargetMachine() = default;

MachineFunctionInfo *SPIRVTargetMachine::createMachineFunctionInfo(
    BumpPtrAllocator &Allocator, const Function &F,
    const TargetSubtargetInfo *STI) const {
  return SPIRVMachineFunctionInfo::create<SPIRVMachineFunctionInfo>(Allocator, F,
                                                                    STI);
}

yaml::MachineFunctionInfo *SPIRVTargetMachine::createDefaultFuncInfoYAML() const {
  return new yaml::SPIRVFunctionInfo();
}

yaml::MachineFunctionInfo *
SPIRVTargetMachine::convertFuncInfoToYAML(const MachineFunction &MF) const {
  return new yaml::SPIRVFunctionInfo(*MF.getInfo<SPIRVMachineFunctionInfo>());
}

bool SPIRVTargetMachine::parseMachineFunctionInfo(
    const yaml::MachineFunctionInfo &MFI, PerFunctionMIParsingState &PFS,
    SMDiagnostic &Error, SMRange &SourceRange) const {
  return PFS.MF.getInfo<SPIRVMachineFunctionInfo>()->initializeFromYAML(
      static_cast<const yaml::SPIRVFunctionInfo &>(MFI), PFS, Error,
      SourceRange);
}

namespace {
/// IRTranslator, with the module-wide decisions reachable from call
/// lowering (the builtin catalog, pointees) through the function's info.
class SPIRVIRTranslator : public IRTranslator {
public:
  using IRTranslator::IRTranslator;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
    IRTranslator::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    MF.getInfo<SPIRVMachineFunctionInfo>()->setModuleState(
        getAnalysis<SPIRVModuleState>());
    return IRTranslator::runOnMachineFunction(MF);
  }
};

class SPIRVPassConfig : public TargetPassConfig {
public:
  SPIRVPassConfig(SPIRVTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {}

  /// LLVM's generic IR passes that SPIR-V needs, then the target's.
  /// TargetPassConfig::addIRPasses would also add loop strength reduction
  /// (it rewrites typed address arithmetic into byte offsets and pointer
  /// induction variables, which SPIR-V's typed pointers express badly, and
  /// its analyses cost a third of compile time) and constant hoisting (SPIR-V
  /// constants are module-level ids), which only global switches turn off;
  /// setting those would also change the next compile in the same process
  /// (clang-linker-wrapper's host code). The rest of its list does nothing
  /// for a kernel: memcmp merging and expansion (the target enables no
  /// memcmp expansion), GC lowering (kernels have no GC strategy), vector
  /// libraries, partial inlining of sqrt (no fast sqrt), and mcount-style
  /// instrumentation (kernels cannot call the host's profiler).
  ///
  /// The input is verified by whoever made or read it (llc verifies the
  /// module it parses; Clang, its own output when asked to), so no verifier
  /// runs first here: it would check the same module again. The one
  /// TargetPassConfig adds after these passes checks what they made.
  void addIRPasses() override {
    addPass(createUnreachableBlockEliminationPass());
    // Forms the target's own passes lower: masked loads and stores as
    // branches and plain accesses, vector.reduce.* as shuffles and extracts.
    addPass(createScalarizeMaskedMemIntrinLegacyPass());
    addPass(createExpandReductionsPass());
    // Atomics Level-Zero lacks (8- and 16-bit, vectors) as compare-exchange
    // loops on 32-bit words (SPIRVTargetLowering).
    addPass(createSPIRVAlignAtomicsPass());
    addPass(createAtomicExpandLegacyPass());
    addPass(createSPIRVLegacyHandlesPass());
    addPass(createSPIRVUnwrapBuiltinValuesPass());
    addPass(createSPIRVInlineDefinitionsPass());
    addPass(createSPIRVPromoteBFloatPass());
    // Generic accesses whose object is private, local or global become
    // accesses of that storage class (SPIRVTargetTransformInfo.h), before
    // the intrinsics they feed become builtin calls. The optimization
    // pipeline did this per translation unit; here the SYCL device link's
    // module has every helper internal, so a helper's generic parameters
    // take the storage class of what all its callers pass.
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createInferAddressSpacesPass());
    addPass(createSPIRVLowerIntrinsicsPass());
    // The division and float conversions of integers wider than 64 bits
    // that the expansions above make (fptosi.sat to i128) become loops too,
    // as those in the input did before addIRPasses.
    addPass(createExpandIRInstsPass(getOptLevel()));
    addPass(createSPIRVCheckModulePass());
    addPass(createSPIRVPrivateGlobalsPass());
    addPass(createSPIRVExpandConstantExprsPass());
    addPass(createSPIRVPrivateAllocasPass());
    addPass(createSPIRVLowerMemIntrinsicsPass());
    addPass(createSPIRVExpandHandleSelectsPass());
    addPass(createSPIRVSplitSwitchEdgesPass());
    addPass(createSPIRVLowerWorkItemsPass());
    addPass(createSPIRVDecidePointeesPass());
    addPass(createSPIRVAccessChainsPass());
  }
  // CodeGenPrepare sinks address arithmetic into byte offsets per use,
  // which SPIR-V's typed pointers express badly.
  void addCodeGenPrepare() override {}

  bool addIRTranslator() override {
    addPass(new SPIRVIRTranslator(getOptLevel()));
    return false;
  }
  bool addLegalizeMachineIR() override {
    addPass(createSPIRVLegalizerPass());
    return false;
  }
  bool addRegBankSelect() override {
    addPass(new RegBankSelect());
    return false;
  }
  void addPreGlobalInstructionSelect() override {
    addPass(createSPIRVTypeInferencePass());
  }
  bool addGlobalInstructionSelect() override {
    addPass(new InstructionSelect(getOptLevel()));
    return false;
  }

  // After selection the function is final: SPIR-V keeps SSA values in ids,
  // so none of the register allocation, frame or layout passes apply.
  void addMachinePasses() override {}
};
} // namespace

Expected<std::unique_ptr<MCStreamer>>
SPIRVTargetMachine::createMCStreamer(raw_pwrite_stream &Out,
                                     raw_pwrite_stream *DwoOut,
                                     CodeGenFileType FileType, MCContext &Ctx) {
  if (FileType != CodeGenFileType::ObjectFile)
    return CodeGenTargetMachineImpl::createMCStreamer(Out, DwoOut, FileType, Ctx);
  return createSPIRVObjectStreamer(getTarget(), getTargetTriple(), Ctx, Out,
                                   *getMCInstrInfo(), *getMCRegisterInfo(),
                                   *getMCSubtargetInfo(), Options.MCOptions);
}

TargetTransformInfo
SPIRVTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(std::make_unique<SPIRVTTIImpl>(this, F));
}

namespace {
/// A legacy pass of the target (a ModulePass on a Module, a FunctionPass on
/// a Function), run by the new pass manager. The passes listed in
/// SPIRVPassRegistry.def use no legacy analyses, so the pass runs as it is;
/// what it changed is not preserved.
template <typename LegacyT, typename IRUnitT>
class SPIRVLegacyPassAdapter
    : public PassInfoMixin<SPIRVLegacyPassAdapter<LegacyT, IRUnitT>> {
  LegacyT *(*Create)();

public:
  explicit SPIRVLegacyPassAdapter(LegacyT *(*Create)()) : Create(Create) {}
  PreservedAnalyses run(IRUnitT &IR, AnalysisManager<IRUnitT> &) {
    std::unique_ptr<LegacyT> P(Create());
    bool Changed;
    if constexpr (std::is_same_v<IRUnitT, Module>)
      Changed = P->runOnModule(IR);
    else
      Changed = P->runOnFunction(IR);
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};
} // namespace

void SPIRVTargetMachine::registerPassBuilderCallbacks(PassBuilder &PB) {
  // Address-space inference (SPIRVTargetTransformInfo.h) right after
  // inlining, where a callee's generic accesses meet the caller's objects,
  // and before SROA, which then promotes what no longer goes through a
  // cast; and again after the scalar optimizations, which forward stored
  // pointers to their loads.
  PB.registerCGSCCOptimizerLateEPCallback(
      [](CGSCCPassManager &CGPM, OptimizationLevel Level) {
        if (Level.getSpeedupLevel() == 0) // -O0 (Os and Oz are 2)
          return;
        CGPM.addPass(createCGSCCToFunctionPassAdaptor(InferAddressSpacesPass()));
      });
  PB.registerScalarOptimizerLateEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level.getSpeedupLevel() != 0)
          FPM.addPass(InferAddressSpacesPass());
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define SPIRV_MODULE_PASS(NAME, CREATE_PASS)                                   \
  if (Name == NAME)                                                            \
    return MPM.addPass(SPIRVLegacyPassAdapter<ModulePass, Module>(CREATE_PASS)), \
           true;
#include "SPIRVPassRegistry.def"
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define SPIRV_FUNCTION_PASS(NAME, CREATE_PASS)                                 \
  if (Name == NAME)                                                            \
    return FPM.addPass(                                                        \
               SPIRVLegacyPassAdapter<FunctionPass, Function>(CREATE_PASS)),   \
           true;
#include "SPIRVPassRegistry.def"
        return false;
      });
}

TargetPassConfig *SPIRVTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new SPIRVPassConfig(*this, PM);
}
