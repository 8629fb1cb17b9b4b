; What no rule of the legalizer can lower is refused once per function, and
; the values the refused instructions defined end there (a generic undef of
; such a type would be legalized in turn): atomic operations SPIR-V or the
; Level-Zero environment lacks.
define spir_kernel void @rmw_constant(ptr addrspace(2) %p, ptr addrspace(1) %q) {
  %old = atomicrmw add ptr addrspace(2) %p, i32 1 seq_cst
  %again = atomicrmw add ptr addrspace(2) %p, i32 %old seq_cst
  store i32 %again, ptr addrspace(1) %q
  ret void
}

define spir_kernel void @xchg_i128(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = atomicrmw xchg ptr addrspace(1) %p, i128 3 seq_cst
  %w = trunc i128 %v to i99
  store i99 %w, ptr addrspace(1) %q
  ret void
}
