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

/// The SPIR-V type of a pipe instruction's operand: the handle its first
/// operand is (the pipe; the reservation of OpIsValidReserveId; the pipe
/// storage of OpCreatePipeFromPipeStorage), then reservations, 32-bit
/// integers (packet counts, indices, sizes and alignments) and the packet
/// pointer, a generic pointer to bytes.
static Type *operandType(const GrammarOrderBuiltin &E, unsigned Operand, Type *T) {
  if (Operand == GrammarOrderResult) // as the call's: counts, reservations, pipes
    return T->isIntegerTy(32) || T->isIntegerTy(1) || isPipeOrEnqueueType(T) ? T
                                                                             : nullptr;
  if (Operand == 0) {
    bool OK = E.Opcode == SPIRV::OpIsValidReserveId
                  ? isPlainTargetType(T, ReserveIdTypeName)
              : E.Opcode == SPIRV::OpCreatePipeFromPipeStorage
                  ? isPlainTargetType(T, PipeStorageTypeName)
                  : isPipeType(T);
    return OK ? T : nullptr;
  }
  if (T->isIntegerTy(32) || isPlainTargetType(T, ReserveIdTypeName))
    return T;
  if (T->isPointerTy())
    return typedPointer(Type::getInt8Ty(T->getContext()), SPIRVAS::Generic);
  return nullptr;
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

const BuiltinFamilyImpl llvm::PipeFamily = {describe, checkGrammarOrderCall,
                                           lowerInGrammarOrder};
