//===- Validate.cpp - SPIRV-Tools validation and Level-Zero environment rules ===//
#include "Validate.h"
#include "SPIRVGrammarEnums.inc"
#include "SPIRVInfo.h"

#include <spirv-tools/libspirv.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace zecpu {
namespace {

namespace G = llvm::SPIRV;

spv_target_env universalEnv(uint32_t Version) {
  switch ((Version >> 8) & 0xFF) {
  case 0: return SPV_ENV_UNIVERSAL_1_0;
  case 1: return SPV_ENV_UNIVERSAL_1_1;
  case 2: return SPV_ENV_UNIVERSAL_1_2;
  case 3: return SPV_ENV_UNIVERSAL_1_3;
  case 4: return SPV_ENV_UNIVERSAL_1_4;
  case 5: return SPV_ENV_UNIVERSAL_1_5;
  default: return SPV_ENV_UNIVERSAL_1_6;
  }
}

bool isAtomic(uint32_t Op) {
  switch (Op) {
  case G::Op::OpAtomicLoad: case G::Op::OpAtomicStore: case G::Op::OpAtomicExchange:
  case G::Op::OpAtomicCompareExchange: case G::Op::OpAtomicCompareExchangeWeak:
  case G::Op::OpAtomicIIncrement: case G::Op::OpAtomicIDecrement: case G::Op::OpAtomicIAdd:
  case G::Op::OpAtomicISub: case G::Op::OpAtomicSMin: case G::Op::OpAtomicUMin: case G::Op::OpAtomicSMax:
  case G::Op::OpAtomicUMax: case G::Op::OpAtomicAnd: case G::Op::OpAtomicOr: case G::Op::OpAtomicXor:
  case G::Op::OpAtomicFlagTestAndSet: case G::Op::OpAtomicFlagClear: case G::Op::OpAtomicFAddEXT:
  case G::Op::OpAtomicFMinEXT: case G::Op::OpAtomicFMaxEXT:
    return true;
  default:
    return false;
  }
}

bool isSubGroupCapability(uint32_t C) {
  namespace Cap = G::Capability;
  switch (C) {
  case Cap::GroupNonUniform: case Cap::GroupNonUniformVote: case Cap::GroupNonUniformArithmetic:
  case Cap::GroupNonUniformBallot: case Cap::GroupNonUniformShuffle: case Cap::GroupNonUniformShuffleRelative:
  case Cap::GroupNonUniformClustered: case Cap::GroupNonUniformQuad: case Cap::SubgroupShuffleINTEL:
  case Cap::SubgroupBufferBlockIOINTEL: case Cap::SubgroupImageBlockIOINTEL: case Cap::SubgroupDispatch:
    return true;
  default:
    return false;
  }
}

bool isSubGroupBuiltIn(uint32_t B) {
  namespace BI = G::BuiltIn;
  switch (B) {
  case BI::SubgroupSize: case BI::SubgroupMaxSize: case BI::NumSubgroups: case BI::NumEnqueuedSubgroups:
  case BI::SubgroupId: case BI::SubgroupLocalInvocationId: case BI::SubgroupEqMask: case BI::SubgroupGeMask:
  case BI::SubgroupGtMask: case BI::SubgroupLeMask: case BI::SubgroupLtMask:
    return true;
  default:
    return false;
  }
}

/// The capability's name as SPIRV-Tools' disassembler writes it.
std::string capabilityName(uint32_t C) {
  const uint32_t Words[] = {0x07230203u, 0x00010000u, 0, 1, 0, (2u << 16) | G::Op::OpCapability, C};
  spv_context Ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  spv_text Text = nullptr;
  std::string Name = std::to_string(C);
  if (spvBinaryToText(Ctx, Words, sizeof(Words) / 4, SPV_BINARY_TO_TEXT_OPTION_NO_HEADER, &Text, nullptr) ==
          SPV_SUCCESS &&
      Text) {
    std::string S(Text->str, Text->length);
    size_t At = S.find("OpCapability ");
    if (At != std::string::npos) {
      Name = S.substr(At + 13);
      Name.erase(Name.find_last_not_of(" \n") + 1);
    }
  }
  spvTextDestroy(Text);
  spvContextDestroy(Ctx);
  return Name;
}

bool isFloatAtomic(uint32_t Op) {
  return Op == G::Op::OpAtomicFAddEXT || Op == G::Op::OpAtomicFMinEXT || Op == G::Op::OpAtomicFMaxEXT ||
         Op == G::Op::OpAtomicLoad || Op == G::Op::OpAtomicStore || Op == G::Op::OpAtomicExchange;
}

/// The rules of the Level-Zero SPIR-V programming guide ("Validation Rules", "Kernel Arguments"), checked
/// over the instructions SPIRV-Tools has parsed.
class EnvironmentCheck {
public:
  EnvironmentCheck(const DeviceLimits &L, std::string &Log) : Limits(L), Log(Log) {}

  void instruction(const spv_parsed_instruction_t &I) {
    const uint32_t *W = I.words;
    auto Word = [&](unsigned Operand) { return W[I.operands[Operand].offset]; };
    if (I.result_id) {
      Insts[I.result_id] = {I.opcode, std::vector<uint32_t>(W, W + I.num_words)};
      if (I.type_id)
        TypeOf[I.result_id] = I.type_id;
    }
    switch (I.opcode) {
    case G::Op::OpCapability:
      Caps.insert(Word(0));
      capability(Word(0));
      if (isSubGroupCapability(Word(0)))
        subGroups("capability " + capabilityName(Word(0)));
      if ((Word(0) == G::Capability::AtomicFloat16MinMaxEXT || Word(0) == G::Capability::AtomicFloat32MinMaxEXT ||
           Word(0) == G::Capability::AtomicFloat64MinMaxEXT) &&
          !Limits.FloatAtomicMinMax)
        problem("the module uses floating-point atomic min / max (capability " + capabilityName(Word(0)) +
                "), which " + Limits.Name + " does not have");
      break;
    case G::Op::OpExtension: {
      std::string Name = reinterpret_cast<const char *>(W + I.operands[0].offset);
      if (Limits.Extensions &&
          std::find(Limits.Extensions->begin(), Limits.Extensions->end(), Name) == Limits.Extensions->end())
        problem("the module declares extension " + Name + ", which " + Limits.Name + " does not report");
      break;
    }
    case G::Op::OpMemoryModel:
      if (Word(0) != G::AddressingModel::Physical64)
        problem("the addressing model must be Physical64");
      if (Word(1) != G::MemoryModel::OpenCL)
        problem("the memory model must be OpenCL");
      break;
    case G::Op::OpEntryPoint:
      if (Word(0) != G::ExecutionModel::Kernel)
        problem("entry point %" + std::to_string(Word(1)) + ": the execution model must be Kernel");
      EntryPoints.insert(Word(1));
      break;
    case G::Op::OpTypeInt:
      if (Word(2) != 0)
        problem("OpTypeInt %" + std::to_string(I.result_id) + ": signedness must be 0");
      if (Word(1) != 8 && Word(1) != 16 && Word(1) != 32 && Word(1) != 64)
        problem("OpTypeInt %" + std::to_string(I.result_id) + ": width " + std::to_string(Word(1)));
      break;
    case G::Op::OpTypeFloat:
      if (Word(1) != 16 && Word(1) != 32 && Word(1) != 64)
        problem("OpTypeFloat %" + std::to_string(I.result_id) + ": width " + std::to_string(Word(1)));
      break;
    case G::Op::OpTypeVector: {
      uint32_t N = Word(2);
      if (N != 2 && N != 3 && N != 4 && N != 8 && N != 16)
        problem("OpTypeVector %" + std::to_string(I.result_id) + ": " + std::to_string(N) + " components");
      break;
    }
    case G::Op::OpTypeImage:
      image(I, Word);
      if (!Limits.Images)
        problem("OpTypeImage %" + std::to_string(I.result_id) + ": " + Limits.Name + " has no images");
      break;
    case G::Op::OpImageWrite:
      if (I.num_operands > 3)
        problem("OpImageWrite must not have image operands");
      break;
    case G::Op::OpImageRead:
    case G::Op::OpImageSampleExplicitLod:
      if (I.num_operands > 4 && (Word(4) & G::ImageOperands::ConstOffset))
        problem("image reads must not use ConstOffset");
      break;
    case G::Op::OpFunction:
      Current = I.result_id;
      Functions[Current].ReturnType = I.type_id;
      break;
    case G::Op::OpFunctionParameter:
      Functions[Current].Params.push_back({I.result_id, I.type_id});
      break;
    case G::Op::OpExecutionMode:
      if (Word(1) == G::ExecutionMode::SubgroupSize && I.num_operands > 2) {
        uint32_t Size = Word(2);
        subGroups("a required sub-group size");
        const std::vector<uint32_t> &Sizes = Limits.SubGroupSizes;
        if (!Sizes.empty() && std::find(Sizes.begin(), Sizes.end(), Size) == Sizes.end())
          problem("kernel %" + std::to_string(Word(0)) + " requires sub-group size " + std::to_string(Size) +
                  ", which " + Limits.Name + " does not have");
      }
      break;
    case G::Op::OpDecorate:
      if (Word(1) == G::Decoration::BuiltIn && I.num_operands > 2 && isSubGroupBuiltIn(Word(2)))
        subGroups("a sub-group built-in variable");
      if (Word(1) == G::Decoration::FuncParamAttr && I.num_operands > 2 &&
          Word(2) == G::FunctionParameterAttribute::ByVal)
        ByVal.insert(Word(0));
      break;
    case G::Op::OpFunctionCall:
      Functions[Current].Callees.insert(Word(2));
      break;
    default:
      break;
    }
    if (isAtomic(I.opcode))
      Atomics.push_back({I.opcode, I.result_id ? Word(2) : Word(0),
                         I.opcode == G::Op::OpAtomicStore ? Word(3) : 0, I.type_id});
    for (unsigned Op = 0, Scopes = 0; Op < I.num_operands; ++Op)
      if (I.operands[Op].type == SPV_OPERAND_TYPE_SCOPE_ID)
        ScopeUses.push_back({I.opcode, Scopes++, Word(Op)});
  }

  /// The checks that need the whole module.
  void finish() {
    for (uint32_t F : EntryPoints)
      kernelInterface(F);
    for (const AtomicUse &A : Atomics)
      atomic(A);
    for (const ScopeUse &S : ScopeUses)
      scope(S);
    recursion();
  }

private:
  struct Inst {
    uint32_t Opcode;
    std::vector<uint32_t> Words;
  };
  struct Function {
    uint32_t ReturnType = 0;
    std::vector<std::pair<uint32_t, uint32_t>> Params; // id, type
    std::set<uint32_t> Callees;
  };
  struct AtomicUse {
    uint32_t Opcode, Pointer, StoredValue, ResultType;
  };
  struct ScopeUse {
    uint32_t Opcode, Index, Id;
  };

  void problem(const std::string &What) { Log += "Level-Zero environment: " + What + "\n"; }

  const Inst *inst(uint32_t Id) const {
    auto It = Insts.find(Id);
    return It == Insts.end() ? nullptr : &It->second;
  }

  template <typename WordFn> void image(const spv_parsed_instruction_t &I, WordFn Word) {
    std::string Name = "OpTypeImage %" + std::to_string(I.result_id) + ": ";
    const Inst *Sampled = inst(Word(1));
    if (!Sampled || Sampled->Opcode != G::Op::OpTypeVoid)
      problem(Name + "the sampled type must be OpTypeVoid");
    uint32_t Dim = Word(2), Arrayed = Word(4), MS = Word(5), SampledUse = Word(6), Format = Word(7);
    if (SampledUse != 0)
      problem(Name + "Sampled must be 0");
    if (MS != 0)
      problem(Name + "MS must be 0");
    if (Arrayed && Dim != G::Dim::Dim1D && Dim != G::Dim::Dim2D)
      problem(Name + "only 1D and 2D images may be arrayed");
    if (Format != G::ImageFormat::Unknown)
      problem(Name + "the image format must be Unknown");
    if (I.num_operands < 9) // result id, 7 operands, then the access qualifier
      problem(Name + "the access qualifier must be present");
  }

  /// Allowed kernel argument types (the Level-Zero SPIR-V programming guide, "Kernel Arguments"); doubles
  /// too when the device has fp64 and the module declares Float64. \p IsByVal:
  /// the type is (inside) the pointee of a ByVal pointer, OpenCL's encoding of
  /// a struct passed by value. The Level-Zero SPIR-V programming guide does
  /// not list that pointer; its pointee is plain memory, so arrays of allowed types may appear there
  /// (SYCL kernel objects hold them).
  bool argumentType(uint32_t Type, bool InStruct, bool IsByVal, std::string &Why) const {
    const Inst *T = inst(Type);
    if (!T)
      return Why = "unknown type", false;
    switch (T->Opcode) {
    case G::Op::OpTypeInt:
      return true;
    case G::Op::OpTypeFloat:
      if (T->Words[2] == 64 && !(Limits.Fp64 && Caps.count(G::Capability::Float64)))
        return Why = "a 64-bit float (" + Limits.Name + " has no fp64)", false;
      return true;
    case G::Op::OpTypeVector:
      return argumentType(T->Words[2], true, IsByVal, Why);
    case G::Op::OpTypeArray:
      if (!IsByVal)
        return Why = "an array", false;
      return argumentType(T->Words[2], true, IsByVal, Why);
    case G::Op::OpTypeStruct:
      for (size_t M = 2; M < T->Words.size(); ++M)
        if (!argumentType(T->Words[M], true, IsByVal, Why))
          return Why = "a struct member that is " + Why, false;
      return true;
    case G::Op::OpTypePointer: {
      uint32_t SC = T->Words[2];
      if (InStruct || SC == G::StorageClass::CrossWorkgroup || SC == G::StorageClass::Workgroup ||
          SC == G::StorageClass::UniformConstant)
        return true;
      // A struct passed by value (OpenCL's encoding): the struct's rules.
      if (SC == G::StorageClass::Function && IsByVal)
        return argumentType(T->Words[3], false, true, Why);
      return Why = "a pointer to storage class " + std::to_string(SC), false;
    }
    case G::Op::OpTypeSampler:
    case G::Op::OpTypeImage:
      if (!InStruct)
        return true;
      [[fallthrough]];
    default:
      return Why = "of opcode " + std::to_string(T->Opcode), false;
    }
  }

  void kernelInterface(uint32_t F) {
    auto It = Functions.find(F);
    if (It == Functions.end())
      return;
    std::string Kernel = "kernel %" + std::to_string(F);
    const Inst *Ret = inst(It->second.ReturnType);
    if (!Ret || Ret->Opcode != G::Op::OpTypeVoid)
      problem(Kernel + ": the return type must be void");
    for (size_t P = 0; P < It->second.Params.size(); ++P) {
      std::string Why;
      auto [Id, Type] = It->second.Params[P];
      if (!argumentType(Type, false, ByVal.count(Id) != 0, Why))
        problem(Kernel + ": parameter " + std::to_string(P) + " is " + Why);
    }
  }

  uint32_t storageClassOf(uint32_t Value) const {
    auto T = TypeOf.find(Value);
    const Inst *P = T == TypeOf.end() ? nullptr : inst(T->second);
    return P && P->Opcode == G::Op::OpTypePointer ? P->Words[2] : ~0u;
  }

  void atomic(const AtomicUse &A) {
    std::string Name = "atomic instruction (opcode " + std::to_string(A.Opcode) + ")";
    uint32_t SC = storageClassOf(A.Pointer);
    if (SC != G::StorageClass::Function && SC != G::StorageClass::Workgroup &&
        SC != G::StorageClass::CrossWorkgroup && SC != G::StorageClass::Generic)
      problem(Name + ": the pointer must be Function, Workgroup, CrossWorkgroup or Generic");
    if (A.Opcode == G::Op::OpAtomicFlagTestAndSet || A.Opcode == G::Op::OpAtomicFlagClear)
      return;
    uint32_t Type = A.ResultType;
    if (A.Opcode == G::Op::OpAtomicStore) {
      auto It = TypeOf.find(A.StoredValue);
      Type = It == TypeOf.end() ? 0 : It->second;
    }
    const Inst *T = inst(Type);
    if (T && T->Opcode == G::Op::OpTypeInt &&
        (T->Words[2] == 32 || (T->Words[2] == 64 && Caps.count(G::Capability::Int64Atomics))))
      return;
    if (T && T->Opcode == G::Op::OpTypeFloat && isFloatAtomic(A.Opcode))
      return;
    problem(Name + ": the value must be a 32-bit integer (64-bit with Int64Atomics)");
  }

  void scope(const ScopeUse &S) {
    const Inst *C = inst(S.Id);
    if (!C || C->Opcode != G::Op::OpConstant || C->Words.size() < 4) {
      problem("a scope operand must be a constant");
      return;
    }
    uint32_t V = C->Words[3];
    // OpControlBarrier has an execution then a memory scope; atomics and
    // OpMemoryBarrier have only a memory scope; group instructions only an
    // execution scope.
    bool Memory = isAtomic(S.Opcode) || S.Opcode == G::Op::OpMemoryBarrier ||
                  (S.Opcode == G::Op::OpControlBarrier && S.Index == 1);
    bool Ok;
    if (Memory)
      Ok = V == G::Scope::CrossDevice || V == G::Scope::Device || V == G::Scope::Workgroup ||
           V == G::Scope::Invocation || V == G::Scope::Subgroup;
    else if (S.Opcode == G::Op::OpGroupAsyncCopy || S.Opcode == G::Op::OpGroupWaitEvents)
      Ok = V == G::Scope::Workgroup;
    else
      Ok = V == G::Scope::Workgroup || V == G::Scope::Subgroup;
    if (!Ok)
      problem(std::string(Memory ? "memory" : "execution") + " scope " + std::to_string(V) + " of opcode " +
              std::to_string(S.Opcode) + " is not allowed");
    if (!Memory && V == G::Scope::Subgroup)
      subGroups("an instruction at sub-group scope");
  }

  /// A declared capability the device lacks: Float64 on a device without
  /// fp64; where the device lists its capabilities, one it does not list
  /// and the Level-Zero environment does not give every such device.
  void capability(uint32_t C) {
    namespace Cap = G::Capability;
    if (C == Cap::Float64 && !Limits.Fp64) {
      problem("the module needs capability Float64, which " + Limits.Name + " does not have (no fp64)");
      return;
    }
    // The OpenCL SPIR-V environment has pipes and device-side enqueue, the
    // Level-Zero one does not, whatever the device under it reports.
    if (C == Cap::Pipes || C == Cap::PipeStorage || C == Cap::DeviceEnqueue) {
      problem("the module declares capability " + capabilityName(C) +
              ", which the Level-Zero SPIR-V environment specification does not have");
      return;
    }
    if (!Limits.Capabilities ||
        std::find(Limits.Capabilities->begin(), Limits.Capabilities->end(), C) != Limits.Capabilities->end())
      return;
    switch (C) {
    case Cap::Addresses: case Cap::Linkage: case Cap::Kernel: case Cap::Vector16: case Cap::Int8:
    case Cap::Int16: case Cap::Int64: case Cap::Float16Buffer: case Cap::GenericPointer: case Cap::Groups:
      return;
    case Cap::ImageBasic: case Cap::ImageReadWrite: case Cap::LiteralSampler: case Cap::Sampled1D:
    case Cap::Image1D: case Cap::SampledBuffer: case Cap::ImageBuffer: case Cap::ImageQuery:
      if (Limits.Images)
        return;
      break;
    default:
      break;
    }
    problem("the module declares capability " + capabilityName(C) + ", which " + Limits.Name + " does not report");
  }

  /// The module uses sub-groups (\p What): a problem on a device without.
  void subGroups(const std::string &What) {
    if (Limits.SubGroupSizes.empty() && !SubGroupsReported) {
      SubGroupsReported = true;
      problem("the module uses sub-groups (" + What + "), which " + Limits.Name + " does not have");
    }
  }

  /// The static call graph must be acyclic.
  void recursion() {
    std::map<uint32_t, int> State; // 1: on the stack, 2: done
    std::function<bool(uint32_t)> Visit = [&](uint32_t F) {
      int &St = State[F];
      if (St == 1)
        return problem("function %" + std::to_string(F) + " is recursive"), false;
      if (St == 2)
        return true;
      St = 1;
      auto It = Functions.find(F);
      if (It != Functions.end())
        for (uint32_t Callee : It->second.Callees)
          if (!Visit(Callee))
            return false;
      State[F] = 2;
      return true;
    };
    for (auto &KV : Functions)
      if (!Visit(KV.first))
        return;
  }

  const DeviceLimits &Limits;
  std::string &Log;
  std::map<uint32_t, Inst> Insts;
  std::map<uint32_t, uint32_t> TypeOf;
  std::set<uint32_t> Caps, EntryPoints, ByVal;
  std::map<uint32_t, Function> Functions;
  uint32_t Current = 0;
  std::vector<AtomicUse> Atomics;
  std::vector<ScopeUse> ScopeUses;
  bool SubGroupsReported = false;
};

std::string takeDiagnostic(spv_diagnostic &D) {
  std::string S = D && D->error ? D->error : "";
  if (D && !D->isTextSource && D->position.index)
    S = "word " + std::to_string(D->position.index) + ": " + S;
  spvDiagnosticDestroy(D);
  D = nullptr;
  return S;
}

} // namespace

bool validateModule(const std::vector<uint32_t> &Words, const DeviceLimits &Limits, std::string &Log) {
  size_t Before = Log.size();
  if (Words.size() < 5 || Words[0] != 0x07230203u) {
    Log += "not a SPIR-V module in host byte order\n";
    return false;
  }
  uint32_t Version = Words[1];
  if ((Version & 0xFF0000FFu) || Version < 0x00010000u || Version > 0x00010600u) {
    Log += "unknown SPIR-V version word 0x" + [&] {
      char Buf[16];
      snprintf(Buf, sizeof(Buf), "%08x", Version);
      return std::string(Buf);
    }() + "\n";
    return false;
  }
  if (Version > Limits.SpirvVersion) {
    Log += "SPIR-V " + spirv_info::versionString(Version) + " is newer than the highest version " + Limits.Name + " reads (" +
           spirv_info::versionString(Limits.SpirvVersion) + ")\n";
    return false;
  }
  spv_context Ctx = spvContextCreate(universalEnv(Version));
  spv_const_binary_t Binary = {Words.data(), Words.size()};
  spv_diagnostic Diag = nullptr;
  spv_validator_options Options = spvValidatorOptionsCreate();
  if (spvValidateWithOptions(Ctx, Options, &Binary, &Diag) != SPV_SUCCESS)
    Log += "invalid SPIR-V (SPIRV-Tools validator): " + takeDiagnostic(Diag) + "\n";
  spvValidatorOptionsDestroy(Options);
  if (Log.size() == Before) {
    EnvironmentCheck Check(Limits, Log);
    spv_result_t R = spvBinaryParse(
        Ctx, &Check, Words.data(), Words.size(), nullptr,
        [](void *Self, const spv_parsed_instruction_t *I) {
          static_cast<EnvironmentCheck *>(Self)->instruction(*I);
          return SPV_SUCCESS;
        },
        &Diag);
    if (R != SPV_SUCCESS)
      Log += "invalid SPIR-V: " + takeDiagnostic(Diag) + "\n";
    else
      Check.finish();
  }
  spvDiagnosticDestroy(Diag);
  spvContextDestroy(Ctx);
  return Log.size() == Before;
}

} // namespace zecpu
