; A vector of integers that are not whole bytes has no memory layout the
; legalizer can split (LLVM packs its bits): refused, once.
define spir_func i32 @odd_elements(ptr addrspace(1) %p) {
  %v = load <4 x i7>, ptr addrspace(1) %p, align 4
  %e = extractelement <4 x i7> %v, i32 2
  %z = zext i7 %e to i32
  ret i32 %z
}
