; SPV_INTEL_global_variable_host_access: the HostAccessINTEL decoration
; (6188: access qualifier, name) given through !spirv.Decorations on a
; program-scope variable, with its capability and extension; without the
; extension the module is refused by name. LLVM 15's reader does not know
; the extension; the 2024 reader reads it back.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_host_access %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_host_access -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISABLED

; CHECK: OpCapability GlobalVariableHostAccessINTEL
; CHECK: OpExtension "SPV_INTEL_global_variable_host_access"
; CHECK: OpDecorate [[G:%[0-9]+]] HostAccessINTEL ReadWriteINTEL "g"
; CHECK: [[G]] = OpVariable {{%[0-9]+}} CrossWorkgroup
; DISABLED: error: Capability GlobalVariableHostAccessINTEL needs the extension SPV_INTEL_global_variable_host_access, which is not enabled (--spirv-ext)

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, !spirv.Decorations !0

define spir_kernel void @k(i32 %x) {
  store i32 %x, ptr addrspace(1) @g, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6188, i32 3, !"g"}
