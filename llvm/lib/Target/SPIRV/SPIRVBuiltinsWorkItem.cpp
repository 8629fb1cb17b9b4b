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
    // cl_khr_subgroups and cl_khr_subgroup_ballot: 32-bit on every target.
    {"get_sub_group_size", "SubgroupSize", SB::SubgroupSize, false, 0, true},
    {"get_max_sub_group_size", "SubgroupMaxSize", SB::SubgroupMaxSize, false, 0, true},
    {"get_num_sub_groups", "NumSubgroups", SB::NumSubgroups, false, 0, true},
    {"get_enqueued_num_sub_groups", "NumEnqueuedSubgroups", SB::NumEnqueuedSubgroups, false, 0, true},
    {"get_sub_group_id", "SubgroupId", SB::SubgroupId, false, 0, true},
    {"get_sub_group_local_id", "SubgroupLocalInvocationId", SB::SubgroupLocalInvocationId, false, 0, true},
    {"get_sub_group_eq_mask", "SubgroupEqMask", SB::SubgroupEqMask, false, 0, true, true},
    {"get_sub_group_ge_mask", "SubgroupGeMask", SB::SubgroupGeMask, false, 0, true, true},
    {"get_sub_group_gt_mask", "SubgroupGtMask", SB::SubgroupGtMask, false, 0, true, true},
    {"get_sub_group_le_mask", "SubgroupLeMask", SB::SubgroupLeMask, false, 0, true, true},
    {"get_sub_group_lt_mask", "SubgroupLtMask", SB::SubgroupLtMask, false, 0, true, true},
    // SPV_KHR_device_group (core in SPIR-V 1.3): the device of the group
    // the work runs on, with no OpenCL C function.
    {"", "DeviceIndex", SB::DeviceIndex, false, 0, true},
};

const WorkItemBuiltin *llvm::lookupBuiltinVariable(StringRef VariableName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.VariableName == VariableName)
      return &B;
  // Another of the grammar's names for the same BuiltIn (SubgroupEqMaskKHR).
  for (const SPIRV::GrammarEnumerant &E : SPIRV::enumerants(SPIRV::OperandKind::BuiltIn))
    if (VariableName == E.Name)
      for (const WorkItemBuiltin &B : WorkItemBuiltins)
        if (B.BuiltIn == E.Value)
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
