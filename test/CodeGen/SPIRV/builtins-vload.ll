; OpenCL C vector data loads and stores become OpenCL.std vloadn, vstoren,
; vload_half[n], vstore_half[n][_r] and vloada_halfn: the offset stays a
; scalar, n and the rounding mode are literal operands, and the pointer
; points to what the instruction wants (the element type, or half): an
; argument only passed to them takes that pointee from the demangled
; parameter; a pointer known to point to something else (an i16 element) is
; cast.
; Its kernel takes a generic pointer, which OpenCL C does not allow and the
; GPU compiler refuses:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Generic pointers are not allowed as kernel argument storage class
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-NOT: LinkageAttributes "_Z{{[0-9]+}}v{{load|store}}
; CHECK-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "_Z6vload5mPU3AS1Kf" Import
; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[VOID:%[0-9]+]] = OpTypeVoid
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[H:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK-DAG: [[F3:%[0-9]+]] = OpTypeVector [[F]] 3
; CHECK-DAG: [[F8:%[0-9]+]] = OpTypeVector [[F]] 8
; CHECK-DAG: [[I2:%[0-9]+]] = OpTypeVector [[I32]] 2
; CHECK-DAG: [[PF:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F]]
; CHECK-DAG: [[PH:%[0-9]+]] = OpTypePointer CrossWorkgroup [[H]]
; CHECK-DAG: [[PGI:%[0-9]+]] = OpTypePointer Generic [[I32]]
; CHECK-DAG: [[HARG:%[0-9]+]] = OpFunctionParameter [[PH]]

; CHECK: [[V:%[0-9]+]] = OpExtInst [[F4]] [[CL]] vloadn {{%[0-9]+}} {{%[0-9]+}} 4
; CHECK: OpExtInst [[VOID]] [[CL]] vstoren [[V]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpExtInst [[F3]] [[CL]] vloadn {{%[0-9]+}} {{%[0-9]+}} 3
; CHECK: OpExtInst [[F]] [[CL]] vload_half {{%[0-9]+}} [[HARG]]
; CHECK: OpExtInst [[F8]] [[CL]] vload_halfn {{%[0-9]+}} {{%[0-9]+}} 8
; CHECK: OpExtInst [[VOID]] [[CL]] vstore_half {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpExtInst [[VOID]] [[CL]] vstore_half_r {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} RTZ
; CHECK: OpExtInst [[VOID]] [[CL]] vstore_halfn {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpExtInst [[VOID]] [[CL]] vstore_halfn_r {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} RTE
; CHECK: OpExtInst [[F4]] [[CL]] vloada_halfn {{%[0-9]+}} {{%[0-9]+}} 4
; CHECK: OpExtInst [[I2]] [[CL]] vloadn {{%[0-9]+}} {{%[0-9]+}} 2
; CHECK: [[HP:%[0-9]+]] = OpBitcast [[PH]]
; CHECK: OpExtInst [[F]] [[CL]] vload_half {{%[0-9]+}} [[HP]]
; CHECK: OpFunctionCall
define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %h, ptr addrspace(4) %g, i64 %i,
                          ptr addrspace(1) %w) {
  %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %f)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %v, i64 %i, ptr addrspace(1) %f)
  %v3 = call spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 %i, ptr addrspace(1) %f)
  %x = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  %v8 = call spir_func <8 x float> @_Z11vload_half8mPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z11vstore_halffmPU3AS1Dh(float %x, i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float %x, i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z12vstore_half8Dv8_fmPU3AS1Dh(<8 x float> %v8, i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z16vstore_half3_rteDv3_fmPU3AS1Dh(<3 x float> %v3, i64 %i, ptr addrspace(1) %h)
  %a4 = call spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %a4, i64 %i, ptr addrspace(1) %f)
  %n2 = call spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64 %i, ptr addrspace(4) %g)
  call spir_func void @_Z7vstore2Dv2_imPU3AS4i(<2 x i32> %n2, i64 %i, ptr addrspace(4) %g)
  %s = getelementptr i16, ptr addrspace(1) %w, i64 1
  %y = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 %i, ptr addrspace(1) %s)
  ; Not a builtin: there is no vload5.
  %v5 = call spir_func <4 x float> @_Z6vload5mPU3AS1Kf(i64 %i, ptr addrspace(1) %f)
  ret void
}

declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
declare spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func <8 x float> @_Z11vload_half8mPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func void @_Z11vstore_halffmPU3AS1Dh(float, i64, ptr addrspace(1))
declare spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float, i64, ptr addrspace(1))
declare spir_func void @_Z12vstore_half8Dv8_fmPU3AS1Dh(<8 x float>, i64, ptr addrspace(1))
declare spir_func void @_Z16vstore_half3_rteDv3_fmPU3AS1Dh(<3 x float>, i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64, ptr addrspace(4))
declare spir_func void @_Z7vstore2Dv2_imPU3AS4i(<2 x i32>, i64, ptr addrspace(4))
declare spir_func <4 x float> @_Z6vload5mPU3AS1Kf(i64, ptr addrspace(1))
