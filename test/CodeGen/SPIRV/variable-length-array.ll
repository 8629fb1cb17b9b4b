; A dynamic alloca becomes OpVariableLengthArrayINTEL with
; --spirv-ext=+SPV_INTEL_variable_length_array: where the alloca is (not
; hoisted into the first block), its count converted to i64, a generic one
; cast to generic; without the extension it is refused (errors-unsupported.ll).
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array -stop-after=spirv-private-allocas %s -o - | FileCheck %s --check-prefix=IR
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability VariableLengthArrayINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_variable_length_array"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[LONG:[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: %[[FINT:[0-9]+]] = OpTypePointer Function %[[INT]]
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[FFLOAT:[0-9]+]] = OpTypePointer Function %[[FLOAT]]
; CHECK-DAG: %[[GFLOAT:[0-9]+]] = OpTypePointer Generic %[[FLOAT]]
; CHECK-DAG: %[[PAIR:[0-9]+]] = OpTypeStruct %[[INT]] %[[FLOAT]]
; CHECK-DAG: %[[FPAIR:[0-9]+]] = OpTypePointer Function %[[PAIR]]

; CHECK-LABEL: = OpFunction %
; CHECK: %[[N:[0-9]+]] = OpFunctionParameter %[[INT]]
; CHECK: OpLabel
; CHECK: OpBranch %[[BODY:[0-9]+]]
; CHECK: %[[BODY]] = OpLabel
; CHECK: %[[N64:[0-9]+]] = OpUConvert %[[LONG]] %[[N]]
; CHECK: %[[A:[0-9]+]] = OpVariableLengthArrayINTEL %[[FINT]] %[[N64]]
; CHECK: OpStore %[[A]] %[[N]]
; CHECK: OpFunctionEnd

; CHECK-LABEL: = OpFunction %
; CHECK: %[[M:[0-9]+]] = OpFunctionParameter %[[LONG]]
; CHECK: %[[F:[0-9]+]] = OpVariableLengthArrayINTEL %[[FFLOAT]] %[[M]]
; CHECK: OpPtrCastToGeneric %[[GFLOAT]] %[[F]]
; CHECK: %[[S:[0-9]+]] = OpVariableLengthArrayINTEL %[[FPAIR]] %[[M]]
; CHECK: OpFunctionEnd

; IR-LABEL: define spir_func i32 @count_i32(
; IR: %[[C:.+]] = zext i32 %n to i64
; IR: %a = call ptr (...) @__spirv_target.variable_length_array(i32 poison, i64 %[[C]])
; IR-LABEL: define spir_func float @generic_and_struct(
; IR: %f = call ptr (...) @__spirv_target.variable_length_array(float poison, i64 %m)
; IR: addrspacecast ptr %f to ptr addrspace(4)
; IR: %s = call ptr (...) @__spirv_target.variable_length_array(%pair poison, i64 %m)

; READ: alloca i32, i64
; READ: alloca float, i64
; READ: alloca %{{.*}}, i64

; ERR: error: dynamic alloca (needs SPV_INTEL_variable_length_array, which is not enabled) is not supported (in function @count_i32)

target triple = "spirv64-unknown-unknown"

%pair = type { i32, float }

define spir_func i32 @count_i32(i32 %n) {
entry:
  br label %body
body:
  %a = alloca i32, i32 %n, align 4
  store i32 %n, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define spir_func float @generic_and_struct(i64 %m, float %x) {
  %f = alloca float, i64 %m, align 4, addrspace(4)
  %last = getelementptr float, ptr addrspace(4) %f, i64 1
  store float %x, ptr addrspace(4) %last, align 4
  %s = alloca %pair, i64 %m, align 4
  %sf = getelementptr %pair, ptr %s, i64 0, i32 1
  store float %x, ptr %sf, align 4
  %r = load float, ptr addrspace(4) %last, align 4
  %t = load float, ptr %sf, align 4
  %sum = fadd float %r, %t
  ret float %sum
}
