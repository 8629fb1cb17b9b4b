; Address spaces 5 and 6 are the USM storage classes DeviceOnlyALTERA and
; HostOnlyALTERA (DeviceOnlyINTEL and HostOnlyINTEL before SPIRV-Headers
; 1.4.3xx renamed them; the numbers are the same); they need their
; capability and extension, which Level-Zero does not guarantee: it must be
; enabled.
; The names of SPIRV-Headers 1.4.335 (.venv-spirv); Debian's grammar differs.
; REQUIRES: spirv-tools-2025
; The 2022 GPU compiler does not know SPV_INTEL_usm_storage_classes, which
; this test enables on purpose:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_INTEL_usm_storage_classes
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_usm_storage_classes %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_usm_storage_classes -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t2.bc %}
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
; DEFAULT: error: Capability USMStorageClassesALTERA needs the extension SPV_ALTERA_usm_storage_classes or SPV_INTEL_usm_storage_classes, which is not enabled (--spirv-ext)

; CHECK: OpCapability USMStorageClassesALTERA
; CHECK: OpExtension "SPV_INTEL_usm_storage_classes"
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[DEV:%[0-9]+]] = OpTypePointer DeviceOnlyALTERA [[I32]]
; CHECK-DAG: [[HOST:%[0-9]+]] = OpTypePointer HostOnlyALTERA [[I32]]
; CHECK: OpFunctionParameter [[DEV]]
; CHECK: OpFunctionParameter [[HOST]]

define spir_kernel void @copy(ptr addrspace(5) %d, ptr addrspace(6) %h) {
  %v = load i32, ptr addrspace(5) %d, align 4
  store i32 %v, ptr addrspace(6) %h, align 4
  ret void
}

; Casts: device and host memory convert only to and from global memory
; (OpPtrCastToCrossWorkgroup / OpCrossWorkgroupCastToPtr of the extension);
; to and from generic memory, and between the two, through it. The
; generic pointer goes to a call: a store through it would store to %d
; itself (address-space inference).
; CHECK: = OpFunction {{.*}}None
; CHECK: [[G:%[0-9]+]] = OpPtrCastToCrossWorkgroupALTERA {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpPtrCastToGeneric {{%[0-9]+}} [[G]]
; CHECK: [[G2:%[0-9]+]] = OpGenericCastToPtr {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpCrossWorkgroupCastToPtrALTERA [[HOST]] [[G2]]
; CHECK: [[G3:%[0-9]+]] = OpPtrCastToCrossWorkgroupALTERA {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpCrossWorkgroupCastToPtrALTERA [[DEV]] [[G3]]
; CHECK: OpCrossWorkgroupCastToPtrALTERA [[DEV]] {{%[0-9]+}}
define spir_func void @casts(ptr addrspace(5) %d, ptr addrspace(4) %p, ptr addrspace(1) %g) {
  %gen = addrspacecast ptr addrspace(5) %d to ptr addrspace(4)
  call spir_func void @sink(ptr addrspace(4) %gen)
  %h = addrspacecast ptr addrspace(4) %p to ptr addrspace(6)
  store i32 2, ptr addrspace(6) %h, align 4
  %d2 = addrspacecast ptr addrspace(6) %h to ptr addrspace(5)
  store i32 3, ptr addrspace(5) %d2, align 4
  %d3 = addrspacecast ptr addrspace(1) %g to ptr addrspace(5)
  store i32 4, ptr addrspace(5) %d3, align 4
  ret void
}

declare spir_func void @sink(ptr addrspace(4))
