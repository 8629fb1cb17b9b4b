; SPV_KHR_device_group: the translator's __spirv_BuiltInDeviceIndex (the
; variable and the call) reads the DeviceIndex built-in (capability
; DeviceGroup). It is core in SPIR-V 1.3, so under a lower version cap the
; module declares the extension; without the extension the built-in is
; refused by name. Neither reader knows the built-in (LLVM 15's stops at
; it), and Intel's GPU compiler does not build it:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: DeviceGroup
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_device_group %s -o - | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_device_group -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_device_group %s -o - | FileCheck %s --check-prefixes=CHECK,V13
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_device_group -filetype=obj %s -o %t.13.spv
; RUN: %spirv-val %t.13.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT

; EXT: Version: 1.0
; V13: Version: 1.3
; CHECK: OpCapability DeviceGroup
; EXT: OpExtension "SPV_KHR_device_group"
; V13-NOT: OpExtension
; CHECK: OpEntryPoint Kernel {{%[0-9]+}} "k" [[D:%[0-9]+]]
; CHECK: OpDecorate [[D]] BuiltIn DeviceIndex
; CHECK: [[D]] = OpVariable {{%[0-9]+}} Input
; CHECK: OpLoad {{%[0-9]+}} [[D]]
; CHECK: OpLoad {{%[0-9]+}} [[D]]

; NOEXT: error: builtin variable @__spirv_BuiltInDeviceIndex (it needs SPV_KHR_device_group, which is not enabled: --spirv-ext) is not supported (in function @k)

target triple = "spirv64-unknown-unknown"

@__spirv_BuiltInDeviceIndex = external addrspace(1) constant i32

define spir_kernel void @k(ptr addrspace(1) %p) {
  %d = load i32, ptr addrspace(1) @__spirv_BuiltInDeviceIndex
  store i32 %d, ptr addrspace(1) %p
  %e = call spir_func i32 @_Z26__spirv_BuiltInDeviceIndexv()
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store i32 %e, ptr addrspace(1) %q
  ret void
}

declare spir_func i32 @_Z26__spirv_BuiltInDeviceIndexv()
