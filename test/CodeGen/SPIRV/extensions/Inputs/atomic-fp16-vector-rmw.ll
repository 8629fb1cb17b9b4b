; atomic-fp16-vector.ll's atomicrmw on vectors of half, compiled without the
; extension.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @rmw(ptr addrspace(1) %p, ptr addrspace(3) %q, <2 x half> %x, <4 x half> %y, ptr addrspace(1) %out) {
  %a = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %x syncscope("device") monotonic, align 4
  %b = atomicrmw fmin ptr addrspace(3) %q, <4 x half> %y syncscope("workgroup") acquire, align 8
  %c = atomicrmw fmax ptr addrspace(1) %p, <2 x half> %x seq_cst, align 4
  %d = atomicrmw fadd ptr addrspace(3) %q, <4 x half> %y syncscope("workgroup") release, align 8
  %e = fadd <2 x half> %a, %c
  store <2 x half> %e, ptr addrspace(1) %out
  %f = fadd <4 x half> %b, %d
  %o = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <4 x half> %f, ptr addrspace(1) %o
  ret void
}
