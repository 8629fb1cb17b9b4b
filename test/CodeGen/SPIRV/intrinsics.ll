; Intrinsics that -O2 produces: integer min/max/abs and bit counts, and the
; floating-point functions, become OpenCL.std extended instructions; memcpy
; is OpCopyMemorySized and memset/memmove are loops.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-NOT: OpExtInstImport
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[F64:%[0-9]+]] = OpTypeFloat 64

; CHECK: OpFunction [[I32]]
; CHECK: OpExtInst [[I32]] [[CL]] s_max
; CHECK: OpExtInst [[I32]] [[CL]] s_min
; CHECK: OpExtInst [[I32]] [[CL]] u_max
; CHECK: OpExtInst [[I32]] [[CL]] u_min
; CHECK: OpExtInst [[I32]] [[CL]] s_abs
; CHECK: OpExtInst [[I32]] [[CL]] popcount
; CHECK: OpExtInst [[I32]] [[CL]] clz
; CHECK: OpExtInst [[I32]] [[CL]] ctz
define spir_func i32 @ints(i32 %a, i32 %b) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.smin.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.umax.i32(i32 %2, i32 7)
  %4 = call i32 @llvm.umin.i32(i32 %3, i32 %a)
  %5 = call i32 @llvm.abs.i32(i32 %4, i1 false)
  %6 = call i32 @llvm.ctpop.i32(i32 %5)
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 false)
  %8 = call i32 @llvm.cttz.i32(i32 %7, i1 true)
  ret i32 %8
}

; CHECK: OpFunction [[F32]]
; CHECK: OpExtInst [[F32]] [[CL]] fabs
; CHECK: OpExtInst [[F32]] [[CL]] fmin
; CHECK: OpExtInst [[F32]] [[CL]] fmax
; CHECK: OpExtInst [[F32]] [[CL]] copysign
; CHECK: OpExtInst [[F32]] [[CL]] floor
; CHECK: OpExtInst [[F32]] [[CL]] ceil
; CHECK: OpExtInst [[F32]] [[CL]] trunc
; CHECK: OpExtInst [[F32]] [[CL]] rint
; CHECK: OpExtInst [[F32]] [[CL]] round
; CHECK: OpExtInst [[F32]] [[CL]] sqrt
; CHECK: OpExtInst [[F32]] [[CL]] fma
; CHECK: OpExtInst [[F32]] [[CL]] sin
; CHECK: OpExtInst [[F32]] [[CL]] cos
; CHECK: OpExtInst [[F32]] [[CL]] exp
; CHECK: OpExtInst [[F32]] [[CL]] exp2
; CHECK: OpExtInst [[F32]] [[CL]] log
; CHECK: OpExtInst [[F32]] [[CL]] log2
; CHECK: OpExtInst [[F32]] [[CL]] log10
; CHECK: OpExtInst [[F32]] [[CL]] pow
define spir_func float @floats(float %a, float %b) {
  %1 = call float @llvm.fabs.f32(float %a)
  %2 = call float @llvm.minnum.f32(float %1, float %b)
  %3 = call float @llvm.maxnum.f32(float %2, float %b)
  %4 = call float @llvm.copysign.f32(float %3, float %a)
  %5 = call float @llvm.floor.f32(float %4)
  %6 = call float @llvm.ceil.f32(float %5)
  %7 = call float @llvm.trunc.f32(float %6)
  %8 = call float @llvm.rint.f32(float %7)
  %9 = call float @llvm.round.f32(float %8)
  %10 = call float @llvm.sqrt.f32(float %9)
  %11 = call float @llvm.fma.f32(float %10, float %a, float %b)
  %12 = call float @llvm.sin.f32(float %11)
  %13 = call float @llvm.cos.f32(float %12)
  %14 = call float @llvm.exp.f32(float %13)
  %15 = call float @llvm.exp2.f32(float %14)
  %16 = call float @llvm.log.f32(float %15)
  %17 = call float @llvm.log2.f32(float %16)
  %18 = call float @llvm.log10.f32(float %17)
  %19 = call float @llvm.pow.f32(float %18, float %b)
  ret float %19
}

; CHECK: OpFunction [[F64]]
; CHECK: OpExtInst [[F64]] [[CL]] fabs
define spir_func double @dabs(double %a) {
  %r = call double @llvm.fabs.f64(double %a)
  ret double %r
}

; CHECK: OpFunction
; CHECK: OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} Aligned 4
define spir_kernel void @mem(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %n) {
  %buf = alloca [16 x i32], align 4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %buf, ptr addrspace(1) align 4 %src, i64 64, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %dst, i8 0, i64 %n, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %buf, ptr align 4 %buf, i64 16, i1 false)
  %e = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 3
  %v = load i32, ptr %e, align 4
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
