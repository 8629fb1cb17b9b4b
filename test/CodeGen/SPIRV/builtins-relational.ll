; OpenCL C relational functions that are core SPIR-V instructions: the
; float tests and comparisons make a boolean, which becomes OpenCL's int with
; an OpSelect (1 / 0 for scalars, -1 / 0 per element for vectors); any / all
; compare the elements with 0 first (the sign bit) and reduce vectors with
; OpAny / OpAll; dot is OpDot on vectors and a multiplication on scalars.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpName [[SCALAR:%[0-9]+]] "scalar_tests"
; CHECK-DAG: OpName [[VECTOR:%[0-9]+]] "vector_tests"
; CHECK-NOT: LinkageAttributes "_Z{{[0-9]+}}{{is|signbit|any|all|dot}}
; CHECK-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "_Z6isnanfv" Import
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[D:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK-DAG: [[I4:%[0-9]+]] = OpTypeVector [[I32]] 4
; CHECK-DAG: [[B4:%[0-9]+]] = OpTypeVector [[BOOL]] 4
; CHECK-DAG: [[D2:%[0-9]+]] = OpTypeVector [[D]] 2
; CHECK-DAG: [[L2:%[0-9]+]] = OpTypeVector [[I64]] 2
; CHECK-DAG: [[B2:%[0-9]+]] = OpTypeVector [[BOOL]] 2
; CHECK-DAG: [[ONE:%[0-9]+]] = OpConstant [[I32]] 1
; CHECK-DAG: [[ZERO:%[0-9]+]] = OpConstant [[I32]] 0
; CHECK-DAG: [[M1:%[0-9]+]] = OpConstant [[I32]] 4294967295
; CHECK-DAG: [[T:%[0-9]+]] = OpConstantComposite [[I4]] [[M1]] [[M1]] [[M1]] [[M1]]

; CHECK: [[SCALAR]] = OpFunction
; CHECK: [[B:%[0-9]+]] = OpIsNan [[BOOL]] {{%[0-9]+}}
; CHECK: OpSelect [[I32]] [[B]] [[ONE]] [[ZERO]]
; CHECK: OpIsInf [[BOOL]]
; CHECK: OpIsFinite [[BOOL]]
; CHECK: OpIsNormal [[BOOL]]
; CHECK: OpSignBitSet [[BOOL]]
; CHECK: OpFOrdEqual [[BOOL]]
; CHECK: OpFUnordNotEqual [[BOOL]]
; CHECK: OpFOrdGreaterThan [[BOOL]]
; CHECK: OpFOrdGreaterThanEqual [[BOOL]]
; CHECK: OpFOrdLessThan [[BOOL]]
; CHECK: OpFOrdLessThanEqual [[BOOL]]
; CHECK: OpFOrdNotEqual [[BOOL]]
; CHECK: OpOrdered [[BOOL]]
; CHECK: OpUnordered [[BOOL]]
; CHECK: OpIsNan [[BOOL]]
; CHECK: OpFMul [[F]]
; CHECK: OpSLessThan [[BOOL]]
; CHECK: OpSelect [[I32]]
define spir_func i32 @scalar_tests(float %x, float %y, i32 %k, double %d) {
  %1 = call spir_func i32 @_Z5isnanf(float %x)
  %2 = call spir_func i32 @_Z5isinff(float %x)
  %3 = call spir_func i32 @_Z8isfinitef(float %x)
  %4 = call spir_func i32 @_Z8isnormalf(float %x)
  %5 = call spir_func i32 @_Z7signbitf(float %x)
  %6 = call spir_func i32 @_Z7isequalff(float %x, float %y)
  %7 = call spir_func i32 @_Z10isnotequalff(float %x, float %y)
  %8 = call spir_func i32 @_Z9isgreaterff(float %x, float %y)
  %9 = call spir_func i32 @_Z14isgreaterequalff(float %x, float %y)
  %10 = call spir_func i32 @_Z6islessff(float %x, float %y)
  %11 = call spir_func i32 @_Z11islessequalff(float %x, float %y)
  %12 = call spir_func i32 @_Z13islessgreaterff(float %x, float %y)
  %13 = call spir_func i32 @_Z9isorderedff(float %x, float %y)
  %14 = call spir_func i32 @_Z11isunorderedff(float %x, float %y)
  %15 = call spir_func i32 @_Z5isnand(double %d)
  %16 = call spir_func float @_Z3dotff(float %x, float %y)
  %17 = call spir_func i32 @_Z3anyi(i32 %k)
  ; Not a builtin: isnan has no such form.
  %18 = call spir_func i32 @_Z6isnanfv(float %x)
  %a = add i32 %1, %2
  %b = add i32 %a, %3
  %c = add i32 %b, %4
  %e = add i32 %c, %5
  %f = add i32 %e, %6
  %g = add i32 %f, %7
  %h = add i32 %g, %8
  %i = add i32 %h, %9
  %j = add i32 %i, %10
  %l = add i32 %j, %11
  %m = add i32 %l, %12
  %n = add i32 %m, %13
  %o = add i32 %n, %14
  %p = add i32 %o, %15
  %q = fptosi float %16 to i32
  %r = add i32 %p, %q
  %s = add i32 %r, %17
  %t = add i32 %s, %18
  ret i32 %t
}

; Vectors: -1 / 0 per element; isnan(double2) is long2.
; CHECK: [[VECTOR]] = OpFunction
; CHECK: [[VB:%[0-9]+]] = OpIsNan [[B4]] {{%[0-9]+}}
; CHECK: OpSelect [[I4]] [[VB]] [[T]] {{%[0-9]+}}
; CHECK: OpFOrdLessThan [[B4]]
; CHECK: OpIsInf [[B2]]
; CHECK: OpSelect [[L2]]
; CHECK: [[LT:%[0-9]+]] = OpSLessThan [[B4]]
; CHECK: [[ANY:%[0-9]+]] = OpAny [[BOOL]] [[LT]]
; CHECK: OpSelect [[I32]] [[ANY]] [[ONE]] [[ZERO]]
; CHECK: OpAll [[BOOL]]
; CHECK: OpDot [[F]]
define spir_func <4 x i32> @vector_tests(<4 x float> %x, <4 x float> %y, <2 x double> %d, <4 x i32> %k, ptr addrspace(1) %out) {
  %1 = call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> %x)
  %2 = call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> %x, <4 x float> %y)
  %3 = call spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double> %d)
  store <2 x i64> %3, ptr addrspace(1) %out
  %4 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> %k)
  %5 = call spir_func i32 @_Z3allDv4_i(<4 x i32> %k)
  %6 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %x, <4 x float> %y)
  %7 = add <4 x i32> %1, %2
  %8 = add i32 %4, %5
  %9 = fptosi float %6 to i32
  %10 = add i32 %8, %9
  %11 = insertelement <4 x i32> %7, i32 %10, i32 0
  ret <4 x i32> %11
}

declare spir_func i32 @_Z5isnanf(float)
declare spir_func i32 @_Z5isinff(float)
declare spir_func i32 @_Z8isfinitef(float)
declare spir_func i32 @_Z8isnormalf(float)
declare spir_func i32 @_Z7signbitf(float)
declare spir_func i32 @_Z7isequalff(float, float)
declare spir_func i32 @_Z10isnotequalff(float, float)
declare spir_func i32 @_Z9isgreaterff(float, float)
declare spir_func i32 @_Z14isgreaterequalff(float, float)
declare spir_func i32 @_Z6islessff(float, float)
declare spir_func i32 @_Z11islessequalff(float, float)
declare spir_func i32 @_Z13islessgreaterff(float, float)
declare spir_func i32 @_Z9isorderedff(float, float)
declare spir_func i32 @_Z11isunorderedff(float, float)
declare spir_func i32 @_Z5isnand(double)
declare spir_func float @_Z3dotff(float, float)
declare spir_func i32 @_Z3anyi(i32)
declare spir_func i32 @_Z6isnanfv(float)
declare spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float>)
declare spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double>)
declare spir_func i32 @_Z3anyDv4_i(<4 x i32>)
declare spir_func i32 @_Z3allDv4_i(<4 x i32>)
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
