//===- SPIRVBuiltinsSubGroup.cpp - Sub-group votes, ballots, shuffles -----===//
//
// The sub-group functions that have no work-group twin (the collectives are
// in SPIRVBuiltinsGroup.cpp, the queries in SPIRVBuiltinsWorkItem.cpp,
// sub_group_barrier in SPIRVBuiltinsSync.cpp):
//  - cl_khr_subgroup_non_uniform_vote, _ballot, _shuffle,
//    _shuffle_relative and _rotate, as OpGroupNonUniform* at Subgroup scope;
//  - cl_intel_subgroups shuffles and buffer and image block reads / writes,
//    as OpSubgroupShuffle*INTEL / OpSubgroup[Image]Block{Read,Write}INTEL
//    (SPV_INTEL_subgroups);
//  - cl_intel_media_block_io's reads and writes of image blocks, as
//    OpSubgroupImageMediaBlock{Read,Write}INTEL (SPV_INTEL_media_block_io);
//  - the translator's spellings of every group instruction
//    (__spirv_GroupNonUniformIAdd(scope, operation, x),
//    __spirv_SubgroupShuffleINTEL...), their Scope and GroupOperation as
//    constant call operands.
// All are emitted by lowerGroupInstruction from the instruction's grammar.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;
namespace GO = llvm::SPIRV::GroupOperation;

namespace {
struct SubGroupBuiltin {
  StringRef Name;
  unsigned Opcode;
  uint32_t Operation; // where the instruction has a GroupOperation
  unsigned Arity;
  uint8_t PredicateOperands;
  bool PredicateResult;
  uint8_t ConstantOperands;
};
} // namespace

static const SubGroupBuiltin SubGroupBuiltins[] = {
    // cl_khr_subgroup_non_uniform_vote.
    {"sub_group_elect", SPIRV::OpGroupNonUniformElect, 0, 0, 0, true, 0},
    {"sub_group_non_uniform_all", SPIRV::OpGroupNonUniformAll, 0, 1, 1, true, 0},
    {"sub_group_non_uniform_any", SPIRV::OpGroupNonUniformAny, 0, 1, 1, true, 0},
    {"sub_group_non_uniform_all_equal", SPIRV::OpGroupNonUniformAllEqual, 0, 1, 0, true, 0},
    // cl_khr_subgroup_ballot. Before SPIR-V 1.5 the index of a non-uniform
    // broadcast must be a constant: another index is a shuffle (lower).
    {"sub_group_non_uniform_broadcast", SPIRV::OpGroupNonUniformBroadcast, 0, 2, 0, false, 0},
    {"sub_group_broadcast_first", SPIRV::OpGroupNonUniformBroadcastFirst, 0, 1, 0, false, 0},
    {"sub_group_ballot", SPIRV::OpGroupNonUniformBallot, 0, 1, 1, false, 0},
    {"sub_group_inverse_ballot", SPIRV::OpGroupNonUniformInverseBallot, 0, 1, 0, true, 0},
    {"sub_group_ballot_bit_extract", SPIRV::OpGroupNonUniformBallotBitExtract, 0, 2, 0, true, 0},
    {"sub_group_ballot_bit_count", SPIRV::OpGroupNonUniformBallotBitCount, GO::Reduce, 1, 0, false, 0},
    {"sub_group_ballot_inclusive_scan", SPIRV::OpGroupNonUniformBallotBitCount, GO::InclusiveScan, 1, 0, false, 0},
    {"sub_group_ballot_exclusive_scan", SPIRV::OpGroupNonUniformBallotBitCount, GO::ExclusiveScan, 1, 0, false, 0},
    {"sub_group_ballot_find_lsb", SPIRV::OpGroupNonUniformBallotFindLSB, 0, 1, 0, false, 0},
    {"sub_group_ballot_find_msb", SPIRV::OpGroupNonUniformBallotFindMSB, 0, 1, 0, false, 0},
    // cl_khr_subgroup_shuffle and _shuffle_relative.
    {"sub_group_shuffle", SPIRV::OpGroupNonUniformShuffle, 0, 2, 0, false, 0},
    {"sub_group_shuffle_xor", SPIRV::OpGroupNonUniformShuffleXor, 0, 2, 0, false, 0},
    {"sub_group_shuffle_up", SPIRV::OpGroupNonUniformShuffleUp, 0, 2, 0, false, 0},
    {"sub_group_shuffle_down", SPIRV::OpGroupNonUniformShuffleDown, 0, 2, 0, false, 0},
    // cl_khr_subgroup_rotate (SPV_KHR_subgroup_rotate, which only
    // --spirv-ext allows); the cluster size must be a constant power of 2.
    {"sub_group_rotate", SPIRV::OpGroupNonUniformRotateKHR, 0, 2, 0, false, 0},
    {"sub_group_clustered_rotate", SPIRV::OpGroupNonUniformRotateKHR, 0, 3, 0, false, 1u << 2},
    // cl_intel_subgroups.
    {"intel_sub_group_shuffle", SPIRV::OpSubgroupShuffleINTEL, 0, 2, 0, false, 0},
    {"intel_sub_group_shuffle_xor", SPIRV::OpSubgroupShuffleXorINTEL, 0, 2, 0, false, 0},
    {"intel_sub_group_shuffle_down", SPIRV::OpSubgroupShuffleDownINTEL, 0, 3, 0, false, 0},
    {"intel_sub_group_shuffle_up", SPIRV::OpSubgroupShuffleUpINTEL, 0, 3, 0, false, 0},
};

/// The number of parameters \p N's name gives, or, for a name mangled
/// without any (the translator's `_Z26__spirv_GroupBitwiseAndKHR`), the
/// declaration's, whose IR types then stand for them (withParamTypes).
static unsigned givenParams(const BuiltinName &N) {
  return N.Params.empty() ? N.F.arg_size() : N.Params.size();
}

/// \p D with the declaration's parameter types as its operand types if
/// \p SignatureOK and every parameter type is known; else refused.
static BuiltinDescription withParamTypes(BuiltinDescription D, const BuiltinName &N,
                                         bool SignatureOK) {
  // An image is a named type to the demangler; the IR has its type. A name
  // without parameters leaves them to the IR, but for pointers (no
  // pointee).
  for (unsigned I = 0; SignatureOK && I < givenParams(N); ++I) {
    Type *T = I < N.Params.size() ? N.Params[I].Ty : N.F.getArg(I)->getType();
    if (I >= N.Params.size() && T->isPointerTy())
      T = nullptr;
    if (!T && I < N.F.arg_size() && isOpaqueHandleType(N.F.getArg(I)->getType()))
      T = N.F.getArg(I)->getType();
    // The translator mangles a boolean operand (OpGroupLogicalAndKHR's) as
    // an int; the IR has the boolean.
    if (T && T->isIntegerTy() && I < N.F.arg_size() &&
        N.F.getArg(I)->getType()->isIntegerTy(1))
      T = N.F.getArg(I)->getType();
    SignatureOK = T;
    D.ParamTypes.push_back(T);
  }
  if (!SignatureOK) {
    D.ParamTypes.clear();
    D.Unsupported = unsupportedSignature(N);
  }
  return D;
}

/// The capabilities whose instructions the translator's __spirv_ spellings
/// may name (not OpGroupAsyncCopy / OpGroupWaitEvents, which share Groups).
/// SPV_KHR_uniform_group_instructions' OpGroup*KHR,
/// SPV_NV_shader_subgroup_partitioned's OpGroupNonUniformPartitionNV and
/// SPV_INTEL_media_block_io's OpSubgroupImageMediaBlock*INTEL need the
/// extension allowed, which SPIRVCheckModule says per call.
static bool isGroupInstruction(const SPIRV::GrammarInstruction &GI) {
  namespace C = SPIRV::Capability;
  if (GI.Opcode == SPIRV::Op::OpGroupAsyncCopy || GI.Opcode == SPIRV::Op::OpGroupWaitEvents)
    return false;
  for (SPIRV::Extension E : GI.Avail.extensions())
    if (E != SPIRV::Extension::SPV_INTEL_subgroups &&
        E != SPIRV::Extension::SPV_KHR_uniform_group_instructions &&
        E != SPIRV::Extension::SPV_NV_shader_subgroup_partitioned)
      return false;
  for (uint32_t Cap : GI.Avail.capabilities())
    switch (Cap) {
    case C::Groups: case C::GroupNonUniform: case C::GroupNonUniformVote:
    case C::GroupNonUniformArithmetic: case C::GroupNonUniformBallot:
    case C::GroupNonUniformShuffle: case C::GroupNonUniformShuffleRelative:
    case C::GroupNonUniformClustered: case C::SubgroupShuffleINTEL:
    case C::SubgroupBufferBlockIOINTEL: case C::SubgroupImageBlockIOINTEL:
    case C::GroupUniformArithmeticKHR: case C::GroupNonUniformPartitionedNV:
    case C::SubgroupImageMediaBlockIOINTEL:
      return true;
    default:
      break;
    }
  return false;
}

/// Whether \p Image is a 2D image that is neither a depth image nor an
/// array: what the image block reads and writes take (the Level-Zero SPIR-V
/// programming guide).
static bool isBlockImage(Type *Image) {
  return Image && isImageType(Image) &&
         imageParam(Image, ImageParam::Dim) == SPIRV::Dim::Dim2D &&
         !imageParam(Image, ImageParam::Depth) && !imageParam(Image, ImageParam::Arrayed);
}

/// Whether an image block read or write may take \p Image at \p Coord with
/// \p Data, the value read or written: a block image, an int2 coordinate,
/// integer data.
static bool isImageBlockAccess(Type *Image, Type *Coord, Type *Data) {
  auto *C = dyn_cast_or_null<FixedVectorType>(Coord);
  return isBlockImage(Image) && C && C->getNumElements() == 2 &&
         C->getElementType()->isIntegerTy(32) && Data && Data->getScalarType()->isIntegerTy();
}

/// \p D refused when its image block read (\p Read) or write takes
/// \p Image of an access qualifier OpenCL C does not give it: the
/// cl_intel_subgroups and cl_intel_media_block_io specifications read blocks
/// of read_only and read_write images and write blocks to write_only and
/// read_write ones. SPIR-V does not say, spirv-val accepts either, and the
/// GPU compiler's library has no such function.
static BuiltinDescription withBlockImageAccess(BuiltinDescription D, Type *Image,
                                               bool Read) {
  if (!D.Unsupported.empty() || !Image || !isImageType(Image))
    return D;
  unsigned Access = imageParam(Image, ImageParam::Access);
  if (Access == (Read ? SPIRV::AccessQualifier::WriteOnly : SPIRV::AccessQualifier::ReadOnly))
    D.Unsupported = ("builtin " + D.Name +
                     (Read ? " of a write-only image (OpenCL C's image block reads take read_only "
                             "and read_write images)"
                           : " to a read-only image (OpenCL C's image block writes take write_only "
                             "and read_write images)"))
                        .str();
  return D;
}

/// __spirv_<Instruction> of a group instruction.
static std::optional<BuiltinDescription> describeTranslatorSpelling(const BuiltinName &N) {
  if (!N.Name.starts_with("__spirv_"))
    return std::nullopt;
  std::string OpName = ("Op" + N.Name.drop_front(strlen("__spirv_"))).str();
  const SPIRV::GrammarInstruction *GI = SPIRV::lookupInstruction(OpName);
  if (!GI || !isGroupInstruction(*GI))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::SubGroup, SubGroupFamily, N);
  D.GroupOpcode = SPIRV::getTargetOpcode(*GI);
  D.GroupOperandsInCall = true;
  // The call's operands are the instruction's after its result, one for one
  // (the optional ClusterSize may be left out).
  unsigned Ids = 0, Required = 0;
  for (const SPIRV::GrammarOperand &O : GI->operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType || O.Kind == SPIRV::OperandKind::IdResult)
      continue;
    if (O.Kind == SPIRV::OperandKind::IdScope || O.Kind == SPIRV::OperandKind::GroupOperation)
      D.ConstantOperands |= 1u << Ids;
    ++Ids;
    Required += O.Quant == SPIRV::Quantifier::One;
  }
  bool OK = givenParams(N) >= Required && givenParams(N) <= Ids &&
            N.F.arg_size() == givenParams(N);
  // The image block accesses take what the OpenCL C forms take.
  bool Read = D.GroupOpcode == SPIRV::OpSubgroupImageBlockReadINTEL;
  bool Write = D.GroupOpcode == SPIRV::OpSubgroupImageBlockWriteINTEL;
  if (OK && (Read || Write))
    OK = isImageBlockAccess(N.F.getArg(0)->getType(), N.F.getArg(1)->getType(),
                            Read ? N.F.getReturnType() : N.F.getArg(2)->getType());
  bool MediaRead = D.GroupOpcode == SPIRV::OpSubgroupImageMediaBlockReadINTEL;
  if (OK && (Read || Write || MediaRead ||
             D.GroupOpcode == SPIRV::OpSubgroupImageMediaBlockWriteINTEL))
    return withBlockImageAccess(withParamTypes(D, N, OK), N.F.getArg(0)->getType(),
                                Read || MediaRead);
  return withParamTypes(D, N, OK);
}

/// intel_sub_group_block_read[_us|_uc|_ui|_ul][2|4|8|16](const global T *)
/// and intel_sub_group_block_write...(global T *, T data), and their image
/// forms (image2d_t, int2 coordinate[, T data]).
static std::optional<BuiltinDescription> describeBlockIO(const BuiltinName &N) {
  bool Read = N.Name.starts_with("intel_sub_group_block_read");
  if (!Read && !N.Name.starts_with("intel_sub_group_block_write"))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::SubGroup, SubGroupFamily, N);
  D.GroupOpcode = Read ? SPIRV::OpSubgroupBlockReadINTEL : SPIRV::OpSubgroupBlockWriteINTEL;
  if (N.F.arg_size() && isImageType(N.F.getArg(0)->getType())) {
    // The image forms: (image, int2 coordinate[, data]), on the 2D images
    // that are neither depth images nor arrays (the Level-Zero SPIR-V programming guide).
    D.GroupOpcode =
        Read ? SPIRV::OpSubgroupImageBlockReadINTEL : SPIRV::OpSubgroupImageBlockWriteINTEL;
    bool OK = N.Params.size() == (Read ? 2u : 3u) &&
              isImageBlockAccess(N.F.getArg(0)->getType(), N.Params[1].Ty,
                                 Read ? N.F.getReturnType() : N.Params.back().Ty);
    return withBlockImageAccess(withParamTypes(D, N, OK), N.F.getArg(0)->getType(), Read);
  }
  auto *Ptr = N.Params.empty() ? nullptr : dyn_cast_or_null<TypedPointerType>(N.Params[0].Ty);
  Type *Data = Read ? N.F.getReturnType()
                    : (N.Params.size() == 2 ? N.Params[1].Ty : nullptr);
  bool OK = Ptr && Ptr->getAddressSpace() == SPIRVAS::CrossWorkgroup && Data &&
            N.Params.size() == (Read ? 1u : 2u) &&
            Data->getScalarType() == Ptr->getElementType() &&
            Ptr->getElementType()->isIntegerTy();
  return withParamTypes(D, N, OK);
}

/// intel_sub_group_media_block_read_{uc,us,ui}[n](int2 coordinate, int
/// width, int height, image2d_t) and ..._write_...(int2 coordinate, int
/// width, int height, T data, image2d_t): the instruction's operands, the
/// image moved from last to first.
static std::optional<BuiltinDescription> describeMediaBlockIO(const BuiltinName &N) {
  bool Read = N.Name.starts_with("intel_sub_group_media_block_read");
  if (!Read && !N.Name.starts_with("intel_sub_group_media_block_write"))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::SubGroup, SubGroupFamily, N);
  D.GroupOpcode = Read ? SPIRV::OpSubgroupImageMediaBlockReadINTEL
                       : SPIRV::OpSubgroupImageMediaBlockWriteINTEL;
  D.ImageLast = true;
  unsigned Arity = Read ? 4 : 5;
  auto Param = [&](unsigned I) { return I < N.Params.size() ? N.Params[I].Ty : nullptr; };
  auto *Coord = dyn_cast_or_null<FixedVectorType>(Param(0));
  Type *Data = Read ? N.F.getReturnType() : Param(3);
  Type *Int = Type::getInt32Ty(N.F.getContext());
  bool OK = N.Params.size() == Arity && N.F.arg_size() == Arity &&
            isBlockImage(N.F.getArg(Arity - 1)->getType()) && Coord &&
            Coord->getNumElements() == 2 && Coord->getElementType() == Int &&
            Param(1) == Int && Param(2) == Int && Data && Data->getScalarType()->isIntegerTy();
  return withBlockImageAccess(withParamTypes(D, N, OK), N.F.getArg(Arity - 1)->getType(),
                              Read);
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (!N.Mangled && !N.Name.starts_with("__spirv_"))
    return std::nullopt;
  if (std::optional<BuiltinDescription> D = describeTranslatorSpelling(N))
    return D;
  if (!N.Mangled)
    return std::nullopt;
  if (std::optional<BuiltinDescription> D = describeBlockIO(N))
    return D;
  if (std::optional<BuiltinDescription> D = describeMediaBlockIO(N))
    return D;
  const SubGroupBuiltin *S = findByName(SubGroupBuiltins, N.Name);
  if (!S)
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::SubGroup, SubGroupFamily, N);
  D.GroupOpcode = S->Opcode;
  D.GroupScope = SPIRV::Scope::Subgroup;
  D.GroupOperation = S->Operation;
  D.PredicateOperands = S->PredicateOperands;
  D.PredicateResult = S->PredicateResult;
  D.ConstantOperands = S->ConstantOperands;
  Type *Ret = N.F.getReturnType();
  bool RetOK = S->PredicateResult ? Ret->isIntegerTy(32) : !Ret->isVoidTy();
  return withParamTypes(D, N, N.Params.size() == S->Arity && RetOK);
}

/// A non-uniform broadcast whose index is not a constant, which SPIR-V
/// allows only from 1.5 on (the version cap is lower), is the shuffle of
/// the same operands: the same value where the index is uniform, as the
/// broadcast requires.
static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  if (D.ImageLast) {
    CallLowering::CallLoweringInfo Moved = Info;
    BuiltinDescription ImageFirst = D;
    std::rotate(Moved.OrigArgs.begin(), Moved.OrigArgs.end() - 1, Moved.OrigArgs.end());
    std::rotate(ImageFirst.ParamTypes.begin(), ImageFirst.ParamTypes.end() - 1,
                ImageFirst.ParamTypes.end());
    return lowerGroupInstruction(B, Moved, ImageFirst);
  }
  if (D.GroupOpcode == SPIRV::OpGroupNonUniformBroadcast &&
      !isa<ConstantInt>(Info.CB->getArgOperand(Info.CB->arg_size() - 1))) {
    BuiltinDescription Shuffle = D;
    Shuffle.GroupOpcode = SPIRV::OpGroupNonUniformShuffle;
    return lowerGroupInstruction(B, Info, Shuffle);
  }
  return lowerGroupInstruction(B, Info, D);
}

const BuiltinFamilyImpl llvm::SubGroupFamily = {describe, checkGroupCall, lower};
