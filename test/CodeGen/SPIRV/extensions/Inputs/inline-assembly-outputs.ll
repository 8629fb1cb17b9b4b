; inline-assembly.ll: two outputs, a struct result, which OpAsmINTEL's one
; result cannot give.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @two(ptr addrspace(1) %out) {
  %p = call { i32, i32 } asm sideeffect "pair $0 $1", "=r,=r"()
  %a = extractvalue { i32, i32 } %p, 0
  store i32 %a, ptr addrspace(1) %out
  ret void
}
