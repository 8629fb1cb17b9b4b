; A vector of odd integers of more than 64 bits in all (LLVM packs its
; bits; those of at most 64 bits load as one integer) has no memory layout
; the legalizer can split: refused, once.
define spir_func i64 @odd_elements(ptr addrspace(1) %p) {
  %v = load <3 x i33>, ptr addrspace(1) %p, align 16
  %e = extractelement <3 x i33> %v, i32 2
  %z = zext i33 %e to i64
  ret i64 %z
}

; Boolean vectors of more than 64 lanes have no packed memory form: each
; function is refused once, and the values the refused instructions
; defined end there (a generic undef of such a type would be legalized in
; turn).
define spir_kernel void @wide_bool_store(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <128 x i1>, ptr addrspace(1) %p
  store <128 x i1> %v, ptr addrspace(1) %q
  ret void
}

define spir_kernel void @wide_bool_load(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <3 x i1>, ptr addrspace(1) %p
  %w = load <100 x i1>, ptr addrspace(1) %p
  %x = extractelement <100 x i1> %w, i32 7
  %y = insertelement <3 x i1> %v, i1 %x, i32 0
  store <3 x i1> %y, ptr addrspace(1) %q
  ret void
}
