; spirv-unwrap-builtin-values: SYCL calls the translator's template
; __spirv_ functions on its own classes (sycl::half is a struct of one
; half), whose values pass by sret and byval pointers. A struct of one
; member (maybe itself such a struct) of a scalar or vector is the value it
; wraps: the call takes the loaded values and its result is stored through
; the sret pointer, under a declaration the builtin families read with the
; IR's types. A struct of two members is no wrapper: the call stays and is
; refused under its own name.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-unwrap-builtin-values %t/ok.ll -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/pair.ll -o %t.pair.spv 2>&1 | FileCheck %s --check-prefix=PAIR
; RUN: not ls %t.pair.spv

; IR-LABEL: define spir_func void @shuffles(
; IR: %[[X:.*]] = load half, ptr %in, align 2
; IR: %[[S:.*]] = call spir_func half @_Z30__spirv_GroupNonUniformShuffle.unwrapped(i32 3, half %[[X]], i32 %id)
; IR: store half %[[S]], ptr addrspace(4) %res, align 2
; IR: %[[V:.*]] = load <2 x float>, ptr %vin, align 8
; IR: %[[T:.*]] = call spir_func <2 x float> @_Z33__spirv_GroupNonUniformShuffleXor.unwrapped(i32 3, <2 x float> %[[V]], i32 1)
; IR: store <2 x float> %[[T]], ptr %vres, align 8
; IR-NOT: sret

; CHECK: %shuffles = OpFunction
; CHECK: %[[X:[0-9]+]] = OpLoad %half %in Aligned 2
; CHECK: %[[S:[0-9]+]] = OpGroupNonUniformShuffle %half %uint_3 %[[X]] %id
; CHECK: OpStore %res %[[S]] Aligned 2
; CHECK: %[[V:[0-9]+]] = OpLoad %v2float %vin Aligned 8
; A vector shuffles lane by lane.
; CHECK: %[[V0:[0-9]+]] = OpCompositeExtract %float %[[V]] 0
; CHECK-NEXT: %[[T0:[0-9]+]] = OpGroupNonUniformShuffleXor %float %uint_3 %[[V0]] %uint_1
; CHECK-NEXT: %[[V1:[0-9]+]] = OpCompositeExtract %float %[[V]] 1
; CHECK-NEXT: %[[T1:[0-9]+]] = OpGroupNonUniformShuffleXor %float %uint_3 %[[V1]] %uint_1
; CHECK-NEXT: %[[W:[0-9]+]] = OpCompositeInsert %v2float %[[T0]] %{{[0-9]+}} 0
; CHECK-NEXT: %[[T:[0-9]+]] = OpCompositeInsert %v2float %[[T1]] %[[W]] 1
; CHECK: OpStore %vres %[[T]] Aligned 8

; PAIR: error: builtin __spirv_GroupNonUniformShuffle with this signature (@_Z30__spirv_GroupNonUniformShuffleI4pairET_N5__spv5Scope4FlagES2_j) is not supported (in function @pair)

;--- ok.ll
%half = type { half }
%vec2 = type { %inner }
%inner = type { <2 x float> }

define spir_func void @shuffles(ptr addrspace(4) %res, ptr %in, i32 %id, ptr %vres, ptr %vin) {
  call spir_func void @_Z30__spirv_GroupNonUniformShuffleIN4sycl3_V16detail9half_impl4halfEET_N5__spv5Scope4FlagES5_j(ptr addrspace(4) sret(%half) align 2 %res, i32 3, ptr byval(%half) align 2 %in, i32 %id)
  call spir_func void @_Z33__spirv_GroupNonUniformShuffleXorI4vec2ET_N5__spv5Scope4FlagES2_j(ptr sret(%vec2) align 8 %vres, i32 3, ptr byval(%vec2) align 8 %vin, i32 1)
  ret void
}
declare spir_func void @_Z30__spirv_GroupNonUniformShuffleIN4sycl3_V16detail9half_impl4halfEET_N5__spv5Scope4FlagES5_j(ptr addrspace(4) sret(%half) align 2, i32, ptr byval(%half) align 2, i32)
declare spir_func void @_Z33__spirv_GroupNonUniformShuffleXorI4vec2ET_N5__spv5Scope4FlagES2_j(ptr sret(%vec2) align 8, i32, ptr byval(%vec2) align 8, i32)

;--- pair.ll
%pair = type { float, float }
define spir_func void @pair(ptr %res, ptr %in, i32 %id) {
  call spir_func void @_Z30__spirv_GroupNonUniformShuffleI4pairET_N5__spv5Scope4FlagES2_j(ptr sret(%pair) %res, i32 3, ptr byval(%pair) %in, i32 %id)
  ret void
}
declare spir_func void @_Z30__spirv_GroupNonUniformShuffleI4pairET_N5__spv5Scope4FlagES2_j(ptr sret(%pair), i32, ptr byval(%pair), i32)
