; _Float16 mangled as C++23 writes it (DF16_, what DPC++ spells half with) is
; half to the demangler: a builtin type, so no substitution candidate, and
; S_ names the first vector of it. The pointer parameters get half pointees.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}

; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[H:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[H2:%[0-9]+]] = OpTypeVector [[H]] 2
; CHECK-DAG: [[PH:%[0-9]+]] = OpTypePointer Function [[H]]
; CHECK-DAG: [[PH2:%[0-9]+]] = OpTypePointer Function [[H2]]
; CHECK: [[P1:%[0-9]+]] = OpVariable [[PH]] Function
; CHECK: [[P2:%[0-9]+]] = OpVariable [[PH2]] Function
; CHECK: OpExtInst [[H]] [[CL]] fract {{%[0-9]+}} [[P1]]
; CHECK: OpExtInst [[H2]] [[CL]] fract {{%[0-9]+}} [[P2]]

define spir_kernel void @k(ptr addrspace(1) %out, half %x, <2 x half> %v) {
  %addr = alloca half, align 2
  %addr2 = alloca <2 x half>, align 4
  %a = call spir_func half @_Z17__spirv_ocl_fractDF16_PU3AS0DF16_(half %x, ptr %addr)
  %b = call spir_func <2 x half> @_Z17__spirv_ocl_fractDv2_DF16_PU3AS0S_(<2 x half> %v, ptr %addr2)
  %e = extractelement <2 x half> %b, i32 1
  %s = fadd half %a, %e
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}

declare spir_func half @_Z17__spirv_ocl_fractDF16_PU3AS0DF16_(half, ptr)
declare spir_func <2 x half> @_Z17__spirv_ocl_fractDv2_DF16_PU3AS0S_(<2 x half>, ptr)
