//===- SPIRVSubtarget.cpp - SPIR-V subtarget ------------------------------===//

#include "SPIRVSubtarget.h"
#include "GISel/SPIRVCallLowering.h"
#include "GISel/SPIRVLegalizerInfo.h"
#include "GISel/SPIRVRegisterBankInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVRequirements.h"
#include "SPIRVTargetMachine.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "SPIRVGenSubtargetInfo.inc"

static cl::opt<SPIRVEnvironment> EnvironmentOpt(
    "spirv-environment",
    cl::desc("The SPIR-V client environment whose rules the module follows"),
    cl::init(SPIRVEnvironment::OpenCL),
    cl::values(clEnumValN(SPIRVEnvironment::OpenCL, "opencl",
                          "the OpenCL SPIR-V environment specification "
                          "(default)"),
               clEnumValN(SPIRVEnvironment::LevelZero, "level-zero",
                          "the Level-Zero SPIR-V environment specification: "
                          "also no pipes, no device-side enqueue, its image "
                          "table")));

static cl::opt<std::string> MaxVersionOpt(
    "spirv-max-version",
    cl::desc("Newest SPIR-V version the module may declare (e.g. 1.2); content "
             "that needs more is an error"),
    cl::value_desc("major.minor"));

// A list, so that Clang's driver can add the SPIR-V extensions of the
// OpenCL extensions the user enabled (-cl-ext) before the user's own items.
static cl::list<std::string> ExtensionsOpt(
    "spirv-ext",
    cl::desc("SPIR-V extensions the module may use: a comma-separated list of "
             "+SPV_X (allow), -SPV_X (forbid) and 'all', applied in order "
             "(and over repeated options) to the default set "
             "(SPV_INTEL_subgroups, SPV_EXT_shader_atomic_float_add, "
             "SPV_EXT_shader_atomic_float_min_max)"),
    cl::value_desc("+SPV_X,-SPV_Y,all"), cl::CommaSeparated);

namespace llvm {
InstructionSelector *createSPIRVInstructionSelector(const SPIRVTargetMachine &TM,
                                                    const SPIRVSubtarget &STI,
                                                    const RegisterBankInfo &RBI);
} // namespace llvm

/// The version cap: the triple's sub-architecture (spirv64v1.2) and the
/// command-line option both lower it; without either it is the newest
/// version the grammar describes. A malformed option sets \p Error.
static SPIRV::VersionWord computeMaxVersion(const Triple &TT,
                                            std::string &Error) {
  SPIRV::VersionWord Max = SPIRV::grammarVersion();
  switch (TT.getSubArch()) {
  case Triple::SPIRVSubArch_v10: Max = SPIRV::makeVersion(1, 0); break;
  case Triple::SPIRVSubArch_v11: Max = SPIRV::makeVersion(1, 1); break;
  case Triple::SPIRVSubArch_v12: Max = SPIRV::makeVersion(1, 2); break;
  case Triple::SPIRVSubArch_v13: Max = SPIRV::makeVersion(1, 3); break;
  case Triple::SPIRVSubArch_v14: Max = SPIRV::makeVersion(1, 4); break;
  case Triple::SPIRVSubArch_v15: Max = SPIRV::makeVersion(1, 5); break;
  case Triple::SPIRVSubArch_v16: Max = SPIRV::makeVersion(1, 6); break;
  default: break;
  }
  if (!MaxVersionOpt.empty()) {
    unsigned Major = 0, Minor = 0;
    StringRef Text = MaxVersionOpt;
    auto [MajorText, MinorText] = Text.split('.');
    if (MajorText.getAsInteger(10, Major) || MinorText.getAsInteger(10, Minor) ||
        Major != 1) {
      Error = ("invalid -spirv-max-version '" + Text + "': expected 1.N").str();
      return Max;
    }
    Max = std::min(Max, SPIRV::makeVersion(Major, Minor));
  }
  return Max;
}

/// The capabilities that extension \p E brings, when it brings some and the
/// Kernel environment may declare none of them (each needs Shader or a
/// capability that does): an extension for graphics content. Empty
/// otherwise.
static std::vector<StringRef> shaderOnlyCapabilities(SPIRV::Extension E) {
  std::vector<StringRef> Names;
  for (const SPIRV::GrammarEnumerant &C :
       SPIRV::enumerants(SPIRV::OperandKind::Capability)) {
    if (!is_contained(C.Avail.extensions(), E))
      continue;
    if (SPIRVRequirements::isKernelEnvironmentCapability(C.Value))
      return {};
    Names.push_back(C.Name);
  }
  return Names;
}

/// Why extension \p E cannot matter in a valid module of the Kernel
/// environment, for the extensions whose grammar entries do not say so
/// through Shader: graphics content by the extension's own specification,
/// the Vulkan memory model, pipes (under \p Env Level-Zero; blocking pipes
/// in any), and content SPIRV-Tools 2025.5 rejects whatever the module
/// declares. Empty for the others.
static StringRef kernelIrrelevanceReason(SPIRV::Extension E,
                                         SPIRVEnvironment Env) {
  using X = SPIRV::Extension;
  switch (E) {
  case X::SPV_KHR_post_depth_coverage:
    return "its execution mode PostDepthCoverage is for the Fragment "
           "execution model, which the Kernel environment does not have";
  case X::SPV_KHR_fragment_shader_barycentric:
    return "its built-ins BaryCoordKHR and BaryCoordNoPerspKHR and its "
           "decoration PerVertexKHR are for the Fragment execution model, "
           "which the Kernel environment does not have";
  case X::SPV_KHR_maximal_reconvergence:
    return "its one execution mode, MaximallyReconvergesKHR, needs Shader, "
           "which the Kernel environment does not have";
  case X::SPV_EXT_descriptor_indexing:
    return "its capabilities index arrays of descriptors (buffers, texel "
           "buffers, images, input attachments); in the Kernel environment "
           "images are kernel arguments, never arrays, and the other "
           "capabilities need Shader";
  case X::SPV_KHR_16bit_storage:
    return "its capabilities allow 16-bit values in the StorageBuffer, "
           "Uniform, PushConstant, Input and Output storage classes, which "
           "need Shader; kernels have 16-bit values in every storage class "
           "through Int16, Float16 and Float16Buffer";
  case X::SPV_KHR_vulkan_memory_model:
    return "the Level-Zero SPIR-V environment specification requires the "
           "OpenCL memory model; the capabilities of this extension are "
           "those of the Vulkan memory model";
  case X::SPV_ALTERA_blocking_pipes:
  case X::SPV_INTEL_blocking_pipes:
    if (Env == SPIRVEnvironment::LevelZero)
      return "its instructions read and write pipes, which the Level-Zero "
             "SPIR-V environment specification does not have "
             "(-spirv-environment=level-zero)";
    return "SPIRV-Headers 1.4.335 gives its instructions a result type and "
           "a result that the extension's instructions do not have, so "
           "SPIRV-Tools 2025.5 rejects every use";
  case X::SPV_INTEL_memory_access_aliasing:
    return "SPIRV-Tools 2025.5's validator rejects its declarations "
           "OpAliasDomainDeclINTEL, OpAliasScopeDeclINTEL and "
           "OpAliasScopeListDeclINTEL at module scope (\"must appear in a "
           "block\"); !alias.scope and !noalias stay hints";
  case X::SPV_ALTERA_arbitrary_precision_integers:
    return "its integer widths other than 8, 16, 32 and 64 are invalid to "
           "SPIRV-Tools 2025.5's validator and to the Level-Zero "
           "environment; such integers are widened";
  default:
    return {};
  }
}

/// The extensions a module may use. By default, what the Level-Zero SPIR-V
/// environment lets a module declare: SPV_INTEL_subgroups, which every
/// environment must accept, and SPV_EXT_shader_atomic_float_add and
/// SPV_EXT_shader_atomic_float_min_max, which environments with
/// ZE_extension_float_atomics accept (the CPU driver refuses min / max on a
/// device whose OpenCL library lacks them). Not
/// SPV_EXT_shader_atomic_float16_add: the Khronos reader does not know it.
/// The user's list (LLVM's --spirv-ext syntax) then allows (+), forbids (-)
/// or allows everything (all), item by item; a malformed item sets \p Error.
/// Allowing an extension the target's grammar does not describe adds a
/// warning to \p Warnings: nothing the target emits can need it (the
/// translator's RUN lines name such extensions beside those a module uses),
/// and content that would need it is refused by name where it is met.
static SPIRV::ExtensionSet
computeAllowedExtensions(SPIRVEnvironment Env, std::string &Error,
                         std::vector<std::string> &Warnings) {
  SPIRV::ExtensionSet Allowed;
  Allowed.set(static_cast<unsigned>(SPIRV::Extension::SPV_INTEL_subgroups));
  Allowed.set(static_cast<unsigned>(
      SPIRV::Extension::SPV_EXT_shader_atomic_float_add));
  Allowed.set(static_cast<unsigned>(
      SPIRV::Extension::SPV_EXT_shader_atomic_float_min_max));
  for (StringRef Item : ExtensionsOpt) {
    Item = Item.trim();
    if (Item == "all") {
      Allowed.set();
      continue;
    }
    StringRef Given = Item;
    bool Allow = Item.consume_front("+");
    if ((!Allow && !Item.consume_front("-")) || !Item.starts_with("SPV_")) {
      Error = ("invalid --spirv-ext item '" + Given +
               "': expected +SPV_..., -SPV_... or all")
                  .str();
      return Allowed;
    }
    std::optional<SPIRV::Extension> E = SPIRV::lookupExtension(Item);
    if (!E) {
      // Forbidding what the target never declares needs no knowledge of it.
      if (Allow)
        Warnings.push_back(("extension " + Item +
                            " is not supported (--spirv-ext): the SPIR-V "
                            "grammar the target is built from does not "
                            "describe it, so the module will not use it")
                               .str());
      continue;
    }
    if (Allow) {
      std::vector<StringRef> Caps = shaderOnlyCapabilities(*E);
      if (!Caps.empty()) {
        Warnings.push_back(("extension " + Item +
                            " is not supported (--spirv-ext): its "
                            "capabilities (" + join(Caps, ", ") +
                            ") need Shader, which the Kernel environment of "
                            "the Level-Zero SPIR-V environment "
                            "specification does not have")
                               .str());
        continue;
      }
      if (StringRef Reason = kernelIrrelevanceReason(*E, Env); !Reason.empty()) {
        Warnings.push_back(("extension " + Item +
                            " is not supported (--spirv-ext): " + Reason)
                               .str());
        continue;
      }
    }
    Allowed.set(static_cast<unsigned>(*E), Allow);
  }
  return Allowed;
}

SPIRVSubtarget::SPIRVSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                               const SPIRVTargetMachine &TM)
    : SPIRVGenSubtargetInfo(TT, CPU, /*TuneCPU=*/CPU, FS),
      PointerSize(TT.getArch() == Triple::spirv32 ? 32 : 64),
      Environment(EnvironmentOpt), MaxVersion(computeMaxVersion(TT, OptionError)),
      AllowedExtensions(computeAllowedExtensions(Environment, OptionError, OptionWarnings)), InstrInfo(*this),
      TLInfo(TM, *this) {
  ParseSubtargetFeatures(CPU, CPU, FS);
  CallLoweringInfo = std::make_unique<SPIRVCallLowering>(TLInfo);
  Legalizer = std::make_unique<SPIRVLegalizerInfo>(*this);
  auto RBI = std::make_unique<SPIRVRegisterBankInfo>();
  InstSelector.reset(createSPIRVInstructionSelector(TM, *this, *RBI));
  RegBankInfo = std::move(RBI);
}

SPIRVSubtarget::~SPIRVSubtarget() = default;
