; String literals that printf reads through the generic address space, as
; SYCL device code passes them (in the global space, cast to generic, at -O0
; through a local variable written once), get copies in the constant
; address space: the format and %s strings become UniformConstant globals
; and the call becomes OpenCL.std printf. A format that is not a literal
; (chosen at run time) stays where it is, which needs
; SPV_EXT_relaxed_printf_string_address_space; without it the module is
; refused by name.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space %t.err.ll -o - | FileCheck %s --check-prefix=RELAXED
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space -filetype=obj %t.err.ll -o %t.relaxed.spv
; RUN: %spirv-val %t.relaxed.spv

; CHECK-NOT: OpCapability Linkage
; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[PC:%[0-9]+]] = OpTypePointer UniformConstant [[I8]]
; CHECK-DAG: [[FMT:%[^ ]+]] = OpVariable {{%[0-9]+}} UniformConstant
; CHECK-DAG: [[STR:%[^ ]+]] = OpVariable {{%[0-9]+}} UniformConstant
; CHECK: OpFunction
; CHECK: [[F1:%[0-9]+]] = OpBitcast [[PC]] [[FMT]]
; CHECK: [[S1:%[0-9]+]] = OpBitcast [[PC]] [[STR]]
; CHECK: OpExtInst [[I32]] [[CL]] printf [[F1]] {{%[0-9]+}} [[S1]]
; CHECK: OpExtInst [[I32]] [[CL]] printf {{%[0-9]+}} {{%[0-9]+}}
; CHECK-NOT: LinkageAttributes

@.str = private unnamed_addr addrspace(1) constant [10 x i8] c"%d %s %d\0A\00"
@.str.1 = private unnamed_addr addrspace(1) constant [3 x i8] c"hi\00"

define spir_kernel void @optimized(i32 %x) {
  %r = call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4) addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), i32 %x, ptr addrspace(4) addrspacecast (ptr addrspace(1) @.str.1 to ptr addrspace(4)), i32 %x)
  ret void
}

define spir_kernel void @unoptimized(i32 %x) {
  %slot = alloca ptr addrspace(4)
  %generic = addrspacecast ptr %slot to ptr addrspace(4)
  store ptr addrspace(4) addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), ptr addrspace(4) %generic
  %fmt = load ptr addrspace(4), ptr addrspace(4) %generic
  %r = call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4) %fmt, i32 %x)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4), ...)

; ERR: error: a printf format string outside the constant address space in function @chosen needs the extension SPV_EXT_relaxed_printf_string_address_space, which is not enabled (--spirv-ext)
; RELAXED: OpExtension "SPV_EXT_relaxed_printf_string_address_space"
; RELAXED: [[SELECTED:%[0-9]+]] = OpSelect
; RELAXED: [[FORMAT:%[0-9]+]] = OpBitcast {{%[0-9]+}} [[SELECTED]]
; RELAXED: OpExtInst {{%[0-9]+}} {{%[0-9]+}} printf [[FORMAT]]
;ERR-IR: @a = private unnamed_addr addrspace(1) constant [4 x i8] c"a%d\00"
;ERR-IR: @b = private unnamed_addr addrspace(1) constant [4 x i8] c"b%d\00"
;ERR-IR: define spir_kernel void @chosen(i1 %c, i32 %x) {
;ERR-IR:   %f = select i1 %c, ptr addrspace(4) addrspacecast (ptr addrspace(1) @a to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @b to ptr addrspace(4))
;ERR-IR:   %r = call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4) %f, i32 %x)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func i32 @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4), ...)
