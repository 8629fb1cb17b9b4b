; A bitcast that regroups lanes into more of them than SPIR-V has (<4 x i32>
; as <32 x i4> and back), run: lane by lane through the integer of all the
; bits, the 32 nibbles split into legal parts (an unmerge of a vector SPIR-V
; lacks into legal parts waits for the artifact combiner, and the parts are
; joined by shuffles of legal lengths only); the output must equal the input.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u32:256:rand=8 --arg=buffer:u32:256 --global=64 \
; RUN:   --expect=1=a0 | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @regroup(ptr addrspace(1) %win, ptr addrspace(1) %wout) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %qi = getelementptr inbounds <4 x i32>, ptr addrspace(1) %win, i64 %i
  %qo = getelementptr inbounds <4 x i32>, ptr addrspace(1) %wout, i64 %i
  %w = load <4 x i32>, ptr addrspace(1) %qi, align 16
  %n = bitcast <4 x i32> %w to <32 x i4>
  %m = bitcast <32 x i4> %n to <4 x i32>
  store <4 x i32> %m, ptr addrspace(1) %qo, align 16
  ret void
}
