//===- SPIRVBuiltinsWorkItem.cpp - Work-item functions --------------------===//
//
// get_global_id, get_local_size... and the translator's __spirv_BuiltIn*
// spellings read BuiltIn input variables; SPIRVLowerWorkItems replaces
// their calls by those reads before instruction selection.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"

using namespace llvm;
namespace SB = llvm::SPIRV::BuiltIn;

static const WorkItemBuiltin WorkItemBuiltins[] = {
    {"get_global_id", "GlobalInvocationId", SB::GlobalInvocationId, true, 0, false},
    {"get_local_id", "LocalInvocationId", SB::LocalInvocationId, true, 0, false},
    {"get_group_id", "WorkgroupId", SB::WorkgroupId, true, 0, false},
    {"get_global_size", "GlobalSize", SB::GlobalSize, true, 1, false},
    {"get_local_size", "WorkgroupSize", SB::WorkgroupSize, true, 1, false},
    {"get_enqueued_local_size", "EnqueuedWorkgroupSize", SB::EnqueuedWorkgroupSize, true, 1, false},
    {"get_num_groups", "NumWorkgroups", SB::NumWorkgroups, true, 1, false},
    {"get_global_offset", "GlobalOffset", SB::GlobalOffset, true, 0, false},
    {"get_work_dim", "WorkDim", SB::WorkDim, false, 0, true},
    {"get_global_linear_id", "GlobalLinearId", SB::GlobalLinearId, false, 0, false},
    {"get_local_linear_id", "LocalInvocationIndex", SB::LocalInvocationIndex, false, 0, false},
};

const WorkItemBuiltin *llvm::lookupBuiltinVariable(StringRef VariableName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.VariableName == VariableName)
      return &B;
  return nullptr;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const WorkItemBuiltin *WorkItem = nullptr;
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.OpenCLName == N.Name)
      WorkItem = &B;
  if (!WorkItem && N.Name.starts_with(BuiltinVariablePrefix))
    WorkItem = lookupBuiltinVariable(N.Name.drop_front(BuiltinVariablePrefix.size()));
  if (!WorkItem)
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::WorkItem, WorkItemFamily, N);
  D.WorkItem = WorkItem;
  return D;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &,
                  const BuiltinDescription &D) {
  // SPIRVLowerWorkItems has replaced every call of these.
  reportUnsupported(B.getMF().getFunction(), "call to builtin " + D.Name);
  return false;
}

const BuiltinFamilyImpl llvm::WorkItemFamily = {describe, nullptr, lower};
