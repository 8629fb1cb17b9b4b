; spirv-decide-pointees alone: the pointee of each pointer argument,
; returned pointer and pointer slot, from the evidence of its uses
; (-spirv-print-pointees prints the decisions).
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-decide-pointees -spirv-print-pointees %s -o /dev/null 2>&1 | FileCheck %s

; A load says float; an i8 getelementptr says only bytes, unless everything
; reached through the byte offset is one type.
; CHECK: @loads %p: float
; CHECK: @bytes %q: i32
define spir_func float @loads(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  ret float %v
}
define spir_func void @bytes(ptr addrspace(1) %q) {
  %e = getelementptr i8, ptr addrspace(1) %q, i64 8
  store i32 1, ptr addrspace(1) %e
  ret void
}

; What is accessed through byte offsets is memory of the type's layout, as
; for any other evidence: a <5 x float> (optimized IR of a masked load) in
; its <8 x float>, four booleans in the byte of their packed bits.
; CHECK: @odd_bytes %s: <8 x float>
; CHECK: @bool_bytes %b: i8
define spir_func <5 x float> @odd_bytes(ptr addrspace(1) %s) {
  %e = getelementptr i8, ptr addrspace(1) %s, i64 32
  %v = load <5 x float>, ptr addrspace(1) %e, align 32
  ret <5 x float> %v
}
define spir_func <4 x i1> @bool_bytes(ptr addrspace(1) %b) {
  %e = getelementptr i8, ptr addrspace(1) %b, i64 4
  %v = load <4 x i1>, ptr addrspace(1) %e
  ret <4 x i1> %v
}

; Without evidence of its own, an argument takes its callers' pointee; a
; slot holding a pointer holds a pointer to what is stored in it.
; CHECK: @fwd %r: i16
; CHECK: @caller returns: i16
; CHECK: @caller %in: i16
; CHECK: @caller %slot: typedptr(i16, 1)
define spir_func void @fwd(ptr addrspace(1) %r) {
  ret void
}
define spir_func ptr addrspace(1) @caller(ptr addrspace(1) %in) {
  %slot = alloca ptr addrspace(1)
  %g = getelementptr i16, ptr addrspace(1) %in, i64 1
  store ptr addrspace(1) %g, ptr %slot
  call spir_func void @fwd(ptr addrspace(1) %g)
  ret ptr addrspace(1) %g
}
