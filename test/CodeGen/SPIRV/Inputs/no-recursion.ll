; A call chain with a function called from two places, and no cycle
; (errors-recursion.ll).
define spir_func i32 @leaf(i32 %n) {
  %r = mul i32 %n, 3
  ret i32 %r
}

define spir_func i32 @mid(i32 %n) {
  %a = call spir_func i32 @leaf(i32 %n)
  %b = call spir_func i32 @leaf(i32 %a)
  ret i32 %b
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p
  %a = call spir_func i32 @mid(i32 %v)
  %b = call spir_func i32 @leaf(i32 %a)
  store i32 %b, ptr addrspace(1) %p
  ret void
}
