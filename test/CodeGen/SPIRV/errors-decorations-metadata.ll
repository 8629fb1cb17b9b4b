; Decoration metadata the target cannot encode is rejected with one clear
; error, exit status 1 and no output: unknown decoration numbers, operand
; counts or kinds the grammar does not allow, decorations whose capability
; the Kernel environment lacks (Shader's: Binding, UniformId), id operands,
; a decoration twice on one object (UserSemantic may repeat, and a cache control once per
; cache level: cache-controls.ll), an operand of a kind SPIRV-Tools 2025.5's
; validator stops on (InitModeALTERA's), and decorations on instructions
; other than allocas and scalar getelementptrs (machine instructions keep no
; link to their IR instruction, so they would be lost). Decorations on
; objects SPIRV-Tools 2025.5 does not allow them on (rules the grammar does
; not encode) are refused as well: Volatile on a non-pointer parameter,
; SpecId on a function, NoSignedWrap on a global variable, BuiltIn on a
; parameter, LinkageAttributes on a function (its IR linkage gives it).
; RUN: split-file %s %t
; RUN: rm -f %t.out
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/unknown.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 %t/count.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not %llc -mtriple=spirv64 %t/toomany.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TOOMANY
; RUN: not %llc -mtriple=spirv64 %t/kind.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: not %llc -mtriple=spirv64 %t/enum.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ENUM
; RUN: not %llc -mtriple=spirv64 %t/id.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ID
; RUN: not %llc -mtriple=spirv64 %t/shader.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SHADER
; RUN: not %llc -mtriple=spirv64 %t/params.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=PARAMS
; RUN: not %llc -mtriple=spirv64 %t/param-unknown.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=PARAMUNKNOWN
; RUN: not %llc -mtriple=spirv64 %t/inst.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=INST
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %t/twice.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not %llc -mtriple=spirv64 %t/target-volatile.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TVOLATILE
; RUN: not %llc -mtriple=spirv64 %t/target-specid.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TSPECID
; RUN: not %llc -mtriple=spirv64 %t/target-nsw.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TNSW
; RUN: not %llc -mtriple=spirv64 %t/target-builtin.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TBUILTIN
; RUN: not %llc -mtriple=spirv64 %t/target-linkage.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TLINKAGE
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations %t/initmode.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=INITMODE
; RUN: not ls %t.out
; The decoration beside it is written.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations -filetype=obj %t/register-map.ll -o %t.map.spv
; RUN: %spirv-val %t.map.spv
; RUN: %spirv-dis %t.map.spv | FileCheck %s --check-prefix=MAP
; FPFastMathMode on an instruction is a hint its fast-math flags carry: it
; is dropped, not refused (with another decoration beside it, refused).
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/fast-math.ll -o %t.fm.spv
; RUN: %spirv-val %t.fm.spv
; RUN: %spirv-dis %t.fm.spv | FileCheck %s --check-prefix=FASTMATH
; RUN: not %llc -mtriple=spirv64 %t/fast-math-and.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FASTMATHAND
; FASTMATH-NOT: FPFastMathMode
; FASTMATH: OpFOrdLessThan
; FASTMATHAND: error: !spirv.Decorations on a 'fcmp' instruction is not supported (in function @k)

; UNKNOWN: error: decoration 99999 in !spirv.Decorations of global variable @g is not supported
; COUNT: error: decoration Alignment with 0 extra operands (the grammar gives 1) in !spirv.Decorations of global variable @g is not supported
; TOOMANY: error: decoration Constant with 1 extra operand (the grammar gives 0) in !spirv.Decorations of global variable @g is not supported
; KIND: error: decoration LinkageAttributes with a non-string operand where the grammar wants a string in !spirv.Decorations of global variable @g is not supported
; ENUM: error: decoration FuncParamAttr with FunctionParameterAttribute 99 in !spirv.ParameterDecorations of parameter 0 is not supported (in function @k)
; ID: error: decoration AlignmentId with an id operand in !spirv.Decorations of global variable @g is not supported
; SHADER-DAG: error: decoration Binding (it needs Shader, which the Kernel environment does not have) in !spirv.Decorations of global variable @g is not supported
; SHADER-DAG: error: decoration UniformId (it needs Shader, which the Kernel environment does not have) in !spirv.ParameterDecorations of parameter 0 is not supported (in function @k)
; PARAMS: error: !spirv.ParameterDecorations with 1 decoration-lists for 2 parameters is not supported (in function @k)
; PARAMUNKNOWN: error: decoration 77777 in !spirv.ParameterDecorations of parameter 1 is not supported (in function @k)
; INST: error: !spirv.Decorations on a 'getelementptr' instruction is not supported (in function @k)
; INST-NOT: error
; INITMODE: error: decoration InitModeALTERA with a InitializationModeQualifier operand (SPIRV-Tools 2025.5 cannot validate it) in !spirv.Decorations of global variable @g is not supported
; MAP: OpDecorate {{%[^ ]+}} ImplementInRegisterMapALTERA 1
; TWICE: error: decoration CacheControlStoreINTEL twice on one object (SPIR-V allows it once) in !spirv.Decorations of global variable @g is not supported
; TWICE-NOT: error
; TVOLATILE: error: decoration Volatile (it decorates pointers only) in !spirv.ParameterDecorations of parameter 0 is not supported (in function @k)
; TSPECID: error: decoration SpecId (it decorates specialization constants only) in !spirv.Decorations of a function is not supported (in function @k)
; TNSW: error: decoration NoSignedWrap (it decorates instructions only) in !spirv.Decorations of global variable @g is not supported
; TBUILTIN: error: decoration BuiltIn (it decorates variables only) in !spirv.ParameterDecorations of parameter 0 is not supported (in function @k)
; TLINKAGE: error: decoration LinkageAttributes (it decorates variables here only) in !spirv.Decorations of a function is not supported (in function @k)

;--- target-volatile.ll
define spir_kernel void @k(float %x) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 21}

;--- target-specid.ll
define spir_kernel void @k() !spirv.Decorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{i32 1, i32 7}

;--- target-nsw.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 4469}

;--- target-builtin.ll
define spir_kernel void @k(i64 %x) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 11, i32 28}

;--- target-linkage.ll
define spir_func void @k() !spirv.Decorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{i32 41, !"k", i32 0}

;--- unknown.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 99999}

;--- count.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 44}

;--- toomany.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 22, i32 2}

;--- kind.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 41, i32 7, i32 0}

;--- enum.ll
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 38, i32 99}

;--- id.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 46, i32 4}

;--- params.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !spirv.ParameterDecorations !0 {
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1}
!1 = !{}

;--- shader.ll
; Decorations of Shader modules would declare the Shader capability.
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !2 {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 33, i32 1}
!2 = !{!3}
!3 = !{!4}
!4 = !{i32 27, i32 2}

;--- param-unknown.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !spirv.ParameterDecorations !0 {
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1, !2}
!1 = !{}
!2 = !{!3}
!3 = !{i32 77777}

;--- inst.ll
; A getelementptr of vectors of pointers: one access chain per lane.
define spir_kernel void @k(ptr addrspace(1) %b) {
  %idx = getelementptr inbounds i32, ptr addrspace(1) %b, <2 x i64> <i64 1, i64 2>, !spirv.Decorations !0
  %p = extractelement <2 x ptr addrspace(1)> %idx, i32 0
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 6442, i32 1, i32 2}
;--- fast-math.ll
define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %c = fcmp nnan olt float %a, %b, !spirv.Decorations !0
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 40, i32 16}
;--- fast-math-and.ll
define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %c = fcmp olt float %a, %b, !spirv.Decorations !0
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1, !2}
!1 = !{i32 40, i32 16}
!2 = !{i32 42}
;--- twice.ll
; One cache level twice; other levels and UserSemantic twice between.
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1, !2, !5, !3, !2, !4}
!1 = !{i32 6443, i32 0, i32 1}
!2 = !{i32 5635, !"a"}
!3 = !{i32 5635, !"b"}
!4 = !{i32 6443, i32 0, i32 3}
!5 = !{i32 6443, i32 1, i32 3}

;--- initmode.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1, !2}
!1 = !{i32 6191, i32 1}
!2 = !{i32 6190, i32 0}

;--- register-map.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 6191, i32 1}
