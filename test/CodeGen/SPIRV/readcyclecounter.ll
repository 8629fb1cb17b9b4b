; llvm.readcyclecounter is the device's clock, OpReadClockKHR at Device
; scope, with --spirv-ext=+SPV_KHR_shader_clock (Intel's OpenCL CPU runtime
; reports the extension; a device that does not is the runtime's to refuse);
; without the extension the intrinsic is refused by name.
; Debian's 2022 GPU compiler does not know OpReadClockKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_shader_clock
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-reader2 -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability ShaderClockKHR
; CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
; CHECK-DAG: %[[LONG:[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[DEVICE:[0-9]+]] = OpConstant %[[INT]] 1{{$}}
; CHECK: OpReadClockKHR %[[LONG]] %[[DEVICE]]
; ERR: error: intrinsic @llvm.readcyclecounter is not supported (in function @k)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %t = call i64 @llvm.readcyclecounter()
  store i64 %t, ptr addrspace(1) %out, align 8
  ret void
}
declare i64 @llvm.readcyclecounter()
