; The translator's spellings of printf: the mangled variadic
; __spirv_ocl_printf (PU3AS2Kcz), a mangled fixed-arity one and the
; unmangled C name become OpenCL.std printf, like C's printf; arguments
; printf cannot take are refused. A format string in the global space (no
; string literal) needs SPV_EXT_relaxed_printf_string_address_space: it is
; refused without it and read where it is with it.
; RUN: sed -n 's/^;GLOBAL-IR: //p' %s > %t.global.ll
; RUN: not %llc -mtriple=spirv64 %t.global.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=GLOBAL-ERR
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space -filetype=obj %t.global.ll -o %t.global.spv
; RUN: %spirv-val %t.global.spv
; RUN: %spirv-dis %t.global.spv | FileCheck %s --check-prefix=GLOBAL
; GLOBAL-ERR: error: a printf format string outside the constant address space in function @global_format needs the extension SPV_EXT_relaxed_printf_string_address_space, which is not enabled (--spirv-ext)
; GLOBAL: OpExtension "SPV_EXT_relaxed_printf_string_address_space"
; GLOBAL: %g = OpVariable {{%[a-zA-Z0-9_]+}} CrossWorkgroup
; GLOBAL: OpExtInst {{%[a-z0-9_]+}} {{%[a-z0-9_]+}} printf
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: OpCapability Linkage
; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[PC:%[0-9]+]] = OpTypePointer UniformConstant [[I8]]
; CHECK-DAG: [[D:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[X:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK-DAG: [[Y:%[0-9]+]] = OpFunctionParameter [[D]]
; CHECK: [[F1:%[0-9]+]] = OpBitcast [[PC]]
; CHECK: OpExtInst [[I32]] [[CL]] printf [[F1]] [[X]] [[Y]]
; CHECK: [[R:%[0-9]+]] = OpExtInst [[I32]] [[CL]] printf {{%[0-9]+}} [[X]]{{$}}
; CHECK: OpExtInst [[I32]] [[CL]] printf {{%[0-9]+}} [[R]]{{$}}
; CHECK: OpExtInst [[I32]] [[CL]] printf {{%[0-9]+}}{{$}}
; CHECK-NOT: LinkageAttributes

@fmt = private addrspace(2) constant [10 x i8] c"%d %f %d\0A\00"
@plain = private addrspace(2) constant [3 x i8] c"x\0A\00"

define spir_kernel void @k(i32 %x, double %y) {
  %a = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2) @fmt, i32 %x, double %y)
  %b = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2) @fmt, i32 %x)
  %c = call spir_func i32 @__spirv_ocl_printf(ptr addrspace(2) @fmt, i32 %b)
  %d = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @plain)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2), i32)
declare spir_func i32 @__spirv_ocl_printf(ptr addrspace(2), i32)
declare spir_func i32 @printf(ptr addrspace(2), ...)

; ERR-DAG: error: printf with an argument of type <2 x ptr addrspace(1)> is not supported (in function @pointer_vector)
; ERR-DAG: error: call to variadic function @log_values is not supported (in function @not_printf)
;GLOBAL-IR: @g = addrspace(1) global [3 x i8] c"x\0A\00"
;GLOBAL-IR: define spir_kernel void @global_format() {
;GLOBAL-IR:   %r = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS1c(ptr addrspace(1) @g)
;GLOBAL-IR:   ret void
;GLOBAL-IR: }
;GLOBAL-IR: declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS1c(ptr addrspace(1))
;ERR-IR: @fmt = addrspace(2) constant [3 x i8] c"%p\00"
;ERR-IR: define spir_kernel void @pointer_vector(<2 x ptr addrspace(1)> %v) {
;ERR-IR:   %r = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @fmt, <2 x ptr addrspace(1)> %v)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: define spir_kernel void @not_printf(i32 %x) {
;ERR-IR:   %r = call spir_func i32 (ptr addrspace(2), ...) @log_values(ptr addrspace(2) @fmt, i32 %x)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func i32 @printf(ptr addrspace(2), ...)
;ERR-IR: declare spir_func i32 @log_values(ptr addrspace(2), ...)
