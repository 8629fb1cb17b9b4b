; Dynamic allocas through SPV_INTEL_variable_length_array, run. simple.ll:
; each work-item stores in[i] at index n - 1 of an array of its own length
; n = i % 7 + 1 and reads it back, on every device. loop.ll fills such an
; array with a[k] = in[i] + k in a loop and sums it: PoCL only, as Intel's
; OpenCL CPU runtime 2026.2 crashes compiling it (in its register coalescer;
; the module is valid and PoCL runs it).
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array -filetype=obj %t/simple.ll -o %t.simple.spv
; RUN: %spirv-val %t.simple.spv
; RUN: %spirv-run %t.simple.spv --arg=buffer:i32:256:seq=5 --arg=buffer:i32:256 --global=256 \
; RUN:   --expect="1=a0" | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array -filetype=obj %t/loop.ll -o %t.loop.spv
; RUN: %spirv-val %t.loop.spv
; RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl %spirv-run %t.loop.spv --arg=buffer:i32:256:seq \
; RUN:   --arg=buffer:i32:256 --global=256 --expect="1=(i%7+1)*i + (i%7+1)*(i%7)/2" | FileCheck %s %}
; CHECK: argument 1: all 256 elements match

;--- simple.ll
target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @vla_store(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %m = urem i64 %i, 7
  %n = add i64 %m, 1
  %a = alloca i32, i64 %n, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %slot = getelementptr inbounds i32, ptr %a, i64 %m
  store i32 %x, ptr %slot, align 4
  %v = load i32, ptr %slot, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

;--- loop.ll
target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @vla_sum(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %m = urem i64 %i, 7
  %n = add i64 %m, 1
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %a = alloca i32, i64 %n, align 4
  br label %fill

fill:
  %k = phi i64 [ 0, %entry ], [ %k.next, %fill ]
  %k32 = trunc i64 %k to i32
  %v = add i32 %x, %k32
  %slot = getelementptr inbounds i32, ptr %a, i64 %k
  store i32 %v, ptr %slot, align 4
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i64 [ 0, %fill ], [ %j.next, %sum ]
  %acc = phi i32 [ 0, %fill ], [ %acc.next, %sum ]
  %elt = getelementptr inbounds i32, ptr %a, i64 %j
  %e = load i32, ptr %elt, align 4
  %acc.next = add i32 %acc, %e
  %j.next = add i64 %j, 1
  %again = icmp ult i64 %j.next, %n
  br i1 %again, label %sum, label %done

done:
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %acc.next, ptr addrspace(1) %q, align 4
  ret void
}
