; OpenCL C math, common, integer, geometric and select builtins, as clang
; mangles them, become OpenCL.std extended instructions: the form (f/s_/u_)
; follows the demangled type of the first parameter, gentype scalars passed
; with vectors are splatted, pointer parameters keep their demangled pointee
; and address space. The translator's __spirv_ocl_* spellings name the
; instruction directly. Functions that are not builtins stay imported.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; Requirements come from the types: i8, i16, i64, half and double.
; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpCapability Int64
; CHECK: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; Only the functions that are not builtins are imported.
; CHECK-NOT: OpDecorate {{.*}} "_Z4sqrtf" Import
; CHECK-NOT: LinkageAttributes "_Z3dotDv4_fS_"
; CHECK-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "_Z9my_helperf" Import
; CHECK-NOT: LinkageAttributes "_Z{{[0-9]+}}{{sqrt|fmax|clamp|max|min|abs}}
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[H:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[D:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK-DAG: [[I4:%[0-9]+]] = OpTypeVector [[I32]] 4

; CHECK: OpFunction
; (function @floats)
; CHECK: OpExtInst [[F]] [[CL]] sqrt
; CHECK: OpExtInst [[F]] [[CL]] rsqrt
; CHECK: OpExtInst [[F]] [[CL]] fmax
; CHECK: OpExtInst [[F]] [[CL]] fmax_common
; CHECK: OpExtInst [[F]] [[CL]] fmin_common
; CHECK: OpExtInst [[F]] [[CL]] fclamp
; CHECK: OpExtInst [[F]] [[CL]] mad
; CHECK: OpExtInst [[F]] [[CL]] fma
; CHECK: OpExtInst [[F]] [[CL]] native_sqrt
; CHECK: OpExtInst [[F]] [[CL]] half_exp
; CHECK: OpExtInst [[F]] [[CL]] pow
; CHECK: OpExtInst [[F]] [[CL]] floor
; CHECK: OpExtInst [[F]] [[CL]] ceil
; CHECK: OpExtInst [[F]] [[CL]] fabs
; CHECK: OpExtInst [[F]] [[CL]] sin
; CHECK: OpExtInst [[F]] [[CL]] cos
; CHECK: OpExtInst [[F]] [[CL]] exp
; CHECK: OpExtInst [[F]] [[CL]] log
; CHECK: OpExtInst [[F]] [[CL]] ldexp
; CHECK: OpExtInst [[F]] [[CL]] select
; CHECK: OpExtInst [[H]] [[CL]] sqrt
; CHECK: OpExtInst [[D]] [[CL]] pow
; CHECK: OpFunctionCall [[F]] {{%[0-9]+}}
; CHECK: OpFunctionEnd
define spir_func float @floats(float %x, float %y, float %z, i32 %k, half %h, double %d) {
  %1 = call spir_func float @_Z4sqrtf(float %x)
  %2 = call spir_func float @_Z5rsqrtf(float %1)
  %3 = call spir_func float @_Z4fmaxff(float %2, float %y)
  %4 = call spir_func float @_Z3maxff(float %3, float %z)
  %5 = call spir_func float @_Z3minff(float %4, float %z)
  %6 = call spir_func float @_Z5clampfff(float %5, float 0.0, float 1.0)
  %7 = call spir_func float @_Z3madfff(float %6, float %x, float %y)
  %8 = call spir_func float @_Z3fmafff(float %7, float %x, float %y)
  %9 = call spir_func float @_Z11native_sqrtf(float %8)
  %10 = call spir_func float @_Z8half_expf(float %9)
  %11 = call spir_func float @_Z3powff(float %10, float %y)
  %12 = call spir_func float @_Z5floorf(float %11)
  %13 = call spir_func float @_Z4ceilf(float %12)
  %14 = call spir_func float @_Z4fabsf(float %13)
  %15 = call spir_func float @_Z3sinf(float %14)
  %16 = call spir_func float @_Z3cosf(float %15)
  %17 = call spir_func float @_Z3expf(float %16)
  %18 = call spir_func float @_Z3logf(float %17)
  %19 = call spir_func float @_Z5ldexpfi(float %18, i32 %k)
  %20 = call spir_func float @_Z6selectffi(float %19, float %x, i32 %k)
  %hs = call spir_func half @_Z4sqrtDh(half %h)
  %hf = fpext half %hs to float
  %ds = call spir_func double @_Z3powdd(double %d, double %d)
  %df = fptrunc double %ds to float
  %21 = fadd float %20, %hf
  %22 = fadd float %21, %df
  %23 = call spir_func float @_Z9my_helperf(float %22)
  ret float %23
}

; CHECK: OpFunction
; (function @ints)
; CHECK: OpExtInst [[I32]] [[CL]] s_max
; CHECK: OpExtInst [[I32]] [[CL]] u_max
; CHECK: OpExtInst [[I32]] [[CL]] s_min
; CHECK: OpExtInst [[I32]] [[CL]] u_min
; CHECK: OpExtInst [[I32]] [[CL]] s_clamp
; CHECK: OpExtInst [[I32]] [[CL]] u_clamp
; CHECK: OpExtInst [[I32]] [[CL]] s_abs
; CHECK: OpExtInst [[I32]] [[CL]] u_abs
; CHECK: OpExtInst [[I32]] [[CL]] s_abs_diff
; CHECK: OpExtInst [[I32]] [[CL]] s_add_sat
; CHECK: OpExtInst [[I32]] [[CL]] u_sub_sat
; CHECK: OpExtInst [[I32]] [[CL]] s_hadd
; CHECK: OpExtInst [[I32]] [[CL]] u_rhadd
; CHECK: OpExtInst [[I32]] [[CL]] s_mad_sat
; CHECK: OpExtInst [[I32]] [[CL]] u_mul_hi
; CHECK: OpExtInst [[I32]] [[CL]] s_mad24
; CHECK: OpExtInst [[I32]] [[CL]] rotate
; CHECK: OpExtInst [[I32]] [[CL]] popcount
; CHECK: OpExtInst [[I32]] [[CL]] clz
; CHECK: OpExtInst [[I32]] [[CL]] ctz
; CHECK: OpExtInst [[I32]] [[CL]] bitselect
; CHECK: OpExtInst [[I32]] [[CL]] select
; CHECK: OpExtInst [[I32]] [[CL]] s_upsample
; CHECK: OpExtInst [[I8]] [[CL]] u_max
; CHECK: OpExtInst [[I8]] [[CL]] s_max
; CHECK: OpExtInst [[I16]] [[CL]] u_add_sat
; CHECK: OpExtInst [[I64]] [[CL]] s_max
; CHECK: OpExtInst [[I64]] [[CL]] u_max
; CHECK: OpFunctionEnd
define spir_func i32 @ints(i32 %a, i32 %b, i32 %c, i8 %uc, i16 %s, i64 %l) {
  %1 = call spir_func i32 @_Z3maxii(i32 %a, i32 %b)
  %2 = call spir_func i32 @_Z3maxjj(i32 %1, i32 %b)
  %3 = call spir_func i32 @_Z3minii(i32 %2, i32 %c)
  %4 = call spir_func i32 @_Z3minjj(i32 %3, i32 %c)
  %5 = call spir_func i32 @_Z5clampiii(i32 %4, i32 0, i32 100)
  %6 = call spir_func i32 @_Z5clampjjj(i32 %5, i32 0, i32 100)
  %7 = call spir_func i32 @_Z3absi(i32 %6)
  %8 = call spir_func i32 @_Z3absj(i32 %7)
  %9 = call spir_func i32 @_Z8abs_diffii(i32 %8, i32 %a)
  %10 = call spir_func i32 @_Z7add_satii(i32 %9, i32 %a)
  %11 = call spir_func i32 @_Z7sub_satjj(i32 %10, i32 %a)
  %12 = call spir_func i32 @_Z4haddii(i32 %11, i32 %a)
  %13 = call spir_func i32 @_Z5rhaddjj(i32 %12, i32 %a)
  %14 = call spir_func i32 @_Z7mad_satiii(i32 %13, i32 %a, i32 %b)
  %15 = call spir_func i32 @_Z6mul_hijj(i32 %14, i32 %a)
  %16 = call spir_func i32 @_Z5mad24iii(i32 %15, i32 %a, i32 %b)
  %17 = call spir_func i32 @_Z6rotateii(i32 %16, i32 %a)
  %18 = call spir_func i32 @_Z8popcountj(i32 %17)
  %19 = call spir_func i32 @_Z3clzi(i32 %18)
  %20 = call spir_func i32 @_Z3ctzj(i32 %19)
  %21 = call spir_func i32 @_Z9bitselectiii(i32 %20, i32 %a, i32 %b)
  %22 = call spir_func i32 @_Z6selectiii(i32 %21, i32 %a, i32 %b)
  %23 = call spir_func i32 @_Z8upsamplest(i16 %s, i16 %s)
  %u8 = call spir_func i8 @_Z3maxhh(i8 %uc, i8 %uc)
  %s8 = call spir_func i8 @_Z3maxcc(i8 %u8, i8 %uc)
  %u16 = call spir_func i16 @_Z7add_sattt(i16 %s, i16 %s)
  %sl = call spir_func i64 @_Z3maxll(i64 %l, i64 %l)
  %ul = call spir_func i64 @_Z3maxmm(i64 %sl, i64 %l)
  %e8 = zext i8 %s8 to i32
  %e16 = zext i16 %u16 to i32
  %t64 = trunc i64 %ul to i32
  %r1 = add i32 %22, %23
  %r2 = add i32 %r1, %e8
  %r3 = add i32 %r2, %e16
  %r4 = add i32 %r3, %t64
  ret i32 %r4
}

; Vectors: a scalar passed for a gentype parameter becomes a vector of the
; result's length; S_ substitutions name the earlier vector type.
; CHECK: OpFunction
; (function @vectors)
; CHECK: [[INS:%[0-9]+]] = OpCompositeInsert [[F4]] {{%[0-9]+}} [[UNDEF:%[0-9]+]] 0
; CHECK: [[SPLAT:%[0-9]+]] = OpVectorShuffle [[F4]] [[INS]] [[UNDEF]] 0 0 0 0
; CHECK: OpExtInst [[F4]] [[CL]] fmax {{%[0-9]+}} [[SPLAT]]
; CHECK: OpExtInst [[F4]] [[CL]] fclamp
; CHECK: OpExtInst [[F4]] [[CL]] mix
; CHECK: OpExtInst [[F4]] [[CL]] select {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: [[KS:%[0-9]+]] = OpVectorShuffle [[I4]]
; CHECK: OpExtInst [[F4]] [[CL]] ldexp {{%[0-9]+}} [[KS]]
; CHECK: OpExtInst [[I4]] [[CL]] s_clamp
; CHECK: OpExtInst [[F]] [[CL]] length
; CHECK: OpExtInst [[F]] [[CL]] distance
; CHECK: OpExtInst [[F4]] [[CL]] normalize
; dot is the core OpDot (builtins-relational.ll).
; CHECK: OpDot [[F]]
; CHECK: OpFunctionEnd
define spir_func float @vectors(<4 x float> %v, <4 x float> %w, float %y, <4 x i32> %m, i32 %k) {
  %1 = call spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> %v, float %y)
  %2 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %1, <4 x float> %w, <4 x float> %w)
  %3 = call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> %2, <4 x float> %w, float 5.0e-01)
  %4 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> %3, <4 x float> %w, <4 x i32> %m)
  %5 = call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> %4, i32 %k)
  %6 = call spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> %m, i32 0, i32 9)
  %7 = call spir_func float @_Z6lengthDv4_f(<4 x float> %5)
  %8 = call spir_func float @_Z8distanceDv4_fS_(<4 x float> %5, <4 x float> %w)
  %9 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> %5)
  %10 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %9, <4 x float> %w)
  %e = extractelement <4 x i32> %6, i32 0
  %ef = sitofp i32 %e to float
  %s1 = fadd float %7, %8
  %s2 = fadd float %s1, %10
  %s3 = fadd float %s2, %ef
  ret float %s3
}

; Pointer parameters: the demangled pointee and address space (generic,
; AS4; the second pointer of fract reuses the vector through S_).
; CHECK: OpFunction
; (function @pointers)
; CHECK: OpPtrCastToGeneric
; CHECK: OpExtInst [[F4]] [[CL]] fract
; CHECK: OpExtInst [[F]] [[CL]] frexp
; CHECK: OpExtInst [[F]] [[CL]] remquo
; CHECK: OpFunctionEnd
define spir_func float @pointers(<4 x float> %v, float %x, ptr addrspace(1) %out) {
  %ip = alloca <4 x float>, align 16
  %e = alloca i32, align 4
  %ipg = addrspacecast ptr %ip to ptr addrspace(4)
  %eg = addrspacecast ptr %e to ptr addrspace(4)
  %1 = call spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float> %v, ptr addrspace(4) %ipg)
  store <4 x float> %1, ptr addrspace(1) %out, align 16
  %2 = call spir_func float @_Z5frexpfPU3AS4i(float %x, ptr addrspace(4) %eg)
  %3 = call spir_func float @_Z6remquoffPU3AS4i(float %2, float %x, ptr addrspace(4) %eg)
  %i = load <4 x float>, ptr %ip, align 16
  %i0 = extractelement <4 x float> %i, i32 0
  %r = fadd float %3, %i0
  ret float %r
}

; The translator's spellings: __spirv_ocl_<instruction>, mangled or not.
; CHECK: OpFunction
; (function @translator)
; CHECK: OpExtInst [[F]] [[CL]] sqrt
; CHECK: OpExtInst [[I32]] [[CL]] u_max
; CHECK: OpExtInst [[F]] [[CL]] fmax_common
; CHECK: OpFunctionCall [[F]]
; CHECK: OpFunctionEnd
define spir_func float @translator(float %x, i32 %a) {
  %1 = call spir_func float @_Z16__spirv_ocl_sqrtf(float %x)
  %2 = call spir_func i32 @_Z17__spirv_ocl_u_maxii(i32 %a, i32 7)
  %3 = call spir_func float @__spirv_ocl_fmax_common(float %1, float 2.0)
  %4 = call spir_func float @_Z9my_helperf(float %3)
  %f = uitofp i32 %2 to float
  %r = fadd float %4, %f
  ret float %r
}

declare spir_func float @_Z4sqrtf(float)
declare spir_func float @_Z5rsqrtf(float)
declare spir_func float @_Z4fmaxff(float, float)
declare spir_func float @_Z3maxff(float, float)
declare spir_func float @_Z3minff(float, float)
declare spir_func float @_Z5clampfff(float, float, float)
declare spir_func float @_Z3madfff(float, float, float)
declare spir_func float @_Z3fmafff(float, float, float)
declare spir_func float @_Z11native_sqrtf(float)
declare spir_func float @_Z8half_expf(float)
declare spir_func float @_Z3powff(float, float)
declare spir_func float @_Z5floorf(float)
declare spir_func float @_Z4ceilf(float)
declare spir_func float @_Z4fabsf(float)
declare spir_func float @_Z3sinf(float)
declare spir_func float @_Z3cosf(float)
declare spir_func float @_Z3expf(float)
declare spir_func float @_Z3logf(float)
declare spir_func float @_Z5ldexpfi(float, i32)
declare spir_func float @_Z6selectffi(float, float, i32)
declare spir_func half @_Z4sqrtDh(half)
declare spir_func double @_Z3powdd(double, double)
declare spir_func float @_Z9my_helperf(float)
declare spir_func i32 @_Z3maxii(i32, i32)
declare spir_func i32 @_Z3maxjj(i32, i32)
declare spir_func i32 @_Z3minii(i32, i32)
declare spir_func i32 @_Z3minjj(i32, i32)
declare spir_func i32 @_Z5clampiii(i32, i32, i32)
declare spir_func i32 @_Z5clampjjj(i32, i32, i32)
declare spir_func i32 @_Z3absi(i32)
declare spir_func i32 @_Z3absj(i32)
declare spir_func i32 @_Z8abs_diffii(i32, i32)
declare spir_func i32 @_Z7add_satii(i32, i32)
declare spir_func i32 @_Z7sub_satjj(i32, i32)
declare spir_func i32 @_Z4haddii(i32, i32)
declare spir_func i32 @_Z5rhaddjj(i32, i32)
declare spir_func i32 @_Z7mad_satiii(i32, i32, i32)
declare spir_func i32 @_Z6mul_hijj(i32, i32)
declare spir_func i32 @_Z5mad24iii(i32, i32, i32)
declare spir_func i32 @_Z6rotateii(i32, i32)
declare spir_func i32 @_Z8popcountj(i32)
declare spir_func i32 @_Z3clzi(i32)
declare spir_func i32 @_Z3ctzj(i32)
declare spir_func i32 @_Z9bitselectiii(i32, i32, i32)
declare spir_func i32 @_Z6selectiii(i32, i32, i32)
declare spir_func i32 @_Z8upsamplest(i16, i16)
declare spir_func i8 @_Z3maxhh(i8, i8)
declare spir_func i8 @_Z3maxcc(i8, i8)
declare spir_func i16 @_Z7add_sattt(i16, i16)
declare spir_func i64 @_Z3maxll(i64, i64)
declare spir_func i64 @_Z3maxmm(i64, i64)
declare spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float>, float)
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float>, <4 x float>, float)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float>, <4 x float>, <4 x i32>)
declare spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float>, i32)
declare spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32>, i32, i32)
declare spir_func float @_Z6lengthDv4_f(<4 x float>)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float>)
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float>, ptr addrspace(4))
declare spir_func float @_Z5frexpfPU3AS4i(float, ptr addrspace(4))
declare spir_func float @_Z6remquoffPU3AS4i(float, float, ptr addrspace(4))
declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
declare spir_func i32 @_Z17__spirv_ocl_u_maxii(i32, i32)
declare spir_func float @__spirv_ocl_fmax_common(float, float)
