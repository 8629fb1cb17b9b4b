; A kernel's parameter that is a vector of odd integers has the host's
; layout, packed bits (LLVM's, lane I in bits I*K..): a <2 x i4> is one
; byte, a <3 x i4> 12 bits in two; the kernel takes the integer that holds
; them and unpacks it, run: 0xA5 gives lanes 5 and 10, 0x7C3 lanes 3, 12
; and 7 (test/CodeGen/SPIRV/odd-element-vector-calls.ll checks the types).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<5i', 5, 10, 3, 12, 7))" %t.out
; RUN: %spirv-run %t.spv --arg=165 --arg=1987 --arg=buffer:i32:5 --global=1 \
; RUN:   --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 5 elements match

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(<2 x i4> %v, <3 x i4> %w, ptr addrspace(1) %p) {
  %z = zext <2 x i4> %v to <2 x i32>
  store <2 x i32> %z, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 2
  %y = zext <3 x i4> %w to <3 x i32>
  %y0 = extractelement <3 x i32> %y, i32 0
  %y1 = extractelement <3 x i32> %y, i32 1
  %y2 = extractelement <3 x i32> %y, i32 2
  store i32 %y0, ptr addrspace(1) %q, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
  store i32 %y1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 2
  store i32 %y2, ptr addrspace(1) %q2, align 4
  ret void
}
