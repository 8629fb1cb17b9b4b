//===- SPIRVBuiltinsPipe.cpp - OpenCL 2.x pipes ---------------------------===//
//
// The pipe builtins of OpenCL C 2.0 as Clang writes them (__read_pipe_2,
// __write_pipe_4, __reserve_read_pipe, __work_group_commit_write_pipe,
// __get_pipe_num_packets_ro..., is_valid_reserve_id) and the translator's
// __spirv_ReadPipe, __spirv_GroupReserveReadPipePackets,
// __spirv_CreatePipeFromPipeStorage_read..., as the OpenCL SPIR-V
// environment's pipe instructions: each call's operands are the
// instruction's in the grammar's order, after the execution scope that a
// work_group_ / sub_group_ name fixes. Pipes are target("spirv.Pipe",
// Access) values, reservations target("spirv.ReserveId"). The Level-Zero
// SPIR-V environment has no pipes: SPIRVCheckModule refuses these calls
// under -spirv-environment=level-zero.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
namespace Scope = llvm::SPIRV::Scope;

static const GrammarOrderBuiltin PipeBuiltins[] = {
    // Clang's (CodeGen of OpenCL C's pipe functions): the packet size and
    // alignment come last, as in the instructions.
    {"__read_pipe_2", SPIRV::OpReadPipe},
    {"__write_pipe_2", SPIRV::OpWritePipe},
    {"__read_pipe_4", SPIRV::OpReservedReadPipe},
    {"__write_pipe_4", SPIRV::OpReservedWritePipe},
    {"__reserve_read_pipe", SPIRV::OpReserveReadPipePackets},
    {"__reserve_write_pipe", SPIRV::OpReserveWritePipePackets},
    {"__commit_read_pipe", SPIRV::OpCommitReadPipe},
    {"__commit_write_pipe", SPIRV::OpCommitWritePipe},
    {"__work_group_reserve_read_pipe", SPIRV::OpGroupReserveReadPipePackets, Scope::Workgroup},
    {"__work_group_reserve_write_pipe", SPIRV::OpGroupReserveWritePipePackets, Scope::Workgroup},
    {"__work_group_commit_read_pipe", SPIRV::OpGroupCommitReadPipe, Scope::Workgroup},
    {"__work_group_commit_write_pipe", SPIRV::OpGroupCommitWritePipe, Scope::Workgroup},
    {"__sub_group_reserve_read_pipe", SPIRV::OpGroupReserveReadPipePackets, Scope::Subgroup},
    {"__sub_group_reserve_write_pipe", SPIRV::OpGroupReserveWritePipePackets, Scope::Subgroup},
    {"__sub_group_commit_read_pipe", SPIRV::OpGroupCommitReadPipe, Scope::Subgroup},
    {"__sub_group_commit_write_pipe", SPIRV::OpGroupCommitWritePipe, Scope::Subgroup},
    {"__get_pipe_num_packets_ro", SPIRV::OpGetNumPipePackets},
    {"__get_pipe_num_packets_wo", SPIRV::OpGetNumPipePackets},
    {"__get_pipe_max_packets_ro", SPIRV::OpGetMaxPipePackets},
    {"__get_pipe_max_packets_wo", SPIRV::OpGetMaxPipePackets},
    {"is_valid_reserve_id", SPIRV::OpIsValidReserveId},
    // The translator's: the instruction's name, a group instruction's
    // scope as the first operand.
    {"__spirv_ReadPipe", SPIRV::OpReadPipe},
    {"__spirv_WritePipe", SPIRV::OpWritePipe},
    {"__spirv_ReservedReadPipe", SPIRV::OpReservedReadPipe},
    {"__spirv_ReservedWritePipe", SPIRV::OpReservedWritePipe},
    {"__spirv_ReserveReadPipePackets", SPIRV::OpReserveReadPipePackets},
    {"__spirv_ReserveWritePipePackets", SPIRV::OpReserveWritePipePackets},
    {"__spirv_CommitReadPipe", SPIRV::OpCommitReadPipe},
    {"__spirv_CommitWritePipe", SPIRV::OpCommitWritePipe},
    {"__spirv_IsValidReserveId", SPIRV::OpIsValidReserveId},
    {"__spirv_GetNumPipePackets", SPIRV::OpGetNumPipePackets},
    {"__spirv_GetMaxPipePackets", SPIRV::OpGetMaxPipePackets},
    {"__spirv_GroupReserveReadPipePackets", SPIRV::OpGroupReserveReadPipePackets},
    {"__spirv_GroupReserveWritePipePackets", SPIRV::OpGroupReserveWritePipePackets},
    {"__spirv_GroupCommitReadPipe", SPIRV::OpGroupCommitReadPipe},
    {"__spirv_GroupCommitWritePipe", SPIRV::OpGroupCommitWritePipe},
    // The result's access in the name.
    {"__spirv_CreatePipeFromPipeStorage_read", SPIRV::OpCreatePipeFromPipeStorage},
    {"__spirv_CreatePipeFromPipeStorage_write", SPIRV::OpCreatePipeFromPipeStorage},
};

/// The access qualifier of the pipe an instruction reads packets from
/// (ReadOnly) or writes them to (WriteOnly); none where either kind serves
/// (OpGetNumPipePackets, OpGetMaxPipePackets).
static std::optional<unsigned> pipeAccess(unsigned Opcode) {
  switch (Opcode) {
  case SPIRV::OpReadPipe:
  case SPIRV::OpReservedReadPipe:
  case SPIRV::OpReserveReadPipePackets:
  case SPIRV::OpCommitReadPipe:
  case SPIRV::OpGroupReserveReadPipePackets:
  case SPIRV::OpGroupCommitReadPipe:
    return SPIRV::AccessQualifier::ReadOnly;
  case SPIRV::OpWritePipe:
  case SPIRV::OpReservedWritePipe:
  case SPIRV::OpReserveWritePipePackets:
  case SPIRV::OpCommitWritePipe:
  case SPIRV::OpGroupReserveWritePipePackets:
  case SPIRV::OpGroupCommitWritePipe:
    return SPIRV::AccessQualifier::WriteOnly;
  default:
    return std::nullopt;
  }
}

static bool isPipeOf(Type *T, std::optional<unsigned> Access) {
  return isPipeType(T) &&
         (!Access || cast<TargetExtType>(T)->getIntParameter(0) == *Access);
}

/// The SPIR-V type of a pipe instruction's id operand \p Operand (counted
/// without the scope) or result, of IR type \p T, as the SPIR-V
/// specification gives each instruction's: a pipe of the access the
/// instruction needs first (a reservation for OpIsValidReserveId, pipe
/// storage for OpCreatePipeFromPipeStorage); the reservation second where
/// the instruction uses one; the packet pointer, a generic pointer to bytes;
/// 32-bit integers (packet counts, indices, sizes and alignments) for the
/// rest. Other types would make instructions that the validator lets
/// through and no consumer can run.
static Type *operandType(const GrammarOrderBuiltin &E, unsigned Operand, Type *T) {
  unsigned Op = E.Opcode;
  bool MakesReservation = Op == SPIRV::OpReserveReadPipePackets ||
                          Op == SPIRV::OpReserveWritePipePackets ||
                          Op == SPIRV::OpGroupReserveReadPipePackets ||
                          Op == SPIRV::OpGroupReserveWritePipePackets;
  bool IsReserveId = isPlainTargetType(T, ReserveIdTypeName);
  if (Operand == GrammarOrderResult) {
    bool OK = MakesReservation                        ? IsReserveId
              : Op == SPIRV::OpIsValidReserveId       ? T->isIntegerTy(1)
              : Op == SPIRV::OpCreatePipeFromPipeStorage
                  ? isPipeOf(T, E.Name.ends_with("_read")
                                    ? SPIRV::AccessQualifier::ReadOnly
                                    : SPIRV::AccessQualifier::WriteOnly)
                  : T->isIntegerTy(32);
    return OK ? T : nullptr;
  }
  if (Operand == 0) {
    bool OK = Op == SPIRV::OpIsValidReserveId ? IsReserveId
              : Op == SPIRV::OpCreatePipeFromPipeStorage
                  ? isPlainTargetType(T, PipeStorageTypeName)
                  : isPipeOf(T, pipeAccess(Op));
    return OK ? T : nullptr;
  }
  bool UsesReservation = Op == SPIRV::OpReservedReadPipe ||
                         Op == SPIRV::OpReservedWritePipe ||
                         Op == SPIRV::OpCommitReadPipe || Op == SPIRV::OpCommitWritePipe ||
                         Op == SPIRV::OpGroupCommitReadPipe ||
                         Op == SPIRV::OpGroupCommitWritePipe;
  if (Operand == 1 && UsesReservation)
    return IsReserveId ? T : nullptr;
  unsigned PointerOperand = Op == SPIRV::OpReadPipe || Op == SPIRV::OpWritePipe ? 1
                            : Op == SPIRV::OpReservedReadPipe ||
                                    Op == SPIRV::OpReservedWritePipe
                                ? 3
                                : ~0u;
  if (Operand == PointerOperand)
    return T->isPointerTy() ? typedPointer(Type::getInt8Ty(T->getContext()),
                                           SPIRVAS::Generic)
                            : nullptr;
  return T->isIntegerTy(32) ? T : nullptr;
}

/// SPV_INTEL_blocking_pipes' (ALTERA's) blocking read and write: the
/// extension's instructions have no result, but SPIRV-Headers 1.4.335 gives
/// them a result type and a result in place of the pipe and the pointer, so
/// SPIRV-Tools 2025.5 rejects every module that uses one (the pipe "is not
/// a type id").
static bool isBlockingPipeName(StringRef Name) {
  return Name == "__spirv_ReadPipeBlockingINTEL" ||
         Name == "__spirv_WritePipeBlockingINTEL" ||
         Name == "__spirv_ReadPipeBlockingALTERA" ||
         Name == "__spirv_WritePipeBlockingALTERA";
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (isBlockingPipeName(N.Name)) {
    BuiltinDescription D = newDescription(BuiltinFamily::Pipe, PipeFamily, N);
    D.Unsupported = ("builtin " + N.Name +
                     " (SPIRV-Headers 1.4.335 gives its instruction a result "
                     "type and a result that the SPV_INTEL_blocking_pipes "
                     "instruction does not have, so SPIRV-Tools 2025.5 rejects "
                     "every use)")
                        .str();
    return D;
  }
  const GrammarOrderBuiltin *E = findByName(PipeBuiltins, N.Name);
  // Clang's are unmangled, but for OpenCL C's is_valid_reserve_id.
  if (!E || (!N.Name.starts_with("__spirv_") &&
             (E->Opcode == SPIRV::OpIsValidReserveId) != N.Mangled))
    return std::nullopt;
  return describeInGrammarOrder(BuiltinFamily::Pipe, PipeFamily, N, *E, operandType);
}

/// Beyond the scope: Packet Size and Packet Alignment, the last two
/// operands of the instructions that move or count packets, must satisfy
/// 1 <= Packet Alignment <= Packet Size with the alignment dividing the
/// size (the SPIR-V specification). Constants that do not make an invalid
/// module that the validator does not catch; other values are the
/// consumer's to trust.
static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  if (BuiltinCallProblem P = checkGrammarOrderCall(D, Call); !P.empty())
    return P;
  unsigned Op = D.GrammarOrder->Opcode;
  if (Op == SPIRV::OpIsValidReserveId || Op == SPIRV::OpCreatePipeFromPipeStorage)
    return {};
  unsigned SizeAt = Call.arg_size() - 2, AlignAt = SizeAt + 1;
  auto *Size = dyn_cast<ConstantInt>(Call.getArgOperand(SizeAt));
  auto *Align = dyn_cast<ConstantInt>(Call.getArgOperand(AlignAt));
  if (Size && Size->isZero())
    return misuse(D, SizeAt, SPIRV::OperandKind::IdRef, "a packet size of at least 1");
  if (Align && (Align->isZero() ||
                (Size && (Align->getZExtValue() > Size->getZExtValue() ||
                          Size->getZExtValue() % Align->getZExtValue()))))
    return misuse(D, AlignAt, SPIRV::OperandKind::IdRef,
                  "a packet alignment of at least 1 that divides the packet size");
  return {};
}

const BuiltinFamilyImpl llvm::PipeFamily = {describe, check, lowerInGrammarOrder};
