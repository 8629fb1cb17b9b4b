; C's length modifiers that OpenCL C's printf does not have are respelled
; in the format the call passes: ll and j become l (OpenCL's 64-bit
; modifier), and z and t become l with 64-bit pointers and go with 32-bit
; ones. PoCL rejects "%zu" and "%lld" as format errors. "%zu %5lld %d"
; (13 bytes) is "%lu %5ld %d" (12 bytes) on spirv64 and "%u %5ld %d"
; (11 bytes) on spirv32; %% and vector conversions are left alone, and only
; the rewritten format is emitted.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,P64
; RUN: %llc -mtriple=spirv32 %s -o - | FileCheck %s --check-prefixes=CHECK,P32
; RUN: %llc -mtriple=spirv64 %s -o - | grep -c 'OpVariable .* UniformConstant' | FileCheck %s --check-prefix=VARS
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-NOT: OpConstant {{%[0-9]+}} 122{{$}}
; CHECK-NOT: OpConstant {{%[0-9]+}} 106{{$}}
; P64-DAG: [[N:%[0-9]+]] = OpConstant {{%[0-9]+}} 12{{$}}
; P64-DAG: OpTypeArray {{%[0-9]+}} [[N]]
; P32-DAG: [[N:%[0-9]+]] = OpConstant {{%[0-9]+}} 11{{$}}
; P32-DAG: OpTypeArray {{%[0-9]+}} [[N]]
; The untouched format keeps its 13 bytes: "%% %v4hlf %d".
; CHECK-DAG: [[M:%[0-9]+]] = OpConstant {{%[0-9]+}} 13{{$}}
; CHECK-DAG: OpTypeArray {{%[0-9]+}} [[M]]
; VARS: 2

@.str = private unnamed_addr addrspace(1) constant [13 x i8] c"%zu %5lld %d\00"
@.kept = private unnamed_addr addrspace(1) constant [13 x i8] c"%% %v4hlf %d\00"

define spir_kernel void @k(i64 %x, <4 x float> %v) {
  %r = call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4) addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), i64 %x, i64 %x, i32 1)
  %s = call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4) addrspacecast (ptr addrspace(1) @.kept to ptr addrspace(4)), <4 x float> %v, i32 2)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPKcz(ptr addrspace(4), ...)
