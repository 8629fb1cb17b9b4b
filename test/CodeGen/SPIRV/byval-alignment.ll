; A byval parameter aligned beyond its type's ABI alignment carries an
; Alignment decoration beside FuncParamAttr ByVal: Clang gives a struct with
; an over-aligned member a packed type (alignment 1) and the parameter the
; real alignment, and a consumer that places the copy at the type's
; alignment breaks the aligned accesses inside (PoCL faulted on a SYCL kernel
; object holding a vec<double, 3>). A byval parameter at its type's
; alignment gets none; the reader gives the parameter its alignment back.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ

; CHECK-DAG: OpName [[PACKED:%[0-9]+]] "packed"
; CHECK-DAG: OpName [[PLAIN:%[0-9]+]] "plain"
; CHECK-DAG: OpDecorate [[PACKED]] FuncParamAttr ByVal
; CHECK-DAG: OpDecorate [[PACKED]] Alignment 32
; CHECK-DAG: OpDecorate [[PLAIN]] FuncParamAttr ByVal
; CHECK-NOT: OpDecorate [[PLAIN]] Alignment
; READ: define spir_kernel void @k(ptr byval(%{{[^)]*}}) align 32 %{{[a-z0-9]*}}, ptr byval(%{{[^)]*}}) %{{[a-z0-9]*}},

%packed.obj = type <{ [4 x double], i32, [28 x i8] }>
%plain.obj = type { i64, i32 }

define spir_kernel void @k(ptr byval(%packed.obj) align 32 %packed, ptr byval(%plain.obj) align 8 %plain, ptr addrspace(1) %out) {
  %v = load <4 x double>, ptr %packed, align 32
  %e = extractelement <4 x double> %v, i32 1
  %f = getelementptr inbounds i8, ptr %plain, i64 8
  %i = load i32, ptr %f, align 8
  %d = sitofp i32 %i to double
  %s = fadd double %e, %d
  store double %s, ptr addrspace(1) %out, align 8
  ret void
}
