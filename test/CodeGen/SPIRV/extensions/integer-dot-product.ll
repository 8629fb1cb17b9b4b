; SPV_KHR_integer_dot_product: cl_khr_integer_dot_product's dot and
; dot_acc_sat (vectors of 8- or 16-bit lanes, packed 4x8-bit uints) and the
; translator's __spirv_{S,U,SU}Dot[AccSat]KHR are OpSDot, OpUDot, OpSUDot
; and their AccSat forms where the user enabled the extension (--spirv-ext,
; or -cl-ext=+cl_khr_integer_dot_product through Clang), with the operand
; form's capability: DotProductInput4x8Bit for four bytes,
; DotProductInputAll for other lanes, DotProductInput4x8BitPacked with the
; PackedVectorFormat4x8Bit operand. A char4 and a uchar4 are one SPIR-V type,
; so dot(uchar4, char4) is OpSUDot with the signed vector first. Under a cap
; below SPIR-V 1.6 the module declares the extension; where the cap allows
; 1.6, where the instructions are core, it is a 1.6 module (docs/Design.md,
; "Extensions"), which the 2022 GPU compiler does not read.
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: the GPU compiler reads SPIR-V up to 1.4
; Without the extension each is the exact sum of the widened products in core
; instructions (test/Execution/dot-product.cl runs them).
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product -spirv-max-version=1.4 %s -o - | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product -spirv-max-version=1.4 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product %s -o - | FileCheck %s --check-prefixes=CHECK,CORE
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product -filetype=obj %s -o %t.core.spv
; RUN: %spirv-val %t.core.spv
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; EXT: ; Version: 1.0
; CORE: ; Version: 1.6
; CHECK-DAG: OpCapability DotProductInput4x8Bit
; CHECK-DAG: OpCapability DotProductInputAll
; CHECK-DAG: OpCapability DotProductInput4x8BitPacked
; CHECK-DAG: OpCapability DotProduct
; EXT: OpExtension "SPV_KHR_integer_dot_product"
; CORE-NOT: OpExtension
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[C4:%[0-9]+]] = OpTypeVector [[I8]] 4
; CHECK-DAG: [[S2:%[0-9]+]] = OpTypeVector [[I16]] 2
; CHECK: OpFunction
; CHECK: [[A:%[0-9]+]] = OpFunctionParameter [[C4]]
; CHECK: [[B:%[0-9]+]] = OpFunctionParameter [[C4]]
; CHECK: [[P:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[Q:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[ACC:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[S:%[0-9]+]] = OpFunctionParameter [[S2]]
; CHECK: OpSDot [[I32]] [[A]] [[B]]
; CHECK: OpUDot [[I32]] [[A]] [[B]]
; CHECK: OpSUDot [[I32]] [[A]] [[B]]
; CHECK: OpSUDot [[I32]] [[B]] [[A]]
; CHECK: OpSDotAccSat [[I32]] [[A]] [[B]] [[ACC]]
; CHECK: OpSDot [[I32]] [[P]] [[Q]] PackedVectorFormat4x8Bit
; CHECK: OpSUDotAccSat [[I32]] [[Q]] [[P]] [[ACC]] PackedVectorFormat4x8Bit
; CHECK: OpSDot [[I32]] [[S]] [[S]]
; CHECK: OpUDot [[I32]] [[P]] [[Q]] PackedVectorFormat4x8Bit

; READ-DAG: call spir_func i32 @_Z20__spirv_SDotKHR_RintDv4_cS_(<4 x i8> %a, <4 x i8> %b)
; READ-DAG: call spir_func i32 @_Z{{[0-9]+}}__spirv_SUDotAccSatKHR_Rint{{.*}}(i32 %q, i32 %p, i32 %acc, i32 0)

; NOEXT-NOT: OpCapability DotProduct
; NOEXT-NOT: OpExtension
; NOEXT-NOT: Dot
; NOEXT: OpIMul

target triple = "spirv64-unknown-unknown"

define spir_func void @dots(ptr addrspace(1) %out, <4 x i8> %a, <4 x i8> %b, i32 %p, i32 %q, i32 %acc, <2 x i16> %s) {
  %ss = call spir_func i32 @_Z3dotDv4_cS_(<4 x i8> %a, <4 x i8> %b)
  store volatile i32 %ss, ptr addrspace(1) %out
  %uu = call spir_func i32 @_Z3dotDv4_hS_(<4 x i8> %a, <4 x i8> %b)
  store volatile i32 %uu, ptr addrspace(1) %out
  %su = call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %a, <4 x i8> %b)
  store volatile i32 %su, ptr addrspace(1) %out
  %us = call spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8> %a, <4 x i8> %b)
  store volatile i32 %us, ptr addrspace(1) %out
  %sat = call spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8> %a, <4 x i8> %b, i32 %acc)
  store volatile i32 %sat, ptr addrspace(1) %out
  %packed = call spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32 %p, i32 %q)
  store volatile i32 %packed, ptr addrspace(1) %out
  %packedsat = call spir_func i32 @_Z28dot_acc_sat_4x8packed_us_intjji(i32 %p, i32 %q, i32 %acc)
  store volatile i32 %packedsat, ptr addrspace(1) %out
  %short = call spir_func i32 @_Z3dotDv2_sS_(<2 x i16> %s, <2 x i16> %s)
  store volatile i32 %short, ptr addrspace(1) %out
  %spirv = call spir_func i32 @_Z21__spirv_UDotKHR_Ruintjji(i32 %p, i32 %q, i32 0)
  store volatile i32 %spirv, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z3dotDv4_cS_(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z3dotDv4_hS_(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8>, <4 x i8>, i32)
declare spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32, i32)
declare spir_func i32 @_Z28dot_acc_sat_4x8packed_us_intjji(i32, i32, i32)
declare spir_func i32 @_Z3dotDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i32 @_Z21__spirv_UDotKHR_Ruintjji(i32, i32, i32)
