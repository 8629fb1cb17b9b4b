; SPV_EXT_optnone and SPV_INTEL_optnone: an `optnone` function's control
; has OptNoneEXT (0x10000, OptNoneINTEL under the INTEL name), with the
; capability and the extension the user enabled; without either, only
; DontInline. LLVM 15's reader knows the INTEL name only.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_optnone %s -o - | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_optnone -filetype=obj %s -o %t.ext.spv
; RUN: %spirv-val %t.ext.spv
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_optnone %s -o - | FileCheck %s --check-prefixes=CHECK,INTEL
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_optnone -filetype=obj %s -o %t.intel.spv
; RUN: %spirv-val %t.intel.spv
; RUN: %llvm-spirv -r %t.intel.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; CHECK: OpCapability OptNoneEXT
; EXT: OpExtension "SPV_EXT_optnone"
; INTEL: OpExtension "SPV_INTEL_optnone"
; CHECK: OpName [[G:%[0-9]+]] "g"
; CHECK: OpFunction {{%[0-9]+}} None
; CHECK: [[G]] = OpFunction {{%[0-9]+}} DontInline|OptNoneEXT

; READ: define {{.*}}spir_func i32 @g(i32 %x) #[[A:[0-9]+]]
; READ: attributes #[[A]] = { noinline {{.*}}optnone }

; NOEXT-NOT: OptNone
; NOEXT: OpFunction {{%[0-9]+}} DontInline

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %r = call spir_func i32 @g(i32 %x)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define spir_func i32 @g(i32 %x) #0 {
  %m = mul i32 %x, %x
  ret i32 %m
}

attributes #0 = { noinline optnone }
