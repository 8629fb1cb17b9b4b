//===- SPIRVBuiltins.cpp - OpenCL builtins as the target sees them --------===//

#include "SPIRVBuiltins.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include <iterator>

using namespace llvm;

StringRef llvm::demangledBaseName(StringRef Name) {
  // <mangled-name> ::= _Z <source-name> <parameters>, with
  // <source-name> ::= <length> <identifier> for the free functions we read.
  if (!Name.consume_front("_Z"))
    return Name;
  size_t Digits = 0;
  while (Digits < Name.size() && isdigit(static_cast<unsigned char>(Name[Digits])))
    ++Digits;
  unsigned Length = 0;
  if (Digits == 0 || Name.take_front(Digits).getAsInteger(10, Length) ||
      Digits + Length > Name.size())
    return StringRef();
  return Name.substr(Digits, Length);
}

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

const WorkItemBuiltin *llvm::lookupWorkItemBuiltin(StringRef OpenCLName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.OpenCLName == OpenCLName)
      return &B;
  return nullptr;
}

const WorkItemBuiltin *llvm::lookupBuiltinVariable(StringRef VariableName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.VariableName == VariableName)
      return &B;
  return nullptr;
}
