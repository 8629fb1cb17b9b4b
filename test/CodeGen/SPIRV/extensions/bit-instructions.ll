; SPV_KHR_bit_instructions: cl_khr_extended_bit_ops' bitfield_insert,
; bitfield_extract_signed / _unsigned and bit_reverse, and the translator's
; __spirv_BitField* / __spirv_BitReverse, and LLVM's llvm.bitreverse of 8 to
; 64 bits, are OpBitFieldInsert,
; OpBitField{S,U}Extract and OpBitReverse where the user enabled the
; extension (--spirv-ext, or -cl-ext=+cl_khr_extended_bit_ops through
; Clang). Without it the OpenCL builtins are shifts, masks and selects
; (test/Execution/bitops.cl runs them), and the __spirv_ calls, which name
; the instruction, are refused naming the extension. Both readers read the
; module back. The 2022 GPU compiler does not know the extension:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_bit_instructions
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_bit_instructions %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_bit_instructions -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: sed -e '/^define spir_func void @spirv_calls/,$d' %s > %t.opencl.ll
; RUN: %llc -mtriple=spirv64 %t.opencl.ll -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %t.opencl.ll -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK: OpCapability BitInstructions
; CHECK-NOT: OpCapability Shader
; CHECK: OpExtension "SPV_KHR_bit_instructions"
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[V4:%[0-9]+]] = OpTypeVector [[I32]] 4
; CHECK: OpFunction
; CHECK: [[A:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[B:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[V:%[0-9]+]] = OpFunctionParameter [[V4]]
; CHECK: [[OFF:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[CNT:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: OpBitFieldInsert [[I32]] [[A]] [[B]] [[OFF]] [[CNT]]
; CHECK: OpBitFieldSExtract [[I32]] [[A]] [[OFF]] [[CNT]]
; CHECK: OpBitFieldUExtract [[I32]] [[B]] [[OFF]] [[CNT]]
; CHECK: OpBitReverse [[V4]] [[V]]
; CHECK: OpBitFieldInsert [[V4]] [[V]] [[V]] [[OFF]] [[CNT]]
; CHECK: OpBitReverse [[I32]] [[A]]
; CHECK: OpFunction
; CHECK: [[H:%[0-9]+]] = OpFunctionParameter [[I16]]
; CHECK: [[O16:%[0-9]+]] = OpFunctionParameter [[I16]]
; CHECK: OpBitFieldInsert [[I16]] [[H]] [[H]] [[O16]] [[O16]]
; CHECK: OpBitFieldSExtract [[I16]] [[H]] [[O16]] [[O16]]
; CHECK: OpBitFieldUExtract [[I16]] [[H]] [[O16]] [[O16]]
; CHECK: OpBitReverse [[I16]] [[H]]

; READ-DAG: call spir_func i32 @_Z15bitfield_insertiijj(i32 %a, i32 %b, i32 %off, i32 %cnt)
; READ-DAG: call spir_func i16 @_Z25bitfield_extract_unsignedstt(i16 %h, i16 %o, i16 %o)
; READ-DAG: call <4 x i32> @llvm.bitreverse.v4i32(<4 x i32> %v)

; NOEXT-NOT: OpCapability BitInstructions
; NOEXT-NOT: OpExtension
; NOEXT-NOT: OpBitField
; NOEXT-NOT: OpBitReverse
; NOEXT: OpShiftLeftLogical

; ERR: error: builtin __spirv_BitFieldInsert (OpBitFieldInsert needs SPV_KHR_bit_instructions, which is not enabled: --spirv-ext) is not supported (in function @spirv_calls)

target triple = "spirv64-unknown-unknown"

define spir_func void @opencl(ptr addrspace(1) %out, i32 %a, i32 %b, <4 x i32> %v, i32 %off, i32 %cnt) {
  %ins = call spir_func i32 @_Z15bitfield_insertjjjj(i32 %a, i32 %b, i32 %off, i32 %cnt)
  store volatile i32 %ins, ptr addrspace(1) %out
  %sx = call spir_func i32 @_Z23bitfield_extract_signedijj(i32 %a, i32 %off, i32 %cnt)
  store volatile i32 %sx, ptr addrspace(1) %out
  %ux = call spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32 %b, i32 %off, i32 %cnt)
  store volatile i32 %ux, ptr addrspace(1) %out
  %rev = call spir_func <4 x i32> @_Z11bit_reverseDv4_j(<4 x i32> %v)
  store volatile <4 x i32> %rev, ptr addrspace(1) %out
  %vins = call spir_func <4 x i32> @_Z15bitfield_insertDv4_jS_jj(<4 x i32> %v, <4 x i32> %v, i32 %off, i32 %cnt)
  store volatile <4 x i32> %vins, ptr addrspace(1) %out
  %ir = call i32 @llvm.bitreverse.i32(i32 %a)
  store volatile i32 %ir, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z15bitfield_insertjjjj(i32, i32, i32, i32)
declare spir_func i32 @_Z23bitfield_extract_signedijj(i32, i32, i32)
declare spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32, i32, i32)
declare spir_func <4 x i32> @_Z11bit_reverseDv4_j(<4 x i32>)
declare spir_func <4 x i32> @_Z15bitfield_insertDv4_jS_jj(<4 x i32>, <4 x i32>, i32, i32)
declare i32 @llvm.bitreverse.i32(i32)

define spir_func void @spirv_calls(ptr addrspace(1) %out, i16 %h, i16 %o) {
  %ins = call spir_func i16 @_Z22__spirv_BitFieldInsertssss(i16 %h, i16 %h, i16 %o, i16 %o)
  store volatile i16 %ins, ptr addrspace(1) %out
  %sx = call spir_func i16 @_Z24__spirv_BitFieldSExtractsss(i16 %h, i16 %o, i16 %o)
  store volatile i16 %sx, ptr addrspace(1) %out
  %ux = call spir_func i16 @_Z24__spirv_BitFieldUExtractsss(i16 %h, i16 %o, i16 %o)
  store volatile i16 %ux, ptr addrspace(1) %out
  %rev = call spir_func i16 @_Z18__spirv_BitReverses(i16 %h)
  store volatile i16 %rev, ptr addrspace(1) %out
  ret void
}

declare spir_func i16 @_Z22__spirv_BitFieldInsertssss(i16, i16, i16, i16)
declare spir_func i16 @_Z24__spirv_BitFieldSExtractsss(i16, i16, i16)
declare spir_func i16 @_Z24__spirv_BitFieldUExtractsss(i16, i16, i16)
declare spir_func i16 @_Z18__spirv_BitReverses(i16)
