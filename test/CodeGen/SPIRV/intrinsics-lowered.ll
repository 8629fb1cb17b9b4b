; LLVM intrinsics with a meaning in an OpenCL kernel, lowered by
; spirv-lower-intrinsics (one table): OpenCL.std calls in the translator's
; mangled spelling (which call lowering turns into OpExtInst), expansions
; into IR the target lowers, and markers that are dropped. Pairs ({T, i1},
; {T, T}) give their parts to the extractvalues that take them apart. The whole
; module is valid SPIR-V that the Khronos reader reads.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t0.spv
; RUN: %spirv-val %t0.spv
; RUN: %llvm-spirv -r %t0.spv -o %t0.bc
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=SPIRV

; SPIRV-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} s_add_sat
; SPIRV-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} u_mul_hi
; SPIRV-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} frexp
; SPIRV-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} pown
; SPIRV-NOT: OpCopyMemorySized

; CHECK-LABEL: define spir_func i32 @sat(i32 %a, i32 %b, i32 %s)
; CHECK: call spir_func i32 @_Z21__spirv_ocl_s_add_satii(i32 %a, i32 %b)
; CHECK: call spir_func i32 @_Z21__spirv_ocl_u_add_satii(
; CHECK: call spir_func i32 @_Z21__spirv_ocl_s_sub_satii(
; CHECK: call spir_func i32 @_Z21__spirv_ocl_u_sub_satii(
; sshl.sat: the shift, unless shifting back loses bits; then the signed bound.
; CHECK: [[SHL:%[0-9]+]] = shl i32 [[V:%[0-9]+]], %s
; CHECK-NEXT: [[BACK:%[0-9]+]] = ashr i32 [[SHL]], %s
; CHECK-NEXT: [[LOST:%[0-9]+]] = icmp ne i32 [[BACK]], [[V]]
; CHECK: select i1 {{%[0-9]+}}, i32 -2147483648, i32 2147483647
; CHECK: lshr i32
; CHECK: select i1 {{%[0-9]+}}, i32 -1, i32
define spir_func i32 @sat(i32 %a, i32 %b, i32 %s) {
  %1 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.uadd.sat.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.ssub.sat.i32(i32 %2, i32 %b)
  %4 = call i32 @llvm.usub.sat.i32(i32 %3, i32 %b)
  %5 = call i32 @llvm.sshl.sat.i32(i32 %4, i32 %s)
  %6 = call i32 @llvm.ushl.sat.i32(i32 %5, i32 %s)
  ret i32 %6
}

; CHECK-LABEL: define spir_func i32 @overflow(i32 %a, i32 %b, ptr addrspace(1) %o)
; CHECK: [[S:%[0-9]+]] = add i32 %a, %b
; CHECK: icmp slt i32 {{%[0-9]+}}, 0
; CHECK: icmp ult i32 {{%[0-9]+}}, %a
; CHECK: icmp ult i32 %a, %b
; CHECK: call spir_func i32 @_Z20__spirv_ocl_s_mul_hiii(i32 %a, i32 %b)
; CHECK: call spir_func i32 @_Z20__spirv_ocl_u_mul_hiii(i32 %a, i32 %b)
; CHECK-NOT: extractvalue
; CHECK: ret i32
define spir_func i32 @overflow(i32 %a, i32 %b, ptr addrspace(1) %o) {
  %1 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %2 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %3 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %4 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %5 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %6 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %r1 = extractvalue { i32, i1 } %1, 0
  %o1 = extractvalue { i32, i1 } %1, 1
  %o2 = extractvalue { i32, i1 } %2, 1
  %o3 = extractvalue { i32, i1 } %3, 1
  %o4 = extractvalue { i32, i1 } %4, 1
  %o5 = extractvalue { i32, i1 } %5, 1
  %r6 = extractvalue { i32, i1 } %6, 0
  %o6 = extractvalue { i32, i1 } %6, 1
  %x1 = or i1 %o1, %o2
  %x2 = or i1 %x1, %o3
  %x3 = or i1 %x2, %o4
  %x4 = or i1 %x3, %o5
  %x5 = or i1 %x4, %o6
  %z = zext i1 %x5 to i32
  store i32 %z, ptr addrspace(1) %o
  %r = add i32 %r1, %r6
  ret i32 %r
}

; CHECK-LABEL: define spir_func i32 @bits(i32 %a, i32 %b, i32 %s, i8 %c, i16 %h)
; fshl: amount modulo 32 (its low bits), the low operand shifted in two steps.
; CHECK: [[AMT:%[0-9]+]] = and i32 %s, 31
; CHECK-NEXT: [[REST:%[0-9]+]] = sub i32 31, [[AMT]]
; CHECK-NEXT: shl i32 %a, [[AMT]]
; CHECK-NEXT: [[HALF:%[0-9]+]] = lshr i32 %b, 1
; CHECK-NEXT: lshr i32 [[HALF]], [[REST]]
; bitreverse: swaps of 1, 2, 4, 8 and 16 bits; bswap: of 8 and 16.
; CHECK: and i32 {{%[0-9]+}}, 1431655765
; CHECK: and i32 {{%[0-9]+}}, 858993459
; CHECK: and i32 {{%[0-9]+}}, 252645135
; CHECK: and i32 {{%[0-9]+}}, 16711935
; CHECK: and i32 {{%[0-9]+}}, 65535
; CHECK: and i8 {{%[0-9]+}}, 85
; CHECK: and i16 {{%[0-9]+}}, 255
; scmp: (a > b) - (a < b).
; CHECK: icmp sgt i32 %a, %b
; CHECK: icmp slt i32 %a, %b
; CHECK: sub i8
; CHECK-NOT: call
define spir_func i32 @bits(i32 %a, i32 %b, i32 %s, i8 %c, i16 %h) {
  %1 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
  %2 = call i32 @llvm.fshr.i32(i32 %1, i32 %b, i32 %s)
  %3 = call i32 @llvm.bitreverse.i32(i32 %2)
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  %5 = call i8 @llvm.bitreverse.i8(i8 %c)
  %6 = call i16 @llvm.bswap.i16(i16 %h)
  %7 = zext i8 %5 to i32
  %8 = zext i16 %6 to i32
  %9 = add i32 %4, %7
  %10 = add i32 %9, %8
  %11 = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %12 = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  %13 = add i8 %11, %12
  %14 = sext i8 %13 to i32
  %15 = add i32 %10, %14
  ret i32 %15
}

; CHECK-LABEL: define spir_func <4 x i32> @vbits(<4 x i32> %a, <4 x i32> %s)
; CHECK: and <4 x i32> %s, splat (i32 31)
; CHECK: and <4 x i32> {{%[0-9]+}}, splat (i32 1431655765)
define spir_func <4 x i32> @vbits(<4 x i32> %a, <4 x i32> %s) {
  %1 = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> %s)
  %2 = call <4 x i32> @llvm.bitreverse.v4i32(<4 x i32> %1)
  ret <4 x i32> %2
}

; CHECK-LABEL: define spir_func float @fp(float %x, float %y, i32 %n, ptr addrspace(1) %out)
; CHECK: call spir_func float @_Z16__spirv_ocl_fminff(float %x, float %y)
; minimum: equal operands (the two zeros) OR their bits; NaN propagates.
; CHECK: or i32
; CHECK: fcmp uno float %x, %y
; CHECK: select i1 {{%[0-9]+}}, float 0x7FF8000000000000
; CHECK: call spir_func float @_Z16__spirv_ocl_fmaxff(
; CHECK: call spir_func float @_Z16__spirv_ocl_rintf(
; CHECK: call spir_func float @_Z16__spirv_ocl_pownfi(
; CHECK: call spir_func float @_Z17__spirv_ocl_ldexpfi(
; CHECK: call spir_func float @_Z15__spirv_ocl_tanf(
; CHECK: call spir_func float @_Z16__spirv_ocl_sinhf(
; CHECK: call spir_func float @_Z17__spirv_ocl_atan2ff(
; CHECK: fmul float {{%[0-9]+}}, 1.000000e+00
; CHECK: call spir_func float @_Z15__spirv_ocl_madfff(float {{%[0-9]+}}, float %y, float %x)
; CHECK: call spir_func float @_Z15__spirv_ocl_sinf(
; CHECK: call spir_func float @_Z15__spirv_ocl_cosf(
; CHECK: call spir_func float @_Z17__spirv_ocl_truncf(
; CHECK: call spir_func float @_Z20__spirv_ocl_copysignff(
; CHECK: call spir_func float @_Z17__spirv_ocl_frexpfPi(float {{%[0-9]+}}, ptr [[EXP:%[0-9]+]])
; CHECK-NEXT: load i32, ptr [[EXP]]
; CHECK-NOT: extractvalue
define spir_func float @fp(float %x, float %y, i32 %n, ptr addrspace(1) %out) {
  %1 = call float @llvm.minimum.f32(float %x, float %y)
  %2 = call float @llvm.maximum.f32(float %1, float %y)
  %3 = call float @llvm.minimumnum.f32(float %2, float %y)
  %4 = call float @llvm.maximumnum.f32(float %3, float %y)
  %5 = call float @llvm.roundeven.f32(float %4)
  %6 = call float @llvm.powi.f32.i32(float %5, i32 %n)
  %7 = call float @llvm.ldexp.f32.i32(float %6, i32 %n)
  %8 = call float @llvm.tan.f32(float %7)
  %9 = call float @llvm.sinh.f32(float %8)
  %10 = call float @llvm.atan2.f32(float %9, float %y)
  %11 = call float @llvm.canonicalize.f32(float %10)
  %12 = call float @llvm.fmuladd.f32(float %11, float %y, float %x)
  %13 = call { float, float } @llvm.sincos.f32(float %12)
  %s = extractvalue { float, float } %13, 0
  %c = extractvalue { float, float } %13, 1
  %14 = call { float, float } @llvm.modf.f32(float %s)
  %f = extractvalue { float, float } %14, 0
  %i = extractvalue { float, float } %14, 1
  %15 = call { float, i32 } @llvm.frexp.f32.i32(float %f)
  %m = extractvalue { float, i32 } %15, 0
  %e = extractvalue { float, i32 } %15, 1
  store i32 %e, ptr addrspace(1) %out
  %16 = fadd float %m, %c
  %17 = fadd float %16, %i
  ret float %17
}

; CHECK-LABEL: define spir_func i64 @conv(float %x, double %d)
; fptosi.sat: out-of-range values take the bounds, NaN 0.
; CHECK: fcmp olt float %x, 0xC1E0000000000000
; CHECK: fcmp oge float %x, 0x41E0000000000000
; CHECK: fcmp uno float %x, %x
; CHECK: select i1 {{%[0-9]+}}, i32 2147483647
; CHECK: fcmp oge float %x, 0x41F0000000000000
; CHECK: call spir_func float @_Z17__spirv_ocl_roundf(float %x)
; CHECK: call spir_func double @_Z16__spirv_ocl_rintd(double %d)
; is.fpclass 515 = snan|qnan|pinf: the magnitude against the exponent mask.
; CHECK: and i32 {{%[0-9]+}}, 2147483647
; CHECK: icmp ugt i32 {{%[0-9]+}}, 2139095040
define spir_func i64 @conv(float %x, double %d) {
  %1 = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %2 = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %3 = call i64 @llvm.lround.i64.f32(float %x)
  %4 = call i64 @llvm.llrint.i64.f64(double %d)
  %5 = add i32 %1, %2
  %6 = sext i32 %5 to i64
  %7 = add i64 %6, %3
  %8 = add i64 %7, %4
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 515)
  %z = zext i1 %c to i64
  %9 = add i64 %8, %z
  ret i64 %9
}

; CHECK-LABEL: define spir_func float @constrained(float %x, float %y)
; CHECK-NEXT: fadd float %x, %y
; CHECK-NEXT: fmul float
; CHECK-NEXT: call spir_func float @_Z16__spirv_ocl_sqrtf(
; CHECK-NEXT: fcmp olt float
define spir_func float @constrained(float %x, float %y) {
  %1 = call float @llvm.experimental.constrained.fadd.f32(float %x, float %y, metadata !"round.tonearest", metadata !"fpexcept.strict")
  %2 = call float @llvm.experimental.constrained.fmul.f32(float %1, float %y, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  %3 = call float @llvm.experimental.constrained.sqrt.f32(float %2, metadata !"round.tonearest", metadata !"fpexcept.strict")
  %c = call i1 @llvm.experimental.constrained.fcmp.f32(float %3, float %x, metadata !"olt", metadata !"fpexcept.strict")
  %r = select i1 %c, float %3, float %x
  ret float %r
}

; CHECK-LABEL: define spir_func void @markers(ptr addrspace(1) %p, i32 %x)
; CHECK-NEXT: %xf = sitofp i32 %x to float
; CHECK-NEXT: %f = fptosi float %xf to i32
; CHECK-NEXT: store i32 %f, ptr addrspace(1) %p
; CHECK-NEXT: call void @llvm.memcpy
; CHECK-NEXT: call void @llvm.memset
; CHECK-NEXT: ret void
define spir_func void @markers(ptr addrspace(1) %p, i32 %x) {
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s)
  %i = call ptr @llvm.invariant.start.p1(i64 4, ptr addrspace(1) %p)
  call void @llvm.invariant.end.p1(ptr %i, i64 4, ptr addrspace(1) %p)
  %xf = sitofp i32 %x to float
  %ff = call float @llvm.arithmetic.fence.f32(float %xf)
  %f = fptosi float %ff to i32
  call void (...) @llvm.fake.use(i32 %f)
  %e = call i32 @llvm.expect.i32(i32 %f, i32 1)
  store i32 %e, ptr addrspace(1) %p
  call void @llvm.trap()
  call void @llvm.debugtrap()
  call void @llvm.ubsantrap(i8 1)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %p, ptr addrspace(1) %p, i64 0, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 0, i1 false)
  ret void
}

; CHECK-LABEL: define spir_func i32 @reduce(<4 x i32> %v, <4 x float> %f)
; ExpandReductions (LLVM's IR passes) expands add and smax; fminimum is left
; to this pass, element by element through llvm.minimum.
; CHECK: shufflevector <4 x i32> %v
; CHECK: call spir_func <4 x i32> @_Z17__spirv_ocl_s_maxDv4_iS_(
; CHECK: extractelement <4 x float> %f, i64 3
; CHECK: fcmp uno float
; CHECK-NOT: call {{.*}}@llvm.
define spir_func i32 @reduce(<4 x i32> %v, <4 x float> %f) {
  %a = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %b = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  %c = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %f)
  %d = fptosi float %c to i32
  %e = add i32 %a, %b
  %g = add i32 %e, %d
  ret i32 %g
}

; A pair used whole is built from its parts.
; CHECK-LABEL: define spir_func { i32, i1 } @whole_pair(
; CHECK: [[SUM:%[0-9]+]] = add i32 %a, %b
; CHECK-NEXT: [[OV:%[0-9]+]] = icmp ult i32 [[SUM]], %a
; CHECK-NEXT: [[P:%[0-9]+]] = insertvalue { i32, i1 } poison, i32 [[SUM]], 0
; CHECK-NEXT: [[Q:%[0-9]+]] = insertvalue { i32, i1 } [[P]], i1 [[OV]], 1
; CHECK-NEXT: ret { i32, i1 } [[Q]]
define spir_func { i32, i1 } @whole_pair(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; Annotations: llvm.annotation gives its operand, var.annotation goes.
; CHECK-LABEL: define spir_func i32 @annotated(
; CHECK-NEXT: %s = alloca i32
; CHECK-NEXT: [[R:%[a-z0-9]+]] = add i32 %x, 1
; CHECK-NEXT: ret i32 [[R]]
@.ann = private unnamed_addr addrspace(1) constant [4 x i8] c"ann\00"
define spir_func i32 @annotated(i32 %x) {
  %s = alloca i32
  call void @llvm.var.annotation.p0.p1(ptr %s, ptr addrspace(1) @.ann, ptr addrspace(1) @.ann, i32 1, ptr addrspace(1) null)
  %a = call i32 @llvm.annotation.i32.p1(i32 %x, ptr addrspace(1) @.ann, ptr addrspace(1) @.ann, i32 2)
  %r = add i32 %a, 1
  ret i32 %r
}
